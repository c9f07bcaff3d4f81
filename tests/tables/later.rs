//! Moves left for later at a turn-based table (#86): a bid left while
//! others bid is made the moment the turn comes, over a restart; one that is
//! no longer allowed then is dropped and kept to be told, the turn waiting
//! for its person; a card left for later is played or dropped as the rules
//! then say; a seat that goes to the computer keeps nothing; a live table
//! has none.

use wizard_bot::engine::wizard::Action;
use wizard_bot::store::{GameKind, Store};
use wizard_bot::table::model::test_clock;
use wizard_bot::table::{Ask, Game, Level, Move, SeatOwner, Snapshot, TableError, TableOptions, Tables, Verb};

const T0: i64 = 1_800_000_000_000;

fn bid(n: u8) -> Option<Ask> {
    Some(Ask::Move(Move::Wizard(Action::Bid(n))))
}

fn user_at(s: &Snapshot, seat: usize) -> i64 {
    match s.seats[seat] {
        SeatOwner::Human(u) => u,
        SeatOwner::Computer => panic!("seat {seat} is a computer's"),
    }
}

fn owed(s: &Snapshot) -> usize {
    s.full_state().unwrap().owed().iter().next().expect("someone owes")
}

async fn decide<P: wizard_bot::table::TableStore>(t: &Tables<P>, s: &Snapshot, mv: Move) -> Snapshot {
    let seat = owed(s);
    let verb = Verb::Decide {
        drawn: s.drawn(),
        ask: Ask::Move(mv),
    };
    t.command(s.id, user_at(s, seat), verb).await.unwrap().snapshot
}

