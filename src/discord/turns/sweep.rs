//! The pass over turn-based tables' clocks, every `rollover_every`: the
//! turns whose clocks ran out are played by the autopilot (and their people
//! told), and each running turn's message and reminder are sent when due.

use std::sync::Arc;
use std::time::Duration;

use crate::discord::turns::digest::ALL_GAMES;
use crate::discord::turns::notice::{What, notify, skip};
use crate::discord::{Bot, Storage, lock};
use crate::table::{DAY_MS, now_ms};

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

/// One pass: clocks that ran out, then each running turn's messages.
pub async fn pass<S: Storage>(bot: &Arc<Bot<S>>) {
    for out in bot.tables.sweep_clocks().await {
        let what = What::RanOut {
            in_a_row: out.in_a_row,
            for_good: out.for_good,
            played: out.played,
        };
        notify(bot, out.clock, what).await;
    }
    let now = now_ms();
    let clocks = bot.tables.turn_clocks();
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
