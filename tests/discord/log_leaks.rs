//! At `RUST_LOG=trace` the bot's log carries no hidden information and no
//! token: a covered-bids card game and a Wizard Dice game whose first round
//! is Magic Card 10 (secret predictions) are played to their end through the
//! fake Discord with the bot's own logging set up, writing into memory, and
//! no private hand or Page, no interaction token and not the bot token may
//! appear in it.

use crate::{e2e, fake_discord};

use e2e::E2e;
use fake_discord::server::payload_text;
use serde_json::json;
use std::io::Write;
use std::sync::{Arc, Mutex};
use wizard_bot::table::ChanceScript;

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;

#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Marks the copy of this test binary that plays the logged games.
const CHILD: &str = "WIZARD_LOG_LEAKS_CHILD";
const NAME: &str = "log_leaks::a_trace_log_of_a_covered_bids_game_leaks_nothing";

#[test]
fn a_trace_log_of_a_covered_bids_game_leaks_nothing() {
    // The bot's log subscriber is process-wide and RUST_LOG=trace must be read
    // by it alone: the games run in a copy of this binary that runs only this
    // test, not beside the discord binary's other tests (which log as well).
    if std::env::var_os(CHILD).is_some() {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(4)
            .enable_all()
            .build()
            .unwrap();
        return runtime.block_on(play_and_check());
    }
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", NAME, "--test-threads=1", "--nocapture"])
        .env(CHILD, "1")
        .env("RUST_LOG", "trace")
        .output()
        .unwrap();
    let said = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "the logged games failed:\n{}", tail(&said));
    assert!(
        said.contains("1 passed"),
        "the logged games did not run:\n{}",
        tail(&said)
    );
}

/// The end of a long output (a trace log is long), where a failure is said.
fn tail(s: &str) -> &str {
    let start = s.len().saturating_sub(20_000);
    let start = (start..s.len()).find(|&i| s.is_char_boundary(i)).unwrap_or(s.len());
    &s[start..]
}

