//! "Play at the table" (#64): a click answered by Discord opening the
//! table as an Activity in the clicked message's channel (the interaction
//! response Discord calls `LAUNCH_ACTIVITY`); the Activity's page then finds
//! the clicker's seat at the tables of that channel (`web/activity.rs`).

use serenity::all::{CommandType, CreateCommand, CreateInteractionResponse, EntryPointHandlerType};

use crate::discord::Storage;
use crate::discord::answer::Failure;
use crate::discord::context::{Clicked, Handler, Result};
use crate::table::GameId;

impl<S: Storage> Handler<S> {
    pub(super) async fn launch(&self, k: &Clicked<'_>, _game: GameId) -> Result<()> {
        // Only offered where the Activity is set up; an old button after it was turned off says so.
        if !self.bot.activity {
            return Err(Failure::say("err-activity-off"));
        }
        Ok(k.c
            .create_response(k.ctx, CreateInteractionResponse::LaunchActivity)
            .await?)
    }
}

/// The entry point command Discord made when Activities were enabled
/// ("Launch", opened by Discord itself), as the bot registers it again.
pub fn entry_point() -> CreateCommand {
    crate::discord::commands::command("launch", "cmd-launch")
        .kind(CommandType::PrimaryEntryPoint)
        .handler(EntryPointHandlerType::DiscordLaunchActivity)
}

/// "Play at the table": the table as a Discord Activity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Launch {
    pub game: i64,
}

impl Launch {
    pub const PREFIX: &str = "ac";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<Launch> {
        let [game] = rest else { return None };
        Some(Launch {
            game: game.parse().ok()?,
        })
    }
}

impl crate::discord::parts::Clicks for Launch {
    fn body(&self) -> String {
        format!("{}:{}", Self::PREFIX, self.game)
    }
}
