//! `wizard-bot bot`: one JSON line in — a game record up to now (either game)
//! and a seat — one JSON line out — the event that seat's player would add, as
//! RECORDS.md writes it (a Seer's roll names its dice; the faces are chance,
//! so they are left out; a player who stays in after a roll answers
//! `{"event": null, "stays": true}`). Other programs, analysis tools and the hint use the
//! computer players this way. The decision comes from the seat's view of the
//! replayed state only, so records that differ in what the seat cannot see
//! get the same answer.

use serde_json::{Value, json};

use super::Level;
use crate::engine::dice;
use crate::engine::wizard::Step;
use crate::record::wizard::replay_state;

/// The answer to one input line: `{"event": …}` or `{"error": "…"}`.
pub fn answer(line: &str, level: Level, seed: u64) -> Value {
    match decide_line(line, level, seed) {
        Ok(Value::Null) => json!({ "event": null, "stays": true }),
        Ok(event) => json!({ "event": event }),
        Err(message) => json!({ "error": message }),
    }
}

/// A dice seat's next event (`Null`: it stays in the round).
fn decide_dice(record: &Value, seat: usize, level: Level) -> Result<Value, String> {
    let state = crate::record::dice::replay_state(record).map_err(|e| e.to_json().to_string())?;
    if seat >= state.players() {
        return Err(format!("seat {seat} is not at this table of {}", state.players()));
    }
    if state.legal_actions(seat).is_empty() {
        return Err(format!("seat {seat} has nothing to decide"));
    }
    let event = match super::dice::decide_at(&state, seat, level) {
        None => Value::Null,
        Some(dice::Action::Roll(d)) => json!({ "roll": { "dice": d.iter().collect::<Vec<_>>() } }),
        Some(action) => serde_json::to_value(dice::Step::action(seat, action)).map_err(|e| e.to_string())?,
    };
    Ok(event)
}

fn decide_line(line: &str, level: Level, seed: u64) -> Result<Value, String> {
    let input: Value = serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))?;
    let record = input.get("record").ok_or("a line needs \"record\"")?;
    let seat = input
        .get("seat")
        .and_then(Value::as_u64)
        .ok_or("a line needs \"seat\": a seat number")? as usize;
    match record.get("game").and_then(Value::as_str) {
        Some("wizard") => {}
        Some("dice") => return decide_dice(record, seat, level),
        _ => return Err("a record needs \"game\": \"wizard\" or \"dice\"".into()),
    }
    let state = replay_state(record).map_err(|e| e.to_json().to_string())?;
    if seat >= state.players() {
        return Err(format!("seat {seat} is not at this table of {}", state.players()));
    }
    if !state.to_act().seats().contains(seat) {
        return Err(format!("seat {seat} has nothing to decide"));
    }
    let action =
        super::wizard::decide_at(&state, seat, level, seed).ok_or(format!("seat {seat} has nothing to decide"))?;
    serde_json::to_value(Step::action(seat, action)).map_err(|e| e.to_string())
}
