//! What the bot keeps about Discord, below every feature: where each game's
//! messages are (`places`), the private panels people have open (`panels`),
//! the names pictures print (`names`), who owes a move since when
//! (`pinged`), what turn-based tables' messages were claimed (`turned`),
//! and what the bot may do in each channel (`permissions`).
//! The workers that act on them are `publish/`.

pub mod names;
pub mod panels;
pub mod permissions;
pub mod pinged;
pub mod places;
pub mod turned;
