//! No circles in the import graph (#32): a module that imports another,
//! directly or through others, is never imported back by it. Read from the
//! source: every `crate::`, `super::` and `self::` path (use trees expanded)
//! and `use child::` of a `mod.rs`, each resolved to the longest module it
//! names. A folder's `mod.rs` declaring and re-exporting its own children is
//! not an import, but an item it re-exports resolves to the module that
//! defines it (#52): `use crate::table::Snapshot` imports `table::seated`, so
//! a circle behind a `pub use` is found too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Module path (`discord::handler`; the crate root is empty) → (its code, whether it is a folder's `mod.rs`/`lib.rs`).
fn modules() -> BTreeMap<Vec<String>, (String, bool)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = BTreeMap::new();
    for file in super::architecture::rust_files(&src) {
        let rel = file.strip_prefix(&src).unwrap().with_extension("");
        let mut path: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
        let folder = matches!(path.last().map(String::as_str), Some("mod" | "lib" | "main"));
        if folder {
            path.pop();
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let code: String = text
            .split("#[cfg(test)]")
            .next()
            .unwrap()
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        // `main.rs` is the binary's root, beside the library's: it imports through `wizard_bot::`.
        if rel.to_string_lossy() != "main" {
            out.insert(path, (code, folder));
        }
    }
    out
}

/// The paths a use tree names, from `text` (just after `prefix::`).
fn expand(prefix: &[String], text: &str, out: &mut Vec<Vec<String>>) {
    let mut path = prefix.to_vec();
    let mut rest = text;
    loop {
        let ident: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        if !ident.is_empty() {
            path.push(ident.clone());
            rest = &rest[ident.len()..];
        }
        if let Some(r) = rest.strip_prefix("::") {
            rest = r;
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            // Split the group at its top-level commas.
            let (mut depth, mut start) = (0, 0);
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        expand(&path, group[start..i].trim(), out);
                        return;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&path, group[start..i].trim(), out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            return;
        }
        out.push(path);
        return;
    }
}

/// Every module a module's code names.
fn imports(
    here: &[String],
    folder: bool,
    code: &str,
    known: &BTreeSet<Vec<String>>,
    reexports: &Reexports,
) -> BTreeSet<Vec<String>> {
    let named = named_paths(here, folder, code, known, false);
    let mut out = BTreeSet::new();
    for path in named {
        let Some(module) = defining(&path, known, reexports) else {
            continue;
        };
        // A folder's own children are declared and re-exported by it, not imported.
        if module == here || (folder && module.starts_with(here)) {
            continue;
        }
        out.insert(module);
    }
    out
}

/// (module, item name) → the full path it re-exports (`pub use`).
type Reexports = BTreeMap<(Vec<String>, String), Vec<String>>;

/// What each module re-exports with `pub use`, item by item.
fn reexports(modules: &BTreeMap<Vec<String>, (String, bool)>, known: &BTreeSet<Vec<String>>) -> Reexports {
    let mut out = Reexports::new();
    for (here, (code, folder)) in modules {
        for path in named_paths(here, *folder, code, known, true) {
            if let Some((item, _)) = path.split_last() {
                out.insert((here.clone(), item.clone()), path.clone());
            }
        }
    }
    out
}

/// The module that defines what `path` names: its longest module prefix, or,
/// when the next segment is an item that module re-exports, the module the
/// re-export leads to (followed through further re-exports).
fn defining(path: &[String], known: &BTreeSet<Vec<String>>, reexports: &Reexports) -> Option<Vec<String>> {
    let mut path = path.to_vec();
    for _ in 0..8 {
        let module = (0..=path.len())
            .rev()
            .map(|n| path[..n].to_vec())
            .find(|p| known.contains(p))?;
        let Some(item) = path.get(module.len()) else {
            return Some(module);
        };
        match reexports.get(&(module.clone(), item.clone())) {
            Some(target) if *target != path => path = [target.clone(), path[module.len() + 1..].to_vec()].concat(),
            _ => return Some(module),
        }
    }
    None
}

