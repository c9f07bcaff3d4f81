//! Which Discord failures pass (rate limits, server errors, the network) and
//! are worth trying again, and how long to wait before the next try.

use std::future::Future;
use std::time::Duration;

/// The longest wait between two tries.
const MAX_WAIT: Duration = Duration::from_secs(30);

/// How long to wait before trying again after `e`, or `None` when trying
/// again cannot help (Discord refused the request itself: 4xx but 429).
pub fn passing(e: &serenity::Error) -> Option<Duration> {
    use serenity::all::HttpError;
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            let status = r.status_code.as_u16();
            if status == 429 {
                metrics::counter!(crate::metric_names::RATE_LIMITED).increment(1);
                // serenity drops the Retry-After header from the error (its own
                // rate limiter reads it, but that is off behind DISCORD_API_BASE):
                // Discord's global limit is counted per second.
                Some(Duration::from_secs(1))
            } else if status >= 500 {
                Some(Duration::from_millis(100))
            } else {
                None
            }
        }
        serenity::Error::Http(HttpError::Request(_)) | serenity::Error::Io(_) => Some(Duration::from_millis(100)),
        _ => None,
    }
}

/// The wait after `tries` failed tries whose error asked for at least `hint`:
/// doubling from a tenth of a second, at most `MAX_WAIT`, never below the hint.
pub fn backoff(hint: Duration, tries: u32) -> Duration {
    Duration::from_millis(100)
        .saturating_mul(1 << tries.min(9))
        .min(MAX_WAIT)
        .max(hint)
}

/// Runs a request until it succeeds, fails for good (not `passing`), or
/// failed `tries` times, waiting as `backoff` says between tries; each
/// failure tried again is said at `WARN`, naming the `request` (the caller
/// says the last).
pub async fn patiently<T, F, Fut>(tries: u32, what: &'static str, mut request: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut failed = 0;
    loop {
        match request().await {
            Err(e) if failed + 1 < tries && passing(&e).is_some() => {
                let wait = backoff(passing(&e).unwrap_or_default(), failed);
                let retry_in_ms = wait.as_millis() as u64;
                tracing::warn!(error = %e, retry_in_ms, request = what, "a Discord request failed; trying again");
                tokio::time::sleep(wait).await;
                failed += 1;
            }
            done => return done,
        }
    }
}

/// Runs a request until it succeeds, fails for good, or failed `MAX_TRIES` times.
pub async fn retry<T, F, Fut>(game: i64, mut request: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    const MAX_TRIES: u32 = 8;
    let mut tries = 0;
    loop {
        match request().await {
            Ok(v) => return Ok(v),
            Err(e) => match passing(&e) {
                Some(hint) if tries + 1 < MAX_TRIES => {
                    let wait = backoff(hint, tries);
                    let retry_in_ms = wait.as_millis() as u64;
                    tracing::warn!(game, error = %e, retry_in_ms, "a Discord request failed; trying again");
                    tokio::time::sleep(wait).await;
                    tries += 1;
                }
                _ => {
                    tracing::error!(game, error = %e, "a Discord request failed for good");
                    return Err(e);
                }
            },
        }
    }
}
