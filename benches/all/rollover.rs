//! Benchmark: the daily rollover with 10,000 tries of one day (#53), on
//! SQLite or (`--postgres`) a throwaway PostgreSQL server: folding the
//! closed day into the daily rating (10,000 people, against 5,000 rated the
//! day before), and gathering every server's recap (100 servers of 100
//! people: each board, its streak news, Hard's line, the week's champions on
//! a Sunday). Hard's own try is in `benches/daily.rs`; posting is Discord's.
//! Run with `cargo bench --bench all -- rollover [--postgres]`; without `--bench`
//! it runs a tenth of the size.

use crate::databases;
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use wizard_bot::league::daily_store::DailyStore;
use wizard_bot::league::recap::gather;
use wizard_bot::store::{GameKind, Store};
use wizard_bot::table::store_daily_try;

/// Sunday 2026-12-06: its recap names the week's champions too.
const DAY: i64 = 20_793;
const SERVERS: i64 = 100;

pub fn main() {
    let full = crate::full();
    let postgres = std::env::args().any(|a| a == "--postgres");
    let tries: i64 = if full { 10_000 } else { 1_000 };
    crate::block_on(async move {
        let backend = if postgres {
            databases::Backend::Postgres
        } else {
            databases::Backend::Sqlite
        };
        let db = databases::fresh(backend)
            .await
            .expect("--postgres needs Debian's postgresql or TEST_POSTGRES_URL");
        let store = Store::open(&db.url).await.unwrap();
        let mut rng = SmallRng::seed_from_u64(53);
        let started = Instant::now();
        // The day before: half of them (the streaks that grow or break).
        for user in 1..=tries {
            let guild = Some(1 + user % SERVERS);
            if user % 2 == 0 {
                let points = rng.random_range(-100..250);
                store_daily_try(&store, GameKind::Wizard, (guild, user, DAY - 1), (points, 4))
                    .await
                    .unwrap();
            }
            let points = rng.random_range(-100..250);
            store_daily_try(&store, GameKind::Wizard, (guild, user, DAY), (points, 4))
                .await
                .unwrap();
        }
        println!(
            "rollover on {}: {} tries stored in {:.1} s (setup, not measured)",
            if postgres { "PostgreSQL" } else { "SQLite" },
            tries + tries / 2,
            started.elapsed().as_secs_f64()
        );
        let t0 = Instant::now();
        let before = store.fold_daily_rating(GameKind::Wizard, DAY - 1).await.unwrap();
        let first = t0.elapsed();
        let t0 = Instant::now();
        let folded = store.fold_daily_rating(GameKind::Wizard, DAY).await.unwrap();
        let fold = t0.elapsed();
        println!(
            "daily rating: the day before ({} people) folded in {:.0} ms; the closed day ({} people, {} rated \
             before) in {:.0} ms",
            before.unwrap_or(0),
            first.as_secs_f64() * 1e3,
            folded.unwrap_or(0),
            before.unwrap_or(0),
            fold.as_secs_f64() * 1e3
        );
        let t0 = Instant::now();
        let mut slowest = 0.0f64;
        let mut lines = 0;
        for guild in 1..=SERVERS {
            let one = Instant::now();
            let r = gather(&store, guild, DAY).await.unwrap();
            slowest = slowest.max(one.elapsed().as_secs_f64());
            lines += r.games.iter().map(|g| g.rows.len()).sum::<usize>() + r.streaks.len();
        }
        let recaps = t0.elapsed();
        println!(
            "recaps: {SERVERS} servers gathered in {:.0} ms ({:.1} ms each, {:.1} ms slowest; {lines} lines of boards \
             and streak news)",
            recaps.as_secs_f64() * 1e3,
            recaps.as_secs_f64() * 1e3 / SERVERS as f64,
            slowest * 1e3
        );
        println!(
            "the rollover of a day of {tries} tries: {:.2} s (rating and every recap, before Discord's posts)",
            (fold + recaps).as_secs_f64()
        );
    });
}
