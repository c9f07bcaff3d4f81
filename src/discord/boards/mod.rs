//! Looking back: leaderboards, `/stats` and `/history`.

pub mod board;
pub mod history;
