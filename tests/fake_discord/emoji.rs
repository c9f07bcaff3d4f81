//! The application's own emoji as Discord keeps them (#55): listed, made,
//! renamed and deleted at `/applications/{id}/emojis`, usable in any server,
//! DM or group DM without Use External Emojis. Discord's rules, kept here:
//! a name of 2–32 characters of `[A-Za-z0-9_]`, unique among the
//! application's (50035 `APPLICATION_EMOJI_NAME_ALREADY_TAKEN`); an image
//! of at most 256 KiB (50138 "Failed to resize asset below the maximum
//! size: 262144"); at most 2,000 of them (30008 "Maximum number of emojis
//! reached"). In a message, a component's `{"id", "name"}` must name one of
//! them (50035 `BUTTON_COMPONENT_INVALID_EMOJI` "Invalid emoji"), and
//! `<:name:id>` in text that names none shows as `:name:` in words: a
//! violation here, though Discord accepts the message.

use base64::Engine;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

pub const LIMIT: usize = 2000;
pub const MAX_BYTES: usize = 256 * 1024;

/// One emoji of the application.
#[derive(Clone, Debug)]
pub struct Kept {
    pub name: String,
    pub png: Vec<u8>,
}

#[derive(Default)]
pub struct AppEmojis {
    kept: Mutex<BTreeMap<u64, Kept>>,
    /// Uploads and deletions Discord accepted.
    pub uploads: AtomicU64,
    pub deletes: AtomicU64,
    /// Refuse every upload (as Discord does an image it cannot read).
    pub refuse: AtomicBool,
    /// Emoji someone else deleted (in the Developer Portal, or another tool
    /// of the application): the bot cannot know until Discord refuses one.
    gone: Mutex<std::collections::HashSet<u64>>,
}

/// What a message does with the application's emoji (`AppEmojis::check`).
#[derive(Default)]
pub struct Checked {
    /// Component emoji that never were the application's: the bot's mistake.
    pub broken: Vec<String>,
    /// `<:name:id>` in text that names none: shown as words (a violation,
    /// though Discord takes the message).
    pub words: Vec<String>,
    /// Component emoji that someone else deleted: Discord refuses the
    /// message, but the bot could not have known.
    pub gone: Vec<String>,
}

/// Discord's answer to a request it refused: status and body.
pub type Refusal = (u16, Value);

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

fn object(id: u64, k: &Kept) -> Value {
    json!({"id": id.to_string(), "name": k.name, "roles": [], "require_colons": true,
           "managed": false, "animated": false, "available": true,
           "user": {"id": "900000000000000001", "username": "wizard-bot", "discriminator": "0", "avatar": null, "bot": true}})
}

