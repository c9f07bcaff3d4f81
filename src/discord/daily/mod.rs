//! The daily challenge: its private panel, the result, the day's and week's
//! boards, and what their buttons do.

pub mod ask;
pub mod clicks;
pub mod news;
pub mod panel;
pub mod recap;
pub mod rollover;
pub mod screen;
