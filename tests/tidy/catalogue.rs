//! The message catalogue parses, and arguments fill its placeholders (plural
//! forms included). `architecture.rs` checks that every id the code names exists.

use wizard_bot::text::catalogue::{Lang, check, text};

#[test]
fn the_catalogues_parse() {
    check().unwrap();
}

#[test]
fn arguments_fill_their_placeholders() {
    let s = text(
        Lang::En,
        "table-bids-total",
        &[("bids", 3u8.into()), ("tricks", 1u8.into())],
    );
    assert_eq!(s, "Bids: 3 for 1 trick");
    let s = text(
        Lang::En,
        "table-bids-total",
        &[("bids", 3u8.into()), ("tricks", 4u8.into())],
    );
    assert_eq!(s, "Bids: 3 for 4 tricks");
    // An unknown id comes back as itself rather than failing.
    assert_eq!(text(Lang::En, "no-such-message", &[]), "no-such-message");
}

/// A catalogue's messages: id → the placeholders (`{ $name }`) its text uses.
fn messages(source: &str) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let mut out = std::collections::BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if let Some((id, _)) = line.split_once(" =")
            && !line.starts_with(' ')
            && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            current = Some(id.to_string());
            out.insert(id.to_string(), std::collections::BTreeSet::new());
        }
        let Some(id) = &current else { continue };
        let mut rest = line;
        while let Some(i) = rest.find('$') {
            rest = &rest[i + 1..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            out.get_mut(id).unwrap().insert(name);
        }
    }
    out
}

/// Every message id exists in all four catalogues, with the same placeholders.
#[test]
fn every_language_has_every_message_with_the_same_placeholders() {
    let english = messages(Lang::En.source());
    assert!(english.len() > 300, "{} messages", english.len());
    for lang in [Lang::De, Lang::Fr, Lang::Nl] {
        let other = messages(lang.source());
        let missing: Vec<&String> = english.keys().filter(|id| !other.contains_key(*id)).collect();
        let extra: Vec<&String> = other.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        assert!(extra.is_empty(), "{} has ids English lacks: {extra:?}", lang.code());
        for (id, args) in &english {
            assert_eq!(&other[id], args, "{}: `{id}` uses other placeholders", lang.code());
        }
    }
}

/// Each language uses its rulebook's names for the game's things.
#[test]
fn the_official_terms_are_used() {
    let terms = [
        (Lang::De, "card-wizard", "Zauberer"),
        (Lang::De, "card-jester", "Narr"),
        (Lang::De, "suit-blue", "Menschen"),
        (Lang::De, "dice-seer", "Seher"),
        (Lang::De, "dice-page-title", "Blatt der Vorhersage"),
        (Lang::Fr, "card-wizard", "Zarbi"),
        (Lang::Fr, "card-jester", "Naze"),
        (Lang::Fr, "suit-red", "Nains"),
        (Lang::Fr, "dice-seer", "Voyant"),
        (Lang::Fr, "dice-page-title", "Page de prédiction"),
        (Lang::Nl, "card-wizard", "Tovenaar"),
        (Lang::Nl, "card-jester", "Nar"),
        (Lang::Nl, "suit-yellow", "Reuzen"),
        (Lang::Nl, "dice-seer", "Ziener"),
        (Lang::Nl, "dice-page-title", "voorspellingsvel"),
    ];
    for (lang, id, term) in terms {
        let t = text(lang, id, &[("name", "x".into()), ("round", 1u8.into())]);
        assert!(t.contains(term), "{}: `{id}` = {t:?} lacks {term}", lang.code());
    }
    assert_eq!(Lang::from_locale("de"), Lang::De);
    assert_eq!(Lang::from_locale("fr"), Lang::Fr);
    assert_eq!(Lang::from_locale("nl"), Lang::Nl);
    assert_eq!(Lang::from_locale("en-GB"), Lang::En);
    assert_eq!(Lang::from_locale("es-ES"), Lang::En, "English is the fallback");
}

/// Discord's rules for slash commands in every language: names 1–32
/// lowercase letters, digits, `-` or `_`; descriptions and choices at most 100 characters.
#[test]
fn slash_command_texts_fit_discord_in_every_language() {
    for lang in Lang::ALL {
        for id in messages(Lang::En.source()).keys() {
            let t = text(lang, id, &[]);
            if id.starts_with("name-") {
                assert!(
                    (1..=32).contains(&t.chars().count())
                        && t.chars()
                            .all(|c| c.is_lowercase() || c.is_ascii_digit() || c == '-' || c == '_'),
                    "{}: `{id}` = {t:?} is not a valid command name",
                    lang.code()
                );
            }
            if id.starts_with("cmd-") || id.starts_with("opt-") || id.starts_with("choice-") {
                assert!(
                    (1..=100).contains(&t.chars().count()),
                    "{}: `{id}` is {} characters",
                    lang.code(),
                    t.chars().count()
                );
            }
        }
    }
}

/// #50: a Discord id (a snowflake, above 2^53) reaches every message as its
/// own digits, whichever placeholder it fills: as an f64, Fluent's number,
/// 1575274269611524099 would come out as 1575274269611524000 (another
/// person, or nobody).
#[test]
fn a_snowflake_fills_any_placeholder_with_its_own_digits() {
    use wizard_bot::text::catalogue::Arg;
    let id: u64 = 1_575_274_269_611_524_099;
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en.ftl")).unwrap();
    let mut filled = 0;
    for lang in Lang::ALL {
        for (message, names) in messages(&source) {
            for as_int in [Arg::from(id), Arg::from(id as i64)] {
                let args: Vec<(&str, Arg)> = names.iter().map(|n| (n.as_str(), as_int.clone())).collect();
                let out = text(lang, &message, &args);
                assert!(!out.contains("1575274269611524000"), "{message} ({lang:?}): {out}");
                assert!(
                    !out.contains("1,575") && !out.contains("1.575"),
                    "{message} ({lang:?}): {out}"
                );
                filled += usize::from(out.contains("1575274269611524099"));
            }
        }
    }
    assert!(filled > 0, "no message printed the id");
    // A small number is still a number: plural forms pick by it.
    assert_eq!(
        text(
            Lang::En,
            "table-bids-total",
            &[("bids", 3u64.into()), ("tricks", 1i64.into())]
        ),
        "Bids: 3 for 1 trick"
    );
}

/// #76: the page's words are the bot's words. A `web-*` message says
/// something no other message says: where the page and Discord say the same
/// thing, the page uses Discord's message (one text to translate, one to
/// keep true).
#[test]
fn no_web_message_repeats_another_messages_text() {
    let en = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en.ftl")).unwrap();
    let mut texts = std::collections::BTreeMap::<String, Vec<String>>::new();
    for line in en.lines() {
        if let Some((id, text)) = line.split_once(" = ")
            && !line.starts_with(' ')
            && !line.starts_with('#')
        {
            texts.entry(text.trim().to_string()).or_default().push(id.to_string());
        }
    }
    let repeated: Vec<String> = texts
        .iter()
        .filter(|(_, ids)| ids.len() > 1 && ids.iter().any(|id| id.starts_with("web-")))
        .map(|(text, ids)| format!("{ids:?}: {text:?}"))
        .collect();
    assert!(
        repeated.is_empty(),
        "web-* messages repeating others:\n{}",
        repeated.join("\n")
    );
    assert!(texts.values().flatten().filter(|id| id.starts_with("web-")).count() >= 20);
}
