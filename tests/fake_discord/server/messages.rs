//! The fake Discord's message routes: posting (nonces, threads' own
//! permission, no posting where the bot only answers), editing, deleting and
//! starting a thread; and how the fake keeps a message and answers with one.

use axum::http::{Method, StatusCode};
use axum::response::IntoResponse;
use serde_json::{Value, json};
use std::sync::atomic::Ordering;

use super::rest::{Answer, Call, Reply, refuse};
use super::{
    ATTACH_FILES, BOT_ID, CREATE_PUBLIC_THREADS, GUILD_ID, Inner, Msg, Private, PublicPayload, SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS, dm_closed, dm_to, guild_of, lacking, lock, record_notifications, user_object,
    without_embeds_unless_allowed,
};

/// `POST /channels/{channel}/messages`.
pub(super) fn post(c: &Call, channel: &str) -> Reply {
    let Call {
        inner,
        body: json_body,
        files,
        path,
        ..
    } = *c;
    let violation = |msg: String| c.violation(msg);
    if dm_to(inner, channel, &inner.no_mutual_guild) {
        return Err(refuse(
            StatusCode::FORBIDDEN,
            json!({"code": 50278, "message": "Cannot send messages to this user due to having no mutual guilds"}),
        ));
    }
    if dm_closed(inner, channel) {
        return Err(refuse(
            StatusCode::FORBIDDEN,
            json!({"code": 50007, "message": "Cannot send messages to this user"}),
        ));
    }
    let channel: u64 = channel.parse().unwrap_or(0);
    // A group DM (or a DM between users) the app is used in through a
    // user install: the bot is no member and may not post there.
    if lock(&inner.private_channels).get(&channel) == Some(&Private::Elsewhere) {
        violation(format!(
            "{path}: a bot posted in a private channel it only answers interactions in"
        ));
        return Err(refuse(
            StatusCode::FORBIDDEN,
            json!({"code": 50001, "message": "Missing Access"}),
        ));
    }
    let is_thread = lock(&inner.threads).contains_key(&channel);
    let post = if is_thread {
        SEND_MESSAGES_IN_THREADS
    } else {
        SEND_MESSAGES
    };
    let upload = if files.is_empty() { 0 } else { ATTACH_FILES };
    if let Some((status, body)) = lacking(inner, channel, post | upload) {
        return Err(refuse(status, body));
    }
    let mut json_body = json_body.clone();
    without_embeds_unless_allowed(inner, channel, &mut json_body);
    // `enforce_nonce`: one message per nonce and author (Discord keeps
    // them a few minutes); the same nonce again is answered with that
    // message, in whichever channel it was posted.
    let nonce = json_body["nonce"]
        .as_str()
        .filter(|_| json_body["enforce_nonce"] == json!(true))
        .map(str::to_string);
    let earlier = nonce.as_ref().and_then(|n| lock(&inner.nonces).get(n).copied());
    if let Some(id) = earlier.filter(|id| lock(&inner.messages).contains_key(id)) {
        inner.nonce_repeats.fetch_add(1, Ordering::SeqCst);
        // The earlier message, in its own channel.
        let (body, its_channel) = lock(&inner.messages)
            .get(&id)
            .map(|m| (m.body.clone(), m.channel))
            .unwrap_or_default();
        return Err(Answer::now(
            axum::Json(message_object(id, its_channel, "", &body)).into_response(),
        ));
    }
    let id = c.new_id();
    if let Some(n) = nonce {
        lock(&inner.nonces).insert(n, id);
    }
    store_message(inner, id, channel, json_body.clone(), None, true);
    attach(inner, id, Vec::new(), files);
    record_notifications(inner, channel, id, &json_body);
    Ok(message_object(id, channel, "", &json_body))
}

