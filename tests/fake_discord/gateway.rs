//! The fake Discord's gateway, as Discord documents it
//! (docs/topics/gateway): HELLO with the heartbeat interval, IDENTIFY
//! answered by READY (a new session, its sequence from 1), RESUME by the
//! dispatches the session missed and then RESUMED (or Invalid Session when
//! the session is gone), heartbeats by ACKs. A test makes it misbehave as
//! Discord does: Reconnect (op 7), Invalid Session (op 9), a close with a
//! code, a connection that goes silent both ways (a "zombie": no ACK, no
//! dispatch, nothing closed), and every session refused. Each IDENTIFY and
//! RESUME is logged with its time, so a test counts logins.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket};
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::server::{APP_ID, BOT_ID, user_object};

/// Dispatches a session keeps for a RESUME to replay (Discord keeps a while's worth).
const KEPT: usize = 2_000;

/// What a test or a dispatch sends down one gateway connection.
#[derive(Debug)]
pub enum Out {
    Frame(String),
    /// Close the connection with this code.
    Close(u16),
    /// From now on nothing passes either way, and nothing is closed.
    Silence,
}

/// One IDENTIFY or RESUME the bot sent.
#[derive(Debug, Clone)]
pub enum Login {
    Identify { shard: u32, at: Instant },
    Resume { shard: u32, seq: u64, at: Instant },
}

#[derive(Clone)]
struct Conn {
    id: u64,
    tx: mpsc::UnboundedSender<Out>,
}

/// The gateway's state: each shard's connection and session.
pub struct Gateway {
    shards: Mutex<HashMap<u32, Conn>>,
    /// Each shard's session: its id and its last sequence number.
    sessions: Mutex<HashMap<u32, (String, u64)>>,
    /// Each shard's dispatches, numbered, kept for a RESUME.
    sent: Mutex<HashMap<u32, VecDeque<(u64, String)>>>,
    logins: Mutex<Vec<Login>>,
    /// The heartbeat interval HELLO asks for, in ms (Discord's: 41,250).
    pub heartbeat_ms: AtomicU64,
    /// Every IDENTIFY answered with Invalid Session (d: false).
    pub refuse_sessions: AtomicBool,
    /// A RESUME replays this many events more than the session missed (as
    /// Discord may: a client must not act on one twice).
    pub replay_extra: AtomicU64,
    next_conn: AtomicU64,
    next_session: AtomicU64,
    pub connections: AtomicU64,
    pub ready: tokio::sync::Notify,
}

