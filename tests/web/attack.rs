//! The page holds under attack (#75): its address is public, so a hostile
//! client may open idle connections by the thousand, take live streams by
//! the thousand with one watcher's link, keep an old seat's link after
//! leaving, go by a name made to break the page, or send the Activity made-up
//! codes. Each is bounded, and the people playing keep playing.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::over_http::{SECRET, links, tuned};
use crate::e2e::E2e;

/// The tests below that time a bot under a flood take this first: two
/// floods at once on 2 cores would time each other, not the bot.
static FLOODS: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;
const CAROL: u64 = 333_333_333_333_333_333;
const DAVE: u64 = 444_444_444_444_444_444;
const EVE: u64 = 555_555_555_555_555_555;

/// Names made to end the page's script, open a comment, add an element
/// with a script of its own, turn the text around, or be very long.
fn hostile() -> Vec<(u64, String)> {
    vec![
        (ALICE, "<!--<script>".to_string()),
        (BOB, "</script><script>alert(1)</script>".to_string()),
        (CAROL, "\"><svg onload=alert(1)>".to_string()),
        (DAVE, "\u{202e}evil\u{202c} name".to_string()),
        (EVE, "x".repeat(500)),
    ]
}

/// A card game of `people` (the first hosts), started; the host's seat link.
async fn seated(e: &E2e, people: &[u64]) -> (i64, String) {
    let (game, lobby) = e.new_wizard(people[0], json!([])).await;
    for &p in &people[1..] {
        e.lobby_click(p, lobby, game, "join").await;
    }
    e.start_game(people[0], lobby, game).await;
    let table = e.table_message(game).expect("the table");
    let opened = e.open_hand(people[0], &table).await;
    let hand = e.reply_to(&opened).expect("the hand");
    let page = links(&hand.body)
        .into_iter()
        .find(|l| l.contains("/t/"))
        .expect("a seat's link");
    (game, page)
}

/// People whose names would break a page that wrote them as HTML play a
/// table: their seat's page and the watcher's are drawn in a real browser,
/// every name shown as it is, as text, and none of their markup runs or
/// becomes an element. Every answer carries the headers that keep a hand
/// out of caches, referrers and frames.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn names_made_to_break_the_page_are_shown_as_text() {
    let e = E2e::start_tuned(tuned).await;
    for (user, name) in hostile() {
        e.fake.set_name(user, &name);
    }
    let people: Vec<u64> = hostile().iter().map(|(u, _)| *u).collect();
    let (game, page) = seated(&e, &people).await;
    let http = reqwest::Client::new();

    // The headers, on the page, its table, a move's answer and the live stream.
    let api = page.replacen("/t/", "/api/", 1);
    let answer = http.get(&page).send().await.unwrap();
    let policy = answer.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        policy.contains("frame-ancestors 'none'") && policy.contains("'nonce-"),
        "{policy}"
    );
    assert!(
        !policy.contains("script-src 'unsafe-inline'"),
        "no script but the page's own: {policy}"
    );
    for r in [
        answer,
        http.get(&api).send().await.unwrap(),
        http.post(format!("{api}/move")).body("{}").send().await.unwrap(),
        http.get(format!("{api}/live")).send().await.unwrap(),
    ] {
        let h = r.headers();
        assert_eq!(h["cache-control"], "no-store", "{}", r.url());
        assert_eq!(h["referrer-policy"], "no-referrer", "{}", r.url());
        assert_eq!(h["x-content-type-options"], "nosniff", "{}", r.url());
        assert!(h.contains_key("content-security-policy"), "{}", r.url());
    }

    let state: Value = serde_json::from_str(&http.get(&api).send().await.unwrap().text().await.unwrap()).unwrap();
    let shown: Vec<String> = state["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect();
    for (_, name) in hostile() {
        assert!(shown.contains(&name), "{name:?} among {shown:?}");
    }
    let table = e.table_message(game).expect("the table");
    let watch = links(&table.body)
        .into_iter()
        .find(|l| l.contains("/t/"))
        .expect("the watcher's link");
    let Some(browser) = crate::e2e::browser::Browser::start(420, 900).await else {
        return;
    };
    for url in [&page, &watch] {
        browser.open(url).await;
        let mut drawn = Value::Null;
        for _ in 0..100 {
            drawn = browser.state().await;
            if !drawn.is_null() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(drawn["game"], game, "the page draws: {url}");
        assert_eq!(browser.count("#seats .seat").await, 5, "every seat drawn");
        // Only the page's own three scripts (its table and its Activity's
        // settings, both JSON, and its code); no element any name tried to add.
        assert_eq!(browser.count("script").await, 3, "{url}");
        assert_eq!(browser.count("svg").await, 0, "{url}");
        assert_eq!(browser.count("#seats bdi").await, 5, "each name isolated");
        let seats = browser.text("#seats").await;
        for (_, name) in hostile() {
            let start: String = name.chars().take(12).collect();
            assert!(seats.contains(&start), "{name:?} as text in {seats:?}");
        }
        browser.look_whole("hostile-names", 420, (420, 900)).await;
    }
    browser.close().await;
    e.assert_clean();
}

/// Bob's link shows his hand while he holds his seat; once he leaves and a
/// computer plays it, the same link shows what a watcher sees (no hand) and
/// plays nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_seats_link_shows_its_hand_only_while_its_person_holds_the_seat() {
    let e = E2e::start_tuned(tuned).await;
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    let table = e.table_message(game).expect("the table");
    let opened = e.open_hand(BOB, &table).await;
    let hand = e.reply_to(&opened).expect("his hand");
    let page = links(&hand.body).into_iter().find(|l| l.contains("/t/")).unwrap();
    let api = page.replacen("/t/", "/api/", 1);
    let http = reqwest::Client::new();
    let get = |url: String| {
        let http = http.clone();
        async move { serde_json::from_str::<Value>(&http.get(url).send().await.unwrap().text().await.unwrap()).unwrap() }
    };
    let his = get(api.clone()).await;
    assert_eq!(his["seat"], 1);
    assert_eq!(his["shown"]["hand"].as_array().map(Vec::len), Some(1), "his one card");

    e.leave_the_game(BOB).await;
    let after = get(api.clone()).await;
    assert!(after["seat"].is_null(), "a watcher's view now: {after}");
    assert_eq!(after["shown"]["hand"], json!([]));
    assert!(after.get("view").is_none(), "no engine view sent");
    assert_eq!(after["offers"], json!([]), "nothing to choose");
    let mv = json!({"version": after["version"], "round": 1, "roll": null, "move": {"Wizard": {"Bid": 0}}});
    let r = http
        .post(format!("{api}/move"))
        .header("content-type", "application/json")
        .body(mv.to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403, "his old link plays nothing");
    e.assert_clean();
}

