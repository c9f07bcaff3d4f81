//! Platform rules the OpenAPI description does not encode (DISCORD.md, the
//! spec's README and what Discord answers in practice): message, embed and
//! component limits, valid emoji, and the markup Discord renders only in some
//! places. Each broken rule is one line; an empty list means Discord would
//! accept the message. The fake answers a non-empty list with 50035.
//!
//! The rules, with what Discord does when one is broken:
//! - content ≤ 2000 characters; ≤ 10 embeds; ≤ 5 action rows (50035);
//! - embed: title 256, description 4096, ≤ 25 fields, field name 256 and value 1024, both
//!   non-empty; footer 2048; author name 256; 6000 characters over all embeds (50035);
//! - components: `custom_id` 1–100 characters, unique in the message; ≤ 5 buttons or one
//!   select per row; a button other than a link has a `custom_id` and a label or an emoji;
//!   button label ≤ 80 (50035);
//! - select: placeholder ≤ 150; 1–25 options; option label and value 1–100, description
//!   ≤ 100; values unique; `min_values` 0–25, `max_values` 1–25 and ≤ the options;
//!   no more defaults than `max_values` (50035);
//! - an emoji without an `id` (button, select option) must be a Unicode emoji, with or
//!   without VS16: 50035 `BUTTON_COMPONENT_INVALID_EMOJI` "Invalid emoji" otherwise;
//! - mentions (`<@id>`, `<@!id>`, `<@&id>`, `<#id>`) and timestamps (`<t:unix>` or
//!   `<t:unix:S>`, S one of t T d D f F R) must be well formed to render, and render only in
//!   content, embed descriptions and field values: elsewhere (titles, field names, footers,
//!   labels, placeholders, options) Discord shows the raw markup;
//! - a `:shortcode:` is never turned into an emoji in a bot's message: it shows as text.

use serde_json::Value;
use std::collections::HashSet;

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

fn text(v: &Value) -> &str {
    v.as_str().unwrap_or("")
}

/// Checks a message body (content, embeds, components), as sent in a message
/// create or edit, a webhook followup, or an interaction callback's `data`.
pub fn check_message(msg: &Value) -> Vec<String> {
    let mut broken = Vec::new();
    if chars(&msg["content"]) > 2000 {
        broken.push(format!("content has {} characters (max 2000)", chars(&msg["content"])));
    }
    markup(&mut broken, "content", text(&msg["content"]), true);
    if let Some(embeds) = msg["embeds"].as_array() {
        check_embeds(&mut broken, embeds);
    }
    if let Some(rows) = msg["components"].as_array() {
        check_components(&mut broken, rows);
    }
    broken
}

fn check_embeds(broken: &mut Vec<String>, embeds: &[Value]) {
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
        markup(broken, &format!("embed {i} title"), text(&e["title"]), false);
        markup(broken, &format!("embed {i} description"), text(&e["description"]), true);
        if chars(&e["footer"]["text"]) > 2048 {
            broken.push(format!("embed {i} footer longer than 2048"));
        }
        markup(broken, &format!("embed {i} footer"), text(&e["footer"]["text"]), false);
        if chars(&e["author"]["name"]) > 256 {
            broken.push(format!("embed {i} author name longer than 256"));
        }
        markup(broken, &format!("embed {i} author"), text(&e["author"]["name"]), false);
        total += chars(&e["footer"]["text"]) + chars(&e["author"]["name"]);
        if let Some(fields) = e["fields"].as_array() {
            if fields.len() > 25 {
                broken.push(format!("embed {i} has {} fields (max 25)", fields.len()));
            }
            for (j, f) in fields.iter().enumerate() {
                if chars(&f["name"]) > 256 || chars(&f["value"]) > 1024 {
                    broken.push(format!("embed {i} field {j} too long (name 256, value 1024)"));
                }
                if text(&f["name"]).trim().is_empty() || text(&f["value"]).trim().is_empty() {
                    broken.push(format!("embed {i} field {j} has an empty name or value"));
                }
                markup(broken, &format!("embed {i} field {j} name"), text(&f["name"]), false);
                markup(broken, &format!("embed {i} field {j} value"), text(&f["value"]), true);
                total += chars(&f["name"]) + chars(&f["value"]);
            }
        }
    }
    if total > 6000 {
        broken.push(format!("embeds total {total} characters (max 6000)"));
    }
}

fn check_components(broken: &mut Vec<String>, rows: &[Value]) {
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
            if c["type"].as_i64() == Some(2) {
                check_button(broken, c);
            } else {
                check_select(broken, c);
            }
        }
    }
}

fn check_button(broken: &mut Vec<String>, c: &Value) {
    let link = c["style"].as_i64() == Some(5);
    if !link && c["custom_id"].as_str().is_none() {
        broken.push("a button without a custom_id".into());
    }
    if chars(&c["label"]) > 80 {
        broken.push(format!("label longer than 80: {}", c["label"]));
    }
    if chars(&c["label"]) == 0 && c["emoji"].is_null() {
        broken.push("a button with neither label nor emoji".into());
    }
    markup(broken, "button label", text(&c["label"]), false);
    emoji(broken, "BUTTON_COMPONENT_INVALID_EMOJI", &c["emoji"]);
}

