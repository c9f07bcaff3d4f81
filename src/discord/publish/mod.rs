//! Keeping a game's messages true to it: the publisher's workers (one per
//! game), and the bot's own emoji kept in step with Discord. What they
//! keep between steps is `keep/`; turn pings are `pings.rs`.

pub mod app_emoji;
pub mod publisher;
