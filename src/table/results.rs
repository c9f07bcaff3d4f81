//! What a finished table yields: a results row per seat, and the game as a
//! record (RECORDS.md) that `wizard-bot replay` accepts.

use serde_json::Value;

use super::figures::own_results;
use super::model::SeatOwner;
use super::model::{GameRow, GameStatus, ResultRow};
use super::seated::Table;
use super::{Game, Snapshot};
use crate::record;

/// One seat's final result.
pub struct FinalPlace {
    pub seat: usize,
    pub place: usize,
    pub points: i64,
}

impl FinalPlace {
    /// Every seat from first place to last (seat order among equals).
    pub fn ordered(places: &[usize], totals: &[i64]) -> Vec<FinalPlace> {
        let mut all: Vec<FinalPlace> = (0..places.len())
            .map(|seat| FinalPlace {
                seat,
                place: places[seat],
                points: totals[seat],
            })
            .collect();
        all.sort_by_key(|s| (s.place, s.seat));
        all
    }
}

/// Results per seat: points, place (ties share it), and the per-game figures.
///
/// What counts is each person's own play (#60). A seat its person stopped
/// playing (they left, the computer took it over for good, a daily try's day
/// closed: `Table::handed`) counts as it stood then, ranks last and wins
/// nothing, as a tournament scores a drop: the computer's play on it is
/// nobody's result. The others rank among themselves.
pub(super) fn results_of(t: &Table) -> Vec<ResultRow> {
    let Some(game) = t.game() else {
        return Vec::new();
    };
    // Someone who left is named by their seat's result.
    let left = |s: usize| t.left.get(s).copied().flatten();
    let user = |s: usize| match t.seats.get(s) {
        Some(SeatOwner::Human(u)) => Some(*u),
        _ => left(s),
    };
    own_results(game, &t.handed)
        .into_iter()
        .enumerate()
        .map(|(s, (place, f, unfinished))| ResultRow {
            seat: s as i64,
            user_id: user(s),
            points: f.points,
            place: place as i64,
            won: place == 1 && !unfinished,
            rounds: f.rounds,
            exact_bids: f.exact_bids,
            xs: f.xs,
            jester_scores: f.jester_scores,
            left: left(s).is_some(),
            bids: f.bids,
            tricks: f.tricks,
            seer_rounds: f.seer_rounds,
            unfinished,
        })
        .collect()
}

/// The game as a record (RECORDS.md, written by `record::`, so replay
/// accepts it): players named by seat (`user:<id>` or `computer:<seat>`).
/// `events` are the game's stored steps; one that does not read is named.
pub fn export_record(snapshot: &Snapshot, events: &[Value]) -> Result<Value, String> {
    let names: Vec<String> = snapshot
        .seats
        .iter()
        .enumerate()
        .map(|(s, o)| match o {
            SeatOwner::Human(u) => format!("user:{u}"),
            SeatOwner::Computer => format!("computer:{s}"),
        })
        .collect();
    match snapshot.full_state() {
        Some(Game::Wizard(g)) => Ok(record::wizard::to_record(
            &names,
            g.setup(),
            &steps(events, record::wizard::parse_step)?,
        )),
        Some(Game::Dice(g)) => Ok(record::dice::to_record(
            &names,
            g.setup(),
            &steps(events, record::dice::parse_step)?,
        )),
        None => Err("the game has not started".into()),
    }
}

/// A finished game's record from its stored row and events (`wizard-bot
/// export`, the history's Export button). A game still running or cancelled
/// is refused: its record would show hands and hidden bids still in play.
pub fn finished_record(row: &GameRow, events: &[Value]) -> Result<Value, String> {
    if row.status != GameStatus::Finished {
        return Err(format!(
            "game {} is {}, not finished: only a finished game's record is exported",
            row.id,
            row.status.as_str()
        ));
    }
    let table = Table::restore(row, events)?;
    export_record(&table.snapshot(), events)
}

/// The stored events as one game's steps; the first that does not read is named.
fn steps<S>(events: &[Value], parse: fn(usize, &Value) -> Result<S, record::ReplayError>) -> Result<Vec<S>, String> {
    events
        .iter()
        .enumerate()
        .map(|(i, e)| parse(i, e).map_err(|e| format!("event {i}: {}", e.message)))
        .collect()
}
