//! Discord's gateway as Discord documents it, kept by the bot itself between
//! serenity and Discord. serenity 0.12 reads the events and runs the
//! handlers, but its connection logic re-identifies where Discord asks a
//! client to resume (a connection that stopped acknowledging heartbeats: the
//! events sent meanwhile were lost), logs in again after the close codes that
//! only an operator can mend, and logs in again every 5 s when sessions are
//! refused (Discord resets a token after 1,000 logins a day). So serenity
//! talks to this process (`Keeper`, a WebSocket on 127.0.0.1) and the keeper
//! talks to Discord, one connection for each of serenity's (`relay`):
//! - an IDENTIFY from serenity resumes the shard's session when it still can
//!   be resumed (serenity is handed the session's READY, then what it missed);
//! - the events Discord replays on a resume are passed on once: a sequence
//!   number already passed on is not passed again;
//! - Invalid Session (not resumable) waits 1–5 s before the next IDENTIFY, as
//!   Discord asks, and every IDENTIFY waits for the login budget (`logins`);
//! - a close that only an operator can mend (`closes`) stops the bot with
//!   the reason in one line, instead of logging in again;
//! - serenity's own close goes to Discord with serenity's code (4000 keeps
//!   the session resumable; 1000, a clean stop, ends it).

pub mod closes;
pub mod logins;
mod relay;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::Value;

use logins::Logins;

use super::DiscordStore;

/// A shard's session with Discord, as the keeper holds it.
#[derive(Debug, Clone)]
struct Session {
    id: String,
    /// Where Discord asks a resume to connect.
    resume_url: String,
    /// The last sequence number passed on to serenity.
    seq: u64,
    /// The last sequence number serenity said it has (its heartbeat's): what
    /// came after may be lost in the connection serenity left when it starts
    /// again (a heartbeat it saw unanswered), so a resume made for its
    /// IDENTIFY replays it. The bot answers an interaction once (`in_flight`).
    heard: u64,
    /// The READY that began it (handed to serenity again when its IDENTIFY
    /// is made a resume).
    ready: Value,
    /// The relay of serenity's newest connection, the only one that passes
    /// events on: serenity may start a new connection before the one it
    /// left is closed, and what reaches the old one meanwhile is never read.
    owner: u64,
}

/// The keeper: where serenity connects, and what it knows of each shard.
pub struct Keeper<S> {
    /// Discord's gateway (`GET /gateway`'s URL), without a query.
    upstream: String,
    logins: Logins<S>,
    sessions: Mutex<HashMap<u32, Session>>,
    /// No IDENTIFY on a shard before this (1–5 s after an Invalid Session).
    not_before: Mutex<HashMap<u32, tokio::time::Instant>>,
    /// Why the bot must stop, once a close said so.
    stop: tokio::sync::watch::Sender<Option<String>>,
    /// The bot's token, as serenity sends it (for a resume the keeper makes
    /// on its own); never logged.
    token: Mutex<String>,
    /// Numbers serenity's connections (`Session::owner`).
    relays: std::sync::atomic::AtomicU64,
    counts: Counts,
}

/// What the keeper did, for `/metrics` and tests.
#[derive(Debug, Default)]
pub struct Counts {
    pub identifies: std::sync::atomic::AtomicU64,
    pub resumes: std::sync::atomic::AtomicU64,
    pub replayed_dropped: std::sync::atomic::AtomicU64,
}

/// A running keeper: serenity's gateway URL, and the reason to stop when
/// Discord gave one.
pub struct Kept<S> {
    pub url: String,
    pub keeper: Arc<Keeper<S>>,
    pub stop: tokio::sync::watch::Receiver<Option<String>>,
    task: tokio::task::JoinHandle<()>,
}

