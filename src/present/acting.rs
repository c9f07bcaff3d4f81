//! Who acts now (the ▶ beside a seat, the names a "waiting for" line gives):
//! one rule for every screen.

use crate::engine::dice::{DicePhaseView, DiceView};
use crate::engine::wizard::{PhaseView, WizardView};
use crate::engine::{Seat, SeatSet};
use crate::table::View;

/// The seats acting now, in seat order; `waiting`: the seats the table waits
/// for (`Snapshot::waiting`; empty where there is no table, as in a replay).
pub fn acting(view: &View, waiting: SeatSet) -> Vec<Seat> {
    match view {
        View::Wizard(v) => cards(v),
        View::Dice(v) => dice(v, waiting),
    }
}

/// The card game: whoever must decide (everyone still to bid, under
/// simultaneous bidding); nobody once it is over.
pub fn cards(v: &WizardView) -> Vec<Seat> {
    match v.phase {
        PhaseView::Over => Vec::new(),
        _ => v.to_act.clone(),
    }
}

/// Wizard Dice: whoever must decide; after a roll the Seer (leaving is
/// optional) and, while a computer Seer waits for them, the people still in
/// who have not said whether they take this roll (the table's `waiting`).
pub fn dice(v: &DiceView, waiting: SeatSet) -> Vec<Seat> {
    match v.phase {
        DicePhaseView::Over => Vec::new(),
        DicePhaseView::AfterRoll => (0..v.players)
            .filter(|&s| s == v.seer || (waiting.contains(s) && v.in_round.contains(&s)))
            .collect(),
        _ => v.to_act.clone(),
    }
}
