//! A fake Discord on 127.0.0.1: the REST API the bot uses and the gateway
//! websocket, enough for serenity 0.12's real client (see DISCORD.md). Every
//! request body is validated against Discord's OpenAPI description and the
//! platform limits; interaction callbacks must come within 3 seconds and only
//! once. Anything wrong is recorded as a violation, which tests assert empty.

use axum::Router;
use axum::body::Bytes;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{OriginalUri, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{Notify, mpsc};

use super::limits::check_message;
use super::spec::DiscordSpec;

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_001;
pub const GUILD_ID: u64 = 800_000_000_000_000_001;

/// One request the bot made.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    pub path: String,
    pub body: Value,
    pub at: Instant,
}

struct Interaction {
    token: String,
    created: Instant,
    acked: bool,
}

pub struct Inner {
    spec: DiscordSpec,
    port: AtomicU64,
    next_id: AtomicU64,
    seq: AtomicU64,
    requests: Mutex<Vec<Request>>,
    violations: Mutex<Vec<String>>,
    interactions: Mutex<HashMap<String, Interaction>>,
    shard: Mutex<Option<mpsc::UnboundedSender<String>>>,
    pub ready: Notify,
    pub connections: AtomicU64,
    pub request_seen: Notify,
}

/// A running fake Discord.
#[derive(Clone)]
pub struct FakeDiscord {
    pub addr: SocketAddr,
    pub inner: Arc<Inner>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let inner = Arc::new(Inner {
            spec: DiscordSpec::load().unwrap_or_else(|e| panic!("{e}")),
            port: AtomicU64::new(0),
            next_id: AtomicU64::new(1_000_000_000_000_000_000),
            seq: AtomicU64::new(1),
            requests: Mutex::new(Vec::new()),
            violations: Mutex::new(Vec::new()),
            interactions: Mutex::new(HashMap::new()),
            shard: Mutex::new(None),
            ready: Notify::new(),
            connections: AtomicU64::new(0),
            request_seen: Notify::new(),
        });
        let app = Router::new()
            .route("/ws", get(gateway))
            .route("/ws/", get(gateway))
            .fallback(any(rest))
            .with_state(inner.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        inner.port.store(u64::from(addr.port()), Ordering::SeqCst);
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        FakeDiscord { addr, inner }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub fn requests(&self) -> Vec<Request> {
        lock(&self.inner.requests).clone()
    }

    pub fn violations(&self) -> Vec<String> {
        let mut v = lock(&self.inner.violations).clone();
        // An interaction never answered is a violation too, once its 3 seconds are up.
        for (id, i) in lock(&self.inner.interactions).iter() {
            if !i.acked && i.created.elapsed() > Duration::from_secs(3) {
                v.push(format!("interaction {id} was never acknowledged"));
            }
        }
        v
    }

    fn new_id(&self) -> u64 {
        self.inner.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// Sends an INTERACTION_CREATE for a click on a button `custom_id` by
    /// `user`, on a message of the bot. Returns the interaction id.
    pub fn click(&self, user: u64, custom_id: &str, locale: &str) -> String {
        let id = self.new_id().to_string();
        let token = format!("tok{id}");
        let d = json!({
            "id": id,
            "application_id": APP_ID.to_string(),
            "type": 3,
            "data": {"custom_id": custom_id, "component_type": 2},
            "guild_id": GUILD_ID.to_string(),
            "channel_id": "700",
            "channel": {"id": "700", "type": 0, "guild_id": GUILD_ID.to_string(), "name": "games", "permissions": "0"},
            "member": member(user),
            "message": message_object(self.new_id(), 700, "table", &Value::Null),
            "token": token,
            "version": 1,
            "app_permissions": "2248473465835073",
            "locale": locale,
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD_ID.to_string()},
            "context": 0,
            "attachment_size_limit": 26214400
        });
        lock(&self.inner.interactions).insert(
            id.clone(),
            Interaction {
                token,
                created: Instant::now(),
                acked: false,
            },
        );
        self.dispatch("INTERACTION_CREATE", d);
        id
    }

    /// Sends a dispatch to the connected shard.
    pub fn dispatch(&self, event: &str, d: Value) {
        let s = self.inner.seq.fetch_add(1, Ordering::SeqCst);
        let frame = json!({"op": 0, "t": event, "s": s, "d": d}).to_string();
        if let Some(tx) = lock(&self.inner.shard).as_ref() {
            let _ = tx.send(frame);
        }
    }

    /// Waits until a request matching `pred` has been made (or panics after `secs`).
    pub async fn wait_for(&self, secs: u64, pred: impl Fn(&Request) -> bool) -> Request {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.inner.request_seen.notified();
            if let Some(r) = self.requests().into_iter().find(|r| pred(r)) {
                return r;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || tokio::time::timeout(left, notified).await.is_err() {
                panic!(
                    "no such request within {secs} s; seen: {:?}",
                    self.requests()
                        .iter()
                        .map(|r| format!("{} {}", r.method, r.path))
                        .collect::<Vec<_>>()
                );
            }
        }
    }
}

fn user_object(id: u64, name: &str, bot: bool) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name,
           "avatar": null, "bot": bot})
}

