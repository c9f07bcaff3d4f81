//! A fake Discord on 127.0.0.1: the REST API the bot uses and the gateway
//! websocket, enough for serenity 0.12's real client (see DISCORD.md). Every
//! request body is validated against Discord's OpenAPI description and the
//! platform limits; interaction callbacks must come within 3 seconds and only
//! once. Anything wrong is recorded as a violation, which tests assert empty.

use axum::Router;
use axum::extract::State;
use axum::extract::ws::WebSocketUpgrade;
use axum::response::Response;
use axum::routing::{any, get};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::Notify;

use super::spec::DiscordSpec;

mod dms;
mod events;
mod interactions;
mod messages;
mod permissions;
mod rest;

use messages::message_object;
use permissions::{dm_closed, dm_to, guild_of, lacking, permissions_in, without_embeds_unless_allowed};

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_001;
pub const GUILD_ID: u64 = 800_000_000_000_000_001;

/// One request the bot made.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    pub path: String,
    /// The JSON body (a multipart request's `payload_json`).
    pub body: Value,
    /// Files sent with a multipart request.
    pub files: Vec<super::multipart::Upload>,
    pub at: Instant,
    /// The same moment as Unix milliseconds (to set against stored times).
    pub wall_ms: i64,
}

struct Interaction {
    token: String,
    created: Instant,
    acked: bool,
    /// When the acknowledgement came.
    acked_at: Option<Instant>,
    /// The callback's body (kept here, so a test finds it without searching the log).
    answer: Option<Value>,
    user: u64,
    channel: u64,
    /// The message a component was on.
    message: Option<u64>,
}

/// A message as the fake keeps it: the latest body, and who may see it.
#[derive(Clone, Debug)]
pub struct Msg {
    pub id: u64,
    pub channel: u64,
    pub body: Value,
    /// `Some(user)` for an ephemeral message only that user sees.
    pub ephemeral_for: Option<u64>,
    /// Bumped on each edit.
    pub edits: u32,
    /// The files the message has now.
    pub files: Vec<super::multipart::Stored>,
}

impl Msg {
    /// Every `custom_id` with its label (buttons) or `select:<option values>` (selects), in order.
    pub fn components(&self) -> Vec<(String, String, bool)> {
        let mut out = Vec::new();
        for row in self.body["components"].as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                let id = c["custom_id"].as_str().unwrap_or_default().to_string();
                let disabled = c["disabled"].as_bool().unwrap_or(false);
                let label = match c["type"].as_u64() {
                    Some(3) => format!(
                        "select:{}",
                        c["options"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .map(|o| o["value"].as_str().unwrap_or_default())
                            .collect::<Vec<_>>()
                            .join(",")
                    ),
                    _ => c["label"].as_str().unwrap_or_default().to_string(),
                };
                out.push((id, label, disabled));
            }
        }
        out
    }

    /// All text of the message (content, embed titles, descriptions, fields, footers).
    pub fn text(&self) -> String {
        payload_text(&self.body)
    }
}

/// The words a payload shows, for searching.
pub fn payload_text(body: &Value) -> String {
    let mut t = body["content"].as_str().unwrap_or_default().to_string();
    for e in body["embeds"].as_array().into_iter().flatten() {
        for k in ["title", "description"] {
            t.push('\n');
            t.push_str(e[k].as_str().unwrap_or_default());
        }
        for f in e["fields"].as_array().into_iter().flatten() {
            t.push('\n');
            t.push_str(f["name"].as_str().unwrap_or_default());
            t.push('\n');
            t.push_str(f["value"].as_str().unwrap_or_default());
        }
        t.push('\n');
        t.push_str(e["footer"]["text"].as_str().unwrap_or_default());
    }
    for row in body["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            t.push('\n');
            t.push_str(c["label"].as_str().unwrap_or_default());
            for o in c["options"].as_array().into_iter().flatten() {
                t.push('\n');
                t.push_str(o["label"].as_str().unwrap_or_default());
            }
        }
    }
    t
}

/// A payload everyone could see, as sent.
#[derive(Clone, Debug)]
pub struct PublicPayload {
    pub channel: u64,
    pub message: u64,
    pub body: Value,
}

