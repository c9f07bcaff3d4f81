//! Property tests for Wizard Dice: thousands of random legal games over 2–5
//! players, both X targets, with and without Magic Cards, checking the
//! invariants of RULES.md Part 2 and of the engine API.

use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use wizard_bot::engine::ToAct;
use wizard_bot::engine::dice::{
    Action, BoxId, Colour, DiceError, DiceSet, DiceSetup, DiceState, Face, Mark, Phase, PredictionView, Step, Viewer,
};
use wizard_bot::record::dice::{replay_state, to_record};
use wizard_bot::simulate::dice::random_step;

/// Every action anyone could try now (rolls: every dice set; leaves: every roll number).
fn all_actions() -> Vec<Action> {
    let mut out = Vec::new();
    for cell in BoxId::all() {
        out.push(Action::Predict {
            count: cell.count,
            colour: cell.colour,
            cross_out: None,
        });
        for other in BoxId::all().filter(|b| b.colour == cell.colour) {
            out.push(Action::Predict {
                count: cell.count,
                colour: cell.colour,
                cross_out: Some(other),
            });
        }
    }
    out.extend(Colour::ALL.map(Action::WizardColour));
    for i in 0..7u8 {
        for j in 0..7u8 {
            for f in [Face::Blue, Face::Jester] {
                out.push(Action::Set {
                    dice: [i, j],
                    faces: [f, Face::Wizard],
                });
            }
        }
    }
    out.extend((1..128u8).filter_map(DiceSet::from_bits).map(Action::Roll));
    for js in [false, true] {
        for roll in 0..6 {
            out.push(Action::Leave { jester_score: js, roll });
        }
        out.push(Action::Stop { jester_score: js });
        out.push(Action::Score { jester_score: js });
    }
    out
}

/// X count and total recomputed from the marks, independently of `Page`.
fn expected_page(state: &DiceState, seat: usize) -> (u32, i32) {
    let page = state.page(seat);
    let mut xs = page.jesters().len() as u32;
    let mut points = 0i32;
    for b in BoxId::all() {
        if page.is_crossed(b) {
            continue;
        }
        match page.mark(b) {
            Some(Mark::X) => {
                xs += 1;
                points += i32::from(b.count);
            }
            Some(Mark::XX) => {
                xs += 2;
                points += 2 * i32::from(b.count);
            }
            Some(Mark::Diff(d)) => points -= i32::from(d),
            Some(Mark::Zero) | None => {}
        }
    }
    let bonus = if xs >= state.setup().x_target { 3 } else { 0 };
    (xs, points + bonus)
}

