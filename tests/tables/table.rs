//! The table layer: lobbies, full games of both kinds with humans and
//! computer players mixed, every refusal, concurrent commands, restart from
//! SQLite, and deadlines with a paused clock.

use std::time::Duration;

use wizard_bot::engine::ToAct;
use wizard_bot::record::replay_value;
use wizard_bot::store::sql::query;
use wizard_bot::store::{GameKind, GameStatus, Store};
use wizard_bot::table::{
    Ask, CancelRule, Decided, Drawn, Game, Level, MemoryLog, Move, SeatOwner, Snapshot, TableError, TableOptions,
    TableStore, Tables, Verb, export_record,
};

const HOST: i64 = 1000;

async fn lobby<P: TableStore>(t: &Tables<P>, kind: GameKind, humans: &[i64], computers: usize) -> Snapshot {
    lobby_at(t, kind, 77, humans, computers).await
}

/// A lobby in `channel` with a 60-second turn time: the host, then `humans`, then computers.
async fn lobby_at<P: TableStore>(
    t: &Tables<P>,
    kind: GameKind,
    channel: i64,
    humans: &[i64],
    computers: usize,
) -> Snapshot {
    let mut options = TableOptions::defaults(kind);
    options.turn_secs = 60;
    let snap = t.create(kind, Some(1), channel, HOST, options).await.unwrap();
    for &u in humans {
        t.command(snap.id, u, Verb::Join).await.unwrap();
    }
    for _ in 0..computers {
        t.command(snap.id, HOST, Verb::AddComputer(Level::Normal))
            .await
            .unwrap();
    }
    t.snapshot(snap.id).await.unwrap()
}

/// The human at `seat` makes the move the baseline would, against the snapshot's version.
async fn play_baseline<P: TableStore>(t: &Tables<P>, s: &Snapshot, seat: usize) -> Decided {
    let mv = s.full_state().unwrap().computer_move(seat, Level::Easy, 0).unwrap();
    t.command(
        s.id,
        user_at(s, seat).unwrap(),
        Verb::Decide {
            drawn: s.drawn(),
            ask: Ask::Move(mv),
        },
    )
    .await
    .unwrap()
}

fn user_at(snap: &Snapshot, seat: usize) -> Option<i64> {
    match snap.seats[seat] {
        SeatOwner::Human(u) => Some(u),
        SeatOwner::Computer => None,
    }
}

/// Plays the humans' decisions (chosen by the baseline, sent as commands) until the game ends.
async fn play_out<P: TableStore>(t: &Tables<P>, id: i64) -> Snapshot {
    let mut snap = t.snapshot(id).await.unwrap();
    let mut stayed = (u64::MAX, Vec::new());
    for _ in 0..100_000 {
        if snap.status != GameStatus::Running {
            return snap;
        }
        let game = snap.full_state().cloned().unwrap();
        if stayed.0 != snap.version {
            stayed = (snap.version, Vec::new());
        }
        // Optional decisions first: a human leaves when the baseline would, else stays (once per state).
        let optional = game.optional();
        let verb_and_user = if let Some(seat) = optional
            .iter()
            .find(|&s| user_at(&snap, s).is_some() && !stayed.1.contains(&s))
        {
            stayed.1.push(seat);
            let verb = match game.computer_move(seat, Level::Easy, 0) {
                Some(mv) => Verb::Decide {
                    drawn: snap.drawn(),
                    ask: Ask::Move(mv),
                },
                None => Verb::Decide {
                    drawn: snap.drawn(),
                    ask: Ask::Stay,
                },
            };
            (verb, user_at(&snap, seat).unwrap())
        } else {
            let seat = game
                .owed()
                .iter()
                .find(|&s| user_at(&snap, s).is_some())
                .expect("a human owes a decision");
            let mv = game.computer_move(seat, Level::Easy, 0).unwrap();
            (
                Verb::Decide {
                    drawn: snap.drawn(),
                    ask: Ask::Move(mv),
                },
                user_at(&snap, seat).unwrap(),
            )
        };
        let (verb, user) = verb_and_user;
        snap = t
            .command(id, user, verb)
            .await
            .unwrap_or_else(|e| panic!("{e}"))
            .snapshot;
    }
    panic!("the game did not end");
}

#[tokio::test]
async fn a_card_game_with_humans_and_computers_reaches_its_end() {
    let tables = Tables::new(MemoryLog::new(), Some(1));
    let snap = lobby(&tables, GameKind::Wizard, &[2000, 3000], 1).await;
    assert_eq!(snap.seats.len(), 4);
    tables.command(snap.id, HOST, Verb::Start).await.unwrap();
    let end = play_out(&tables, snap.id).await;
    assert_eq!(end.status, GameStatus::Finished);
    let results = tables.persist().results(snap.id);
    assert_eq!(results.len(), 4);
    assert_eq!(results.iter().filter(|r| r.user_id.is_none()).count(), 1);
    assert!(results.iter().any(|r| r.won && r.place == 1));
    // The exported record replays to the same totals.
    let events = tables.persist().events(snap.id).await.unwrap();
    assert!(matches!(end.full_state(), Some(Game::Wizard(_))));
    let record = export_record(&end, &events).unwrap();
    let out = replay_value(&record).unwrap();
    assert_eq!(out["finished"], true);
    let totals: Vec<i64> = results.iter().map(|r| r.points).collect();
    assert_eq!(out["totals"], serde_json::json!(totals));
}

#[tokio::test]
async fn a_dice_game_with_magic_cards_reaches_its_end() {
    let tables = Tables::new(MemoryLog::new(), Some(2));
    let mut options = TableOptions::defaults(GameKind::Dice);
    options.magic_cards = true;
    let snap = tables.create(GameKind::Dice, Some(1), 78, HOST, options).await.unwrap();
    tables.command(snap.id, 2000, Verb::Join).await.unwrap();
    tables
        .command(snap.id, HOST, Verb::AddComputer(Level::Normal))
        .await
        .unwrap();
    tables.command(snap.id, HOST, Verb::Start).await.unwrap();
    let started = tables.snapshot(snap.id).await.unwrap();
    let Some(Game::Dice(g)) = started.full_state() else {
        panic!()
    };
    assert_eq!(g.setup().first_seer, 0, "the creator is the first Seer");
    let end = play_out(&tables, snap.id).await;
    assert_eq!(end.status, GameStatus::Finished);
    let results = tables.persist().results(snap.id);
    assert_eq!(results.len(), 3);
    let events = tables.persist().events(snap.id).await.unwrap();
    assert!(matches!(end.full_state(), Some(Game::Dice(_))));
    let record = export_record(&end, &events).unwrap();
    let out = replay_value(&record).unwrap();
    assert_eq!(out["finished"], true);
    assert_eq!(
        out["totals"],
        serde_json::json!(results.iter().map(|r| r.points).collect::<Vec<_>>())
    );
}

