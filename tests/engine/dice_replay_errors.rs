//! Replay's error paths for dice records: every rule each kind of event can
//! break is rejected at the right event index.

use serde_json::{Value, json};
use wizard_bot::record::replay_value;

fn record(magic: bool, events: &[Value]) -> Value {
    json!({"game": "dice", "players": ["a", "b", "c"], "first_seer": 0, "x_target": 9,
           "magic_cards": magic, "events": events})
}

fn predict(player: usize, count: u32, colour: &str) -> Value {
    json!({"predict": {"player": player, "count": count, "colour": colour}})
}

fn roll(dice: &[usize], faces: &[&str]) -> Value {
    json!({"roll": {"dice": dice, "faces": faces}})
}

const ALL: [usize; 7] = [0, 1, 2, 3, 4, 5, 6];

/// Predictions of a plain round: seat 0 (Seer) G5, seat 1 B2, seat 2 R2.
fn predicted() -> Vec<Value> {
    vec![predict(0, 5, "green"), predict(1, 2, "blue"), predict(2, 2, "red")]
}

fn rolled() -> Vec<Value> {
    let mut e = predicted();
    e.push(roll(&ALL, &["G", "G", "W", "B", "B", "R", "J"]));
    e
}

/// Appends `bad` to `prefix` and checks the error names it, at its index.
fn refused(magic: bool, prefix: &[Value], bad: Value, needle: &str) {
    let mut events = prefix.to_vec();
    events.push(bad);
    let e = replay_value(&record(magic, &events)).expect_err("must be refused");
    assert_eq!(e.event, Some(prefix.len()), "{e:?}");
    assert!(e.message.contains(needle), "{:?} lacks {needle:?}", e.message);
}

#[test]
fn predict_errors() {
    refused(false, &[], predict(1, 2, "blue"), "not seat 1's turn");
    refused(false, &[], predict(0, 6, "blue"), "1..=5");
    refused(false, &[], predict(0, 0, "blue"), "1..=5");
    refused(
        false,
        &[],
        json!({"predict": {"player": 0, "count": 2, "colour": "wizard"}}),
        "bad `predict`",
    );
    refused(
        false,
        &predicted()[..1],
        predict(1, 5, "green"),
        "already predicted by another",
    );
    refused(
        false,
        &predicted()[..1],
        predict(0, 3, "green"),
        "already predicted this round",
    );
    refused(false, &predicted(), predict(0, 3, "green"), "not being made");
    refused(false, &[], predict(7, 2, "blue"), "seat 7");
    // A used box of one's own page: round 2, seat 1 is Seer and may not predict B2 again.
    let mut events = rolled();
    events.push(json!({"stop": {"jester_score": false}}));
    events.push(json!({"score": {"player": 1, "jester_score": false}}));
    events.push(json!({"score": {"player": 2, "jester_score": false}}));
    refused(
        false,
        &events,
        predict(1, 2, "blue"),
        "box B2 of this page is already used",
    );
}

#[test]
fn cross_out_errors() {
    // Round 1 under card 5 leaves seat 0 with G5 written; round 2 draws card 7.
    let mut events = vec![json!({"magic_card": 5})];
    events.extend(predicted());
    events.push(roll(&ALL, &["G", "G", "G", "G", "B", "R", "Y"]));
    events.push(json!({"stop": {"jester_score": false}}));
    events.push(json!({"magic_card": 7}));
    // Seat 1 is the next Seer (B2 beats R2 by order).
    events.push(predict(1, 3, "blue"));
    let cross = |count: u32, colour: &str, cell: &str| json!({"predict": {"player": 2, "count": count, "colour": colour, "cross_out": cell}});
    refused(
        true,
        &events,
        cross(3, "red", "B2"),
        "cannot be crossed out with a red prediction",
    );
    refused(true, &events, cross(3, "red", "R4"), "R4 is empty");
    refused(
        true,
        &events,
        json!({"predict": {"player": 2, "count": 3, "colour": "red", "cross_out": "Q9"}}),
        "bad `predict`",
    );
    let mut again = events.clone();
    again.push(cross(3, "red", "R2"));
    again.push(predict(0, 4, "green"));
    again.push(roll(&ALL, &["R"; 7]));
    again.push(json!({"stop": {"jester_score": false}}));
    // Round 3 (card 9 now): crossing out is not allowed.
    again.push(json!({"magic_card": 9}));
    // Seat 0's G4 was the highest prediction in another colour than the Seer's: seat 0 is Seer.
    refused(
        true,
        &again,
        json!({"predict": {"player": 0, "count": 1, "colour": "green", "cross_out": "G5"}}),
        "only under Magic Card 7",
    );
}

