//! Wizard, the card game, end to end: the real bot and serenity client against
//! the fake Discord, players acting only through the bot's own buttons.

mod e2e;
mod fake_discord;

use e2e::{CHANNEL, E2e, assert_no_public_leaks, moves_logged, play_requests};
use serde_json::json;

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;
const CAROL: u64 = 333_333_333_333_333_333;
const DAVE: u64 = 444_444_444_444_444_444;

/// Opens a table with `options`, seats `others` (a user id, or 0 for a computer player) and starts it.
async fn started(e: &E2e, host: u64, others: &[u64], options: serde_json::Value) -> i64 {
    let (game, lobby) = e.new_wizard(host, options).await;
    for &u in others {
        if u == 0 {
            e.lobby_click(host, lobby, game, "bot").await;
        } else {
            e.lobby_click(u, lobby, game, "join").await;
        }
    }
    e.lobby_click(host, lobby, game, "start").await;
    e.fake
        .wait_until(10, "the first table message", |_| e.table_message(game).is_some())
        .await;
    game
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn four_players_play_a_full_game_to_the_leaderboard() {
    let e = E2e::start().await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    for u in [BOB, CAROL, DAVE] {
        e.lobby_click(u, lobby, game, "join").await;
    }
    let lobby_text = e.fake.message(lobby).unwrap().text();
    assert!(lobby_text.contains(&format!("<@{DAVE}>")), "{lobby_text}");
    let before = play_requests(&e.fake);
    e.lobby_click(ALICE, lobby, game, "start").await;
    e.fake
        .wait_until(10, "the first table message", |_| e.table_message(game).is_some())
        .await;
    let table = e.table_message(game).unwrap();
    assert!(e.fake.threads().contains_key(&table.channel), "the game is played in its own thread");
    assert!(table.text().contains("Round 1 of 15"), "{}", table.text());

    let played = e.play_to_end(game, &[ALICE, BOB, CAROL, DAVE], 1).await;
    let end = e.end_message(game).unwrap();
    let text = end.text();
    assert!(text.contains("final standings"), "{text}");
    assert!(text.contains("Lifetime scores"), "{text}");
    for u in [ALICE, BOB, CAROL, DAVE] {
        assert!(text.contains(&format!("<@{u}>")), "{text}");
    }
    e.fake
        .wait_until(5, "the last public update", |_| play_requests(&e.fake) > before)
        .await;
    let moves = moves_logged(e.store(), game).await;
    let requests = play_requests(&e.fake) - before;
    eprintln!(
        "4 humans: {moves} moves, {requests} REST requests ({:.2} per move); {played:?}",
        requests as f64 / moves as f64
    );
    assert_eq!(moves, 15 * 4 + (1..=15).map(|r| r * 4).sum::<usize>() + trump_choices(&e, game).await);
    assert!(assert_no_public_leaks(&e, game).await > moves, "every public payload was checked");

    // The leaderboard and the stats know the game.
    let id = e
        .command(ALICE, CHANNEL, "leaderboard", json!([{"name": "game", "type": 3, "value": "wizard"}]))
        .await;
    let board = e.reply_to(&id).unwrap().text();
    for u in [ALICE, BOB, CAROL, DAVE] {
        assert!(board.contains(&format!("<@{u}>")), "{board}");
    }
    assert!(board.contains("1 games"), "{board}");
    let id = e.command(BOB, CHANNEL, "stats", json!([])).await;
    let stats = e.reply_to(&id).unwrap().text();
    assert!(stats.contains("Games\n1"), "{stats}");
    e.assert_clean();
    e.stop().await;
}

/// Trump choices logged (a Wizard turned up lets the dealer choose).
async fn trump_choices(e: &E2e, game: i64) -> usize {
    e.store()
        .events(game)
        .await
        .unwrap()
        .iter()
        .filter(|v| v.get("choose_trump").is_some())
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn clairvoyance_with_plus_minus_one() {
    let e = E2e::start().await;
    let options = json!([
        {"name": "plus_minus_one", "type": 5, "value": true},
        {"name": "clairvoyance", "type": 3, "value": "first"}
    ]);
    let game = started(&e, ALICE, &[BOB, CAROL], options).await;
    // Round 1 under Clairvoyance: Bob sees the others' cards, not his own.
    let table = e.table_message(game).unwrap();
    e.click(BOB, table.id, &format!("h:{game}")).await;
    let hand = e.last_ephemeral(BOB).unwrap().text();
    assert!(hand.contains("Clairvoyance: you see the others' cards"), "{hand}");
    assert!(!hand.contains("Your cards"), "{hand}");
    assert!(hand.contains(&format!("<@{ALICE}>:")) && hand.contains(&format!("<@{CAROL}>:")), "{hand}");
    let played = e.play_to_end(game, &[ALICE, BOB, CAROL], 2).await;
    eprintln!("clairvoyance + plus/minus one: {played:?}");
    assert!(assert_no_public_leaks(&e, game).await > 0);
    // Plus/Minus One held in every round: the bids never added up to the tricks.
    let states = e2e::wizard_states(e.store(), game).await;
    for r in &states.last().unwrap().history().to_vec() {
        let sum: u32 = r.bids.iter().map(|&b| u32::from(b)).sum();
        assert_ne!(sum, u32::from(r.round), "round {}", r.round);
    }
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn secret_bids_stay_hidden_until_scored() {
    let e = E2e::start().await;
    let options = json!([{"name": "secret_bids", "type": 5, "value": true}]);
    let game = started(&e, ALICE, &[BOB, CAROL, DAVE], options).await;
    let table = e.table_message(game).unwrap();
    assert!(table.text().contains("Everyone bids now"), "{}", table.text());
    let played = e.play_to_end(game, &[ALICE, BOB, CAROL, DAVE], 3).await;
    eprintln!("secret bids: {played:?}");
    assert!(assert_no_public_leaks(&e, game).await > 0);
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn covered_bids_with_computer_players() {
    let e = E2e::start().await;
    let options = json!([{"name": "covered_bids", "type": 5, "value": true}]);
    let game = started(&e, ALICE, &[0, BOB, 0], options).await;
    let before = e2e::play_requests(&e.fake);
    let played = e.play_to_end(game, &[ALICE, BOB], 4).await;
    let moves = moves_logged(e.store(), game).await;
    let requests = e2e::play_requests(&e.fake) - before;
    eprintln!(
        "2 humans + 2 computers: {moves} moves, {requests} REST requests ({:.2} per move); {played:?}",
        requests as f64 / moves as f64
    );
    assert!(assert_no_public_leaks(&e, game).await > 0);
    let end = e.end_message(game).unwrap().text();
    assert!(end.contains("Computer 2") && end.contains("Computer 4"), "{end}");
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_colour() {
    let e = E2e::start().await;
    let options = json!([{"name": "one_colour", "type": 5, "value": true}]);
    let game = started(&e, ALICE, &[BOB, CAROL], options).await;
    let table = e.table_message(game).unwrap();
    assert!(table.text().contains("Round 1 of 12"), "{}", table.text());
    e.play_to_end(game, &[ALICE, BOB, CAROL], 5).await;
    assert!(assert_no_public_leaks(&e, game).await > 0);
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn computers_alone_with_one_human_finish() {
    let e = E2e::start().await;
    let game = started(&e, ALICE, &[0, 0, 0, 0, 0], json!([])).await;
    e.play_to_end(game, &[ALICE], 6).await;
    assert!(assert_no_public_leaks(&e, game).await > 0);
    e.assert_clean();
    e.stop().await;
}
