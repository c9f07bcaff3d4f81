//! Helpers shared by the integration tests: card and hand literals, scripted games.
#![allow(dead_code)]

pub mod dice_examples;

use wizard_bot::engine::wizard::{Action, Card, CardSet, Deal, Seat, Variants, WizardSetup, WizardState};

/// A property test's case count: `default` (what CI runs), times
/// `WIZARD_PROPTEST_SCALE` for a deeper run (`WIZARD_PROPTEST_SCALE=20 cargo
/// test --test engine properties`): a factor, because the tests' counts differ
/// by what one case costs (a whole game with computer players or one record).
pub fn cases(default: u32) -> u32 {
    let scale: u32 = std::env::var("WIZARD_PROPTEST_SCALE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    default.saturating_mul(scale.max(1))
}

/// A card from its text form; panics on a typo in a test.
pub fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

pub fn cards(texts: &[&str]) -> Vec<Card> {
    texts.iter().map(|t| card(t)).collect()
}

pub fn hand(texts: &[&str]) -> CardSet {
    CardSet::from_cards(&cards(texts)).expect("no duplicates in a test hand")
}

pub fn deal(hands: &[&[&str]], trump_card: Option<&str>) -> Deal {
    Deal {
        hands: hands.iter().map(|h| hand(h)).collect(),
        trump_card: trump_card.map(card),
    }
}

pub fn variants(names: &[&str]) -> Variants {
    Variants::from_names(names).expect("known variants")
}

pub fn game(players: usize, first_dealer: Seat, names: &[&str]) -> WizardState {
    WizardState::new(WizardSetup::new(players, first_dealer, variants(names)).expect("valid setup"))
}

/// Applies an action that must be legal.
pub fn act(state: &mut WizardState, seat: Seat, action: Action) {
    state
        .apply(seat, action)
        .unwrap_or_else(|e| panic!("seat {seat} {action:?}: {e}"));
}

pub fn play(state: &mut WizardState, seat: Seat, text: &str) {
    act(state, seat, Action::Play(card(text)));
}

pub fn bid(state: &mut WizardState, seat: Seat, tricks: u8) {
    act(state, seat, Action::Bid(tricks));
}

/// A game whose rounds before `round` were played at random, now awaiting the
/// deal of `round`, which `dealer` deals.
pub fn at_round(players: usize, dealer: Seat, names: &[&str], round: u8) -> WizardState {
    use rand::SeedableRng;
    let first_dealer = (dealer + players * 20 - (usize::from(round) - 1)) % players;
    let mut g = game(players, first_dealer, names);
    let mut rng = rand::rngs::SmallRng::seed_from_u64(u64::from(round));
    let mut events = Vec::new();
    while g.round() < round {
        wizard_bot::simulate::random_step(&mut g, &mut rng, &mut events, &mut |_| {});
    }
    assert_eq!(g.dealer(), dealer);
    g
}
