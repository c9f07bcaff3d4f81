//! Real servers withhold permissions: the fake Discord refuses each request
//! that lacks one (403 50013, as Discord does) and drops embeds without Embed
//! Links. Each permission the bot uses is withheld in turn, in both games and
//! for a game night: the game plays to its end, what was refused is never
//! tried again for the same reason, and the host (or organiser) is told in
//! their language what is off and which permission would turn it on.

use std::time::{Duration, Instant};

use crate::e2e::processes::{BotProcess, wait_for_shards};
use crate::e2e::{E2e, game_of};
use crate::fake_discord::server::FakeDiscord;
use crate::fake_discord::server::{
    ATTACH_FILES, CREATE_EVENTS, CREATE_PUBLIC_THREADS, EMBED_LINKS, GUILD_ID, SEND_MESSAGES, SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
};
use serde_json::json;

/// What a lobby says when the table goes without `withheld` (English, German).
fn note(withheld: u64) -> Option<(&'static str, &'static str)> {
    match withheld {
        EMBED_LINKS => Some(("Tables are plain text here", "Tische sind hier reiner Text")),
        ATTACH_FILES => Some(("Pictures are off here", "Bilder sind hier aus")),
        CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS => {
            Some(("not in threads of their own", "nicht in eigenen Threads"))
        }
        _ => None,
    }
}

fn look(name: &str, m: &crate::fake_discord::server::Msg) {
    crate::e2e::look(name, m, json!({}));
}

fn name(withheld: u64) -> &'static str {
    match withheld {
        VIEW_CHANNEL => "View Channel",
        SEND_MESSAGES => "Send Messages",
        EMBED_LINKS => "Embed Links",
        ATTACH_FILES => "Attach Files",
        CREATE_PUBLIC_THREADS => "Create Public Threads",
        SEND_MESSAGES_IN_THREADS => "Send Messages in Threads",
        _ => "?",
    }
}

/// One table in `channel` where the bot lacks `withheld`, hosted by `host`
/// (German when `german`) with two computer players, played to its end.
/// Returns a line for the note's table.
async fn table_without(e: &E2e, game_kind: &str, channel: u64, host: u64, withheld: u64, german: bool) -> String {
    e.fake.withhold_in_channel(channel, withheld);
    eprintln!("{game_kind} without {}", name(withheld));
    if german {
        e.set_locale(host, "de");
    }
    let new = json!([{"name": "new", "type": 1, "options": []}]);
    let asked = e.command(host, channel, game_kind, new).await;
    let answer = e.reply_to(&asked).expect("an answer to /new");
    if withheld == VIEW_CHANNEL {
        assert_eq!(answer.ephemeral_for, Some(host), "refused privately: {}", answer.text());
        let said = if german {
            "kann in diesem Kanal nichts posten"
        } else {
            "cannot post in this channel"
        };
        assert!(answer.text().contains(said), "{}", answer.text());
        assert!(
            e.fake.public_messages(channel).is_empty(),
            "no lobby that could never work"
        );
        return format!("{}: /{game_kind} new refused: {}", name(withheld), answer.text());
    }
    let lobby = answer;
    let game = game_of(&lobby.body).expect("a lobby");
    let lang = if german { "de" } else { "en" };
    let shown = name(withheld).to_lowercase().replace(' ', "-");
    look(&format!("no-{shown}-{game_kind}-lobby-{lang}"), &lobby);
    let lobby_note = lobby.text().lines().find(|l| l.starts_with("⚠️")).map(str::to_string);
    match note(withheld) {
        Some((en, de)) => {
            let said = if german { de } else { en };
            assert!(lobby.text().contains(said), "the host is told: {}", lobby.text());
        }
        None => assert!(lobby_note.is_none(), "nothing is off: {}", lobby.text()),
    }
    e.lobby_click(host, lobby.id, game, "bot").await;
    e.lobby_click(host, lobby.id, game, "bot").await;
    let refusals_before = e.fake.permission_refusals().len();
    let start = Instant::now();
    e.lobby_click(host, lobby.id, game, "start").await;
    e.fake
        .wait_until(10, "the first table message", |_| {
            e.table_message(game).is_some() || e.end_message(game).is_some()
        })
        .await;
    let first = start.elapsed();
    assert_eq!(
        e.fake.permission_refusals().len(),
        refusals_before,
        "nothing was tried that the interaction said the bot may not do"
    );
    let table = e.table_message(game).expect("the table");
    let in_thread = table.channel != channel;
    match withheld {
        CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS => assert!(!in_thread, "played in the channel"),
        _ => assert!(in_thread, "played in its thread"),
    }
    let played = Instant::now();
    match game_kind {
        "dice" => e.play_dice_randomly(game, &[host], channel).await,
        _ => e.play_to_end(game, &[host], channel).await,
    };
    e.fake
        .wait_until(30, "the final standings", |_| e.end_message(game).is_some())
        .await;
    eprintln!(
        "{game_kind} without {}: played in {:?}",
        name(withheld),
        played.elapsed()
    );
    let end = e.end_message(game).unwrap();
    look(&format!("no-{shown}-{game_kind}-end-{lang}"), &end);
    if let Some(last) = e
        .fake
        .public_messages(table.channel)
        .iter()
        .rev()
        .find(|m| m.id != end.id)
    {
        look(&format!("no-{shown}-{game_kind}-last-{lang}"), last);
    }
    let everything: Vec<_> = [channel, table.channel]
        .iter()
        .flat_map(|c| e.fake.public_messages(*c))
        .collect();
    if withheld == EMBED_LINKS {
        // Posted as words: nothing hangs on an embed Discord would drop.
        assert!(end.body["embeds"].as_array().is_none_or(|a| a.is_empty()));
        assert!(end.text().len() > 40, "the standings in words: {}", end.text());
        let table_now = e.fake.message(table.id).unwrap();
        assert!(!table_now.text().trim().is_empty(), "the last table in words");
    }
    if matches!(withheld, EMBED_LINKS | ATTACH_FILES) {
        assert!(everything.iter().all(|m| m.files.is_empty()), "no picture was sent");
    }
    let refused: Vec<_> = e
        .fake
        .permission_refusals()
        .into_iter()
        .filter(|(c, _)| *c == channel || *c == table.channel)
        .collect();
    assert!(refused.is_empty(), "known before acting, so never refused: {refused:?}");
    format!(
        "{}: {game_kind} played to its end {}; first table {:.0} ms after Start; lobby says: {}",
        name(withheld),
        if in_thread { "in its thread" } else { "in the channel" },
        first.as_secs_f64() * 1000.0,
        lobby_note.unwrap_or_else(|| "nothing".into())
    )
}

