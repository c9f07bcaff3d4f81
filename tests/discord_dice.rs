//! Wizard Dice end to end: the real bot and serenity client against the fake
//! Discord, players acting only through the bot's own buttons and selects.
//! RULES.md Part 2's worked examples are played through Discord with scripted
//! dice and end with the rulebook's Pages and totals.

mod e2e;
mod fake_discord;

use e2e::dice::{dice_state, script_of};
use e2e::{CHANNEL, E2e, footer_numbers, play_requests};
use serde_json::{Value, json};
use wizard_bot::engine::dice::{DiceViewer, Phase, PredictionView};
use wizard_bot::record::replay_value;
use wizard_bot::table::ChanceScript;

const MINERVA: u64 = 111_111_111_111_111_111;
const HARRY: u64 = 222_222_222_222_222_222;
const GREGOR: u64 = 333_333_333_333_333_333;
const DAVE: u64 = 444_444_444_444_444_444;

fn predict(player: usize, count: u8, colour: &str) -> Value {
    json!({"predict": {"player": player, "count": count, "colour": colour}})
}

fn roll(dice: &[usize], faces: &[&str]) -> Value {
    json!({"roll": {"dice": dice, "faces": faces}})
}

const ALL: [usize; 7] = [0, 1, 2, 3, 4, 5, 6];

/// RULES.md Part 2's worked examples as records (seats: Minerva 0, Harry 1, Gregor 2).
fn worked_examples() -> Vec<(&'static str, usize, bool, Vec<Value>)> {
    let round_1_and_2 = vec![
        predict(0, 5, "green"),
        predict(1, 2, "blue"),
        predict(2, 2, "red"),
        json!({"wizard_colour": {"colour": "green"}}),
        roll(&ALL, &["G", "G", "W", "B", "B", "R", "Y"]),
        json!({"leave": {"player": 1, "jester_score": false}}),
        roll(&[3, 4, 5, 6], &["G", "G", "R", "Y"]),
        json!({"stop": {"jester_score": false}}),
        predict(1, 5, "green"),
        predict(2, 3, "red"),
        predict(0, 4, "green"),
        roll(&ALL, &["B", "B", "B", "Y", "Y", "Y", "R"]),
        roll(&[0, 1, 2], &["J", "R", "B"]),
        roll(&[2, 3, 4, 5], &["J", "B", "B", "Y"]),
        json!({"score": {"player": 2, "jester_score": false}}),
        json!({"score": {"player": 1, "jester_score": true}}),
        json!({"score": {"player": 0, "jester_score": true}}),
    ];
    let final_scoring: Value =
        serde_json::from_str(&std::fs::read_to_string("tests/fixtures/dice_final_scoring.json").unwrap()).unwrap();
    vec![
        ("first and second round", 0, false, round_1_and_2),
        (
            "final: Minerva 23, Harry 13, Gregor 13",
            0,
            false,
            final_scoring["events"].as_array().unwrap().clone(),
        ),
        (
            "Magic Card 1",
            2,
            true,
            vec![
                json!({"magic_card": 1}),
                predict(2, 5, "yellow"),
                predict(0, 2, "red"),
                predict(1, 3, "yellow"),
                roll(&ALL, &["B", "B", "B", "B", "B", "B", "B"]),
                roll(&ALL, &["G", "G", "G", "G", "G", "G", "G"]),
                roll(&ALL, &["Y", "Y", "Y", "W", "W", "B", "G"]),
            ],
        ),
        (
            "Magic Card 5",
            1,
            true,
            vec![
                json!({"magic_card": 5}),
                predict(1, 3, "blue"),
                predict(2, 1, "yellow"),
                predict(0, 2, "green"),
                json!({"wizard_colour": {"colour": "blue"}}),
                roll(&ALL, &["R", "R", "R", "R", "R", "G", "G"]),
                json!({"stop": {"jester_score": false}}),
            ],
        ),
        (
            "Magic Card 6",
            0,
            true,
            vec![
                json!({"magic_card": 6}),
                predict(0, 5, "yellow"),
                predict(1, 2, "red"),
                predict(2, 3, "green"),
                roll(&ALL, &["Y", "Y", "W", "W", "J", "R", "B"]),
                json!({"stop": {"jester_score": false}}),
                json!({"score": {"player": 1, "jester_score": false}}),
                json!({"score": {"player": 2, "jester_score": true}}),
            ],
        ),
        (
            "Magic Card 10",
            1,
            true,
            vec![
                json!({"magic_card": 10}),
                predict(1, 5, "red"),
                predict(0, 2, "blue"),
                predict(2, 2, "blue"),
                roll(&ALL, &["R"; 7]),
                json!({"stop": {"jester_score": false}}),
            ],
        ),
    ]
}

