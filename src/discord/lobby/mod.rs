//! A table before it starts: the lobby message and its buttons (join, leave,
//! add a computer, start, cancel).

pub mod clicks;
pub mod commands;
pub mod screen;
pub mod verb;