/// A thousand made-up codes sent to the Activity's sign-in from one address:
/// only the first few reach Discord's `/oauth2/token`; the rest are refused
/// before anything is asked of Discord, in plain words.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn made_up_sign_ins_are_refused_before_discord_is_asked() {
    fn with_activity(c: &mut wizard_bot::config::Config) {
        tuned(c);
        c.discord_client_id = Some(crate::fake_discord::server::APP_ID.to_string());
        c.discord_client_secret = Some(crate::fake_discord::oauth::CLIENT_SECRET.into());
    }
    let e = E2e::start_tuned(with_activity).await;
    let url = format!("http://{}/activity/session", e.web_addr().unwrap());
    let http = reqwest::Client::new();
    // The Activity's page may be framed by Discord alone.
    let opened = http
        .get(format!("http://{}/activity", e.web_addr().unwrap()))
        .send()
        .await
        .unwrap();
    let policy = opened.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        policy.contains("frame-ancestors https://discord.com https://*.discord.com https://*.discordsays.com"),
        "{policy}"
    );
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    let mut last = Value::Null;
    for i in 0..1000 {
        let body = json!({"code": format!("made-up-{i}"), "instance_id": "i-1", "channel_id": "700"});
        let r = http
            .post(&url)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        *statuses.entry(r.status().as_u16()).or_default() += 1;
        last = serde_json::from_str(&r.text().await.unwrap()).unwrap_or(Value::Null);
    }
    let asked = e.fake.count_requests(|r| r.path.ends_with("/oauth2/token"));
    eprintln!("1000 made-up codes: {statuses:?}; {asked} reached Discord's /oauth2/token");
    assert!(asked <= 10, "{asked} calls reached Discord");
    assert!(statuses.get(&429).is_some_and(|&n| n >= 990), "{statuses:?}");
    assert!(
        last["refused"].as_str().is_some_and(|w| w.contains("sign-ins")),
        "{last}"
    );
    e.assert_clean();
}

/// The resident memory of process `pid`, in bytes.
fn rss(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb * 1024)
}