pub struct Inner {
    spec: DiscordSpec,
    /// Channels outside a server that commands came from, and which kind:
    /// their interactions carry no guild. In a group DM or a DM between
    /// users (`Private::Elsewhere`) a bot may answer interactions, never post
    /// with its token.
    private_channels: Mutex<HashMap<u64, Private>>,
    /// Each user's DM channel with the bot, once the bot opened it.
    dm_channels: Mutex<HashMap<u64, u64>>,
    /// Users who closed their DMs (or blocked the bot): a DM to them is 50007.
    closed_dms: Mutex<std::collections::HashSet<u64>>,
    /// When the bot opened DM channels lately (Discord limits how fast a bot
    /// may open DMs: more than `DM_OPENS` in `DM_OPEN_WINDOW` is a 429).
    dm_opens: Mutex<std::collections::VecDeque<Instant>>,
    /// The next DM channel openings refused with 40003 ("You are opening
    /// direct messages too fast": Discord's anti-spam, beside the 429).
    dm_opens_too_fast: AtomicU64,
    /// Users who share no server with the bot any more: a DM to them is 50278.
    no_mutual_guild: Mutex<std::collections::HashSet<u64>>,
    port: AtomicU64,
    next_id: AtomicU64,
    requests: Mutex<Vec<Request>>,
    violations: Mutex<Vec<String>>,
    /// Clicks on a private (ephemeral) panel answered with a new message instead
    /// of an update of that panel: each leaves another clickable copy behind.
    /// (A file asked for — a game's record — or a daily result shared in the
    /// channel comes as a message of its own with no components: nothing
    /// there can be clicked, so it is not a copy of the panel.)
    panel_copies: Mutex<Vec<String>>,
    /// Edits of each private panel under way (arrived, not yet carried out).
    panel_edits_in_flight: Mutex<HashMap<u64, usize>>,
    /// Each edit of a private panel that arrived while another edit of the
    /// same panel was still under way: Discord applies both, in an order the
    /// bot cannot know, so the panel may end showing the older of the two.
    pub crossed_panel_edits: Mutex<Vec<String>>,
    interactions: Mutex<HashMap<String, Interaction>>,
    messages: Mutex<HashMap<u64, Msg>>,
    /// Interaction token → the message its `@original` is.
    originals: Mutex<HashMap<String, u64>>,
    /// Token → when its interaction was created (tokens live 15 minutes).
    tokens: Mutex<HashMap<String, Instant>>,
    publics: Mutex<Vec<PublicPayload>>,
    /// Public messages by the custom_ids of their components (the newest
    /// message wins); ordered, so a prefix is looked up in its range alone.
    by_custom_id: Mutex<std::collections::BTreeMap<String, u64>>,
    threads: Mutex<HashMap<u64, u64>>,
    /// Guild scheduled events by id, as Discord answers them (game nights).
    scheduled_events: Mutex<HashMap<u64, Value>>,
    /// The bot's permissions in a server (`guild_permissions`) and in a
    /// channel (`channel_permissions`, overriding its server's); a thread has
    /// its parent's. Absent: everything (`ALL_PERMISSIONS`).
    guild_permissions: Mutex<HashMap<u64, u64>>,
    channel_permissions: Mutex<HashMap<u64, u64>>,
    /// Each request refused for a missing permission: (channel or server, the bits missing).
    permission_refusals: Mutex<Vec<(u64, u64)>>,
    /// Faults to inject: the next requests matching a method and a path part
    /// are answered with a status instead (Discord failing or rate limiting).
    faults: Mutex<Vec<Fault>>,
    /// Answers to change: the next successful requests matching a method and
    /// a path part are carried out, and their answer carries a field as a
    /// newer Discord might send it (see `FakeDiscord::odd_answer_next`).
    odd_answers: Mutex<Vec<OddAnswer>>,
    /// Requests to hold back before they are carried out (a slow path at
    /// Discord's end): see `FakeDiscord::delay_next`.
    delays: Mutex<Vec<Delay>>,
    /// Requests held back until the test lets them go (a Discord that
    /// stalls for as long as a test needs): (method, path part).
    holds: Mutex<Vec<(String, String)>>,
    holds_changed: Notify,
    /// Held while an edit of a message is checked and applied: Discord
    /// applies one edit at a time to a message, each against the message as
    /// the edits before it left it (which attachments it keeps, what its
    /// embeds show). Without this, two edits racing in the fake could mix
    /// one's embeds with the other's files, which Discord never does.
    one_edit: Mutex<()>,
    /// Posts made with `enforce_nonce`: nonce → the message created. Discord
    /// keeps a nonce per author, not per channel ("a message with the same
    /// nonce from the same author"), and every post here is the bot's: one
    /// nonce is one message wherever it is posted.
    nonces: Mutex<HashMap<String, u64>>,
    /// Posts answered with the message an earlier post of the same nonce made.
    pub nonce_repeats: AtomicU64,
    /// Requests waiting on a hold now.
    held: AtomicU64,
    /// The names people go by, where a test chose one ("player{id}" otherwise).
    names: Mutex<HashMap<u64, String>>,
    /// Messages refused for an emoji someone else deleted.
    pub emoji_refusals: AtomicU64,
    /// Messages deleted by someone other than the bot (a moderator), or by the bot.
    deleted: Mutex<std::collections::HashSet<u64>>,
    /// Channels deleted by someone else: every request to one is answered
    /// 404 10003 Unknown Channel.
    deleted_channels: Mutex<std::collections::HashSet<u64>>,
    /// Who each new message notified, in order: Discord notifies a person for
    /// a new message whose content mentions them where `allowed_mentions`
    /// permits it; an edit notifies no one.
    notifications: Mutex<Vec<Notification>>,
    /// Makes the token clock run faster: added to every token's age (tests of the 15 minutes).
    pub token_age_offset: Mutex<Duration>,
    /// The gateway: each shard's connection and session, and the bot's logins.
    pub gateway: super::gateway::Gateway,
    /// The shard count `GET /gateway/bot` recommends (1 unless a test sets more).
    pub shard_count: AtomicU64,
    /// When the last bot-token requests came (the global limit's window).
    bot_token_sent: Mutex<std::collections::VecDeque<Instant>>,
    /// Whether a channel's message edits are limited as Discord limits them
    /// (`CHANNEL_EDITS` in `CHANNEL_EDIT_WINDOW`): on when the bot runs with
    /// production's gap between a table's edits (tests without it edit faster).
    pub channel_edit_limit: std::sync::atomic::AtomicBool,
    /// Of `rate_limited`, those refused by a channel's edit limit.
    pub channel_limited: AtomicU64,
    channel_edits: Mutex<HashMap<String, std::collections::VecDeque<Instant>>>,
    /// Requests refused with 429 by the global limit or a channel's edit limit.
    pub rate_limited: AtomicU64,
    /// The server of each channel the tests name (default `GUILD_ID`); a
    /// thread is in its parent's server.
    channel_guilds: Mutex<HashMap<u64, u64>>,
    guild_locale: Mutex<String>,
    pub request_seen: Notify,
    /// The application's own emoji (#55).
    pub app_emojis: super::emoji::AppEmojis,
    /// OAuth2 codes and tokens, and the Activity's instances (#64).
    pub oauth: Mutex<super::oauth::OAuth>,
    /// Whether the application has Activities enabled (Developer Portal):
    /// Discord then keeps an entry point command, and may launch the Activity.
    pub activities: AtomicBool,
    /// Each Activity launched by an interaction's answer: who, and in which channel.
    pub launched: Mutex<Vec<(u64, u64)>>,
}