#[test]
fn wizard_colour_errors() {
    refused(
        false,
        &predicted()[..2],
        json!({"wizard_colour": {"colour": "red"}}),
        "after the predictions",
    );
    let mut twice = predicted();
    twice.push(json!({"wizard_colour": {"colour": "red"}}));
    refused(
        false,
        &twice,
        json!({"wizard_colour": {"colour": "blue"}}),
        "after the predictions and before the next roll",
    );
    refused(
        false,
        &rolled(),
        json!({"wizard_colour": {"colour": "red"}}),
        "before the next roll",
    );
    let mut eight = vec![json!({"magic_card": 8})];
    eight.extend(predicted());
    refused(
        true,
        &eight,
        json!({"wizard_colour": {"colour": "red"}}),
        "no Wizard Colour",
    );
    refused(
        false,
        &predicted(),
        json!({"wizard_colour": {"colour": "pink"}}),
        "bad `wizard_colour`",
    );
}

#[test]
fn roll_errors() {
    refused(false, &[], roll(&ALL, &["G"; 7]), "cannot be rolled now");
    refused(false, &predicted()[..2], roll(&ALL, &["G"; 7]), "cannot be rolled now");
    refused(
        false,
        &predicted(),
        roll(&[0, 1], &["G", "G"]),
        "exactly the dice [0, 1, 2, 3, 4, 5, 6]",
    );
    refused(false, &predicted(), roll(&ALL, &["G"; 6]), "6 faces for 7 dice");
    refused(
        false,
        &predicted(),
        roll(&[0, 1, 2, 3, 4, 5, 7], &["G"; 7]),
        "die 7 does not exist",
    );
    refused(
        false,
        &predicted(),
        roll(&[0, 0, 2, 3, 4, 5, 6], &["G"; 7]),
        "listed twice",
    );
    refused(
        false,
        &predicted(),
        roll(&ALL, &["G", "G", "G", "G", "G", "G", "X"]),
        "bad `roll`",
    );
    refused(false, &rolled(), roll(&[], &[]), "at least one die");
    let mut three = rolled();
    three.push(roll(&[0], &["G"]));
    three.push(roll(&[0], &["G"]));
    // After roll 3 the round ends at once: a fourth roll is not due.
    refused(false, &three, roll(&[0], &["G"]), "");
    let mut two = vec![json!({"magic_card": 2})];
    two.extend(rolled());
    refused(true, &two, roll(&[6], &["G"]), "Jesters may not be re-rolled");
}

#[test]
fn set_errors() {
    refused(
        false,
        &predicted(),
        json!({"set": {"dice": [0, 1], "faces": ["G", "G"]}}),
        "cannot be set now",
    );
    let four = [json!({"magic_card": 4})];
    refused(
        true,
        &four,
        json!({"set": {"dice": [0, 0], "faces": ["G", "G"]}}),
        "two different dice",
    );
    refused(
        true,
        &four,
        json!({"set": {"dice": [0, 9], "faces": ["G", "G"]}}),
        "die 9",
    );
    refused(
        true,
        &four,
        json!({"set": {"dice": [0, 1, 2], "faces": ["G", "G", "G"]}}),
        "faces for 2 dice",
    );
    refused(true, &four, predict(0, 5, "green"), "not being made");
    refused(true, &four, roll(&ALL, &["G"; 7]), "cannot be rolled now");
}

