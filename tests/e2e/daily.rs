//! The daily challenge as a person uses it through the fake Discord:
//! `/daily` from a server channel or a DM, and what its panel shows.

use serde_json::Value;

use super::E2e;
use crate::fake_discord::server::{Msg, Private};
use wizard_bot::discord::custom_id::Click;
use wizard_bot::discord::custom_id::{CardMove, DailyClick, DiceMove};

/// Where a person types `/daily`.
#[derive(Clone, Copy, Debug)]
pub enum At {
    Server(u64),
    Dm(u64),
}

/// `/daily` with `options` from `at`; returns the message it answered with.
pub async fn daily(e: &E2e, user: u64, at: At, options: Value) -> Msg {
    let id = match at {
        At::Server(channel) => e.fake.command(user, channel, "daily", options, &e.locale(user), false),
        At::Dm(channel) => e
            .fake
            .command_private(user, channel, Private::BotDm, "daily", options, &e.locale(user)),
    };
    e.fake.wait_ack(5, &id).await;
    e.reply_to(&id).expect("/daily answered with a message")
}

/// The game a panel plays (from its decisions) or shows (from its Share).
pub fn game_on(panel: &Msg) -> Option<i64> {
    panel
        .components()
        .iter()
        .find_map(|(id, _, _)| match Click::read(id).ok()? {
            Click::Act(CardMove { game, .. })
            | Click::Dice(DiceMove { game, .. })
            | Click::Daily(DailyClick::Share { game }) => Some(game),
            _ => None,
        })
}

/// Whether a panel shows a finished try (its Share button).
pub fn finished(panel: &Msg) -> bool {
    panel
        .components()
        .iter()
        .any(|(id, _, _)| id.starts_with(&super::cid("dy:s:")))
}
