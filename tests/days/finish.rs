//! Turn-based games people finish (#86), over simulated days: a running
//! turn-based game leaves its channel free (also after a restart), the host's
//! pause and resume never tell a turn twice, Pause passes on when the host's
//! seat goes to the computer, the standings name the person whose seat the
//! computer finished, Rematch asks the people instead of seating them, a
//! person's open turn-based tables are capped, and a turn-based card table's
//! bids are made all at once, each person told once.

use std::time::Duration;

use serde_json::json;

use super::e2e::{E2e, cid};
use super::fake_discord::server::{Msg, Private};
use super::turns::{
    ANA, ANA_DM, BEN, BEN_DM, CAL, HOUR, START, act_from, at, clocks, description, dms, dms_become, looked, owing,
    pace, three_at_a_card_table,
};
use wizard_bot::table::{GameStatus, SeatOwner};

/// `/turns` in `user`'s DM with the bot: its answer.
async fn turns_answer(e: &E2e, user: u64, dm: u64) -> Msg {
    let id = e
        .fake
        .command_private(user, dm, Private::BotDm, "turns", json!([]), "en-US");
    e.fake.wait_ack(5, &id).await;
    e.reply_to(&id).expect("/turns answers")
}

/// The Pause (`on`) or Resume button for `game` on a `/turns` answer.
fn pause_button(m: &Msg, game: i64, on: bool) -> Option<String> {
    let id = cid(&format!("tn:p:{game}:{}", u8::from(on)));
    m.components().into_iter().map(|(c, _, _)| c).find(|c| *c == id)
}

/// `user` presses Pause (`on`) or Resume for `game` in `/turns`.
async fn pause(e: &E2e, user: u64, dm: u64, game: i64, on: bool) {
    let list = turns_answer(e, user, dm).await;
    let button = pause_button(&list, game, on).unwrap_or_else(|| panic!("{user} may pause: {}", list.text()));
    e.click(user, list.id, &button).await;
    let s = e.bot().tables.snapshot(game).await.unwrap();
    assert_eq!(s.paused.is_some(), on, "paused: {on}");
}

/// `user` leaves `game`: the computer takes the seat.
async fn leave(e: &E2e, user: u64, game: i64) {
    e.leave_game(user, game).await;
    let s = e.bot().tables.latest(game).await.unwrap();
    assert!(
        s.seat_of(user as i64).is_none(),
        "{user} left: {:?}",
        e.last_ephemeral(user).map(|m| m.text())
    );
}

/// Runs the clock out `turns` times, one turn after another, from `now`
/// on; returns the time it got to.
async fn run_out(e: &E2e, game: i64, turns: usize, mut now: i64) -> i64 {
    for _ in 0..turns {
        let c = owing(e, game);
        now = now.max(c.due) + 1_000;
        at(now);
        e.fake
            .wait_until(10, "the next turn", |_| {
                clocks(e, game).iter().all(|x| (x.user, x.since) != (c.user, c.since))
            })
            .await;
    }
    now
}

