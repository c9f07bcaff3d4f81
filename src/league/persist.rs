//! What the league needs from storage: the `LeagueStore` trait, in the league's
//! own words (typed settings, boards, histories), implemented by the `Store`
//! (in `store/league.rs`) beside the table's `TableStore`. Every write is
//! durable when it returns.

use std::future::Future;

use super::night::{Night, NightStatus};
use super::settings::{ServerSettings, Setting, UnreadableSetting};
use super::{Board, BoardQuery, DailyBoard, DailyQuery, History, Scope, Stats};
use crate::table::{GameKind, PersistError};

pub trait LeagueStore: Send + Sync + 'static {
    /// A player's figures for `kind` (all time, or over one season's
    /// `[from, until)`); `None` before their first finished game in scope.
    fn stats(
        &self,
        user: i64,
        kind: GameKind,
        scope: Scope,
        season: Option<(i64, i64)>,
    ) -> impl Future<Output = Result<Option<Stats>, PersistError>> + Send;
    /// One page of a leaderboard.
    fn leaderboard(&self, q: BoardQuery) -> impl Future<Output = Result<Board, PersistError>> + Send;
    /// One page of a daily challenge's board: finished tries only.
    fn daily_board(&self, q: DailyQuery) -> impl Future<Output = Result<DailyBoard, PersistError>> + Send;
    /// `user`'s try at `kind`'s challenge of `day` (its game), if they made one.
    fn daily_try(
        &self,
        user: i64,
        kind: GameKind,
        day: i64,
    ) -> impl Future<Output = Result<Option<i64>, PersistError>> + Send;
    /// One page (0-based) of a player's finished games of `kind` on a server
    /// (or on every server), newest first.
    fn history(
        &self,
        user: i64,
        kind: GameKind,
        scope: Scope,
        page: i64,
        per_page: i64,
    ) -> impl Future<Output = Result<History, PersistError>> + Send;
    /// A server's settings (defaults for what it never chose), and the
    /// stored values that do not read, which were left at their defaults.
    fn server_settings(
        &self,
        guild: i64,
    ) -> impl Future<Output = Result<(ServerSettings, Vec<UnreadableSetting>), PersistError>> + Send;
    /// Stores the `given` settings of `settings`, in that order, each logged
    /// with who gave it, all in one transaction (a setting given again is
    /// logged again, even when it did not change).
    fn save_server_settings(
        &self,
        guild: i64,
        user: i64,
        settings: &ServerSettings,
        given: &[Setting],
    ) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// The operator's secret the daily challenge's deals come from: made
    /// (32 random bytes) and stored the first time it is asked for, the same
    /// for every process of the bot from then on.
    fn daily_secret(&self) -> impl Future<Output = Result<Vec<u8>, PersistError>> + Send;
    /// Stores a new game night; its id.
    fn create_night(&self, night: &Night) -> impl Future<Output = Result<i64, PersistError>> + Send;
    /// A game night as last saved.
    fn night(&self, id: i64) -> impl Future<Output = Result<Option<Night>, PersistError>> + Send;
    /// Saves a game night as it is now.
    fn save_night(&self, night: &Night) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// The nights still taking sign-ups or running, oldest first (restoring at start-up).
    fn open_nights(&self) -> impl Future<Output = Result<Vec<Night>, PersistError>> + Send;
}

/// A stored night read back (its id is the row's).
pub fn read_night(id: i64, body: &str) -> Result<Night, PersistError> {
    let mut night: Night =
        serde_json::from_str(body).map_err(|e| PersistError::Failed(format!("game night {id}: {e}")))?;
    night.id = id;
    Ok(night)
}

/// A night's status as its row keeps it (for finding the open ones): a
/// finished night whose end was not told yet is still open, so a restart tells it.
pub fn night_status(night: &Night) -> &'static str {
    match night.status {
        NightStatus::SignUp => "signup",
        NightStatus::Running => "running",
        NightStatus::Finished if !night.told_end => "running",
        NightStatus::Finished => "finished",
        NightStatus::Cancelled => "cancelled",
    }
}

/// Where the daily challenge's secret is kept (as hex).
pub const DAILY_SECRET_KEY: &str = "daily_secret";

/// A new daily secret, as stored.
pub fn new_daily_secret() -> String {
    let bytes: [u8; 32] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A stored daily secret read back; `None` when it is not hex of 32 bytes.
pub fn read_daily_secret(hex: &str) -> Option<Vec<u8>> {
    if hex.len() != 64 || !hex.is_ascii() {
        return None;
    }
    (0..32)
        .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok())
        .collect()
}