/// A person told of a new message (see `Inner::notifications`).
#[derive(Clone, Debug)]
pub struct Notification {
    pub user: u64,
    pub channel: u64,
    pub message: u64,
    pub at: Instant,
}

/// The people a new message notifies: those its content mentions (`<@id>`,
/// `<@!id>`) whom `allowed_mentions` lets through (no `allowed_mentions`:
/// everyone mentioned; `parse` with `users`: everyone mentioned; else its
/// `users` list). Mentions in embeds notify no one.
fn notified_by(body: &Value) -> Vec<u64> {
    let content = body["content"].as_str().unwrap_or_default();
    let mut mentioned = Vec::new();
    let mut rest = content;
    while let Some(at) = rest.find("<@") {
        rest = &rest[at + 2..];
        let digits: String = rest
            .trim_start_matches('!')
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        let closed = rest.trim_start_matches('!')[digits.len()..].starts_with('>');
        if let (true, Ok(id)) = (closed, digits.parse::<u64>())
            && !mentioned.contains(&id)
        {
            mentioned.push(id);
        }
    }
    let allowed = &body["allowed_mentions"];
    if allowed.is_null() {
        return mentioned;
    }
    let parse_users = allowed["parse"]
        .as_array()
        .is_some_and(|p| p.iter().any(|x| x == "users"));
    let listed: Vec<u64> = allowed["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| u.as_str().and_then(|u| u.parse().ok()).or(u.as_u64()))
        .collect();
    mentioned.retain(|u| parse_users || listed.contains(u));
    mentioned
}

/// Records whom a new public message notified.
fn record_notifications(inner: &Inner, channel: u64, message: u64, body: &Value) {
    let at = Instant::now();
    let mut all = lock(&inner.notifications);
    for user in notified_by(body) {
        all.push(Notification {
            user,
            channel,
            message,
            at,
        });
    }
}

/// An injected failure (see `FakeDiscord::fail_next`).
struct Fault {
    method: String,
    path_part: String,
    /// Only requests whose JSON body contains this (one message among many).
    needle: Option<String>,
    status: u16,
    left: usize,
}

/// What a newer Discord might put in an answer serenity 0.12 reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Oddity {
    /// A field serenity does not know (ignored by its models).
    UnknownField,
    /// A known field in a shape serenity cannot read (`type` as a string).
    UnreadableField,
    /// Carried out, but the answer is lost on the way (a proxy's 502).
    LostAnswer,
    /// Carried out, and never answered: the bot waits until it is killed
    /// (a test's SIGKILL right after Discord did something).
    Stall,
}

/// Requests held back before they are carried out.
struct Delay {
    method: String,
    path_part: String,
    /// Only requests whose JSON body contains this text.
    needle: Option<String>,
    by: Duration,
    left: usize,
}

