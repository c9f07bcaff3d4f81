//! The table as a web page (#63): a second adapter over the table layer,
//! beside `discord/`. The bot's process serves it at `WEB_ADDR`: a seat's
//! link shows that seat's view and plays its moves through the same table
//! commands a button click makes (the same refusals, in the link's
//! language); a watcher's link shows the spectator's view, the public
//! message's. Every change reaches every open page over server-sent events.
//! The table layer knows nothing of the web, and the web nothing of Discord.

pub mod activity;
mod forward;
mod live;
mod routes;
mod view;

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;

use crate::links::{Link, LinkKey};
use crate::table::{Snapshot, TableStore, Tables};
use crate::text::catalogue::Lang;

pub use live::Live;

/// What a person is called, where the process knows it (the Discord side
/// hears names; the page must not know of Discord, so it is handed this).
pub type NameBook = Arc<dyn Fn(i64) -> Option<String> + Send + Sync>;

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

/// What the page's handlers share.
pub struct Web<P: TableStore> {
    pub tables: Tables<P>,
    pub key: LinkKey,
    pub live: Live,
    names: NameBook,
    elsewhere: Option<Elsewhere>,
    /// The table as a Discord Activity, when the application's OAuth2
    /// client is configured.
    activity: Option<activity::Activity>,
    /// Forwards a page's requests to the process that drives its game.
    http: reqwest::Client,
}

impl<P: TableStore> Web<P> {
    /// The page's state for `link`.
    fn state(&self, s: &Snapshot, link: &Link) -> serde_json::Value {
        view::state(s, link, &*self.names)
    }

    /// The process to ask for `game`'s page, when another one drives it
    /// (and this request was not passed here by another process already).
    async fn door(&self, game: i64, headers: &axum::http::HeaderMap) -> Option<String> {
        let elsewhere = self.elsewhere.as_ref()?;
        if forward::was_passed(headers) {
            return None;
        }
        (elsewhere.doors)(game).await.filter(|door| *door != elsewhere.here)
    }

    /// Each seat's name as the page and its pictures show it.
    fn names_of(&self, s: &Snapshot, lang: Lang) -> Vec<String> {
        view::seat_names(s, &*self.names, lang)
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
/// process drives is served through that process.
pub fn serve<P: TableStore>(
    bound: Bound,
    tables: Tables<P>,
    key: LinkKey,
    names: NameBook,
    elsewhere: Option<Elsewhere>,
    activity: Option<activity::Activity>,
) {
    let Bound { listener, addr: bound } = bound;
    let live = Live::start(tables.subscribe());
    let web = Arc::new(Web {
        tables,
        key,
        live,
        names,
        elsewhere,
        activity,
        http: reqwest::Client::builder()
            .connect_timeout(std::time::Duration::from_secs(5))
            .build()
            .unwrap_or_default(),
    });
    let app = routes::router(web);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the web page stopped");
        }
    });
    tracing::info!(addr = %bound, "serving the table page");
}
