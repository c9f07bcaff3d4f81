//! The page's addresses: `/t/{link}` the page itself, `/api/{link}` the
//! table as the link may see it, `/api/{link}/live` the same at every change
//! (server-sent events), `/api/{link}/move` a move. A forged, altered or
//! expired link, or one for a game that is gone, gets a plain refusal and
//! nothing of any game: a page for a person, JSON under `/api/` for the
//! page's script, in the link's language. A finished game stays readable
//! while its links are good (its end: standings, rounds, the way back to
//! Discord); after that its link says it ended, with the final standings.
//! Bounded: small bodies, a few moves a second per link, a cap on open live
//! streams.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use std::net::IpAddr;

use axum::Json;
use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{DefaultBodyLimit, Extension, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;

use crate::links::{Link, LinkError, LinkKey};
use crate::table::{Ask, Drawn, GameStatus, Move, SeatOwner, Snapshot, TableError, TableStore, Verb, View};
use crate::text::catalogue::Lang;
use crate::text::refusals::table_error;
use crate::web::connections::{Keep, Peer, client};
use crate::web::live::{Following, Frame, Live};
use crate::web::refusal::{Refusal, To, refused, refused_as};
use crate::web::{Web, forward};

/// The page, whole: its script and styles inline, nothing from elsewhere
/// (an Activity's page may load only from its own address).
const PAGE: &str = include_str!("page.html");
/// The page's script (its shapes checked by TypeScript in CI), set into the page.
const SCRIPT: &str = include_str!("page.js");
/// Discord's Embedded App SDK, built from `activity/` (CI checks it is).
const SDK: &str = include_str!("activity-sdk.js");

/// A move's body is a few dozen bytes.
const BODY_LIMIT: usize = 4 * 1024;
/// Open live streams this process keeps at most.
const STREAMS_AT_MOST: usize = 10_000;
/// Moves a link may make per second (a person taps far fewer).
const MOVES_PER_SECOND: u32 = 20;
/// Live streams one link may hold open (a person's tabs and devices).
const STREAMS_PER_LINK: usize = 8;
/// Live streams one address may hold open (a household, or a few people
/// watching from one office); so no one takes the streams of the others.
const STREAMS_PER_ADDRESS: usize = 64;

/// What a page may load and do: its own script (this response's nonce)
/// and styles, pictures and requests to its own origin, nothing else;
/// never framed, but by Discord for the Activity.
fn policy(nonce: &str, framed_by: &str) -> String {
    format!(
        "default-src 'none'; script-src 'self' 'nonce-{nonce}'; style-src 'self' 'unsafe-inline'; \
         img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors {framed_by}"
    )
}

/// Discord's origins, which frame the Activity.
const DISCORD_FRAMES: &str = "https://discord.com https://*.discord.com https://*.discordsays.com";

/// A nonce for one page's script.
fn nonce() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// Headers every answer carries: nothing of the address (it holds a link)
/// sent on as a referrer, no content sniffing, nothing stored by a cache but
/// what says it may be (the bot's card pictures, the SDK), and no framing
/// or loading of anything by what is not a page.
async fn guarded(mut answer: Response) -> Response {
    let headers = answer.headers_mut();
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    let public = headers
        .get(header::CACHE_CONTROL)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("public"));
    if !public {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("default-src 'none'; frame-ancestors 'none'"),
        );
    }
    answer
}

struct Shared<P: TableStore> {
    web: Arc<Web<P>>,
    streams: AtomicUsize,
    /// Open live streams per link and per address.
    streaming: std::sync::Mutex<(HashMap<String, usize>, HashMap<IpAddr, usize>)>,
    moves: std::sync::Mutex<HashMap<String, (Instant, u32)>>,
    /// The moves applied lately, by their page's nonce.
    applied: std::sync::Mutex<Applied>,
    /// Sign-ins to the Activity, limited per address and in all.
    sign_ins: std::sync::Mutex<SignIns>,
}

pub fn router<P: TableStore>(web: Arc<Web<P>>) -> Router {
    let shared = Arc::new(Shared {
        web,
        streams: AtomicUsize::new(0),
        streaming: Default::default(),
        moves: Default::default(),
        applied: Default::default(),
        sign_ins: Default::default(),
    });
    Router::new()
        .route("/t/{token}", get(page::<P>))
        .route("/api/{token}", get(table::<P>))
        .route("/api/{token}/live", get(live::<P>))
        .route("/api/{token}/socket", get(socket::<P>))
        .route("/api/{token}/move", post(play::<P>))
        .route("/api/{token}/rematch", post(rematch::<P>))
        .route("/api/{token}/picture/{which}", get(picture::<P>))
        .route("/img/{name}", get(image))
        .route("/", get(activity_page::<P>))
        .route("/activity", get(activity_page::<P>))
        .route("/activity/sdk.js", get(activity_sdk))
        .route("/activity/session", post(activity_session::<P>))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(axum::middleware::from_fn_with_state(shared.clone(), from_where::<P>))
        .layer(axum::middleware::map_response(guarded))
        .with_state(shared)
}

