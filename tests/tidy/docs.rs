//! The docs stay true where a test can tell: every folder under `src/` is in
//! docs/ARCHITECTURE.md (and every folder it names exists), every setting the
//! code reads is in `.env.example` and the README's configuration table, and
//! every slash command is in the README.

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
    let readme = read("README.md");
    let table = readme
        .split("## Configuration")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("the README has a ## Configuration section");
    for name in &settings {
        let listed = example
            .lines()
            .any(|l| l.starts_with(&format!("{name}=")) || l.starts_with(&format!("# {name}=")));
        assert!(listed, ".env.example lacks {name}");
        assert!(
            table.contains(&format!("| `{name}` |")),
            "the README's configuration table lacks {name}"
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

/// #52: each file of the Discord layer, the words and the pictures is in the
/// folder map, under its own folder's entry, so a newcomer finds it there.
#[test]
fn every_file_of_discord_text_and_pictures_is_in_the_map() {
    let doc = read("docs/ARCHITECTURE.md");
    let block = doc
        .split("## Folders")
        .nth(1)
        .and_then(|s| s.split("```").nth(1))
        .unwrap();
    let mut missing = Vec::new();
    let mut checked = 0;
    for dir in ["src/discord", "src/text", "src/pictures"] {
        let mut files = Vec::new();
        walk(&root().join(dir), &mut files);
        for (path, _) in files {
            let name = path.rsplit('/').next().unwrap().to_string();
            checked += 1;
            if name != "mod.rs" && !block.contains(&name) {
                missing.push(path);
            }
        }
    }
    assert!(checked > 40, "only {checked} files");
    assert!(
        missing.is_empty(),
        "files docs/ARCHITECTURE.md does not name: {missing:?}"
    );
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
