//! The user-installable app (#33): `/rules`, `/stats`, `/leaderboard`,
//! `/history` (and `/daily`, played in `daily.rs`) are registered for server
//! and user installs and work in the bot's DM and in group DMs, where the bot may only answer
//! interactions (the fake refuses its posts there, as Discord does); table
//! commands stay on servers and say so.

use std::time::Duration;

use serde_json::json;

use super::e2e::E2e;
use super::fake_discord::server::{GUILD_ID, Private};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use wizard_bot::engine::wizard::{Variants, WizardSetup};
use wizard_bot::simulate::wizard::random_game_logged;
use wizard_bot::store::{GameKind, ResultRow};
use wizard_bot::table::{Game, LoggedStep, Persist, SeatOwner, Seating, Setup, TableOptions};

const DM: u64 = 9_100;
const GROUP_DM: u64 = 9_200;
const ANA: u64 = 501;
const BEN: u64 = 502;

/// A finished card game on the server, played out at random and stored as
/// the bot stores one: Ana, Ben and a computer player.
async fn finished_game(e: &E2e) -> i64 {
    let store = e.store();
    let seating = Seating {
        owners: vec![
            SeatOwner::Human(ANA as i64),
            SeatOwner::Human(BEN as i64),
            SeatOwner::Computer,
        ],
        ..Seating::default()
    };
    let seats = serde_json::to_value(&seating).unwrap();
    let options = serde_json::to_value(TableOptions::defaults(GameKind::Wizard)).unwrap();
    let setup = WizardSetup::new(3, 0, Variants::default()).unwrap();
    let (state, steps) = random_game_logged(setup, &mut SmallRng::seed_from_u64(33));
    let id = store
        .create_game(
            GameKind::Wizard,
            Some(GUILD_ID as i64),
            800,
            ANA as i64,
            &options,
            &seats,
        )
        .await
        .unwrap();
    let setup_json = serde_json::to_value(Setup::Wizard(setup)).unwrap();
    store.start_game(id, &seats, &setup_json).await.unwrap();
    let steps: Vec<LoggedStep> = steps.into_iter().map(LoggedStep::Wizard).collect();
    Persist::append(store, id, 0, &steps, None, None).await.unwrap();
    let game = Game::Wizard(state);
    let (places, totals) = (wizard_bot::table::places(&game), game.totals());
    let rows: Vec<ResultRow> = (0..3)
        .map(|s| ResultRow {
            seat: s as i64,
            user_id: [Some(ANA as i64), Some(BEN as i64), None][s],
            points: totals[s],
            place: places[s] as i64,
            won: places[s] == 1,
            rounds: 20,
            exact_bids: 0,
            xs: 0,
            jester_scores: 0,
            left: false,
            bids: 0,
            tricks: 0,
            seer_rounds: 0,
        })
        .collect();
    store.finish_game(id, &rows).await.unwrap();
    id
}

/// Sends `name` from `place` and waits for its answer (the callback body).
async fn ask(
    e: &E2e,
    user: u64,
    channel: u64,
    place: Private,
    name: &str,
    options: serde_json::Value,
) -> serde_json::Value {
    let id = e.fake.command_private(user, channel, place, name, options, "en-US");
    e.fake.wait_ack(5, &id).await;
    e.answer_of(&id).await
}

fn text(answer: &serde_json::Value) -> String {
    let d = &answer["data"];
    let mut out = d["content"].as_str().unwrap_or_default().to_string();
    for embed in d["embeds"].as_array().into_iter().flatten() {
        out += &embed.to_string();
    }
    out
}

