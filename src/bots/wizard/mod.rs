//! The baseline card-game player (the Easy level): bids by counting likely
//! tricks, ducks once its bid is made, and wins as cheaply as it can while it
//! still needs tricks. `decide_at` picks the level's player.

mod endgame;
mod hand_value;
pub mod ismcts;
pub mod playout;
pub mod search;
mod worlds;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::level::Level;
use crate::engine::wizard::{
    Action, BidView, Card, CardSet, PhaseView, Seat, Viewer, WizardState, WizardView, winning_index,
};
use hand_value::{best_trump, card_value, expected_tricks};
use search::Found;

/// The bid: expected tricks, rounded; the nearest allowed value when that is forbidden.
fn choose_bid(view: &WizardView, legal: &[Action]) -> Option<Action> {
    let one_colour = view.variants.one_colour;
    let expected: f64 = match &view.hand {
        Some(hand) => expected_tricks(
            &CardSet::from_cards(hand).unwrap_or_default(),
            view.trump,
            view.players,
            one_colour,
        ),
        // Bidding blind (Clairvoyance): a fair share of the tricks.
        None => f64::from(view.round) / view.players as f64,
    };
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Bid(b) => Some((*a, (f64::from(*b) - expected).abs())),
            _ => None,
        })
        .min_by(|x, y| x.1.total_cmp(&y.1))
        .map(|(a, _)| a)
}

/// The trump to name after a turned Wizard: the suit the hand holds most of (highest ranks first).
fn choose_trump(view: &WizardView) -> Action {
    let hand = view.hand.as_deref().unwrap_or_default();
    Action::ChooseTrump(best_trump(&CardSet::from_cards(hand).unwrap_or_default()))
}

/// The card to play.
fn choose_card(view: &WizardView, me: Seat, legal: &[Action]) -> Option<Action> {
    let cards: Vec<Card> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
        .collect();
    let plays: Vec<Card> = view
        .trick
        .as_ref()
        .map(|t| t.plays.iter().map(|p| p.1).collect())
        .unwrap_or_default();
    let one_colour = view.variants.one_colour;
    let led_suit = plays
        .iter()
        .find(|c| c.is_wizard() || c.suit().is_some())
        .and_then(|c| c.suit());
    let value = |c: Card| card_value(c, view.trump, led_suit.or(c.suit()), one_colour);
    let bid = match view.bids.get(me) {
        Some(BidView::Shown(b)) => i32::from(*b),
        _ => 0,
    };
    let need = bid - i32::from(view.tricks.get(me).copied().unwrap_or(0));
    let wins = |c: Card| {
        let mut t = plays.clone();
        t.push(c);
        winning_index(&t, view.trump, one_colour) == plays.len()
    };
    let cheapest = |cs: &mut dyn Iterator<Item = Card>| cs.min_by_key(|&c| value(c));
    let dearest = |cs: &mut dyn Iterator<Item = Card>| cs.max_by_key(|&c| value(c));
    let pick = if plays.is_empty() {
        // Leading: go for it with the strongest card, or lead low to duck.
        if need > 0 {
            dearest(&mut cards.iter().copied())
        } else {
            cheapest(&mut cards.iter().copied())
        }
    } else if need > 0 {
        // Win as cheaply as possible; if nothing wins, throw the least useful card.
        cheapest(&mut cards.iter().copied().filter(|&c| wins(c))).or_else(|| cheapest(&mut cards.iter().copied()))
    } else {
        // Bid made (or over): the dearest card that still loses; else the cheapest winner.
        dearest(&mut cards.iter().copied().filter(|&c| !wins(c))).or_else(|| cheapest(&mut cards.iter().copied()))
    };
    pick.map(Action::Play)
}

/// The baseline decision for `seat`, or `None` when it owes nothing.
pub fn decide(state: &WizardState, seat: Seat) -> Option<Action> {
    decide_from_view(&state.view(Viewer::Seat(seat)))
}

/// The baseline decision for the view's seat.
pub fn decide_from_view(view: &WizardView) -> Option<Action> {
    let seat = view.viewer?;
    let legal = &view.legal;
    if legal.is_empty() {
        return None;
    }
    match view.phase {
        PhaseView::ChoosingTrump => Some(choose_trump(view)),
        PhaseView::Bidding => choose_bid(view, legal),
        PhaseView::Playing => choose_card(view, seat, legal),
        _ => legal.first().copied(),
    }
}

/// The decision of a computer player of `level` for `seat`, from the seat's
/// view only. The same view and seed give the same decision.
pub fn decide_at(state: &WizardState, seat: Seat, level: Level, seed: u64) -> Option<Action> {
    let view = state.view(Viewer::Seat(seat));
    decide_view_at(&view, level, seed).map(|f| f.action)
}

/// `decide_at` on a view, with what the search found (for the hint).
pub fn decide_view_at(view: &WizardView, level: Level, seed: u64) -> Option<Found> {
    let baseline = || decide_from_view(view).map(Found::unweighed);
    let Some(budget) = level.budget() else {
        return baseline();
    };
    let mut rng = SmallRng::seed_from_u64(seed ^ view_hash(view));
    search::decide(view, &budget, &mut rng).or_else(baseline)
}

/// A hash of what the seat sees, so a decision's randomness follows its view
/// (FNV-1a over the view's JSON: stable across runs and builds).
fn view_hash(view: &WizardView) -> u64 {
    let bytes = serde_json::to_vec(view).unwrap_or_default();
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
