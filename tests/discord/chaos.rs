//! Seeded faults over a mixed load, then heal and check that nothing was lost
//! (after Jepsen and TigerBeetle's simulator): one seed draws every fault, and
//! the same seed draws the same faults again. A minute of it runs with the
//! tests; `WIZARD_CHAOS_SECS=3600` is the hour whose figures
//! `docs/OPERATING.md` gives, `WIZARD_CHAOS_SEED` replays a run's faults
//! (`WIZARD_TEST_SEED` its deals).

use std::collections::BTreeMap;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use sqlx::Connection;

use crate::e2e::{self, E2e};
use crate::fake_discord::server::FakeDiscord;

/// Every fault the run draws from, in the order its figures are printed.
const KINDS: [&str; 13] = [
    "REST 429",
    "REST 5xx",
    "REST slow",
    "gateway Reconnect",
    "gateway Invalid Session",
    "gateway zombied",
    "emoji deleted",
    "channel permissions taken",
    "database locked",
    "clock stepped forward",
    "clock stepped back",
    "stopped (SIGTERM)",
    "killed (SIGKILL)",
];

/// A bit that lets the bot see and write in a channel (VIEW_CHANNEL, SEND_MESSAGES, EMBED_LINKS).
const TAKEN_BITS: u64 = (1 << 10) | (1 << 11) | (1 << 14);

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.trim().parse().ok())
}

