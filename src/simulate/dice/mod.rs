//! Random legal play of Wizard Dice.

pub mod arena;

use rand::Rng;

use crate::chance::{below, random_faces, random_magic_card};
use crate::engine::ToAct;
use crate::engine::dice::{
    Action, BoxId, Chance, Colour, DICE, DiceSet, DiceSetup, DiceState, Event, Face, MagicCard, Phase, Seat, Step,
    ThrowRule,
};

/// The `k`-th set bit of `bits` (k < popcount).
fn nth_bit(mut bits: u32, k: u32) -> u32 {
    for _ in 0..k {
        bits &= bits - 1;
    }
    bits.trailing_zeros()
}

/// A random legal roll for the Seer now, or `None` when no die may be thrown.
fn random_roll<R: Rng + ?Sized>(state: &DiceState, rng: &mut R) -> Option<DiceSet> {
    let (min, jesters_stay) = match ThrowRule::after(state.magic_card(), state.rolls()) {
        ThrowRule::All => return Some(DiceSet::ALL),
        // The five dice that were not set.
        ThrowRule::Unset => {
            let unset = (0..DICE)
                .filter(|&d| state.dice()[d].is_none())
                .fold(0u8, |b, d| b | 1 << d);
            return DiceSet::from_bits(unset);
        }
        ThrowRule::Any { min, jesters_stay } => (min, jesters_stay),
    };
    let allowed: u8 = (0..DICE)
        .filter(|&d| !jesters_stay || state.dice()[d] != Some(Face::Jester))
        .fold(0, |b, d| b | 1 << d);
    if allowed == 0 {
        return None;
    }
    loop {
        let bits = (below(rng, 128) as u8) & allowed;
        if bits.count_ones() >= u32::from(min) {
            return DiceSet::from_bits(bits);
        }
    }
}

/// A random legal action for `seat`, or `None` when it owes nothing.
pub fn random_action<R: Rng + ?Sized>(state: &DiceState, seat: Seat, rng: &mut R) -> Option<Action> {
    let coin = |rng: &mut R, n: u32| below(rng, n) == 0;
    match *state.phase() {
        Phase::Predicting { .. } | Phase::SecretPredicting { .. } => {
            let free = state.predictable(seat);
            if free == 0 || !state.may_predict_now(seat) {
                return None;
            }
            let cell = BoxId::from_index(nth_bit(free, below(rng, free.count_ones())) as usize);
            let mut cross_out = None;
            if state.magic_card().is_some_and(MagicCard::crosses_out) && coin(rng, 2) {
                let options = state.cross_out_candidates(seat, cell.colour);
                if !options.is_empty() {
                    cross_out = Some(options[below(rng, options.len() as u32) as usize]);
                }
            }
            Some(Action::Predict {
                count: cell.count,
                colour: cell.colour,
                cross_out,
            })
        }
        Phase::SettingDice if seat == state.seer() => {
            let i = below(rng, 7) as u8;
            let j = (i + 1 + below(rng, 6) as u8) % 7;
            Some(Action::Set {
                dice: [i, j],
                faces: [Face::ALL[below(rng, 6) as usize], Face::ALL[below(rng, 6) as usize]],
            })
        }
        Phase::RollDue if seat == state.seer() => {
            if state.wizard_colour_open() && coin(rng, 4) {
                return Some(Action::WizardColour(Colour::ALL[below(rng, 4) as usize]));
            }
            random_roll(state, rng).map(Action::Roll)
        }
        Phase::AfterRoll if seat == state.seer() => {
            let roll = random_roll(state, rng);
            match roll {
                Some(dice) if !coin(rng, 3) => Some(Action::Roll(dice)),
                _ => Some(Action::Stop {
                    jester_score: jester_ok(state, seat) && coin(rng, 2),
                }),
            }
        }
        Phase::AfterRoll if state.in_round().contains(seat) => Some(Action::Leave {
            jester_score: jester_ok(state, seat) && coin(rng, 2),
            roll: state.rolls(),
        }),
        Phase::Scoring { pending } if pending.contains(seat) => Some(Action::Score {
            jester_score: coin(rng, 2),
        }),
        _ => None,
    }
}

fn jester_ok(state: &DiceState, seat: Seat) -> bool {
    state.jester_score_open(seat)
}

/// Advances the game by one step: a chance outcome, or a random legal action
/// of a seat that is due (several due: a random one of them). Returns false
/// once the game is over. With `log`, the applied step is appended as a
/// record event (a roll once its faces are in, as records have it); without,
/// nothing is allocated for it.
pub fn random_step<R: Rng + ?Sized>(
    state: &mut DiceState,
    rng: &mut R,
    events: &mut Vec<Event>,
    log: Option<&mut Vec<Step>>,
) -> bool {
    let seat = match state.to_act() {
        ToAct::Over => return false,
        ToAct::Chance => {
            let (chance, thrown) = match *state.phase() {
                Phase::MagicCardDue => (
                    Chance::MagicCard(random_magic_card(state.drawn_magic_cards(), rng)),
                    None,
                ),
                Phase::Throwing { dice } => (Chance::Faces(random_faces(dice, rng)), Some(dice)),
                _ => unreachable!("chance is due only for Magic Cards and throws"),
            };
            state.apply_chance_into(&chance, events).expect("drawn chance is legal");
            if let Some(log) = log {
                log.push(match (chance, thrown) {
                    (Chance::Faces(faces), Some(dice)) => Step::Roll {
                        dice: dice.iter().collect(),
                        faces: faces.as_slice().to_vec(),
                    },
                    (Chance::MagicCard(n), _) => Step::MagicCard(u32::from(n)),
                    _ => unreachable!("faces come with their dice"),
                });
            }
            return true;
        }
        ToAct::Seat(seat) => seat,
        ToAct::Seats(seats) => seats
            .iter()
            .nth(below(rng, seats.len() as u32) as usize)
            .expect("in range"),
    };
    let action = random_action(state, seat, rng).expect("a due seat has a legal action");
    state
        .apply_into(seat, action, events)
        .expect("a random legal action applies");
    if let Some(step) = log.and_then(|log| Step::action(seat, action).map(|s| (log, s))) {
        step.0.push(step.1);
    }
    true
}

/// Plays a whole random game; returns the final state.
pub fn random_game<R: Rng + ?Sized>(setup: DiceSetup, rng: &mut R) -> DiceState {
    let mut state = DiceState::new(setup);
    let mut events = Vec::with_capacity(16);
    while random_step(&mut state, rng, &mut events, None) {
        events.clear();
    }
    state
}

/// Plays a whole random game and returns it with every step, for replay checks.
pub fn random_game_logged<R: Rng + ?Sized>(setup: DiceSetup, rng: &mut R) -> (DiceState, Vec<Step>) {
    let mut state = DiceState::new(setup);
    let mut steps = Vec::new();
    let mut events = Vec::new();
    while random_step(&mut state, rng, &mut events, Some(&mut steps)) {
        events.clear();
    }
    (state, steps)
}
