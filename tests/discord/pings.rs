//! Turn pings end to end. Discord notifies a person only for a new message
//! that mentions them (the fake records whom each new message notified, as
//! `allowed_mentions` permits; edits notify no one): every person whose turn
//! comes is told within seconds by a new message — also when their panel is
//! open, since an edit notifies no one — computers are never addressed,
//! a person has at most one ping at a time, and can turn pings off on it.

use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::json;
use wizard_bot::config::Config;

use crate::e2e::{E2e, Played, cid, drawn_at, enabled_actions, game_of, mentions, test_seed};
use crate::fake_discord::server::Msg;

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;

fn pinging(c: &mut Config) {
    c.turn_ping_after = Some(Duration::from_millis(300));
}

/// The game's ping messages there now.
fn pings_now(e: &E2e, game: i64) -> Vec<Msg> {
    let tag = format!("(Wizard #{game})");
    e.fake
        .all_public_messages()
        .into_iter()
        .filter(|m| m.body["content"].as_str().is_some_and(|c| c.contains(&tag)))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_person_whose_turn_comes_is_told_and_may_turn_pings_off() {
    let e = E2e::start_tuned(pinging).await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    let humans = [ALICE, BOB];
    let mut rng = SmallRng::seed_from_u64(test_seed());
    let mut played = Played::default();
    // Notifications before the present turn began.
    let mut mark = 0;
    let (mut turns, mut by_ping) = (0, 0);
    // Who turned pings off, and how many notifications there were then.
    let mut off: Option<(u64, usize)> = None;
    while turns < 30 && e.end_message(game).is_none() {
        let Some(table) = e.table_message(game) else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let version = drawn_at(&table.body).unwrap().1;
        let content = table.body["content"].as_str().unwrap_or_default().to_string();
        let actors: Vec<u64> = mentions(&content).into_iter().filter(|u| humans.contains(u)).collect();
        if actors.is_empty() {
            // A computer's turn: waited for, never addressed.
            assert!(content.contains("Waiting for") || content.is_empty(), "{content}");
            e.fake
                .wait_until(10, "the computer to move", |_| {
                    e.public_version(game) > version || e.end_message(game).is_some()
                })
                .await;
            continue;
        }
        let user = actors[0];
        let told = |fake: &crate::fake_discord::server::FakeDiscord| {
            fake.notifications()[mark..].iter().any(|n| n.user == user)
                || fake
                    .newest_ephemeral(user, |m| game_of(&m.body) == Some(game))
                    .and_then(|m| drawn_at(&m.body))
                    .is_some_and(|(_, v)| v >= version)
        };
        if off.is_none_or(|(who, _)| who != user) {
            e.fake
                .wait_until(3, "the person whose turn it is to be told", told)
                .await;
        }
        turns += 1;
        // A ping for them: it mentions them alone and opens their hand.
        let ping = pings_now(&e, game)
            .into_iter()
            .filter(|m| m.body["content"].as_str().is_some_and(|c| mentions(c) == vec![user]))
            .max_by_key(|m| m.id);
        let ping_id = ping.as_ref().map(|p| p.id);
        let hand = match ping {
            Some(ping) if off.is_none() => {
                by_ping += 1;
                assert_eq!(ping.body["allowed_mentions"]["users"], json!([user.to_string()]));
                let buttons = ping.components();
                assert_eq!(buttons.len(), 2, "{buttons:?}");
                // The first ping asked for is turned off: never again, anywhere.
                let id = e.click(user, ping.id, &buttons[1].0).await;
                let reply = e.reply_to(&id).unwrap();
                assert_eq!(reply.ephemeral_for, Some(user));
                assert!(reply.text().contains("will not be pinged"), "{}", reply.text());
                assert_eq!(
                    e.store()
                        .setting(&format!("user:{user}:pings"))
                        .await
                        .unwrap()
                        .as_deref(),
                    Some("off")
                );
                off = Some((user, e.fake.notifications().len()));
                let id = e.click(user, ping.id, &buttons[0].0).await;
                e.reply_to(&id)
            }
            _ => e.hand(user, game, version, &mut played).await,
        };
        let Some(hand) = hand.filter(|h| drawn_at(&h.body).map(|d| d.1) == Some(version)) else {
            continue;
        };
        let choices = enabled_actions(&hand);
        if choices.is_empty() {
            continue;
        }
        mark = e.fake.notifications().len();
        let id = e.act(user, &hand, &choices, &mut rng);
        e.fake.wait_ack(5, &id).await;
        e.fake
            .wait_until(10, "the table to show the move", |_| {
                e.public_version(game) > version || e.end_message(game).is_some()
            })
            .await;
        // Their ping goes once they acted: "it is your turn" would mislead.
        if let Some(id) = ping_id {
            e.fake
                .wait_until(3, "the ping of a person who acted to go", |f| !f.message_exists(id))
                .await;
        }
        // One ping per person at a time (one person acts at a time here).
        e.fake
            .wait_until(3, "at most one ping", |_| pings_now(&e, game).len() <= 1)
            .await;
    }
    eprintln!(
        "{turns} turns of people, {by_ping} told by a ping; seed {}",
        test_seed()
    );
    assert!(turns >= 10, "only {turns} turns of people were played");
    assert!(by_ping >= 1, "no person was told by a ping");
    // Nobody who turned pings off was notified afterwards (a new round's table names them too).
    let (who, at) = off.expect("someone turned pings off");
    let later: Vec<_> = e.fake.notifications()[at..]
        .iter()
        .filter(|n| n.user == who)
        .cloned()
        .collect();
    assert!(later.is_empty(), "notified after turning pings off: {later:?}");
    // Notifications go to people only, and only to this game's players.
    assert!(e.fake.notifications().iter().all(|n| humans.contains(&n.user)));
    // "Ping me again" on the answer turns them back on.
    let answer = e
        .fake
        .ephemerals(who)
        .into_iter()
        .find(|m| m.text().contains("will not be pinged"))
        .unwrap();
    let again = answer.components()[0].0.clone();
    assert_eq!(again, cid("pg:on"));
    let id = e.click(who, answer.id, &again).await;
    assert!(e.reply_to(&id).unwrap().text().contains("will be pinged"));
    assert_eq!(
        e.store()
            .setting(&format!("user:{who}:pings"))
            .await
            .unwrap()
            .as_deref(),
        Some("on")
    );
    // The game's end takes its ping with it.
    let id = e.fake.command(
        ALICE,
        e.table_message(game).map_or(crate::e2e::CHANNEL, |t| t.channel),
        "wizard",
        json!([{"name": "cancel", "type": 1, "options": []}]),
        "en-US",
        false,
    );
    e.fake.wait_ack(5, &id).await;
    e.fake
        .wait_until(5, "the ping to go with the game", |_| pings_now(&e, game).is_empty())
        .await;
    e.assert_clean();
    e.stop().await;
}

/// A server that turned pings off (`/settings pings:false`) pings no one,
/// not even in a new round's table message.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_server_that_turned_pings_off_pings_no_one() {
    let e = E2e::start_tuned(pinging).await;
    let id = e.fake.command(
        BOB,
        crate::e2e::CHANNEL,
        "settings",
        json!([{"name": "pings", "type": 5, "value": false}]),
        "en-US",
        true,
    );
    e.fake.wait_ack(5, &id).await;
    assert!(
        e.reply_to(&id).unwrap().text().contains("Nobody is pinged"),
        "{}",
        e.reply_to(&id).unwrap().text()
    );
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    // A person's turn, with no panel open, for ten times the ping's wait.
    e.fake
        .wait_until(10, "a person's turn", |_| {
            e.table_message(game)
                .is_some_and(|t| !mentions(t.body["content"].as_str().unwrap_or_default()).is_empty())
        })
        .await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert!(pings_now(&e, game).is_empty());
    assert_eq!(e.fake.notifications().len(), 0, "{:?}", e.fake.notifications());
    e.assert_clean();
    e.stop().await;
}