/// Where a request comes from, settled once for every handler: one that
/// another process of the bot passed here (its mark checked) comes from
/// the address that process counted it under; any other from `client`'s.
/// Written into `X-Forwarded-For`, which a request passed on carries.
async fn from_where<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    mut request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let peer = request.extensions().get::<Peer>().copied();
    let path = request.uri().path().to_string();
    let passed = forward::was_passed(
        request.headers(),
        &path,
        &shared.web.mark,
        crate::table::model::wall_ms(),
    );
    if !passed {
        // A mark that vouches for nothing is not carried further.
        request.headers_mut().remove(forward::PASSED);
    }
    let headers = request.headers();
    let from = match passed {
        true => {
            // The passing process's word, as a proxy's on this machine would be.
            let here = Peer(std::net::SocketAddr::from(([127, 0, 0, 1], 0)));
            let from = client(headers, Some(here));
            request
                .extensions_mut()
                .insert(Peer(std::net::SocketAddr::new(from, 0)));
            from
        }
        false => client(headers, peer),
    };
    if let Ok(v) = HeaderValue::from_str(&from.to_string()) {
        request.headers_mut().insert("x-forwarded-for", v);
    }
    next.run(request).await
}

/// The language to refuse a token in: its own, else the reader's browser's.
fn guessed_lang(token: &str, headers: &HeaderMap) -> Lang {
    LinkKey::language_of(token).unwrap_or_else(|| {
        let asked = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("en");
        Lang::from_locale(asked.get(..2).unwrap_or("en"))
    })
}

fn link_refused(to: To, e: LinkError, lang: Lang) -> Response {
    let (status, key) = match e {
        LinkError::Expired => (StatusCode::GONE, "web-link-expired"),
        LinkError::Malformed => (StatusCode::NOT_FOUND, "web-link-malformed"),
        LinkError::Forged => (StatusCode::FORBIDDEN, "web-link-forged"),
    };
    refused(to, status, lang, &crate::t!(lang, key))
}

/// A finished game whose link is no longer good: it ended, with its final
/// standings (public by then) as a list.
fn ended_refused(to: To, s: &Snapshot, lang: Lang, names: &[String]) -> Response {
    let why = crate::t!(lang, "web-game-ended");
    let lines: Vec<String> = match s.standings() {
        Some((places, totals)) => crate::table::FinalPlace::ordered(&places, &totals)
            .into_iter()
            .map(|p| {
                crate::t!(
                    lang,
                    "end-line",
                    place = p.place,
                    name = names.get(p.seat).cloned().unwrap_or_default(),
                    points = crate::text::card_hint::signed(p.points)
                )
            })
            .collect(),
        None => Vec::new(),
    };
    match to {
        To::Script => Refusal {
            ended: true,
            standings: lines,
            ..Refusal::why(why)
        }
        .answer(StatusCode::GONE),
        To::Person => refused_as(to, StatusCode::GONE, lang, &why, &lines),
    }
}

/// How a request may be passed to the process that drives its game.
struct Asked<'a> {
    headers: &'a HeaderMap,
    /// Its path, link included, as the other process serves it.
    path: String,
    body: Option<axum::body::Bytes>,
    live: bool,
}

