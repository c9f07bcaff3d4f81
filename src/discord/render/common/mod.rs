//! Screens both games share: the lobby, the final standings, leaderboards,
//! stats and history, and every refusal in words.

pub mod analysis;
pub mod board;
pub mod daily;
pub mod end;
pub mod errors;
pub mod history;
pub mod lobby;
pub mod night;
pub mod replay;
