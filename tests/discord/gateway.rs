//! The gateway misbehaving as Discord's does (#85), against the real bot:
//! Reconnect is resumed; Invalid Session waits 1–5 s and logs in again; a
//! connection that stops acknowledging heartbeats is resumed on a new one
//! (the events sent meanwhile arrive, once) instead of a new login; the close
//! codes only an operator can mend stop the bot with the reason in one line
//! and no new login; refused sessions back off, and every login is counted
//! in the database.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use serde_json::json;

use super::e2e::{CHANNEL, E2e};
use crate::fake_discord::gateway::Login;
use crate::fake_discord::server::FakeDiscord;

/// `/rules wizard` from `user`: its interaction id.
fn ask_rules(e: &E2e, user: u64) -> String {
    e.fake.command(
        user,
        CHANNEL,
        "rules",
        json!([{"name": "game", "type": 3, "value": "wizard"}]),
        "en-US",
        false,
    )
}

/// How many answers interaction `id` got.
fn answers(fake: &FakeDiscord, id: &str) -> usize {
    fake.requests()
        .iter()
        .filter(|r| r.path.contains(&format!("/interactions/{id}/")) && r.path.ends_with("/callback"))
        .count()
}

async fn until(secs: u64, what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while !done() {
        assert!(Instant::now() < deadline, "not within {secs} s: {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Reconnect (op 7) is resumed: no new login, and the next command is
/// answered. Invalid Session that cannot be resumed is followed by one new
/// login, 1 to 5 s later, as Discord asks.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reconnect_is_resumed_and_an_invalid_session_waits_before_logging_in() {
    let e = E2e::start().await;
    let gw = &e.fake.inner.gateway;
    assert_eq!(gw.identifies(), 1);

    assert!(gw.reconnect(0));
    until(10, "a resume after Reconnect", || {
        gw.resumes() == 1 && gw.connected_shards() == [0]
    })
    .await;
    let id = ask_rules(&e, 501);
    e.fake.wait_ack(5, &id).await;
    assert_eq!(gw.identifies(), 1, "Reconnect is resumed, not a new login");

    let invalidated = Instant::now();
    assert!(gw.invalidate(0, false));
    until(15, "a login after Invalid Session", || gw.identifies() == 2).await;
    let Some(Login::Identify { at, .. }) = gw.logins().into_iter().last() else {
        panic!("the last login is an IDENTIFY: {:?}", gw.logins());
    };
    let waited = at.duration_since(invalidated);
    eprintln!("Invalid Session: the next IDENTIFY {waited:?} later");
    assert!(waited >= Duration::from_millis(950), "logged in again after {waited:?}");
    until(10, "connected again", || gw.connected_shards() == [0]).await;
    let id = ask_rules(&e, 502);
    e.fake.wait_ack(5, &id).await;
    assert_eq!(answers(&e.fake, &id), 1);
    e.assert_clean();
}

/// Discord's connection goes silent both ways (no heartbeat acknowledged,
/// nothing delivered, nothing closed). The keeper resumes the session on a
/// new connection within a heartbeat: no new login, and the commands sent
/// while it was silent arrive with the resume and are answered once each,
/// in time — also when Discord replays more than was missed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_connection_is_resumed_and_what_was_sent_meanwhile_is_answered_once() {
    let fake = FakeDiscord::start().await;
    fake.inner.gateway.heartbeat_ms.store(600, Ordering::SeqCst);
    let e = E2e::start_with(fake).await;
    let gw = &e.fake.inner.gateway;
    // Answered before the silence: replayed again below, never answered twice.
    let before = ask_rules(&e, 510);
    e.fake.wait_ack(5, &before).await;

    gw.replay_extra.store(3, Ordering::SeqCst);
    assert!(gw.zombie(0));
    let silenced = Instant::now();
    let during: Vec<String> = (0..3).map(|i| ask_rules(&e, 520 + i)).collect();
    for id in &during {
        e.fake.wait_ack(3, id).await;
    }
    eprintln!("silent connection: answered again after {:?}", silenced.elapsed());
    assert_eq!(gw.identifies(), 1, "resumed, not logged in again: {:?}", gw.logins());
    assert!(gw.resumes() >= 1);
    for id in during.iter().chain([&before]) {
        assert_eq!(answers(&e.fake, id), 1, "interaction {id}");
    }
    let dropped = e
        .running
        .as_ref()
        .unwrap()
        .gateway
        .keeper
        .counts()
        .replayed_dropped
        .load(Ordering::SeqCst);
    assert!(dropped >= 1, "the events replayed twice were passed on once");
    e.assert_clean();
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The next frame the keeper sends serenity, as JSON (within 5 s).
async fn next_frame(ws: &mut Ws) -> serde_json::Value {
    use futures_util::StreamExt;
    loop {
        let m = tokio::time::timeout(Duration::from_secs(5), ws.next())
            .await
            .expect("a frame within 5 s")
            .expect("the connection is open")
            .expect("a frame");
        if let tokio_tungstenite::tungstenite::Message::Text(t) = m {
            return serde_json::from_str(t.as_str()).unwrap();
        }
    }
}

async fn send_frame(ws: &mut Ws, v: serde_json::Value) {
    use futures_util::SinkExt;
    ws.send(tokio_tungstenite::tungstenite::Message::text(v.to_string()))
        .await
        .unwrap();
}

/// Plays serenity's part: a new connection to the keeper and an IDENTIFY;
/// the READY it is handed.
async fn serenity_logs_in(url: &str) -> (Ws, serde_json::Value) {
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    assert_eq!(next_frame(&mut ws).await["op"], 10, "HELLO first");
    let identify = json!({"op": 2, "d": {"token": "Bot test", "intents": 0, "properties": {}, "shard": [0, 1]}});
    send_frame(&mut ws, identify).await;
    let ready = next_frame(&mut ws).await;
    assert_eq!(ready["t"], "READY", "{ready}");
    (ws, ready)
}

/// The sequence numbers of the next `n` dispatches serenity is sent.
async fn dispatches(ws: &mut Ws, n: usize) -> Vec<u64> {
    let mut seen = Vec::new();
    while seen.len() < n {
        let f = next_frame(ws).await;
        if f["op"] == 0 && f["t"] == "TEST_EVENT" {
            seen.push(f["s"].as_u64().unwrap());
        }
    }
    seen
}

/// serenity starts a connection again when it sees a heartbeat of its own go
/// unanswered (a busy machine is enough, and the seeded-faults test met it):
/// what the keeper had passed on to the connection it left may never have
/// been read. Its IDENTIFY is made a resume from what its last heartbeat said
/// it had, so those come again — and only those (the bot answers an
/// interaction once: `in_flight`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_serenity_may_have_lost_when_it_starts_again_is_passed_on_again() {
    let fake = FakeDiscord::start().await;
    let gateway = format!("{}/ws", fake.url().replace("http://", "ws://"));
    let kept = wizard_bot::discord::gateway::keep::<wizard_bot::store::Store>(&gateway, None)
        .await
        .unwrap();
    let gw = &fake.inner.gateway;

    let (mut ws, ready) = serenity_logs_in(&kept.url).await;
    let first = ready["s"].as_u64().unwrap();
    send_frame(&mut ws, json!({"op": 1, "d": first})).await;
    assert_eq!(next_frame(&mut ws).await["op"], 11);
    for n in 0..3 {
        gw.dispatch(0, "TEST_EVENT", json!({ "n": n }));
    }
    let passed = dispatches(&mut ws, 3).await;
    // serenity leaves the connection (4000: to be resumed) before its next
    // heartbeat could say it had them.
    ws.close(Some(tokio_tungstenite::tungstenite::protocol::CloseFrame {
        code: 4000.into(),
        reason: "".into(),
    }))
    .await
    .unwrap();
    drop(ws);

    let (mut ws, ready) = serenity_logs_in(&kept.url).await;
    assert_eq!(ready["s"].as_u64(), Some(first), "READY as of its last heartbeat");
    assert_eq!(dispatches(&mut ws, 3).await, passed, "the three passed on again");
    assert_eq!(
        (gw.identifies(), gw.resumes()),
        (1, 1),
        "a resume, no new login: {:?}",
        gw.logins()
    );

    // What its heartbeat said it had is not passed on again.
    let had = *passed.last().unwrap();
    gw.dispatch(0, "TEST_EVENT", json!({ "n": 3 }));
    let fourth = dispatches(&mut ws, 1).await;
    send_frame(&mut ws, json!({"op": 1, "d": fourth[0]})).await;
    assert_eq!(next_frame(&mut ws).await["op"], 11);
    gw.dispatch(0, "TEST_EVENT", json!({ "n": 4 }));
    let fifth = dispatches(&mut ws, 1).await;
    drop(ws);
    let (mut ws, ready) = serenity_logs_in(&kept.url).await;
    assert_eq!(ready["s"].as_u64(), Some(fourth[0]));
    assert!(fourth[0] > had);
    assert_eq!(dispatches(&mut ws, 1).await, fifth, "only the one after its heartbeat");
    assert_eq!((gw.identifies(), gw.resumes()), (1, 2));
}

/// serenity may start a new connection before the one it left is closed
/// (its shard runner took 5 s to stop in the seeded-faults test): events that
/// reach the old connection meanwhile must not count as passed on. Only the
/// connection serenity started last owns the session, so every event after
/// its last heartbeat reaches the new connection, in order, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_serenity_left_open_takes_nothing_from_the_new_one() {
    let fake = FakeDiscord::start().await;
    let gateway = format!("{}/ws", fake.url().replace("http://", "ws://"));
    let kept = wizard_bot::discord::gateway::keep::<wizard_bot::store::Store>(&gateway, None)
        .await
        .unwrap();
    let (mut left, ready) = serenity_logs_in(&kept.url).await;
    let first = ready["s"].as_u64().unwrap();
    send_frame(&mut left, json!({"op": 1, "d": first})).await;
    assert_eq!(next_frame(&mut left).await["op"], 11);
    // Events keep coming while serenity starts again, the old connection
    // still open and no longer read.
    const EVENTS: u64 = 1_500;
    let inner = fake.inner.clone();
    let sender = std::thread::spawn(move || {
        for n in 0..EVENTS {
            inner.gateway.dispatch(0, "TEST_EVENT", json!({ "n": n }));
            std::thread::sleep(Duration::from_micros(200));
        }
    });
    let (mut ws, ready) = serenity_logs_in(&kept.url).await;
    assert_eq!(ready["s"].as_u64(), Some(first), "READY as of its last heartbeat");
    sender.join().unwrap();
    // Each event by what it carries (RESUMED takes a sequence number too).
    let mut got = Vec::new();
    while got.len() < EVENTS as usize {
        let f = next_frame(&mut ws).await;
        if f["op"] == 0 && f["t"] == "TEST_EVENT" {
            got.push(f["d"]["n"].as_u64().unwrap());
        }
    }
    let gaps: Vec<u64> = (0..EVENTS).filter(|n| !got.contains(n)).collect();
    assert!(
        gaps.is_empty(),
        "never passed to the new connection: {gaps:?} (it got {:?} …)",
        &got[..got.len().min(12)]
    );
    assert_eq!(got, (0..EVENTS).collect::<Vec<_>>(), "each once, in order");
    drop(left);
}

