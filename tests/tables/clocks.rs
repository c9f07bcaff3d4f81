//! Turn-based tables' clocks in the table layer (#79), with its clock moved:
//! a move adds a move's time up to two moves' worth, the host's pause stops
//! every clock and the deadline, and a clock that runs out is played by the
//! autopilot.

use wizard_bot::store::{GameKind, GameStatus};
use wizard_bot::table::model::test_clock;
use wizard_bot::table::{Ask, Level, MemoryLog, SeatOwner, Snapshot, TableError, TableOptions, Tables, Verb};

const HOUR: i64 = 3_600_000;
const T0: i64 = 1_800_000_000_000;

/// The test clock runs on from where it is set (by the machine's clock):
/// times are compared to the second.
fn near(got: Option<i64>, want: i64) -> bool {
    got.is_some_and(|g| (g - want).abs() < 1_000)
}

/// The person owing at `s` makes the Easy computer's move for their seat.
async fn move_for(t: &Tables<MemoryLog>, s: &Snapshot) -> Snapshot {
    let game = s.full_state().unwrap();
    let seat = game.owed().iter().next().expect("someone owes");
    let SeatOwner::Human(user) = s.seats[seat] else {
        panic!("a person owes")
    };
    let mv = game.computer_move(seat, Level::Easy, 0).unwrap();
    let verb = Verb::Decide {
        drawn: s.drawn(),
        ask: Ask::Move(mv),
    };
    t.command(s.id, user, verb).await.unwrap().snapshot
}

