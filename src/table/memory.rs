//! `MemoryLog`: the table's storage in memory, for tests and benchmarks (no
//! database; it can be told to fail, as a full disk does). Built only for
//! them: the `testing` feature, which the tests and benchmarks turn on.

use std::collections::HashMap;
use std::sync::Mutex;

use serde_json::Value;

use super::GameId;
use super::game::{LoggedStep, Setup};
use super::model::{EventsByGame, GameKind, GameRow, GameStatus, ResultRow, Seating};
use super::options::TableOptions;
use super::persist::{PersistError, TableStore, to_json};

/// Storage in memory, with the same rules as the SQLite store (one open
/// table per channel, no event written twice).
#[derive(Default)]
pub struct MemoryLog {
    inner: Mutex<Memory>,
}

#[derive(Default)]
struct Memory {
    games: HashMap<GameId, GameRow>,
    events: HashMap<GameId, Vec<Value>>,
    results: HashMap<GameId, Vec<ResultRow>>,
    /// Games set aside: the reason, and whether their players were told.
    set_aside: HashMap<GameId, (String, bool)>,
    /// Finished games' analyses, as stored.
    analyses: HashMap<GameId, Value>,
    /// Injected failures: operation name → how many of its next calls fail.
    faults: HashMap<&'static str, usize>,
}

impl MemoryLog {
    pub fn new() -> MemoryLog {
        MemoryLog::default()
    }

    /// Results written for a game (tests).
    pub fn results(&self, id: GameId) -> Vec<ResultRow> {
        self.lock().results.get(&id).cloned().unwrap_or_default()
    }