impl Default for Gateway {
    fn default() -> Gateway {
        Gateway {
            shards: Mutex::default(),
            sessions: Mutex::default(),
            sent: Mutex::default(),
            logins: Mutex::default(),
            heartbeat_ms: AtomicU64::new(41_250),
            refuse_sessions: AtomicBool::new(false),
            replay_extra: AtomicU64::new(0),
            next_conn: AtomicU64::new(1),
            next_session: AtomicU64::new(1),
            connections: AtomicU64::new(0),
            ready: tokio::sync::Notify::new(),
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Gateway {
    /// The shard ids connected and identified (or resumed) now.
    pub fn connected_shards(&self) -> Vec<u32> {
        let mut ids: Vec<u32> = lock(&self.shards).keys().copied().collect();
        ids.sort();
        ids
    }

    /// Sends dispatch `event` on `shard`'s session, numbered in order. Kept
    /// for a RESUME; delivered now when the shard is connected.
    pub fn dispatch(&self, shard: u32, event: &str, d: Value) {
        // Numbered and queued under one lock: dispatches sent from many
        // threads reach the shard in the order of their numbers, as Discord's do.
        let shards = lock(&self.shards);
        let mut sessions = lock(&self.sessions);
        let Some((_, seq)) = sessions.get_mut(&shard) else {
            return;
        };
        *seq += 1;
        let frame = json!({"op": 0, "t": event, "s": *seq, "d": d}).to_string();
        let mut sent = lock(&self.sent);
        let kept = sent.entry(shard).or_default();
        kept.push_back((*seq, frame.clone()));
        if kept.len() > KEPT {
            kept.pop_front();
        }
        if let Some(c) = shards.get(&shard) {
            let _ = c.tx.send(Out::Frame(frame));
        }
    }

    fn send(&self, shard: u32, out: Out) -> bool {
        match lock(&self.shards).get(&shard) {
            Some(c) => c.tx.send(out).is_ok(),
            None => false,
        }
    }

    /// Reconnect (op 7): the bot should resume on a new connection.
    pub fn reconnect(&self, shard: u32) -> bool {
        self.send(shard, Out::Frame(json!({"op": 7, "d": null}).to_string()))
    }

    /// Invalid Session (op 9); `resumable: false` ends the session.
    pub fn invalidate(&self, shard: u32, resumable: bool) -> bool {
        if !resumable {
            lock(&self.sessions).remove(&shard);
        }
        self.send(shard, Out::Frame(json!({"op": 9, "d": resumable}).to_string()))
    }

    /// Closes `shard`'s connection with `code`.
    pub fn close(&self, shard: u32, code: u16) -> bool {
        if matches!(code, 4007 | 4009) {
            lock(&self.sessions).remove(&shard);
        }
        self.send(shard, Out::Close(code))
    }

    /// `shard`'s connection goes silent both ways: no ACK, no dispatch (they
    /// are kept for a RESUME), nothing closed.
    pub fn zombie(&self, shard: u32) -> bool {
        let sent = self.send(shard, Out::Silence);
        // No longer connected, as far as dispatches go: they wait for a RESUME.
        lock(&self.shards).remove(&shard);
        sent
    }

    /// Every IDENTIFY and RESUME so far.
    pub fn logins(&self) -> Vec<Login> {
        lock(&self.logins).clone()
    }

    pub fn identifies(&self) -> usize {
        self.logins()
            .iter()
            .filter(|l| matches!(l, Login::Identify { .. }))
            .count()
    }

    pub fn resumes(&self) -> usize {
        self.logins()
            .iter()
            .filter(|l| matches!(l, Login::Resume { .. }))
            .count()
    }

    /// One connection, served until it closes.
    pub async fn session(&self, socket: WebSocket, port: u64) {
        self.connections.fetch_add(1, Ordering::SeqCst);
        let (tx, rx) = mpsc::unbounded_channel::<Out>();
        let id = self.next_conn.fetch_add(1, Ordering::SeqCst);
        self.serve(socket, Conn { id, tx }, rx, port).await;
        // The connection is gone (its process stopped or died): its shard is
        // not connected until the next IDENTIFY or RESUME names it.
        lock(&self.shards).retain(|_, c| c.id != id);
    }

    async fn serve(&self, mut socket: WebSocket, me: Conn, mut rx: mpsc::UnboundedReceiver<Out>, port: u64) {
        let hello = json!({"op": 10, "d": {"heartbeat_interval": self.heartbeat_ms.load(Ordering::SeqCst)}});
        if socket.send(WsMessage::Text(hello.to_string().into())).await.is_err() {
            return;
        }
        let mut silent = false;
        loop {
            tokio::select! {
                out = rx.recv() => {
                    let Some(out) = out else { return };
                    if silent {
                        continue;
                    }
                    let sent = match out {
                        Out::Frame(frame) => socket.send(WsMessage::Text(frame.into())).await,
                        Out::Close(code) => {
                            let _ = socket
                                .send(WsMessage::Close(Some(CloseFrame { code, reason: "".into() })))
                                .await;
                            return;
                        }
                        Out::Silence => {
                            silent = true;
                            Ok(())
                        }
                    };
                    if sent.is_err() {
                        return;
                    }
                }
                incoming = socket.recv() => {
                    let Some(Ok(msg)) = incoming else { return };
                    if silent {
                        continue;
                    }
                    let WsMessage::Text(text) = msg else { continue };
                    let Ok(frame) = serde_json::from_str::<Value>(&text) else { continue };
                    for reply in self.answer(&frame, &me, port) {
                        let is_ready = reply["t"] == "READY";
                        if socket.send(WsMessage::Text(reply.to_string().into())).await.is_err() {
                            return;
                        }
                        if is_ready {
                            self.ready.notify_waiters();
                        }
                    }
                }
            }
        }
    }

    /// What the gateway answers a frame from the bot with.
    fn answer(&self, frame: &Value, me: &Conn, port: u64) -> Vec<Value> {
        match frame["op"].as_i64() {
            Some(1) => vec![json!({"op": 11})],
            Some(2) => {
                // IDENTIFY names its shard: [id, total] (none: shard 0 of 1).
                let shard = frame["d"]["shard"][0].as_u64().unwrap_or(0) as u32;
                lock(&self.logins).push(Login::Identify {
                    shard,
                    at: Instant::now(),
                });
                if self.refuse_sessions.load(Ordering::SeqCst) {
                    return vec![json!({"op": 9, "d": false})];
                }
                let mut shards = lock(&self.shards);
                let n = self.next_session.fetch_add(1, Ordering::SeqCst);
                let session = format!("fake-session-{shard}-{n}");
                lock(&self.sessions).insert(shard, (session.clone(), 1));
                lock(&self.sent).remove(&shard);
                shards.insert(shard, me.clone());
                vec![json!({"op": 0, "t": "READY", "s": 1, "d": {
                    "v": 10, "user": user_object(BOT_ID, "wizard-bot", true), "guilds": [],
                    "session_id": session,
                    "resume_gateway_url": format!("ws://127.0.0.1:{port}/ws"),
                    "shard": frame["d"]["shard"].clone(),
                    "application": {"id": APP_ID.to_string(), "flags": 0}
                }})]
            }
            Some(6) => {
                // RESUME names the session READY gave, and so the shard; it
                // gets what it missed after its sequence, then RESUMED.
                let asked = frame["d"]["session_id"].as_str().unwrap_or_default();
                let since = frame["d"]["seq"].as_u64().unwrap_or(0);
                let shard = asked
                    .strip_prefix("fake-session-")
                    .and_then(|rest| rest.split('-').next())
                    .and_then(|n| n.parse::<u32>().ok())
                    .unwrap_or(0);
                lock(&self.logins).push(Login::Resume {
                    shard,
                    seq: since,
                    at: Instant::now(),
                });
                let mut shards = lock(&self.shards);
                let mut sessions = lock(&self.sessions);
                let Some((_, seq)) = sessions.get_mut(&shard).filter(|(id, _)| id == asked) else {
                    return vec![json!({"op": 9, "d": false})];
                };
                let mut replies: Vec<Value> = lock(&self.sent)
                    .get(&shard)
                    .into_iter()
                    .flatten()
                    .filter(|(s, _)| *s > since.saturating_sub(self.replay_extra.load(Ordering::SeqCst)))
                    .filter_map(|(_, f)| serde_json::from_str(f).ok())
                    .collect();
                *seq += 1;
                replies.push(json!({"op": 0, "t": "RESUMED", "s": *seq, "d": {}}));
                shards.insert(shard, me.clone());
                replies
            }
            _ => vec![],
        }
    }
}