/// The link a token gives and its game as it is now. A game another
/// process drives is asked of that process: its answer comes back as this
/// function's `Err`, as a refusal does. A finished game is served as it
/// ended (read-only: no move is legal any more) while the link is good.
async fn open<P: TableStore>(shared: &Shared<P>, token: &str, asked: Asked<'_>) -> Result<(Link, Snapshot), Response> {
    let to = To::of(&asked.path);
    let link = shared
        .web
        .key
        .check(token)
        .map_err(|e| link_refused(to, e, guessed_lang(token, asked.headers)))?;
    let lang = link.lang;
    let expired = crate::table::now_ms() > link.until_ms;
    if let Ok(s) = shared.web.tables.snapshot(link.game).await {
        return match expired {
            true => Err(link_refused(to, LinkError::Expired, lang)),
            false => Ok((link, s)),
        };
    }
    if let Some(door) = shared.web.door(link.game, asked.headers).await {
        let passer = forward::Passer {
            mark: &shared.web.mark,
            from: asked.headers,
        };
        let passed = forward::pass(
            &shared.web.http,
            &door,
            &asked.path,
            asked.body,
            asked.live,
            lang,
            passer,
        );
        return Err(passed.await);
    }
    let Some(ended) = shared.web.ended(link.game).await else {
        return Err(refused(
            to,
            StatusCode::NOT_FOUND,
            lang,
            &crate::t!(lang, "web-game-gone"),
        ));
    };
    // Readable while the link is good, and for a day after the end whatever its date.
    let recent = ended
        .finished_ms
        .is_some_and(|at| crate::table::now_ms() < at + super::READABLE_AFTER_END_MS);
    let s = ended.snapshot;
    match s.status {
        GameStatus::Finished if !expired || recent => Ok((link, s)),
        GameStatus::Finished => {
            let names = shared.web.names_of(&s, lang).await;
            Err(ended_refused(to, &s, lang, &names))
        }
        GameStatus::Cancelled => Err(refused(to, StatusCode::GONE, lang, &crate::t!(lang, "cancelled-title"))),
        // Running, but not here and no other process says it drives it.
        _ => Err(refused(
            to,
            StatusCode::SERVICE_UNAVAILABLE,
            lang,
            &crate::t!(lang, "web-unreachable"),
        )),
    }
}

fn asked(headers: &HeaderMap, path: String) -> Asked<'_> {
    Asked {
        headers,
        path,
        body: None,
        live: false,
    }
}

async fn page<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    match open(&shared, &token, asked(&headers, format!("/t/{token}"))).await {
        Ok((link, s)) => {
            // The table as it is now comes with the page, so it is drawn at
            // once; the live stream follows. Written so that nothing in it
            // (a name) can end the script it stands in or open a comment.
            let now = script_safe(&shared.web.opened(&s, &link).await.json());
            the_page(None, "null", &now, "'none'")
        }
        Err(r) => r,
    }
}

async fn table<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    match open(&shared, &token, asked(&headers, format!("/api/{token}"))).await {
        Ok((link, s)) => Json(shared.web.opened(&s, &link).await).into_response(),
        Err(r) => r,
    }
}

/// The refusal of a stream or socket the caps leave no place for, in `lang`.
fn too_many_pages(lang: Lang) -> Response {
    refused(
        To::Script,
        StatusCode::TOO_MANY_REQUESTS,
        lang,
        &crate::t!(lang, "web-too-many-pages"),
    )
}

/// Counts an open stream, in all, for its link and its address, for as long as it lives.
struct Counted<P: TableStore> {
    shared: Arc<Shared<P>>,
    token: String,
    from: IpAddr,
}

