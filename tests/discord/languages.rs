//! The bot speaks its players' languages end to end: a German server plays a
//! card game with German, French and English players, a French server plays
//! Wizard Dice; each private view follows the clicking player's Discord
//! locale, public messages speak the table's language (its host's: Discord
//! reports `en-US` for every server that is not a Community server), and the
//! slash commands carry German, French and Dutch names.

use crate::e2e::E2e;
use crate::e2e::dice::dice_state;
use crate::fake_discord::server::payload_text;
use serde_json::json;

const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;
const CAROL: u64 = 333_333_333_333_333_333;

/// Every private panel `user` got (each test plays one game), as text.
fn private_texts(e: &E2e, user: u64) -> Vec<String> {
    e.fake
        .ephemerals(user)
        .into_iter()
        .filter(|m| m.body["embeds"].as_array().is_some_and(|e| !e.is_empty()))
        .map(|m| m.text())
        .collect()
}

/// Every private panel the bot drew (answers and edits of interactions, each
/// drawing, not only the last), as text.
fn private_payload_texts(e: &E2e) -> Vec<String> {
    e.fake
        .requests()
        .into_iter()
        .filter(|r| r.path.contains("/interactions/") || r.path.contains("/webhooks/"))
        .map(|r| {
            if r.body.get("data").is_some() {
                r.body["data"].clone()
            } else {
                r.body
            }
        })
        .map(|b| payload_text(&b))
        .collect()
}

