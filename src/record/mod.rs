//! Game records (RECORDS.md): one JSON document with the setup and every event,
//! and `replay`, which checks a record against the rules and reports the result
//! or the first bad event. Replay never panics, whatever the input.

pub mod dice;
pub mod wizard;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::fmt::Display;

/// Why a record was refused: the index of the first bad event (`None` for the
/// setup or input that is not a record) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReplayError {
    pub event: Option<usize>,
    pub message: String,
}

impl ReplayError {
    pub fn setup(message: impl Into<String>) -> ReplayError {
        ReplayError {
            event: None,
            message: message.into(),
        }
    }

    pub fn at(event: usize, message: impl Into<String>) -> ReplayError {
        ReplayError {
            event: Some(event),
            message: message.into(),
        }
    }

    /// The error object replay prints.
    pub fn to_json(&self) -> Value {
        serde_json::json!({"error": {"event": self.event, "message": self.message}})
    }
}

/// Replays a record given as text and returns the result object.
pub fn replay_str(text: &str) -> Result<Value, ReplayError> {
    let doc: Value = serde_json::from_str(text).map_err(|e| ReplayError::setup(format!("not JSON: {e}")))?;
    replay_value(&doc)
}

/// Replays a parsed record.
pub fn replay_value(doc: &Value) -> Result<Value, ReplayError> {
    let obj = doc
        .as_object()
        .ok_or_else(|| ReplayError::setup("a record is a JSON object"))?;
    match obj.get("game").and_then(Value::as_str) {
        Some("wizard") => wizard::replay(doc),
        Some("dice") => dice::replay(doc),
        Some(other) => Err(ReplayError::setup(format!(
            "unknown game `{other}` (expected \"wizard\" or \"dice\")"
        ))),
        None => Err(ReplayError::setup("a record needs \"game\": \"wizard\" or \"dice\"")),
    }
}

/// Splits a record's `events` into items, so each is parsed (and blamed) on its own.
pub(crate) fn events_of(doc: &Value) -> Result<&[Value], ReplayError> {
    match doc.get("events") {
        Some(Value::Array(items)) => Ok(items),
        Some(_) => Err(ReplayError::setup("\"events\" must be a list")),
        None => Err(ReplayError::setup("a record needs \"events\"")),
    }
}

/// Names the one key of an event object, for "unknown event" messages.
pub(crate) fn event_kind(event: &Value) -> Option<&str> {
    let obj = event.as_object()?;
    if obj.len() == 1 {
        obj.keys().next().map(String::as_str)
    } else {
        None
    }
}

/// Parses one event item of a record whose event kinds are `kinds`.
pub(crate) fn parse_event<S: DeserializeOwned>(index: usize, item: &Value, kinds: &[&str]) -> Result<S, ReplayError> {
    match event_kind(item) {
        Some(kind) if kinds.contains(&kind) => {
            S::deserialize(item).map_err(|e| ReplayError::at(index, format!("bad `{kind}` event: {e}")))
        }
        Some(kind) => Err(ReplayError::at(index, format!("unknown event `{kind}`"))),
        None => Err(ReplayError::at(
            index,
            format!("an event is an object with one key: {}", kinds.join(", ")),
        )),
    }
}

/// Parses and applies a record's events in order; the first that fails to
/// parse or apply is the error, at its index.
pub(crate) fn apply_events<S: DeserializeOwned, E: Display>(
    doc: &Value,
    kinds: &[&str],
    mut apply: impl FnMut(&S) -> Result<(), E>,
) -> Result<(), ReplayError> {
    for (i, item) in events_of(doc)?.iter().enumerate() {
        let step: S = parse_event(i, item, kinds)?;
        apply(&step).map_err(|e| ReplayError::at(i, e.to_string()))?;
    }
    Ok(())
}
