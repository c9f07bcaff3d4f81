//! The store as the league's storage (`league::LeagueStore`): boards, histories
//! and figures from the results, server settings as rows of `settings`, one
//! per setting, logged in `settings_log`.

use std::collections::HashMap;

use crate::league::Night;
use crate::league::persist::{
    DAILY_SECRET_KEY, LeagueStore, new_daily_secret, night_status, read_daily_secret, read_night,
};
use crate::league::settings::{ServerSettings, Setting, UnreadableSetting, prefix};
use crate::league::{Board, BoardQuery, DailyBoard, DailyQuery, History, Scope, Stats};
use crate::table::persist::to_json;
use crate::table::{GameKind, PersistError, now_ms};

use super::sql::query;
use super::{Store, upsert_setting};

impl LeagueStore for Store {
    async fn stats(
        &self,
        user: i64,
        kind: GameKind,
        scope: Scope,
        season: Option<(i64, i64)>,
    ) -> Result<Option<Stats>, PersistError> {
        Ok(Store::stats(self, user, kind, scope, season).await?)
    }

    async fn leaderboard(&self, q: BoardQuery) -> Result<Board, PersistError> {
        Ok(Store::leaderboard(self, q).await?)
    }

    async fn daily_board(&self, q: DailyQuery) -> Result<DailyBoard, PersistError> {
        Ok(Store::daily_board(self, q).await?)
    }

    async fn daily_try(&self, user: i64, kind: GameKind, day: i64) -> Result<Option<i64>, PersistError> {
        Ok(Store::daily_try(self, user, kind, day).await?)
    }

    async fn history(
        &self,
        user: i64,
        kind: GameKind,
        scope: Scope,
        page: i64,
        per_page: i64,
    ) -> Result<History, PersistError> {
        Ok(Store::history(self, user, kind, scope, page, per_page).await?)
    }

    async fn server_settings(&self, guild: i64) -> Result<(ServerSettings, Vec<UnreadableSetting>), PersistError> {
        let rows = query("SELECT key, value FROM settings WHERE key LIKE ?")
            .bind(format!("{}%", prefix(guild)))
            .fetch_all(self.db())
            .await
            .map_err(super::StoreError::from)?;
        let rows: HashMap<String, String> = rows.iter().map(|r| (r.get(0), r.get(1))).collect();
        Ok(ServerSettings::from_rows(guild, &rows))
    }

    async fn save_server_settings(
        &self,
        guild: i64,
        user: i64,
        settings: &ServerSettings,
        given: &[Setting],
    ) -> Result<(), PersistError> {
        let write = async {
            let mut tx = self.db().begin().await?;
            for (key, value) in settings.rows(guild, given) {
                upsert_setting((&mut tx).into(), &key, &value).await?;
                query("INSERT INTO settings_log (guild_id, user_id, key, value, at) VALUES (?, ?, ?, ?, ?)")
                    .bind(guild)
                    .bind(user)
                    .bind(&key)
                    .bind(&value)
                    .bind(now_ms())
                    .execute(&mut tx)
                    .await?;
            }
            tx.commit().await?;
            Ok::<(), super::StoreError>(())
        };
        Ok(write.await?)
    }

    async fn daily_secret(&self) -> Result<Vec<u8>, PersistError> {
        // The first process to ask makes it; every other one reads that one.
        query("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING")
            .bind(DAILY_SECRET_KEY)
            .bind(new_daily_secret())
            .execute(self.db())
            .await
            .map_err(super::StoreError::from)?;
        let stored = self.setting(DAILY_SECRET_KEY).await?.unwrap_or_default();
        read_daily_secret(&stored)
            .ok_or_else(|| PersistError::Failed(format!("the stored `{DAILY_SECRET_KEY}` is not 64 hex digits")))
    }
    async fn create_night(&self, night: &Night) -> Result<i64, PersistError> {
        let now = now_ms();
        let row = query(
            "INSERT INTO nights (guild_id, status, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(night.guild)
        .bind(night_status(night))
        .bind(to_json(night).to_string())
        .bind(now)
        .bind(now)
        .fetch_one(self.db())
        .await
        .map_err(super::StoreError::from)?;
        Ok(row.get::<i64, _>(0))
    }
    async fn night(&self, id: i64) -> Result<Option<Night>, PersistError> {
        let body: Option<String> = query("SELECT body FROM nights WHERE id = ?")
            .bind(id)
            .scalar_optional(self.db())
            .await
            .map_err(super::StoreError::from)?;
        body.map(|b| read_night(id, &b)).transpose()
    }
    async fn save_night(&self, night: &Night) -> Result<(), PersistError> {
        query("UPDATE nights SET status = ?, body = ?, updated_at = ? WHERE id = ?")
            .bind(night_status(night))
            .bind(to_json(night).to_string())
            .bind(now_ms())
            .bind(night.id)
            .execute(self.db())
            .await
            .map_err(super::StoreError::from)?;
        Ok(())
    }
    async fn open_nights(&self) -> Result<Vec<Night>, PersistError> {
        let rows = query("SELECT id, body FROM nights WHERE status IN ('signup', 'running') ORDER BY id")
            .fetch_all(self.db())
            .await
            .map_err(super::StoreError::from)?;
        rows.iter()
            .map(|r| read_night(r.get::<i64, _>(0), r.get::<&str, _>(1)))
            .collect()
    }
}
