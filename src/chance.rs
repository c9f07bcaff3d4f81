//! Chance outcomes drawn with `rand`: shuffled deals for the card game. The
//! engines never draw; tests script these outcomes, production draws them here,
//! and either way they are logged as events.

use rand::{Rng, RngExt};

use crate::engine::wizard::{Card, CardSet, Deal, Suit, WizardSetup};

/// The 60 cards in a fixed order, to be shuffled (built once, at compile time).
const DECK: [Card; 60] = {
    let mut cards = [Card::Wizard; 60];
    let mut i = 0;
    while i < 52 {
        cards[i] = Card::Suited {
            suit: Suit::ALL[i / 13],
            rank: (i % 13) as u8 + 1,
        };
        i += 1;
    }
    while i < 56 {
        cards[i] = Card::Jester;
        i += 1;
    }
    cards
};

/// Moves a uniformly random choice of `k` cards to the front (partial Fisher–Yates).
fn draw<R: Rng + ?Sized>(cards: &mut [Card], k: usize, rng: &mut R) {
    for i in 0..k {
        let j = rng.random_range(i..cards.len());
        cards.swap(i, j);
    }
}

/// A shuffled deal for `round`: hands in seat order and, when the round turns
/// one up, the next card of the deck. Under One colour each player draws from
/// their own 15 cards.
pub fn random_deal<R: Rng + ?Sized>(setup: &WizardSetup, round: u8, rng: &mut R) -> Deal {
    let n = setup.players;
    let size = usize::from(setup.cards_in_round(round));
    let mut hands = Vec::with_capacity(n);
    if setup.variants.one_colour {
        for suit in Suit::ALL.iter().take(n) {
            let mut own = [Card::Wizard; 15];
            for rank in 1..=13u8 {
                own[usize::from(rank) - 1] = Card::Suited { suit: *suit, rank };
            }
            own[14] = Card::Jester;
            draw(&mut own, size, rng);
            hands.push(set_of(&own[..size]));
        }
        return Deal { hands, trump_card: None };
    }
    let mut cards = DECK;
    let turns = setup.turns_card(round);
    draw(&mut cards, n * size + usize::from(turns), rng);
    for seat in 0..n {
        hands.push(set_of(&cards[seat * size..(seat + 1) * size]));
    }
    Deal {
        hands,
        trump_card: turns.then(|| cards[n * size]),
    }
}

fn set_of(cards: &[Card]) -> CardSet {
    let mut set = CardSet::EMPTY;
    for &c in cards {
        set.insert(c);
    }
    set
}
