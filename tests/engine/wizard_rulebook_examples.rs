//! Every worked example of RULES.md Part 1, as a named test, plus the rules
//! each example rests on.

use crate::support;

use support::*;
use wizard_bot::engine::wizard::{Action, Card, Event, Phase, RulesError, Suit, ToAct, Viewer, winning_index};
use wizard_bot::record::{replay_str, wizard::replay_state};

/// "Three players, round 1: Thomas bids 0, takes 0 → +20. Ute bids 1, takes 0 → −10.
/// Kevin bids 1, takes 1 → +30. Round 2: Thomas bids 2, takes 1 → −10 (total 10).
/// Ute bids 0, takes 0 → +20 (total 10). Kevin bids 0, takes 1 → −10 (total 20)."
#[test]
fn scoring_example_thomas_ute_kevin_two_rounds() {
    // Seats: Thomas 0, Ute 1, Kevin 2; Kevin deals first, so Thomas bids first.
    let mut g = game(3, 2, &[]);
    g.apply_deal(&deal(&[&["G2"], &["G5"], &["R1"]], Some("R9"))).unwrap();
    assert_eq!(g.trump(), Some(Suit::Red));
    bid(&mut g, 0, 0);
    bid(&mut g, 1, 1);
    bid(&mut g, 2, 1);
    play(&mut g, 0, "G2");
    play(&mut g, 1, "G5");
    play(&mut g, 2, "R1"); // red is trump: Kevin's red 1 wins
    let r1 = &g.history()[0];
    assert_eq!(r1.tricks, vec![0, 0, 1]);
    assert_eq!(r1.scores, vec![20, -10, 30]);

    g.apply_deal(&deal(&[&["B13", "Y2"], &["B3", "Y5"], &["B5", "Z"]], Some("G1")))
        .unwrap();
    assert_eq!(g.dealer(), 0);
    bid(&mut g, 1, 0);
    bid(&mut g, 2, 0);
    bid(&mut g, 0, 2);
    play(&mut g, 1, "B3");
    play(&mut g, 2, "B5");
    play(&mut g, 0, "B13"); // Thomas takes the first trick
    play(&mut g, 0, "Y2");
    play(&mut g, 1, "Y5");
    play(&mut g, 2, "Z"); // Kevin's Wizard takes the second
    let r2 = &g.history()[1];
    assert_eq!(r2.bids, vec![2, 0, 0]);
    assert_eq!(r2.tricks, vec![1, 0, 1]);
    assert_eq!(r2.scores, vec![-10, 20, -10]);
    assert_eq!(r2.totals, vec![10, 10, 20]);
    assert_eq!(g.totals(), &[10, 10, 20]);
}

/// The same two rounds as a record, through replay.
#[test]
fn scoring_example_replays_from_a_record() {
    let text = include_str!("../fixtures/scoring_example_two_rounds.json");
    let out = replay_str(text).expect("the record is legal");
    let expected = serde_json::json!({
        "game": "wizard", "finished": false,
        "rounds": [
            {"round": 1, "dealer": 2, "trump": "red", "bids": [0, 1, 1], "tricks": [0, 0, 1],
             "scores": [20, -10, 30], "totals": [20, -10, 30]},
            {"round": 2, "dealer": 0, "trump": "green", "bids": [2, 0, 0], "tricks": [1, 0, 1],
             "scores": [-10, 20, -10], "totals": [10, 10, 20]}
        ],
        "totals": [10, 10, 20], "winners": [], "to_act": []
    });
    assert_eq!(out, expected);
    let state = replay_state(&serde_json::from_str(text).unwrap()).unwrap();
    assert_eq!(state.round(), 3);
    assert_eq!(state.to_act(), ToAct::Chance);
}

