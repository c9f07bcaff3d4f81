//! Someone's finished games, newest first, each with every seat's result.

use crate::table::ResultRow;

/// A finished game in someone's history: when it ended and every seat's result.
#[derive(Clone, Debug, PartialEq)]
pub struct PastGame {
    pub game: i64,
    pub finished_at: i64,
    pub seats: Vec<ResultRow>,
}

/// A page of someone's finished games, newest first.
#[derive(Clone, Debug, PartialEq)]
pub struct History {
    pub games: Vec<PastGame>,
    /// How many finished games they have in scope.
    pub total: i64,
}
