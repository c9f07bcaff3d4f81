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

use axum::Json;
use axum::Router;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;

use crate::links::{Link, LinkError, LinkKey};
use crate::table::{Ask, Drawn, GameStatus, Move, SeatOwner, Snapshot, TableError, TableStore, Verb, View};
use crate::text::catalogue::Lang;
use crate::text::refusals::table_error;
use crate::web::{Web, forward};

/// The page, whole: its script and styles inline, nothing from elsewhere
/// (an Activity's page may load only from its own address).
const PAGE: &str = include_str!("page.html");
/// Discord's Embedded App SDK, built from `activity/` (CI checks it is).
const SDK: &str = include_str!("activity-sdk.js");

/// A move's body is a few dozen bytes.
const BODY_LIMIT: usize = 4 * 1024;
/// Open live streams this process keeps at most.
const STREAMS_AT_MOST: usize = 10_000;
/// Moves a link may make per second (a person taps far fewer).
const MOVES_PER_SECOND: u32 = 20;

struct Shared<P: TableStore> {
    web: Arc<Web<P>>,
    streams: AtomicUsize,
    moves: std::sync::Mutex<HashMap<String, (Instant, u32)>>,
}

pub fn router<P: TableStore>(web: Arc<Web<P>>) -> Router {
    let shared = Arc::new(Shared {
        web,
        streams: AtomicUsize::new(0),
        moves: Default::default(),
    });
    Router::new()
        .route("/t/{token}", get(page::<P>))
        .route("/api/{token}", get(table::<P>))
        .route("/api/{token}/live", get(live::<P>))
        .route("/api/{token}/move", post(play::<P>))
        .route("/api/{token}/picture/{which}", get(picture::<P>))
        .route("/img/{name}", get(image))
        .route("/", get(activity_page::<P>))
        .route("/activity", get(activity_page::<P>))
        .route("/activity/sdk.js", get(activity_sdk))
        .route("/activity/session", post(activity_session::<P>))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(shared)
}

/// Who reads a refusal: a person (a page), or the page's script (JSON).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum To {
    Person,
    Script,
}

impl To {
    pub(super) fn of(path: &str) -> To {
        match path.starts_with("/api/") {
            true => To::Script,
            false => To::Person,
        }
    }
}

/// Text made safe to stand in a page's HTML.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// A refusal: a plain page in `lang` with `why` (and `lines` below it), or
/// for the page's script `{"refused": why}`.
pub(super) fn refused_as(to: To, status: StatusCode, lang: Lang, why: &str, lines: &[String]) -> Response {
    match to {
        To::Script => (status, Json(json!({"refused": why}))).into_response(),
        To::Person => {
            let more: String = lines.iter().map(|l| format!("<li><bdi>{}</bdi></li>", escaped(l))).collect();
            let list = match more.is_empty() {
                true => String::new(),
                false => format!("<ol style='list-style:none;padding:0'>{more}</ol>"),
            };
            let body = format!(
                "<!doctype html><html lang='{}'><meta charset=utf-8><meta name=viewport content='width=device-width'>\
                 <title>Wizard</title><body style='font:18px sans-serif;margin:2em'><p>{}</p>{list}</body></html>",
                lang.code(),
                escaped(why)
            );
            (status, [(header::CACHE_CONTROL, "no-store")], Html(body)).into_response()
        }
    }
}

/// A refusal with nothing more to say than why.
fn refused(to: To, status: StatusCode, lang: Lang, why: &str) -> Response {
    refused_as(to, status, lang, why, &[])
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
        Some((places, totals)) => {
            let mut order: Vec<usize> = (0..places.len()).collect();
            order.sort_by_key(|&seat| (places[seat], seat));
            order
                .into_iter()
                .map(|seat| {
                    crate::t!(
                        lang,
                        "end-line",
                        place = places[seat],
                        name = names.get(seat).cloned().unwrap_or_default(),
                        points = crate::text::card_hint::signed(totals[seat])
                    )
                })
                .collect()
        }
        None => Vec::new(),
    };
    match to {
        To::Script => (StatusCode::GONE, Json(json!({"refused": why, "ended": true, "standings": lines}))).into_response(),
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
        return Err(forward::pass(&shared.web.http, &door, &asked.path, asked.body, asked.live, lang).await);
    }
    let Some(s) = shared.web.ended(link.game).await else {
        return Err(refused(to, StatusCode::NOT_FOUND, lang, &crate::t!(lang, "web-game-gone")));
    };
    match s.status {
        GameStatus::Finished if !expired => Ok((link, s)),
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
            let now = script_safe(&shared.web.state(&s, &link).await.to_string());
            let page = PAGE
                .replace("{{SDK}}", "")
                .replace("{{ACTIVITY}}", "null")
                .replace("{{TABLE}}", &now);
            (
                [
                    (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                    (header::CACHE_CONTROL, "no-store"),
                ],
                page,
            )
                .into_response()
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
        Ok((link, s)) => Json(shared.web.state(&s, &link).await).into_response(),
        Err(r) => r,
    }
}

