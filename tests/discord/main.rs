//! Everything that runs the bot against the fake Discord, as one test binary:
//! the fake (axum, the OpenAPI validator) and the end-to-end driver are built
//! once instead of once per file, which is most of CI's build time for them.
//! `cargo test --test discord dice::` runs one part.

#[macro_use]
#[path = "../support/databases.rs"]
mod databases;
#[path = "../e2e/mod.rs"]
mod e2e;
#[path = "../fake_discord/mod.rs"]
mod fake_discord;
#[path = "../support/mod.rs"]
mod support;

mod activity;
mod anywhere;
mod attack;
mod browser;
mod chaos;
mod cli;
mod daily;
mod dice;
mod draw;
mod emoji;
mod faults;
mod gateway;
mod harness;
mod languages;
mod load;
mod log_leaks;
mod monitor;
mod nights;
mod page_games;
mod permissions;
mod phone;
mod pings;
mod races;
mod recovery;
mod render;
mod render_snapshots;
mod replay;
mod restart;
mod shards;
mod spec;
mod stops;
mod table_page;
mod transport;
mod web;
mod wizard;