    /// Makes the next `times` calls of `op` (`"append"`, `"finish"` …) fail
    /// as a full disk would, writing nothing (tests).
    pub fn fail_next(&self, op: &'static str, times: usize) {
        self.lock().faults.insert(op, times);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Memory> {
        // A panic elsewhere must not make the log unusable.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The memory, or the injected failure for `op`.
    fn open(&self, op: &'static str) -> Result<std::sync::MutexGuard<'_, Memory>, PersistError> {
        let mut m = self.lock();
        if let Some(left) = m.faults.get_mut(op)
            && *left > 0
        {
            *left -= 1;
            return Err(PersistError::Failed(format!(
                "{op}: database or disk is full (injected)"
            )));
        }
        Ok(m)
    }
}

impl TableStore for MemoryLog {
    async fn create(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: i64,
        options: &TableOptions,
        seats: &Seating,
    ) -> Result<GameId, PersistError> {
        let mut m = self.open("create")?;
        // As the store's indexes: a daily try is no table of its channel,
        // and a person has one per game and day.
        match options.daily {
            Some(day) => {
                if let Some(g) = m
                    .games
                    .values()
                    .find(|g| g.created_by == host && g.kind == kind && g.daily() == Some(day))
                {
                    return Err(PersistError::AlreadyTried { game: g.id });
                }
            }
            None => {
                if let Some(g) = m.games.values().find(|g| {
                    // A running turn-based game leaves its channel free (as the database's index does).
                    g.channel_id == channel
                        && g.daily().is_none()
                        && (g.status == GameStatus::Lobby || (g.status == GameStatus::Running && !g.turn_based()))
                }) {
                    return Err(PersistError::ChannelBusy { channel, game: g.id });
                }
            }
        }
        let id = m.games.len() as GameId + 1;
        m.games.insert(
            id,
            GameRow {
                id,
                kind,
                guild_id: guild,
                channel_id: channel,
                status: GameStatus::Lobby,
                options: to_json(options),
                seats: to_json(seats),
                setup: None,
                messages: Value::Object(Default::default()),
                version: 0,
                deadline_at: None,
                created_by: host,
                finished_at: None,
            },
        );
        Ok(id)
    }
    async fn update_lobby(&self, id: GameId, seats: &Seating, options: &TableOptions) -> Result<(), PersistError> {
        let mut m = self.open("update_lobby")?;
        let g = m.games.get_mut(&id).ok_or(PersistError::NoSuchGame(id))?;
        g.seats = to_json(seats);
        g.options = to_json(options);
        Ok(())
    }
    async fn start(&self, id: GameId, seats: &Seating, setup: &Setup) -> Result<(), PersistError> {
        let mut m = self.open("start")?;
        let g = m.games.get_mut(&id).ok_or(PersistError::NoSuchGame(id))?;
        g.seats = to_json(seats);
        g.setup = Some(to_json(setup));
        g.status = GameStatus::Running;
        Ok(())
    }
    async fn append(
        &self,
        id: GameId,
        seq: i64,
        steps: &[LoggedStep],
        deadline_at: Option<i64>,
        seats: Option<&Seating>,
    ) -> Result<(), PersistError> {
        let mut m = self.open("append")?;
        let log = m.events.entry(id).or_default();
        if log.len() as i64 != seq {
            return Err(PersistError::Conflict { game: id, seq });
        }
        log.extend(steps.iter().map(to_json));
        let g = m.games.get_mut(&id).ok_or(PersistError::NoSuchGame(id))?;
        g.version = seq + steps.len() as i64;
        g.deadline_at = deadline_at;
        if let Some(s) = seats {
            g.seats = to_json(s);
        }
        Ok(())
    }
    async fn set_status(&self, id: GameId, status: GameStatus) -> Result<(), PersistError> {
        let mut m = self.open("set_status")?;
        m.games.get_mut(&id).ok_or(PersistError::NoSuchGame(id))?.status = status;
        Ok(())
    }
    async fn finish(&self, id: GameId, results: &[ResultRow]) -> Result<(), PersistError> {
        let mut m = self.open("finish")?;
        let game = m.games.get_mut(&id).ok_or(PersistError::NoSuchGame(id))?;
        game.status = GameStatus::Finished;
        game.finished_at = Some(crate::table::now_ms());
        m.results.insert(id, results.to_vec());
        Ok(())
    }
    async fn running(&self) -> Result<Vec<GameRow>, PersistError> {
        let m = self.open("running")?;
        let mut rows: Vec<GameRow> = m
            .games
            .values()
            .filter(|g| matches!(g.status, GameStatus::Lobby | GameStatus::Running))
            .cloned()
            .collect();
        rows.sort_by_key(|g| g.id);
        Ok(rows)
    }
    async fn finished_without_results(&self) -> Result<Vec<GameRow>, PersistError> {
        let m = self.open("finished_without_results")?;
        let mut rows: Vec<GameRow> = m
            .games
            .values()
            .filter(|g| g.status == GameStatus::Finished && !m.results.contains_key(&g.id))
            .cloned()
            .collect();
        rows.sort_by_key(|g| g.id);
        Ok(rows)
    }
    async fn events(&self, id: GameId) -> Result<Vec<Value>, PersistError> {
        Ok(self.open("events")?.events.get(&id).cloned().unwrap_or_default())
    }
    async fn game(&self, id: GameId) -> Result<GameRow, PersistError> {
        self.open("game")?
            .games
            .get(&id)
            .cloned()
            .ok_or(PersistError::NoSuchGame(id))
    }
    async fn set_aside(&self, id: GameId, reason: &str) -> Result<(), PersistError> {
        let mut m = self.open("set_aside")?;
        m.games.get_mut(&id).ok_or(PersistError::NoSuchGame(id))?.status = GameStatus::Cancelled;
        m.set_aside.insert(id, (reason.to_string(), false));
        Ok(())
    }
    async fn analysis(&self, id: GameId) -> Result<Option<Value>, PersistError> {
        Ok(self.open("analysis")?.analyses.get(&id).cloned())
    }
    async fn keep_analysis(&self, id: GameId, analysis: &Value) -> Result<(), PersistError> {
        let mut m = self.open("keep_analysis")?;
        if !m.games.contains_key(&id) {
            return Err(PersistError::NoSuchGame(id));
        }
        m.analyses.entry(id).or_insert_with(|| analysis.clone());
        Ok(())
    }
    async fn running_events(&self) -> Result<EventsByGame, PersistError> {
        let m = self.open("running_events")?;
        Ok(m.games
            .values()
            .filter(|g| g.status == GameStatus::Running)
            .map(|g| (g.id, Ok(m.events.get(&g.id).cloned().unwrap_or_default())))
            .collect())
    }
}
