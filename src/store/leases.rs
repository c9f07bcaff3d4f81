//! Shard leases: a process claims the gateway shards it runs before it
//! restores a game, renews the claim while it runs and gives it back when it
//! stops, so two processes configured with overlapping shards cannot both
//! drive a game. A claim that was not renewed in time (its process died) may
//! be taken over.
//!
//! A claim's times are the database's clock on PostgreSQL (several machines
//! share it, and one machine's clock stepping must not make its claims look
//! expired to the others, or theirs to it), and the machine's on SQLite (one
//! process on one machine). Renewing never asks what time it is: a claim is
//! lost only when another process took it, so a clock that steps forward
//! (an NTP correction, a resumed virtual machine) or a process paused past
//! its claim's expiry keeps its shards when nobody took them meanwhile.

use super::sql::{Backend, query};
use super::{Store, StoreError};
// Leases measure real time between processes: a test that moves the days does not age them.
use crate::table::model::wall_ms;
use crate::table::shards::Shards;

/// Why shards could not be claimed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Held {
    pub shard: u32,
    pub total: u32,
    pub owner: String,
    pub expires_at: i64,
}

impl Store {
    /// Claims `shards` for `owner` until `now + ttl_ms`, in one transaction:
    /// every shard of the range or none. Refused (with the claims in the
    /// way) when another owner holds one of them, or holds any shard of a
    /// different total (its shards would split the guilds differently).
    pub async fn claim_shards(
        &self,
        owner: &str,
        shards: Shards,
        ttl_ms: i64,
    ) -> Result<Result<(), Vec<Held>>, StoreError> {
        let now = self.lease_now().await?;
        let mut tx = self.db.begin().await?;
        // Expired claims of another total go first. Writing first also takes
        // SQLite's write lock at the start, waiting for it as long as the
        // busy timeout allows (a read first could not be upgraded later).
        query("DELETE FROM shard_leases WHERE total <> ? AND expires_at < ?")
            .bind(i64::from(shards.total))
            .bind(now)
            .execute(&mut tx)
            .await?;
        let rows =
            query("SELECT shard, total, owner, expires_at FROM shard_leases WHERE owner <> ? AND expires_at >= ?")
                .bind(owner)
                .bind(now)
                .fetch_all(&mut tx)
                .await?;
        let held: Vec<Held> = rows
            .iter()
            .map(|r| Held {
                shard: r.get::<i64, _>(0) as u32,
                total: r.get::<i64, _>(1) as u32,
                owner: r.get(2),
                expires_at: r.get(3),
            })
            .filter(|h| h.total != shards.total || shards.ids().contains(&h.shard))
            .collect();
        if !held.is_empty() {
            return Ok(Err(held));
        }
        // Claims of another total left are this owner's own (a restart with a new total).
        query("DELETE FROM shard_leases WHERE total <> ?")
            .bind(i64::from(shards.total))
            .execute(&mut tx)
            .await?;
        for shard in shards.ids() {
            // The WHERE keeps a claim someone renewed meanwhile: then nothing
            // changes and the count below refuses.
            let claimed = query(
                "INSERT INTO shard_leases (shard, total, owner, expires_at) VALUES (?, ?, ?, ?)
                 ON CONFLICT (shard) DO UPDATE SET total = excluded.total, owner = excluded.owner,
                   expires_at = excluded.expires_at
                 WHERE shard_leases.owner = excluded.owner OR shard_leases.expires_at < ?",
            )
            .bind(i64::from(shard))
            .bind(i64::from(shards.total))
            .bind(owner)
            .bind(now + ttl_ms)
            .bind(now)
            .execute(&mut tx)
            .await?;
            if claimed != 1 {
                return Ok(Err(vec![Held {
                    shard,
                    total: shards.total,
                    owner: "another process".into(),
                    expires_at: now + ttl_ms,
                }]));
            }
        }
        tx.commit().await?;
        Ok(Ok(()))
    }

    /// What time it is for the shards' claims, in Unix milliseconds: the
    /// database's clock on PostgreSQL, this machine's on SQLite.
    pub async fn lease_now(&self) -> Result<i64, StoreError> {
        if self.db.backend() == Backend::Sqlite {
            return Ok(wall_ms());
        }
        let row = query("SELECT CAST(FLOOR(EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS BIGINT)")
            .fetch_one(&self.db)
            .await?;
        Ok(row.get(0))
    }

    /// Renews `owner`'s claims; returns how many it still holds. A claim
    /// past its expiry that nobody took is still this owner's: no other
    /// process drove its shards meanwhile (one that did would own it now).
    pub async fn renew_shards(&self, owner: &str, ttl_ms: i64) -> Result<u64, StoreError> {
        let now = self.lease_now().await?;
        Ok(query("UPDATE shard_leases SET expires_at = ? WHERE owner = ?")
            .bind(now + ttl_ms)
            .bind(owner)
            .execute(&self.db)
            .await?)
    }

    /// Gives `owner`'s claims back (a clean stop: a restart need not wait).
    pub async fn release_shards(&self, owner: &str) -> Result<(), StoreError> {
        query("DELETE FROM shard_leases WHERE owner = ?")
            .bind(owner)
            .execute(&self.db)
            .await?;
        query("DELETE FROM web_doors WHERE owner = ?")
            .bind(owner)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// Says where `owner` serves the table's page to the other processes.
    pub async fn open_door(&self, owner: &str, url: &str) -> Result<(), StoreError> {
        query("INSERT INTO web_doors (owner, url) VALUES (?, ?) ON CONFLICT (owner) DO UPDATE SET url = excluded.url")
            .bind(owner)
            .bind(url)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// Where the process that drives `game` now serves its page, if a live
    /// claim holds the game's shard and its process opened a door.
    pub async fn door_of(&self, game: i64) -> Result<Option<String>, StoreError> {
        let row = query("SELECT guild_id FROM games WHERE id = ?")
            .bind(game)
            .fetch_optional(&self.db)
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let guild: Option<i64> = row.get(0);
        let leases = query(
            "SELECT l.total, l.shard, d.url FROM shard_leases l JOIN web_doors d ON d.owner = l.owner
             WHERE l.expires_at >= ?",
        )
        .bind(self.lease_now().await?)
        .fetch_all(&self.db)
        .await?;
        Ok(leases.iter().find_map(|r| {
            let total = r.get::<i64, _>(0) as u32;
            let shard = r.get::<i64, _>(1) as u32;
            (Shards::of_guild(guild, total) == shard).then(|| r.get::<String, _>(2))
        }))
    }
}