#[tokio::test]
async fn a_move_adds_time_up_to_two_moves_and_the_host_pauses_every_clock() {
    test_clock::set_now(T0);
    let t = Tables::new(MemoryLog::new(), Some(7));
    let mut options = TableOptions::defaults(GameKind::Wizard);
    options.turn_based = Some(24);
    let others = vec![
        (SeatOwner::Human(2), Level::Normal),
        (SeatOwner::Human(3), Level::Normal),
    ];
    let s = t
        .create_seated(GameKind::Wizard, Some(1), 10, 1, options, others)
        .await
        .unwrap();
    let s = t.command(s.id, 1, Verb::Start).await.unwrap().snapshot;
    // A move's time to begin with, for everyone; the first to bid runs from the start.
    assert!(s.clocks.iter().all(|c| c.left_ms == 24 * HOUR), "{:?}", s.clocks);
    let first = s.full_state().unwrap().owed().iter().next().unwrap();
    assert!(near(s.clocks[first].since, T0), "{:?}", s.clocks);
    assert!(near(s.deadline_ms, T0 + 24 * HOUR));
    // Ten hours later they bid: 14 h left and a move's 24 h added.
    test_clock::set_now(T0 + 10 * HOUR);
    let listed = t.turn_clocks();
    let theirs = *listed.iter().find(|c| c.seat == first).expect("their clock listed");
    assert!(t.turn_runs(&theirs));
    let s = move_for(&t, &s).await;
    assert_eq!(s.clocks[first].since, None);
    // The clock a pass listed before the move no longer runs (its turn is
    // not told), and the next seat's does.
    assert!(!t.turn_runs(&theirs), "a turn taken still runs");
    let next = s.full_state().unwrap().owed().iter().next().unwrap();
    assert!(t.turn_clocks().iter().any(|c| c.seat == next && t.turn_runs(c)));
    assert!(near(Some(s.clocks[first].left_ms), 38 * HOUR), "{:?}", s.clocks);
    // The next bids at once: 24 h + 24 h, capped at two moves' worth (48 h).
    let second = s.full_state().unwrap().owed().iter().next().unwrap();
    assert!(near(s.clocks[second].since, T0 + 10 * HOUR));
    test_clock::set_now(T0 + 10 * HOUR + 60_000);
    let s = move_for(&t, &s).await;
    assert!(
        near(Some(s.clocks[second].left_ms), 48 * HOUR - 60_000),
        "{:?}",
        s.clocks
    );
    // Only the host pauses; a live table has nothing to pause.
    let third = s.full_state().unwrap().owed().iter().next().unwrap();
    let guest = if third == 1 { 3 } else { 2 };
    assert!(matches!(
        t.command(s.id, guest, Verb::Pause(true)).await,
        Err(TableError::NotHost)
    ));
    test_clock::set_now(T0 + 12 * HOUR);
    let paused = t.command(s.id, 1, Verb::Pause(true)).await.unwrap().snapshot;
    assert!(near(paused.paused, T0 + 12 * HOUR));
    assert_eq!(paused.deadline_ms, None, "no deadline while paused");
    assert!(paused.clocks.iter().all(|c| c.since.is_none()));
    let left = paused.clocks[third].left_ms;
    assert!(near(Some(left), 24 * HOUR - (2 * HOUR - 60_000)), "{left}");
    assert!(t.turn_clocks().is_empty(), "nothing for the sweep");
    // A week later nothing ran out; resumed, the clock runs on from what it had.
    test_clock::set_now(T0 + 7 * 24 * HOUR);
    assert!(t.sweep_clocks().await.is_empty());
    let resumed = t.command(s.id, 1, Verb::Pause(false)).await.unwrap().snapshot;
    assert_eq!(resumed.paused, None);
    let since = resumed.clocks[third].since.expect("running again");
    assert!(near(Some(since), T0 + 7 * 24 * HOUR));
    assert_eq!(resumed.deadline_ms, Some(since + left), "it runs on from what it had");
    // It runs out: the autopilot bids for them, once, and it is stored.
    test_clock::set_now(since + left);
    let ran = t.sweep_clocks().await;
    assert_eq!(ran.len(), 1);
    assert_eq!((ran[0].clock.seat, ran[0].in_a_row, ran[0].for_good), (third, 1, false));
    let after = t.snapshot(s.id).await.unwrap();
    assert!(after.version > resumed.version);
    assert_eq!(after.status, GameStatus::Running);
    assert!(
        near(Some(after.clocks[third].left_ms), 24 * HOUR),
        "a run-out leaves a move's time"
    );
    assert!(t.sweep_clocks().await.is_empty(), "once");
    let mut live = TableOptions::defaults(GameKind::Wizard);
    live.turn_based = None;
    let others = vec![
        (SeatOwner::Human(5), Level::Normal),
        (SeatOwner::Human(6), Level::Normal),
    ];
    let l = t
        .create_seated(GameKind::Wizard, Some(1), 11, 4, live, others)
        .await
        .unwrap();
    t.command(l.id, 4, Verb::Start).await.unwrap();
    assert!(matches!(
        t.command(l.id, 4, Verb::Pause(true)).await,
        Err(TableError::NotTurnBased)
    ));
}

/// The machine's clock steps while a person's clock runs (an NTP
/// correction, a VM resumed): an hour back, and nothing runs out early nor
/// does anyone gain beyond two moves' time; then a day forward, past their
/// clock's stored end, and the next sweep plays their turn and the game goes on.
#[tokio::test]
async fn clocks_hold_their_stored_times_when_the_machine_clock_steps() {
    test_clock::set_now(T0);
    let t = Tables::new(MemoryLog::new(), Some(8));
    let mut options = TableOptions::defaults(GameKind::Wizard);
    options.turn_based = Some(24);
    let others = vec![
        (SeatOwner::Human(2), Level::Normal),
        (SeatOwner::Human(3), Level::Normal),
    ];
    let s = t
        .create_seated(GameKind::Wizard, Some(1), 10, 1, options, others)
        .await
        .unwrap();
    let s = t.command(s.id, 1, Verb::Start).await.unwrap().snapshot;
    let first = s.full_state().unwrap().owed().iter().next().unwrap();
    test_clock::step_wall(-HOUR);
    assert!(
        t.sweep_clocks().await.is_empty(),
        "nothing runs out when the clock steps back"
    );
    let s = move_for(&t, &s).await;
    assert!(s.clocks[first].left_ms <= 48 * HOUR, "{:?}", s.clocks);
    let second = s.full_state().unwrap().owed().iter().next().unwrap();
    let v = s.version;
    test_clock::step_wall(25 * HOUR);
    let ran = t.sweep_clocks().await;
    assert_eq!(ran.len(), 1, "the clock past its stored end runs out");
    assert_eq!(ran[0].clock.seat, second);
    let s = t.snapshot(s.id).await.unwrap();
    assert!(s.version > v, "the autopilot played the turn");
    assert_eq!(s.status, GameStatus::Running);
}

