//! The exact end of a round in a world where every hand is known: each seat
//! plays the card that gives it the best score for the round, assuming the
//! others do the same (max^n, the many-player minimax), so the last few
//! tricks are played perfectly instead of by the play-out policy.

use super::playout::{RoundEnd, round_scores};
use crate::engine::wizard::{Action, Event, Phase, WizardState};

/// Leaves the search may visit, about: beyond this the play-out policy plays.
pub fn small_enough(w: &WizardState, leaves: u64) -> bool {
    if !matches!(w.phase(), Phase::Playing { .. }) {
        return false;
    }
    let mut estimate: u64 = 1;
    for s in 0..w.players() {
        // Following suit usually leaves fewer choices; a hand's size is the bound.
        let k = w.hand(s).distinct_len() as u64;
        estimate = estimate.saturating_mul((1..=k).product::<u64>().max(1));
        if estimate > leaves {
            return false;
        }
    }
    true
}

/// The round's scores when everyone plays perfectly from here (`None` if the
/// world cannot be played).
pub fn solve(w: &WizardState) -> Option<RoundEnd> {
    let round = w.round();
    let mut events = Vec::with_capacity(8);
    solve_from(w, round, &mut events)
}

fn solve_from(w: &WizardState, round: u8, events: &mut Vec<Event>) -> Option<RoundEnd> {
    let Phase::Playing { next, .. } = *w.phase() else {
        return round_scores(w, round);
    };
    let mut best: Option<RoundEnd> = None;
    for card in w.legal_cards(next).distinct_cards() {
        let mut child = w.clone();
        events.clear();
        child.apply_into(next, Action::Play(card), events).ok()?;
        let end = solve_from(&child, round, events)?;
        if best.is_none_or(|b| end.0[next] > b.0[next]) {
            best = Some(end);
        }
    }
    best
}
