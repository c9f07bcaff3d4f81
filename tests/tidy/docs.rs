//! The docs stay true where a test can tell: every folder under `src/` is in
//! docs/ARCHITECTURE.md (and every folder it names exists), every setting the
//! code reads is in `.env.example` and the operator's configuration table
//! (docs/OPERATING.md), every slash command is in the README, and the README
//! stays a front door (at most 200 lines).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn folders(dir: &Path, under: &str, out: &mut BTreeSet<String>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let e = e.unwrap();
        if e.file_type().unwrap().is_dir() {
            let name = format!("{under}{}/", e.file_name().to_string_lossy());
            folders(&e.path(), &name, out);
            out.insert(name);
        }
    }
}

/// The folder paths the "Folders" block names, from each entry's indentation.
fn mapped_folders(doc: &str) -> BTreeSet<String> {
    let block = doc
        .split("## Folders")
        .nth(1)
        .and_then(|s| s.split("```").nth(1))
        .expect("docs/ARCHITECTURE.md has a ## Folders section with a ``` block");
    let mut stack: Vec<(usize, String)> = Vec::new();
    let mut out = BTreeSet::new();
    for line in block.lines() {
        let indent = line.len() - line.trim_start().len();
        let Some(name) = line.split_whitespace().next() else {
            continue;
        };
        // Continuation lines are indented to the description column.
        if indent >= 26 || !name.ends_with('/') {
            continue;
        }
        stack.retain(|(i, _)| *i < indent);
        let path = format!("{}{name}", stack.last().map(|(_, p)| p.as_str()).unwrap_or(""));
        out.insert(path.clone());
        stack.push((indent, path));
    }
    out
}

#[test]
fn every_folder_under_src_is_in_the_architecture() {
    let mut have = BTreeSet::new();
    folders(&root().join("src"), "src/", &mut have);
    have.insert("src/".to_string());
    let named: BTreeSet<String> = mapped_folders(&read("docs/ARCHITECTURE.md"))
        .into_iter()
        .filter(|p| p.starts_with("src/"))
        .collect();
    let missing: Vec<_> = have.difference(&named).collect();
    let gone: Vec<_> = named.difference(&have).collect();
    assert!(
        missing.is_empty(),
        "folders docs/ARCHITECTURE.md does not name: {missing:?}"
    );
    assert!(
        gone.is_empty(),
        "docs/ARCHITECTURE.md names folders that are not there: {gone:?}"
    );
}

/// Every `NAME` in a quoted string of `text` that looks like a setting.
fn quoted_names(text: &str, before: &str) -> BTreeSet<String> {
    text.split(before)
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_setting_is_in_env_example_and_the_readme() {
    // config.rs is the one place that reads settings (its tests below `#[cfg(test)]` aside).
    let config = read("src/config.rs");
    let config = config.split("#[cfg(test)]").next().unwrap();
    let mut settings = quoted_names(config, "get(\"");
    settings.extend(quoted_names(config, "number(\""));
    assert!(settings.contains("DISCORD_TOKEN") && settings.len() > 8, "{settings:?}");
    // Anything else read from the environment is a setting too, except what
    // the system sets (HOSTNAME names the machine in a shard claim).
    let mut sources = Vec::new();
    walk(&root().join("src"), &mut sources);
    for (path, text) in &sources {
        for name in quoted_names(text, "env::var(\"") {
            if name != "HOSTNAME" {
                assert!(
                    path.ends_with("config.rs"),
                    "{path}: reads {name}; settings are read in config.rs"
                );
                settings.insert(name);
            }
        }
        if text.contains("EnvFilter::try_from_default_env") {
            settings.insert("RUST_LOG".to_string());
        }
    }
    let example = read(".env.example");
    let manual = read("docs/OPERATING.md");
    let table = manual
        .split("## Configuration")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("docs/OPERATING.md has a ## Configuration section");
    for name in &settings {
        let listed = example
            .lines()
            .any(|l| l.starts_with(&format!("{name}=")) || l.starts_with(&format!("# {name}=")));
        assert!(listed, ".env.example lacks {name}");
        assert!(
            table.contains(&format!("| `{name}` |")),
            "the operator's configuration table (docs/OPERATING.md) lacks {name}"
        );
    }
}

fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push((p.display().to_string(), std::fs::read_to_string(&p).unwrap()));
        }
    }
}

/// The README is the front door: what the bot is, how to run it and put it
/// on a server, its commands; the manuals behind it (`docs/`) hold the rest.
#[test]
fn the_readme_is_a_front_door() {
    let readme = read("README.md");
    let lines = readme.lines().count();
    assert!(
        lines <= 200,
        "the README has {lines} lines (at most 200: the rest belongs in docs/)"
    );
    for door in [
        "docs/OPERATING.md",
        "docs/PLAYING.md",
        "docs/TESTING.md",
        "docs/ARCHITECTURE.md",
    ] {
        assert!(readme.contains(&format!("]({door}")), "the README does not open {door}");
    }
}

