//! The interactions the bot is handling right now, counted so a stopping bot
//! can answer them before it lets go (SIGTERM, Ctrl-C): Discord waits 3 s for
//! an answer, and a click whose move is durable should also be told so.
//! And the ones it took lately, so that one the gateway passes on twice (a
//! resume replays what serenity may have lost) is answered once.

use std::collections::{HashSet, VecDeque};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

#[derive(Default)]
pub struct InFlight {
    count: AtomicUsize,
    /// Woken each time one is answered.
    done: Notify,
    /// The bot is stopping: what comes in now is told so, not handled (its
    /// tables may be gone before it is done).
    closed: AtomicBool,
    /// The ids of the last `RECENT` interactions taken, oldest first.
    taken: Mutex<(HashSet<u64>, VecDeque<u64>)>,
}

/// How many interaction ids are remembered: far more than a resume replays
/// (the events since serenity's last heartbeat, 41 s of them).
const RECENT: usize = 4_096;

/// One interaction being handled; answered (or given up) when dropped.
pub struct Handling<'a>(&'a InFlight);

impl Drop for Handling<'_> {
    fn drop(&mut self) {
        self.0.count.fetch_sub(1, Ordering::SeqCst);
        self.0.done.notify_waiters();
    }
}

impl InFlight {
    /// Counts one interaction until the guard is dropped.
    pub fn begin(&self) -> Handling<'_> {
        self.count.fetch_add(1, Ordering::SeqCst);
        Handling(self)
    }

    /// Whether the bot stopped taking interactions. Read after `begin`: one
    /// that began before `close` is waited for, one after it is turned away.
    pub fn closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }

    /// Whether interaction `id` comes for the first time (and is taken now);
    /// false for one already taken, passed on again after a resume.
    pub fn first_time(&self, id: u64) -> bool {
        let mut taken = self.taken.lock().unwrap_or_else(|p| p.into_inner());
        let (ids, order) = &mut *taken;
        if !ids.insert(id) {
            return false;
        }
        order.push_back(id);
        if order.len() > RECENT
            && let Some(old) = order.pop_front()
        {
            ids.remove(&old);
        }
        true
    }

    /// Takes no new interaction from now on.
    pub fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
    }

    pub fn count(&self) -> usize {
        self.count.load(Ordering::SeqCst)
    }

    /// Waits until none is being handled, up to `grace`; whether none is.
    pub async fn settled(&self, grace: Duration) -> bool {
        let wait = async {
            loop {
                let done = self.done.notified();
                if self.count() == 0 {
                    return;
                }
                done.await;
            }
        };
        tokio::time::timeout(grace, wait).await.is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_stop_waits_for_what_is_being_handled_and_no_longer_than_its_grace() {
        let flight = std::sync::Arc::new(InFlight::default());
        assert!(flight.settled(Duration::from_millis(10)).await, "nothing in flight");
        let held = flight.begin();
        assert_eq!(flight.count(), 1);
        assert!(!flight.settled(Duration::from_millis(50)).await, "held past the grace");
        let f = flight.clone();
        let waiting = tokio::spawn(async move { f.settled(Duration::from_secs(10)).await });
        tokio::time::sleep(Duration::from_millis(20)).await;
        drop(held);
        assert!(waiting.await.unwrap(), "settled once the interaction was answered");
        assert_eq!(flight.count(), 0);
    }

    #[test]
    fn an_interaction_passed_on_twice_is_taken_once_and_old_ones_are_forgotten() {
        let flight = InFlight::default();
        assert!(flight.first_time(7));
        assert!(!flight.first_time(7), "the replayed one is not taken again");
        for id in 100..100 + RECENT as u64 {
            assert!(flight.first_time(id));
        }
        assert!(flight.first_time(7), "forgotten after {RECENT} others");
        assert_eq!(flight.taken.lock().unwrap().0.len(), RECENT);
    }

    #[test]
    fn once_closed_what_comes_in_is_turned_away() {
        let flight = InFlight::default();
        let before = flight.begin();
        assert!(!flight.closed(), "open until the stop");
        flight.close();
        assert!(flight.closed(), "what begins after the stop sees it");
        assert_eq!(flight.count(), 1, "what began before is still waited for");
        drop(before);
        assert_eq!(flight.count(), 0);
    }
}
