//! Replay's error paths for card-game records: each kind of illegal event is
//! rejected at the right event index, and bad setups or non-records at `null`.

use serde_json::{Value, json};
use wizard_bot::record::{ReplayError, replay_str, replay_value};

/// A legal opening: three players, Kevin (2) deals round 1, trump red.
fn opening() -> Vec<Value> {
    vec![
        json!({"deal": {"hands": [["G2"], ["G5"], ["R1"]], "trump_card": "R9"}}),
        json!({"bid": {"player": 0, "tricks": 0}}),
        json!({"bid": {"player": 1, "tricks": 1}}),
        json!({"bid": {"player": 2, "tricks": 1}}),
    ]
}

fn record(variants: &[&str], events: Vec<Value>) -> Value {
    json!({"game": "wizard", "players": ["a", "b", "c"], "first_dealer": 2,
           "variants": variants, "events": events})
}

fn error_of(doc: &Value) -> ReplayError {
    replay_value(doc).expect_err("the record must be refused")
}

fn assert_error_at(doc: &Value, index: usize, needle: &str) {
    let e = error_of(doc);
    assert_eq!(e.event, Some(index), "{e:?}");
    assert!(e.message.contains(needle), "message {:?} lacks {needle:?}", e.message);
}

#[test]
fn wrong_player_is_rejected_at_its_index() {
    let mut ev = opening();
    ev.push(json!({"play": {"player": 1, "card": "G5"}}));
    assert_error_at(&record(&[], ev), 4, "not seat 1's turn");
    let mut ev = opening();
    ev.swap(1, 2);
    assert_error_at(&record(&[], ev), 1, "not seat 1's turn");
}

#[test]
fn card_not_in_hand_is_rejected() {
    let mut ev = opening();
    ev.push(json!({"play": {"player": 0, "card": "G5"}}));
    assert_error_at(&record(&[], ev), 4, "not in the hand");
}

#[test]
fn not_following_suit_is_rejected() {
    let events = vec![
        json!({"deal": {"hands": [["B1"], ["B2"], ["B3"]], "trump_card": "G1"}}),
        json!({"bid": {"player": 0, "tricks": 0}}),
        json!({"bid": {"player": 1, "tricks": 0}}),
        json!({"bid": {"player": 2, "tricks": 0}}),
        json!({"play": {"player": 0, "card": "B1"}}),
        json!({"play": {"player": 1, "card": "B2"}}),
        json!({"play": {"player": 2, "card": "B3"}}),
        json!({"deal": {"hands": [["B5", "G1"], ["B9", "G2"], ["B2", "G3"]], "trump_card": "Y1"}}),
        json!({"bid": {"player": 1, "tricks": 0}}),
        json!({"bid": {"player": 2, "tricks": 0}}),
        json!({"bid": {"player": 0, "tricks": 0}}),
        json!({"play": {"player": 1, "card": "B9"}}),
        json!({"play": {"player": 2, "card": "G3"}}),
    ];
    assert_error_at(&record(&[], events), 12, "must follow suit blue");
}

#[test]
fn bid_out_of_range_is_rejected() {
    let mut ev = opening();
    ev[2] = json!({"bid": {"player": 1, "tricks": 2}});
    assert_error_at(&record(&[], ev.clone()), 2, "out of range");
    ev[2] = json!({"bid": {"player": 1, "tricks": 4000000000u64}});
    assert_error_at(&record(&[], ev.clone()), 2, "out of range");
    ev[2] = json!({"bid": {"player": 1, "tricks": -1}});
    assert_error_at(&record(&[], ev), 2, "bad `bid` event");
}

#[test]
fn forbidden_plus_minus_one_bid_is_rejected() {
    let mut ev = opening();
    // Bids 0 + 1 so far; the dealer (2) may not bid 0 in a round of 1 trick.
    ev[3] = json!({"bid": {"player": 2, "tricks": 0}});
    assert_error_at(&record(&["plus_minus_one"], ev.clone()), 3, "Plus/Minus One");
    // Without the variant the same bid is fine.
    assert!(replay_value(&record(&[], ev)).is_ok());
}

#[test]
fn impossible_deals_are_rejected() {
    let cases = [
        (
            json!({"deal": {"hands": [["G2"], ["G2"], ["R1"]], "trump_card": "R9"}}),
            "dealt twice",
        ),
        (
            json!({"deal": {"hands": [["G2"], ["G5"], ["R1"]], "trump_card": "G5"}}),
            "dealt twice",
        ),
        (
            json!({"deal": {"hands": [["G2", "G3"], ["G5"], ["R1"]], "trump_card": "R9"}}),
            "seat 0 got 2 cards",
        ),
        (
            json!({"deal": {"hands": [["G2"], ["G5"]], "trump_card": "R9"}}),
            "2 hands for 3 players",
        ),
        (
            json!({"deal": {"hands": [["G2"], ["G5"], ["R1"]], "trump_card": null}}),
            "must be turned up",
        ),
        (
            json!({"deal": {"hands": [["G2"], ["G5"], ["R1"]]}}),
            "must be turned up",
        ),
        (
            json!({"deal": {"hands": [["G2"], ["G5"], ["R1"]], "trump_card": "Q1"}}),
            "not a card",
        ),
        (
            json!({"deal": {"hands": [["G2", "G2"], ["G5", "B1"], ["R1", "B2"]], "trump_card": "R9"}}),
            "twice",
        ),
    ];
    for (deal, needle) in cases {
        assert_error_at(&record(&[], vec![deal]), 0, needle);
    }
    // Five Wizards in a round of 2 cards for 3 players.
    let mut ev = opening();
    ev.extend([
        json!({"play": {"player": 0, "card": "G2"}}),
        json!({"play": {"player": 1, "card": "G5"}}),
        json!({"play": {"player": 2, "card": "R1"}}),
        json!({"deal": {"hands": [["Z", "Z"], ["Z", "Z"], ["B1", "B2"]], "trump_card": "Z"}}),
    ]);
    assert_error_at(&record(&[], ev), 7, "more than four Z");
    // A deal while bidding.
    let mut ev = opening();
    ev.insert(
        2,
        json!({"deal": {"hands": [["G2"], ["G5"], ["R1"]], "trump_card": "R9"}}),
    );
    assert_error_at(&record(&[], ev), 2, "no deal is due");
}

