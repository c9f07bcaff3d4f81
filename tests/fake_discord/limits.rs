//! Platform rules the OpenAPI description does not encode (DISCORD.md and the
//! spec's README): message, embed and component limits. Each broken rule is
//! one line; an empty list means the message is acceptable.

use serde_json::Value;
use std::collections::HashSet;

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// Checks a message body (content, embeds, components), as sent in a message
/// create or edit, a webhook followup, or an interaction callback's `data`.
pub fn check_message(msg: &Value) -> Vec<String> {
    let mut broken = Vec::new();
    if chars(&msg["content"]) > 2000 {
        broken.push(format!("content has {} characters (max 2000)", chars(&msg["content"])));
    }
    if let Some(embeds) = msg["embeds"].as_array() {
        if embeds.len() > 10 {
            broken.push(format!("{} embeds (max 10)", embeds.len()));
        }
        let mut total = 0;
        for (i, e) in embeds.iter().enumerate() {
            for (field, max) in [("title", 256), ("description", 4096)] {
                if chars(&e[field]) > max {
                    broken.push(format!("embed {i} {field} longer than {max}"));
                }
                total += chars(&e[field]);
            }
            if chars(&e["footer"]["text"]) > 2048 {
                broken.push(format!("embed {i} footer longer than 2048"));
            }
            if chars(&e["author"]["name"]) > 256 {
                broken.push(format!("embed {i} author name longer than 256"));
            }
            total += chars(&e["footer"]["text"]) + chars(&e["author"]["name"]);
            if let Some(fields) = e["fields"].as_array() {
                if fields.len() > 25 {
                    broken.push(format!("embed {i} has {} fields (max 25)", fields.len()));
                }
                for (j, f) in fields.iter().enumerate() {
                    if chars(&f["name"]) > 256 || chars(&f["value"]) > 1024 {
                        broken.push(format!("embed {i} field {j} too long (name 256, value 1024)"));
                    }
                    total += chars(&f["name"]) + chars(&f["value"]);
                }
            }
        }
        if total > 6000 {
            broken.push(format!("embeds total {total} characters (max 6000)"));
        }
    }
    if let Some(rows) = msg["components"].as_array() {
        if rows.len() > 5 {
            broken.push(format!("{} action rows (max 5)", rows.len()));
        }
        let mut ids = HashSet::new();
        for (r, row) in rows.iter().enumerate() {
            let items = row["components"].as_array().cloned().unwrap_or_default();
            let selects = items
                .iter()
                .filter(|c| c["type"].as_i64().is_some_and(|t| t != 2))
                .count();
            if selects > 0 && items.len() > 1 {
                broken.push(format!("row {r} mixes a select menu with other components"));
            }
            if items.len() > 5 {
                broken.push(format!("row {r} has {} components (max 5)", items.len()));
            }
            for c in &items {
                if let Some(id) = c["custom_id"].as_str() {
                    let n = id.chars().count();
                    if n == 0 || n > 100 {
                        broken.push(format!("custom_id of {n} characters (1..=100)"));
                    }
                    if !ids.insert(id.to_string()) {
                        broken.push(format!("custom_id {id:?} used twice in one message"));
                    }
                }
                if chars(&c["label"]) > 80 {
                    broken.push(format!("label longer than 80: {}", c["label"]));
                }
                if let Some(options) = c["options"].as_array()
                    && options.len() > 25
                {
                    broken.push(format!("select with {} options (max 25)", options.len()));
                }
            }
        }
    }
    broken
}
