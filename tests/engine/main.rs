//! The rules engines, records and computer players, as one test binary (no
//! database, no Discord): properties over thousands of random games, every
//! rulebook example, replay's errors, golden playthroughs and the bots.
//! `cargo test --test engine dice_` runs one part.

#[path = "../support/mod.rs"]
mod support;

mod bots;
mod card_levels;
mod daily_chance;
mod dice_properties;
mod dice_replay_errors;
mod dice_rulebook_examples;
mod dice_solver;
mod playthroughs;
mod replay_fuzz;
mod wizard_properties;
mod wizard_replay_errors;
mod wizard_rulebook_examples;
