//! The table in a browser, tapped (#63): Alice plays a whole card game and a
//! whole Wizard Dice game on the page in headless Chromium — every move a
//! real tap on a card, a number, a die or a box — beside Bob, who plays the
//! same game through the fake Discord in German, and computer players. After
//! every move her page shows exactly her seat's view; a watcher's page,
//! open all game long, never holds a hand, a covered bid or a secret
//! prediction, in what it shows or in any frame of its live stream.

use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};

use super::over_http::{SECRET, links, tuned};
use crate::e2e::E2e;
use crate::e2e::browser::Browser;
use wizard_bot::engine::Viewer;
use wizard_bot::table::{ChanceScript, View};
use wizard_bot::text::catalogue::Lang;

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;

/// Every live frame a watcher's link receives, collected until the game ends.
pub(crate) fn watch_frames(url: String) -> tokio::task::JoinHandle<Vec<Value>> {
    tokio::spawn(async move {
        let http = reqwest::Client::new();
        let api = url.replacen("/t/", "/api/", 1);
        let mut live = http.get(format!("{api}/live")).send().await.unwrap();
        let mut frames = Vec::new();
        let mut pending = String::new();
        while let Ok(Ok(Some(chunk))) = tokio::time::timeout(Duration::from_secs(30), live.chunk()).await {
            pending.push_str(&String::from_utf8_lossy(&chunk));
            while let Some(end) = pending.find("\n\n") {
                let event: String = pending.drain(..end + 2).collect();
                // The tables only (the keep-alive is an event of its own),
                // each lean one applied to the table before it.
                let table = event.lines().any(|l| l == "event: table" || l == "event: patch");
                if let Some(data) = event.lines().find_map(|l| l.strip_prefix("data: ")).filter(|_| table) {
                    let frame: Value = serde_json::from_str(data).unwrap();
                    let whole = super::tables_of(frames.last().cloned().into_iter().chain([frame]));
                    let frame = whole.last().cloned().unwrap();
                    let over = frame["status"] == "over";
                    frames.push(frame);
                    if over {
                        return frames;
                    }
                }
            }
        }
        frames
    })
}

/// What a watcher may be sent: no seat, no hand, no choices, nothing asked
/// (the page is sent no engine view at all: only what the presenter shows).
pub(crate) fn assert_watchers(frame: &Value) {
    assert!(frame["seat"].is_null(), "a watcher's frame is no seat's");
    assert!(frame.get("view").is_none(), "no engine view in a page's frame");
    assert!(
        frame["shown"]["hand"].as_array().is_none_or(|h| h.is_empty()),
        "no hand shown to a watcher"
    );
    assert_eq!(frame["offers"], json!([]), "a watcher has no choices");
    assert!(
        frame["asked"]["is"] == "watching" || frame["asked"]["is"] == "over",
        "a watcher is asked nothing: {}",
        frame["asked"]
    );
}

