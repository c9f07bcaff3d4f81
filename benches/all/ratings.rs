//! Benchmark: rebuilding every rating from 100,000 results rows, and the
//! latency of `/leaderboard`'s query over 10,000 players (all time by rating,
//! a season by rating — folded when asked — and by wins). Run with
//! `cargo bench --bench all -- ratings`; without `--bench` it runs a tenth of the size.

use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use wizard_bot::store::{BoardQuery, GameKind, Scope, SortBy, Store, now_ms};

const DAY_MS: i64 = 86_400_000;

/// Writes `games` finished four-player card games among `players` people on
/// 20 servers, spread over the last 60 days, straight into the database.
async fn fill(url: &str, games: i64, players: i64) {
    let pool = sqlx::SqlitePool::connect(url).await.unwrap();
    let mut rng = SmallRng::seed_from_u64(13);
    let now = now_ms();
    let mut tx = pool.begin().await.unwrap();
    for g in 1..=games {
        let guild = 1 + g % 20;
        let at = now - 60 * DAY_MS + g * (60 * DAY_MS / games);
        sqlx::query(
            "INSERT INTO games (id, kind, guild_id, channel_id, status, options, seats, created_by, created_at, updated_at, finished_at)
             VALUES (?, 'wizard', ?, ?, 'finished', '{}', '[]', 1, ?, ?, ?)",
        )
        .bind(g)
        .bind(guild)
        .bind(g)
        .bind(at)
        .bind(at)
        .bind(at)
        .execute(&mut *tx)
        .await
        .unwrap();
        let mut seated: Vec<i64> = Vec::new();
        while seated.len() < 4 {
            let u = rng.random_range(1..=players);
            if !seated.contains(&u) {
                seated.push(u);
            }
        }
        for (seat, user) in seated.iter().enumerate() {
            let points: i64 = rng.random_range(-100..=300);
            sqlx::query(
                "INSERT INTO results (game_id, seat, kind, guild_id, user_id, points, place, won, rounds, exact_bids, finished_at)
                 VALUES (?, ?, 'wizard', ?, ?, ?, ?, ?, 15, 5, ?)",
            )
            .bind(g)
            .bind(seat as i64)
            .bind(guild)
            .bind(user)
            .bind(points)
            .bind(seat as i64 + 1)
            .bind(seat == 0)
            .bind(at)
            .execute(&mut *tx)
            .await
            .unwrap();
        }
    }
    tx.commit().await.unwrap();
}

/// Median and 95th percentile of `runs` timings of `query`.
async fn latency(store: &Store, query: BoardQuery, runs: usize) -> (Duration, Duration) {
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let t = Instant::now();
        let board = store.leaderboard(query).await.unwrap();
        times.push(t.elapsed());
        assert!(!board.rows.is_empty());
    }
    times.sort();
    (times[runs / 2], times[(runs * 95 / 100).min(runs - 1)])
}

pub fn main() {
    let full = crate::full();
    let (games, players, runs) = if full { (25_000, 10_000, 40) } else { (2_500, 1_000, 5) };
    crate::block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("ratings.db").display());
        let store = Store::open(&url).await.unwrap();
        fill(&url, games, players).await;
        let t = Instant::now();
        let rows = store.rebuild_ratings().await.unwrap();
        println!(
            "rebuild: {rows} results rows ({games} games, {players} players, 20 servers) in {:.2} s",
            t.elapsed().as_secs_f64()
        );
        let now = now_ms();
        let board = |scope, sort, season| BoardQuery {
            kind: GameKind::Wizard,
            scope,
            sort,
            season,
            min_games: 1,
            page: 0,
            per_page: 10,
        };
        let month = Some((now - 30 * DAY_MS, now + DAY_MS));
        for (label, q) in [
            (
                "all servers, all time, by rating",
                board(Scope::Global, SortBy::Rating, None),
            ),
            (
                "all servers, all time, by wins",
                board(Scope::Global, SortBy::Wins, None),
            ),
            (
                "one server, all time, by rating",
                board(Scope::Guild(1), SortBy::Rating, None),
            ),
            (
                "all servers, last 30 days, by rating",
                board(Scope::Global, SortBy::Rating, month),
            ),
            (
                "one server, last 30 days, by rating",
                board(Scope::Guild(1), SortBy::Rating, month),
            ),
        ] {
            let (p50, p95) = latency(&store, q, runs).await;
            println!(
                "leaderboard {label}: p50 {:.1} ms, p95 {:.1} ms ({runs} runs)",
                p50.as_secs_f64() * 1e3,
                p95.as_secs_f64() * 1e3
            );
        }
    });
}
