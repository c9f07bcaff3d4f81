//! Channel posts and edits sent by hand rather than through serenity's
//! builders, so the answer is read for the one field the bot needs (the
//! message's id): Discord carried out a request whose answer serenity 0.12
//! cannot read (a newer field's shape), and posting it again would show the
//! table twice. Also the HTTP client every Discord request goes through, with
//! a time limit, so a request that is never answered fails and is tried again.

use std::time::Duration;

use serde_json::Value;
use serenity::all::{ChannelId, Http, HttpError, LightMethod, MessageId, Request, Route};

use crate::discord::transport::unreadable::without_values;
use crate::metric_names::UNREADABLE_ANSWERS;

/// The longest a Discord request may take before it counts as failed (and a
/// table's update is tried again, with its newest state).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(15);

/// A message as Discord's JSON and the pictures uploaded with it, numbered
/// in order (`files[i]` is the attachment whose id is `i`).
pub struct Outgoing {
    pub json: Value,
    pub files: Vec<(String, Vec<u8>)>,
}

/// A message posted: its id, and whether it shows what this post sent.
pub struct Posted {
    pub id: MessageId,
    /// False when Discord answered with the message an earlier try of the
    /// same `nonce` made (its answer was lost): it shows that try's state,
    /// and needs an edit to show this one.
    pub as_sent: bool,
    /// Discord took the message without the embeds it carried: the bot may
    /// not embed links in that channel (Discord drops a bot's embeds there
    /// silently), so what they said is not shown.
    pub embeds_dropped: bool,
}

/// Posts a message, reading from the answer only the one field the bot
/// needs: the message's id. A 2xx answer serenity's `Message` cannot read is
/// said at WARN and counted, and the message taken as posted: trying again
/// would post it twice.
pub async fn post_message(http: &Http, channel: ChannelId, message: Outgoing) -> Result<Posted, serenity::Error> {
    let route = Route::ChannelMessages { channel_id: channel };
    let sent = fingerprint(&message.json);
    let had_embeds = message.json["embeds"].as_array().is_some_and(|e| !e.is_empty());
    let answer = send(http, Request::new(route, LightMethod::Post), message).await?;
    let answered = serde_json::from_slice::<Value>(&answer).ok();
    let as_sent = answered.as_ref().is_some_and(|v| fingerprint(v) == sent);
    let embeds_dropped = had_embeds
        && answered
            .as_ref()
            .is_some_and(|v| v["embeds"].as_array().is_none_or(|e| e.is_empty()));
    let id = match serde_json::from_slice::<serenity::all::Message>(&answer) {
        Ok(m) => m.id,
        Err(e) => {
            let id = message_id(&answer).ok_or(serenity::Error::Json(e))?;
            answer_unreadable("create_message", &answer);
            id
        }
    };
    Ok(Posted {
        id,
        as_sent,
        embeds_dropped,
    })
}

/// What tells one state of a message from another: its text and its
/// components' `custom_id`s (which carry the game's version).
fn fingerprint(message: &Value) -> (String, Vec<String>) {
    fn ids(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(o) => {
                if let Some(Value::String(id)) = o.get("custom_id") {
                    out.push(id.clone());
                }
                o.values().for_each(|v| ids(v, out));
            }
            Value::Array(a) => a.iter().for_each(|v| ids(v, out)),
            _ => {}
        }
    }
    let mut custom_ids = Vec::new();
    ids(&message["components"], &mut custom_ids);
    (message["content"].as_str().unwrap_or_default().to_string(), custom_ids)
}

/// Edits a message; an answer serenity cannot read is said and counted, and
/// the edit taken as done (the status was 2xx).
pub async fn edit_message(
    http: &Http,
    channel: ChannelId,
    message: MessageId,
    edit: Outgoing,
) -> Result<(), serenity::Error> {
    let route = Route::ChannelMessage {
        channel_id: channel,
        message_id: message,
    };
    let answer = send(http, Request::new(route, LightMethod::Patch), edit).await?;
    if serde_json::from_slice::<serenity::all::Message>(&answer).is_err() {
        answer_unreadable("edit_message", &answer);
    }
    Ok(())
}

