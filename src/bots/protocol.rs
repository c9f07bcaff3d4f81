//! `wizard-bot bot`: one JSON line in — a card-game record up to now and a
//! seat — one JSON line out — the event that seat's player would add, as
//! RECORDS.md writes it. Other programs, analysis tools and the hint use the
//! computer players this way. The decision comes from the seat's view of the
//! replayed state only, so records that differ in what the seat cannot see
//! get the same answer.

use serde_json::{Value, json};

use super::Level;
use super::wizard::decide_at;
use crate::engine::wizard::Step;
use crate::record::wizard::replay_state;

/// The answer to one input line: `{"event": …}` or `{"error": "…"}`.
pub fn answer(line: &str, level: Level, seed: u64) -> Value {
    match decide_line(line, level, seed) {
        Ok(event) => json!({ "event": event }),
        Err(message) => json!({ "error": message }),
    }
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
        Some("dice") => return Err("only card-game records are decided so far".into()),
        _ => return Err("a record needs \"game\": \"wizard\"".into()),
    }
    let state = replay_state(record).map_err(|e| e.to_json().to_string())?;
    if seat >= state.players() {
        return Err(format!("seat {seat} is not at this table of {}", state.players()));
    }
    if !state.to_act().seats().contains(seat) {
        return Err(format!("seat {seat} has nothing to decide"));
    }
    let action = decide_at(&state, seat, level, seed).ok_or(format!("seat {seat} has nothing to decide"))?;
    serde_json::to_value(Step::action(seat, action)).map_err(|e| e.to_string())
}
