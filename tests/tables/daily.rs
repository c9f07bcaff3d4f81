//! Daily challenge tries at the table (#33): people on different servers,
//! channels and DMs who make the same moves play the very same game (the
//! day's deals and the computer players' answers); other moves meet the same
//! deals; one try per person, game and day; a try survives a restart and
//! continues as if none happened; it waits for its player (no turn timer)
//! and takes no channel from a table; at the day's end the autopilot
//! finishes a try still running.

use std::sync::Arc;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::Value;
use wizard_bot::engine::Viewer;
use wizard_bot::league::{DailyQuery, Scope, Share};
use wizard_bot::store::{GameKind, GameStatus, Store};
use wizard_bot::table::{
    Ask, DAILY_AUTOPILOT, DAILY_OPPONENTS, DAILY_ROUNDS, Game, Level, Move, SeatOwner, Snapshot, TableError,
    TableOptions, Tables, TablesConfig, Verb, View, day_end_ms, day_of,
};

/// A day far ahead (2079-07-08): its end, the tries' one deadline, never comes in a test.
const DAY: i64 = 40_000;

fn tables(store: Store, secret: &[u8]) -> Tables<Store> {
    Tables::with(
        store,
        TablesConfig {
            daily_secret: Some(Arc::from(secret)),
            ..TablesConfig::default()
        },
    )
}

/// The person (seat 0) decides `moves` times: the baseline's choice
/// (`style` 0) or a random legal one (`style` seeds it); staying in a dice
/// roll as the baseline would. Returns the table after.
async fn play(t: &Tables<Store>, id: i64, user: i64, style: u64, moves: usize) -> Snapshot {
    let mut snap = t.snapshot(id).await.unwrap();
    let mut rng = SmallRng::seed_from_u64(style);
    let mut stayed_at = None;
    for _ in 0..moves {
        if snap.status != GameStatus::Running {
            break;
        }
        let day = snap.options.daily.unwrap();
        assert_eq!(snap.deadline_ms, Some(day_end_ms(day)), "no turn timer: the day's end");
        let game = snap.full_state().cloned().unwrap();
        let ask = if game.owed().contains(0) {
            let mv = match (&game, style) {
                (_, 0) => game.computer_move(0, Level::Easy, 0),
                (Game::Wizard(g), _) => wizard_bot::simulate::wizard::random_action(g, 0, &mut rng).map(Move::Wizard),
                (Game::Dice(g), _) => wizard_bot::simulate::dice::random_action(g, 0, &mut rng).map(Move::Dice),
            };
            Ask::Move(mv.expect("a move for the person"))
        } else if game.optional().contains(0) && stayed_at != Some(snap.version) {
            stayed_at = Some(snap.version);
            game.computer_move(0, Level::Easy, 0).map_or(Ask::Stay, Ask::Move)
        } else {
            panic!("the try waits for nobody: {:?}", game.turn())
        };
        let verb = Verb::Decide {
            drawn: snap.drawn(),
            ask,
        };
        snap = t.command(id, user, verb).await.unwrap().snapshot;
    }
    snap
}

/// The deals (or dice chance) of a game's log.
fn chance_of(events: &[Value]) -> Vec<Value> {
    events
        .iter()
        .filter(|e| e.get("deal").is_some() || e.get("roll").is_some() || e.get("magic_card").is_some())
        .cloned()
        .collect()
}

