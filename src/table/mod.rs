//! Tables: lobbies, seats, turns across humans and computer players,
//! deadlines and autopilot, versions, one lock per game. It turns Discord
//! users (plain ids here) into seats and drives every game to its end,
//! writing each step to storage before anyone is told of it.

mod analysis;
mod cancel;
mod clocks;
mod command;
mod daily;
mod day;
mod decide;
mod drive;
mod figures;
pub mod game;
mod later;
#[cfg(any(test, feature = "testing"))]
mod memory;
pub mod model;
mod options;
pub mod persist;
#[cfg(any(test, feature = "testing"))]
mod random;
mod registry;
mod replay;
mod restore;
mod results;
mod seated;
pub mod shards;
mod since;
mod snapshot;
mod timers;

pub use crate::bots::Level;
pub use analysis::{ANALYSES_WAITING_MAX, Analysis, Choice, Weighed, weigh_move, weigh_prediction};
pub use cancel::CancelRule;
pub use clocks::{RUN_OUTS_FOR_GOOD, RanOut, TurnClock, pauser};
pub use command::{Ask, Decided, Declined, OptionsError, Suggestion, TableError, Verb};
pub use daily::{DAILY_AUTOPILOT, DAILY_LEVEL, DAILY_OPPONENTS, DailyTry, HardDay, hard_try};
pub use day::{DAILY_ROUNDS, DAY_MS, day_end_ms, day_of};
#[cfg(any(test, feature = "testing"))]
pub use decide::hold_searches;
pub use game::{ChanceScript, Drawn, Game, GameError, Happened, LoggedStep, Move, Setup, places};
#[cfg(any(test, feature = "testing"))]
pub use memory::MemoryLog;
pub use model::{
    Autopilot, EventsByGame, Figures, GameId, GameKind, GameRow, GameStatus, ResultRow, SeatClock, SeatOwner, Seating,
    UserId, now_ms,
};
pub use options::{DEFAULT_TURN_SECS_DICE, DEFAULT_TURN_SECS_WIZARD, NightSeat, PACES_HOURS, TURN_SECS, TableOptions};
pub use persist::{PersistError, TableStore};
#[cfg(any(test, feature = "testing"))]
pub use random::{random_logged, store_daily_try, store_random};
pub use replay::{Replay, stops};
pub use since::since_last_move;

use results::results_of;

/// A stored game that cannot be rebuilt from its events, logged once with
/// where rebuilding stopped, never why (a rules error can name a card), and
/// what the caller gets: no such table. `doing`: "read back", "replayed" …
fn unreadable(id: GameId, doing: &'static str) -> impl Fn(String) -> TableError {
    move |reason| {
        let at = reason.split(": ").next().unwrap_or_default().to_string();
        tracing::error!(game = id, at, doing, "a stored game cannot be rebuilt from its events");
        TableError::NoSuchTable
    }
}
pub use results::{FinalPlace, export_record, finished_record};
pub use snapshot::{Snapshot, View};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::task::JoinHandle;

use crate::bots;
use crate::engine::{Seat, Viewer};
use seated::Table;

/// How tables run, given at `Tables::with` (each as its setter below says).
#[derive(Clone, Debug, Default)]
pub struct TablesConfig {
    /// Fixes the chance outcomes (tests); `None`: random.
    pub seed: Option<u64>,
    /// The pause before each computer move; zero: they all move at once.
    pub computer_pace: std::time::Duration,
    /// A deadline runs only once the players were shown its state.
    pub hold_deadlines_until_shown: bool,
    /// The gateway shards whose guilds' games this process drives (`None`: all).
    pub shards: Option<shards::Shards>,
    /// The operator's secret the daily challenge's deals come from
    /// (`chance::daily`); `None`: no daily challenge.
    pub daily_secret: Option<Arc<[u8]>>,
}

/// All tables of a running bot.
pub struct Tables<P: TableStore> {
    inner: Arc<Inner<P>>,
}

impl<P: TableStore> Clone for Tables<P> {
    fn clone(&self) -> Self {
        Tables {
            inner: self.inner.clone(),
        }
    }
}

struct Inner<P> {
    persist: P,
    /// One lock per game; the map's own lock is held only to look a game up.
    tables: Mutex<HashMap<GameId, Arc<tokio::sync::Mutex<Table>>>>,
    timers: Mutex<HashMap<GameId, JoinHandle<()>>>,
    /// The turn-based tables' running clocks (`clocks.rs`): what the sweep
    /// reads instead of a timer per table.
    clocks: Mutex<HashMap<GameId, clocks::Clocked>>,
    /// The next paced computer move of each game waiting for its turn.
    steps: Mutex<HashMap<GameId, JoinHandle<()>>>,
    /// The pause before each computer move (`None`: they all move at once).
    pace: Mutex<Option<std::time::Duration>>,
    rng: Mutex<SmallRng>,
    /// A fixed seed (tests): each game's chance then depends only on the
    /// seed, the game and its version, not on what other games drew first.
    seed: Option<u64>,
    /// Deadlines wait until the state they are for was shown (`Tables::shown`).
    hold_until_shown: std::sync::atomic::AtomicBool,
    /// Who is told of every change (the Discord layer's publisher), once it is durable.
    listeners: Mutex<Vec<tokio::sync::mpsc::UnboundedSender<Snapshot>>>,
    /// The gateway shards whose guilds' games this process drives (`None`: all).
    shards: Mutex<Option<shards::Shards>>,
    daily_secret: Option<Arc<[u8]>>,
    /// Analyses waiting their turn or being worked out (`analysis.rs`).
    analyses_waiting: std::sync::atomic::AtomicUsize,
    /// The last games that left memory (finished or cancelled), as they
    /// ended, newest last: a click that comes after the end (a double click,
    /// an old panel) is refused with the game as it ended, and a finished
    /// try's result is drawn from it, without reading or replaying the game.
    ended: Mutex<std::collections::VecDeque<Snapshot>>,
}

/// How many ended games `Tables` keeps at hand (a few seconds' worth on a
/// busy bot; older ones are read back and replayed when asked for).
const ENDED_KEPT: usize = 64;

/// Locks a std mutex, ignoring poisoning (a panicked holder leaves valid
/// data in the maps it guards): the one such helper, the Discord layer's too.
pub(crate) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
