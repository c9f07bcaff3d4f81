//! Tables and storage as one test binary: the table layer, storage on SQLite
//! and PostgreSQL (with faults), ratings, and a real `wizard-bot` process
//! killed mid-game. `cargo test --test tables store::` runs one part.

#[macro_use]
#[path = "../support/databases.rs"]
mod databases;

mod boards;
mod clocks;
mod crash;
mod daily;
mod daily_habit;
mod later;
mod league;
mod nights;
mod ratings;
mod replay;
mod store;
mod store_faults;
mod table;
mod turn_notices;
