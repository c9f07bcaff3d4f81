//! The table as a web page (#63): a second adapter over the table layer,
//! beside `discord/`. The bot's process serves it at `WEB_ADDR`: a seat's
//! link shows that seat's view and plays its moves through the same table
//! commands a button click makes (the same refusals, in the link's
//! language); a watcher's link shows the spectator's view, the public
//! message's. Every change reaches every open page over its WebSocket (or
//! server-sent events, or polling, where a socket does not get through).
//! The table layer knows nothing of the web, and the web nothing of Discord.

pub mod activity;
pub mod connections;
mod forward;
mod lean;
mod live;
mod refusal;
mod routes;
mod socket;
mod view;

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;

use crate::links::{Link, LinkKey};
use crate::table::{Snapshot, TableStore, Tables};
use crate::text::catalogue::Lang;

pub use live::Live;
pub use routes::script_safe;

/// What a person is called, where the process knows it (the Discord side
/// hears names; the page must not know of Discord, so it is handed this).
pub type NameBook = Arc<dyn Fn(i64) -> Option<String> + Send + Sync>;

/// Learns the names of these people from storage when the process has not
/// heard them yet (after a restart; a game another process seated).
pub type Recall = Arc<dyn Fn(Vec<i64>) -> Pin<Box<dyn Future<Output = ()> + Send>> + Send + Sync>;

/// Where a game is in Discord (a link to its final standings, where its
/// Rematch is, or to its thread), for a finished game's page.
/// Asked with the game and its server.
pub type Whereabouts =
    Arc<dyn Fn(i64, Option<i64>) -> Pin<Box<dyn Future<Output = Option<String>> + Send>> + Send + Sync>;

/// A finished game's Rematch, asked on its page by one of its people (game,
/// person, the page's language): the new lobby's address in Discord, or why
/// not in words.
pub type Rematcher =
    Arc<dyn Fn(i64, i64, Lang) -> Pin<Box<dyn Future<Output = Result<String, String>> + Send>> + Send + Sync>;

/// What the page learns of people and places from the Discord side,
/// which it must not know.
#[derive(Clone)]
pub struct Heard {
    pub names: NameBook,
    pub recall: Recall,
    pub whereabouts: Whereabouts,
    /// `None`: no Rematch from the page (no Discord to open it in).
    pub rematch: Option<Rematcher>,
}

impl Heard {
    /// Names only from memory, and no way back to Discord (benchmarks, tools).
    pub fn names_only(names: NameBook) -> Heard {
        Heard {
            names,
            recall: Arc::new(|_| Box::pin(async {})),
            whereabouts: Arc::new(|_, _| Box::pin(async { None })),
            rematch: None,
        }
    }
}

/// Finished games kept ready for their pages (rebuilt from storage once, not
/// at every request), for a while and up to a number.
const ENDED_KEPT: usize = 256;
const ENDED_FOR: std::time::Duration = std::time::Duration::from_secs(600);

/// Where the process that drives a game serves its page (several
/// processes on one database), if another one does: the page must not know
/// the store's leases, so it is handed this.
pub type Doors = Arc<dyn Fn(i64) -> Pin<Box<dyn Future<Output = Option<String>> + Send>> + Send + Sync>;

/// How this process finds the others (several processes on one database).
#[derive(Clone)]
pub struct Elsewhere {
    /// Where the others reach this process.
    pub here: String,
    pub doors: Doors,
}

/// A game that left the tables, as it ended, and when it finished (if it did).
#[derive(Clone)]
struct Ended {
    snapshot: Snapshot,
    finished_ms: Option<i64>,
}

/// A finished game's page stays readable at least this long after its end,
/// whatever its link's date.
const READABLE_AFTER_END_MS: i64 = crate::table::DAY_MS;

/// What the page's handlers share.
pub struct Web<P: TableStore> {
    pub tables: Tables<P>,
    pub key: LinkKey,
    pub live: Live,
    heard: Heard,
    ended: std::sync::Mutex<std::collections::HashMap<i64, (std::time::Instant, Ended)>>,
    elsewhere: Option<Elsewhere>,
    /// The table as a Discord Activity, when the application's OAuth2
    /// client is configured.
    activity: Option<activity::Activity>,
    /// Forwards a page's requests to the process that drives its game.
    http: reqwest::Client,
    /// How often a live page hears the bot when nothing changes.
    keep_alive: std::time::Duration,
    /// What a request passed among the bot's processes is marked with (`LinkKey::passed_mark`).
    mark: String,
}

/// How often a live page hears the bot when nothing changes (a keep-alive
/// on its socket or stream): a page that hears nothing for two and a half of
/// them (10 s) counts itself cut off and follows again, so a phone that lost
/// its network silently is told within 10 s; far below the 30 s or so after
/// which proxies and phone networks drop a quiet connection.
pub const KEEP_ALIVE: std::time::Duration = std::time::Duration::from_secs(4);

impl<P: TableStore> Web<P> {
    /// The page's state for `link`: the names of its people learned first,
    /// and once it is over, the way back to it in Discord.
    async fn state(&self, s: &Snapshot, link: &Link) -> view::PageState {
        self.recall(s).await;
        let back = match s.is_over() || s.status == crate::table::GameStatus::Finished {
            true => (self.heard.whereabouts)(s.id, s.guild).await,
            false => None,
        };
        let mut state = view::state(s, link, &*self.heard.names, back);
        // No Discord to open a rematch in: no Rematch on the page.
        if let (Some(end), None) = (state.end.as_mut(), &self.heard.rematch) {
            end.rematch = None;
        }
        state
    }

