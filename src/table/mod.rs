//! Tables: lobbies, seats, turns across humans and computer players,
//! deadlines and autopilot, versions, one lock per game. It turns Discord
//! users (plain ids here) into seats and drives every game to its end,
//! writing each step to storage before anyone is told of it.

mod analysis;
mod cancel;
mod daily;
mod day;
mod decide;
mod figures;
pub mod game;
#[cfg(any(test, feature = "testing"))]
mod memory;
pub mod model;
mod options;
pub mod persist;
#[cfg(any(test, feature = "testing"))]
mod random;
mod replay;
mod results;
mod seated;
pub mod shards;

pub use crate::bots::Level;
pub use analysis::{ANALYSES_WAITING_MAX, Analysis, Choice, Weighed, weigh_move, weigh_prediction};
pub use cancel::CancelRule;
pub use daily::{DAILY_AUTOPILOT, DAILY_LEVEL, DAILY_OPPONENTS, DailyTry, HardDay, hard_try};
pub use day::{DAILY_ROUNDS, DAY_MS, day_end_ms, day_of};
pub use game::{ChanceScript, Drawn, Game, GameError, LoggedStep, Move, Setup, places};
#[cfg(any(test, feature = "testing"))]
pub use memory::MemoryLog;
pub use model::{
    Autopilot, EventsByGame, Figures, GameKind, GameRow, GameStatus, ResultRow, SeatOwner, Seating, now_ms,
};
pub use options::{DEFAULT_TURN_SECS_DICE, DEFAULT_TURN_SECS_WIZARD, NightSeat, TURN_SECS, TableOptions};
pub use persist::{PersistError, TableStore};
#[cfg(any(test, feature = "testing"))]
pub use random::{random_logged, store_daily_try, store_random};
pub use replay::{Replay, stops};

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
pub use results::{export_record, finished_record};
pub use seated::{Snapshot, View};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::task::JoinHandle;

use crate::bots::wizard::search::Found;
use crate::bots::{self, DiceFound};
use crate::engine::{Seat, Viewer};
use seated::Table;

/// What the hint found: the card game's search result or the dice solution.
#[derive(Clone, Debug)]
pub enum Suggestion {
    Wizard(Found),
    Dice(DiceFound),
}

pub type GameId = i64;
pub type UserId = i64;

/// What a user asks of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Join,
    Leave,
    /// The host seats a computer player of this level.
    AddComputer(Level),
    Start,
    /// `may_manage`: the caller says this user may manage the server;
    /// `rule`: who else the server lets cancel.
    Cancel {
        may_manage: bool,
        rule: CancelRule,
    },
    /// A decision made on a screen drawn at `drawn`: made at the current
    /// version too when it still means the same (`Game::still_means_the_same`),
    /// so a busy table does not refuse its players.
    Decide {
        drawn: Drawn,
        ask: Ask,
    },
    /// Mid-game: hand one's seat to a computer player.
    LeaveGame,
    /// A player on autopilot is back (any interaction of theirs with the game says so).
    Resume,
}

/// What a seat decides, as its screen offered it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Move(Move),
    /// Card game: the card at this place of the seat's sorted hand (a
    /// `custom_id` never names a card: it could be read by others).
    CardAt(u8),
    /// Wizard Dice: stay in after a roll (so a computer Seer need not wait).
    Stay,
}

impl Verb {
    /// The verb's name, for log lines (never the move itself: a card or bid may be hidden).
    pub fn name(&self) -> &'static str {
        match self {
            Verb::Join => "join",
            Verb::Leave => "leave",
            Verb::AddComputer(_) => "add_computer",
            Verb::Start => "start",
            Verb::Cancel { .. } => "cancel",
            Verb::Decide { ask: Ask::Stay, .. } => "stay",
            Verb::Decide {
                ask: Ask::CardAt(_), ..
            } => "play_card",
            Verb::Decide {
                ask: Ask::Move(Move::Wizard(_)),
                ..
            } => "act_wizard",
            Verb::Decide {
                ask: Ask::Move(Move::Dice(_)),
                ..
            } => "act_dice",
            Verb::LeaveGame => "leave_game",
            Verb::Resume => "resume",
        }
    }
}

