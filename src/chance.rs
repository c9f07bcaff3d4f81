//! Chance outcomes drawn with `rand`: shuffled deals for the card game. The
//! engines never draw; tests script these outcomes, production draws them here,
//! and either way they are logged as events.

use rand::Rng;

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

/// A uniform number in `0..n` (`n > 0`) by Lemire's multiply-and-reject
/// method: one multiplication, and a division only on the rare rejection
/// path. Simulations draw about a thousand of these per game, which made
/// `rand`'s general `random_range` a fifth of the benchmark.
pub fn below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    debug_assert!(n > 0);
    let mut m = u64::from(rng.next_u32()) * u64::from(n);
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (m >> 32) as u32
}

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