/// "Jester led, then green 7, then red 13 with red trump: led suit is green, red 13 wins."
#[test]
fn jester_led_then_green_7_then_red_13_red_trump_red_13_wins() {
    let trick = cards(&["N", "G7", "R13"]);
    assert_eq!(winning_index(&trick, Some(Suit::Red), false), 2);
    // Through a game: the third player holding green must follow green, not the Jester's "suit".
    let mut g = at_round(3, 2, &[], 3);
    g.apply_deal(&deal(
        &[&["N", "B1", "Y1"], &["G7", "B2", "Y2"], &["R13", "B3", "Y3"]],
        Some("R2"),
    ))
    .unwrap();
    for s in 0..3 {
        bid(&mut g, s, 0);
    }
    play(&mut g, 0, "N");
    play(&mut g, 1, "G7");
    assert_eq!(g.current_trick().unwrap().led_suit(), Some(Suit::Green));
    play(&mut g, 2, "R13");
    assert_eq!(g.last_trick().unwrap().winner, 2);
}

/// "Jester, Jester, Jester (3 players): the first Jester's player wins."
#[test]
fn three_jesters_the_first_jester_wins() {
    assert_eq!(winning_index(&cards(&["N", "N", "N"]), Some(Suit::Blue), false), 0);
    let mut g = game(3, 0, &[]);
    g.apply_deal(&deal(&[&["N"], &["N"], &["N"]], Some("B4"))).unwrap();
    for s in [1, 2, 0] {
        bid(&mut g, s, 0);
    }
    play(&mut g, 1, "N");
    play(&mut g, 2, "N");
    play(&mut g, 0, "N");
    assert_eq!(g.history()[0].tricks, vec![0, 1, 0]);
}

/// "Green 3 led, Wizard, Wizard: the first Wizard wins."
#[test]
fn green_3_then_two_wizards_the_first_wizard_wins() {
    assert_eq!(winning_index(&cards(&["G3", "Z", "Z"]), None, false), 1);
    assert_eq!(winning_index(&cards(&["G3", "Z", "Z"]), Some(Suit::Green), false), 1);
}

#[test]
fn a_wizard_before_any_suit_card_frees_the_trick() {
    let mut g = at_round(3, 2, &[], 2);
    g.apply_deal(&deal(&[&["Z", "B1"], &["G4", "B2"], &["R13", "B3"]], Some("Y2")))
        .unwrap();
    for s in 0..3 {
        bid(&mut g, s, 0);
    }
    play(&mut g, 0, "Z");
    // Seat 1 holds blue and green; with no led suit either may be played.
    let legal = g.legal_actions(1);
    assert!(legal.contains(&Action::Play(card("G4"))));
    assert!(legal.contains(&Action::Play(card("B2"))));
    play(&mut g, 1, "G4");
    play(&mut g, 2, "B3");
    assert_eq!(g.last_trick().unwrap().winner, 0);
}

#[test]
fn must_follow_suit_but_wizards_and_jesters_are_always_allowed() {
    let mut g = at_round(3, 2, &[], 2);
    g.apply_deal(&deal(&[&["B5", "G1"], &["B9", "Z"], &["N", "B2"]], Some("Y1")))
        .unwrap();
    for s in 0..3 {
        bid(&mut g, s, 1);
    }
    play(&mut g, 0, "B5");
    assert_eq!(
        g.clone().apply(1, Action::Play(card("R3"))),
        Err(RulesError::CardNotInHand(card("R3")))
    );
    play(&mut g, 1, "Z"); // a Wizard may be played even holding blue
    assert_eq!(g.clone().apply(2, Action::Play(card("N"))).map(|_| ()), Ok(()));
    let before = g.clone();
    assert_eq!(
        g.apply(0, Action::Play(card("G1"))),
        Err(RulesError::NotYourTurn { seat: 0, expected: 2 })
    );
    assert_eq!(g, before, "a refused action changes nothing");
}

#[test]
fn not_following_suit_is_refused_and_changes_nothing() {
    let mut g = at_round(3, 2, &[], 2);
    g.apply_deal(&deal(&[&["B5", "G1"], &["B9", "G2"], &["B2", "G3"]], Some("Y1")))
        .unwrap();
    for s in 0..3 {
        bid(&mut g, s, 1);
    }
    play(&mut g, 0, "B5");
    let before = g.clone();
    assert_eq!(
        g.apply(1, Action::Play(card("G2"))),
        Err(RulesError::MustFollowSuit { led: Suit::Blue })
    );
    assert_eq!(g, before);
}