#[tokio::test]
async fn computers_alone_finish_games_of_both_kinds() {
    let tables = Tables::new(MemoryLog::new(), Some(3));
    for (i, kind) in [GameKind::Wizard, GameKind::Dice].into_iter().enumerate() {
        let snap = tables
            .create(kind, None, 100 + i as i64, HOST, TableOptions::defaults(kind))
            .await
            .unwrap();
        tables
            .command(snap.id, HOST, Verb::AddComputer(Level::Normal))
            .await
            .unwrap();
        tables
            .command(snap.id, HOST, Verb::AddComputer(Level::Normal))
            .await
            .unwrap();
        tables.command(snap.id, HOST, Verb::Start).await.unwrap();
        // The host hands the seat to the computer: the game runs to its end at once.
        let out = tables.command(snap.id, HOST, Verb::LeaveGame).await.unwrap();
        assert_eq!(out.snapshot.status, GameStatus::Finished, "{kind:?}");
        assert!(out.snapshot.full_state().unwrap().is_over());
    }
}

fn err(r: Result<Decided, TableError>) -> TableError {
    r.expect_err("must be refused")
}

#[tokio::test]
async fn every_mistake_gets_a_specific_refusal_and_changes_nothing() {
    let tables = Tables::new(MemoryLog::new(), Some(4));
    let snap = tables
        .create(
            GameKind::Wizard,
            Some(1),
            79,
            HOST,
            TableOptions::defaults(GameKind::Wizard),
        )
        .await
        .unwrap();
    let id = snap.id;
    assert!(matches!(
        tables.create(GameKind::Dice, Some(1), 79, 5, TableOptions::defaults(GameKind::Dice)).await,
        Err(TableError::ChannelBusy(g)) if g == id
    ));
    assert_eq!(
        err(tables.command(id, HOST, Verb::Join).await),
        TableError::AlreadySeated
    );
    assert_eq!(
        err(tables.command(id, HOST, Verb::Start).await),
        TableError::NotEnoughPlayers { need: 3 }
    );
    tables.command(id, 2, Verb::Join).await.unwrap();
    assert_eq!(err(tables.command(id, 2, Verb::Start).await), TableError::NotHost);
    assert_eq!(
        err(tables.command(id, 2, Verb::AddComputer(Level::Normal)).await),
        TableError::NotHost
    );
    assert_eq!(err(tables.command(id, 9, Verb::Leave).await), TableError::NotSeated);
    for u in 3..=6 {
        tables.command(id, u, Verb::Join).await.unwrap();
    }
    assert_eq!(err(tables.command(id, 7, Verb::Join).await), TableError::Full);
    // A bid made on a screen of `drawn` (the bidding of round 1).
    let act = |version| Verb::Decide {
        drawn: Drawn {
            version,
            round: 1,
            roll: None,
        },
        ask: Ask::Move(Move::Wizard(wizard_bot::engine::wizard::Action::Bid(0))),
    };
    assert_eq!(err(tables.command(id, HOST, act(0)).await), TableError::NotStarted);
    tables.command(id, HOST, Verb::Start).await.unwrap();
    assert_eq!(err(tables.command(id, 3, Verb::Join).await), TableError::AlreadyStarted);
    let mut snap = tables.snapshot(id).await.unwrap();
    // When the deal turned up a Wizard, the dealer names trump first: the
    // refusals below are of bids (the deal follows the test's seed).
    if let Some(dealer) = snap.turn().must.iter().next() {
        let trump = Verb::Decide {
            drawn: snap.drawn(),
            ask: Ask::Move(Move::Wizard(wizard_bot::engine::wizard::Action::ChooseTrump(
                wizard_bot::engine::wizard::Suit::Red,
            ))),
        };
        if tables.command(id, user_at(&snap, dealer).unwrap(), trump).await.is_ok() {
            snap = tables.snapshot(id).await.unwrap();
        }
    }
    let game = snap.full_state().cloned().unwrap();
    let ToAct::Seat(due) = game.to_act() else {
        panic!("{:?}", game.to_act())
    };
    let other = (due + 1) % 6;
    let before = tables.snapshot(id).await.unwrap();
    assert_eq!(
        err(tables.command(id, 99, act(snap.version)).await),
        TableError::NotSeated
    );
    assert_eq!(
        err(tables
            .command(id, user_at(&snap, other).unwrap(), act(snap.version))
            .await),
        TableError::NotYourTurn
    );
    assert_eq!(
        err(tables
            .command(id, user_at(&snap, due).unwrap(), act(snap.version + 5))
            .await),
        TableError::OutOfDate { current: snap.version }
    );
    // A card index from an older screen is out of date before anything else: it is
    // never turned into whatever card (or no card) sits at that index now.
    let old_card = Verb::Decide {
        drawn: Drawn {
            version: snap.version - 1,
            round: 1,
            roll: None,
        },
        ask: Ask::CardAt(7),
    };
    assert_eq!(
        err(tables.command(id, user_at(&snap, due).unwrap(), old_card).await),
        TableError::OutOfDate { current: snap.version }
    );
    let too_high = Verb::Decide {
        drawn: snap.drawn(),
        ask: Ask::Move(Move::Wizard(wizard_bot::engine::wizard::Action::Bid(9))),
    };
    assert!(matches!(
        err(tables.command(id, user_at(&snap, due).unwrap(), too_high).await),
        TableError::Rules(_)
    ));
    let wrong_game = Verb::Decide {
        drawn: snap.drawn(),
        ask: Ask::Move(Move::Dice(wizard_bot::engine::dice::Action::Stop {
            jester_score: false,
        })),
    };
    assert!(matches!(
        err(tables.command(id, user_at(&snap, due).unwrap(), wrong_game).await),
        TableError::Rules(_)
    ));
    let after = tables.snapshot(id).await.unwrap();
    assert_eq!(after.version, before.version);
    assert_eq!(after.full_state(), before.full_state(), "refusals change nothing");
    // The same command twice applies once.
    let user = user_at(&snap, due).unwrap();
    let first = tables.command(id, user, act(snap.version)).await.unwrap();
    assert!(first.applied);
    let again = tables.command(id, user, act(snap.version)).await.unwrap();
    assert!(!again.applied);
    assert_eq!(again.snapshot.version, first.snapshot.version);
    // Cancelling: not by a plain player; by someone who may manage the server.
    assert_eq!(
        err(tables
            .command(
                id,
                3,
                Verb::Cancel {
                    may_manage: false,
                    rule: CancelRule::Host
                }
            )
            .await),
        TableError::NotHost
    );
    tables
        .command(
            id,
            3,
            Verb::Cancel {
                may_manage: true,
                rule: CancelRule::Host,
            },
        )
        .await
        .unwrap();
    // Said as it is (the table knows the game ended a moment ago), not "no such table".
    assert_eq!(err(tables.command(id, HOST, Verb::Join).await), TableError::Cancelled);
    // The channel is free again.
    tables
        .create(GameKind::Dice, Some(1), 79, 5, TableOptions::defaults(GameKind::Dice))
        .await
        .unwrap();
}

