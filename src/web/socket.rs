//! The live table over a WebSocket (#78), the transport the page prefers:
//! Discord's proxy in front of an Activity passes WebSockets (its guide says
//! it supports only those for real-time traffic), and a hop that holds an
//! HTTP response's body until it ends stalls server-sent events for good.
//! The socket carries the same frames as the live stream: the table as it
//! is at once, then one per change, and a keep-alive (`{"alive": ms}`) at
//! least every `keep_alive`, so a page that hears nothing for longer knows
//! it is cut off. A socket that stops answering the bot's pings is closed.
//! The frames come from this process's tables, or from the process that
//! drives the game (`relayed`: its socket, passed on).

use std::time::Duration;

use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use futures_util::{Stream, StreamExt};
use tokio::time::Instant;

use super::live::{Following, Frame, Looking};

/// What may wait to be written to one page's socket, at most: a few
/// tables. A page that reads nothing while it asks (a million pings, each
/// owed a pong) fills it, and is closed; it never grows past it.
pub const MOST_UNSENT: usize = 64 * 1024;

/// A page's socket reads no more than a pong or a word: small buffers,
/// nothing large accepted from it, and its unsent bytes bounded.
pub(super) fn sized(ws: WebSocketUpgrade) -> WebSocketUpgrade {
    ws.read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .max_write_buffer_size(MOST_UNSENT)
        .max_message_size(4 * 1024)
        .max_frame_size(4 * 1024)
}

/// Sends `message`, within `within`: a page that does not take it in that
/// time (it stopped reading, or its network is gone) is given up on.
async fn send(socket: &mut WebSocket, message: Message, within: Duration) -> bool {
    matches!(tokio::time::timeout(within, socket.send(message)).await, Ok(Ok(())))
}

/// What the keep-alive says: how often it comes, for the page's watchdog.
#[derive(serde::Serialize)]
struct Alive {
    alive: u64,
}

/// What a page hears of who is looking: `{"watching": n, "said": "…"}`.
#[derive(serde::Serialize)]
struct Watching<'a> {
    watching: u32,
    said: &'a str,
}

/// The frames of a game followed here: the newest table at once, then one
/// per change, each drawn by `frame` (shared among the pages of one view);
/// and how many are watching, whenever it changes, said by `said`.
pub(super) fn frames<F, Fut, W>(rx: Following, looking: Looking, frame: F, said: W) -> impl Stream<Item = Frame> + Send
where
    F: Fn(std::sync::Arc<super::live::Newest>) -> Fut + Send,
    Fut: Future<Output = Frame> + Send,
    W: Fn(u32) -> String + Send,
{
    let watching = move |n: u32| Frame {
        json: serde_json::to_string(&Watching {
            watching: n,
            said: &said(n),
        })
        .unwrap_or_default()
        .into(),
        ended: false,
        event: "watching",
    };
    let state = (rx, looking, frame, watching, true);
    // Each connection's tables after the first as what changed (`lean.rs`).
    let mut lean = super::lean::Lean::default();
    let frames = futures_util::stream::unfold(state, |(mut rx, mut looking, frame, watching, first)| async move {
        if first {
            // The table as it is now, then who watches it.
            let newest = rx.borrow_and_update().clone()?;
            let table = frame(newest).await;
            looking.watchers.mark_changed();
            return Some((table, (rx, looking, frame, watching, false)));
        }
        loop {
            tokio::select! {
                changed = rx.changed() => {
                    changed.ok()?;
                    let Some(newest) = rx.borrow_and_update().clone() else { continue };
                    let table = frame(newest).await;
                    return Some((table, (rx, looking, frame, watching, false)));
                }
                Ok(()) = looking.watchers.changed() => {
                    let n = *looking.watchers.borrow_and_update();
                    let said = watching(n);
                    return Some((said, (rx, looking, frame, watching, false)));
                }
            }
        }
    });
    frames.map(move |f| lean.frame(f))
}

/// Follows `frames` over `socket` until the game ends, the page goes, or
/// the socket stops answering.
pub(super) async fn follow<S>(mut socket: WebSocket, frames: S, keep_alive: Duration)
where
    S: Stream<Item = Frame> + Send,
{
    let alive = serde_json::to_string(&Alive {
        alive: keep_alive.as_millis() as u64,
    })
    .unwrap_or_default();
    let alive = Utf8Bytes::from(alive);
    let mut tick = tokio::time::interval_at(Instant::now() + keep_alive, keep_alive);
    let mut heard = Instant::now();
    // How often the page will hear the bot, first: its watchdog is set before anything can go quiet.
    if !send(&mut socket, Message::Text(alive.clone()), keep_alive).await {
        return;
    }
    let mut frames = std::pin::pin!(frames);
    loop {
        tokio::select! {
            next = frames.next() => {
                let Some(frame) = next else {
                    let _ = send(&mut socket, Message::Close(None), keep_alive).await;
                    return;
                };
                if !send(&mut socket, Message::Text(frame.json), keep_alive).await {
                    return;
                }
                // A game that ended changes no more: its last frame, then the socket closes.
                if frame.ended {
                    let _ = send(&mut socket, Message::Close(None), keep_alive).await;
                    return;
                }
            }
            _ = tick.tick() => {
                // Nothing heard for two and a half keep-alives: the page went without a word.
                if heard.elapsed() > keep_alive * 5 / 2 {
                    return;
                }
                if !send(&mut socket, Message::Ping(Default::default()), keep_alive).await
                    || !send(&mut socket, Message::Text(alive.clone()), keep_alive).await
                {
                    return;
                }
            }
            got = socket.recv() => match got {
                // Closed, broken, or more owed to it than `MOST_UNSENT` while it reads nothing.
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                // A pong, or anything else the page says: it is there.
                Some(Ok(_)) => heard = Instant::now(),
            },
        }
    }
}
