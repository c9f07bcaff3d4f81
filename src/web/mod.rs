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

use crate::links::LinkKey;
use crate::table::{TableStore, Tables};

pub use live::Live;

/// What the page's handlers share.
pub struct Web<P: TableStore> {
    pub tables: Tables<P>,
    pub key: LinkKey,
    pub live: Live,
}

/// Serves the page at `addr` (its port 0: any free one); returns the address bound.
pub async fn serve<P: TableStore>(addr: SocketAddr, tables: Tables<P>, key: LinkKey) -> Result<SocketAddr, String> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("{addr}: {e}"))?;
    let bound = listener.local_addr().map_err(|e| e.to_string())?;
    let live = Live::start(tables.subscribe());
    let web = Arc::new(Web { tables, key, live });
    let app = routes::router(web);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the web page stopped");
        }
    });
    tracing::info!(addr = %bound, "serving the table page");
    Ok(bound)
}
