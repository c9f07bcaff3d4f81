//! What serenity 0.12 could not read, said at WARN and counted instead of
//! passing at DEBUG: a gateway dispatch it turned into `Event::Unknown` (every
//! click would fail while the bot says nothing). serenity 0.12.5 is the last
//! 0.12 release, and Discord keeps adding fields. (Answers to channel posts
//! and edits are read leniently in `rest.rs`.)

use std::collections::HashSet;
use std::sync::Mutex;

use serde_json::Value;
use serenity::all::{Context, Event, RawEventHandler};

use crate::metric_names::UNREADABLE_DISPATCHES;

/// Watches every dispatch for the ones serenity could not read.
pub struct UnreadableAnswer;

#[serenity::async_trait]
impl RawEventHandler for UnreadableAnswer {
    async fn raw_event(&self, _ctx: Context, event: Event) {
        if let Event::Unknown(unknown) = event {
            dispatch(&unknown.kind, &unknown.value);
        }
    }
}

/// The kinds already said at WARN: a kind serenity does not know at all (one
/// Discord added) is said once per process, then only counted.
static SAID: Mutex<Option<HashSet<String>>> = Mutex::new(None);

/// Reports a dispatch serenity could not read: its name and, for the events
/// the bot lives on, where in it serenity gave up and why — never its body
/// (an interaction's may carry a hand).
pub fn dispatch(kind: &str, d: &Value) {
    metrics::counter!(UNREADABLE_DISPATCHES, "event" => kind.to_string()).increment(1);
    let why = match kind {
        "INTERACTION_CREATE" => Some(why_not::<serenity::all::Interaction>(d)),
        "READY" => Some(why_not::<serenity::all::Ready>(d)),
        "GUILD_CREATE" => Some(why_not::<serenity::all::Guild>(d)),
        _ => None,
    };
    match why {
        // The bot needs these: every one is said.
        Some((path, error)) => tracing::warn!(
            event = kind,
            path,
            error,
            "Discord sent an event that serenity cannot read; it was dropped (a newer Discord field or type?)"
        ),
        None => {
            let mut said = SAID.lock().unwrap_or_else(|e| e.into_inner());
            if said.get_or_insert_with(HashSet::new).insert(kind.to_string()) {
                tracing::warn!(
                    event = kind,
                    "Discord sent an event serenity does not know; it is ignored (said once, counted in /metrics)"
                );
            }
        }
    }
}

/// Where and why `T` cannot be read from `d`: the field path and serde's
/// reason with any quoted value taken out.
fn why_not<T: serde::de::DeserializeOwned>(d: &Value) -> (String, String) {
    match serde_path_to_error::deserialize::<_, T>(d) {
        // It reads as the event now: serenity dropped it for another reason.
        Ok(_) => ("-".into(), "-".into()),
        Err(e) => (e.path().to_string(), without_values(&e.inner().to_string())),
    }
}

/// serde's message without the values it quotes (`invalid type: string "…"`):
/// a value may be a card of a hand. The names of missing fields stay.
pub fn without_values(message: &str) -> String {
    if message.starts_with("missing field") {
        return message.to_string();
    }
    let mut out = String::with_capacity(message.len());
    let mut quote: Option<char> = None;
    for c in message.chars() {
        match quote {
            Some(q) if c == q => {
                out.push('…');
                out.push(c);
                quote = None;
            }
            Some(_) => {}
            None if c == '"' || c == '`' => {
                out.push(c);
                quote = Some(c);
            }
            None => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_taken_out_of_serdes_messages() {
        assert_eq!(
            without_values("invalid type: string \"B13\", expected u64 at line 1"),
            "invalid type: string \"…\", expected u64 at line 1"
        );
        assert_eq!(
            without_values("unknown variant `Z`, expected `a`"),
            "unknown variant `…`, expected `…`"
        );
        assert_eq!(without_values("missing field `token`"), "missing field `token`");
    }
}
