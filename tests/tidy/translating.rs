//! A language is added in all five places docs/TRANSLATING.md names, or this
//! fails and says which one is missing. The compiler already refuses a `Lang`
//! variant missing from a `match` (its code, its file, its Discord locale, its
//! decimal mark, its snapshot name); this checks what it cannot see.

use std::collections::BTreeSet;
use std::path::PathBuf;

use wizard_bot::text::card_hint::decimal;
use wizard_bot::text::catalogue::Lang;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn a_language_is_in_all_five_places() {
    // 1. The catalogue: one file per language, and no file without its language.
    let files: BTreeSet<String> = std::fs::read_dir(root().join("locales"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ftl"))
        .collect();
    let codes: BTreeSet<String> = Lang::ALL.iter().map(|l| format!("{}.ftl", l.code())).collect();
    assert_eq!(
        files, codes,
        "every locales/<code>.ftl needs its `Lang` (src/text/catalogue.rs: the variant and Lang::ALL), and every Lang its file"
    );
    let terms = std::fs::read_to_string(root().join("tests/tidy/catalogue.rs")).unwrap();
    let commands: Vec<serde_json::Value> = wizard_bot::discord::router::definitions()
        .iter()
        .map(|c| serde_json::to_value(c).unwrap())
        .collect();
    for lang in Lang::ALL {
        let file = std::fs::read_to_string(root().join(format!("locales/{}.ftl", lang.code()))).unwrap();
        // 2. `Lang`: its file compiled in, and the Discord locales that select it.
        assert_eq!(lang.source(), file, "Lang::source for {}", lang.code());
        assert_eq!(
            Lang::from_locale(lang.code()),
            lang,
            "Lang::from_locale(\"{}\")",
            lang.code()
        );
        if lang == Lang::En {
            continue;
        }
        // 3. The slash commands carry the language's names and descriptions.
        for c in &commands {
            let named = c["description_localizations"]
                .as_object()
                .is_some_and(|m| m.keys().any(|k| Lang::from_locale(k) == lang));
            assert!(
                named,
                "/{} has no description in {} (discord_locale in src/discord/commands.rs)",
                c["name"],
                lang.code()
            );
        }
        // 4. Numbers: the decimal mark is the language's own.
        let mark = match lang.code() {
            "de" | "fr" | "nl" => "2,5",
            other => panic!(
                "{other}: say here which decimal mark the language writes, and write it in `decimal` (src/text/card_hint.rs)"
            ),
        };
        assert_eq!(decimal(2.5, lang), mark, "{}", lang.code());
        // 5. The rulebook's terms are pinned for the language.
        let variant = format!("(Lang::{lang:?}, \"card-wizard\"");
        assert!(
            terms.contains(&variant),
            "tests/tidy/catalogue.rs `the_official_terms_are_used` has no terms for {}",
            lang.code()
        );
    }
}
