//! The live table over a WebSocket (#78), the transport the page prefers:
//! Discord's proxy in front of an Activity passes WebSockets (its guide says
//! it supports only those for real-time traffic), and a hop that holds an
//! HTTP response's body until it ends stalls server-sent events for good.
//! The socket carries the same frames as the live stream: the table as it
//! is at once, then one per change, and a keep-alive (`{"alive": ms}`) at
//! least every `keep_alive`, so a page that hears nothing for longer knows
//! it is cut off. A socket that stops answering the bot's pings is closed.

use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use tokio::time::Instant;

use crate::table::Snapshot;

/// What the keep-alive says: how often it comes, for the page's watchdog.
#[derive(serde::Serialize)]
struct Alive {
    alive: u64,
}

/// Follows `rx` over `socket` until the game ends, the page goes, or the
/// socket stops answering. `frame` draws the table for this page's link.
pub(super) async fn follow<F, Fut>(
    mut socket: WebSocket,
    mut rx: tokio::sync::watch::Receiver<Option<std::sync::Arc<Snapshot>>>,
    keep_alive: Duration,
    frame: F,
) where
    F: Fn(std::sync::Arc<Snapshot>) -> Fut,
    Fut: std::future::Future<Output = (String, bool)>,
{
    let alive = serde_json::to_string(&Alive {
        alive: keep_alive.as_millis() as u64,
    })
    .unwrap_or_default();
    let mut tick = tokio::time::interval_at(Instant::now() + keep_alive, keep_alive);
    let mut heard = Instant::now();
    // How often the page will hear the bot, first: its watchdog is set before anything can go quiet.
    if socket.send(Message::Text(alive.clone().into())).await.is_err() {
        return;
    }
    // The table as it is now, at once; then one frame per change.
    loop {
        let now = rx.borrow_and_update().clone();
        if let Some(snapshot) = now {
            let (json, ended) = frame(snapshot).await;
            if socket.send(Message::Text(json.into())).await.is_err() {
                return;
            }
            // A game that ended changes no more: its last frame, then the socket closes.
            if ended {
                let _ = socket.send(Message::Close(None)).await;
                return;
            }
        }
        // Until the next change: keep-alives, and the page's answers.
        loop {
            tokio::select! {
                changed = rx.changed() => match changed {
                    Ok(()) => break,
                    Err(_) => return,
                },
                _ = tick.tick() => {
                    // Nothing heard for two and a half keep-alives: the page went without a word.
                    if heard.elapsed() > keep_alive * 5 / 2 {
                        return;
                    }
                    let ping = socket.send(Message::Ping(Default::default())).await;
                    if ping.is_err() || socket.send(Message::Text(alive.clone().into())).await.is_err() {
                        return;
                    }
                }
                got = socket.recv() => match got {
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    // A pong, or anything else the page says: it is there.
                    Some(Ok(_)) => heard = Instant::now(),
                },
            }
        }
    }
}
