//! Replay's stops over random finished games (#34): a card game stops once
//! per round when its bids are in and once per trick, so 3–6 players' full
//! games have rounds + Σ cards stops; a dice game stops at every roll; the
//! last stop is the game's end; and
//! every stop of a stored game replays to a state whose round is the stop's.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::Value;
use wizard_bot::engine::Viewer;
use wizard_bot::engine::dice::DiceSetup;
use wizard_bot::engine::wizard::{Variants, WizardSetup};
use wizard_bot::store::GameKind;
use wizard_bot::table::{Choice, MemoryLog, SeatOwner, Seating, TableOptions, TableStore, Tables, stops, store_random};

#[test]
fn a_card_game_stops_at_each_rounds_bids_and_each_trick() {
    for players in 3..=6 {
        for seed in 0..20 {
            let setup = WizardSetup::new(players, seed as usize % players, Variants::default()).unwrap();
            let (state, steps) =
                wizard_bot::simulate::wizard::random_game_logged(setup, &mut SmallRng::seed_from_u64(seed));
            let events: Vec<Value> = steps.iter().map(|s| serde_json::to_value(s).unwrap()).collect();
            let all = stops(GameKind::Wizard, players, &events);
            let rounds = state.setup().rounds() as usize;
            assert_eq!(all.len(), rounds + (1..=rounds).sum::<usize>(), "{players} players");
            assert_eq!(*all.last().unwrap(), events.len());
            assert!(all.windows(2).all(|w| w[0] < w[1]), "in order");
        }
    }
}

#[test]
fn a_dice_game_stops_at_every_roll_and_at_its_end() {
    for players in 2..=5 {
        for seed in 0..20 {
            let setup = DiceSetup::new(players, 0, 9, seed % 2 == 0).unwrap();
            let (_, steps) = wizard_bot::simulate::dice::random_game_logged(setup, &mut SmallRng::seed_from_u64(seed));
            let events: Vec<Value> = steps.iter().map(|s| serde_json::to_value(s).unwrap()).collect();
            let all = stops(GameKind::Dice, players, &events);
            for (i, e) in events.iter().enumerate() {
                if e.get("roll").is_some() {
                    assert!(all.contains(&(i + 1)), "a stop at every roll");
                }
            }
            assert_eq!(*all.last().unwrap(), events.len());
            assert!(all.windows(2).all(|w| w[0] < w[1]), "in order");
        }
    }
}

/// A 3-player game of `kind` played out at random from `seed` and stored as
/// running (all its moves logged): `people` people in the first seats, the
/// rest computer players; dice with Magic Cards for even seeds.
async fn stored_random(tables: &Tables<MemoryLog>, kind: GameKind, people: i64, seed: u64) -> i64 {
    let owners = (0..3)
        .map(|s| {
            if s < people {
                SeatOwner::Human(s + 1)
            } else {
                SeatOwner::Computer
            }
        })
        .collect();
    let seating = Seating {
        owners,
        ..Seating::default()
    };
    let options = TableOptions {
        magic_cards: seed.is_multiple_of(2),
        ..TableOptions::defaults(kind)
    };
    let at = (Some(1), 5);
    store_random(tables.persist(), kind, at, &options, &seating, seed)
        .await
        .unwrap()
        .0
}

/// A stored random card game (see `stored_random`).
async fn stored_random_game(tables: &Tables<MemoryLog>, people: i64, seed: u64) -> i64 {
    stored_random(tables, GameKind::Wizard, people, seed).await
}