/// A server's `/settings cancel_by`: the host (default), only managers, or
/// anyone seated; people who may manage the server always may.
#[tokio::test]
async fn who_may_cancel_follows_the_servers_rule() {
    let tables = Tables::new(MemoryLog::new(), Some(8));
    let cancel = |may_manage, rule| Verb::Cancel { may_manage, rule };
    const SEATED: i64 = 2;
    const PASSER_BY: i64 = 3;
    for (channel, kind) in [(90, GameKind::Wizard), (91, GameKind::Dice)] {
        let snap = lobby_at(&tables, kind, channel, &[SEATED], 0).await;
        let id = snap.id;
        for (user, rule) in [
            (SEATED, CancelRule::Host),
            (PASSER_BY, CancelRule::Host),
            (HOST, CancelRule::Managers),
            (SEATED, CancelRule::Managers),
            (PASSER_BY, CancelRule::Players),
        ] {
            assert_eq!(
                err(tables.command(id, user, cancel(false, rule)).await),
                TableError::NotHost,
                "{user} under {rule:?}"
            );
        }
        assert_eq!(
            tables.snapshot(id).await.unwrap().version,
            snap.version,
            "refusals change nothing"
        );
        // Someone seated may under "players": here in the lobby, and the game ends.
        tables
            .command(id, SEATED, cancel(false, CancelRule::Players))
            .await
            .unwrap();
        assert_eq!(err(tables.command(id, HOST, Verb::Join).await), TableError::Cancelled);
    }
    // The host under the default; a manager under "managers", in a running game.
    for (user, may_manage, rule) in [(HOST, false, CancelRule::Host), (PASSER_BY, true, CancelRule::Managers)] {
        let snap = lobby_at(&tables, GameKind::Wizard, 92, &[SEATED], 1).await;
        tables.command(snap.id, HOST, Verb::Start).await.unwrap();
        tables.command(snap.id, user, cancel(may_manage, rule)).await.unwrap();
        assert_eq!(
            err(tables.command(snap.id, HOST, Verb::Join).await),
            TableError::Cancelled
        );
    }
}