/// Options that cannot make a game, typed so each is said in the reader's
/// language with the options' own names.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    #[error("{0}")]
    Wizard(crate::engine::wizard::SetupError),
    #[error("{0}")]
    Dice(crate::engine::dice::DiceSetupError),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("no such table")]
    NoSuchTable,
    #[error("this channel already has an open table (game {0})")]
    ChannelBusy(GameId),
    /// The person has played (or is playing) this day's challenge: game `0`.
    #[error("you have had today's try (game {0})")]
    AlreadyTried(GameId),
    #[error("this bot offers no daily challenge")]
    NoDailyChallenge,
    #[error("you are not seated at this table")]
    NotSeated,
    #[error("you are already seated")]
    AlreadySeated,
    #[error("the table is full")]
    Full,
    #[error("only the host can do that")]
    NotHost,
    #[error("this table plays without hints")]
    NoHints,
    #[error("nothing to suggest now")]
    NothingToSuggest,
    #[error("at least {need} players are needed")]
    NotEnoughPlayers { need: usize },
    #[error("the game has already started")]
    AlreadyStarted,
    #[error("the game has not started")]
    NotStarted,
    #[error("the game is over")]
    GameOver,
    /// A replay of a game that is not finished (its hands are still live).
    #[error("the game is not finished")]
    NotFinished,
    #[error("the table was cancelled")]
    Cancelled,
    /// Too much work is waiting (analyses): asked again later, it is done.
    #[error("too busy; try again later")]
    Busy,
    #[error("this view is out of date (now at version {current})")]
    OutOfDate { current: u64 },
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("{0}")]
    Rules(GameError),
    #[error("invalid options: {0}")]
    Options(OptionsError),
    /// An internal failure, not the player's doing: storage refused or failed
    /// (the table has logged it, with the game, seat and verb).
    #[error("storage failed: {0}")]
    Storage(PersistError),
}

impl TableError {
    /// Whether this is an internal failure rather than a refusal of the player's request.
    pub fn is_internal(&self) -> bool {
        matches!(self, TableError::Storage(_))
    }
}

impl From<PersistError> for TableError {
    fn from(e: PersistError) -> TableError {
        match e {
            PersistError::ChannelBusy { game, .. } => TableError::ChannelBusy(game),
            PersistError::AlreadyTried { game } => TableError::AlreadyTried(game),
            other => TableError::Storage(other),
        }
    }
}

/// The answer to a command: what the table looks like now.
#[derive(Clone, Debug)]
pub struct Decided {
    /// False when the same command had already been applied (a double click).
    pub applied: bool,
    pub snapshot: Snapshot,
    /// The seat of the user who gave the command, if they hold one.
    pub seat: Option<Seat>,
}

/// A declined command, with the table as it was when it was refused, or as
/// it ended when it ended a moment ago (`None`: no such table in memory).
#[derive(Debug)]
pub struct Declined {
    pub error: TableError,
    pub now: Option<(Snapshot, Option<Seat>)>,
}

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

impl<P: TableStore> Tables<P> {
    /// Tables over `persist`; `seed` fixes the chance outcomes (tests), else
    /// they are random. Otherwise as `TablesConfig::default()`.
    pub fn new(persist: P, fixed: Option<u64>) -> Tables<P> {
        Tables::with(
            persist,
            TablesConfig {
                seed: fixed,
                ..TablesConfig::default()
            },
        )
    }

    /// Tables over `persist`, configured.
    pub fn with(persist: P, config: TablesConfig) -> Tables<P> {
        let seed = config.seed.unwrap_or_else(rand::random);
        Tables {
            inner: Arc::new(Inner {
                analyses_waiting: Default::default(),
                ended: Mutex::default(),
                persist,
                tables: Mutex::new(HashMap::new()),
                timers: Mutex::new(HashMap::new()),
                steps: Mutex::new(HashMap::new()),
                pace: Mutex::new((!config.computer_pace.is_zero()).then_some(config.computer_pace)),
                rng: Mutex::new(SmallRng::seed_from_u64(seed)),
                seed: config.seed,
                hold_until_shown: std::sync::atomic::AtomicBool::new(config.hold_deadlines_until_shown),
                listeners: Mutex::new(Vec::new()),
                shards: Mutex::new(config.shards),
                daily_secret: config.daily_secret,
            }),
        }
    }