const WITHHELD: [u64; 6] = [
    VIEW_CHANNEL,
    SEND_MESSAGES,
    EMBED_LINKS,
    ATTACH_FILES,
    CREATE_PUBLIC_THREADS,
    SEND_MESSAGES_IN_THREADS,
];

/// Each permission withheld in a channel of its own, all at once, in one
/// game; the hosts alternate English and German (`german_first`: the first is German).
async fn every_permission_withheld(game_kind: &str, base: u64, german_first: bool) {
    let e = E2e::start().await;
    let cases = WITHHELD.iter().enumerate().map(|(i, &p)| {
        let german = (i % 2 == 0) == german_first;
        table_without(&e, game_kind, base + i as u64, base * 10 + i as u64, p, german)
    });
    for line in serenity::futures::future::join_all(cases).await {
        println!("{line}");
    }
    e.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn each_permission_withheld_in_turn_a_card_game_plays_to_its_end_and_the_host_is_told() {
    every_permission_withheld("wizard", 7_100, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn each_permission_withheld_in_turn_a_dice_game_plays_to_its_end_and_the_host_is_told() {
    every_permission_withheld("dice", 7_200, true).await;
}

/// `host` and two computers in `channel`; after `moves` of the host's, the
/// host hands the seat to a computer, and then Attach Files goes. No
/// interaction comes after to say so: the bot learns it from a refusal.
/// Returns (game, lobby, thread) once the final standings are there.
async fn files_taken_away_mid_game(
    e: &E2e,
    fake: &FakeDiscord,
    host: u64,
    channel: u64,
    moves: usize,
) -> (i64, u64, u64) {
    let (game, lobby) = e.new_wizard_in(channel, host, json!([])).await;
    // Easy computers: what is tested is the upload refused, not how they
    // play; a searching computer holds the table while it thinks, and on a
    // busy machine the host's `/wizard leave` then waits past Discord's
    // three seconds behind it.
    let add = crate::e2e::cid(&format!("l:{game}:bot"));
    for _ in 0..2 {
        e.choose(host, lobby, &add, "easy").await;
    }
    e.start_game(host, lobby, game).await;
    e.play(game, &[host], 5, moves).await;
    let thread = e.table_message(game).unwrap().channel;
    let leave = json!([{"name": "leave", "type": 1, "options": []}]);
    e.command(host, thread, "wizard", leave).await;
    fake.withhold_in_channel(channel, ATTACH_FILES);
    fake.wait_until(60, "the final standings", |_| e.end_message(game).is_some())
        .await;
    (game, lobby, thread)
}

/// A permission taken away while a game runs, with no interaction after to
/// say so: the one refused upload is learned, the game goes on without
/// pictures, and the lobby tells the host.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn attach_files_taken_away_mid_game_is_refused_once_and_the_lobby_says_so() {
    let e = E2e::start().await;
    let (host, channel) = (73_001, 7_300);
    e.set_locale(host, "de");
    let (game, lobby, thread) = files_taken_away_mid_game(&e, &e.fake, host, channel, 3).await;
    assert_eq!(e.end_message(game).unwrap().channel, thread);
    let refused: Vec<_> = e
        .fake
        .permission_refusals()
        .into_iter()
        .filter(|(c, _)| *c == thread)
        .collect();
    assert_eq!(refused, vec![(thread, ATTACH_FILES)], "one refused upload, then none");
    e.fake
        .wait_until(5, "the lobby to tell the host", |f| {
            f.message(lobby)
                .is_some_and(|m| m.text().contains("Bilder sind hier aus"))
        })
        .await;
    e.assert_clean();
}

/// Game nights: without Create Events the sign-up tells the organiser that
/// the night is not in the server's Events (and nothing is asked of
/// Discord); without threads `/event new` is refused with what is missing.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_game_night_without_create_events_says_so_and_without_threads_is_refused() {
    let e = E2e::start().await;
    let organiser = 74_001;
    e.fake.withhold_in_guild(GUILD_ID, CREATE_EVENTS);
    let plan = |name: &str| {
        json!([{"name": "new", "type": 1, "options": [
            {"name": "name", "type": 3, "value": name},
            {"name": "start_in", "type": 4, "value": 30},
        ]}])
    };
    for (channel, locale, said) in [
        (7_400, "en-US", "This night is not in the server's Events"),
        (7_401, "de", "Dieser Spieleabend steht nicht in den Events des Servers"),
    ] {
        let asked = e
            .fake
            .command(organiser, channel, "event", plan("Friday"), locale, true);
        e.fake.wait_ack(5, &asked).await;
        let signup = e.reply_to(&asked).expect("the sign-up");
        assert!(signup.ephemeral_for.is_none());
        assert!(signup.text().contains(said), "{}", signup.text());
        look(&format!("night-no-events-{}", &locale[..2]), &signup);
    }
    // The driver had nothing to ask: no Events entry was tried.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(e.fake.scheduled_events().is_empty());
    assert!(
        e.fake.permission_refusals().is_empty(),
        "{:?}",
        e.fake.permission_refusals()
    );
    // No threads in this channel: refused, naming what is missing, in German.
    e.fake.withhold_in_channel(7_402, CREATE_PUBLIC_THREADS);
    let asked = e.fake.command(organiser, 7_402, "event", plan("Samstag"), "de", true);
    e.fake.wait_ack(5, &asked).await;
    let answer = e.reply_to(&asked).expect("an answer");
    assert_eq!(answer.ephemeral_for, Some(organiser));
    assert!(
        answer.text().contains("Öffentliche Threads erstellen"),
        "{}",
        answer.text()
    );
    assert!(e.fake.public_messages(7_402).is_empty());
    e.assert_clean();
}

/// `/settings` with nothing given shows a server admin what the bot may do in
/// this channel: each permission it uses, had or not, what for, and the
/// invite link that asks for exactly those.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn settings_shows_what_the_bot_may_do_in_this_channel() {
    let e = E2e::start().await;
    let admin = 75_001;
    e.fake.withhold_in_channel(7_500, ATTACH_FILES | CREATE_PUBLIC_THREADS);
    for (locale, had, lacked) in [
        ("en-US", "✅ **Embed Links**", "❌ **Attach Files**"),
        ("de", "✅ **Links einbetten**", "❌ **Dateien anhängen**"),
    ] {
        let asked = e.fake.command(admin, 7_500, "settings", json!([]), locale, true);
        e.fake.wait_ack(5, &asked).await;
        let answer = e.reply_to(&asked).expect("the settings");
        look(&format!("settings-permissions-{}", &locale[..2]), &answer);
        let text = answer.text();
        assert_eq!(answer.ephemeral_for, Some(admin));
        assert!(text.contains(had) && text.contains(lacked), "{text}");
        assert!(
            text.contains("permissions=17901423741952"),
            "the invite asks for exactly what is used: {text}"
        );
    }
    e.assert_clean();
}

