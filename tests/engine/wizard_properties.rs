//! Property tests: thousands of random legal card games over every player count
//! and every legal variant combination, checking the invariants of RULES.md
//! Part 1 and of the engine API (DESIGN.md).

use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use wizard_bot::engine::wizard::{
    Action, BidView, Card, CardSet, Event, Phase, Seat, Step, Suit, ToAct, VARIANT_NAMES, Variants, Viewer,
    WizardSetup, WizardState, round_score,
};
use wizard_bot::record::wizard::{replay_state, to_record};
use wizard_bot::simulate::random_step;

/// Every legal (players, variants) combination.
fn setups() -> Vec<(usize, Variants)> {
    let names = VARIANT_NAMES;
    let mut out = Vec::new();
    for players in 3..=6 {
        for mask in 0u32..64 {
            let chosen: Vec<&str> = (0..6).filter(|b| mask & (1 << b) != 0).map(|b| names[b]).collect();
            let v = Variants::from_names(&chosen).unwrap();
            if v.validate(players).is_ok() && !out.contains(&(players, v)) {
                out.push((players, v));
            }
        }
    }
    out
}

/// Every action anyone could try: the four trump choices, bids 0..=20, every distinct card.
fn all_actions() -> Vec<Action> {
    let mut out: Vec<Action> = Suit::ALL.iter().map(|&s| Action::ChooseTrump(s)).collect();
    out.extend((0..=20).map(Action::Bid));
    out.extend(CardSet::full_deck().distinct_cards().map(Action::Play));
    out
}

/// The cards a viewer may legitimately know of, given the state.
fn visible_allowed(state: &WizardState, viewer: Seat) -> CardSet {
    let mut allowed = CardSet::EMPTY;
    let blind = state.setup().clairvoyant(state.round())
        && matches!(
            state.phase(),
            Phase::ChoosingTrump | Phase::Bidding { .. } | Phase::SimultaneousBidding
        );
    for s in 0..state.players() {
        if (s == viewer) != blind {
            allowed = allowed.union(&state.hand(s));
        }
    }
    allowed
}

/// Checks one view against what its viewer may know.
fn check_view(state: &WizardState, viewer: Seat) {
    let v = state.view(Viewer::Seat(viewer));
    let allowed = visible_allowed(state, viewer);
    let shown_hands: Vec<Card> = v
        .hand
        .iter()
        .flatten()
        .chain(v.seen_hands.iter().flatten().flatten())
        .copied()
        .collect();
    let mut shown = CardSet::EMPTY;
    for c in shown_hands {
        shown.insert(c);
    }
    assert_eq!(
        shown.to_vec(),
        allowed.to_vec(),
        "viewer {viewer} sees exactly the cards it may"
    );
    assert!(v.seen_hands[viewer].is_none(), "one's own hand never shows as seen");
    // Hidden bids.
    let vars = state.setup().variants;
    let all_in = state.bids().iter().all(Option::is_some);
    for (s, b) in v.bids.iter().enumerate() {
        let hidden = s != viewer && ((vars.covered_bids && !all_in) || vars.secret_bids);
        match (state.bids()[s], b) {
            (None, BidView::NotYet) => {}
            (Some(_), BidView::Placed) => assert!(hidden, "bid of {s} hidden without reason"),
            (Some(x), BidView::Shown(y)) => {
                assert!(!hidden, "bid of {s} leaked to {viewer}");
                assert_eq!(x, *y);
            }
            other => panic!("bid view mismatch {other:?}"),
        }
    }
    let spectator = state.view(Viewer::Spectator);
    assert!(spectator.hand.is_none());
    assert!(spectator.seen_hands.iter().all(Option::is_none));
    if vars.secret_bids {
        assert!(spectator.bids.iter().all(|b| !matches!(b, BidView::Shown(_))));
    }
}

