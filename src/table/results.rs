//! What a finished table yields: a results row per seat, and the game as a
//! record (RECORDS.md) that `wizard-bot replay` accepts.

use serde_json::Value;

use super::model::SeatOwner;
use super::model::{GameRow, GameStatus, ResultRow};
use super::seated::Table;
use super::{Game, Snapshot, places};
use crate::record;

/// Each seat's place: 1 for the best, equal results share a place (the card
/// Results per seat: points, place (ties share it), and the per-game figures.
pub(super) fn results_of(t: &Table) -> Vec<ResultRow> {
    let Some(game) = t.game() else {
        return Vec::new();
    };
    let totals = game.totals();
    let place = places(game);
    // Someone who left is named by their seat's result, ranked as it finished.
    let left = |s: usize| t.left.get(s).copied().flatten();
    let user = |s: usize| match t.seats.get(s) {
        Some(SeatOwner::Human(u)) => Some(*u),
        _ => left(s),
    };
    match game {
        Game::Wizard(g) => {
            let winners = g.winners();
            (0..g.players())
                .map(|s| ResultRow {
                    seat: s as i64,
                    user_id: user(s),
                    points: totals[s],
                    place: place[s] as i64,
                    won: winners.contains(&s),
                    rounds: g.history().len() as i64,
                    exact_bids: g.history().iter().filter(|r| r.bids[s] == r.tricks[s]).count() as i64,
                    xs: 0,
                    jester_scores: 0,
                    left: left(s).is_some(),
                    bids: g.history().iter().map(|r| i64::from(r.bids[s])).sum(),
                    tricks: g.history().iter().map(|r| i64::from(r.tricks[s])).sum(),
                    seer_rounds: 0,
                })
                .collect()
        }
        Game::Dice(g) => (0..g.players())
            .map(|s| ResultRow {
                seat: s as i64,
                user_id: user(s),
                points: totals[s],
                place: place[s] as i64,
                won: place[s] == 1,
                rounds: g.history().len() as i64,
                exact_bids: 0,
                xs: i64::from(g.page(s).x_count()),
                jester_scores: i64::from(g.page(s).jester_scores()),
                left: left(s).is_some(),
                bids: 0,
                tricks: 0,
                seer_rounds: g.history().iter().filter(|r| r.seer == s).count() as i64,
            })
            .collect(),
    }
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