on_both_backends! {
    #[tokio::test]
    async fn the_same_moves_meet_the_same_game_anywhere_and_a_try_is_once_a_day(db) {
        let store = Store::open(&db.url).await.unwrap();
        let t = tables(store.clone(), b"the operator's secret");
        // Two servers and a DM; a table is open in the first channel all along.
        let table = t.create(GameKind::Wizard, Some(1), 10, 7, TableOptions::defaults(GameKind::Wizard)).await.unwrap();
        let places = [(1001, Some(1), 10), (1002, Some(2), 20), (1003, None, 30)];
        let mut logs = Vec::new();
        for (user, guild, channel) in places {
            let s = t.start_daily(GameKind::Wizard, guild, channel, user, DAY).await.unwrap();
            assert_eq!(s.seats.len(), 1 + DAILY_OPPONENTS);
            assert!(s.seats[1..].iter().all(|o| *o == SeatOwner::Computer));
            assert!(s.levels[1..].iter().all(|l| *l == Level::Hard));
            assert!(!s.options.hints, "no hints in a try");
            let end = play(&t, s.id, user, 0, 1_000).await;
            assert_eq!(end.status, GameStatus::Finished);
            let Some(Game::Wizard(g)) = end.full_state() else { unreachable!() };
            assert_eq!(g.history().len(), usize::from(DAILY_ROUNDS));
            // What the person may share: their points and a grid of rounds met, from their view.
            let Some(View::Wizard(v)) = end.view(Viewer::Seat(0)) else { unreachable!() };
            let share = Share::wizard(&v, 0, DAY);
            let mine = store.results(s.id).await.unwrap().into_iter().find(|r| r.seat == 0).unwrap();
            assert_eq!((share.points, share.made() as i64), (mine.points, mine.exact_bids));
            assert_eq!(share.grid().chars().count(), usize::from(DAILY_ROUNDS));
            logs.push(store.events(s.id).await.unwrap());
        }
        assert!(logs[0].len() > 40, "{} events", logs[0].len());
        assert_eq!(logs[1], logs[0], "the same moves, the same game, on another server");
        assert_eq!(logs[2], logs[0], "and in a DM");
        // The table in channel 10 is untouched, and still that channel's table.
        assert_eq!(store.open_game_in(10).await.unwrap(), Some(table.id));
        // Other moves: the same deals, round by round.
        let s = t.start_daily(GameKind::Wizard, Some(1), 10, 1004, DAY).await.unwrap();
        play(&t, s.id, 1004, 99, 1_000).await;
        let other = store.events(s.id).await.unwrap();
        assert_ne!(other, logs[0]);
        assert_eq!(chance_of(&other), chance_of(&logs[0]));
        assert_eq!(chance_of(&other).len(), usize::from(DAILY_ROUNDS));
        // The day's board: everyone's finished tries, or one server's; not the server's own figures.
        let everyone = store.daily_board(DailyQuery::day(GameKind::Wizard, Scope::Global, DAY)).await.unwrap();
        let mut users: Vec<i64> = everyone.rows.iter().map(|r| r.user_id).collect();
        users.sort();
        assert_eq!(users, [1001, 1002, 1003, 1004]);
        let same: Vec<i64> = everyone.rows.iter().filter(|r| r.user_id != 1004).map(|r| r.points).collect();
        assert!(same.iter().all(|&p| p == same[0]), "the same game, the same points: {same:?}");
        // The same game, the same figures: one shared rank (#62), the other try ranked by its own.
        let rank_of = |u: i64| everyone.rows.iter().find(|r| r.user_id == u).unwrap().rank;
        assert!(rank_of(1001) == rank_of(1002) && rank_of(1002) == rank_of(1003), "{:?}", everyone.rows);
        let ranks: Vec<i64> = everyone.rows.iter().map(|r| r.rank).collect();
        let by_figures: Vec<i64> = everyone
            .rows
            .iter()
            .map(|r| 1 + everyone.rows.iter().filter(|o| (o.points, o.made) > (r.points, r.made)).count() as i64)
            .collect();
        assert_eq!(ranks, by_figures);
        let server: Vec<i64> = store
            .daily_board(DailyQuery::day(GameKind::Wizard, Scope::Guild(1), DAY))
            .await
            .unwrap()
            .rows
            .iter()
            .map(|r| r.user_id)
            .collect();
        assert_eq!(server.len(), 2);
        assert!(server.contains(&1001) && server.contains(&1004));
        assert_eq!(store.stats(1001, GameKind::Wizard, Scope::Guild(1), None).await.unwrap(), None);
        assert_eq!(store.history(1001, GameKind::Wizard, Scope::Global, 0, 10).await.unwrap().total, 0);
        // One try a day, finished or not; the dice challenge is another try.
        let again = t.start_daily(GameKind::Wizard, Some(2), 20, 1001, DAY).await;
        let first = store.daily_try(1001, GameKind::Wizard, DAY).await.unwrap().unwrap();
        assert!(matches!(again, Err(TableError::AlreadyTried(g)) if g == first), "{again:?}");
        let dice = t.start_daily(GameKind::Dice, Some(1), 10, 1001, DAY).await.unwrap();
        let running = t.start_daily(GameKind::Dice, Some(1), 10, 1001, DAY).await;
        assert!(matches!(running, Err(TableError::AlreadyTried(g)) if g == dice.id), "{running:?}");
        // The next day deals otherwise.
        let next = t.start_daily(GameKind::Wizard, Some(1), 10, 1001, DAY + 1).await.unwrap();
        play(&t, next.id, 1001, 0, 12).await;
        let next_log = store.events(next.id).await.unwrap();
        let (a, b) = (chance_of(&next_log), chance_of(&logs[0]));
        assert!(a.len() >= 3 && a[..] != b[..a.len()], "other deals the next day");
        // Without a secret there is no challenge.
        let plain = Tables::new(store.clone(), Some(3));
        let none = plain.start_daily(GameKind::Wizard, Some(1), 10, 1009, DAY).await;
        assert!(matches!(none, Err(TableError::NoDailyChallenge)), "{none:?}");
        assert_eq!(day_of(DAY * 86_400_000 + 86_399_999), DAY);
    }
}

