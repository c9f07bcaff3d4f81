//! Moves left for later over simulated days (#86), the real bot against the
//! fake Discord: a person who is not to move opens their hand from the
//! table, picks a bid for later (the hand says so and offers to take it
//! back); it is kept over a restart and made the moment their turn comes,
//! no message to them; one the rules forbid by then is dropped, and their
//! turn's DM says so and asks again.

use serde_json::json;

use super::e2e::E2e;
use super::fake_discord::server::{Msg, payload_text};
use super::turns::{ANA, BEN, CAL, START, at, description, dms, dms_become, hand_opened_on, looked, table_of};
use wizard_bot::engine::wizard::{Action, Phase};
use wizard_bot::table::{Game, Move, SeatOwner};

/// The person at `seat` of `game`.
async fn person_at(e: &E2e, game: i64, seat: usize) -> u64 {
    let s = e.bot().tables.snapshot(game).await.unwrap();
    match s.seats[seat] {
        SeatOwner::Human(u) => u as u64,
        SeatOwner::Computer => panic!("a computer at {seat}"),
    }
}

/// `user` clicks the button of `panel` whose id ends with `code` (":b0", ":lb1").
async fn click_code(e: &E2e, user: u64, panel: &Msg, code: &str) -> Msg {
    let id = panel
        .components()
        .into_iter()
        .map(|(id, _, _)| id)
        .find(|id| id.ends_with(code))
        .unwrap_or_else(|| panic!("no {code} on {}", panel.body));
    e.click(user, panel.id, &id).await;
    e.last_ephemeral(user).expect("the panel")
}

/// `user` bids `n` from their hand, opened from `message` (a turn DM, the table).
async fn bid_from(e: &E2e, user: u64, message: &Msg, game: i64, n: u8) {
    let (panel, _) = hand_opened_on(e, user, message, game).await;
    click_code(e, user, &panel, &format!(":b{n}")).await;
}

/// `user` bids `n` from their hand, opened from the table.
async fn bid_at_table(e: &E2e, user: u64, game: i64, n: u8) {
    let table = table_of(e, game).expect("the table");
    bid_from(e, user, &table, game, n).await;
}

