//! One of serenity's gateway connections, relayed to Discord by the keeper
//! (`gateway/mod.rs`): frames pass both ways as they come, but for what the
//! keeper does itself — an IDENTIFY made a resume, or held for the login
//! budget; a replayed event serenity had already passed over; a close that
//! stops the bot.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::closes::{AfterClose, after};
use super::{Keeper, QUERY, Session};
use crate::discord::DiscordStore;

type Down = WebSocketStream<TcpStream>;
type Up = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The close serenity hears when Discord's connection ended in a way to be
/// resumed: serenity's own "unknown error", which it answers with a resume.
const RESUME_CODE: u16 = 4000;

/// What serenity asked on this connection.
enum Asked {
    Nothing,
    /// An IDENTIFY sent to Discord (its login's id, for the budget).
    Identified {
        login: i64,
    },
    /// serenity's IDENTIFY made a resume: its frame, should the resume fail.
    ResumedFor {
        identify: String,
        ready_sent: bool,
    },
    /// serenity's own RESUME.
    Resumed,
    /// Discord stopped acknowledging heartbeats: the keeper resumed on a new
    /// connection (serenity, acknowledged by the keeper, saw nothing of it).
    Swapped,
}

/// How long an acknowledgement may take before Discord's connection counts
/// as dead (a "zombie"): half the heartbeat interval, as serenity would wait
/// the whole of it and then log in again.
fn patience(interval_ms: u64) -> Duration {
    Duration::from_millis((interval_ms / 2).clamp(100, 20_000))
}

async fn connect(url: &str) -> Option<Up> {
    let url = format!("{url}{QUERY}");
    match tokio::time::timeout(Duration::from_secs(15), tokio_tungstenite::connect_async(url.as_str())).await {
        Ok(Ok((up, _))) => Some(up),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "could not connect to Discord's gateway");
            None
        }
        Err(_) => {
            tracing::warn!("Discord's gateway did not answer within 15 s");
            None
        }
    }
}

async fn close(ws: &mut (impl SinkExt<Message> + Unpin), code: u16) {
    let frame = CloseFrame {
        code: CloseCode::from(code),
        reason: "".into(),
    };
    // A connection gone silent must not hold the relay.
    let _ = tokio::time::timeout(Duration::from_secs(1), ws.send(Message::Close(Some(frame)))).await;
}

fn op(v: &Value) -> Option<u64> {
    v["op"].as_u64()
}