/// `DELETE /channels/{channel}/messages/{message}`.
pub(super) fn delete(c: &Call, channel: &str, message: &str) -> Reply {
    let inner = c.inner;
    let channel: u64 = channel.parse().unwrap_or(0);
    let message: u64 = message.parse().unwrap_or(0);
    let gone = lock(&inner.messages).get(&message).is_none_or(|m| m.channel != channel);
    if gone {
        return Err(refuse(
            StatusCode::NOT_FOUND,
            json!({"code": 10008, "message": "Unknown Message"}),
        ));
    }
    lock(&inner.messages).remove(&message);
    lock(&inner.by_custom_id).retain(|_, m| *m != message);
    lock(&inner.deleted).insert(message);
    Err(Answer::now(StatusCode::NO_CONTENT.into_response()))
}

/// `PATCH /channels/{channel}/messages/{message}`.
pub(super) fn edit(c: &Call, channel: &str, message: &str) -> Reply {
    let Call {
        inner,
        body: json_body,
        files,
        path,
        ..
    } = *c;
    let violation = |msg: String| c.violation(msg);
    let channel: u64 = channel.parse().unwrap_or(0);
    let message: u64 = message.parse().unwrap_or(0);
    if lock(&inner.deleted).contains(&message) {
        // Deleted by someone else: Discord answers Unknown Message.
        return Err(refuse(
            StatusCode::NOT_FOUND,
            json!({"code": 10008, "message": "Unknown Message"}),
        ));
    }
    if lock(&inner.messages).get(&message).is_none_or(|m| m.channel != channel) {
        violation(format!(
            "PATCH {path}: no message {message} in channel {channel} (10008)"
        ));
    }
    // Editing its own message needs no Send Messages; a new upload needs Attach Files.
    let upload = if files.is_empty() { 0 } else { ATTACH_FILES };
    if let Some((status, body)) = lacking(inner, channel, upload) {
        return Err(refuse(status, body));
    }
    let mut json_body = json_body.clone();
    without_embeds_unless_allowed(inner, channel, &mut json_body);
    Ok(edit_in_place(c, message, &json_body).unwrap_or_else(|| message_object(message, channel, "", &json!({}))))
}

/// Carries out an edit of message `id` (its fields, the attachments it
/// keeps, the files uploaded): the message as Discord answers it, if it is.
pub(super) fn edit_in_place(c: &Call, id: u64, body: &Value) -> Option<Value> {
    update_message(c.inner, id, body);
    attach(c.inner, id, c.kept.to_vec(), c.files);
    lock(&c.inner.messages)
        .get(&id)
        .map(|m| message_object(m.id, m.channel, "", &m.body))
}

/// `POST /channels/{channel}/messages/{message}/threads`.
pub(super) fn thread(c: &Call, channel: &str, message: &str) -> Reply {
    let Call {
        inner, body: json_body, ..
    } = *c;
    let parent: u64 = channel.parse().unwrap_or(0);
    // A thread started from a message has the message's id, and a
    // message has at most one thread (160004, as Discord answers).
    let id: u64 = message.parse().unwrap_or(0);
    if let Some((status, body)) = lacking(inner, parent, CREATE_PUBLIC_THREADS) {
        return Err(refuse(status, body));
    }
    if lock(&inner.threads).contains_key(&id) {
        let body = json!({"code": 160004, "message": "A thread has already been created for this message"});
        return Err(refuse(StatusCode::BAD_REQUEST, body));
    }
    lock(&inner.threads).insert(id, parent);
    Ok(
        json!({"id": id.to_string(), "type": 11, "guild_id": guild_of(inner, parent).to_string(),
           "name": json_body["name"], "parent_id": parent.to_string(), "owner_id": BOT_ID.to_string(),
           "thread_metadata": {"archived": false, "auto_archive_duration": 1440,
                               "archive_timestamp": "2026-11-21T00:00:00.000000+00:00", "locked": false}}),
    )
}

/// A Message as serenity's model requires it.
pub(super) fn message_object(id: u64, channel: u64, content: &str, body: &Value) -> Value {
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "guild_id": GUILD_ID.to_string(),
        "author": user_object(BOT_ID, "wizard-bot", true),
        "content": body.get("content").and_then(Value::as_str).unwrap_or(content),
        "timestamp": "2026-11-21T00:00:00.000000+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": body.get("embeds").cloned().unwrap_or(json!([])),
        "components": body.get("components").cloned().unwrap_or(json!([])),
        "pinned": false, "type": 0, "flags": body.get("flags").cloned().unwrap_or(json!(0))
    })
}