#[test]
fn a_turned_wizard_lets_the_dealer_choose_trump_before_bidding() {
    let mut g = game(4, 1, &[]);
    g.apply_deal(&deal(&[&["B1"], &["B2"], &["B3"], &["B4"]], Some("Z")))
        .unwrap();
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(g.phase(), &Phase::ChoosingTrump);
    assert_eq!(g.clone().apply(2, Action::Bid(0)), Err(RulesError::TrumpChoiceDue));
    let ev = g.apply(1, Action::ChooseTrump(Suit::Yellow)).unwrap();
    assert_eq!(ev, vec![Event::TrumpChosen { suit: Suit::Yellow }]);
    assert_eq!(g.trump(), Some(Suit::Yellow));
    assert_eq!(g.to_act(), ToAct::Seat(2), "bidding starts left of the dealer");
}

#[test]
fn a_turned_jester_means_no_trump_and_the_last_round_turns_nothing() {
    let mut g = game(3, 0, &[]);
    g.apply_deal(&deal(&[&["B1"], &["B2"], &["B3"]], Some("N"))).unwrap();
    assert_eq!(g.trump(), None);
    assert!(g.setup().turns_card(19));
    assert!(!g.setup().turns_card(20), "3 × 20 uses up all 60 cards");
    assert_eq!(g.setup().rounds(), 20);
}

#[test]
fn plus_minus_one_forbids_the_dealer_the_bid_that_fits() {
    let mut g = at_round(3, 2, &["plus_minus_one"], 2);
    g.apply_deal(&deal(&[&["B1", "B2"], &["B3", "B4"], &["B5", "B6"]], Some("G1")))
        .unwrap();
    bid(&mut g, 0, 1);
    bid(&mut g, 1, 0);
    assert_eq!(g.forbidden_bid(2), Some(1));
    assert!(!g.legal_actions(2).contains(&Action::Bid(1)));
    assert_eq!(
        g.clone().apply(2, Action::Bid(1)),
        Err(RulesError::ForbiddenBid { bid: 1, tricks: 2 })
    );
    let view = g.view(Viewer::Seat(2));
    assert_eq!(view.forbidden_bid, Some(1));
    bid(&mut g, 2, 2);
}

#[test]
fn plus_minus_one_when_others_overbid_leaves_every_bid_open() {
    let mut g = game(3, 2, &["plus_minus_one"]);
    g.apply_deal(&deal(&[&["B1"], &["B3"], &["B5"]], Some("G1"))).unwrap();
    bid(&mut g, 0, 1);
    bid(&mut g, 1, 1);
    assert_eq!(g.forbidden_bid(2), None);
    assert_eq!(g.legal_actions(2), vec![Action::Bid(0), Action::Bid(1)]);
}

#[test]
fn covered_bids_are_placed_in_any_order_and_revealed_together() {
    let mut g = game(3, 0, &["covered_bids"]);
    g.apply_deal(&deal(&[&["B1"], &["B2"], &["B3"]], Some("G1"))).unwrap();
    assert_eq!(g.to_act().seats().to_vec(), vec![0, 1, 2]);
    let ev = g.apply(2, Action::Bid(1)).unwrap();
    assert_eq!(ev, vec![Event::BidPlaced { seat: 2, tricks: None }]);
    let v0 = g.view(Viewer::Seat(0));
    assert_eq!(v0.bids[2], wizard_bot::engine::wizard::BidView::Placed);
    assert_eq!(
        g.view(Viewer::Seat(2)).bids[2],
        wizard_bot::engine::wizard::BidView::Shown(1)
    );
    assert_eq!(g.clone().apply(2, Action::Bid(0)), Err(RulesError::AlreadyBid(2)));
    bid(&mut g, 0, 0);
    let ev = g.apply(1, Action::Bid(0)).unwrap();
    assert!(ev.contains(&Event::BidsRevealed));
    assert_eq!(
        g.view(Viewer::Seat(0)).bids[2],
        wizard_bot::engine::wizard::BidView::Shown(1)
    );
    assert_eq!(g.to_act(), ToAct::Seat(1), "the player left of the dealer leads");
}