/// Every public payload of `game`, as text.
fn public_texts(e: &E2e, game: i64) -> Vec<String> {
    e.fake
        .public_payloads()
        .into_iter()
        .filter(|p| crate::e2e::game_of(&p.body) == Some(game))
        .map(|p| payload_text(&p.body))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_german_server_plays_wizard_with_german_french_and_english_players() {
    let e = E2e::start().await;
    e.fake.set_guild_locale("de");
    e.set_locale(ALICE, "de");
    e.set_locale(BOB, "fr");
    e.set_locale(CAROL, "en-GB");
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    let lobby_text = e.fake.message(lobby).unwrap().text();
    assert!(
        lobby_text.contains("neuer Tisch") && lobby_text.contains("Mitspielen"),
        "{lobby_text}"
    );
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(CAROL, lobby, game, "join").await;
    e.start_game(ALICE, lobby, game).await;
    let played = e.play_to_end(game, &[ALICE, BOB, CAROL], 7).await;
    assert!(played.actions > 50);

    // Public: German, with the German game terms.
    let public = public_texts(&e, game);
    assert!(
        public
            .iter()
            .any(|t| t.contains("Runde 1 von 20") && t.contains("Geber:"))
    );
    assert!(public.iter().any(|t| t.contains("Spielende — Endstand")));
    for t in &public {
        for english in ["Round ", "Dealer:", "Trump:", "My hand", "final standings"] {
            assert!(!t.contains(english), "English `{english}` in a public message:\n{t}");
        }
    }
    // Private: each player's own language.
    let alice = private_texts(&e, ALICE);
    let bob = private_texts(&e, BOB);
    let carol = private_texts(&e, CAROL);
    assert!(!alice.is_empty() && !bob.is_empty() && !carol.is_empty());
    assert!(alice.iter().all(|t| t.contains("Deine Karten")), "{alice:?}");
    assert!(bob.iter().all(|t| t.contains("Ta main")), "{bob:?}");
    assert!(carol.iter().all(|t| t.contains("Your hand")), "{carol:?}");
    // The footer names the game, in German, and no move count.
    assert!(public.iter().any(|t| t.contains(&format!("Spiel {game}"))));
    assert!(
        public.iter().all(|t| !t.contains(" · Zug ")),
        "a move count in a footer"
    );
    // The rulebooks' names for the suits and the Wizard.
    let german_terms = ["Menschen", "Elfen", "Zwerge", "Riesen", "Zauberer"];
    assert!(public.iter().any(|t| german_terms.iter().any(|w| t.contains(w))));
    // ("Wizard" is the game's name in every language; its card is the Zauberer.)
    for english in ["Blue ", "Green ", "Red ", "Yellow ", "Jester"] {
        assert!(
            public.iter().all(|t| !t.contains(english)),
            "English `{english}` in public"
        );
    }

    // A mistake is explained in the clicker's language.
    // ("My hand" on a message of the game, once the game is over.)
    let table = e.end_message(game).unwrap();
    e.click(BOB, table.id, &crate::e2e::cid(&format!("h:{game}:1"))).await;
    assert_eq!(e.last_ephemeral(BOB).unwrap().text(), "Cette partie est terminée.");
    let stats = e.command(BOB, crate::e2e::CHANNEL, "stats", json!([])).await;
    assert!(e.reply_to(&stats).unwrap().text().contains("statistiques"));
    // The history in German, with its place line and Export button.
    let id = e.command(ALICE, crate::e2e::CHANNEL, "history", json!([])).await;
    let history = e.reply_to(&id).unwrap();
    let text = history.text();
    assert!(
        text.contains("Wizard: beendete Spiele") && text.contains(" · Platz "),
        "{text}"
    );
    assert!(text.contains(&format!("Export #{game}")), "{text}");
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_german_group_on_a_server_without_a_locale_gets_a_german_table() {
    // Without pictures the table says everything in words: every German
    // line can be seen (with pictures most are the picture's; the render
    // snapshots pin that text in every language).
    let e = E2e::start_tuned(|c| c.pictures = false).await;
    // Not a Community server: Discord says `en-US` whatever the group speaks.
    e.fake.set_guild_locale("en-US");
    e.set_locale(ALICE, "de");
    e.set_locale(BOB, "de");
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    assert!(e.fake.message(lobby).unwrap().text().contains("Mitspielen"));
    e.lobby_click(BOB, lobby, game, "join").await;
    // A lobby click by someone with another locale redraws it in the table's language.
    e.set_locale(CAROL, "en-US");
    e.lobby_click(CAROL, lobby, game, "join").await;
    let lobby_text = e.fake.message(lobby).unwrap().text();
    assert!(
        lobby_text.contains("Mitspielen") && !lobby_text.contains("Join"),
        "{lobby_text}"
    );
    e.start_game(ALICE, lobby, game).await;
    // The lobby left in the channel says, in German, where the game plays.
    let thread = format!("<#{}>", e.table_message(game).unwrap().channel);
    e.fake
        .wait_until(5, "the lobby to name the thread", |f| {
            f.message(lobby)
                .is_some_and(|m| m.text().contains(&format!("Das Spiel läuft in {thread}")))
        })
        .await;
    // What a player needs to decide, on the German table and in the German
    // hands (Alice, Bob) and the English one (Carol): played until each was
    // shown (which ones a few moves bring depends on the deal).
    let any = |texts: &[String], what: &[&str]| what.iter().all(|w| texts.iter().any(|t| t.contains(w)));
    let some = |texts: &[String], what: &[&str]| texts.iter().any(|t| what.iter().any(|w| t.contains(w)));
    let everything_shown = |e: &E2e| {
        let public = public_texts(e, game);
        let private = private_payload_texts(e);
        any(
            &public,
            &[
                "Geber:",
                "Angespielte Farbe:",
                "(liegt vorn)",
                "(hat seine Stiche — will keinen mehr)",
            ],
        ) && some(&public, &["(braucht noch ", " zu viel)"])
            && any(
                &private,
                &["Ansagen bisher:", "**du: ", "Du bist dran: spiele eine Karte."],
            )
            && any(&private, &["Bids so far:", "**you: ", "Your turn: play a card."])
            && some(&private, &["Du brauchst noch ", "Du hast deine Stiche"])
            && some(&private, &["You need ", "You have your tricks"])
    };
    let shown = e.play_until(game, &[ALICE, BOB, CAROL], 5, everything_shown).await;
    let public = public_texts(&e, game);
    assert!(public.iter().any(|t| t.contains("Geber:")), "{public:?}");
    for t in &public {
        for english in ["Dealer:", "Trump:", "My hand", "Round "] {
            assert!(!t.contains(english), "English `{english}` in a public message:\n{t}");
        }
        // "du spielst aus" means "you lead": it was once said for every play.
        assert!(!t.contains("spielst aus"), "{t}");
    }
    // Carol's own panel is English all the same.
    let carol = private_texts(&e, CAROL);
    assert!(carol.iter().all(|t| t.contains("Your hand")), "{carol:?}");
    assert!(shown, "the game ended before every line was shown: {public:?}");
    // Public answers speak the table's language too, not the server's `en-US`:
    // the leaderboard Bob asks for, and the notice of the table Carol cancels.
    let table = e.table_message(game).map_or(crate::e2e::CHANNEL, |t| t.channel);
    let id = e.fake.command(BOB, table, "leaderboard", json!([]), "de", false);
    e.fake.wait_ack(5, &id).await;
    let board = payload_text(&e.reply_to(&id).unwrap().body);
    assert!(board.contains("Rangliste"), "{board}");
    let cancel = json!([{"name": "cancel", "type": 1, "options": []}]);
    let id = e.fake.command(CAROL, table, "wizard", cancel, "en-US", true);
    e.fake.wait_ack(5, &id).await;
    let notice = e.reply_to(&id).unwrap();
    assert_eq!(notice.ephemeral_for, None);
    assert!(
        notice.text().contains("Der Tisch wurde abgebrochen."),
        "{}",
        notice.text()
    );
    e.assert_clean();
    e.stop().await;
}

/// `/settings` for new tables (variants, Magic Cards), threads and who may
/// cancel: checked before anything is stored, used by the next tables, logged.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_server_chooses_its_tables_defaults_threads_and_who_may_cancel() {
    let e = E2e::start().await;
    e.fake.set_guild_locale("en-US");
    e.set_locale(ALICE, "en-US");
    let guild = crate::fake_discord::server::GUILD_ID as i64;
    let settings = |options: serde_json::Value| {
        e.fake
            .command(BOB, crate::e2e::CHANNEL, "settings", options, "de", true)
    };
    let flag = |name: &str, on: bool| json!({"name": name, "type": 5, "value": on});
    // Defaults RULES.md forbids together are refused, in the manager's language; nothing is stored.
    let id = settings(json!([flag("plus_minus_one", true), flag("covered_bids", true)]));
    e.fake.wait_ack(5, &id).await;
    assert_eq!(
        e.reply_to(&id).unwrap().text(),
        "Plus/Minus Eins und Verdeckte Ansagen lassen sich nicht kombinieren."
    );
    assert_eq!(e.store().settings_log(guild).await.unwrap(), vec![]);
    // Covered bids and Magic Cards by default, no threads, only managers cancel.
    let id = settings(json!([
        flag("covered_bids", true),
        flag("magic_cards", true),
        flag("threads", false),
        {"name": "cancel_by", "type": 3, "value": "managers"},
    ]));
    e.fake.wait_ack(5, &id).await;
    assert_eq!(
        e.reply_to(&id).unwrap().text(),
        "- Neue Kartenspiele beginnen mit: Verdeckte Ansagen.\n\
         - Neue Würfelspiele beginnen mit: Zauberkarten.\n\
         - Neue Spiele laufen im Kanal, in dem sie begonnen wurden, ohne Thread.\n\
         - Nur Mitglieder mit „Server verwalten“ können Spiele abbrechen."
    );
    // The next card table has covered bids; a host's own choice wins, and a
    // server default that cannot go with it yields.
    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    let text = e.fake.message(lobby).unwrap().text();
    assert!(text.contains("Covered bids"), "{text}");
    let (_, other) = e
        .new_wizard_in(crate::e2e::CHANNEL + 1, ALICE, json!([flag("plus_minus_one", true)]))
        .await;
    let text = e.fake.message(other).unwrap().text();
    assert!(
        text.contains("Plus/Minus One") && !text.contains("Covered bids"),
        "{text}"
    );
    let (_, plain) = e
        .new_wizard_in(crate::e2e::CHANNEL + 2, ALICE, json!([flag("covered_bids", false)]))
        .await;
    let text = e.fake.message(plain).unwrap().text();
    assert!(text.contains("No variants"), "{text}");
    // The next dice table has Magic Cards.
    let id = e
        .command(
            ALICE,
            crate::e2e::CHANNEL + 3,
            "dice",
            json!([{"name": "new", "type": 1, "options": []}]),
        )
        .await;
    let text = e.reply_to(&id).unwrap().text();
    assert!(text.contains("Magic Cards"), "{text}");
    // Started, the card game plays in the channel: no thread.
    e.lobby_click(BOB, lobby, game, "join").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    assert_eq!(e.table_message(game).unwrap().channel, crate::e2e::CHANNEL);
    assert!(e.fake.threads().is_empty(), "{:?}", e.fake.threads());
    // The host may not cancel here; a manager may.
    let cancel = json!([{"name": "cancel", "type": 1, "options": []}]);
    let id = e.command(ALICE, crate::e2e::CHANNEL, "wizard", cancel.clone()).await;
    let refusal = e.reply_to(&id).unwrap();
    assert_eq!(refusal.ephemeral_for, Some(ALICE));
    assert_eq!(
        refusal.text(),
        "On this server only members with Manage Server can cancel games."
    );
    assert_eq!(
        e.store().game(game).await.unwrap().status,
        wizard_bot::table::GameStatus::Running
    );
    let id = e
        .fake
        .command(CAROL, crate::e2e::CHANNEL, "wizard", cancel, "en-US", true);
    e.fake.wait_ack(5, &id).await;
    assert_eq!(
        e.store().game(game).await.unwrap().status,
        wizard_bot::table::GameStatus::Cancelled
    );
    // Nothing chosen: all of it, in the asker's language.
    let id = e
        .fake
        .command(ALICE, crate::e2e::CHANNEL, "settings", json!([]), "en-US", true);
    e.fake.wait_ack(5, &id).await;
    let now = e.reply_to(&id).unwrap().text();
    for line in [
        "New card games start with: Covered bids.",
        "New dice games start with: Magic Cards.",
        "New games play in the channel they were started in, without a thread.",
        "Only members with Manage Server can cancel games.",
        "Games that allow hints are rated like any other.",
    ] {
        assert!(now.contains(line), "{now}");
    }
    // Back: threads on, the host may cancel again, no variants; games with hints unrated.
    let id = settings(json!([
        flag("covered_bids", false),
        flag("threads", true),
        {"name": "cancel_by", "type": 3, "value": "host"},
        {"name": "hint_games", "type": 3, "value": "unrated"},
    ]));
    e.fake.wait_ack(5, &id).await;
    let said = e.reply_to(&id).unwrap().text();
    assert!(said.contains("Spiele mit Vorschlägen werden nicht gewertet"), "{said}");
    assert!(said.contains("Neue Kartenspiele beginnen ohne Varianten."), "{said}");
    assert!(said.contains("Neue Spiele öffnen einen Thread"), "{said}");
    // Every change logged with who made it.
    let keys: Vec<String> = e
        .store()
        .settings_log(guild)
        .await
        .unwrap()
        .into_iter()
        .map(|(user, key, _)| {
            assert_eq!(user, BOB as i64);
            key
        })
        .collect();
    let key = |k: &str| format!("guild:{guild}:{k}");
    assert_eq!(
        keys,
        vec![
            key("defaults:wizard"),
            key("defaults:dice"),
            key("threads"),
            key("cancel_by"),
            key("defaults:wizard"),
            key("threads"),
            key("cancel_by"),
            key("hint_games"),
        ]
    );
    e.assert_clean();
    e.stop().await;
}

/// `/settings language` (Manage Server only): the server's tables speak the
/// chosen language whoever hosts them, until it is set back to each host's.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_server_chooses_the_language_of_its_tables() {
    let e = E2e::start().await;
    e.fake.set_guild_locale("en-US");
    e.set_locale(ALICE, "en-US");
    e.set_locale(BOB, "de");
    let german = json!([{"name": "language", "type": 3, "value": "de"}]);
    // Without Manage Server: refused, in the asker's language.
    let id = e.command(BOB, crate::e2e::CHANNEL, "settings", german.clone()).await;
    let refusal = e.reply_to(&id).unwrap();
    assert_eq!(refusal.ephemeral_for, Some(BOB));
    assert!(refusal.text().contains("Server verwalten"), "{}", refusal.text());
    // A manager chooses German.
    let id = e.fake.command(BOB, crate::e2e::CHANNEL, "settings", german, "de", true);
    e.fake.wait_ack(5, &id).await;
    assert!(e.reply_to(&id).unwrap().text().contains("Deutsch"));
    // An English host's table speaks German.
    let (_, lobby) = e.new_wizard(ALICE, json!([])).await;
    let text = e.fake.message(lobby).unwrap().text();
    assert!(text.contains("Mitspielen"), "{text}");
    // Back to each host's own language.
    let host = json!([{"name": "language", "type": 3, "value": "host"}]);
    let id = e.fake.command(BOB, crate::e2e::CHANNEL, "settings", host, "de", true);
    e.fake.wait_ack(5, &id).await;
    let (_, lobby) = e.new_wizard_in(crate::e2e::CHANNEL + 1, ALICE, json!([])).await;
    let text = e.fake.message(lobby).unwrap().text();
    assert!(text.contains("Join") && !text.contains("Mitspielen"), "{text}");
    // A code the bot has no catalogue for (Discord's client offers only the
    // four, but a request can say anything) is refused, not stored as "host".
    let klingon = json!([{"name": "language", "type": 3, "value": "tlh"}]);
    let id = e
        .fake
        .command(BOB, crate::e2e::CHANNEL, "settings", klingon, "de", true);
    e.fake.wait_ack(5, &id).await;
    let refusal = e.reply_to(&id).unwrap();
    assert_eq!(refusal.ephemeral_for, Some(BOB));
    assert!(
        refusal.text().starts_with("Diese Sprache spricht der Bot nicht"),
        "{}",
        refusal.text()
    );
    // Seasons: a length out of range is refused and changes nothing; one in range is kept.
    let days = |d: i64| json!([{"name": "season_days", "type": 4, "value": d}]);
    let id = e
        .fake
        .command(BOB, crate::e2e::CHANNEL, "settings", days(3), "de", true);
    e.fake.wait_ack(5, &id).await;
    let refusal = e.reply_to(&id).unwrap().text();
    assert_eq!(refusal, "Eine Saison dauert 7 bis 365 Tage, oder 0 für Kalendermonate.");
    assert_eq!(
        e.store()
            .setting(&format!("guild:{}:season", crate::fake_discord::server::GUILD_ID))
            .await
            .unwrap(),
        None
    );
    let id = e
        .fake
        .command(BOB, crate::e2e::CHANNEL, "settings", days(14), "de", true);
    e.fake.wait_ack(5, &id).await;
    assert_eq!(e.reply_to(&id).unwrap().text(), "Eine Saison dauert 14 Tage.");
    // A turn time for new tables: out of range refused, in range used by the next new table.
    let turn = |t: i64| json!([{"name": "turn_time", "type": 4, "value": t}]);
    let id = e
        .fake
        .command(BOB, crate::e2e::CHANNEL, "settings", turn(5), "de", true);
    e.fake.wait_ack(5, &id).await;
    assert_eq!(
        e.reply_to(&id).unwrap().text(),
        "Eine Zugzeit ist 15 bis 900 Sekunden lang."
    );
    let id = e
        .fake
        .command(BOB, crate::e2e::CHANNEL, "settings", turn(45), "de", true);
    e.fake.wait_ack(5, &id).await;
    assert_eq!(
        e.reply_to(&id).unwrap().text(),
        "Neue Tische geben 45 s pro Entscheidung."
    );
    let (_, lobby) = e.new_wizard_in(crate::e2e::CHANNEL + 2, ALICE, json!([])).await;
    let text = e.fake.message(lobby).unwrap().text();
    assert!(text.contains("Turn time: 45 s"), "{text}");
    // Nothing chosen: the settings as they are, in the asker's language.
    let id = e
        .fake
        .command(ALICE, crate::e2e::CHANNEL, "settings", json!([]), "en-US", true);
    e.fake.wait_ack(5, &id).await;
    let now = e.reply_to(&id).unwrap().text();
    assert!(now.contains("Seasons last 14 days."), "{now}");
    assert!(now.contains("New tables give 45 s per decision."), "{now}");
    // Every change is logged with who made it; the refused one is not.
    let log = e
        .store()
        .settings_log(crate::fake_discord::server::GUILD_ID as i64)
        .await
        .unwrap();
    let season_key = format!("guild:{}:season", crate::fake_discord::server::GUILD_ID);
    let language_key = format!("guild:{}:language", crate::fake_discord::server::GUILD_ID);
    assert_eq!(
        log,
        vec![
            (BOB as i64, language_key.clone(), "de".to_string()),
            (BOB as i64, language_key, "host".to_string()),
            (BOB as i64, season_key, "14".to_string()),
            (
                BOB as i64,
                format!("guild:{}:turn_time", crate::fake_discord::server::GUILD_ID),
                "45".to_string()
            ),
        ]
    );
    e.assert_clean();
    e.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_french_server_plays_wizard_dice_with_a_german_player() {
    let e = E2e::start().await;
    e.fake.set_guild_locale("fr");
    e.set_locale(ALICE, "fr");
    e.set_locale(BOB, "de");
    let options = json!([{"name": "magic_cards", "type": 5, "value": true}]);
    let game = e.start_dice(ALICE, &[BOB, 0], options, None).await;
    e.play_dice_randomly(game, &[ALICE, BOB], 11).await;
    assert!(dice_state(&e, game).await.is_over());

    let public = public_texts(&e, game);
    assert!(
        public
            .iter()
            .any(|t| t.contains("Wizard Dés — manche 1") && t.contains("Voyant :"))
    );
    assert!(public.iter().any(|t| t.contains("Carte magique")));
    assert!(public.iter().any(|t| t.contains("Les Pages de prédiction finales")));
    for t in &public {
        for english in ["Seer:", "Magic Card", "My page", "Take this roll", "round "] {
            assert!(!t.contains(english), "English `{english}` in a public message:\n{t}");
        }
    }
    let alice = private_texts(&e, ALICE);
    let bob = private_texts(&e, BOB);
    let pages = |texts: &[String], title: &str| texts.iter().filter(|t| t.contains(title)).count();
    assert!(pages(&alice, "Ta Page de prédiction") > 0, "{alice:?}");
    assert!(pages(&bob, "Dein Blatt der Vorhersage") > 0, "{bob:?}");
    assert_eq!(pages(&alice, "Blatt der Vorhersage"), 0);
    assert_eq!(pages(&bob, "Page de prédiction"), 0);
    // The Seer picks numbered dice on their Page, in their own language
    // (which of the two was ever the Seer after a roll depends on the game's
    // dice; the render snapshots pin both languages' dice words), never English.
    let private = private_payload_texts(&e);
    assert!(
        private
            .iter()
            .any(|t| t.contains("Würfel 1: ") || t.contains("Dé 1 : ")),
        "numbered dice on a Seer's Page"
    );
    assert!(!private.iter().any(|t| t.contains("Die 1: ")), "no English dice");
    let own_words = |texts: &[String], foreign: &str| texts.iter().all(|t| !t.contains(foreign));
    assert!(own_words(&bob, "Dé 1 : ") && own_words(&alice, "Würfel 1: "));
    // Every picture says what it shows in its viewer's words (#62): Bob's
    // Page in German, Alice's in French, the table's dice in the server's French.
    let described: Vec<(String, String)> = e
        .fake
        .requests()
        .iter()
        .flat_map(|r| r.files.iter())
        .filter_map(|f| Some((f.filename.clone(), f.description.clone()?)))
        .collect();
    for name in ["dice", "page"] {
        if let Some((f, d)) = described.iter().find(|(f, _)| f.starts_with(name)) {
            eprintln!("{f}: {d}");
        }
    }
    let said = |name: &str, words: &str| described.iter().any(|(f, d)| f.starts_with(name) && d.contains(words));
    assert!(said("page", "Blatt der Vorhersage von player"), "{described:#?}");
    assert!(said("page", "Page de prédiction de player"), "{described:#?}");
    assert!(said("dice", "lancer"), "{described:#?}");
    assert!(
        !described
            .iter()
            .any(|(_, d)| d.contains("Page of Prediction") || d.contains(", roll ")),
        "no English description: {described:#?}"
    );
    e.assert_clean();
    e.stop().await;
}

/// The slash commands carry localised names, descriptions and choices.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_are_localised_for_german_french_and_dutch() {
    let e = E2e::start().await;
    let put = e
        .fake
        .wait_for(5, |r| r.method == "PUT" && r.path.contains("/commands"))
        .await;
    let commands = put.body.as_array().unwrap().clone();
    let wizard = commands.iter().find(|c| c["name"] == "wizard").unwrap();
    assert_eq!(wizard["name_localizations"]["de"], "zauberer");
    assert_eq!(
        wizard["description_localizations"]["fr"],
        "Jouer à Wizard, le jeu de cartes"
    );
    let dice = commands.iter().find(|c| c["name"] == "dice").unwrap();
    assert_eq!(dice["name_localizations"]["nl"], "dobbelen");
    let new = &dice["options"][0];
    assert_eq!(new["name_localizations"]["de"], "neu");
    let magic = new["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "magic_cards")
        .unwrap();
    assert_eq!(magic["name_localizations"]["fr"], "cartes_magiques");
    let board = commands.iter().find(|c| c["name"] == "leaderboard").unwrap();
    let sort = board["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "sort")
        .unwrap();
    assert_eq!(sort["choices"][0]["value"], "rating", "the default order comes first");
    assert_eq!(sort["choices"][0]["name_localizations"]["de"], "Wertung");
    assert_eq!(sort["choices"][1]["name_localizations"]["nl"], "Zeges");
    let season = board["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "season")
        .unwrap();
    assert_eq!(season["name_localizations"]["fr"], "saison");
    assert_eq!(season["choices"][0]["name_localizations"]["de"], "Diese Saison");
    e.stop().await;
}
