//! Leaderboards and lifetime figures: what a board asks for (which game,
//! server or everyone, sort, season, page) and what it shows.

use crate::table::GameKind;

/// One server, or all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    Guild(i64),
    Global,
}

impl Scope {
    pub fn guild(self) -> Option<i64> {
        match self {
            Scope::Guild(g) => Some(g),
            Scope::Global => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SortBy {
    /// The skill rating's conservative figure (the default board).
    Rating,
    Wins,
    Points,
    Average,
}

/// What a leaderboard page asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardQuery {
    pub kind: GameKind,
    pub scope: Scope,
    pub sort: SortBy,
    /// Unix milliseconds `[from, until)` of the games counted (a season); `None` for all time.
    pub season: Option<(i64, i64)>,
    pub min_games: i64,
    /// 0-based.
    pub page: i64,
    pub per_page: i64,
}

/// A player's lifetime figures for one game kind.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    pub games: i64,
    pub wins: i64,
    pub points: i64,
    pub average: f64,
    pub best: i64,
    /// Card game: bids met / rounds played (0 when no rounds).
    pub bid_accuracy: f64,
    /// Dice.
    pub xs: i64,
    pub jester_scores: i64,
    /// Games left before the end (a computer finished them).
    pub leaves: i64,
    /// Card game, per round: the average bid and the average tricks won.
    pub average_bid: f64,
    pub average_tricks: f64,
    /// Dice: rounds as the Seer.
    pub seer_rounds: i64,
    /// The rating boards show (μ − 3σ), over the same games; `None` before a
    /// first game with another person.
    pub rating: Option<f64>,
}

/// One leaderboard line.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderRow {
    pub rank: i64,
    pub user_id: i64,
    pub stats: Stats,
}

/// A page of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    pub rows: Vec<LeaderRow>,
    /// Players that qualify (for "page n of m").
    pub total: i64,
}
