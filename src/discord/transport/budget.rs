//! This process's share of Discord's global limit on bot-token requests
//! (channel posts and edits, threads, command registration: everything but
//! interaction callbacks and interaction webhooks). Every such request first
//! takes a place here; none is sent while this process already sent its
//! share in the last second, so the bot never meets a global 429. The
//! public table edits waiting meanwhile are coalesced per table by the
//! publisher (the newest state wins), so a busy bot shows tables a little
//! later instead of failing.

use std::collections::VecDeque;
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::time::Instant;

/// Discord allows 50 a second per bot; the default leaves room for the odd
/// request made outside the budget (serenity's own gateway lookups).
pub const DEFAULT_PER_SECOND: u32 = 45;

/// A sliding one-second window of this process's bot-token requests.
///
/// Discord counts a request when it arrives, which is some time after it
/// was let go here (a busy runtime, the network). So a request holds its
/// place while it is in flight and for a second after its answer came:
/// whatever second Discord looks at, every request that arrived in it was
/// either in flight or answered less than a second before the last of them
/// was let go, and that one was let go only with fewer than `per_second`
/// such requests. Late deliveries cannot bunch up into a 429.
#[derive(Debug)]
pub struct RequestBudget {
    /// How many requests a window holds.
    room: usize,
    /// The span a window counts: a second for Discord's global limit, longer
    /// for a pace of its own (new DM channels, `turns/dm.rs`).
    span: Duration,
    /// Callers wait here in the order they asked (tokio's mutex is fair).
    queue: tokio::sync::Mutex<()>,
    window: std::sync::Mutex<RequestWindow>,
    /// Told when a request in flight is answered.
    answered: tokio::sync::Notify,
    taken: AtomicU64,
}

#[derive(Debug, Default)]
struct RequestWindow {
    in_flight: usize,
    /// When the requests of the last second were answered, oldest first.
    answered: VecDeque<Instant>,
}

impl RequestBudget {
    pub fn new(per_second: u32) -> RequestBudget {
        RequestBudget::per(per_second, Duration::from_secs(1))
    }

    /// At most `n` requests in any `window` (each counted until `window`
    /// after its answer), in the order asked.
    pub fn per(n: u32, window: Duration) -> RequestBudget {
        RequestBudget {
            room: n.max(1) as usize,
            span: window,
            queue: tokio::sync::Mutex::new(()),
            window: Default::default(),
            answered: tokio::sync::Notify::new(),
            taken: AtomicU64::new(0),
        }
    }

    /// This process's share of a bot-wide budget: `share` of `of` shards.
    pub fn share(per_second: u32, share: u32, of: u32) -> RequestBudget {
        let part = u64::from(per_second) * u64::from(share) / u64::from(of.max(1));
        RequestBudget::new(part.max(1) as u32)
    }

    /// The budget of a process that has just started: its first second
    /// counted as spent. Discord counts the bot's requests, not a process's:
    /// the process before it (a restart, a crash) may have sent its whole
    /// share in the last second, which this one cannot know.
    pub fn begun_after_another(self) -> RequestBudget {
        {
            let mut w = self.window.lock().unwrap_or_else(|e| e.into_inner());
            let now = Instant::now();
            w.answered.extend(std::iter::repeat_n(now, self.room));
        }
        self
    }

    pub fn per_second(&self) -> usize {
        self.room
    }

    /// Sends one bot-token request (`request`, not started before) once the
    /// window has room for it, and counts it.
    pub async fn spend<T>(&self, request: impl Future<Output = T>) -> T {
        self.reserve().await.send(request).await
    }

    /// Waits for room for one request and holds it: a caller that decides
    /// what to send only once its turn came (the newest state of a table,
    /// not the one it had when it started waiting) sends it with the permit.
    pub async fn reserve(&self) -> Permit<'_> {
        let _turn = self.queue.lock().await;
        self.reserve_ahead().await
    }

    /// As `reserve`, ahead of the queue: for a request that completes an
    /// update already under way (the post that follows a round's closing
    /// edit), which would otherwise wait behind every other table's turn
    /// and show a state that old. At most a few such requests follow each
    /// reserved one, so the queue still moves.
    /// It waits only for room in the window, and takes it.
    pub async fn reserve_ahead(&self) -> Permit<'_> {
        loop {
            // Registered before looking, so an answer meanwhile is not missed.
            let answered = self.answered.notified();
            let wait = {
                let mut w = self.window.lock().unwrap_or_else(|e| e.into_inner());
                let now = Instant::now();
                while w
                    .answered
                    .front()
                    .is_some_and(|t| now.saturating_duration_since(*t) >= self.span)
                {
                    w.answered.pop_front();
                }
                if w.in_flight + w.answered.len() < self.room {
                    w.in_flight += 1;
                    return Permit {
                        budget: self,
                        sent: false,
                    };
                }
                // Room once the oldest answer is a second old, or sooner
                // when a request in flight is answered.
                w.answered.front().map(|t| *t + self.span)
            };
            match wait {
                Some(at) => {
                    tokio::select! {
                        _ = tokio::time::sleep_until(at) => {}
                        _ = answered => {}
                    }
                }
                None => answered.await,
            }
        }
    }

    /// Bot-token requests made so far.
    pub fn taken(&self) -> u64 {
        self.taken.load(Ordering::Relaxed)
    }
}

