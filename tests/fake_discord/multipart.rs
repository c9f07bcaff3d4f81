//! Messages with files: Discord takes them as `multipart/form-data` with the
//! message as a `payload_json` part and each file as `files[n]`. The fake reads
//! them as Discord does and holds them to its rules: every `attachment://name`
//! an embed shows was uploaded in the same request or is an attachment the
//! edited message keeps, no file is over the upload limit (10 MiB for a bot in
//! a server without boosts), and no picture is left on a message outside its
//! embeds (Discord then shows it a second time, as a loose file).

use serde_json::Value;
use std::sync::Arc;

/// Discord's upload limit without boosts.
pub const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;

/// One uploaded file.
#[derive(Clone, Debug)]
pub struct Upload {
    pub field: String,
    pub filename: String,
    /// Shared: the request log is copied often, its pictures need not be.
    pub bytes: Arc<[u8]>,
    /// Its description (what a screen reader reads), from the payload's
    /// `attachments` entry with its `files[n]` index as id.
    pub description: Option<String>,
}

/// The boundary of a `multipart/form-data` content type, if it is one.
pub fn boundary(content_type: &str) -> Option<String> {
    let (kind, rest) = content_type.split_once(';')?;
    if kind.trim() != "multipart/form-data" {
        return None;
    }
    rest.split(';')
        .find_map(|p| p.trim().strip_prefix("boundary="))
        .map(|b| b.trim_matches('"').to_string())
}

/// The `payload_json` part and the files of a multipart body.
pub fn parse(body: &[u8], boundary: &str) -> Result<(Value, Vec<Upload>), String> {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut payload = Value::Null;
    let mut files = Vec::new();
    for part in split(body, &delimiter).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break; // the closing delimiter
        }
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let head_end = find(part, b"\r\n\r\n").ok_or("a part without headers")?;
        let head = String::from_utf8_lossy(&part[..head_end]).to_string();
        let content = &part[head_end + 4..];
        let disposition = head
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))
            .ok_or("a part without Content-Disposition")?;
        let field = quoted(disposition, "name=").ok_or("a part without a name")?;
        match quoted(disposition, "filename=") {
            None if field == "payload_json" => {
                payload = serde_json::from_slice(content).map_err(|e| format!("payload_json: {e}"))?;
            }
            None => return Err(format!("unexpected form field `{field}`")),
            Some(filename) => files.push(Upload {
                field,
                filename,
                bytes: content.into(),
                description: None,
            }),
        }
    }
    for f in &mut files {
        let index = f.field.strip_prefix("files[").and_then(|r| r.strip_suffix(']'));
        // A message's own `attachments`, or an interaction callback's (under `data`).
        let listed = payload["attachments"]
            .as_array()
            .or(payload["data"]["attachments"].as_array());
        let entry = listed.and_then(|all| {
            all.iter()
                .find(|a| a["id"].as_u64().map(|id| id.to_string()).as_deref() == index || a["id"].as_str() == index)
        });
        f.description = entry.and_then(|a| a["description"].as_str()).map(str::to_string);
    }
    Ok((payload, files))
}

/// An attachment a message has (uploaded with it or with an edit).
#[derive(Clone, Debug)]
pub struct Stored {
    pub id: u64,
    pub filename: String,
    pub bytes: Arc<[u8]>,
}

/// The attachments an edit keeps: all of them when it names none, else those
/// its `attachments` array lists by id (Discord's rule for PATCH).
pub fn kept(message: &Value, existing: &[Stored]) -> Vec<Stored> {
    match message.get("attachments").and_then(Value::as_array) {
        None => existing.to_vec(),
        Some(listed) => existing
            .iter()
            .filter(|a| {
                listed.iter().any(|l| {
                    l["id"]
                        .as_str()
                        .map(str::to_string)
                        .or_else(|| l["id"].as_u64().map(|n| n.to_string()))
                        == Some(a.id.to_string())
                })
            })
            .cloned()
            .collect(),
    }
}

/// The `attachment://` names a message's embeds show.
pub fn shown(message: &Value) -> Vec<String> {
    let mut names = Vec::new();
    for e in message["embeds"].as_array().into_iter().flatten() {
        for url in [&e["image"]["url"], &e["thumbnail"]["url"]] {
            if let Some(name) = url.as_str().and_then(|u| u.strip_prefix("attachment://")) {
                names.push(name.to_string());
            }
        }
    }
    names
}

/// Pictures a message would carry that none of its embeds shows: Discord
/// draws those as loose files under the message (the same picture twice, or
/// an old one).
pub fn loose(embeds_of: &Value, files: &[Stored]) -> Vec<String> {
    let shown = shown(embeds_of);
    files
        .iter()
        .filter(|f| f.filename.ends_with(".png") && !shown.contains(&f.filename))
        .map(|f| format!("{} is attached but no embed shows it (a loose picture)", f.filename))
        .collect()
}

/// What Discord refuses in a message with files; `kept` are the attachments
/// an edited message keeps.
pub fn check(message: &Value, files: &[Upload], kept: &[Stored]) -> Vec<String> {
    let mut broken = Vec::new();
    for f in files {
        if f.bytes.len() > MAX_FILE_BYTES {
            broken.push(format!(
                "{} is {} bytes (40005 Request entity too large)",
                f.filename,
                f.bytes.len()
            ));
        }
        if !f.field.starts_with("files[") {
            broken.push(format!("file field `{}` is not files[n]", f.field));
        }
    }
    for name in shown(message) {
        if !files.iter().any(|f| f.filename == name) && !kept.iter().any(|f| f.filename == name) {
            broken.push(format!(
                "an embed shows attachment://{name}, which was neither uploaded nor kept"
            ));
        }
    }
    broken
}

fn split<'a>(body: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    let mut rest = body;
    while let Some(i) = find(rest, delimiter) {
        parts.push(&rest[..i]);
        rest = &rest[i + delimiter.len()..];
    }
    parts.push(rest);
    parts
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// `key="value"` in a header line.
fn quoted(line: &str, key: &str) -> Option<String> {
    let at = line.find(key)? + key.len();
    let rest = line[at..].strip_prefix('"')?;
    Some(rest[..rest.find('"')?].to_string())
}
