//! Shuffled deals for the card game, drawn with `rand`.

use rand::Rng;

use super::below;

use crate::engine::wizard::{Card, CardSet, Deal, Suit, WizardSetup};

/// The 60 cards in a fixed order, to be shuffled (built once, at compile time).
const DECK: [Card; 60] = {
    let mut cards = [Card::WIZARD; 60];
    let mut i = 0;
    while i < 52 {
        cards[i] = match Card::suited(Suit::ALL[i / 13], (i % 13) as u8 + 1) {
            Some(c) => c,
            None => panic!("ranks 1..=13 are cards"),
        };
        i += 1;
    }
    while i < 56 {
        cards[i] = Card::JESTER;
        i += 1;
    }
    cards
};

/// Moves a uniformly random choice of `k` cards to the front (partial Fisher–Yates).
fn draw<R: Rng + ?Sized>(cards: &mut [Card], k: usize, rng: &mut R) {
    let len = cards.len() as u32;
    for i in 0..k {
        let j = i + below(rng, len - i as u32) as usize;
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
            let mut own = [Card::WIZARD; 15];
            for (slot, rank) in own.iter_mut().zip(1..=13u8) {
                *slot = Card::suited(*suit, rank).expect("ranks 1..=13 are cards");
            }
            own[14] = Card::JESTER;
            draw(&mut own, size, rng);
            hands.push(set_of(&own[..size]));
        }
        return Deal {
            hands,
            trump_card: None,
        };
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
