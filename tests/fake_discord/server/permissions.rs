//! What the bot may do where: its permissions in a channel (as a test set
//! them, a thread's its parent's), the refusals Discord answers when one is
//! missing, DMs a user closed, and a channel's server.

use axum::http::StatusCode;
use serde_json::{Value, json};
use std::sync::Mutex;

use super::{ALL_PERMISSIONS, EMBED_LINKS, GUILD_ID, Inner, VIEW_CHANNEL, lock};

/// The bot's resolved permissions in `channel` (a thread's are its parent's),
/// as Discord sends them in `app_permissions`.
pub(super) fn permissions_in(inner: &Inner, channel: u64) -> u64 {
    let channel = lock(&inner.threads).get(&channel).copied().unwrap_or(channel);
    if let Some(p) = lock(&inner.channel_permissions).get(&channel) {
        return *p;
    }
    let guild = guild_of(inner, channel);
    lock(&inner.guild_permissions)
        .get(&guild)
        .copied()
        .unwrap_or(ALL_PERMISSIONS)
}

/// Whether `channel` is the bot's DM with a user who closed DMs or blocked it.
pub(super) fn dm_closed(inner: &Inner, channel: &str) -> bool {
    dm_to(inner, channel, &inner.closed_dms)
}

/// Whether `channel` is the bot's DM with one of `users`.
pub(super) fn dm_to(inner: &Inner, channel: &str, users: &Mutex<std::collections::HashSet<u64>>) -> bool {
    let channel: u64 = channel.parse().unwrap_or(0);
    let users = lock(users);
    lock(&inner.dm_channels)
        .iter()
        .any(|(user, c)| *c == channel && users.contains(user))
}

/// The 403 Discord answers a request lacking `needed` in `channel`, if it lacks
/// it: 50001 "Missing Access" when the bot cannot see the channel, else 50013.
pub(super) fn lacking(inner: &Inner, channel: u64, needed: u64) -> Option<(StatusCode, Value)> {
    let has = permissions_in(inner, channel);
    let missing = (needed | VIEW_CHANNEL) & !has;
    if missing == 0 {
        return None;
    }
    lock(&inner.permission_refusals).push((channel, missing));
    if has & VIEW_CHANNEL == 0 {
        return Some((
            StatusCode::FORBIDDEN,
            json!({"code": 50001, "message": "Missing Access"}),
        ));
    }
    Some((
        StatusCode::FORBIDDEN,
        json!({"code": 50013, "message": "Missing Permissions"}),
    ))
}

/// Without Embed Links Discord takes a bot's message but drops its embeds, silently.
pub(super) fn without_embeds_unless_allowed(inner: &Inner, channel: u64, body: &mut Value) {
    if permissions_in(inner, channel) & EMBED_LINKS == 0
        && let Some(fields) = body.as_object_mut()
        && fields.contains_key("embeds")
    {
        fields.insert("embeds".into(), json!([]));
    }
}

/// The server of a channel: as a test set it, its parent's for a thread, else `GUILD_ID`.
pub(super) fn guild_of(inner: &Inner, channel: u64) -> u64 {
    let parent = lock(&inner.threads).get(&channel).copied();
    let guilds = lock(&inner.channel_guilds);
    guilds
        .get(&channel)
        .or_else(|| parent.and_then(|p| guilds.get(&p)))
        .copied()
        .unwrap_or(GUILD_ID)
}
