//! Screens both games share: the lobby, the final standings, leaderboards
//! and stats, and every refusal in words.

pub mod board;
pub mod end;
pub mod errors;
pub mod lobby;