/// A whole 4-player turn-based card game (and the same deals at a live
/// table): every turn a person is asked to play a card has a choice; the
/// cards that were their only legal one played themselves (#86).
#[tokio::test]
async fn a_turn_based_table_plays_each_only_legal_card_itself() {
    use wizard_bot::table::Game;
    /// (turns people were asked for a card, of them with one legal card, bids).
    async fn play(turn_based: Option<u32>) -> (usize, usize, usize) {
        test_clock::set_now(T0);
        let t = Tables::new(MemoryLog::new(), Some(86));
        let mut options = TableOptions::defaults(GameKind::Wizard);
        options.turn_based = turn_based;
        let others = (2..=4).map(|u| (SeatOwner::Human(u), Level::Normal)).collect();
        let s = t
            .create_seated(GameKind::Wizard, Some(1), 10, 1, options, others)
            .await
            .unwrap();
        let mut s = t.command(s.id, 1, Verb::Start).await.unwrap().snapshot;
        let (mut cards, mut only, mut bids) = (0, 0, 0);
        for n in 0.. {
            let Some(game) = s.full_state() else { break };
            if game.is_over() {
                break;
            }
            let seat = game.owed().iter().next().expect("someone owes");
            let Game::Wizard(g) = game else { panic!("a card game") };
            match g.legal_cards(seat).distinct_len() {
                0 => bids += 1,
                1 => {
                    cards += 1;
                    only += 1
                }
                _ => cards += 1,
            }
            let SeatOwner::Human(user) = s.seats[seat] else {
                panic!("a person owes")
            };
            let mv = s.full_state().unwrap().computer_move(seat, Level::Easy, n).unwrap();
            let verb = Verb::Decide {
                drawn: s.drawn(),
                ask: Ask::Move(mv),
            };
            s = t.command(s.id, user, verb).await.unwrap().snapshot;
        }
        assert_eq!(s.status, GameStatus::Finished);
        (cards, only, bids)
    }
    let (cards, only, bids) = play(Some(1)).await;
    assert_eq!(only, 0, "no person is asked to play their only legal card");
    let (live_cards, live_only, live_bids) = play(None).await;
    assert!(live_only > 0, "a live table asks for them (the hand's last card aside)");
    assert_eq!(bids, 60, "every bid is a person's");
    assert_eq!(live_bids, 60);
    // The forced cards beyond each hand's last: people take fewer turns.
    assert!(cards < live_cards, "{cards} turn-based, {live_cards} live");
    assert!(bids + cards <= 480 - 40, "{} turns from people", bids + cards);
    // The lobby's estimate of the waits is near what was played (within 5 %).
    let mut options = TableOptions::defaults(GameKind::Wizard);
    options.turn_based = Some(1);
    let (waits, within, days) = options.turn_based_length(GameKind::Wizard, 4).unwrap();
    let played = (bids + cards) as i64;
    assert!(
        (i64::from(waits) - played).abs() * 20 <= played,
        "{waits} estimated, {played} played"
    );
    assert_eq!(
        (within, days),
        (1, waits.div_ceil(24)),
        "an hour a wait at an hour a move"
    );
    options.variants.covered_bids = true;
    let (covered, _, _) = options.turn_based_length(GameKind::Wizard, 4).unwrap();
    assert_eq!(covered, waits - 45, "a round's bids are one wait");
    assert!(covered <= 400);
    assert_eq!(options.turn_based_length(GameKind::Dice, 4), None);
    options.turn_based = None;
    assert_eq!(options.turn_based_length(GameKind::Wizard, 4), None);
    eprintln!(
        "turns from people: {} turn-based, {} live",
        bids + cards,
        live_bids + live_cards
    );
}