/// Plays one random game, checking invariants after every step. With
/// `exhaustive`, also checks that `apply` accepts exactly `legal_actions`
/// for every seat and every conceivable action.
fn check_game(players: usize, variants: Variants, seed: u64, exhaustive: bool) {
    let setup = WizardSetup::new(players, (seed % players as u64) as usize, variants).unwrap();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut state = WizardState::new(setup);
    let mut steps: Vec<Step> = Vec::new();
    let mut events = Vec::new();
    let mut dealt = vec![CardSet::EMPTY; players];
    let mut played_by = vec![CardSet::EMPTY; players];
    let mut trick_wins = 0usize;
    let candidates = all_actions();
    loop {
        if exhaustive {
            for seat in 0..players {
                let legal = state.legal_actions(seat);
                for &a in &candidates {
                    let mut probe = state.clone();
                    let ok = probe.apply(seat, a).is_ok();
                    assert_eq!(ok, legal.contains(&a), "seat {seat} {a:?} in {:?}", state.phase());
                    if !ok {
                        assert_eq!(probe, state, "a refused action changed the state");
                    }
                }
            }
        }
        // Serde round trip of the whole state.
        let json = serde_json::to_string(&state).unwrap();
        assert_eq!(serde_json::from_str::<WizardState>(&json).unwrap(), state);

        let round_before = state.round();
        let history_before = state.history().len();
        let seats = state.to_act();
        events.clear();
        let mut logged = None;
        if !random_step(&mut state, &mut rng, &mut events, &mut |s| logged = Some(s)) {
            break;
        }
        let step = logged.expect("every applied step is logged");
        match &step {
            Step::Deal { hands, trump_card } => {
                // Every card dealt at most once per round; hands are full.
                let mut all = CardSet::EMPTY;
                for (s, h) in hands.iter().enumerate() {
                    assert_eq!(h.len(), usize::from(state.cards_this_round()));
                    assert!(!all.overlaps_suited(h));
                    all = all.union(h);
                    dealt[s] = *h;
                }
                if let Some(c) = trump_card {
                    assert!(all.insert(*c));
                }
                assert!(all.wizards() <= 4 && all.jesters() <= 4);
                played_by = vec![CardSet::EMPTY; players];
                trick_wins = 0;
            }
            Step::Play { player, card } => {
                assert!(seats.seats().contains(*player));
                assert!(played_by[*player].insert(*card));
                // Cards are conserved: what is left in hand plus what was played is what was dealt.
                assert_eq!(state.hand(*player).union(&played_by[*player]), dealt[*player]);
            }
            Step::Bid { player, .. } | Step::ChooseTrump { player, .. } => {
                assert!(seats.seats().contains(*player));
            }
        }
        let winners = events.iter().filter(|e| matches!(e, Event::TrickWon { .. })).count();
        assert!(winners <= 1, "exactly one winner per trick");
        trick_wins += winners;
        if state.history().len() > history_before {
            let r = state.history().last().unwrap();
            assert_eq!(r.round, round_before);
            let size = usize::from(setup.cards_in_round(round_before));
            assert_eq!(trick_wins, size, "a trick per card in hand");
            assert_eq!(r.tricks.iter().map(|&t| usize::from(t)).sum::<usize>(), size);
            let prev = if history_before == 0 {
                vec![0; players]
            } else {
                state.history()[history_before - 1].totals.to_vec()
            };
            for (s, before) in prev.iter().enumerate() {
                assert_eq!(r.scores[s], round_score(r.bids[s], r.tricks[s]));
                assert_eq!(r.totals[s], before + r.scores[s]);
            }
        }
        steps.push(step);
        for viewer in 0..players {
            check_view(&state, viewer);
        }
    }
    assert!(state.is_over());
    assert_eq!(state.to_act(), ToAct::Over);
    assert_eq!(state.history().len(), usize::from(setup.rounds()));
    // Replay equals live, directly and through a record.
    let mut again = WizardState::new(setup);
    for s in &steps {
        again.apply_step(s).unwrap();
    }
    assert_eq!(again, state);
    let names: Vec<String> = (0..players).map(|i| format!("p{i}")).collect();
    let record = to_record(&names, &setup, &steps);
    let text = serde_json::to_string(&record).unwrap();
    assert_eq!(replay_state(&serde_json::from_str(&text).unwrap()).unwrap(), state);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::support::cases(3000), failure_persistence: None, ..ProptestConfig::default() })]

    /// Thousands of random games across player counts × variant combinations.
    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), which in any::<prop::sample::Index>()) {
        let all = setups();
        let (players, variants) = all[which.index(all.len())];
        check_game(players, variants, seed, false);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::support::cases(60), failure_persistence: None, ..ProptestConfig::default() })]

    /// `apply` accepts exactly `legal_actions`, for every seat and every conceivable action.
    #[test]
    fn accepted_actions_are_exactly_the_legal_ones(seed in any::<u64>(), which in any::<prop::sample::Index>()) {
        let all = setups();
        let (players, variants) = all[which.index(all.len())];
        check_game(players, variants, seed, true);
    }
}

#[test]
fn every_setup_is_covered() {
    let all = setups();
    // 4 counts × (bidding: none, ±1, covered, secret) × clairvoyance (off, first, every)
    // = 48, plus One colour for 3–4 players × the same 12 = 24.
    assert_eq!(all.len(), 72);
    for (p, v) in all {
        check_game(p, v, 11, false);
    }
}

/// #32: the on/off variants, listed once (`Variant::ALL`), are the record's
/// names besides Clairvoyance's two, and each sets exactly its own flag.
#[test]
fn each_on_off_variant_is_one_record_name_and_one_flag() {
    use wizard_bot::engine::wizard::{VARIANT_NAMES, Variant, Variants};
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
    let record: Vec<&str> = VARIANT_NAMES
        .iter()
        .copied()
        .filter(|n| !n.starts_with("clairvoyance"))
        .collect();
    assert_eq!(names, record);
    for v in Variant::ALL {
        assert_eq!(Variant::from_name(v.name()), Some(v));
        let mut on = Variants::default();
        v.set(&mut on, true);
        assert!(v.is_on(&on));
        assert_eq!(on.names(), vec![v.name()], "{v:?} sets only its own flag");
        assert_eq!(Variants::from_names(&[v.name()]).unwrap(), on);
        v.set(&mut on, false);
        assert_eq!(on, Variants::default());
    }
    assert_eq!(Variant::from_name("clairvoyance"), None);
}
