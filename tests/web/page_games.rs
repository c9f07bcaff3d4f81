//! Whole games through the page (#74): every private panel that asks a
//! decision offers the seat's page and the Activity, whatever else it holds;
//! every round that ends is closed in the channel with its own result,
//! however far the game moved while Discord was slow; people's names
//! survive a restart; a finished game's page shows its end, and later says
//! it ended; every refusal under `/api/` is JSON in the link's language.

use std::time::Duration;

use serde_json::{Value, json};

use super::over_http::{SECRET, links, tuned};
use crate::e2e::E2e;
use wizard_bot::discord::Look;
use wizard_bot::engine::Viewer;
use wizard_bot::engine::dice;
use wizard_bot::links::{Link, LinkKey, PageLinks};
use wizard_bot::table::{
    GameKind, GameStatus, MemoryLog, SeatOwner, Seating, TableOptions, TableStore, Tables, View, store_random,
};
use wizard_bot::text::catalogue::{Lang, text};

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;

/// The buttons of a screen as Discord receives it: per row, (custom_id or
/// url, style).
fn rows_of(screen: &wizard_bot::discord::screen::Screen) -> Vec<Vec<(String, u64)>> {
    let body = serde_json::to_value(screen.clone().reply(false)).unwrap();
    body["components"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|row| {
            row["components"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .iter()
                .map(|c| {
                    let id = c["custom_id"].as_str().or(c["url"].as_str()).unwrap_or_default();
                    (id.to_string(), c["style"].as_u64().unwrap_or(0))
                })
                .collect()
        })
        .collect()
}

/// What kind of decision a seat's view asks, for the coverage count.
fn fullest(view: &View) -> Vec<&'static str> {
    let mut kinds = Vec::new();
    match view {
        View::Wizard(v) => {
            if v.hand.as_ref().is_some_and(|h| h.len() >= 16) && !v.legal.is_empty() {
                kinds.push("a hand of 16 or more cards");
            }
        }
        View::Dice(v) => {
            let has = |f: fn(&dice::Action) -> bool| v.legal.iter().any(f);
            if has(|a| matches!(a, dice::Action::Predict { .. })) {
                kinds.push("a Page while predicting");
            }
            if has(|a| matches!(a, dice::Action::Predict { cross_out: Some(_), .. })) {
                kinds.push("Magic Card 7's step");
            }
            if has(|a| matches!(a, dice::Action::Roll(_))) {
                kinds.push("the Seer's throw");
            }
            if v.score_options.is_some_and(|o| o.jester.is_some()) && !v.legal.is_empty() {
                kinds.push("a Jester Score choice");
            }
        }
    }
    kinds
}

/// Every state of random finished games, each seat's panel as it would be
/// drawn with the page served and the Activity set up: a panel that asks a
/// decision offers both, within Discord's five rows of five, and keeps
/// every decision it offers without them.
#[tokio::test]
async fn every_panel_that_asks_offers_the_table_and_the_activity() {
    let tables = Tables::new(MemoryLog::new(), Some(1));
    let page = PageLinks {
        key: LinkKey::new(Some(SECRET), b""),
        public: "https://wizard.example.org".into(),
    };
    let with = Look {
        page: Some(&page),
        activity: true,
        ..Look::default()
    };
    let without = Look::default();
    let mut seen: std::collections::BTreeMap<&str, usize> = Default::default();
    let mut panels = 0;
    let games: Vec<(GameKind, usize, bool, u64)> = vec![
        (GameKind::Wizard, 3, false, 11),
        (GameKind::Wizard, 3, false, 12),
        (GameKind::Dice, 3, true, 21),
        (GameKind::Dice, 4, true, 22),
        (GameKind::Dice, 5, true, 23),
        (GameKind::Dice, 3, true, 24),
    ];
    for (kind, players, magic, seed) in games {
        let options = TableOptions {
            magic_cards: magic,
            ..TableOptions::defaults(kind)
        };
        let seating = Seating {
            owners: (0..players).map(|i| SeatOwner::Human(1000 + i as i64)).collect(),
            ..Seating::default()
        };
        let (id, _) = store_random(tables.persist(), kind, (Some(1), 5), &options, &seating, seed)
            .await
            .unwrap();
        tables.persist().set_status(id, GameStatus::Finished).await.unwrap();
        for s in tables.every_step(id).await.unwrap() {
            for seat in 0..players {
                let Some(view) = s.view(Viewer::Seat(seat)) else {
                    continue;
                };
                let Some((screen, asks)) = wizard_bot::discord::hand_screen(&s, seat, Lang::En, None, &with) else {
                    continue;
                };
                let rows = rows_of(&screen);
                assert!(rows.len() <= 5, "at most five rows: {rows:?}");
                assert!(rows.iter().all(|r| r.len() <= 5), "at most five in a row: {rows:?}");
                if !asks {
                    continue;
                }
                panels += 1;
                let all: Vec<&(String, u64)> = rows.iter().flatten().collect();
                assert!(
                    all.iter().any(|(url, style)| *style == 5 && url.contains("/t/")),
                    "'Open in the browser' on a panel that asks ({:?}): {rows:?}",
                    fullest(&view)
                );
                assert!(
                    all.iter().any(|(id, _)| id.contains("ac:")),
                    "'Play here in Discord' on a panel that asks: {rows:?}"
                );
                // Nothing the panel offers without the links is dropped for them.
                let (bare, _) = wizard_bot::discord::hand_screen(&s, seat, Lang::En, None, &without).unwrap();
                for (id, _) in rows_of(&bare).iter().flatten() {
                    assert!(all.iter().any(|(i, _)| i == id), "{id} kept beside the links: {rows:?}");
                }
                for kind in fullest(&view) {
                    *seen.entry(kind).or_default() += 1;
                }
            }
        }
    }
    eprintln!("{panels} panels that ask; the fullest among them: {seen:?}");
    for kind in [
        "a hand of 16 or more cards",
        "a Page while predicting",
        "Magic Card 7's step",
        "the Seer's throw",
        "a Jester Score choice",
    ] {
        assert!(
            seen.get(kind).is_some_and(|&n| n > 0),
            "no {kind} among the games: {seen:?}"
        );
    }
}

