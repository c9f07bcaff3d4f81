//! Play-outs: the rest of a round in a sampled world, every seat playing a
//! fast policy (the baseline's ideas on the engine's card sets, without a
//! view or an allocation per card), and the scores it ends with.

use rand::Rng;

use super::hand_value::{best_trump, card_value, expected_tricks};
use crate::chance::below;
use crate::engine::wizard::{Action, Card, Event, Phase, Seat, Suit, Trick, WizardState};

/// How strong a card is on this trick (the baseline's ordering, the led
/// suit being the trick's or, leading, the card's own).
fn strength(card: Card, trick: &Trick, trump: Option<Suit>, one_colour: bool) -> i32 {
    card_value(card, trump, trick.led_suit().or(card.suit()), one_colour)
}

/// Whether `card` would lead the trick once played.
fn takes_lead(card: Card, trick: &Trick, trump: Option<Suit>, one_colour: bool) -> bool {
    let mut t = *trick;
    t.push(card, trump, one_colour);
    t.winning_index() + 1 == t.len()
}

/// The play-out policy's card for `seat`: while it needs tricks it wins as
/// cheaply as it can (and, leading, leads its strongest card); once its bid
/// is made it plays its dearest card that loses.
pub fn policy_card(w: &WizardState, seat: Seat) -> Option<Card> {
    let legal = w.legal_cards(seat);
    let trick = w.current_trick()?;
    let trump = w.trump();
    let one_colour = w.setup().variants.one_colour;
    let bid = w.bids().get(seat).copied().flatten().unwrap_or(0);
    let need = i32::from(bid) - i32::from(w.tricks().get(seat).copied().unwrap_or(0));
    let value = |c: Card| strength(c, trick, trump, one_colour);
    let last = trick.len() + 1 == w.players();
    let mut best: Option<(Card, i32)> = None;
    let mut consider = |c: Card, score: i32| {
        if best.is_none_or(|(_, b)| score > b) {
            best = Some((c, score));
        }
    };
    for c in legal.distinct_cards() {
        let v = value(c);
        let wins = takes_lead(c, trick, trump, one_colour);
        let score = if trick.is_empty() {
            if need > 0 { v } else { -v }
        } else if need > 0 {
            // A winner, the cheaper the better (a sure one when last); else throw the least useful.
            if wins {
                1000 - v + if last { 100 } else { 0 }
            } else {
                -v
            }
        } else if !wins {
            // The dearest card that loses; else the cheapest winner.
            1000 + v
        } else {
            -v
        };
        consider(c, score);
    }
    best.map(|(c, _)| c)
}

/// The bid the policy makes for a hand: its expected tricks, rounded, or the
/// nearest allowed value when Plus/Minus One forbids it.
pub fn policy_bid(w: &WizardState, seat: Seat) -> u8 {
    let n = w.players();
    let hand = w.hand(seat);
    let max = w.cards_this_round();
    let e = expected_tricks(&hand, w.trump(), n, w.setup().variants.one_colour);
    let want = e.round().clamp(0.0, f64::from(max)) as u8;
    match w.forbidden_bid(seat) {
        Some(f) if f == want => {
            if (f64::from(want) < e && want < max) || want == 0 {
                want + 1
            } else {
                want - 1
            }
        }
        _ => want,
    }
}

/// The policy's action for `seat` in the world, if it owes one.
pub fn policy_action(w: &WizardState, seat: Seat) -> Option<Action> {
    match w.phase() {
        Phase::ChoosingTrump => Some(Action::ChooseTrump(best_trump(&w.hand(seat)))),
        Phase::Bidding { .. } | Phase::SimultaneousBidding => Some(Action::Bid(policy_bid(w, seat))),
        Phase::Playing { .. } => policy_card(w, seat).map(Action::Play),
        Phase::Dealing | Phase::Over => None,
    }
}

/// The seat that acts next in the world (under simultaneous bids, the first
/// that has not bid), or `None` once the round is over.
pub fn next_seat(w: &WizardState) -> Option<Seat> {
    match *w.phase() {
        Phase::ChoosingTrump => Some(w.dealer()),
        Phase::Bidding { next } | Phase::Playing { next, .. } => Some(next),
        Phase::SimultaneousBidding => w.bids().iter().position(Option::is_none),
        Phase::Dealing | Phase::Over => None,
    }
}

/// Each seat's score and tricks for a round.
pub type RoundEnd = ([i32; 6], [u8; 6]);

/// Plays the round to its end with the policy, `random_percent` of the
/// cards played at random instead; returns each seat's score and tricks for
/// the round (`None` if the world could not be played, which a consistent
/// world never is). The random cards matter: the policy alone always plays
/// the same way, so its play-outs judge a move by one fixed (and greedy)
/// future; with some chance in them a move is judged over the futures it
/// leaves open (#36: 15–30 % made Hard 1.8–3.6 points a round stronger
/// against itself).
pub fn play_out<R: Rng + ?Sized>(
    w: &mut WizardState,
    events: &mut Vec<Event>,
    random_percent: u32,
    rng: &mut R,
) -> Option<RoundEnd> {
    let round = w.round();
    while let Some(seat) = next_seat(w) {
        // Drawn before the policy is asked, so a random card costs no policy work.
        let playing = matches!(w.phase(), Phase::Playing { .. });
        let action = if playing && random_percent > 0 && below(rng, 100) < random_percent {
            let legal = w.legal_cards(seat);
            legal
                .nth_distinct(below(rng, legal.distinct_len() as u32) as usize)
                .map(Action::Play)
        } else {
            policy_action(w, seat)
        }?;
        events.clear();
        w.apply_into(seat, action, events).ok()?;
    }
    round_scores(w, round)
}

/// The scores and tricks of `round` once it is over in the world.
pub fn round_scores(w: &WizardState, round: u8) -> Option<RoundEnd> {
    let result = w.history().iter().rev().find(|r| r.round == round)?;
    let (mut scores, mut tricks) = ([0; 6], [0; 6]);
    for s in 0..w.players() {
        scores[s] = result.scores[s];
        tricks[s] = result.tricks[s];
    }
    Some((scores, tricks))
}