#[tokio::test]
async fn boards_figures_history_and_rules_answer_in_dms_and_table_commands_stay_on_servers() {
    let e = E2e::start().await;
    let game = finished_game(&e).await;
    let ben_points = e.store().results(game).await.unwrap()[1].points;
    // Registered for both installs where they need no table; table games for servers only.
    let put = e
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .expect("the commands were registered");
    for c in put.body.as_array().unwrap() {
        let name = c["name"].as_str().unwrap();
        if ["rules", "stats", "leaderboard", "history", "daily"].contains(&name) {
            assert_eq!(c["integration_types"], json!([0, 1]), "{name}");
            assert_eq!(c["contexts"], json!([0, 1, 2]), "{name}");
        } else {
            assert_eq!(c["contexts"], json!([0]), "{name} stays on servers");
            assert!(
                c["integration_types"].is_null() || c["integration_types"] == json!([0]),
                "{name}"
            );
        }
    }
    let before = e.fake.requests().len();
    for (place, channel) in [(Private::BotDm, DM), (Private::Elsewhere, GROUP_DM)] {
        let rules = ask(&e, ANA, channel, place, "rules", json!([])).await;
        assert!(text(&rules).contains("Wizard"), "{place:?}: {}", text(&rules));
        // Figures and the board are everyone's outside a server.
        let stats = ask(&e, BEN, channel, place, "stats", json!([])).await;
        assert!(
            text(&stats).contains(&ben_points.to_string()),
            "{place:?}: {}",
            text(&stats)
        );
        let board = ask(&e, BEN, channel, place, "leaderboard", json!([])).await;
        let board_text = text(&board);
        assert!(
            board_text.contains(&format!("<@{ANA}>")) && board_text.contains(&format!("<@{BEN}>")),
            "{place:?}: {board_text}"
        );
        assert!(board_text.contains("all servers"), "everyone's board: {board_text}");
        // History is one's own, on every server (asking for another's shows one's own).
        let other = json!([{"name": "user", "type": 6, "value": ANA.to_string()}]);
        let history = ask(&e, BEN, channel, place, "history", other).await;
        assert_eq!(history["data"]["flags"].as_u64().unwrap_or(0) & 64, 64, "private");
        let history_text = text(&history);
        if let Ok(dir) = std::env::var("WIZARD_LOOK_DIR") {
            let look = json!({"users": {ANA.to_string(): "Ana", BEN.to_string(): "Ben"}, "messages": [board["data"], history["data"]]});
            std::fs::write(format!("{dir}/anywhere-{place:?}.json"), look.to_string()).unwrap();
        }
        assert!(history_text.contains(&format!("<@{BEN}>")), "{place:?}: {history_text}");
        assert!(
            history_text.contains(&format!("{ben_points} points")),
            "{place:?}: {history_text}"
        );
        // Its export works there for one who sat at the game.
        let export = history["data"]["components"][0]["components"][0]["custom_id"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(export.ends_with(&format!("x:{game}")), "{export}");
        let panel = e.last_ephemeral(BEN).expect("the history panel");
        let id = e.click(BEN, panel.id, &export).await;
        let record = e.answer_of(&id).await;
        assert!(
            record["data"]["attachments"].to_string().contains(".json")
                || !e.fake.requests().iter().all(|r| r.files.is_empty()),
            "{record}"
        );
        // Someone who did not sit at it gets no export.
        let id = e.click(9_999, panel.id, &export).await;
        assert!(text(&e.answer_of(&id).await).contains("button"), "refused");
        // A table needs a server: refused, in words, and nothing posted.
        let refused = ask(
            &e,
            ANA,
            channel,
            place,
            "wizard",
            json!([{"name": "new", "type": 1, "options": []}]),
        )
        .await;
        assert!(
            text(&refused).to_lowercase().contains("server"),
            "{place:?}: {}",
            text(&refused)
        );
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let posted: Vec<String> = e.fake.requests()[before..]
        .iter()
        .filter(|r| r.path.contains(&format!("/channels/{DM}/")) || r.path.contains(&format!("/channels/{GROUP_DM}/")))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(posted.is_empty(), "the bot only answered: {posted:?}");
    e.assert_clean();
    // As Discord does, the fake refuses a bot's own post in a group DM.
    let refused = reqwest::Client::new()
        .post(format!("{}/api/v10/channels/{GROUP_DM}/messages", e.fake.url()))
        .header("Authorization", "Bot token")
        .header("Content-Type", "application/json")
        .body(json!({"content": "hello"}).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status().as_u16(), 403);
    let body: serde_json::Value = serde_json::from_str(&refused.text().await.unwrap()).unwrap();
    assert_eq!(body["code"], 50001);
}