on_both_backends! {
    #[tokio::test]
    async fn a_move_left_for_later_is_made_when_the_turn_comes_or_dropped_with_a_word(db) {
        test_clock::set_now(T0);
        let url = db.url.clone();
        let t = Tables::new(Store::open(&url).await.unwrap(), Some(86));
        let mut options = TableOptions::defaults(GameKind::Wizard);
        options.turn_based = Some(24);
        options.variants.covered_bids = false;
        options.variants.plus_minus_one = true;
        let others = vec![(SeatOwner::Human(2), Level::Normal), (SeatOwner::Human(3), Level::Normal)];
        let s = t.create_seated(GameKind::Wizard, Some(1), 10, 1, options, others).await.unwrap();
        let s = t.command(s.id, 1, Verb::Start).await.unwrap().snapshot;
        let Game::Wizard(g) = s.full_state().unwrap() else { panic!("a card game") };
        let dealer = g.dealer();
        let first = owed(&s);
        assert_eq!(first, (dealer + 1) % 3);
        let second = (dealer + 2) % 3;
        let later = |s: &Snapshot, seat: usize, ask| {
            let verb = Verb::Later { drawn: s.drawn(), ask };
            (s.id, user_at(s, seat), verb)
        };
        // Round 1 has one card: a bid of 2 is no bid of this round; nor is a
        // stay, or a move at a table that is not turn-based (below).
        let (id, user, verb) = later(&s, second, bid(2));
        assert!(matches!(t.command(id, user, verb).await, Err(TableError::NotLater)));
        // The second bidder leaves 0; the dealer leaves 1, which Plus/Minus
        // One will forbid once the others bid 0 (0 + 0 + 1 = the one trick).
        let (id, user, verb) = later(&s, second, bid(0));
        let s = t.command(id, user, verb).await.unwrap().snapshot;
        assert_eq!(s.later[second], Some(Move::Wizard(Action::Bid(0))));
        let (id, user, verb) = later(&s, dealer, bid(1));
        let s = t.command(id, user, verb).await.unwrap().snapshot;
        assert_eq!(s.later[dealer], Some(Move::Wizard(Action::Bid(1))));
        assert_eq!(owed(&s), first, "leaving a move for later moves nobody");
        // Kept over a restart.
        drop(t);
        let t = Tables::new(Store::open(&url).await.unwrap(), Some(86));
        t.restore().await.unwrap();
        let s = t.snapshot(s.id).await.unwrap();
        assert_eq!(s.later[second], Some(Move::Wizard(Action::Bid(0))));
        assert_eq!(s.later[dealer], Some(Move::Wizard(Action::Bid(1))));
        // The first bids 0: the second's 0 is made at once, the dealer's 1 is
        // forbidden then and dropped, kept to be told; the turn waits for the dealer.
        let before = s.version;
        let s = decide(&t, &s, Move::Wizard(Action::Bid(0))).await;
        let Game::Wizard(g) = s.full_state().unwrap() else { panic!() };
        assert_eq!(g.bids()[second], Some(0), "made when its turn came");
        assert_eq!(s.version, before + 2, "the first's bid and the second's, each logged");
        assert_eq!(s.later[second], None);
        assert_eq!(owed(&s), dealer, "the dealer's forbidden bid waits for them");
        assert_eq!(s.later[dealer], None);
        assert_eq!(s.dropped[dealer], Some(Move::Wizard(Action::Bid(1))));
        assert!(s.clocks[dealer].since.is_some(), "their clock runs");
        // Told until they move; their own bid clears it.
        let s = decide(&t, &s, Move::Wizard(Action::Bid(0))).await;
        assert_eq!(s.dropped[dealer], None);

        // Play on to round 2's bidding, then leave a card for the first trick.
        let mut s = s;
        let id = s.id;
        while s.full_state().unwrap().round() < 2 {
            s = t.snapshot(id).await.unwrap();
            if s.full_state().unwrap().round() >= 2 {
                break;
            }
            let seat = owed(&s);
            let mv = s.full_state().unwrap().computer_move(seat, Level::Easy, 1).unwrap();
            s = decide(&t, &s, mv).await;
        }
        let Game::Wizard(g) = s.full_state().unwrap() else { panic!() };
        let leader = (g.dealer() + 1) % 3;
        let follower = (leader + 1) % 3;
        while s.full_state().is_some_and(|g| matches!(g, Game::Wizard(w) if w.bids()[follower].is_none())) {
            let seat = owed(&s);
            let mv = s.full_state().unwrap().computer_move(seat, Level::Easy, 2).unwrap();
            s = decide(&t, &s, mv).await;
        }
        let Game::Wizard(g) = s.full_state().unwrap() else { panic!() };
        let card = g.hand(follower).cards().next().unwrap();
        // The card is named by its place in the sorted hand, never by itself.
        let (id, user, verb) = later(&s, follower, Some(Ask::CardAt(0)));
        let mut s = t.command(id, user, verb).await.unwrap().snapshot;
        assert_eq!(s.later[follower], Some(Move::Wizard(Action::Play(card))));
        // The others bid and the leader leads; then the follower's card is
        // played if they may play it, else dropped and the turn waits for them.
        let mut allowed = None;
        loop {
            let Game::Wizard(g) = s.full_state().unwrap() else { panic!() };
            if !g.hand(follower).contains(card) || s.dropped[follower].is_some() {
                break;
            }
            let seat = owed(&s);
            assert_ne!(seat, follower, "asked while their card was left for later");
            let mv = s.full_state().unwrap().computer_move(seat, Level::Easy, 3).unwrap();
            let mut after = s.full_state().unwrap().clone();
            after.apply(seat, mv).unwrap();
            if after.owed().contains(follower) {
                allowed = Some(after.check(follower, Move::Wizard(Action::Play(card))).is_ok());
            }
            s = decide(&t, &s, mv).await;
        }
        let Game::Wizard(g) = s.full_state().unwrap() else { panic!() };
        match allowed.expect("the leader led") {
            true => {
                assert!(!g.hand(follower).contains(card), "played when the turn came");
                assert_eq!(s.dropped[follower], None);
            }
            false => {
                assert!(g.hand(follower).contains(card));
                assert_eq!(s.dropped[follower], Some(Move::Wizard(Action::Play(card))));
                assert_eq!(owed(&s), follower, "the turn waits for them");
            }
        }
        assert_eq!(s.later[follower], None);

        // A seat that goes to the computer keeps no one's move for later.
        let s = t.snapshot(id).await.unwrap();
        let Game::Wizard(g) = s.full_state().unwrap() else { panic!() };
        let waiting = owed(&s);
        let someone = (0..3).find(|&x| x != waiting && !g.hand(x).is_empty()).unwrap();
        let (sid, user, verb) = later(&s, someone, Some(Ask::CardAt(0)));
        let s = t.command(sid, user, verb).await.unwrap().snapshot;
        assert!(s.later[someone].is_some());
        let s = t.command(id, user, Verb::LeaveGame).await.unwrap().snapshot;
        assert_eq!(s.later[someone], None, "the computer plays its own moves");

        // A live table leaves nothing for later.
        let mut live = TableOptions::defaults(GameKind::Wizard);
        live.turn_based = None;
        let others = vec![(SeatOwner::Human(5), Level::Normal), (SeatOwner::Human(6), Level::Normal)];
        let l = t.create_seated(GameKind::Wizard, Some(1), 11, 4, live, others).await.unwrap();
        let l = t.command(l.id, 4, Verb::Start).await.unwrap().snapshot;
        let not_first = (0..3).find(|&x| x != owed(&l)).unwrap();
        let (lid, user, verb) = later(&l, not_first, bid(0));
        assert!(matches!(t.command(lid, user, verb).await, Err(TableError::NotTurnBased)));
    }
}

