//! Tidy checks over the source tree (as rust-analyzer's tidy tests do): each
//! file says what it is, and each layer imports only what DESIGN.md allows.

use std::path::{Path, PathBuf};

pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
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

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_source_file_starts_with_a_doc_line() {
    for dir in ["src", "tests", "benches"] {
        for file in rust_files(&root().join(dir)) {
            let text = std::fs::read_to_string(&file).unwrap();
            assert!(
                text.starts_with("//!"),
                "{} must start with a `//!` line",
                file.display()
            );
        }
    }
}

/// The first path segment of every `use` in a file, and every path that
/// starts with a crate name this project depends on.
fn external_crates(text: &str) -> Vec<String> {
    const DEPENDENCIES: [&str; 9] = [
        "rand",
        "tokio",
        "sqlx",
        "serenity",
        "dotenvy",
        "clap",
        "serde_json",
        "tracing",
        "proptest",
    ];
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim_start();
        if line.starts_with("//") {
            continue;
        }
        if let Some(rest) = line.strip_prefix("use ").or_else(|| line.strip_prefix("pub use ")) {
            let head: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            out.push(head);
        }
        for dep in DEPENDENCIES {
            if line.contains(&format!("{dep}::")) {
                out.push(dep.to_string());
            }
        }
    }
    out
}

#[test]
fn the_engine_uses_only_std_serde_and_thiserror() {
    let allowed = ["std", "core", "serde", "thiserror", "crate", "super", "self"];
    for file in rust_files(&root().join("src/engine")) {
        let text = std::fs::read_to_string(&file).unwrap();
        // serde_json only in unit tests.
        let code = text.split("#[cfg(test)]").next().unwrap();
        // A file's own submodules (`mod x;`) may be used too.
        let own: Vec<String> = code
            .lines()
            .filter_map(|l| {
                l.trim()
                    .strip_prefix("mod ")
                    .or_else(|| l.trim().strip_prefix("pub mod "))
            })
            .map(|m| m.trim_end_matches(';').to_string())
            .collect();
        for krate in external_crates(code).into_iter().filter(|k| !own.contains(k)) {
            assert!(allowed.contains(&krate.as_str()), "{} uses `{krate}`", file.display());
        }
        for forbidden in [
            "crate::table",
            "crate::store",
            "crate::discord",
            "crate::chance",
            "crate::simulate",
        ] {
            assert!(!code.contains(forbidden), "{} reaches {forbidden}", file.display());
        }
    }
}

/// Source files of a layer, without their unit tests.
fn layer_code(dir: &str) -> Vec<(PathBuf, String)> {
    rust_files(&root().join(dir))
        .into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap().to_string();
            (f, code)
        })
        .collect()
}

#[test]
fn the_table_knows_neither_serenity_nor_sqlx_and_the_store_not_serenity() {
    // The table defines what it needs from storage (`TableStore`, its
    // vocabulary); the store implements it: the arrow points down only.
    for (file, code) in layer_code("src/table") {
        for forbidden in ["serenity", "sqlx", "crate::store", "crate::discord"] {
            assert!(!code.contains(forbidden), "{} mentions {forbidden}", file.display());
        }
    }
    for (file, code) in layer_code("src/store") {
        assert!(!code.contains("serenity"), "{} mentions serenity", file.display());
    }
}

/// #63: the web page is a second adapter beside Discord, over the same
/// table layer: the table knows neither, Discord does not know the page (it
/// only makes links, `links.rs`), and the page knows neither Discord nor the
/// store.
#[test]
fn the_web_page_and_discord_are_two_adapters_that_know_not_each_other() {
    for (file, code) in layer_code("src/web") {
        for forbidden in ["serenity", "sqlx", "crate::store", "crate::discord"] {
            assert!(!code.contains(forbidden), "{} mentions {forbidden}", file.display());
        }
    }
    for dir in ["src/discord", "src/table", "src/league", "src/links.rs"] {
        let files = match dir.ends_with(".rs") {
            true => vec![(root().join(dir), std::fs::read_to_string(root().join(dir)).unwrap())],
            false => layer_code(dir),
        };
        for (file, code) in files {
            assert!(!code.contains("crate::web"), "{} mentions crate::web", file.display());
        }
    }
    for (file, code) in layer_code("src/table") {
        assert!(
            !code.contains("crate::links"),
            "{} mentions crate::links",
            file.display()
        );
    }
}

