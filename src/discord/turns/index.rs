//! The rows `/turns` reads (`turn_seats`): each person seated at a running
//! turn-based game, and whether (since when, until when) it waits for them,
//! written from every state the publisher sees, so `/turns` on any process
//! knows every process's games.

use std::sync::Arc;

use crate::discord::storage::TurnSeat;
use crate::discord::{Bot, Storage};
use crate::present::Clock;
use crate::table::{GameStatus, SeatOwner, Snapshot};

/// A turn-based game changed: its rows are written (in a task of their own;
/// a state older than the one written is skipped).
pub fn seen<S: Storage>(bot: &Arc<Bot<S>>, s: &Snapshot) {
    if s.options.per_move_ms().is_none() || s.status == GameStatus::Lobby {
        return;
    }
    let bot = bot.clone();
    let s = s.clone();
    tokio::spawn(async move {
        let mut indexed = bot.turns.indexed.lock().await;
        if indexed.get(&s.id).is_some_and(|&v| v > s.version) {
            return;
        }
        let rows = rows(&s);
        match bot.league.set_turn_seats(s.id, &rows).await {
            Ok(()) if rows.is_empty() => {
                indexed.remove(&s.id);
            }
            Ok(()) => {
                indexed.insert(s.id, s.version);
            }
            // `/turns` is a step behind until the next change; the game is not.
            Err(e) => tracing::warn!(game = s.id, error = %e, "could not note whose turn it is for /turns"),
        }
    });
}

/// Each person's row at `s`; none once the game is over.
fn rows(s: &Snapshot) -> Vec<TurnSeat> {
    if s.status != GameStatus::Running || s.is_over() {
        return Vec::new();
    }
    let clocks = crate::present::clock::clocks(s, &[]);
    s.seats
        .iter()
        .enumerate()
        .filter_map(|(seat, owner)| {
            let SeatOwner::Human(user) = *owner else { return None };
            let clock = s.clocks.get(seat).copied().unwrap_or_default();
            let shown = clocks.seats.get(seat).copied().flatten();
            Some(TurnSeat {
                game: s.id,
                user,
                kind: s.kind,
                channel: s.channel,
                version: s.version as i64,
                // A clock that stands (the host's pause, the person's
                // vacation or quiet hours) still leaves the turn theirs.
                waiting: match shown {
                    Some(Clock::Runs { .. }) => true,
                    Some(Clock::Paused { .. } | Clock::Away { .. } | Clock::Rests { .. }) => s.waiting.contains(seat),
                    Some(Clock::Stands { .. }) | None => false,
                },
                since: clock.began.or(clock.since),
                due: match shown {
                    Some(Clock::Runs { due }) => Some(due),
                    _ => None,
                },
                paused: clocks.paused.is_some(),
            })
        })
        .collect()
}