fn name_ok(name: &str) -> bool {
    (2..=32).contains(&name.chars().count()) && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

impl AppEmojis {
    /// `GET`: `{"items": [...]}`, as Discord wraps them.
    pub fn list(&self) -> Value {
        let items: Vec<Value> = lock(&self.kept).iter().map(|(id, k)| object(*id, k)).collect();
        json!({ "items": items })
    }

    /// `POST` with `{"name", "image": "data:image/png;base64,…"}`.
    pub fn create(&self, id: u64, body: &Value) -> Result<Value, Refusal> {
        let name = body["name"].as_str().unwrap_or_default().to_string();
        if !name_ok(&name) {
            return Err((
                400,
                json!({"code": 50035, "message": "Invalid Form Body",
                "errors": [format!("name {name:?}: 2-32 characters of A-Z a-z 0-9 _")]}),
            ));
        }
        let image = body["image"].as_str().unwrap_or_default();
        let Some(png) = image
            .strip_prefix("data:image/png;base64,")
            .and_then(|b| base64::engine::general_purpose::STANDARD.decode(b).ok())
        else {
            return Err((
                400,
                json!({"code": 50035, "message": "Invalid Form Body", "errors": ["image: not a data URI"]}),
            ));
        };
        if self.refuse.load(Ordering::SeqCst) {
            return Err((
                400,
                json!({"code": 50138, "message": "Failed to resize asset below the maximum size: 262144"}),
            ));
        }
        if png.len() > MAX_BYTES {
            return Err((
                400,
                json!({"code": 50138, "message": "Failed to resize asset below the maximum size: 262144"}),
            ));
        }
        let mut kept = lock(&self.kept);
        if kept.values().any(|k| k.name == name) {
            return Err((
                400,
                json!({"code": 50035, "message": "Invalid Form Body",
                "errors": ["APPLICATION_EMOJI_NAME_ALREADY_TAKEN"]}),
            ));
        }
        if kept.len() >= LIMIT {
            return Err((
                400,
                json!({"code": 30008, "message": "Maximum number of emojis reached (2000)"}),
            ));
        }
        let k = Kept { name, png };
        let answer = object(id, &k);
        kept.insert(id, k);
        self.uploads.fetch_add(1, Ordering::SeqCst);
        Ok(answer)
    }

    /// `PATCH` with `{"name"}`.
    pub fn rename(&self, id: u64, body: &Value) -> Result<Value, Refusal> {
        let name = body["name"].as_str().unwrap_or_default().to_string();
        let mut kept = lock(&self.kept);
        if !name_ok(&name) || kept.iter().any(|(i, k)| *i != id && k.name == name) {
            return Err((
                400,
                json!({"code": 50035, "message": "Invalid Form Body", "errors": ["name"]}),
            ));
        }
        let Some(k) = kept.get_mut(&id) else {
            return Err((404, json!({"code": 10014, "message": "Unknown Emoji"})));
        };
        k.name = name;
        Ok(object(id, k))
    }

    pub fn delete(&self, id: u64) -> Result<(), Refusal> {
        match lock(&self.kept).remove(&id) {
            Some(_) => {
                self.deletes.fetch_add(1, Ordering::SeqCst);
                Ok(())
            }
            None => Err((404, json!({"code": 10014, "message": "Unknown Emoji"}))),
        }
    }

    pub fn get(&self, id: u64) -> Result<Value, Refusal> {
        match lock(&self.kept).get(&id) {
            Some(k) => Ok(object(id, k)),
            None => Err((404, json!({"code": 10014, "message": "Unknown Emoji"}))),
        }
    }

    /// Someone else deletes emoji `id` (not the bot): a component that
    /// shows it is refused from now on, as Discord does, without the bot
    /// being at fault; text that shows it shows words.
    pub fn delete_by_someone_else(&self, id: u64) -> bool {
        let removed = lock(&self.kept).remove(&id).is_some();
        if removed {
            lock(&self.gone).insert(id);
        }
        removed
    }

    /// Every emoji kept: id, name, picture.
    pub fn all(&self) -> Vec<(u64, Kept)> {
        lock(&self.kept).iter().map(|(i, k)| (*i, k.clone())).collect()
    }

    /// Someone else's emoji (another feature of the application, or an
    /// operator's), as many as `count`, with ids from `first`.
    pub fn fill(&self, first: u64, count: usize) {
        let mut kept = lock(&self.kept);
        for i in 0..count {
            let name = format!("other_{i}");
            kept.insert(first + i as u64, Kept { name, png: Vec::new() });
        }
    }

    /// Changes the picture kept under the emoji named `name` (as if an
    /// older release had uploaded another drawing of it).
    pub fn rename_to_old(&self, base: &str) -> bool {
        let mut kept = lock(&self.kept);
        let Some(k) = kept.values_mut().find(|k| k.name.starts_with(&format!("{base}_"))) else {
            return false;
        };
        k.name = format!("{base}_00000000");
        true
    }

    /// What a message does with emoji: component emoji with an id that is
    /// not one of the application's break it; `<:name:id>` in its text that
    /// names none is returned as shown-as-words (a violation, not a refusal).
    pub fn check(&self, message: &Value) -> Checked {
        let kept = lock(&self.kept);
        let gone = lock(&self.gone);
        let deleted = |id: &str| id.parse::<u64>().ok().is_some_and(|i| gone.contains(&i));
        let mut checked = Checked::default();
        let known = |id: &str, name: &str| {
            id.parse::<u64>()
                .ok()
                .and_then(|i| kept.get(&i))
                .is_some_and(|k| k.name == name)
        };
        let mut stack = vec![message.clone()];
        while let Some(v) = stack.pop() {
            match &v {
                Value::Object(map) => {
                    if let Some(e) = map.get("emoji")
                        && let Some(id) = e["id"].as_str()
                        && !known(id, e["name"].as_str().unwrap_or_default())
                    {
                        let list = match deleted(id) {
                            true => &mut checked.gone,
                            false => &mut checked.broken,
                        };
                        list.push(format!(
                            "BUTTON_COMPONENT_INVALID_EMOJI Invalid emoji: {id} {:?} is not one of the application's",
                            e["name"]
                        ));
                    }
                    stack.extend(map.values().cloned());
                }
                Value::Array(items) => stack.extend(items.iter().cloned()),
                Value::String(s) => {
                    let mut rest = s.as_str();
                    while let Some(at) = rest.find("<:") {
                        rest = &rest[at + 2..];
                        let Some(end) = rest.find('>') else { break };
                        let tag = &rest[..end];
                        // One someone else deleted shows as words too, but the
                        // bot learns of it only when Discord refuses a component.
                        if let Some((name, id)) = tag.split_once(':')
                            && !known(id, name)
                            && !deleted(id)
                        {
                            checked
                                .words
                                .push(format!("<:{tag}> shows as :{name}: (no such emoji of the application)"));
                        }
                    }
                }
                _ => {}
            }
        }
        checked
    }
}
