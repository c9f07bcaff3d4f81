//! Several tables at once through the whole bot, at a fixed rate of clicks:
//! every interaction is answered in time, every request keeps Discord's spec,
//! and the bot never goes past Discord's rate limits (no 429). The
//! `discord_latency` and `scale` benchmarks measure the same at full size;
//! this is their correctness half, run with the tests.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::e2e;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn tables_at_once_are_answered_in_time_within_discords_limits() {
    let e = Arc::new(e2e::E2e::start().await);
    let games = e.tables_of_four(3, 10).await;
    let before_acks = e.fake.ack_times().len();
    let mut moves_before = 0;
    for (game, _) in &games {
        moves_before += e2e::moves_logged(e.store(), *game).await;
    }
    let pace = e2e::Pace::start(50, Duration::from_secs(2));
    e2e::play_all_paced(&e, &games, &pace).await;
    let mut moves = 0;
    for (game, _) in &games {
        moves += e2e::moves_logged(e.store(), *game).await;
    }
    assert!(moves > moves_before + 20, "{} moves played", moves - moves_before);
    let acks = e.fake.ack_times();
    assert!(
        acks.len() > before_acks + 20,
        "{} interactions answered",
        acks.len() - before_acks
    );
    let slowest = acks.iter().max().unwrap();
    assert!(*slowest < Duration::from_secs(3), "an interaction took {slowest:?}");
    assert_eq!(
        e.fake.inner.rate_limited.load(Ordering::SeqCst),
        0,
        "the bot went over Discord's limits"
    );
    let v = e.fake.violations();
    assert!(v.is_empty(), "{v:?}");
}
