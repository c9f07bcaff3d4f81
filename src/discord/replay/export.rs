//! A finished game's record, sent to the clicker alone as a JSON file (the
//! format `wizard-bot replay` reads): offered beside each game of `/history`.

use serenity::all::{CreateAttachment, CreateInteractionResponse, CreateInteractionResponseMessage};

use crate::discord::Storage;
use crate::discord::answer::{Failure, Respond};
use crate::discord::context::{Clicked, Handler, Result};
use crate::t;
use crate::table::{GameId, GameStatus};

impl<S: Storage> Handler<S> {
    /// Sends a finished game's record to the clicker alone, as a JSON file
    /// (RECORDS.md, the format `wizard-bot replay` checks). Only a game of this
    /// server that has ended: a running game's record would show its hands.
    pub(in crate::discord) async fn export(&self, k: &Clicked<'_>, game: GameId) -> Result<()> {
        // On a server, its own games; outside one (a history of every
        // server), the games the clicker sat at; a daily try after its day.
        let row = self.seeable(k, game).await?;
        if row.status != GameStatus::Finished {
            return Err(Failure::say("err-export-not-finished"));
        }
        let events = self
            .bot
            .league
            .events(game)
            .await
            .map_err(|e| Failure::internal("export_events", Some(game), &e))?;
        let record = crate::table::finished_record(&row, &events)
            .and_then(|r| serde_json::to_vec_pretty(&r).map_err(|e| e.to_string()))
            .map_err(|e| Failure::internal("export_record", Some(game), &ExportError(e)))?;
        let file = CreateAttachment::bytes(record, format!("wizard-bot-game-{game}.json"));
        let message = CreateInteractionResponseMessage::new()
            .content(t!(k.lang, "export-ready", game = game))
            .add_file(file)
            .ephemeral(true);
        Ok(k.c.respond(k.ctx, CreateInteractionResponse::Message(message)).await?)
    }
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
