//! The league: what the games add up to across tables — ratings, seasons,
//! leaderboards, lifetime figures, history — and each server's settings. It
//! uses the table's words (game kinds, results rows, options) and the table
//! never uses its; `store/` implements its storage (`LeagueStore`) as it
//! implements the table's (`table::TableStore`), and `memory::MemoryLeague` holds
//! it in memory for tests.

pub mod board;
pub mod daily;
pub mod daily_page;
pub mod daily_rating;
pub mod daily_store;
pub mod field;
pub mod hard;
pub mod history;
#[cfg(any(test, feature = "testing"))]
pub mod memory;
pub mod night;
pub mod night_next;
pub mod persist;
pub mod rating;
pub mod recap;
pub mod season;
pub mod seating;
pub mod settings;
pub mod streak;

pub use board::{Board, BoardQuery, LeaderRow, Scope, SortBy, Stats};
pub use daily::{DailyBoard, DailyQuery, DailyRow, Share};
pub use history::{History, PastGame};
pub use night::{Fill, Format, Night, NightPlan, NightStatus, NightTable, RankBy};
pub use persist::LeagueStore;
pub use settings::{ServerSettings, Setting, UnreadableSetting};