    /// The randomness for the chance outcomes of `t`'s next change. With a
    /// fixed seed it is derived from the seed, the game and its version, so a
    /// test's deals repeat whatever the timing of other games' draws.
    fn chance(&self, t: &Table) -> SmallRng {
        match self.inner.seed {
            Some(seed) => {
                let mixed = seed
                    ^ (t.id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    ^ t.seq.wrapping_mul(0xBF58_476D_1CE4_E5B9);
                SmallRng::seed_from_u64(mixed)
            }
            None => SmallRng::seed_from_u64(rand::RngExt::random(&mut *lock(&self.inner.rng))),
        }
    }

    /// Whether this process drives the games of `guild`.
    pub fn drives(&self, guild: Option<i64>) -> bool {
        lock(&self.inner.shards).is_none_or(|s| s.owns(guild))
    }

    /// Every later change of any table (commands, deadlines, restores) arrives
    /// here as a snapshot, after it is durable. Each adapter (the Discord
    /// layer, the web page) subscribes once; a dropped receiver is forgotten.
    pub fn subscribe(&self) -> tokio::sync::mpsc::UnboundedReceiver<Snapshot> {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        lock(&self.inner.listeners).push(tx);
        rx
    }

    /// From now on a deadline expires only once the players were shown the
    /// state it is for (the Discord layer says so through `shown`), and runs
    /// its full length from then: nobody loses a turn to a table that was
    /// never posted.
    pub fn hold_deadlines_until_shown(&self) {
        self.inner
            .hold_until_shown
            .store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// From now on computer players move one at a time, `pace` after the
    /// move before, each move stored on its own: people can follow them, and a
    /// person's click is stored and answered before any computer move it
    /// leads to is decided. A zero pace (the tests) plays them all at once.
    /// Call before tables are created or restored.
    pub fn pace_computers(&self, pace: std::time::Duration) {
        *lock(&self.inner.pace) = (!pace.is_zero()).then_some(pace);
    }

    /// Gives a table what this process holds for it and storage does not:
    /// the pace of its computer players and a daily try's chance.
    fn dress(&self, t: &mut Table) {
        t.paced = self.paced() && t.options.daily.is_none();
        t.daily = match (t.options.daily, &self.inner.daily_secret) {
            (Some(day), Some(secret)) => Some(daily::daily_chance(secret, t.kind, day)),
            _ => None,
        };
    }

    fn paced(&self) -> bool {
        lock(&self.inner.pace).is_some()
    }

    /// The players were shown `version` of game `id`.
    pub async fn shown(&self, id: GameId, version: u64) {
        let Ok(table) = self.get(id) else { return };
        let mut t = table.lock().await;
        if t.seq != version || t.shown >= version {
            return;
        }
        t.shown = version;
        let full = tokio::time::Instant::now() + t.turn_time();
        if self.inner.hold_until_shown.load(std::sync::atomic::Ordering::SeqCst)
            && t.daily.is_none()
            && t.deadline.is_some_and(|at| at < full)
        {
            t.postpone_deadline(full);
            self.arm(&t);
        }
    }

    fn tell(&self, t: &Table) {
        let mut listeners = lock(&self.inner.listeners);
        if listeners.is_empty() {
            return;
        }
        let snapshot = t.snapshot();
        listeners.retain(|tx| tx.send(snapshot.clone()).is_ok());
    }

    pub fn persist(&self) -> &P {
        &self.inner.persist
    }

    /// A game as stored, whether this process holds it or not (a finished
    /// game's rematch or export; why a click finds no table).
    pub async fn stored(&self, id: GameId) -> Result<GameRow, PersistError> {
        self.inner.persist.game(id).await
    }

    /// A game that left memory (finished or cancelled), as it ended: rebuilt
    /// from its stored events. Views of it are what a finished game shows.
    pub async fn ended(&self, id: GameId) -> Result<Snapshot, TableError> {
        if let Some(s) = self.recently_ended(id) {
            return Ok(s);
        }
        let row = self.inner.persist.game(id).await?;
        let events = self.inner.persist.events(id).await?;
        let table = Table::restore(&row, &events).map_err(unreadable(id, "read back"))?;
        Ok(table.snapshot())
    }

    /// A game as it is now: in memory while it runs (or waits in its lobby),
    /// else as it ended.
    pub async fn latest(&self, id: GameId) -> Result<Snapshot, TableError> {
        match self.snapshot(id).await {
            Ok(s) => Ok(s),
            Err(_) => self.ended(id).await,
        }
    }

    /// A game that left memory a moment ago, as it ended.
    fn recently_ended(&self, id: GameId) -> Option<Snapshot> {
        lock(&self.inner.ended).iter().rev().find(|s| s.id == id).cloned()
    }

    fn get(&self, id: GameId) -> Result<Arc<tokio::sync::Mutex<Table>>, TableError> {
        lock(&self.inner.tables)
            .get(&id)
            .cloned()
            .ok_or(TableError::NoSuchTable)
    }

    /// Games held in memory (running, or lobbies).
    pub fn ids(&self) -> Vec<GameId> {
        let mut ids: Vec<GameId> = lock(&self.inner.tables).keys().copied().collect();
        ids.sort_unstable();
        ids
    }

    /// Opens a lobby in a channel; its creator is the host and takes seat 0.
    pub async fn create(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: UserId,
        options: TableOptions,
    ) -> Result<Snapshot, TableError> {
        self.create_seated(kind, guild, channel, host, options, Vec::new())
            .await
    }

    /// Opens a lobby with the host in seat 0 followed by `others` (a rematch
    /// seats the same players again).
    pub async fn create_seated(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: UserId,
        options: TableOptions,
        others: Vec<(SeatOwner, Level)>,
    ) -> Result<Snapshot, TableError> {
        if kind == GameKind::Wizard {
            options
                .variants
                .validate(3)
                .map_err(|e| TableError::Options(OptionsError::Wizard(e)))?;
        }
        if kind == GameKind::Dice && options.x_target != 9 && options.x_target != 12 {
            return Err(TableError::Options(OptionsError::Dice(
                crate::engine::dice::DiceSetupError::XTarget(options.x_target),
            )));
        }
        let mut table = Table::lobby(0, kind, guild, channel, host, options);
        if table.options.daily.is_some() {
            // The level that finishes a try its player left at the day's end.
            table.levels[0] = daily::DAILY_AUTOPILOT;
        }
        self.dress(&mut table);
        let (_, max) = TableOptions::seat_range(kind, &table.options.variants);
        for (owner, level) in others {
            if table.seats.len() < max && owner != SeatOwner::Human(host) {
                table.seats.push(owner);
                table.auto.push(Autopilot::default());
                table.levels.push(level);
            }
        }
        table.id = self
            .inner
            .persist
            .create(kind, guild, channel, host, &table.options, &table.seating())
            .await
            .inspect_err(|e| {
                if !matches!(e, PersistError::ChannelBusy { .. } | PersistError::AlreadyTried { .. }) {
                    tracing::error!(channel, error = %e, "a table could not be created");
                }
            })?;
        let snapshot = table.snapshot();
        lock(&self.inner.tables).insert(table.id, Arc::new(tokio::sync::Mutex::new(table)));
        Ok(snapshot)
    }

    /// Fixes the table's next chance outcomes (a rulebook example played
    /// through a real table). Kept in memory only: a restored table draws at random.
    pub async fn script(&self, id: GameId, script: ChanceScript) -> Result<(), TableError> {
        self.get(id)?.lock().await.script = script;
        Ok(())
    }

    /// The table as it is now.
    pub async fn snapshot(&self, id: GameId) -> Result<Snapshot, TableError> {
        Ok(self.get(id)?.lock().await.snapshot())
    }

    /// The hint: what the Hard computer player would do for `user`'s seat now,
    /// decided from that seat's view only (off the async workers), with the
    /// snapshot it was decided on. Refused when the table plays without hints
    /// or the seat has nothing to decide.
    pub async fn suggest(&self, id: GameId, user: UserId) -> Result<(Snapshot, Seat, Suggestion), TableError> {
        let snapshot = self.snapshot(id).await?;
        let seat = snapshot.seat_of(user).ok_or(TableError::NotSeated)?;
        if !snapshot.options.hints {
            return Err(TableError::NoHints);
        }
        let suggestion = match snapshot.view(Viewer::Seat(seat)) {
            Some(View::Wizard(view)) if !view.legal.is_empty() => {
                let seed = id as u64;
                decide::off_runtime(move || bots::wizard::decide_view_at(&view, Level::Hard, seed))
                    .await
                    .map(Suggestion::Wizard)
            }
            Some(View::Dice(view)) if !view.legal.is_empty() => {
                decide::off_runtime(move || bots::decide_dice_view(&view, Level::Hard))
                    .await
                    .map(Suggestion::Dice)
            }
            _ => None,
        };
        Ok((snapshot, seat, suggestion.ok_or(TableError::NothingToSuggest)?))
    }

    /// Carries out a user's command. Commands on one game are serialized by its
    /// lock; each change is durable before this returns.
    pub async fn command(&self, id: GameId, user: UserId, verb: Verb) -> Result<Decided, TableError> {
        self.decide(id, user, verb).await.map_err(|r| r.error)
    }

    /// As `command`, and a refusal comes with the table as it is now (what
    /// the refused screen is redrawn from): one trip to the table, where
    /// asking for it again after the refusal would be a second.
    pub async fn decide(&self, id: GameId, user: UserId, verb: Verb) -> Result<Decided, Declined> {
        let table = match self.get(id) {
            Ok(table) => table,
            // Ended a moment ago: refused with the game as it ended.
            Err(error) => {
                return Err(match self.recently_ended(id) {
                    Some(s) => Declined {
                        error: match s.status {
                            GameStatus::Cancelled => TableError::Cancelled,
                            _ => TableError::GameOver,
                        },
                        now: Some({
                            let seat = s.seat_of(user);
                            (s, seat)
                        }),
                    },
                    None => Declined { error, now: None },
                });
            }
        };
        let mut t = table.lock().await;
        let applied = {
            let mut rng = self.chance(&t);
            t.command(&self.inner.persist, user, verb, &mut rng).await
        };
        let applied = applied.inspect_err(|e| {
            if e.is_internal() {
                // The one place a command's internal failure is logged: the
                // Discord layer answers it with an apology and logs nothing more.
                tracing::error!(game = id, seat = ?t.seat_of(user), verb = verb.name(), error = %e, "a command failed");
            }
        });
        let applied = match applied {
            Ok(applied) => applied,
            Err(error) => {
                let now = Some((t.snapshot(), t.seat_of(user)));
                return Err(Declined { error, now });
            }
        };
        self.after_change(&mut t, true).await;
        Ok(Decided {
            applied,
            snapshot: t.snapshot(),
            seat: t.seat_of(user),
        })
    }

    /// Re-arms the deadline timer, writes results when the game ended, and
    /// forgets finished or cancelled tables. The change itself is durable
    /// already: a failure to write the results is retried, never reported as
    /// the move's failure.
    async fn after_change(&self, t: &mut Table, tell: bool) {
        if t.status() == GameStatus::Running && t.game().is_some_and(Game::is_over) {
            let results = results_of(t);
            if let Err(e) = self.inner.persist.finish(t.id, &results).await {
                tracing::error!(game = t.id, error = %e, "the results of a finished game could not be written; trying again");
                self.retry_finish(t.id, results);
            }
            t.end(GameStatus::Finished);
        }
        self.arm(t);
        if tell {
            self.tell(t);
        }
        if matches!(t.status(), GameStatus::Finished | GameStatus::Cancelled) {
            lock(&self.inner.tables).remove(&t.id);
            let mut ended = lock(&self.inner.ended);
            if ended.len() >= ENDED_KEPT {
                ended.pop_front();
            }
            ended.push_back(t.snapshot());
        }
    }

    /// Writes a finished game's results until storage takes them (backing off
    /// to a try a minute). Should the bot stop first, the game is still
    /// running in storage and restoring it writes them.
    fn retry_finish(&self, id: GameId, results: Vec<ResultRow>) {
        let tables = self.clone();
        tokio::spawn(async move {
            let mut wait = std::time::Duration::from_millis(200);
            loop {
                tokio::time::sleep(wait).await;
                match tables.inner.persist.finish(id, &results).await {
                    Ok(()) => {
                        tracing::warn!(game = id, "the results of a finished game were written after all");
                        return;
                    }
                    Err(e) => tracing::debug!(game = id, error = %e, "results still not written"),
                }
                wait = (wait * 2).min(std::time::Duration::from_secs(60));
            }
        });
    }

    /// Starts (or stops) the timer for the table's current deadline, and
    /// the next paced computer move.
    fn arm(&self, t: &Table) {
        self.arm_step(t);
        let mut timers = lock(&self.inner.timers);
        if let Some(old) = timers.remove(&t.id) {
            old.abort();
        }
        let Some(at) = t.deadline else {
            return;
        };
        let (id, seq) = (t.id, t.seq);
        let tables = self.clone();
        timers.insert(
            id,
            tokio::spawn(async move {
                tokio::time::sleep_until(at).await;
                // Nothing is lost on a failure: the deadline is tried again
                // (below), and a restart re-arms it from storage.
                if let Err(e) = tables.expire(id, seq).await {
                    tracing::error!(game = id, version = seq, verb = "deadline", error = %e, "a deadline could not be carried out; trying again");
                    tables.retry_expire(id, seq);
                }
            }),
        );
    }

    /// Schedules a paced table's next computer move, if one is due.
    fn arm_step(&self, t: &Table) {
        let mut steps = lock(&self.inner.steps);
        if let Some(old) = steps.remove(&t.id) {
            old.abort();
        }
        let Some(pace) = *lock(&self.inner.pace) else {
            return;
        };
        if !t.paced || !t.computer_due() {
            return;
        }
        let (id, seq) = (t.id, t.seq);
        let tables = self.clone();
        steps.insert(
            id,
            tokio::spawn(async move {
                let mut wait = pace;
                loop {
                    tokio::time::sleep(wait).await;
                    match tables.computer_step(id, seq).await {
                        Ok(()) | Err(TableError::NoSuchTable) => return,
                        // Nothing is lost: the step is tried again, and a restart takes it from storage.
                        Err(e) if wait == pace => {
                            tracing::error!(game = id, version = seq, verb = "computer move", error = %e, "a computer player's move could not be stored; trying again");
                        }
                        Err(e) => tracing::debug!(game = id, error = %e, "computer move still failing"),
                    }
                    wait = (wait * 2).min(std::time::Duration::from_secs(60));
                }
            }),
        );
    }

    /// A paced table's next computer move (and the chance after it), stored on its own.
    async fn computer_step(&self, id: GameId, seq: u64) -> Result<(), TableError> {
        let table = self.get(id)?;
        let mut t = table.lock().await;
        if t.seq != seq || !t.computer_due() {
            return Ok(()); // Someone moved first; that change scheduled what is due now.
        }
        let mut rng = self.chance(&t);
        t.computer_moves = Some(1);
        t.settle(&self.inner.persist, &mut rng).await?;
        self.after_change(&mut t, true).await;
        Ok(())
    }

    /// Tries an expired deadline again a little later (the storage refused it).
    fn retry_expire(&self, id: GameId, seq: u64) {
        let tables = self.clone();
        let timer = tokio::spawn(async move {
            let mut wait = std::time::Duration::from_secs(1);
            loop {
                tokio::time::sleep(wait).await;
                match tables.expire(id, seq).await {
                    Ok(()) | Err(TableError::NoSuchTable) => return,
                    Err(e) => tracing::debug!(game = id, error = %e, "deadline still failing"),
                }
                wait = (wait * 2).min(std::time::Duration::from_secs(60));
            }
        });
        lock(&self.inner.timers).insert(id, timer);
    }

    /// A deadline passed: computer players act for the humans who owed a
    /// decision (or a computer Seer stops waiting for optional leaves).
    pub async fn expire(&self, id: GameId, seq: u64) -> Result<(), TableError> {
        let table = self.get(id)?;
        let mut t = table.lock().await;
        if t.seq != seq || t.status() != GameStatus::Running {
            return Ok(()); // Someone acted in time; the timer is stale.
        }
        // A daily try's deadline is the day's end, shown or not.
        if self.inner.hold_until_shown.load(std::sync::atomic::Ordering::SeqCst) && t.shown < t.seq && t.daily.is_none()
        {
            return Ok(()); // Not shown yet: `shown` re-arms it with a full turn.
        }
        let mut rng = self.chance(&t);
        t.expire(&self.inner.persist, &mut rng).await?;
        self.after_change(&mut t, true).await;
        Ok(())
    }

    /// Loads every running game from storage, rebuilding each from its events,
    /// and re-arms its deadline. Returns how many were restored.
    pub async fn restore(&self) -> Result<usize, TableError> {
        self.score_unscored().await?;
        let rows: Vec<_> = self.inner.persist.running().await?;
        let rows = rows.into_iter().filter(|r| self.drives(r.guild_id));
        let mut all_events = self.inner.persist.running_events().await?;
        let mut n = 0;
        for row in rows {
            let events = all_events.remove(&row.id).unwrap_or_else(|| Ok(Vec::new()));
            let mut t = match events.and_then(|events| Table::restore(&row, &events)) {
                Ok(t) => t,
                Err(reason) => {
                    // One damaged game must not keep every other one down.
                    // The log names where replay stopped, not why: a rules
                    // error can name a card of a hand. The reason is stored.
                    let at = reason.split(": ").next().unwrap_or_default();
                    tracing::error!(
                        game = row.id,
                        at,
                        "a stored game cannot be restored; it is set aside (reason in `set_aside`)"
                    );
                    self.inner.persist.set_aside(row.id, &reason).await?;
                    continue;
                }
            };
            self.dress(&mut t);
            if t.status() == GameStatus::Lobby {
                lock(&self.inner.tables).insert(t.id, Arc::new(tokio::sync::Mutex::new(t)));
                continue;
            }
            let mut rng = self.chance(&t);
            // Chance or computers may have been due when the process stopped.
            let before = (t.seq, t.status());
            if let Err(e) = t.settle(&self.inner.persist, &mut rng).await {
                tracing::error!(game = t.id, verb = "restore", error = %e, "a restored game could not move on");
                return Err(e);
            }
            // A game that ended just before a crash gets its results now; only
            // a game that moved on while restoring needs its messages redrawn.
            let moved = before != (t.seq, t.status()) || t.game().is_some_and(Game::is_over);
            self.after_change(&mut t, moved).await;
            if t.status() == GameStatus::Running {
                lock(&self.inner.tables).insert(t.id, Arc::new(tokio::sync::Mutex::new(t)));
                n += 1;
            }
        }
        for id in self.ids() {
            let table = self.get(id)?;
            let t = table.lock().await;
            self.arm(&t);
        }
        Ok(n)
    }

    /// Writes the results of finished games that have none (derived from
    /// their event logs). A game that cannot be read is logged and skipped.
    async fn score_unscored(&self) -> Result<(), TableError> {
        let rows = self.inner.persist.finished_without_results().await?;
        for row in rows.into_iter().filter(|r| self.drives(r.guild_id)) {
            let restored = async {
                let events = self.inner.persist.events(row.id).await.map_err(|e| e.to_string())?;
                Table::restore(&row, &events)
            };
            match restored.await {
                Ok(t) if t.game().is_some_and(Game::is_over) => {
                    self.inner.persist.finish(row.id, &results_of(&t)).await?;
                    tracing::warn!(
                        game = row.id,
                        "a finished game had no results; they were written from its events"
                    );
                }
                Ok(_) => tracing::error!(
                    game = row.id,
                    "a game marked finished is not over in its events; no results written"
                ),
                Err(reason) => {
                    let at = reason.split(": ").next().unwrap_or_default();
                    tracing::error!(game = row.id, at, "a finished game without results cannot be read");
                }
            }
        }
        Ok(())
    }

    /// Tells the subscriber the current state of every running game (at
    /// start-up, so every game's messages are brought up to date).
    pub async fn announce_all(&self) {
        for id in self.ids() {
            if let Ok(table) = self.get(id) {
                let t = table.lock().await;
                if t.status() == GameStatus::Running {
                    self.tell(&t);
                }
            }
        }
    }

    /// Tells the subscriber the final state of finished games (at start-up:
    /// those whose end the Discord layer had not shown when the bot stopped).
    pub async fn announce_finished(&self, ids: &[GameId]) {
        for &id in ids {
            let restored = async {
                let row = self.inner.persist.game(id).await.map_err(|e| e.to_string())?;
                if !self.drives(row.guild_id) {
                    return Ok(None);
                }
                let events = self.inner.persist.events(id).await.map_err(|e| e.to_string())?;
                Table::restore(&row, &events).map(Some)
            };
            match restored.await {
                Ok(Some(t)) => self.tell(&t),
                // Another process's game: it shows the end.
                Ok(None) => {}
                Err(reason) => tracing::error!(game = id, %reason, "a finished game cannot be read to show its end"),
            }
        }
    }

    /// Stops every deadline timer and forgets every table (a bot shutting down).
    pub fn shutdown(&self) {
        for (_, t) in lock(&self.inner.timers).drain() {
            t.abort();
        }
        for (_, t) in lock(&self.inner.steps).drain() {
            t.abort();
        }
        lock(&self.inner.tables).clear();
        lock(&self.inner.listeners).clear();
    }

    /// The seat a user holds at a table, if any.
    pub async fn seat_of(&self, id: GameId, user: UserId) -> Result<Option<Seat>, TableError> {
        Ok(self.get(id)?.lock().await.seat_of(user))
    }
}

/// Locks a std mutex, ignoring poisoning (a panicked holder leaves valid data here).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
