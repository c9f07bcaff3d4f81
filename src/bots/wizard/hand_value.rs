//! What a card and a hand are worth, roughly: the Easy player's bids and
//! plays and the searching levels' play-outs and world weights share them.

use crate::engine::wizard::{Card, CardSet, Suit};

/// The chance that `card` takes a trick, roughly, with `players` at the table.
fn trick_chance(card: Card, trump: Option<Suit>, players: usize, one_colour: bool) -> f64 {
    let crowd = (players as f64 - 2.0) * 0.06;
    if card.is_wizard() {
        return 0.95;
    }
    let Some(rank) = card.rank() else {
        return 0.0; // a Jester never wins unless all are Jesters
    };
    let rank = f64::from(rank);
    if one_colour {
        return ((rank - 9.0) / 5.0 - crowd).clamp(0.0, 0.8);
    }
    if card.suit() == trump && trump.is_some() {
        ((rank + 2.0) / 14.0 - crowd).clamp(0.2, 0.9)
    } else {
        ((rank - 10.0) / 4.0 - crowd).clamp(0.0, 0.6)
    }
}

/// How strong a card is in the current trick, for choosing the cheapest winner
/// or the most expensive safe card (Wizard 100, trump 50+, led 20+, else rank or 0).
pub(super) fn card_value(card: Card, trump: Option<Suit>, led: Option<Suit>, one_colour: bool) -> i32 {
    if one_colour {
        return i32::from(card.one_colour_value());
    }
    if card.is_wizard() {
        return 100;
    }
    match (card.suit(), card.rank()) {
        (Some(s), Some(r)) if Some(s) == trump => 50 + i32::from(r),
        (Some(s), Some(r)) if Some(s) == led => 20 + i32::from(r),
        (Some(_), Some(r)) => i32::from(r),
        _ => 0,
    }
}

/// The tricks a hand may expect to take, roughly: its cards' chances summed.
pub fn expected_tricks(hand: &CardSet, trump: Option<Suit>, players: usize, one_colour: bool) -> f64 {
    hand.cards().map(|c| trick_chance(c, trump, players, one_colour)).sum()
}

/// The suit a hand holds most of, higher ranks counting more: the trump to name.
pub(super) fn best_trump(hand: &CardSet) -> Suit {
    let score = |s: Suit| -> u32 {
        hand.cards()
            .filter(|c| c.suit() == Some(s))
            .map(|c| 10 + u32::from(c.rank().unwrap_or(0)))
            .sum()
    };
    Suit::ALL.into_iter().max_by_key(|&s| score(s)).unwrap_or(Suit::Blue)
}
