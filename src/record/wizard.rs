//! Card-game records (RECORDS.md "Wizard, the card game"): parsing, replay,
//! and writing a game back out as a record.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{ReplayError, apply_events, parse_event};
use crate::engine::wizard::{RoundResult, Seat, Step, Variants, WizardSetup, WizardState};

const EVENT_KINDS: [&str; 4] = ["deal", "choose_trump", "bid", "play"];

/// The setup part of a card-game record.
#[derive(Debug, Deserialize)]
struct Header {
    players: Vec<String>,
    first_dealer: usize,
    #[serde(default)]
    variants: Vec<String>,
}

/// Replay's result for a card game, field for field as RECORDS.md prints it.
#[derive(Debug, Serialize)]
pub struct WizardReplay {
    pub game: &'static str,
    pub finished: bool,
    pub rounds: Vec<RoundResult>,
    pub totals: Vec<i32>,
    pub winners: Vec<Seat>,
    pub to_act: Vec<Seat>,
}

impl WizardReplay {
    pub fn of(state: &WizardState) -> WizardReplay {
        WizardReplay {
            game: "wizard",
            finished: state.is_over(),
            rounds: state.history().to_vec(),
            totals: state.totals().to_vec(),
            winners: state.winners(),
            to_act: state.to_act().seats().to_vec(),
        }
    }
}

/// Reads the setup of a card-game record.
pub fn parse_setup(doc: &Value) -> Result<(Vec<String>, WizardSetup), ReplayError> {
    let header = Header::deserialize(doc).map_err(|e| ReplayError::setup(format!("bad card-game record: {e}")))?;
    let variants = Variants::from_names(&header.variants).map_err(|e| ReplayError::setup(e.to_string()))?;
    let setup = WizardSetup::new(header.players.len(), header.first_dealer, variants)
        .map_err(|e| ReplayError::setup(e.to_string()))?;
    Ok((header.players, setup))
}

/// Parses one event item into a step.
pub fn parse_step(index: usize, item: &Value) -> Result<Step, ReplayError> {
    parse_event(index, item, &EVENT_KINDS)
}

/// Replays a whole record to its final state.
pub fn replay_state(doc: &Value) -> Result<WizardState, ReplayError> {
    let (_, setup) = parse_setup(doc)?;
    let mut state = WizardState::new(setup);
    apply_events(doc, &EVENT_KINDS, |step: &Step| state.apply_step(step).map(|_| ()))?;
    Ok(state)
}

/// `wizard-bot replay` for a card-game record.
pub fn replay(doc: &Value) -> Result<Value, ReplayError> {
    let state = replay_state(doc)?;
    serde_json::to_value(WizardReplay::of(&state)).map_err(|e| ReplayError::setup(e.to_string()))
}

/// Writes a game as a record that replay accepts.
pub fn to_record(players: &[String], setup: &WizardSetup, steps: &[Step]) -> Value {
    serde_json::json!({
        "game": "wizard",
        "players": players,
        "first_dealer": setup.first_dealer,
        "variants": setup.variants.names(),
        "events": steps,
    })
}