/// Relays serenity's connection `tcp` until either side ends it.
pub(super) async fn relay<S: DiscordStore>(keeper: Arc<Keeper<S>>, tcp: TcpStream) {
    let Ok(mut down) = tokio_tungstenite::accept_async(tcp).await else {
        return;
    };
    if keeper.stopping() {
        // The bot is stopping (Discord said why): serenity is held here, not
        // let log in again, until the process ends.
        while let Some(Ok(m)) = down.next().await {
            if m.is_close() {
                let _ = tokio::time::timeout(Duration::from_secs(1), down.close(None)).await;
                break;
            }
        }
        return;
    }
    let Some(mut up) = connect(&keeper.upstream).await else {
        close(&mut down, RESUME_CODE).await;
        return;
    };
    let me = keeper.relay_id();
    let mut shard: Option<u32> = None;
    let mut asked = Asked::Nothing;
    // An IDENTIFY waiting for its time (the login budget, an Invalid Session's hold).
    let mut waiting: Option<(tokio::time::Instant, String)> = None;
    // The heartbeat interval HELLO gave, and when the acknowledgement of the
    // heartbeat passed up last is overdue.
    let mut interval_ms: u64 = 41_250;
    let mut ack_due: Option<tokio::time::Instant> = None;
    loop {
        let due = waiting.as_ref().map(|(at, _)| *at);
        tokio::select! {
            _ = async { tokio::time::sleep_until(ack_due.unwrap_or_else(tokio::time::Instant::now)).await }, if ack_due.is_some() => {
                ack_due = None;
                let n = shard.unwrap_or(0);
                let Some(session) = keeper.session(n).filter(|_| keeper.owns(n, me)) else {
                    // Nothing to resume (or serenity has started another
                    // connection, which resumes): serenity starts again.
                    close(&mut up, RESUME_CODE).await;
                    close(&mut down, RESUME_CODE).await;
                    return;
                };
                tracing::warn!(shard = n, "Discord's gateway stopped acknowledging heartbeats; resuming on a new connection");
                let Some(fresh) = swap(&keeper, &session, &mut up).await else {
                    close(&mut down, RESUME_CODE).await;
                    return;
                };
                up = fresh;
                asked = Asked::Swapped;
            }
            _ = async { tokio::time::sleep_until(due.unwrap_or_else(tokio::time::Instant::now)).await }, if due.is_some() => {
                let Some((_, frame)) = waiting.take() else { continue };
                let login = keeper.logins.sent(shard.unwrap_or(0)).await;
                keeper.counts.identifies.fetch_add(1, Ordering::Relaxed);
                if up.send(Message::text(frame)).await.is_err() {
                    close(&mut down, RESUME_CODE).await;
                    return;
                }
                asked = Asked::Identified { login };
            }
            from = down.next() => match from {
                Some(Ok(Message::Text(text))) => {
                    let v: Value = serde_json::from_str(text.as_str()).unwrap_or(Value::Null);
                    if matches!(op(&v), Some(2 | 6)) {
                        keeper.learn_token(&v);
                    }
                    match op(&v) {
                        Some(2) => {
                            let n = v["d"]["shard"][0].as_u64().unwrap_or(0) as u32;
                            shard = Some(n);
                            match keeper.rewound(n, me) {
                                Some(session) => {
                                    // Resumed where Discord asks, when that is elsewhere.
                                    if session.resume_url.trim_end_matches('/') != keeper.upstream {
                                        match connect(&session.resume_url).await {
                                            Some(there) => {
                                                close(&mut up, RESUME_CODE).await;
                                                up = there;
                                                // Its HELLO: serenity had one already.
                                                let _ = tokio::time::timeout(Duration::from_secs(15), up.next()).await;
                                            }
                                            None => {
                                                close(&mut down, RESUME_CODE).await;
                                                return;
                                            }
                                        }
                                    }
                                    let resume = json!({"op": 6, "d": {
                                        "token": v["d"]["token"],
                                        "session_id": session.id,
                                        "seq": session.seq,
                                    }});
                                    keeper.counts.resumes.fetch_add(1, Ordering::Relaxed);
                                    if up.send(Message::text(resume.to_string())).await.is_err() {
                                        close(&mut down, RESUME_CODE).await;
                                        return;
                                    }
                                    asked = Asked::ResumedFor { identify: text.as_str().to_string(), ready_sent: false };
                                }
                                None => {
                                    let at = keeper.identify_at(n).await;
                                    let wait = at.saturating_duration_since(tokio::time::Instant::now());
                                    if wait >= Duration::from_secs(1) {
                                        tracing::info!(shard = n, wait_ms = wait.as_millis() as u64, "logging in to Discord's gateway after a wait");
                                    }
                                    waiting = Some((at, text.as_str().to_string()));
                                }
                            }
                        }
                        Some(6) => {
                            shard = v["d"]["session_id"].as_str().and_then(|id| keeper.shard_of(id)).or(shard);
                            if let (Some(n), Some(seq)) = (shard, v["d"]["seq"].as_u64()) {
                                keeper.resumed_from(n, seq, me);
                            }
                            keeper.counts.resumes.fetch_add(1, Ordering::Relaxed);
                            asked = Asked::Resumed;
                            if up.send(Message::Text(text)).await.is_err() {
                                close(&mut down, RESUME_CODE).await;
                                return;
                            }
                        }
                        _ => {
                            if op(&v) == Some(1)
                                && let (Some(n), Some(seq)) = (shard, v["d"].as_u64())
                            {
                                keeper.heard(n, seq, me);
                            }
                            if op(&v) == Some(1) && ack_due.is_none() {
                                ack_due = Some(tokio::time::Instant::now() + patience(interval_ms));
                            }
                            if up.send(Message::Text(text)).await.is_err() {
                                close(&mut down, RESUME_CODE).await;
                                return;
                            }
                            // serenity's heartbeat is acknowledged here, at once:
                            // whether Discord's connection lives is the keeper's
                            // to judge (`ack_due`, then a resume). serenity left to
                            // judge it on a busy machine starts again instead,
                            // reads nothing for the 5 s its old shard takes to
                            // stop, and a click sent meanwhile outlives its 3 s
                            // (the seeded-faults test met it).
                            if op(&v) == Some(1)
                                && down.send(Message::text(json!({"op": 11}).to_string())).await.is_err()
                            {
                                close(&mut up, RESUME_CODE).await;
                                return;
                            }
                        }
                    }
                }
                // serenity's close goes to Discord with its code: 4000 (a
                // restart) keeps the session resumable, 1000 (a stop) ends it.
                Some(Ok(Message::Close(frame))) => {
                    let code = frame.as_ref().map_or(1000, |f| u16::from(f.code));
                    if code == 1000
                        && let Some(n) = shard
                    {
                        keeper.forget(n);
                    }
                    close(&mut up, code).await;
                    let _ = tokio::time::timeout(Duration::from_secs(1), down.close(None)).await;
                    return;
                }
                Some(Ok(_)) => {}
                None | Some(Err(_)) => {
                    close(&mut up, RESUME_CODE).await;
                    return;
                }
            },
            from = up.next() => match from {
                Some(Ok(Message::Text(text))) => {
                    let v: Value = serde_json::from_str(text.as_str()).unwrap_or(Value::Null);
                    let n = shard.unwrap_or(0);
                    match op(&v) {
                        Some(0) => {
                            let seq = v["s"].as_u64().unwrap_or(0);
                            match v["t"].as_str() {
                                Some("READY") => {
                                    keeper.began(n, Session {
                                        id: v["d"]["session_id"].as_str().unwrap_or_default().to_string(),
                                        resume_url: v["d"]["resume_gateway_url"]
                                            .as_str()
                                            .unwrap_or(&keeper.upstream)
                                            .to_string(),
                                        seq,
                                        heard: seq,
                                        ready: v.clone(),
                                        owner: me,
                                    });
                                    if let Asked::Identified { login } = asked {
                                        keeper.logins.began(login).await;
                                    }
                                }
                                // serenity's IDENTIFY was made a resume: it is
                                // handed the session's READY, then what it missed.
                                Some("RESUMED") if matches!(asked, Asked::ResumedFor { .. }) => {
                                    if !hand_ready(&keeper, n, &mut asked, &mut down).await {
                                        return;
                                    }
                                    tracing::info!(shard = n, "resumed the gateway session where serenity would have logged in again");
                                    asked = Asked::Resumed;
                                    continue;
                                }
                                // Resumed on a new connection (serenity had its
                                // acknowledgement from the keeper already).
                                Some("RESUMED") if matches!(asked, Asked::Swapped) => {
                                    asked = Asked::Resumed;
                                    tracing::info!(shard = n, "resumed the gateway session on a new connection");
                                    continue;
                                }
                                Some("RESUMED") => {}
                                _ => {
                                    if !hand_ready(&keeper, n, &mut asked, &mut down).await {
                                        return;
                                    }
                                    if !keeper.owns(n, me) {
                                        // serenity started another connection,
                                        // which resumes from what it had: this
                                        // one passes nothing on and ends.
                                        close(&mut up, RESUME_CODE).await;
                                        close(&mut down, RESUME_CODE).await;
                                        return;
                                    }
                                    if !keeper.is_new(n, seq, me) {
                                        continue;
                                    }
                                }
                            }
                            if down.send(Message::Text(text)).await.is_err() {
                                close(&mut up, RESUME_CODE).await;
                                return;
                            }
                        }
                        Some(9) => {
                            if v["d"].as_bool() != Some(true) {
                                keeper.forget(n);
                                keeper.hold_off(n);
                                // The resume the keeper made failed: serenity
                                // never knew of it, so the keeper logs in.
                                if let Asked::ResumedFor { identify, .. } = std::mem::replace(&mut asked, Asked::Nothing) {
                                    tracing::info!(shard = n, "the gateway session could not be resumed; logging in again");
                                    waiting = Some((keeper.identify_at(n).await, identify));
                                    continue;
                                }
                            }
                            if down.send(Message::Text(text)).await.is_err() {
                                close(&mut up, RESUME_CODE).await;
                                return;
                            }
                        }
                        // Discord's acknowledgement: the connection lives. serenity
                        // had its own from the keeper.
                        Some(11) => {
                            ack_due = None;
                        }
                        other => {
                            if other == Some(10) {
                                interval_ms = v["d"]["heartbeat_interval"].as_u64().unwrap_or(interval_ms);
                            }
                            if down.send(Message::Text(text)).await.is_err() {
                                close(&mut up, RESUME_CODE).await;
                                return;
                            }
                        }
                    }
                }
                Some(Ok(Message::Close(frame))) => {
                    let code = frame.as_ref().map_or(1006, |f| u16::from(f.code));
                    match after(code) {
                        AfterClose::Stop(mend) => {
                            keeper.stop_for(&mend.to_string());
                            close(&mut down, 1000).await;
                            return;
                        }
                        AfterClose::Identify => {
                            tracing::warn!(code, shard = ?shard, "Discord ended the gateway session; logging in again");
                            if let Some(n) = shard {
                                keeper.forget(n);
                            }
                        }
                        AfterClose::Resume => {
                            tracing::info!(code, shard = ?shard, "Discord closed the gateway connection; resuming");
                        }
                    }
                    close(&mut down, RESUME_CODE).await;
                    return;
                }
                Some(Ok(_)) => {}
                // The network: the session is resumed on a new connection.
                None | Some(Err(_)) => {
                    close(&mut down, RESUME_CODE).await;
                    return;
                }
            },
        }
    }
}