/// The close codes only an operator can mend stop the bot: the reason said
/// once, in one line that names the code, and no new login follows.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closes_only_an_operator_can_mend_stop_the_bot_without_logging_in_again() {
    for code in [4004, 4010, 4011, 4012, 4013, 4014] {
        let e = E2e::start().await;
        let gw = &e.fake.inner.gateway;
        let mut stop = e.running.as_ref().unwrap().gateway.stop.clone();
        assert!(gw.close(0, code));
        let why = tokio::time::timeout(Duration::from_secs(5), stop.wait_for(Option::is_some))
            .await
            .unwrap_or_else(|_| panic!("close {code}: the bot did not stop"))
            .unwrap()
            .clone()
            .unwrap();
        assert!(why.contains(&code.to_string()) && !why.contains('\n'), "{why}");
        // serenity tries to come back meanwhile; nothing reaches Discord.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert_eq!(gw.identifies(), 1, "close {code}: {:?}", gw.logins());
        assert_eq!(gw.resumes(), 0, "close {code}");
        e.stop().await;
    }
}

/// The bot as a service runs it: Discord refuses the token (4004). The
/// process exits with a failure and the reason in one line, after one login.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_ends_the_process_with_the_reason() {
    use super::e2e::processes::{BotProcess, wait_for_shards};
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let db = format!("sqlite://{}", dir.path().join("refused.db").display());
    let mut bot = BotProcess::spawn(&fake, &db, "0/1", dir.path(), "refused", &[]);
    wait_for_shards(&fake, &[0], &[&bot]).await;
    assert!(fake.inner.gateway.close(0, 4004));
    let deadline = Instant::now() + Duration::from_secs(15);
    let status = loop {
        if let Some(status) = bot.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "still running: {}", bot.log());
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let log = bot.log();
    assert!(!status.success(), "{status:?}");
    // The lines naming the close (a bare "4004" also turns up in a log
    // line's time, as in 02:03:10.400439).
    let said: Vec<&str> = log.lines().filter(|l| l.contains("close 4004")).collect();
    assert!(
        !said.is_empty() && said.iter().all(|l| l.contains("DISCORD_TOKEN")),
        "{log}"
    );
    assert_eq!(fake.inner.gateway.identifies(), 1, "{log}");
    assert!(!log.contains("fake-token"), "the token is never logged");
}