/// #32: the league (ratings, seasons, boards, history, server settings) says
/// what it needs from storage as the table does, and the Discord layer holds
/// tables and league, never the database: only the app wires a `Store` in.
#[test]
fn the_discord_layer_table_and_league_never_name_the_store() {
    for dir in ["src/discord", "src/table", "src/league"] {
        for (file, code) in layer_code(dir) {
            for forbidden in ["crate::store", "sqlx"] {
                assert!(!code.contains(forbidden), "{} mentions {forbidden}", file.display());
            }
            // The database's `Store` and `StoreError` as words (the layers'
            // own traits, `TableStore` …, are other words).
            let code: Vec<&str> = code.lines().filter(|l| !l.trim_start().starts_with("//")).collect();
            let code = code.join("\n");
            for word in code.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
                assert!(
                    word != "Store" && word != "StoreError",
                    "{} names {word}",
                    file.display()
                );
            }
        }
    }
    for (file, code) in layer_code("src/league") {
        for forbidden in ["serenity", "crate::discord"] {
            assert!(!code.contains(forbidden), "{} mentions {forbidden}", file.display());
        }
    }
    for (file, code) in layer_code("src/table") {
        assert!(
            !code.contains("crate::league"),
            "{} mentions the league: it is above tables",
            file.display()
        );
    }
}

#[test]
fn the_discord_layer_uses_no_sql_and_renders_only_views() {
    for (file, code) in layer_code("src/discord") {
        assert!(!code.contains("sqlx"), "{} mentions sqlx", file.display());
    }
    // Only views leave the table: no file of the Discord layer touches a
    // full game state (every hand in it), and rendering reaches no storage.
    for (file, code) in layer_code("src/discord") {
        for forbidden in ["WizardState", "DiceState", "Game::", "full_state"] {
            assert!(!code.contains(forbidden), "{} uses {forbidden}", file.display());
        }
        // Nor the type itself (`GameKind`, `GameRow` … are other words).
        let words = code.split(|c: char| !(c.is_alphanumeric() || c == '_'));
        assert!(
            !words.into_iter().any(|w| w == "Game"),
            "{} names the full state type `Game`",
            file.display()
        );
    }
}