/// A new connection to Discord, where `session` resumes, and the RESUME
/// sent on it; the old one, gone silent, closed so the session stays resumable.
async fn swap<S: DiscordStore>(keeper: &Keeper<S>, session: &Session, old: &mut Up) -> Option<Up> {
    let mut fresh = connect(&session.resume_url).await?;
    // Its HELLO: serenity had one already.
    tokio::time::timeout(Duration::from_secs(15), fresh.next())
        .await
        .ok()??
        .ok()?;
    let resume = json!({"op": 6, "d": {
        "token": keeper.token(),
        "session_id": session.id,
        "seq": session.seq,
    }});
    keeper.counts.resumes.fetch_add(1, Ordering::Relaxed);
    fresh.send(Message::text(resume.to_string())).await.ok()?;
    close(old, RESUME_CODE).await;
    Some(fresh)
}

/// Hands serenity the session's READY, once, when its IDENTIFY was made a
/// resume (before the first event Discord replays, or at RESUMED); its
/// sequence number the last serenity had. False: serenity is gone.
async fn hand_ready<S: DiscordStore>(keeper: &Keeper<S>, shard: u32, asked: &mut Asked, down: &mut Down) -> bool {
    let Asked::ResumedFor { ready_sent, .. } = asked else {
        return true;
    };
    if *ready_sent {
        return true;
    }
    *ready_sent = true;
    let Some(session) = keeper.session(shard) else {
        return true;
    };
    let mut ready = session.ready;
    ready["s"] = json!(session.seq);
    down.send(Message::text(ready.to_string())).await.is_ok()
}