/// A panel past Discord's 15 minutes no longer follows the game (Discord
/// refuses its token, and the fake with it): the bot never edits it, and its
/// person, when their turn comes, is pinged and asked to open it again.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_panel_past_discords_fifteen_minutes_is_left_alone_and_its_person_asked_to_reopen() {
    let e = E2e::start_tuned(pinging).await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    let humans = [ALICE, BOB];
    let both_opened = |e: &E2e| {
        humans
            .iter()
            .all(|&u| e.fake.newest_ephemeral(u, |m| game_of(&m.body) == Some(game)).is_some())
    };
    assert!(
        e.play_until(game, &humans, test_seed(), both_opened).await,
        "both opened their hands"
    );
    // Waiting on a person now; let the last redraws land, then 16 minutes pass.
    e.fake
        .wait_until(10, "a person's turn", |_| {
            e.table_message(game)
                .is_some_and(|t| !mentions(t.body["content"].as_str().unwrap_or_default()).is_empty())
        })
        .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let sixteen_minutes = Duration::from_secs(16 * 60);
    e.bot().sessions.age_all(sixteen_minutes);
    *e.fake.inner.token_age_offset.lock().unwrap() = sixteen_minutes;
    // People play on (a click on an old panel is a new interaction, answered
    // as ever); the next person whose turn begins is asked to open their
    // hand again, unless a new round's table told them already.
    let mut asked = None;
    for step in 0..12 {
        let mark = e.fake.notifications().len();
        e.play(game, &humans, test_seed().wrapping_add(step), 1).await;
        let Some(table) = e.table_message(game) else { continue };
        let Some(user) = mentions(table.body["content"].as_str().unwrap_or_default())
            .into_iter()
            .find(|u| humans.contains(u))
        else {
            continue;
        };
        // Told within a few seconds, unless their panel is live again (a
        // click on an old panel is a fresh token, which shows the turn): then
        // the next turn is tried.
        let mut told = None;
        for _ in 0..50 {
            told = e.fake.notifications()[mark..]
                .iter()
                .find(|n| n.user == user)
                .map(|n| n.message);
            if told.is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let Some(told) = told else { continue };
        if let Some(ping) = pings_now(&e, game).into_iter().find(|m| m.id == told) {
            asked = Some((user, ping));
            break;
        }
    }
    let (user, ping) = asked.expect("a ping came to someone whose panel had expired");
    assert!(ping.text().contains("Open your hand again"), "{}", ping.text());
    // The fresh hand it opens plays on.
    let id = e.click(user, ping.id, &ping.components()[0].0).await;
    let hand = e.reply_to(&id).unwrap();
    let choices = enabled_actions(&hand);
    assert!(!choices.is_empty(), "{}", hand.text());
    let mut rng = SmallRng::seed_from_u64(test_seed());
    let id = e.act(user, &hand, &choices, &mut rng);
    e.fake.wait_ack(5, &id).await;
    assert_eq!(e.answer_of(&id).await["type"], 7);
    // No edit through an expired token was tried (the fake counts it as a violation).
    e.assert_clean();
    e.stop().await;
}

