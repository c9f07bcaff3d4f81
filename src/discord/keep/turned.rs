//! What the bot keeps in memory for turn-based tables (`turns/`): the
//! messages claimed already, each person's DM channel, and the newest state
//! written for `/turns`, and the pace of its DMs.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::time::Duration;

use crate::discord::transport::budget::RequestBudget;
use crate::table::{GameId, UserId};

/// New DM channels this process opens in any 10 s: Discord does not publish
/// its limit, refuses bursts of new DMs (429, 40003) and flags a bot that
/// keeps at it; a digest hour or a covered bid that falls on many people at
/// once opens a few at once, then one every 2 s.
pub const DM_OPENS: u32 = 5;
pub const DM_OPEN_WINDOW: Duration = Duration::from_secs(10);
/// DMs this process posts in any second (beside the global budget they also
/// take): many people's turns are told in a row, never all in one moment.
pub const DM_POSTS_PER_SECOND: u32 = 5;

/// The pace of the bot's DMs (`turns/dm.rs`).
pub struct DmPace {
    pub(in crate::discord) opens: RequestBudget,
    pub(in crate::discord) posts: RequestBudget,
}

impl Default for DmPace {
    fn default() -> DmPace {
        DmPace {
            opens: RequestBudget::per(DM_OPENS, DM_OPEN_WINDOW),
            posts: RequestBudget::new(DM_POSTS_PER_SECOND),
        }
    }
}

#[derive(Default)]
pub struct Turns {
    /// The messages claimed already (game, person, turn's start, what): the
    /// pass asks storage only for what it has not claimed or seen claimed.
    pub(in crate::discord) claimed: Mutex<HashSet<(GameId, UserId, i64, &'static str)>>,
    /// Each person's DM channel with the bot, once opened.
    pub(in crate::discord) dm_channels: Mutex<HashMap<UserId, u64>>,
    /// Discord said DMs are opened too fast (40003): none is opened before
    /// this time (Unix ms); the wait that was chosen (doubled if it repeats).
    pub(in crate::discord) dm_pause: Mutex<Option<(i64, i64)>>,
    pub(in crate::discord) dm_pace: DmPace,
    /// The newest version of each game written to `turn_seats` (an older
    /// state arriving late must not overwrite it).
    pub(in crate::discord) indexed: tokio::sync::Mutex<HashMap<GameId, u64>>,
}