/// The bot as a service starts it (1,024 open files, soft and hard): 1,100
/// idle connections — some saying nothing, some half a header, some idle
/// after a request — and a seat's page is still answered, not refused, its
/// live stream too (how long it took is printed: about a second alone; on a
/// busy 2-core machine the 1,100 accepts ahead of hers took past 2 s, and
/// once past 10 s beside an hour's chaos run, so the bound here is 30 s and
/// speed belongs to the benchmark); then one address asks for 10,000 live streams with the
/// table's public watcher's link: a few are given, the rest refused at once,
/// the seat's own page still gets its stream, and the bot's memory after
/// they close is within 20 MB of before. The limit met is logged.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn idle_connections_and_a_flood_of_streams_leave_the_seats_playing() {
    let _alone = FLOODS.lock().await;
    use crate::e2e::processes::{BotProcess, wait_for_shards};
    use crate::fake_discord::server::FakeDiscord;
    use tokio::io::AsyncWriteExt;

    // This test's own connections need more than the bot's 1,024.
    rlimit::increase_nofile_limit(8192).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let db = format!("sqlite://{}", dir.path().join("attacked.db").display());
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap();
    let web = format!("127.0.0.1:{port}");
    let bot = BotProcess::spawn_limited(
        &fake,
        &db,
        "0/1",
        dir.path(),
        "attacked",
        // Two malloc arenas: on a busy machine glibc's one per thread keeps
        // freed memory apart and the bot's memory reads tens of MB higher
        // for no page of its own (seen: 48 MB after a flood it refused).
        &[("WEB_ADDR", &web), ("WEB_SECRET", SECRET), ("MALLOC_ARENA_MAX", "2")],
        1024,
    );
    wait_for_shards(&fake, &[0], &[&bot]).await;
    let e = E2e::external(fake.clone(), db.clone());
    let (game, page) = super::over_http::a_table_with_computers(&e, crate::e2e::CHANNEL, ALICE, 2).await;
    let api = page.replacen("/t/", "/api/", 1);
    let table = e.table_message(game).expect("the table");
    let watch = links(&table.body).into_iter().find(|l| l.contains("/t/")).unwrap();
    let watch_api = watch.replacen("/t/", "/api/", 1);

    // 1,100 idle connections.
    let mut idle = Vec::new();
    for i in 0..1100 {
        let Ok(mut c) = tokio::net::TcpStream::connect(&web).await else {
            continue;
        };
        match i % 3 {
            0 => {}
            1 => {
                let _ = c.write_all(b"GET /api/x HTTP/1.1\r\nHost: a\r\n").await;
            }
            _ => {
                let _ = c.write_all(b"GET /img/none.png HTTP/1.1\r\nHost: a\r\n\r\n").await;
            }
        }
        idle.push(c);
    }
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap();
    let asked = Instant::now();
    let r = http.get(&api).send().await.expect("her page is answered");
    assert_eq!(r.status(), 200);
    let mut live = http.get(format!("{api}/live")).send().await.expect("her stream opens");
    assert_eq!(live.status(), 200);
    let first = tokio::time::timeout(Duration::from_secs(30), live.chunk()).await;
    assert!(matches!(first, Ok(Ok(Some(_)))), "her stream's first table");
    eprintln!(
        "under 1,100 idle connections: her page and stream in {:?}",
        asked.elapsed()
    );
    drop(live);
    drop(idle);
    let log = bot.log();
    assert!(log.contains("met their limit"), "the limit is logged: {log}");

    // 10,000 streams asked with the watcher's link, from one address.
    let pid = bot.child.id();
    let before = rss(pid);
    let flood = reqwest::Client::builder().pool_max_idle_per_host(64).build().unwrap();
    let started = Instant::now();
    let mut given = Vec::new();
    let mut refused = 0;
    for _ in 0..200 {
        let mut batch = Vec::new();
        for _ in 0..50 {
            batch.push(flood.get(format!("{watch_api}/live")).send());
        }
        for r in futures_util::future::join_all(batch).await {
            let r = r.unwrap();
            match r.status().as_u16() {
                200 => given.push(r),
                429 => {
                    let _ = r.text().await;
                    refused += 1;
                }
                other => panic!("a stream asked for: {other}"),
            }
        }
    }
    eprintln!(
        "10,000 streams asked in {:?}: {} given, {refused} refused",
        started.elapsed(),
        given.len()
    );
    assert!(given.len() <= 8, "{} streams for one link", given.len());
    let mut own = http.get(format!("{api}/live")).send().await.expect("her stream");
    assert_eq!(own.status(), 200, "her own stream while the flood holds its own");
    assert!(matches!(
        tokio::time::timeout(Duration::from_secs(2), own.chunk()).await,
        Ok(Ok(Some(_)))
    ));
    drop(own);
    drop(given);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let after = rss(pid);
    eprintln!(
        "the bot's memory: {} MB before the flood, {} MB after",
        before / 1_000_000,
        after / 1_000_000
    );
    assert!(after < before + 20_000_000, "{before} → {after} bytes");
    // Connections told to close keep their files until their tasks run: the
    // caps count them, so the bot never ran out of open files (a busy
    // machine once let it).
    let log = bot.log();
    assert!(!log.contains("could not accept"), "out of open files: {log}");
    e.assert_clean();
}

