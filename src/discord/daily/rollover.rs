//! The daily rollover (midnight UTC), one task per process: it looks at the
//! clock every `rollover_every`, and for the day that closed plays Hard's
//! try (if someone played it and no one asked for it yet), folds the day into the daily rating
//! once its tries are all finished (the autopilot finishes those left at
//! midnight), and posts each server's recap in the channel it chose. Every
//! step is claimed in storage before it is done, so it happens once per day
//! whatever the processes and restarts; a recap whose post was cut short by
//! a stop is posted by the next pass (the same nonce, so Discord shows it
//! once if the first post did reach it).

use std::sync::Arc;
use std::time::Duration;

use serenity::all::ChannelId;

use crate::discord::daily::recap::recap;
use crate::discord::keep::permissions::{refused_for_permission, unknown_channel};
use crate::discord::storage::Claim;
use crate::discord::transport::rest;
use crate::discord::{Bot, Storage, public_lang};
use crate::league::daily::{FIRST_DAY, KINDS};
use crate::league::recap::gather;
use crate::league::{DailyQuery, Scope};
use crate::table::{PersistError, day_end_ms, day_of, now_ms};

/// How long after midnight a closed day waits for tries still running
/// before its rating and recaps go ahead without them.
pub const GRACE_MS: i64 = 10 * 60 * 1000;

/// How long a recap's claim holds before another pass may post it (its
/// process stopped before the post was done).
const CLAIM_MS: i64 = 60 * 1000;

/// Starts the rollover task (unless the configuration has none); it ends when the bot stops.
pub fn start<S: Storage>(bot: &Arc<Bot<S>>) {
    let Some(every) = bot.rollover_every else { return };
    let bot = bot.clone();
    tokio::spawn(async move {
        // The last closed day this process finished with: later passes of
        // that day only see that today's Hard try is played.
        let mut done = None;
        while !bot.is_stopped() {
            if pass(&bot, done).await {
                done = Some(day_of(now_ms()) - 1);
            }
            tokio::time::sleep(every.max(Duration::from_millis(10))).await;
        }
    });
}

/// One look at the clock: what the day that closed still needs (nothing
/// when it is `done`). Whether this process is done with it now.
pub async fn pass<S: Storage>(bot: &Arc<Bot<S>>, done: Option<i64>) -> bool {
    let now = now_ms();
    let today = day_of(now);
    let closed = today - 1;
    if closed < FIRST_DAY {
        return false;
    }
    if done == Some(closed) {
        return true;
    }
    let running = match bot.league.tries_running(closed).await {
        Ok(n) => n,
        Err(e) => {
            tracing::warn!(error = %e, day = closed, "the closed day's tries could not be counted");
            return false;
        }
    };
    if running > 0 && now < day_end_ms(closed) + GRACE_MS {
        return false;
    }
    // The closed day's Hard try, which its recaps show: usually played since
    // the day's first `/daily` (today's is started there too, never here).
    // Only for a day someone played: a fresh or idle bot searches nothing at
    // start-up, when the clicks of a restart are waiting to be answered.
    for kind in KINDS {
        let q = DailyQuery {
            per_page: 1,
            ..DailyQuery::day(kind, Scope::Global, closed)
        };
        match bot.league.daily_board(q).await {
            Ok(b) if b.total > 0 => {
                if let Err(e) = bot.hard.played(kind, closed).await {
                    tracing::warn!(error = %e, kind = kind.as_str(), day = closed, "Hard's daily try could not be read");
                }
            }
            Ok(_) => {}
            Err(e) => {
                tracing::warn!(error = %e, kind = kind.as_str(), day = closed, "the closed day's field could not be read");
                return false;
            }
        }
    }
    let mut complete = true;
    for kind in KINDS {
        match bot.league.fold_daily_rating(kind, closed).await {
            Ok(Some(people)) => tracing::info!(
                kind = kind.as_str(),
                day = closed,
                people,
                "a day folded into the daily rating"
            ),
            Ok(None) => {}
            Err(e) => {
                tracing::warn!(error = %e, kind = kind.as_str(), day = closed, "the daily rating could not be folded");
                complete = false;
            }
        }
    }
    let servers = match bot.league.recap_channels().await {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(error = %e, "the servers that want a daily recap could not be read");
            return false;
        }
    };
    for (guild, channel) in servers {
        if bot.tables.drives(Some(guild)) {
            match post_recap(bot, guild, channel, closed).await {
                Ok(posted) => complete &= posted,
                Err(e) => {
                    tracing::warn!(error = %e, guild, day = closed, "a daily recap could not be posted");
                    complete = false;
                }
            }
        }
    }
    complete
}

