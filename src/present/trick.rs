//! Which trick a screen shows: the one on the table, the one just taken, the
//! one that closed a round — one rule each, for every screen and picture.

use crate::engine::Seat;
use crate::engine::wizard::{PhaseView, TrickView, WizardView};

/// The trick being played, once its first card is down.
pub fn on_table(v: &WizardView) -> Option<&TrickView> {
    v.trick.as_ref().filter(|t| !t.plays.is_empty())
}

/// This round's last trick taken (none before the round's first is won).
pub fn last_taken(v: &WizardView) -> Option<&TrickView> {
    v.last_trick.as_ref()
}

/// The last trick of round `round`, while the view still knows it: this
/// round's last trick, or the round before's until the next round's first
/// trick is won (what the message closing that round shows).
pub fn closing(v: &WizardView, round: u8) -> Option<&TrickView> {
    if round == v.round {
        v.last_trick.as_ref()
    } else if round + 1 == v.round {
        v.closed_trick.as_ref()
    } else {
        None
    }
}

/// The one trick a single-trick screen (the page) shows, and whether it is
/// the one on the table or the one just taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrickShown {
    /// Being played: the card winning it so far marked.
    OnTable,
    /// Just taken, until the next card: its winner marked.
    Taken,
}

/// The trick to show alone: the one on the table; else, while cards are
/// played (or the game is over), the one just taken — this round's or the
/// round before's last; none while bidding (the last round's would only
/// mislead). With the seat that wins it (or is winning it).
pub fn shown(v: &WizardView) -> Option<(TrickShown, &TrickView, Option<Seat>)> {
    if let Some(t) = on_table(v) {
        return Some((TrickShown::OnTable, t, t.winning));
    }
    match v.phase {
        PhaseView::Playing | PhaseView::Over => v
            .closed_trick
            .as_ref()
            .or(v.last_trick.as_ref())
            .map(|t| (TrickShown::Taken, t, t.winner)),
        _ => None,
    }
}

/// How many tricks a round has seen taken, from its count per seat.
fn taken_count(tricks: &[u8]) -> u32 {
    tricks.iter().map(|&t| u32::from(t)).sum()
}

/// The last trick taken, with its round and its number in that round: this
/// round's, else the round before's last (`closing`) until the next is won.
pub fn last_taken_numbered(v: &WizardView) -> Option<(u8, u32, &TrickView)> {
    if let Some(t) = closing(v, v.round) {
        return Some((v.round, taken_count(&v.tricks), t));
    }
    let before = v.history.last()?;
    let t = closing(v, before.round)?;
    let tricks: Vec<u8> = before.tricks.iter().copied().collect();
    Some((before.round, taken_count(&tricks), t))
}

/// The trick taken before `last_taken_numbered`'s, in the same round, with
/// its number: a screen that missed both (the last one played by itself)
/// shows it first.
pub fn taken_before(v: &WizardView) -> Option<(u8, u32, &TrickView)> {
    let (round, count, _) = last_taken_numbered(v)?;
    let t = v.trick_before.as_ref().filter(|_| count > 1)?;
    Some((round, count - 1, t))
}

/// The number in its round of the trick on the table.
pub fn on_table_number(v: &WizardView) -> u32 {
    taken_count(&v.tricks) + 1
}

/// Between two rounds: none of this round's tricks taken and no card of it
/// played (the round just ended is what there is to show).
pub fn between_rounds(v: &WizardView) -> bool {
    v.last_trick.is_none() && on_table(v).is_none()
}
