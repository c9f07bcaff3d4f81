//! The fake Discord's interaction routes: the callback that acknowledges an
//! interaction (within 3 s, once), and the interaction webhook's original
//! response and followups (its token good for 15 minutes).

use axum::http::StatusCode;
use axum::response::IntoResponse;
use serde_json::json;
use std::sync::atomic::Ordering;
use std::time::Duration;

use super::messages::{attach, edit_in_place, message_object, store_message, update_message};
use super::rest::{Answer, Call, Reply, Stalled, refuse};
use super::{Oddity, lock, payload_text, record_notifications};

/// `POST /interactions/{id}/{token}/callback`.
pub(super) fn callback(c: &Call, id: &str, token: &str) -> Reply {
    let Call {
        inner,
        body: json_body,
        files,
        kept,
        path,
        arrived,
        ..
    } = *c;
    let violation = |msg: String| c.violation(msg);
    let new_id = || c.new_id();
    let mut map = lock(&inner.interactions);
    let mut accepted = None;
    match map.get_mut(id) {
        None => violation(format!(
            "callback for unknown interaction {id} (10062 Unknown interaction)"
        )),
        Some(i) if i.token != token => violation(format!("callback for {id} with the wrong token")),
        Some(i) if i.acked => violation(format!("interaction {id} acknowledged twice (40060)")),
        Some(i) if i.created.elapsed() > Duration::from_secs(3) => violation(format!(
            "interaction {id} acknowledged after {:?} (10062)",
            i.created.elapsed()
        )),
        Some(i) => {
            let took = i.created.elapsed();
            if took > Duration::from_millis(1_500) {
                // Still within Discord's 3 s, but half of them gone: a
                // loaded machine's figure, said where a failure would be read.
                eprintln!("the fake Discord: interaction {id} acknowledged after {took:?} (Discord allows 3 s)");
            }
            // `acked_at` is set only once the response is stored below, so
            // a test that waited for the acknowledgement sees its message.
            i.acked = true;
            accepted = Some((i.user, i.channel, i.message, i.token.clone()));
        }
    }
    drop(map);
    if let Some((user, channel, clicked, token)) = accepted {
        let data = json_body.get("data").cloned().unwrap_or(json!({}));
        match json_body["type"].as_u64() {
            Some(4) => {
                let on_panel = clicked
                    .and_then(|m| lock(&inner.messages).get(&m).map(|m| m.ephemeral_for.is_some()))
                    .unwrap_or(false);
                // Nothing to click (a game's record, a shared result): no copy.
                let clickable = data["components"].as_array().is_some_and(|c| !c.is_empty());
                if on_panel && clickable {
                    lock(&inner.panel_copies).push(format!(
                        "a click on private message {} answered with a new message: {}",
                        clicked.unwrap_or_default(),
                        payload_text(&data).lines().next().unwrap_or_default()
                    ));
                }
                let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
                let id = new_id();
                if !ephemeral {
                    record_notifications(inner, channel, id, &data);
                }
                store_message(inner, id, channel, data, ephemeral.then_some(user), true);
                attach(inner, id, Vec::new(), files);
                lock(&inner.originals).insert(token, id);
            }
            Some(7) => {
                if let Some(m) = clicked {
                    update_message(inner, m, &data);
                    attach(inner, m, kept.to_vec(), files);
                    lock(&inner.originals).insert(token, m);
                }
            }
            Some(6) => {
                if let Some(m) = clicked {
                    lock(&inner.originals).insert(token, m);
                }
            }
            // "Thinking…": a message of the interaction's own, which an
            // edit of the original fills (private with flag 64).
            Some(5) => {
                let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
                let id = new_id();
                store_message(
                    inner,
                    id,
                    channel,
                    json!({"content": ""}),
                    ephemeral.then_some(user),
                    true,
                );
                lock(&inner.originals).insert(token, id);
            }
            // LAUNCH_ACTIVITY: Discord opens the application's Activity for the clicker.
            Some(12) if !inner.activities.load(Ordering::SeqCst) => {
                violation(format!(
                    "interaction {id} answered with LAUNCH_ACTIVITY, but the application has no Activity"
                ));
            }
            Some(12) => lock(&inner.launched).push((user, channel)),
            _ => {}
        }
        if let Some(i) = lock(&inner.interactions).get_mut(id) {
            i.acked_at = Some(arrived);
            i.answer = Some(json_body.clone());
        }
    }
    let stall = {
        let mut odd = lock(&inner.odd_answers);
        let hit = odd
            .iter_mut()
            .find(|o| o.left > 0 && o.oddity == Oddity::Stall && o.method == "POST" && path.contains(&o.path_part));
        hit.map(|o| o.left -= 1).is_some()
    };
    let mut response = StatusCode::NO_CONTENT.into_response();
    if stall {
        response.extensions_mut().insert(Stalled);
    }
    Err(Answer::now(response))
}

/// `PATCH /webhooks/{app}/{token}/messages/@original`.
pub(super) fn edit_original(c: &Call, token: &str) -> Reply {
    let Call {
        inner,
        body: json_body,
        path,
        ..
    } = *c;
    let violation = |msg: String| c.violation(msg);
    let age = lock(&inner.tokens)
        .get(token)
        .map(|t| t.elapsed() + *lock(&inner.token_age_offset));
    let original = lock(&inner.originals).get(token).copied();
    Ok(match (age, original) {
        (Some(age), _) if age > Duration::from_secs(15 * 60) => {
            violation(format!(
                "PATCH {path}: interaction token is {age:?} old (10015 Unknown Webhook)"
            ));
            return Err(refuse(
                StatusCode::NOT_FOUND,
                json!({"code": 10015, "message": "Unknown Webhook"}),
            ));
        }
        (_, Some(m)) => edit_in_place(c, m, json_body).unwrap_or(json!({})),
        _ => {
            violation(format!("PATCH {path}: no original response for this token"));
            json!({})
        }
    })
}

/// `GET /webhooks/{app}/{token}/messages/@original`.
pub(super) fn original(c: &Call, token: &str) -> Reply {
    let Call { inner, path, .. } = *c;
    let violation = |msg: String| c.violation(msg);
    let original = lock(&inner.originals).get(token).copied();
    Ok(match original.and_then(|m| lock(&inner.messages).get(&m).cloned()) {
        Some(msg) => message_object(msg.id, msg.channel, "", &msg.body),
        None => {
            violation(format!("GET {path}: no original response for this token"));
            json!({})
        }
    })
}

/// `POST /webhooks/{app}/{token}`: a followup message.
pub(super) fn followup(c: &Call, token: &str) -> Reply {
    let Call {
        inner,
        body: json_body,
        files,
        ..
    } = *c;
    let user_channel = lock(&inner.interactions)
        .values()
        .find(|i| i.token == token)
        .map(|i| (i.user, i.channel));
    let id = c.new_id();
    let (user, channel) = user_channel.unwrap_or((0, 700));
    let ephemeral = json_body["flags"].as_u64().unwrap_or(0) & 64 != 0;
    if !ephemeral {
        record_notifications(inner, channel, id, json_body);
    }
    store_message(inner, id, channel, json_body.clone(), ephemeral.then_some(user), true);
    attach(inner, id, Vec::new(), files);
    Ok(message_object(id, channel, "", json_body))
}