fn check_select(broken: &mut Vec<String>, c: &Value) {
    if chars(&c["placeholder"]) > 150 {
        broken.push(format!("placeholder longer than 150: {}", c["placeholder"]));
    }
    markup(broken, "placeholder", text(&c["placeholder"]), false);
    let max = c["max_values"].as_i64().unwrap_or(1);
    let min = c["min_values"].as_i64().unwrap_or(1);
    if !(0..=25).contains(&min) || !(1..=25).contains(&max) || min > max {
        broken.push(format!(
            "select min_values {min} / max_values {max} (0..=25, 1..=25, min ≤ max)"
        ));
    }
    // Only string selects (type 3) carry options; user and channel selects do not.
    let Some(options) = c["options"].as_array() else {
        return;
    };
    if options.is_empty() || options.len() > 25 {
        broken.push(format!("select with {} options (max 25)", options.len()));
    }
    if max > options.len() as i64 {
        broken.push(format!("max_values {max} above the {} options", options.len()));
    }
    let defaults = options.iter().filter(|o| o["default"].as_bool() == Some(true)).count();
    if defaults as i64 > max {
        broken.push(format!("{defaults} default options with max_values {max}"));
    }
    let mut values = HashSet::new();
    for o in options {
        for (field, lo) in [("label", 1), ("value", 1), ("description", 0)] {
            let n = chars(&o[field]);
            if (o.get(field).is_some() || lo > 0) && (n < lo || n > 100) {
                broken.push(format!("select option {field} of {n} characters ({lo}..=100)"));
            }
        }
        markup(broken, "option label", text(&o["label"]), false);
        markup(broken, "option description", text(&o["description"]), false);
        if !values.insert(text(&o["value"]).to_string()) {
            broken.push(format!("select option value {} used twice", o["value"]));
        }
        emoji(broken, "SELECT_COMPONENT_INVALID_EMOJI", &o["emoji"]);
    }
}

/// A component emoji: a custom one has an `id`; otherwise `name` must be a
/// Unicode emoji (the `emojis` crate's list, which takes it with or without VS16).
fn emoji(broken: &mut Vec<String>, code: &str, e: &Value) {
    if e.is_null() || !e["id"].is_null() {
        return;
    }
    let name = text(&e["name"]);
    if emojis::get(name).is_none() {
        broken.push(format!("{code} Invalid emoji: {name:?} is not a Unicode emoji"));
    }
}

/// Markup in one piece of text: `renders` says whether Discord renders
/// mentions and timestamps there (content, descriptions, field values).
fn markup(broken: &mut Vec<String>, place: &str, s: &str, renders: bool) {
    let mut rest = s;
    while let Some(at) = rest.find('<') {
        rest = &rest[at..];
        let Some(end) = rest.find('>') else { break };
        let tag = &rest[1..end];
        let kind = if tag.starts_with('@') || tag.starts_with('#') {
            Some(("mention", mention_ok(tag)))
        } else if let Some(t) = tag.strip_prefix("t:") {
            Some(("timestamp", timestamp_ok(t)))
        } else if tag.starts_with(':') || tag.starts_with("a:") {
            Some(("custom emoji", custom_emoji_ok(tag)))
        } else {
            None
        };
        match kind {
            Some((what, false)) => broken.push(format!("{place}: malformed {what} <{tag}>")),
            Some((what, true)) if !renders && what != "custom emoji" => {
                broken.push(format!("{place}: a {what} shows as raw text here: <{tag}>"))
            }
            _ => {}
        }
        rest = &rest[1..];
    }
    let colons: Vec<usize> = s.match_indices(':').map(|(i, _)| i).collect();
    let alnum_at = |i: Option<char>| i.is_some_and(char::is_alphanumeric);
    for pair in colons.windows(2) {
        let word = &s[pair[0] + 1..pair[1]];
        // A shortcode stands apart (`well played :tada:`), not inside `g:1:v:1`.
        let apart = !alnum_at(s[..pair[0]].chars().next_back()) && !alnum_at(s[pair[1] + 1..].chars().next());
        let shortcode = apart && word.len() > 1 && word.chars().all(|c| c.is_ascii_lowercase() || c == '_');
        if shortcode && emojis::get_by_shortcode(word).is_some() {
            broken.push(format!("{place}: :{word}: shows as text in a bot's message"));
        }
    }
}

fn digits(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_digit())
}

fn mention_ok(tag: &str) -> bool {
    let id = tag
        .strip_prefix("@&")
        .or_else(|| tag.strip_prefix("@!"))
        .or_else(|| tag.strip_prefix('@'))
        .or_else(|| tag.strip_prefix('#'));
    id.is_some_and(digits)
}

fn timestamp_ok(t: &str) -> bool {
    let (unix, style) = t.split_once(':').unwrap_or((t, "t"));
    let unix = unix.strip_prefix('-').unwrap_or(unix);
    digits(unix) && matches!(style, "t" | "T" | "d" | "D" | "f" | "F" | "R")
}

fn custom_emoji_ok(tag: &str) -> bool {
    let tag = tag.strip_prefix('a').unwrap_or(tag);
    let mut parts = tag.split(':').skip(1);
    matches!((parts.next(), parts.next(), parts.next()), (Some(name), Some(id), None) if !name.is_empty() && digits(id))
}
