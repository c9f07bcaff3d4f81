//! This process's claim on its gateway shards in the database: taken at
//! start-up before any game is restored, renewed while the process runs,
//! given back when it stops. A claim whose process is provably gone (on this
//! machine, its pid is free or belongs to a later process; or, on SQLite, this
//! process holds the database file's lock) is taken over at once, so a bot
//! restarted after a crash is back in seconds. Any other claim left by a
//! process that died expires within `TTL`, and a restarted process waits that
//! long for it; a claim that is renewed meanwhile belongs to a live process,
//! and start-up fails loudly.

use std::time::Duration;

use crate::clock_watch::ClockWatch;
use crate::store::leases::Held;
use crate::store::{Store, StoreError};
use crate::table::model::wall_ms;
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
    #[error(
        "the database {path} is used by another running wizard-bot process: an SQLite database takes one \
         process (stop the other, or use PostgreSQL and SHARDS to run several)"
    )]
    DatabaseInUse { path: String },
    #[error("cannot lock the database ({path}): {reason}")]
    LockFile { path: String, reason: String },
}

/// Who this process is, in the lease table and in log lines: host, pid and a
/// random part (pids are reused after a restart), then, on Linux, what tells
/// this incarnation apart from any other process that has or will have this
/// pid on this machine (`Incarnation`), so a restarted process can prove the
/// claim's owner gone.
pub fn owner_id() -> String {
    let host = std::env::var("HOSTNAME")
        .ok()
        .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
        .map(|h| h.trim().replace(':', "-"))
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".into());
    let pid = std::process::id();
    let mut owner = format!("{host}:{pid}:{:08x}", rand::random::<u32>());
    if let Some(me) = Incarnation::of(pid) {
        owner.push(':');
        owner.push_str(&me.to_string());
    }
    owner
}

/// One process's life on one machine: the kernel's boot, the pid namespace
/// (containers on one host each have their own), the pid, and the process's
/// start time in clock ticks since boot (a reused pid starts later). Two
/// owners with the same boot and namespace see the same pids, so a pid that is
/// free, or taken by a process that started at another time, proves the
/// claim's process gone.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Incarnation {
    boot: String,
    namespace: String,
    pid: u32,
    start: u64,
}

impl Incarnation {
    /// Process `pid` as this process sees it (`None`: not Linux, or no such process).
    fn of(pid: u32) -> Option<Incarnation> {
        let boot = std::fs::read_to_string("/proc/sys/kernel/random/boot_id").ok()?;
        let namespace = std::fs::read_link("/proc/self/ns/pid").ok()?;
        let namespace: String = namespace
            .to_string_lossy()
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        Some(Incarnation {
            boot: boot.trim().replace('-', ""),
            namespace,
            pid,
            start: start_time(pid)?,
        })
    }

    /// From an owner id (`None`: written without one, by another system or an older release).
    fn parse(owner: &str) -> Option<Incarnation> {
        let mut parts = owner.split(':');
        let (_host, pid, _random, me) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        let mut fields = me.split('.');
        let (boot, namespace, start) = (fields.next()?, fields.next()?, fields.next()?);
        Some(Incarnation {
            boot: boot.into(),
            namespace: namespace.into(),
            pid: pid.parse().ok()?,
            start: start.parse().ok()?,
        })
    }
}

impl std::fmt::Display for Incarnation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}.{}", self.boot, self.namespace, self.start)
    }
}

/// When process `pid` started, in clock ticks since boot (`/proc/PID/stat`'s
/// 22nd field; the name before it, in parentheses, may hold spaces).
fn start_time(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after_name = &stat[stat.rfind(')')? + 1..];
    after_name.split_whitespace().nth(19)?.parse().ok()
}

/// Whether the process that wrote claim `owner` is provably gone: it ran on
/// this machine, in this boot and pid namespace, and its pid is now free or
/// another process's. Anything else (another host, a container of its own, a
/// live process) may still be alive.
pub fn provably_gone(owner: &str) -> bool {
    let Some(theirs) = Incarnation::parse(owner) else {
        return false;
    };
    let Some(me) = Incarnation::of(std::process::id()) else {
        return false;
    };
    if theirs.boot != me.boot || theirs.namespace != me.namespace {
        return false;
    }
    start_time(theirs.pid) != Some(theirs.start)
}