#[test]
fn secret_bids_stay_hidden_until_the_round_is_scored() {
    use wizard_bot::engine::wizard::BidView;
    let mut g = game(3, 0, &["secret_bids"]);
    g.apply_deal(&deal(&[&["B1"], &["B2"], &["B3"]], Some("G1"))).unwrap();
    bid(&mut g, 0, 1);
    bid(&mut g, 1, 0);
    bid(&mut g, 2, 0);
    // All bids are in and play has started; the others' bids are still hidden.
    let v = g.view(Viewer::Seat(0));
    assert_eq!(v.bids, vec![BidView::Shown(1), BidView::Placed, BidView::Placed]);
    assert_eq!(g.view(Viewer::Spectator).bids, vec![BidView::Placed; 3]);
    play(&mut g, 1, "B2");
    play(&mut g, 2, "B3");
    play(&mut g, 0, "B1");
    assert_eq!(g.history()[0].bids, vec![1, 0, 0]);
    assert_eq!(g.history()[0].scores, vec![-10, 20, -10]);
}

#[test]
fn clairvoyance_shows_the_others_cards_and_hides_ones_own_while_bidding() {
    let mut g = game(3, 0, &["clairvoyance"]);
    g.apply_deal(&deal(&[&["B1"], &["B2"], &["B3"]], Some("G1"))).unwrap();
    let v = g.view(Viewer::Seat(1));
    assert_eq!(v.hand, None);
    assert_eq!(v.seen_hands, vec![Some(cards(&["B1"])), None, Some(cards(&["B3"]))]);
    bid(&mut g, 1, 0);
    bid(&mut g, 2, 1);
    bid(&mut g, 0, 0);
    // Bids are in: players take their cards up.
    let v = g.view(Viewer::Seat(1));
    assert_eq!(v.hand, Some(cards(&["B2"])));
    assert_eq!(v.seen_hands, vec![None, None, None]);
    play(&mut g, 1, "B2");
    play(&mut g, 2, "B3");
    play(&mut g, 0, "B1");
    // Round 2 is normal without the every-round option.
    g.apply_deal(&deal(&[&["B1", "B4"], &["B2", "B5"], &["B3", "B6"]], Some("G1")))
        .unwrap();
    assert_eq!(g.view(Viewer::Seat(1)).hand, Some(cards(&["B2", "B5"])));
}

#[test]
fn clairvoyance_every_round_applies_in_later_rounds_too() {
    let mut g = game(3, 0, &["clairvoyance_every_round"]);
    g.apply_deal(&deal(&[&["B1"], &["B2"], &["B3"]], Some("G1"))).unwrap();
    for s in [1, 2, 0] {
        bid(&mut g, s, 0);
    }
    play(&mut g, 1, "B2");
    play(&mut g, 2, "B3");
    play(&mut g, 0, "B1");
    g.apply_deal(&deal(&[&["B1", "B4"], &["B2", "B5"], &["B3", "B6"]], Some("G1")))
        .unwrap();
    let v = g.view(Viewer::Seat(0));
    assert_eq!(v.hand, None);
    assert_eq!(v.seen_hands[1], Some(cards(&["B2", "B5"])));
}

#[test]
fn one_colour_highest_card_wins_and_equal_cards_go_to_the_first() {
    // Jester lowest, 1..13, Wizard highest; no led suit, no trump.
    assert_eq!(winning_index(&cards(&["B7", "G9", "R2"]), None, true), 1);
    assert_eq!(winning_index(&cards(&["B9", "G9", "R2"]), None, true), 0);
    assert_eq!(winning_index(&cards(&["N", "G1", "Z", "Y13"]), None, true), 2);
    assert_eq!(winning_index(&cards(&["Z", "Z", "R13"]), None, true), 0);
    assert_eq!(winning_index(&cards(&["N", "N", "N"]), None, true), 0);
}

