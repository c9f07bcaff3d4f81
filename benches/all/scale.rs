//! Benchmark: Discord's request budget at human pace. Many card-game tables
//! of four people through the whole bot and the fake Discord (which refuses
//! more than 50 bot-token requests a second with 429, as Discord does, and a
//! sixth edit in five seconds in one channel), with the production settings
//! (45 bot-token requests a second for the whole bot, at least 1.25 s between
//! two updates of a table's public message). The people play from their
//! private hands, each table making a decision about every five seconds.
//! Reports bot-token requests per second and per move, 429s,
//! INTERACTION_CREATE → callback p50/p99, and the delay from a move being
//! stored to the public table showing it (p50/p99). The tables first play a
//! spread of moves, so their rounds do not end together.
//!
//! `cargo bench --bench all -- scale` (SQLite, one process in this one, 200 tables,
//! 60 s); `--postgres` on a throwaway PostgreSQL server (as the storage
//! tests start one); `SCALE_PROCESSES=2 cargo bench --bench all -- scale --postgres`
//! runs two real `wizard-bot` processes, one gateway shard each, 2,000
//! tables. `SCALE_TABLES=N SCALE_SECONDS=S` change the load.

use crate::{databases, e2e, fake_discord};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use e2e::processes::{BotProcess, guild_on_shard, wait_for_shards};
use fake_discord::server::{FakeDiscord, is_bot_token};
use wizard_bot::store::Store;
use wizard_bot::store::sql::query;

