//! Tables: lobbies, seats, turns across humans and computer players,
//! deadlines and autopilot, versions, one lock per game. It turns Discord
//! users (plain ids here) into seats and drives every game to its end,
//! writing each step to storage before anyone is told of it.

pub mod game;
mod options;
pub mod persist;
mod results;
mod seated;

pub use game::{ChanceScript, Game, GameError, Move};
pub use options::{DEFAULT_TURN_SECS_DICE, DEFAULT_TURN_SECS_WIZARD, TableOptions};
pub use persist::{MemoryLog, Persist};
use results::results_of;
pub use results::{export_record, places};
pub use seated::{Autopilot, SeatOwner, Snapshot};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::task::JoinHandle;

use crate::engine::Seat;
use crate::store::{GameKind, GameStatus, StoreError};
use seated::Table;

pub type GameId = i64;
pub type UserId = i64;

/// What a user asks of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Join,
    Leave,
    AddComputer,
    Start,
    /// `may_manage`: the caller says this user may manage the server.
    Cancel {
        may_manage: bool,
    },
    /// A move in the game, made against state `version`.
    Act {
        version: u64,
        mv: Move,
    },
    /// Dice: stay in after a roll (so a computer Seer need not wait for this player).
    Stay {
        version: u64,
    },
    /// Mid-game: hand one's seat to a computer player.
    LeaveGame,
    /// A player on autopilot is back (any interaction of theirs with the game says so).
    Resume,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("no such table")]
    NoSuchTable,
    #[error("this channel already has an open table (game {0})")]
    ChannelBusy(GameId),
    #[error("you are not seated at this table")]
    NotSeated,
    #[error("you are already seated")]
    AlreadySeated,
    #[error("the table is full")]
    Full,
    #[error("only the host can do that")]
    NotHost,
    #[error("at least {need} players are needed")]
    NotEnoughPlayers { need: usize },
    #[error("the game has already started")]
    AlreadyStarted,
    #[error("the game has not started")]
    NotStarted,
    #[error("the game is over")]
    GameOver,
    #[error("the table was cancelled")]
    Cancelled,
    #[error("this view is out of date (now at version {current})")]
    OutOfDate { current: u64 },
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("{0}")]
    Rules(GameError),
    #[error("invalid options: {0}")]
    Options(String),
    #[error("storage failed: {0}")]
    Storage(String),
}

impl From<StoreError> for TableError {
    fn from(e: StoreError) -> TableError {
        match e {
            StoreError::ChannelBusy { game, .. } => TableError::ChannelBusy(game),
            other => TableError::Storage(other.to_string()),
        }
    }
}

/// The answer to a command: what the table looks like now.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// False when the same command had already been applied (a double click).
    pub applied: bool,
    pub snapshot: Snapshot,
}

/// All tables of a running bot.
pub struct Tables<P: Persist> {
    inner: Arc<Inner<P>>,
}

impl<P: Persist> Clone for Tables<P> {
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
    rng: Mutex<SmallRng>,
    /// Deadlines wait until the state they are for was shown (`Tables::shown`).
    hold_until_shown: std::sync::atomic::AtomicBool,
    /// Who is told of every change (the Discord layer's publisher), once it is durable.
    listener: Mutex<Option<tokio::sync::mpsc::UnboundedSender<Snapshot>>>,
}

impl<P: Persist> Tables<P> {
    /// Tables over `persist`; `seed` fixes the chance outcomes (tests), else they are random.
    pub fn new(persist: P, seed: Option<u64>) -> Tables<P> {
        let seed = seed.unwrap_or_else(rand::random);
        Tables {
            inner: Arc::new(Inner {
                persist,
                tables: Mutex::new(HashMap::new()),
                timers: Mutex::new(HashMap::new()),
                rng: Mutex::new(SmallRng::seed_from_u64(seed)),
                hold_until_shown: std::sync::atomic::AtomicBool::new(false),
                listener: Mutex::new(None),
            }),
        }
    }

    /// Every later change of any table (commands, deadlines, restores) arrives
    /// here as a snapshot, after it is durable. One subscriber: a new call replaces the old.
    pub fn subscribe(&self) -> tokio::sync::mpsc::UnboundedReceiver<Snapshot> {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        *lock(&self.inner.listener) = Some(tx);
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
            && t.deadline.is_some_and(|at| at < full)
        {
            t.postpone_deadline(full);
            self.arm(&t);
        }
    }

    fn tell(&self, t: &Table) {
        if let Some(tx) = lock(&self.inner.listener).as_ref() {
            let _ = tx.send(t.snapshot());
        }
    }

