//! The bot's own emoji end to end (#55), against the fake's application
//! emoji (its name rule, size limit, 2,000 limit, and a component emoji
//! that must be the application's): a fresh bot uploads the set once and a
//! restart uploads nothing; a picture an older release drew is replaced; a
//! full application or a refused upload leaves the bot playing with words
//! and coloured squares; both games' screens show the emoji. And the screens
//! with the emoji as a player sees them, for looking at (`WIZARD_LOOK_DIR`).

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::e2e::E2e;
use super::fake_discord::server::Msg;
use wizard_bot::config::Config;

const HOST: u64 = 55_001;
const SET: usize = 52 + 2 + 6;

fn on(c: &mut Config) {
    c.app_emoji = true;
}

/// Waits (up to 20 s) until the bot knows `want` emoji and has listed the
/// application's at least `lists` times since the fake started.
async fn settled(e: &E2e, lists: usize, want: usize) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let listed = e
            .fake
            .count_requests(|r| r.method == "GET" && r.path.ends_with("/emojis"));
        if listed >= lists && e.bot().emojis().len() == want {
            // Whatever the pass still does after its list (uploads) is done once the bot knows them.
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{listed} lists, {} emoji known, {} kept",
            e.bot().emojis().len(),
            e.fake.inner.app_emojis.all().len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// How many `method` requests the bot sent to its application's emoji, once
/// there was one (`what`, unless empty: none need come) and a moment passed
/// for any that follow.
async fn emoji_requests(e: &E2e, method: &str, what: &str) -> usize {
    let count = || {
        e.fake
            .count_requests(|r| r.method == method && r.path.ends_with("/emojis"))
    };
    let deadline = Instant::now() + Duration::from_secs(20);
    while !what.is_empty() && count() < 1 {
        assert!(Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    count()
}

/// A card game of the host and two computer players, started: its table message.
async fn a_card_game(e: &E2e) -> (i64, Msg) {
    let (game, lobby) = e.new_wizard(HOST, json!([])).await;
    e.lobby_click(HOST, lobby, game, "bot").await;
    e.lobby_click(HOST, lobby, game, "bot").await;
    e.start_game(HOST, lobby, game).await;
    let table = e.past_trump_choice(game).await;
    (game, table)
}

/// The custom emoji on a message's buttons and select options: (id, name).
fn custom_emoji(m: &Msg) -> Vec<(String, String)> {
    emoji_in(&m.body["components"])
}

/// The custom emoji anywhere in a request's body: (id, name).
fn emoji_in(body: &Value) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut stack = vec![body.clone()];
    while let Some(v) = stack.pop() {
        match v {
            Value::Object(map) => {
                if let Some(id) = map.get("emoji").and_then(|e| e["id"].as_str()) {
                    let name = map["emoji"]["name"].as_str().unwrap_or_default().to_string();
                    found.push((id.to_string(), name));
                }
                stack.extend(map.into_iter().map(|(_, v)| v));
            }
            Value::Array(items) => stack.extend(items),
            _ => {}
        }
    }
    found
}

/// The host's hand panel.
async fn hand_of(e: &E2e, table: &Msg) -> Msg {
    let opened = e.open_hand(HOST, table).await;
    e.fake.response_message(&opened).expect("the hand")
}

#[tokio::test]
async fn a_fresh_bot_uploads_its_emoji_once_and_a_restart_uploads_nothing() {
    let mut e = E2e::start_tuned(on).await;
    settled(&e, 1, SET).await;
    let kept = e.fake.inner.app_emojis.all();
    assert_eq!(kept.len(), SET);
    assert_eq!(e.fake.inner.app_emojis.uploads.load(Ordering::SeqCst), SET as u64);
    assert!(kept.iter().all(|(_, k)| k.name.starts_with("wz_")), "{kept:?}");
    // The hand shows its cards with them, and their words.
    let (_, table) = a_card_game(&e).await;
    let hand = hand_of(&e, &table).await;
    let text = hand.text();
    assert!(text.contains("<:wz_"), "the hand's cards as emoji: {text}");
    e.restart().await;
    settled(&e, 2, SET).await;
    assert_eq!(
        e.fake.inner.app_emojis.uploads.load(Ordering::SeqCst),
        SET as u64,
        "none again"
    );
    assert_eq!(e.fake.inner.app_emojis.deletes.load(Ordering::SeqCst), 0);
    e.assert_clean();
}

#[tokio::test]
async fn a_picture_an_older_release_drew_is_replaced() {
    let mut e = E2e::start_tuned(on).await;
    settled(&e, 1, SET).await;
    // As if the Blue 1 kept at Discord were another drawing of it.
    assert!(e.fake.inner.app_emojis.rename_to_old("wz_b1"));
    e.restart().await;
    settled(&e, 2, SET).await;
    let emojis = &e.fake.inner.app_emojis;
    assert_eq!(
        emojis.uploads.load(Ordering::SeqCst),
        SET as u64 + 1,
        "the one replaced"
    );
    assert_eq!(emojis.deletes.load(Ordering::SeqCst), 1, "the old one deleted");
    let blue_ones: Vec<String> = emojis
        .all()
        .into_iter()
        .map(|(_, k)| k.name)
        .filter(|n| n.starts_with("wz_b1_"))
        .collect();
    assert_eq!(blue_ones.len(), 1, "{blue_ones:?}");
    assert_ne!(blue_ones[0], "wz_b1_00000000");
    e.assert_clean();
}

#[tokio::test]
async fn a_full_application_or_a_refused_upload_leaves_words_and_squares() {
    // 1,990 emoji of the application's already: 60 more would pass 2,000.
    let mut e = E2e::start().await;
    e.fake.inner.app_emojis.fill(7_000_000_000_000_000_000, 1_990);
    e.restart_tuned(on).await;
    emoji_requests(&e, "GET", "the restarted bot lists its emoji").await;
    assert_eq!(
        emoji_requests(&e, "POST", "").await,
        0,
        "nothing uploaded past the limit"
    );
    assert!(e.bot().emojis().is_empty(), "the whole set or none");
    let (_, table) = a_card_game(&e).await;
    let hand = hand_of(&e, &table).await;
    assert!(custom_emoji(&hand).is_empty());
    assert!(!hand.text().contains("<:"), "{}", hand.text());
    e.assert_clean();

    // Uploads refused: the same, and the bot plays on.
    let mut e = E2e::start().await;
    e.fake.inner.app_emojis.refuse.store(true, Ordering::SeqCst);
    e.restart_tuned(on).await;
    assert_eq!(
        emoji_requests(&e, "POST", "an upload tried").await,
        1,
        "one refusal ends the uploads"
    );
    assert!(e.bot().emojis().is_empty());
    let (_, table) = a_card_game(&e).await;
    let hand = hand_of(&e, &table).await;
    assert!(custom_emoji(&hand).is_empty());
    e.assert_clean();
}

#[tokio::test]
async fn both_games_show_the_emoji_on_buttons_and_in_text() {
    let e = E2e::start_tuned(on).await;
    settled(&e, 1, SET).await;
    let ids: Vec<(String, String)> = e
        .fake
        .inner
        .app_emojis
        .all()
        .into_iter()
        .map(|(id, k)| (id.to_string(), k.name))
        .collect();
    // The card game: play a bid so the hand shows cards to play.
    let (game, _) = a_card_game(&e).await;
    let mut seen_button = false;
    let played = e
        .play_until(game, &[HOST], 5, |e| {
            e.fake.newest_ephemeral(HOST, |m| !custom_emoji(m).is_empty()).is_some()
        })
        .await;
    if played {
        let hand = e.fake.newest_ephemeral(HOST, |m| !custom_emoji(m).is_empty()).unwrap();
        for emoji in custom_emoji(&hand) {
            assert!(ids.contains(&emoji), "{emoji:?} is one of the application's");
        }
        seen_button = true;
    }
    assert!(seen_button, "a hand's cards to play carry their emoji");
    // The dice game: the table's dice line shows the faces once rolled.
    let (dice, lobby) = e.new_dice_in(5_502, HOST, json!([])).await;
    e.lobby_click(HOST, lobby, dice, "bot").await;
    e.start_game(HOST, lobby, dice).await;
    e.play_dice_randomly(dice, &[HOST], 7).await;
    // Somewhere along the game: the dice line's faces in text, a die's face on the Seer's choice.
    let rolled = e.fake.find_request(|r| r.body.to_string().contains("<:wz_die_"));
    assert!(rolled.is_some(), "the dice show their faces as emoji in text");
    let chosen = e
        .fake
        .find_request(|r| emoji_in(&r.body).iter().any(|x| x.1.starts_with("wz_die_")));
    assert!(chosen.is_some(), "the Seer's dice to throw again carry their faces");

    e.assert_clean();
}

/// The screens that show the emoji, drawn with the set as uploaded (ids made
/// up here): a hand of 15 cards, the dice table after a roll and the Seer's
/// Page with its dice to throw again, each with and without the emoji, in
/// English and German. Each shows every card and die face it names as its
/// emoji; with `WIZARD_LOOK_DIR` set they are written out, the emoji's
/// pictures beside them, for discord-look.
#[test]
fn the_screens_with_the_emoji_as_a_player_sees_them() {
    use crate::seeing::{dice_table, hand, page};
    use rand::SeedableRng;
    use std::collections::HashMap;
    use wizard_bot::discord::emoji::{EmojiRef, Emojis};
    use wizard_bot::discord::screen::{Screen, Seats, TableInfo};
    use wizard_bot::engine::Viewer;
    use wizard_bot::engine::dice::{DiceSetup, DiceState, Phase as DicePhase};
    use wizard_bot::engine::wizard::{Phase, Variants, WizardSetup, WizardState};
    use wizard_bot::table::SeatOwner;
    use wizard_bot::text::catalogue::Lang;

    let set = wizard_bot::pictures::emoji::set().expect("drawn");
    let made_up: Vec<(u64, String, Vec<u8>)> = set
        .iter()
        .enumerate()
        .map(|(i, e)| (1_400_000_000_000_000_000 + i as u64, e.name(), e.png.clone()))
        .collect();
    let emojis = Emojis::new(
        set.iter()
            .zip(&made_up)
            .map(|(e, (id, name, _))| {
                (
                    e.base.clone(),
                    EmojiRef {
                        id: *id,
                        name: name.clone(),
                    },
                )
            })
            .collect::<HashMap<_, _>>(),
    );
    let owners = vec![
        SeatOwner::Human(111_111_111_111_111_111),
        SeatOwner::Human(222_222_222_222_222_222),
        SeatOwner::Computer,
        SeatOwner::Human(333_333_333_333_333_333),
    ];
    let autopilot = [false; 4];
    let info = |emoji: &Emojis| TableInfo {
        game: 42,
        version: 17,
        seats: Seats {
            owners: &owners,
            autopilot: &autopilot,
            levels: &[],
            left: &[],
        },
        hints: true,
        pictured: false,
        emoji: emoji.clone(),
        beside_table: false,
        stay: wizard_bot::engine::SeatSet::EMPTY,
        seen: crate::seeing::unseen(&owners),
    };
    // A card game of four at its last round (15 cards each), its first card to play.
    let mut rng = rand::rngs::SmallRng::seed_from_u64(55);
    let mut state = WizardState::new(WizardSetup::new(4, 0, Variants::default()).unwrap());
    let mut events = Vec::new();
    while !(state.round() == 15 && matches!(state.phase(), Phase::Playing { .. })) {
        assert!(wizard_bot::simulate::wizard::random_step(
            &mut state,
            &mut rng,
            &mut events,
            &mut |_| {}
        ));
    }
    let seat = state.to_act().seats().iter().next().unwrap();
    let cards = state.view(Viewer::Seat(seat));
    // A dice game after a roll, as its Seer sees it, and its table.
    let mut rng = rand::rngs::SmallRng::seed_from_u64(55);
    let mut dice = DiceState::new(DiceSetup::new(4, 0, 9, true).unwrap());
    let mut events = Vec::new();
    while !(matches!(dice.phase(), DicePhase::AfterRoll) && dice.view(Viewer::Seat(dice.seer())).roll_choice.is_some())
    {
        assert!(wizard_bot::simulate::dice::random_step(
            &mut dice,
            &mut rng,
            &mut events,
            None
        ));
    }
    let seer = dice.view(Viewer::Seat(dice.seer()));
    let public = dice.view(Viewer::Spectator);
    let screens = |emoji: &Emojis, lang: Lang| -> Vec<(&'static str, Screen)> {
        let i = info(emoji);
        vec![
            ("hand-15", hand(&cards, &i, lang, None)),
            ("dice-table", dice_table(&public, &i, lang)),
            ("seer-page", page(&seer, &i, lang, None)),
        ]
    };
    let none = Emojis::default();
    for lang in [Lang::En, Lang::De] {
        for ((name, with), (_, without)) in screens(&emojis, lang).into_iter().zip(screens(&none, lang)) {
            let with = serde_json::to_value(with.reply(true)).unwrap();
            let without = serde_json::to_value(without.reply(true)).unwrap();
            let tagged = with.to_string().matches("<:wz_").count();
            let on_components = emoji_in(&with["components"]).len();
            assert!(tagged + on_components > 0, "{name}: {with}");
            for (id, emoji) in emoji_in(&with) {
                assert!(made_up.iter().any(|m| m.0.to_string() == id && m.1 == emoji), "{emoji}");
            }
            assert!(!without.to_string().contains("<:wz_"), "{name} without the emoji");
            assert!(emoji_in(&without).is_empty(), "{name} without the emoji");
            if name == "hand-15" {
                assert_eq!(on_components, 15, "every card to play shows its face");
            }
            let Ok(dir) = std::env::var("WIZARD_LOOK_DIR") else {
                continue;
            };
            let dir = std::path::Path::new(&dir);
            std::fs::create_dir_all(dir).unwrap();
            let mut files = serde_json::Map::new();
            for (id, name, png) in &made_up {
                let file = format!("emoji-{name}.png");
                std::fs::write(dir.join(&file), png).unwrap();
                files.insert(id.to_string(), json!(file));
            }
            for (which, mut body) in [("emoji", with), ("words", without)] {
                body["flags"] = json!(64);
                let doc = json!({"messages": [body], "emojis": files});
                let lang = if lang == Lang::De { "de" } else { "en" };
                std::fs::write(dir.join(format!("emoji-{name}-{which}-{lang}.json")), doc.to_string()).unwrap();
            }
        }
    }
}

/// A log as written, without its colours.
fn plain(log: &str) -> String {
    let mut out = String::with_capacity(log.len());
    let mut chars = log.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Two processes (shards 0 and 1 of two) start together on one database:
/// only the one running shard 0 uploads; the other finds the set there.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn of_two_processes_only_shard_zeros_uploads() {
    use crate::databases::{self, Backend};
    use crate::e2e::processes::{BotProcess, wait_for_shards};
    use crate::fake_discord::server::FakeDiscord;
    let Some(db) = databases::fresh(Backend::Postgres).await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    fake.inner.shard_count.store(2, Ordering::SeqCst);
    let on = [("APP_EMOJI", "on")];
    let high = BotProcess::spawn(&fake, &db.url, "1-1/2", dir.path(), "high", &on);
    let low = BotProcess::spawn(&fake, &db.url, "0-0/2", dir.path(), "low", &on);
    wait_for_shards(&fake, &[0, 1], &[&low, &high]).await;
    let deadline = Instant::now() + Duration::from_secs(60);
    let said = |b: &BotProcess| {
        plain(&b.log())
            .lines()
            .any(|l| l.contains("the bot's emoji") && l.contains("complete=true"))
    };
    while !(said(&low) && said(&high)) {
        assert!(
            Instant::now() < deadline,
            "both know the set\n{}\n{}",
            plain(&low.log()),
            plain(&high.log())
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(
        fake.inner.app_emojis.uploads.load(Ordering::SeqCst),
        SET as u64,
        "uploaded once"
    );
    assert_eq!(
        fake.count_requests(|r| r.method == "POST" && r.path.ends_with("/emojis")),
        SET,
        "no upload refused or tried twice"
    );
    let high_log = plain(&high.log());
    assert!(
        high_log
            .lines()
            .any(|l| l.contains("the bot's emoji") && l.contains("uploaded=0")),
        "{high_log}"
    );
}

/// #61: an emoji someone else deletes (in the Developer Portal, or another
/// tool of the same application) makes Discord refuse every component that
/// shows it. The next click is answered at once in words and squares, within
/// Discord's 3 s; the set is whole again without a restart (looked at again
/// and the missing one uploaded), and the game plays on. With every emoji
/// deleted, a dice game and a daily try play to their end too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn emoji_deleted_by_someone_else_are_answered_in_words_and_made_again() {
    use super::daily::play;
    use super::e2e::daily::{At, daily, finished};
    use rand::SeedableRng;
    let e = E2e::start_tuned(on).await;
    settled(&e, 1, SET).await;
    let whole_again = |e: &E2e, uploads: u64| {
        let kept = e.fake.inner.app_emojis.all().len();
        let made = e.fake.inner.app_emojis.uploads.load(Ordering::SeqCst);
        e.bot().emojis().len() == SET && kept == SET && made == uploads
    };
    let (game, _) = a_card_game(&e).await;
    let hand = hand_with_card_buttons(&e, game).await;
    let (id, name) = custom_emoji(&hand)[0].clone();
    assert!(e.fake.inner.app_emojis.delete_by_someone_else(id.parse().unwrap()));
    // The next click: refused by Discord, answered again in words at once.
    let table = e.table_message(game).expect("the table");
    let opened = e.open_hand(HOST, &table).await;
    let ack = e.fake.wait_ack(5, &opened).await;
    assert!(ack < Duration::from_secs(3), "answered after {ack:?}");
    let words = e.fake.response_message(&opened).expect("the hand, in words");
    assert!(custom_emoji(&words).is_empty(), "{:?}", custom_emoji(&words));
    assert!(!words.text().contains(&name), "{}", words.text());
    super::e2e::look("hand-in-words", &words, json!({HOST.to_string(): "Host"}));
    assert!(e.fake.inner.emoji_refusals.load(Ordering::SeqCst) >= 1);
    // Whole again without a restart: the one deleted is made again.
    let started = Instant::now();
    while !whole_again(&e, SET as u64 + 1) {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the set was not made whole"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    println!(
        "one emoji deleted: the set whole again {:?} after the refusal",
        started.elapsed()
    );
    let table = e.table_message(game).expect("the table");
    let hand = hand_of(&e, &table).await;
    // The cards are buttons with their faces (the hand's words leave them to the buttons).
    assert!(
        hand.text().contains("<:wz_") || !custom_emoji(&hand).is_empty(),
        "the emoji are back: {}",
        hand.text()
    );
    e.play_to_end(game, &[HOST], 61).await;
    let end = e.end_message(game).expect("the card game ended");
    // Its replay shows the hands with the cards' faces, as a hand does (#62).
    let replay = e
        .click(HOST, end.id, &super::e2e::cid(&format!("rp:{game}:2:a:o")))
        .await;
    let shown = e.reply_to(&replay).expect("the replay");
    assert!(shown.text().contains("<:wz_"), "{}", shown.text());

    // Every emoji deleted: a dice game and a daily try play to their end.
    for (id, _) in e.fake.inner.app_emojis.all() {
        e.fake.inner.app_emojis.delete_by_someone_else(id);
    }
    let dice = e.start_dice(HOST, &[0], json!([]), None).await;
    e.play_dice_randomly(dice, &[HOST], 61).await;
    assert!(e.end_message(dice).is_some(), "the dice game ended");
    let mut rng = rand::rngs::SmallRng::seed_from_u64(61);
    let panel = daily(&e, HOST, At::Server(super::e2e::CHANNEL), json!([])).await;
    let end = play(&e, HOST, panel.id, &mut rng, 400).await;
    assert!(finished(&end), "the daily try ended: {}", end.text());
    let started = Instant::now();
    while !whole_again(&e, 2 * SET as u64 + 1) {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the set was not made whole"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    e.assert_clean();
}

/// #61: Discord answering an upload with 429, then another with 500, is
/// waited out and tried again, as every other request is: the set ends
/// whole. A 429 on the start's gateway request is waited out too (the
/// process does not exit, which under a supervisor is a crash loop).
#[tokio::test]
async fn uploads_answered_429_and_500_still_end_with_the_whole_set() {
    let mut e = E2e::start().await;
    e.fake.fail_next("POST", "/emojis", 429, 1);
    e.fake.fail_next_with("POST", "/emojis", "wz_r7_", 500, 1);
    e.fake.fail_next("GET", "/gateway/bot", 429, 2);
    e.restart_tuned(on).await;
    settled(&e, 1, SET).await;
    assert_eq!(e.fake.faults_left(), 0, "every fault was met");
    assert_eq!(e.fake.inner.app_emojis.all().len(), SET);
    assert_eq!(e.fake.inner.app_emojis.uploads.load(Ordering::SeqCst), SET as u64);
    let (_, table) = a_card_game(&e).await;
    let hand = hand_of(&e, &table).await;
    assert!(
        hand.text().contains("<:wz_"),
        "the hand's cards as emoji: {}",
        hand.text()
    );
    e.assert_clean();
}

/// The host's hand once it shows cards as buttons (their emoji on them),
/// the host's decisions made at random until then.
async fn hand_with_card_buttons(e: &E2e, game: i64) -> Msg {
    for seed in 0..40 {
        let table = e.table_message(game).expect("the table");
        let hand = hand_of(e, &table).await;
        if !custom_emoji(&hand).is_empty() {
            return hand;
        }
        e.play(game, &[HOST], seed, 1).await;
    }
    panic!("the hand never showed its cards as buttons");
}