/// Discord refuses every session for a while: each refused login makes the
/// next one wait longer (5 s after the first), and once sessions are taken
/// again the bot is back. Every login is stored, with whether its session
/// began, so a restarted bot counts them too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_sessions_back_off_and_every_login_is_counted() {
    let e = E2e::start().await;
    let gw = &e.fake.inner.gateway;
    gw.refuse_sessions.store(true, Ordering::SeqCst);
    assert!(gw.invalidate(0, false));
    until(15, "a refused login", || gw.identifies() == 2).await;
    // Taken again from the next one on.
    gw.refuse_sessions.store(false, Ordering::SeqCst);
    until(30, "a login after the refused one", || gw.identifies() == 3).await;
    let at: Vec<Instant> = gw
        .logins()
        .iter()
        .filter_map(|l| match l {
            Login::Identify { at, .. } => Some(*at),
            Login::Resume { .. } => None,
        })
        .collect();
    let gap = at[2].duration_since(at[1]);
    eprintln!("after a refused session, the next login {gap:?} later");
    assert!(gap >= Duration::from_millis(4_900), "{gap:?}");
    until(10, "connected again", || gw.connected_shards() == [0]).await;
    let id = ask_rules(&e, 530);
    e.fake.wait_ack(5, &id).await;
    let stored = e.store().logins_since(0).await.unwrap();
    let began: Vec<bool> = stored.iter().map(|l| l.ready).collect();
    assert_eq!(began, [true, false, true], "{stored:?}");
    e.assert_clean();
}