/// Room for one request, held from `reserve` until the request is answered
/// (or the permit dropped unused: then the room is given back at once).
#[derive(Debug)]
pub struct Permit<'a> {
    budget: &'a RequestBudget,
    sent: bool,
}

impl Permit<'_> {
    /// Sends the request and counts it; its place stays taken for a second
    /// after the answer (or after the future was dropped mid-way).
    pub async fn send<T>(mut self, request: impl Future<Output = T>) -> T {
        self.sent = true;
        self.budget.taken.fetch_add(1, Ordering::Relaxed);
        metrics::counter!(crate::metric_names::BOT_TOKEN_REQUESTS).increment(1);
        request.await
    }
}

impl Drop for Permit<'_> {
    fn drop(&mut self) {
        let mut w = self.budget.window.lock().unwrap_or_else(|e| e.into_inner());
        w.in_flight -= 1;
        if self.sent {
            w.answered.push_back(Instant::now());
        }
        drop(w);
        self.budget.answered.notify_waiters();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn no_second_holds_more_than_the_share() {
        let budget = RequestBudget::share(45, 2, 4);
        assert_eq!(budget.per_second(), 22);
        let started = Instant::now();
        let mut times = Vec::new();
        for _ in 0..100 {
            budget.spend(async {}).await;
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

    #[tokio::test(start_paused = true)]
    async fn a_longer_window_lets_a_few_through_then_spaces_the_rest() {
        let budget = RequestBudget::per(5, Duration::from_secs(10));
        let started = Instant::now();
        let mut times = Vec::new();
        for _ in 0..12 {
            budget.spend(async {}).await;
            times.push(started.elapsed());
        }
        assert!(times[4] < Duration::from_millis(1), "five at once: {times:?}");
        for (i, t) in times.iter().enumerate() {
            let in_window = times[i..].iter().filter(|u| **u < *t + Duration::from_secs(10)).count();
            assert!(in_window <= 5, "{in_window} within 10 s of {t:?}");
        }
        assert!(times[11] >= Duration::from_secs(20), "{:?}", times[11]);
    }

    /// A process that starts right after another (a restart) does not know
    /// what that one sent in its last second: its first request waits a
    /// second, so the two together stay within the bot's limit.
    #[tokio::test(start_paused = true)]
    async fn a_process_just_begun_waits_a_second_first() {
        let budget = RequestBudget::new(45).begun_after_another();
        let started = Instant::now();
        budget.spend(async {}).await;
        assert!(started.elapsed() >= Duration::from_secs(1), "{:?}", started.elapsed());
        // Then the whole share at once again.
        let again = Instant::now();
        for _ in 0..44 {
            budget.spend(async {}).await;
        }
        assert!(again.elapsed() < Duration::from_millis(10), "{:?}", again.elapsed());
    }

    /// Requests that reach Discord late (a busy runtime, the network) and
    /// are answered later still: however their delays fall, no second at
    /// Discord's end holds more than the share.
    #[tokio::test(start_paused = true)]
    async fn late_deliveries_do_not_bunch_up() {
        let budget = std::sync::Arc::new(RequestBudget::new(20));
        let arrivals = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let started = Instant::now();
        let mut tasks = Vec::new();
        for i in 0..300u64 {
            let (budget, arrivals) = (budget.clone(), arrivals.clone());
            tasks.push(tokio::spawn(async move {
                // Delays from 0 to 900 ms on the way there, 0 to 300 back.
                let there = Duration::from_millis((i * 7919) % 900);
                let back = Duration::from_millis((i * 104_729) % 300);
                budget
                    .spend(async {
                        tokio::time::sleep(there).await;
                        arrivals.lock().unwrap().push(started.elapsed());
                        tokio::time::sleep(back).await;
                    })
                    .await;
            }));
        }
        for t in tasks {
            t.await.unwrap();
        }
        let mut times = arrivals.lock().unwrap().clone();
        times.sort();
        assert_eq!(times.len(), 300);
        for (i, t) in times.iter().enumerate() {
            let in_window = times[i..].iter().filter(|u| **u < *t + Duration::from_secs(1)).count();
            assert!(in_window <= 20, "{in_window} at {t:?}");
        }
        assert_eq!(budget.taken(), 300);
    }
}
