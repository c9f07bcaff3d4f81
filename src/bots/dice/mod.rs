//! The baseline Wizard Dice player: predicts the box with the best expected
//! score for one roll, keeps the dice that count and re-rolls the rest, leaves
//! once its prediction is met, and takes a Jester Score when it saves points.

pub(super) mod levels;
pub mod odds;
pub mod round;

use super::Level;
use crate::engine::dice::{
    Action, Colour, DICE, DiceSet, DiceState, Face, MagicCard, Mark, Phase, Seat, Viewer, WizardColour,
};

/// Probability that one die counts for a prediction of `colour` this round.
fn die_chance(state: &DiceState, seat: Seat, colour: Colour) -> f64 {
    let magic = state.magic_card();
    let seer_colour = if seat == state.seer() {
        Some(colour) // the Seer's own colour becomes the Wizard Colour
    } else {
        state.prediction(state.seer()).map(|p| p.colour)
    };
    let wizard_counts = match magic {
        Some(c) if c.wizards_count_all() => true,
        Some(c) if c.wizards_count_none() => false,
        _ => seer_colour == Some(colour),
    };
    let mut p = 1.0 / 6.0;
    if wizard_counts {
        p += 1.0 / 6.0;
    }
    if magic.is_some_and(MagicCard::jesters_count_for_colour) {
        p += 1.0 / 6.0;
    }
    p
}

/// Expected points of predicting `n` with a binomial(7, p) count (+1 under Magic Card 5).
fn expected_points(n: u8, p: f64, shift: u8) -> f64 {
    let mut ev = 0.0;
    let mut choose = 1.0;
    for k in 0..=DICE as u8 {
        if k > 0 {
            choose = choose * f64::from(DICE as u8 - k + 1) / f64::from(k);
        }
        let prob = choose * p.powi(i32::from(k)) * (1.0 - p).powi(i32::from(DICE as u8 - k));
        let count = k + shift;
        ev += prob
            * if count == n {
                f64::from(n)
            } else {
                -f64::from(count.abs_diff(n))
            };
    }
    ev
}

fn choose_prediction(state: &DiceState, seat: Seat, legal: &[Action]) -> Option<Action> {
    let shift = state.magic_card().map_or(0, MagicCard::extra_dice);
    let best = legal
        .iter()
        .filter_map(|a| match *a {
            Action::Predict {
                count,
                colour,
                cross_out: None,
            } => Some((
                count,
                colour,
                expected_points(count, die_chance(state, seat, colour), shift),
            )),
            _ => None,
        })
        .max_by(|x, y| x.2.total_cmp(&y.2))?;
    let (count, colour, _) = best;
    // Magic Card 7: cross out the worst miss of that colour, if any.
    let page = state.page(seat);
    let cross_out = state
        .cross_out_candidates(seat, colour)
        .into_iter()
        .filter_map(|b| match page.mark(b) {
            Some(Mark::Diff(d)) => Some((b, d)),
            _ => None,
        })
        .max_by_key(|&(_, d)| d)
        .map(|(b, _)| b)
        .filter(|_| state.magic_card().is_some_and(MagicCard::crosses_out));
    let action = Action::Predict {
        count,
        colour,
        cross_out,
    };
    legal.contains(&action).then_some(action)
}

/// Which dice count for `seat`'s prediction with the current faces.
fn counting_dice(state: &DiceState, colour: Colour) -> DiceSet {
    let wizards = match state.wizard_colour() {
        WizardColour::All => true,
        WizardColour::Colour(c) => c == colour,
        WizardColour::NoColour => false,
    };
    let mut set = DiceSet::EMPTY;
    for (d, face) in state.dice().iter().enumerate() {
        let counts = match face {
            Some(Face::Wizard) => wizards,
            Some(Face::Jester) => state.magic_card().is_some_and(MagicCard::jesters_count_for_colour),
            Some(f) => f.colour() == Some(colour),
            None => false,
        };
        if counts {
            set.insert(d);
        }
    }
    set
}

