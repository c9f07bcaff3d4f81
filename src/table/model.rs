//! The words the table layer speaks with storage and the Discord layer: which
//! game, a table's status, a stored table and a finished game's results. They live here (not in `store/`) because the table defines what
//! it needs from storage; the store implements it.

use crate::bots::Level;
use serde_json::Value;
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

/// A game, by its number.
pub type GameId = i64;
/// A person, by their Discord id (plain here: the table knows no Discord).
pub type UserId = i64;

/// Which game a table plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Wizard,
    Dice,
}

impl GameKind {
    pub fn as_str(self) -> &'static str {
        match self {
            GameKind::Wizard => "wizard",
            GameKind::Dice => "dice",
        }
    }

    /// A stored game's setup, read as this kind's.
    pub fn read_setup(self, stored: &Value) -> Result<super::game::Setup, String> {
        use super::game::Setup;
        match self {
            GameKind::Wizard => serde_json::from_value(stored.clone()).map(Setup::Wizard),
            GameKind::Dice => serde_json::from_value(stored.clone()).map(Setup::Dice),
        }
        .map_err(|e| e.to_string())
    }

    /// The stored name; anything unknown reads as the card game (the first kind there was).
    pub fn parse(s: &str) -> GameKind {
        if s == "dice" { GameKind::Dice } else { GameKind::Wizard }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Lobby,
    Running,
    Finished,
    Cancelled,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Running => "running",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> GameStatus {
        match s {
            "running" => GameStatus::Running,
            "finished" => GameStatus::Finished,
            "cancelled" => GameStatus::Cancelled,
            _ => GameStatus::Lobby,
        }
    }
}

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatOwner {
    Human(UserId),
    Computer,
}

/// Missed decisions in a row, and whether the computer plays the seat until its player returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Autopilot {
    pub missed: u8,
    pub on: bool,
    /// What the computer played for the seat when its clock ran out, since
    /// its person last acted (oldest first, the last `PLAYED_KEPT`): stored,
    /// so that their screens say it when they come back, after a restart too.
    #[serde(default, skip_serializing_if = "nothing_played")]
    pub played: [Option<crate::table::Move>; PLAYED_KEPT],
    /// The move its person left for later (`later.rs`): made the moment the
    /// game waits for the seat, if it may be made then. Hidden (a card of
    /// the hand): only its person is shown it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub later: Option<crate::table::Move>,
    /// A move left for later that could not be made when the turn came,
    /// told to its person until they move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dropped: Option<crate::table::Move>,
}

/// How many moves played for a person whose clock ran out their screens recall.
pub const PLAYED_KEPT: usize = 3;

fn nothing_played(played: &[Option<crate::table::Move>; PLAYED_KEPT]) -> bool {
    played.iter().all(Option::is_none)
}

impl Autopilot {
    /// Notes `mv`, played for the seat when its clock ran out (the oldest forgotten past `PLAYED_KEPT`).
    pub fn ran_out(&mut self, mv: crate::table::Move) {
        match self.played.iter().position(Option::is_none) {
            Some(free) => self.played[free] = Some(mv),
            None => {
                self.played.rotate_left(1);
                self.played[PLAYED_KEPT - 1] = Some(mv);
            }
        }
    }

    /// What was played for the seat, oldest first.
    pub fn played(&self) -> Vec<crate::table::Move> {
        self.played.iter().flatten().copied().collect()
    }
}

/// Who sits where, as stored: owners and their autopilot state.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Seating {
    pub owners: Vec<SeatOwner>,
    #[serde(default)]
    pub autopilot: Vec<Autopilot>,
    /// Who left a running game from each seat (absent before anyone left).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub left: Vec<Option<i64>>,
    /// Each seat's computer level (a person's seat: the level that plays it
    /// on autopilot); absent in tables from before levels, which play Normal.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub levels: Vec<Level>,
    /// Each seat's own figures when its person stopped playing it (they
    /// left, the computer took it over for good, a daily try's day closed):
    /// what their result counts (absent while everyone plays their own).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub handed: Vec<Option<Figures>>,
    /// A turn-based table's clocks, one per seat (absent at a live table).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub clocks: Vec<SeatClock>,
    /// When the host paused a turn-based table's clocks (Unix ms), while paused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paused: Option<i64>,
}

/// A seat's clock at a turn-based table (BGA's rule): it starts with a
/// move's time, runs while the game waits for the seat, and each move adds a
/// move's time, up to two moves' worth. Stored with the seats, as wall-clock
/// times, so a restart keeps it to the millisecond.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatClock {
    /// The time left (ms) when the clock last started or stopped.
    pub left_ms: i64,
    /// When the clock last started (Unix ms); `None` while it stands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<i64>,
    /// When the turn it runs for began (Unix ms), kept while the host's
    /// pause stops the clock: a resumed turn is the same turn (told once).
    /// `None` in rows from before it was kept (then `since` stands for it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub began: Option<i64>,
    /// When its person last moved (Unix ms): a turn that comes just after
    /// finds them at the table, playing live.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moved: Option<i64>,
    /// Its person is on a vacation until then (Unix ms): the clock stands
    /// meanwhile, and starts again when it ends (or they come back sooner).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_until: Option<i64>,
    /// `away_until` is the end of their quiet hours, not a vacation: the
    /// clock rests through a night it would otherwise run out in.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rests: bool,
}

