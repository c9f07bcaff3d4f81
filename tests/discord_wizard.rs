//! Wizard, the card game, end to end: the real bot and serenity client against
//! the fake Discord, players acting only through the bot's own buttons.

mod e2e;
mod fake_discord;

use e2e::E2e;
use serde_json::json;

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;
const CAROL: u64 = 333_333_333_333_333_333;
const DAVE: u64 = 444_444_444_444_444_444;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn four_players_play_a_full_game_to_the_leaderboard() {
    let e = E2e::start().await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    for u in [BOB, CAROL, DAVE] {
        e.lobby_click(u, lobby, game, "join").await;
    }
    let lobby_text = e.fake.message(lobby).unwrap().text();
    assert!(lobby_text.contains(&format!("<@{DAVE}>")), "{lobby_text}");
    e.lobby_click(ALICE, lobby, game, "start").await;
    e.fake
        .wait_until(10, "the first table message", |_| e.table_message(game).is_some())
        .await;
    let table = e.table_message(game).unwrap();
    assert!(
        e.fake.threads().contains_key(&table.channel),
        "the game is played in its own thread"
    );
    let played = e.play_to_end(game, &[ALICE, BOB, CAROL, DAVE], 1).await;
    let end = e.end_message(game).unwrap();
    assert!(end.text().contains("final standings"), "{}", end.text());
    eprintln!("{played:?}");
    e.assert_clean();
    e.stop().await;
}
