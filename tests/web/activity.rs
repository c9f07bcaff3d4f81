//! The table as a Discord Activity (#64), in a real browser with the SDK's
//! mock standing in for Discord (as Discord's own examples test): Alice and
//! Bob open the Activity in the channel of their table; each authorizes, the
//! bot makes their codes into them through the fake Discord's OAuth2 and
//! checks the instance with Discord, and each plays a whole card game from
//! their own hand beside Cal, who plays in Discord. Dan, in the same
//! instance without a seat, watches: no hand, in the page or any frame. A
//! page that claims another channel, instance or person is refused; a used
//! or forged code and a wrong client secret are refused. A daily try is
//! played in the Activity in the bot's DM, and no one else finds it.

use std::time::Duration;

use serde_json::{Value, json};

use super::browser::{Tapped, assert_watchers, tap_seat_to_the_end};
use crate::e2e::browser::Browser;
use crate::e2e::daily::{At, daily, game_on};
use crate::e2e::{CHANNEL, E2e};
use crate::fake_discord::oauth::CLIENT_SECRET;
use crate::fake_discord::server::{APP_ID, GUILD_ID};

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;
const CAL: u64 = 333_333_333_333_333_333;
const DAN: u64 = 444_444_444_444_444_444;
const EVE: u64 = 555_555_555_555_555_555;
const INSTANCE: &str = "i-1300000000000000001";

fn tuned(c: &mut wizard_bot::config::Config) {
    c.web_addr = Some("127.0.0.1:0".parse().unwrap());
    c.web_secret = Some("the tests' link secret".into());
    c.discord_client_id = Some(APP_ID.to_string());
    c.discord_client_secret = Some(CLIENT_SECRET.into());
}

fn wrong_secret(c: &mut wizard_bot::config::Config) {
    tuned(c);
    c.discord_client_secret = Some("not the application's secret".into());
}

/// The "Play here in Discord" button's id on a message.
fn launch_id(m: &Value) -> Option<String> {
    m["components"]
        .as_array()?
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .find(|id| id.contains("ac:"))
}

/// Where the bot serves the page.
fn base(e: &E2e) -> String {
    format!("http://{}", e.web_addr().expect("the page is served"))
}

/// The Activity's page as the SDK's mock opens it for `user`'s code.
fn opened(e: &E2e, code: &str, channel: u64) -> String {
    format!(
        "{}/?mock_code={code}&mock_instance={INSTANCE}&mock_channel={channel}&mock_guild={GUILD_ID}",
        base(e)
    )
}

/// A sign-in as a page would send it.
async fn sign_in(e: &E2e, code: &str, instance: &str, channel: u64) -> (u16, Value) {
    session(
        e,
        json!({"code": code, "instance_id": instance, "channel_id": channel.to_string()}),
    )
    .await
}

/// The page's sign-in request with `body`: its status and answer.
async fn session(e: &E2e, body: Value) -> (u16, Value) {
    let r = reqwest::Client::new()
        .post(format!("{}/activity/session", base(e)))
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    (
        status,
        serde_json::from_str(&r.text().await.unwrap()).unwrap_or(Value::Null),
    )
}

