//! The Discord layer (serenity 0.12): slash commands, the one interaction
//! handler every button and select routes through, rendering per-viewer views
//! into messages, and the publisher that keeps each game's public messages and
//! open private hands up to date. It reaches the rules only through tables.

mod answer;
mod bot;
pub mod budget;
mod card_actions;
pub mod catalogue;
mod command_actions;
pub mod commands;
pub mod custom_id;
mod daily_actions;
mod dice_actions;
pub mod draw;
mod handler;
pub mod in_flight;
mod lobby_actions;
pub mod names;
mod night_actions;
pub mod nights;
pub mod permissions;
mod pings;
pub mod places;
mod publisher;
pub mod render;
mod replay_actions;
mod rest;
mod retry;
mod screens;
pub mod sessions;
pub mod unreadable;

pub use bot::{Bot, BotOptions, Storage};
pub use handler::Handler;
pub use publisher::{dispatch, tell_set_aside};
pub use rest::client as rest_client;
pub use screens::{hand_screen, page_picture, page_screen, replay_screen, table_info};

use catalogue::Lang;

/// The language of a game's public messages: the server's.
pub fn public_lang(locale: Option<&str>) -> Lang {
    Lang::from_locale(locale.unwrap_or("en-US"))
}

/// Locks a std mutex, ignoring poisoning (a panicked holder leaves valid data in these maps).
pub(crate) fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
