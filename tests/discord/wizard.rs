//! Wizard, the card game, end to end: the real bot and serenity client against
//! the fake Discord, players acting only through the bot's own buttons.

use crate::e2e::{CHANNEL, E2e, assert_no_public_leaks, moves_logged, pictures_sent, play_requests, shown_pictures};
use crate::fake_discord::server::Msg;
use crate::fake_discord::server::payload_text;
use serde_json::json;

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;
const CAROL: u64 = 333_333_333_333_333_333;
const DAVE: u64 = 444_444_444_444_444_444;

/// Opens a table with `options`, seats `others` (a user id, or 0 for a computer player) and starts it.
async fn started(e: &E2e, host: u64, others: &[u64], options: serde_json::Value) -> i64 {
    let (game, lobby) = e.new_wizard(host, options).await;
    for &u in others {
        if u == 0 {
            e.lobby_click(host, lobby, game, "bot").await;
        } else {
            e.lobby_click(u, lobby, game, "join").await;
        }
    }
    e.start_game(host, lobby, game).await;
    game
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn four_players_play_a_full_game_to_the_leaderboard() {
    let e = E2e::start().await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    for u in [BOB, CAROL, DAVE] {
        e.lobby_click(u, lobby, game, "join").await;
    }
    let lobby_text = e.fake.message(lobby).unwrap().text();
    assert!(lobby_text.contains(&format!("<@{DAVE}>")), "{lobby_text}");
    let before = play_requests(&e.fake);
    e.start_game(ALICE, lobby, game).await;
    let table = e.table_message(game).unwrap();
    assert!(
        e.fake.threads().contains_key(&table.channel),
        "the game is played in its own thread"
    );
    assert!(table.text().contains("Round 1 of 15"), "{}", table.text());
    // The lobby left in the channel points to the game's thread.
    let thread = format!("<#{}>", table.channel);
    e.fake
        .wait_until(5, "the lobby to name the thread", |f| {
            f.message(lobby).is_some_and(|m| m.text().contains(&thread))
        })
        .await;

    let played = e.play_to_end(game, &[ALICE, BOB, CAROL, DAVE], 1).await;
    // At the end it says who won, and where the results are.
    e.fake
        .wait_until(5, "the lobby to name the winner", |f| {
            f.message(lobby)
                .is_some_and(|m| m.text().contains("Game over — won by <@") && m.text().contains(&thread))
        })
        .await;
    let end = e.end_message(game).unwrap();
    let text = end.text();
    assert!(text.contains("final standings"), "{text}");
    assert!(text.contains("Lifetime scores"), "{text}");
    for u in [ALICE, BOB, CAROL, DAVE] {
        assert!(text.contains(&format!("<@{u}>")), "{text}");
    }
    e.fake
        .wait_until(5, "the last public update", |_| play_requests(&e.fake) > before)
        .await;
    let moves = moves_logged(e.store(), game).await;
    let requests = play_requests(&e.fake) - before;
    let (uploads, bytes) = crate::e2e::uploads(&e.fake);
    eprintln!(
        "4 humans: {moves} moves, {requests} REST requests ({:.2} per move); {played:?}; {}; pictures: {uploads} uploads, {bytes} bytes",
        requests as f64 / moves as f64,
        crate::e2e::private_message_counts(&e, &[ALICE, BOB, CAROL, DAVE])
    );
    assert!(
        uploads > 0 && bytes / uploads < 40_000,
        "{bytes} bytes in {uploads} uploads"
    );
    assert_eq!(
        moves,
        15 * 4
            + (1..=15).map(|r| r * 4).sum::<usize>()
            + crate::e2e::events_with(e.store(), game, "choose_trump").await
    );
    // Every move a person chose was shown (the last tricks play themselves).
    assert!(
        assert_no_public_leaks(&e, game).await > played.actions,
        "every public payload was checked"
    );

    // The leaderboard and the stats know the game.
    let id = e
        .command(
            ALICE,
            CHANNEL,
            "leaderboard",
            json!([{"name": "game", "type": 3, "value": "wizard"}]),
        )
        .await;
    let board = e.reply_to(&id).unwrap().text();
    for u in [ALICE, BOB, CAROL, DAVE] {
        assert!(board.contains(&format!("<@{u}>")), "{board}");
    }
    assert!(board.contains("1 game ·"), "{board}");
    // By rating (the default), best first: the winner leads; all time.
    let results = e.store().results(game).await.unwrap();
    let winner = results.iter().find(|r| r.place == 1).and_then(|r| r.user_id).unwrap();
    let first = board.lines().find(|l| l.starts_with("1. ")).unwrap();
    assert!(first.starts_with(&format!("1. <@{winner}> — **")), "{board}");
    assert!(board.contains("*Sorted by rating* · all time"), "{board}");
    // This season has the game; the last one has none.
    let season = |which: &str| json!([{"name": "season", "type": 3, "value": which}]);
    let id = e.command(ALICE, CHANNEL, "leaderboard", season("current")).await;
    let this = e.reply_to(&id).unwrap().text();
    assert!(
        this.contains("this season (<t:") && this.contains(&format!("1. <@{winner}>")),
        "{this}"
    );
    let id = e.command(ALICE, CHANNEL, "leaderboard", season("previous")).await;
    let last = e.reply_to(&id).unwrap().text();
    assert!(
        last.contains("last season (<t:") && last.contains("Nobody has finished a game yet."),
        "{last}"
    );
    let id = e.command(BOB, CHANNEL, "stats", json!([])).await;
    let stats = e.reply_to(&id).unwrap().text();
    assert!(stats.contains("Games\n1"), "{stats}");
    assert!(stats.contains("Rating\n"), "{stats}");
    assert!(stats.contains("Bid / tricks per round\n"), "{stats}");
    let id = e
        .command(
            BOB,
            CHANNEL,
            "rules",
            json!([{"name": "game", "type": 3, "value": "wizard"}]),
        )
        .await;
    let rules = e.reply_to(&id).unwrap();
    assert_eq!(rules.ephemeral_for, Some(BOB), "the rules are shown only to who asked");
    assert!(rules.text().contains("Wizard — the rules in short"), "{}", rules.text());

    // History: the game with everyone's place, privately, and its record as a private file.
    let id = e.command(BOB, CHANNEL, "history", json!([])).await;
    let history = e.reply_to(&id).unwrap();
    assert_eq!(history.ephemeral_for, Some(BOB));
    let text = history.text();
    assert!(
        text.contains(&format!("Game {game}")) && text.contains(" · place "),
        "{text}"
    );
    let export = crate::e2e::cid(&format!("x:{game}"));
    assert!(history.components().iter().any(|(id, _, _)| *id == export), "{text}");
    let click = e.click(BOB, history.id, &export).await;
    let sent = e
        .fake
        .wait_for(5, |r| r.path.contains(&format!("/interactions/{click}/")))
        .await;
    assert_eq!(sent.body["data"]["flags"], 64, "only the requester sees the record");
    assert_eq!(sent.files.len(), 1);
    assert_eq!(sent.files[0].filename, format!("wizard-bot-game-{game}.json"));
    let record: serde_json::Value = serde_json::from_slice(&sent.files[0].bytes).unwrap();
    let replayed = wizard_bot::record::replay_value(&record).unwrap();
    let points: Vec<i64> = e
        .store()
        .results(game)
        .await
        .unwrap()
        .iter()
        .map(|r| r.points)
        .collect();
    assert_eq!(
        replayed["totals"],
        json!(points),
        "the record replays to the announced totals"
    );
    // Bad input: a page past the end, someone without games.
    let page = json!([{"name": "page", "type": 4, "value": 3}]);
    let id = e.command(BOB, CHANNEL, "history", page).await;
    assert_eq!(
        e.reply_to(&id).unwrap().text(),
        "There is no page 3: the history has 1 page."
    );
    let nobody = json!([{"name": "user", "type": 6, "value": "999999999999999999"}]);
    let id = e.command(BOB, CHANNEL, "history", nobody).await;
    assert_eq!(
        e.reply_to(&id).unwrap().text(),
        "<@999999999999999999> has no finished game of Wizard on this server."
    );

    // Rematch: a new lobby in the game's thread with the same players and options.
    let id = e.click(CAROL, end.id, &format!("r:{game}")).await;
    let lobby = e.reply_to(&id).unwrap();
    assert_eq!(
        lobby.channel, table.channel,
        "the rematch lobby opens in the game's thread"
    );
    let text = lobby.text();
    assert!(text.contains("Rematch") && text.contains("Players (4/6)"), "{text}");
    assert!(text.contains(&format!("Host: <@{CAROL}>")), "{text}");
    let rematch = crate::e2e::game_of(&lobby.body).unwrap();
    assert_ne!(rematch, game);
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn clairvoyance_with_plus_minus_one() {
    let e = E2e::start().await;
    let options = json!([
        {"name": "plus_minus_one", "type": 5, "value": true},
        {"name": "clairvoyance", "type": 3, "value": "first"}
    ]);
    let game = started(&e, ALICE, &[BOB, CAROL], options).await;
    // Round 1 under Clairvoyance: Bob sees the others' cards, not his own.
    let table = e.table_message(game).unwrap();
    e.open_hand(BOB, &table).await;
    let hand = e.last_ephemeral(BOB).unwrap().text();
    assert!(hand.contains("Clairvoyance: you see the others' cards"), "{hand}");
    assert!(!hand.contains("Your cards"), "{hand}");
    assert!(
        hand.contains(&format!("<@{ALICE}>:")) && hand.contains(&format!("<@{CAROL}>:")),
        "{hand}"
    );
    let played = e.play_to_end(game, &[ALICE, BOB, CAROL], 2).await;
    eprintln!("clairvoyance + plus/minus one: {played:?}");
    assert!(assert_no_public_leaks(&e, game).await > 0);
    // Plus/Minus One held in every round: the bids never added up to the tricks.
    let states = crate::e2e::wizard_states(e.store(), game).await;
    for r in &states.last().unwrap().history().to_vec() {
        let sum: u32 = r.bids.iter().map(|&b| u32::from(b)).sum();
        assert_ne!(sum, u32::from(r.round), "round {}", r.round);
    }
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn secret_bids_stay_hidden_until_scored() {
    let e = E2e::start().await;
    let options = json!([{"name": "secret_bids", "type": 5, "value": true}]);
    let game = started(&e, ALICE, &[BOB, CAROL, DAVE], options).await;
    let table = e.past_trump_choice(game).await;
    assert!(table.text().contains("Everyone bids now"), "{}", table.text());
    // While it runs, the history, stats and boards know nothing of it: no card,
    // no bid, no Export (a running game's record would show hands in play).
    let history = json!([{"name": "user", "type": 6, "value": ALICE.to_string()}]);
    for (name, options) in [
        ("history", history.clone()),
        ("stats", history),
        ("leaderboard", json!([])),
    ] {
        let id = e.command(BOB, CHANNEL, name, options).await;
        let reply = e.reply_to(&id).unwrap();
        let text = reply.text();
        for c in wizard_bot::engine::wizard::CardSet::full_deck().to_vec() {
            let label = wizard_bot::text::cards::card(c, wizard_bot::text::catalogue::Lang::En);
            assert!(!crate::e2e::names_card(&text, &label), "/{name} names {label}: {text}");
        }
        assert!(
            reply
                .components()
                .iter()
                .all(|(id, _, _)| !id.contains(&format!("x:{game}")))
        );
        if name == "history" {
            assert!(text.contains("has no finished game"), "{text}");
        }
    }
    let played = e.play_to_end(game, &[ALICE, BOB, CAROL, DAVE], 3).await;
    eprintln!("secret bids: {played:?}");
    assert!(assert_no_public_leaks(&e, game).await > 0);
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn covered_bids_with_computer_players() {
    let e = E2e::start().await;
    let options = json!([{"name": "covered_bids", "type": 5, "value": true}]);
    let game = started(&e, ALICE, &[0, BOB, 0], options).await;
    let before = crate::e2e::play_requests(&e.fake);
    let mut played = e.play(game, &[ALICE, BOB], 4, 40).await;
    // Bob leaves mid-game: a computer player takes his seat and the game goes on.
    e.leave_the_game(BOB).await;
    assert!(e.last_ephemeral(BOB).unwrap().text().contains("computer player"));
    let rest = e.play_to_end(game, &[ALICE], 4).await;
    played.actions += rest.actions;
    let moves = moves_logged(e.store(), game).await;
    let requests = crate::e2e::play_requests(&e.fake) - before;
    eprintln!(
        "2 humans + 2 computers (one human leaves after 40 moves): {moves} moves, {requests} REST requests ({:.2} per move); {played:?}",
        requests as f64 / moves as f64
    );
    assert!(assert_no_public_leaks(&e, game).await > 0);
    let end = e.end_message(game).unwrap().text();
    assert!(end.contains("Computer 2") && end.contains("Computer 4"), "{end}");
    // Bob's seat went to a computer: the standings name him, and who finished it (#86).
    assert!(
        end.contains(&format!("<@{BOB}> (🤖 finished by the computer)")),
        "{end}"
    );
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_colour() {
    let e = E2e::start().await;
    let options = json!([{"name": "one_colour", "type": 5, "value": true}]);
    let game = started(&e, ALICE, &[BOB, CAROL], options).await;
    let table = e.table_message(game).unwrap();
    assert!(table.text().contains("Round 1 of 12"), "{}", table.text());
    e.play_to_end(game, &[ALICE, BOB, CAROL], 5).await;
    assert!(assert_no_public_leaks(&e, game).await > 0);
    e.assert_clean();
    e.stop().await;
}

/// "Suggest" on a private hand: the same panel redrawn with what the Hard
/// computer player would do and why, seen only by its owner; a table whose
/// host chose no hints offers none. The lobby's computer players are Hard here.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn suggest_says_what_the_hard_player_would_do() {
    let e = E2e::start().await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    for _ in 0..2 {
        let id = e
            .choose(ALICE, lobby, &crate::e2e::cid(&format!("l:{game}:bot")), "hard")
            .await;
        assert!(e.fake.message(lobby).unwrap().text().contains("(Hard)"), "{id}");
    }
    e.start_game(ALICE, lobby, game).await;
    // Alice is the only person: after the computers, it is her bid.
    let table = e.table_message(game).unwrap();
    let id = e.open_hand(ALICE, &table).await;
    let hand = e.reply_to(&id).unwrap();
    let prefix = crate::e2e::cid(&format!("sg:{game}:"));
    let suggest = hand
        .components()
        .into_iter()
        .map(|(id, _, _)| id)
        .find(|id| id.starts_with(&prefix))
        .expect("a Suggest button on a hand with a decision");
    let id = e.click(ALICE, hand.id, &suggest).await;
    let answer = e.answer_of(&id).await;
    assert_eq!(answer["type"], 7, "the hand itself is redrawn: {answer}");
    let text = payload_text(&answer["data"]);
    let line = text
        .lines()
        .find(|l| l.starts_with("💡"))
        .unwrap_or_else(|| panic!("{text}"));
    // Round 1: Alice bids 0 or 1 — or, dealing with a Wizard turned up, names trump first.
    // No level named: the player chose none.
    match line.strip_prefix("💡 Bid ") {
        Some(rest) => {
            let bid: u8 = rest
                .split(' ')
                .next()
                .and_then(|b| b.parse().ok())
                .unwrap_or_else(|| panic!("{line}"));
            assert!(bid <= 1, "round 1 has one card: {line}");
            assert!(
                line.contains("tricks, the bid made in") && line.contains("deals."),
                "{line}"
            );
        }
        None => assert!(
            line.starts_with("💡 Name ")
                && line.contains(" trump — ")
                && line.contains("on average over")
                && !line.contains("bid"),
            "{line}"
        ),
    }
    // Still a hand to decide on, and nothing of it in public.
    assert!(crate::e2e::first_choice(&e.last_ephemeral(ALICE).unwrap()).is_some());
    for p in e.fake.public_payloads() {
        assert!(!payload_text(&p.body).contains("💡"), "a hint in public");
    }
    // No hints: the host's choice, shown in the lobby; the hand has no Suggest.
    let (other, lobby) = e
        .new_wizard_in(
            crate::e2e::CHANNEL + 1,
            ALICE,
            json!([{"name": "hints", "type": 5, "value": false}]),
        )
        .await;
    assert!(e.fake.message(lobby).unwrap().text().contains("No hints"));
    e.lobby_click(ALICE, lobby, other, "bot").await;
    e.lobby_click(ALICE, lobby, other, "bot").await;
    e.start_game(ALICE, lobby, other).await;
    let table = e.table_message(other).unwrap();
    let id = e.open_hand(ALICE, &table).await;
    let hand = e.reply_to(&id).unwrap();
    let prefix = crate::e2e::cid(&format!("sg:{other}:"));
    assert!(hand.components().iter().all(|(id, _, _)| !id.starts_with(&prefix)));
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn computers_alone_with_one_human_finish() {
    let e = E2e::start().await;
    let game = started(&e, ALICE, &[0, 0, 0, 0, 0], json!([])).await;
    e.play_to_end(game, &[ALICE], 6).await;
    assert!(assert_no_public_leaks(&e, game).await > 0);
    // The table is a picture while the round runs; a scored round keeps only
    // its text; the final standings show the score chart.
    let tables = pictures_sent(&e.fake, "table.png");
    assert!(tables >= 5, "{tables} table pictures for a 10-round game");
    let end = e.end_message(game).unwrap();
    assert_eq!(shown_pictures(&end), ["chart.png"]);
    assert!(end.files.iter().any(|f| f.filename == "chart.png"));
    let closed: Vec<Msg> = e
        .fake
        .public_messages(end.channel)
        .into_iter()
        .filter(|m| m.id != end.id && m.edits > 0)
        .collect();
    assert!(closed.len() >= 3, "{} closed round messages", closed.len());
    for m in closed {
        assert!(m.files.is_empty() && shown_pictures(&m).is_empty(), "{}", m.text());
    }
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_restart_mid_game_keeps_the_old_buttons_working() {
    let mut e = E2e::start().await;
    let game = started(&e, ALICE, &[BOB, 0], json!([])).await;
    e.play(game, &[ALICE, BOB], 7, 25).await;
    // Let the publisher catch up with the last move (between rounds there is a moment without a table).
    let stored = e.store().events(game).await.unwrap().len() as u64;
    e.fake
        .wait_until(10, "the table to show the last move", |_| {
            e.table_message(game)
                .and_then(|m| crate::e2e::drawn_at(&m.body))
                .is_some_and(|(_, v)| v == stored)
        })
        .await;
    let table = e.table_message(game).unwrap();
    let version = crate::e2e::drawn_at(&table.body).unwrap().1;
    let events = e.store().events(game).await.unwrap().len();
    e.restart().await;
    assert_eq!(e.running.as_ref().unwrap().restored, 1, "the running game was restored");
    let registrations = e
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count();
    assert_eq!(
        registrations, 1,
        "unchanged commands are not registered again at a restart"
    );
    // The old table message's button still opens a hand, at the same version.
    let actor = crate::e2e::mentions(table.body["content"].as_str().unwrap())[0];
    e.open_hand(actor, &table).await;
    let hand = e.last_ephemeral(actor).unwrap();
    assert_eq!(
        crate::e2e::drawn_at(&hand.body),
        Some((game, version)),
        "{}",
        hand.text()
    );
    // Moves after the restart go on in the same table message while the round lasts.
    let choice = crate::e2e::first_choice(&hand).expect("an enabled choice");
    e.click(actor, hand.id, &choice).await;
    assert!(
        e.store().events(game).await.unwrap().len() > events,
        "the move was stored"
    );
    e.play_to_end(game, &[ALICE, BOB], 8).await;
    assert!(assert_no_public_leaks(&e, game).await > 0);
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn clicks_at_once_apply_once_each_and_are_all_answered() {
    let e = E2e::start().await;
    let options = json!([{"name": "covered_bids", "type": 5, "value": true}]);
    let game = started(&e, ALICE, &[BOB, CAROL], options).await;
    let table = e.past_trump_choice(game).await;
    let mut hands = Vec::new();
    for u in [ALICE, BOB, CAROL] {
        e.open_hand(u, &table).await;
        hands.push((u, e.last_ephemeral(u).unwrap()));
    }
    let before = e.store().events(game).await.unwrap().len();
    // Everyone bids at the same moment, and Alice double-clicks.
    let mut ids = Vec::new();
    for (u, hand) in &hands {
        let bid = hand
            .components()
            .into_iter()
            .find(|(id, _, disabled)| id.starts_with(&crate::e2e::cid("a:")) && !disabled)
            .unwrap();
        ids.push(e.fake.click_on(*u, hand.id, &bid.0, "en-US"));
        if *u == ALICE {
            ids.push(e.fake.click_on(*u, hand.id, &bid.0, "en-US"));
        }
    }
    for id in &ids {
        let took = e.fake.wait_ack(5, id).await;
        assert!(took < std::time::Duration::from_secs(3));
    }
    let events = e.store().events(game).await.unwrap();
    let bids = events[before..].iter().filter(|v| v.get("bid").is_some()).count();
    assert_eq!(bids, 3, "three bids, Alice's once: {:?}", &events[before..]);

    // Round 1's one card each plays itself after the bids: the cards are
    // clicked in round 2, once its bids are in.
    let mut guard = 0;
    while !e
        .table_message(game)
        .is_some_and(|m| m.text().contains("your turn to play"))
    {
        e.play(game, &[ALICE, BOB, CAROL], 7, 1).await;
        guard += 1;
        assert!(guard < 10, "round 2 did not reach its cards");
    }
    // Two players click a card at once: only the one whose turn it is plays.
    e.fake
        .wait_until(5, "the table to ask for a card", |_| {
            e.table_message(game)
                .is_some_and(|m| m.text().contains("your turn to play"))
        })
        .await;
    let table = e.table_message(game).unwrap();
    let version = crate::e2e::drawn_at(&table.body).unwrap().1;
    let actor = crate::e2e::mentions(table.body["content"].as_str().unwrap())[0];
    let other = [ALICE, BOB, CAROL].into_iter().find(|u| *u != actor).unwrap();
    let mut played = crate::e2e::Played::default();
    let mine = e.hand(actor, game, version, &mut played).await.unwrap();
    let theirs = e.hand(other, game, version, &mut played).await.unwrap();
    let card = |m: &crate::fake_discord::server::Msg| {
        m.components()
            .into_iter()
            .find(|(id, _, _)| id.starts_with(&crate::e2e::cid("a:")))
            .unwrap()
            .0
    };
    let before = e.store().events(game).await.unwrap().len();
    let a = e.fake.click_on(actor, mine.id, &card(&mine), "en-US");
    let b = e.fake.click_on(other, theirs.id, &card(&theirs), "en-US");
    let c = e.fake.click_on(actor, mine.id, &card(&mine), "en-US");
    for id in [&a, &b, &c] {
        e.fake.wait_ack(5, id).await;
    }
    let after = e.store().events(game).await.unwrap();
    let plays: Vec<_> = after[before..].iter().filter(|v| v.get("play").is_some()).collect();
    assert_eq!(plays.len(), 1, "one card played: {plays:?}");
    // The other player learns why nothing happened: not their turn, or (when the
    // card just played made it their turn) their view was out of date.
    // The answer updates the panel clicked (its note on top; a later redraw may replace it).
    let answer = e.answer_of(&b).await;
    assert_eq!(answer["type"], 7, "the panel is updated, not copied");
    let refusal = answer["data"]["content"].as_str().unwrap_or_default().to_string();
    assert!(
        refusal.contains("It is not your turn.") || refusal.contains("out of date"),
        "{refusal}"
    );
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_mistake_gets_a_private_explanation_and_changes_nothing() {
    let e = E2e::start().await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    // Only the host starts; a table needs three players.
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(BOB, lobby, game, "start").await;
    assert_eq!(e.last_ephemeral(BOB).unwrap().text(), "Only the host can do that.");
    e.lobby_click(ALICE, lobby, game, "start").await;
    assert_eq!(
        e.last_ephemeral(ALICE).unwrap().text(),
        "At least 3 players are needed to start."
    );
    e.lobby_click(BOB, lobby, game, "join").await;
    assert_eq!(
        e.last_ephemeral(BOB).unwrap().text(),
        "You already have a seat at this table."
    );
    for _ in 0..4 {
        e.lobby_click(ALICE, lobby, game, "bot").await;
    }
    e.lobby_click(CAROL, lobby, game, "join").await;
    assert_eq!(e.last_ephemeral(CAROL).unwrap().text(), "The table is full.");
    // A second table in the same channel.
    let id = e
        .command(
            CAROL,
            CHANNEL,
            "wizard",
            json!([{"name": "new", "type": 1, "options": []}]),
        )
        .await;
    let _ = id;
    let busy = e.last_ephemeral(CAROL).unwrap().text();
    assert!(busy.contains("already has an open table"), "{busy}");
    e.start_game(ALICE, lobby, game).await;
    let table = e.past_trump_choice(game).await;
    let events = e.store().events(game).await.unwrap().len();

    // Not seated.
    e.open_hand(CAROL, &table).await;
    assert_eq!(
        e.last_ephemeral(CAROL).unwrap().text(),
        "You are not playing at this table."
    );
    // Not your turn: whoever is not named tries their first choice.
    let version = crate::e2e::drawn_at(&table.body).unwrap().1;
    let actor = crate::e2e::mentions(table.body["content"].as_str().unwrap())[0];
    let other = if actor == ALICE { BOB } else { ALICE };
    let mut played = crate::e2e::Played::default();
    let mine = e.hand(actor, game, version, &mut played).await.unwrap();
    let bid0 = mine.components()[0].0.clone();
    // A refused click on a private panel redraws that panel with the reason on
    // top; it never adds another copy of the hand.
    let theirs = e.hand(other, game, version, &mut played).await.unwrap();
    let copies = e.fake.ephemerals(other).len();
    let i = e.click(other, theirs.id, &bid0).await;
    let answer = e.answer_of(&i).await;
    assert_eq!(answer["type"], 7, "the panel clicked is updated");
    assert_eq!(answer["data"]["content"], "It is not your turn.");
    let redrawn = crate::fake_discord::server::payload_text(&answer["data"]);
    assert!(redrawn.contains("Your cards"), "{redrawn}");
    assert_eq!(e.fake.ephemerals(other).len(), copies, "no new message");
    // A button nobody made.
    e.click(actor, table.id, &crate::e2e::cid("a:999:1:1:zz")).await;
    assert_eq!(
        e.last_ephemeral(actor).unwrap().text(),
        "This button is not from a game I know."
    );
    let i = e
        .click(actor, mine.id, &crate::e2e::cid(&format!("a:{game}:{version}:1:b9")))
        .await;
    let answer = e.answer_of(&i).await;
    assert_eq!(answer["type"], 7);
    assert_eq!(answer["data"]["content"], "Bids go from 0 to 1.");
    assert_eq!(
        answer["data"]["components"][0]["components"].as_array().map(Vec::len),
        Some(mine.components().len()),
        "the bids are still there"
    );
    assert_eq!(
        e.store().events(game).await.unwrap().len(),
        events,
        "no mistake changed the game"
    );

    // A stale button: the actor bids, then clicks the old button again.
    e.click(actor, mine.id, &bid0).await;
    let now = e.store().events(game).await.unwrap().len();
    assert!(now > events);
    let mut parts: Vec<String> = bid0.split(':').map(str::to_string).collect();
    parts[2] = version.saturating_sub(1).to_string();
    let stale = parts.join(":");
    let copies = e.fake.ephemerals(actor).len();
    let i = e.click(actor, mine.id, &stale).await;
    let answer = e.answer_of(&i).await;
    assert_eq!(answer["type"], 7, "the stale click updated its panel");
    let note = answer["data"]["content"].as_str().unwrap_or_default();
    assert!(note.contains("out of date"), "{answer}");
    assert_eq!(e.fake.ephemerals(actor).len(), copies, "no new message");
    assert_eq!(
        e.store().events(game).await.unwrap().len(),
        now,
        "the stale click changed nothing"
    );

    // Game over: cancel, then the old buttons say so.
    let id = e.fake.command(
        BOB,
        table.channel,
        "wizard",
        json!([{"name": "cancel", "type": 1, "options": []}]),
        "en-US",
        false,
    );
    e.fake.wait_ack(5, &id).await;
    assert_eq!(
        e.last_ephemeral(BOB).unwrap().text(),
        "Only the host or a member with Manage Server can do that."
    );
    let id = e.fake.command(
        CAROL,
        table.channel,
        "wizard",
        json!([{"name": "cancel", "type": 1, "options": []}]),
        "en-US",
        true,
    );
    e.fake.wait_ack(5, &id).await;
    e.open_hand(ALICE, &table).await;
    assert_eq!(e.last_ephemeral(ALICE).unwrap().text(), "This table was cancelled.");
    // The old private panel says so too, and offers nothing more to click.
    e.click(actor, mine.id, &bid0).await;
    let gone = e.fake.message(mine.id).unwrap();
    assert_eq!(gone.text().trim(), "This table was cancelled.");
    assert!(gone.components().is_empty());
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_in_a_lobby_redraw_its_message() {
    let e = E2e::start().await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(BOB, lobby, game, "join").await;
    assert!(e.fake.message(lobby).unwrap().text().contains(&format!("<@{BOB}>")));
    e.command(
        BOB,
        CHANNEL,
        "wizard",
        json!([{"name": "leave", "type": 1, "options": []}]),
    )
    .await;
    assert_eq!(e.last_ephemeral(BOB).unwrap().text(), "You left the table.");
    e.fake
        .wait_until(5, "the lobby to drop Bob", |f| {
            !f.message(lobby).unwrap().text().contains(&format!("<@{BOB}>"))
        })
        .await;
    e.command(
        ALICE,
        CHANNEL,
        "wizard",
        json!([{"name": "cancel", "type": 1, "options": []}]),
    )
    .await;
    e.fake
        .wait_until(5, "the lobby to say it was cancelled", |f| {
            f.message(lobby).unwrap().text().contains("This table was cancelled.")
        })
        .await;
    assert!(
        e.fake.message(lobby).unwrap().components().is_empty(),
        "no buttons on a cancelled lobby"
    );
    e.assert_clean();
    e.stop().await;
}

/// Careless players (the measurement of issue #13): every click is on a random
/// private panel of a random player — often an old one, or not their turn —
/// and now and then someone opens "My hand" again. Every answer updates the
/// panel clicked, so each player's private messages are exactly the hands they
/// opened.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn careless_clicks_leave_one_panel_per_opened_hand() {
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};
    let e = E2e::start().await;
    let humans = [ALICE, BOB, CAROL, DAVE];
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    for u in [BOB, CAROL, DAVE] {
        e.lobby_click(u, lobby, game, "join").await;
    }
    e.start_game(ALICE, lobby, game).await;
    let mut rng = SmallRng::seed_from_u64(13);
    let mut opens = [0usize; 4];
    let mut clicks = 0;
    for _ in 0..2000 {
        if e.end_message(game).is_some() {
            break;
        }
        let k = rng.random_range(0..humans.len());
        let u = humans[k];
        let panels: Vec<_> = e
            .fake
            .ephemerals(u)
            .into_iter()
            .filter(|m| !m.components().is_empty())
            .collect();
        if panels.is_empty() || rng.random_bool(0.02) {
            let Some(table) = e.table_message(game) else {
                tokio::time::sleep(std::time::Duration::from_millis(5)).await;
                continue;
            };
            e.open_hand(u, &table).await;
            opens[k] += 1;
            continue;
        }
        let panel = &panels[rng.random_range(0..panels.len())];
        let choices: Vec<_> = panel
            .components()
            .into_iter()
            .filter(|(_, label, disabled)| !disabled && !label.starts_with("select:"))
            .collect();
        if choices.is_empty() {
            // Nothing to click on this panel yet (not this player's turn, or
            // the bot has not redrawn it): let the bot catch up, so a loaded
            // machine does not spend the loop's turns before anyone can click.
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            continue;
        }
        let (id, _, _) = &choices[rng.random_range(0..choices.len())];
        e.click(u, panel.id, id).await;
        clicks += 1;
    }
    let counts: Vec<usize> = humans.iter().map(|&u| e.fake.ephemerals(u).len()).collect();
    eprintln!(
        "careless players: {clicks} clicks on private panels, hands opened {opens:?}, private messages per player {counts:?}"
    );
    assert!(clicks > 50, "{clicks} clicks");
    for k in 0..humans.len() {
        assert_eq!(
            counts[k], opens[k],
            "player {k}: one private message per hand opened, no copies"
        );
    }
    e.assert_clean();
    e.stop().await;
}