/// The titles of the scored rounds of `game` in its channel, in the order posted.
fn scored_rounds(e: &E2e, game: i64, lang: Lang) -> Vec<u32> {
    let mut messages: Vec<_> = e
        .fake
        .all_public_messages()
        .into_iter()
        .filter(|m| crate::e2e::game_of(&m.body) == Some(game))
        .collect();
    messages.sort_by_key(|m| m.id);
    messages
        .iter()
        .filter_map(|m| {
            let title = m.body["embeds"][0]["title"].as_str()?;
            (1..=200u32).find(|&r| title == text(lang, "dice-title-scored", &[("round", r.into())]))
        })
        .collect()
}

/// Discord stalls every edit of the game's messages while the game plays
/// three rounds (as a page's moves, a computer's pace or an outage do):
/// when it answers again, the round its table showed is closed with its own
/// result and each round after it gets its result posted, in order; no
/// message says the game was cancelled. Then the game plays to its end and
/// every round of it is in the channel exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn rounds_played_while_discord_stalls_each_get_their_result() {
    let e = E2e::start_tuned(tuned).await;
    let options = json!([{"name": "magic_cards", "type": 5, "value": true}]);
    let game = e.start_dice(ALICE, &[0, 0], options, None).await;
    e.fake.hold("PATCH", "/channels/");
    e.play_directly_until(game, e.seed, |s| match s.view(Viewer::Spectator) {
        Some(View::Dice(v)) => v.round >= 4,
        _ => false,
    })
    .await;
    let at = e.tables().snapshot(game).await.unwrap();
    let Some(View::Dice(v)) = at.view(Viewer::Spectator) else {
        panic!("a dice game")
    };
    assert!(v.round >= 4 || at.is_over(), "three rounds played: round {}", v.round);
    assert!(e.fake.held() > 0, "Discord held the table's edit meanwhile");
    e.fake.release();
    let ended = v.reports.len() as u32;
    e.fake
        .wait_until(20, "the rounds played meanwhile, each closed", |_| {
            scored_rounds(&e, game, Lang::En).len() as u32 >= ended
        })
        .await;
    assert_eq!(
        scored_rounds(&e, game, Lang::En),
        (1..=ended).collect::<Vec<_>>(),
        "each round once, in order"
    );
    e.play_out_directly(game, e.seed).await;
    e.fake
        .wait_until(30, "the end in Discord", |_| e.end_message(game).is_some())
        .await;
    let last = match e.tables().latest(game).await.unwrap().view(Viewer::Spectator) {
        Some(View::Dice(v)) => v.reports.len() as u32,
        _ => panic!("a dice game"),
    };
    assert_eq!(scored_rounds(&e, game, Lang::En), (1..=last).collect::<Vec<_>>());
    let cancelled = text(Lang::En, "cancelled-title", &[]);
    assert!(
        e.fake
            .all_public_messages()
            .iter()
            .all(|m| !m.text().contains(&cancelled)),
        "no message says the game was cancelled"
    );
    e.assert_clean();
}

