//! Every worked example of RULES.md Part 2 (and the Magic Card examples of the
//! rulebook), as named tests. Each is written as a game record and replayed,
//! so the same text also checks the records format.

use crate::support;

use serde_json::{Value, json};
use support::dice_examples::*;
use wizard_bot::engine::dice::{Action, Colour, DiceSetup, DiceState, PredictionView, Viewer};
use wizard_bot::record::dice::replay_state;
use wizard_bot::record::replay_value;

fn replay(doc: &Value) -> Value {
    replay_value(doc).unwrap_or_else(|e| panic!("{e:?}"))
}

fn boxes(out: &Value, seat: usize) -> &Value {
    &out["pages"][seat]["boxes"]
}

#[test]
fn minerva_harry_gregor_first_round() {
    let out = replay(&record(0, false, json!(first_round())));
    assert_eq!(out["rounds"][0]["next_seer"], 1, "Harry's 2 came before Gregor's 2");
    assert_eq!(out["rounds"][0]["wizard_colour"], "green");
    assert_eq!(*boxes(&out, 0), json!({"G5": "X"}));
    assert_eq!(*boxes(&out, 1), json!({"B2": "X"}));
    assert_eq!(*boxes(&out, 2), json!({"R2": "1"}));
    assert_eq!(out["totals"], json!([5, 2, -1]));
    assert_eq!(out["to_act"], json!([1]), "Harry, the new Seer, predicts first");
}

/// "Next round: Harry 5× green, Gregor 3× red, Minerva 4× green. After roll 3
/// nobody is right; two Jesters show. Gregor writes 1; Harry and Minerva take a
/// Jester Score: X in their ×2 Jester box and 0 in their predicted box."
#[test]
fn second_round_two_jesters_and_jester_scores() {
    let mut events = first_round();
    events.extend(second_round_rolls());
    let doc = record(0, false, json!(events.clone()));
    let out = replay(&doc);
    // Round 2 ended on roll 3 with a Jester Score open to all three: each chooses.
    assert_eq!(out["to_act"], json!([0, 1, 2]));
    events.extend(second_round_scores());
    let out = replay(&record(0, false, json!(events)));
    assert_eq!(out["rounds"][1]["seer"], 1);
    assert_eq!(
        out["rounds"][1]["next_seer"], 2,
        "Gregor's 3 red is the highest other colour"
    );
    assert_eq!(*boxes(&out, 2), json!({"R2": "1", "R3": "1"}));
    assert_eq!(*boxes(&out, 1), json!({"B2": "X", "G5": "0"}));
    assert_eq!(*boxes(&out, 0), json!({"G4": "0", "G5": "X"}));
    assert_eq!(out["pages"][0]["jesters"], json!([2]));
    assert_eq!(out["pages"][1]["jesters"], json!([2]));
    assert_eq!(out["pages"][1]["x_count"], 2, "the Jester X counts");
    assert_eq!(out["totals"], json!([5, 2, -2]));
}

/// "Final: Minerva 23, Harry 13, Gregor 13 → Minerva first, Harry second
/// (fewer Jester Scores than Gregor)." Played out in full: the pages are
/// filled round by round with scripted dice until Minerva has nine Xs
/// (`tests/fixtures/dice_final_scoring.json`).
#[test]
fn final_minerva_23_harry_13_gregor_13_and_the_jester_tie_break() {
    // Ten rounds in which Harry and Gregor always predict Minerva's colour, so
    // she stays Seer; leaving on chosen rolls writes exactly the planned marks.
    let text = std::fs::read_to_string("tests/fixtures/dice_final_scoring.json").unwrap();
    let doc: Value = serde_json::from_str(&text).unwrap();
    let out = replay(&doc);
    assert_eq!(out["finished"], true);
    assert_eq!(out["totals"], json!([23, 13, 13]));
    assert_eq!(out["winners"], json!([0]));
    let state = replay_state(&doc).unwrap();
    assert!(state.page(1).jester_scores() < state.page(2).jester_scores());
    assert_eq!(state.standings(), vec![vec![0], vec![1], vec![2]]);
}

