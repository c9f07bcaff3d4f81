//! The gateway's logins (`discord/gateway/logins.rs`): each IDENTIFY with
//! its time and whether its session began, kept two days.

use super::sql::query;
use super::{Store, StoreError};
use crate::discord::storage::Login;

const KEPT_MS: i64 = 2 * 24 * 60 * 60 * 1000;

impl Store {
    /// Stores a login sent at `at_ms` on `shard`; returns its id.
    pub async fn record_login(&self, at_ms: i64, shard: u32) -> Result<i64, StoreError> {
        query("DELETE FROM gateway_logins WHERE at_ms < ?")
            .bind(at_ms - KEPT_MS)
            .execute(&self.db)
            .await?;
        let row = query("INSERT INTO gateway_logins (at_ms, shard, ready) VALUES (?, ?, FALSE) RETURNING id")
            .bind(at_ms)
            .bind(i64::from(shard))
            .fetch_one(&self.db)
            .await?;
        Ok(row.get::<i64, _>(0))
    }

    /// Login `id`'s session began.
    pub async fn login_began(&self, id: i64) -> Result<(), StoreError> {
        query("UPDATE gateway_logins SET ready = TRUE WHERE id = ?")
            .bind(id)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// The logins since `since_ms`, oldest first.
    pub async fn logins_since(&self, since_ms: i64) -> Result<Vec<Login>, StoreError> {
        let rows = query("SELECT at_ms, ready FROM gateway_logins WHERE at_ms > ? ORDER BY at_ms, id")
            .bind(since_ms)
            .fetch_all(&self.db)
            .await?;
        Ok(rows
            .iter()
            .map(|r| Login {
                at_ms: r.get(0),
                ready: r.get(1),
            })
            .collect())
    }
}
