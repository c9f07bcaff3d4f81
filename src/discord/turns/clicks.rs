//! The answers to the clicks of turn messages and `/turns` (`ask.rs`): how
//! one's turns find one (a DM, a mention where the game is, or nothing), the
//! host's pause of a game's clocks, back from a vacation, and the list again.

use std::sync::Arc;

use crate::discord::answer::Failure;
use crate::discord::context::{Answer, Clicked, Result};
use crate::discord::turns::ask::{TurnsClick, WAY_KEY};
use crate::discord::turns::list::Heading;
use crate::discord::{Bot, Storage};
use crate::table::Verb;

/// Answers a turns click, privately.
pub(in crate::discord) async fn click<S: Storage>(bot: &Arc<Bot<S>>, k: &Clicked<'_>, c: TurnsClick) -> Result<Answer> {
    match c {
        TurnsClick::Way(way) => {
            bot.league
                .set_person_choice(k.user, WAY_KEY, way.word())
                .await
                .map_err(|e| Failure::internal("turns_way_write", None, &e))?;
            let screen = super::list::turns_screen(bot, k.user, k.lang, Heading::Changed).await?;
            Ok(Answer::Private(screen))
        }
        TurnsClick::Pause { game, on } => {
            bot.tables.command(game, k.user, Verb::Pause(on)).await?;
            let screen = super::list::turns_screen(bot, k.user, k.lang, Heading::List).await?;
            Ok(Answer::Private(screen))
        }
        TurnsClick::Back => {
            super::vacation::back(bot, k.user).await?;
            let screen = super::list::turns_screen(bot, k.user, k.lang, Heading::Changed).await?;
            Ok(Answer::Private(screen))
        }
        TurnsClick::List => Ok(Answer::Private(
            super::list::turns_screen(bot, k.user, k.lang, Heading::List).await?,
        )),
    }
}
