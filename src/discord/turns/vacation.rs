//! A person's vacation (chess.com's daily games have them): their clock
//! stands at every turn-based game they sit at, the others see until when,
//! and it ends by itself (each table starts their clock again then) or
//! sooner when they say they are back. An allowance of days a calendar
//! year, taken a whole day at a time; the whole days not used when they come
//! back sooner are given back.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::discord::answer::Failure;
use crate::discord::context::Result;
use crate::discord::{Bot, DiscordStore, Storage};
use crate::table::{DAY_MS, GameId, UserId, Verb, now_ms};

/// Where a person's vacation is kept (`DiscordStore::person_choice`).
const VACATION_KEY: &str = "vacation";
/// Days of vacation a calendar year (UTC).
pub const DAYS_A_YEAR: u32 = 21;

/// A person's vacation: this year's days taken, and the one they are on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vacation {
    /// The calendar year `used` counts in.
    year: i32,
    /// Days taken this year.
    used: u32,
    /// The vacation they are on ends then (Unix ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    until: Option<i64>,
}

/// The calendar year (UTC) at `ms`.
fn year_of(ms: i64) -> i32 {
    jiff::Timestamp::from_millisecond(ms)
        .map(|t| i32::from(t.to_zoned_datetime(jiff::tz::TimeZone::UTC).year()))
        .unwrap_or(1970)
}

impl Vacation {
    /// `user`'s vacation; one that cannot be read counts as none taken.
    pub async fn of(store: &impl DiscordStore, user: UserId) -> Vacation {
        match store.person_choice(user, VACATION_KEY).await {
            Ok(Some(text)) => serde_json::from_str(&text).unwrap_or_default(),
            Ok(None) => Vacation::default(),
            Err(e) => {
                tracing::warn!(error = %e, "a person's vacation could not be read");
                Vacation::default()
            }
        }
    }

    async fn keep(&self, store: &impl DiscordStore, user: UserId) -> Result<()> {
        let text = serde_json::to_string(self).unwrap_or_default();
        store
            .set_person_choice(user, VACATION_KEY, &text)
            .await
            .map_err(|e| Failure::internal("vacation_write", None, &e))
    }

    /// Until when they are away at `now`, while they are.
    pub fn until(&self, now: i64) -> Option<i64> {
        self.until.filter(|&until| until > now)
    }

    /// Days they may still take this year.
    pub fn days_left(&self, now: i64) -> u32 {
        match self.year == year_of(now) {
            true => DAYS_A_YEAR.saturating_sub(self.used),
            false => DAYS_A_YEAR,
        }
    }
}

/// `user` goes on vacation for `days` whole days: kept first, then each of
/// their running turn-based games stops their clock. Returns its end.
pub(in crate::discord) async fn go<S: Storage>(bot: &Arc<Bot<S>>, user: UserId, days: u32) -> Result<i64> {
    let now = now_ms();
    let mut v = Vacation::of(&bot.league, user).await;
    if v.until(now).is_some() {
        return Err(Failure::say("err-vacation-already"));
    }
    if days == 0 || days > v.days_left(now) {
        return Err(Failure::say("err-vacation-allowance"));
    }
    let year = year_of(now);
    v.used = if v.year == year { v.used + days } else { days };
    v.year = year;
    let until = now + i64::from(days) * DAY_MS;
    v.until = Some(until);
    v.keep(&bot.league, user).await?;
    tell_tables(bot, user, Some(until)).await;
    Ok(until)
}

/// `user` is back before their vacation ended: the whole days left are
/// given back, and their clocks run again.
pub(in crate::discord) async fn back<S: Storage>(bot: &Arc<Bot<S>>, user: UserId) -> Result<()> {
    let now = now_ms();
    let mut v = Vacation::of(&bot.league, user).await;
    let Some(until) = v.until(now) else {
        return Ok(());
    };
    let unused = u32::try_from((until - now) / DAY_MS).unwrap_or(0);
    if v.year == year_of(now) {
        v.used = v.used.saturating_sub(unused);
    }
    v.until = None;
    v.keep(&bot.league, user).await?;
    tell_tables(bot, user, None).await;
    Ok(())
}

/// Each running turn-based game `user` sits at stops (`Some`) or starts their clock.
async fn tell_tables<S: Storage>(bot: &Arc<Bot<S>>, user: UserId, until: Option<i64>) {
    let games: Vec<GameId> = match bot.league.turn_tables_of(user).await {
        Ok(rows) => rows.iter().filter(|r| r.user == user).map(|r| r.game).collect(),
        Err(e) => {
            tracing::warn!(error = %e, "could not list a person's turn-based games for their vacation");
            return;
        }
    };
    for game in games {
        if let Err(e) = bot.tables.command(game, user, Verb::Away(until)).await {
            tracing::warn!(game, error = %e, "a vacation could not stop or start a clock");
        }
    }
}
