//! The league: what the games add up to across tables — ratings, seasons,
//! leaderboards, lifetime figures, history — and each server's settings. It
//! uses the table's words (game kinds, results rows, options) and the table
//! never uses its; `store/` implements its storage (`League`) as it
//! implements the table's (`table::Persist`).

pub mod board;
pub mod history;
pub mod rating;
pub mod season;
pub mod settings;
pub mod store;

pub use board::{Board, BoardQuery, LeaderRow, Scope, SortBy, Stats};
pub use history::{History, PastGame};
pub use settings::{ServerSettings, Setting, Unreadable};
pub use store::League;
