//! The store as the table layer's storage (`table::TableStore`): typed documents
//! become the JSON columns here, and store errors the table's `PersistError`.

use crate::table::persist::to_json;
use crate::table::{
    EventsByGame, GameId, GameKind, GameRow, GameStatus, LoggedStep, PersistError, ResultRow, Seating, Setup,
    TableOptions, TableStore,
};

use super::{Store, StoreError};

impl From<StoreError> for PersistError {
    fn from(e: StoreError) -> PersistError {
        match e {
            StoreError::Conflict { game, seq } => PersistError::Conflict { game, seq },
            StoreError::ChannelBusy { channel, game } => PersistError::ChannelBusy { channel, game },
            StoreError::AlreadyTried { game } => PersistError::AlreadyTried { game },
            StoreError::NoSuchGame(id) => PersistError::NoSuchGame(id),
            other => PersistError::failed(&other),
        }
    }
}

impl TableStore for Store {
    async fn create(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: i64,
        options: &TableOptions,
        seats: &Seating,
    ) -> Result<GameId, PersistError> {
        Ok(self
            .create_game(kind, guild, channel, host, &to_json(options), &to_json(seats))
            .await?)
    }
    async fn update_lobby(&self, id: GameId, seats: &Seating, options: &TableOptions) -> Result<(), PersistError> {
        Ok(Store::update_lobby(self, id, &to_json(seats), &to_json(options)).await?)
    }
    async fn start(&self, id: GameId, seats: &Seating, setup: &Setup) -> Result<(), PersistError> {
        Ok(self.start_game(id, &to_json(seats), &to_json(setup)).await?)
    }
    async fn append(
        &self,
        id: GameId,
        seq: i64,
        steps: &[LoggedStep],
        deadline_at: Option<i64>,
        seats: Option<&Seating>,
    ) -> Result<(), PersistError> {
        let steps: Vec<serde_json::Value> = steps.iter().map(to_json).collect();
        let seats = seats.map(to_json);
        Ok(self
            .append_with_seats(id, seq, &steps, deadline_at, seats.as_ref())
            .await?)
    }
    async fn set_status(&self, id: GameId, status: GameStatus) -> Result<(), PersistError> {
        Ok(Store::set_status(self, id, status).await?)
    }
    async fn finish(&self, id: GameId, results: &[ResultRow]) -> Result<(), PersistError> {
        Ok(self.finish_game(id, results).await?)
    }
    async fn running(&self) -> Result<Vec<GameRow>, PersistError> {
        Ok(self.open_games().await?)
    }
    async fn finished_without_results(&self) -> Result<Vec<GameRow>, PersistError> {
        Ok(Store::finished_without_results(self).await?)
    }
    async fn events(&self, id: GameId) -> Result<Vec<serde_json::Value>, PersistError> {
        Ok(Store::events(self, id).await?)
    }
    async fn game(&self, id: GameId) -> Result<GameRow, PersistError> {
        Ok(Store::game(self, id).await?)
    }
    async fn running_events(&self) -> Result<EventsByGame, PersistError> {
        Ok(Store::running_events(self).await?)
    }
    async fn set_aside(&self, id: GameId, reason: &str) -> Result<(), PersistError> {
        Ok(Store::set_aside(self, id, reason).await?)
    }
    async fn analysis(&self, id: GameId) -> Result<Option<serde_json::Value>, PersistError> {
        Ok(Store::analysis(self, id).await?)
    }
    async fn keep_analysis(&self, id: GameId, analysis: &serde_json::Value) -> Result<(), PersistError> {
        Ok(Store::keep_analysis(self, id, analysis).await?)
    }
}
