//! A finished game's record, sent to the clicker alone as a JSON file (the
//! format `wizard-bot replay` reads): offered beside each game of `/history`.

use std::sync::Arc;

use crate::discord::answer::Failure;
use crate::discord::context::{Answer, Clicked, Result};
use crate::discord::replay::clicks::seeable;
use crate::discord::{Bot, Storage};
use crate::t;
use crate::table::{GameId, GameStatus};

/// Sends a finished game's record to the clicker alone, as a JSON file
/// (RECORDS.md, the format `wizard-bot replay` checks). Only a game of this
/// server that has ended: a running game's record would show its hands.
pub(in crate::discord) async fn export<S: Storage>(bot: &Arc<Bot<S>>, k: &Clicked<'_>, game: GameId) -> Result<Answer> {
    // On a server, its own games; outside one (a history of every
    // server), the games the clicker sat at; a daily try after its day.
    let row = seeable(bot, k, game).await?;
    if row.status != GameStatus::Finished {
        return Err(Failure::say("err-export-not-finished"));
    }
    let events = bot
        .league
        .events(game)
        .await
        .map_err(|e| Failure::internal("export_events", Some(game), &e))?;
    let record = crate::table::finished_record(&row, &events)
        .and_then(|r| serde_json::to_vec_pretty(&r).map_err(|e| e.to_string()))
        .map_err(|e| Failure::internal("export_record", Some(game), &ExportError(e)))?;
    Ok(Answer::File {
        line: t!(k.lang, "export-ready", game = game),
        name: format!("wizard-bot-game-{game}.json"),
        bytes: record,
    })
}

/// Why a stored finished game gave no record (a damaged log), for the log.
#[derive(Debug)]
struct ExportError(String);

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ExportError {}
