//! Each seat's clock, decided once for every face: whose runs and until
//! when, whose stands and with how much left, that the host paused the
//! table, who is away on a vacation or resting through their quiet hours
//! and until when — and when the table's time next runs out.

use crate::engine::Seat;
use crate::table::{SeatOwner, Snapshot};

/// One seat's clock as it is now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "SeatClock"))]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum Clock {
    /// Runs out at `due` (Unix ms): the seat is to act.
    Runs { due: i64 },
    /// Stands with `left` ms: the seat is not to act (a turn-based table).
    Stands { left: i64 },
    /// The host paused the table at `since`; `left` ms when it goes on.
    Paused { since: i64, left: i64 },
    /// Its person is on a vacation until `until` (Unix ms).
    Away { until: i64 },
    /// It stands through its person's quiet hours, until `until` (Unix ms).
    Rests { until: i64 },
}

/// A table's clocks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Clocks {
    /// Whether each person keeps a clock of their own (a turn-based table);
    /// at a live table one turn's time runs for whoever acts.
    pub turn_based: bool,
    /// When the host paused a turn-based table.
    pub paused: Option<i64>,
    /// Each seat's clock, in seat order; `None`: a seat without one (a
    /// computer's, or at a live table one not acting).
    pub seats: Vec<Option<Clock>>,
    /// When the table's time next runs out: the first running clock's due
    /// time (a vacation or a night's rest ending is no one's time running out).
    pub runs_out: Option<i64>,
}

/// The clocks of `s`, where `acting` are the seats acting now (`acting`).
pub fn clocks(s: &Snapshot, acting: &[Seat]) -> Clocks {
    if s.clocks.is_empty() {
        // A live table: one turn's time, for whoever acts.
        return Clocks {
            turn_based: false,
            paused: None,
            seats: (0..s.seats.len())
                .map(|seat| {
                    s.deadline_ms
                        .filter(|_| acting.contains(&seat))
                        .map(|due| Clock::Runs { due })
                })
                .collect(),
            runs_out: s.deadline_ms,
        };
    }
    let seats = s
        .seats
        .iter()
        .enumerate()
        .map(|(seat, owner)| {
            let SeatOwner::Human(_) = owner else { return None };
            let c = s.clocks.get(seat).copied().unwrap_or_default();
            Some(match (s.paused, c.away_until, c.due()) {
                (Some(since), _, _) => Clock::Paused { since, left: c.left_ms },
                (None, Some(until), _) if c.rests => Clock::Rests { until },
                (None, Some(until), _) => Clock::Away { until },
                (None, None, Some(due)) => Clock::Runs { due },
                (None, None, None) => Clock::Stands { left: c.left_ms },
            })
        })
        .collect();
    Clocks {
        turn_based: true,
        paused: s.paused,
        seats,
        runs_out: s.clocks.iter().filter_map(crate::table::SeatClock::due).min(),
    }
}

/// Until when `seat`'s person is away on a vacation at `s` (not their quiet
/// hours), whether or not the host paused the table: a move of theirs ends it.
pub fn vacation_until(s: &Snapshot, seat: Seat) -> Option<i64> {
    s.clocks.get(seat).filter(|c| !c.rests).and_then(|c| c.away_until)
}
