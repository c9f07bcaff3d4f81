//! The bot's logins to Discord's gateway, counted and spaced. Each IDENTIFY
//! starts a session, and Discord resets a bot's token after 1,000 of them in
//! 24 hours: a bot that logs in again whenever a session is refused (every
//! 5 s, as it once did) spends them in under an hour and takes itself off
//! Discord until an operator makes a new token. So every IDENTIFY, from
//! every process (they share the token), is stored with its time and
//! whether its session began (READY came), and the next one waits:
//! - after logins whose sessions did not begin, 5 s, then twice as long each
//!   time, up to 15 minutes (at most 96 a day once it is that slow);
//! - never more than `MOST_A_DAY` in any 24 hours, whatever happened: the
//!   next waits until the oldest of the day's is 24 hours old;
//! - at `WARN_AT` in 24 hours the bot says so at WARN, once a day.
//!
//! Counted across restarts (a bot that crashes and is restarted at once
//! waits as long as it would have), and across processes.

use std::sync::Mutex;
use std::time::Duration;

use crate::discord::DiscordStore;
pub use crate::discord::storage::Login;
use crate::table::model::wall_ms;

/// Logins Discord allows in 24 hours before it resets the token.
pub const DISCORDS_LIMIT: usize = 1_000;
/// Logins the bot makes in any 24 hours, at most: well below Discord's.
pub const MOST_A_DAY: usize = 900;
/// Logins in 24 hours at which the bot warns.
pub const WARN_AT: usize = DISCORDS_LIMIT / 2;
/// The wait after a login whose session did not begin; doubled each time.
pub const FIRST_BACKOFF: Duration = Duration::from_secs(5);
/// The longest wait between two logins that found no session.
pub const MOST_BACKOFF: Duration = Duration::from_secs(15 * 60);

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// How long to wait, from `now_ms`, before the next login, given the logins
/// of the last day (oldest first).
pub fn wait_before(day: &[Login], now_ms: i64) -> Duration {
    let day: Vec<&Login> = day.iter().filter(|l| l.at_ms > now_ms - DAY_MS).collect();
    let mut until = now_ms;
    if day.len() >= MOST_A_DAY {
        // The one that must fall out of the day first.
        until = until.max(day[day.len() - MOST_A_DAY].at_ms + DAY_MS);
    }
    let failed = day.iter().rev().take_while(|l| !l.ready).count();
    if let (Some(last), true) = (day.last(), failed > 0) {
        let doubled = FIRST_BACKOFF.saturating_mul(1 << (failed - 1).min(20));
        let backoff = doubled.min(MOST_BACKOFF).as_millis() as i64;
        until = until.max(last.at_ms + backoff);
    }
    Duration::from_millis((until - now_ms).max(0) as u64)
}

/// The logins, stored (or, without a store, in memory: tools and tests).
pub struct Logins<S> {
    store: Option<S>,
    memory: Mutex<Vec<(i64, Login)>>,
    /// When the bot last warned that half the day's logins are spent.
    warned_ms: Mutex<Option<i64>>,
}

impl<S: DiscordStore> Logins<S> {
    pub fn new(store: Option<S>) -> Logins<S> {
        Logins {
            store,
            memory: Mutex::new(Vec::new()),
            warned_ms: Mutex::new(None),
        }
    }

    /// The logins of the last day, oldest first. A store that cannot be read
    /// gives what this process knows (its own, since it started).
    async fn day(&self, now_ms: i64) -> Vec<Login> {
        if let Some(store) = &self.store {
            match store.logins_since(now_ms - DAY_MS).await {
                Ok(day) => return day,
                Err(e) => {
                    tracing::warn!(error = %e, "could not read the gateway's logins; counting this process's own")
                }
            }
        }
        let memory = self.memory.lock().unwrap_or_else(|p| p.into_inner());
        memory
            .iter()
            .map(|(_, l)| *l)
            .filter(|l| l.at_ms > now_ms - DAY_MS)
            .collect()
    }

