//! A table before it starts: the lobby message and its buttons (join, leave,
//! add a computer, start, cancel).

pub mod clicks;
pub mod screen;
