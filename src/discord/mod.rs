//! The Discord layer (serenity 0.12), arranged by what a person does. The
//! spine is here: the bot's state (`bot`), the one interaction handler every
//! command and click routes through (`handler`, `router`), the
//! clicks' id format (`custom_id`), answering (`answer`), command
//! registration (`commands`) and the screens' frame (`screen`). Beside it
//! `transport/` talks to Discord, `keep/` holds what the bot keeps about it
//! (below the features), `publish/` keeps games' messages true, and
//! one folder per feature holds its clicks and screens. It reaches the rules
//! only through tables; words and pictures come from `text` and `pictures`.

pub mod activity;
mod answer;
pub mod boards;
mod bot;
pub mod cards;
pub mod commands;
mod context;
pub mod custom_id;
pub mod daily;
mod deliver;
pub mod dice;
pub mod emoji;
pub mod end;
pub mod gateway;
mod handler;
pub mod in_flight;
pub mod keep;
pub mod lobby;
pub mod look;
pub mod nights;
pub mod parts;
pub mod pings;
pub mod publish;
pub mod replay;
pub mod router;
pub mod screen;
mod screens;
pub mod seat;
pub mod settings;
pub mod storage;
pub mod transport;
pub mod turns;
pub mod wire;

pub use bot::{Bot, BotOptions};
pub use handler::Handler;
pub use look::Look;
pub use publish::publisher::{dispatch, tell_set_aside};
pub use replay::screen::replay_screen;
pub use screen::table_info;
pub use screens::hand_screen;
pub use storage::{DiscordStore, Storage};
pub use transport::rest::client as rest_client;

use crate::text::catalogue::Lang;

/// The language of a game's public messages: the server's.
pub fn public_lang(locale: Option<&str>) -> Lang {
    Lang::from_locale(locale.unwrap_or("en-US"))
}

/// Locks a std mutex, ignoring poisoning (one helper for the table and the Discord layer).
pub(crate) use crate::table::lock;

// Tests only (last: the tidy readers stop at a file's first `cfg(test)`).
#[cfg(test)]
mod values;