fn member(user: u64) -> Value {
    json!({"user": user_object(user, &format!("player{user}"), false), "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00",
           "deaf": false, "mute": false, "flags": 0, "permissions": "2248473465835073"})
}

/// A Message as serenity's model requires it.
fn message_object(id: u64, channel: u64, content: &str, body: &Value) -> Value {
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

async fn rest(State(inner): State<Arc<Inner>>, method: Method, OriginalUri(uri): OriginalUri, body: Bytes) -> Response {
    let path = uri.path().to_string();
    let port = inner.port.load(Ordering::SeqCst);
    let json_body: Value = if body.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&body).unwrap_or(Value::Null)
    };
    let request = Request {
        method: method.to_string(),
        path: path.clone(),
        body: json_body.clone(),
        at: Instant::now(),
    };
    let violation = |msg: String| lock(&inner.violations).push(msg);
    // Validate the body against the spec, and message limits where a message is sent.
    if !json_body.is_null()
        && let Err(e) = inner.spec.validate(method.as_str(), &path, &json_body)
    {
        violation(e.clone());
        lock(&inner.requests).push(request);
        inner.request_seen.notify_waiters();
        return (
            StatusCode::BAD_REQUEST,
            axum::Json(json!({"code": 50035, "message": "Invalid Form Body", "errors": e})),
        )
            .into_response();
    }
    let message_body = if path.ends_with("/callback") {
        json_body.get("data").cloned()
    } else {
        Some(json_body.clone())
    };
    if let Some(m) = message_body.filter(|m| m.is_object()) {
        for broken in check_message(&m) {
            violation(format!("{method} {path}: {broken}"));
        }
    }
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let reply = match (method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) | ("GET", ["gateway", "bot"]) => json!({
            "url": format!("ws://127.0.0.1:{port}/ws"), "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        }),
        ("GET", ["users", "@me"]) => user_object(BOT_ID, "wizard-bot", true),
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
        ("POST", ["interactions", id, token, "callback"]) => {
            let mut map = lock(&inner.interactions);
            match map.get_mut(*id) {
                None => violation(format!(
                    "callback for unknown interaction {id} (10062 Unknown interaction)"
                )),
                Some(i) if i.token != *token => violation(format!("callback for {id} with the wrong token")),
                Some(i) if i.acked => violation(format!("interaction {id} acknowledged twice (40060)")),
                Some(i) if i.created.elapsed() > Duration::from_secs(3) => violation(format!(
                    "interaction {id} acknowledged after {:?} (10062)",
                    i.created.elapsed()
                )),
                Some(i) => i.acked = true,
            }
            drop(map);
            lock(&inner.requests).push(request);
            inner.request_seen.notify_waiters();
            return StatusCode::NO_CONTENT.into_response();
        }
        (_, ["webhooks", _, _, ..]) | ("POST" | "PATCH", ["channels", _, "messages", ..]) => {
            let id = inner.next_id.fetch_add(1, Ordering::SeqCst);
            message_object(id, 700, "", &json_body)
        }
        _ => json!({}),
    };
    lock(&inner.requests).push(request);
    inner.request_seen.notify_waiters();
    axum::Json(reply).into_response()
}

async fn gateway(State(inner): State<Arc<Inner>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| session(inner, socket))
}

async fn session(inner: Arc<Inner>, mut socket: WebSocket) {
    inner.connections.fetch_add(1, Ordering::SeqCst);
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    *lock(&inner.shard) = Some(tx);
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41_250}}).to_string();
    if socket.send(WsMessage::Text(hello.into())).await.is_err() {
        return;
    }
    let port = inner.port.load(Ordering::SeqCst);
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(frame) = out else { return };
                if socket.send(WsMessage::Text(frame.into())).await.is_err() {
                    return;
                }
            }
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { return };
                let WsMessage::Text(text) = msg else { continue };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else { continue };
                let reply = match frame["op"].as_i64() {
                    Some(1) => Some(json!({"op": 11})),
                    Some(2) => {
                        let s = inner.seq.fetch_add(1, Ordering::SeqCst);
                        Some(json!({"op": 0, "t": "READY", "s": s, "d": {
                            "v": 10, "user": user_object(BOT_ID, "wizard-bot", true), "guilds": [],
                            "session_id": "fake-session", "resume_gateway_url": format!("ws://127.0.0.1:{port}/ws"),
                            "application": {"id": APP_ID.to_string(), "flags": 0}
                        }}))
                    }
                    Some(6) => {
                        let s = inner.seq.fetch_add(1, Ordering::SeqCst);
                        Some(json!({"op": 0, "t": "RESUMED", "s": s, "d": {}}))
                    }
                    _ => None,
                };
                if let Some(r) = reply {
                    let is_ready = r["t"] == "READY";
                    if socket.send(WsMessage::Text(r.to_string().into())).await.is_err() {
                        return;
                    }
                    if is_ready {
                        inner.ready.notify_waiters();
                    }
                }
            }
        }
    }
}