/// "Magic Card 1: Gregor 5× yellow, Minerva 2× red, Harry 3× yellow; after roll
/// 3 Gregor and Minerva write two Xs each, Harry writes 4 (twice a difference of 2)."
#[test]
fn magic_card_1_all_colours_doubled() {
    let events = json!(magic_card_1());
    let out = replay(&record(2, true, events));
    assert_eq!(out["rounds"][0]["wizard_colour"], "all");
    assert_eq!(*boxes(&out, 2), json!({"Y5": "XX"}));
    assert_eq!(*boxes(&out, 0), json!({"R2": "XX"}));
    assert_eq!(*boxes(&out, 1), json!({"Y3": "4"}));
    assert_eq!(out["pages"][2]["x_count"], 2);
    assert_eq!(out["totals"], json!([4, -4, 10]));
    // No Wizard Colour may be named under Magic Card 1.
    let bad = json!([{"magic_card": 1}, predict(2, 5, "yellow"), predict(0, 2, "red"), predict(1, 3, "yellow"),
                     {"wizard_colour": {"colour": "red"}}]);
    let e = replay_value(&record(2, true, bad)).unwrap_err();
    assert_eq!(e.event, Some(4));
}

/// Magic Card 2 (rulebook): "Minerva 5× green, Harry 4× green, Gregor 2× yellow …
/// Minerva writes down 2 as her doubled difference, Harry writes down two Xs.
/// Gregor uses a Jester Score, puts an X in the ×2 Jester box and writes down 0
/// instead of 4." Rolled Jesters may not be re-rolled.
#[test]
fn magic_card_2_jesters_stay_doubled() {
    let mut events = vec![
        json!({"magic_card": 2}),
        predict(0, 5, "green"),
        predict(1, 4, "green"),
        predict(2, 2, "yellow"),
        roll(&ALL, &["J", "G", "G", "B", "B", "B", "B"]),
    ];
    let mut bad = events.clone();
    bad.push(roll(&[0, 3], &["G", "G"]));
    let e = replay_value(&record(0, true, json!(bad))).unwrap_err();
    assert_eq!(e.event, Some(5));
    assert!(e.message.contains("Jesters may not be re-rolled"), "{}", e.message);
    events.extend([
        roll(&[3, 4, 5, 6], &["J", "G", "W", "B"]),
        roll(&[6], &["R"]),
        json!({"score": {"player": 0, "jester_score": false}}),
        json!({"score": {"player": 1, "jester_score": false}}),
        json!({"score": {"player": 2, "jester_score": true}}),
    ]);
    let out = replay(&record(0, true, json!(events)));
    assert_eq!(*boxes(&out, 0), json!({"G5": "2"}));
    assert_eq!(*boxes(&out, 1), json!({"G4": "XX"}));
    assert_eq!(*boxes(&out, 2), json!({"Y2": "0"}));
    assert_eq!(out["pages"][2]["jesters"], json!([2]));
}

/// Magic Card 3 (rulebook): roll 1 comes before the predictions; roll 2 throws
/// at least three dice; nobody leaves on roll 1.
#[test]
fn magic_card_3_early_roll() {
    let start = vec![
        json!({"magic_card": 3}),
        roll(&ALL, &["R", "R", "R", "B", "G", "G", "Y"]),
    ];
    let mut predict_first = start[..1].to_vec();
    predict_first.push(predict(2, 5, "red"));
    assert_eq!(
        replay_value(&record(2, true, json!(predict_first))).unwrap_err().event,
        Some(1)
    );
    let mut events = start.clone();
    events.extend([predict(2, 5, "red"), predict(0, 1, "blue"), predict(1, 2, "green")]);
    let mut leave_early = events.clone();
    leave_early.push(json!({"leave": {"player": 0, "jester_score": false}}));
    assert_eq!(
        replay_value(&record(2, true, json!(leave_early))).unwrap_err().event,
        Some(5)
    );
    let mut two = events.clone();
    two.push(roll(&[5, 6], &["R", "R"]));
    let e = replay_value(&record(2, true, json!(two))).unwrap_err();
    assert!(e.message.contains("at least three"), "{}", e.message);
    events.push(roll(&[4, 5, 6], &["R", "R", "Y"]));
    events.push(json!({"leave": {"player": 0, "jester_score": false}}));
    events.push(json!({"stop": {"jester_score": false}}));
    let out = replay(&record(2, true, json!(events)));
    assert_eq!(*boxes(&out, 2), json!({"R5": "X"}));
    assert_eq!(*boxes(&out, 0), json!({"B1": "X"}));
    assert_eq!(*boxes(&out, 1), json!({"G2": "2"}));
}

