//! Back in seconds after a crash (#29): a `wizard-bot` process on SQLite is
//! killed with SIGKILL mid-game and started again at once, as systemd's
//! `Restart=always` or a container restart would; its dead claim on the
//! shards is taken over at once (the database file's lock proves it dead),
//! so the table is answered within seconds instead of after the claim's
//! 15 s. A second process on the same SQLite file is refused loudly.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::e2e::E2e;
use crate::e2e::processes::{BotProcess, wait_for_shards};
use crate::fake_discord::server::FakeDiscord;

const ALICE: u64 = 111_111_111_111_111_111;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_bot_killed_and_restarted_on_sqlite_answers_within_seconds() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("bot.db").display());
    let fake = FakeDiscord::start().await;
    let mut first = BotProcess::spawn(&fake, &db, "0-0/1", dir.path(), "first", &[]);
    wait_for_shards(&fake, &[0], &[&first]).await;

    // A second process on the same database file is refused, loudly, and never connects.
    let mut second = BotProcess::spawn(&fake, &db, "0-0/1", dir.path(), "second", &[]);
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = second.child.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "a second process on one SQLite file still runs"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(!status.success());
    let said = second.log();
    assert!(said.contains("used by another running wizard-bot process"), "{said}");

    // A game under way: Alice and two computer players.
    let e = E2e::external(fake.clone(), db.clone());
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    e.play(game, &[ALICE], 3, 3).await;

    first.kill();
    wait_for_shards(&fake, &[], &[]).await;
    let started = Instant::now();
    let again = BotProcess::spawn(&fake, &db, "0-0/1", dir.path(), "again", &[]);
    wait_for_shards(&fake, &[0], &[&again]).await;
    let connected = started.elapsed();
    // Clicks are answered at once: the table's "My hand" and then a move.
    let table = e.table_message(game).expect("the table");
    let click = Instant::now();
    let id = e.fake.click_on(ALICE, table.id, &my_hand(&table), "en-US");
    e.fake.wait_ack(3, &id).await;
    let answered = click.elapsed();
    eprintln!(
        "SIGKILL, restart: connected {:.2} s after the restart began, a click answered {:.3} s later",
        connected.as_secs_f64(),
        answered.as_secs_f64()
    );
    assert!(
        connected < Duration::from_secs(8),
        "the restarted bot waited {connected:?} (the old claim's 15 s?): {}",
        again.log()
    );
    let said = again.log();
    assert!(said.contains("taking it over now"), "{said}");
    // The game goes on from where it was.
    let before = e.public_version(game);
    let played = e.play(game, &[ALICE], 5, 6).await;
    assert!(played.actions >= 6, "only {} moves", played.actions);
    assert!(e.public_version(game) > before, "the table moved on");
    assert!(!said.contains("ERROR"), "{said}");
    e.assert_clean();
}

/// The "My hand" button of a table message.
fn my_hand(table: &crate::fake_discord::server::Msg) -> String {
    let hand = crate::e2e::cid("h:");
    table
        .components()
        .into_iter()
        .map(|(id, _, _)| id)
        .find(|id| id.starts_with(&hand))
        .expect("a hand button")
}
