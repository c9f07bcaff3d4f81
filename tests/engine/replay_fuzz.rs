//! Replay never panics, whatever the input: records of random games, mutated
//! at random (events dropped, repeated, swapped; numbers, cards and names
//! changed; setup fields broken), always give a result or an error object.

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};
use wizard_bot::engine::dice::DiceSetup;
use wizard_bot::engine::wizard::{Variants, WizardSetup};
use wizard_bot::record::{replay_str, replay_value};

fn card_record(seed: u64) -> Value {
    let mut rng = SmallRng::seed_from_u64(seed);
    let setup = WizardSetup::new(3, 1, Variants::from_names(&["plus_minus_one"]).unwrap()).unwrap();
    let (_, steps) = wizard_bot::simulate::random_game_logged(setup, &mut rng);
    let names: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
    wizard_bot::record::wizard::to_record(&names, &setup, &steps)
}

fn dice_record(seed: u64) -> Value {
    let mut rng = SmallRng::seed_from_u64(seed);
    let setup = DiceSetup::new(3, 0, 9, true).unwrap();
    let (_, steps) = wizard_bot::simulate::dice::random_game_logged(setup, &mut rng);
    let names: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
    wizard_bot::record::dice::to_record(&names, &setup, &steps)
}

/// A random replacement for a JSON value of the same place.
fn wild(rng: &mut SmallRng) -> Value {
    match rng.random_range(0..12) {
        0 => json!(null),
        1 => json!(-1),
        2 => json!(u64::MAX),
        3 => json!(rng.random_range(0..20)),
        4 => json!("Z"),
        5 => json!("B14"),
        6 => json!("G5"),
        7 => json!([]),
        8 => json!({}),
        9 => json!(true),
        10 => json!(1.5),
        _ => json!("blue"),
    }
}

/// Changes one leaf somewhere inside `v`.
fn mutate_leaf(v: &mut Value, rng: &mut SmallRng) {
    match v {
        Value::Object(map) if !map.is_empty() => {
            let k = rng.random_range(0..map.len());
            let key = map.keys().nth(k).unwrap().clone();
            if rng.random_range(0..4) == 0 {
                map.remove(&key);
            } else {
                mutate_leaf(map.get_mut(&key).unwrap(), rng);
            }
        }
        Value::Array(items) if !items.is_empty() => {
            let k = rng.random_range(0..items.len());
            mutate_leaf(&mut items[k], rng);
        }
        other => *other = wild(rng),
    }
}

fn mutate(doc: &mut Value, rng: &mut SmallRng) {
    let events = doc["events"].as_array_mut().unwrap();
    for _ in 0..rng.random_range(1..4) {
        let n = events.len();
        match rng.random_range(0..6) {
            0 if n > 0 => {
                events.remove(rng.random_range(0..n));
            }
            1 if n > 0 => {
                let e = events[rng.random_range(0..n)].clone();
                events.insert(rng.random_range(0..n), e);
            }
            2 if n > 1 => events.swap(rng.random_range(0..n), rng.random_range(0..n)),
            3 if n > 0 => {
                let k = rng.random_range(0..n);
                mutate_leaf(&mut events[k], rng);
            }
            4 => events.truncate(rng.random_range(0..=n)),
            _ => {}
        }
    }
    if rng.random_range(0..8) == 0 {
        mutate_leaf(doc, rng);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::support::cases(400), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_records_never_panic(seed in any::<u64>(), dice in any::<bool>()) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut doc = if dice { dice_record(seed % 50) } else { card_record(seed % 50) };
        mutate(&mut doc, &mut rng);
        match replay_value(&doc) {
            Ok(out) => prop_assert!(out.get("totals").is_some()),
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
        // And as text, cut short at a random byte.
        let text = doc.to_string();
        let cut = rng.random_range(0..=text.len());
        if text.is_char_boundary(cut) {
            let _ = replay_str(&text[..cut]);
        }
    }
}

#[test]
fn unmutated_records_replay_to_finished_games() {
    for seed in 0..20 {
        assert_eq!(replay_value(&card_record(seed)).unwrap()["finished"], true);
        assert_eq!(replay_value(&dice_record(seed)).unwrap()["finished"], true);
    }
}
