//! How tall a message stands on a phone (#62): the project's own measure of
//! a message body at 420 px, laid out by the rules of Discord's dark theme
//! as our look tool draws it (a 300 px column beside the avatar, 516 px
//! embeds at most, pictures in a 400 × 300 box, buttons that wrap), with
//! the metrics of the sans-serif Discord falls back to. It is a measure, not
//! a renderer: it errs tall (a word wraps a little early), and its figures
//! were checked against drawn screenshots of the same messages (within a
//! few percent). A decision's panel must fit one phone screen: `PHONE_SCREEN`.

use serde_json::Value;

/// A phone's width, in CSS pixels.
pub const PHONE_WIDTH: f32 = 420.0;
/// One phone screen of a conversation: what a decision's panel may take.
pub const PHONE_SCREEN: u32 = 900;

/// Liberation Sans (Arial's metrics) advance widths of ASCII 32–126, per 1000 em.
const ASCII: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // ' ' … '/'
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // '0' … '?'
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // '@' … 'O'
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // 'P' … '_'
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // '`' … 'o'
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // 'p' … '~'
];

/// A character's width at `size` px (bold a little wider), emoji apart.
fn char_width(c: char, size: f32, bold: bool) -> f32 {
    let per_mille = match c {
        ' '..='~' => ASCII[c as usize - 32],
        'ä' | 'ö' | 'ü' | 'á' | 'é' | 'è' | 'à' | 'ó' | 'ú' | 'ñ' | 'ç' | 'ê' | 'â' => 556,
        'Ä' | 'Ö' | 'Ü' | 'É' | 'À' | 'Ó' | 'Ñ' => 722,
        'ß' => 611,
        '—' | '…' | '→' | '←' => 1000,
        '–' | '•' => 556,
        '·' | '\u{200b}' => 278,
        '×' | '−' | '±' | '≤' | '≥' => 584,
        '«' | '»' | '„' | '“' | '”' => 556,
        _ => 600,
    };
    let w = f32::from(per_mille) * size / 1000.0;
    if bold { w * 1.08 } else { w }
}

/// Whether `c` starts a Unicode emoji drawn with the colour emoji font.
fn is_emoji(c: char) -> bool {
    matches!(c as u32,
        0x1F000..=0x1FAFF | 0x2600..=0x27BF | 0x2B05..=0x2B55 | 0x25B6 | 0x25C0 | 0x25FB..=0x25FE | 0x2194..=0x21AA
            | 0x231A..=0x23FA | 0x3030 | 0x303D)
}

/// Joiners and selectors that belong to the emoji before them.
fn is_joiner(c: char) -> bool {
    matches!(c as u32, 0xFE0E | 0xFE0F | 0x200D | 0x20E3 | 0x1F3FB..=0x1F3FF | 0xE0020..=0xE007F)
}

/// One unbreakable piece of a line: its width, and whether a line may break before it.
struct Piece {
    width: f32,
    space: bool,
}

/// A line of text as pieces: words, spaces, emoji, mentions, timestamps and custom emoji.
fn pieces(line: &str, size: f32, users: &Value) -> (Vec<Piece>, bool) {
    let mut out = Vec::new();
    let mut bold = false;
    let mut grown = false; // a custom emoji makes its line taller
    let mut word = 0.0f32;
    let chars: Vec<char> = line.chars().collect();
    let flush = |out: &mut Vec<Piece>, word: &mut f32| {
        if *word > 0.0 {
            out.push(Piece {
                width: *word,
                space: false,
            });
            *word = 0.0;
        }
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let rest: String = chars[i..].iter().collect();
        if rest.starts_with("**") {
            bold = !bold;
            i += 2;
            continue;
        }
        if let Some(end) = rest.find('>').filter(|_| c == '<') {
            let inner = &rest[1..end];
            let pill = |text: &str| text.chars().map(|c| char_width(c, size, false) * 1.04).sum::<f32>() + 4.0;
            let width = if let Some(id) = inner.strip_prefix('@') {
                let id = id.trim_start_matches(['!', '&']);
                let name = users[id].as_str().unwrap_or("unknown-user");
                Some(pill(&format!("@{name}")))
            } else if inner.starts_with("t:") {
                Some(pill("in 23 hours"))
            } else if inner.starts_with(':') || inner.starts_with("a:") {
                grown = true;
                Some(22.0 + 0.5)
            } else {
                inner.strip_prefix('#').map(|ch| pill(&format!("#{ch}")))
            };
            if let Some(w) = width {
                flush(&mut out, &mut word);
                out.push(Piece { width: w, space: false });
                i += inner.chars().count() + 2;
                continue;
            }
        }
        if c == '\\' && i + 1 < chars.len() && chars[i + 1].is_ascii_punctuation() {
            i += 1;
            continue;
        }
        if c == ' ' {
            flush(&mut out, &mut word);
            out.push(Piece {
                width: char_width(' ', size, bold),
                space: true,
            });
        } else if is_emoji(c) {
            flush(&mut out, &mut word);
            out.push(Piece {
                width: size * 1.25 * 1.18,
                space: false,
            });
            while i + 1 < chars.len() && is_joiner(chars[i + 1]) {
                i += 1;
            }
            // A flag or a joined sequence is one emoji.
        } else if is_joiner(c) {
        } else {
            word += char_width(c, size, bold);
            // A line may break after a hyphen or a dash.
            if matches!(c, '-' | '–' | '—' | '/') {
                flush(&mut out, &mut word);
                out.push(Piece {
                    width: 0.0,
                    space: true,
                });
            }
        }
        i += 1;
    }
    flush(&mut out, &mut word);
    (out, grown)
}