impl SeatClock {
    /// When it runs out (Unix ms), while it runs.
    pub fn due(&self) -> Option<i64> {
        self.since.map(|s| s + self.left_ms)
    }
}

/// A seat's figures at one moment of a game: what its results row says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figures {
    pub points: i64,
    /// Rounds finished.
    pub rounds: i64,
    pub exact_bids: i64,
    pub xs: i64,
    pub jester_scores: i64,
    pub bids: i64,
    pub tricks: i64,
    pub seer_rounds: i64,
}

/// A table as stored. Its documents stay JSON here: the table decodes them
/// when it restores the game, and a damaged one sets that game aside.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: i64,
    pub kind: GameKind,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub status: GameStatus,
    pub options: Value,
    pub seats: Value,
    pub setup: Option<Value>,
    pub messages: Value,
    pub version: i64,
    pub deadline_at: Option<i64>,
    pub created_by: i64,
    /// When it finished (Unix ms), once it has.
    pub finished_at: Option<i64>,
}

impl GameRow {
    /// Who sits where, as stored.
    pub fn seating(&self) -> Result<Seating, serde_json::Error> {
        serde_json::from_value(self.seats.clone())
    }

    /// The day of the daily challenge this game is a try at (`options.daily`), if any.
    pub fn daily(&self) -> Option<i64> {
        self.options.get("daily").and_then(Value::as_i64)
    }

    /// Whether it is a turn-based table (`options.turn_based`).
    pub fn turn_based(&self) -> bool {
        self.options.get("turn_based").is_some_and(|v| !v.is_null())
    }
}

/// One player's result in a finished game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultRow {
    pub seat: i64,
    /// `None` for a computer player.
    pub user_id: Option<i64>,
    pub points: i64,
    pub place: i64,
    pub won: bool,
    pub rounds: i64,
    pub exact_bids: i64,
    pub xs: i64,
    pub jester_scores: i64,
    /// The player left mid-game; a computer played their seat to the end.
    pub left: bool,
    /// Card game: the sum of the bids and of the tricks won over the rounds.
    pub bids: i64,
    pub tricks: i64,
    /// Dice: rounds as the Seer.
    pub seer_rounds: i64,
    /// Its person did not play the seat to the end (they left, the computer
    /// took it over for good, a daily try's day closed): the figures are
    /// their own play up to then, the place last, and nothing won.
    pub unfinished: bool,
}

/// Each running game's events (record events, RECORDS.md), or why they cannot be read.
pub type EventsByGame = std::collections::HashMap<i64, Result<Vec<Value>, String>>;

/// Wall-clock now in Unix milliseconds (stored deadlines and timestamps).
pub fn now_ms() -> i64 {
    wall_ms() + test_clock::offset()
}

/// The machine's own clock, which tests move only as a machine's clock
/// steps (`test_clock::step_wall`): for what measures real time between
/// processes (shard leases), not the game's days.
pub fn wall_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
        + test_clock::wall_step()
}

/// A clock tests move (days pass with no waiting): an offset added to the
/// wall clock, per thread. Built only for tests. A test on a current-thread
/// runtime (`#[tokio::test]`'s default) runs its bot's tasks on its own
/// thread, so it moves its bot's days and no other test's; the work sent to
/// other threads (computer players' searches, pictures) never reads the clock.
#[cfg(any(test, feature = "testing"))]
pub mod test_clock {
    use std::cell::Cell;

    thread_local! {
        static OFFSET_MS: Cell<i64> = const { Cell::new(0) };
        static WALL_STEP_MS: Cell<i64> = const { Cell::new(0) };
    }

    pub(super) fn offset() -> i64 {
        OFFSET_MS.with(Cell::get)
    }

    pub(super) fn wall_step() -> i64 {
        WALL_STEP_MS.with(Cell::get)
    }

    /// Steps this thread's machine clock by `ms` (back when negative), as an
    /// NTP correction or a resumed virtual machine does: `wall_ms` and
    /// `now_ms` both jump, monotonic time does not.
    pub fn step_wall(ms: i64) {
        WALL_STEP_MS.with(|s| s.set(s.get() + ms));
    }

    /// Moves this thread's clock so that `now_ms()` reads `ms` now.
    pub fn set_now(ms: i64) {
        OFFSET_MS.with(|o| o.set(ms - super::wall_ms()));
    }
}

#[cfg(not(any(test, feature = "testing")))]
mod test_clock {
    pub(super) fn offset() -> i64 {
        0
    }

    pub(super) fn wall_step() -> i64 {
        0
    }
}
