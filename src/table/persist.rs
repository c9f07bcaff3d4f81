//! What the table layer needs from storage: the `TableStore` trait, in the
//! table's own words (typed options, seats, setups and steps), implemented by
//! the `Store` (in `store/`) and, for tests and benchmarks, by `MemoryLog`
//! (`memory.rs`).

use std::future::Future;

use serde_json::Value;

use super::GameId;
use super::game::{LoggedStep, Setup};
use super::model::{EventsByGame, GameKind, GameRow, GameStatus, ResultRow, Seating};
use super::options::TableOptions;

/// Why storage refused or failed a request.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PersistError {
    /// Another writer stored this event first (the version guard).
    #[error("event {seq} of game {game} was written by someone else first")]
    Conflict { game: GameId, seq: i64 },
    #[error("channel {channel} already has an open table (game {game})")]
    ChannelBusy { channel: i64, game: GameId },
    /// A second daily try of the same person, game and day: the first is `game`.
    #[error("this daily challenge was tried already (game {game})")]
    AlreadyTried { game: GameId },
    #[error("game {0} does not exist")]
    NoSuchGame(GameId),
    /// The storage failed (full disk, read-only file, a damaged row …): its
    /// message with every source, innermost last.
    #[error("{0}")]
    Failed(String),
}

impl PersistError {
    /// A storage failure, keeping the whole chain of sources in the message.
    pub fn failed(e: &(dyn std::error::Error + 'static)) -> PersistError {
        PersistError::Failed(chain(e))
    }
}

/// An error and its sources, `outer: inner: innermost` (what a log line needs).
pub fn chain(e: &(dyn std::error::Error + 'static)) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        let next = s.to_string();
        // Many errors repeat their source's text in their own; say it once.
        if !text.contains(&next) {
            text.push_str(": ");
            text.push_str(&next);
        }
        source = s.source();
    }
    text
}

/// What the table layer needs from storage. Every method is durable when it returns.
pub trait TableStore: Send + Sync + 'static {
    fn create(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: i64,
        options: &TableOptions,
        seats: &Seating,
    ) -> impl Future<Output = Result<GameId, PersistError>> + Send;
    fn update_lobby(
        &self,
        id: GameId,
        seats: &Seating,
        options: &TableOptions,
    ) -> impl Future<Output = Result<(), PersistError>> + Send;
    fn start(
        &self,
        id: GameId,
        seats: &Seating,
        setup: &Setup,
    ) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// Appends steps `seq..` and the deadline (and the seats, when given) in one transaction.
    fn append(
        &self,
        id: GameId,
        seq: i64,
        steps: &[LoggedStep],
        deadline_at: Option<i64>,
        seats: Option<&Seating>,
    ) -> impl Future<Output = Result<(), PersistError>> + Send;
    fn set_status(&self, id: GameId, status: GameStatus) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// Marks the game finished and writes its results, in one transaction.
    /// Writing the same results again changes nothing (a retry after a doubtful failure).
    fn finish(&self, id: GameId, results: &[ResultRow]) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// Every open table: lobbies and running games (restoring at start-up).
    fn running(&self) -> impl Future<Output = Result<Vec<GameRow>, PersistError>> + Send;
    /// Finished games that have no results rows (their results are written at start-up).
    fn finished_without_results(&self) -> impl Future<Output = Result<Vec<GameRow>, PersistError>> + Send;
    /// A game's stored steps (record events), in order.
    fn events(&self, id: GameId) -> impl Future<Output = Result<Vec<Value>, PersistError>> + Send;
    fn game(&self, id: GameId) -> impl Future<Output = Result<GameRow, PersistError>> + Send;
    /// The events of every running game, by game, in one read (restoring at
    /// start-up); a game with an unreadable event row gets the reason instead.
    fn running_events(&self) -> impl Future<Output = Result<EventsByGame, PersistError>> + Send;
    /// A game that cannot be restored: ends it and keeps the reason.
    fn set_aside(&self, id: GameId, reason: &str) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// A finished game's stored analysis (`table::Analysis`), if it was worked out.
    fn analysis(&self, id: GameId) -> impl Future<Output = Result<Option<Value>, PersistError>> + Send;
    /// Keeps a finished game's analysis; a second one for the same game changes nothing.
    fn keep_analysis(&self, id: GameId, analysis: &Value) -> impl Future<Output = Result<(), PersistError>> + Send;
}

/// The JSON a typed document is stored as.
pub fn to_json<T: serde::Serialize>(v: &T) -> Value {
    // Plain data with string keys: serializing cannot fail.
    serde_json::to_value(v).unwrap_or(Value::Null)
}