#[tokio::test]
async fn a_turn_based_game_leaves_its_channel_free_is_paused_without_a_second_dm_and_hands_its_pause_on() {
    at(START);
    let mut e = E2e::start_tuned(|c| {
        c.rollover_every = Some(Duration::from_millis(20));
        // The computers pace their moves, as in production: the last leave
        // is answered before they play the rest of the game.
        c.computer_pace = Duration::from_millis(2);
    })
    .await;
    let (game, _) = three_at_a_card_table(&e, "24").await;

    // The channel it was opened in is free for the next table, also after a restart.
    let (other, lobby) = e.new_wizard(BEN, json!([])).await;
    assert_ne!(other, game);
    e.lobby_click(BEN, lobby, other, "cancel").await;
    e.restart().await;
    let (again, lobby) = e.new_wizard(CAL, json!([])).await;
    assert_ne!(again, game);
    e.lobby_click(CAL, lobby, again, "cancel").await;

    // The first turn is told once; the host pauses and resumes twice, days
    // apart: the same turn, no second message.
    let c = owing(&e, game);
    let user = c.user as u64;
    dms_become(&e, user, game, 1).await;
    let mut now = START + HOUR;
    for _ in 0..2 {
        at(now);
        pause(&e, ANA, ANA_DM, game, true).await;
        now += 2 * 24 * HOUR;
        at(now);
        tokio::time::sleep(Duration::from_millis(100)).await;
        pause(&e, ANA, ANA_DM, game, false).await;
        now += HOUR;
        at(now);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let resumed = owing(&e, game);
    assert_eq!((resumed.user, resumed.since), (c.user, c.since), "the same turn");
    assert_eq!(dms(&e, user, game).len(), 1, "told once over two pauses");
    // Its reminder comes at a quarter of what was left when it resumed, once.
    at(resumed.started + (resumed.due - resumed.started) * 3 / 4 + 1_000);
    let got = dms_become(&e, user, game, 2).await;
    assert!(description(&got[1]).contains(&format!("<t:{}:R>", resumed.due / 1000)));

    // Ana's seat goes to the computer: Pause passes to the next person seated.
    leave(&e, ANA, game).await;
    let mut ben = turns_answer(&e, BEN, BEN_DM).await;
    for _ in 0..50 {
        if pause_button(&ben, game, true).is_some() {
            break;
        }
        // `/turns` reads what the table published last.
        tokio::time::sleep(Duration::from_millis(100)).await;
        ben = turns_answer(&e, BEN, BEN_DM).await;
    }
    assert!(
        pause_button(&ben, game, true).is_some(),
        "Ben pauses now: {}",
        ben.text()
    );
    pause(&e, BEN, BEN_DM, game, true).await;
    pause(&e, BEN, BEN_DM, game, false).await;

    // Ben and Cal leave too: the computers finish; the standings name each
    // person and that the computer finished their seat.
    leave(&e, BEN, game).await;
    leave(&e, CAL, game).await;
    // The computers play the whole game (Normal searches every card): on
    // two busy cores beside the binary's other tests that took past 20 s.
    e.fake
        .wait_until(60, "the game's end", |_| e.end_message(game).is_some())
        .await;
    let end = e.end_message(game).unwrap();
    let text = end.text();
    for p in [ANA, BEN, CAL] {
        assert!(
            text.contains(&format!("<@{p}> (🤖 finished by the computer)")),
            "{text}"
        );
    }
    looked("finish-standings-en", &end);

    // Rematch of a turn-based game: a lobby with the one who asked, the
    // others asked by a mention, nobody seated who did not click.
    let rematch = cid(&format!("r:{game}"));
    let id = e.click(BEN, end.id, &rematch).await;
    let lobby = e.reply_to(&id).expect("the rematch's lobby");
    let new = super::e2e::game_of(&lobby.body).expect("its game");
    let s = e.bot().tables.snapshot(new).await.unwrap();
    assert_eq!(s.status, GameStatus::Lobby, "a lobby, not a game");
    assert_eq!(s.seats, vec![SeatOwner::Human(BEN as i64)], "only the one who asked");
    let content = lobby.body["content"].as_str().unwrap_or_default();
    assert!(
        content.contains(&format!("<@{ANA}>")) && content.contains(&format!("<@{CAL}>")),
        "{content}"
    );
    let pinged = &lobby.body["allowed_mentions"]["users"];
    assert!(pinged.to_string().contains(&ANA.to_string()), "{pinged}");
    looked("finish-rematch-en", &lobby);
    e.lobby_click(ANA, lobby.id, new, "join").await;
    let s = e.bot().tables.snapshot(new).await.unwrap();
    assert_eq!(s.seats.len(), 2, "Ana joined by clicking");
    assert!(s.options.turn_based.is_some(), "turn-based as the last");
    e.assert_clean();
}

#[tokio::test]
async fn a_person_may_have_thirty_turn_based_tables_open_and_is_told_so_at_the_next() {
    at(START);
    let e = E2e::start().await;
    let cap = wizard_bot::discord::turns::OPEN_TURN_TABLES as u64;
    for n in 0..cap {
        let (game, _) = e.new_wizard_in(40_000 + n, ANA, pace("24")).await;
        assert!(game > 0);
    }
    // The next one is refused, with why and what to do.
    let id = e
        .command(
            ANA,
            40_000 + cap,
            "wizard",
            json!([{"name": "new", "type": 1, "options": pace("24")}]),
        )
        .await;
    let said = e.last_ephemeral(ANA).expect("a refusal").text();
    assert!(
        said.contains("30 turn-based tables open") && said.contains("/turns"),
        "{said}"
    );
    assert!(e.reply_to(&id).is_none_or(|m| m.ephemeral_for.is_some()), "no lobby");
    // A live table is not counted.
    e.new_wizard_in(40_000 + cap + 1, ANA, json!([])).await;
    // Joining another's turn-based table is refused the same way.
    let (bens, lobby) = e.new_wizard_in(41_000, BEN, pace("24")).await;
    e.lobby_click(ANA, lobby, bens, "join").await;
    let said = e.last_ephemeral(ANA).expect("a refusal").text();
    assert!(said.contains("30 turn-based tables open"), "{said}");
    let s = e.bot().tables.snapshot(bens).await.unwrap();
    assert_eq!(s.seats, vec![SeatOwner::Human(BEN as i64)]);
    e.assert_clean();
}

#[tokio::test]
async fn a_turn_based_card_table_bids_all_at_once_each_told_once_with_their_own_clock() {
    at(START);
    let e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(20))).await;
    let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(86);
    // Turn-based without a word about bids: covered bids, the natural choice there.
    let (game, lobby) = e.new_wizard(ANA, pace("24")).await;
    let shown = e.fake.message(lobby).unwrap().text();
    assert!(shown.contains("Covered bids"), "{shown}");
    // How long it takes, for the three it starts with at least.
    assert!(
        shown.contains("With 3 players: about ") && shown.contains(" days if each of you moves within 4 h"),
        "{shown}"
    );
    looked("finish-lobby-en", &e.fake.message(lobby).unwrap());
    e.set_locale(CAL, "de");
    let (_, german) = e.new_wizard_in(9_101, CAL, pace("24")).await;
    let german = e.fake.message(german).unwrap();
    assert!(
        german.text().contains("Verdeckte") || german.text().contains("verdeckt"),
        "{}",
        german.text()
    );
    looked("finish-lobby-de", &german);
    e.set_locale(CAL, "en-US");
    e.lobby_click(BEN, lobby, game, "join").await;
    e.lobby_click(CAL, lobby, game, "join").await;
    e.start_game(ANA, lobby, game).await;
    let s = e.bot().tables.snapshot(game).await.unwrap();
    assert!(s.options.variants.covered_bids);
    // A turned-up Wizard: the dealer chooses trump first.
    // The dealer moved just now, so their bid's turn is told only once they
    // have not moved for two minutes (the others' at once).
    if clocks(&e, game).len() == 1 {
        let c = owing(&e, game);
        let dm = dms_become(&e, c.user as u64, game, 1).await;
        act_from(&e, c.user as u64, &dm[0], &mut rng).await;
        at(START + 3 * 60_000);
    }
    e.fake
        .wait_until(10, "every clock running", |_| clocks(&e, game).len() == 3)
        .await;
    let running = clocks(&e, game);
    assert!(running.iter().all(|c| c.since == running[0].since), "{running:?}");
    // Each is asked for their bid at once, in one message each.
    let mut told = Vec::new();
    for p in [ANA, BEN, CAL] {
        let asked = |m: &Msg| description(m).contains("Bid for round 1: everyone bids at once");
        e.fake
            .wait_until(10, "each one's turn told", |_| dms(&e, p, game).iter().any(asked))
            .await;
        tokio::time::sleep(Duration::from_millis(100)).await;
        let got = dms(&e, p, game);
        assert_eq!(got.iter().filter(|m| asked(m)).count(), 1, "told once");
        let dm = got.last().unwrap().clone();
        assert!(description(&dm).contains("Bid for round 1"), "{}", description(&dm));
        told.push((p, got.len(), dm));
    }
    if let Some((_, _, dm)) = told.first() {
        looked("finish-covered-bid-en", dm);
    }
    // They bid in any order, hours apart; a bid stops only its own clock.
    for (n, (p, count, dm)) in told.iter().rev().enumerate() {
        at(START + (n as i64 + 1) * 3 * HOUR);
        act_from(&e, *p, dm, &mut rng).await;
        let left = clocks(&e, game);
        if n < 2 {
            assert_eq!(left.len(), 2 - n, "{left:?}");
            assert!(left.iter().all(|c| c.user != *p as i64));
        }
        assert_eq!(dms(&e, *p, game).len(), *count, "no second message for the bid");
    }
    // Round 1's one card each is every seat's only card: it plays itself,
    // and round 2 asks again (its bids of all three at once, unless a
    // turned-up Wizard has the dealer choose trump first). The last to bid
    // is told once they have not moved for two minutes.
    at(START + 9 * HOUR + 3 * 60_000);
    let round_two = |p: u64| {
        dms(&e, p, game).iter().any(|m| {
            let d = description(m);
            d.contains("Bid for round 2:") || d.contains("Choose trump for round 2")
        })
    };
    e.fake
        .wait_until(10, "round 2 asked", |_| {
            let running = clocks(&e, game);
            !running.is_empty() && running.iter().all(|c| round_two(c.user as u64))
        })
        .await;
    let s = e.bot().tables.snapshot(game).await.unwrap();
    assert_eq!(s.full_state().map(|g| g.round()), Some(2), "round 2");
    e.assert_clean();
}