/// How many lines `line` takes in `width` px at `size` px, and whether it holds a custom emoji.
fn wrapped(line: &str, size: f32, width: f32, users: &Value) -> (u32, bool) {
    let (pieces, grown) = pieces(line, size, users);
    let mut lines = 1;
    let mut x = 0.0f32;
    for p in &pieces {
        if p.space {
            x += p.width;
            continue;
        }
        if x + p.width > width && x > 0.0 {
            lines += 1;
            x = 0.0;
        }
        // A piece wider than the line overflows it (break-word splits it).
        let mut w = p.width;
        while w > width {
            lines += 1;
            w -= width;
        }
        x += w;
    }
    (lines, grown)
}

/// The height of Discord markdown `text` at `size` px with `line` px lines, `width` px wide.
fn text_height(text: &str, size: f32, line: f32, width: f32, users: &Value) -> f32 {
    if text.is_empty() {
        return 0.0;
    }
    text.split('\n')
        .map(|l| {
            if let Some(sub) = l.strip_prefix("-# ") {
                let (n, _) = wrapped(sub, 12.0, width, users);
                return n as f32 * 16.5;
            }
            let (l, size, line) = match l
                .strip_prefix("### ")
                .or(l.strip_prefix("## "))
                .or(l.strip_prefix("# "))
            {
                Some(h) => (h, 20.0, 25.0 + 12.0),
                None => (l, size, line),
            };
            // A list item is indented by its marker's column.
            let (l, width) = match list_item(l) {
                Some(rest) => (rest, width - 4.0 - 18.0 - 4.0),
                None => (l, width),
            };
            let (n, grown) = wrapped(l, size, width, users);
            let each = if grown { line.max(22.0) } else { line };
            n as f32 * each
        })
        .sum()
}

/// The text of a list item ("- x", "* x", "12. x"), else `None`.
fn list_item(line: &str) -> Option<&str> {
    let trimmed = line.trim_start_matches(' ');
    let (marker, rest) = trimmed.split_once(' ')?;
    let marker_ok = marker == "-"
        || marker == "*"
        || (marker.len() >= 2
            && marker.ends_with('.')
            && marker[..marker.len() - 1].chars().all(|c| c.is_ascii_digit()));
    let rest = rest.trim_start_matches(' ');
    (marker_ok && !rest.is_empty()).then_some(rest)
}

/// A picture's height as drawn: scaled into `box_` (width, height), never up.
fn picture_height(url: &str, pictures: &[(String, (u32, u32))], box_: (f32, f32)) -> f32 {
    let name = url.strip_prefix("attachment://").unwrap_or(url);
    let (w, h) = pictures
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, s)| (s.0 as f32, s.1 as f32))
        .unwrap_or((box_.0, 120.0f32.min(box_.1)));
    let k = 1.0f32.min(box_.0 / w.max(1.0)).min(box_.1 / h.max(1.0));
    (h * k).round()
}

/// An embed's height in a `column` px column.
fn embed_height(e: &Value, column: f32, pictures: &[(String, (u32, u32))], users: &Value) -> f32 {
    let inner = column.min(516.0) - 4.0 - 12.0 - 16.0;
    let mut h = 8.0 + 16.0 + 8.0; // margin above, padding above and below
    if let Some(name) = e["author"]["name"].as_str() {
        h += 8.0 + text_height(name, 14.0, 19.25, inner, users).max(19.25);
    }
    if let Some(title) = e["title"].as_str() {
        h += 8.0 + text_height(title, 16.0 * 1.06, 22.0, inner, users);
    }
    if let Some(d) = e["description"].as_str() {
        h += 8.0 + text_height(d, 14.0, 18.0, inner, users);
    }
    if let Some(fields) = e["fields"].as_array().filter(|f| !f.is_empty()) {
        h += 8.0;
        // Inline fields share a row, three to a row; the others take a row each.
        let mut rows: Vec<Vec<&Value>> = Vec::new();
        for f in fields {
            let inline = f["inline"].as_bool().unwrap_or(false);
            match rows.last_mut() {
                Some(row) if inline && row.len() < 3 && row.iter().all(|x| x["inline"].as_bool().unwrap_or(false)) => {
                    row.push(f)
                }
                _ => rows.push(vec![f]),
            }
        }
        let n = rows.len();
        for row in rows {
            let w = (inner - 8.0 * (row.len() as f32 - 1.0)) / row.len() as f32;
            let tallest = row
                .iter()
                .map(|f| {
                    text_height(f["name"].as_str().unwrap_or(""), 14.0 * 1.06, 18.0, w, users)
                        + 2.0
                        + text_height(f["value"].as_str().unwrap_or(""), 14.0, 18.0, w, users)
                })
                .fold(0.0, f32::max);
            h += tallest;
        }
        h += 8.0 * (n as f32 - 1.0);
    }
    if let Some(url) = e["image"]["url"].as_str() {
        h += 16.0 + picture_height(url, pictures, (400.0, 300.0));
    }
    if e["footer"]["text"].is_string() || e["timestamp"].is_string() {
        h += 8.0 + 16.5;
    }
    h
}