/// The single-process guarantee of an SQLite database: an exclusive lock on
/// `FILE.lock` beside it, held while the bot runs and let go by the kernel
/// when the process dies, however it dies. Holding it proves every shard claim
/// in that database stale.
pub struct DatabaseLock {
    _file: std::fs::File,
}

impl DatabaseLock {
    /// Takes the lock of the SQLite database at `path`; refused when another
    /// running process holds it.
    pub fn take(path: &std::path::Path) -> Result<DatabaseLock, LeaseError> {
        let mut name = path.as_os_str().to_owned();
        name.push(".lock");
        let lock_path = std::path::PathBuf::from(name);
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|e| LeaseError::LockFile {
                path: lock_path.display().to_string(),
                reason: e.to_string(),
            })?;
        match file.try_lock() {
            Ok(()) => Ok(DatabaseLock { _file: file }),
            Err(std::fs::TryLockError::WouldBlock) => Err(LeaseError::DatabaseInUse {
                path: path.display().to_string(),
            }),
            Err(std::fs::TryLockError::Error(e)) => Err(LeaseError::LockFile {
                path: lock_path.display().to_string(),
                reason: e.to_string(),
            }),
        }
    }
}

fn ttl_ms() -> i64 {
    TTL.as_millis() as i64
}

/// Claims `shards`: at once from a process that is provably gone (or from
/// any other owner when `sole` says this process holds the database alone),
/// else waiting for claims that stopped being renewed to expire.
pub async fn claim(store: &Store, owner: &str, shards: Shards, sole: Option<&DatabaseLock>) -> Result<(), LeaseError> {
    let mut seen: Vec<Held> = Vec::new();
    loop {
        let held = match store.claim_shards(owner, shards, ttl_ms()).await? {
            Ok(()) => {
                tracing::info!(%shards, owner, "claimed the shards");
                return Ok(());
            }
            Err(held) => held,
        };
        let gone: Vec<&Held> = held
            .iter()
            .filter(|h| sole.is_some() || provably_gone(&h.owner))
            .collect();
        if !gone.is_empty() {
            for h in gone {
                tracing::info!(
                    shard = h.shard,
                    holder = %h.owner,
                    "a shard's claim belongs to a process that is gone; taking it over now"
                );
                store.release_shards(&h.owner).await?;
            }
            continue;
        }
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
        let now = store.lease_now().await?;
        let until = held.iter().map(|h| h.expires_at).max().unwrap_or(now);
        let first = &held[0];
        tracing::warn!(
            shard = first.shard,
            total = first.total,
            holder = %first.owner,
            wait_ms = (until - now).max(0),
            "a shard is still claimed by another process (one that stopped without giving it back?); waiting for the claim to expire"
        );
        seen = held;
        let wait = Duration::from_millis((until - now).clamp(0, ttl_ms()) as u64 + 250);
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
    keep_every(store, owner, shards, RENEW_EVERY, lost)
}

/// `keep`, renewing every `every`. The renewal is also where the process
/// looks at its clocks: a wall clock that stepped, or a process that stood
/// still, is said at WARN (`clock_watch`); neither loses the claim, which
/// only another process taking it over does.
pub fn keep_every(
    store: Store,
    owner: String,
    shards: Shards,
    every: Duration,
    lost: impl FnOnce() + Send + 'static,
) -> tokio::task::JoinHandle<()> {
    let count = u64::from(shards.last - shards.first + 1);
    tokio::spawn(async move {
        // Ticks missed while the process stood still are not made up in a burst.
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        tick.tick().await;
        let mut clocks = ClockWatch::new(wall_ms(), std::time::Instant::now(), every);
        loop {
            tick.tick().await;
            clocks.look_and_say(wall_ms(), std::time::Instant::now());
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
