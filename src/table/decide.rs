//! Where computer players think: searches run on tokio's blocking pool, at
//! most one per core at a time, so a burst of computer turns at many tables
//! queues here instead of taking the async workers that answer clicks.

use std::sync::OnceLock;

use tokio::sync::Semaphore;

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
