//! RULES.md Part 2's worked examples as record events (seats: Minerva 0,
//! Harry 1, Gregor 2), shared by the rulebook tests and the Discord tests.

use serde_json::{Value, json};

pub const ALL: [usize; 7] = [0, 1, 2, 3, 4, 5, 6];

/// A dice record of the three of them.
pub fn record(first_seer: usize, magic: bool, events: Value) -> Value {
    json!({"game": "dice", "players": ["minerva", "harry", "gregor"], "first_seer": first_seer,
           "x_target": 9, "magic_cards": magic, "events": events})
}

pub fn predict(player: usize, count: u8, colour: &str) -> Value {
    json!({"predict": {"player": player, "count": count, "colour": colour}})
}

pub fn roll(dice: &[usize], faces: &[&str]) -> Value {
    json!({"roll": {"dice": dice, "faces": faces}})
}

/// "Minerva (Seer) 5× green, Harry 2× blue, Gregor 2× red. Minerva names
/// green. Harry becomes next Seer … Harry leaves with X … Minerva … stops
/// with X, so Gregor must score that roll: one red → he writes 1."
pub fn first_round() -> Vec<Value> {
    vec![
        predict(0, 5, "green"),
        predict(1, 2, "blue"),
        predict(2, 2, "red"),
        json!({"wizard_colour": {"colour": "green"}}),
        roll(&ALL, &["G", "G", "W", "B", "B", "R", "Y"]),
        json!({"leave": {"player": 1, "jester_score": false}}),
        roll(&[3, 4, 5, 6], &["G", "G", "R", "Y"]),
        json!({"stop": {"jester_score": false}}),
    ]
}

/// "Next round: Harry 5× green, Gregor 3× red, Minerva 4× green. After roll 3
/// nobody is right; two Jesters show." Up to the end of roll 3.
pub fn second_round_rolls() -> Vec<Value> {
    vec![
        predict(1, 5, "green"),
        predict(2, 3, "red"),
        predict(0, 4, "green"),
        roll(&ALL, &["B", "B", "B", "Y", "Y", "Y", "R"]),
        roll(&[0, 1, 2], &["J", "R", "B"]),
        roll(&[2, 3, 4, 5], &["J", "B", "B", "Y"]),
    ]
}

/// "Gregor writes 1; Harry and Minerva take a Jester Score."
pub fn second_round_scores() -> Vec<Value> {
    vec![
        json!({"score": {"player": 2, "jester_score": false}}),
        json!({"score": {"player": 1, "jester_score": true}}),
        json!({"score": {"player": 0, "jester_score": true}}),
    ]
}

/// "Magic Card 1: Gregor 5× yellow, Minerva 2× red, Harry 3× yellow; after
/// roll 3 Gregor and Minerva write two Xs each, Harry writes 4." Gregor is Seer.
pub fn magic_card_1() -> Vec<Value> {
    vec![
        json!({"magic_card": 1}),
        predict(2, 5, "yellow"),
        predict(0, 2, "red"),
        predict(1, 3, "yellow"),
        roll(&ALL, &["B", "B", "B", "B", "B", "B", "B"]),
        roll(&ALL, &["G", "G", "G", "G", "G", "G", "G"]),
        roll(&ALL, &["Y", "Y", "Y", "W", "W", "B", "G"]),
    ]
}

/// "Magic Card 5, Wizard Colour blue: Harry 3× blue → 2, Gregor 1× yellow → X,
/// Minerva 2× green → 1." Harry is Seer.
pub fn magic_card_5() -> Vec<Value> {
    vec![
        json!({"magic_card": 5}),
        predict(1, 3, "blue"),
        predict(2, 1, "yellow"),
        predict(0, 2, "green"),
        json!({"wizard_colour": {"colour": "blue"}}),
        roll(&ALL, &["R", "R", "R", "R", "R", "G", "G"]),
        json!({"stop": {"jester_score": false}}),
    ]
}

/// "Magic Card 6: 2 yellow + 2 Wizards (yellow) + 1 Jester → Minerva's 5×
/// yellow is X; 1 red + 1 Jester → Harry's 2× red is X; Gregor (3× green)
/// takes the ×1 Jester Score." Minerva is Seer.
pub fn magic_card_6() -> Vec<Value> {
    vec![
        json!({"magic_card": 6}),
        predict(0, 5, "yellow"),
        predict(1, 2, "red"),
        predict(2, 3, "green"),
        roll(&ALL, &["Y", "Y", "W", "W", "J", "R", "B"]),
        json!({"stop": {"jester_score": false}}),
        json!({"score": {"player": 1, "jester_score": false}}),
        json!({"score": {"player": 2, "jester_score": true}}),
    ]
}

/// "Magic Card 10: Harry (Seer) 5× red; Gregor and Minerva both secretly 2×
/// blue" (Minerva predicting before Gregor).
pub fn magic_card_10() -> Vec<Value> {
    vec![
        json!({"magic_card": 10}),
        predict(1, 5, "red"),
        predict(0, 2, "blue"),
        predict(2, 2, "blue"),
        roll(&ALL, &["R"; 7]),
        json!({"stop": {"jester_score": false}}),
    ]
}