#[tokio::test]
async fn every_stop_of_a_stored_game_replays_and_a_running_one_does_not() {
    let tables = Tables::new(MemoryLog::new(), Some(1));
    let log = tables.persist();
    let id = stored_random_game(&tables, 1, 5).await;
    assert_eq!(
        tables.replay(id, 0).await.unwrap_err(),
        wizard_bot::table::TableError::NotFinished
    );
    log.set_status(id, wizard_bot::store::GameStatus::Finished)
        .await
        .unwrap();
    let first = tables.replay(id, 0).await.unwrap();
    assert_eq!(first.stops, 20 + 210);
    for stop in [0, 1, 2, 5, 100, first.stops - 1, first.stops + 7] {
        let r = tables.replay(id, stop).await.unwrap();
        assert_eq!(r.stop, stop.min(first.stops - 1));
        let round = r.snapshot.full_state().unwrap().round();
        // A round's last trick belongs to it, though the game moved on.
        assert!(
            round == r.rounds[r.stop] || round == r.rounds[r.stop] + 1,
            "stop {stop}"
        );
    }
    assert_eq!(
        first.round_on(),
        Some(2),
        "round 2 begins after round 1's bids and trick"
    );
    assert_eq!(first.round_back(), None);
}

/// #34: a finished card game's analysis covers every bid its people made
/// (none of the computer's), each beside Hard's legal bid from the same view,
/// which is expected to score at least as much, and every card they chose
/// among several, likewise; it is worked out once and then read from
/// storage; a running game has none.
#[tokio::test]
async fn a_finished_card_game_is_analysed_bid_by_bid_and_card_by_card() {
    let tables = Tables::new(MemoryLog::new(), Some(1));
    let log = tables.persist();
    let id = stored_random_game(&tables, 2, 9).await;
    assert!(tables.analyse(id).await.is_err(), "not while it runs");
    log.set_status(id, wizard_bot::store::GameStatus::Finished)
        .await
        .unwrap();
    let started = std::time::Instant::now();
    let a = tables.analyse(id).await.unwrap();
    eprintln!(
        "analysis of a 20-round game, {} bids and {} cards: {:?}",
        a.calls.len(),
        a.plays.len(),
        started.elapsed()
    );
    assert_eq!(a.calls.len(), 40, "each person's bid in each of 20 rounds");
    assert!(
        a.calls.iter().chain(&a.plays).all(|b| b.seat < 2),
        "people's choices only"
    );
    for b in &a.calls {
        let (Choice::Bid(made), Choice::Bid(hard)) = (b.made, b.hard) else {
            panic!("a bid is weighed against a bid: {b:?}")
        };
        assert!(made as u32 <= b.round && hard as u32 <= b.round, "legal bids");
        assert!(b.trick.is_none());
        assert!(
            b.expected_hard >= b.expected_made,
            "round {}: Hard's is the best weighed",
            b.round
        );
    }
    // Every card a person chose among several: count them from the events.
    let events = log.events(id).await.unwrap();
    let mut state = wizard_bot::engine::wizard::WizardState::new(WizardSetup::new(3, 0, Variants::default()).unwrap());
    let mut chosen = 0;
    for e in &events {
        if let Some(p) = e.get("play")
            && p["player"].as_u64().unwrap() < 2
            && state
                .view(Viewer::Seat(p["player"].as_u64().unwrap() as usize))
                .legal
                .len()
                > 1
        {
            chosen += 1;
        }
        let step: wizard_bot::engine::wizard::Step = serde_json::from_value(e.clone()).unwrap();
        state.apply_step(&step).unwrap();
    }
    assert!(chosen > 0);
    assert_eq!(a.plays.len(), chosen, "each card chosen among several, and no other");
    for p in &a.plays {
        let (Choice::Card(_), Choice::Card(_)) = (p.made, p.hard) else {
            panic!("a card is weighed against a card: {p:?}")
        };
        let trick = p.trick.expect("a card's trick") as u32;
        assert!((1..=p.round).contains(&trick), "{p:?}");
        assert!(p.expected_hard >= p.expected_made, "{p:?}");
    }
    let worst = a.costliest(0, 3);
    assert!(worst.len() <= 3 && worst.windows(2).all(|w| w[0].lost() >= w[1].lost()));
    let total: f64 = a.calls.iter().filter(|b| b.seat == 0).map(|b| b.lost()).sum();
    assert!((a.left_on_table(0) - total).abs() < 1e-9);
    let cards: f64 = a.plays.iter().filter(|b| b.seat == 0).map(|b| b.lost()).sum();
    assert!((a.left_in_play(0) - cards).abs() < 1e-9);
    assert_eq!(
        a.costliest_play(0).map(|w| w.lost()),
        a.plays
            .iter()
            .filter(|w| w.seat == 0)
            .map(|w| w.lost())
            .filter(|&l| l > 0.0)
            .max_by(f64::total_cmp)
    );
    // Stored once: the next analysis is read back, without the events.
    assert!(log.analysis(id).await.unwrap().is_some(), "kept with the game");
    log.fail_next("events", 1);
    assert_eq!(tables.analyse(id).await.unwrap(), a);
}