/// Magic Card 4 (rulebook): "Harry rotates 2 dice to yellow and predicts 5×
/// yellow … Harry must roll the remaining 5 dice before any player may
/// calculate their score."
#[test]
fn magic_card_4_set_two() {
    let mut events = vec![
        json!({"magic_card": 4}),
        json!({"set": {"dice": [0, 1], "faces": ["Y", "Y"]}}),
        predict(1, 5, "yellow"),
        predict(2, 2, "red"),
        predict(0, 1, "green"),
    ];
    let mut wrong = events.clone();
    wrong.push(roll(&ALL, &["Y"; 7]));
    let e = replay_value(&record(1, true, json!(wrong))).unwrap_err();
    assert!(e.message.contains("exactly the dice [2, 3, 4, 5, 6]"), "{}", e.message);
    events.push(roll(&[2, 3, 4, 5, 6], &["Y", "Y", "W", "R", "R"]));
    events.push(json!({"stop": {"jester_score": false}}));
    let out = replay(&record(1, true, json!(events)));
    assert_eq!(*boxes(&out, 1), json!({"Y5": "X"}), "two set + two rolled + the Wizard");
    assert_eq!(*boxes(&out, 2), json!({"R2": "X"}));
    assert_eq!(*boxes(&out, 0), json!({"G1": "1"}));
}

/// "Magic Card 5, Wizard Colour blue: Harry 3× blue → 2, Gregor 1× yellow → X,
/// Minerva 2× green → 1 (each colour counted one higher)."
#[test]
fn magic_card_5_extra_dice() {
    let events = json!(magic_card_5());
    let out = replay(&record(1, true, events));
    assert_eq!(*boxes(&out, 1), json!({"B3": "2"}));
    assert_eq!(*boxes(&out, 2), json!({"Y1": "X"}));
    assert_eq!(*boxes(&out, 0), json!({"G2": "1"}));
}

/// "Magic Card 6: 2 yellow + 2 Wizards (yellow) + 1 Jester → Minerva's 5× yellow
/// is X; 1 red + 1 Jester → Harry's 2× red is X; Gregor (3× green) takes the ×1 Jester Score."
#[test]
fn magic_card_6_jesters_join_you() {
    let events = json!(magic_card_6());
    let out = replay(&record(0, true, events));
    assert_eq!(*boxes(&out, 0), json!({"Y5": "X"}));
    assert_eq!(*boxes(&out, 1), json!({"R2": "X"}));
    assert_eq!(*boxes(&out, 2), json!({"G3": "0"}));
    assert_eq!(out["pages"][2]["jesters"], json!([1]));
}