/// The dice game at a turn-based table (#86): after a roll everyone still
/// in decides at once, each with their own clock; a Seer who rolls again
/// before the others have left or stayed has the roll kept, their clock
/// stopped, and made the moment the last of them decides.
#[tokio::test]
async fn after_a_roll_everyone_decides_at_once_and_the_seers_next_roll_waits_for_them() {
    use wizard_bot::engine::dice::Phase;
    test_clock::set_now(T0);
    let t = Tables::new(wizard_bot::table::MemoryLog::new(), Some(86));
    let mut options = TableOptions::defaults(GameKind::Dice);
    options.turn_based = Some(24);
    let others = vec![
        (SeatOwner::Human(2), Level::Normal),
        (SeatOwner::Human(3), Level::Normal),
    ];
    let s = t
        .create_seated(GameKind::Dice, Some(1), 12, 1, options, others)
        .await
        .unwrap();
    let mut s = t.command(s.id, 1, Verb::Start).await.unwrap().snapshot;
    let after_roll = |s: &Snapshot| matches!(s.full_state(), Some(Game::Dice(g)) if *g.phase() == Phase::AfterRoll && !g.turn().may.is_empty());
    let mut n = 0;
    while !after_roll(&s) {
        n += 1;
        assert!(n < 200, "a roll others may leave on");
        let seat = owed(&s);
        let mv = s.full_state().unwrap().computer_move(seat, Level::Easy, n).unwrap();
        s = decide(&t, &s, mv).await;
    }
    let game = s.full_state().unwrap();
    let seer = owed(&s);
    let may: Vec<usize> = game.turn().may.iter().collect();
    // Every clock runs at once: the Seer's and each who may leave.
    let running: Vec<usize> = t
        .turn_clocks()
        .iter()
        .filter(|c| c.game == s.id)
        .map(|c| c.seat)
        .collect();
    assert!(
        running.contains(&seer) && may.iter().all(|m| running.contains(m)),
        "{running:?} {may:?}"
    );
    assert_eq!(s.stay.iter().collect::<Vec<_>>(), may, "each is offered Stay in");
    // The Seer decides first: kept, not made; their clock stands.
    let mv = game.computer_move(seer, Level::Easy, 7).unwrap();
    let kept = decide(&t, &s, mv).await;
    assert_eq!(kept.version, s.version, "nothing made yet");
    assert_eq!(kept.later[seer], Some(mv));
    assert!(
        !t.turn_clocks().iter().any(|c| c.game == s.id && c.seat == seer),
        "the Seer's clock stands"
    );
    // Each of the others stays in; when the last does, the Seer's decision is made.
    let mut now = kept;
    for (i, &m) in may.iter().enumerate() {
        let verb = Verb::Decide {
            drawn: now.drawn(),
            ask: Ask::Stay,
        };
        now = t.command(now.id, user_at(&now, m), verb).await.unwrap().snapshot;
        match i + 1 == may.len() {
            false => assert_eq!(now.later[seer], Some(mv), "still waiting for the others"),
            true => {
                assert_eq!(now.later[seer], None, "made");
                assert!(now.version > s.version, "the Seer's decision is logged");
            }
        }
    }
}