#[tokio::test]
async fn seeded_faults_over_a_mixed_load_lose_no_move_and_post_nothing_twice() {
    let seed = env_u64("WIZARD_CHAOS_SEED").unwrap_or_else(rand::random);
    let secs = env_u64("WIZARD_CHAOS_SECS").unwrap_or(60);
    eprintln!("the faults: WIZARD_CHAOS_SEED={seed} (for {secs} s)");
    let mut rng = SmallRng::seed_from_u64(seed);
    let fake = FakeDiscord::start().await;
    // A heartbeat a second: a zombied connection is found in about 1.5 s.
    fake.inner.gateway.heartbeat_ms.store(1_000, Ordering::SeqCst);
    // The bot's own emoji on, so that someone can delete them.
    let mut e = E2e::start_with_tuned(fake, |c| c.app_emoji = true).await;
    let mut injected: BTreeMap<&str, usize> = BTreeMap::new();
    let mut games: Vec<(i64, [u64; 4])> = Vec::new();
    let mut logged_before: BTreeMap<i64, usize> = BTreeMap::new();
    let mut acknowledged: BTreeMap<i64, usize> = BTreeMap::new();
    let mut tables_opened = 0usize;
    let started = Instant::now();
    let mut rounds = 0usize;
    while started.elapsed() < Duration::from_secs(secs) {
        rounds += 1;
        // Two games under way at all times: a finished one is followed by a new one.
        games.retain(|(g, _)| e.end_message(*g).is_none());
        while games.len() < 2 {
            let table = e.tables_of_four_from(tables_opened, 1, 20).await;
            tables_opened += 1;
            for (g, humans) in table {
                logged_before.insert(g, e2e::moves_logged(e.store(), g).await);
                games.push((g, humans));
            }
        }
        let kind = KINDS[rng.random_range(0..KINDS.len())];
        *injected.entry(kind).or_default() += 1;
        eprintln!("{:>7.1} s: {kind}", started.elapsed().as_secs_f64());
        let game = games[rng.random_range(0..games.len())].0;
        let thread = e.table_message(game).map(|m| m.channel);
        match kind {
            "REST 429" | "REST 5xx" => {
                // Healed before the next: at most 3 failures in a row (the
                // bot's retries back off to 6.4 s after 6, past the players'
                // patience here; the hour's run met that).
                e.fake.clear_faults();
                let status = if kind == "REST 429" {
                    429
                } else {
                    [500, 502, 503][rng.random_range(0..3)]
                };
                let method = ["POST", "PATCH"][rng.random_range(0..2)];
                e.fake.fail_next(method, "/channels/", status, rng.random_range(1..=3));
            }
            "REST slow" => {
                let by = Duration::from_millis(rng.random_range(200..2_500));
                e.fake
                    .delay_next("PATCH", "/channels/", None, by, rng.random_range(1..=3));
            }
            "gateway Reconnect" => {
                e.fake.inner.gateway.reconnect(0);
            }
            "gateway Invalid Session" => {
                let before = e.fake.inner.gateway.identifies();
                e.fake.inner.gateway.invalidate(0, false);
                // Discord replays nothing across a new session: clicks wait for it.
                e.fake
                    .wait_until(15, "a new session after Invalid Session", |f| {
                        f.inner.gateway.identifies() > before && !f.connected_shards().is_empty()
                    })
                    .await;
            }
            "gateway zombied" => {
                e.fake.inner.gateway.zombie(0);
            }
            "emoji deleted" => {
                if let Some((id, _)) = e.fake.inner.app_emojis.all().first() {
                    e.fake.inner.app_emojis.delete_by_someone_else(*id);
                }
            }
            "channel permissions taken" => {
                // Taken for a moment while a move is made, then given back:
                // the table shows the move once it may.
                if let Some(channel) = thread {
                    e.fake.withhold_in_channel(channel, TAKEN_BITS);
                    let fake = e.fake.clone();
                    let back = Duration::from_millis(rng.random_range(100..1_500));
                    let regrant = tokio::spawn(async move {
                        tokio::time::sleep(back).await;
                        fake.grant_everything();
                    });
                    let played = e.play(game, &players_of(&games, game), rng.random(), 1).await;
                    *acknowledged.entry(game).or_default() += played.actions;
                    regrant.await.unwrap();
                }
            }
            "database locked" => {
                // Another writer holds the database for up to 2 s (the bot waits up to 5 s).
                let hold = Duration::from_millis(rng.random_range(100..2_000));
                let mut other = sqlx::sqlite::SqliteConnection::connect(&e.db).await.unwrap();
                sqlx::query("BEGIN EXCLUSIVE").execute(&mut other).await.unwrap();
                let unlock = tokio::spawn(async move {
                    tokio::time::sleep(hold).await;
                    sqlx::query("COMMIT").execute(&mut other).await.unwrap();
                });
                // A move made meanwhile waits for the database, and is kept.
                let played = e.play(game, &players_of(&games, game), rng.random(), 1).await;
                *acknowledged.entry(game).or_default() += played.actions;
                unlock.await.unwrap();
            }
            "clock stepped forward" => wizard_bot::table::model::test_clock::step_wall(3_600_000),
            "clock stepped back" => wizard_bot::table::model::test_clock::step_wall(-3_600_000),
            "stopped (SIGTERM)" => e.restart().await,
            "killed (SIGKILL)" => e.kill_and_restart().await,
            _ => unreachable!("every kind is handled"),
        }
        // Each game goes on meanwhile: a few moves by its people.
        for (game, humans) in games.clone() {
            if e.end_message(game).is_some() {
                continue;
            }
            let played = e.play(game, &humans, rng.random(), rng.random_range(1..=4)).await;
            *acknowledged.entry(game).or_default() += played.actions;
        }
    }
    eprintln!("{rounds} rounds in {:?}", started.elapsed());

    // Heal: every fault taken back, the bot stopped and started once more.
    e.fake.clear_faults();
    e.fake.grant_everything();
    e.restart().await;

    // Every move acknowledged is kept, and every game's record replays with the engine.
    let mut moves = 0;
    for (&game, &before) in &logged_before {
        let states = e2e::wizard_states(e.store(), game).await;
        assert!(states.len() > 1, "game {game} replays");
        let logged = e2e::moves_logged(e.store(), game).await - before;
        let acked = acknowledged.get(&game).copied().unwrap_or(0);
        assert!(
            logged >= acked,
            "game {game}: {acked} moves acknowledged, {logged} kept"
        );
        moves += logged;
        // Its end is posted once, or it goes on: its table is shown and its people can play.
        let ends = e
            .fake
            .all_public_messages()
            .iter()
            .filter(|m| {
                m.components()
                    .iter()
                    .any(|(id, _, _)| *id == e2e::cid(&format!("r:{game}")))
            })
            .count();
        assert!(ends <= 1, "game {game}'s standings posted {ends} times");
        if ends == 0 {
            let humans = players_of(&games, game);
            let table = e.table_message(game);
            assert!(table.is_some(), "game {game} is shown after the faults");
            let before = e.public_version(game);
            let played = e.play(game, &humans, seed, 2).await;
            assert!(
                played.actions > 0 || e.public_version(game) > before,
                "game {game} goes on after the faults"
            );
        }
    }
    e.assert_clean();
    let mut figures = String::new();
    for kind in KINDS {
        figures += &format!("\n  {kind}: {}", injected.get(kind).copied().unwrap_or(0));
    }
    eprintln!(
        "faults injected ({} in all, {tables_opened} tables, {moves} moves kept, \
         {} interactions acknowledged, {} IDENTIFYs, {} RESUMEs):{figures}",
        injected.values().sum::<usize>(),
        acknowledged.values().sum::<usize>(),
        e.fake.inner.gateway.identifies(),
        e.fake.inner.gateway.resumes(),
    );
    e.stop().await;
}

fn players_of(games: &[(i64, [u64; 4])], game: i64) -> Vec<u64> {
    games
        .iter()
        .find(|(g, _)| *g == game)
        .map(|(_, h)| h.to_vec())
        .unwrap_or_default()
}
