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

/// Led-suit codes kept in a `Trick`: 0..=3 a suit (as `Suit as u8`), then these.
const LED_FREE: u8 = 5;
const LED_NOT_YET: u8 = 6;
/// The code `Card::code() / 13` gives Wizards and Jesters: matches no suit or trump.
const NO_TRUMP: u8 = 7;

/// The led-suit code a card sets when nothing is led yet, by card code.
const LED_OF: [u8; 54] = {
    let mut t = [LED_NOT_YET; 54];
    let mut c = 0;
    while c < 52 {
        t[c] = (c / 13) as u8;
        c += 1;
    }
    t[52] = LED_FREE;
    t
};

/// The cards of a trick in play order, the leader's seat, the led suit and the
/// winning card so far. Fixed capacity (six seats) so play never allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    pub leader: Seat,
    cards: [Card; 6],
    len: u8,
    led: u8,
    best: u8,
    best_strength: u8,
}

impl Trick {
    pub fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            cards: [Card::JESTER; 6],
            len: 0,
            led: LED_NOT_YET,
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
        match self.led {
            LED_NOT_YET => Led::NotYet,
            LED_FREE => Led::Free,
            s => Led::Suit(Suit::ALL[usize::from(s & 3)]),
        }
    }

    /// The led suit, if one is set.
    pub fn led_suit(&self) -> Option<Suit> {
        Suit::ALL.get(usize::from(self.led)).copied()
    }

    /// Index (in play order) of the card winning so far; the winner once complete.
    pub fn winning_index(&self) -> usize {
        self.best as usize
    }

    /// Adds a card. `trump` and `one_colour` decide its strength; a strictly
    /// stronger card takes the lead, so among equals the first one played wins.
    pub(crate) fn push(&mut self, card: Card, trump: Option<Suit>, one_colour: bool) {
        // Written without data-dependent branches: which card random or human
        // play brings is unpredictable, and mispredictions were most of the cost.
        let c = card.code();
        let strength = if one_colour {
            card.one_colour_value()
        } else {
            if self.led == LED_NOT_YET {
                self.led = LED_OF[usize::from(c)];
            }
            let suit = c / 13;
            let rank = c % 13 + 1;
            let is_trump = suit == trump.map_or(NO_TRUMP, |t| t as u8);
            let is_led = suit == self.led;
            u8::from(c == 52) * 100 + u8::from(is_trump) * (50 + rank) + u8::from(is_led && !is_trump) * (20 + rank)
        };
        let better = self.len == 0 || strength > self.best_strength;
        self.best = if better { self.len } else { self.best };
        self.best_strength = if better { strength } else { self.best_strength };
        self.cards[usize::from(self.len)] = card;
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
        match self.led_suit() {
            Some(led) if hand.has_suit(led) => hand.follow(led),
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