on_both_backends! {
    #[tokio::test]
    async fn a_try_survives_a_restart_and_goes_on_as_if_none_happened(db) {
        let store = Store::open(&db.url).await.unwrap();
        for kind in [GameKind::Wizard, GameKind::Dice] {
            // Uninterrupted, for 30 of the person's decisions.
            let t = tables(store.clone(), b"secret");
            let s = t.start_daily(kind, Some(1), 10, 2001, DAY).await.unwrap();
            play(&t, s.id, 2001, 0, 30).await;
            let whole = store.events(s.id).await.unwrap();
            // Interrupted after a few decisions: a new process with the same
            // database (and so the same secret) picks it up.
            let s = t.start_daily(kind, Some(2), 20, 2002, DAY).await.unwrap();
            let before = play(&t, s.id, 2002, 0, 6).await;
            assert_eq!(before.status, GameStatus::Running);
            t.shutdown();
            drop(t);
            let t = tables(store.clone(), b"secret");
            t.restore().await.unwrap();
            play(&t, s.id, 2002, 0, 24).await;
            assert_eq!(store.events(s.id).await.unwrap(), whole, "{kind:?}");
            assert!(whole.len() > 30, "{kind:?}: {} events", whole.len());
        }
    }
}

#[tokio::test(start_paused = true)]
async fn at_the_days_end_the_autopilot_finishes_a_try_still_running() {
    let t = Tables::with(
        wizard_bot::table::MemoryLog::new(),
        TablesConfig {
            daily_secret: Some(Arc::from(&b"secret"[..])),
            hold_deadlines_until_shown: true,
            ..TablesConfig::default()
        },
    );
    let today = day_of(wizard_bot::table::now_ms());
    assert_eq!(wizard_bot::league::daily::number(20_782), 1, "Daily #1 is 2026-11-25");
    for kind in [GameKind::Wizard, GameKind::Dice] {
        let s = t.start_daily(kind, Some(1), 10, 3001, today).await.unwrap();
        assert_eq!(s.levels[0], DAILY_AUTOPILOT, "who finishes the person's seat");
        // A few decisions, then the player is gone (never shown again, either).
        let mut snap = s;
        for _ in 0..3 {
            let game = snap.full_state().cloned().unwrap();
            let ask = if game.owed().contains(0) {
                Ask::Move(game.computer_move(0, Level::Easy, 0).unwrap())
            } else {
                Ask::Stay
            };
            snap = t
                .command(
                    snap.id,
                    3001,
                    Verb::Decide {
                        drawn: snap.drawn(),
                        ask,
                    },
                )
                .await
                .unwrap()
                .snapshot;
        }
        assert_eq!(snap.status, GameStatus::Running);
        // An hour before the end nothing has moved; after it, the try is over.
        let left = day_end_ms(today) - wizard_bot::table::now_ms();
        tokio::time::sleep(std::time::Duration::from_millis((left - 3_600_000).max(0) as u64)).await;
        assert_eq!(t.snapshot(snap.id).await.unwrap().version, snap.version, "{kind:?}");
        tokio::time::sleep(std::time::Duration::from_secs(3_601)).await;
        // The Hard players' moves wait for the process-wide search pool, which
        // other tests may hold: the bound is on real time. A finished table
        // leaves memory, so what it ended as is read from storage.
        let started = std::time::Instant::now();
        let end = loop {
            let row = t.stored(snap.id).await.unwrap();
            if row.status != GameStatus::Running {
                break row;
            }
            assert!(
                started.elapsed() < std::time::Duration::from_secs(60),
                "{kind:?} never finished"
            );
            tokio::time::sleep(std::time::Duration::from_secs(1)).await;
        };
        assert_eq!(end.status, GameStatus::Finished, "{kind:?}");
        let seating: wizard_bot::table::Seating = serde_json::from_value(end.seats).unwrap();
        assert!(seating.autopilot[0].on, "{kind:?}: the autopilot finished it");
        assert_eq!(t.persist().results(snap.id).len(), 4);
    }
}