/// #52: words and pictures are not Discord's. `text/` (the catalogue, the
/// words of cards, dice, hints and refusals) and `pictures/` know neither
/// serenity nor the Discord layer, so the command line, the benchmarks and
/// a later front end use them without it.
#[test]
fn words_and_pictures_know_nothing_of_discord() {
    let mut checked = 0;
    for dir in ["src/text", "src/pictures"] {
        for (file, code) in layer_code(dir) {
            for forbidden in ["serenity", "crate::discord", "crate::store", "tokio", "sqlx"] {
                assert!(!code.contains(forbidden), "{} mentions {forbidden}", file.display());
            }
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} files in text/ and pictures/");
}

/// The pictures (#14) are drawn from what they are given — views, names, a
/// language — and nothing else: no state, no table, no store, no Discord, and
/// no view of their own making (`.view(`). With each public picture refusing
/// a seat's view (tests/discord/draw.rs), nothing hidden can reach an image.
#[test]
fn pictures_are_drawn_only_from_the_views_they_are_given() {
    let files = layer_code("src/pictures");
    assert!(files.len() >= 5, "the drawing module has moved");
    for (file, code) in files {
        for forbidden in [
            "Snapshot",
            "Tables",
            "crate::table",
            "crate::store",
            "serenity",
            "tokio",
            ".view(",
            "Viewer::",
        ] {
            assert!(!code.contains(forbidden), "{} uses {forbidden}", file.display());
        }
    }
}

/// #76: what a seat sees and may do is decided once, in the seat presenter
/// (`src/present`), for both adapters and the pictures: which trick to show
/// (`trick.rs`), what the seat is asked (`asked.rs`), who acts now
/// (`acting.rs`), a seat's name (`label.rs`), the ways to write a roll
/// (`offers.rs`), each seat's clock and the table's time (`clock.rs`, #87),
/// a seat's standing against its bid (`standing.rs`); "Stay in" is the
/// table's (`Snapshot::stay`). No file of
/// theirs reads the view's fields those decide from, or names their words.
#[test]
fn what_a_seat_sees_is_decided_once_in_the_presenter() {
    let decided = [
        // The trick to show: `present::trick`.
        ".last_trick",
        ".closed_trick",
        ".trick_before",
        ".trick.as_ref()",
        // Who acts: `present::acting`.
        ".to_act",
        // What is asked: `present::asked`, its words `Asked::said`.
        "\"hand-your-bid-turn\"",
        "\"hand-your-play-turn\"",
        "\"hand-your-trump-turn\"",
        "\"dice-page-predict-turn\"",
        "\"dice-page-score-turn\"",
        "\"dice-page-set-turn\"",
        "\"dice-page-seer-turn\"",
        "\"dice-page-may-take\"",
        "\"hand-not-seated-view\"",
        // A seat's name: `present::label`.
        "\"computer-name\"",
        "\"autopilot-mark\"",
        "\"picture-player\"",
        // "Stay in": the table's.
        "seer_is_computer",
        // A seat's clock and the table's time: `present::clock`.
        ".away_until",
        ".due()",
        ".left_ms",
        ".deadline_ms",
        // A seat's standing against its bid: `present::standing`.
        "i32::from(v.tricks",
        "tricks.cmp(",
    ];
    let mut checked = 0;
    for dir in ["src/discord", "src/web", "src/pictures"] {
        for (file, code) in layer_code(dir) {
            // The view's trick itself (`v.tricks`, the count per seat, is no decision).
            assert!(
                !code
                    .match_indices("v.trick")
                    .any(|(i, _)| !code[i + 7..].starts_with('s')),
                "{} reads the view's trick: `present::trick` decides which to show",
                file.display()
            );
            for forbidden in decided {
                assert!(
                    !code.contains(forbidden),
                    "{} decides again what the presenter decides: {forbidden}",
                    file.display()
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 80, "only {checked} files");
    // What the public table calls out: `present::called`. Its words live
    // only where a `Called` is put into them.
    for (file, code) in layer_code("src/discord").into_iter().chain(layer_code("src/web")) {
        for words in ["\"table-act-", "\"dice-act-"] {
            assert!(
                !code.contains(words) || code.contains("Called::"),
                "{} says who acts without `present::called`: {words}",
                file.display()
            );
        }
    }
    // The page's JSON is typed (`web/view.rs`), never built by hand.
    for (file, code) in layer_code("src/web") {
        assert!(!code.contains("json!"), "{} builds JSON by hand", file.display());
    }
}

/// #87: every face draws from one `Seen` (`present::seen`): Discord's
/// public table, hand and Page (through `TableInfo::seen`), the turn DM, the
/// web page and the card table's picture. None of them calls the presenter's deciding functions
/// itself (who acts, what is asked, what the table calls, trump, picks
/// ahead, standings, clocks): a face that did could draw from another
/// viewer's view than its `Seen`. The `/turns` index reads the clocks alone
/// (its rows are written at every change of every turn-based table), and a
/// move ending a vacation is no screen.
#[test]
fn every_face_draws_from_one_seen() {
    let deciding = [
        "present::acting(",
        "acting::cards(",
        "acting::dice(",
        "asked::asked(",
        "asked::cards(",
        "asked::dice(",
        "called::called(",
        "called::cards(",
        "called::dice(",
        "standing::standing(",
        "standing::standings(",
        "trump::trump(",
        "ahead::ahead(",
        "clock::clocks(",
    ];
    let reads_clocks_alone = ["src/discord/turns/index.rs"];
    let mut faces = 0;
    // Discord's screens, the page, and the pictures either of them shows.
    for dir in ["src/discord", "src/web", "src/pictures"] {
        for (file, code) in layer_code(dir) {
            let path = file.strip_prefix(root()).unwrap().to_string_lossy().replace('\\', "/");
            for call in deciding {
                if call == "clock::clocks(" && reads_clocks_alone.contains(&path.as_str()) {
                    continue;
                }
                assert!(
                    !code.contains(call),
                    "{path} decides for itself what `Seen` carries: {call}…) (take it from `present::seen`)"
                );
            }
            faces += usize::from(code.contains("seen."));
        }
    }
    // The table, hand, Page, turn DM, page and card table's picture read it.
    assert!(faces >= 7, "only {faces} files read a `Seen`");
}

/// No `#[allow(clippy::too_many_arguments)]`: a function that needs that
/// many takes a context struct (the handler's `Clicked`) instead.
#[test]
fn no_function_is_allowed_too_many_arguments() {
    for (file, code) in layer_code("src") {
        assert!(
            !code.contains("too_many_arguments"),
            "{} allows clippy::too_many_arguments",
            file.display()
        );
    }
}

/// String literals shaped like message ids (`table-title`, `err-not-seated`).
fn id_literals(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, part) in code.split('"').enumerate() {
        // (HTTP's words — a header of our own, `x-…`, a header's value — and
        // a prefix, `page-`, are no messages.)
        let looks_like_id = i % 2 == 1
            && part.contains('-')
            && !part.starts_with("x-")
            && !part.ends_with('-')
            && !["no-referrer", "no-store"].contains(&part)
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
fn every_message_id_the_discord_layer_names_exists() {
    let mut checked = 0;
    for file in ["src/discord", "src/text", "src/pictures", "src/present", "src/web"]
        .into_iter()
        .flat_map(|d| rust_files(&root().join(d)))
    {
        let code = std::fs::read_to_string(&file).unwrap();
        for id in id_literals(&code) {
            assert!(
                wizard_bot::text::catalogue::has(wizard_bot::text::catalogue::Lang::En, &id),
                "{} names `{id}`, missing from locales/en.ftl",
                file.display()
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} ids found");
    for name in wizard_bot::engine::wizard::VARIANT_NAMES {
        assert!(
            wizard_bot::text::catalogue::has(wizard_bot::text::catalogue::Lang::En, &format!("variant-{name}")),
            "{name}"
        );
    }
}

/// The string literals of a Rust source (comments left out), each with the
/// code before it on its line (and on the lines of the call it is in).
fn string_literals(text: &str) -> Vec<(usize, String, String)> {
    let bytes: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut line_start) = (0, 1, 0);
    while i < bytes.len() {
        match bytes[i] {
            '\n' => {
                line += 1;
                line_start = i + 1;
            }
            '/' if bytes.get(i + 1) == Some(&'/') => {
                while i < bytes.len() && bytes[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '\'' if bytes.get(i + 2) == Some(&'\'') => i += 2,
            '"' => {
                // The code before it on its line, and the lines before that
                // inside the same call (a macro's arguments set one per line).
                let mut start = line_start;
                while start > 0 {
                    let prev = bytes[..start - 1].iter().rposition(|&c| c == '\n').map_or(0, |p| p + 1);
                    let prev_line: String = bytes[prev..start - 1].iter().collect();
                    let prev_line = prev_line.trim_end();
                    if !(prev_line.ends_with(',') || prev_line.ends_with('(')) {
                        break;
                    }
                    start = prev;
                }
                let before: String = bytes[start..i].iter().collect();
                let mut s = String::new();
                i += 1;
                while i < bytes.len() && bytes[i] != '"' {
                    if bytes[i] == '\\' {
                        s.push(bytes[i]);
                        i += 1;
                    }
                    s.push(bytes[i]);
                    i += 1;
                }
                out.push((line, s, before));
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// No user-facing text outside the catalogues: a literal in the Discord layer
/// that reads as words (letters around a space, or a capitalised word, once
/// `{placeholders}` are left out) is a log line, an error for developers or
/// an `expect`, never something a player sees.
#[test]
fn no_user_facing_string_outside_the_catalogues() {
    let mut found = Vec::new();
    for file in ["src/discord", "src/text", "src/pictures", "src/present", "src/web"]
        .into_iter()
        .flat_map(|d| rust_files(&root().join(d)))
    {
        let text = std::fs::read_to_string(&file).unwrap();
        // A file's unit tests are for developers.
        let text = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (line, lit, before) in string_literals(text) {
            let mut bare = String::new();
            let mut depth = 0;
            for c in lit.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    c if depth == 0 => bare.push(c),
                    _ => {}
                }
            }
            let chars: Vec<char> = bare.chars().collect();
            let wordy = chars
                .windows(3)
                .any(|w| w[0].is_alphabetic() && w[1] == ' ' && w[2].is_alphabetic())
                || chars.windows(2).any(|w| w[0].is_uppercase() && w[1].is_lowercase());
            let for_developers = [
                "tracing::",
                "warn!(",
                "debug!(",
                "info!(",
                "error!(",
                "expect(",
                "#[error(",
                "panic!(",
                "map_err(",
                // A library's own words, recognised.
                "starts_with(",
                // serde's and ts-rs's attributes, a type's debug form, an HTTP header.
                "serde(",
                "ts(",
                "debug_struct(",
                ".header(",
            ]
            .iter()
            .any(|m| before.contains(m))
                || lit == "en-US"
                // The pictures' SVG markup, their font's name and the font files.
                || lit.starts_with('<')
                || lit == "DejaVu Sans"
                // The page's frame ancestors (a header's list of addresses).
                || lit.starts_with("https://")
                || before.contains("include_bytes!(");
            if wordy && !for_developers {
                found.push(format!("{}:{line}: {lit:?}", file.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "user-facing text outside locales/*.ftl:\n{}",
        found.join("\n")
    );
}

/// Screens are values (#65): a click becomes its id only where the wire
/// format is written (`wire.rs`, through `Clicks`, and the id's own file),
/// and the screen's frame and parts name nothing of serenity or JSON.
#[test]
fn screens_are_values_and_only_the_edge_writes_discord_json() {
    let discord = root().join("src/discord");
    for file in rust_files(&discord) {
        let name = file.strip_prefix(&discord).unwrap().to_string_lossy().into_owned();
        let code: String = std::fs::read_to_string(&file)
            .unwrap()
            .split("#[cfg(test)]")
            .next()
            .unwrap()
            .to_string();
        if name != "custom_id.rs" {
            assert!(
                !code.contains(".encode()"),
                "{name}: a button carries its click; only the wire format writes its id"
            );
        }
        if matches!(name.as_str(), "screen.rs" | "parts.rs") {
            for word in ["serenity", "serde_json"] {
                assert!(!code.contains(word), "{name} names {word}: screens are plain values");
            }
        }
    }
}

/// Answers are values (#65): features return what to show, and one edge
/// answers an interaction (`deliver.rs`, and `answer.rs` for failures);
/// only the router adds to the handler (`impl Handler`), and every kind of
/// click has its answer tested as a value, without Discord (`values.rs`).
#[test]
fn features_answer_with_values_and_one_edge_sends_them() {
    let discord = root().join("src/discord");
    let sends = [
        ".create_response(",
        ".respond(",
        "answer_with(",
        ".create_followup(",
        ".edit_response(",
    ];
    for file in rust_files(&discord) {
        let name = file.strip_prefix(&discord).unwrap().to_string_lossy().into_owned();
        let code = std::fs::read_to_string(&file).unwrap();
        let code = code.split("#[cfg(test)]").next().unwrap();
        if name != "router.rs" {
            assert!(
                !code.contains("impl<S: Storage> Handler<S>"),
                "{name}: a feature is functions that return an answer, not methods of the handler"
            );
        }
        if !matches!(name.as_str(), "deliver.rs" | "answer.rs") {
            for send in sends {
                assert!(
                    !code
                        .lines()
                        .any(|l| !l.trim_start().starts_with("//") && l.contains(send)),
                    "{name} answers an interaction ({send}): return an `Answer` for deliver.rs to send"
                );
            }
        }
    }
    // Every kind of click, answered as a value.
    let kinds = std::fs::read_to_string(discord.join("custom_id.rs")).unwrap();
    let kinds = kinds
        .split("pub enum Click {")
        .nth(1)
        .unwrap()
        .split('}')
        .next()
        .unwrap();
    let kinds: Vec<&str> = kinds
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("//") && l.contains('('))
        .filter_map(|l| l.split('(').next())
        .collect();
    assert!(kinds.len() >= 16, "the kinds of click: {kinds:?}");
    let tested = std::fs::read_to_string(discord.join("values.rs")).unwrap();
    for kind in kinds {
        assert!(
            tested.contains(&format!("Click::{kind}(")),
            "the answer to a click of kind {kind} is not tested as a value (values.rs)"
        );
    }
}

/// The adapters match the engine's phases only for layout (which rows a
/// screen has), never to decide who is asked what, who acts, the clock or the
/// standing: those are `present/`'s. A new match past the bound is a decision
/// that belongs there.
#[test]
fn the_adapters_match_phases_only_for_layout() {
    let mut matches = Vec::new();
    for dir in ["src/discord", "src/web"] {
        for (file, code) in layer_code(dir) {
            for (i, line) in code.lines().enumerate() {
                if line.contains("PhaseView::") {
                    matches.push(format!("{}:{}", file.display(), i + 1));
                }
            }
        }
    }
    assert!(!matches.is_empty(), "the count reads nothing");
    assert!(
        matches.len() <= 10,
        "{} phase matches in the adapters (at most 10): {matches:#?}",
        matches.len()
    );
}
