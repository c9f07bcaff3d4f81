//! The message catalogue: it parses, every message id the Discord layer names
//! exists in it, and every variant has its name.

use std::path::{Path, PathBuf};
use wizard_bot::discord::catalogue::{Lang, check, has, text};
use wizard_bot::engine::wizard::VARIANT_NAMES;

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// String literals shaped like message ids (`table-title`, `err-not-seated`).
fn id_literals(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, part) in code.split('"').enumerate() {
        let looks_like_id = i % 2 == 1
            && part.contains('-')
            && part.chars().next().is_some_and(|c| c.is_ascii_lowercase())
            && part
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
        if looks_like_id {
            out.push(part.to_string());
        }
    }
    out
}

#[test]
fn the_catalogues_parse() {
    check().unwrap();
}

#[test]
fn every_message_id_the_discord_layer_names_exists() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/discord");
    let mut checked = 0;
    for file in rust_files(&root) {
        let code = std::fs::read_to_string(&file).unwrap();
        for id in id_literals(&code) {
            assert!(
                has(Lang::En, &id),
                "{} names `{id}`, missing from locales/en.ftl",
                file.display()
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} ids found");
    for name in VARIANT_NAMES {
        assert!(has(Lang::En, &format!("variant-{name}")), "{name}");
    }
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