/// The DM channels the bot opened with `user` (each a `POST /users/@me/channels`).
fn dm_opens(e: &E2e, user: u64) -> usize {
    e.fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/users/@me/channels"))
        .filter(|r| r.body["recipient_id"].to_string().contains(&user.to_string()))
        .count()
}

/// The turn messages that mention `user` in the game (their DMs refused).
fn mentions_of(e: &E2e, user: u64) -> usize {
    e.fake
        .all_public_messages()
        .iter()
        .filter(|m| m.body["content"].as_str() == Some(&format!("<@{user}>")))
        .count()
}

#[tokio::test]
async fn a_turns_dm_follows_discords_rules_one_channel_kept_over_a_restart_too_fast_backed_off_no_mutual_server_mentioned()
 {
    at(START);
    let mut e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(20))).await;
    // Discord refuses the first DM channel the bot opens ("too fast"), and
    // Cal shares no server with the bot any more.
    e.fake.dm_opens_too_fast(1);
    e.fake.no_mutual_guild(CAL);
    let (game, _) = three_at_a_card_table(&e, "1").await;
    let first = owing(&e, game);
    let p = first.user as u64;
    // The first turn: its DM could not be opened, so it mentions them in the game, once.
    e.fake
        .wait_until(10, "the first turn told", |_| mentions_of(&e, p) == 1)
        .await;
    assert_eq!(dms(&e, p, game).len(), 0);
    // The clocks run out turn after turn (an hour a move), once for each of
    // the three; each word finds its person.
    let now = run_out(&e, game, 3, START).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    // After the wait, DMs open again: Ana and Ben by DM, each channel opened once.
    for u in [ANA, BEN] {
        assert!(!dms(&e, u, game).is_empty(), "{u} got DMs");
        assert!(!e.fake.dms_to(u).is_empty());
        assert_eq!(
            dm_opens(&e, u),
            1 + usize::from(u == p),
            "{u}: opened once (after one refusal)"
        );
    }
    // Cal: one DM tried (50278), remembered; every message of his a mention.
    assert!(mentions_of(&e, CAL) >= 1, "Cal is mentioned");
    assert!(e.fake.dms_to(CAL).is_empty());
    assert_eq!(
        dm_opens(&e, CAL),
        1 + usize::from(CAL == p),
        "Cal's DM channel opened once"
    );
    let cal_mentions = mentions_of(&e, CAL);
    // A restart opens no DM channel again: the next turns' DMs go where they went.
    let opened: Vec<usize> = [ANA, BEN, CAL].iter().map(|&u| dm_opens(&e, u)).collect();
    e.restart().await;
    e.fake
        .wait_until(10, "the clocks restored", |_| !clocks(&e, game).is_empty())
        .await;
    run_out(&e, game, 3, now).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let after: Vec<usize> = [ANA, BEN, CAL].iter().map(|&u| dm_opens(&e, u)).collect();
    assert_eq!(after, opened, "no DM channel opened again after the restart");
    assert!(mentions_of(&e, CAL) > cal_mentions, "Cal still mentioned");
    e.assert_clean();
}

