//! The arena's yardstick (#36), not a level offered in Discord: single-
//! observer information-set Monte Carlo tree search as published (Cowling,
//! Powley & Whitehouse 2012) and as OpenSpiel's `ISMCTSBot` runs it. Each
//! simulation deals a world consistent with the seat's view (the hidden
//! cards uniformly, as OpenSpiel's resampler: no weighting by the bids
//! seen), descends one tree of the observer's information sets — each node
//! a sequence of moves as the observer sees them — by UCB over the moves
//! legal in that world (counting each move's availability, the "subset-armed
//! bandit"), adds one node, plays uniformly random moves to the round's end,
//! and credits each node with the round's score of the seat that moved
//! there, scaled to [−1, 1]. 1,000 simulations a decision, UCT constant
//! 0.7; the move played most often at the root is chosen. The round is the
//! horizon: nothing a move does reaches a later round's score.

use rand::Rng;
use rand::seq::IndexedRandom;

use super::playout::{next_seat, round_scores};
use super::worlds::sample;
use crate::engine::wizard::{Action, Seat, WizardState, WizardView};

/// Simulations per decision (the recipe's).
pub const SIMULATIONS: usize = 1000;
/// The UCT exploration constant (the recipe's, for returns in [−1, 1]).
pub const UCT_C: f64 = 0.7;

/// One node: the move that led here (and who made it), its statistics, its children.
struct Node {
    action: Option<Action>,
    actor: Seat,
    visits: u32,
    /// Times this node's move was legal when its parent was passed through.
    available: u32,
    /// Sum of the actor's scaled round scores over the simulations through here.
    total: f64,
    children: Vec<usize>,
}

/// The largest score a round of `cards` cards can give or take: 20 and 10 a
/// trick (bids and tricks are at most `cards`).
fn scale(cards: u8) -> f64 {
    20.0 + 10.0 * f64::from(cards)
}

/// The move ISMCTS chooses for the view's seat; `None` when it owes nothing.
pub fn decide<R: Rng + ?Sized>(view: &WizardView, rng: &mut R) -> Option<Action> {
    let me = view.viewer?;
    match view.legal.len() {
        0 => return None,
        1 => return view.legal.first().copied(),
        _ => {}
    }
    let mut tree = vec![Node {
        action: None,
        actor: me,
        visits: 0,
        available: 0,
        total: 0.0,
        children: Vec::new(),
    }];
    let mut path = Vec::with_capacity(64);
    let mut events = Vec::with_capacity(8);
    for _ in 0..SIMULATIONS {
        let Some(world) = sample(view, false, rng) else {
            continue;
        };
        let mut w: WizardState = world.state;
        let round = w.round();
        let span = scale(w.cards_this_round());
        path.clear();
        path.push(0usize);
        let mut node = 0;
        let mut expanded = false;
        // Selection and expansion.
        while let Some(actor) = next_seat(&w) {
            let legal = w.legal_actions(actor);
            if legal.is_empty() {
                break;
            }
            let known: Vec<usize> = tree[node]
                .children
                .iter()
                .copied()
                .filter(|&c| tree[c].action.is_some_and(|a| legal.contains(&a)))
                .collect();
            for &c in &known {
                tree[c].available += 1;
            }
            let untried: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| !tree[node].children.iter().any(|&c| tree[c].action == Some(*a)))
                .collect();
            let (next, action) = if let Some(&a) = untried.choose(rng) {
                let child = tree.len();
                tree.push(Node {
                    action: Some(a),
                    actor,
                    visits: 0,
                    available: 1,
                    total: 0.0,
                    children: Vec::new(),
                });
                tree[node].children.push(child);
                expanded = true;
                (child, a)
            } else {
                let best = known.iter().copied().max_by(|&a, &b| {
                    let ucb = |c: usize| {
                        let n = &tree[c];
                        let visits = f64::from(n.visits.max(1));
                        n.total / visits + UCT_C * (f64::from(n.available.max(1)).ln() / visits).sqrt()
                    };
                    ucb(a).total_cmp(&ucb(b))
                })?;
                (best, tree[best].action?)
            };
            events.clear();
            w.apply_into(actor, action, &mut events).ok()?;
            path.push(next);
            node = next;
            if expanded {
                break;
            }
        }
        // Random play to the round's end.
        while let Some(actor) = next_seat(&w) {
            let legal = w.legal_actions(actor);
            let Some(&a) = legal.choose(rng) else { break };
            events.clear();
            w.apply_into(actor, a, &mut events).ok()?;
        }
        let Some((scores, _)) = round_scores(&w, round) else {
            continue;
        };
        for &n in &path[1..] {
            let node = &mut tree[n];
            node.visits += 1;
            node.total += f64::from(scores[node.actor]) / span;
        }
        tree[0].visits += 1;
    }
    tree[0]
        .children
        .iter()
        .max_by_key(|&&c| tree[c].visits)
        .and_then(|&c| tree[c].action)
        .or_else(|| view.legal.first().copied())
}
