//! Benchmark: Discord's request budget at human pace. Many card-game tables
//! of four people through the whole bot and the fake Discord (which refuses
//! more than 50 bot-token requests a second with 429, as Discord does), each
//! table moving about once every few seconds, with the production settings
//! (45 bot-token requests a second, at least 1.25 s between two updates of a
//! table's public message). Reports bot-token requests per second and per
//! move, 429s, INTERACTION_CREATE → callback p50/p99, and the delay from a
//! move being stored to the public table showing it (p50/p99). The tables
//! first play a spread of moves, so their rounds do not end together.
//!
//! `cargo bench --bench scale` (SQLite, 200 tables, 60 s);
//! `SCALE_TABLES=N SCALE_SECONDS=S` change the load; `--postgres` runs on a
//! throwaway PostgreSQL server (as the storage tests start one).

#[path = "../tests/support/databases.rs"]
mod databases;
#[path = "../tests/e2e/mod.rs"]
mod e2e;
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use fake_discord::server::is_bot_token;
use wizard_bot::store::sql::query;

fn setting(key: &str, default: u64) -> u64 {
    std::env::var(key).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let postgres = std::env::args().any(|a| a == "--postgres");
    let tables = setting("SCALE_TABLES", if full { 200 } else { 4 }) as usize;
    let seconds = setting("SCALE_SECONDS", if full { 60 } else { 3 });
    // SAFETY: set before any thread of this program reads the environment.
    unsafe { std::env::set_var("TABLE_EDIT_GAP_MS", "1250") };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async move {
        let url = if postgres {
            let db = databases::fresh(databases::Backend::Postgres)
                .await
                .expect("--postgres needs Debian's postgresql or TEST_POSTGRES_URL");
            Some(db.url)
        } else {
            None
        };
        let e = Arc::new(e2e::E2e::start_on(url).await);
        let games = e.tables_of_four(tables, 60).await;
        // Real tables do not start together: each plays a random number of
        // moves first (up to round 3), so rounds end at different moments
        // rather than all at once.
        let mut warm = Vec::new();
        for (i, &(game, humans)) in games.iter().enumerate() {
            let e = e.clone();
            let moves = (i * 7919) % 16;
            warm.push(tokio::spawn(async move { e.play(game, &humans, 1_000 + i as u64, moves).await }));
        }
        for w in warm {
            w.await.unwrap();
        }
        let inner = &e.fake.inner;
        eprintln!(
            "warm-up: 429s {} (a channel's edits {})",
            inner.rate_limited.load(std::sync::atomic::Ordering::SeqCst),
            inner.channel_limited.load(std::sync::atomic::Ordering::SeqCst)
        );
        // Let the warm-up's updates drain out of the budget's window.
        tokio::time::sleep(Duration::from_secs(8)).await;
        let bot_token = |e: &e2e::E2e| e.fake.count_requests(|r| is_bot_token(&r.path));
        let before_requests = bot_token(&e);
        let before_acks = e.fake.ack_times().len();
        let from_ms = wizard_bot::store::now_ms();
        let mut moves_before = 0;
        for (game, _) in &games {
            moves_before += e2e::moves_logged(e.store(), *game).await;
        }
        // Human pace: about 0.35 clicks a second per table (opening a hand
        // and playing from it), a move every 5 to 7 s or so at each table.
        let rate = ((tables as f64) * 0.35).ceil() as u32;
        let pace = e2e::Pace::start(rate.max(1), Duration::from_secs(seconds));
        let started = std::time::Instant::now();
        let decisions = e2e::play_all_paced(&e, &games, &pace).await;
        let elapsed = started.elapsed();
        let until_ms = wizard_bot::store::now_ms();
        // The last moves' tables come after at most the gap and the budget's wait.
        tokio::time::sleep(Duration::from_secs(5)).await;
        let requests = bot_token(&e) - before_requests;
        let mut acks = e.fake.ack_times()[before_acks..].to_vec();
        acks.sort();
        let pct = |v: &[Duration], p: f64| v[((v.len() - 1) as f64 * p) as usize];
        let mut moves = 0;
        for (game, _) in &games {
            moves += e2e::moves_logged(e.store(), *game).await;
        }
        let moves = moves - moves_before;

        // Each stored step of the window against the first public table
        // edit or post showing its version or a later one.
        let mut shown: HashMap<i64, Vec<(u64, i64)>> = HashMap::new();
        for r in e.fake.requests() {
            if !is_bot_token(&r.path) || r.wall_ms < from_ms {
                continue;
            }
            if let Some((game, version)) = e2e::drawn_at(&r.body) {
                shown.entry(game).or_default().push((version, r.wall_ms));
            }
        }
        let rows = query("SELECT game_id, seq, at FROM events WHERE at >= ? AND at < ?")
            .bind(from_ms)
            .bind(until_ms)
            .fetch_all(e.store().db())
            .await
            .unwrap();
        let mut delays: Vec<Duration> = Vec::new();
        let mut unshown = 0;
        for r in &rows {
            let (game, seq, at): (i64, i64, i64) = (r.get(0), r.get(1), r.get(2));
            let first = shown
                .get(&game)
                .into_iter()
                .flatten()
                .filter(|(v, wall)| *v > seq as u64 && *wall >= at)
                .map(|(_, wall)| *wall)
                .min();
            match first {
                Some(wall) => delays.push(Duration::from_millis((wall - at) as u64)),
                // A round's last step shows in the closing message, which has no buttons.
                None => unshown += 1,
            }
        }
        delays.sort();
        let limited = e.fake.inner.rate_limited.load(std::sync::atomic::Ordering::SeqCst);
        println!(
            "{}, one process: {tables} tables of 4 people, {moves} moves in {:.1} s ({:.1} moves/s)",
            if postgres { "PostgreSQL" } else { "SQLite" },
            elapsed.as_secs_f64(),
            moves as f64 / elapsed.as_secs_f64(),
        );
        println!(
            "bot-token requests: {requests} ({:.1}/s, budget 45/s), {:.2} per move, {:.2} per move a person chose ({decisions}; the rest were last cards, played by themselves); 429s: {limited}",
            requests as f64 / elapsed.as_secs_f64(),
            requests as f64 / moves.max(1) as f64,
            requests as f64 / decisions.max(1) as f64,
        );
        println!(
            "INTERACTION_CREATE → callback: p50 {:.2} ms, p99 {:.2} ms over {} interactions",
            pct(&acks, 0.5).as_secs_f64() * 1e3,
            pct(&acks, 0.99).as_secs_f64() * 1e3,
            acks.len()
        );
        if !delays.is_empty() {
            println!(
                "move stored → public table shows it: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms ({} steps; {unshown} shown only in a round's closing message)",
                pct(&delays, 0.5).as_secs_f64() * 1e3,
                pct(&delays, 0.99).as_secs_f64() * 1e3,
                delays.last().unwrap().as_secs_f64() * 1e3,
                delays.len()
            );
        }
        assert_eq!(limited, 0, "the bot went over Discord's global limit");
        let v = e.fake.violations();
        assert!(v.is_empty(), "{v:?}");
    });
}