#[test]
fn trump_choice_when_none_is_due_is_rejected() {
    let mut ev = opening();
    ev.insert(1, json!({"choose_trump": {"player": 2, "suit": "blue"}}));
    assert_error_at(&record(&[], ev), 1, "no trump choice is due");
    // Due, but by the wrong player, and bids before it.
    let wiz = json!({"deal": {"hands": [["G2"], ["G5"], ["R1"]], "trump_card": "Z"}});
    let ev = vec![wiz.clone(), json!({"choose_trump": {"player": 0, "suit": "blue"}})];
    assert_error_at(&record(&[], ev), 1, "seat 2 is to act");
    let ev = vec![wiz.clone(), json!({"bid": {"player": 0, "tricks": 0}})];
    assert_error_at(&record(&[], ev), 1, "choose trump first");
    let ev = vec![wiz, json!({"choose_trump": {"player": 2, "suit": "purple"}})];
    assert_error_at(&record(&[], ev), 1, "bad `choose_trump` event");
}

#[test]
fn unknown_and_malformed_events_are_rejected_at_their_index() {
    let mut ev = opening();
    ev.push(json!({"shuffle": {}}));
    assert_error_at(&record(&[], ev), 4, "unknown event `shuffle`");
    let mut ev = opening();
    ev.push(json!(42));
    assert_error_at(&record(&[], ev), 4, "an event is an object");
    let mut ev = opening();
    ev.push(json!({"play": {"player": 0}}));
    assert_error_at(&record(&[], ev), 4, "bad `play` event");
    let mut ev = opening();
    ev.push(json!({"play": {"player": 7, "card": "G2"}}));
    assert_error_at(&record(&[], ev), 4, "seat 7");
    // Extra fields inside a known event are ignored.
    let mut ev = opening();
    ev.push(json!({"play": {"player": 0, "card": "G2", "note": "hi"}}));
    assert!(replay_value(&record(&[], ev)).is_ok());
}

#[test]
fn events_after_the_end_are_rejected() {
    let text = std::fs::read_to_string("tests/fixtures/scoring_example_two_rounds.json").unwrap();
    let mut doc: Value = serde_json::from_str(&text).unwrap();
    // After round 2 the next deal is due; a play instead is refused.
    doc["events"]
        .as_array_mut()
        .unwrap()
        .push(json!({"play": {"player": 1, "card": "B1"}}));
    assert_error_at(&doc, 17, "a deal is due");
}

#[test]
fn bad_setups_are_errors_at_null() {
    let cases = [
        json!({"game": "wizard", "players": ["a", "b"], "first_dealer": 0, "variants": [], "events": []}),
        json!({"game": "wizard", "players": ["a", "b", "c"], "first_dealer": 3, "variants": [], "events": []}),
        json!({"game": "wizard", "players": ["a", "b", "c"], "first_dealer": 0, "variants": ["covered_bids", "plus_minus_one"], "events": []}),
        json!({"game": "wizard", "players": ["a", "b", "c", "d", "e"], "first_dealer": 0, "variants": ["one_colour"], "events": []}),
        json!({"game": "wizard", "players": ["a", "b", "c"], "first_dealer": 0, "variants": ["turbo"], "events": []}),
        json!({"game": "wizard", "players": ["a", "b", "c"], "first_dealer": 0, "variants": []}),
        json!({"game": "wizard", "players": "abc", "first_dealer": 0, "variants": [], "events": []}),
        json!({"game": "chess", "events": []}),
        json!({"events": []}),
        json!([1, 2, 3]),
        json!({"game": "dice", "players": ["a", "b"], "first_seer": 0, "x_target": 10, "magic_cards": false, "events": []}),
    ];
    for doc in cases {
        let e = error_of(&doc);
        assert_eq!(e.event, None, "{doc} gave {e:?}");
        assert!(!e.message.is_empty());
    }
    for text in ["", "not json", "{", "\u{0}", &"[".repeat(100_000)] {
        let e = replay_str(text).expect_err("not a record");
        assert_eq!(e.event, None);
    }
}

#[test]
fn a_finished_game_reports_winners_and_nobody_to_act() {
    // Random full games written as records replay to finished results with winners.
    use rand::SeedableRng;
    use wizard_bot::engine::wizard::{Variants, WizardSetup};
    let setup = WizardSetup::new(5, 1, Variants::default()).unwrap();
    let mut rng = rand::rngs::SmallRng::seed_from_u64(5);
    let (state, steps) = wizard_bot::simulate::random_game_logged(setup, &mut rng);
    let names: Vec<String> = ["a", "b", "c", "d", "e"].iter().map(|s| s.to_string()).collect();
    let doc = wizard_bot::record::wizard::to_record(&names, &setup, &steps);
    let out = replay_value(&doc).unwrap();
    assert_eq!(out["finished"], json!(true));
    assert_eq!(out["to_act"], json!([]));
    assert_eq!(out["rounds"].as_array().unwrap().len(), 12);
    assert_eq!(out["winners"], json!(state.winners()));
    assert_eq!(out["totals"], json!(state.totals()));
}
