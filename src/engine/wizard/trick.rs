//! One trick (RULES.md Part 1, "Trick play"): the led suit, which cards a hand
//! may play, and who wins. The trick keeps its led suit and its best card up
//! to date as cards are added, so play and its checks cost a few instructions.

use serde::{Deserialize, Serialize};

use super::{Card, CardSet, Seat, Suit};

/// The led suit so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Led {
    /// Only Jesters (or nothing) played so far: the next card may set it.
    NotYet,
    /// A Wizard came before any suit card: every card is allowed.
    Free,
    Suit(Suit),
}

/// The cards of a trick in play order, the leader's seat, the led suit and the
/// winning card so far. Fixed capacity (six seats) so play never allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    pub leader: Seat,
    cards: [Card; 6],
    len: u8,
    led: Led,
    best: u8,
    best_strength: u8,
}

impl Trick {
    pub fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            cards: [Card::JESTER; 6],
            len: 0,
            led: Led::NotYet,
            best: 0,
            best_strength: 0,
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

    pub fn led(&self) -> Led {
        self.led
    }

    /// The led suit, if one is set.
    pub fn led_suit(&self) -> Option<Suit> {
        match self.led {
            Led::Suit(s) => Some(s),
            _ => None,
        }
    }

    /// Index (in play order) of the card winning so far; the winner once complete.
    pub fn winning_index(&self) -> usize {
        self.best as usize
    }

    /// Adds a card. `trump` and `one_colour` decide its strength; a strictly
    /// stronger card takes the lead, so among equals the first one played wins.
    pub(crate) fn push(&mut self, card: Card, trump: Option<Suit>, one_colour: bool) {
        if self.led == Led::NotYet && !one_colour {
            if card.is_wizard() {
                self.led = Led::Free;
            } else if let Some(s) = card.suit() {
                self.led = Led::Suit(s);
            }
        }
        let strength = if one_colour {
            card.one_colour_value()
        } else if card.is_wizard() {
            100
        } else {
            match (card.suit(), card.rank()) {
                (Some(s), Some(r)) if Some(s) == trump => 50 + r,
                (Some(s), Some(r)) if Led::Suit(s) == self.led => 20 + r,
                // Jesters and off-suit cards never win (unless nothing beats the first card).
                _ => 0,
            }
        };
        if self.len == 0 || strength > self.best_strength {
            self.best = self.len;
            self.best_strength = strength;
        }
        self.cards[self.len as usize] = card;
        self.len += 1;
    }

    /// `(seat, card)` pairs in play order for a table of `players`.
    pub fn plays(&self, players: usize) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.cards()
            .iter()
            .enumerate()
            .map(move |(i, &c)| (self.seat_of(i, players), c))
    }

    /// The seat that played the trick's `index`-th card.
    pub fn seat_of(&self, index: usize, players: usize) -> Seat {
        let seat = self.leader + index;
        if seat >= players { seat - players } else { seat }
    }

    /// The cards of `hand` that may be played on this trick: under One colour
    /// everything; otherwise the led suit (plus Wizards and Jesters) when the
    /// hand holds it, else everything.
    pub fn playable(&self, hand: &CardSet) -> CardSet {
        match self.led {
            Led::Suit(led) if hand.has_suit(led) => hand.follow(led),
            _ => *hand,
        }
    }
}

/// Plays `cards` as one trick and returns the index of the winning card: the
/// rules of "Trick play" (or One colour) as a plain function, for tests and views.
pub fn winning_index(cards: &[Card], trump: Option<Suit>, one_colour: bool) -> usize {
    let mut trick = Trick::new(0);
    for &c in cards.iter().take(6) {
        trick.push(c, trump, one_colour);
    }
    trick.winning_index()
}
