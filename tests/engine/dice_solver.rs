//! The exact Wizard Dice round solution against brute force, and the dice
//! levels at the table: what a position scores agrees with the engine's
//! `score_options` under every Magic Card; the Seer's value of a last throw
//! agrees with enumerating every face of every thrown die; Normal and Hard
//! decide legally in random games of every Magic Card; the arena is
//! reproducible; a secret prediction does not change another seat's decision.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use wizard_bot::bots::Level;
use wizard_bot::bots::dice::decide_at;
use wizard_bot::bots::dice::odds::{Classes, JESTER, PLAYER, REST, SEER, WIZARD};
use wizard_bot::bots::dice::round::{Rules, Scorer, SeerPlan};
use wizard_bot::engine::ToAct;
use wizard_bot::engine::dice::{Colour, DICE, DiceSetup, DiceState, Event, Face, Phase, Seat, Step, WizardColour};
use wizard_bot::record::dice::{replay_state, to_record};
use wizard_bot::simulate::dice::arena::dice_arena;
use wizard_bot::simulate::dice::random_step;

fn class_of(face: Face, seer: Colour, mine: Colour) -> usize {
    match face {
        Face::Wizard => WIZARD,
        Face::Jester => JESTER,
        f if f.colour() == Some(seer) => SEER,
        f if f.colour() == Some(mine) => PLAYER,
        _ => REST,
    }
}

fn classes(faces: &[Face], seer: Colour, mine: Colour) -> Classes {
    let mut c = [0; 5];
    for &f in faces {
        c[class_of(f, seer, mine)] += 1;
    }
    c
}

fn scorer(state: &DiceState, seat: Seat) -> Option<(Scorer, Colour)> {
    let p = state.prediction(seat)?;
    let seer_colour = state.prediction(state.seer())?.colour;
    let wizards = match state.wizard_colour() {
        WizardColour::All => true,
        WizardColour::NoColour => false,
        WizardColour::Colour(c) => c == p.colour,
    };
    let page = state.page(seat);
    let jester_free = (1..=5u8)
        .filter(|&k| !page.jester_used(k))
        .fold(0, |m, k| m | 1 << (k - 1));
    let class = if p.colour == seer_colour { SEER } else { PLAYER };
    Some((
        Scorer {
            count: p.count,
            class,
            wizards,
            card: state.magic_card(),
            jester_free,
            missing: u8::MAX,
        },
        seer_colour,
    ))
}

/// Random games with Magic Cards, every position after a roll.
fn after_rolls(games: u64, mut f: impl FnMut(&DiceState)) {
    for g in 0..games {
        let players = 2 + (g % 4) as usize;
        let mut rng = SmallRng::seed_from_u64(g);
        let mut state = DiceState::new(DiceSetup::new(players, 0, 9, true).unwrap());
        let mut events: Vec<Event> = Vec::new();
        while random_step(&mut state, &mut rng, &mut events, None) {
            events.clear();
            if *state.phase() == Phase::AfterRoll {
                f(&state);
            }
        }
    }
}

#[test]
fn what_a_position_scores_agrees_with_the_engine() {
    let mut checked = 0;
    after_rolls(150, |state| {
        for seat in state.in_round().iter() {
            let Some((s, seer_colour)) = scorer(state, seat) else {
                continue;
            };
            let mine = state.prediction(seat).unwrap().colour;
            let faces: Vec<Face> = state.dice().iter().map(|f| f.unwrap()).collect();
            let c = classes(&faces, seer_colour, mine);
            let (plain, jester) = state.score_options(seat).unwrap();
            assert_eq!(
                s.marks(&c),
                (plain, jester),
                "seat {seat}, card {:?}, dice {faces:?}",
                state.magic_card()
            );
            checked += 1;
        }
    });
    assert!(checked > 1000, "only {checked} positions");
}

/// Every face of every thrown die, one by one: the Seer's mean score.
fn brute_force_throw(faces: &[Face], thrown: &[usize], s: &Scorer, seer: Colour) -> f64 {
    let outcomes = 6usize.pow(thrown.len() as u32);
    let mut sum = 0.0;
    for code in 0..outcomes {
        let mut now = faces.to_vec();
        let mut c = code;
        for &d in thrown {
            now[d] = Face::ALL[c % 6];
            c /= 6;
        }
        sum += s.value(&classes(&now, seer, seer));
    }
    sum / outcomes as f64
}

#[test]
fn the_seers_last_throw_agrees_with_brute_force() {
    let mut checked = 0;
    after_rolls(120, |state| {
        let seer = state.seer();
        if state.rolls() + 1 != state.max_rolls() {
            return;
        }
        let Some((s, colour)) = scorer(state, seer) else { return };
        let rules = Rules {
            card: state.magic_card(),
            max_rolls: state.max_rolls(),
        };
        let mut plan = SeerPlan::new(rules, s);
        let faces: Vec<Face> = state.dice().iter().map(|f| f.unwrap()).collect();
        let mut best = s.value(&classes(&faces, colour, colour));
        for roll in state.legal_rolls() {
            let thrown: Vec<usize> = roll.iter().collect();
            let kept: Vec<Face> = (0..DICE).filter(|d| !roll.contains(*d)).map(|d| faces[d]).collect();
            let solved = plan.throw_value(state.rolls(), &classes(&kept, colour, colour));
            if thrown.len() <= 4 {
                let brute = brute_force_throw(&faces, &thrown, &s, colour);
                assert!((solved - brute).abs() < 1e-9, "throw {thrown:?}: {solved} vs {brute}");
                checked += 1;
            }
            best = best.max(solved);
        }
        // The plan's value is the best of stopping and every legal throw.
        let value = plan.value(state.rolls(), &classes(&faces, colour, colour));
        assert!((value - best).abs() < 1e-9, "value {value} vs best {best}");
    });
    assert!(checked > 200, "only {checked} throws");
}