impl<P: TableStore> Counted<P> {
    /// A place for a stream of `token` from `from`, if the caps leave one.
    fn take(shared: &Arc<Shared<P>>, token: &str, from: IpAddr) -> Option<Counted<P>> {
        let mut streaming = shared.streaming.lock().unwrap_or_else(|p| p.into_inner());
        let (links, addresses) = &mut *streaming;
        if links.get(token).copied().unwrap_or(0) >= STREAMS_PER_LINK
            || addresses.get(&from).copied().unwrap_or(0) >= STREAMS_PER_ADDRESS
        {
            return None;
        }
        if shared.streams.fetch_add(1, Ordering::SeqCst) >= STREAMS_AT_MOST {
            shared.streams.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        *links.entry(token.to_string()).or_default() += 1;
        *addresses.entry(from).or_default() += 1;
        Some(Counted {
            shared: shared.clone(),
            token: token.to_string(),
            from,
        })
    }
}

impl<P: TableStore> Drop for Counted<P> {
    fn drop(&mut self) {
        self.shared.streams.fetch_sub(1, Ordering::SeqCst);
        let mut streaming = self.shared.streaming.lock().unwrap_or_else(|p| p.into_inner());
        let (links, addresses) = &mut *streaming;
        // Emptied entries go, so the maps give their memory back.
        if let Some(n) = links.get_mut(&self.token) {
            *n -= 1;
            if *n == 0 {
                links.remove(&self.token);
            }
        }
        if let Some(n) = addresses.get_mut(&self.from) {
            *n -= 1;
            if *n == 0 {
                addresses.remove(&self.from);
            }
        }
        if links.is_empty() && links.capacity() > 64 {
            links.shrink_to_fit();
        }
        if addresses.is_empty() && addresses.capacity() > 64 {
            addresses.shrink_to_fit();
        }
    }
}

/// A live page's start, for its stream or its socket: the link, its place
/// under the caps (held while the page follows), and the game's newest
/// table to follow (an ended game's last table alone: it changes no more).
async fn followed<P: TableStore>(
    shared: &Arc<Shared<P>>,
    token: &str,
    headers: &HeaderMap,
    peer: Option<Extension<Peer>>,
    path: String,
) -> Result<(Link, Counted<P>, Following), Response> {
    let live = Asked {
        live: true,
        ..asked(headers, path)
    };
    let (link, s) = open(shared, token, live).await?;
    let from = client(headers, peer.map(|p| p.0));
    let counted = Counted::take(shared, token, from).ok_or_else(|| too_many_pages(link.lang))?;
    let rx = match ended(&s) {
        true => Live::ended(s),
        false => shared.web.live.follow(link.game, s),
    };
    Ok((link, counted, rx))
}

/// The frames a page of `link` follows: the newest table at once, then one
/// per change, each drawn once for every page of the same view; and how
/// many are watching (a watcher's page counted among them while open).
fn frames_of<P: TableStore>(
    shared: &Arc<Shared<P>>,
    link: Link,
    rx: Following,
) -> impl futures_util::Stream<Item = Frame> + Send + use<P> {
    let watcher = rx
        .borrow()
        .as_ref()
        .is_some_and(|n| super::view::seat_shown(&n.snapshot, &link).is_none());
    let looking = shared.web.live.looking(link.game, watcher);
    let web = shared.clone();
    let lang = link.lang;
    let frame = move |newest: Arc<super::live::Newest>| {
        let web = web.clone();
        async move { web.web.frame(&newest, &link).await }
    };
    super::socket::frames(rx, looking, frame, move |n| crate::t!(lang, "web-watching", n = n))
}

async fn live<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
) -> Response {
    let (link, counted, rx) = match followed(&shared, &token, &headers, peer, format!("/api/{token}/live")).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    // How often the page will hear the bot: a keep-alive as an event the
    // page's script hears (a comment it would not), so a page that hears
    // nothing for longer knows it is cut off.
    let keep_alive = shared.web.keep_alive;
    let alive = Event::default().event("alive").data(keep_alive.as_millis().to_string());
    // The first event is the table as it is now, the keep-alive's period
    // right after it (the page's watchdog set before anything can go
    // quiet); then one per change, until it ends.
    let said = alive.clone();
    let frames = Box::pin(frames_of(&shared, link, rx));
    let stream = futures_util::stream::unfold(
        (frames, counted, true, false),
        move |(mut frames, counted, first, done)| {
            let said = said.clone();
            async move {
                if done {
                    return None;
                }
                let frame = futures_util::StreamExt::next(&mut frames).await?;
                let event = Event::default().event(frame.event).data(frame.json.as_str());
                let events = match first {
                    true => vec![event, said],
                    false => vec![event],
                };
                Some((
                    futures_util::stream::iter(events.into_iter().map(Ok::<_, Infallible>)),
                    (frames, counted, false, frame.ended),
                ))
            }
        },
    );
    let stream = futures_util::StreamExt::flatten(stream);
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(keep_alive).event(alive))
        .into_response()
}

/// The live table over a WebSocket (`web/socket.rs`): the same frames as
/// the stream, under the same caps; a game another process drives, its
/// socket passed on.
async fn socket<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    peer: Option<Extension<Peer>>,
    keep: Option<Extension<Keep>>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let ws = super::socket::sized(ws);
    let keep_alive = shared.web.keep_alive;
    if let Ok(link) = shared.web.key.check(&token)
        && shared.web.tables.snapshot(link.game).await.is_err()
        && let Some(door) = shared.web.door(link.game, &headers).await
    {
        let from = client(&headers, peer.map(|p| p.0));
        let Some(counted) = Counted::take(&shared, &token, from) else {
            return too_many_pages(link.lang);
        };
        let path = format!("/api/{token}/socket");
        let passer = forward::Passer {
            mark: &shared.web.mark,
            from: &headers,
        };
        let frames = match forward::socket(&door, &path, keep_alive * 5 / 2, link.lang, passer).await {
            Ok(frames) => frames,
            Err(refusal) => return refusal,
        };
        return upgrade(ws, keep, counted, frames, keep_alive);
    }
    let (link, counted, rx) = match followed(&shared, &token, &headers, peer, format!("/api/{token}/socket")).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let frames = frames_of(&shared, link, rx);
    upgrade(ws, keep, counted, frames, keep_alive)
}

/// The page's socket, following `frames`: counted under the caps and among
/// the page's connections while it is open.
fn upgrade<P: TableStore>(
    ws: WebSocketUpgrade,
    keep: Option<Extension<Keep>>,
    counted: Counted<P>,
    frames: impl futures_util::Stream<Item = Frame> + Send + 'static,
    keep_alive: Duration,
) -> Response {
    ws.on_upgrade(move |socket| async move {
        let _kept = keep.map(|k| k.0.busy());
        super::socket::follow(socket, frames, keep_alive).await;
        drop(counted);
    })
}

