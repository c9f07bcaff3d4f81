//! Keeping a game's messages true to it: the publisher's workers, where each
//! game's messages are, the private panels people have open, the names
//! pictures print, turn pings, what the bot may do in each channel, and the
//! bot's own emoji kept in step with Discord.

pub mod app_emoji;
pub mod names;
pub mod panels;
pub mod permissions;
pub mod pinged;
pub mod pings;
pub mod places;
pub mod publisher;
