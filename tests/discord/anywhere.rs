//! The user-installable app (#33): `/rules`, `/stats`, `/leaderboard`,
//! `/history` (and `/daily`, played in `daily.rs`) are registered for server
//! and user installs and work in the bot's DM and in group DMs, where the bot may only answer
//! interactions (the fake refuses its posts there, as Discord does); table
//! commands stay on servers and say so.

use std::time::Duration;

use serde_json::json;

use super::e2e::E2e;
use super::fake_discord::server::Private;

const DM: u64 = 9_100;
const GROUP_DM: u64 = 9_200;
const ANA: u64 = 501;
const BEN: u64 = 502;

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
    let game = super::e2e::stored_finished_game(&e, wizard_bot::store::GameKind::Wizard, 33).await;
    let ben_points = e.store().results(game).await.unwrap()[1].points;
    // Registered for both installs where they need no table; table games for
    // servers only. (A process's first second of requests waits: the one
    // before it may have spent it.)
    let registered = |f: &super::fake_discord::server::FakeDiscord| {
        f.find_request(|r| r.method == "PUT" && r.path.ends_with("/commands"))
            .is_some()
    };
    e.fake.wait_until(5, "the commands registered", registered).await;
    let put = e
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .expect("the commands were registered");
    for c in put.body.as_array().unwrap() {
        let name = c["name"].as_str().unwrap();
        if ["rules", "stats", "leaderboard", "history", "daily", "turns"].contains(&name) {
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
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(format!("{dir}/anywhere-{place:?}.json"), look.to_string()).unwrap();
        }
        assert!(history_text.contains(&format!("<@{BEN}>")), "{place:?}: {history_text}");
        assert!(
            history_text.contains(&format!("{} points", ben_points.to_string().replace('-', "−"))),
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

/// #49: outside a server a history spans every server, so it is only ever
/// the clicker's own: a page button forged to name another person shows the
/// clicker's history (here: none, said without "on this server").
#[tokio::test]
async fn a_history_page_forged_for_someone_else_shows_only_the_clickers_own_outside_a_server() {
    const MALLORY: u64 = 9_777;
    let e = E2e::start().await;
    let game = super::e2e::stored_finished_game(&e, wizard_bot::store::GameKind::Wizard, 49).await;
    let ana_points = e.store().results(game).await.unwrap()[0].points;
    let own = ask(&e, MALLORY, DM, Private::BotDm, "history", json!([])).await;
    let said = text(&own);
    assert!(said.contains("has no finished game of Wizard yet"), "{said}");
    assert!(
        !said.contains("on this server"),
        "a DM's history is not a server's: {said}"
    );
    let panel = e.last_ephemeral(MALLORY).expect("Mallory's history answer");
    let forged = super::e2e::cid(&format!("hi:{ANA}:wizard:0"));
    e.fake.forge_button(panel.id, &forged);
    let id = e.click(MALLORY, panel.id, &forged).await;
    let shown = text(&e.answer_of(&id).await);
    assert!(
        !shown.contains(&format!("<@{ANA}>")),
        "Ana's history shown to Mallory: {shown}"
    );
    assert!(
        !shown.contains(&format!("{} points", ana_points.to_string().replace('-', "−"))),
        "{shown}"
    );
    assert!(shown.contains(&format!("<@{MALLORY}>")), "Mallory's own: {shown}");
    e.assert_clean();
}

/// #49's wrong words: a subcommand the bot does not know is not called a
/// button; Analyse of a game still being played says it cannot be analysed
/// yet (not "replayed").
#[tokio::test]
async fn an_unknown_subcommand_and_an_early_analyse_are_told_in_their_own_words() {
    let e = E2e::start().await;
    let id = e
        .command(
            ANA,
            super::e2e::CHANNEL,
            "wizard",
            json!([{"name": "frobnicate", "type": 1, "options": []}]),
        )
        .await;
    let said = e.reply_to(&id).unwrap().text();
    assert!(said.starts_with("I do not know this command."), "{said}");
    let (game, lobby) = e.new_wizard(ANA, json!([])).await;
    let analyse = super::e2e::cid(&format!("an:{game}"));
    e.fake.forge_button(lobby, &analyse);
    let id = e.click(ANA, lobby, &analyse).await;
    e.fake
        .wait_until(5, "the refusal", |f| {
            f.ephemerals(ANA)
                .iter()
                .any(|m| m.text() == "Only a finished game can be analysed.")
        })
        .await;
    assert!(e.fake.answer(&id).is_some());
    e.assert_clean();
}

/// #50: `/history` without a game shows the game the person played last
/// (after a dice evening, their dice games, not "no finished game of Wizard"),
/// and writes negative points with a minus sign, as everywhere else.
#[tokio::test]
async fn history_defaults_to_the_game_last_played() {
    let e = E2e::start().await;
    let game = super::e2e::stored_finished_game(&e, wizard_bot::store::GameKind::Dice, 50).await;
    let id = e.command(ANA, super::e2e::CHANNEL, "history", json!([])).await;
    let answer = e.answer_of(&id).await;
    let shown = text(&answer);
    assert!(shown.contains("Wizard Dice: finished games"), "{shown}");
    assert!(shown.contains(&format!("Game {game}")), "{shown}");
    assert!(!shown.contains(" -"), "a hyphen for a minus: {shown}");
    e.assert_clean();
}