/// Whether a table has ended (finished or cancelled): nothing changes it any more.
pub(super) fn ended(s: &Snapshot) -> bool {
    s.is_over() || matches!(s.status, GameStatus::Finished | GameStatus::Cancelled)
}

/// JSON made safe to stand inside a page's `<script>`: `<`, `>` and `&`
/// as escapes (no `</script>`, no `<!--`), and the two line separators a
/// script may not hold.
pub fn script_safe(json: &str) -> String {
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

/// A move from the page: the screen it was chosen on and the move (or,
/// in Wizard Dice, staying in after a roll).
#[derive(Deserialize)]
struct Played {
    version: u64,
    round: u32,
    roll: Option<u8>,
    #[serde(rename = "move")]
    mv: Option<Move>,
    #[serde(default)]
    stay: bool,
    /// The move is left for later (turn-based tables); with no move, the
    /// one left is taken back.
    #[serde(default)]
    later: bool,
    /// The page's name for this move: sent again after a lost answer, it is
    /// not applied again (`Applied`).
    #[serde(default)]
    nonce: Option<String>,
}

/// The moves applied lately by their page's nonce, so a move sent again
/// (its answer was lost in a network drop) is answered, not played twice.
#[derive(Default)]
struct Applied {
    by_nonce: HashMap<(String, String), Instant>,
}

/// How long a move's nonce is remembered, and how many at most.
const APPLIED_FOR: Duration = Duration::from_secs(10 * 60);
const APPLIED_MOST: usize = 20_000;

impl Applied {
    fn seen(&self, token: &str, nonce: &str) -> bool {
        self.by_nonce
            .get(&(token.to_string(), nonce.to_string()))
            .is_some_and(|at| at.elapsed() < APPLIED_FOR)
    }

    fn note(&mut self, token: &str, nonce: &str) {
        if self.by_nonce.len() >= APPLIED_MOST {
            self.by_nonce.retain(|_, at| at.elapsed() < APPLIED_FOR);
            if self.by_nonce.len() >= APPLIED_MOST {
                self.by_nonce.clear();
            }
        }
        self.by_nonce
            .insert((token.to_string(), nonce.to_string()), Instant::now());
    }
}

/// Whether `token` may make another move now (a few a second).
fn may_move<P: TableStore>(shared: &Shared<P>, token: &str) -> bool {
    let mut moves = shared.moves.lock().unwrap_or_else(|p| p.into_inner());
    let now = Instant::now();
    if moves.len() > 10_000 {
        moves.retain(|_, (since, _)| now.duration_since(*since) < Duration::from_secs(1));
    }
    let (since, count) = moves.entry(token.to_string()).or_insert((now, 0));
    if now.duration_since(*since) >= Duration::from_secs(1) {
        *since = now;
        *count = 0;
    }
    *count += 1;
    *count <= MOVES_PER_SECOND
}

fn said(status: StatusCode, lang: Lang, e: &TableError) -> Response {
    Refusal::why(table_error(e, lang)).answer(status)
}

async fn play<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Response {
    let passed = Asked {
        body: Some(body.clone()),
        ..asked(&headers, format!("/api/{token}/move"))
    };
    let (link, s) = match open(&shared, &token, passed).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let lang = link.lang;
    // Only the person the link was made for plays its seat, while they hold it.
    let Some(seat) = super::view::seat_shown(&s, &link) else {
        return said(StatusCode::FORBIDDEN, lang, &TableError::NotSeated);
    };
    // A game that ended (read from storage): refused as Discord refuses it.
    let over = match s.status {
        GameStatus::Finished => Some(TableError::GameOver),
        GameStatus::Cancelled => Some(TableError::Cancelled),
        _ => None,
    };
    if let Some(error) = over {
        return Refusal {
            table: Some(shared.web.state(&s, &link).await),
            ..Refusal::why(table_error(&error, lang))
        }
        .answer(StatusCode::CONFLICT);
    }
    if !may_move(&shared, &token) {
        let why = crate::t!(lang, "web-too-many-moves");
        return refused(To::Script, StatusCode::TOO_MANY_REQUESTS, lang, &why);
    }
    let Some((played, ask)) =
        serde_json::from_slice::<Played>(&body)
            .ok()
            .and_then(|p| match (p.mv, p.stay, p.later) {
                (Some(m), false, _) => Some((p, Some(Ask::Move(m)))),
                (None, true, false) => Some((p, Some(Ask::Stay))),
                (None, false, true) => Some((p, None)),
                _ => None,
            })
    else {
        return refused(
            To::Script,
            StatusCode::BAD_REQUEST,
            lang,
            &crate::t!(lang, "web-not-a-move"),
        );
    };
    // The seat's person plays; a seat handed to a computer is no one's to play.
    let Some(SeatOwner::Human(user)) = s.seats.get(seat).cloned() else {
        return said(StatusCode::FORBIDDEN, link.lang, &TableError::NotSeated);
    };
    // Sent again after its answer was lost: played already, so the table as it is.
    let nonce = played.nonce.as_deref().filter(|n| !n.is_empty() && n.len() <= 64);
    if let Some(n) = nonce
        && shared.applied.lock().unwrap_or_else(|p| p.into_inner()).seen(&token, n)
    {
        return Json(shared.web.state(&s, &link).await).into_response();
    }
    let drawn = Drawn {
        version: played.version,
        round: played.round,
        roll: played.roll,
    };
    let verb = match (played.later, ask) {
        (false, Some(ask)) => Verb::Decide { drawn, ask },
        (_, ask) => Verb::Later { drawn, ask },
    };
    match shared.web.tables.decide(link.game, user, verb).await {
        Ok(done) => {
            if let Some(n) = nonce {
                shared.applied.lock().unwrap_or_else(|p| p.into_inner()).note(&token, n);
            }
            Json(shared.web.state(&done.snapshot, &link).await).into_response()
        }
        Err(declined) => {
            let table = match declined.now {
                Some((now, _)) => Some(shared.web.state(&now, &link).await),
                None => None,
            };
            Refusal {
                table,
                ..Refusal::why(table_error(&declined.error, link.lang))
            }
            .answer(StatusCode::CONFLICT)
        }
    }
}

/// A finished game's Rematch opened: where its lobby is in Discord.
#[derive(serde::Serialize)]
struct Rematched {
    opened: String,
    said: String,
}

/// Rematch from a finished game's page: its seat's person asks, as the
/// button on the final standings does; the lobby opens in Discord.
async fn rematch<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let passed = Asked {
        body: Some(axum::body::Bytes::new()),
        ..asked(&headers, format!("/api/{token}/rematch"))
    };
    let (link, s) = match open(&shared, &token, passed).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let lang = link.lang;
    let Some(SeatOwner::Human(user)) = super::view::seat_shown(&s, &link).and_then(|seat| s.seats.get(seat).cloned())
    else {
        return said(StatusCode::FORBIDDEN, lang, &TableError::NotSeated);
    };
    if s.status == GameStatus::Cancelled || !(s.is_over() || s.status == GameStatus::Finished) {
        return refused(To::Script, StatusCode::CONFLICT, lang, &crate::t!(lang, "web-not-over"));
    }
    if !may_move(&shared, &token) {
        let why = crate::t!(lang, "web-too-many-moves");
        return refused(To::Script, StatusCode::TOO_MANY_REQUESTS, lang, &why);
    }
    let Some(rematch) = shared.web.heard.rematch.clone() else {
        return refused(
            To::Script,
            StatusCode::SERVICE_UNAVAILABLE,
            lang,
            &crate::t!(lang, "web-discord-unreachable"),
        );
    };
    match rematch(link.game, user, lang).await {
        Ok(opened) => Json(Rematched {
            opened,
            said: crate::t!(lang, "web-rematch-opened"),
        })
        .into_response(),
        Err(why) => refused(To::Script, StatusCode::CONFLICT, lang, &why),
    }
}

