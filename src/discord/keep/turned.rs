//! What the bot keeps in memory for turn-based tables (`turns/`): the
//! messages claimed already, each person's DM channel, and the newest state
//! written for `/turns`.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

use crate::table::{GameId, UserId};

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
    /// The newest version of each game written to `turn_seats` (an older
    /// state arriving late must not overwrite it).
    pub(in crate::discord) indexed: tokio::sync::Mutex<HashMap<GameId, u64>>,
}