fn record(first_seer: usize, magic: bool, events: &[Value]) -> Value {
    json!({"game": "dice", "players": ["minerva", "harry", "gregor"], "first_seer": first_seer,
           "x_target": 9, "magic_cards": magic, "events": events})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn rules_part_2_worked_examples_played_through_discord() {
    let e = E2e::start().await;
    for (name, first_seer, magic, events) in worked_examples() {
        let expected = replay_value(&record(first_seer, magic, &events)).unwrap();
        // The host is the first Seer; seats follow clockwise from them.
        let users: Vec<u64> = (0..3).map(|t| [MINERVA, HARRY, GREGOR][(t + first_seer) % 3]).collect();
        let options = if magic {
            json!([{"name": "magic_cards", "type": 5, "value": true}])
        } else {
            json!([])
        };
        let game = e
            .start_dice(users[0], &users[1..], options, Some(script_of(&events)))
            .await;
        e.play_dice_record(game, &users, first_seer, &events).await;
        let state = dice_state(&e, game).await;
        let got = state.view(DiceViewer::Spectator);
        for s in 0..3 {
            let t = (s + 3 - first_seer) % 3;
            let page = &expected["pages"][s];
            assert_eq!(
                serde_json::to_value(&got.pages[t].boxes).unwrap(),
                page["boxes"],
                "{name}: seat {s}'s Page"
            );
            assert_eq!(
                json!(got.pages[t].jesters),
                page["jesters"],
                "{name}: seat {s}'s Jester row"
            );
            assert_eq!(
                json!(state.totals()[t]),
                expected["totals"][s],
                "{name}: seat {s}'s total"
            );
        }
        if expected["finished"] == true {
            e.fake
                .wait_until(10, "the final standings", |_| e.end_message(game).is_some())
                .await;
            let end = e.end_message(game).unwrap();
            let text = end.text();
            let order: Vec<usize> = [MINERVA, HARRY, GREGOR]
                .iter()
                .map(|u| text.find(&format!("<@{u}> — ")).expect("everyone is ranked"))
                .collect();
            assert!(
                order[0] < order[1] && order[1] < order[2],
                "{name}: Minerva, Harry, Gregor:\n{text}"
            );
            assert!(text.contains("23 points") && text.contains("13 points"), "{text}");
            assert!(
                text.contains("fewer Jester Scores puts"),
                "{name}: the tie-break is explained:\n{text}"
            );
            assert!(text.contains(&format!("<@{MINERVA}> wins!")), "{text}");
        } else {
            let id = e
                .command(
                    users[0],
                    CHANNEL,
                    "dice",
                    json!([{"name": "cancel", "type": 1, "options": []}]),
                )
                .await;
            let _ = id;
            e.fake
                .wait_until(5, "the table to close", |_| e.table_message(game).is_none())
                .await;
        }
        let checked = assert_no_secret_predictions_public(&e, game).await;
        println!(
            "{name}: {} events, {checked} public payloads",
            e.store().events(game).await.unwrap().len()
        );
        assert!(checked > 0, "{name}");
    }
    e.assert_clean();
    e.stop().await;
}

/// Over every public payload of a dice game: while Magic Card 10's secret
/// predictions are being made, no player's secret prediction is shown.
/// Returns how many payloads were checked.
async fn assert_no_secret_predictions_public(e: &E2e, game: i64) -> usize {
    use wizard_bot::engine::dice::DiceState;
    let row = e.store().game(game).await.unwrap();
    let setup = serde_json::from_value(row.setup.clone().unwrap()).unwrap();
    let mut state = DiceState::new(setup);
    let mut states = vec![state.clone()];
    for ev in e.store().events(game).await.unwrap() {
        state.apply_step(&serde_json::from_value(ev).unwrap()).unwrap();
        states.push(state.clone());
    }
    let owners: Vec<wizard_bot::table::SeatOwner> = serde_json::from_value(row.seats["owners"].clone()).unwrap();
    let mut checked = 0;
    for p in e.fake.public_payloads() {
        let Some((g, v)) = footer_numbers(&p.body) else {
            continue;
        };
        if g != game {
            continue;
        }
        let text = fake_discord::server::payload_text(&p.body);
        let s = &states[v as usize];
        if matches!(s.phase(), Phase::SecretPredicting { .. }) {
            let view = s.view(DiceViewer::Spectator);
            for (seat, owner) in owners.iter().enumerate() {
                if seat == s.seer() || s.prediction(seat).is_none() {
                    continue;
                }
                assert_eq!(view.predictions[seat], PredictionView::Secret);
                if let wizard_bot::table::SeatOwner::Human(u) = owner {
                    let line = format!("<@{u}> — ");
                    let at = text.find(&line).expect("the player is listed");
                    assert!(
                        text[at + line.len()..].starts_with("secret"),
                        "a secret prediction shows at move {v}:\n{text}"
                    );
                }
            }
        }
        checked += 1;
    }
    checked
}

/// A full game with the Magic Cards: two people and a computer player, the
/// pile scripted so every card comes up in the first ten rounds, the dice at
/// random; then one without Magic Cards, three people and two computers.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn full_games_with_and_without_magic_cards() {
    let e = E2e::start().await;
    let mut script = ChanceScript::default();
    script.magic_cards.extend([4, 3, 7, 10, 1, 2, 5, 6, 8, 9]);
    let options = json!([
        {"name": "magic_cards", "type": 5, "value": true},
        {"name": "experts", "type": 5, "value": true}
    ]);
    let game = e.start_dice(MINERVA, &[HARRY, 0], options, Some(script)).await;
    let played = e.play_dice_randomly(game, &[MINERVA, HARRY], 1).await;
    let state = dice_state(&e, game).await;
    assert!(state.is_over());
    if std::env::var("SHOW_PAYLOADS").is_ok() {
        for p in e.fake.public_payloads().iter().step_by(37) {
            println!("---\n{}", fake_discord::server::payload_text(&p.body));
        }
        for m in e.fake.ephemerals(MINERVA).iter().step_by(9) {
            println!("--- page\n{}\n{:?}", m.text(), m.components());
        }
    }
    let drawn: std::collections::BTreeSet<u64> = e
        .store()
        .events(game)
        .await
        .unwrap()
        .iter()
        .filter_map(|ev| ev.get("magic_card").and_then(Value::as_u64))
        .collect();
    assert_eq!(drawn, (1..=10).collect(), "every Magic Card came up");
    let end = e.end_message(game).unwrap().text();
    assert!(end.contains("Final Pages of Prediction"), "{end}");
    assert!(end.contains("Lifetime scores"), "{end}");
    assert_no_secret_predictions_public(&e, game).await;
    println!(
        "magic cards game: {} rounds, {} human actions, {} clicks, {} REST requests",
        state.round(),
        played.actions,
        played.clicks,
        play_requests(&e.fake)
    );

    // Without Magic Cards, in another channel's table: three people, two computers.
    let game = e.start_dice(GREGOR, &[DAVE, 0, HARRY, 0], json!([]), None).await;
    let played = e.play_dice_randomly(game, &[GREGOR, DAVE, HARRY], 2).await;
    let state = dice_state(&e, game).await;
    assert!(state.is_over());
    assert!(state.history().iter().all(|r| r.magic_card.is_none()));
    assert!(played.actions > 10);
    let end = e.end_message(game).unwrap();
    assert!(
        end.components().iter().any(|(id, _, _)| *id == format!("r:{game}")),
        "Rematch"
    );
    let board = e
        .command(
            DAVE,
            CHANNEL,
            "leaderboard",
            json!([{"name": "game", "type": 3, "value": "dice"}]),
        )
        .await;
    let board = e.reply_to(&board).unwrap().text();
    assert!(board.contains(&format!("<@{GREGOR}>")), "{board}");
    let rules = e
        .command(
            DAVE,
            CHANNEL,
            "rules",
            json!([{"name": "game", "type": 3, "value": "dice"}]),
        )
        .await;
    assert!(e.reply_to(&rules).unwrap().text().contains("Page of Prediction"));
    e.assert_clean();
    e.stop().await;
}