/// A picture of the link's game, drawn by the code that draws the bot's
/// pictures: `page` the link's seat's Page of Prediction (a watcher's:
/// none), `page-N` seat N's once the game is over (the final Pages, as
/// Discord shows them), `chart` the card game's score chart. Public parts
/// only, from the link's own view.
async fn picture<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path((token, which)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let path = format!("/api/{token}/picture/{which}");
    let (link, s) = match open(&shared, &token, asked(&headers, path)).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let me = super::view::seat_shown(&s, &link);
    let names = shared.web.names_of(&s, link.lang).await;
    let lang = link.lang;
    let players = s.seats.len();
    // Everyone's Page once the game is over (public then, as Discord shows
    // them at the end), drawn from the spectator's view.
    let whose = match which.strip_prefix("page-").map(str::parse::<usize>) {
        Some(Ok(seat)) if ended(&s) && seat < players => Some(seat),
        _ => None,
    };
    let viewer = match (whose, me) {
        (None, Some(seat)) => crate::engine::Viewer::Seat(seat),
        _ => crate::engine::Viewer::Spectator,
    };
    let view = s.view(viewer);
    let drawn = tokio::task::spawn_blocking(move || match (which.as_str(), view) {
        ("page", Some(View::Dice(v))) => me.and_then(|seat| crate::pictures::page(&v, seat, &names, lang)),
        (_, Some(View::Dice(v))) if whose.is_some() => {
            whose.and_then(|seat| crate::pictures::page(&v, seat, &names, lang))
        }
        ("chart", Some(View::Wizard(v))) => crate::pictures::chart(&v.history, v.players, &names, lang),
        _ => None,
    })
    .await
    .ok()
    .flatten();
    match drawn {
        Some(p) => png(p.png),
        None => refused(
            To::Script,
            StatusCode::NOT_FOUND,
            lang,
            &crate::t!(lang, "web-no-picture"),
        ),
    }
}

