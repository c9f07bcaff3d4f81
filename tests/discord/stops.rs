//! Stops and restarts of a real `wizard-bot` process (#49): SIGTERM is a
//! clean stop (nothing acknowledged is lost, exit 0 within seconds, the
//! next start resumes every game), and after any restart, by SIGKILL or
//! SIGTERM, a daily try is never "the table" of the channel or thread where
//! `/daily` was used: `/wizard leave` and `/wizard cancel` there reach the
//! real table, or none.

use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::json;

use super::e2e::daily::{At, daily, finished, game_on};
use crate::e2e::processes::{BotProcess, wait_for_shards};
use crate::e2e::{CHANNEL, E2e};
use crate::fake_discord::server::{FakeDiscord, Msg};

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;
const CAROL: u64 = 333_333_333_333_333_333;
const DAN: u64 = 444_444_444_444_444_444;
const MAL: u64 = 555_555_555_555_555_555;
const OTHER_CHANNEL: u64 = 731;

/// Sends SIGTERM to the process and waits (up to `limit`) for it to exit;
/// its exit status and how long it took.
fn terminate(bot: &mut BotProcess, limit: Duration) -> (std::process::ExitStatus, Duration) {
    let started = Instant::now();
    let sent = Command::new("kill")
        .args(["-TERM", &bot.child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success(), "SIGTERM was sent");
    loop {
        if let Some(status) = bot.child.try_wait().unwrap() {
            return (status, started.elapsed());
        }
        assert!(
            started.elapsed() < limit,
            "the bot still runs {limit:?} after SIGTERM: {}",
            bot.log()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A folder with an SQLite database in it, the fake Discord, and its people
/// (the bot runs as processes started with `start`).
pub(super) async fn place() -> (tempfile::TempDir, String, FakeDiscord, E2e) {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("bot.db").display());
    let fake = FakeDiscord::start().await;
    let e = E2e::external(fake.clone(), db.clone());
    (dir, db, fake, e)
}

async fn start(fake: &FakeDiscord, db: &str, dir: &std::path::Path, name: &str) -> BotProcess {
    let bot = BotProcess::spawn(fake, db, "0-0/1", dir, name, &[]);
    wait_for_shards(fake, &[0], &[&bot]).await;
    bot
}

/// A slash command's private answer, as text.
async fn said_to(e: &E2e, user: u64, channel: u64, name: &str, verb: &str, manager: bool) -> String {
    let options = json!([{"name": verb, "type": 1, "options": []}]);
    let id = e.fake.command(user, channel, name, options, "en-US", manager);
    e.fake.wait_ack(5, &id).await;
    e.reply_to(&id).map(|m| m.text()).unwrap_or_default()
}

/// The try `user` has today, as `/daily` shows it (resumed, not finished).
async fn try_of(e: &E2e, user: u64, at: At) -> (i64, Msg) {
    let panel = daily(e, user, at, json!([])).await;
    let game = game_on(&panel).expect("the panel plays a try");
    (game, panel)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn after_sigkill_and_sigterm_a_daily_try_is_never_the_table_of_its_channel() {
    let (dir, db, fake, e) = place().await;
    let mut bot = start(&fake, &db, dir.path(), "first").await;

    // Alice's lobby in the channel; Dan's game under way in a thread of another channel.
    let (lobby_game, lobby) = e.new_wizard(ALICE, json!([])).await;
    let (dans, dans_lobby) = e.new_wizard_in(OTHER_CHANNEL, DAN, json!([])).await;
    e.lobby_click(DAN, dans_lobby, dans, "bot").await;
    e.lobby_click(DAN, dans_lobby, dans, "bot").await;
    e.start_game(DAN, dans_lobby, dans).await;
    let thread = e.table_message(dans).expect("Dan's table").channel;
    assert_ne!(thread, OTHER_CHANNEL, "Dan's game plays in a thread");
    // Later, Bob starts his daily try in the channel and Carol hers in the thread.
    let (bobs, _) = try_of(&e, BOB, At::Server(CHANNEL)).await;
    let (carols, _) = try_of(&e, CAROL, At::Server(thread)).await;
    assert!(bobs > lobby_game && carols > dans, "the tries are the newer games");

    // SIGKILL, then a new process: leaving in the channel or thread never reaches a try.
    bot.kill();
    wait_for_shards(&fake, &[], &[]).await;
    let mut bot = start(&fake, &db, dir.path(), "after-kill").await;
    let said = said_to(&e, BOB, CHANNEL, "wizard", "leave", false).await;
    assert_eq!(
        said, "You are not playing at this table.",
        "Bob's leave reached Alice's lobby"
    );
    let said = said_to(&e, CAROL, thread, "wizard", "leave", false).await;
    assert_eq!(
        said, "You are not playing at this table.",
        "Carol's leave reached Dan's table"
    );
    for (user, at, game) in [(BOB, At::Server(CHANNEL), bobs), (CAROL, At::Server(thread), carols)] {
        let (again, panel) = try_of(&e, user, at).await;
        assert_eq!(again, game, "the same try");
        assert!(!finished(&panel), "no computer took the try over: {}", panel.text());
        assert!(panel.text().contains("Welcome back"), "{}", panel.text());
    }

    // SIGTERM, then a new process: cancelling reaches the real tables, by a manager and by the host.
    let (status, took) = terminate(&mut bot, Duration::from_secs(10));
    assert!(
        status.success(),
        "SIGTERM ends the bot with 0: {status:?}\n{}",
        bot.log()
    );
    eprintln!("SIGTERM: exited 0 after {:.2} s", took.as_secs_f64());
    assert!(bot.log().contains("stopped cleanly"), "{}", bot.log());
    wait_for_shards(&fake, &[], &[]).await;
    let again = start(&fake, &db, dir.path(), "after-term").await;
    assert!(
        !again.log().contains("taking it over now"),
        "a clean stop gave the shards back: {}",
        again.log()
    );
    let said = said_to(&e, MAL, CHANNEL, "wizard", "cancel", true).await;
    assert_eq!(said, "The table was cancelled.", "a manager's cancel in the channel");
    fake.wait_until(5, "Alice's lobby to say it was cancelled", |f| {
        f.message(lobby).unwrap().text().contains("This table was cancelled.")
    })
    .await;
    let said = said_to(&e, DAN, thread, "wizard", "cancel", false).await;
    assert_eq!(
        said, "The table was cancelled.",
        "Dan cancels his own table in its thread"
    );
    for (user, at, game) in [(BOB, At::Server(CHANNEL), bobs), (CAROL, At::Server(thread), carols)] {
        let (again, panel) = try_of(&e, user, at).await;
        assert_eq!(again, game, "the same try, after both tables were cancelled");
        assert!(!finished(&panel), "{}", panel.text());
    }
    let log = again.log();
    assert!(!log.contains("ERROR"), "{log}");
    e.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigterm_mid_game_loses_nothing_acknowledged_exits_0_and_the_next_start_resumes() {
    let (dir, db, fake, e) = place().await;
    let mut bot = start(&fake, &db, dir.path(), "first").await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    e.play(game, &[ALICE], 3, 4).await;
    // A move of Alice's, clicked just before SIGTERM: whether or not it reached
    // the bot in time, if it was acknowledged it is there after the restart.
    let mut played = crate::e2e::Played::default();
    let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(49);
    let (hand, choices, before) = loop {
        let before = e.public_version(game);
        if let Some(hand) = e.hand(ALICE, game, before, &mut played).await {
            let choices = crate::e2e::enabled_actions(&hand);
            if !choices.is_empty() {
                break (hand, choices, before);
            }
        }
        e.play(game, &[ALICE], 5, 1).await;
    };
    let click = e.act(ALICE, &hand, &choices, &mut rng);
    let (status, took) = terminate(&mut bot, Duration::from_secs(10));
    assert!(status.success(), "{status:?}\n{}", bot.log());
    eprintln!("SIGTERM mid-game: exited 0 after {:.2} s", took.as_secs_f64());
    // A click that came in after the stop began is told so, and nothing
    // else: not "no such table" because the tables were being put away.
    let answer = fake.answer(&click).map(|a| a.to_string());
    let turned_away = answer.as_deref().is_some_and(|a| a.contains("The bot is restarting"));
    let acknowledged = answer.is_some() && !turned_away;
    eprintln!("the click before SIGTERM: acknowledged {acknowledged}, turned away {turned_away}");
    // The next start resumes the game where it stood, and it plays on.
    wait_for_shards(&fake, &[], &[]).await;
    let again = start(&fake, &db, dir.path(), "again").await;
    if acknowledged {
        // Nothing acknowledged is lost: the restarted bot shows the table with the move in it.
        // (A click answered otherwise, "no such table" say, fails here.)
        fake.wait_until(10, "the acknowledged move on the table", |_| {
            e.public_version(game) > before
        })
        .await;
    }
    let shown = e.public_version(game);
    let played = e.play(game, &[ALICE], 5, 6).await;
    assert!(played.actions >= 6, "only {} moves after the restart", played.actions);
    assert!(e.public_version(game) > shown, "the table moved on");
    assert!(!again.log().contains("ERROR"), "{}", again.log());
    e.assert_clean();
}

/// `/event new` killed (SIGKILL) right after each thing it asks of Discord:
/// answering with the sign-up, reading that answer's message id, making the
/// server's Events entry. After the restart the night knows its sign-up
/// message (it redraws it when the night starts) and has exactly one Events
/// entry, which it moves on with the night; no second sign-up is posted.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn event_new_killed_after_each_discord_call_keeps_its_sign_up_and_its_event() {
    use crate::fake_discord::server::Oddity;
    let (dir, db, fake, e) = place().await;
    let calls = [
        ("POST", "/callback"),
        ("GET", "/messages/@original"),
        ("POST", "/scheduled-events"),
    ];
    for (i, (method, path)) in calls.into_iter().enumerate() {
        let mut bot = start(&fake, &db, dir.path(), &format!("run{i}")).await;
        let channel = 740 + i as u64;
        let name = format!("Night {i}");
        fake.odd_answer_next(method, path, Oddity::Stall, 1);
        let options = json!([{"name": "new", "type": 1, "options": [
            {"name": "name", "type": 3, "value": name},
            {"name": "start_in", "type": 4, "value": 30},
        ]}]);
        let asked = |f: &FakeDiscord| f.count_requests(|r| r.method == method && r.path.contains(path));
        let before = asked(&fake);
        let command = fake.command(MAL, channel, "event", options, "en-US", true);
        fake.wait_until(10, "the call to stall", |f| asked(f) > before).await;
        bot.kill();
        wait_for_shards(&fake, &[], &[]).await;
        let again = start(&fake, &db, dir.path(), &format!("run{i}-again")).await;
        let signup = e.reply_to(&command).expect("the sign-up, the command's answer");
        let ours = |f: &FakeDiscord| -> Vec<serde_json::Value> {
            f.scheduled_events()
                .into_iter()
                .filter(|ev| ev["name"] == name)
                .collect()
        };
        fake.wait_until(10, "the night's Events entry", |f| ours(f).len() == 1)
            .await;
        // Join, then Start now: the night redraws its own sign-up and makes its entry active.
        let button = |code: &str| {
            signup
                .components()
                .into_iter()
                .map(|(id, _, _)| id)
                .find(|id| id.starts_with(&crate::e2e::cid("nt:")) && id.ends_with(&format!(":{code}")))
                .expect("a sign-up button")
        };
        let join = fake.click_on(ALICE, signup.id, &button("j"), "en-US");
        fake.wait_ack(5, &join).await;
        let start_now = fake.click_on(MAL, signup.id, &button("s"), "en-US");
        fake.wait_ack(5, &start_now).await;
        let edited = format!("/channels/{channel}/messages/{}", signup.id);
        fake.wait_for(10, |r| r.method == "PATCH" && r.path.ends_with(&edited))
            .await;
        fake.wait_until(10, "the Events entry to be active", |f| {
            ours(f).first().is_some_and(|ev| ev["status"] == 2)
        })
        .await;
        assert_eq!(ours(&fake).len(), 1, "one Events entry, never made twice");
        let posted = format!("/channels/{channel}/messages");
        let signups = fake
            .count_requests(|r| r.method == "POST" && r.path.ends_with(&posted) && r.body.to_string().contains(":j\""));
        assert_eq!(signups, 0, "no second sign-up was posted");
        assert!(!again.log().contains("ERROR"), "{}", again.log());
        drop(again);
        wait_for_shards(&fake, &[], &[]).await;
    }
    e.assert_clean();
}