    pub fn persist(&self) -> &P {
        &self.inner.persist
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
        others: Vec<SeatOwner>,
    ) -> Result<Snapshot, TableError> {
        if kind == GameKind::Wizard {
            options
                .variants
                .validate(3)
                .map_err(|e| TableError::Options(e.to_string()))?;
        }
        if kind == GameKind::Dice && options.x_target != 9 && options.x_target != 12 {
            return Err(TableError::Options("the X target is 9 or 12".into()));
        }
        let mut table = Table::lobby(0, kind, guild, channel, host, options);
        let (_, max) = TableOptions::seat_range(kind, &table.options.variants);
        for owner in others {
            if table.seats.len() < max && owner != SeatOwner::Human(host) {
                table.seats.push(owner);
                table.auto.push(Autopilot::default());
            }
        }
        table.id = self
            .inner
            .persist
            .create(kind, guild, channel, host, &table.options_json(), &table.seats_json())
            .await?;
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

    /// Carries out a user's command. Commands on one game are serialized by its
    /// lock; each change is durable before this returns.
    pub async fn command(&self, id: GameId, user: UserId, verb: Verb) -> Result<Outcome, TableError> {
        let table = self.get(id)?;
        let mut t = table.lock().await;
        let applied = {
            let mut rng = SmallRng::seed_from_u64(rand::RngExt::random(&mut *lock(&self.inner.rng)));
            t.command(&self.inner.persist, user, verb, &mut rng).await?
        };
        self.after_change(&mut t, true).await?;
        Ok(Outcome {
            applied,
            snapshot: t.snapshot(),
        })
    }

    /// Re-arms the deadline timer, writes results when the game ended, and
    /// forgets finished or cancelled tables.
    async fn after_change(&self, t: &mut Table, tell: bool) -> Result<(), TableError> {
        if t.status == GameStatus::Running && t.game.as_ref().is_some_and(Game::is_over) {
            let results = results_of(t);
            self.inner.persist.finish(t.id, &results).await?;
            t.status = GameStatus::Finished;
        }
        self.arm(t);
        if tell {
            self.tell(t);
        }
        if matches!(t.status, GameStatus::Finished | GameStatus::Cancelled) {
            lock(&self.inner.tables).remove(&t.id);
        }
        Ok(())
    }

    /// Starts (or stops) the timer for the table's current deadline.
    fn arm(&self, t: &Table) {
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
                // A failure here is retried by the next command or restart; nothing is lost.
                let _ = tables.expire(id, seq).await;
            }),
        );
    }

    /// A deadline passed: computer players act for the humans who owed a
    /// decision (or a computer Seer stops waiting for optional leaves).
    pub async fn expire(&self, id: GameId, seq: u64) -> Result<(), TableError> {
        let table = self.get(id)?;
        let mut t = table.lock().await;
        if t.seq != seq || t.status != GameStatus::Running {
            return Ok(()); // Someone acted in time; the timer is stale.
        }
        if self.inner.hold_until_shown.load(std::sync::atomic::Ordering::SeqCst) && t.shown < t.seq {
            return Ok(()); // Not shown yet: `shown` re-arms it with a full turn.
        }
        let mut rng = SmallRng::seed_from_u64(rand::RngExt::random(&mut *lock(&self.inner.rng)));
        t.expire(&self.inner.persist, &mut rng).await?;
        self.after_change(&mut t, true).await
    }

    /// Loads every running game from storage, rebuilding each from its events,
    /// and re-arms its deadline. Returns how many were restored.
    pub async fn restore(&self) -> Result<usize, TableError> {
        let rows = self.inner.persist.running().await?;
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
            if t.status == GameStatus::Lobby {
                lock(&self.inner.tables).insert(t.id, Arc::new(tokio::sync::Mutex::new(t)));
                continue;
            }
            let mut rng = SmallRng::seed_from_u64(rand::RngExt::random(&mut *lock(&self.inner.rng)));
            // Chance or computers may have been due when the process stopped.
            let before = (t.seq, t.status);
            t.settle(&self.inner.persist, &mut rng).await?;
            // A game that ended just before a crash gets its results now; only
            // a game that moved on while restoring needs its messages redrawn.
            let moved = before != (t.seq, t.status) || t.game.as_ref().is_some_and(Game::is_over);
            self.after_change(&mut t, moved).await?;
            if t.status == GameStatus::Running {
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

    /// Tells the subscriber the current state of every running game (at
    /// start-up, so every game's messages are brought up to date).
    pub async fn announce_all(&self) {
        for id in self.ids() {
            if let Ok(table) = self.get(id) {
                let t = table.lock().await;
                if t.status == GameStatus::Running {
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
                let events = self.inner.persist.events(id).await.map_err(|e| e.to_string())?;
                Table::restore(&row, &events)
            };
            match restored.await {
                Ok(t) => self.tell(&t),
                Err(reason) => tracing::error!(game = id, %reason, "a finished game cannot be read to show its end"),
            }
        }
    }

    /// Stops every deadline timer and forgets every table (a bot shutting down).
    pub fn shutdown(&self) {
        for (_, t) in lock(&self.inner.timers).drain() {
            t.abort();
        }
        lock(&self.inner.tables).clear();
        *lock(&self.inner.listener) = None;
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
