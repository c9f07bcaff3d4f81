//! This process's claim on its gateway shards in the database: taken at
//! start-up before any game is restored, renewed while the process runs,
//! given back when it stops. A claim left by a process that died expires
//! within `TTL`, and a restarted process waits that long for it; a claim that
//! is renewed meanwhile belongs to a live process, and start-up fails loudly.

use std::time::Duration;

use crate::store::leases::Held;
use crate::store::{Store, StoreError, now_ms};
use crate::table::shards::Shards;

/// How long a claim lasts without renewal.
pub const TTL: Duration = Duration::from_secs(15);

/// How often a running process renews its claim (several times per TTL,
/// so a slow database round trip never lets it lapse).
pub const RENEW_EVERY: Duration = Duration::from_secs(4);

#[derive(Debug, thiserror::Error)]
pub enum LeaseError {
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error(
        "shard {shard} of {total} is driven by another running process ({owner}): two processes must \
         not run the same shards (check SHARDS=FIRST-LAST/TOTAL on each; every process needs the same TOTAL)"
    )]
    Taken { shard: u32, total: u32, owner: String },
}

/// Who this process is, in the lease table and in log lines: host, pid and a
/// random part (pids are reused after a restart).
pub fn owner_id() -> String {
    let host = std::env::var("HOSTNAME")
        .ok()
        .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".into());
    format!("{host}:{}:{:08x}", std::process::id(), rand::random::<u32>())
}

fn ttl_ms() -> i64 {
    TTL.as_millis() as i64
}

/// Claims `shards`, waiting for claims that stopped being renewed to expire.
pub async fn claim(store: &Store, owner: &str, shards: Shards) -> Result<(), LeaseError> {
    let mut seen: Vec<Held> = Vec::new();
    loop {
        let held = match store.claim_shards(owner, shards, ttl_ms()).await? {
            Ok(()) => {
                tracing::info!(%shards, owner, "claimed the shards");
                return Ok(());
            }
            Err(held) => held,
        };
        // The same claim seen again with a later expiry was renewed: its
        // process is alive, and waiting longer would not help.
        if let Some(h) = held.iter().find(|h| {
            seen.iter()
                .any(|s| s.shard == h.shard && s.owner == h.owner && h.expires_at > s.expires_at)
        }) {
            return Err(LeaseError::Taken {
                shard: h.shard,
                total: h.total,
                owner: h.owner.clone(),
            });
        }
        let until = held.iter().map(|h| h.expires_at).max().unwrap_or_else(now_ms);
        let first = &held[0];
        tracing::warn!(
            shard = first.shard,
            total = first.total,
            holder = %first.owner,
            wait_ms = (until - now_ms()).max(0),
            "a shard is still claimed by another process (one that stopped without giving it back?); waiting for the claim to expire"
        );
        seen = held;
        let wait = Duration::from_millis((until - now_ms()).clamp(0, ttl_ms()) as u64 + 250);
        tokio::time::sleep(wait).await;
    }
}

/// Renews the claim on `shards` every `RENEW_EVERY` until the process stops;
/// calls `lost` once if any of it was lost (the process must stop driving games).
pub fn keep(
    store: Store,
    owner: String,
    shards: Shards,
    lost: impl FnOnce() + Send + 'static,
) -> tokio::task::JoinHandle<()> {
    let count = u64::from(shards.last - shards.first + 1);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(RENEW_EVERY);
        tick.tick().await;
        loop {
            tick.tick().await;
            match store.renew_shards(&owner, ttl_ms()).await {
                Ok(n) if n < count => {
                    tracing::error!(
                        owner,
                        "this process lost its claim on its shards; it stops driving games"
                    );
                    lost();
                    return;
                }
                Ok(_) => {}
                // A database that is down for a moment: the claim lasts TTL, try again.
                Err(e) => tracing::warn!(error = %e, "could not renew the claim on the shards"),
            }
        }
    })
}
