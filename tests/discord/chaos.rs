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
use serde_json::json;
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
    // The bot's own emoji on, so that someone can delete them; the pass over
    // turn-based clocks often (it tells turns and plays run-outs).
    let mut e = E2e::start_with_tuned(fake, |c| {
        c.app_emoji = true;
        c.rollover_every = Some(Duration::from_millis(100));
    })
    .await;
    // Beside the live card games: a dice game of three people and a
    // turn-based card game of three (an hour a move) whose third person takes
    // no DMs: each of their turns is told by DM, or by a mention in the game's thread.
    let dice_people = [20_001, 20_002, 20_003];
    let dice = e.start_dice(dice_people[0], &dice_people[1..], json!([]), None).await;
    let turn_people = [30_001, 30_002, 30_003];
    e.fake.close_dms(turn_people[2]);
    let turn_game = turn_based_table(&e, &turn_people).await;
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
        // A fault aimed at one game falls on the dice or turn-based game now and then.
        let game = match rng.random_range(0..games.len() + 2) {
            n if n < games.len() => games[n].0,
            n if n == games.len() => dice,
            _ => turn_game,
        };
        let thread = e.table_message(game).map(|m| m.channel);
        let people = if game == dice {
            Who::Dice(dice_people.to_vec())
        } else if game == turn_game {
            Who::Nobody
        } else {
            Who::Cards(players_of(&games, game))
        };
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
                let before = (e.fake.inner.gateway.resumes(), e.fake.inner.gateway.identifies());
                e.fake.inner.gateway.reconnect(0);
                // Clicks wait for the session to be resumed: one made
                // meanwhile is replayed then, and on a busy machine a resume
                // can take longer than the 5 s a click's answer is given.
                e.fake
                    .wait_until(15, "the session resumed after Reconnect", |f| {
                        let again = (f.inner.gateway.resumes(), f.inner.gateway.identifies());
                        (again.0 > before.0 || again.1 > before.1) && !f.connected_shards().is_empty()
                    })
                    .await;
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
                    let played = one_move(&e, game, &people, rng.random()).await;
                    *acknowledged.entry(game).or_default() += played;
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
                let played = one_move(&e, game, &people, rng.random()).await;
                *acknowledged.entry(game).or_default() += played;
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
        if e.end_message(dice).is_none() {
            e.play_dice_for(dice, &dice_people, rng.random(), rng.random_range(1..=3))
                .await;
        }
        // The turn-based table moves by its clocks alone: the clock stepped
        // forward runs its turns out (the autopilot plays), and each turn is
        // told. (Its people's clicks are left out: the tests' table finder
        // loses its table behind a turn message in some states, a thing to
        // mend in the helper, not the bot.)
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
        let ends = standings_posted(&e, game);
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
    // The dice game's record replays too; its end is posted once, or it goes on.
    assert!(
        e2e::dice::dice_states(&e, dice).await.len() > 1,
        "the dice game replays"
    );
    let ends = standings_posted(&e, dice);
    assert!(ends <= 1, "the dice game's standings posted {ends} times");
    if ends == 0 {
        assert!(
            e.table_message(dice).is_some(),
            "the dice game is shown after the faults"
        );
        // A roll taken by another, or a Page with nothing to choose, is a
        // click that logs no move: play on, a click at a time (each with its
        // own seed), until one is logged.
        let before = e.store().events(dice).await.unwrap().len();
        let mut after = before;
        for i in 0..8 {
            e.play_dice_for(dice, &dice_people, seed.wrapping_add(i), 1).await;
            after = e.store().events(dice).await.unwrap().len();
            if after > before || e.end_message(dice).is_some() {
                break;
            }
        }
        assert!(
            after > before || e.end_message(dice).is_some(),
            "the dice game goes on after the faults"
        );
    }

    assert!(
        e2e::wizard_states(e.store(), turn_game).await.len() > 1,
        "the turn-based game replays"
    );
    assert!(
        standings_posted(&e, turn_game) <= 1,
        "the turn-based game's standings posted twice"
    );
    // No turn-based turn untold: once a turn is due to be told (past the
    // two minutes a person who just moved is taken to be at the table), its
    // person has it, by DM or by a mention; and no one is told twice.
    if e.end_message(turn_game).is_none() {
        wizard_bot::table::model::test_clock::step_wall(wizard_bot::discord::turns::LIVE_MS + 1_000);
        let thread = e.table_message(turn_game).map(|m| m.channel);
        let mut db = sqlx::sqlite::SqliteConnection::connect(&e.db).await.unwrap();
        let waited = Instant::now();
        loop {
            let running: Vec<_> = e
                .bot()
                .tables
                .turn_clocks()
                .into_iter()
                .filter(|c| c.game == turn_game)
                .collect();
            let mut untold = Vec::new();
            for c in &running {
                let sent: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM turn_notices WHERE game_id = ? AND user_id = ? AND since_ms = ?
                        AND what IN ('turn', 'reminder') AND sent = 1",
                )
                .bind(c.game)
                .bind(c.user)
                .bind(c.since)
                .fetch_one(&mut db)
                .await
                .unwrap();
                if sent == 0 || told(&e, c.user as u64, turn_game, thread) == 0 {
                    untold.push(c.user);
                }
            }
            if untold.is_empty() {
                break;
            }
            assert!(
                waited.elapsed() < Duration::from_secs(40),
                "turns not told after the faults: {untold:?}"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        for &u in &turn_people {
            let sent: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM turn_notices WHERE game_id = ? AND user_id = ? AND sent = 1")
                    .bind(turn_game)
                    .bind(u as i64)
                    .fetch_one(&mut db)
                    .await
                    .unwrap();
            let shown = told(&e, u, turn_game, thread);
            assert!(shown as i64 <= sent, "{u}: {shown} turn messages shown for {sent} sent");
        }
    }
    e.assert_clean();
    let mut figures = String::new();
    for kind in KINDS {
        figures += &format!("\n  {kind}: {}", injected.get(kind).copied().unwrap_or(0));
    }
    let thread = e.table_message(turn_game).map(|m| m.channel);
    let turns_told: usize = turn_people.iter().map(|&u| told(&e, u, turn_game, thread)).sum();
    eprintln!(
        "faults injected ({} in all, {tables_opened} tables, {moves} moves kept, \
         {} interactions acknowledged, {turns_told} turn-based messages, {} IDENTIFYs, {} RESUMEs):{figures}",
        injected.values().sum::<usize>(),
        acknowledged.values().sum::<usize>(),
        e.fake.inner.gateway.identifies(),
        e.fake.inner.gateway.resumes(),
    );
    e.stop().await;
}

