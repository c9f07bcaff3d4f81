//! What a finished try's result says besides the try (`DailyNews`): the
//! player's streak and Hard's own try of the day from their seat. Hard's try
//! is played once per game and day, in the background (from the day's first
//! `/daily` on, and at rollover at the latest), and kept: a click never waits
//! for it, and a result drawn before it is done shows the streak alone.

use std::sync::Arc;

use crate::discord::daily::screen::DailyNews;
use crate::discord::{Bot, Storage};
use crate::league::streak::streak;
use crate::table::{GameKind, day_of, now_ms};

/// `user`'s streak at `kind` today and Hard's try of `day` (if played yet).
/// A figure that cannot be read is left out (and logged): the result shows.
pub(in crate::discord) async fn daily_news<S: Storage>(
    bot: &Arc<Bot<S>>,
    user: i64,
    kind: GameKind,
    day: i64,
) -> DailyNews {
    let days = match bot.league.daily_days(user, kind).await {
        Ok(days) => days,
        Err(e) => {
            tracing::warn!(error = %e, "a player's daily streak could not be read");
            Vec::new()
        }
    };
    DailyNews {
        streak: streak(&days, day_of(now_ms())),
        hard: bot.hard.or_begin(kind, day).await,
    }
}