/// One socket on the table's public watcher link floods the bot with pings
/// (100,000, each with the most a ping may carry, which its pong must echo:
/// 12 MB owed) and reads nothing (#85). What waits to be sent to one page is
/// capped: the bot's memory stays within 20 MB of before, the socket that
/// reads nothing is closed within a few keep-alives, and the seat's own page
/// still answers.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_flood_of_pings_from_a_socket_that_never_reads_is_bounded() {
    let _alone = FLOODS.lock().await;
    use crate::e2e::processes::{BotProcess, wait_for_shards};
    use crate::fake_discord::server::FakeDiscord;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let db = format!("sqlite://{}", dir.path().join("pinged.db").display());
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap();
    let web = format!("127.0.0.1:{port}");
    let bot = BotProcess::spawn(
        &fake,
        &db,
        "0/1",
        dir.path(),
        "pinged",
        &[("WEB_ADDR", &web), ("WEB_SECRET", SECRET), ("MALLOC_ARENA_MAX", "2")],
    );
    wait_for_shards(&fake, &[0], &[&bot]).await;
    let e = E2e::external(fake.clone(), db.clone());
    let (_game, page) = super::over_http::a_table_with_computers(&e, crate::e2e::CHANNEL, ALICE, 2).await;
    let table = e.table_message(_game).expect("the table");
    let watch = links(&table.body).into_iter().find(|l| l.contains("/t/")).unwrap();
    let path = watch.split_once(&web).unwrap().1.replacen("/t/", "/api/", 1);
    let pid = bot.child.id();
    let before = rss(pid);

    // A reader that reads nothing, its own buffer small (what it does not
    // take waits at the bot).
    let raw = tokio::net::TcpSocket::new_v4().unwrap();
    raw.set_recv_buffer_size(4096).unwrap();
    let mut socket = raw.connect(web.parse().unwrap()).await.unwrap();
    let ask = format!(
        "GET {path}/socket HTTP/1.1\r\nHost: {web}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    );
    socket.write_all(ask.as_bytes()).await.unwrap();
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        socket.read_exact(&mut byte).await.unwrap();
        head.push(byte[0]);
    }
    assert!(head.starts_with(b"HTTP/1.1 101"), "{}", String::from_utf8_lossy(&head));
    // Masked pings of 125 bytes each, and nothing ever read.
    let mut ping = vec![0x89u8, 0x80 | 125, 1, 2, 3, 4];
    ping.extend(std::iter::repeat_n(b'p', 125));
    let flood: Vec<u8> = ping.iter().copied().cycle().take(ping.len() * 100_000).collect();
    let started = Instant::now();
    let sent = tokio::time::timeout(Duration::from_secs(30), socket.write_all(&flood)).await;
    let during = rss(pid);
    eprintln!(
        "100,000 pings of 125 bytes: written in {:?} ({:?}); the bot's memory {} MB before, {} MB after",
        started.elapsed(),
        sent.as_ref().map(|r| r.is_ok()),
        before / 1_000_000,
        during / 1_000_000
    );
    assert!(during < before + 20_000_000, "{before} → {during} bytes");
    // The socket that reads nothing is closed (what it was sent, then the end).
    let mut rest = Vec::new();
    let closed = tokio::time::timeout(Duration::from_secs(20), socket.read_to_end(&mut rest)).await;
    assert!(closed.is_ok(), "still open {:?} after the flood", started.elapsed());
    eprintln!("closed {:?} after the flood began", started.elapsed());
    // The seat's page answers all the while.
    let api = page.replacen("/t/", "/api/", 1);
    let r = reqwest::get(&api).await.unwrap();
    assert_eq!(r.status(), 200);
    assert!(rss(pid) < before + 20_000_000);
    e.assert_clean();
}