/// Hard's own try of a day (#53) is the try a person would have had who
/// played every decision as Hard does: the same deals and the same
/// opponents' answers, through the table. It is the same on every call.
#[tokio::test]
async fn hards_own_try_is_the_day_played_by_hard_from_the_persons_seat() {
    let secret = b"hard in the field";
    for kind in [GameKind::Wizard, GameKind::Dice] {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let t = tables(store.clone(), secret);
        let hard = wizard_bot::table::hard_try(secret, kind, DAY).expect("Hard plays the day to its end");
        assert_eq!(
            wizard_bot::table::hard_try(secret, kind, DAY),
            Some(hard),
            "the same every time"
        );
        assert_eq!(t.hard_day(kind, DAY).await, Some(hard), "and through the tables");
        let seed =
            wizard_bot::chance::daily::DailyChance::new(secret, &format!("{} {DAY}", kind.as_str())).players_seed();
        let mut snap = t.start_daily(kind, Some(1), 5, 77, DAY).await.unwrap();
        let mut stayed_at = None;
        while snap.status == GameStatus::Running {
            let game = snap.full_state().cloned().unwrap();
            let ask = if game.owed().contains(0) {
                Ask::Move(game.computer_move(0, Level::Hard, seed).expect("Hard's move"))
            } else if game.optional().contains(0) && stayed_at != Some(snap.version) {
                stayed_at = Some(snap.version);
                game.computer_move(0, Level::Hard, seed).map_or(Ask::Stay, Ask::Move)
            } else {
                panic!("the try waits for nobody");
            };
            let verb = Verb::Decide {
                drawn: snap.drawn(),
                ask,
            };
            snap = t.command(snap.id, 77, verb).await.unwrap().snapshot;
        }
        let row = store
            .results(snap.id)
            .await
            .unwrap()
            .into_iter()
            .find(|r| r.seat == 0)
            .unwrap();
        assert_eq!(
            row.points, hard.points,
            "{kind:?}: the person's seat played as Hard scores as Hard's own try"
        );
        let made = match kind {
            GameKind::Wizard => row.exact_bids,
            GameKind::Dice => row.xs,
        };
        assert_eq!((made, row.rounds), (hard.made, hard.rounds), "{kind:?}");
    }
}