#[test]
fn every_slash_command_is_in_the_readme() {
    let readme = read("README.md");
    let mut seen = 0;
    for c in wizard_bot::discord::router::definitions() {
        let c = serde_json::to_value(&c).unwrap();
        let name = c["name"].as_str().unwrap();
        let subs: Vec<&str> = c["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["type"] == 1)
            .map(|o| o["name"].as_str().unwrap())
            .collect();
        if subs.is_empty() {
            assert!(
                readme.contains(&format!("`/{name}")),
                "the README does not list /{name}"
            );
            seen += 1;
        }
        for sub in subs {
            assert!(
                readme.contains(&format!("/{name} {sub}")),
                "the README does not list /{name} {sub}"
            );
            seen += 1;
        }
    }
    assert!(seen >= 10, "{seen} commands");
}

/// #51: the README's invite asks for exactly the permissions the bot uses
/// (`discord::permissions::USED`): its integer, and each by Discord's name.
#[test]
fn the_readme_invite_asks_for_exactly_the_permissions_the_bot_uses() {
    use wizard_bot::discord::keep::permissions::{USED, invite_integer, name};
    let readme = read("README.md");
    let integer = invite_integer();
    assert!(
        readme.contains(&format!("permissions integer `{integer}`")),
        "the README's invite is not `{integer}`"
    );
    for (p, _) in USED {
        let named = format!("| **{}** |", name(p));
        assert!(readme.contains(&named), "the README lacks {named}");
    }
    // Discord's 2026 rule: creating a scheduled event takes Create Events.
    assert!(
        USED.iter()
            .any(|(p, _)| *p == serenity::all::Permissions::CREATE_EVENTS)
    );
    assert!(
        !USED
            .iter()
            .any(|(p, _)| *p == serenity::all::Permissions::MANAGE_EVENTS)
    );
}

/// The rooms a room's code names (`crate::x`, its tests aside; `t!` is
/// `text`'s macro), for each room under `src/` (a folder or a file).
fn doors_in_code() -> std::collections::BTreeMap<String, BTreeSet<String>> {
    let mut rooms = std::collections::BTreeMap::new();
    for e in std::fs::read_dir(root().join("src")).unwrap() {
        let path = e.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let (name, files) = if path.is_dir() {
            let mut files = Vec::new();
            walk(&path, &mut files);
            (file, files)
        } else if let Some(stem) = file.strip_suffix(".rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            (stem.to_string(), vec![(path.display().to_string(), text)])
        } else {
            continue;
        };
        if name == "main" || name == "lib" {
            continue;
        }
        let mut doors = BTreeSet::new();
        for (_, text) in files {
            let code = text.split("#[cfg(test)]").next().unwrap();
            for (i, _) in code.match_indices("crate::") {
                // `$crate::` inside a macro is the macro's own room.
                if code[..i].ends_with('$') {
                    continue;
                }
                let next: String = code[i + 7..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                let next = if next == "t" { "text".to_string() } else { next };
                if !next.is_empty() && next != name {
                    doors.insert(next);
                }
            }
        }
        rooms.insert(name, doors);
    }
    rooms
}

/// #87: docs/ARCHITECTURE.md's "Rooms and doors" table is the house as the
/// code builds it: every room under `src/` is a row, and each row's doors
/// are exactly the rooms that room's code names.
#[test]
fn the_rooms_open_only_the_doors_the_map_names() {
    let doc = read("docs/ARCHITECTURE.md");
    let table = doc
        .split("## Rooms and doors")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("docs/ARCHITECTURE.md has a ## Rooms and doors section");
    let mut mapped = std::collections::BTreeMap::new();
    for row in table.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let room = cells[1].trim_matches('`').to_string();
        let doors: BTreeSet<String> = cells[3]
            .split(',')
            .map(|d| d.trim().trim_matches('`').to_string())
            .filter(|d| !d.is_empty() && d != "—")
            .collect();
        mapped.insert(room, doors);
    }
    let built = doors_in_code();
    assert!(built.len() > 15, "only {} rooms", built.len());
    let mut wrong = Vec::new();
    for (room, doors) in &built {
        match mapped.get(room) {
            None => wrong.push(format!("{room}: a room the map does not name")),
            Some(named) => {
                for d in doors.difference(named) {
                    wrong.push(format!("{room} opens {d}, a door the map does not name"));
                }
                for d in named.difference(doors) {
                    wrong.push(format!("{room}: the map names a door to {d} the code does not open"));
                }
            }
        }
    }
    for room in mapped.keys().filter(|r| !built.contains_key(*r)) {
        wrong.push(format!("{room}: the map names a room that is not under src/"));
    }
    assert!(wrong.is_empty(), "docs/ARCHITECTURE.md's rooms and doors: {wrong:#?}");
}

/// A person who clones the repository has only the repository: every link in
/// the README and docs/ resolves inside it, no doc, source, test or benchmark
/// names the folder beside the checkout, and the specs the code cites
/// (RULES.md, RECORDS.md, DESIGN.md) are docs of its own.
#[test]
fn every_link_in_the_docs_resolves_in_a_clone() {
    let mut docs: Vec<(PathBuf, String)> = vec![(root().join("README.md"), read("README.md"))];
    for e in std::fs::read_dir(root().join("docs")).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_some_and(|x| x == "md") {
            let text = std::fs::read_to_string(&path).unwrap();
            docs.push((path, text));
        }
    }
    // Spelled in parts, so this file does not name it either.
    let outside = ["..", "shared"].join("/");
    let mut broken = Vec::new();
    for (path, text) in &docs {
        assert!(
            !text.contains(&outside),
            "{} points outside the repository",
            path.display()
        );
        for link in text.split("](").skip(1).filter_map(|s| s.split(')').next()) {
            let target = link.split('#').next().unwrap_or_default();
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            if !path.parent().unwrap().join(target).exists() {
                broken.push(format!("{}: {link}", path.display()));
            }
        }
    }
    assert!(broken.is_empty(), "links that do not resolve in a clone: {broken:?}");
    for spec in ["docs/RULES.md", "docs/RECORDS.md", "docs/DESIGN.md"] {
        assert!(root().join(spec).exists(), "the code cites {spec}");
    }
    // Nor does any source, test or benchmark: a clone has nothing beside it.
    let mut sources = Vec::new();
    for dir in ["src", "tests", "benches"] {
        walk(&root().join(dir), &mut sources);
    }
    for (path, text) in sources {
        assert!(!text.contains(&outside), "{path} points outside the repository");
    }
}
