//! Sampled worlds: complete card-game states consistent with what one seat
//! has seen. The hidden hands are dealt from the cards the seat cannot
//! account for, keeping to the suits others showed they lack; hidden bids
//! are guessed from the sampled hands. Built from the seat's view only, so
//! the search behind the Normal and Hard players cannot peek.

use rand::Rng;

use super::hand_value::expected_tricks;
use crate::chance::below;
use crate::engine::wizard::{BidView, Card, CardSet, Suit, WizardState, WizardView};

const MAX_SEATS: usize = 6;

/// One guess of everything hidden, as a state the search may play on, and
/// how well it explains the bids seen (1.0 when nothing is weighed).
pub struct World {
    pub state: WizardState,
    pub weight: f64,
}

/// Whose hands the seat knows: its own (unless bidding blind) and, under
/// Clairvoyance while bidding, the others'.
fn known_hands(view: &WizardView) -> [Option<CardSet>; MAX_SEATS] {
    let mut known = [None; MAX_SEATS];
    for (s, slot) in known.iter_mut().enumerate().take(view.players) {
        let cards = if Some(s) == view.viewer {
            view.hand.as_deref()
        } else {
            view.seen_hands.get(s).and_then(|h| h.as_deref())
        };
        *slot = cards.map(|c| CardSet::from_cards(c).unwrap_or_default());
    }
    known
}

/// The cards a seat may hold under One colour: its colour, one Wizard, one Jester.
fn own_colour(seat: usize) -> CardSet {
    let suit = Suit::ALL[seat % 4];
    let mut set = CardSet::EMPTY;
    for rank in 1..=13 {
        if let Some(c) = Card::suited(suit, rank) {
            set.insert(c);
        }
    }
    set.insert(Card::WIZARD);
    set.insert(Card::JESTER);
    set
}

fn minus(mut set: CardSet, other: &CardSet) -> CardSet {
    for c in other.cards() {
        set.remove(c);
    }
    set
}

/// Deals `pool` to the seats that need cards, `need[s]` each, keeping to
/// `void[s]` (a bit per suit the seat showed it lacks). Tries a few shuffles
/// and gives up on the voids when none fits (they are a preference, never a
/// reason not to decide).
fn deal<R: Rng + ?Sized>(
    pool: &[Card],
    need: &[usize; MAX_SEATS],
    void: &[u8; MAX_SEATS],
    rng: &mut R,
) -> [CardSet; MAX_SEATS] {
    let mut order: Vec<usize> = (0..MAX_SEATS).filter(|&s| need[s] > 0).collect();
    // The most constrained seats choose first.
    order.sort_by_key(|&s| std::cmp::Reverse(void[s].count_ones()));
    let mut cards = pool.to_vec();
    for attempt in 0..16 {
        let keep_voids = attempt < 15;
        shuffle(&mut cards, rng);
        let mut taken = vec![false; cards.len()];
        let mut hands = [CardSet::EMPTY; MAX_SEATS];
        let mut ok = true;
        for &s in &order {
            let mut got = 0;
            for (i, &c) in cards.iter().enumerate() {
                if got == need[s] {
                    break;
                }
                let lacks = c.suit().is_some_and(|suit| void[s] & (1 << suit.index()) != 0);
                if taken[i] || (keep_voids && lacks) {
                    continue;
                }
                taken[i] = true;
                hands[s].insert(c);
                got += 1;
            }
            ok &= got == need[s];
        }
        if ok {
            return hands;
        }
    }
    [CardSet::EMPTY; MAX_SEATS]
}

fn shuffle<R: Rng + ?Sized>(cards: &mut [Card], rng: &mut R) {
    for i in (1..cards.len()).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        cards.swap(i, j);
    }
}

