//! One phone screen per decision (#62): every panel the bot draws for a
//! decision — a daily try's panel, a table's private hand and Page — is
//! measured at a phone's width (`e2e::phone`, 420 px) as the bot sent it,
//! through whole games in English and German, and none may stand taller
//! than one phone screen (900 px): what a decision needs sits above its
//! buttons, and a phone player does not scroll to decide.

use std::collections::BTreeMap;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::{Value, json};

use super::daily::play;
use super::e2e::daily::{At, daily, finished};
use super::e2e::phone::{PHONE_SCREEN, PHONE_WIDTH, height, png_size};
use super::e2e::{CHANNEL, E2e};
use super::fake_discord::server::Request;
use wizard_bot::discord::cards::choice::HandChoice;
use wizard_bot::discord::custom_id::Click;
use wizard_bot::discord::custom_id::{CardMove, DiceMove, MyHand};

const ANA: u64 = 601;
const CAL: u64 = 603;
const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;

/// The decision a body offers, named by its enabled choices ("bid", "play",
/// "Predict", "Reroll+Roll+Stop" …): `None` for a body that offers none, or
/// that is a public table (it has the "My hand" button).
fn decision(body: &Value) -> Option<String> {
    let mut kinds = std::collections::BTreeSet::new();
    for row in body["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let Some(click) = c["custom_id"].as_str().and_then(|id| Click::read(id).ok()) else {
                continue;
            };
            match click {
                Click::Hand(MyHand { .. }) => return None,
                _ if c["disabled"].as_bool().unwrap_or(false) => {}
                Click::Act(CardMove { choice, .. }) => {
                    kinds.insert(
                        match choice {
                            HandChoice::Bid(_) | HandChoice::BidSelect => "bid",
                            HandChoice::Play(_) => "play",
                            HandChoice::Trump(_) => "trump",
                            HandChoice::LaterBid(_) | HandChoice::LaterPlay(_) | HandChoice::LaterOff => "later",
                        }
                        .to_string(),
                    );
                }
                Click::Dice(DiceMove { choice, .. }) => {
                    let name = format!("{choice:?}");
                    kinds.insert(name.split([' ', '{', '(']).next().unwrap_or_default().to_string());
                }
                _ => {}
            }
        }
    }
    (!kinds.is_empty()).then(|| kinds.into_iter().collect::<Vec<_>>().join("+"))
}

/// The tallest decision panel of each kind among `requests` (a panel sent,
/// replaced or edited), measured with the pictures it shows: (decision,
/// (height, body)). Pictures are known by their names from every upload so
/// far (an edit that keeps a picture does not send it again).
fn tallest(requests: &[Request], users: &Value) -> BTreeMap<String, (u32, Value)> {
    let mut sizes: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    let mut out: BTreeMap<String, (u32, Value)> = BTreeMap::new();
    for r in requests {
        for f in &r.files {
            if let Some(size) = png_size(&f.bytes) {
                sizes.insert(f.filename.clone(), size);
            }
        }
        // An interaction's answer carries the message in its `data`.
        let body = match r.body.get("data") {
            Some(data) if r.body.get("type").is_some() => data,
            _ => &r.body,
        };
        let Some(kind) = decision(body) else { continue };
        let pictures: Vec<(String, (u32, u32))> = sizes.iter().map(|(n, s)| (n.clone(), *s)).collect();
        let shown: Vec<(String, (u32, u32))> = pictures
            .into_iter()
            .filter(|(n, _)| body.to_string().contains(&format!("attachment://{n}")))
            .collect();
        let h = height(body, &shown, users, true, PHONE_WIDTH);
        if out.get(&kind).is_none_or(|(best, _)| h > *best) {
            out.insert(kind, (h, body.clone()));
        }
    }
    out
}