/// #34: a finished dice game's analysis covers every prediction its people
/// made (none of the computer's), each beside Hard's from the same view,
/// which Hard values at least as high.
#[tokio::test]
async fn a_finished_dice_game_is_analysed_prediction_by_prediction() {
    for seed in [3, 4] {
        let tables = Tables::new(MemoryLog::new(), Some(1));
        let log = tables.persist();
        let id = stored_random(&tables, GameKind::Dice, 2, seed).await;
        log.set_status(id, wizard_bot::store::GameStatus::Finished)
            .await
            .unwrap();
        let a = tables.analyse(id).await.unwrap();
        let predicted = log
            .events(id)
            .await
            .unwrap()
            .iter()
            .filter(|e| e.get("predict").is_some_and(|p| p["player"].as_u64().unwrap() < 2))
            .count();
        assert!(predicted > 0);
        assert_eq!(a.calls.len(), predicted, "each person's prediction");
        assert!(a.plays.is_empty());
        for p in &a.calls {
            assert!(p.seat < 2);
            let (Choice::Predict { count, .. }, Choice::Predict { count: hard, .. }) = (p.made, p.hard) else {
                panic!("a prediction is weighed against a prediction: {p:?}")
            };
            assert!((1..=5).contains(&count) && (1..=5).contains(&hard));
            assert!(p.expected_hard >= p.expected_made - 1e-9, "{p:?}");
        }
        assert_eq!(tables.analyse(id).await.unwrap(), a, "read back the same");
    }
}

/// #49: a stored analysis is read without waiting behind the ones being
/// worked out, and no more than `ANALYSES_WAITING_MAX` wait: one more is
/// told to come back (`Busy`) instead of waiting towards Discord's 15 minutes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stored_analysis_waits_for_no_one_and_the_queue_is_bounded() {
    use wizard_bot::table::{ANALYSES_WAITING_MAX, TableError};
    let tables = Tables::new(MemoryLog::new(), Some(1));
    let log = tables.persist();
    let finished = |id| async move {
        log.set_status(id, wizard_bot::store::GameStatus::Finished)
            .await
            .unwrap();
        id
    };
    let stored = finished(stored_random(&tables, GameKind::Dice, 2, 3).await).await;
    let analysed = tables.analyse(stored).await.unwrap();
    let mut waiting = Vec::new();
    for seed in 0..ANALYSES_WAITING_MAX as u64 {
        let id = finished(stored_random_game(&tables, 3, 100 + seed).await).await;
        let t = tables.clone();
        waiting.push(tokio::spawn(async move { t.analyse(id).await }));
    }
    while tables.analyses_waiting() < ANALYSES_WAITING_MAX {
        assert!(
            waiting.iter().all(|w| !w.is_finished()),
            "a card game's analysis ended before the queue filled"
        );
        tokio::task::yield_now().await;
    }
    let one_more = finished(stored_random_game(&tables, 3, 99).await).await;
    assert_eq!(tables.analyse(one_more).await.unwrap_err(), TableError::Busy);
    // The queue is full, and the stored one is read at once all the same.
    assert_eq!(tables.analyse(stored).await.unwrap(), analysed);
    assert!(
        waiting.iter().any(|w| !w.is_finished()),
        "the queue's work is still under way"
    );
    for w in &waiting {
        w.abort();
    }
}
