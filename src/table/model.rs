//! The words the table layer speaks with storage and the Discord layer: which
//! game, a table's status, a stored table, results and the figures computed
//! from them. They live here (not in `store/`) because the table defines what
//! it needs from storage; the store implements it.

use crate::bots::Level;
use serde_json::Value;
use std::time::{SystemTime, UNIX_EPOCH};

use super::seated::{Autopilot, SeatOwner};

/// Which game a table plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    Wizard,
    Dice,
}

impl GameKind {
    pub fn as_str(self) -> &'static str {
        match self {
            GameKind::Wizard => "wizard",
            GameKind::Dice => "dice",
        }
    }

    /// The stored name; anything unknown reads as the card game (the first kind there was).
    pub fn parse(s: &str) -> GameKind {
        if s == "dice" { GameKind::Dice } else { GameKind::Wizard }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Lobby,
    Running,
    Finished,
    Cancelled,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Running => "running",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> GameStatus {
        match s {
            "running" => GameStatus::Running,
            "finished" => GameStatus::Finished,
            "cancelled" => GameStatus::Cancelled,
            _ => GameStatus::Lobby,
        }
    }
}

/// Who sits where, as stored: owners and their autopilot state.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Seating {
    pub owners: Vec<SeatOwner>,
    #[serde(default)]
    pub autopilot: Vec<Autopilot>,
    /// Who left a running game from each seat (absent before anyone left).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub left: Vec<Option<i64>>,
    /// Each seat's computer level (a person's seat: the level that plays it
    /// on autopilot); absent in tables from before levels, which play Normal.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub levels: Vec<Level>,
}

/// A table as stored. Its documents stay JSON here: the table decodes them
/// when it restores the game, and a damaged one sets that game aside.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: i64,
    pub kind: GameKind,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub status: GameStatus,
    pub options: Value,
    pub seats: Value,
    pub setup: Option<Value>,
    pub messages: Value,
    pub version: i64,
    pub deadline_at: Option<i64>,
    pub created_by: i64,
}

/// One player's result in a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRow {
    pub seat: i64,
    /// `None` for a computer player.
    pub user_id: Option<i64>,
    pub points: i64,
    pub place: i64,
    pub won: bool,
    pub rounds: i64,
    pub exact_bids: i64,
    pub xs: i64,
    pub jester_scores: i64,
    /// The player left mid-game; a computer played their seat to the end.
    pub left: bool,
    /// Card game: the sum of the bids and of the tricks won over the rounds.
    pub bids: i64,
    pub tricks: i64,
    /// Dice: rounds as the Seer.
    pub seer_rounds: i64,
}

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

/// Each running game's events (record events, RECORDS.md), or why they cannot be read.
pub type EventsByGame = std::collections::HashMap<i64, Result<Vec<Value>, String>>;

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

/// Wall-clock now in Unix milliseconds (stored deadlines and timestamps).
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
