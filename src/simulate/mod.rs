//! Random legal play: drives whole games with random chance and random legal
//! decisions. The benchmarks and property tests use it; it goes through the
//! engines' public API and never bypasses a rule check. The arena plays
//! computer levels against each other the same way.

pub mod arena;
pub mod dice;
pub mod wizard;

pub use wizard::{random_action, random_game, random_game_logged, random_step};