async fn play_and_check() {
    let captured = Captured::default();
    let writer = captured.clone();
    tracing::subscriber::set_global_default(wizard_bot::app::log_subscriber(move || writer.clone())).unwrap();

    let e = E2e::start().await;
    let (game, lobby) = e
        .new_wizard(ALICE, json!([{"name": "covered_bids", "type": 5, "value": true}]))
        .await;
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    // A bid the rules refuse (round 1 has one trick; or, when a Wizard was
    // turned up, trump comes first): the refusal is logged, but not the bid
    // that was tried (covered bids are hidden).
    let (_, version) = e2e::drawn_at(&e.table_message(game).unwrap().body).unwrap();
    let table = e.table_message(game).unwrap();
    e.click(ALICE, table.id, &format!("a:{game}:{version}:1:b9")).await;
    let refusal = payload_text(&e.last_ephemeral(ALICE).unwrap().body);
    assert!(
        refusal.contains("0 to 1") || refusal.contains("trump first"),
        "{refusal}"
    );
    e.play_to_end(game, &[ALICE, BOB], 3).await;
    e.fake
        .wait_until(20, "the final standings", |_| e.end_message(game).is_some())
        .await;
    // Wizard Dice, Magic Card 10 first: predictions are secret until all are in.
    let mut script = ChanceScript::default();
    script.magic_cards.extend([10, 1, 2]);
    let options = json!([{"name": "magic_cards", "type": 5, "value": true}]);
    let dice = e.start_dice(ALICE, &[BOB, 0], options, Some(script)).await;
    e.play_dice_randomly(dice, &[ALICE, BOB], 4).await;
    // An interaction serenity cannot read (a type from a newer Discord) whose
    // data names a card: said at WARN by its name and where it broke, never its body.
    e.fake.dispatch(
        "INTERACTION_CREATE",
        json!({"id": "9", "application_id": "1", "type": "Z-and-B13-in-a-hand", "token": "tok", "version": 1,
               "data": {"custom_id": "a-hand-with-R12"}}),
    );
    let said_at_warn = |c: &Captured| {
        String::from_utf8_lossy(&c.0.lock().unwrap())
            .lines()
            .any(|l| l.contains("WARN") && l.contains("INTERACTION_CREATE") && l.contains("cannot read"))
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while !said_at_warn(&captured) {
        assert!(
            std::time::Instant::now() < deadline,
            "the unreadable interaction was not said at WARN"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    e.assert_clean();

    let log = String::from_utf8_lossy(&captured.0.lock().unwrap()).to_string();
    assert!(
        log.lines().count() > 100,
        "trace logging was on: {} lines",
        log.lines().count()
    );
    assert!(!log.contains("fake-token"), "the bot token is in the log");
    assert!(
        !log.contains("B13-in-a-hand") && !log.contains("a-hand-with-R12"),
        "the body of an unreadable interaction is in the log"
    );
    assert!(
        !log.contains("BidOutOfRange") && !log.contains("Rules("),
        "a refused bid is in the log"
    );
    assert!(
        log.lines().any(|l| l.contains("refused") && l.contains("rules")),
        "the refusal was logged (by its kind)"
    );
    // Interaction tokens (the fake's are `tok` and the interaction id).
    let token = log
        .find("tok1")
        .filter(|&i| log[i + 3..].starts_with(|c: char| c.is_ascii_digit()));
    assert!(
        token.is_none(),
        "an interaction token is in the log: …{}…",
        &log[token.unwrap_or(0)..][..60.min(log.len())]
    );
    // What only one player saw (their hand, their covered bid) is not in the log.
    let public: String = e
        .fake
        .all_public_messages()
        .iter()
        .map(|m| payload_text(&m.body))
        .collect::<Vec<_>>()
        .join("\n");
    let mut private_lines = 0;
    for user in [ALICE, BOB] {
        for m in e.fake.ephemerals(user) {
            for line in payload_text(&m.body).lines().filter(|l| l.chars().count() >= 12) {
                if public.contains(line) {
                    continue;
                }
                private_lines += 1;
                assert!(!log.contains(line), "a private line is in the log: {line}");
            }
        }
    }
    assert!(private_lines > 0, "the check saw private screens");
    // The private hands' buttons (their custom_ids appear only in ephemeral
    // payloads) are not in the log either: no request body was logged.
    let hand_buttons = format!("\"{}a:{game}:", wizard_bot::discord::custom_id::FORMAT);
    let hands_sent = e
        .fake
        .requests()
        .iter()
        .filter(|r| r.body.to_string().contains(&hand_buttons))
        .count();
    assert!(hands_sent > 10, "private hands were sent ({hands_sent})");
    assert!(
        !log.contains(&format!("a:{game}:")),
        "a private hand's payload is in the log"
    );
    e.stop().await;
    activity_refusals_leak_nothing(&captured).await;
}

/// The Activity's sign-ins (#64): a good one, a used code, a forged one and
/// a page claiming another instance. Only the refusals are logged: never a
/// code, an access token or the application's client secret.
async fn activity_refusals_leak_nothing(captured: &Captured) {
    fn activity(c: &mut wizard_bot::config::Config) {
        c.web_addr = Some("127.0.0.1:0".parse().unwrap());
        c.discord_client_id = Some(fake_discord::server::APP_ID.to_string());
        c.discord_client_secret = Some(fake_discord::oauth::CLIENT_SECRET.into());
    }
    let e = E2e::start_tuned(activity).await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    for _ in 0..2 {
        e.lobby_click(ALICE, lobby, game, "bot").await;
    }
    e.start_game(ALICE, lobby, game).await;
    let channel = e2e::CHANNEL;
    let code = {
        let mut o = e.fake.inner.oauth.lock().unwrap();
        o.open("i-7", channel, Some(fake_discord::server::GUILD_ID), &[ALICE]);
        o.authorize(ALICE)
    };
    let before = captured.0.lock().unwrap().len();
    let http = reqwest::Client::new();
    let url = format!("http://{}/activity/session", e.web_addr().unwrap());
    let mut statuses = Vec::new();
    for (code, instance) in [
        (code.as_str(), "i-7"),
        (code.as_str(), "i-7"),
        ("forged-code-4242", "i-7"),
        (code.as_str(), "i-8"),
    ] {
        let body = json!({"code": code, "instance_id": instance, "channel_id": channel.to_string()});
        let r = http.post(&url).body(body.to_string()).send().await.unwrap();
        statuses.push(r.status().as_u16());
    }
    assert_eq!(statuses, [200, 401, 401, 401], "a good sign-in, then refusals");
    let tokens = e.fake.inner.oauth.lock().unwrap().tokens();
    assert_eq!(tokens.len(), 1, "one access token was given");
    e.assert_clean();
    e.stop().await;
    let log = String::from_utf8_lossy(&captured.0.lock().unwrap()[before..]).to_string();
    assert!(
        log.contains("an Activity's code was refused by Discord"),
        "the refusal is logged"
    );
    for secret in [
        code.as_str(),
        "forged-code-4242",
        fake_discord::oauth::CLIENT_SECRET,
        tokens[0].as_str(),
    ] {
        assert!(!log.contains(secret), "{secret} is in the log");
    }
}