/// The cards of a page's hand, as words.
pub(crate) fn hand_words(frame: &Value) -> Vec<String> {
    frame["shown"]["hand"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|c| c["label"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// The seat's own hand (its view's), as the page words it.
pub(crate) fn own_hand(s: &wizard_bot::table::Snapshot, seat: usize, lang: Lang) -> Vec<String> {
    match s.view(Viewer::Seat(seat)) {
        Some(View::Wizard(v)) => v
            .hand
            .into_iter()
            .flatten()
            .map(|c| wizard_bot::text::cards::card_words(c, lang))
            .collect(),
        _ => Vec::new(),
    }
}

/// Whether every picture on the page loaded (the cards and dice are the
/// bot's own drawings, served by the bot).
async fn pictures_loaded(b: &Browser) -> bool {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(10) {
        let loaded = b
            .client
            .execute(
                "return [...document.images].filter(i => i.loading !== 'lazy').every(i => i.complete && i.naturalWidth > 0)",
                vec![],
            )
            .await
            .unwrap();
        if loaded.as_bool() == Some(true) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    false
}

/// The page's table is the seat's own view whenever both are at one version.
async fn assert_shows_seat(e: &E2e, game: i64, seat: usize, shown: &Value) -> bool {
    let Ok(s) = e.bot().tables.snapshot(game).await else {
        return false;
    };
    if Some(s.version) != shown["version"].as_u64() {
        return false;
    }
    assert_eq!(shown["seat"], json!(seat), "the page shows the seat's own table");
    let lang = Lang::ALL
        .into_iter()
        .find(|l| shown["lang"] == l.code())
        .unwrap_or(Lang::En);
    assert_eq!(
        hand_words(shown),
        own_hand(&s, seat, lang),
        "the page shows the seat's own hand"
    );
    true
}

/// Alice's taps until the game ends: whatever her page offers, chosen at
/// random; now and then a card she may not play, which the page refuses
/// with its reason. Returns (taps, checks of her view, refusals, what she
/// tapped: a count per kind of decision).
pub(crate) async fn tap_to_the_end(e: &E2e, game: i64, page: &Browser, seed: u64) -> Tapped {
    tap_seat_to_the_end(e, game, 0, page, seed, None).await
}

/// Whether `game` is over as its players see it: its end posted, or (a
/// daily try, which posts nothing) its last step made.
async fn ended(e: &E2e, game: i64) -> bool {
    e.end_message(game).is_some()
        || e.bot()
            .tables
            .latest(game)
            .await
            .is_ok_and(|s| s.options.daily.is_some() && s.is_over())
}

/// As `tap_to_the_end`, for the person at `seat`; with `WIZARD_LOOK_DIR`
/// set and `look_as` given, the page as it is at each moment worth looking
/// at (`{look_as}-card-trick.png` …).
pub(crate) async fn tap_seat_to_the_end(
    e: &E2e,
    game: i64,
    seat: usize,
    page: &Browser,
    seed: u64,
    look_as: Option<&str>,
) -> Tapped {
    let mut rng = SmallRng::seed_from_u64(seed);
    let here = page.client.current_url().await.unwrap().to_string();
    let looker = match here.split_once("/t/") {
        Some((base, _)) if seat == 0 => Looker::start(game, base).await,
        _ => None,
    };
    let mut looked = std::collections::BTreeSet::new();
    let (mut taps, mut checked, mut refused) = (0, 0, 0);
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    let started = Instant::now();
    while !ended(e, game).await {
        assert!(started.elapsed() < Duration::from_secs(300), "the game did not end");
        let (shown, counts) = page
            .glance(&["#moves button:not([disabled])", "#hand button.yes", "#set select"])
            .await;
        if shown.is_null() || shown["status"] == "over" {
            tokio::time::sleep(Duration::from_millis(30)).await;
            continue;
        }
        if assert_shows_seat(e, game, seat, &shown).await {
            checked += 1;
        }
        if let Some(moment) = moment(&shown).filter(|m| looked.insert(*m)) {
            if let Some(looker) = &looker {
                looker.look(moment).await;
            }
            if let Some(name) = look_as {
                page.look(&format!("{name}-{moment}")).await;
            }
        }
        let [choices, cards, sets] = counts[..] else {
            unreachable!("three counts asked")
        };
        if sets == 2 {
            // Magic Card 4: two faces, then Set.
            for sel in ["#set select:nth-of-type(1)", "#set select:nth-of-type(2)"] {
                page.choose(sel, rng.random_range(0..6)).await;
            }
            if !page.tap("#set button").await {
                continue;
            }
            *kinds.entry("set two dice".into()).or_default() += 1;
        } else if cards > 0 {
            if refused < 3 && page.count("#hand button.no").await > 0 && page.tap("#hand button.no").await {
                let note = page.text("#note").await;
                assert_eq!(
                    note,
                    shown["words"]["cannot"].as_str().unwrap(),
                    "a dimmed card says why"
                );
                refused += 1;
            }
            let k = rng.random_range(0..cards) + 1;
            if !kinds.contains_key("card by keyboard") {
                // Once with the keyboard: a lit card takes Enter as a tap.
                if !page.key_nth("#hand button.yes", k - 1, "\u{E007}").await {
                    continue;
                }
                let after = page.moved_on(&shown["version"], 5).await;
                assert_ne!(after["version"], shown["version"], "Enter on a lit card plays it");
                *kinds.entry("card by keyboard".into()).or_default() += 1;
            } else {
                if !tap_card(page, k).await {
                    continue;
                }
                *kinds.entry("card".into()).or_default() += 1;
            }
        } else if choices > 0 {
            // Now and then the Seer keeps a die before rolling.
            let dice = page.count("#dice button.die").await;
            if dice > 1 && rng.random_bool(0.4) {
                let tapped = page.tap("#dice button.die").await;
                if page.count("#moves button:first-child[disabled]").await > 0 {
                    page.tap("#dice button.die").await;
                } else if tapped {
                    *kinds.entry("keep a die".into()).or_default() += 1;
                }
            }
            let n = page.count("#moves button:not([disabled])").await.max(1);
            let k = rng.random_range(0..n);
            let what = kind(&shown, page, k).await;
            if !page.tap_nth("#moves button:not([disabled])", k).await {
                continue;
            }
            *kinds.entry(what).or_default() += 1;
        } else {
            tokio::time::sleep(Duration::from_millis(30)).await;
            continue;
        }
        taps += 1;
        let after = page.moved_on(&shown["version"], 5).await;
        if after["version"] == shown["version"] {
            // A refusal says why; nothing changed (or a second step is asked: a cross-out).
            let note = page.text("#note").await;
            if !note.is_empty() {
                eprintln!("refused on the page: {note}");
                *kinds.entry("refused".into()).or_default() += 1;
            }
        }
        assert!(pictures_loaded(page).await, "every card and die picture loaded");
    }
    Tapped {
        taps,
        checked,
        refused,
        kinds,
    }
}

/// A moment of the game worth looking at (once each, from round 2 on).
fn moment(s: &Value) -> Option<&'static str> {
    let round = s["drawn"]["round"].as_u64().unwrap_or(0);
    let asked = s["asked"]["is"].as_str();
    match s["kind"].as_str() {
        _ if round < 2 => None,
        Some("wizard") if asked == Some("bid") => Some("card-bid"),
        Some("wizard") if asked == Some("play") && s["shown"]["trick"].is_object() => Some("card-trick"),
        Some("dice") if asked == Some("predict") => Some("dice-predict"),
        Some("dice") if s["shown"]["roll"].is_object() && s["drawn"]["roll"].as_u64() > Some(0) => Some("dice-reroll"),
        _ => None,
    }
}

/// With `WIZARD_LOOK_DIR` set: a second browser that draws Alice's page at
/// a moment, in English and German, at a phone's width and a desktop's.
struct Looker {
    browser: Browser,
    game: i64,
    base: String,
}

impl Looker {
    async fn start(game: i64, base: &str) -> Option<Looker> {
        std::env::var("WIZARD_LOOK_DIR").ok()?;
        Some(Looker {
            browser: Browser::start(420, 900).await?,
            game,
            base: base.to_string(),
        })
    }

    async fn look(&self, moment: &str) {
        let key = wizard_bot::links::LinkKey::new(Some(SECRET), b"");
        for lang in [Lang::En, Lang::De] {
            let token = key.sign(&wizard_bot::links::Link {
                game: self.game,
                seat: Some(0),
                user: None,
                lang,
                until_ms: wizard_bot::table::now_ms() + 60_000,
            });
            let url = format!("{}/t/{token}", self.base);
            self.browser.open(&url).await;
            assert!(pictures_loaded(&self.browser).await);
            for width in [420, 1000] {
                self.browser
                    .look_whole(&format!("web-{moment}-{}-{width}", lang.code()), width, (420, 900))
                    .await;
            }
        }
    }
}

pub(crate) struct Tapped {
    pub taps: usize,
    pub checked: usize,
    pub refused: usize,
    pub kinds: std::collections::BTreeMap<String, usize>,
}

/// What the `k`th button of the page's choices decides.
async fn kind(shown: &Value, page: &Browser, k: usize) -> String {
    if page.count("#ask").await > 0 && page.text("#ask").await.contains(" — ") {
        return "cross out".into();
    }
    let label = page.text_nth("#moves button:not([disabled])", k).await;
    if shown["shown"]["roll"].is_object() && k == 0 {
        return "roll".into();
    }
    let m = shown["offers"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|m| m["label"] == label || m["box"]["label"] == label);
    match m {
        Some(m) if m["stay"] == true => "stay in".into(),
        Some(m) => m["move"]
            .as_object()
            .and_then(|o| o.values().next())
            .and_then(|a| {
                a.as_object()
                    .map(|o| o.keys().next().cloned().unwrap_or_default())
                    .or(a.as_str().map(str::to_string))
            })
            .unwrap_or_default(),
        None => label,
    }
}

/// The tapping of one card on a page: `nth` (1-based) of the lit cards.
async fn tap_card(page: &Browser, nth: usize) -> bool {
    page.tap_nth("#hand button.yes", nth - 1).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_browser_plays_a_card_game_beside_a_discord_player() {
    let Some(page) = Browser::start(420, 900).await else {
        return;
    };
    let watcher = Browser::start(1000, 800).await.expect("a second browser");
    let e = E2e::start_tuned(tuned).await;
    e.set_locale(BOB, "de");
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(BOB, lobby, game, "join").await;
    for _ in 0..4 {
        e.lobby_click(ALICE, lobby, game, "bot").await;
    }
    e.start_game(ALICE, lobby, game).await;
    let table = e.table_message(game).expect("the table");
    let watch = links(&table.body);
    assert_eq!(watch.len(), 1, "the table offers a watcher's link");
    let opened = e.open_hand(ALICE, &table).await;
    let hand = e.reply_to(&opened).expect("her hand");
    let mine = links(&hand.body);
    assert_eq!(mine.len(), 1, "her hand offers her seat's link");
    let frames = watch_frames(watch[0].clone());
    page.open(&mine[0]).await;
    watcher.open(&watch[0]).await;

    let (alice, bob) = tokio::join!(tap_to_the_end(&e, game, &page, 3), e.play(game, &[BOB], 5, usize::MAX));
    let Tapped {
        taps,
        checked,
        refused,
        kinds,
    } = alice;
    eprintln!("her taps: {kinds:?}");
    eprintln!(
        "card game: Alice tapped {taps} times on the page ({checked} checks of her view, {refused} cards refused); Bob clicked {} times in Discord",
        bob.clicks
    );
    // Every move of hers was a tap but the last card of each round, which
    // plays itself (no one's decision).
    let hers = e
        .store()
        .events(game)
        .await
        .unwrap()
        .iter()
        .filter(|ev| {
            ev.as_object()
                .and_then(|o| o.values().next())
                .is_some_and(|m| m["player"] == 0)
        })
        .count();
    // Her ten bids and 55 cards, and any trump she chose as the dealer.
    assert!(hers >= 10 + 55, "{hers} moves of hers");
    assert!(kinds.contains_key("Bid"), "she tapped her bids: {kinds:?}");
    assert!(
        kinds.contains_key("card by keyboard"),
        "a card played with the keyboard: {kinds:?}"
    );
    assert!(taps >= hers - 10, "{taps} taps for her {hers} moves");
    assert!(checked >= taps / 2, "her view checked after most moves: {checked}");
    assert!(bob.actions >= 10, "Bob played in Discord: {}", bob.actions);
    assert!(e.end_message(game).is_some(), "the game ended in Discord");
    // Both pages end with the game, live.
    let started = Instant::now();
    while watcher.state().await["status"] != "over" || page.state().await["status"] != "over" {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the pages did not see the end"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let shown = watcher.state().await;
    assert_watchers(&shown);
    assert_eq!(watcher.count("#hand button").await, 0, "a watcher's page shows no hand");
    assert_eq!(
        watcher.count("#end button.rematch").await,
        0,
        "no Rematch for a watcher"
    );
    // Her results screen: the winners by name, her place, and Rematch — the
    // same as Discord's: a lobby of the same players where the game was.
    let hers = page.state().await;
    let winner = page.text("#end .winner").await;
    for p in hers["end"]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["won"] == true)
    {
        let name = hers["seats"][p["seat"].as_u64().unwrap() as usize]["name"]
            .as_str()
            .unwrap();
        assert!(winner.contains(name), "{winner:?} names the winner {name:?}");
    }
    // Rematch and the way back on a phone's first screen (390×664), above
    // the standings and the 15-round sheet (#88: it was under them).
    page.resize(390, 664).await;
    let top = page
        .client
        .execute(
            "window.scrollTo(0, 0); const r = document.querySelector('#end button.rematch').getBoundingClientRect(); \
             const s = document.querySelector('#end table'); \
             return [r.bottom + window.scrollY, s ? s.getBoundingClientRect().top + window.scrollY : 1e9];",
            vec![],
        )
        .await
        .unwrap();
    let [rematch_bottom, sheet_top]: [f64; 2] = serde_json::from_value(top).unwrap();
    page.look("browser-card-end-390").await;
    assert!(
        rematch_bottom <= 664.0,
        "Rematch on the first screen: its bottom at {rematch_bottom} px"
    );
    assert!(rematch_bottom < sheet_top, "Rematch above the sheet ({sheet_top} px)");
    page.resize(420, 900).await;
    assert!(page.tap("#end button.rematch").await, "Rematch on her results");
    let started = Instant::now();
    while page.count("#end .opened a").await == 0 {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "no rematch opened: {}",
            page.text("#note").await
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let href = page
        .client
        .execute("return document.querySelector('#end .opened a').href", vec![])
        .await
        .unwrap();
    let message: u64 = href.as_str().unwrap().rsplit('/').next().unwrap().parse().unwrap();
    let lobby = e.fake.message(message).expect("the rematch's lobby, posted");
    let end = e.end_message(game).unwrap();
    assert_eq!(lobby.channel, end.channel, "where Discord's Rematch would open it");
    let rematch = e
        .store()
        .open_game_in(end.channel as i64)
        .await
        .unwrap()
        .expect("a new table there");
    let seated = e.bot().tables.latest(rematch).await.unwrap();
    assert_eq!(seated.seats.len(), 6, "the same six seats");
    // A second tap (or another page) opens no second lobby.
    page.run("document.querySelectorAll('#end .opened').forEach(e => e.remove()); document.querySelector('#end button.rematch').disabled = false;").await;
    assert!(page.tap("#end button.rematch").await);
    let started = Instant::now();
    while page.count("#end .opened a").await == 0 {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "no answer to the second tap"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        page.client
            .execute("return document.querySelector('#end .opened a').href", vec![])
            .await
            .unwrap(),
        href,
        "the same lobby"
    );
    let frames = frames.await.unwrap();
    assert!(frames.len() >= 2, "{} live frames", frames.len());
    assert_eq!(
        frames.last().unwrap()["status"],
        "over",
        "the watcher's stream saw the end"
    );
    frames.iter().for_each(assert_watchers);
    page.close().await;
    watcher.close().await;
    e.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_browser_plays_a_dice_game_beside_a_discord_player() {
    let Some(page) = Browser::start(420, 900).await else {
        return;
    };
    let e = E2e::start_tuned(tuned).await;
    e.set_locale(BOB, "de");
    // The Magic Cards that ask most of a page first: set two dice, roll
    // before predicting, cross out a box, predict in secret.
    let mut script = ChanceScript::default();
    script.magic_cards.extend([4, 3, 7, 10, 1, 2, 5, 6, 8, 9]);
    let options = json!([{"name": "magic_cards", "type": 5, "value": true}]);
    let game = e.start_dice(ALICE, &[BOB, 0], options, Some(script)).await;
    let table = e.table_message(game).expect("the dice table");
    let watch = links(&table.body);
    assert_eq!(watch.len(), 1, "the table offers a watcher's link");
    let own = e.page(ALICE, game).await;
    let mine = links(&own.body);
    assert_eq!(mine.len(), 1, "her Page offers her seat's link");
    let frames = watch_frames(watch[0].clone());
    page.open(&mine[0]).await;

    let (alice, bob) = tokio::join!(
        tap_to_the_end(&e, game, &page, 9),
        e.play_dice_randomly(game, &[BOB], 11)
    );
    let Tapped {
        taps, checked, kinds, ..
    } = alice;
    eprintln!("her taps: {kinds:?}");
    eprintln!(
        "dice game: Alice tapped {taps} times on the page ({checked} checks of her view); Bob clicked {} times in Discord",
        bob.clicks
    );
    assert!(taps >= 10, "{taps} taps");
    for k in ["Predict", "roll"] {
        assert!(kinds.contains_key(k), "she tapped no {k}: {kinds:?}");
    }
    assert!(bob.clicks >= 5, "Bob played in Discord: {}", bob.clicks);
    let frames = frames.await.unwrap();
    frames.iter().for_each(assert_watchers);
    page.close().await;
    e.assert_clean();
}