/// The log of a permission taken away mid-game (the bot as its own process,
/// its log as an operator reads it): one WARN naming the permission, for
/// the one refusal, and no ERROR, however many changes the game still shows.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_permission_taken_away_is_one_warn_in_the_log_and_no_error() {
    let (dir, db, fake, e) = super::stops::place().await;
    // Pictures on (the process tests' bot has them off): what is refused is an upload.
    let bot = BotProcess::spawn(&fake, &db, "0-0/1", dir.path(), "warn-once", &[("PICTURES", "on")]);
    wait_for_shards(&fake, &[0], &[&bot]).await;
    let (host, channel) = (76_001, crate::e2e::CHANNEL);
    let (_, _, thread) = files_taken_away_mid_game(&e, &fake, host, channel, 0).await;
    let log = bot.log();
    let warned: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("WARN") && l.contains("refused the bot a permission"))
        .collect();
    assert_eq!(warned.len(), 1, "one WARN: {warned:#?}\n{log}");
    assert!(warned[0].contains("Attach Files"), "{}", warned[0]);
    assert!(!log.contains("ERROR"), "{log}");
    let refused: Vec<_> = fake
        .permission_refusals()
        .into_iter()
        .filter(|(c, _)| *c == thread)
        .collect();
    assert_eq!(refused, vec![(thread, ATTACH_FILES)]);
}
