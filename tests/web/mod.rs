//! The table as a web page and as an Activity, played against the fake
//! Discord (built into the `discord` test binary, which has the fake and the
//! driver; `cargo test --test discord web::` runs these alone): over HTTP,
//! tapped in headless Chromium, whole games, the felt, under attack.

pub mod activity;
pub mod attack;
pub mod browser;
pub mod over_http;
pub mod page_games;
pub mod table_page;

/// Rebuilds a connection's tables from what it carried, in order: each
/// whole table as it is, each lean frame (`{"version", "from", "patch"}`,
/// src/web/lean.rs) applied to the table before it, as the page does. Other
/// frames (the keep-alive, who watches) are left out. A patch that does not
/// apply to the table before it fails the test.
pub fn tables_of(frames: impl IntoIterator<Item = serde_json::Value>) -> Vec<serde_json::Value> {
    let mut tables: Vec<serde_json::Value> = Vec::new();
    for f in frames {
        if let Some(patch) = f.get("patch") {
            let last = tables.last().expect("a patch after a whole table");
            assert_eq!(last["version"], f["from"], "a patch from the table before it");
            let patch: json_patch::Patch = serde_json::from_value(patch.clone()).expect("a JSON Patch");
            let mut next = last.clone();
            json_patch::patch(&mut next, &patch).expect("the patch applies");
            assert_eq!(next["version"], f["version"], "the patch makes the version it says");
            tables.push(next);
        } else if f.get("version").is_some() {
            tables.push(f);
        }
    }
    tables
}

/// The tables a live stream's text (server-sent events) carried, rebuilt.
pub fn tables_in_stream(text: &str) -> Vec<serde_json::Value> {
    tables_of(text.split("\n\n").filter_map(|event| {
        let carries = event.lines().any(|l| l == "event: table" || l == "event: patch");
        event
            .lines()
            .find_map(|l| l.strip_prefix("data: "))
            .filter(|_| carries)
            .and_then(|d| serde_json::from_str(d).ok())
    }))
}
