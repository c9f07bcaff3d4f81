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
/// The web page's and the Activity's tests, in tests/web/: built into this
/// binary, beside the fake Discord and the driver they share.
#[path = "../web/mod.rs"]
mod web;

mod anywhere;
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
mod permissions;
mod phone;
mod pings;
mod races;
mod recovery;
mod render;
mod render_snapshots;
mod replay;
mod restart;
mod seeing;
mod shards;
mod spec;
mod stops;
mod transport;
mod wizard;
