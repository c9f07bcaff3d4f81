//! How the fake Discord carries out one REST request: held or delayed as a
//! test asks, then Discord's rate limits, a test's injected faults, the body
//! checked against the OpenAPI description and the platform's rules, routed
//! to its resource (`interactions`, `messages`, `dms`, `events`, and here the
//! gateway, commands and emoji), and answered (oddly, if a test asked).

use axum::body::Bytes;
use axum::extract::{OriginalUri, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use super::super::limits::check_message;
use super::super::multipart::{Stored, Upload};
use super::{
    APP_ID, BOT_ID, CHANNEL_EDIT_WINDOW, CHANNEL_EDITS, GLOBAL_LIMIT, Inner, Oddity, Request, dms, edited_channel,
    events, interactions, is_bot_token, lock, messages, payload_text, user_object,
};

/// One request as its route reads it.
#[derive(Clone, Copy)]
pub(super) struct Call<'a> {
    pub inner: &'a Inner,
    pub method: &'a str,
    pub path: &'a str,
    /// The JSON body (a multipart request's `payload_json`), or null.
    pub body: &'a Value,
    pub files: &'a [Upload],
    /// The attachments an edited message keeps.
    pub kept: &'a [Stored],
    pub arrived: Instant,
}

impl Call<'_> {
    /// Records what Discord would refuse or a test must hear of.
    pub fn violation(&self, msg: String) {
        lock(&self.inner.violations).push(msg);
    }

    /// A new snowflake.
    pub fn new_id(&self) -> u64 {
        self.inner.next_id.fetch_add(1, Ordering::SeqCst)
    }
}

/// A route's answer other than JSON carried out: refused as Discord refuses
/// it, or a response of its own (no content, a rate limit, an earlier message).
pub(super) enum Answer {
    Refuse(StatusCode, Value),
    Now(Box<Response>),
}

impl Answer {
    pub fn now(response: Response) -> Answer {
        Answer::Now(Box::new(response))
    }
}

/// What a route answers: the JSON of the thing done, or another answer.
pub(super) type Reply = Result<Value, Answer>;

pub(super) fn refuse(status: StatusCode, body: Value) -> Answer {
    Answer::Refuse(status, body)
}

/// Marks a request carried out and never to be answered (`Oddity::Stall`).
#[derive(Clone, Copy)]
pub(super) struct Stalled;

pub(super) async fn rest(
    state: State<Arc<Inner>>,
    method: Method,
    uri: OriginalUri,
    headers: axum::http::HeaderMap,
    body: Bytes,
) -> Response {
    let held = {
        let mut delays = lock(&state.0.delays);
        let text = String::from_utf8_lossy(&body);
        let hit = delays.iter_mut().find(|d| {
            d.left > 0
                && d.method == method.as_str()
                && uri.0.path().contains(&d.path_part)
                && d.needle.as_ref().is_none_or(|n| text.contains(n.as_str()))
        });
        hit.map(|d| {
            d.left -= 1;
            d.by
        })
    };
    // An edit of a private panel is under way from here until it is carried out.
    let panel = messages::edited_panel(&state.0, &method, uri.0.path(), &body);
    if let Some(m) = panel {
        let mut in_flight = lock(&state.0.panel_edits_in_flight);
        let n = in_flight.entry(m).or_default();
        if *n > 0 {
            lock(&state.0.crossed_panel_edits).push(format!("{method} {}: panel {m}", uri.0.path()));
        }
        *n += 1;
    }
    if let Some(by) = held {
        tokio::time::sleep(by).await;
    }
    loop {
        let released = state.0.holds_changed.notified();
        tokio::pin!(released);
        released.as_mut().enable();
        let holding = lock(&state.0.holds)
            .iter()
            .any(|(m, part)| m == method.as_str() && uri.0.path().contains(part.as_str()));
        if !holding {
            break;
        }
        state.0.held.fetch_add(1, Ordering::SeqCst);
        released.await;
        state.0.held.fetch_sub(1, Ordering::SeqCst);
    }
    let response = carry_out(state.clone(), method, uri, headers, body);
    if let Some(m) = panel
        && let Some(n) = lock(&state.0.panel_edits_in_flight).get_mut(&m)
    {
        *n = n.saturating_sub(1);
    }
    if response.extensions().get::<Stalled>().is_some() {
        return std::future::pending().await;
    }
    response
}