#[test]
fn leave_and_stop_errors() {
    refused(
        false,
        &predicted(),
        json!({"leave": {"player": 1, "jester_score": false}}),
        "no roll to leave on",
    );
    refused(
        false,
        &rolled(),
        json!({"leave": {"player": 0, "jester_score": false}}),
        "Seer stops",
    );
    refused(
        false,
        &rolled(),
        json!({"leave": {"player": 9, "jester_score": false}}),
        "seat 9",
    );
    let mut left = rolled();
    left.push(json!({"leave": {"player": 1, "jester_score": false}}));
    refused(
        false,
        &left,
        json!({"leave": {"player": 1, "jester_score": false}}),
        "not in the round",
    );
    let mut no_jester = predicted();
    no_jester.push(roll(&ALL, &["G", "G", "W", "B", "B", "R", "Y"]));
    refused(
        false,
        &no_jester,
        json!({"leave": {"player": 1, "jester_score": true}}),
        "no Jester shows",
    );
    let mut six = predicted();
    six.push(roll(&ALL, &["J", "J", "J", "J", "J", "J", "Y"]));
    refused(
        false,
        &six,
        json!({"stop": {"jester_score": true}}),
        "more than five Jesters",
    );
    refused(
        false,
        &predicted(),
        json!({"stop": {"jester_score": false}}),
        "no roll to leave on",
    );
    let mut three = vec![json!({"magic_card": 3})];
    three.push(roll(&ALL, &["G"; 7]));
    three.extend(predicted());
    // Card 3: predictions come after roll 1, and nobody leaves on it.
    refused(
        true,
        &three,
        json!({"leave": {"player": 1, "jester_score": false}}),
        "no roll to leave on",
    );
    refused(
        true,
        &three,
        json!({"stop": {"jester_score": false}}),
        "no roll to leave on",
    );
}

#[test]
fn score_errors() {
    refused(
        false,
        &rolled(),
        json!({"score": {"player": 1, "jester_score": false}}),
        "owes no score",
    );
    let mut ended = rolled();
    ended.push(json!({"stop": {"jester_score": true}}));
    // Seats 1 and 2 may take the ×1 Jester Score: both owe a choice.
    let out = replay_value(&record(false, &ended)).unwrap();
    assert_eq!(out["to_act"], json!([1, 2]));
    let mut once = ended.clone();
    once.push(json!({"score": {"player": 1, "jester_score": false}}));
    refused(
        false,
        &once,
        json!({"score": {"player": 1, "jester_score": false}}),
        "owes no score",
    );
    refused(false, &ended, predict(1, 1, "blue"), "not being made");
}

#[test]
fn magic_card_errors() {
    refused(false, &[], json!({"magic_card": 3}), "no Magic Card is due");
    refused(true, &[], predict(0, 5, "green"), "a Magic Card must be drawn first");
    refused(true, &[], json!({"magic_card": 11}), "does not exist");
    refused(true, &[], json!({"magic_card": 0}), "does not exist");
    refused(true, &[], json!({"magic_card": "five"}), "bad `magic_card`");
    let mut events = vec![json!({"magic_card": 5})];
    events.extend(predicted());
    events.push(roll(&ALL, &["G", "G", "G", "G", "B", "R", "Y"]));
    events.push(json!({"stop": {"jester_score": false}}));
    refused(true, &events, json!({"magic_card": 5}), "already drawn");
    refused(true, &events[..1], json!({"magic_card": 6}), "no Magic Card is due");
}

#[test]
fn unknown_events_and_setups() {
    refused(false, &[], json!({"shuffle": {}}), "unknown event");
    refused(false, &[], json!([1]), "an event is an object");
    for doc in [
        json!({"game": "dice", "players": ["a"], "first_seer": 0, "x_target": 9, "magic_cards": false, "events": []}),
        json!({"game": "dice", "players": ["a", "b", "c", "d", "e", "f"], "first_seer": 0, "x_target": 9, "magic_cards": false, "events": []}),
        json!({"game": "dice", "players": ["a", "b"], "first_seer": 2, "x_target": 9, "magic_cards": false, "events": []}),
        json!({"game": "dice", "players": ["a", "b"], "first_seer": 0, "x_target": 10, "magic_cards": false, "events": []}),
        json!({"game": "dice", "players": ["a", "b"], "first_seer": 0, "x_target": 9, "events": []}),
    ] {
        assert_eq!(replay_value(&doc).unwrap_err().event, None, "{doc}");
    }
}
