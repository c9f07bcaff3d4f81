//! A finished game again: the replay, step by step, and the analysis
//! ("where did I lose it?").

pub mod analysis;
pub mod clicks;
pub mod export;
pub mod screen;
pub mod step;