struct OddAnswer {
    method: String,
    path_part: String,
    oddity: Oddity,
    left: usize,
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
            private_channels: Mutex::new(HashMap::new()),
            dm_channels: Mutex::new(HashMap::new()),
            closed_dms: Mutex::new(std::collections::HashSet::new()),
            dm_opens: Mutex::new(std::collections::VecDeque::new()),
            dm_opens_too_fast: AtomicU64::new(0),
            no_mutual_guild: Mutex::new(std::collections::HashSet::new()),
            port: AtomicU64::new(0),
            next_id: AtomicU64::new(1_000_000_000_000_000_000),
            requests: Mutex::new(Vec::new()),
            violations: Mutex::new(Vec::new()),
            panel_copies: Mutex::new(Vec::new()),
            panel_edits_in_flight: Mutex::new(HashMap::new()),
            crossed_panel_edits: Mutex::new(Vec::new()),
            interactions: Mutex::new(HashMap::new()),
            messages: Mutex::new(HashMap::new()),
            originals: Mutex::new(HashMap::new()),
            tokens: Mutex::new(HashMap::new()),
            publics: Mutex::new(Vec::new()),
            by_custom_id: Mutex::new(Default::default()),
            threads: Mutex::new(HashMap::new()),
            scheduled_events: Mutex::new(HashMap::new()),
            guild_permissions: Mutex::new(HashMap::new()),
            channel_permissions: Mutex::new(HashMap::new()),
            permission_refusals: Mutex::new(Vec::new()),
            faults: Mutex::new(Vec::new()),
            odd_answers: Mutex::new(Vec::new()),
            delays: Mutex::new(Vec::new()),
            holds: Mutex::new(Vec::new()),
            holds_changed: Notify::new(),
            one_edit: Mutex::new(()),
            nonces: Mutex::new(HashMap::new()),
            nonce_repeats: AtomicU64::new(0),
            held: AtomicU64::new(0),
            names: Mutex::new(HashMap::new()),
            emoji_refusals: AtomicU64::new(0),
            deleted: Mutex::new(Default::default()),
            deleted_channels: Mutex::new(Default::default()),
            notifications: Mutex::new(Vec::new()),
            token_age_offset: Mutex::new(Duration::ZERO),
            gateway: Default::default(),
            shard_count: AtomicU64::new(1),
            bot_token_sent: Mutex::new(Default::default()),
            channel_edit_limit: Default::default(),
            channel_limited: AtomicU64::new(0),
            channel_edits: Mutex::new(Default::default()),
            rate_limited: AtomicU64::new(0),
            channel_guilds: Mutex::new(HashMap::new()),
            guild_locale: Mutex::new("en-US".into()),
            request_seen: Notify::new(),
            app_emojis: Default::default(),
            oauth: Default::default(),
            activities: AtomicBool::new(false),
            launched: Default::default(),
        });
        let app = Router::new()
            .route("/ws", get(gateway))
            .route("/ws/", get(gateway))
            .fallback(any(rest::rest))
            .with_state(inner.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        inner.port.store(u64::from(addr.port()), Ordering::SeqCst);
        tokio::spawn(async move {
            // Small writes must go out at once: Nagle plus delayed ACKs would add 40 ms stalls.
            let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
                let _ = tcp.set_nodelay(true);
            });
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

    /// The first request `pred` holds for, found without copying the log
    /// (players poll for their answers many times a second).
    pub fn find_request(&self, pred: impl Fn(&Request) -> bool) -> Option<Request> {
        lock(&self.inner.requests).iter().find(|r| pred(r)).cloned()
    }

    /// How many requests `pred` holds for, without copying the log.
    pub fn count_requests(&self, pred: impl Fn(&Request) -> bool) -> usize {
        lock(&self.inner.requests).iter().filter(|r| pred(r)).count()
    }

    /// Answers the next `times` requests whose method is `method` and whose
    /// path contains `path_part` with `status` (429 carries Retry-After).
    pub fn fail_next(&self, method: &str, path_part: &str, status: u16, times: usize) {
        lock(&self.inner.faults).push(Fault {
            method: method.to_string(),
            path_part: path_part.to_string(),
            needle: None,
            status,
            left: times,
        });
    }

    /// As `fail_next`, for requests whose JSON body contains `needle` (a
    /// round's title, a button's `custom_id`): one kind of message among many.
    pub fn fail_next_with(&self, method: &str, path_part: &str, needle: &str, status: u16, times: usize) {
        lock(&self.inner.faults).push(Fault {
            method: method.to_string(),
            path_part: path_part.to_string(),
            needle: Some(needle.to_string()),
            status,
            left: times,
        });
    }

    /// Carries out the next `times` requests whose method is `method` and
    /// whose path contains `path_part`, answering each with `oddity` in it.
    pub fn odd_answer_next(&self, method: &str, path_part: &str, oddity: Oddity, times: usize) {
        lock(&self.inner.odd_answers).push(OddAnswer {
            method: method.to_string(),
            path_part: path_part.to_string(),
            oddity,
            left: times,
        });
    }

    /// Holds back the next `times` requests whose method is `method`, whose
    /// path contains `path_part` and whose body contains `needle` (any, when
    /// `None`) by `by` before carrying them out, as a slow Discord would:
    /// a test makes two requests race this way.
    pub fn delay_next(&self, method: &str, path_part: &str, needle: Option<&str>, by: Duration, times: usize) {
        lock(&self.inner.delays).push(Delay {
            method: method.to_string(),
            path_part: path_part.to_string(),
            needle: needle.map(str::to_string),
            by,
            left: times,
        });
    }

    /// Holds back every request whose method is `method` and whose path
    /// contains `path_part`, from now until `release`: each waits, then is
    /// carried out in the order it came.
    pub fn hold(&self, method: &str, path_part: &str) {
        lock(&self.inner.holds).push((method.to_string(), path_part.to_string()));
    }

    /// `user` goes by `name` from now on (their global name in every interaction).
    pub fn set_name(&self, user: u64, name: &str) {
        lock(&self.inner.names).insert(user, name.to_string());
    }

    /// The name `user` goes by.
    pub fn name_of(&self, user: u64) -> String {
        lock(&self.inner.names)
            .get(&user)
            .cloned()
            .unwrap_or_else(|| format!("player{user}"))
    }

    /// Lets every held request go.
    pub fn release(&self) {
        lock(&self.inner.holds).clear();
        self.inner.holds_changed.notify_waiters();
    }

    /// How many requests are held back now.
    pub fn held(&self) -> usize {
        self.inner.held.load(Ordering::SeqCst) as usize
    }

    /// How many odd answers are still to be given.
    pub fn odd_answers_left(&self) -> usize {
        lock(&self.inner.odd_answers).iter().map(|f| f.left).sum()
    }

    /// A moderator deletes message `id`: it is gone, and edits of it get 10008.
    /// Someone deletes channel `id` (a moderator): Discord answers every
    /// request to it with 404 10003 Unknown Channel from then on.
    pub fn delete_channel(&self, id: u64) {
        lock(&self.inner.deleted_channels).insert(id);
    }

    pub fn delete_message(&self, id: u64) {
        lock(&self.inner.messages).remove(&id);
        lock(&self.inner.by_custom_id).retain(|_, m| *m != id);
        lock(&self.inner.deleted).insert(id);
    }

    /// A hostile client's message object: a button with `custom_id` added to
    /// message `id`, so a click on it sends a message that carries it (Discord
    /// sends the message as the client has it; a tampered client can forge it).
    pub fn forge_button(&self, id: u64, custom_id: &str) {
        if let Some(m) = lock(&self.inner.messages).get_mut(&id) {
            let row =
                json!({"type": 1, "components": [{"type": 2, "style": 2, "label": "forged", "custom_id": custom_id}]});
            match m.body["components"].as_array_mut() {
                Some(rows) => rows.push(row),
                None => m.body["components"] = json!([row]),
            }
        }
    }

    /// Everyone notified so far, in order (see `Inner::notifications`).
    pub fn notifications(&self) -> Vec<Notification> {
        lock(&self.inner.notifications).clone()
    }

    /// Whether message `id` is there now (not deleted).
    pub fn message_exists(&self, id: u64) -> bool {
        lock(&self.inner.messages).contains_key(&id)
    }

    pub fn clear_faults(&self) {
        lock(&self.inner.faults).clear();
    }

    /// How many injected faults are still to be answered.
    pub fn faults_left(&self) -> usize {
        lock(&self.inner.faults).iter().map(|f| f.left).sum()
    }

    /// Clicks on a private panel answered with a new message (see `Inner::panel_copies`).
    /// Edits of one private panel that were under way at the same time.
    pub fn crossed_panel_edits(&self) -> Vec<String> {
        lock(&self.inner.crossed_panel_edits).clone()
    }

    pub fn panel_copies(&self) -> Vec<String> {
        lock(&self.inner.panel_copies).clone()
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
        let guild = self.guild_of(700).to_string();
        let id = self.new_id().to_string();
        let token = format!("tok{id}");
        let d = json!({
            "id": id,
            "application_id": APP_ID.to_string(),
            "type": 3,
            "data": {"custom_id": custom_id, "component_type": 2},
            "guild_id": guild,
            "channel_id": "700",
            "channel": {"id": "700", "type": 0, "guild_id": guild, "name": "games", "permissions": "0"},
            "member": member(user, &self.name_of(user)),
            "message": message_object(self.new_id(), 700, "table", &Value::Null),
            "token": token,
            "version": 1,
            "app_permissions": permissions_in(&self.inner, 700).to_string(),
            "locale": locale,
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": guild},
            "context": 0,
            "attachment_size_limit": 26214400
        });
        self.register(&id, &token, user, 700, None);
        self.dispatch("INTERACTION_CREATE", d);
        id
    }

    fn register(&self, id: &str, token: &str, user: u64, channel: u64, message: Option<u64>) {
        lock(&self.inner.tokens).insert(token.to_string(), Instant::now());
        lock(&self.inner.interactions).insert(
            id.to_string(),
            Interaction {
                token: token.to_string(),
                created: Instant::now(),
                acked: false,
                acked_at: None,
                answer: None,
                user,
                channel,
                message,
            },
        );
    }

    /// The channel object of an interaction (a thread when the channel is one the bot opened).
    fn channel_object(&self, channel: u64) -> Value {
        let guild = self.guild_of(channel).to_string();
        match lock(&self.inner.threads).get(&channel) {
            Some(parent) => json!({"id": channel.to_string(), "type": 11, "guild_id": guild,
                                   "name": "game", "parent_id": parent.to_string(), "permissions": "0"}),
            None => json!({"id": channel.to_string(), "type": 0, "guild_id": guild,
                           "name": "games", "permissions": "0"}),
        }
    }

    /// The server of a channel (a thread's is its parent's).
    pub fn guild_of(&self, channel: u64) -> u64 {
        guild_of(&self.inner, channel)
    }

    /// Takes `bits` from the bot's permissions in `channel` (and so in its threads).
    pub fn withhold_in_channel(&self, channel: u64, bits: u64) {
        let now = permissions_in(&self.inner, channel);
        lock(&self.inner.channel_permissions).insert(channel, now & !bits);
    }

    /// Takes `bits` from the bot's permissions in server `guild` (its channels
    /// without permissions of their own, and its server-wide requests).
    pub fn withhold_in_guild(&self, guild: u64, bits: u64) {
        let mut all = lock(&self.inner.guild_permissions);
        let now = all.get(&guild).copied().unwrap_or(ALL_PERMISSIONS);
        all.insert(guild, now & !bits);
    }

    /// Every request refused for a missing permission so far: (the channel,
    /// or the server for a server-wide request; the permission bits missing).
    pub fn permission_refusals(&self) -> Vec<(u64, u64)> {
        lock(&self.inner.permission_refusals).clone()
    }

    /// The bot's permissions in `channel` now (as its interactions carry them).
    pub fn permissions_in(&self, channel: u64) -> u64 {
        permissions_in(&self.inner, channel)
    }

    /// Gives the bot every permission again, everywhere.
    pub fn grant_everything(&self) {
        lock(&self.inner.guild_permissions).clear();
        lock(&self.inner.channel_permissions).clear();
    }

    /// Puts `channel` in server `guild` (its interactions carry that guild,
    /// and so go to that guild's shard).
    pub fn set_channel_guild(&self, channel: u64, guild: u64) {
        lock(&self.inner.channel_guilds).insert(channel, guild);
    }

    /// The shard ids connected and identified so far.
    pub fn connected_shards(&self) -> Vec<u32> {
        self.inner.gateway.connected_shards()
    }

    fn base_interaction(
        &self,
        kind: u8,
        user: u64,
        channel: u64,
        locale: &str,
        manager: bool,
    ) -> (String, String, Value) {
        let id = self.new_id().to_string();
        let token = format!("tok{id}");
        let mut m = member(user, &self.name_of(user));
        if manager {
            m["permissions"] = json!((2_248_473_465_835_073u64 | 0x20).to_string());
        }
        let guild = self.guild_of(channel).to_string();
        let mut d = json!({
            "id": id,
            "application_id": APP_ID.to_string(),
            "type": kind,
            "guild_id": guild,
            "channel_id": channel.to_string(),
            "channel": self.channel_object(channel),
            "member": m,
            "token": token,
            "version": 1,
            "app_permissions": permissions_in(&self.inner, channel).to_string(),
            "locale": locale,
            "guild_locale": self.guild_locale(),
            "entitlements": [],
            "authorizing_integration_owners": {"0": guild},
            "context": 0,
            "attachment_size_limit": 26214400
        });
        // Outside a server (`command_private` made the channel one): no
        // guild and no member, the `user` itself, authorised by the user's
        // installation.
        let place = lock(&self.inner.private_channels).get(&channel).copied();
        if let Some(place) = place {
            let (context, channel_type) = match place {
                Private::BotDm => (1, 1),
                Private::Elsewhere => (2, 3),
            };
            let o = d.as_object_mut().expect("an object");
            for key in ["guild_id", "member", "guild_locale"] {
                o.remove(key);
            }
            o.insert(
                "channel".into(),
                json!({"id": channel.to_string(), "type": channel_type}),
            );
            o.insert("user".into(), user_object(user, &self.name_of(user), false));
            o.insert("authorizing_integration_owners".into(), json!({"1": user.to_string()}));
            o.insert("context".into(), json!(context));
        }
        (id, token, d)
    }

    fn guild_locale(&self) -> String {
        lock(&self.inner.guild_locale).clone()
    }

    /// Sets the server's locale sent with every later interaction.
    pub fn set_guild_locale(&self, locale: &str) {
        *lock(&self.inner.guild_locale) = locale.to_string();
    }

    /// A slash command `name` with `options` (as Discord sends them) in `channel`. Returns the interaction id.
    pub fn command(&self, user: u64, channel: u64, name: &str, options: Value, locale: &str, manager: bool) -> String {
        let (id, token, mut d) = self.base_interaction(2, user, channel, locale, manager);
        d["data"] = json!({"id": "5000", "name": name, "type": 1, "options": options});
        self.register(&id, &token, user, channel, None);
        self.dispatch("INTERACTION_CREATE", d);
        id
    }

    /// `user` closes their DMs (or blocks the bot): a DM to them is refused with 50007.
    pub fn close_dms(&self, user: u64) {
        lock(&self.inner.closed_dms).insert(user);
    }

    /// The next `n` DM channels the bot opens are refused with 40003.
    pub fn dm_opens_too_fast(&self, n: u64) {
        self.inner.dm_opens_too_fast.store(n, Ordering::SeqCst);
    }

    /// `user` no longer shares a server with the bot: a DM to them is refused with 50278.
    pub fn no_mutual_guild(&self, user: u64) {
        lock(&self.inner.no_mutual_guild).insert(user);
    }

    /// The messages the bot sent `user` in their DM channel, oldest first.
    pub fn dms_to(&self, user: u64) -> Vec<Msg> {
        match lock(&self.inner.dm_channels).get(&user).copied() {
            Some(channel) => self.public_messages(channel),
            None => Vec::new(),
        }
    }

    /// A slash command used outside a server, as Discord sends it: in the
    /// bot's DM with `user` (context 1, `Private::BotDm`), or in a group DM
    /// or a DM between users through the app installed to `user` (context
    /// 2, `Private::Elsewhere`). No guild and no member: the `user` itself,
    /// and the user's installation authorises it.
    pub fn command_private(
        &self,
        user: u64,
        channel: u64,
        place: Private,
        name: &str,
        options: Value,
        locale: &str,
    ) -> String {
        lock(&self.inner.private_channels).insert(channel, place);
        self.command(user, channel, name, options, locale, false)
    }

    /// A click on the button `custom_id` of message `message` (which the fake knows) by `user`.
    pub fn click_on(&self, user: u64, message: u64, custom_id: &str, locale: &str) -> String {
        self.component(user, message, custom_id, None, locale, false)
    }

    /// Choosing `value` in the select `custom_id` of message `message`.
    pub fn select_on(&self, user: u64, message: u64, custom_id: &str, value: &str, locale: &str) -> String {
        self.component(user, message, custom_id, Some(value), locale, false)
    }

    /// Choosing several `values` in the select `custom_id` of message `message`.
    pub fn select_values_on(&self, user: u64, message: u64, custom_id: &str, values: &[&str], locale: &str) -> String {
        self.interact(user, message, custom_id, Some(values), locale, false)
    }

    pub fn component(
        &self,
        user: u64,
        message: u64,
        custom_id: &str,
        value: Option<&str>,
        locale: &str,
        manager: bool,
    ) -> String {
        match value {
            Some(v) => self.interact(user, message, custom_id, Some(&[v]), locale, manager),
            None => self.interact(user, message, custom_id, None, locale, manager),
        }
    }

    fn interact(
        &self,
        user: u64,
        message: u64,
        custom_id: &str,
        values: Option<&[&str]>,
        locale: &str,
        manager: bool,
    ) -> String {
        let msg = self.message(message).unwrap_or_else(|| panic!("no message {message}"));
        // Discord only sends what its select allows: known options, within min and max.
        if let Some(values) = values {
            let select = msg.body["components"]
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
                .find(|c| c["custom_id"] == custom_id && c["type"] == 3);
            if let Some(select) = select {
                let options: Vec<&str> = select["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|o| o["value"].as_str())
                    .collect();
                let min = select["min_values"].as_u64().unwrap_or(1) as usize;
                let max = select["max_values"].as_u64().unwrap_or(1) as usize;
                assert!(
                    values.iter().all(|v| options.contains(v)) && (min..=max).contains(&values.len()),
                    "a select offers {options:?} ({min}..={max} values), not {values:?}"
                );
            }
        }
        let (id, token, mut d) = self.base_interaction(3, user, msg.channel, locale, manager);
        d["data"] = match values {
            Some(v) => json!({"custom_id": custom_id, "component_type": 3, "values": v}),
            None => json!({"custom_id": custom_id, "component_type": 2}),
        };
        d["message"] = message_object(msg.id, msg.channel, "", &msg.body);
        // The files the message carries, as Discord describes them in the
        // clicked message (the bot may see which picture a panel shows).
        d["message"]["attachments"] = msg
            .files
            .iter()
            .map(|f| {
                let url = format!(
                    "https://cdn.discordapp.com/attachments/{}/{}/{}",
                    msg.channel, f.id, f.filename
                );
                json!({
                    "id": f.id.to_string(), "filename": f.filename, "size": f.bytes.len(),
                    "url": url, "proxy_url": url, "content_type": "image/png"
                })
            })
            .collect();
        if msg.ephemeral_for.is_some() {
            d["message"]["flags"] = json!(64);
        }
        self.register(&id, &token, user, msg.channel, Some(message));
        self.dispatch("INTERACTION_CREATE", d);
        id
    }

    pub fn message(&self, id: u64) -> Option<Msg> {
        lock(&self.inner.messages).get(&id).cloned()
    }

    /// Messages in `channel` everyone sees, oldest first.
    pub fn public_messages(&self, channel: u64) -> Vec<Msg> {
        let mut v: Vec<Msg> = lock(&self.inner.messages)
            .values()
            .filter(|m| m.channel == channel && m.ephemeral_for.is_none())
            .cloned()
            .collect();
        v.sort_by_key(|m| m.id);
        v
    }

    /// Every message everyone sees, oldest first.
    pub fn all_public_messages(&self) -> Vec<Msg> {
        let mut v: Vec<Msg> = lock(&self.inner.messages)
            .values()
            .filter(|m| m.ephemeral_for.is_none())
            .cloned()
            .collect();
        v.sort_by_key(|m| m.id);
        v
    }

    /// The ephemeral messages `user` has been shown, oldest first.
    pub fn ephemerals(&self, user: u64) -> Vec<Msg> {
        let mut v: Vec<Msg> = lock(&self.inner.messages)
            .values()
            .filter(|m| m.ephemeral_for == Some(user))
            .cloned()
            .collect();
        v.sort_by_key(|m| m.id);
        v
    }

    /// The newest ephemeral message of `user` that `pred` holds for, found
    /// without copying the others (simulated players look many times a second).
    pub fn newest_ephemeral(&self, user: u64, pred: impl Fn(&Msg) -> bool) -> Option<Msg> {
        lock(&self.inner.messages)
            .values()
            .filter(|m| m.ephemeral_for == Some(user) && pred(m))
            .max_by_key(|m| m.id)
            .cloned()
    }

    /// Every payload ever sent that everyone could see (creations and edits), in order.
    pub fn public_payloads(&self) -> Vec<PublicPayload> {
        lock(&self.inner.publics).clone()
    }

    /// Threads the bot opened: thread → parent channel.
    /// The guild scheduled events the bot made, as they are now.
    pub fn scheduled_events(&self) -> Vec<Value> {
        let mut all: Vec<Value> = lock(&self.inner.scheduled_events).values().cloned().collect();
        all.sort_by_key(|e| e["id"].as_str().and_then(|i| i.parse::<u64>().ok()));
        all
    }

    pub fn threads(&self) -> HashMap<u64, u64> {
        lock(&self.inner.threads).clone()
    }

    /// Whether interaction `id` has been acknowledged, and how long that took.
    pub fn ack_time(&self, id: &str) -> Option<Duration> {
        lock(&self.inner.interactions)
            .get(id)
            .and_then(|i| i.acked_at.map(|a| a.duration_since(i.created)))
    }

    /// The newest public message that ever carried a component whose
    /// `custom_id` starts with `prefix` (ids that name a version differ per
    /// drawing) and, as it is now, satisfies `pred`.
    pub fn public_with_prefix_where(&self, prefix: &str, pred: impl Fn(&Msg) -> bool) -> Option<Msg> {
        let mut ids: Vec<u64> = lock(&self.inner.by_custom_id)
            .range::<str, _>((std::ops::Bound::Included(prefix), std::ops::Bound::Unbounded))
            .take_while(|(cid, _)| cid.starts_with(prefix))
            .map(|(_, m)| *m)
            .collect();
        ids.sort_unstable_by(|a, b| b.cmp(a));
        ids.dedup();
        ids.into_iter().filter_map(|id| self.message(id)).find(|m| pred(m))
    }

    pub fn public_with(&self, custom_id: &str) -> Option<Msg> {
        let id = *lock(&self.inner.by_custom_id).get(custom_id)?;
        self.message(id)
    }

    /// The message interaction `id`'s answer created or updated (its `@original`).
    pub fn response_message(&self, id: &str) -> Option<Msg> {
        let token = lock(&self.inner.interactions).get(id)?.token.clone();
        let m = *lock(&self.inner.originals).get(&token)?;
        self.message(m)
    }

    /// The callback body that answered interaction `id`, once it is stored.
    pub fn answer(&self, id: &str) -> Option<Value> {
        lock(&self.inner.interactions).get(id)?.answer.clone()
    }

    /// As `ack_times`, of the interactions created at `from` or later.
    pub fn ack_times_since(&self, from: Instant) -> Vec<Duration> {
        lock(&self.inner.interactions)
            .values()
            .filter(|i| i.created >= from)
            .filter_map(|i| i.acked_at.map(|a| a.duration_since(i.created)))
            .collect()
    }

    /// Every acknowledged interaction's time from INTERACTION_CREATE to its callback.
    pub fn ack_times(&self) -> Vec<Duration> {
        lock(&self.inner.interactions)
            .values()
            .filter_map(|i| i.acked_at.map(|a| a.duration_since(i.created)))
            .collect()
    }

    /// Waits until interaction `id` is acknowledged (panics after `secs`).
    pub async fn wait_ack(&self, secs: u64, id: &str) -> Duration {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.inner.request_seen.notified();
            if let Some(t) = self.ack_time(id) {
                return t;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || tokio::time::timeout(left, notified).await.is_err() {
                panic!(
                    "interaction {id} not acknowledged within {secs} s; violations: {:?}",
                    self.violations()
                );
            }
        }
    }

    /// Waits until `pred` holds (checked after each request; panics after `secs`).
    pub async fn wait_until(&self, secs: u64, what: &str, pred: impl Fn(&FakeDiscord) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            let notified = self.inner.request_seen.notified();
            if pred(self) {
                return;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                panic!("not within {secs} s: {what}; violations: {:?}", self.violations());
            }
            let _ = tokio::time::timeout(left.min(Duration::from_millis(100)), notified).await;
        }
    }

    /// Sends a dispatch to the shard of its guild, as Discord does:
    /// `(guild_id >> 22) % shards` (no guild: shard 0). Nothing is delivered
    /// while that shard is not connected (its process is down, or its
    /// connection silent): its session keeps it for a RESUME.
    pub fn dispatch(&self, event: &str, d: Value) {
        let total = self.inner.shard_count.load(Ordering::SeqCst).max(1);
        let shard = d["guild_id"]
            .as_str()
            .and_then(|g| g.parse::<u64>().ok())
            .map_or(0, |g| ((g >> 22) % total) as u32);
        self.inner.gateway.dispatch(shard, event, d);
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

pub fn user_object(id: u64, name: &str, bot: bool) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name,
           "avatar": null, "bot": bot})
}