/// Counts an open stream for as long as it lives.
struct Counted<P: TableStore>(Arc<Shared<P>>);

impl<P: TableStore> Drop for Counted<P> {
    fn drop(&mut self) {
        self.0.streams.fetch_sub(1, Ordering::SeqCst);
    }
}

async fn live<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let live = Asked {
        live: true,
        ..asked(&headers, format!("/api/{token}/live"))
    };
    let (link, s) = match open(&shared, &token, live).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    if shared.streams.fetch_add(1, Ordering::SeqCst) >= STREAMS_AT_MOST {
        shared.streams.fetch_sub(1, Ordering::SeqCst);
        let lang = link.lang;
        return refused(
            To::Script,
            StatusCode::SERVICE_UNAVAILABLE,
            lang,
            &crate::t!(lang, "web-too-many-pages"),
        );
    }
    let counted = Counted(shared.clone());
    // A game that ended is followed no more: its last table, and the stream ends.
    let ended = ended(&s);
    let rx = match ended {
        true => tokio::sync::watch::channel(Some(Arc::new(s))).1,
        false => shared.web.live.follow(link.game, s),
    };
    // The first event is the table as it is now; then one per change, until it ends.
    let stream = futures_util::stream::unfold((rx, counted, true, false), move |(mut rx, counted, first, done)| async move {
        if done || (!first && rx.changed().await.is_err()) {
            return None;
        }
        let snapshot = rx.borrow_and_update().clone()?;
        let event = Event::default()
            .event("table")
            .data(counted.0.web.state(&snapshot, &link).await.to_string());
        let done = self::ended(&snapshot);
        Some((Ok::<_, Infallible>(event), (rx, counted, false, done)))
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(25)))
        .into_response()
}