/// Carries out one REST request as Discord would, and answers it.
fn carry_out(
    State(inner): State<Arc<Inner>>,
    method: Method,
    OriginalUri(uri): OriginalUri,
    headers: axum::http::HeaderMap,
    body: Bytes,
) -> Response {
    let arrived = Instant::now();
    let path = uri.path().to_string();
    let violation = |msg: String| lock(&inner.violations).push(msg);
    // A message with files comes as multipart/form-data (payload_json + files[n]).
    let boundary = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .and_then(super::super::multipart::boundary);
    let (json_body, files) = match boundary {
        Some(b) => match super::super::multipart::parse(&body, &b) {
            Ok(parsed) => parsed,
            Err(e) => {
                violation(format!("{method} {path}: unreadable multipart body: {e}"));
                (Value::Null, Vec::new())
            }
        },
        None if body.is_empty() => (Value::Null, Vec::new()),
        None => (serde_json::from_slice(&body).unwrap_or(Value::Null), Vec::new()),
    };
    let request = Request {
        method: method.to_string(),
        path: path.clone(),
        body: json_body.clone(),
        files: files.clone(),
        at: Instant::now(),
        wall_ms: wizard_bot::store::now_ms(),
    };
    let fault = {
        let mut faults = lock(&inner.faults);
        let body_text = json_body.to_string();
        let hit = faults.iter_mut().find(|f| {
            f.left > 0
                && f.method == method.as_str()
                && path.contains(&f.path_part)
                && f.needle.as_ref().is_none_or(|n| body_text.contains(n.as_str()))
        });
        hit.map(|f| {
            f.left -= 1;
            f.status
        })
    };
    // Discord's global limit: 50 bot-token requests a second per bot; more
    // are refused with 429 (`global: true`), and the bot is told when to retry.
    if is_bot_token(&path) {
        let now = Instant::now();
        let mut sent = lock(&inner.bot_token_sent);
        while sent
            .front()
            .is_some_and(|t| now.duration_since(*t) >= Duration::from_secs(1))
        {
            sent.pop_front();
        }
        if sent.len() >= GLOBAL_LIMIT {
            let retry = 1.0 - now.duration_since(sent[0]).as_secs_f64();
            drop(sent);
            inner.rate_limited.fetch_add(1, Ordering::SeqCst);
            lock(&inner.requests).push(request);
            inner.request_seen.notify_waiters();
            return (
                StatusCode::TOO_MANY_REQUESTS,
                [
                    ("retry-after", format!("{retry:.3}")),
                    ("x-ratelimit-global", "true".to_string()),
                ],
                axum::Json(json!({"message": "You are being rate limited.", "retry_after": retry, "global": true})),
            )
                .into_response();
        }
        sent.push_back(now);
    }
    if inner.channel_edit_limit.load(Ordering::SeqCst)
        && let Some(channel) = edited_channel(method.as_str(), &path)
    {
        let now = Instant::now();
        let mut edits = lock(&inner.channel_edits);
        let times = edits.entry(channel.to_string()).or_default();
        while times
            .front()
            .is_some_and(|t| now.duration_since(*t) >= CHANNEL_EDIT_WINDOW)
        {
            times.pop_front();
        }
        if times.len() >= CHANNEL_EDITS {
            let retry = (CHANNEL_EDIT_WINDOW - now.duration_since(times[0])).as_secs_f64();
            drop(edits);
            inner.rate_limited.fetch_add(1, Ordering::SeqCst);
            inner.channel_limited.fetch_add(1, Ordering::SeqCst);
            lock(&inner.requests).push(request);
            inner.request_seen.notify_waiters();
            return (
                StatusCode::TOO_MANY_REQUESTS,
                [("retry-after", format!("{retry:.3}"))],
                axum::Json(json!({"message": "You are being rate limited.", "retry_after": retry, "global": false})),
            )
                .into_response();
        }
        times.push_back(now);
    }
    if let Some(status) = fault {
        lock(&inner.requests).push(request);
        inner.request_seen.notify_waiters();
        let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        if status == 429 {
            return (
                code,
                [("retry-after", "0.2")],
                axum::Json(json!({"message": "You are being rate limited.", "retry_after": 0.2, "global": false})),
            )
                .into_response();
        }
        return (code, axum::Json(json!({"code": 0, "message": "Internal Server Error"}))).into_response();
    }
    // A channel someone deleted is unknown, whatever is asked of it.
    let channel_gone = path
        .trim_start_matches("/api/v10/")
        .strip_prefix("channels/")
        .and_then(|rest| rest.split('/').next())
        .and_then(|c| c.parse::<u64>().ok())
        .is_some_and(|c| lock(&inner.deleted_channels).contains(&c));
    if channel_gone {
        return refused(
            &inner,
            request,
            StatusCode::NOT_FOUND,
            json!({"code": 10003, "message": "Unknown Channel"}),
        );
    }
    // Validate the body against the spec, and message limits where a message is sent.
    let checked = if json_body.is_null() {
        Ok(())
    } else {
        inner.spec.validate(method.as_str(), &path, &json_body)
    };
    if let Err(e) = checked {
        violation(e.clone());
        return refused(
            &inner,
            request,
            StatusCode::BAD_REQUEST,
            json!({"code": 50035, "message": "Invalid Form Body", "errors": e}),
        );
    }
    let message_body = if path.ends_with("/callback") {
        json_body.get("data").cloned()
    } else {
        Some(json_body.clone())
    };
    // Discord refuses a message that breaks one of its own rules as it refuses a
    // malformed one: 50035, nothing stored, and the test sees a violation.
    // The message an edit changes (its attachments may be kept), if this is one.
    let edited = messages::edited_message(&inner, &method, &path, &json_body);
    // One edit at a time, from here to its end: what it keeps is read from
    // the message as the edits before it left it.
    let _one_edit = edited.map(|_| lock(&inner.one_edit));
    let kept = match (edited, &message_body) {
        (Some(id), Some(m)) => lock(&inner.messages)
            .get(&id)
            .map(|msg| super::super::multipart::kept(m, &msg.files))
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    if let Some(m) = message_body.clone().filter(|m| m.is_object()) {
        let mut broken = check_message(&m);
        broken.extend(super::super::multipart::check(&m, &files, &kept));
        // Custom emoji: a component's must be the application's; in text, one
        // that is not shows as words (Discord takes the message all the same).
        let emoji = inner.app_emojis.check(&m);
        broken.extend(emoji.broken);
        for w in emoji.words {
            violation(format!("{method} {path}: {w}"));
        }
        // An emoji someone else deleted: refused as Discord refuses it (its
        // errors nested as Discord nests them), and no fault of the bot's.
        if broken.is_empty() && !emoji.gone.is_empty() {
            inner.emoji_refusals.fetch_add(1, Ordering::SeqCst);
            let errors: Vec<Value> = emoji
                .gone
                .iter()
                .map(|g| json!({"code": "BUTTON_COMPONENT_INVALID_EMOJI", "message": g}))
                .collect();
            return refused(
                &inner,
                request,
                StatusCode::BAD_REQUEST,
                json!({"code": 50035, "message": "Invalid Form Body",
                       "errors": {"components": {"0": {"components": {"0": {"emoji": {"_errors": errors}}}}}}}),
            );
        }
        if !broken.is_empty() {
            let what = payload_text(&m).lines().next().unwrap_or_default().to_string();
            let has: Vec<&str> = kept.iter().map(|f| f.filename.as_str()).collect();
            for b in &broken {
                violation(format!(
                    "{method} {path}: {b} (a message starting {what:?}; it keeps {has:?})"
                ));
            }
            return refused(
                &inner,
                request,
                StatusCode::BAD_REQUEST,
                json!({"code": 50035, "message": "Invalid Form Body", "errors": broken}),
            );
        }
    }
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    if let Some(answer) = super::super::oauth::serve(&inner.oauth, method.as_str(), &segments, &headers, &body) {
        lock(&inner.requests).push(request);
        inner.request_seen.notify_waiters();
        return answer;
    }
    let call = Call {
        inner: &inner,
        method: method.as_str(),
        path: &path,
        body: &json_body,
        files: &files,
        kept: &kept,
        arrived,
    };
    let reply = match route(&call, &segments) {
        Ok(reply) => reply,
        Err(Answer::Refuse(status, body)) => return refused(&inner, request, status, body),
        Err(Answer::Now(response)) => {
            lock(&inner.requests).push(request);
            inner.request_seen.notify_waiters();
            return *response;
        }
    };
    let odd = {
        let mut odd = lock(&inner.odd_answers);
        let hit = odd
            .iter_mut()
            .find(|o| o.left > 0 && o.method == method.as_str() && path.contains(&o.path_part));
        hit.map(|o| {
            o.left -= 1;
            o.oddity
        })
    };
    let mut reply = reply;
    match odd {
        Some(Oddity::UnknownField) => reply["some_field_from_2027"] = json!({"nested": [1, 2, 3]}),
        Some(Oddity::UnreadableField) => reply["type"] = json!("a new kind of message"),
        Some(Oddity::Stall) => {
            lock(&inner.requests).push(request);
            inner.request_seen.notify_waiters();
            let mut response = axum::Json(reply).into_response();
            response.extensions_mut().insert(Stalled);
            return response;
        }
        Some(Oddity::LostAnswer) => {
            return refused(
                &inner,
                request,
                StatusCode::BAD_GATEWAY,
                json!({"code": 0, "message": "502 Bad Gateway"}),
            );
        }
        None => {}
    }
    lock(&inner.requests).push(request);
    inner.request_seen.notify_waiters();
    axum::Json(reply).into_response()
}

/// Records a request Discord refuses and answers it with `status` and `body`.
fn refused(inner: &Inner, request: Request, status: StatusCode, body: Value) -> Response {
    lock(&inner.requests).push(request);
    inner.request_seen.notify_waiters();
    (status, axum::Json(body)).into_response()
}

/// Which resource a request is for.
fn route(c: &Call, segments: &[&str]) -> Reply {
    let Call {
        inner, body: json_body, ..
    } = *c;
    Ok(match (c.method, segments) {
        ("GET", ["gateway"]) | ("GET", ["gateway", "bot"]) => json!({
            "url": format!("ws://127.0.0.1:{}/ws", inner.port.load(Ordering::SeqCst)),
            "shards": inner.shard_count.load(Ordering::SeqCst),
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        }),
        ("GET", ["users", "@me"]) => user_object(BOT_ID, "wizard-bot", true),
        // With Activities enabled Discord keeps the app's entry point command:
        // a bulk overwrite of the global commands without it is refused.
        ("PUT", ["applications", _, "commands"])
            if inner.activities.load(Ordering::SeqCst)
                && !json_body.as_array().is_some_and(|c| c.iter().any(|c| c["type"] == 4)) =>
        {
            c.violation("a bulk overwrite of the global commands without the entry point command".into());
            return Err(refuse(
                StatusCode::BAD_REQUEST,
                json!({"code": 0, "message": "You cannot remove this app's Entry Point command in a bulk update operation. Please include the Entry Point command in your update request or delete it separately."}),
            ));
        }
        ("GET" | "PUT", ["applications", _, "commands"])
        | ("GET" | "PUT", ["applications", _, "guilds", _, "commands"]) => {
            let cmds = json_body.as_array().cloned().unwrap_or_default();
            Value::Array(
                cmds.into_iter()
                    .enumerate()
                    .map(|(i, mut c)| {
                        c["id"] = json!((5_000 + i).to_string());
                        c["application_id"] = json!(APP_ID.to_string());
                        c["version"] = json!("1");
                        c["type"] = c.get("type").cloned().unwrap_or(json!(1));
                        c
                    })
                    .collect(),
            )
        }
        ("POST", ["interactions", id, token, "callback"]) => return interactions::callback(c, id, token),
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => return interactions::edit_original(c, token),
        ("GET", ["webhooks", _, token, "messages", "@original"]) => return interactions::original(c, token),
        ("POST", ["webhooks", _, token]) => return interactions::followup(c, token),
        ("POST", ["users", "@me", "channels"]) => return dms::open(c),
        ("POST", ["channels", channel, "messages"]) => return messages::post(c, channel),
        ("DELETE", ["channels", channel, "messages", message]) => return messages::delete(c, channel, message),
        ("PATCH", ["channels", channel, "messages", message]) => return messages::edit(c, channel, message),
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            return messages::thread(c, channel, message);
        }
        ("POST", ["guilds", guild, "scheduled-events"]) => return events::create(c, guild),
        ("GET", ["guilds", guild, "scheduled-events"]) => return events::list(c, guild),
        ("PATCH", ["guilds", _, "scheduled-events", event]) => return events::change(c, event),
        (_, ["applications", _, "emojis", ..]) => return emojis(c, segments),
        (_, ["webhooks", _, _, ..]) => messages::message_object(c.new_id(), 700, "", json_body),
        _ => json!({}),
    })
}

/// The application's own emoji: listed, uploaded, read, renamed, deleted.
fn emojis(c: &Call, segments: &[&str]) -> Reply {
    let Call {
        inner, body: json_body, ..
    } = *c;
    let emojis = &inner.app_emojis;
    let id = segments.get(3).and_then(|i| i.parse::<u64>().ok()).unwrap_or(0);
    let answer = match (c.method, segments.len()) {
        ("GET", 3) => Ok(emojis.list()),
        ("POST", 3) => emojis.create(c.new_id(), json_body),
        ("GET", 4) => emojis.get(id),
        ("PATCH", 4) => emojis.rename(id, json_body),
        ("DELETE", 4) => emojis.delete(id).map(|()| Value::Null),
        _ => Err((405, json!({"code": 0, "message": "405: Method Not Allowed"}))),
    };
    match answer {
        Ok(Value::Null) => Err(Answer::now(StatusCode::NO_CONTENT.into_response())),
        Ok(v) => Ok(v),
        Err((status, body)) => {
            let status = StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_REQUEST);
            Err(refuse(status, body))
        }
    }
}