/// Whether taking the Jester Score writes a better mark than the plain score.
fn wants_jester(state: &DiceState, seat: Seat) -> bool {
    match state.score_options(seat) {
        Some((plain, Some(jester))) => !matches!(plain, Mark::X | Mark::XX) || jester == Mark::X,
        _ => false,
    }
}

fn met(state: &DiceState, seat: Seat) -> bool {
    matches!(state.score_options(seat), Some((Mark::X | Mark::XX, _)))
}

fn choose_roll(state: &DiceState, seat: Seat, legal: &[Action]) -> Option<Action> {
    let rolls: Vec<DiceSet> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Roll(d) => Some(*d),
            _ => None,
        })
        .collect();
    let can_stop = legal.iter().any(|a| matches!(a, Action::Stop { .. }));
    if can_stop && (met(state, seat) || rolls.is_empty()) {
        return Some(Action::Stop {
            jester_score: wants_jester(state, seat),
        });
    }
    let p = state.prediction(seat)?;
    let counting = counting_dice(state, p.colour);
    let have = counting.len() as u8;
    // Too few: re-roll the dice that do not count. Too many: re-roll the surplus counting dice.
    let wish = if have < p.count {
        counting.complement()
    } else {
        let surplus = usize::from(have - p.count);
        let bits = counting.iter().take(surplus).fold(0u8, |b, d| b | 1 << d);
        DiceSet::from_bits(bits).unwrap_or(DiceSet::EMPTY)
    };
    if rolls.contains(&wish) {
        return Some(Action::Roll(wish));
    }
    // The wish is not a legal roll (all dice, set dice, at least three, Jesters kept):
    // the legal roll closest to it.
    rolls
        .into_iter()
        .min_by_key(|r| (r.bits() ^ wish.bits()).count_ones())
        .map(Action::Roll)
        .or(can_stop.then(|| Action::Stop {
            jester_score: wants_jester(state, seat),
        }))
}

/// The baseline decision for `seat`, or `None` when it owes nothing or,
/// after a roll, chooses to stay in the round (leaving is optional).
pub fn decide(state: &DiceState, seat: Seat) -> Option<Action> {
    let legal = state.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    let mandatory = |choice: Option<Action>| choice.or_else(|| legal.first().copied());
    match *state.phase() {
        Phase::Predicting { .. } | Phase::SecretPredicting { .. } => mandatory(choose_prediction(state, seat, &legal)),
        Phase::SettingDice => {
            // Turn two dice to the Wizard face: they count for any colour the Seer names.
            let set = Action::Set {
                dice: [0, 1],
                faces: [Face::Wizard, Face::Wizard],
            };
            mandatory(legal.contains(&set).then_some(set))
        }
        Phase::RollDue | Phase::AfterRoll if seat == state.seer() => mandatory(choose_roll(state, seat, &legal)),
        Phase::AfterRoll => {
            let leave = met(state, seat)
                || (wants_jester(state, seat) && state.rolls() + 1 >= state.max_rolls())
                || matches!(state.score_options(seat), Some((Mark::Diff(d), Some(_))) if d >= 2);
            leave.then(|| Action::Leave {
                jester_score: wants_jester(state, seat),
                roll: state.rolls(),
            })
        }
        Phase::Scoring { .. } => Some(Action::Score {
            jester_score: wants_jester(state, seat),
        }),
        _ => legal.first().copied(),
    }
}

/// `level`'s decision for `seat`: the baseline at Easy, else the round
/// solution on the seat's view (`None`: it owes nothing, or stays in).
pub fn decide_at(state: &DiceState, seat: Seat, level: Level) -> Option<Action> {
    if level == Level::Easy {
        return decide(state, seat);
    }
    super::decide_dice_view(&state.view(Viewer::Seat(seat)), level).and_then(|f| f.action)
}
