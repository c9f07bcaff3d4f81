//! The pass over turn-based tables' clocks, every `rollover_every`: the
//! turns whose clocks ran out are played by the autopilot (and their people
//! told), a clock that would run out in its person's quiet hours rests
//! through them, and each running turn's message and reminder are sent when due.

use std::sync::Arc;
use std::time::Duration;

use crate::discord::turns::choices::Times;
use crate::discord::turns::digest::ALL_GAMES;
use crate::discord::turns::notice::{What, notify, skip};
use crate::discord::{Bot, Storage, lock};
use crate::table::{DAY_MS, TurnClock, Verb, now_ms};

/// A turn that comes this soon after its person's own move finds them at
/// the table, playing live: its message waits this long (and is not sent
/// if they move meanwhile).
pub const LIVE_MS: i64 = 2 * 60 * 1000;

/// Starts the pass (unless the configuration has none); it ends when the bot stops.
pub fn start<S: Storage>(bot: &Arc<Bot<S>>) {
    let Some(every) = bot.rollover_every else { return };
    let bot = bot.clone();
    tokio::spawn(async move {
        while !bot.is_stopped() {
            pass(&bot).await;
            tokio::time::sleep(every.max(Duration::from_millis(10))).await;
        }
    });
}

/// The clocks of `clocks` that would run out in their person's quiet hours
/// rest until those end (a night at an hour a move would run them out, and
/// three in a row hand the seat to the computer); one already out rests with
/// no time left, and runs out when they end.
async fn rest_at_night<S: Storage>(bot: &Arc<Bot<S>>, clocks: &[TurnClock]) {
    let now = now_ms();
    // Each person's hours read once a pass, however many tables they sit at.
    let mut read: std::collections::HashMap<crate::table::UserId, Times> = std::collections::HashMap::new();
    // Quiet hours are shorter than a day: a clock with a day left outlasts them.
    for c in clocks.iter().filter(|c| c.due - now < DAY_MS) {
        let times = match read.entry(c.user) {
            std::collections::hash_map::Entry::Occupied(o) => o.into_mut(),
            std::collections::hash_map::Entry::Vacant(v) => v.insert(Times::of(&bot.league, c.user).await),
        };
        let Some(end) = times.quiet_ends_after(now) else {
            continue;
        };
        if c.due > end {
            continue;
        }
        if let Err(e) = bot.tables.command(c.game, c.user, Verb::Rest(end)).await {
            tracing::warn!(game = c.game, error = %e, "a clock could not rest in its person's quiet hours");
        }
    }
}

/// One pass: clocks that come to rest for the night, clocks that ran out,
/// then each running turn's messages.
pub async fn pass<S: Storage>(bot: &Arc<Bot<S>>) {
    // Before the run-outs: one due in its person's quiet hours rests instead.
    rest_at_night(bot, &bot.tables.turn_clocks()).await;
    for out in bot.tables.sweep_clocks().await {
        let what = What::RanOut {
            in_a_row: out.in_a_row,
            for_good: out.for_good,
            played: out.played,
        };
        notify(bot, out.clock, what).await;
    }
    let clocks = bot.tables.turn_clocks();
    let now = now_ms();
    for c in &clocks {
        if bot.is_stopped() {
            return;
        }
        let reminder_at = c.started + (c.due - c.started) * 3 / 4;
        let just_moved = c.moved.is_some_and(|m| c.since - m < LIVE_MS);
        let turn_at = if just_moved { c.since + LIVE_MS } else { c.since };
        if now >= c.due {
            continue; // Its run-out is the next pass's.
        }
        if now >= reminder_at {
            // One message per turn: a turn not told yet (a restart, a live
            // turn left) gets the reminder alone.
            if skip(bot, *c, What::Turn).await.is_none() {
                continue; // Tried again at the next pass.
            }
            notify(bot, *c, What::Reminder).await;
        } else if now >= turn_at {
            notify(bot, *c, What::Turn).await;
        }
    }
    super::digest::send_due(bot, &clocks).await;
    // What was claimed for turns that are over is never asked again (nor
    // a digest of a day gone by).
    let today = now / DAY_MS;
    lock(&bot.turns.claimed).retain(|(g, u, since, _)| match *g == ALL_GAMES {
        true => *since + 2 >= today,
        false => clocks.iter().any(|c| c.game == *g && c.user == *u && c.since == *since),
    });
}
