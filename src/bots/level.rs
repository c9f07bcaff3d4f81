//! How strong a computer player is: Easy (the baseline), Normal and Hard
//! (search over sampled worlds). Each level's budget is a fixed amount of
//! work, so a decision depends only on the seat's view and the seed.

use serde::{Deserialize, Serialize};

/// Per cent of Hard's play-out cards played at random (`playout::play_out`):
/// the arena (#36) found 15 and 30 both far better than none.
const RANDOM_PERCENT: u32 = 30;

/// A computer player's level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// The baseline: bids by counting likely tricks, plays greedily.
    Easy,
    /// A small search: a few hundred play-outs a decision.
    #[default]
    Normal,
    /// A larger search whose worlds agree with the bids seen, whose
    /// play-outs play some cards at random, with the last tricks solved exactly.
    Hard,
}

/// The work one decision may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchBudget {
    /// Play-outs per decision, shared out among the legal moves.
    pub playouts: usize,
    /// Fewest worlds a decision samples, however many moves there are.
    pub min_worlds: usize,
    /// Whether worlds are kept in proportion to how well they explain the bids seen.
    pub weigh_bids: bool,
    /// Solve the rest of the round exactly when it has at most about this many endings.
    pub endgame_leaves: u64,
    /// Per cent of the cards in a play-out played at random instead of by the
    /// policy (see `playout::play_out`).
    pub random_percent: u32,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == s)
    }

    /// The card game's search budget (`None`: the baseline decides).
    pub fn budget(self) -> Option<SearchBudget> {
        match self {
            Level::Easy => None,
            Level::Normal => Some(SearchBudget {
                playouts: 160,
                min_worlds: 8,
                weigh_bids: false,
                endgame_leaves: 0,
                random_percent: 0,
            }),
            Level::Hard => Some(SearchBudget {
                playouts: 2400,
                min_worlds: 40,
                weigh_bids: true,
                endgame_leaves: 64,
                random_percent: RANDOM_PERCENT,
            }),
        }
    }
}
