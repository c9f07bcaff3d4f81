//! Looking back: leaderboards, `/stats` and `/history`.

pub mod ask;
pub mod board;
pub mod commands;
pub mod history;
