//! A server's settings as the league keeps them (#32): typed, loaded at once
//! and saved at once with every given setting logged; stored values that do
//! not read are named and left at their defaults; a person's ping choice.

use std::collections::HashMap;

use wizard_bot::discord::DiscordStore;
use wizard_bot::engine::wizard::Variants;
use wizard_bot::league::season::SeasonLength;
use wizard_bot::league::{LeagueStore, ServerSettings, Setting};
use wizard_bot::store::{GameKind, Store};
use wizard_bot::table::{CancelRule, TableOptions};

/// Settings where every field differs from the default.
fn chosen() -> ServerSettings {
    let mut wizard = TableOptions::defaults(GameKind::Wizard);
    wizard.variants = Variants {
        secret_bids: true,
        ..Variants::default()
    };
    let mut dice = TableOptions::defaults(GameKind::Dice);
    dice.magic_cards = !dice.magic_cards;
    ServerSettings {
        language: Some("de".into()),
        turn_secs: Some(45),
        season: SeasonLength::Days(14),
        wizard_defaults: Some(wizard),
        dice_defaults: Some(dice),
        threads: false,
        pings: false,
        cancel_by: CancelRule::Players,
        hint_games_rated: false,
        events_by_anyone: true,
        daily_recap: Some(720),
        daily_recap_gone: None,
    }
}

#[test]
fn every_setting_reads_back_as_it_was_written_and_other_servers_keys_are_ignored() {
    let s = chosen();
    let mut rows: HashMap<String, String> = Setting::ALL.iter().map(|&w| (w.key(7), s.value(w))).collect();
    rows.insert("guild:8:language".into(), "fr".into());
    rows.insert("guild:7:unknown".into(), "whatever".into());
    let (read, unreadable) = ServerSettings::from_rows(7, &rows);
    assert_eq!(read, s);
    // A recap whose channel Discord said is gone reads back as such (#61).
    let gone = ServerSettings {
        daily_recap: None,
        daily_recap_gone: Some(730),
        ..chosen()
    };
    assert_eq!(gone.value(Setting::DailyRecap), "gone:730");
    let rows: HashMap<String, String> = Setting::ALL.iter().map(|&w| (w.key(7), gone.value(w))).collect();
    assert_eq!(ServerSettings::from_rows(7, &rows).0, gone);
    assert!(unreadable.is_empty(), "{unreadable:?}");
    // Nothing stored: the defaults, which are a plain server's.
    let (none, unreadable) = ServerSettings::from_rows(7, &HashMap::new());
    assert_eq!(none, ServerSettings::default());
    assert!(unreadable.is_empty());
    assert_eq!(
        none.table_options(GameKind::Dice),
        TableOptions::defaults(GameKind::Dice)
    );
    assert!(none.threads && none.pings && none.hint_games_rated && none.language.is_none());
    // The keys are the ones stored before settings were typed.
    let keys: Vec<String> = Setting::ALL.iter().map(|w| w.key(7)).collect();
    let expected = [
        "language",
        "season",
        "turn_time",
        "defaults:wizard",
        "defaults:dice",
        "threads",
        "pings",
        "cancel_by",
        "hint_games",
        "events_by",
        "daily_recap",
    ];
    assert_eq!(keys, expected.map(|k| format!("guild:7:{k}")));
}

#[test]
fn a_stored_value_that_does_not_read_is_named_and_left_at_its_default() {
    let bad = [
        ("turn_time", "7"),
        ("season", "3"),
        ("defaults:wizard", "{not json"),
        ("threads", "maybe"),
        ("pings", "loud"),
        ("cancel_by", "everyone"),
        ("hint_games", "sometimes"),
    ];
    let rows: HashMap<String, String> = bad
        .iter()
        .map(|(k, v)| (format!("guild:3:{k}"), v.to_string()))
        .collect();
    let (read, unreadable) = ServerSettings::from_rows(3, &rows);
    assert_eq!(read, ServerSettings::default());
    let mut named: Vec<&str> = unreadable.iter().map(|u| u.key.as_str()).collect();
    named.sort_unstable();
    let mut expected: Vec<String> = bad.iter().map(|(k, _)| format!("guild:3:{k}")).collect();
    expected.sort_unstable();
    assert_eq!(named, expected);
    assert!(unreadable.iter().all(|u| !u.why.is_empty()));
}

on_both_backends! {
    /// One save writes every given setting and logs each, in the order given
    /// (one given again unchanged is logged again); one load reads them all.
    #[tokio::test]
    async fn settings_are_saved_at_once_logged_in_order_and_loaded_at_once(db) {
        let store = Store::open(&db.url).await.unwrap();
        let s = chosen();
        let given = [Setting::Language, Setting::Season, Setting::CancelBy];
        store.save_server_settings(5, 42, &s, &given).await.unwrap();
        let (read, unreadable) = store.server_settings(5).await.unwrap();
        assert!(unreadable.is_empty());
        let expected = ServerSettings {
            language: s.language.clone(),
            season: s.season,
            cancel_by: s.cancel_by,
            ..ServerSettings::default()
        };
        assert_eq!(read, expected);
        // The rest, and the same language again.
        store.save_server_settings(5, 43, &s, &[Setting::Language, Setting::TurnTime]).await.unwrap();
        store.save_server_settings(5, 43, &s, &Setting::ALL).await.unwrap();
        assert_eq!(store.server_settings(5).await.unwrap().0, s);
        let log = store.settings_log(5).await.unwrap();
        let keys: Vec<String> = log.iter().map(|(_, k, _)| k.clone()).collect();
        let mut want: Vec<String> = given.iter().map(|w| w.key(5)).collect();
        want.extend([Setting::Language.key(5), Setting::TurnTime.key(5)]);
        want.extend(Setting::ALL.iter().map(|w| w.key(5)));
        assert_eq!(keys, want);
        assert_eq!(log[0], (42, Setting::Language.key(5), "de".to_string()));
        // Another server is untouched.
        assert_eq!(store.server_settings(6).await.unwrap().0, ServerSettings::default());
        assert!(store.settings_log(6).await.unwrap().is_empty());
        // A person's own ping choice, for every server.
        assert_eq!(store.person_pings(9).await.unwrap(), None);
        store.set_person_pings(9, false).await.unwrap();
        assert_eq!(store.person_pings(9).await.unwrap(), Some(false));
        store.set_person_pings(9, true).await.unwrap();
        assert_eq!(store.person_pings(9).await.unwrap(), Some(true));
    }
}