/// Magic Card 7 (rulebook): "Minerva predicted 4× green and crosses out her 1 next to 2× green."
#[test]
fn magic_card_7_cross_out() {
    // Round 1 without a card of note (5: extra dice) leaves Minerva a 1 in G2.
    let mut events = vec![
        json!({"magic_card": 5}),
        predict(0, 2, "green"),
        predict(1, 2, "blue"),
        predict(2, 5, "red"),
        roll(&ALL, &["G", "G", "B", "R", "R", "R", "R"]),
        json!({"stop": {"jester_score": false}}),
    ];
    let out = replay(&record(0, true, json!(events.clone())));
    assert_eq!(*boxes(&out, 0), json!({"G2": "1"}));
    assert_eq!(out["rounds"][0]["next_seer"], 2);
    let mut wrong = events.clone();
    wrong.extend([
        json!({"magic_card": 1}),
        json!({"predict": {"player": 2, "count": 4, "colour": "red", "cross_out": "R5"}}),
    ]);
    let e = replay_value(&record(0, true, json!(wrong))).unwrap_err();
    assert!(e.message.contains("only under Magic Card 7"), "{}", e.message);
    events.extend([
        json!({"magic_card": 7}),
        predict(2, 1, "red"),
        json!({"predict": {"player": 0, "count": 4, "colour": "green", "cross_out": "G2"}}),
        predict(1, 3, "blue"),
        roll(&ALL, &["G", "G", "G", "G", "R", "B", "B"]),
        json!({"stop": {"jester_score": false}}),
    ]);
    let out = replay(&record(0, true, json!(events)));
    assert_eq!(*boxes(&out, 0), json!({"G2": "~1", "G4": "X"}));
    assert_eq!(out["totals"][0], 4, "the crossed-out 1 no longer counts");
}

/// Magic Card 8 (rulebook): "Harry is the Seer and predicts 5× blue. He may now
/// roll the dice five times … Any Wizards rolled don't count. After Roll 5, he
/// writes down a difference of 1."
#[test]
fn magic_card_8_many_rolls() {
    let mut events = vec![
        json!({"magic_card": 8}),
        predict(1, 5, "blue"),
        predict(2, 1, "red"),
        predict(0, 1, "green"),
    ];
    for _ in 0..4 {
        events.push(roll(&ALL, &["R", "G", "Y", "Y", "Y", "Y", "Y"]));
    }
    let mut mid = events.clone();
    mid.extend([
        json!({"leave": {"player": 2, "jester_score": false}}),
        json!({"leave": {"player": 0, "jester_score": false}}),
    ]);
    events = mid;
    events.push(roll(&ALL, &["B", "B", "B", "B", "W", "Y", "Y"]));
    let out = replay(&record(1, true, json!(events.clone())));
    assert_eq!(out["rounds"][0]["wizard_colour"], Value::Null);
    assert_eq!(*boxes(&out, 1), json!({"B5": "1"}), "the Wizard does not count");
    assert_eq!(*boxes(&out, 2), json!({"R1": "X"}));
    // A sixth roll is not allowed: the round is over after roll 5.
    events.push(roll(&ALL, &["B"; 7]));
    let e = replay_value(&record(1, true, json!(events))).unwrap_err();
    assert_eq!(e.event, Some(11));
}

/// Magic Card 9 (rulebook): "After Gregor's Roll 2, Minerva leaves the round and
/// puts an X in the ×3 Jester box and an X next to her prediction."
#[test]
fn magic_card_9_jester_column() {
    let events = json!([
        {"magic_card": 9},
        predict(2, 5, "yellow"),
        predict(0, 3, "yellow"),
        predict(1, 3, "green"),
        roll(&ALL, &["B", "B", "B", "B", "B", "B", "B"]),
        roll(&[0, 1, 2, 3, 4, 5], &["J", "J", "J", "G", "G", "G"]),
        {"leave": {"player": 0, "jester_score": true}},
        {"leave": {"player": 1, "jester_score": false}},
    ]);
    let out = replay(&record(2, true, events));
    assert_eq!(*boxes(&out, 0), json!({"Y3": "X"}));
    assert_eq!(out["pages"][0]["jesters"], json!([3]));
    assert_eq!(out["pages"][0]["x_count"], 2);
    assert_eq!(*boxes(&out, 1), json!({"G3": "X"}));
}

