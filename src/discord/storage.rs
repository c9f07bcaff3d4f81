//! What the Discord layer keeps for itself (`DiscordStore`), in its own
//! words: where each game's messages are, which games set aside were told,
//! a person's own ping choice and daily name, the commands last registered.
//! None of it is a game's or the league's business, so it is not on their
//! traits. `Storage` is the one store the bot is given: the table's, the
//! league's and this (the app gives it the database's store).

use std::future::Future;

use serde_json::Value;

use crate::league::LeagueStore;
use crate::league::daily_store::DailyStore;
use crate::table::{GameId, GameKind, GameRow, PersistError, TableStore};

/// A claim on something done once, whatever the processes and restarts (a
/// day's recap, a turn's message), as `claim_recap` and `claim_notice` find it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// This caller posts it.
    Ours,
    /// Claimed by someone whose post has not finished yet.
    Pending,
    /// Posted (or nothing to post, or refused for good).
    Done,
}

/// One login to the gateway as stored (`gateway::logins`): when, and
/// whether its session began.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Login {
    pub at_ms: i64,
    pub ready: bool,
}

pub trait DiscordStore: Send + Sync + 'static {
    /// Where the game is shown (Discord's message ids, `keep::places`),
    /// kept with the game so a restart finds its messages.
    fn set_messages(&self, id: GameId, messages: &Value) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// Games set aside whose players were not told yet, with the reason.
    fn untold_set_aside(&self) -> impl Future<Output = Result<Vec<(GameRow, String)>, PersistError>> + Send;
    /// The players of a game set aside were told.
    fn set_aside_told(&self, id: GameId) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// A person's own choice of turn pings (every server), if they made one.
    fn person_pings(&self, user: i64) -> impl Future<Output = Result<Option<bool>, PersistError>> + Send;
    fn set_person_pings(&self, user: i64, on: bool) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// The name a person played a daily try under, for the all-servers daily
    /// boards (where a mention shows other servers' members as unknown).
    fn person_name(&self, user: i64) -> impl Future<Output = Result<Option<String>, PersistError>> + Send;
    fn set_person_name(&self, user: i64, name: &str) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// What a person was called when the bot last saw them (any server), so
    /// tables, pages and pictures name them after a restart and on every process.
    fn seen_name(&self, user: i64) -> impl Future<Output = Result<Option<String>, PersistError>> + Send;
    fn set_seen_name(&self, user: i64, name: &str) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// The slash commands last registered under `key` (their JSON), so a start
    /// with the same commands does not spend Discord's daily registrations.
    fn registered_commands(&self, key: &str) -> impl Future<Output = Result<Option<String>, PersistError>> + Send;
    fn set_registered_commands(&self, key: &str, json: &str) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// Claims the recap of `day` for `guild` (to post in `channel`): `Ours`
    /// for the one claim that posts it, on any process. A claim whose post
    /// never finished (its process stopped, or Discord did not answer) may be
    /// claimed again after `stale_ms`; until then it is `Pending`.
    fn claim_recap(
        &self,
        guild: i64,
        day: i64,
        channel: i64,
        stale_ms: i64,
    ) -> impl Future<Output = Result<Claim, PersistError>> + Send;
    /// The recap was posted as `message` (0: nothing to post, or Discord refused it for good).
    fn recap_posted(&self, guild: i64, day: i64, message: i64)
    -> impl Future<Output = Result<(), PersistError>> + Send;
    /// Replaces a turn-based game's seats as `/turns` reads them (none: it ended).
    fn set_turn_seats(&self, game: GameId, seats: &[TurnSeat])
    -> impl Future<Output = Result<(), PersistError>> + Send;
    /// Every seat of every running turn-based game `user` sits at.
    fn turn_tables_of(&self, user: i64) -> impl Future<Output = Result<Vec<TurnSeat>, PersistError>> + Send;
    /// How many turn-based tables `user` has open: running games they sit at and lobbies they opened.
    fn open_turn_tables(&self, user: i64) -> impl Future<Output = Result<i64, PersistError>> + Send;
    /// Claims the message `what` (the turn's, its reminder, its run-out) for `user`'s
    /// turn in `game` that began at `since`, before it is sent: `Ours` for the
    /// caller that sends it. A claim whose message was never marked sent (its
    /// process stopped, or Discord did not answer) may be claimed again after
    /// `stale_ms`, a few times: until then it is `Pending`. The message's
    /// nonce lets Discord show a second try once.
    fn claim_notice(
        &self,
        game: GameId,
        user: i64,
        since: i64,
        what: &str,
        stale_ms: i64,
    ) -> impl Future<Output = Result<Claim, PersistError>> + Send;
    /// The message `what` for that turn was sent (or will never be: no way reaches them).
    fn notice_sent(
        &self,
        game: GameId,
        user: i64,
        since: i64,
        what: &str,
    ) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// A person's own choice `what` (every server), e.g. how their turns find them.
    fn person_choice(&self, user: i64, what: &str)
    -> impl Future<Output = Result<Option<String>, PersistError>> + Send;
    fn set_person_choice(
        &self,
        user: i64,
        what: &str,
        value: &str,
    ) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// Stores a login to the gateway (an IDENTIFY) sent at `at_ms` on
    /// `shard`, by any process; its id (`gateway::logins`).
    fn record_login(&self, at_ms: i64, shard: u32) -> impl Future<Output = Result<i64, PersistError>> + Send;
    /// Login `id`'s session began (READY came).
    fn login_began(&self, id: i64) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// Every process's logins since `since_ms`, oldest first.
    fn logins_since(&self, since_ms: i64) -> impl Future<Output = Result<Vec<Login>, PersistError>> + Send;
}

/// A seat at a running turn-based game as `/turns` reads it (every
/// process's games): who, where, and whether (since when, until when) the
/// game waits for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnSeat {
    pub game: GameId,
    pub user: i64,
    pub kind: GameKind,
    pub channel: i64,
    pub version: i64,
    pub waiting: bool,
    /// When their turn began and when their clock runs out (Unix ms), while it is their turn.
    pub since: Option<i64>,
    pub due: Option<i64>,
    /// The host paused the game's clocks.
    pub paused: bool,
}

/// Where the Discord layer's games, league and own notes are kept. The
/// Discord layer asks tables and league questions and never names a database.
pub trait Storage: TableStore + LeagueStore + DailyStore + DiscordStore + Clone {}

impl<T: TableStore + LeagueStore + DailyStore + DiscordStore + Clone> Storage for T {}
