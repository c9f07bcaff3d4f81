//! How the table layer reaches storage: a small trait, implemented by the
//! SQLite `Store` and by `MemoryLog` (tests and benchmarks need no database).

use serde_json::Value;
use std::collections::HashMap;
use std::future::Future;
use std::sync::Mutex;

use crate::store::{EventsByGame, GameKind, GameRow, GameStatus, ResultRow, Store, StoreError};

/// What the table layer needs from storage. Every method is durable when it returns.
pub trait Persist: Send + Sync + 'static {
    fn create(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: i64,
        options: &Value,
        seats: &Value,
    ) -> impl Future<Output = Result<i64, StoreError>> + Send;
    fn update_lobby(
        &self,
        id: i64,
        seats: &Value,
        options: &Value,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    fn start(&self, id: i64, seats: &Value, setup: &Value) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Appends events `seq..` and the deadline (and the seats, when given) in one transaction.
    fn append(
        &self,
        id: i64,
        seq: i64,
        events: &[Value],
        deadline_at: Option<i64>,
        seats: Option<&Value>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
    fn set_status(&self, id: i64, status: GameStatus) -> impl Future<Output = Result<(), StoreError>> + Send;
    fn finish(&self, id: i64, results: &[ResultRow]) -> impl Future<Output = Result<(), StoreError>> + Send;
    /// Every open table: lobbies and running games (restoring at start-up).
    fn running(&self) -> impl Future<Output = Result<Vec<GameRow>, StoreError>> + Send;
    fn events(&self, id: i64) -> impl Future<Output = Result<Vec<Value>, StoreError>> + Send;
    fn game(&self, id: i64) -> impl Future<Output = Result<GameRow, StoreError>> + Send;
    /// The events of every running game, by game, in one read (restoring at
    /// start-up); a game with an unreadable event row gets the reason instead.
    fn running_events(&self) -> impl Future<Output = Result<EventsByGame, StoreError>> + Send;
    /// A game that cannot be restored: ends it and keeps the reason.
    fn set_aside(&self, id: i64, reason: &str) -> impl Future<Output = Result<(), StoreError>> + Send;
}

impl Persist for Store {
    async fn create(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: i64,
        options: &Value,
        seats: &Value,
    ) -> Result<i64, StoreError> {
        self.create_game(kind, guild, channel, host, options, seats).await
    }
    async fn update_lobby(&self, id: i64, seats: &Value, options: &Value) -> Result<(), StoreError> {
        Store::update_lobby(self, id, seats, options).await
    }
    async fn start(&self, id: i64, seats: &Value, setup: &Value) -> Result<(), StoreError> {
        self.start_game(id, seats, setup).await
    }
    async fn append(
        &self,
        id: i64,
        seq: i64,
        events: &[Value],
        deadline_at: Option<i64>,
        seats: Option<&Value>,
    ) -> Result<(), StoreError> {
        self.append_with_seats(id, seq, events, deadline_at, seats).await
    }
    async fn set_status(&self, id: i64, status: GameStatus) -> Result<(), StoreError> {
        Store::set_status(self, id, status).await
    }
    async fn finish(&self, id: i64, results: &[ResultRow]) -> Result<(), StoreError> {
        self.finish_game(id, results).await
    }
    async fn running(&self) -> Result<Vec<GameRow>, StoreError> {
        self.open_games().await
    }
    async fn events(&self, id: i64) -> Result<Vec<Value>, StoreError> {
        Store::events(self, id).await
    }
    async fn game(&self, id: i64) -> Result<GameRow, StoreError> {
        Store::game(self, id).await
    }
    async fn running_events(&self) -> Result<EventsByGame, StoreError> {
        Store::running_events(self).await
    }
    async fn set_aside(&self, id: i64, reason: &str) -> Result<(), StoreError> {
        Store::set_aside(self, id, reason).await
    }
}

/// Storage in memory, with the same rules as the SQLite store (one open
/// table per channel, no event written twice).
#[derive(Default)]
pub struct MemoryLog {
    inner: Mutex<Memory>,
}

#[derive(Default)]
struct Memory {
    games: HashMap<i64, GameRow>,
    events: HashMap<i64, Vec<Value>>,
    results: HashMap<i64, Vec<ResultRow>>,
}

impl MemoryLog {
    pub fn new() -> MemoryLog {
        MemoryLog::default()
    }

    /// Results written for a game (tests).
    pub fn results(&self, id: i64) -> Vec<ResultRow> {
        self.lock().results.get(&id).cloned().unwrap_or_default()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Memory> {
        // A panic elsewhere must not make the log unusable.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Persist for MemoryLog {
    async fn create(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: i64,
        options: &Value,
        seats: &Value,
    ) -> Result<i64, StoreError> {
        let mut m = self.lock();
        if let Some(g) = m
            .games
            .values()
            .find(|g| g.channel_id == channel && matches!(g.status, GameStatus::Lobby | GameStatus::Running))
        {
            return Err(StoreError::ChannelBusy { channel, game: g.id });
        }
        let id = m.games.len() as i64 + 1;
        m.games.insert(
            id,
            GameRow {
                id,
                kind,
                guild_id: guild,
                channel_id: channel,
                status: GameStatus::Lobby,
                options: options.clone(),
                seats: seats.clone(),
                setup: None,
                messages: Value::Object(Default::default()),
                version: 0,
                deadline_at: None,
                created_by: host,
            },
        );
        Ok(id)
    }
    async fn update_lobby(&self, id: i64, seats: &Value, options: &Value) -> Result<(), StoreError> {
        let mut m = self.lock();
        let g = m.games.get_mut(&id).ok_or(StoreError::NoSuchGame(id))?;
        g.seats = seats.clone();
        g.options = options.clone();
        Ok(())
    }
    async fn start(&self, id: i64, seats: &Value, setup: &Value) -> Result<(), StoreError> {
        let mut m = self.lock();
        let g = m.games.get_mut(&id).ok_or(StoreError::NoSuchGame(id))?;
        g.seats = seats.clone();
        g.setup = Some(setup.clone());
        g.status = GameStatus::Running;
        Ok(())
    }
    async fn append(
        &self,
        id: i64,
        seq: i64,
        events: &[Value],
        deadline_at: Option<i64>,
        seats: Option<&Value>,
    ) -> Result<(), StoreError> {
        let mut m = self.lock();
        let log = m.events.entry(id).or_default();
        if log.len() as i64 != seq {
            return Err(StoreError::Conflict { game: id, seq });
        }
        log.extend(events.iter().cloned());
        let g = m.games.get_mut(&id).ok_or(StoreError::NoSuchGame(id))?;
        g.version = seq + events.len() as i64;
        g.deadline_at = deadline_at;
        if let Some(s) = seats {
            g.seats = s.clone();
        }
        Ok(())
    }
    async fn set_status(&self, id: i64, status: GameStatus) -> Result<(), StoreError> {
        let mut m = self.lock();
        m.games.get_mut(&id).ok_or(StoreError::NoSuchGame(id))?.status = status;
        Ok(())
    }
    async fn finish(&self, id: i64, results: &[ResultRow]) -> Result<(), StoreError> {
        let mut m = self.lock();
        m.games.get_mut(&id).ok_or(StoreError::NoSuchGame(id))?.status = GameStatus::Finished;
        m.results.insert(id, results.to_vec());
        Ok(())
    }
    async fn running(&self) -> Result<Vec<GameRow>, StoreError> {
        let m = self.lock();
        let mut rows: Vec<GameRow> = m
            .games
            .values()
            .filter(|g| matches!(g.status, GameStatus::Lobby | GameStatus::Running))
            .cloned()
            .collect();
        rows.sort_by_key(|g| g.id);
        Ok(rows)
    }
    async fn events(&self, id: i64) -> Result<Vec<Value>, StoreError> {
        Ok(self.lock().events.get(&id).cloned().unwrap_or_default())
    }
    async fn game(&self, id: i64) -> Result<GameRow, StoreError> {
        self.lock().games.get(&id).cloned().ok_or(StoreError::NoSuchGame(id))
    }
    async fn set_aside(&self, id: i64, _reason: &str) -> Result<(), StoreError> {
        self.lock().games.get_mut(&id).ok_or(StoreError::NoSuchGame(id))?.status = GameStatus::Cancelled;
        Ok(())
    }
    async fn running_events(&self) -> Result<EventsByGame, StoreError> {
        let m = self.lock();
        Ok(m.games
            .values()
            .filter(|g| g.status == GameStatus::Running)
            .map(|g| (g.id, Ok(m.events.get(&g.id).cloned().unwrap_or_default())))
            .collect())
    }
}