/// Bot-token requests (posts, edits, deletes; not interaction answers) per
/// stored move of `game`, pings included (every state is shown in tests).
async fn per_move(e: &E2e, game: i64) -> String {
    let requests = e.fake.count_requests(|r| {
        ["/channels/", "/guilds/"].iter().any(|p| r.path.contains(p)) && !r.path.contains("/commands")
    });
    let moves = e.store().events(game).await.unwrap().len();
    format!(
        "{requests} bot-token requests for {moves} moves: {:.2} a move",
        requests as f64 / moves as f64
    )
}

/// #50: a person whose hand stays open on their screen and who waits past
/// the ping delay on every turn is told of every turn by exactly one new
/// message that mentions them (a ping, or a new round's table that names
/// them): an open panel is edited, and Discord notifies no one of an edit.
async fn every_waited_turn_is_told_once(e: &E2e, game: i64, user: u64, turns: usize) -> Vec<usize> {
    let table = loop {
        if let Some(t) = e.table_message(game) {
            break t;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    e.open_hand(user, &table).await;
    let mut rng = SmallRng::seed_from_u64(test_seed());
    let mut told = Vec::new();
    let mut mark = 0;
    let mut last = 0;
    while told.len() < turns && e.end_message(game).is_none() {
        tokio::time::sleep(Duration::from_millis(20)).await;
        let Some(table) = e.table_message(game) else { continue };
        let version = drawn_at(&table.body).map_or(0, |d| d.1);
        let theirs = mentions(table.body["content"].as_str().unwrap_or_default()).contains(&user);
        let Some(panel) = e
            .fake
            .newest_ephemeral(user, |m| drawn_at(&m.body).map(|d| d.0) == Some(game))
        else {
            continue;
        };
        let choices = enabled_actions(&panel);
        if !theirs || version <= last || choices.is_empty() || drawn_at(&panel.body).map(|d| d.1) != Some(version) {
            continue;
        }
        // Their turn, on the panel they keep open: they look away past the ping's delay.
        tokio::time::sleep(Duration::from_millis(1_000)).await;
        let count = e.fake.notifications()[mark..].iter().filter(|n| n.user == user).count();
        told.push(count);
        // Whatever tells them of their next turn comes after this move.
        mark = e.fake.notifications().len();
        let id = e.act(user, &panel, &choices, &mut rng);
        e.fake.wait_ack(5, &id).await;
        assert_eq!(e.answer_of(&id).await["type"], 7, "the open panel is updated in place");
        e.fake
            .wait_until(10, "the move on the table", |_| {
                e.public_version(game) > version || e.end_message(game).is_some()
            })
            .await;
        last = version;
    }
    told
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_card_player_who_keeps_the_hand_open_and_looks_away_is_told_of_every_turn() {
    let e = E2e::start_tuned(pinging).await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    let told = every_waited_turn_is_told_once(&e, game, ALICE, 12).await;
    eprintln!("card game, new messages mentioning Alice per waited turn: {told:?}");
    eprintln!("card game, {}", per_move(&e, game).await);
    assert!(told.len() >= 12, "only {} turns", told.len());
    assert!(told.iter().all(|&n| n == 1), "{told:?}");
    assert!(pings_now(&e, game).len() <= 1, "one ping per person at a time");
    e.assert_clean();
    e.stop().await;
}

/// The dice game's form of `every_waited_turn_is_told_once`: the turn is
/// the table's (Alice must decide), the decision a button on the Page she
/// keeps open (a prediction, a roll, stop, stay, a score), pressed after she
/// looked away past the ping's delay.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_dice_player_who_keeps_the_page_open_and_looks_away_is_told_of_every_turn() {
    dice_turns_are_told(pinging).await;
}

/// #61: the same with computer players who take their time, as in
/// production: a turn that begins after the person's own move (the Seer's
/// roll that follows it, a Jester Score choice) is told as every other.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_dice_player_is_told_of_every_turn_when_computers_take_their_time() {
    fn paced(c: &mut Config) {
        pinging(c);
        c.computer_pace = Duration::from_millis(150);
    }
    dice_turns_are_told(paced).await;
}

/// #61: the same while Discord is slow to take the redraws of open panels
/// (each held back 1.5 s): what tells a person of a turn must not wait for
/// the redraws, nor lose a turn that began while they were on their way.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_dice_player_is_told_of_every_turn_while_redraws_are_slow() {
    dice_turns_are_told_with(pinging, |e| {
        e.fake.delay_next(
            "PATCH",
            "/messages/@original",
            None,
            Duration::from_millis(1_500),
            usize::MAX,
        )
    })
    .await;
}