/// Posts `guild`'s recap of `day` in `channel`, if this pass claims it;
/// whether nothing is left to do for it here (false: a later pass tries again).
async fn post_recap<S: Storage>(bot: &Arc<Bot<S>>, guild: i64, channel: i64, day: i64) -> Result<bool, PersistError> {
    match bot.league.claim_recap(guild, day, channel, CLAIM_MS).await? {
        Claim::Ours => {}
        Claim::Done => return Ok(true),
        // Looked at again by a later pass: taken over if its post never finishes.
        Claim::Pending => return Ok(false),
    }
    let r = gather(&bot.league, guild, day).await?;
    // Nobody played here that day: nothing to say (and no one to wake).
    if r.games.is_empty() {
        bot.league.recap_posted(guild, day, 0).await?;
        return Ok(true);
    }
    let Some(http) = bot.http().cloned() else {
        return Ok(false);
    };
    let (settings, _) = bot.league.server_settings(guild).await?;
    let lang = public_lang(settings.language.as_deref());
    let screen = recap(&r, lang);
    let message = screen.clone().outgoing_message(Some(recap_nonce(guild, day)));
    let channel_id = ChannelId::new(channel as u64);
    match rest::post_message(&http, channel_id, message).await {
        Ok(posted) => {
            tracing::info!(guild, day, "daily recap posted");
            bot.league.recap_posted(guild, day, posted.id.get() as i64).await?;
            // No Embed Links there (taken away since the channel was chosen):
            // Discord kept the text and dropped the boards. The recap is
            // said again in words, as tables are in such a channel.
            if posted.embeds_dropped {
                tracing::warn!(
                    guild,
                    channel,
                    day,
                    "the daily recap's boards were dropped (no Embed Links in its channel); shown in words"
                );
                let words = screen.plain().outgoing_edit();
                if let Err(e) = rest::edit_message(&http, channel_id, posted.id, words).await {
                    tracing::warn!(error = %e, guild, day, "the daily recap could not be shown in words");
                }
            }
            Ok(true)
        }
        // The channel is gone (deleted, or no longer the bot's to see for
        // good): the recap stops there, every later day too, and `/settings`
        // says so, in place of posting into nothing once a pass.
        Err(e) if unknown_channel(&e) => {
            tracing::warn!(
                guild,
                channel,
                day,
                "the daily recap's channel is gone; the recap is off until /settings daily_recap chooses another"
            );
            bot.league.recap_posted(guild, day, 0).await?;
            let (mut settings, _) = bot.league.server_settings(guild).await?;
            if settings.daily_recap == Some(channel) {
                settings.daily_recap = None;
                settings.daily_recap_gone = Some(channel);
                // Changed by the bot itself (user 0 in the settings' log).
                let which = [crate::league::Setting::DailyRecap];
                bot.league.save_server_settings(guild, 0, &settings, &which).await?;
            }
            Ok(true)
        }
        // The channel is gone or closed to the bot: said once, not tried again today.
        Err(e) if refused_for_permission(&e) => {
            tracing::warn!(
                guild,
                channel,
                day,
                "Discord refused the daily recap (a permission is missing in its channel; `/settings daily_recap` there says which)"
            );
            bot.league.recap_posted(guild, day, 0).await?;
            Ok(true)
        }
        // Tried again by a later pass, once the claim is stale.
        Err(e) => {
            tracing::warn!(error = %e, guild, day, "the daily recap could not be posted; a later pass tries again");
            Ok(false)
        }
    }
}

/// The nonce of `guild`'s recap of `day`: Discord keeps a nonce per author,
/// whatever the channel, so each server's recap needs its own (a day's alone
/// would answer every server's post with the first server's message). Within
/// Discord's 25 characters: the server in base 36 (at most 13 digits).
fn recap_nonce(guild: i64, day: i64) -> String {
    let mut n = guild as u64;
    let mut digits = Vec::new();
    loop {
        digits.push(char::from_digit((n % 36) as u32, 36).unwrap_or('0'));
        n /= 36;
        if n == 0 {
            break;
        }
    }
    let server: String = digits.into_iter().rev().collect();
    format!("r{server}.{day}")
}

#[cfg(test)]
mod tests {
    use super::recap_nonce;

    #[test]
    fn each_server_and_day_has_its_own_recap_nonce_within_discords_25_characters() {
        let a = recap_nonce(800_000_000_000_000_001, 20_787);
        let b = recap_nonce(800_000_000_000_000_778, 20_787);
        let c = recap_nonce(800_000_000_000_000_001, 20_788);
        assert!(a != b && a != c && b != c, "{a} {b} {c}");
        assert!(recap_nonce(i64::MAX, 99_999).len() <= 25);
        assert_eq!(recap_nonce(35, 1), "rz.1");
    }
}
