//! Random legal play of the card game.

pub mod arena;

use rand::Rng;

use crate::chance::{below, random_deal};
use crate::engine::ToAct;
use crate::engine::wizard::{Action, Event, Phase, Seat, Step, Suit, WizardSetup, WizardState};

/// A uniformly random legal action for `seat`, or `None` when it owes nothing.
/// Allocation-free: it picks from the engine's card and bid sets directly.
pub fn random_action<R: Rng + ?Sized>(state: &WizardState, seat: Seat, rng: &mut R) -> Option<Action> {
    match state.phase() {
        Phase::ChoosingTrump => Some(Action::ChooseTrump(Suit::ALL[below(rng, 4) as usize])),
        Phase::Bidding { .. } | Phase::SimultaneousBidding => {
            let max = state.cards_this_round();
            match state.forbidden_bid(seat) {
                Some(f) if f <= max => {
                    // Draw from the max bids that remain, skipping the forbidden one.
                    let b = below(rng, max.into()) as u8;
                    Some(Action::Bid(if b >= f { b + 1 } else { b }))
                }
                _ => Some(Action::Bid(below(rng, u32::from(max) + 1) as u8)),
            }
        }
        Phase::Playing { .. } => {
            let legal = state.legal_cards(seat);
            let k = legal.distinct_len();
            let pick = below(rng, k.max(1) as u32) as usize;
            (k > 0).then(|| Action::Play(legal.nth_distinct(pick).expect("pick < k")))
        }
        Phase::Dealing | Phase::Over => None,
    }
}

/// Advances the game by one step: a random deal, or a random legal action of
/// a seat that is due (under simultaneous bids, a random one of them).
/// Returns false once the game is over. Each applied step is passed to `log`.
pub fn random_step<R: Rng + ?Sized>(
    state: &mut WizardState,
    rng: &mut R,
    events: &mut Vec<Event>,
    log: &mut impl FnMut(Step),
) -> bool {
    match state.to_act() {
        ToAct::Over => false,
        ToAct::Chance => {
            let deal = random_deal(state.setup(), state.round(), rng);
            state.apply_deal_into(&deal, events).expect("a shuffled deal is legal");
            log(Step::deal(deal));
            true
        }
        ToAct::Seat(seat) => act(state, seat, rng, events, log),
        ToAct::Seats(seats) => {
            let pick = below(rng, seats.len() as u32) as usize;
            let seat = seats.iter().nth(pick).expect("pick < len");
            act(state, seat, rng, events, log)
        }
    }
}

fn act<R: Rng + ?Sized>(
    state: &mut WizardState,
    seat: Seat,
    rng: &mut R,
    events: &mut Vec<Event>,
    log: &mut impl FnMut(Step),
) -> bool {
    let action = random_action(state, seat, rng).expect("a due seat has a legal action");
    state.apply_into(seat, action, events).expect("a legal action applies");
    log(Step::action(seat, action));
    true
}

/// Plays a whole random game; returns the final state.
pub fn random_game<R: Rng + ?Sized>(setup: WizardSetup, rng: &mut R) -> WizardState {
    let mut state = WizardState::new(setup);
    let mut events = Vec::with_capacity(8);
    while random_step(&mut state, rng, &mut events, &mut |_| {}) {
        events.clear();
    }
    state
}

/// Plays a whole random game and returns it with every step, for replay checks.
pub fn random_game_logged<R: Rng + ?Sized>(setup: WizardSetup, rng: &mut R) -> (WizardState, Vec<Step>) {
    let mut state = WizardState::new(setup);
    let mut steps = Vec::new();
    let mut events = Vec::new();
    while random_step(&mut state, rng, &mut events, &mut |s| steps.push(s)) {
        events.clear();
    }
    (state, steps)
}
