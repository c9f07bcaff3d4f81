//! One trick (RULES.md Part 1, "Trick play"): the led suit, which cards a hand
//! may play, and who wins.

use serde::{Deserialize, Serialize};

use super::{Card, CardSet, Seat, Suit};

/// The cards of a trick in the order they were played, with the leader's seat.
/// Fixed capacity (six seats) so trick play never allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    pub leader: Seat,
    cards: [Card; 6],
    len: u8,
}

impl Trick {
    pub fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            cards: [Card::Jester; 6],
            len: 0,
        }
    }

    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub(crate) fn push(&mut self, card: Card) {
        self.cards[self.len as usize] = card;
        self.len += 1;
    }

    /// `(seat, card)` pairs in play order for a table of `players`.
    pub fn plays(&self, players: usize) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.cards().iter().enumerate().map(move |(i, &c)| ((self.leader + i) % players, c))
    }

    /// The seat that played the trick's `index`-th card.
    pub fn seat_of(&self, index: usize, players: usize) -> Seat {
        let seat = self.leader + index;
        if seat >= players { seat - players } else { seat }
    }
}

/// The led suit: the suit of the first suit card, unless a Wizard came before
/// it (then there is none). Jesters before it are skipped.
pub fn led_suit(cards: &[Card]) -> Option<Suit> {
    for &c in cards {
        match c {
            Card::Wizard => return None,
            Card::Jester => continue,
            Card::Suited { suit, .. } => return Some(suit),
        }
    }
    None
}

/// The cards of `hand` that may be played on `cards`: under One colour
/// everything; otherwise the led suit (plus Wizards and Jesters) when the hand
/// holds it, else everything.
pub fn playable(hand: &CardSet, cards: &[Card], one_colour: bool) -> CardSet {
    if one_colour {
        return *hand;
    }
    match led_suit(cards) {
        Some(led) if hand.has_suit(led) => hand.follow(led),
        _ => *hand,
    }
}

/// Index (in play order) of the card that wins a complete trick.
pub fn winning_index(cards: &[Card], trump: Option<Suit>, one_colour: bool) -> usize {
    if one_colour {
        // Highest value wins; between equal cards the earlier one.
        let mut best = 0;
        for (i, c) in cards.iter().enumerate().skip(1) {
            if c.one_colour_value() > cards[best].one_colour_value() {
                best = i;
            }
        }
        return best;
    }
    if let Some(i) = cards.iter().position(|&c| c == Card::Wizard) {
        return i;
    }
    let best_of = |suit: Suit| {
        cards
            .iter()
            .enumerate()
            .filter_map(|(i, c)| match c {
                Card::Suited { suit: s, rank } if *s == suit => Some((i, *rank)),
                _ => None,
            })
            .max_by_key(|&(_, rank)| rank)
            .map(|(i, _)| i)
    };
    if let Some(i) = trump.and_then(best_of) {
        return i;
    }
    // No Wizard and no trump: the led suit decides; all Jesters → the first.
    led_suit(cards).and_then(best_of).unwrap_or(0)
}