/// Every path a module's code names (`pub_use_only`: only its `pub use` lines).
fn named_paths(
    here: &[String],
    folder: bool,
    code: &str,
    known: &BTreeSet<Vec<String>>,
    pub_use_only: bool,
) -> Vec<Vec<String>> {
    let code: String = if pub_use_only {
        // A `pub use` item, joined onto one line whatever rustfmt made of it.
        let mut lines = Vec::new();
        let mut open: Option<String> = None;
        for line in code.lines() {
            let l = line.trim();
            if let Some(mut o) = open.take() {
                o.push_str(l);
                if l.ends_with(';') {
                    lines.push(o);
                } else {
                    open = Some(o);
                }
            } else if l.starts_with("pub use ") {
                if l.ends_with(';') {
                    lines.push(l.to_string());
                } else {
                    open = Some(l.to_string());
                }
            }
        }
        lines.join("\n")
    } else {
        code.to_string()
    };
    let code = code.as_str();
    let mut named = Vec::new();
    let starts = |word: &str| -> Vec<usize> { code.match_indices(word).map(|(i, _)| i + word.len()).collect() };
    let boundary = |i: usize, word: &str| {
        let before = code[..i - word.len()].chars().next_back();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    for (word, base) in [
        ("crate::", Vec::new()),
        ("super::", here[..here.len().saturating_sub(1)].to_vec()),
        ("self::", here.to_vec()),
    ] {
        for i in starts(word) {
            if boundary(i, word) {
                expand(&base, &code[i..], &mut named);
            }
        }
    }
    // `use child::…` in a folder's module (a path relative to it).
    for line in code.lines() {
        let line = line.trim_start();
        let line = line.strip_prefix("pub ").unwrap_or(line);
        if let Some(rest) = line.strip_prefix("use ") {
            let first: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            let mut child = here.to_vec();
            child.push(first.clone());
            if folder && known.contains(&child) {
                expand(here, rest, &mut named);
            }
        }
    }
    named
}

/// A circle through `start`, if there is one (depth-first over the graph).
fn circle(graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>, start: &Vec<String>) -> Option<Vec<String>> {
    let mut stack = vec![(start.clone(), vec![start.clone()])];
    let mut seen = BTreeSet::new();
    while let Some((node, path)) = stack.pop() {
        for next in graph.get(&node).into_iter().flatten() {
            if next == start {
                return Some(path.iter().chain([start]).map(|p| p.join("::")).collect());
            }
            if seen.insert(next.clone()) {
                let mut longer = path.clone();
                longer.push(next.clone());
                stack.push((next.clone(), longer));
            }
        }
    }
    None
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let graph = graph();
    let known: BTreeSet<Vec<String>> = graph.keys().cloned().collect();
    // The reader works: the edges every layer has.
    let edge = |a: &str, b: &str| {
        let split = |s: &str| s.split("::").map(String::from).collect::<Vec<_>>();
        graph.get(&split(a)).is_some_and(|to| to.contains(&split(b)))
    };
    assert!(edge("discord::handler", "discord::answer"));
    assert!(edge("table::seated", "table::model"));
    assert!(edge("store::league", "league::persist"));
    assert!(edge("bots::wizard::search", "bots::wizard::playout"));
    // Through a re-export, to the file that defines the item.
    assert!(
        edge("discord::context", "discord::bot"),
        "`crate::discord::Bot` is discord/bot.rs"
    );
    let circles: Vec<String> = known
        .iter()
        .filter_map(|m| circle(&graph, m))
        .map(|c| c.join(" → "))
        .collect();
    assert!(circles.is_empty(), "import circles:\n{}", circles.join("\n"));
}

/// The module graph, each module to those it imports.
fn graph() -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let modules = modules();
    let known: BTreeSet<Vec<String>> = modules.keys().cloned().collect();
    let reexports = reexports(&modules, &known);
    modules
        .iter()
        .map(|(here, (code, folder))| (here.clone(), imports(here, *folder, code, &known, &reexports)))
        .collect()
}

/// The rooms of `discord/` (each sub-folder or top-level file one room, its
/// `mod.rs` aside), each to the rooms it imports.
fn discord_rooms() -> BTreeMap<String, BTreeSet<String>> {
    let room = |m: &Vec<String>| match m.as_slice() {
        [d, r, ..] if d == "discord" => Some(r.clone()),
        _ => None,
    };
    let mut rooms: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to) in graph() {
        let Some(a) = room(&from) else { continue };
        let out = rooms.entry(a.clone()).or_default();
        out.extend(to.iter().filter_map(room).filter(|b| *b != a));
    }
    rooms
}

/// The rooms of `discord/` that are in a circle of rooms, as strongly
/// connected groups of more than one room.
fn knots_of_discord_rooms() -> Vec<BTreeSet<String>> {
    let rooms = discord_rooms();
    // Two rooms are in one knot when each reaches the other.
    let reach = |start: &String| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![start.clone()];
        while let Some(r) = stack.pop() {
            for next in rooms.get(&r).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<String, BTreeSet<String>> = rooms.keys().map(|r| (r.clone(), reach(r))).collect();
    let mut knots: Vec<BTreeSet<String>> = Vec::new();
    for r in rooms.keys() {
        if knots.iter().any(|k| k.contains(r)) {
            continue;
        }
        let knot: BTreeSet<String> = reached[r]
            .iter()
            .filter(|o| reached.get(*o).is_some_and(|back| back.contains(r)))
            .cloned()
            .chain([r.clone()])
            .collect();
        if knot.len() > 1 {
            knots.push(knot);
        }
    }
    knots
}

/// Rooms with doors (#65): the rooms of `discord/` import one another in
/// no circle (there were 16 in one knot), so each can be read, changed and
/// tested from the rooms below it.
#[test]
fn the_rooms_of_the_discord_layer_form_no_circle() {
    let rooms = discord_rooms();
    // The reader works: a feature reaches the parts, through a re-export too.
    assert!(rooms["lobby"].contains("parts") && rooms["lobby"].contains("context"));
    let knots = knots_of_discord_rooms();
    let shown: Vec<String> = knots
        .iter()
        .map(|k| k.iter().cloned().collect::<Vec<_>>().join(", "))
        .collect();
    assert!(
        knots.is_empty(),
        "rooms of discord/ that import each other in a circle: {}",
        shown.join(" | ")
    );
}

/// Each feature's click writes and reads its own part of the id; the id's
/// format (its version digit, which feature reads which prefix) is the
/// edge's alone: only the router, the handler and the wire format name it.
#[test]
fn only_the_edge_names_the_click_id_format() {
    let rooms = discord_rooms();
    let naming: Vec<&String> = rooms
        .iter()
        .filter(|(_, to)| to.contains("custom_id"))
        .map(|(room, _)| room)
        .collect();
    assert_eq!(naming, ["handler", "router", "wire"], "rooms that name custom_id");
}