/// Whether a table has ended (finished or cancelled): nothing changes it any more.
fn ended(s: &Snapshot) -> bool {
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
    (status, Json(json!({"refused": table_error(e, lang)}))).into_response()
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
    let Some(seat) = link.seat.map(usize::from) else {
        return said(StatusCode::FORBIDDEN, lang, &TableError::NotSeated);
    };
    // A game that ended (read from storage): refused as Discord refuses it.
    let over = match s.status {
        GameStatus::Finished => Some(TableError::GameOver),
        GameStatus::Cancelled => Some(TableError::Cancelled),
        _ => None,
    };
    if let Some(error) = over {
        let mut answer = json!({"refused": table_error(&error, lang)});
        answer["table"] = shared.web.state(&s, &link).await;
        return (StatusCode::CONFLICT, Json(answer)).into_response();
    }
    if !may_move(&shared, &token) {
        let why = crate::t!(lang, "web-too-many-moves");
        return refused(To::Script, StatusCode::TOO_MANY_REQUESTS, lang, &why);
    }
    let Some((played, ask)) = serde_json::from_slice::<Played>(&body)
        .ok()
        .and_then(|p| match (p.mv, p.stay) {
            (Some(m), false) => Some((p, Ask::Move(m))),
            (None, true) => Some((p, Ask::Stay)),
            _ => None,
        })
    else {
        return refused(To::Script, StatusCode::BAD_REQUEST, lang, &crate::t!(lang, "web-not-a-move"));
    };
    // The seat's person plays; a seat handed to a computer is no one's to play.
    let Some(SeatOwner::Human(user)) = s.seats.get(seat).cloned() else {
        return said(StatusCode::FORBIDDEN, link.lang, &TableError::NotSeated);
    };
    let verb = Verb::Decide {
        drawn: Drawn {
            version: played.version,
            round: played.round,
            roll: played.roll,
        },
        ask,
    };
    match shared.web.tables.decide(link.game, user, verb).await {
        Ok(done) => Json(shared.web.state(&done.snapshot, &link).await).into_response(),
        Err(declined) => {
            let mut answer = json!({"refused": table_error(&declined.error, link.lang)});
            if let Some((now, _)) = declined.now {
                answer["table"] = shared.web.state(&now, &link).await;
            }
            (StatusCode::CONFLICT, Json(answer)).into_response()
        }
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
    let me = link.seat.map(usize::from).filter(|&x| x < s.seats.len());
    let view = s.view(me.map_or(crate::engine::Viewer::Spectator, crate::engine::Viewer::Seat));
    let names = shared.web.names_of(&s, link.lang).await;
    let lang = link.lang;
    let players = s.seats.len();
    let whose = match which.strip_prefix("page-").map(str::parse::<usize>) {
        Some(Ok(seat)) if ended(&s) && seat < players => Some(seat),
        _ => None,
    };
    let drawn = tokio::task::spawn_blocking(move || match (which.as_str(), view) {
        ("page", Some(View::Dice(v))) => me.and_then(|seat| crate::pictures::page(&v, seat, &names, lang)),
        (_, Some(View::Dice(v))) if whose.is_some() => whose.and_then(|seat| crate::pictures::page(&v, seat, &names, lang)),
        ("chart", Some(View::Wizard(v))) => crate::pictures::chart(&v.history, v.players, &names, lang),
        _ => None,
    })
    .await
    .ok()
    .flatten();
    match drawn {
        Some(p) => png(p.png),
        None => refused(To::Script, StatusCode::NOT_FOUND, lang, &crate::t!(lang, "web-no-picture")),
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
async fn image(Path(name): Path<String>) -> Response {
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
        None => (StatusCode::NOT_FOUND, "no such picture").into_response(),
    }
}

/// The page as Discord opens it for the Activity: no table yet; its script
/// signs the person in Discord's way and then shows their table.
async fn activity_page<P: TableStore>(State(shared): State<Arc<Shared<P>>>) -> Response {
    let Some(activity) = &shared.web.activity else {
        let lang = Lang::En;
        return refused(To::Person, StatusCode::NOT_FOUND, lang, &crate::t!(lang, "web-activity-off"));
    };
    // The page's first words, before it knows its person's language: all four.
    let words: serde_json::Map<String, serde_json::Value> = Lang::ALL
        .iter()
        .map(|&lang| {
            let w = json!({
                "outside": crate::t!(lang, "web-activity-outside"),
                "signingIn": crate::t!(lang, "web-activity-signing-in"),
                "refused": crate::t!(lang, "web-activity-refused"),
                "none": crate::t!(lang, "web-activity-none"),
                "choose": crate::t!(lang, "web-activity-choose"),
                "seat": crate::t!(lang, "web-activity-seat", game = "{game}"),
                "watch": crate::t!(lang, "web-activity-watch", game = "{game}"),
            });
            (lang.code().to_string(), w)
        })
        .collect();
    let config = script_safe(&json!({"clientId": activity.client_id, "words": words}).to_string());
    let page = PAGE
        .replace("{{SDK}}", "<script src=\"activity/sdk.js\"></script>")
        .replace("{{ACTIVITY}}", &config)
        .replace("{{TABLE}}", "null");
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
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

/// A page's code and instance made into the person's tables (`activity.rs`).
async fn activity_session<P: TableStore>(State(shared): State<Arc<Shared<P>>>, body: axum::body::Bytes) -> Response {
    let Some(activity) = &shared.web.activity else {
        let lang = Lang::En;
        return refused(To::Script, StatusCode::NOT_FOUND, lang, &crate::t!(lang, "web-activity-off"));
    };
    let Ok(asked) = serde_json::from_slice::<crate::web::activity::Asked>(&body) else {
        return (StatusCode::BAD_REQUEST, Json(json!({"refused": "not a sign-in"}))).into_response();
    };
    match crate::web::activity::session(&shared.web, activity, asked).await {
        Ok(found) => Json(found).into_response(),
        Err(r) => (
            StatusCode::from_u16(r.status).unwrap_or(StatusCode::FORBIDDEN),
            Json(json!({"refused": r.why})),
        )
            .into_response(),
    }
}
