//! Where computer players think: searches run on tokio's blocking pool, at
//! most one per core at a time, so a burst of computer turns at many tables
//! queues here instead of taking the async workers that answer clicks.

use std::sync::OnceLock;

use tokio::sync::Semaphore;

use super::game::{Game, Move};
use crate::bots::Level;
use crate::engine::Seat;

/// Searches allowed at once: one per core the machine offers.
fn permits() -> &'static Semaphore {
    static PERMITS: OnceLock<Semaphore> = OnceLock::new();
    PERMITS.get_or_init(|| Semaphore::new(std::thread::available_parallelism().map_or(2, |n| n.get())))
}

/// Holds every search permit while it lives, so a computer player's
/// search waits (tests: a computer thinking for as long as they need).
#[cfg(any(test, feature = "testing"))]
pub async fn hold_searches() -> tokio::sync::SemaphorePermit<'static> {
    let all = std::thread::available_parallelism().map_or(2, |n| n.get()) as u32;
    permits()
        .acquire_many(all)
        .await
        .expect("the searches' permits are never closed")
}

/// Runs `decide` on the blocking pool once a permit is free. `None` only if
/// the runtime is shutting down (the game then waits for its next drive).
pub async fn off_runtime<T: Send + 'static>(decide: impl FnOnce() -> Option<T> + Send + 'static) -> Option<T> {
    let _permit = permits().acquire().await.ok()?;
    match tokio::task::spawn_blocking(decide).await {
        Ok(found) => found,
        Err(e) => {
            tracing::error!(error = %e, "a computer player's decision failed");
            None
        }
    }
}

/// A computer player's decision to search, taken out of its table.
pub(super) struct Search {
    pub(super) seq: u64,
    pub(super) seat: Seat,
    pub(super) level: Level,
    pub(super) seed: u64,
    pub(super) game: Game,
}

/// A computer player's decision, searched on a state of its table.
pub(super) struct Searched {
    /// The table's version it was searched at.
    pub(super) seq: u64,
    pub(super) seat: Seat,
    pub(super) level: Level,
    pub(super) mv: Option<Move>,
}

impl Search {
    pub(super) async fn run(self) -> Searched {
        let Search {
            seq,
            seat,
            level,
            seed,
            game,
        } = self;
        let mv = off_runtime(move || game.computer_move(seat, level, seed)).await;
        Searched { seq, seat, level, mv }
    }
}