/// Plays whole games with Magic Cards between `lineup`'s levels; every decision is legal.
fn play(lineup: &[Level], seed: u64) -> DiceState {
    let n = lineup.len();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut state = DiceState::new(DiceSetup::new(n, 0, 9, true).unwrap());
    let mut events = Vec::new();
    let mut steps = 0;
    while state.to_act() != ToAct::Over {
        steps += 1;
        assert!(steps < 5000, "the game does not end");
        if matches!(state.to_act(), ToAct::Chance) {
            random_step(&mut state, &mut rng, &mut events, None);
            continue;
        }
        let after_roll = *state.phase() == Phase::AfterRoll;
        let seats: Vec<Seat> = if after_roll {
            let mut s: Vec<Seat> = state.in_round().iter().filter(|&s| s != state.seer()).collect();
            s.push(state.seer());
            s
        } else {
            state.to_act().seats().iter().take(1).collect()
        };
        for seat in seats {
            let legal = state.legal_actions(seat);
            if legal.is_empty() {
                continue;
            }
            match decide_at(&state, seat, lineup[seat]) {
                Some(action) => {
                    assert!(
                        legal.contains(&action),
                        "{action:?} is not legal for {seat} in {:?}",
                        state.phase()
                    );
                    state.apply_into(seat, action, &mut events).unwrap();
                }
                None => assert!(
                    after_roll && seat != state.seer(),
                    "seat {seat} owed a decision in {:?}",
                    state.phase()
                ),
            }
        }
    }
    state
}

#[test]
fn normal_and_hard_decide_legally_under_every_magic_card() {
    let lineups: [&[Level]; 4] = [
        &[Level::Hard, Level::Normal],
        &[Level::Normal, Level::Hard, Level::Easy],
        &[Level::Hard, Level::Hard, Level::Normal, Level::Easy],
        &[Level::Normal, Level::Normal, Level::Hard, Level::Hard, Level::Easy],
    ];
    let mut cards = 0u16;
    for seed in 0..12 {
        let state = play(lineups[seed as usize % 4], seed);
        assert!(state.is_over());
        for r in state.history() {
            if let Some(c) = r.magic_card {
                cards |= 1 << c.number();
            }
        }
    }
    assert_eq!(cards.count_ones(), 10, "every Magic Card was played");
}

#[test]
fn the_dice_arena_is_reproducible() {
    let lineup = [Level::Hard, Level::Easy, Level::Normal];
    let a = dice_arena(&lineup, 4, 9, true).unwrap();
    let b = dice_arena(&lineup, 4, 9, true).unwrap();
    let points = |x: &wizard_bot::simulate::arena::Arena| -> Vec<(u64, f64)> {
        x.levels.iter().map(|(_, f)| (f.rounds, f.points)).collect()
    };
    assert_eq!(points(&a), points(&b));
    assert!(a.levels.iter().all(|(_, f)| f.rounds > 0));
}

/// Magic Card 10: another player's secret prediction does not change what a seat predicts.
#[test]
fn a_secret_prediction_does_not_change_a_decision() {
    let players = vec!["A".to_string(), "B".to_string(), "C".to_string()];
    let setup = DiceSetup::new(3, 0, 9, true).unwrap();
    let steps = |other: (u32, Colour)| {
        vec![
            Step::MagicCard(10),
            Step::Predict {
                player: 0,
                count: 5,
                colour: Colour::Green,
                cross_out: None,
            },
            Step::Predict {
                player: 1,
                count: other.0,
                colour: other.1,
                cross_out: None,
            },
        ]
    };
    let mut decisions = Vec::new();
    for other in [(1, Colour::Blue), (4, Colour::Green), (3, Colour::Red)] {
        let record = to_record(&players, &setup, &steps(other));
        let state = replay_state(&record).unwrap();
        assert!(!state.legal_actions(2).is_empty(), "seat 2 predicts next");
        for level in [Level::Normal, Level::Hard] {
            decisions.push((level, decide_at(&state, 2, level)));
        }
    }
    for level in [Level::Normal, Level::Hard] {
        let mine: Vec<_> = decisions.iter().filter(|d| d.0 == level).map(|d| d.1).collect();
        assert!(mine[0].is_some());
        assert!(mine.iter().all(|d| *d == mine[0]), "{level:?}: {mine:?}");
    }
}

/// #36: Hard counts the game-end bonus an X would complete: an exact
/// prediction one X short is worth its column and 3 more; a Jester Score
/// (itself an X) one X short is worth 3 and taken over a small miss; two
/// Xs short, or not counted (`u8::MAX`), the marks are worth their points.
#[test]
fn an_x_that_reaches_the_target_counts_the_game_end_bonus() {
    let with = |missing: u8| Scorer {
        count: 3,
        class: SEER,
        wizards: true,
        card: None,
        jester_free: 0x1f,
        missing,
    };
    let exact: Classes = [2, 0, 1, 2, 2];
    assert_eq!(with(1).value(&exact), 6.0);
    assert_eq!(with(2).value(&exact), 3.0);
    assert_eq!(with(u8::MAX).value(&exact), 3.0);
    // One counting die (a miss by 2) and two Jesters: the Jester Score is an X.
    let miss: Classes = [1, 0, 0, 2, 4];
    assert_eq!(with(1).value(&miss), 3.0);
    assert!(with(1).takes_jester(&miss));
    assert_eq!(with(2).value(&miss), 0.0);
    assert_eq!(with(u8::MAX).value(&miss), 0.0);
}