fn png(bytes: Vec<u8>) -> Response {
    (
        [(header::CONTENT_TYPE, "image/png"), (header::CACHE_CONTROL, "no-store")],
        bytes,
    )
        .into_response()
}

/// The cards' and dice faces' pictures: the bot's own emoji (`wz_b7.png`),
/// drawn once, the same for every game (nothing of any game in them).
async fn image(Path(name): Path<String>, headers: HeaderMap) -> Response {
    static SET: std::sync::OnceLock<HashMap<String, Vec<u8>>> = std::sync::OnceLock::new();
    let set = match SET.get() {
        Some(set) => set,
        None => {
            let drawn = tokio::task::spawn_blocking(|| {
                crate::pictures::emoji::set()
                    .unwrap_or_default()
                    .into_iter()
                    .map(|e| (format!("{}.png", e.base), e.png))
                    .collect::<HashMap<_, _>>()
            })
            .await
            .unwrap_or_default();
            SET.get_or_init(|| drawn)
        }
    };
    match set.get(&name) {
        Some(bytes) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "public, max-age=86400"),
            ],
            bytes.clone(),
        )
            .into_response(),
        None => {
            let lang = guessed_lang("", &headers);
            refused(
                To::Person,
                StatusCode::NOT_FOUND,
                lang,
                &crate::t!(lang, "web-no-picture"),
            )
        }
    }
}

/// The page as Discord opens it for the Activity: no table yet; its script
/// signs the person in Discord's way and then shows their table.
async fn activity_page<P: TableStore>(State(shared): State<Arc<Shared<P>>>) -> Response {
    let Some(activity) = &shared.web.activity else {
        let lang = Lang::En;
        return refused(
            To::Person,
            StatusCode::NOT_FOUND,
            lang,
            &crate::t!(lang, "err-activity-off"),
        );
    };
    // The page's first words, before it knows its person's language: all four.
    let config = crate::web::activity::Config {
        client_id: activity.client_id.clone(),
        words: Lang::ALL
            .iter()
            .map(|&lang| (lang.code(), crate::web::activity::Words::of(lang)))
            .collect(),
    };
    let config = script_safe(&serde_json::to_string(&config).unwrap_or_default());
    the_page(Some("activity/sdk.js"), &config, "null", DISCORD_FRAMES)
}

/// The page, whole: with the SDK's script (`sdk`, the Activity's), its
/// configuration (`activity`, JSON) and table (`table`, JSON), both already
/// made safe to stand in a script; framed only by `framed_by`; its scripts
/// allowed by a nonce of its own.
fn the_page(sdk: Option<&str>, activity: &str, table: &str, framed_by: &str) -> Response {
    let nonce = nonce();
    let sdk = sdk.map_or(String::new(), |src| {
        format!("<script src=\"{src}\" nonce=\"{nonce}\"></script>")
    });
    let page = PAGE
        .replace("{{SCRIPT}}", SCRIPT)
        .replace("{{SDK}}", &sdk)
        .replace("{{ACTIVITY}}", activity)
        .replace("{{NONCE}}", &nonce)
        .replace("{{TABLE}}", table);
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8".to_string()),
            (header::CACHE_CONTROL, "no-store".to_string()),
            (header::CONTENT_SECURITY_POLICY, policy(&nonce, framed_by)),
        ],
        page,
    )
        .into_response()
}

async fn activity_sdk() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        SDK,
    )
        .into_response()
}

/// Sign-ins one address may make in `SIGN_IN_WINDOW` (a person signs in a
/// few times a day), and all addresses together: each is a call to
/// Discord's `/oauth2/token`, and Discord shuts out an address that sends it
/// too many invalid requests (10,000 in 10 minutes: all of ours together
/// stay under a third of that), the bot's own requests with it. Only
/// well-formed sign-ins count (junk is refused before), and an address
/// past its own limit spends nothing of everyone's.
const SIGN_INS_PER_ADDRESS: u32 = 10;
const SIGN_INS_IN_ALL: u32 = 300;
const SIGN_IN_WINDOW: Duration = Duration::from_secs(60);

