//! Benchmark: many concurrent games of random legal play through the table
//! layer and SQLite — sustained actions per second, latency of one action
//! including its durable commit, memory per running game, and the time to
//! restore running games at start-up. Run with `cargo bench --bench all -- tables`.

use std::time::{Duration, Instant};

use wizard_bot::load::{Drive, LoadReport, open_games, run};
use wizard_bot::store::Store;
use wizard_bot::table::Tables;

/// Resident memory of this process in bytes (Linux), if known.
fn rss() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

pub fn main() {
    let full = crate::full();
    let (games, seconds, restore_games) = if full { (1_000, 20, 10_000) } else { (20, 1, 100) };
    crate::block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("bench.db").display());
        let tables = Tables::new(Store::open(&url).await.unwrap(), Some(1));
        let before = rss();
        let t = Instant::now();
        let ids = open_games(&tables, games, 1).await;
        let opened = t.elapsed();
        let after = rss();
        if let (Some(b), Some(a)) = (before, after) {
            println!(
                "{games} games opened in {:.1} s; memory per running game ≈ {:.1} KB (process RSS growth / games)",
                opened.as_secs_f64(),
                (a.saturating_sub(b)) as f64 / games as f64 / 1024.0
            );
        }
        let print = |label: &str, r: &LoadReport| {
            println!(
                "{label}: {} games, {:.1} s: {} actions = {:.0} actions/s; latency p50 {:.2} ms, p99 {:.2} ms, max {:.1} ms",
                r.games,
                r.elapsed.as_secs_f64(),
                r.actions,
                r.actions_per_sec(),
                r.p50.as_secs_f64() * 1e3,
                r.p99.as_secs_f64() * 1e3,
                r.max.as_secs_f64() * 1e3
            )
        };
        // Paced: each game moves every 200 ms, 5,000 actions/s for 1,000 games.
        let paced = Drive {
            duration: Duration::from_secs(seconds),
            ack: false,
            pace: Some(Duration::from_millis(200)),
        };
        print("paced at 5 actions/s per game", &run(&tables, &ids, paced).await);
        // Flat out: every game moves as soon as its last move is answered.
        let flat = Drive {
            duration: Duration::from_secs(seconds),
            ack: false,
            pace: None,
        };
        print("flat out", &run(&tables, &ids, flat).await);

        // Restore: a database with `restore_games` running games, reopened by a fresh process state.
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("restore.db").display());
        {
            let tables = Tables::new(Store::open(&url).await.unwrap(), Some(2));
            let ids = open_games(&tables, restore_games, 1).await;
            // A few moves in each, so restoring replays real event logs.
            let drive = Drive {
                duration: Duration::from_millis(if full { 5_000 } else { 200 }),
                ack: false,
                pace: None,
            };
            run(&tables, &ids, drive).await;
        }
        let t = Instant::now();
        let tables = Tables::new(Store::open(&url).await.unwrap(), Some(3));
        let n = tables.restore().await.unwrap();
        println!("restored {n} running games in {:.2} s", t.elapsed().as_secs_f64());
    });
}