fn setting(key: &str, default: u64) -> u64 {
    std::env::var(key).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Decisions a second per table: a move every five seconds.
const PER_TABLE: f64 = 0.2;

pub fn main() {
    let full = crate::full();
    let postgres = std::env::args().any(|a| a == "--postgres");
    let processes = setting("SCALE_PROCESSES", 1).max(1) as u32;
    assert!(
        processes == 1 || postgres,
        "several processes share a PostgreSQL database: add --postgres"
    );
    let tables = setting(
        "SCALE_TABLES",
        if !full {
            4
        } else if processes > 1 {
            2_000
        } else {
            200
        },
    ) as usize;
    let seconds = setting("SCALE_SECONDS", if full { 60 } else { 3 });
    // SAFETY: set before any thread of this program reads the environment.
    unsafe { std::env::set_var("TABLE_EDIT_GAP_MS", "1250") };
    crate::block_on(async move {
        let db = if postgres {
            Some(
                databases::fresh(databases::Backend::Postgres)
                    .await
                    .expect("--postgres needs Debian's postgresql or TEST_POSTGRES_URL"),
            )
        } else {
            None
        };
        let url = db.as_ref().map(|d| d.url.clone());
        let dir = tempfile::tempdir().unwrap();
        // One process here, or several `wizard-bot`s, one shard each.
        let (e, bots, store) = if processes == 1 {
            let e = e2e::E2e::start_on(url).await;
            let store = e.store().clone();
            (e, Vec::new(), store)
        } else {
            let url = url.unwrap();
            let fake = FakeDiscord::start().await;
            fake.inner.shard_count.store(u64::from(processes), Ordering::SeqCst);
            fake.inner.channel_edit_limit.store(true, Ordering::SeqCst);
            for t in 0..tables as u64 {
                fake.set_channel_guild(table_channel(t), guild_on_shard(t % u64::from(processes)));
            }
            let pictures = std::env::var("PICTURES").unwrap_or_else(|_| "on".into());
            let env = [
                ("TABLE_EDIT_GAP_MS", "1250"),
                ("PICTURES", pictures.as_str()),
                ("RUST_LOG", "warn"),
            ];
            let bots: Vec<BotProcess> = (0..processes)
                .map(|p| {
                    let shards = format!("{p}-{p}/{processes}");
                    BotProcess::spawn(&fake, &url, &shards, dir.path(), &format!("bot{p}"), &env)
                })
                .collect();
            let want: Vec<u32> = (0..processes).collect();
            wait_for_shards(&fake, &want, &bots.iter().collect::<Vec<_>>()).await;
            let store = Store::open(&url).await.unwrap();
            (e2e::E2e::external(fake, url), bots, store)
        };
        let e = Arc::new(e);
        // Two bot-token requests start a table (its thread, its first message).
        let setup = std::time::Instant::now();
        let games = e.tables_of_four(tables, 60 + tables as u64 / 20).await;
        eprintln!("{tables} tables started in {:.0} s", setup.elapsed().as_secs_f64());
        // Real tables do not start together: each plays a different number of
        // moves first (up to round 3, at the same pace), so rounds end at
        // different moments.
        let rate = ((tables as f64) * PER_TABLE).ceil() as u32;
        let warm_pace = e2e::Pace::start(rate.max(1), Duration::from_secs(300));
        let warm = e2e::people::play_all_from_hands(&e, &games, Some(&warm_pace), |i| (i * 7919) % 16).await;
        let inner = &e.fake.inner;
        eprintln!(
            "warm-up: {warm} decisions in {:.0} s; 429s {} (a channel's edits {})",
            setup.elapsed().as_secs_f64(),
            inner.rate_limited.load(Ordering::SeqCst),
            inner.channel_limited.load(Ordering::SeqCst)
        );
        // Let the warm-up's updates drain out of the budget (45 tables a second).
        tokio::time::sleep(Duration::from_secs(8 + tables as u64 / 40)).await;
        let bot_token = |e: &e2e::E2e| e.fake.count_requests(|r| is_bot_token(&r.path));
        let before_requests = bot_token(&e);
        let window = std::time::Instant::now();
        let from_ms = wizard_bot::store::now_ms();
        let mut moves_before = 0;
        for (game, _) in &games {
            moves_before += e2e::moves_logged(&store, *game).await;
        }
        let pace = e2e::Pace::start(rate.max(1), Duration::from_secs(seconds));
        let started = std::time::Instant::now();
        let decisions = e2e::people::play_all_from_hands(&e, &games, Some(&pace), |_| usize::MAX).await;
        let elapsed = started.elapsed();
        let until_ms = wizard_bot::store::now_ms();
        let requests = bot_token(&e) - before_requests;
        let mut moves = 0;
        for (game, _) in &games {
            moves += e2e::moves_logged(&store, *game).await;
        }
        let moves = moves - moves_before;
        // The last moves' tables come after the budget's queue (a round of all tables).
        tokio::time::sleep(Duration::from_secs(5 + tables as u64 / 40)).await;
        let mut acks = e.fake.ack_times_since(window);
        acks.sort();
        let pct = |v: &[Duration], p: f64| v[((v.len() - 1) as f64 * p) as usize];

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
            .fetch_all(store.db())
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
        let limited = inner.rate_limited.load(Ordering::SeqCst);
        println!(
            "{}, {processes} process{}: {tables} tables of 4 people, {moves} moves in {:.1} s ({:.1} moves/s)",
            if postgres { "PostgreSQL" } else { "SQLite" },
            if processes == 1 { "" } else { "es" },
            elapsed.as_secs_f64(),
            moves as f64 / elapsed.as_secs_f64(),
        );
        println!(
            "bot-token requests: {requests} ({:.1}/s, budget 45/s), {:.2} per move, {:.2} per move a person chose ({decisions}; the rest were last cards, played by themselves); 429s: {limited}",
            requests as f64 / elapsed.as_secs_f64(),
            requests as f64 / moves.max(1) as f64,
            requests as f64 / decisions.max(1) as f64,
        );
        // Pictures sent in the window: the public tables' (bot token) and
        // the private panels' (interaction tokens), as uploads and bytes.
        let (mut uploads, mut bytes) = (0usize, 0usize);
        for r in e.fake.requests() {
            if r.wall_ms >= from_ms && r.wall_ms < until_ms {
                uploads += r.files.len();
                bytes += r.files.iter().map(|f| f.bytes.len()).sum::<usize>();
            }
        }
        println!(
            "pictures uploaded: {uploads} ({:.2} per move), {:.1} MB ({:.0} KB each, {:.0} KB per move)",
            uploads as f64 / moves.max(1) as f64,
            bytes as f64 / 1e6,
            bytes as f64 / 1024.0 / uploads.max(1) as f64,
            bytes as f64 / 1024.0 / moves.max(1) as f64,
        );
        println!(
            "INTERACTION_CREATE → callback: p50 {:.2} ms, p99 {:.2} ms over {} interactions",
            pct(&acks, 0.5).as_secs_f64() * 1e3,
            pct(&acks, 0.99).as_secs_f64() * 1e3,
            acks.len()
        );
        if !delays.is_empty() {
            println!(
                "move stored → public table shows it: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms ({} steps; {unshown} shown only in a round's closing message or not yet)",
                pct(&delays, 0.5).as_secs_f64() * 1e3,
                pct(&delays, 0.99).as_secs_f64() * 1e3,
                delays.last().unwrap().as_secs_f64() * 1e3,
                delays.len()
            );
        }
        assert_eq!(limited, 0, "the bot went over Discord's limits");
        let v = e.fake.violations();
        assert!(v.is_empty(), "{v:?}");
        for (i, bot) in bots.iter().enumerate() {
            let log = bot.log();
            let errors: Vec<&str> = log.lines().filter(|l| l.contains("ERROR")).collect();
            assert!(errors.is_empty(), "process {i}: {errors:#?}");
        }
    });
}

/// The channel of table `t` (as `E2e::tables_of_four` numbers them).
fn table_channel(t: u64) -> u64 {
    5_000 + t
}