/// Waits until the page shows a table (signed in).
async fn signed_in(page: &Browser) -> Value {
    let started = std::time::Instant::now();
    loop {
        let s = page.state().await;
        if !s.is_null() {
            return s;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "the page did not sign in: {}",
            page.text("#status").await
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_people_play_a_game_in_the_activity_beside_a_third_in_discord() {
    let Some(alice_page) = Browser::start(420, 900).await else {
        return;
    };
    // Bob's browser speaks German: so does his page.
    let bob_page = Browser::start_in(420, 900, "de-DE").await.expect("a second browser");
    let dan_page = Browser::start(420, 900).await.expect("a third browser");
    let e = E2e::start_tuned(tuned).await;
    e.set_locale(BOB, "de");
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    for u in [BOB, CAL] {
        e.lobby_click(u, lobby, game, "join").await;
    }
    for _ in 0..3 {
        e.lobby_click(ALICE, lobby, game, "bot").await;
    }
    e.start_game(ALICE, lobby, game).await;
    // "Play here in Discord" on the table and on a hand opens the Activity (LAUNCH_ACTIVITY).
    e.fake.inner.activities.store(true, std::sync::atomic::Ordering::SeqCst);
    let table = e.table_message(game).expect("the table");
    let on_table = launch_id(&table.body).expect("Play here in Discord on the table");
    e.click(CAL, table.id, &on_table).await;
    let his = e.open_hand(BOB, &table).await;
    let hand = e.reply_to(&his).expect("his hand");
    let on_hand = launch_id(&hand.body).expect("Play here in Discord on his hand");
    e.click(BOB, hand.id, &on_hand).await;
    let launched = e.fake.inner.launched.lock().unwrap().clone();
    let thread = table.channel;
    assert_eq!(
        launched,
        [(CAL, thread), (BOB, thread)],
        "each click opened the Activity where the table is (its thread)"
    );
    // The Activity runs in the game's thread; its page finds the game there.
    let codes = {
        let mut o = e.fake.inner.oauth.lock().unwrap();
        o.open(INSTANCE, thread, Some(GUILD_ID), &[ALICE, BOB, DAN]);
        [o.authorize(ALICE), o.authorize(BOB), o.authorize(DAN)]
    };
    alice_page.open(&opened(&e, &codes[0], thread)).await;
    bob_page.open(&opened(&e, &codes[1], thread)).await;
    dan_page.open(&opened(&e, &codes[2], thread)).await;
    let (a, b, d) = (
        signed_in(&alice_page).await,
        signed_in(&bob_page).await,
        signed_in(&dan_page).await,
    );
    assert_eq!(
        (a["game"].as_i64(), a["seat"].as_u64()),
        (Some(game), Some(0)),
        "Alice at her seat"
    );
    assert_eq!(
        (b["game"].as_i64(), b["seat"].as_u64()),
        (Some(game), Some(1)),
        "Bob at his"
    );
    assert_eq!(a["lang"], "en", "the page's language is the browser's");
    assert_eq!(b["lang"], "de", "the page's language is the browser's");
    assert_eq!(d["game"].as_i64(), Some(game));
    assert!(d["seat"].is_null(), "Dan has no seat: he watches");
    assert_watchers(&d);
    // A code is good once.
    let (status, _) = sign_in(&e, &codes[0], INSTANCE, thread).await;
    assert_eq!(status, 401, "a used code");

    let (alice, bob, cal) = tokio::join!(
        tap_seat_to_the_end(&e, game, 0, &alice_page, 21, Some("activity-en-420")),
        tap_seat_to_the_end(&e, game, 1, &bob_page, 22, Some("activity-de-420")),
        e.play(game, &[CAL], 23, usize::MAX)
    );
    let (
        Tapped {
            taps: ta, checked: ca, ..
        },
        Tapped {
            taps: tb, checked: cb, ..
        },
    ) = (alice, bob);
    eprintln!(
        "Activity: Alice tapped {ta} ({ca} checks of her view), Bob {tb} ({cb}); Cal clicked {} times in Discord",
        cal.clicks
    );
    assert!(ta >= 55 && tb >= 55, "each played their game: {ta}, {tb} taps");
    assert!(cal.actions >= 10, "Cal played in Discord");
    assert!(e.end_message(game).is_some(), "the game ended in Discord");
    let watched = dan_page.state().await;
    assert_watchers(&watched);
    assert_eq!(dan_page.count("#hand button").await, 0, "no hand on a watcher's page");
    for p in [alice_page, bob_page, dan_page] {
        p.close().await;
    }
    e.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_page_claiming_another_place_or_person_and_bad_codes_are_refused() {
    let e = E2e::start_tuned(tuned).await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    for _ in 0..2 {
        e.lobby_click(ALICE, lobby, game, "bot").await;
    }
    e.start_game(ALICE, lobby, game).await;
    let code = |user| {
        let mut o = e.fake.inner.oauth.lock().unwrap();
        o.open(INSTANCE, CHANNEL, Some(GUILD_ID), &[ALICE, BOB]);
        o.authorize(user)
    };
    // The real thing works: her table, her seat.
    let (status, found) = sign_in(&e, &code(ALICE), INSTANCE, CHANNEL).await;
    assert_eq!(status, 200, "{found}");
    assert_eq!(found["tables"][0]["seat"], 0);
    for (what, code, instance, channel, want) in [
        ("another channel", code(ALICE), INSTANCE, CHANNEL + 1, 403),
        ("an instance that does not run", code(ALICE), "i-0", CHANNEL, 403),
        ("a person not in the instance", code(EVE), INSTANCE, CHANNEL, 403),
        ("a forged code", "forged".to_string(), INSTANCE, CHANNEL, 401),
    ] {
        let (status, answer) = sign_in(&e, &code, instance, channel).await;
        assert_eq!(status, want, "{what}: {answer}");
        assert!(answer.get("tables").is_none(), "{what}: no tables: {answer}");
    }
    // An expired code.
    let old = code(ALICE);
    e.fake.inner.oauth.lock().unwrap().age_codes();
    assert_eq!(sign_in(&e, &old, INSTANCE, CHANNEL).await.0, 401, "an expired code");
    let refused = e.fake.inner.oauth.lock().unwrap().refused.clone();
    for why in ["a code used, expired or never given", "an instance that does not run"] {
        assert!(refused.iter().any(|r| r == why), "Discord refused {why}: {refused:?}");
    }
    e.assert_clean();

    // A bot with the wrong client secret: Discord refuses it, the person is told.
    let wrong = E2e::start_tuned(wrong_secret).await;
    let good = {
        let mut o = wrong.fake.inner.oauth.lock().unwrap();
        o.open(INSTANCE, CHANNEL, Some(GUILD_ID), &[ALICE]);
        o.authorize(ALICE)
    };
    let (status, answer) = sign_in(&wrong, &good, INSTANCE, CHANNEL).await;
    assert_eq!(status, 401, "{answer}");
    let refused = wrong.fake.inner.oauth.lock().unwrap().refused.clone();
    assert_eq!(refused, ["wrong client id or secret"]);
    wrong.assert_clean();
}

/// A daily try is its player's alone: in a DM, "Play here in Discord" on its
/// panel opens the Activity there and its page plays the try to its end; on
/// a server, someone else in the same instance does not find it.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_daily_try_is_played_in_the_activity_in_a_dm_and_no_one_else_finds_it() {
    let Some(page) = Browser::start(420, 900).await else {
        return;
    };
    let e = E2e::start_tuned(tuned).await;
    e.fake.inner.activities.store(true, std::sync::atomic::Ordering::SeqCst);
    // Dan's try on a server: Alice, in the same instance, finds nothing to watch.
    let dans = daily(&e, DAN, At::Server(CHANNEL), json!([])).await;
    let dan_try = game_on(&dans).expect("Dan's try");
    let (alice, dan) = {
        let mut o = e.fake.inner.oauth.lock().unwrap();
        o.open(INSTANCE, CHANNEL, Some(GUILD_ID), &[ALICE, DAN]);
        (o.authorize(ALICE), o.authorize(DAN))
    };
    let (status, found) = sign_in(&e, &alice, INSTANCE, CHANNEL).await;
    assert_eq!(status, 200, "{found}");
    assert_eq!(found["tables"], json!([]), "someone else's daily try: {found}");
    let (_, found) = sign_in(&e, &dan, INSTANCE, CHANNEL).await;
    assert_eq!(
        found["tables"][0]["game"].as_i64(),
        Some(dan_try),
        "his own try: {found}"
    );
    assert!(found["tables"][0]["seat"].is_u64(), "at his seat: {found}");

    // Cal, in the bot's DM: "Play here in Discord" on his try's panel opens the Activity there.
    const CAL_DM: u64 = 9_300;
    let cal = daily(&e, CAL, At::Dm(CAL_DM), json!([])).await;
    let game = game_on(&cal).expect("Cal's try");
    crate::e2e::look("activity-daily-panel", &cal, json!({}));
    let launch = launch_id(&cal.body).expect("Play here in Discord on a daily try's panel");
    let clicked = e.click(CAL, cal.id, &launch).await;
    assert_eq!(e.answer_of(&clicked).await["type"], 12, "LAUNCH_ACTIVITY");
    assert_eq!(*e.fake.inner.launched.lock().unwrap(), [(CAL, CAL_DM)]);
    let code = {
        let mut o = e.fake.inner.oauth.lock().unwrap();
        o.open("i-dm", CAL_DM, None, &[CAL]);
        o.authorize(CAL)
    };
    page.open(&format!(
        "{}/?mock_code={code}&mock_instance=i-dm&mock_channel={CAL_DM}",
        base(&e)
    ))
    .await;
    let shown = signed_in(&page).await;
    let seat = e
        .bot()
        .tables
        .snapshot(game)
        .await
        .unwrap()
        .seat_of(CAL as i64)
        .unwrap();
    assert_eq!(
        (shown["game"].as_i64(), shown["seat"].as_u64()),
        (Some(game), Some(seat as u64)),
        "his try, at his seat"
    );
    let Tapped { taps, checked, .. } = tap_seat_to_the_end(&e, game, seat, &page, 31, None).await;
    eprintln!("daily try in a DM: Cal tapped {taps} times on the Activity's page ({checked} checks of his view)");
    assert!(taps >= 10, "he played his try: {taps} taps");
    let s = e.bot().tables.latest(game).await.unwrap();
    assert!(s.is_over(), "his try ended");
    // His panel, opened again, is the try's result.
    let again = daily(&e, CAL, At::Dm(CAL_DM), json!([])).await;
    assert!(crate::e2e::daily::finished(&again), "{}", again.text());
    page.close().await;
    e.assert_clean();
}

fn global(c: &mut wizard_bot::config::Config) {
    tuned(c);
    c.dev_guild_id = None;
}

/// With Activities enabled, Discord keeps the application's entry point
/// command and refuses a bulk overwrite of the global commands without it:
/// the bot registers it with the others.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_entry_point_command_is_kept_when_the_commands_are_registered() {
    let mut e = E2e::start_tuned(tuned).await;
    e.fake.inner.activities.store(true, std::sync::atomic::Ordering::SeqCst);
    e.restart_tuned(global).await;
    e.fake
        .wait_until(10, "the global commands registered", |f| {
            f.requests()
                .iter()
                .any(|r| r.method == "PUT" && r.path.ends_with(&format!("/applications/{APP_ID}/commands")))
        })
        .await;
    let put = e
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with(&format!("/applications/{APP_ID}/commands")))
        .unwrap();
    let entry: Vec<&Value> = put.body.as_array().unwrap().iter().filter(|c| c["type"] == 4).collect();
    assert_eq!(entry.len(), 1, "the entry point command, once");
    assert_eq!(
        entry[0]["handler"], 2,
        "Discord launches the Activity (DISCORD_LAUNCH_ACTIVITY)"
    );
    e.assert_clean();
}

fn turn_based(c: &mut wizard_bot::config::Config) {
    tuned(c);
    c.rollover_every = Some(Duration::from_millis(20));
}

/// A sign-in from a deep link (`custom_id`), as a page launched by one sends it.
async fn sign_in_linked(e: &E2e, code: &str, instance: &str, channel: u64, custom_id: &str) -> (u16, Value) {
    let body =
        json!({"code": code, "instance_id": instance, "channel_id": channel.to_string(), "custom_id": custom_id});
    session(e, body).await
}

#[tokio::test]
async fn a_turn_messages_deep_link_opens_the_persons_own_seat_wherever_the_activity_runs() {
    let e = E2e::start_tuned(turn_based).await;
    e.fake.inner.activities.store(true, std::sync::atomic::Ordering::SeqCst);
    let (game, lobby) = e
        .new_wizard(ALICE, json!([{"name": "pace", "type": 3, "value": "24"}]))
        .await;
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(CAL, lobby, game, "join").await;
    e.start_game(ALICE, lobby, game).await;
    // The turn's DM carries Discord's turn-based deep link to the Activity, naming the game.
    let link = format!("https://discord.com/activities/{APP_ID}?custom_id=game-{game}");
    let carries = |f: &crate::fake_discord::server::FakeDiscord| {
        [ALICE, BOB, CAL]
            .into_iter()
            .flat_map(|u| f.dms_to(u))
            .any(|m| m.body.to_string().contains(&link))
    };
    e.fake.wait_until(10, "a turn's DM with the deep link", carries).await;
    // Alice opens it from her DM with the bot: her seat at that game, first.
    const ALICE_DM: u64 = 9_400;
    let (alice, dan) = {
        let mut o = e.fake.inner.oauth.lock().unwrap();
        o.open("i-link", ALICE_DM, None, &[ALICE, DAN]);
        (o.authorize(ALICE), o.authorize(DAN))
    };
    let (status, found) = sign_in_linked(&e, &alice, "i-link", ALICE_DM, &format!("game-{game}")).await;
    assert_eq!(status, 200, "{found}");
    assert_eq!(found["tables"][0]["game"].as_i64(), Some(game), "{found}");
    assert!(found["tables"][0]["seat"].is_u64(), "at her seat: {found}");
    // Dan has no seat there: a link to someone else's game opens nothing.
    let (status, found) = sign_in_linked(&e, &dan, "i-link", ALICE_DM, &format!("game-{game}")).await;
    assert_eq!((status, found["tables"].clone()), (200, json!([])), "{found}");
    e.assert_clean();
}
