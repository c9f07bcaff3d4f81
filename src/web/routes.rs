//! The page's addresses: `/t/{link}` the page itself, `/api/{link}` the
//! table as the link may see it, `/api/{link}/live` the same at every change
//! (server-sent events), `/api/{link}/move` a move. A forged, altered or
//! expired link, or one for a game that is gone, gets a plain refusal and
//! nothing of any game. Bounded: small bodies, a few moves a second per
//! link, a cap on open live streams.

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

use crate::links::{Link, LinkError};
use crate::table::{Ask, Drawn, Move, SeatOwner, Snapshot, TableError, TableStore, Verb, View};
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

/// A refusal as a plain page (or a line of JSON for the page's script).
fn refused(status: StatusCode, why: &str) -> Response {
    let body = format!(
        "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'>\
         <title>Wizard</title><p style='font:18px sans-serif;margin:2em'>{why}</p>"
    );
    (status, Html(body)).into_response()
}

fn link_refused(e: LinkError) -> Response {
    let status = match e {
        LinkError::Expired => StatusCode::GONE,
        LinkError::Malformed => StatusCode::NOT_FOUND,
        LinkError::Forged => StatusCode::FORBIDDEN,
    };
    refused(status, &e.to_string())
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
/// function's `Err`, as a refusal does.
async fn open<P: TableStore>(shared: &Shared<P>, token: &str, asked: Asked<'_>) -> Result<(Link, Snapshot), Response> {
    let link = shared
        .web
        .key
        .read(token, crate::table::now_ms())
        .map_err(link_refused)?;
    match shared.web.tables.snapshot(link.game).await {
        Ok(s) => Ok((link, s)),
        Err(_) => {
            if let Some(door) = shared.web.door(link.game, asked.headers).await {
                return Err(forward::pass(&shared.web.http, &door, &asked.path, asked.body, asked.live).await);
            }
            // Ended: the link ends with its game.
            Err(link_refused(LinkError::Expired))
        }
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
            // once; the live stream follows. ("</" is written "<\/" inside a script.)
            let now = shared.web.state(&s, &link).to_string().replace("</", "<\\/");
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
        Ok((link, s)) => Json(shared.web.state(&s, &link)).into_response(),
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
        return refused(StatusCode::SERVICE_UNAVAILABLE, "too many open pages; try again soon");
    }
    let counted = Counted(shared.clone());
    let rx = shared.web.live.follow(link.game, s);
    // The first event is the table as it is now; then one per change.
    let stream = futures_util::stream::unfold((rx, counted, true), move |(mut rx, counted, first)| async move {
        if !first && rx.changed().await.is_err() {
            return None;
        }
        let snapshot = rx.borrow_and_update().clone()?;
        let event = Event::default()
            .event("table")
            .data(counted.0.web.state(&snapshot, &link).to_string());
        Some((Ok::<_, Infallible>(event), (rx, counted, false)))
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(25)))
        .into_response()
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
    let Some(seat) = link.seat.map(usize::from) else {
        return said(StatusCode::FORBIDDEN, link.lang, &TableError::NotSeated);
    };
    if !may_move(&shared, &token) {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            Json(json!({"refused": "too many moves"})),
        )
            .into_response();
    }
    let Some((played, ask)) = serde_json::from_slice::<Played>(&body)
        .ok()
        .and_then(|p| match (p.mv, p.stay) {
            (Some(m), false) => Some((p, Ask::Move(m))),
            (None, true) => Some((p, Ask::Stay)),
            _ => None,
        })
    else {
        return (StatusCode::BAD_REQUEST, Json(json!({"refused": "not a move"}))).into_response();
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
        Ok(done) => Json(shared.web.state(&done.snapshot, &link)).into_response(),
        Err(declined) => {
            let mut answer = json!({"refused": table_error(&declined.error, link.lang)});
            if let Some((now, _)) = declined.now {
                answer["table"] = shared.web.state(&now, &link);
            }
            (StatusCode::CONFLICT, Json(answer)).into_response()
        }
    }
}

/// A picture of the link's game, drawn by the code that draws the bot's
/// pictures: `page` the link's seat's Page of Prediction (a watcher's:
/// none), `chart` the card game's score chart. Public parts only, from the
/// link's own view.
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
    let names = shared.web.names_of(&s, link.lang);
    let lang = link.lang;
    let drawn = tokio::task::spawn_blocking(move || match (which.as_str(), view) {
        ("page", Some(View::Dice(v))) => me.and_then(|seat| crate::pictures::page(&v, seat, &names, lang)),
        ("chart", Some(View::Wizard(v))) => crate::pictures::chart(&v.history, v.players, &names, lang),
        _ => None,
    })
    .await
    .ok()
    .flatten();
    match drawn {
        Some(p) => png(p.png),
        None => refused(StatusCode::NOT_FOUND, "no such picture"),
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
        None => refused(StatusCode::NOT_FOUND, "no such picture"),
    }
}

/// The page as Discord opens it for the Activity: no table yet; its script
/// signs the person in Discord's way and then shows their table.
async fn activity_page<P: TableStore>(State(shared): State<Arc<Shared<P>>>) -> Response {
    let Some(activity) = &shared.web.activity else {
        return refused(StatusCode::NOT_FOUND, "The Activity is not set up on this bot.");
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
    let config = json!({"clientId": activity.client_id, "words": words})
        .to_string()
        .replace("</", "<\\/");
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
        return refused(StatusCode::NOT_FOUND, "The Activity is not set up on this bot.");
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