/// Checks every decision in `requests` against one phone screen, saying
/// which were measured (`what`, in a line each), and draws the tallest of
/// each kind for looking (`WIZARD_LOOK_DIR`). Returns the tallest height.
fn assert_fits(what: &str, requests: &[Request], users: &Value, at_least: &[&str]) -> u32 {
    let found = tallest(requests, users);
    for kind in at_least {
        assert!(
            found.keys().any(|k| k.contains(kind)),
            "{what}: no '{kind}' decision among {:?}",
            found.keys()
        );
    }
    let mut report = String::new();
    for (kind, (h, body)) in &found {
        report.push_str(&format!("  {what} · {kind}: {h} px\n"));
        if std::env::var("WIZARD_LOOK_DIR").is_ok() {
            let files = requests
                .iter()
                .flat_map(|r| r.files.iter())
                .filter(|f| body.to_string().contains(&format!("attachment://{}", f.filename)))
                .map(|f| super::fake_discord::multipart::Stored {
                    id: 0,
                    filename: f.filename.clone(),
                    bytes: f.bytes.clone(),
                })
                .collect();
            let m = super::fake_discord::server::Msg {
                id: 0,
                channel: 0,
                body: body.clone(),
                ephemeral_for: Some(0),
                edits: 0,
                files,
            };
            let name = format!("phone-{what}-{kind}").replace([' ', '+'], "-");
            super::e2e::look(&name, &m, users.clone());
        }
    }
    eprintln!("{report}");
    let over: Vec<_> = found.iter().filter(|(_, (h, _))| *h > PHONE_SCREEN).collect();
    assert!(
        over.is_empty(),
        "{what}: decisions taller than one phone screen ({PHONE_SCREEN} px at {PHONE_WIDTH} px):\n{report}"
    );
    found.values().map(|(h, _)| *h).max().unwrap_or(0)
}

/// Alice's panels (English: "Your hand", "Your Page") apart from Bob's (German).
fn by_language(requests: Vec<Request>) -> (Vec<Request>, Vec<Request>) {
    requests.into_iter().partition(|r| r.body.to_string().contains("Your "))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_decision_of_a_daily_try_fits_one_phone_screen() {
    let e = E2e::start().await;
    e.set_locale(CAL, "de");
    let users = json!({ANA.to_string(): "Ana", CAL.to_string(): "Cal"});
    for (user, lang) in [(ANA, "en"), (CAL, "de")] {
        for (game, needs) in [("wizard", &["bid", "play"][..]), ("dice", &["Predict", "Roll"][..])] {
            let since = e.fake.requests().len();
            let panel = daily(
                &e,
                user,
                At::Server(CHANNEL),
                json!([{"name": "game", "type": 3, "value": game}]),
            )
            .await;
            let mut rng = SmallRng::seed_from_u64(user);
            let end = play(&e, user, panel.id, &mut rng, 2_000).await;
            assert!(finished(&end), "{lang} {game} try not finished: {}", end.text());
            assert_fits(
                &format!("daily {game} {lang}"),
                &e.fake.requests()[since..],
                &users,
                needs,
            );
        }
    }
    e.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_hand_and_page_at_a_table_fits_one_phone_screen() {
    let e = E2e::start().await;
    e.set_locale(BOB, "de");
    let users = json!({ALICE.to_string(): "Alice", BOB.to_string(): "Bob"});
    // Three players: twenty rounds, the longest hands and the most bids.
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    let since = e.fake.requests().len();
    e.play_to_end(game, &[ALICE, BOB], 62).await;
    let requests = e.fake.requests()[since..].to_vec();
    let (en, de) = by_language(requests);
    assert_fits("hand en", &en, &users, &["bid", "play"]);
    assert_fits("hand de", &de, &users, &["bid", "play"]);

    let game = e.start_dice(ALICE, &[BOB, 0, 0], json!([]), None).await;
    let since = e.fake.requests().len();
    e.play_dice_randomly(game, &[ALICE, BOB], 62).await;
    let requests = e.fake.requests()[since..].to_vec();
    let (en, de) = by_language(requests);
    assert_fits("page en", &en, &users, &["Predict", "Roll"]);
    assert_fits("page de", &de, &users, &["Predict", "Roll"]);
    e.assert_clean();
}