async fn dice_turns_are_told(tune: fn(&mut Config)) {
    dice_turns_are_told_with(tune, |_| {}).await;
}

async fn dice_turns_are_told_with(tune: fn(&mut Config), before: fn(&E2e)) {
    use crate::e2e::dice::choice_of;
    let e = E2e::start_tuned(tune).await;
    before(&e);
    let game = e.start_dice(ALICE, &[0, 0], json!([]), None).await;
    let table = e.table_message(game).expect("the dice table");
    // Before the first roll: no picture of seven empty dice (#50).
    assert!(
        table.files.is_empty(),
        "{:?}",
        table.files.iter().map(|f| &f.filename).collect::<Vec<_>>()
    );
    e.open_hand(ALICE, &table).await;
    let mut rng = SmallRng::seed_from_u64(test_seed());
    let (mut told, mut mark, mut last, mut clicked) = (Vec::new(), 0, None, None);
    let mut began: Option<(u64, tokio::time::Instant)> = None;
    let started = std::time::Instant::now();
    let mut takes = 0;
    while (told.len() < 8 || takes == 0) && e.end_message(game).is_none() {
        assert!(started.elapsed() < Duration::from_secs(120), "{told:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
        let Ok(s) = e.tables().snapshot(game).await else { break };
        let seat = s.seat_of(ALICE as i64).unwrap();
        let Some(panel) = e
            .fake
            .newest_ephemeral(ALICE, |m| drawn_at(&m.body).map(|d| d.0) == Some(game))
        else {
            continue;
        };
        let choices: Vec<String> = panel
            .components()
            .into_iter()
            .filter(|(id, _, disabled)| {
                !disabled
                    && choice_of(id).is_some_and(|c| {
                        ["P", "R", "S", "T", "K", "J"].iter().any(|p| c.starts_with(p)) && !c.ends_with('?')
                    })
            })
            .map(|(id, _, _)| id)
            .collect();
        // Her turn: she must decide, or a computer Seer waits for her to
        // take its roll or stay in (#61: that is a waiting turn too).
        let mine = s.waiting.contains(seat);
        // When her turn began, as the table has it (the look-away counts from
        // there, not from when her panel showed it: a slow redraw must not
        // delay what tells her).
        if mine && began.is_none_or(|(v, _)| v != s.version) {
            began = Some((s.version, tokio::time::Instant::now()));
        }
        let here = Some((panel.id, s.version));
        if !mine || clicked == here || choices.is_empty() || drawn_at(&panel.body).map(|d| d.1) != Some(s.version) {
            continue;
        }
        if !s.turn().must.contains(seat) && last != Some(s.version) {
            takes += 1;
            // The public table while a computer Seer waits for her (with WIZARD_LOOK_DIR).
            if takes == 1
                && let Some(table) = e.table_message(game)
            {
                crate::e2e::look("dice-computer-seer-waits", &table, json!({ALICE.to_string(): "Alice"}));
            }
        }
        // A new turn (not a question within one, such as which box to cross out).
        if last != Some(s.version) {
            let since = began.map_or_else(tokio::time::Instant::now, |(_, at)| at);
            tokio::time::sleep_until(since + Duration::from_millis(1_000)).await;
            told.push(
                e.fake.notifications()[mark..]
                    .iter()
                    .filter(|n| n.user == ALICE)
                    .count(),
            );
            mark = e.fake.notifications().len();
            last = Some(s.version);
        }
        let pick = &choices[rand::RngExt::random_range(&mut rng, 0..choices.len())];
        let id = e.fake.click_on(ALICE, panel.id, pick, "en-US");
        e.fake.wait_ack(5, &id).await;
        clicked = here;
    }
    eprintln!("dice, new messages mentioning Alice per waited turn: {told:?} ({takes} a computer Seer's roll to take)");
    eprintln!("dice, {}", per_move(&e, game).await);
    // Computers are waited for, never addressed (#50: "🤖 Computer 3: take this roll or wait").
    for m in e.fake.all_public_messages() {
        let content = m.body["content"].as_str().unwrap_or_default();
        if let Some(at) = content.find("🤖") {
            assert!(content[..at].contains("Waiting for"), "{content}");
        }
    }
    assert!(told.len() >= 8, "only {} turns", told.len());
    assert!(takes >= 1, "no roll of a computer Seer waited for her");
    // What the ping says when she only may take the roll: the Seer waits for her.
    // (Pings are deleted once she acts: found among the posts.)
    let take = e.fake.find_request(|r| {
        r.method == "POST"
            && r.body["content"]
                .as_str()
                .is_some_and(|c| c.contains("the Seer waits for you"))
    });
    let take = take.expect("a ping for a computer Seer's roll says the Seer waits");
    // Drawn for looking only (the table may have ended by now).
    let take = Msg {
        id: 0,
        channel: 0,
        body: take.body,
        ephemeral_for: None,
        edits: 0,
        files: Vec::new(),
    };
    super::e2e::look("ping-take", &take, json!({ALICE.to_string(): "Alice"}));
    assert!(told.iter().all(|&n| n == 1), "{told:?}");
    e.assert_clean();
    e.stop().await;
}
