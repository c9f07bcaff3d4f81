//! This process's share of Discord's global limit on bot-token requests
//! (channel posts and edits, threads, command registration: everything but
//! interaction callbacks and interaction webhooks). Every such request first
//! takes a place here; none is sent while this process already sent its
//! share in the last second, so the bot never meets a global 429. The
//! public table edits waiting meanwhile are coalesced per table by the
//! publisher (the newest state wins), so a busy bot shows tables a little
//! later instead of failing.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::time::Instant;

/// Discord allows 50 a second per bot; the default leaves room for the odd
/// request made outside the budget (serenity's own gateway lookups).
pub const DEFAULT_PER_SECOND: u32 = 45;

/// A sliding one-second window of this process's bot-token requests.
#[derive(Debug)]
pub struct Budget {
    per_second: usize,
    sent: tokio::sync::Mutex<VecDeque<Instant>>,
    taken: AtomicU64,
}

impl Budget {
    pub fn new(per_second: u32) -> Budget {
        Budget {
            per_second: per_second.max(1) as usize,
            sent: tokio::sync::Mutex::new(VecDeque::new()),
            taken: AtomicU64::new(0),
        }
    }

    /// This process's share of a bot-wide budget: `share` of `of` shards.
    pub fn share(per_second: u32, share: u32, of: u32) -> Budget {
        let part = u64::from(per_second) * u64::from(share) / u64::from(of.max(1));
        Budget::new(part.max(1) as u32)
    }

    pub fn per_second(&self) -> usize {
        self.per_second
    }

    /// Waits until one more request keeps this process within its share of
    /// any one second, and counts it. Callers queue in the order they asked
    /// (tokio's mutex is fair), so no table's update waits behind later
    /// ones; each request is counted at the moment it is let go, not at a
    /// moment reserved for it, so a busy runtime that wakes waiters late
    /// cannot let a second's worth go out together.
    pub async fn take(&self) {
        let mut sent = self.sent.lock().await;
        loop {
            let now = Instant::now();
            while sent
                .front()
                .is_some_and(|t| now.saturating_duration_since(*t) >= Duration::from_secs(1))
            {
                sent.pop_front();
            }
            if sent.len() < self.per_second {
                sent.push_back(now);
                break;
            }
            // Room once the oldest request of the window is a second old.
            let oldest = sent.front().copied().unwrap_or(now);
            tokio::time::sleep_until(oldest + Duration::from_secs(1)).await;
        }
        drop(sent);
        self.taken.fetch_add(1, Ordering::Relaxed);
        metrics::counter!(crate::monitor::BOT_TOKEN_REQUESTS).increment(1);
    }

    /// Bot-token requests made so far.
    pub fn taken(&self) -> u64 {
        self.taken.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn no_second_holds_more_than_the_share() {
        let budget = Budget::share(45, 2, 4);
        assert_eq!(budget.per_second(), 22);
        let started = Instant::now();
        let mut times = Vec::new();
        for _ in 0..100 {
            budget.take().await;
            times.push(started.elapsed());
        }
        for (i, t) in times.iter().enumerate() {
            let in_window = times[i..].iter().filter(|u| **u < *t + Duration::from_secs(1)).count();
            assert!(in_window <= 22, "{in_window} at {t:?}");
        }
        // 100 requests at 22 a second: the last waits for the fifth second.
        assert!(times[99] >= Duration::from_secs(4), "{:?}", times[99]);
        assert_eq!(budget.taken(), 100);
    }
}
