//! wizard-bot: hosts Amigo's Wizard card game and Wizard Dice on Discord.
//! See docs/ARCHITECTURE.md for the map of the code and docs/INVARIANTS.md for what it keeps true.

pub mod app;
pub mod bots;
pub mod chance;
pub mod cli;
pub mod clock_watch;
pub mod config;
pub mod discord;
pub mod draw_record;
pub mod engine;
pub mod league;
pub mod lease;
pub mod links;
pub mod load;
pub mod metric_names;
pub mod monitor;
pub mod pictures;
pub mod present;
pub mod record;
pub mod simulate;
pub mod store;
pub mod table;
pub mod text;
pub mod web;
