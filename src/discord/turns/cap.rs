//! The cap on a person's open turn-based tables: a game lasts weeks, and a
//! person who opened dozens would hold their friends' turns in all of them
//! (BGA caps its turn-based tables per player too).

use crate::discord::answer::Failure;
use crate::discord::context::Result;
use crate::discord::{Bot, Storage};
use crate::table::UserId;

/// Open turn-based tables a person may have at once: the running games they
/// sit at and the lobbies they opened. The refusal (`err-turn-tables-full`)
/// names the figure in each language.
pub const OPEN_TURN_TABLES: i64 = 30;

/// Whether `user` may open or join one more turn-based table; the refusal
/// says why not. Storage that cannot say lets them (the cap is a courtesy).
pub async fn may_take_another<S: Storage>(bot: &Bot<S>, user: UserId) -> Result<()> {
    match bot.league.open_turn_tables(user).await {
        Ok(open) if open >= OPEN_TURN_TABLES => Err(Failure::say("err-turn-tables-full")),
        Ok(_) => Ok(()),
        Err(e) => {
            tracing::warn!(user, error = %e, "could not count a person's turn-based tables; letting them open one");
            Ok(())
        }
    }
}