fn check_game(players: usize, x_target: u32, magic: bool, seed: u64, exhaustive: bool) {
    let setup = DiceSetup::new(players, (seed % players as u64) as usize, x_target, magic).unwrap();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut state = DiceState::new(setup);
    let mut steps: Vec<Step> = Vec::new();
    let mut events = Vec::new();
    let candidates = if exhaustive { all_actions() } else { Vec::new() };
    let mut guard = 0;
    loop {
        guard += 1;
        assert!(guard < 100_000, "the game must end");
        for seat in 0..players {
            let legal = state.legal_actions(seat);
            for &a in &candidates {
                let mut probe = state.clone();
                let ok = probe.apply(seat, a).is_ok();
                assert_eq!(ok, legal.contains(&a), "seat {seat} {a:?} in {:?}", state.phase());
                if !ok {
                    assert_eq!(probe, state, "a refused action changed the state");
                }
            }
        }
        let json = serde_json::to_string(&state).unwrap();
        assert_eq!(serde_json::from_str::<DiceState>(&json).unwrap(), state);

        let before = state.clone();
        events.clear();
        if !random_step(&mut state, &mut rng, &mut events, Some(&mut steps)) {
            break;
        }
        // A box is written at most once: a used box keeps its mark (crossing out aside).
        for seat in 0..players {
            for b in BoxId::all() {
                if let Some(m) = before.page(seat).mark(b) {
                    assert_eq!(state.page(seat).mark(b), Some(m), "box {b} rewritten");
                }
                if before.page(seat).is_crossed(b) {
                    assert!(state.page(seat).is_crossed(b));
                }
            }
            for k in before.page(seat).jesters() {
                assert!(state.page(seat).jester_used(k));
            }
            let (xs, total) = expected_page(&state, seat);
            assert_eq!(state.page(seat).x_count(), xs);
            assert_eq!(state.page(seat).total(x_target), total);
        }
        // Under Magic Card 10 no view shows another's secret prediction.
        if let Phase::SecretPredicting { .. } = state.phase() {
            for viewer in 0..players {
                let v = state.view(Viewer::Seat(viewer));
                for (s, p) in v.predictions.iter().enumerate() {
                    if s != viewer && s != state.seer() && state.prediction(s).is_some() {
                        assert_eq!(*p, PredictionView::Secret, "secret of {s} leaked to {viewer}");
                    }
                }
            }
            let v = state.view(Viewer::Spectator);
            assert!(
                v.predictions
                    .iter()
                    .enumerate()
                    .all(|(s, p)| s == state.seer() || !matches!(p, PredictionView::Shown { .. }))
            );
            assert!(serde_json::to_string(&v).unwrap().matches("shown").count() <= 1);
        }
        // A leave on a roll the Seer has re-rolled is refused as stale.
        if matches!(before.phase(), Phase::AfterRoll) && matches!(state.phase(), Phase::Throwing { .. }) {
            for s in state.in_round().iter().filter(|&s| s != state.seer()) {
                let late = Action::Leave {
                    jester_score: false,
                    roll: before.rolls(),
                };
                assert_eq!(
                    state.clone().apply(s, late),
                    Err(DiceError::StaleRoll {
                        roll: before.rolls(),
                        current: before.rolls() + 1
                    })
                );
            }
        }
    }
    assert!(state.is_over());
    assert_eq!(state.to_act(), ToAct::Over);
    let reached = state.pages().iter().any(|p| p.x_count() >= x_target);
    let stuck = state.pages().iter().all(|p| !p.has_free_box());
    assert!(
        reached || stuck,
        "a game ends on the X target or when nobody can predict"
    );
    // Replay equals live.
    let names: Vec<String> = (0..players).map(|i| format!("p{i}")).collect();
    let record = to_record(&names, &setup, &steps);
    let text = serde_json::to_string(&record).unwrap();
    let replayed = replay_state(&serde_json::from_str(&text).unwrap()).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(replayed, state);
    assert!(!state.winners().is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::support::cases(4000), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_dice_games_keep_every_invariant(
        seed in any::<u64>(),
        players in 2usize..=5,
        experts in any::<bool>(),
        magic in any::<bool>(),
    ) {
        check_game(players, if experts { 12 } else { 9 }, magic, seed, false);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::support::cases(16), failure_persistence: None, ..ProptestConfig::default() })]

    /// `apply` accepts exactly `legal_actions`, for every seat and every conceivable action.
    #[test]
    fn accepted_dice_actions_are_exactly_the_legal_ones(seed in any::<u64>(), players in 2usize..=5) {
        check_game(players, 9, true, seed, true);
    }
}

#[test]
fn every_magic_card_comes_up_and_the_pile_reshuffles() {
    let setup = DiceSetup::new(3, 0, 12, true).unwrap();
    let mut rng = SmallRng::seed_from_u64(99);
    let (state, steps) = wizard_bot::simulate::dice::random_game_logged(setup, &mut rng);
    let cards: Vec<u32> = steps
        .iter()
        .filter_map(|s| match s {
            Step::MagicCard(n) => Some(*n),
            _ => None,
        })
        .collect();
    assert!(
        cards.len() > 10,
        "a long game draws more than one pile: {}",
        cards.len()
    );
    let mut first: Vec<u32> = cards[..10].to_vec();
    first.sort_unstable();
    assert_eq!(first, (1..=10).collect::<Vec<_>>(), "each pile holds all ten once");
    assert!(state.is_over());
}