/// The sign-ins of the current window, per address (an IPv6 address by its
/// /64, what one household or machine is given) and in all.
#[derive(Default)]
struct SignIns {
    since: Option<Instant>,
    all: u32,
    per_address: HashMap<IpAddr, u32>,
}

/// Whose sign-ins `ip`'s are: an IPv4 address itself, an IPv6 one's /64.
fn sign_in_holder(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => IpAddr::V6(std::net::Ipv6Addr::from(v6.to_bits() & !((1u128 << 64) - 1))),
        v4 => v4,
    }
}

impl SignIns {
    /// Whether `from` may sign in now (counted when it may).
    fn may(&mut self, from: IpAddr) -> bool {
        let now = Instant::now();
        if self
            .since
            .is_none_or(|since| now.duration_since(since) >= SIGN_IN_WINDOW)
        {
            *self = SignIns {
                since: Some(now),
                ..SignIns::default()
            };
        }
        let mine = self.per_address.entry(sign_in_holder(from)).or_default();
        if *mine >= SIGN_INS_PER_ADDRESS || self.all >= SIGN_INS_IN_ALL {
            return false;
        }
        *mine += 1;
        self.all += 1;
        true
    }
}

/// A page's code and instance made into the person's tables (`activity.rs`).
async fn activity_session<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Response {
    let Some(activity) = &shared.web.activity else {
        let lang = Lang::En;
        return refused(
            To::Script,
            StatusCode::NOT_FOUND,
            lang,
            &crate::t!(lang, "err-activity-off"),
        );
    };
    // Refused before anything is asked of Discord: what is no sign-in at
    // all first (counted against no one), then an address past its limit.
    let asked = serde_json::from_slice::<crate::web::activity::Asked>(&body)
        .ok()
        .filter(crate::web::activity::Asked::well_formed);
    let Some(asked) = asked else {
        let lang = guessed_lang("", &headers);
        return Refusal::why(crate::t!(lang, "web-not-a-sign-in")).answer(StatusCode::BAD_REQUEST);
    };
    let from = client(&headers, peer.map(|p| p.0));
    if !shared.sign_ins.lock().unwrap_or_else(|p| p.into_inner()).may(from) {
        let lang = guessed_lang("", &headers);
        return refused(
            To::Script,
            StatusCode::TOO_MANY_REQUESTS,
            lang,
            &crate::t!(lang, "web-activity-busy"),
        );
    }
    let lang = asked
        .locale
        .as_deref()
        .map(Lang::from_locale)
        .unwrap_or_else(|| guessed_lang("", &headers));
    match crate::web::activity::session(&shared.web, activity, asked).await {
        Ok(found) => Json(found).into_response(),
        Err(r) => {
            Refusal::why(crate::t!(lang, r.why)).answer(StatusCode::from_u16(r.status).unwrap_or(StatusCode::FORBIDDEN))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ten sign-ins an address, an IPv6 address counted by its /64 and an
    /// IPv4 one written as IPv6 as itself; an address past its own limit
    /// spends nothing of everyone's, so a 30th address still signs in after
    /// 29 have used theirs and kept asking.
    #[test]
    fn sign_ins_are_limited_per_address_before_in_all() {
        let mut s = SignIns::default();
        let v4: IpAddr = "203.0.113.9".parse().unwrap();
        let mapped: IpAddr = "::ffff:203.0.113.9".parse().unwrap();
        for i in 0..SIGN_INS_PER_ADDRESS {
            let from = if i % 2 == 0 { v4 } else { mapped };
            assert!(s.may(from), "sign-in {i}");
        }
        assert!(!s.may(v4) && !s.may(mapped));
        let a: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        for _ in 0..SIGN_INS_PER_ADDRESS / 2 {
            assert!(s.may(a) && s.may(b));
        }
        assert!(!s.may(a) && !s.may(b), "one /64, one limit");
        assert!(s.may(other));
        // 29 addresses spend their own limit, and ask a hundred times more each.
        let mut s = SignIns::default();
        for n in 0..29u8 {
            let ip = IpAddr::from([198, 51, 100, n]);
            let given = (0..SIGN_INS_PER_ADDRESS + 100).filter(|_| s.may(ip)).count();
            assert_eq!(given as u32, SIGN_INS_PER_ADDRESS);
        }
        assert_eq!(s.all, 29 * SIGN_INS_PER_ADDRESS);
        assert!(s.may(IpAddr::from([192, 0, 2, 1])), "the 30th address");
    }
}
