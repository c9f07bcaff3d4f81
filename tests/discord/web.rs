//! The table in a browser (#63), over HTTP: a hand offers its seat's link;
//! the link's page shows that seat's view and plays its moves through the
//! same table commands a click makes (refusals in the seat's language); a
//! watcher's link shows no hand; forged, altered and expired links get a
//! plain refusal and nothing of any game; bad bodies and floods are bounded;
//! the live stream sends the table at once and at every change.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::e2e::E2e;
use wizard_bot::engine::Viewer;
use wizard_bot::links::{Link, LinkKey};
use wizard_bot::table::View;
use wizard_bot::text::catalogue::Lang;

const ALICE: u64 = 111_111_111_111_111_111;
const SECRET: &str = "the tests' link secret";

fn tuned(c: &mut wizard_bot::config::Config) {
    c.web_addr = Some("127.0.0.1:0".parse().unwrap());
    c.web_secret = Some(SECRET.into());
}

/// The link buttons' addresses on a message.
fn links(m: &Value) -> Vec<String> {
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
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    for _ in 0..5 {
        e.lobby_click(ALICE, lobby, game, "bot").await;
    }
    e.start_game(ALICE, lobby, game).await;
    let table = e.table_message(game).expect("the table");
    let opened = e.open_hand(ALICE, &table).await;
    let hand = e.reply_to(&opened).expect("her hand");
    let found = links(&hand.body);
    assert_eq!(found.len(), 1, "one link on the hand: {found:?}");
    (game, found[0].clone())
}

/// With `WIZARD_LOOK_DIR` set, the page at `url` as headless Chromium draws
/// it, at a phone's width and a desktop's (`name-420.png`, `name-1000.png`).
fn screenshot(url: &str, name: &str) {
    let Ok(dir) = std::env::var("WIZARD_LOOK_DIR") else {
        return;
    };
    for (w, h) in [(420, 900), (1000, 800)] {
        let out = std::path::Path::new(&dir).join(format!("{name}-{w}.png"));
        // The live stream never ends: Chromium stops loading after --timeout and draws.
        let ran = chromium()
            .args(["--hide-scrollbars", "--force-device-scale-factor=1"])
            .arg(format!("--window-size={w},{h}"))
            .arg(format!("--screenshot={}", out.display()))
            .arg(url)
            .output();
        assert!(ran.is_ok_and(|o| o.status.success()), "chromium could not draw {url}");
    }
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
        html.contains("<script>") && !html.contains("http://") && !html.contains("https://"),
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
    let key = LinkKey::new(Some(SECRET), b"");
    let until_ms = wizard_bot::table::now_ms() + 60_000;
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
            assert!(
                watcher.contains("<section class=\"hand\" id=\"hand\" aria-label=\"hand\"></section>"),
                "a watcher's page has no hand:\n{watcher}"
            );
        }
        _ => eprintln!("no chromium here: the pages were not drawn in a browser"),
    }

    let mut moves = 0;
    let mut refusals = 0;
    let mut shots = std::collections::BTreeSet::new();
    let started = Instant::now();
    loop {
        assert!(started.elapsed() < Duration::from_secs(120), "the game did not end");
        let now = http.get(api(&page)).send().await.unwrap();
        if now.status() == 410 {
            break; // The game ended, and its links with it.
        }
        let state: Value = serde_json::from_str(&now.text().await.unwrap()).unwrap();
        assert_eq!(state["seat"], 0);
        // The page shows exactly the seat's own view.
        let s = e.bot().tables.snapshot(game).await;
        if let Some(s) = s.ok().filter(|s| s.version == state["version"].as_u64().unwrap()) {
            let Some(View::Wizard(own)) = s.view(Viewer::Seat(0)) else {
                panic!("a card game")
            };
            assert_eq!(state["view"], serde_json::to_value(&own).unwrap());
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
                let Some(View::Wizard(public)) = s.view(Viewer::Spectator) else {
                    panic!()
                };
                assert_eq!(watched["view"], serde_json::to_value(&public).unwrap());
                assert!(watched["view"]["hand"].is_null() && watched["shown"]["hand"] == json!([]));
                assert!(watched["moves"] == json!([]), "a watcher has no moves");
            }
        }
        let moves_now = state["moves"].as_array().cloned().unwrap_or_default();
        // For looking: the page in a real browser at a bid and mid-trick, in English and German.
        let bidding = moves_now.iter().any(|m| m["move"]["Wizard"].get("Bid").is_some());
        let mid_trick = state["shown"]["trick"].as_array().is_some_and(|t| !t.is_empty());
        let moment = match (bidding, mid_trick) {
            (true, _) if state["view"]["round"] == 3 => Some("bid"),
            (false, true) if state["view"]["round"] == 4 => Some("trick"),
            _ => None,
        };
        if let Some(moment) = moment.filter(|m| shots.insert(*m)) {
            for lang in [Lang::En, Lang::De] {
                let t = key.sign(&Link {
                    game,
                    seat: Some(0),
                    lang,
                    until_ms,
                });
                screenshot(&format!("{base}/t/{t}"), &format!("web-{moment}-{}", lang.code()));
            }
        }
        if moves_now.is_empty() {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        let send = |mv: &Value| {
            let body = json!({
                "version": state["version"], "round": state["view"]["round"], "roll": null, "move": mv,
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
    assert!(e.end_message(game).is_some(), "the game ended in Discord too");
    // Every change reached the live stream.
    let mut events = 1;
    while let Ok(Ok(Some(chunk))) = tokio::time::timeout(Duration::from_millis(200), live.chunk()).await {
        events += String::from_utf8_lossy(&chunk).matches("event: table").count();
    }
    assert!(events > moves, "{events} live events for {moves} moves");
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
        lang: Lang::En,
        until_ms: 1,
    });
    let other_key = LinkKey::new(Some("not the bot's"), b"").sign(&Link {
        game,
        seat: Some(0),
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