impl<S> Drop for Kept<S> {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// The gateway's version and encoding, as serenity 0.12 asks for them.
const QUERY: &str = "?v=10&encoding=json";

/// Starts the keeper in front of Discord's gateway at `upstream`, counting
/// logins in `store` (none: in memory).
pub async fn keep<S: DiscordStore>(upstream: &str, store: Option<S>) -> std::io::Result<Kept<S>> {
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0)).await?;
    let url = format!("ws://{}", listener.local_addr()?);
    let (stop, stopped) = tokio::sync::watch::channel(None);
    let keeper = Arc::new(Keeper {
        upstream: upstream
            .trim_end_matches('/')
            .split('?')
            .next()
            .unwrap_or_default()
            .to_string(),
        logins: Logins::new(store),
        sessions: Mutex::new(HashMap::new()),
        not_before: Mutex::new(HashMap::new()),
        stop,
        token: Mutex::new(String::new()),
        relays: std::sync::atomic::AtomicU64::new(1),
        counts: Counts::default(),
    });
    let serving = keeper.clone();
    let task = tokio::spawn(async move {
        loop {
            match listener.accept().await {
                // Only this process connects here.
                Ok((tcp, peer)) if peer.ip().is_loopback() => {
                    tokio::spawn(relay::relay(serving.clone(), tcp));
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(error = %e, "the gateway keeper could not accept serenity's connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
        }
    });
    Ok(Kept {
        url,
        keeper,
        stop: stopped,
        task,
    })
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl<S: DiscordStore> Keeper<S> {
    pub fn counts(&self) -> &Counts {
        &self.counts
    }

    fn stopping(&self) -> bool {
        self.stop.borrow().is_some()
    }

    fn stop_for(&self, why: &str) {
        if !self.stopping() {
            tracing::error!("{why}");
            let _ = self.stop.send(Some(why.to_string()));
        }
    }

    fn token(&self) -> String {
        lock(&self.token).clone()
    }

    /// Keeps the token serenity logs in with (an IDENTIFY's or RESUME's `d.token`).
    fn learn_token(&self, frame: &Value) {
        if let Some(t) = frame["d"]["token"].as_str() {
            *lock(&self.token) = t.to_string();
        }
    }

    fn session(&self, shard: u32) -> Option<Session> {
        lock(&self.sessions).get(&shard).cloned()
    }

    /// A number for a new connection of serenity's.
    fn relay_id(&self) -> u64 {
        self.relays.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    /// Whether `relay` carries serenity's newest connection on `shard` (a
    /// shard without a session yet: any may).
    fn owns(&self, shard: u32, relay: u64) -> bool {
        lock(&self.sessions).get(&shard).is_none_or(|s| s.owner == relay)
    }

    /// serenity's heartbeat on `relay` says it has the dispatches up to `seq`.
    fn heard(&self, shard: u32, seq: u64, relay: u64) {
        if let Some(s) = lock(&self.sessions).get_mut(&shard).filter(|s| s.owner == relay) {
            s.heard = s.heard.max(seq).min(s.seq);
        }
    }

    /// The shard's session, to be resumed for serenity's IDENTIFY on `relay`
    /// from what serenity last said it had: the dispatches after it are
    /// passed on again, and on `relay` only.
    fn rewound(&self, shard: u32, relay: u64) -> Option<Session> {
        let mut sessions = lock(&self.sessions);
        let s = sessions.get_mut(&shard)?;
        s.seq = s.heard.min(s.seq);
        s.owner = relay;
        Some(s.clone())
    }

    fn began(&self, shard: u32, session: Session) {
        lock(&self.sessions).insert(shard, session);
    }

    fn forget(&self, shard: u32) {
        lock(&self.sessions).remove(&shard);
    }

    /// serenity resumes on its own from `seq` on `relay`: everything after it
    /// is new to it, also what the keeper passed on to the connection
    /// serenity left (sent, and never read: seen lost in `tests/discord/chaos.rs`).
    fn resumed_from(&self, shard: u32, seq: u64, relay: u64) {
        if let Some(s) = lock(&self.sessions).get_mut(&shard) {
            s.seq = s.seq.min(seq);
            s.owner = relay;
        }
    }

    /// Whether dispatch `seq` of `shard`, come on `relay`, is new (and so to
    /// be passed on); one replayed on a resume that serenity already had is
    /// not, nor one come to a connection serenity has left.
    fn is_new(&self, shard: u32, seq: u64, relay: u64) -> bool {
        let mut sessions = lock(&self.sessions);
        let Some(s) = sessions.get_mut(&shard) else {
            return true;
        };
        if s.owner != relay {
            return false;
        }
        if seq <= s.seq {
            self.counts
                .replayed_dropped
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            return false;
        }
        s.seq = seq;
        true
    }

    /// The shard whose session is `id`.
    fn shard_of(&self, id: &str) -> Option<u32> {
        lock(&self.sessions).iter().find(|(_, s)| s.id == id).map(|(&n, _)| n)
    }

    /// No IDENTIFY on `shard` for a random 1–5 s (after an Invalid Session).
    fn hold_off(&self, shard: u32) {
        let wait = Duration::from_millis(rand::random_range(1_000..=5_000));
        lock(&self.not_before).insert(shard, tokio::time::Instant::now() + wait);
    }

    /// When an IDENTIFY on `shard` may go: the login budget's wait, and the
    /// hold after an Invalid Session.
    async fn identify_at(&self, shard: u32) -> tokio::time::Instant {
        let budget = tokio::time::Instant::now() + self.logins.wait().await;
        let held = lock(&self.not_before).get(&shard).copied();
        held.map_or(budget, |h| h.max(budget))
    }
}