/// One world: the hidden hands dealt, hidden bids guessed, and its weight:
/// how likely the bids shown are for the hands dealt (when `weigh_bids`).
pub fn sample<R: Rng + ?Sized>(view: &WizardView, weigh_bids: bool, rng: &mut R) -> Option<World> {
    let n = view.players;
    let known = known_hands(view);
    let mut need = [0usize; MAX_SEATS];
    let mut void = [0u8; MAX_SEATS];
    for s in 0..n {
        if known[s].is_none() {
            need[s] = view.hand_sizes.get(s).copied().unwrap_or(0);
        }
        for suit in view.voids.get(s).into_iter().flatten() {
            void[s] |= 1 << suit.index();
        }
    }
    let played = |s: usize| view.played.get(s).copied().unwrap_or_default();
    let mut hands = [CardSet::EMPTY; MAX_SEATS];
    if view.variants.one_colour {
        // Each seat draws from its own colour: deal seat by seat.
        for s in 0..n {
            if need[s] == 0 {
                continue;
            }
            let pool: Vec<Card> = minus(own_colour(s), &played(s)).cards().collect();
            let mut one = [0usize; MAX_SEATS];
            one[s] = need[s];
            hands[s] = deal(&pool, &one, &[0; MAX_SEATS], rng)[s];
        }
    } else {
        let mut unseen = CardSet::full_deck();
        for (s, hand) in known.iter().enumerate().take(n) {
            unseen = minus(unseen, &played(s));
            if let Some(h) = hand {
                unseen = minus(unseen, h);
            }
        }
        if let Some(c) = view.trump_card {
            unseen.remove(c);
        }
        let pool: Vec<Card> = unseen.cards().collect();
        hands = deal(&pool, &need, &void, rng);
    }
    for s in 0..n {
        if let Some(h) = known[s] {
            hands[s] = h;
        }
        if hands[s].len() != view.hand_sizes.get(s).copied().unwrap_or(0) {
            return None;
        }
    }
    let mut bids = [None; MAX_SEATS];
    let mut weight = 1.0;
    for s in 0..n {
        // What the seat held when it bid: its hand now and what it has played since.
        let dealt = hands[s].union(&played(s));
        let estimate = expected_tricks(&dealt, view.trump, n, view.variants.one_colour);
        bids[s] = match view.bids.get(s) {
            Some(BidView::Shown(b)) => {
                if weigh_bids && Some(s) != view.viewer {
                    let off = f64::from(*b) - estimate;
                    weight *= (-off * off / 2.0).exp();
                }
                Some(*b)
            }
            // Covered or secret: the bid the sampled hand suggests.
            Some(BidView::Placed) => Some(estimate.round().clamp(0.0, f64::from(view.cards)) as u8),
            _ => None,
        };
    }
    let state = WizardState::world(view, &hands[..n], &bids[..n])?;
    Some(World { state, weight })
}

/// `count` worlds for the seat's view. With `weigh_bids`, three times as many
/// are drawn and `count` kept in proportion to how well they explain the bids
/// seen (so a world where a player who bid 3 holds nothing is rare).
pub fn sample_many<R: Rng + ?Sized>(view: &WizardView, count: usize, weigh_bids: bool, rng: &mut R) -> Vec<World> {
    if !weigh_bids {
        return (0..count).filter_map(|_| sample(view, false, rng)).collect();
    }
    let drawn: Vec<World> = (0..count * 3).filter_map(|_| sample(view, true, rng)).collect();
    let total: f64 = drawn.iter().map(|w| w.weight).sum();
    if drawn.is_empty() || total <= 0.0 || !total.is_finite() {
        return drawn.into_iter().take(count).collect();
    }
    // Systematic resampling: `count` evenly spaced picks along the weights.
    let step = total / count as f64;
    let mut at = step * (f64::from(below(rng, 1 << 16)) / f64::from(1u32 << 16));
    let mut picked = Vec::with_capacity(count);
    let mut acc = 0.0;
    for w in &drawn {
        acc += w.weight;
        while at < acc && picked.len() < count {
            picked.push(World {
                state: w.state.clone(),
                weight: 1.0,
            });
            at += step;
        }
    }
    picked
}