on_both_backends! {
    /// Computer players keep their level: seated in a lobby, stored with the
    /// seats (a restart restores them), and carried into a rematch's lobby.
    #[tokio::test]
    async fn computer_players_keep_their_levels(db) {
        let url = db.url.clone();
        let tables = Tables::new(Store::open(&url).await.unwrap(), Some(9));
        let snap = lobby_at(&tables, GameKind::Wizard, 94, &[2], 0).await;
        tables
            .command(snap.id, HOST, Verb::AddComputer(Level::Hard))
            .await
            .unwrap();
        tables
            .command(snap.id, HOST, Verb::AddComputer(Level::Easy))
            .await
            .unwrap();
        let expected = vec![Level::Normal, Level::Normal, Level::Hard, Level::Easy];
        assert_eq!(tables.snapshot(snap.id).await.unwrap().levels, expected);
        drop(tables);
        let tables = Tables::new(Store::open(&url).await.unwrap(), Some(9));
        tables.restore().await.unwrap();
        let restored = tables.snapshot(snap.id).await.unwrap();
        assert_eq!(restored.levels, expected);
        let others = restored
            .seats
            .iter()
            .copied()
            .zip(restored.levels.iter().copied())
            .collect();
        let rematch = tables
            .create_seated(
                GameKind::Wizard,
                Some(1),
                95,
                2,
                TableOptions::defaults(GameKind::Wizard),
                others,
            )
            .await
            .unwrap();
        assert_eq!(rematch.seats[2..], restored.seats[2..]);
        assert_eq!(rematch.levels[2..], [Level::Hard, Level::Easy]);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_command_from_many_tasks_applies_exactly_once() {
    let tables = Tables::new(MemoryLog::new(), Some(5));
    let snap = lobby(&tables, GameKind::Wizard, &[2, 3], 0).await;
    tables.command(snap.id, HOST, Verb::Start).await.unwrap();
    let snap = tables.snapshot(snap.id).await.unwrap();
    let game = snap.full_state().cloned().unwrap();
    let seat = game.owed().iter().next().unwrap();
    let user = user_at(&snap, seat).unwrap();
    let mv = game.computer_move(seat, Level::Easy, 0).unwrap();
    let (id, drawn) = (snap.id, snap.drawn());
    let mut tasks = Vec::new();
    for _ in 0..50 {
        let t = tables.clone();
        tasks.push(tokio::spawn(async move {
            t.command(
                id,
                user,
                Verb::Decide {
                    drawn,
                    ask: Ask::Move(mv),
                },
            )
            .await
        }));
    }
    let mut applied = 0;
    for task in tasks {
        match task.await.unwrap() {
            Ok(o) if o.applied => applied += 1,
            Ok(_) | Err(TableError::OutOfDate { .. }) => {}
            Err(e) => panic!("{e}"),
        }
    }
    assert_eq!(applied, 1);
    let events = tables.persist().events(snap.id).await.unwrap();
    assert_eq!(events.len() as u64, tables.snapshot(snap.id).await.unwrap().version);
}

on_both_backends! {
    #[tokio::test]
    async fn after_a_restart_every_running_game_continues_identically(db) {
        let url = db.url.clone();
        let (id_card, id_dice, before_card, before_dice);
        {
            let tables = Tables::new(Store::open(&url).await.unwrap(), Some(6));
            let a = lobby(&tables, GameKind::Wizard, &[2, 3], 0).await;
            tables.command(a.id, HOST, Verb::Start).await.unwrap();
            let mut o = TableOptions::defaults(GameKind::Dice);
            o.magic_cards = true;
            let b = tables.create(GameKind::Dice, Some(1), 88, HOST, o).await.unwrap();
            tables.command(b.id, 2, Verb::Join).await.unwrap();
            tables.command(b.id, HOST, Verb::Start).await.unwrap();
            // Play a few human decisions in each.
            for id in [a.id, b.id] {
                for _ in 0..7 {
                    let s = tables.snapshot(id).await.unwrap();
                    let g = s.full_state().cloned().unwrap();
                    let seat = g.owed().iter().next().unwrap();
                    play_baseline(&tables, &s, seat).await;
                }
            }
            (id_card, id_dice) = (a.id, b.id);
            before_card = tables.snapshot(a.id).await.unwrap();
            before_dice = tables.snapshot(b.id).await.unwrap();
        }
        let tables = Tables::new(Store::open(&url).await.unwrap(), Some(7));
        assert_eq!(tables.restore().await.unwrap(), 2);
        let after_card = tables.snapshot(id_card).await.unwrap();
        let after_dice = tables.snapshot(id_dice).await.unwrap();
        assert_eq!(after_card.full_state(), before_card.full_state());
        assert_eq!(after_card.version, before_card.version);
        assert_eq!(after_dice.full_state(), before_dice.full_state());
        assert_eq!(after_card.seats, before_card.seats);
        assert!(after_card.deadline_ms.is_some(), "the deadline is re-armed");
        assert_eq!(play_out(&tables, id_card).await.status, GameStatus::Finished);
        assert_eq!(play_out(&tables, id_dice).await.status, GameStatus::Finished);
        // Lifetime stats now include both games.
        let store = tables.persist();
        let s = store
            .stats(HOST, GameKind::Wizard, wizard_bot::store::Scope::Global, None)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(s.games, 1);
    }
}

#[tokio::test(start_paused = true)]
async fn missed_deadlines_hand_the_seat_to_autopilot_until_its_player_returns() {
    let tables = Tables::new(MemoryLog::new(), Some(8));
    let snap = lobby(&tables, GameKind::Wizard, &[2], 1).await;
    let id = snap.id;
    tables.command(id, HOST, Verb::Start).await.unwrap();
    // Wait for the first human decision (computers and chance move at once).
    let s = tables.snapshot(id).await.unwrap();
    let seat = s.full_state().unwrap().owed().iter().next().unwrap();
    let user = user_at(&s, seat).unwrap();
    let v0 = s.version;
    // Let the deadline pass: the computer decides for that seat.
    tokio::time::sleep(Duration::from_secs(61)).await;
    let s1 = tables.snapshot(id).await.unwrap();
    assert!(s1.version > v0, "the computer acted for the late player");
    assert!(!s1.autopilot[seat], "one miss is not yet autopilot");
    // What it played for them is kept for their screens: that seat's alone.
    assert_eq!(s1.played_for[seat].len(), 1, "the move played for them is noted");
    assert!(
        (0..s1.played_for.len()).all(|o| o == seat || s1.played_for[o].is_empty()),
        "no other seat had anything played for it"
    );
    // Keep missing until that seat has missed twice in a row; the other
    // person plays on (were both on autopilot, the game would play itself out).
    let mut guard = 0;
    while !tables.snapshot(id).await.unwrap().autopilot[seat] {
        let s = tables.snapshot(id).await.unwrap();
        match s
            .full_state()
            .unwrap()
            .owed()
            .iter()
            .find(|&o| o != seat && user_at(&s, o).is_some())
        {
            Some(other) => drop(play_baseline(&tables, &s, other).await),
            None => tokio::time::sleep(Duration::from_secs(61)).await,
        }
        guard += 1;
        assert!(guard < 50);
    }
    // On autopilot the seat never owes a decision: it is played at once.
    for _ in 0..20 {
        let s = tables.snapshot(id).await.unwrap();
        if s.status != GameStatus::Running {
            break;
        }
        let g = s.full_state().cloned().unwrap();
        assert!(!g.owed().contains(seat), "an autopilot seat never waits");
        let other = g.owed().iter().next().unwrap();
        play_baseline(&tables, &s, other).await;
    }
    // The player is back: autopilot is off, and the seat waits for them again.
    tables.command(id, user, Verb::Resume).await.unwrap();
    let s = tables.snapshot(id).await.unwrap();
    assert!(!s.autopilot[seat]);
    // What was played for them when their clock ran out (twice, which put
    // the seat on autopilot) is still told until they move.
    assert_eq!(s.played_for[seat].len(), 2, "{:?}", s.played_for[seat]);
    let mut guard = 0;
    loop {
        let s = tables.snapshot(id).await.unwrap();
        let g = s.full_state().cloned().unwrap();
        if g.owed().contains(seat) {
            assert!(s.deadline_ms.is_some(), "a human's decision has a deadline");
            // Their own move: nothing played for them is left to tell.
            play_baseline(&tables, &s, seat).await;
            assert!(tables.snapshot(id).await.unwrap().played_for[seat].is_empty());
            break;
        }
        let other = g.owed().iter().next().unwrap();
        play_baseline(&tables, &s, other).await;
        guard += 1;
        assert!(guard < 200);
    }
}

#[tokio::test(start_paused = true)]
async fn a_game_whose_humans_all_go_silent_still_finishes() {
    let tables = Tables::new(MemoryLog::new(), Some(9));
    for (i, kind) in [GameKind::Wizard, GameKind::Dice].into_iter().enumerate() {
        let snap = lobby_in(&tables, kind, 300 + i as i64, &[2]).await;
        tables.command(snap.id, HOST, Verb::Start).await.unwrap();
        // Paused time runs ahead while a computer's decision is on the
        // blocking pool; on a loaded machine many minutes of it pass per
        // move, so the bound is on real time, not on turns.
        let started = std::time::Instant::now();
        while tables.persist().results(snap.id).is_empty() {
            tokio::time::sleep(Duration::from_secs(61)).await;
            assert!(started.elapsed() < Duration::from_secs(120), "{kind:?} never finished");
        }
        let results = tables.persist().results(snap.id);
        assert_eq!(results.len(), 3);
    }
}

async fn lobby_in<P: TableStore>(t: &Tables<P>, kind: GameKind, channel: i64, humans: &[i64]) -> Snapshot {
    lobby_at(t, kind, channel, humans, 1).await
}

#[tokio::test(start_paused = true)]
async fn a_computer_seer_waits_for_humans_to_leave_or_stay() {
    let tables = Tables::new(MemoryLog::new(), Some(10));
    let snap = lobby_in(&tables, GameKind::Dice, 400, &[]).await;
    let id = snap.id;
    tables.command(id, HOST, Verb::Start).await.unwrap();
    let mut checked = 0;
    for _ in 0..5_000 {
        let Ok(s) = tables.snapshot(id).await else { break };
        if s.status != GameStatus::Running {
            break;
        }
        let g = s.full_state().cloned().unwrap();
        if g.optional().contains(0) {
            let seer = match &g {
                Game::Dice(d) => d.seer(),
                _ => unreachable!(),
            };
            if seer == 1 {
                // The computer Seer has not re-rolled: it waits for the human, with a deadline.
                assert!(s.deadline_ms.is_some());
                // Their turn as much as a must (#61: they are pinged for it), and the Seer's.
                assert!(s.waiting.contains(0) && s.waiting.contains(1), "{:?}", s.waiting);
                tokio::time::sleep(Duration::from_secs(5)).await;
                assert_eq!(tables.snapshot(id).await.unwrap().version, s.version, "the Seer waits");
                let out = tables
                    .command(
                        id,
                        HOST,
                        Verb::Decide {
                            drawn: s.drawn(),
                            ask: Ask::Stay,
                        },
                    )
                    .await
                    .unwrap();
                assert!(out.snapshot.version > s.version || out.snapshot.status != GameStatus::Running);
                checked += 1;
                continue;
            }
            // A human Seer's roll waits for nobody who may take it.
            assert_eq!(s.waiting, g.owed(), "{:?}", s.waiting);
            tables
                .command(
                    id,
                    HOST,
                    Verb::Decide {
                        drawn: s.drawn(),
                        ask: Ask::Stay,
                    },
                )
                .await
                .unwrap();
            continue;
        }
        assert_eq!(
            s.waiting,
            g.owed(),
            "only a computer Seer's roll waits for those who may take it"
        );
        if g.owed().contains(0) {
            play_baseline(&tables, &s, 0).await;
        } else {
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    }
    assert!(
        checked > 0,
        "a round with the computer as Seer and the human still in was seen"
    );
}

/// #32: a Stay whose consequence (the computer Seer's next roll) could not
/// be stored leaves the table as it was: the Seer still waits for that player.
/// (It once kept the player as decided, so the next click by anyone let the
/// Seer roll without them.)
#[tokio::test(start_paused = true)]
async fn a_stay_that_could_not_be_stored_leaves_the_seer_waiting_for_that_player() {
    const OTHER: i64 = 2000;
    let tables = Tables::new(MemoryLog::new(), Some(12));
    let snap = lobby_at(&tables, GameKind::Dice, 410, &[OTHER], 0).await;
    let id = snap.id;
    // An Easy Seer decides on the spot. A searching one waits for a permit
    // of the process-wide search pool, which other tests may hold; while it
    // waits, the paused clock jumps to the players' deadline.
    tables.command(id, HOST, Verb::AddComputer(Level::Easy)).await.unwrap();
    tables.command(id, HOST, Verb::Start).await.unwrap();
    for _ in 0..5_000 {
        let s = tables.snapshot(id).await.unwrap();
        assert_eq!(
            s.status,
            GameStatus::Running,
            "no roll with a computer Seer and both humans still in"
        );
        let g = s.full_state().cloned().unwrap();
        let seer = match &g {
            Game::Dice(d) => d.seer(),
            _ => unreachable!(),
        };
        let optional = g.optional();
        if seer == 2 && optional.contains(0) && optional.contains(1) {
            let stay = |user: i64| {
                tables.command(
                    id,
                    user,
                    Verb::Decide {
                        drawn: s.drawn(),
                        ask: Ask::Stay,
                    },
                )
            };
            stay(OTHER).await.unwrap();
            assert_eq!(
                tables.snapshot(id).await.unwrap().version,
                s.version,
                "the Seer waits for the host"
            );
            tables.persist().fail_next("append", 1);
            let failed = stay(HOST).await;
            assert!(matches!(failed, Err(TableError::Storage(_))), "{failed:?}");
            assert_eq!(tables.snapshot(id).await.unwrap().version, s.version);
            // Another click: the host has not stayed, so the Seer still waits.
            stay(OTHER).await.unwrap();
            assert_eq!(
                tables.snapshot(id).await.unwrap().version,
                s.version,
                "the Seer rolled without the host"
            );
            let out = stay(HOST).await.unwrap();
            assert!(out.snapshot.version > s.version, "the Seer rolls once both stayed");
            return;
        }
        // A human's decision owed first; else the humans stay in and time passes.
        if let Some(seat) = [0, 1].into_iter().find(|&p| g.owed().contains(p)) {
            play_baseline(&tables, &s, seat).await;
            continue;
        }
        for seat in [0, 1].into_iter().filter(|&p| optional.contains(p)) {
            let _ = tables
                .command(
                    id,
                    user_at(&s, seat).unwrap(),
                    Verb::Decide {
                        drawn: s.drawn(),
                        ask: Ask::Stay,
                    },
                )
                .await;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    panic!("no roll with a computer Seer and both humans still in");
}

on_both_backends! {
    #[tokio::test]
    async fn a_damaged_game_is_set_aside_and_every_other_game_is_restored(db) {
        let url = db.url.clone();
        let mut ids = Vec::new();
        {
            let tables = Tables::new(Store::open(&url).await.unwrap(), Some(11));
            for channel in 0..4 {
                let mut o = TableOptions::defaults(GameKind::Wizard);
                o.turn_secs = 60;
                let s = tables
                    .create(GameKind::Wizard, Some(1), 500 + channel, HOST, o)
                    .await
                    .unwrap();
                tables.command(s.id, 2, Verb::Join).await.unwrap();
                tables.command(s.id, 3, Verb::Join).await.unwrap();
                tables.command(s.id, HOST, Verb::Start).await.unwrap();
                for _ in 0..4 {
                    let s = tables.snapshot(s.id).await.unwrap();
                    let seat = s.full_state().cloned().unwrap().owed().iter().next().unwrap();
                    play_baseline(&tables, &s, seat).await;
                }
                ids.push(s.id);
            }
        }
        // Three kinds of damage: JSON that does not parse, a step the rules
        // refuse, a missing event.
        let store = Store::open(&url).await.unwrap();
        let damage = [
            "UPDATE events SET body = '{\"bid\": {\"pla' WHERE game_id = ? AND seq = 2",
            "UPDATE events SET body = '{\"bid\": {\"player\": 7, \"tricks\": 99}}' WHERE game_id = ? AND seq = 3",
            "DELETE FROM events WHERE game_id = ? AND seq = 1",
        ];
        for (sql, id) in damage.iter().zip(&ids) {
            query(*sql).bind(*id).execute(store.db()).await.unwrap();
        }
        drop(store);
        let tables = Tables::new(Store::open(&url).await.unwrap(), Some(12));
        assert_eq!(tables.restore().await.unwrap(), 1, "the healthy game runs");
        assert_eq!(tables.ids(), vec![ids[3]]);
        let store = tables.persist();
        let aside = store.untold_set_aside().await.unwrap();
        assert_eq!(aside.iter().map(|(g, _)| g.id).collect::<Vec<_>>(), ids[..3].to_vec());
        for (g, reason) in &aside {
            assert_eq!(g.status, GameStatus::Cancelled, "game {} frees its channel", g.id);
            assert!(!reason.is_empty());
            assert_eq!(store.open_game_in(g.channel_id).await.unwrap(), None);
        }
        assert!(aside[0].1.contains("not valid JSON"), "{}", aside[0].1);
        assert!(aside[2].1.contains("missing"), "{}", aside[2].1);
        store.set_aside_told(ids[0]).await.unwrap();
        assert_eq!(store.untold_set_aside().await.unwrap().len(), 2);
        // The healthy game plays on to its end.
        assert_eq!(play_out(&tables, ids[3]).await.status, GameStatus::Finished);
    }
}

#[tokio::test(start_paused = true)]
async fn a_deadline_waits_until_its_table_was_shown_and_then_runs_in_full() {
    let tables = Tables::new(MemoryLog::new(), Some(9));
    tables.hold_deadlines_until_shown();
    let snap = lobby(&tables, GameKind::Wizard, &[2], 1).await;
    let id = snap.id;
    tables.command(id, HOST, Verb::Start).await.unwrap();
    let s = tables.snapshot(id).await.unwrap();
    assert!(
        s.full_state()
            .as_ref()
            .unwrap()
            .owed()
            .iter()
            .any(|seat| user_at(&s, seat).is_some())
    );
    // Nobody was shown the table (Discord is failing): ten turn times pass
    // and nobody's decision is taken away.
    tokio::time::sleep(Duration::from_secs(600)).await;
    assert_eq!(tables.snapshot(id).await.unwrap().version, s.version);
    // Shown now: the player has a full turn from here.
    tables.shown(id, s.version).await;
    tokio::time::sleep(Duration::from_secs(59)).await;
    assert_eq!(tables.snapshot(id).await.unwrap().version, s.version, "a full turn");
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(
        tables.snapshot(id).await.unwrap().version > s.version,
        "then the computer acts"
    );
    // Showing an older version changes nothing.
    let now = tables.snapshot(id).await.unwrap();
    tables.shown(id, s.version).await;
    assert_eq!(tables.snapshot(id).await.unwrap().deadline_ms, now.deadline_ms);
}

/// Log lines written while `f` runs on this thread (the tests below run on a
/// current-thread runtime, so spawned timers log here too).
struct Captured(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn capture_logs() -> (tracing::subscriber::DefaultGuard, impl Fn() -> String) {
    let buf = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let writer = buf.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::DEBUG)
        .with_ansi(false)
        .with_writer(move || Captured(writer.clone()))
        .finish();
    let guard = tracing::subscriber::set_default(subscriber);
    (guard, move || {
        String::from_utf8_lossy(&buf.lock().unwrap()).into_owned()
    })
}

fn error_lines(log: &str) -> Vec<&str> {
    log.lines().filter(|l| l.contains("ERROR")).collect()
}

#[tokio::test]
async fn a_move_storage_refuses_is_logged_once_with_game_seat_and_verb_and_changes_nothing() {
    let (_guard, logs) = capture_logs();
    let tables = Tables::new(MemoryLog::new(), Some(11));
    let snap = lobby(&tables, GameKind::Wizard, &[2, 3], 0).await;
    tables.command(snap.id, HOST, Verb::Start).await.unwrap();
    let s = tables.snapshot(snap.id).await.unwrap();
    let seat = s.full_state().unwrap().owed().iter().next().unwrap();
    let mv = s.full_state().unwrap().computer_move(seat, Level::Easy, 0).unwrap();
    let user = user_at(&s, seat).unwrap();
    tables.persist().fail_next("append", 1);
    let e = err(tables
        .command(
            s.id,
            user,
            Verb::Decide {
                drawn: s.drawn(),
                ask: Ask::Move(mv),
            },
        )
        .await);
    assert!(matches!(e, TableError::Storage(_)) && e.is_internal(), "{e:?}");
    assert_eq!(
        tables.snapshot(s.id).await.unwrap().full_state(),
        s.full_state(),
        "the game is unchanged"
    );
    let log = logs();
    let errors = error_lines(&log);
    assert_eq!(errors.len(), 1, "logged once:\n{log}");
    for part in [
        format!("game={}", s.id),
        format!("seat=Some({seat})"),
        "act_wizard".to_string(),
    ] {
        assert!(errors[0].contains(&part), "{part} in {}", errors[0]);
    }
    // No hidden information: the move itself (a bid or a card) is not in the line.
    assert!(!errors[0].contains(&format!("{mv:?}")), "{}", errors[0]);
    // A refusal is no internal failure and logs no error.
    let refused = err(tables
        .command(
            s.id,
            9999,
            Verb::Decide {
                drawn: s.drawn(),
                ask: Ask::Move(mv),
            },
        )
        .await);
    assert!(!refused.is_internal());
    assert_eq!(error_lines(&logs()).len(), 1, "a refusal logs no error");
    // The same move goes through once storage takes it again.
    tables
        .command(
            s.id,
            user,
            Verb::Decide {
                drawn: s.drawn(),
                ask: Ask::Move(mv),
            },
        )
        .await
        .unwrap();
}

#[tokio::test(start_paused = true)]
async fn a_deadline_storage_refuses_is_logged_and_carried_out_later() {
    let (_guard, log) = capture_logs();
    let tables = Tables::new(MemoryLog::new(), Some(12));
    let snap = lobby(&tables, GameKind::Wizard, &[2], 1).await;
    tables.command(snap.id, HOST, Verb::Start).await.unwrap();
    let s = tables.snapshot(snap.id).await.unwrap();
    tables.persist().fail_next("append", 1);
    tokio::time::sleep(Duration::from_secs(61)).await;
    assert_eq!(
        tables.snapshot(s.id).await.unwrap().version,
        s.version,
        "refused: nothing moved"
    );
    let text = log();
    let errors = error_lines(&text);
    assert_eq!(errors.len(), 1, "{text}");
    assert!(
        errors[0].contains(&format!("game={}", s.id)) && errors[0].contains("deadline"),
        "{}",
        errors[0]
    );
    // Tried again: the computer takes the late decision.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(
        tables.snapshot(s.id).await.unwrap().version > s.version,
        "the deadline was carried out"
    );
}

#[tokio::test]
async fn a_finishing_move_stands_when_its_results_cannot_be_written_yet() {
    let tables = Tables::new(MemoryLog::new(), Some(13));
    let snap = lobby(&tables, GameKind::Wizard, &[2], 1).await;
    tables.command(snap.id, HOST, Verb::Start).await.unwrap();
    tables.persist().fail_next("finish", 2);
    // `play_out` fails on any error: the move that ends the game is reported done.
    let end = play_out(&tables, snap.id).await;
    assert_eq!(end.status, GameStatus::Finished);
    assert!(tables.persist().results(snap.id).is_empty(), "not written yet");
    // The results are written by the retries (after 200 ms and 400 ms).
    for _ in 0..50 {
        if !tables.persist().results(snap.id).is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let results = tables.persist().results(snap.id);
    assert_eq!(results.len(), 3);
    let totals: Vec<i64> = results.iter().map(|r| r.points).collect();
    assert_eq!(totals, end.full_state().unwrap().totals());
}

on_both_backends! {
    #[tokio::test]
    async fn a_finished_game_without_results_gets_them_at_start_up(db) {
        let url = db.url.clone();
        let (id, totals) = {
            let tables = Tables::new(Store::open(&url).await.unwrap(), Some(14));
            let snap = lobby(&tables, GameKind::Dice, &[2], 1).await;
            tables.command(snap.id, HOST, Verb::Start).await.unwrap();
            let end = play_out(&tables, snap.id).await;
            assert_eq!(end.status, GameStatus::Finished);
            (snap.id, end.full_state().unwrap().totals())
        };
        let store = Store::open(&url).await.unwrap();
        // A database whose results rows were lost (an older version, a hand edit).
        query("DELETE FROM results").execute(store.db()).await.unwrap();
        assert_eq!(store.finished_without_results().await.unwrap().len(), 1);
        let tables = Tables::new(store.clone(), Some(15));
        tables.restore().await.unwrap();
        assert!(store.finished_without_results().await.unwrap().is_empty());
        let points: Vec<i64> = query("SELECT points FROM results WHERE game_id = ? ORDER BY seat")
            .bind(id)
            .scalars(store.db())
            .await
            .unwrap();
        assert_eq!(points, totals, "the results derived from the event log");
    }
}

on_both_backends! {
    /// Someone who leaves a running game keeps a result (#16), and it is their
    /// own play (#60): their seat's points when they left (none here: they
    /// left before a round ended), last place, no win, marked as left and
    /// unfinished, counted on the boards; never what the computer made of
    /// the seat after them; across a restart too.
    #[tokio::test]
    async fn a_player_who_leaves_keeps_the_result_of_their_own_play(db) {
        let url = db.url.clone();
        let id;
        {
            let tables = Tables::new(Store::open(&url).await.unwrap(), Some(16));
            let s = lobby(&tables, GameKind::Wizard, &[2, 3], 0).await;
            id = s.id;
            tables.command(id, HOST, Verb::Start).await.unwrap();
            tables.command(id, 3, Verb::LeaveGame).await.unwrap();
            let s = tables.snapshot(id).await.unwrap();
            assert_eq!(s.seats[2], SeatOwner::Computer, "a computer plays the seat on");
        }
        // The seat's leaver is remembered over a restart.
        let tables = Tables::new(Store::open(&url).await.unwrap(), Some(17));
        assert_eq!(tables.restore().await.unwrap(), 1);
        let end = play_out(&tables, id).await;
        assert_eq!(end.status, GameStatus::Finished);
        let store = tables.persist();
        let left = store
            .stats(3, GameKind::Wizard, wizard_bot::store::Scope::Global, None)
            .await
            .unwrap()
            .expect("the leaver has a result");
        assert_eq!((left.games, left.leaves), (1, 1));
        let stayed = store
            .stats(2, GameKind::Wizard, wizard_bot::store::Scope::Global, None)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(stayed.leaves, 0);
        // Three people were rated, the leaver among them.
        assert!(left.rating.is_some() && stayed.rating.is_some());
        assert_eq!(left.points, 0, "their own play: no round ended before they left");
        assert_eq!(left.wins, 0);
        let rows = store.results(id).await.unwrap();
        assert!(rows[2].unfinished && rows[2].left && !rows[2].won);
        assert_eq!(rows[2].place, 3, "a drop ranks last");
        let places: Vec<i64> = rows[..2].iter().map(|r| r.place).collect();
        assert!(places.contains(&1), "the two who played rank among themselves: {places:?}");
        assert!(rows[..2].iter().all(|r| !r.unfinished));
        // Bids against tricks, per round, as /stats shows them.
        let Some(Game::Wizard(g)) = end.full_state() else {
            panic!("a card game")
        };
        let rounds = g.history().len() as f64;
        let bids: f64 = g.history().iter().map(|r| f64::from(r.bids[1])).sum();
        let tricks: f64 = g.history().iter().map(|r| f64::from(r.tricks[1])).sum();
        assert!((stayed.average_bid - bids / rounds).abs() < 1e-9);
        assert!((stayed.average_tricks - tricks / rounds).abs() < 1e-9);
    }
}

/// A computer player thinks without its table's lock: while its search
/// runs (here held for as long as the test likes), the table answers its
/// people at once — a look at it, a refused move — and the computer's move
/// comes when the search ends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_is_answered_while_a_computer_player_thinks() {
    let tables = Tables::new(MemoryLog::new(), Some(11));
    tables.pace_computers(Duration::from_millis(1));
    let mut changes = tables.subscribe();
    let options = TableOptions::defaults(GameKind::Wizard);
    let snap = tables
        .create(GameKind::Wizard, Some(1), 79, HOST, options)
        .await
        .unwrap();
    for _ in 0..2 {
        tables
            .command(snap.id, HOST, Verb::AddComputer(Level::Hard))
            .await
            .unwrap();
    }
    let mut last = tables.command(snap.id, HOST, Verb::Start).await.unwrap().snapshot;
    // Until a computer owes the next decision (the host plays when it is theirs).
    while last.full_state().unwrap().owed().contains(0) {
        last = play_baseline(&tables, &last, 0).await.snapshot;
    }
    let held = wizard_bot::table::hold_searches().await;
    while changes.try_recv().is_ok() {}
    // The computer's step starts (a pace of 1 ms) and waits on its search.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let looked = tokio::time::timeout(Duration::from_secs(5), tables.snapshot(snap.id))
        .await
        .expect("the table answers while its computer thinks")
        .unwrap();
    assert_eq!(looked.version, last.version, "no computer move yet");
    // The computer's own move, tried by the host: not their turn.
    let game = last.full_state().unwrap();
    let thinking = game.owed().iter().next().unwrap();
    let mv = game.computer_move(thinking, Level::Easy, 0).unwrap();
    let out_of_turn = Verb::Decide {
        drawn: last.drawn(),
        ask: Ask::Move(mv),
    };
    let refused = tokio::time::timeout(Duration::from_secs(5), tables.command(snap.id, HOST, out_of_turn))
        .await
        .expect("a move out of turn is refused at once");
    assert!(refused.is_err(), "not the host's turn");
    drop(held);
    let moved = tokio::time::timeout(Duration::from_secs(30), changes.recv())
        .await
        .expect("the computer moves once its search ends")
        .unwrap();
    assert!(moved.version > last.version);
}

/// Paced computer players: a person's move is stored and answered with no
/// computer move made; then each computer player moves on its own, a pace
/// after the move before, each move its own durable step and its own change
/// for the listener. (Tokio's clock is paused: the pace is measured exactly.)
#[tokio::test(start_paused = true)]
async fn paced_computer_players_move_one_at_a_time_after_the_person() {
    let tables = Tables::new(MemoryLog::new(), Some(5));
    let pace = Duration::from_millis(700);
    tables.pace_computers(pace);
    let mut changes = tables.subscribe();
    let options = TableOptions::defaults(GameKind::Wizard);
    let snap = tables
        .create(GameKind::Wizard, Some(1), 78, HOST, options)
        .await
        .unwrap();
    for _ in 0..3 {
        tables
            .command(snap.id, HOST, Verb::AddComputer(Level::Easy))
            .await
            .unwrap();
    }
    let mut last = tables.command(snap.id, HOST, Verb::Start).await.unwrap().snapshot;
    while changes.try_recv().is_ok() {}
    let mut computer_moves = 0;
    for _ in 0..3 {
        // The computers move until the host owes a decision: one change per move, a pace apart.
        let mut at = tokio::time::Instant::now();
        while !last.full_state().unwrap().owed().contains(0) && !last.full_state().unwrap().is_over() {
            let next = tokio::time::timeout(Duration::from_secs(30), changes.recv())
                .await
                .expect("a computer moves")
                .unwrap();
            assert!(
                tokio::time::Instant::now() - at >= pace,
                "a computer moved before its pace"
            );
            assert!(next.version > last.version, "each change is a stored step");
            assert_eq!(
                tables.persist().events(snap.id).await.unwrap().len() as u64,
                next.version,
                "the change is durable before it is told"
            );
            computer_moves += 1;
            at = tokio::time::Instant::now();
            last = next;
        }
        if last.full_state().unwrap().is_over() {
            break;
        }
        // The host's move is answered with no computer move made: one step, the host's own.
        let before = last.version as usize;
        last = play_baseline(&tables, &last, 0).await.snapshot;
        let events = tables.persist().events(snap.id).await.unwrap();
        let players: Vec<Option<u64>> = events[before..]
            .iter()
            .map(|e| {
                e.as_object()
                    .and_then(|o| o.values().next())
                    .and_then(|v| v["player"].as_u64())
            })
            .collect();
        // The host's move, then only what no one decides: chance (a deal),
        // and when the host's card made the round's last trick next, that
        // whole trick (everyone's last card plays itself). No computer has
        // decided yet.
        assert_eq!(players[0], Some(0), "{players:?}");
        let forced: Vec<&serde_json::Value> = events[before + 1..]
            .iter()
            .zip(&players[1..])
            .filter(|(_, p)| p.is_some())
            .map(|(e, _)| e)
            .collect();
        let n = last.full_state().unwrap().players();
        assert!(forced.is_empty() || forced.len() == n, "{players:?}");
        assert!(forced.iter().all(|e| e.get("play").is_some()), "{forced:?}");
        while changes.try_recv().is_ok() {}
    }
    assert!(computer_moves >= 6, "only {computer_moves} computer moves");
}

/// #52: a click that comes just after a game ended (a double click, an old
/// panel) is refused with the game as it ended, and a finished game is drawn
/// again without reading or replaying it: here storage refuses every read,
/// and both still answer.
#[tokio::test]
async fn a_game_that_just_ended_is_refused_and_drawn_without_reading_storage() {
    let tables = Tables::new(MemoryLog::new(), Some(3));
    let snap = lobby(&tables, GameKind::Wizard, &[2000], 1).await;
    tables.command(snap.id, HOST, Verb::Start).await.unwrap();
    let end = play_out(&tables, snap.id).await;
    assert_eq!(end.status, GameStatus::Finished);
    for op in ["game", "events"] {
        tables.persist().fail_next(op, 100);
    }
    let late = Verb::Decide {
        drawn: end.drawn(),
        ask: Ask::CardAt(0),
    };
    let refused = tables.decide(snap.id, 2000, late).await.unwrap_err();
    assert_eq!(refused.error, TableError::GameOver);
    let (now, seat) = refused.now.expect("the game as it ended");
    assert_eq!(
        (now.version, now.status, seat),
        (end.version, GameStatus::Finished, Some(1))
    );
    assert_eq!(tables.ended(snap.id).await.unwrap().version, end.version);
    // A game that ended long ago (not kept) is read back as before: here the reads fail.
    assert!(tables.ended(snap.id + 1000).await.is_err());
}