/// The round `game` is in, once it is `round`.
async fn round_becomes(e: &E2e, game: i64, round: u32) {
    for _ in 0..200 {
        let s = e.bot().tables.snapshot(game).await.unwrap();
        if s.full_state().is_some_and(|g| g.round() == round) && table_of(e, game).is_some() {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("round {round} never came");
}

/// A turned-up Wizard has the dealer choose trump before anyone bids (the
/// deal's seed decides): they do, from their hand, and bidding begins.
async fn trump_chosen_first(e: &E2e, game: i64) {
    let choosing = |s: &wizard_bot::table::Snapshot| matches!(s.full_state(), Some(Game::Wizard(g)) if *g.phase() == Phase::ChoosingTrump);
    let s = e.bot().tables.snapshot(game).await.unwrap();
    if !choosing(&s) {
        return;
    }
    let Some(Game::Wizard(g)) = s.full_state() else {
        panic!("a card game")
    };
    let dealer = person_at(e, game, g.dealer()).await;
    let table = table_of(e, game).expect("the table");
    let (panel, _) = hand_opened_on(e, dealer, &table, game).await;
    let trump = panel
        .components()
        .into_iter()
        .map(|(id, _, _)| id)
        .find(|id| {
            id.rsplit(':')
                .next()
                .is_some_and(|code| code.len() == 2 && code.starts_with('t'))
        })
        .unwrap_or_else(|| panic!("no trump to choose on {}", panel.body));
    e.click(dealer, panel.id, &trump).await;
    // Ten minutes on: the dealer's next turn finds them away from the table
    // (a turn just after one's own move waits, as they are still there).
    at(wizard_bot::table::now_ms() + 10 * 60_000);
    for _ in 0..200 {
        if !choosing(&e.bot().tables.snapshot(game).await.unwrap()) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("trump was never chosen");
}

#[tokio::test]
async fn a_bid_left_for_later_is_made_when_the_turn_comes_over_a_restart_and_one_forbidden_by_then_is_asked_again() {
    at(START);
    let mut e = E2e::start_tuned(|c| c.rollover_every = Some(std::time::Duration::from_millis(20))).await;
    let options = json!([
        {"name": "pace", "type": 3, "value": "24"},
        {"name": "covered_bids", "type": 5, "value": false},
        {"name": "plus_minus_one", "type": 5, "value": true}
    ]);
    let (game, lobby) = e.new_wizard(ANA, options).await;
    e.lobby_click(BEN, lobby, game, "join").await;
    e.lobby_click(CAL, lobby, game, "join").await;
    e.start_game(ANA, lobby, game).await;
    e.fake
        .wait_until(10, "the round's table", |_| table_of(&e, game).is_some())
        .await;
    trump_chosen_first(&e, game).await;
    let s = e.bot().tables.snapshot(game).await.unwrap();
    let Some(Game::Wizard(g)) = s.full_state() else {
        panic!("a card game")
    };
    let dealer = g.dealer();
    let (first, second) = ((dealer + 1) % 3, (dealer + 2) % 3);
    let (first, second, last) = (
        person_at(&e, game, first).await,
        person_at(&e, game, second).await,
        person_at(&e, game, dealer).await,
    );

    // Round 1: the dealer, who bids last, opens their hand from the table.
    let table = table_of(&e, game).unwrap();
    let (panel, shown) = hand_opened_on(&e, last, &table, game).await;
    assert!(shown.contains("Not your turn yet: pick your next move now"), "{shown}");
    let panel = click_code(&e, last, &panel, ":lb1").await;
    let shown = payload_text(&panel.body);
    assert!(shown.contains("⏳ Left for later: a bid of 1."), "{shown}");
    assert!(shown.contains("Take back"), "{shown}");
    looked("later-hand", &panel);
    // The two before bid 0 each: with Plus/Minus One the dealer may not
    // bid 1 now (0 + 0 + 1 tricks = the one card). Dropped, and asked.
    let told_before = dms(&e, last, game).len();
    bid_at_table(&e, first, game, 0).await;
    bid_at_table(&e, second, game, 0).await;
    // (Their DM to choose trump first, when a Wizard was turned up, came before.)
    let told = dms_become(&e, last, game, told_before + 1).await;
    let told = &told[told_before..];
    let text = description(&told[0]);
    assert!(
        text.contains("What you left for later (a bid of 1) was not allowed when your turn came"),
        "{text}"
    );
    looked("later-dropped-dm", &told[0]);
    bid_from(&e, last, &told[0], game, 0).await;

    // Round 2 (round 1's one card each played itself): its dealer, who
    // bids last, leaves a bid of 2 for later.
    round_becomes(&e, game, 2).await;
    trump_chosen_first(&e, game).await;
    let s = e.bot().tables.snapshot(game).await.unwrap();
    let Some(Game::Wizard(g)) = s.full_state() else {
        panic!()
    };
    let dealer2 = g.dealer();
    let last2 = person_at(&e, game, dealer2).await;
    let table = table_of(&e, game).unwrap();
    // In German this time (their Discord's language).
    e.set_locale(last2, "de");
    let (panel, shown) = hand_opened_on(&e, last2, &table, game).await;
    assert!(shown.contains("Du bist noch nicht dran"), "{shown}");
    let panel = click_code(&e, last2, &panel, ":lb2").await;
    let shown = payload_text(&panel.body);
    assert!(shown.contains("⏳ Vorgemerkt: die Ansage 2."), "{shown}");
    assert!(shown.contains("Zurücknehmen"), "{shown}");
    looked("later-hand-de", &panel);
    // Kept over a restart.
    e.restart().await;
    let s = e.bot().tables.snapshot(game).await.unwrap();
    assert_eq!(s.later[dealer2], Some(Move::Wizard(Action::Bid(2))));
    let dms_before = dms(&e, last2, game).len();
    // The others bid 1 each (1 + 1 + 2 is not the round's 2 tricks, so it is allowed).
    bid_at_table(&e, person_at(&e, game, (dealer2 + 1) % 3).await, game, 1).await;
    bid_at_table(&e, person_at(&e, game, (dealer2 + 2) % 3).await, game, 1).await;
    let s = e.bot().tables.snapshot(game).await.unwrap();
    let Some(Game::Wizard(g)) = s.full_state() else {
        panic!()
    };
    assert_eq!(g.bids()[dealer2], Some(2), "made when the turn came");
    assert_eq!(s.later[dealer2], None);
    tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    assert_eq!(
        dms(&e, last2, game).len(),
        dms_before,
        "no message for a turn that made itself"
    );
    e.assert_clean();
}