    /// How long the next login must wait now; says at WARN when the day's
    /// logins reached `WARN_AT`, and at ERROR when the bot waits for the day.
    pub async fn wait(&self) -> Duration {
        let now = wall_ms();
        let day = self.day(now).await;
        let wait = wait_before(&day, now);
        if day.len() >= WARN_AT {
            let mut warned = self.warned_ms.lock().unwrap_or_else(|p| p.into_inner());
            if warned.is_none_or(|at| now - at >= DAY_MS) {
                *warned = Some(now);
                tracing::warn!(
                    logins = day.len(),
                    discords_limit = DISCORDS_LIMIT,
                    "the bot logged in to Discord's gateway {} times in 24 hours (Discord resets the token at {}): \
                     its sessions keep ending; it logs in more slowly from now on",
                    day.len(),
                    DISCORDS_LIMIT
                );
            }
        }
        if day.len() >= MOST_A_DAY {
            tracing::error!(
                logins = day.len(),
                wait_s = wait.as_secs(),
                "the bot logged in to Discord's gateway {} times in 24 hours: it waits {} s before the next, \
                 so Discord never resets its token",
                day.len(),
                wait.as_secs()
            );
        }
        wait
    }

    /// Counts a login sent now, on `shard`; returns its id, for `began`.
    pub async fn sent(&self, shard: u32) -> i64 {
        let now = wall_ms();
        if let Some(store) = &self.store {
            match store.record_login(now, shard).await {
                Ok(id) => return id,
                Err(e) => tracing::warn!(error = %e, "could not store a gateway login; counting it in memory"),
            }
        }
        let mut memory = self.memory.lock().unwrap_or_else(|p| p.into_inner());
        let id = -(memory.len() as i64) - 1;
        memory.push((
            id,
            Login {
                at_ms: now,
                ready: false,
            },
        ));
        id
    }

    /// Login `id`'s session began (READY came).
    pub async fn began(&self, id: i64) {
        if id < 0 {
            let mut memory = self.memory.lock().unwrap_or_else(|p| p.into_inner());
            if let Some((_, l)) = memory.iter_mut().find(|(i, _)| *i == id) {
                l.ready = true;
            }
            return;
        }
        if let Some(store) = &self.store
            && let Err(e) = store.login_began(id).await
        {
            tracing::warn!(error = %e, "could not store that a gateway session began");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000_000;

    fn logins(outcomes: &[(i64, bool)]) -> Vec<Login> {
        outcomes
            .iter()
            .map(|&(ago_ms, ready)| Login {
                at_ms: NOW - ago_ms,
                ready,
            })
            .collect()
    }

    #[test]
    fn logins_whose_sessions_begin_wait_for_nothing() {
        assert_eq!(wait_before(&[], NOW), Duration::ZERO);
        assert_eq!(
            wait_before(&logins(&[(60_000, true), (1_000, true)]), NOW),
            Duration::ZERO
        );
    }

    #[test]
    fn refused_sessions_back_off_doubling_to_fifteen_minutes() {
        // One refused a second ago: 5 s after it.
        assert_eq!(wait_before(&logins(&[(1_000, false)]), NOW), Duration::from_secs(4));
        // Three refused in a row, the last just now: 20 s.
        let three = logins(&[(30_000, false), (20_000, false), (0, false)]);
        assert_eq!(wait_before(&three, NOW), Duration::from_secs(20));
        // A session that began resets it.
        let reset = logins(&[(30_000, false), (20_000, false), (10_000, true), (0, false)]);
        assert_eq!(wait_before(&reset, NOW), Duration::from_secs(5));
        // Many in a row: never longer than 15 minutes.
        let many: Vec<(i64, bool)> = (0..40).map(|i| (40 - i, false)).collect();
        assert_eq!(
            wait_before(&logins(&many), NOW),
            MOST_BACKOFF - Duration::from_millis(1)
        );
    }

    /// Whatever Discord does, a day of logins made as fast as the budget
    /// allows stays under `MOST_A_DAY`, far from Discord's 1,000: sessions
    /// that are refused at once, and sessions that begin and are ended a
    /// moment later (each resets the backoff).
    #[test]
    fn no_day_ever_reaches_discords_limit() {
        for begins in [false, true] {
            let mut day: Vec<Login> = Vec::new();
            let mut now = NOW;
            let end = NOW + 3 * DAY_MS;
            let mut most = 0;
            while now < end {
                now += wait_before(&day, now).as_millis() as i64;
                day.push(Login {
                    at_ms: now,
                    ready: begins,
                });
                day.retain(|l| l.at_ms > now - DAY_MS);
                most = most.max(day.len());
                // Discord answers at once; the bot's own pace (one a second at best).
                now += 1_000;
            }
            assert!(most <= MOST_A_DAY, "{most} logins in a day (sessions begin: {begins})");
            if begins {
                assert_eq!(most, MOST_A_DAY, "sessions that begin are spaced only by the day's cap");
            } else {
                assert!(most < 120, "{most} refused logins in a day");
            }
        }
    }
}