/// A button's width: its padding, emoji and label, 60 px at least.
fn button_width(b: &Value) -> f32 {
    let label = b["label"].as_str().unwrap_or("");
    let label_w: f32 = label.chars().map(|c| char_width(c, 14.0, true)).sum();
    let emoji_w = match &b["emoji"] {
        Value::Object(e) if e.contains_key("id") && !e["id"].is_null() => 20.0,
        Value::Object(_) => 18.0 * 1.18,
        _ => 0.0,
    };
    let gap = if emoji_w > 0.0 && !label.is_empty() { 6.0 } else { 0.0 };
    (32.0 + emoji_w + gap + label_w).max(60.0)
}

/// The height of a message's rows of buttons and selects in a `column` px column.
fn components_height(rows: &[Value], column: f32) -> f32 {
    rows.iter()
        .map(|row| {
            let items = row["components"].as_array().cloned().unwrap_or_default();
            if items.iter().any(|c| c["type"] != 2) {
                return 8.0 + 40.0;
            }
            // Buttons wrap onto as many lines as they need, 8 px apart.
            let mut lines = 1;
            let mut x = 0.0f32;
            for b in &items {
                let w = button_width(b);
                if x > 0.0 && x + 8.0 + w > column {
                    lines += 1;
                    x = w;
                } else {
                    x += if x > 0.0 { 8.0 + w } else { w };
                }
            }
            8.0 + lines as f32 * 32.0 + (lines as f32 - 1.0) * 8.0
        })
        .sum()
}

/// How tall `body` (a message as the bot sends it) stands in a conversation
/// `width` px wide: its `pictures` are (file name, (width, height)), `users`
/// names the people it mentions (id → name), `ephemeral` adds Discord's
/// "Only you can see this" line.
pub fn height(body: &Value, pictures: &[(String, (u32, u32))], users: &Value, ephemeral: bool, width: f32) -> u32 {
    let column = width - 72.0 - 48.0;
    let mut h = 22.0; // the author line
    if let Some(content) = body["content"].as_str().filter(|c| !c.is_empty()) {
        h += text_height(content, 16.0, 22.0, column, users);
    }
    for e in body["embeds"].as_array().into_iter().flatten() {
        h += embed_height(e, column, pictures, users);
    }
    // Pictures no embed shows are drawn under the embeds.
    let shown: Vec<String> = body["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| {
            e["image"]["url"]
                .as_str()
                .map(|u| u.trim_start_matches("attachment://").to_string())
        })
        .collect();
    for (name, _) in pictures.iter().filter(|(n, _)| !shown.contains(n)) {
        h += 8.0 + picture_height(name, pictures, (column.min(550.0), 350.0));
    }
    h += components_height(body["components"].as_array().map(Vec::as_slice).unwrap_or(&[]), column);
    if ephemeral {
        h += 4.0 + 16.5;
    }
    // The message's padding and margin, the conversation's around it.
    (h.max(44.0) + 12.0 + 10.0 + 8.0 + 12.0).ceil() as u32
}

/// A PNG's size from its header.
pub fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    if bytes.len() < 24 || &bytes[..8] != b"\x89PNG\r\n\x1a\n" {
        return None;
    }
    let w = u32::from_be_bytes(bytes[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(bytes[20..24].try_into().ok()?);
    Some((w, h))
}

/// How tall the fake's message `m` stands on a phone (its pictures as stored).
pub fn phone_height(m: &crate::fake_discord::server::Msg, users: &Value) -> u32 {
    let pictures: Vec<(String, (u32, u32))> = m
        .files
        .iter()
        .filter_map(|f| Some((f.filename.clone(), png_size(&f.bytes)?)))
        .collect();
    height(&m.body, &pictures, users, m.ephemeral_for.is_some(), PHONE_WIDTH)
}