/// Where a command outside a server comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Private {
    /// The bot's own DM with the user (interaction context 1).
    BotDm,
    /// A group DM or a DM between users, through a user install (context 2).
    Elsewhere,
}

fn member(user: u64, name: &str) -> Value {
    json!({"user": user_object(user, name, false), "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00",
           "deaf": false, "mute": false, "flags": 0, "permissions": "2248473465835073"})
}

/// DM channels a bot may open in `DM_OPEN_WINDOW` (Discord does not publish
/// its DM limits; it refuses bursts of new DMs with 429s and flags a bot that
/// keeps at it: the fake refuses a burst, so a bot that opens each DM once
/// and keeps the channel passes).
const DM_OPENS: usize = 10;
const DM_OPEN_WINDOW: Duration = Duration::from_secs(10);

/// Bot-token requests a bot may make per second, all routes together.
pub const GLOBAL_LIMIT: usize = 50;

/// Message edits a channel takes in any `CHANNEL_EDIT_WINDOW` (Discord's
/// per-channel bucket for edits: about five per five seconds; undocumented,
/// so the fake takes the figure bots report).
pub const CHANNEL_EDITS: usize = 5;
pub const CHANNEL_EDIT_WINDOW: Duration = Duration::from_secs(5);

/// The channel of a channel-message edit (`PATCH /channels/{c}/messages/{m}`).
fn edited_channel<'a>(method: &str, path: &'a str) -> Option<&'a str> {
    let rest = path.trim_start_matches("/api/v10").strip_prefix("/channels/")?;
    let (channel, message) = rest.split_once("/messages/")?;
    (method == "PATCH" && !message.contains('/')).then_some(channel)
}

/// Whether a request counts against the global limit: everything but
/// interaction callbacks and interaction webhooks (followups, `@original`).
pub fn is_bot_token(path: &str) -> bool {
    let path = path.trim_start_matches("/api/v10");
    !(path.starts_with("/interactions/") || path.starts_with("/webhooks/") || path.starts_with("/oauth2/"))
}

/// Every permission the fake grants unless a test withholds some (what
/// interactions carried before the fake had a permission model).
pub const ALL_PERMISSIONS: u64 = 2_248_473_465_835_073;
pub const VIEW_CHANNEL: u64 = 1 << 10;
pub const SEND_MESSAGES: u64 = 1 << 11;
pub const EMBED_LINKS: u64 = 1 << 14;
pub const ATTACH_FILES: u64 = 1 << 15;
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
pub const CREATE_EVENTS: u64 = 1 << 44;

async fn gateway(State(inner): State<Arc<Inner>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| async move {
        let port = inner.port.load(Ordering::SeqCst);
        inner.gateway.session(socket, port).await
    })
}
