//! Wizard Dice end to end: the real bot and serenity client against the fake
//! Discord, players acting only through the bot's own buttons and selects.
//! RULES.md Part 2's worked examples are played through Discord with scripted
//! dice and end with the rulebook's Pages and totals.

use crate::e2e::dice::{dice_state, dice_states, script_of};
use crate::e2e::{CHANNEL, E2e, drawn_at, pictures_sent, play_requests, shown_pictures};
use crate::support::dice_examples::*;
use serde_json::{Value, json};
use wizard_bot::engine::dice::{Phase, PredictionView, Viewer};
use wizard_bot::record::replay_value;
use wizard_bot::table::ChanceScript;

const MINERVA: u64 = 111_111_111_111_111_111;
const HARRY: u64 = 222_222_222_222_222_222;
const GREGOR: u64 = 333_333_333_333_333_333;
const DAVE: u64 = 444_444_444_444_444_444;

/// RULES.md Part 2's worked examples as records (seats: Minerva 0, Harry 1, Gregor 2).
fn worked_examples() -> Vec<(&'static str, usize, bool, Vec<Value>)> {
    let mut round_1_and_2 = first_round();
    round_1_and_2.extend(second_round_rolls());
    round_1_and_2.extend(second_round_scores());
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
        ("Magic Card 1", 2, true, magic_card_1()),
        ("Magic Card 5", 1, true, magic_card_5()),
        ("Magic Card 6", 0, true, magic_card_6()),
        ("Magic Card 10", 1, true, magic_card_10()),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn rules_part_2_worked_examples_played_through_discord() {
    let e = E2e::start().await;
    for (name, first_seer, magic, events) in worked_examples() {
        let expected = replay_value(&record(first_seer, magic, json!(events))).unwrap();
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
        let got = state.view(Viewer::Spectator);
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
    let states = dice_states(e, game).await;
    let row = e.store().game(game).await.unwrap();
    let owners: Vec<wizard_bot::table::SeatOwner> = serde_json::from_value(row.seats["owners"].clone()).unwrap();
    let mut checked = 0;
    for p in e.fake.public_payloads() {
        crate::e2e::assert_footer_names_only_the_game(&p.body);
        let Some((g, v)) = drawn_at(&p.body) else {
            continue;
        };
        if g != game {
            continue;
        }
        let text = crate::fake_discord::server::payload_text(&p.body);
        let s = &states[v as usize];
        if matches!(s.phase(), Phase::SecretPredicting { .. }) {
            let view = s.view(Viewer::Spectator);
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
    let before = play_requests(&e.fake);
    let game = e.start_dice(MINERVA, &[HARRY, 0], options, Some(script)).await;
    let played = e.play_dice_randomly(game, &[MINERVA, HARRY], 1).await;
    let requests = play_requests(&e.fake) - before;
    let state = dice_state(&e, game).await;
    assert!(state.is_over());
    let drawn: std::collections::BTreeSet<u64> = e
        .store()
        .events(game)
        .await
        .unwrap()
        .iter()
        .filter_map(|ev| ev.get("magic_card").and_then(Value::as_u64))
        .collect();
    assert_eq!(drawn, (1..=10).collect(), "every Magic Card came up");
    // The dice and each Page are pictures; the end shows every Page.
    assert!(pictures_sent(&e.fake, "dice.png") > 10);
    let pages = crate::e2e::pictures_sent_where(&e.fake, crate::e2e::is_page_picture);
    assert!(pages > 10, "{pages} Page pictures");
    // A click on a Page whose picture did not change keeps it (#30: fewer
    // uploads): an update of the clicked panel showing a Page it does not send.
    let kept = crate::e2e::pages_kept(&e.fake);
    assert!(kept > 0, "no Page picture was kept by an update");
    let (uploads, bytes) = crate::e2e::uploads(&e.fake);
    println!(
        "pictures of this 3-player game: {uploads} uploads, {bytes} bytes; {kept} Page updates kept their picture ({pages} Pages sent)"
    );
    let end_message = e.end_message(game).unwrap();
    assert_eq!(shown_pictures(&end_message), ["page-1.png", "page-2.png", "page-3.png"]);
    let end = end_message.text();
    assert!(end.contains("Final Pages of Prediction"), "{end}");
    assert!(end.contains("Lifetime scores"), "{end}");
    assert_no_secret_predictions_public(&e, game).await;
    // /stats counts the rounds each person was the Seer.
    let state = dice_state(&e, game).await;
    for (seat, r) in e.store().results(game).await.unwrap().iter().enumerate() {
        let Some(user) = r.user_id else { continue };
        let seer = state.history().iter().filter(|h| h.seer == seat).count() as i64;
        assert_eq!(r.seer_rounds, seer, "seat {seat}");
        let id = e
            .command(
                user as u64,
                CHANNEL,
                "stats",
                json!([{"name": "game", "type": 3, "value": "dice"}]),
            )
            .await;
        let stats = e.reply_to(&id).unwrap().text();
        assert!(stats.contains(&format!("Rounds as Seer\n{seer}")), "{stats}");
    }
    let events = e.store().events(game).await.unwrap().len();
    println!(
        "Magic Cards, 2 people + 1 computer: {} rounds, {events} events, {} clicks, {requests} REST requests ({:.2} per event); {}",
        state.round(),
        played.clicks,
        requests as f64 / events as f64,
        crate::e2e::private_message_counts(&e, &[MINERVA, HARRY])
    );

    // Without Magic Cards, at the same channel's next table: three people, two computers.
    let before = play_requests(&e.fake);
    let game = e.start_dice(GREGOR, &[DAVE, 0, HARRY, 0], json!([]), None).await;
    let played = e.play_dice_randomly(game, &[GREGOR, DAVE, HARRY], 2).await;
    let requests = play_requests(&e.fake) - before;
    let state = dice_state(&e, game).await;
    let events = e.store().events(game).await.unwrap().len();
    println!(
        "no Magic Cards, 3 people + 2 computers: {} rounds, {events} events, {} clicks, {requests} REST requests ({:.2} per event)",
        state.round(),
        played.clicks,
        requests as f64 / events as f64
    );
    assert!(state.is_over());
    assert!(state.history().iter().all(|r| r.magic_card.is_none()));
    assert!(played.actions > 10);
    let end = e.end_message(game).unwrap();
    assert!(
        end.components()
            .iter()
            .any(|(id, _, _)| *id == crate::e2e::cid(&format!("r:{game}"))),
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

/// Round 1 of RULES.md's first example up to its first roll.
fn up_to_roll_1() -> Vec<Value> {
    vec![
        predict(0, 5, "green"),
        predict(1, 2, "blue"),
        predict(2, 2, "red"),
        roll(&ALL, &["G", "G", "W", "B", "B", "R", "Y"]),
    ]
}

/// Harry takes roll 1 while Minerva, the Seer, re-rolls: whichever the table
/// takes first happens, and the other click either follows it (a leave does
/// not change the dice, so the re-roll still means the same) or is refused
/// with the reason. Double clicks apply once. Every click is answered in 3 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn taking_a_roll_while_the_seer_rerolls() {
    let e = E2e::start().await;
    let mut orders = std::collections::BTreeSet::new();
    for attempt in 0..6 {
        let users = [MINERVA, HARRY, GREGOR];
        let mut events = up_to_roll_1();
        events.push(roll(&[3, 4, 5, 6], &["G", "G", "R", "Y"]));
        let game = e
            .start_dice(MINERVA, &[HARRY, GREGOR], json!([]), Some(script_of(&events)))
            .await;
        e.play_dice_record(game, &users, 0, &events[..4]).await;
        let table = e.table_message(game).unwrap();
        let before = e.store().events(game).await.unwrap().len();
        let take = crate::e2e::dice::find_choice(&table, "T1").unwrap();
        // The Seer picks dice 4–7 on her Page: nothing is thrown until Roll.
        let page = e.page(MINERVA, game).await;
        let page = e.pick_dice(MINERVA, &page, "Q1", &["3", "4", "5", "6"], "R1.120").await;
        assert_eq!(
            e.store().events(game).await.unwrap().len(),
            before,
            "picking throws nothing"
        );
        let roll = crate::e2e::dice::find_choice(&page, "R1.120").expect("Roll for the picked dice");
        // Both at once, each twice (a double click), in an order that varies.
        let mut ids = Vec::new();
        for k in 0..4 {
            let id = if (k + attempt) % 2 == 0 {
                e.fake.click_on(HARRY, table.id, &take, "en-US")
            } else {
                e.fake.click_on(MINERVA, page.id, &roll, "en-US")
            };
            ids.push(id);
        }
        for id in &ids {
            let took = e.fake.wait_ack(5, id).await;
            assert!(took < std::time::Duration::from_secs(3));
        }
        let after = e.store().events(game).await.unwrap();
        let new: Vec<&Value> = after[before..].iter().collect();
        let leaves = new.iter().filter(|ev| ev.get("leave").is_some()).count();
        let rolls = new.iter().filter(|ev| ev.get("roll").is_some()).count();
        assert_eq!(rolls, 1, "the double re-roll rolled once: {new:?}");
        assert!(leaves <= 1, "the double take left once: {new:?}");
        let harry_said: Vec<String> = ids
            .iter()
            .filter_map(|id| e.reply_to(id))
            .filter(|m| m.ephemeral_for == Some(HARRY))
            .map(|m| m.text())
            .collect();
        if leaves == 1 {
            let first_is_leave = new[0].get("leave").is_some();
            assert!(first_is_leave, "Harry left on roll 1, before the re-roll: {new:?}");
            let state = dice_state(&e, game).await;
            let w = state.written(1).expect("Harry wrote his score");
            assert_eq!(w.roll, 1);
            assert!(
                harry_said.iter().any(|t| t.contains("You took this roll")),
                "{harry_said:?}"
            );
            orders.insert("take first");
        } else {
            assert!(
                harry_said.iter().any(|t| t.contains("roll 1 is gone")),
                "Harry is told the roll is gone: {harry_said:?}"
            );
            orders.insert("re-roll first");
        }
        e.command(
            MINERVA,
            CHANNEL,
            "dice",
            json!([{"name": "cancel", "type": 1, "options": []}]),
        )
        .await;
        e.fake
            .wait_until(5, "the table to close", |_| e.table_message(game).is_none())
            .await;
    }
    println!("orders seen: {orders:?}");
    e.assert_clean();
    e.stop().await;
}

/// Every mistake gets a short private explanation and changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_dice_mistake_gets_a_private_explanation() {
    let e = E2e::start().await;
    let users = [MINERVA, HARRY, GREGOR];
    let events = up_to_roll_1();
    // Roll 2 re-throws die 1 and shows no Jester, so stopping ends the round at once.
    let mut script = script_of(&events);
    script.rolls.push_back(vec![wizard_bot::engine::dice::Face::Green]);
    let game = e.start_dice(MINERVA, &[HARRY, GREGOR], json!([]), Some(script)).await;
    let count = || async { e.store().events(game).await.unwrap().len() };
    let last = |u: u64| e.last_ephemeral(u).unwrap().text();
    e.play_dice_record(game, &users, 0, &events[..1]).await;
    let n = count().await;
    let table = e.table_message(game).unwrap();
    let (_, version) = drawn_at(&table.body).unwrap();
    // Not seated.
    e.open_hand(DAVE, &table).await;
    assert_eq!(last(DAVE), "You are not playing at this table.");
    // Not your turn: Gregor predicts before Harry.
    e.click(GREGOR, table.id, &format!("d:{game}:{version}:1:PR2-")).await;
    assert_eq!(last(GREGOR), "It is not your turn.");
    // A box Minerva already predicted.
    e.click(HARRY, table.id, &format!("d:{game}:{version}:1:PG5-")).await;
    assert_eq!(
        last(HARRY),
        "5× 🟩 Green was already predicted by another player this round."
    );
    // The Seer's controls are the Seer's.
    e.click(HARRY, table.id, &format!("d:{game}:{version}:1:R0.127")).await;
    assert_eq!(last(HARRY), "Only the Seer can do that.");
    assert_eq!(count().await, n, "no mistake changed the game");

    e.play_dice_record(game, &users, 0, &events[1..]).await;
    let n = count().await;
    let table = e.table_message(game).unwrap();
    let (_, version) = drawn_at(&table.body).unwrap();
    // The Seer takes no roll; others do not stop.
    e.click(MINERVA, table.id, &format!("d:{game}:{version}:1:T1")).await;
    assert_eq!(last(MINERVA), "You are the Seer: stop to score with this roll.");
    e.click(GREGOR, table.id, &format!("d:{game}:{version}:1:S1")).await;
    assert_eq!(last(GREGOR), "Only the Seer can do that.");
    // No Jester shows: no Jester Score.
    e.click(HARRY, table.id, &format!("d:{game}:{version}:1:T1.1")).await;
    assert_eq!(last(HARRY), "No Jester Score is open to you with these dice.");
    // A button nobody made.
    e.click(HARRY, table.id, &format!("d:{game}:{version}:1:Zz")).await;
    assert_eq!(last(HARRY), "This button is not from a game I know.");
    assert_eq!(count().await, n, "no mistake changed the game");
    // A roll that is gone: the Seer re-rolls, then Harry takes roll 1.
    let page = e.page(MINERVA, game).await;
    let page = e.pick_dice(MINERVA, &page, "Q1", &["0"], "R1.1").await;
    e.click_choice(MINERVA, &page, "R1.1").await;
    let n = count().await;
    e.click(HARRY, table.id, &format!("d:{game}:{version}:1:T1")).await;
    assert!(last(HARRY).contains("roll 1 is gone (now roll 2)"), "{}", last(HARRY));
    assert_eq!(count().await, n);
    // A round that is over.
    e.settled(game).await;
    let page = e.page(MINERVA, game).await;
    e.click_choice(MINERVA, &page, "S2").await;
    e.settled(game).await;
    e.click(HARRY, table.id, &format!("d:{game}:{version}:1:T2")).await;
    assert!(last(HARRY).contains("Round 1 is over"), "{}", last(HARRY));
    e.assert_clean();
    e.stop().await;
}

/// Restart mid-round: a Page opened before the restart and the table
/// message's controls still work, and the game finishes.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn restart_mid_round_keeps_the_buttons_working() {
    let mut e = E2e::start().await;
    let users = [MINERVA, HARRY, 0];
    let events = vec![predict(0, 5, "green")];
    let game = e
        .start_dice(MINERVA, &[HARRY, 0], json!([]), Some(script_of(&events)))
        .await;
    e.play_dice_record(game, &users, 0, &events).await;
    // Harry opens his Page to predict, then the bot restarts.
    let page = e.page(HARRY, game).await;
    let table_before = e.table_message(game).unwrap();
    e.restart().await;
    let restored = e.tables().snapshot(game).await.expect("the table is restored");
    assert_eq!(restored.version, e.store().events(game).await.unwrap().len() as u64);
    e.click_choice(HARRY, &page, "PB2").await;
    let after = e.fake.message(page.id).unwrap();
    assert!(
        after.text().contains("Your prediction: 2× 🟦 Blue."),
        "{}",
        after.text()
    );
    // The computer predicts; the same table message is edited, and the Seer rolls from her Page.
    e.settled(game).await;
    let table = e.table_message(game).unwrap();
    assert_eq!(table.id, table_before.id, "the round's message is still the one edited");
    let seer_page = e.page(MINERVA, game).await;
    e.click_choice(MINERVA, &seer_page, "R0").await;
    e.settled(game).await;
    // Restart again after roll 1: Harry takes it from the message drawn before the restart.
    let after_roll = e.table_message(game).unwrap();
    e.restart().await;
    let i = e.click_choice(HARRY, &after_roll, "T1").await;
    e.answer_score(HARRY, &i, "T1", false).await;
    let state = dice_state(&e, game).await;
    assert_eq!(state.written(1).map(|w| w.roll), Some(1), "Harry scored with roll 1");
    e.settled(game).await;
    let played = e.play_dice_randomly(game, &[MINERVA, HARRY], 3).await;
    assert!(played.actions > 0);
    assert!(dice_state(&e, game).await.is_over());
    e.assert_clean();
    e.stop().await;
}

/// "Suggest" on a Page: the Page redrawn with what the Hard player would do and
/// the points behind it, seen only by its owner; a table without hints offers
/// none. The computer player is added at Hard through the lobby's select.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn suggest_on_the_page_says_what_the_hard_player_would_do() {
    let e = E2e::start().await;
    let (game, lobby) = e.new_dice(MINERVA, json!([])).await;
    e.choose(MINERVA, lobby, &crate::e2e::cid(&format!("l:{game}:bot")), "hard")
        .await;
    assert!(e.fake.message(lobby).unwrap().text().contains("(Hard)"));
    e.start_game(MINERVA, lobby, game).await;
    // Minerva created the game: she is the first Seer and predicts first.
    let page = e.page(MINERVA, game).await;
    let prefix = crate::e2e::cid(&format!("sg:{game}:"));
    let suggest = page
        .components()
        .into_iter()
        .map(|(id, _, _)| id)
        .find(|id| id.starts_with(&prefix))
        .expect("a Suggest button on a Page with a decision");
    let id = e.click(MINERVA, page.id, &suggest).await;
    let answer = e.answer_of(&id).await;
    assert_eq!(answer["type"], 7, "the Page itself is redrawn: {answer}");
    let text = crate::fake_discord::server::payload_text(&answer["data"]);
    let line = text
        .lines()
        .find(|l| l.starts_with("💡"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        line.starts_with("💡 Predict ") && line.ends_with("points expected this round."),
        "{line}"
    );
    for p in e.fake.public_payloads() {
        assert!(
            !crate::fake_discord::server::payload_text(&p.body).contains("💡"),
            "a hint in public"
        );
    }
    // In the dice game's thread, `/stats` and `/rules` mean Wizard Dice unless told otherwise.
    let thread = e.table_message(game).unwrap().channel;
    let id = e.fake.command(MINERVA, thread, "stats", json!([]), "en-US", false);
    e.fake.wait_ack(5, &id).await;
    let stats = e.reply_to(&id).unwrap().text();
    // Nobody here has finished a game: the answer names the game it looked at.
    assert!(stats.contains("a game of Wizard Dice yet"), "{stats}");
    let asked = json!([{"name": "game", "type": 3, "value": "wizard"}]);
    let id = e.fake.command(MINERVA, thread, "stats", asked, "en-US", false);
    e.fake.wait_ack(5, &id).await;
    let stats = e.reply_to(&id).unwrap().text();
    assert!(stats.contains("a game of Wizard yet"), "{stats}");
    // No hints: shown in the lobby, and the Page has no Suggest.
    let (other, lobby) = e
        .new_dice_in(
            CHANNEL + 1,
            MINERVA,
            json!([{"name": "hints", "type": 5, "value": false}]),
        )
        .await;
    assert!(e.fake.message(lobby).unwrap().text().contains("No hints"));
    e.lobby_click(MINERVA, lobby, other, "bot").await;
    e.start_game(MINERVA, lobby, other).await;
    let page = e.page(MINERVA, other).await;
    let prefix = crate::e2e::cid(&format!("sg:{other}:"));
    assert!(page.components().iter().all(|(id, _, _)| !id.starts_with(&prefix)));
    e.assert_clean();
}
