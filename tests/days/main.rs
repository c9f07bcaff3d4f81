//! The daily challenge over days, with a clock the test moves (#53), as a
//! test binary of its own: cargo runs test binaries one after another, so
//! its computer players' searches (26 tries against Hard, and Hard's own try
//! of each day) never slow the answers the other end-to-end tests time.

#[macro_use]
#[allow(unused_macros)]
#[path = "../support/databases.rs"]
mod databases;
#[path = "../e2e/mod.rs"]
mod e2e;
#[path = "../fake_discord/mod.rs"]
mod fake_discord;
#[path = "../support/mod.rs"]
mod support;

mod days;
mod finish;
mod later;
mod messages;
mod turns;