/// Twelve people at three turn-based tables are all asked at once (covered
/// bids; a turned-up Wizard's dealer first): each is told once, by a DM channel opened for them — five at once,
/// then one every 2 s, so Discord never sees a burst of new DMs (the fake
/// refuses more than ten in 10 s).
#[tokio::test]
async fn twelve_people_told_at_once_get_their_dms_opened_a_few_at_a_time_never_in_a_burst() {
    at(START);
    let e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(20))).await;
    let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(8612);
    let people: Vec<u64> = (0..12).map(|n| 7_000 + n).collect();
    let mut games = Vec::new();
    for four in people.chunks(4) {
        let (game, lobby) = e.new_wizard(four[0], pace("24")).await;
        for &p in &four[1..] {
            e.lobby_click(p, lobby, game, "join").await;
        }
        e.start_game(four[0], lobby, game).await;
        games.push(game);
    }
    // A turned-up Wizard has its dealer choose trump first: they do, and
    // then everyone at that table is asked too.
    for &game in &games {
        e.fake
            .wait_until(10, "the first clocks running", |_| !clocks(&e, game).is_empty())
            .await;
        if clocks(&e, game).len() == 1 {
            let dealer = clocks(&e, game)[0].user as u64;
            let dm = dms_become(&e, dealer, game, 1).await;
            act_from(&e, dealer, &dm[0], &mut rng).await;
        }
    }
    // (A dealer who chose trump bids next at once, as a person at the
    // table: that turn's message waits, so theirs is the trump's.)
    let told = |p: u64| games.iter().map(|&g| dms(&e, p, g).len()).sum::<usize>();
    e.fake
        .wait_until(40, "each of the twelve told", |_| people.iter().all(|&p| told(p) >= 1))
        .await;
    let opens: Vec<_> = e
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/users/@me/channels"))
        .map(|r| r.at)
        .collect();
    assert_eq!(opens.len(), 12, "one DM channel opened for each");
    for (i, t) in opens.iter().enumerate() {
        let within = opens[i..]
            .iter()
            .filter(|u| u.duration_since(*t) < Duration::from_secs(10))
            .count();
        assert!(within <= 5, "{within} DM channels opened within 10 s");
    }
    let spread = opens[11].duration_since(opens[0]);
    eprintln!("twelve DM channels opened over {spread:?}");
    assert!(spread >= Duration::from_secs(10), "{spread:?}");
    assert_eq!(e.fake.inner.rate_limited.load(std::sync::atomic::Ordering::SeqCst), 0);
    for &p in &people {
        assert_eq!(told(p), 1, "{p} told once");
    }
    e.assert_clean();
}