pub(super) fn index_custom_ids(inner: &Inner, id: u64, body: &Value) {
    let mut index = lock(&inner.by_custom_id);
    for row in body["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if let Some(cid) = c["custom_id"].as_str() {
                let e = index.entry(cid.to_string()).or_insert(id);
                *e = (*e).max(id);
            }
        }
    }
}

pub(super) fn store_message(
    inner: &Inner,
    id: u64,
    channel: u64,
    body: Value,
    ephemeral_for: Option<u64>,
    public_log: bool,
) {
    if ephemeral_for.is_none() {
        index_custom_ids(inner, id, &body);
    }
    if ephemeral_for.is_none() && public_log {
        lock(&inner.publics).push(PublicPayload {
            channel,
            message: id,
            body: body.clone(),
        });
    }
    lock(&inner.messages).insert(
        id,
        Msg {
            id,
            channel,
            body,
            ephemeral_for,
            edits: 0,
            files: Vec::new(),
        },
    );
}

/// The private panel a request edits, read from its raw body (before it is
/// carried out): a PATCH of an interaction's `@original`, or a click answered
/// by updating the message clicked.
pub(super) fn edited_panel(inner: &Inner, method: &Method, path: &str, body: &[u8]) -> Option<u64> {
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let message = match (method.as_str(), segments.as_slice()) {
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => lock(&inner.originals).get(*token).copied(),
        ("POST", ["interactions", id, _, "callback"]) if String::from_utf8_lossy(body).contains("\"type\":7") => {
            lock(&inner.interactions).get(*id).and_then(|i| i.message)
        }
        _ => None,
    }?;
    lock(&inner.messages)
        .get(&message)
        .is_some_and(|m| m.ephemeral_for.is_some())
        .then_some(message)
}

/// The message an edit request changes: a PATCH of a channel message or of an
/// interaction's `@original`, or an interaction answered by updating the
/// message clicked (type 7).
pub(super) fn edited_message(inner: &Inner, method: &Method, path: &str, body: &Value) -> Option<u64> {
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    match (method.as_str(), segments.as_slice()) {
        ("PATCH", ["channels", _, "messages", message]) => message.parse().ok(),
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => lock(&inner.originals).get(*token).copied(),
        ("POST", ["interactions", id, _, "callback"]) if body["type"].as_u64() == Some(7) => {
            lock(&inner.interactions).get(*id).and_then(|i| i.message)
        }
        _ => None,
    }
}

/// Gives a message the attachments it keeps and the files just uploaded,
/// and holds it to Discord's rule that a picture no embed shows is drawn as
/// a loose file (a violation: the player sees it twice, or an old one).
pub(super) fn attach(
    inner: &Inner,
    id: u64,
    kept: Vec<super::super::multipart::Stored>,
    uploads: &[super::super::multipart::Upload],
) {
    let mut messages = lock(&inner.messages);
    let Some(m) = messages.get_mut(&id) else { return };
    let mut files = kept;
    for u in uploads {
        files.push(super::super::multipart::Stored {
            id: inner.next_id.fetch_add(1, Ordering::SeqCst),
            filename: u.filename.clone(),
            bytes: u.bytes.clone(),
        });
    }
    let loose = super::super::multipart::loose(&m.body, &files);
    m.files = files;
    drop(messages);
    for l in loose {
        lock(&inner.violations).push(format!("message {id}: {l}"));
    }
}

/// An edit replaces the fields it names (as Discord does).
pub(super) fn update_message(inner: &Inner, id: u64, patch: &Value) {
    let mut messages = lock(&inner.messages);
    let Some(m) = messages.get_mut(&id) else { return };
    if let (Some(body), Some(patch)) = (m.body.as_object_mut(), patch.as_object()) {
        for (k, v) in patch {
            body.insert(k.clone(), v.clone());
        }
    }
    m.edits += 1;
    if m.ephemeral_for.is_none() {
        index_custom_ids(inner, id, &m.body);
        lock(&inner.publics).push(PublicPayload {
            channel: m.channel,
            message: id,
            body: patch.clone(),
        });
    }
}