#[test]
fn one_colour_deals_four_to_fifteen_from_each_players_own_cards() {
    let mut g = game(3, 0, &["one_colour"]);
    assert_eq!(g.setup().rounds(), 12);
    assert_eq!(g.cards_this_round(), 4);
    // A turned card is never allowed, and each seat owns one suit.
    let bad = g.apply_deal(&deal(
        &[
            &["B1", "B2", "B3", "Z"],
            &["G1", "G2", "G3", "N"],
            &["R1", "R2", "R3", "R4"],
        ],
        Some("Y1"),
    ));
    assert!(matches!(bad, Err(RulesError::BadDeal(_))));
    let bad = g.apply_deal(&deal(
        &[
            &["G1", "B2", "B3", "Z"],
            &["G5", "G2", "G3", "N"],
            &["R1", "R2", "R3", "R4"],
        ],
        None,
    ));
    assert!(matches!(bad, Err(RulesError::BadDeal(_))));
    g.apply_deal(&deal(
        &[
            &["B1", "B2", "B3", "Z"],
            &["G1", "G2", "G3", "N"],
            &["R1", "R2", "R3", "R13"],
        ],
        None,
    ))
    .unwrap();
    assert_eq!(g.trump(), None);
    for s in [1, 2, 0] {
        bid(&mut g, s, 1);
    }
    // No led suit: seat 2 may play anything even after a green lead.
    play(&mut g, 1, "G3");
    assert_eq!(g.legal_actions(2).len(), 4);
    play(&mut g, 2, "R1");
    play(&mut g, 0, "B3");
    assert_eq!(
        g.last_trick().unwrap().winner,
        1,
        "G3 and B3 tie; the first played wins"
    );
}

#[test]
fn impossible_setups_are_refused() {
    use wizard_bot::engine::wizard::{SetupError, Variants, WizardSetup};
    assert_eq!(
        WizardSetup::new(2, 0, Variants::default()),
        Err(SetupError::PlayerCount(2))
    );
    assert_eq!(
        WizardSetup::new(7, 0, Variants::default()),
        Err(SetupError::PlayerCount(7))
    );
    assert!(WizardSetup::new(5, 0, variants(&["one_colour"])).is_err());
    assert!(WizardSetup::new(3, 0, variants(&["covered_bids", "plus_minus_one"])).is_err());
    assert!(WizardSetup::new(3, 0, variants(&["secret_bids", "plus_minus_one"])).is_err());
    assert!(WizardSetup::new(3, 0, variants(&["secret_bids", "covered_bids"])).is_err());
    assert!(WizardSetup::new(3, 3, Variants::default()).is_err());
    assert!(
        WizardSetup::new(
            4,
            0,
            variants(&["one_colour", "secret_bids", "clairvoyance_every_round"])
        )
        .is_ok()
    );
}

#[test]
fn the_game_ends_after_the_last_round_and_equal_totals_share_the_win() {
    // Six players, ten rounds; everyone bids 0 and the scripted hands make
    // everyone score alike except the trick takers, so check the end only.
    let mut g = game(6, 0, &[]);
    let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(3);
    while !g.is_over() {
        match g.to_act() {
            ToAct::Chance => {
                let d = wizard_bot::chance::random_deal(g.setup(), g.round(), &mut rng);
                g.apply_deal(&d).unwrap();
            }
            ToAct::Seat(s) => {
                let a = wizard_bot::simulate::random_action(&g, s, &mut rng).unwrap();
                g.apply(s, a).unwrap();
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(g.history().len(), 10);
    assert_eq!(g.to_act(), ToAct::Over);
    let best = *g.totals().iter().max().unwrap();
    let expect: Vec<usize> = (0..6).filter(|&s| g.totals()[s] == best).collect();
    assert_eq!(g.winners(), expect);
    assert_eq!(g.clone().apply(0, Action::Bid(0)), Err(RulesError::GameOver));
    assert!(Card::WIZARD.is_wizard());
}
