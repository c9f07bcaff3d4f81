//! The table in a browser (#63), over HTTP: a hand offers its seat's link;
//! the link's page shows that seat's view and plays its moves through the
//! same table commands a click makes (refusals in the seat's language); a
//! watcher's link shows no hand; forged, altered and expired links get a
//! plain refusal and nothing of any game; bad bodies and floods are bounded;
//! the live stream sends the table at once and at every change.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::e2e::E2e;
use wizard_bot::links::{Link, LinkKey};
use wizard_bot::text::catalogue::Lang;

const ALICE: u64 = 111_111_111_111_111_111;
pub(crate) const SECRET: &str = "the tests' link secret";

pub(crate) fn tuned(c: &mut wizard_bot::config::Config) {
    c.web_addr = Some("127.0.0.1:0".parse().unwrap());
    c.web_secret = Some(SECRET.into());
}

/// The link buttons' addresses on a message.
pub(crate) fn links(m: &Value) -> Vec<String> {
    m["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["style"] == 5)
        .filter_map(|c| c["url"].as_str().map(str::to_string))
        .collect()
}

/// A card game of Alice and five computer players (ten rounds), started;
/// her hand's link to the page.
async fn a_game_with_a_link(e: &E2e) -> (i64, String) {
    a_game_with_a_link_in(e, crate::e2e::CHANNEL).await
}

/// As `a_game_with_a_link`, opened in `channel`.
async fn a_game_with_a_link_in(e: &E2e, channel: u64) -> (i64, String) {
    a_table_with_computers(e, channel, ALICE, 5).await
}

/// A card game of `host` and `computers` computer players, opened in
/// `channel` and started; the host's seat link, from their hand.
pub(crate) async fn a_table_with_computers(e: &E2e, channel: u64, host: u64, computers: usize) -> (i64, String) {
    let (game, lobby) = e.new_wizard_in(channel, host, json!([])).await;
    for _ in 0..computers {
        e.lobby_click(host, lobby, game, "bot").await;
    }
    e.start_game(host, lobby, game).await;
    let table = e.table_message(game).expect("the table");
    let opened = e.open_hand(host, &table).await;
    let hand = e.reply_to(&opened).expect("the hand");
    let found = links(&hand.body);
    assert_eq!(found.len(), 1, "one link on the hand: {found:?}");
    (game, found[0].clone())
}

/// Headless Chromium, bounded to 30 s, that stops loading after 4 s (the
/// page's live stream never ends) and then draws or dumps what it has.
fn chromium() -> std::process::Command {
    let mut c = std::process::Command::new("timeout");
    c.args([
        "30",
        "chromium",
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--timeout=4000",
    ]);
    c
}

/// The page at `url` as a real browser builds it (Debian's headless
/// Chromium, its script run), or `None` where there is none; CI has one
/// (`WIZARD_REQUIRE_BROWSER`, set by `.ci/run`, makes its absence a failure).
fn rendered(url: &str) -> Option<String> {
    let out = chromium().arg("--dump-dom").arg(url).output();
    let dom = out
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
    assert!(
        dom.is_some() || std::env::var("WIZARD_REQUIRE_BROWSER").is_err(),
        "WIZARD_REQUIRE_BROWSER is set and chromium could not draw {url}"
    );
    dom
}

/// The API address of a page's address.
fn api(page: &str) -> String {
    page.replacen("/t/", "/api/", 1)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_seat_plays_a_whole_game_from_its_link_and_a_watcher_sees_no_hand() {
    let e = E2e::start_tuned(tuned).await;
    let (game, page) = a_game_with_a_link(&e).await;
    let http = reqwest::Client::new();

    let html = http.get(&page).send().await.unwrap();
    assert_eq!(html.status(), 200);
    let html = html.text().await.unwrap();
    assert!(
        html.contains("<script nonce=") && !html.contains("http://") && !html.contains("https://"),
        "nothing from elsewhere"
    );

    // The live stream: the table now, first.
    let mut live = http.get(format!("{}/live", api(&page))).send().await.unwrap();
    assert_eq!(live.status(), 200);
    let first = String::from_utf8(live.chunk().await.unwrap().unwrap().to_vec()).unwrap();
    assert!(first.starts_with("event: table"), "{first}");

    // A watcher's link, on the public table: the table as the message shows it.
    let table = e.table_message(game).expect("the table");
    let watching = links(&table.body);
    assert_eq!(watching.len(), 1, "one link on the table: {watching:?}");
    let watch = watching[0].rsplit('/').next().unwrap().to_string();
    let base = page.split("/t/").next().unwrap().to_string();

    // In a real browser: the seat's page shows her cards, the watcher's none.
    let state: Value = serde_json::from_str(&http.get(api(&page)).send().await.unwrap().text().await.unwrap()).unwrap();
    match (rendered(&page), rendered(&watching[0])) {
        (Some(seat), Some(watcher)) => {
            for c in state["shown"]["hand"].as_array().unwrap() {
                let label = format!("aria-label=\"{}\"", c["label"].as_str().unwrap());
                assert!(seat.contains(&label), "her page shows {label}:\n{seat}");
            }
            assert!(seat.contains("class=\"card"), "{seat}");
            let hand = watcher
                .split("id=\"hand\"")
                .nth(1)
                .and_then(|h| h.split("</section>").next());
            assert!(
                hand.is_some_and(|h| !h.contains("<button")),
                "a watcher's page has no hand:\n{watcher}"
            );
        }
        _ => eprintln!("no chromium here: the pages were not drawn in a browser"),
    }

    let mut moves = 0;
    let mut refusals = 0;
    let started = Instant::now();
    loop {
        assert!(started.elapsed() < Duration::from_secs(120), "the game did not end");
        let now = http.get(api(&page)).send().await.unwrap();
        assert_eq!(now.status(), 200, "the link is good for the whole game and after it");
        let state: Value = serde_json::from_str(&now.text().await.unwrap()).unwrap();
        if state["status"] == "over" {
            break; // The game ended; its page shows how (below).
        }
        assert_eq!(state["seat"], 0);
        // The page shows exactly the seat's own view.
        let s = e.bot().tables.snapshot(game).await;
        if let Some(s) = s.ok().filter(|s| s.version == state["version"].as_u64().unwrap()) {
            assert_eq!(
                super::browser::hand_words(&state),
                super::browser::own_hand(&s, 0, wizard_bot::text::catalogue::Lang::En),
                "the page shows exactly the seat's own hand"
            );
            // The watcher's page: the spectator's view, no hand.
            let watched = http
                .get(format!("{base}/api/{watch}"))
                .send()
                .await
                .unwrap()
                .text()
                .await
                .unwrap();
            let watched: Value = serde_json::from_str(&watched).unwrap();
            if watched["version"] == state["version"] {
                super::browser::assert_watchers(&watched);
                // The table the watcher sees is the seat's but for the hand and the choices.
                assert_eq!(
                    watched["seats"].as_array().map(Vec::len),
                    state["seats"].as_array().map(Vec::len)
                );
                assert_eq!(watched["shown"]["trick"], state["shown"]["trick"]);
            }
        }
        // What the seat may do: the choices, and the cards it may play.
        let mut moves_now = state["offers"].as_array().cloned().unwrap_or_default();
        moves_now.extend(
            state["shown"]["hand"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|c| c["legal"] == true)
                .map(|c| json!({"move": c["move"]})),
        );
        if moves_now.is_empty() {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        let send = |mv: &Value| {
            let body = json!({
                "version": state["version"], "round": state["drawn"]["round"], "roll": null, "move": mv,
            });
            http.post(format!("{}/move", api(&page)))
                .header("content-type", "application/json")
                .body(body.to_string())
                .send()
        };
        // A card that must not be played now: refused with the reason, the game unchanged.
        if let Some(no) = state["shown"]["hand"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["legal"] == false)
            .filter(|_| refusals < 5)
        {
            let r = send(&no["move"]).await.unwrap();
            assert_eq!(r.status(), 409);
            let answer: Value = serde_json::from_str(&r.text().await.unwrap()).unwrap();
            assert!(!answer["refused"].as_str().unwrap().is_empty(), "{answer}");
            assert_eq!(answer["table"]["version"], state["version"], "the game unchanged");
            refusals += 1;
        }
        let r = send(&moves_now[moves % moves_now.len()]["move"]).await.unwrap();
        assert_eq!(r.status(), 200, "{:?}", r.text().await);
        moves += 1;
        // Flooding the page with moves is bounded; a real tap never comes this fast.
        tokio::time::sleep(Duration::from_millis(110)).await;
    }
    assert!(moves >= 6, "{moves} moves from the page");
    eprintln!("{moves} moves made on the page, {refusals} refused cards");
    e.fake
        .wait_until(10, "the end in Discord", |_| e.end_message(game).is_some())
        .await;
    // The end, on the page as in Discord: the winner, every seat's place
    // and points, and the way back to the final standings (their Rematch).
    let end = e.end_message(game).expect("the game ended in Discord too");
    // (The standings' message is known to the page once the bot has stored where it is.)
    let mut over = Value::Null;
    for _ in 0..100 {
        over = serde_json::from_str(&http.get(api(&page)).send().await.unwrap().text().await.unwrap()).unwrap();
        if over["end"]["back"]
            .as_str()
            .is_some_and(|b| b.ends_with(&format!("/{}", end.id)))
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(over["status"], "over");
    let standings = over["end"]["standings"].as_array().expect("the final standings");
    assert_eq!(standings.len(), 6, "{over}");
    assert!(standings.iter().any(|p| p["you"] == true && p["seat"] == 0));
    assert_eq!(standings[0]["place"], 1);
    assert_eq!(standings[0]["medal"], "🥇");
    assert!(over["end"]["winner"].as_str().is_some_and(|w| !w.is_empty()));
    let back = over["end"]["back"].as_str().expect("a way back to Discord");
    assert!(
        back.ends_with(&format!("/{}", end.id)),
        "to the final standings: {back}"
    );
    assert_eq!(over["offers"], json!([]), "read-only: nothing to play");
    assert_eq!(
        over["shown"]["scores"].as_array().map(Vec::len),
        Some(10),
        "every round's figures"
    );
    let chart = http.get(format!("{}/picture/chart", api(&page))).send().await.unwrap();
    assert_eq!(chart.status(), 200, "the chart of a finished game");
    assert_eq!(http.get(&page).send().await.unwrap().status(), 200, "the page itself");
    // The live stream followed the game to its end. (Read only now, it fell
    // behind and skipped to the newest table, as a page that sleeps does.)
    let events = followed_to_the_end(first, &mut live).await;
    eprintln!("{events} live events for {moves} moves (a stream read late skips to the newest)");
    e.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn forged_altered_and_expired_links_and_bad_bodies_are_refused() {
    let e = E2e::start_tuned(tuned).await;
    let (game, page) = a_game_with_a_link(&e).await;
    let http = reqwest::Client::new();
    let base = page.split("/t/").next().unwrap().to_string();
    let token = page.rsplit('/').next().unwrap();
    let key = LinkKey::new(Some(SECRET), b"");
    let expired = key.sign(&Link {
        game,
        seat: Some(0),
        user: None,
        lang: Lang::En,
        until_ms: 1,
    });
    let other_key = LinkKey::new(Some("not the bot's"), b"").sign(&Link {
        game,
        seat: Some(0),
        user: None,
        lang: Lang::En,
        until_ms: i64::MAX,
    });
    let altered = token.replacen(&format!(".{game}.0."), &format!(".{game}.1."), 1);
    assert_ne!(altered, token);
    for (what, t, status) in [
        ("expired", expired.as_str(), 410),
        ("another key's", other_key.as_str(), 403),
        ("another seat's", altered.as_str(), 403),
        ("garbage", "v1.x", 404),
    ] {
        for path in [
            format!("{base}/t/{t}"),
            format!("{base}/api/{t}"),
            format!("{base}/api/{t}/live"),
        ] {
            let r = http.get(&path).send().await.unwrap();
            assert_eq!(r.status(), status, "{what}: {path}");
            let body = r.text().await.unwrap();
            assert!(
                !body.contains("\"view\"") && !body.contains("hand"),
                "{what}: nothing of the game: {body}"
            );
        }
    }
    let before = e.bot().tables.snapshot(game).await.unwrap().version;
    let moves = format!("{}/move", api(&page));
    let r = http.post(&moves).body(vec![b'{'; 8 * 1024]).send().await.unwrap();
    assert_eq!(r.status(), 413, "an oversized body");
    let r = http.post(&moves).body("{\"move\": 3}").send().await.unwrap();
    assert_eq!(r.status(), 400, "not a move");
    let mut flood = Vec::new();
    for _ in 0..30 {
        flood.push(http.post(&moves).body("{}").send().await.unwrap().status().as_u16());
    }
    assert!(flood.contains(&429), "a flood is bounded: {flood:?}");
    assert_eq!(
        e.bot().tables.snapshot(game).await.unwrap().version,
        before,
        "the game unchanged"
    );
    e.assert_clean();
}

/// The rest of a live stream that began with `first`, read until it goes
/// quiet: it must end on the game's end. Returns how many tables it sent.
async fn followed_to_the_end(first: String, live: &mut reqwest::Response) -> usize {
    let mut text = first;
    // Until the end has come whole (an event ends with a blank line), or
    // the stream is quiet for long (a busy machine may pause mid-event).
    while !(super::tables_in_stream(&text)
        .last()
        .is_some_and(|t| t["status"] == "over")
        && text.ends_with("\n\n"))
        && let Ok(Ok(Some(chunk))) = tokio::time::timeout(Duration::from_secs(3), live.chunk()).await
    {
        text.push_str(&String::from_utf8_lossy(&chunk));
    }
    // The table ended: its stream ends with that last frame.
    let closed = tokio::time::timeout(Duration::from_secs(5), async {
        while let Ok(Some(_)) = live.chunk().await {}
    })
    .await;
    assert!(closed.is_ok(), "the live stream ends with its table");
    let tables = super::tables_in_stream(&text);
    let events = tables.len();
    let last = tables.last().expect("a last table on the live stream");
    assert!(events >= 2, "{events} live events");
    assert_eq!(last["status"], "over", "the live stream's last table is the game's end");
    events
}

/// Seventy watchers, each from an address of their own behind a proxy, open
/// the game's page at the process that does not own it, all at once: the owner
/// counts each under its own address (the passing process says it, with a
/// mark only the bot's processes can make), not all under the passing
/// process's — which would refuse every page past 64 (the cap per address).
async fn passed_pages_count_under_their_own_addresses(game: i64, other_web: &str) {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let key = wizard_bot::links::LinkKey::new(Some(SECRET), b"");
    let mut open = Vec::new();
    for i in 0..70 {
        let token = key.sign(&wizard_bot::links::Link {
            game,
            seat: None,
            user: None,
            lang: wizard_bot::text::catalogue::Lang::En,
            // A link of its own each (the cap per link is 8).
            until_ms: wizard_bot::table::now_ms() + 3_600_000 + i,
        });
        let mut request = format!("ws://{other_web}/api/{token}/socket")
            .into_client_request()
            .unwrap();
        let from = format!("198.51.100.{}", i + 1).parse().unwrap();
        request.headers_mut().insert("x-forwarded-for", from);
        match tokio_tungstenite::connect_async(request).await {
            Ok((ws, _)) => open.push(ws),
            Err(e) => panic!("watcher {i}'s socket refused: {e}"),
        }
    }
    assert_eq!(open.len(), 70);
}

/// Reads a page's socket until it closes: its keep-alive first, then the
/// tables, the last the game's end. The number of tables.
async fn socket_to_the_end(
    mut ws: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
) -> usize {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    let mut texts = Vec::new();
    while let Ok(Some(Ok(m))) = tokio::time::timeout(Duration::from_secs(30), ws.next()).await {
        match m {
            Message::Text(t) => texts.push(serde_json::from_str::<Value>(t.as_str()).unwrap()),
            Message::Close(_) => break,
            _ => {}
        }
    }
    assert!(
        texts[0]["alive"].as_u64().is_some(),
        "the keep-alive's period first: {}",
        texts[0]
    );
    let tables = super::tables_of(texts);
    assert!(tables.len() >= 2, "{} tables on the socket", tables.len());
    let versions: Vec<u64> = tables.iter().filter_map(|t| t["version"].as_u64()).collect();
    assert!(
        versions.windows(2).all(|w| w[0] < w[1]),
        "each frame newer: {versions:?}"
    );
    assert_eq!(
        tables.last().unwrap()["status"],
        "over",
        "the socket's last table is the game's end"
    );
    tables.len()
}

/// Two free ports on loopback, different: both bound at once, then let go
/// (one bound and let go before the next is asked for may come back the same).
fn two_free_ports() -> (u16, u16) {
    let bind = || std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let (a, b) = (bind(), bind());
    let port = |l: &std::net::TcpListener| l.local_addr().unwrap().port();
    (port(&a), port(&b))
}

/// Several processes on one PostgreSQL database (item 6): the process that
/// drives shard 0 owns the game; every request of its page goes to the
/// process of shard 1 — the page, the table, the live stream, each move —
/// which passes them to the owner. The game is played to its end that way;
/// only its owner changed it.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_page_served_by_the_process_that_does_not_own_the_table_plays_it() {
    use crate::databases::{self, Backend};
    use crate::e2e::processes::{BotProcess, guild_on_shard, wait_for_shards};
    use crate::fake_discord::server::FakeDiscord;

    let Some(db) = databases::fresh(Backend::Postgres).await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    fake.inner.shard_count.store(2, std::sync::atomic::Ordering::SeqCst);
    let channel = 901;
    fake.set_channel_guild(channel, guild_on_shard(0));
    let (owner_port, other_port) = two_free_ports();
    let (owner_web, other_web) = (format!("127.0.0.1:{owner_port}"), format!("127.0.0.1:{other_port}"));
    let owner = BotProcess::spawn(
        &fake,
        &db.url,
        "0/2",
        dir.path(),
        "owner",
        &[
            ("WEB_ADDR", &owner_web),
            ("WEB_SECRET", SECRET),
            ("DISCORD_CLIENT_ID", &crate::fake_discord::server::APP_ID.to_string()),
            ("DISCORD_CLIENT_SECRET", crate::fake_discord::oauth::CLIENT_SECRET),
        ],
    );
    let other = BotProcess::spawn(
        &fake,
        &db.url,
        "1/2",
        dir.path(),
        "other",
        &[
            ("WEB_ADDR", &other_web),
            ("WEB_SECRET", SECRET),
            ("DISCORD_CLIENT_ID", &crate::fake_discord::server::APP_ID.to_string()),
            ("DISCORD_CLIENT_SECRET", crate::fake_discord::oauth::CLIENT_SECRET),
        ],
    );
    wait_for_shards(&fake, &[0, 1], &[&owner, &other]).await;

    let e = E2e::external(fake.clone(), db.url.clone());
    let (game, link) = a_game_with_a_link_in(&e, channel).await;
    // The owner's address on the link; the other process's address asked.
    assert!(link.contains(&owner_web), "{link}");
    let page = link.replace(&owner_web, &other_web);
    let http = reqwest::Client::new();

    let html = http.get(&page).send().await.unwrap();
    assert_eq!(html.status(), 200, "the other process serves the page");
    assert!(
        html.text().await.unwrap().contains("\"seat\":0"),
        "with her seat's table"
    );
    // The Activity opened in her table's channel, signed in at the other
    // process: it finds her table all the same (the tables are read from
    // storage), and its link is served there.
    let code = {
        let mut o = fake.inner.oauth.lock().unwrap();
        o.open("i-elsewhere", channel, Some(guild_on_shard(0)), &[ALICE]);
        o.authorize(ALICE)
    };
    let session = http
        .post(format!("http://{other_web}/activity/session"))
        .header("content-type", "application/json")
        .body(json!({"code": code, "instance_id": "i-elsewhere", "channel_id": channel.to_string()}).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(session.status(), 200);
    let found: Value = serde_json::from_str(&session.text().await.unwrap()).unwrap();
    assert_eq!(
        (found["tables"][0]["game"].as_i64(), found["tables"][0]["seat"].as_u64()),
        (Some(game), Some(0)),
        "the Activity at the other process finds her seat: {found}"
    );
    let token = found["tables"][0]["token"].as_str().unwrap();
    let opened = http
        .get(format!("http://{other_web}/api/{token}"))
        .send()
        .await
        .unwrap();
    assert_eq!(opened.status(), 200, "its link, served by the other process");
    let mut live = http.get(format!("{}/live", api(&page))).send().await.unwrap();
    assert_eq!(live.status(), 200);
    let first = String::from_utf8(live.chunk().await.unwrap().unwrap().to_vec()).unwrap();
    assert!(first.starts_with("event: table"), "{first}");
    // Her socket too, passed on by the other process to the owner's, read as it comes.
    let socket = api(&page).replacen("http://", "ws://", 1) + "/socket";
    let (ws, _) = tokio_tungstenite::connect_async(socket)
        .await
        .expect("her socket opens");
    let socket = tokio::spawn(socket_to_the_end(ws));
    passed_pages_count_under_their_own_addresses(game, &other_web).await;

    let mut moves = 0;
    let started = Instant::now();
    loop {
        assert!(started.elapsed() < Duration::from_secs(120), "the game did not end");
        let now = http.get(api(&page)).send().await.unwrap();
        assert_eq!(now.status(), 200);
        let state: Value = serde_json::from_str(&now.text().await.unwrap()).unwrap();
        if state["status"] == "over" {
            break; // The game ended; its page stays readable.
        }
        let offered = state["offers"].as_array().cloned().unwrap_or_default();
        let cards: Vec<Value> = state["shown"]["hand"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|c| c["legal"] == true)
            .map(|c| c["move"].clone())
            .collect();
        let Some(mv) = offered.first().map(|m| m["move"].clone()).or(cards.first().cloned()) else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let body = json!({"version": state["version"], "round": state["drawn"]["round"], "roll": null, "move": mv});
        let r = http
            .post(format!("{}/move", api(&page)))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200, "{:?}", r.text().await);
        moves += 1;
        tokio::time::sleep(Duration::from_millis(60)).await;
    }
    assert!(moves >= 10 + 45, "{moves} moves through the other process");
    assert!(e.end_message(game).is_some(), "the game ended in Discord too");
    // The live stream, passed on by the other process, followed the game to its end.
    let events = followed_to_the_end(first, &mut live).await;
    let frames = socket.await.unwrap();
    eprintln!(
        "{moves} moves, {events} live events and {frames} socket frames through the process that does not own the table"
    );
    // Only the owner changed the game: every move in its log, in order.
    let store = wizard_bot::store::Store::open(&db.url).await.unwrap();
    let row = store.game(game).await.unwrap();
    assert_eq!(store.events(game).await.unwrap().len() as i64, row.version);
    for bot in [&owner, &other] {
        let log = bot.log();
        assert!(!log.contains("written by someone else first"), "{log}");
        assert!(!log.contains("ERROR"), "{log}");
    }
    e.assert_clean();
}
