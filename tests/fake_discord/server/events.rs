//! The fake Discord's guild scheduled events: created (with Create Events),
//! listed and changed, held to the rules Discord's documentation states.

use axum::http::StatusCode;
use serde_json::{Value, json};

use super::rest::{Answer, Call, Reply, refuse};
use super::{ALL_PERMISSIONS, BOT_ID, CREATE_EVENTS, lock};

/// `POST /guilds/{guild}/scheduled-events`.
pub(super) fn create(c: &Call, guild: &str) -> Reply {
    // Since 2026-02-23 creating an event needs Create Events (a server
    // permission); Manage Events alone no longer does.
    let guild_id: u64 = guild.parse().unwrap_or(0);
    let has = lock(&c.inner.guild_permissions)
        .get(&guild_id)
        .copied()
        .unwrap_or(ALL_PERMISSIONS);
    if has & CREATE_EVENTS == 0 {
        lock(&c.inner.permission_refusals).push((guild_id, CREATE_EVENTS));
        let body = json!({"code": 50013, "message": "Missing Permissions"});
        return Err(refuse(StatusCode::FORBIDDEN, body));
    }
    held_to_rules(c, None)?;
    let id = c.new_id();
    let mut event = c.body.clone();
    event["id"] = json!(id.to_string());
    event["guild_id"] = json!(guild);
    event["creator_id"] = json!(BOT_ID.to_string());
    event["status"] = json!(1);
    event["channel_id"] = Value::Null;
    event["entity_id"] = Value::Null;
    event["user_count"] = json!(0);
    lock(&c.inner.scheduled_events).insert(id, event.clone());
    Ok(event)
}

/// `GET /guilds/{guild}/scheduled-events`.
pub(super) fn list(c: &Call, guild: &str) -> Reply {
    let mut events: Vec<Value> = lock(&c.inner.scheduled_events)
        .values()
        .filter(|e| e["guild_id"].as_str() == Some(guild))
        .cloned()
        .collect();
    events.sort_by_key(|e| e["id"].as_str().and_then(|id| id.parse::<u64>().ok()));
    Ok(Value::Array(events))
}

/// `PATCH /guilds/{guild}/scheduled-events/{event}`.
pub(super) fn change(c: &Call, event: &str) -> Reply {
    let id: u64 = event.parse().unwrap_or(0);
    let before = lock(&c.inner.scheduled_events).get(&id).cloned();
    let Some(before) = before else {
        let body = json!({"code": 10070, "message": "Unknown Guild Scheduled Event"});
        return Err(refuse(StatusCode::NOT_FOUND, body));
    };
    held_to_rules(c, Some(&before))?;
    let mut after = before;
    if let (Some(a), Some(changes)) = (after.as_object_mut(), c.body.as_object()) {
        for (k, v) in changes {
            a.insert(k.clone(), v.clone());
        }
    }
    lock(&c.inner.scheduled_events).insert(id, after.clone());
    Ok(after)
}

/// A request whose event breaks a rule is refused as Discord refuses a
/// malformed one (400 50035), and is a violation.
fn held_to_rules(c: &Call, before: Option<&Value>) -> Result<(), Answer> {
    let broken = scheduled_event_rules(c.body, before);
    if broken.is_empty() {
        return Ok(());
    }
    for b in &broken {
        c.violation(format!("{} {}: {b}", c.method, c.path));
    }
    let body = json!({"code": 50035, "message": "Invalid Form Body", "errors": broken});
    Err(refuse(StatusCode::BAD_REQUEST, body))
}

/// What Discord enforces of a guild scheduled event beyond the schema (its
/// documentation's rules): an external event (type 3) has a location and an
/// end time and no channel; its start is in the future and its end after
/// it; its status moves only from scheduled (1) to active (2) or cancelled
/// (4), and from active to completed (3) — a completed or cancelled one no
/// longer changes. `before`: the event an edit changes.
fn scheduled_event_rules(body: &Value, before: Option<&Value>) -> Vec<String> {
    let mut broken = Vec::new();
    let now = chrono_free_now_secs();
    let secs = |v: &Value| v.as_str().and_then(rfc3339_secs);
    if before.is_none() {
        if body["entity_type"] == json!(3) {
            if body["entity_metadata"]["location"].as_str().is_none_or(str::is_empty) {
                broken.push("an external event needs entity_metadata.location".to_string());
            }
            if body["scheduled_end_time"].is_null() {
                broken.push("an external event needs scheduled_end_time".to_string());
            }
            if !body["channel_id"].is_null() {
                broken.push("an external event has no channel_id".to_string());
            }
        }
        match secs(&body["scheduled_start_time"]) {
            Some(start) if start < now - 5 => broken.push("scheduled_start_time is in the past".to_string()),
            None => broken.push("scheduled_start_time is not an ISO 8601 time".to_string()),
            _ => {}
        }
        if let (Some(start), Some(end)) = (secs(&body["scheduled_start_time"]), secs(&body["scheduled_end_time"]))
            && end <= start
        {
            broken.push("scheduled_end_time is not after scheduled_start_time".to_string());
        }
    }
    if let (Some(before), Some(to)) = (before, body["status"].as_u64()) {
        let from = before["status"].as_u64().unwrap_or(1);
        if !matches!((from, to), (1, 2) | (1, 4) | (2, 3)) {
            broken.push(format!("a scheduled event's status cannot go from {from} to {to}"));
        }
    }
    broken
}

/// Seconds since 1970 now.
fn chrono_free_now_secs() -> i64 {
    wizard_bot::store::now_ms() / 1000
}

/// Seconds since 1970 of an RFC 3339 time (`2026-11-25T20:00:00Z` or with an offset).
fn rfc3339_secs(s: &str) -> Option<i64> {
    let t = time::OffsetDateTime::parse(s, &time::format_description::well_known::Rfc3339).ok()?;
    Some(t.unix_timestamp())
}