/// Sends `request` with `body` as serenity would (its route, proxy, token and
/// headers; JSON, or multipart with `payload_json` when there are files) and
/// returns the answer's bytes; a status other than 2xx is the error serenity gives.
async fn send(http: &Http, request: Request<'_>, body: Outgoing) -> Result<Vec<u8>, serenity::Error> {
    let method = *request.method_ref();
    let request = if body.files.is_empty() {
        request.body(Some(serde_json::to_vec(&body.json)?))
    } else {
        request
    };
    let mut builder = request.build(client(), http.token(), http.proxy.as_deref())?;
    if !body.files.is_empty() {
        let mut form = reqwest::multipart::Form::new();
        for (i, (name, bytes)) in body.files.into_iter().enumerate() {
            let part = reqwest::multipart::Part::bytes(bytes)
                .file_name(name)
                .mime_str("image/png")
                .map_err(|e| serenity::Error::Http(HttpError::Request(e)))?;
            form = form.part(format!("files[{i}]"), part);
        }
        form = form.text("payload_json", serde_json::to_string(&body.json)?);
        // Replaces the empty body's length that `build` set.
        builder = builder.multipart(form);
    }
    let response = builder
        .send()
        .await
        .map_err(|e| serenity::Error::Http(HttpError::Request(e)))?;
    if !response.status().is_success() {
        return Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(
            serenity::all::ErrorResponse::from_response(response, method.reqwest_method()).await,
        )));
    }
    let bytes = response
        .bytes()
        .await
        .map_err(|e| serenity::Error::Http(HttpError::Request(e)))?;
    Ok(bytes.to_vec())
}

/// The one HTTP client of the bot's Discord requests (serenity's too): it
/// keeps its connections, and gives up on a request after `REQUEST_TIMEOUT`.
pub fn client() -> &'static reqwest::Client {
    static CLIENT: std::sync::OnceLock<reqwest::Client> = std::sync::OnceLock::new();
    CLIENT.get_or_init(|| {
        reqwest::Client::builder()
            .use_rustls_tls()
            .timeout(REQUEST_TIMEOUT)
            .build()
            .unwrap_or_default()
    })
}

/// A message id from an answer, read alone.
fn message_id(answer: &[u8]) -> Option<MessageId> {
    let v: Value = serde_json::from_slice(answer).ok()?;
    let id = v.get("id")?;
    let n = match id {
        Value::String(s) => s.parse().ok()?,
        Value::Number(n) => n.as_u64()?,
        _ => return None,
    };
    (n != 0).then(|| MessageId::new(n))
}

fn answer_unreadable(what: &'static str, answer: &[u8]) {
    metrics::counter!(UNREADABLE_ANSWERS, "request" => what).increment(1);
    let error = serde_json::from_slice::<serenity::all::Message>(answer)
        .err()
        .map(|e| without_values(&e.to_string()))
        .unwrap_or_default();
    tracing::warn!(
        request = what,
        error,
        "Discord carried out a request but serenity cannot read its answer; going on with the message id"
    );
}

/// Creates (`event` `None`) or edits a guild scheduled event — a game
/// night's entry in the server's Events — and returns its id, read from the
/// answer alone.
pub async fn scheduled_event(
    http: &Http,
    guild: serenity::all::GuildId,
    event: Option<u64>,
    body: Value,
) -> Result<u64, serenity::Error> {
    let request = match event {
        Some(id) => Request::new(
            Route::GuildScheduledEvent {
                guild_id: guild,
                event_id: serenity::all::ScheduledEventId::new(id),
            },
            LightMethod::Patch,
        ),
        None => Request::new(Route::GuildScheduledEvents { guild_id: guild }, LightMethod::Post),
    };
    let answer = send(
        http,
        request,
        Outgoing {
            json: body,
            files: Vec::new(),
        },
    )
    .await?;
    message_id(&answer)
        .map(|id| id.get())
        .ok_or_else(|| serenity::Error::Other("scheduled_event_without_id"))
}

/// Discord's "a thread has already been created for this message" (160004).
pub fn thread_exists(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) if r.error.code == 160004)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_id_is_read_alone() {
        assert_eq!(message_id(br#"{"id": "42", "type": "odd"}"#), Some(MessageId::new(42)));
        assert_eq!(message_id(br#"{"type": 0}"#), None);
        assert_eq!(message_id(b"not json"), None);
    }

    #[test]
    fn a_message_is_told_apart_by_its_text_and_custom_ids() {
        let a =
            serde_json::json!({"content": "Round 2", "components": [{"components": [{"custom_id": "g1.v7.bid.0"}]}]});
        let mut b = a.clone();
        assert_eq!(fingerprint(&a), fingerprint(&b));
        b["id"] = "5".into();
        assert_eq!(fingerprint(&a), fingerprint(&b), "fields Discord adds do not count");
        b["components"][0]["components"][0]["custom_id"] = "g1.v8.bid.0".into();
        assert_ne!(fingerprint(&a), fingerprint(&b));
    }
}
