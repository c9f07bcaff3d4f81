//! Replay's stops over random finished games (#34): a card game stops once
//! per round when its bids are in and once per trick, so 3–6 players' full
//! games have rounds + Σ cards stops; a dice game stops at every roll; the
//! last stop is the game's end; and
//! every stop of a stored game replays to a state whose round is the stop's.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::Value;
use wizard_bot::engine::dice::DiceSetup;
use wizard_bot::engine::wizard::{Variants, WizardSetup};
use wizard_bot::store::GameKind;
use wizard_bot::table::{MemoryLog, Persist, SeatOwner, Seating, Setup, TableOptions, Tables, stops};

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

/// A 3-player card game played out at random from `seed` and stored as
/// running (all its moves logged): `people` people in the first seats, the
/// rest computer players.
async fn stored_random_game(tables: &Tables<MemoryLog>, people: i64, seed: u64) -> i64 {
    let log = tables.persist();
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
    let options = TableOptions::defaults(GameKind::Wizard);
    let id = log
        .create(GameKind::Wizard, Some(1), 5, 1, &options, &seating)
        .await
        .unwrap();
    let setup = WizardSetup::new(3, 0, Variants::default()).unwrap();
    log.start(id, &seating, &Setup::Wizard(setup)).await.unwrap();
    let (_, steps) = wizard_bot::simulate::wizard::random_game_logged(setup, &mut SmallRng::seed_from_u64(seed));
    let logged: Vec<_> = steps.into_iter().map(wizard_bot::table::LoggedStep::Wizard).collect();
    log.append(id, 0, &logged, None, None).await.unwrap();
    id
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
/// which is expected to score at least as much; a running game has none.
#[tokio::test]
async fn a_finished_card_game_is_analysed_bid_by_bid() {
    let tables = Tables::new(MemoryLog::new(), Some(1));
    let log = tables.persist();
    let id = stored_random_game(&tables, 2, 9).await;
    assert!(tables.analyse(id).await.is_err(), "not while it runs");
    log.set_status(id, wizard_bot::store::GameStatus::Finished)
        .await
        .unwrap();
    let started = std::time::Instant::now();
    let a = tables.analyse(id).await.unwrap();
    eprintln!("analysis of a 20-round game, 40 bids: {:?}", started.elapsed());
    assert_eq!(a.bids.len(), 40, "each person's bid in each of 20 rounds");
    assert!(a.bids.iter().all(|b| b.seat < 2), "people's bids only");
    for b in &a.bids {
        assert!(b.hard <= b.round, "a legal bid");
        assert!(
            b.expected_hard >= b.expected_bid,
            "round {}: Hard's is the best weighed",
            b.round
        );
    }
    let worst = a.costliest(0, 3);
    assert!(worst.len() <= 3 && worst.windows(2).all(|w| w[0].lost() >= w[1].lost()));
    let total: f64 = a.bids.iter().filter(|b| b.seat == 0).map(|b| b.lost()).sum();
    assert!((a.left_on_table(0) - total).abs() < 1e-9);
    // The same game weighs the same again (seeded by the game and the moment).
    assert_eq!(tables.analyse(id).await.unwrap(), a);
}
