//! Benchmark: the whole bot through the fake Discord (real serenity client,
//! gateway and REST on 127.0.0.1, every request validated against Discord's
//! spec) with many card-game tables at once, players clicking at a fixed total
//! rate. Reports p50/p99/max time from INTERACTION_CREATE to the callback
//! request, and REST requests per player move. Run with
//! `cargo bench --bench all -- discord_latency`.

use crate::e2e;
use std::sync::Arc;
use std::time::Duration;

pub fn main() {
    let full = crate::full();
    let (tables, rate, seconds) = if full { (40, 200, 30) } else { (3, 50, 2) };
    crate::block_on(async move {
        let e = Arc::new(e2e::E2e::start().await);
        let games = e.tables_of_four(tables, 10).await;
        let before_requests = e2e::play_requests(&e.fake);
        let before_acks = e.fake.ack_times().len();
        let mut moves_before = 0;
        for (game, _) in &games {
            moves_before += e2e::moves_logged(e.store(), *game).await;
        }
        let pace = e2e::Pace::start(rate, Duration::from_secs(seconds));
        let started = std::time::Instant::now();
        e2e::play_all_paced(&e, &games, &pace).await;
        let elapsed = started.elapsed();
        // Let the last public updates land before counting requests.
        tokio::time::sleep(Duration::from_millis(500)).await;
        let mut acks = e.fake.ack_times();
        let measured = acks.len() - before_acks;
        acks.sort();
        let pct = |p: f64| acks[((acks.len() - 1) as f64 * p) as usize];
        let mut moves = 0;
        for (game, _) in &games {
            moves += e2e::moves_logged(e.store(), *game).await;
        }
        let moves = moves - moves_before;
        let requests = e2e::play_requests(&e.fake) - before_requests;
        println!(
            "{tables} tables, {measured} interactions in {:.1} s ({:.0}/s): INTERACTION_CREATE → callback p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms",
            elapsed.as_secs_f64(),
            measured as f64 / elapsed.as_secs_f64(),
            pct(0.5).as_secs_f64() * 1e3,
            pct(0.99).as_secs_f64() * 1e3,
            acks.last().unwrap().as_secs_f64() * 1e3,
        );
        println!(
            "{moves} moves, {requests} REST requests: {:.2} per move (4 people at each table)",
            requests as f64 / moves.max(1) as f64
        );
        assert!(
            acks.last().unwrap() < &Duration::from_secs(3),
            "an interaction took over 3 s"
        );
        let v = e.fake.violations();
        assert!(v.is_empty(), "{v:?}");
    });
}
