//! The fake Discord's DM route: opening a DM channel with a user, at the
//! pace Discord allows (a burst of new DMs is refused).

use axum::http::StatusCode;
use axum::response::IntoResponse;
use serde_json::json;
use std::sync::atomic::Ordering;
use std::time::Instant;

use super::rest::{Answer, Call, Reply, refuse};
use super::{DM_OPEN_WINDOW, DM_OPENS, Private, lock, user_object};

/// `POST /users/@me/channels`.
pub(super) fn open(c: &Call) -> Reply {
    let Call {
        inner, body: json_body, ..
    } = *c;
    // A test made the next opens fail as Discord refuses a bot that opens too many.
    if inner
        .dm_opens_too_fast
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
        .is_ok()
    {
        return Err(refuse(
            StatusCode::FORBIDDEN,
            json!({"code": 40003, "message": "You are opening direct messages too fast."}),
        ));
    }
    let now = Instant::now();
    {
        let mut opens = lock(&inner.dm_opens);
        while opens.front().is_some_and(|t| now.duration_since(*t) >= DM_OPEN_WINDOW) {
            opens.pop_front();
        }
        if opens.len() >= DM_OPENS {
            let retry = (DM_OPEN_WINDOW - now.duration_since(opens[0])).as_secs_f64();
            drop(opens);
            inner.rate_limited.fetch_add(1, Ordering::SeqCst);
            return Err(Answer::now(
                (
                    StatusCode::TOO_MANY_REQUESTS,
                    [("retry-after", format!("{retry:.3}"))],
                    axum::Json(
                        json!({"message": "You are being rate limited.", "retry_after": retry, "global": false}),
                    ),
                )
                    .into_response(),
            ));
        }
        opens.push_back(now);
    }
    let user: u64 = json_body["recipient_id"]
        .as_str()
        .and_then(|u| u.parse().ok())
        .or_else(|| json_body["recipient_id"].as_u64())
        .unwrap_or(0);
    let channel = *lock(&inner.dm_channels).entry(user).or_insert_with(|| c.new_id());
    lock(&inner.private_channels).insert(channel, Private::BotDm);
    Ok(
        json!({"id": channel.to_string(), "type": 1, "last_message_id": null, "flags": 0,
           "recipients": [user_object(user, "someone", false)]}),
    )
}
