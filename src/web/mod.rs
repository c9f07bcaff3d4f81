//! The table as a web page (#63): a second adapter over the table layer,
//! beside `discord/`. The bot's process serves it at `WEB_ADDR`: a seat's
//! link shows that seat's view and plays its moves through the same table
//! commands a button click makes (the same refusals, in the link's
//! language); a watcher's link shows the spectator's view, the public
//! message's. Every change reaches every open page over server-sent events.
//! The table layer knows nothing of the web, and the web nothing of Discord.

mod live;
mod routes;
mod view;

use std::net::SocketAddr;
use std::sync::Arc;

use crate::links::{Link, LinkKey};
use crate::table::{Snapshot, TableStore, Tables};
use crate::text::catalogue::Lang;

pub use live::Live;

/// What a person is called, where the process knows it (the Discord side
/// hears names; the page must not know of Discord, so it is handed this).
pub type NameBook = Arc<dyn Fn(i64) -> Option<String> + Send + Sync>;

/// What the page's handlers share.
pub struct Web<P: TableStore> {
    pub tables: Tables<P>,
    pub key: LinkKey,
    pub live: Live,
    names: NameBook,
}

impl<P: TableStore> Web<P> {
    /// The page's state for `link`.
    fn state(&self, s: &Snapshot, link: &Link) -> serde_json::Value {
        view::state(s, link, &*self.names)
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

/// Serves the page on `bound`.
pub fn serve<P: TableStore>(bound: Bound, tables: Tables<P>, key: LinkKey, names: NameBook) {
    let Bound { listener, addr: bound } = bound;
    let live = Live::start(tables.subscribe());
    let web = Arc::new(Web {
        tables,
        key,
        live,
        names,
    });
    let app = routes::router(web);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the web page stopped");
        }
    });
    tracing::info!(addr = %bound, "serving the table page");
}