/// "Magic Card 10: Harry (Seer) 5× red; Gregor and Minerva both secretly 2× blue;
/// Gregor sits next after Harry clockwise, so Gregor is next Seer."
#[test]
fn magic_card_10_secret_predictions() {
    let setup = DiceSetup::new(3, 1, 9, true).unwrap();
    let mut g = DiceState::new(setup);
    g.apply_chance(&wizard_bot::engine::dice::Chance::MagicCard(10))
        .unwrap();
    let p = |count, colour| Action::Predict {
        count,
        colour,
        cross_out: None,
    };
    g.apply(1, p(5, Colour::Red)).unwrap();
    // The Seer's own box is taken for the others; each other may predict the same.
    assert!(g.apply(0, p(5, Colour::Red)).is_err());
    g.apply(0, p(2, Colour::Blue)).unwrap();
    let harry_sees = g.view(Viewer::Seat(1));
    assert_eq!(harry_sees.predictions[0], PredictionView::Secret);
    let gregor_sees = g.view(Viewer::Seat(2));
    assert_eq!(gregor_sees.predictions[0], PredictionView::Secret);
    assert_eq!(
        g.view(Viewer::Seat(0)).predictions[0],
        PredictionView::Shown {
            count: 2,
            colour: Colour::Blue
        }
    );
    g.apply(2, p(2, Colour::Blue)).unwrap();
    assert_eq!(
        g.view(Viewer::Spectator).predictions[0],
        PredictionView::Shown {
            count: 2,
            colour: Colour::Blue
        }
    );
    assert_eq!(g.next_seer(), Some(2), "Gregor is first clockwise after Harry");
    // The same through a record, Minerva predicting before Gregor.
    let events = json!(magic_card_10());
    let out = replay(&record(1, true, events));
    assert_eq!(out["rounds"][0]["next_seer"], 2);
}

/// RULES.md Decisions: a player with no box left to predict passes the round
/// and writes nothing; a Seer who must pass hands the Seer card on to the next
/// player clockwise who can predict; when nobody can predict the game ends.
/// Found in random games with the experts' target, where Pages fill up.
#[test]
fn players_without_a_box_pass_and_the_seer_card_moves_on() {
    use rand::SeedableRng;
    use wizard_bot::engine::dice::{Event, Step};
    use wizard_bot::simulate::dice::random_step;
    let (mut passes, mut handovers, mut stuck_ends) = (0, 0, 0);
    for seed in 0..400 {
        let setup = DiceSetup::new(2 + (seed % 4) as usize, 0, 12, seed % 2 == 0).unwrap();
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut g = DiceState::new(setup);
        let mut events = Vec::new();
        let mut steps: Vec<Step> = Vec::new();
        loop {
            let before = g.clone();
            events.clear();
            if !random_step(&mut g, &mut rng, &mut events, Some(&mut steps)) {
                break;
            }
            for e in &events {
                match e {
                    Event::Passed { seat } => {
                        passes += 1;
                        // Nothing left to predict: every free box is predicted by someone else.
                        assert_eq!(g.predictable(*seat), 0);
                        assert_eq!(g.prediction(*seat), None);
                        assert!(!g.in_round().contains(*seat));
                    }
                    Event::RoundStarted { seer, .. } => {
                        if let Some(designated) = before.next_seer()
                            && *seer != designated
                        {
                            handovers += 1;
                            assert!(
                                !g.page(designated).has_free_box(),
                                "only a Seer with a full page passes the card"
                            );
                            // The card went to the first player clockwise with a free box.
                            let n = setup.players;
                            let first = (1..n).map(|k| (designated + k) % n).find(|&s| g.page(s).has_free_box());
                            assert_eq!(Some(*seer), first);
                        }
                    }
                    Event::GameOver if g.pages().iter().all(|p| !p.has_free_box()) => stuck_ends += 1,
                    _ => {}
                }
            }
        }
        // Passing players write nothing: pages only change for players who predicted.
        assert!(g.is_over());
    }
    eprintln!("passes {passes}, Seer hand-overs {handovers}, games ended with full pages {stuck_ends}");
    assert!(
        passes > 0 && handovers > 0 && stuck_ends > 0,
        "{passes} {handovers} {stuck_ends}"
    );
}
