//! Benchmark: many turn-based tables in one process (#79) — 10,000 open
//! card tables of three people each on SQLite, every one waiting for a
//! person's move: the memory they hold, a pass over their clocks when none
//! ran out (what the bot does every 30 s), and a pass when every one ran out
//! (the autopilot plays each, stored). Run with `cargo bench --bench all -- turns`
//! (without `--bench`, 300 tables: a quick check that it works).

use std::time::Instant;

use wizard_bot::store::{GameKind, Store};
use wizard_bot::table::model::test_clock;
use wizard_bot::table::{SeatOwner, TableOptions, Tables, Verb, now_ms};

/// This process's resident memory, in bytes (Linux).
fn rss() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

pub fn main() {
    let full = crate::full();
    let n: i64 = if full { 10_000 } else { 300 };
    // One thread: the tables' clock is the test clock of this thread.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("turns.db").display());
        let store = Store::open(&url).await.unwrap();
        let tables = Tables::new(store, Some(79));
        let start = now_ms();
        test_clock::set_now(start);
        let before = rss().unwrap_or(0);
        let opened = Instant::now();
        let mut options = TableOptions::defaults(GameKind::Wizard);
        options.turn_based = Some(24);
        for i in 0..n {
            let host = 1_000_000 + i * 3;
            let others = vec![
                (SeatOwner::Human(host + 1), Default::default()),
                (SeatOwner::Human(host + 2), Default::default()),
            ];
            let s = tables
                .create_seated(GameKind::Wizard, Some(1), 10_000 + i, host, options.clone(), others)
                .await
                .unwrap();
            tables.command(s.id, host, Verb::Start).await.unwrap();
        }
        let open_secs = opened.elapsed().as_secs_f64();
        let after = rss().unwrap_or(0);
        let clocks = tables.turn_clocks();
        assert_eq!(clocks.len() as i64, n, "one running clock a table");
        println!(
            "turn-based tables: {n} opened and started in {open_secs:.1} s; memory {:.1} MB more ({:.1} KB a table)",
            (after.saturating_sub(before)) as f64 / 1e6,
            (after.saturating_sub(before)) as f64 / 1e3 / n as f64
        );
        // A pass when nothing ran out: what the bot does every 30 s.
        test_clock::set_now(start + 3_600_000);
        let idle = Instant::now();
        let ran = tables.sweep_clocks().await;
        let listed = tables.turn_clocks().len();
        println!(
            "a pass with no clock run out: {:.2} ms (and {listed} clocks listed for reminders)",
            idle.elapsed().as_secs_f64() * 1e3
        );
        assert!(ran.is_empty());
        // Every clock ran out: the autopilot plays each table's turn, each stored.
        test_clock::set_now(start + 25 * 3_600_000);
        let all = Instant::now();
        let ran = tables.sweep_clocks().await;
        let secs = all.elapsed().as_secs_f64();
        assert_eq!(ran.len() as i64, n, "every table's clock ran out");
        println!(
            "a pass with every clock run out: {n} autopilot moves stored in {secs:.2} s ({:.2} ms a table)",
            secs * 1e3 / n as f64
        );
        assert_eq!(
            tables.turn_clocks().len() as i64,
            n,
            "each table waits for its next person"
        );
    });
}
