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

mod activity;
mod follow;
pub(super) mod moves;
mod pictures;

use activity::{SignIns, activity_page, activity_sdk, activity_session, the_page};
use follow::{live, socket};
use moves::{Applied, play, rematch};
use pictures::{image, picture};

/// The page, whole: its script and styles inline, nothing from elsewhere
/// (an Activity's page may load only from its own address).
const PAGE: &str = include_str!("../page.html");
/// The page's script (its shapes checked by TypeScript in CI), set into the page.
const SCRIPT: &str = include_str!("../page.js");
/// Discord's Embedded App SDK, built from `activity/` (CI checks it is).
const SDK: &str = include_str!("../activity-sdk.js");

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
