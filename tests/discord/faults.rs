//! The bot against a failing Discord and a crash at awkward moments: posts
//! that fail are tried again until the message exists, a game started just
//! before a crash is shown at once after the restart in the same thread, the
//! final standings appear exactly once, a game's thread belongs to its game,
//! forged clicks redraw nothing, and two Rematch clicks open one table.

use crate::e2e::{CHANNEL, E2e};
use serde_json::json;

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;

/// A lobby with Alice, Bob and a computer player; returns (game, lobby message).
async fn lobby(e: &E2e) -> (i64, u64) {
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    (game, lobby)
}

/// `lobby`, started; returns once the first table message is there.
async fn started(e: &E2e) -> (i64, u64) {
    let (game, lobby) = lobby(e).await;
    e.start_game(ALICE, lobby, game).await;
    (game, lobby)
}

fn end_messages(e: &E2e, game: i64) -> usize {
    let rematch = crate::e2e::cid(&format!("r:{game}"));
    e.fake
        .all_public_messages()
        .iter()
        .filter(|m| m.components().iter().any(|(id, _, _)| *id == rematch))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn failed_posts_and_edits_are_tried_again_until_the_game_is_shown() {
    let mut e = E2e::start().await;
    let (game, lobby) = lobby(&e).await;
    // The thread (its id is the lobby message's), the first table post and
    // edits fail for a while: server errors and rate limits.
    e.fake.fail_next("POST", "/threads", 500, 2);
    e.fake.fail_next("POST", &format!("/channels/{lobby}/messages"), 503, 2);
    e.fake.fail_next("POST", &format!("/channels/{lobby}/messages"), 429, 2);
    e.lobby_click(ALICE, lobby, game, "start").await;
    e.fake
        .wait_until(20, "the first table message despite the failures", |_| {
            e.table_message(game).is_some()
        })
        .await;
    assert_eq!(e.fake.faults_left(), 0, "every injected failure was met");
    let table = e.table_message(game).unwrap();
    assert_eq!(table.channel, lobby, "the table is in the game's thread");
    assert_eq!(e.fake.threads().len(), 1, "one thread: {:?}", e.fake.threads());
    assert!(
        e.fake.public_messages(CHANNEL).iter().all(|m| m.id == lobby),
        "nothing was posted in the channel instead of the thread"
    );
    // Edits and round posts keep failing now and then while the game is played.
    e.fake
        .fail_next("PATCH", &format!("/channels/{lobby}/messages"), 500, 3);
    e.fake
        .fail_next("PATCH", &format!("/channels/{lobby}/messages"), 429, 3);
    e.fake.fail_next("POST", &format!("/channels/{lobby}/messages"), 502, 3);
    e.play_to_end(game, &[ALICE, BOB], 11).await;
    e.fake
        .wait_until(30, "the final standings", |_| e.end_message(game).is_some())
        .await;
    assert_eq!(end_messages(&e, game), 1);
    // A restart does not post the end again, and knows it was posted.
    e.restart().await;
    assert!(e.store().finished_unannounced().await.unwrap().is_empty());
    assert_eq!(end_messages(&e, game), 1);
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_crash_just_after_start_shows_the_game_at_once_in_the_same_thread() {
    let mut e = E2e::start().await;
    let (game, lobby) = lobby(&e).await;
    // The lobby's place is stored once its message id is known, just after
    // the lobby is answered: wait for it (a loaded machine is slower).
    let mut place_before_start = serde_json::Value::Null;
    for _ in 0..500 {
        let stored = e.store().game(game).await.unwrap().messages;
        if stored.get("lobby_message").is_some_and(|m| !m.is_null()) {
            place_before_start = stored;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert!(!place_before_start.is_null(), "the lobby's place was never stored");
    // The thread is opened, but the table cannot be posted before the crash.
    e.fake
        .fail_next("POST", &format!("/channels/{lobby}/messages"), 500, 1_000);
    e.lobby_click(ALICE, lobby, game, "start").await;
    e.fake
        .wait_until(10, "the thread and a failed table post", |f| {
            !f.threads().is_empty() && f.faults_left() < 1_000
        })
        .await;
    e.running.take().unwrap().stop().await;
    // Crashed before the thread's id was stored: the stored place is the lobby's.
    let store = wizard_bot::store::Store::open(&e.db).await.unwrap();
    store.set_messages(game, &place_before_start).await.unwrap();
    drop(store);
    e.fake.clear_faults();
    e.restart().await;
    // Shown at once (the turn time is 90 s), in the thread opened before the crash.
    e.fake
        .wait_until(10, "the table after the restart", |_| e.table_message(game).is_some())
        .await;
    assert_eq!(e.table_message(game).unwrap().channel, lobby);
    assert_eq!(e.fake.threads().len(), 1, "no second thread: {:?}", e.fake.threads());
    assert!(e.fake.public_messages(CHANNEL).iter().all(|m| m.id == lobby));
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_running_games_thread_refuses_a_new_table_and_forged_clicks_redraw_nothing() {
    let e = E2e::start().await;
    let (game, lobby) = started(&e).await;
    let table = e.table_message(game).unwrap();
    let thread = table.channel;
    // `/wizard new` in the game's thread is refused; the game keeps its players.
    let id = e
        .command(
            BOB,
            thread,
            "wizard",
            json!([{"name": "new", "type": 1, "options": []}]),
        )
        .await;
    let answer = e.reply_to(&id).unwrap();
    assert_eq!(answer.ephemeral_for, Some(BOB), "{}", answer.text());
    assert!(answer.text().contains(&format!("game {game}")), "{}", answer.text());
    assert_eq!(e.store().open_game_in(thread as i64).await.unwrap(), None);
    // A leaderboard page button forged onto the table message changes nothing.
    let before = e.fake.message(table.id).unwrap().body;
    let page = wizard_bot::discord::custom_id::Click::Board(wizard_bot::discord::boards::ask::BoardAsk {
        kind: wizard_bot::store::GameKind::Wizard,
        global: false,
        sort: wizard_bot::store::SortBy::Wins,
        season: wizard_bot::league::season::Season::AllTime,
        page: 1,
    });
    let id = e.click(ALICE, table.id, &page.encode()).await;
    assert_eq!(e.reply_to(&id).unwrap().ephemeral_for, Some(ALICE));
    // So does another game's Start on this lobby message.
    let id = e.click(ALICE, lobby, &format!("l:{}:start", game + 1)).await;
    assert_eq!(e.reply_to(&id).unwrap().ephemeral_for, Some(ALICE));
    assert_eq!(e.fake.message(table.id).unwrap().body, before);
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_rematch_clicks_at_once_open_one_table_where_they_were_clicked() {
    let e = E2e::start().await;
    let (game, _) = started(&e).await;
    e.play_to_end(game, &[ALICE, BOB], 5).await;
    e.fake
        .wait_until(20, "the final standings", |_| e.end_message(game).is_some())
        .await;
    let end = e.end_message(game).unwrap();
    let rematch = crate::e2e::cid(&format!("r:{game}"));
    let a = e.fake.click_on(ALICE, end.id, &rematch, "en-US");
    let b = e.fake.click_on(BOB, end.id, &rematch, "en-US");
    e.fake.wait_ack(5, &a).await;
    e.fake.wait_ack(5, &b).await;
    let answers = [e.reply_to(&a).unwrap(), e.reply_to(&b).unwrap()];
    let opened: Vec<_> = answers.iter().filter(|m| m.ephemeral_for.is_none()).collect();
    let refused: Vec<_> = answers.iter().filter(|m| m.ephemeral_for.is_some()).collect();
    assert_eq!((opened.len(), refused.len()), (1, 1), "{answers:#?}");
    assert!(
        refused[0].text().contains("already has an open table"),
        "{}",
        refused[0].text()
    );
    // The new table is where the click was (the game's thread), and
    // `/wizard cancel` there finds it.
    let new_game = e.store().open_game_in(end.channel as i64).await.unwrap();
    assert!(new_game.is_some_and(|g| g > game));
    let host = if answers[0].ephemeral_for.is_none() { ALICE } else { BOB };
    let id = e
        .command(
            host,
            end.channel,
            "wizard",
            json!([{"name": "cancel", "type": 1, "options": []}]),
        )
        .await;
    assert!(e.reply_to(&id).unwrap().ephemeral_for.is_none(), "cancelled publicly");
    assert_eq!(e.store().open_game_in(end.channel as i64).await.unwrap(), None);
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_damaged_game_is_set_aside_and_its_thread_told_once() {
    let mut e = E2e::start().await;
    let (game, lobby) = started(&e).await;
    e.running.take().unwrap().stop().await;
    let store = wizard_bot::store::Store::open(&e.db).await.unwrap();
    wizard_bot::store::sql::query("UPDATE events SET body = 'not json' WHERE game_id = ? AND seq = 0")
        .bind(game)
        .execute(store.db())
        .await
        .unwrap();
    drop(store);
    let told = |e: &E2e| {
        e.fake
            .public_messages(lobby)
            .iter()
            .filter(|m| m.text().contains("could not be restored"))
            .count()
    };
    e.restart().await;
    e.fake.wait_until(10, "the thread is told", |_| told(&e) == 1).await;
    assert_eq!(e.running.as_ref().unwrap().restored, 0);
    // Told once: a second restart says nothing more, and the channel is free.
    e.restart().await;
    assert!(e.store().untold_set_aside().await.unwrap().is_empty());
    assert_eq!(told(&e), 1);
    let (again, _) = e.new_wizard(BOB, json!([])).await;
    assert!(again > game);
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_deleted_table_message_is_posted_again() {
    let e = E2e::start().await;
    let (game, lobby) = started(&e).await;
    let first = e.table_message(game).unwrap();
    // Whoever must act opens their hand, then a moderator deletes the table message.
    let actor = crate::e2e::mentions(first.body["content"].as_str().unwrap())[0];
    e.open_hand(actor, &first).await;
    let hand = e.last_ephemeral(actor).unwrap();
    e.fake.delete_message(first.id);
    // The move cannot be shown by an edit (10008): a new table message takes its place.
    let choice = crate::e2e::first_choice(&hand).expect("an enabled choice");
    e.click(actor, hand.id, &choice).await;
    e.fake
        .wait_until(10, "a new table message", |_| {
            e.table_message(game).is_some_and(|m| m.id != first.id)
        })
        .await;
    assert_eq!(e.table_message(game).unwrap().channel, lobby);
    e.play_to_end(game, &[ALICE, BOB], 22).await;
    e.fake
        .wait_until(20, "the final standings", |_| e.end_message(game).is_some())
        .await;
    e.assert_clean();
    e.stop().await;
}

/// The fake refuses what Discord's limits refuse: a 51st bot-token request in
/// a second (global), and with production's edit gap a sixth edit in a
/// channel within five seconds (that channel only) — both with 429, counted.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_fake_refuses_requests_past_discords_limits() {
    use serenity::all::{ChannelId, CreateMessage, EditMessage};
    use std::sync::atomic::Ordering;
    let e = E2e::start().await;
    let http = e.running.as_ref().unwrap().bot.http().unwrap().clone();
    let fake = &e.fake.inner;
    fake.channel_edit_limit.store(true, Ordering::SeqCst);
    let first = ChannelId::new(CHANNEL);
    let other = ChannelId::new(CHANNEL + 1);
    let m = first
        .send_message(&http, CreateMessage::new().content("x"))
        .await
        .unwrap();
    let n = other
        .send_message(&http, CreateMessage::new().content("x"))
        .await
        .unwrap();
    let edit = |c: ChannelId, m: serenity::all::MessageId| {
        let http = http.clone();
        async move { c.edit_message(&http, m, EditMessage::new().content("y")).await }
    };
    for _ in 0..5 {
        edit(first, m.id).await.unwrap();
    }
    let before = fake.rate_limited.load(Ordering::SeqCst);
    assert!(edit(first, m.id).await.is_err(), "a sixth edit in five seconds");
    assert_eq!(fake.rate_limited.load(Ordering::SeqCst), before + 1);
    edit(other, n.id).await.expect("another channel has its own limit");
    fake.channel_edit_limit.store(false, Ordering::SeqCst);
    // The global limit: past 50 in a second, refused.
    let posts = (0..60).map(|_| {
        let http = http.clone();
        tokio::spawn(async move { other.send_message(&http, CreateMessage::new().content("z")).await })
    });
    let mut refused = 0;
    for p in posts.collect::<Vec<_>>() {
        if p.await.unwrap().is_err() {
            refused += 1;
        }
    }
    assert!(refused >= 1, "sixty posts at once all passed");
    assert_eq!(fake.rate_limited.load(Ordering::SeqCst), before + 1 + refused);
    e.stop().await;
}