/// `link` at the address the bot serves its page on now (a restart binds a new port).
fn moved(e: &E2e, link: &str) -> String {
    let (_, rest) = link
        .split_once("/t/")
        .or(link.split_once("/api/"))
        .expect("a page's address");
    let kind = if link.contains("/api/") { "api" } else { "t" };
    format!("http://{}/{kind}/{rest}", e.web_addr().expect("the page is served"))
}

/// The page's state for `url`.
async fn state_of(http: &reqwest::Client, url: &str) -> (u16, Value) {
    let r = http.get(url).send().await.unwrap();
    let status = r.status().as_u16();
    let body = r.text().await.unwrap();
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

/// A card game of Alice (German) and two computer players, played to its
/// end; her seat's page keeps her name across a restart, shows the end with
/// the standings and the way back to Discord, and is still there after a
/// restart. Every refusal under `/api/` is JSON in German.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_finished_games_page_shows_its_end_in_its_language_after_a_restart() {
    let mut e = E2e::start_tuned(tuned).await;
    e.set_locale(ALICE, "de");
    let (game, page) = super::over_http::a_table_with_computers(&e, crate::e2e::CHANNEL, ALICE, 2).await;
    let api = page.replacen("/t/", "/api/", 1);
    let http = reqwest::Client::new();
    // The fake's name for her (its member object's).
    let name = format!("player{ALICE}");

    // Her name, as Discord said it, after a restart that forgot it in memory.
    e.restart().await;
    let (page, api) = (moved(&e, &page), moved(&e, &api));
    let (status, state) = state_of(&http, &api).await;
    assert_eq!(status, 200);
    assert_eq!(
        state["seats"][0]["name"],
        json!(name),
        "her name after a restart: {state}"
    );
    assert_eq!(state["lang"], "de");

    // Refusals under /api/ are JSON, in German.
    let r = http
        .post(format!("{api}/move"))
        .body("{\"move\": 3}")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);
    let said: Value = serde_json::from_str(&r.text().await.unwrap()).expect("JSON");
    assert_eq!(said["refused"], json!(text(Lang::De, "web-not-a-move", &[])));
    let forged = api.replacen(&format!(".{game}.0."), &format!(".{game}.1."), 1);
    assert_ne!(forged, api);
    let (status, said) = state_of(&http, &forged).await;
    assert_eq!(status, 403);
    assert_eq!(said["refused"], json!(text(Lang::De, "web-link-forged", &[])));
    let (status, said) = state_of(&http, &format!("{forged}/live")).await;
    assert_eq!(
        (status, said["refused"].clone()),
        (403, json!(text(Lang::De, "web-link-forged", &[])))
    );

    // Played to the end (Alice from Discord's side, straight through the tables).
    e.play_out_directly(game, e.seed).await;
    e.fake
        .wait_until(30, "the end in Discord", |_| e.end_message(game).is_some())
        .await;
    let end = e.end_message(game).unwrap();
    // Where the standings are is stored just after they are posted.
    for _ in 0..100 {
        let (_, now) = state_of(&http, &api).await;
        if now["end"]["back"]
            .as_str()
            .is_some_and(|b| b.ends_with(&end.id.to_string()))
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    e.restart().await;
    let (page, api) = (moved(&e, &page), moved(&e, &api));
    let (status, over) = state_of(&http, &api).await;
    assert_eq!(status, 200, "readable after the end and a restart: {over}");
    assert_eq!(over["status"], "over");
    assert_eq!(over["end"]["standings"].as_array().map(Vec::len), Some(3));
    assert!(over["end"]["back"].as_str().unwrap().ends_with(&end.id.to_string()));
    assert_eq!(over["seats"][0]["name"], json!(name));
    let winners: Vec<String> = over["end"]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["won"] == true)
        .map(|p| {
            over["seats"][p["seat"].as_u64().unwrap() as usize]["name"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert!(!winners.is_empty());
    assert!(
        winners
            .iter()
            .all(|w| over["end"]["winner"].as_str().unwrap().contains(w.as_str())),
        "{over}"
    );
    // A move now: refused in German, as Discord refuses it.
    let r = http
        .post(format!("{api}/move"))
        .header("content-type", "application/json")
        .body(json!({"version": over["version"], "round": 1, "roll": null, "move": {"Wizard": {"Bid": 0}}}).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 409);
    let said: Value = serde_json::from_str(&r.text().await.unwrap()).unwrap();
    assert_eq!(said["refused"], json!(text(Lang::De, "err-game-over", &[])));
    // Its live stream: the end, and then the stream ends.
    let live = tokio::time::timeout(Duration::from_secs(10), async {
        http.get(format!("{api}/live"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
    })
    .await
    .expect("the live stream of a finished game ends");
    assert_eq!(live.matches("event: table").count(), 1, "{live}");
    assert!(live.contains("\"status\":\"over\""));

    // A link past its date still reads for a day after the end.
    let key = LinkKey::new(Some(SECRET), b"");
    let old = key.sign(&Link {
        game,
        seat: Some(0),
        user: None,
        lang: Lang::De,
        until_ms: 1,
    });
    let (status, recent) = state_of(&http, &format!("{}/{old}", api.rsplit_once('/').unwrap().0)).await;
    assert_eq!((status, recent["status"].clone()), (200, json!("over")), "{recent}");
    // After that day: a plain page in German with the standings.
    let two_days_ago = wizard_bot::table::now_ms() - 2 * wizard_bot::table::DAY_MS;
    let db = sqlx::SqlitePool::connect(&e.db).await.unwrap();
    sqlx::query("UPDATE games SET finished_at = ? WHERE id = ?")
        .bind(two_days_ago)
        .bind(game)
        .execute(&db)
        .await
        .unwrap();
    db.close().await;
    e.restart().await;
    let page = moved(&e, &page);
    let base = page.split("/t/").next().unwrap();
    assert_eq!(
        state_of(&http, &moved(&e, &api)).await.0,
        200,
        "a good link still reads"
    );
    let r = http.get(format!("{base}/t/{old}")).send().await.unwrap();
    assert_eq!(r.status(), 410);
    let html = r.text().await.unwrap();
    assert!(html.contains(&text(Lang::De, "web-game-ended", &[])), "{html}");
    assert!(html.contains("lang='de'") && html.contains(&name), "{html}");
    let (status, said) = state_of(&http, &format!("{base}/api/{old}")).await;
    assert_eq!(status, 410);
    assert_eq!(said["ended"], true);
    assert_eq!(said["standings"].as_array().map(Vec::len), Some(3));
    e.assert_clean();
}

/// A name that would end the page's script, open a comment or turn the
/// text around: the page's embedded table keeps it as text.
#[test]
fn the_embedded_table_cannot_end_its_script() {
    for name in [
        "<!--<script>",
        "</script><script>alert(1)</script>",
        "\"><svg onload=alert(1)>",
        "\u{202e}evil",
        "a\u{2028}b\u{2029}c & d",
    ] {
        let json = json!({"name": name}).to_string();
        let safe = wizard_bot::web::script_safe(&json);
        for bad in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            assert!(!safe.contains(bad), "{bad:?} in {safe}");
        }
        let back: Value = serde_json::from_str(&safe).unwrap();
        assert_eq!(back["name"], name, "the same text once read");
    }
}

/// The page with the Activity set up too (both of a panel's buttons).
fn with_activity(c: &mut wizard_bot::config::Config) {
    tuned(c);
    c.discord_client_id = Some(crate::fake_discord::server::APP_ID.to_string());
    c.discord_client_secret = Some(crate::fake_discord::oauth::CLIENT_SECRET.into());
}

/// Waits until seat `seat` at `game` must predict.
async fn until_predicting(e: &E2e, game: i64, seat: usize) {
    for _ in 0..400 {
        let s = e.tables().snapshot(game).await.unwrap();
        if let Some(View::Dice(v)) = s.view(Viewer::Seat(seat))
            && v.legal.iter().any(|a| matches!(a, dice::Action::Predict { .. }))
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("seat {seat} was never asked to predict");
}

/// In a real browser at a phone's width, in English and in German: a dice
/// player who must predict finds both "Play here in Discord" and "Open in the
/// browser" on their Page; the end of a dice game and of a card game is drawn
/// (the winner, every place, the way back), and again after a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_browser_draws_the_end_of_both_games_in_both_languages() {
    let mut e = E2e::start_tuned(with_activity).await;
    let mut ends = Vec::new();
    for (user, locale, lang) in [(ALICE, "en-US", "en"), (BOB, "de", "de")] {
        e.set_locale(user, locale);
        let options = json!([{"name": "magic_cards", "type": 5, "value": true}]);
        // A first Magic Card that asks nothing before the predictions.
        let mut script = wizard_bot::table::ChanceScript::default();
        script.magic_cards.extend([5, 6]);
        let game = e.start_dice(user, &[0, 0], options, Some(script)).await;
        until_predicting(&e, game, 0).await;
        let page = e.page(user, game).await;
        let all: Vec<String> = page.components().into_iter().map(|(id, _, _)| id).collect();
        assert!(
            all.iter().any(|id| id.contains("ac:")),
            "'Play here in Discord': {all:?}"
        );
        let link = links(&page.body).into_iter().find(|l| l.contains("/t/"));
        assert!(link.is_some(), "'Open in the browser' while predicting: {all:?}");
        crate::e2e::look(&format!("dice-predicting-{lang}"), &page, json!({}));
        e.play_out_directly(game, e.seed).await;
        ends.push((format!("dice-{lang}"), link.unwrap(), lang));

        let (game, link) = super::over_http::a_table_with_computers(&e, crate::e2e::CHANNEL, user, 2).await;
        e.play_out_directly(game, e.seed).await;
        ends.push((format!("card-{lang}"), link, lang));
    }
    let Some(browser) = crate::e2e::browser::Browser::start(420, 900).await else {
        return;
    };
    for (name, link, lang) in &ends {
        browser.open(link).await;
        assert!(draws_the_end(&browser).await, "{name}: the standings drawn");
        let state = browser.state().await;
        assert_eq!(state["lang"], *lang);
        // (Names in a line are isolated by invisible marks.)
        let bare = |t: &str| t.replace(['\u{2068}', '\u{2069}'], "");
        let status = browser.text("#status").await;
        assert_eq!(
            bare(&status),
            bare(state["end"]["winner"].as_str().unwrap()),
            "{name}: who won, on top"
        );
        assert_eq!(browser.count("#end a.back").await, 1, "{name}: the way back to Discord");
        browser.look_whole(&format!("end-{name}"), 420, (420, 900)).await;
        browser.look_whole(&format!("end-{name}-1000"), 1000, (420, 900)).await;
    }
    e.restart().await;
    for (name, link, _) in &ends {
        browser.open(&moved(&e, link)).await;
        assert!(
            draws_the_end(&browser).await,
            "{name}: after a restart: {}",
            browser.state().await
        );
        let state = browser.state().await;
        assert!(
            state["seats"][0]["name"]
                .as_str()
                .is_some_and(|n| n.starts_with("player")),
            "{name}: her name after a restart: {}",
            state["seats"]
        );
        browser
            .look_whole(&format!("end-{name}-restarted"), 420, (420, 900))
            .await;
    }
    browser.close().await;
    e.assert_clean();
}

/// Whether the page draws the end of a three-seat game within 5 s.
async fn draws_the_end(browser: &crate::e2e::browser::Browser) -> bool {
    for _ in 0..100 {
        if browser.count("#end li").await == 3 {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}

/// A move made while the network is gone never reaches the bot: the page
/// says, in its language, that it is kept and goes once the table is back,
/// and the game is as it was; once the network is back (at the next
/// keep-alive) the move is played.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_move_that_could_not_be_sent_says_so() {
    let e = E2e::start_tuned(tuned).await;
    e.set_locale(ALICE, "de");
    let (game, page) = super::over_http::a_table_with_computers(&e, crate::e2e::CHANNEL, ALICE, 2).await;
    let Some(browser) = crate::e2e::browser::Browser::start(420, 900).await else {
        return;
    };
    browser.open(&page).await;
    // Her turn to bid (the computers before her answer at once).
    let mut state = Value::Null;
    for _ in 0..200 {
        state = browser.state().await;
        if state["asked"]["is"] == "bid" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(state["asked"]["is"] == "bid", "her bid: {state}");
    let before = e.tables().snapshot(game).await.unwrap().version;
    browser
        .run(
            "window.realFetch = window.fetch; \
             window.fetch = () => Promise.reject(new TypeError('the network is gone'));",
        )
        .await;
    assert!(browser.tap("#moves button").await);
    let mut note = String::new();
    for _ in 0..100 {
        note = browser.text("#note").await;
        if !note.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    assert_eq!(note, text(Lang::De, "web-held", &[]));
    assert_eq!(
        e.tables().snapshot(game).await.unwrap().version,
        before,
        "nothing was played"
    );
    // The network back: her bid goes with the next thing the page hears.
    browser.run("window.fetch = window.realFetch;").await;
    let mut played = false;
    for _ in 0..200 {
        if e.tables().snapshot(game).await.unwrap().version > before {
            played = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(played, "her bid was played once the network was back");
    browser.close().await;
    e.assert_clean();
}