    /// The page's state as it opens: also what the others did since the
    /// seat's last move, at a running turn-based table (replayed from the
    /// stored game once, not for every frame).
    async fn opened(&self, s: &Snapshot, link: &Link) -> view::PageState {
        let mut state = self.state(s, link).await;
        let seat = view::seat_shown(s, link);
        if let Some(seat) = seat.filter(|_| crate::present::later_of(s, seat).is_some())
            && let Ok(happened) = self.tables.since_last_move(s.id, seat).await
        {
            let names: Vec<String> = state.seats.iter().map(|x| x.name.clone()).collect();
            let name = |x: usize| names.get(x).cloned().unwrap_or_default();
            let lang = link.lang;
            let lines = crate::text::since::since_lines(&happened, &name, lang);
            if !lines.is_empty() {
                state.since = Some(view::SinceShown {
                    title: crate::t!(lang, "since-title").replace("**", ""),
                    lines: lines.iter().map(|l| l.replace("**", "")).collect(),
                });
            }
        }
        state
    }

    /// The frame `link` is shown of `newest`: drawn once for every page of
    /// the same view (seat or watchers) and language.
    async fn frame(&self, newest: &live::Newest, link: &Link) -> live::Frame {
        let s = &newest.snapshot;
        let view = (view::seat_shown(s, link), link.lang);
        let draw = || async { live::Frame::table(self.state(s, link).await.json(), routes::ended(s)) };
        newest.frames.frame(view, draw).await
    }

    async fn recall(&self, s: &Snapshot) {
        (self.heard.recall)(s.people().collect()).await;
    }

    /// A game that left the tables (finished or cancelled) as it ended.
    async fn ended(&self, game: i64) -> Option<Ended> {
        let now = std::time::Instant::now();
        {
            let mut kept = self.ended.lock().unwrap_or_else(|p| p.into_inner());
            kept.retain(|_, (at, _)| now.duration_since(*at) < ENDED_FOR);
            if let Some((_, e)) = kept.get(&game) {
                return Some(e.clone());
            }
        }
        let snapshot = self.tables.ended(game).await.ok()?;
        let finished_ms = self.tables.stored(game).await.ok().and_then(|row| row.finished_at);
        let ended = Ended { snapshot, finished_ms };
        let mut kept = self.ended.lock().unwrap_or_else(|p| p.into_inner());
        if kept.len() >= ENDED_KEPT {
            kept.clear();
        }
        kept.insert(game, (now, ended.clone()));
        Some(ended)
    }

    /// The process to ask for `game`'s page, when another one drives it
    /// (and this request was not passed here by another process already).
    async fn door(&self, game: i64, headers: &axum::http::HeaderMap) -> Option<String> {
        let elsewhere = self.elsewhere.as_ref()?;
        // Its mark was checked on the way in (`routes::from_where`), and removed if it vouched for nothing.
        if headers.contains_key(forward::PASSED) {
            return None;
        }
        (elsewhere.doors)(game).await.filter(|door| *door != elsewhere.here)
    }

    /// Each seat's name as the page and its pictures show it.
    async fn names_of(&self, s: &Snapshot, lang: Lang) -> Vec<String> {
        self.recall(s).await;
        view::seat_names(s, &*self.heard.names, lang)
    }
}

/// The page's address, bound before the rest of the bot is built (its
/// links need the address; the names come from the bot).
pub struct Bound {
    listener: tokio::net::TcpListener,
    pub addr: SocketAddr,
}

/// Binds `addr` (its port 0: any free one).
pub async fn bind(addr: SocketAddr) -> Result<Bound, String> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("{addr}: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    Ok(Bound { listener, addr })
}

/// Serves the page on `bound`; with `elsewhere`, a page of a game another
/// process drives is served through that process. Aborting the handle
/// stops it, every connection with it.
pub fn serve<P: TableStore>(
    bound: Bound,
    tables: Tables<P>,
    key: LinkKey,
    heard: Heard,
    elsewhere: Option<Elsewhere>,
    activity: Option<activity::Activity>,
) -> tokio::task::JoinHandle<()> {
    serve_tuned(bound, tables, key, heard, elsewhere, activity, KEEP_ALIVE)
}

/// As `serve`, with live pages kept alive every `keep_alive` (tests that
/// cut a page off use a short one rather than wait).
pub fn serve_tuned<P: TableStore>(
    bound: Bound,
    tables: Tables<P>,
    key: LinkKey,
    heard: Heard,
    elsewhere: Option<Elsewhere>,
    activity: Option<activity::Activity>,
    keep_alive: std::time::Duration,
) -> tokio::task::JoinHandle<()> {
    let Bound { listener, addr: bound } = bound;
    let live = Live::start(tables.subscribe());
    let web = Arc::new(Web {
        tables,
        mark: key.passed_mark(),
        key,
        live,
        heard,
        ended: Default::default(),
        elsewhere,
        activity,
        http: reqwest::Client::builder()
            .connect_timeout(std::time::Duration::from_secs(5))
            .build()
            .unwrap_or_default(),
        keep_alive,
    });
    let app = routes::router(web);
    let limits = connections::Limits::for_files(connections::raise_open_files());
    let serving = tokio::spawn(connections::serve(listener, app, limits));
    tracing::info!(
        addr = %bound,
        connections = limits.total,
        per_address = limits.per_address,
        "serving the table page"
    );
    serving
}