/// How often `game`'s final standings were posted (its Rematch button).
fn standings_posted(e: &E2e, game: i64) -> usize {
    let rematch = e2e::cid(&format!("r:{game}"));
    e.fake
        .all_public_messages()
        .iter()
        .filter(|m| m.components().iter().any(|(id, _, _)| *id == rematch))
        .count()
}

fn players_of(games: &[(i64, [u64; 4])], game: i64) -> Vec<u64> {
    games
        .iter()
        .find(|(g, _)| *g == game)
        .map(|(_, h)| h.to_vec())
        .unwrap_or_default()
}

/// Who plays a game the faults aim at, and which game it is.
enum Who {
    Cards(Vec<u64>),
    Dice(Vec<u64>),
    /// The turn-based table: it moves by its clocks.
    Nobody,
}

/// One move in `game` by its people while a fault lasts: how many were
/// acknowledged (a dice game's are not counted: a roll taken is not always a move).
async fn one_move(e: &E2e, game: i64, people: &Who, seed: u64) -> usize {
    match people {
        Who::Cards(humans) => e.play(game, humans, seed, 1).await.actions,
        Who::Dice(humans) => {
            e.play_dice_for(game, humans, seed, 1).await;
            0
        }
        Who::Nobody => 0,
    }
}

/// A turn-based card table of `people` (the first its host) at an hour a
/// move, in a channel of its own, started and shown.
async fn turn_based_table(e: &E2e, people: &[u64; 3]) -> i64 {
    let pace = json!([{"name": "pace", "type": 3, "value": "1"}]);
    let (game, lobby) = e.new_wizard_in(9_000, people[0], pace).await;
    for &u in &people[1..] {
        e.lobby_click(u, lobby, game, "join").await;
    }
    e.start_game(people[0], lobby, game).await;
    e.fake
        .wait_until(10, "the turn-based table", |_| e.table_message(game).is_some())
        .await;
    game
}

/// The turn messages `user` got for `game`: DMs titled with the game, and
/// mentions of them alone in its thread.
fn told(e: &E2e, user: u64, game: i64, thread: Option<u64>) -> usize {
    let dms = e.turn_dms(user, game).len();
    let mentions = thread.map_or(0, |t| {
        e.fake
            .public_messages(t)
            .into_iter()
            .filter(|m| m.body["content"].as_str() == Some(&format!("<@{user}>")))
            .count()
    });
    dms + mentions
}
