//! Dice records (RECORDS.md "Wizard Dice"): parsing, replay, and writing a
//! game back out as a record.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

use super::{ReplayError, apply_events, parse_event};
use crate::engine::dice::{BoxId, DiceRound, DiceSetup, DiceState, Seat, Step};

const EVENT_KINDS: [&str; 8] = [
    "magic_card",
    "predict",
    "wizard_colour",
    "set",
    "roll",
    "leave",
    "stop",
    "score",
];

#[derive(Debug, Deserialize)]
struct Header {
    players: Vec<String>,
    first_seer: usize,
    x_target: u32,
    magic_cards: bool,
}

/// One Page as replay prints it.
#[derive(Debug, Serialize)]
pub struct PageResult {
    pub boxes: BTreeMap<String, String>,
    pub jesters: Vec<u8>,
    pub x_count: u32,
}

/// Replay's result for a dice game, field for field as RECORDS.md prints it.
#[derive(Debug, Serialize)]
pub struct DiceReplay {
    pub game: &'static str,
    pub finished: bool,
    pub rounds: Vec<DiceRound>,
    pub pages: Vec<PageResult>,
    pub totals: Vec<i32>,
    pub winners: Vec<Seat>,
    pub to_act: Vec<Seat>,
}

impl DiceReplay {
    pub fn of(state: &DiceState) -> DiceReplay {
        DiceReplay {
            game: "dice",
            finished: state.is_over(),
            rounds: state.history().to_vec(),
            pages: state
                .pages()
                .iter()
                .map(|p| PageResult {
                    boxes: BoxId::all()
                        .filter_map(|b| p.mark_text(b).map(|m| (b.to_string(), m)))
                        .collect(),
                    jesters: p.jesters(),
                    x_count: p.x_count(),
                })
                .collect(),
            totals: state.totals(),
            winners: state.winners(),
            to_act: state.to_act().seats().to_vec(),
        }
    }
}

/// Reads the setup of a dice record.
pub fn parse_setup(doc: &Value) -> Result<(Vec<String>, DiceSetup), ReplayError> {
    let h = Header::deserialize(doc).map_err(|e| ReplayError::setup(format!("bad dice record: {e}")))?;
    let setup = DiceSetup::new(h.players.len(), h.first_seer, h.x_target, h.magic_cards)
        .map_err(|e| ReplayError::setup(e.to_string()))?;
    Ok((h.players, setup))
}

/// Parses one event item into a step.
pub fn parse_step(index: usize, item: &Value) -> Result<Step, ReplayError> {
    parse_event(index, item, &EVENT_KINDS)
}

/// Replays a whole record to its final state.
pub fn replay_state(doc: &Value) -> Result<DiceState, ReplayError> {
    let (_, setup) = parse_setup(doc)?;
    let mut state = DiceState::new(setup);
    apply_events(doc, &EVENT_KINDS, |step: &Step| state.apply_step(step).map(|_| ()))?;
    Ok(state)
}

/// `wizard-bot replay` for a dice record.
pub fn replay(doc: &Value) -> Result<Value, ReplayError> {
    let state = replay_state(doc)?;
    serde_json::to_value(DiceReplay::of(&state)).map_err(|e| ReplayError::setup(e.to_string()))
}

/// Writes a game as a record that replay accepts.
pub fn to_record(players: &[String], setup: &DiceSetup, steps: &[Step]) -> Value {
    serde_json::json!({
        "game": "dice",
        "players": players,
        "first_seer": setup.first_seer,
        "x_target": setup.x_target,
        "magic_cards": setup.magic_cards,
        "events": steps,
    })
}
