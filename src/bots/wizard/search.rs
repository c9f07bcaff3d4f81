//! The Normal and Hard card players: for each legal move, play the rest of
//! the round in worlds sampled from the seat's view (the same worlds for
//! every move, so moves are compared on equal deals) and take the move with
//! the best average score. A bid is chosen the same way: the round is
//! simulated for each legal bid. Only the view goes in, so it cannot peek.

use rand::Rng;

use super::endgame;
use super::playout::play_out;
use super::worlds::sample_many;
use crate::bots::level::SearchBudget;
use crate::engine::wizard::{Action, WizardView};

/// What the search found for its chosen move, for the hint's one line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Found {
    pub action: Action,
    /// The seat's average score for the round after this move.
    pub score: f64,
    /// The seat's average tricks this round after this move.
    pub tricks: f64,
    /// How often the seat made its bid after this move (0–1).
    pub made: f64,
    /// Worlds played.
    pub worlds: usize,
}

impl Found {
    /// A move chosen without weighing worlds (the only legal one, or the baseline's).
    pub fn unweighed(action: Action) -> Found {
        Found {
            action,
            score: 0.0,
            tricks: 0.0,
            made: 0.0,
            worlds: 0,
        }
    }
}

/// The best move for the view's seat, or `None` when it owes nothing (or no
/// world could be sampled, when the caller falls back to the baseline).
pub fn decide<R: Rng + ?Sized>(view: &WizardView, budget: &SearchBudget, rng: &mut R) -> Option<Found> {
    let legal = &view.legal;
    match legal.len() {
        0 => return None,
        1 => return Some(Found::unweighed(legal[0])),
        _ => {}
    }
    best(&weigh(view, budget, rng)?).copied()
}

/// The move a search chooses among weighed ones: the best average score of
/// those some world could play, ties to the first legal move (so a decision
/// is the same every time).
pub fn best(weighed: &[Found]) -> Option<&Found> {
    weighed
        .iter()
        .filter(|f| f.worlds > 0)
        .fold(None::<&Found>, |acc, f| match acc {
            Some(b) if b.score >= f.score => Some(b),
            _ => Some(f),
        })
}

/// Every legal move of the view's seat weighed over the same sampled worlds,
/// in the order of `view.legal` (a move no world could play scores −∞);
/// `None` when the seat owes nothing or no world could be sampled. What
/// `decide` chooses from, and what an analysis compares a player's move with.
pub fn weigh<R: Rng + ?Sized>(view: &WizardView, budget: &SearchBudget, rng: &mut R) -> Option<Vec<Found>> {
    let me = view.viewer?;
    let legal = &view.legal;
    if legal.is_empty() {
        return None;
    }
    let count = (budget.playouts / legal.len()).max(budget.min_worlds);
    let worlds = sample_many(view, count, budget.weigh_bids, rng);
    if worlds.is_empty() {
        return None;
    }
    let mut events = Vec::with_capacity(8);
    // Per move: score sum, tricks sum, bids made, worlds played.
    let mut sums = vec![(0.0f64, 0.0f64, 0u32, 0u32); legal.len()];
    for world in &worlds {
        for (i, &action) in legal.iter().enumerate() {
            let mut w = world.state.clone();
            events.clear();
            if w.apply_into(me, action, &mut events).is_err() {
                continue;
            }
            let end = if budget.endgame_leaves > 0 && endgame::small_enough(&w, budget.endgame_leaves) {
                endgame::solve(&w)
            } else {
                play_out(&mut w, &mut events, budget.random_percent, rng)
            };
            let Some((scores, tricks)) = end else { continue };
            let sum = &mut sums[i];
            sum.0 += f64::from(scores[me]);
            sum.1 += f64::from(tricks[me]);
            sum.2 += u32::from(scores[me] > 0);
            sum.3 += 1;
        }
    }
    Some(
        legal
            .iter()
            .zip(sums)
            .map(|(&action, (score, tricks, made, played))| match played {
                0 => Found {
                    score: f64::NEG_INFINITY,
                    ..Found::unweighed(action)
                },
                n => Found {
                    action,
                    score: score / f64::from(n),
                    tricks: tricks / f64::from(n),
                    made: f64::from(made) / f64::from(n),
                    worlds: n as usize,
                },
            })
            .collect(),
    )
}
