//! A turn's DM as Discord documents DMs: each person's DM channel opened
//! once and remembered (in storage too, so a restart opens none again);
//! "opening DMs too fast" (40003) honoured by opening no new one for a while,
//! doubling while it repeats; a person who cannot be DMed (50007: DMs closed
//! or the bot blocked; 50278: no server shared any more) remembered, so
//! their turns mention them in the game instead for a week; new DM
//! channels and DMs paced (`keep/turned.rs`), so many people told at once
//! are told in a row, never in a burst.

use serenity::all::{ChannelId, UserId as DiscordUser};

use crate::discord::screen::Screen;
use crate::discord::transport::rest;
use crate::discord::{Bot, Storage, lock};
use crate::table::{UserId, now_ms};

/// Where a refused DM is noted (`DiscordStore::person_choice`): when it
/// was, so the next turns mention them instead for a while.
const DMS_CLOSED_KEY: &str = "dms_closed";
/// How long a refused DM makes the bot mention the person instead.
const DMS_CLOSED_FOR_MS: i64 = 7 * 24 * 3_600_000;
/// Where a person's DM channel with the bot is kept.
const DM_CHANNEL_KEY: &str = "dm_channel";
/// The first wait after Discord said DMs are opened too fast, doubled while
/// it says so again, up to an hour.
const TOO_FAST_MS: i64 = 60_000;
const TOO_FAST_MAX_MS: i64 = 3_600_000;

/// Why a DM did not go.
pub enum Refused {
    /// They cannot be DMed (noted: mentioned instead for a while).
    Closed,
    /// No new DM channel may be opened now (40003): mention them this time.
    TooFast,
    /// Anything else (Discord did not answer, a 5xx): mention them this time.
    Other(serenity::Error),
}

/// The JSON error code of a refused request.
fn code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

/// Whether a DM to `user` was refused lately (they closed DMs or blocked the bot).
pub async fn closed<S: Storage>(bot: &Bot<S>, user: UserId) -> bool {
    let noted = bot.league.person_choice(user, DMS_CLOSED_KEY).await.ok().flatten();
    noted
        .and_then(|at| at.parse::<i64>().ok())
        .is_some_and(|at| now_ms() - at < DMS_CLOSED_FOR_MS)
}

/// The bot's DM channel with `user`: remembered, else stored, else opened
/// (unless Discord asked for a pause in opening them).
async fn channel<S: Storage>(bot: &Bot<S>, http: &serenity::all::Http, user: UserId) -> Result<u64, Refused> {
    if let Some(c) = lock(&bot.turns.dm_channels).get(&user).copied() {
        return Ok(c);
    }
    if let Ok(Some(c)) = bot.league.person_choice(user, DM_CHANNEL_KEY).await
        && let Ok(c) = c.parse::<u64>()
    {
        lock(&bot.turns.dm_channels).insert(user, c);
        return Ok(c);
    }
    // Its place in the pace first: a pause Discord asked for meanwhile holds.
    let place = bot.turns.dm_pace.opens.reserve().await;
    let now = now_ms();
    if lock(&bot.turns.dm_pause).is_some_and(|(until, _)| now < until) {
        return Err(Refused::TooFast);
    }
    let open = bot.budget.spend(DiscordUser::new(user as u64).create_dm_channel(http));
    match place.send(open).await {
        Ok(opened) => {
            let c = opened.id.get();
            *lock(&bot.turns.dm_pause) = None;
            lock(&bot.turns.dm_channels).insert(user, c);
            if let Err(e) = bot.league.set_person_choice(user, DM_CHANNEL_KEY, &c.to_string()).await {
                tracing::warn!(error = %e, "could not keep a person's DM channel; it is opened again after a restart");
            }
            Ok(c)
        }
        Err(e) if code(&e) == Some(40003) => {
            let mut pause = lock(&bot.turns.dm_pause);
            let wait = pause.map_or(TOO_FAST_MS, |(_, w)| (w * 2).min(TOO_FAST_MAX_MS));
            *pause = Some((now + wait, wait));
            tracing::warn!(
                wait_ms = wait,
                "Discord says DMs are opened too fast; opening none for a while"
            );
            Err(Refused::TooFast)
        }
        Err(e) => Err(refused(bot, user, e).await),
    }
}

/// What a refusal means; a person who cannot be DMed is noted.
async fn refused<S: Storage>(bot: &Bot<S>, user: UserId, e: serenity::Error) -> Refused {
    if !matches!(code(&e), Some(50007 | 50278)) {
        return Refused::Other(e);
    }
    let at = now_ms().to_string();
    if let Err(e) = bot.league.set_person_choice(user, DMS_CLOSED_KEY, &at).await {
        tracing::warn!(error = %e, "could not note that a person takes no DMs");
    }
    Refused::Closed
}

/// Sends `screen` to `user` as a DM with `nonce`.
pub async fn send<S: Storage>(bot: &Bot<S>, user: UserId, screen: &Screen, nonce: String) -> Result<(), Refused> {
    let Some(http) = bot.http().cloned() else { return Ok(()) };
    let channel = channel(bot, &http, user).await?;
    let message = screen.clone().outgoing_message(Some(nonce));
    let post = bot
        .budget
        .spend(rest::post_message(&http, ChannelId::new(channel), message));
    match bot.turns.dm_pace.posts.spend(post).await {
        Ok(_) => Ok(()),
        Err(e) => Err(refused(bot, user, e).await),
    }
}
