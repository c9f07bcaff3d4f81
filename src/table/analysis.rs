//! After a card game: where each person's points went. For every bid a
//! person made, what the Hard computer player would have bid from that
//! person's seat at that moment — its view only, as the hint decides — and
//! the points each bid was expected to score there, weighed over the same
//! sampled worlds. The searches run one at a time on the bounded blocking
//! pool (`decide::off_runtime`), so an analysis never holds up a move.

use super::seated::Table;
use super::{GameId, GameKind, GameStatus, Persist, SeatOwner, TableError, Tables, decide};
use crate::bots::Level;
use crate::bots::wizard::search::weigh;
use crate::engine::Viewer;
use crate::engine::wizard::{Action, WizardView};
use crate::table::Game;

/// One bid a person made, beside Hard's from the same view.
#[derive(Clone, Debug, PartialEq)]
pub struct BidCost {
    pub seat: usize,
    pub round: u8,
    pub bid: u8,
    /// What Hard bids from the seat's view then.
    pub hard: u8,
    /// The points each bid was expected to score in the round.
    pub expected_bid: f64,
    pub expected_hard: f64,
}

impl BidCost {
    /// Points the bid was expected to leave on the table against Hard's (never below 0).
    pub fn lost(&self) -> f64 {
        (self.expected_hard - self.expected_bid).max(0.0)
    }
}

/// A finished card game's analysis: every person's bids, in game order.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    pub game: GameId,
    pub bids: Vec<BidCost>,
}

impl Analysis {
    /// A seat's costliest bids (most points left first), at most `n`, only those that cost something.
    pub fn costliest(&self, seat: usize, n: usize) -> Vec<&BidCost> {
        let mut mine: Vec<&BidCost> = self.bids.iter().filter(|b| b.seat == seat && b.lost() > 0.0).collect();
        mine.sort_by(|a, b| b.lost().total_cmp(&a.lost()).then(a.round.cmp(&b.round)));
        mine.truncate(n);
        mine
    }

    /// The points a seat's bids left on the table over the game.
    pub fn left_on_table(&self, seat: usize) -> f64 {
        self.bids.iter().filter(|b| b.seat == seat).map(BidCost::lost).sum()
    }
}

/// Weighs the seat's legal bids from `view` as Hard would: Hard's choice and
/// the expected points of `bid` and of that choice; `None` when the view
/// offers no bid or no world could be sampled. Seeded by the view alone.
pub fn weigh_bid(view: &WizardView, bid: u8, seed: u64) -> Option<(u8, f64, f64)> {
    use rand::SeedableRng;
    let budget = Level::Hard.budget()?;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let weighed = weigh(view, &budget, &mut rng)?;
    let score_of = |b: u8| weighed.iter().find(|f| f.action == Action::Bid(b)).map(|f| f.score);
    let best = weighed
        .iter()
        .filter(|f| matches!(f.action, Action::Bid(_)) && f.score.is_finite())
        .fold(None::<&crate::bots::wizard::search::Found>, |acc, f| match acc {
            Some(b) if b.score >= f.score => Some(b),
            _ => Some(f),
        })?;
    let Action::Bid(hard) = best.action else { return None };
    Some((hard, score_of(bid)?, best.score))
}

impl<P: Persist> Tables<P> {
    /// The analysis of finished card game `id`'s people's bids. Refused for a
    /// game that is not finished (its hands are live) or not a card game.
    pub async fn analyse(&self, id: GameId) -> Result<Analysis, TableError> {
        let row = self.inner.persist.game(id).await?;
        if row.status != GameStatus::Finished || row.kind != GameKind::Wizard {
            return Err(TableError::NotFinished);
        }
        let events = self.inner.persist.events(id).await?;
        let unreadable = super::unreadable(id, "analysed");
        let start = Table::restore(&row, &[]).map_err(&unreadable)?;
        let people: Vec<bool> = start.seats.iter().map(|o| matches!(o, SeatOwner::Human(_))).collect();
        let Some(Game::Wizard(mut state)) = start.game().cloned() else {
            return Err(TableError::NotFinished);
        };
        let mut asked: Vec<(WizardView, u8, u64)> = Vec::new();
        for (i, e) in events.iter().enumerate() {
            if let Some(b) = e.get("bid")
                && let (Some(seat), Some(bid)) = (b["player"].as_u64(), b["tricks"].as_u64())
                && people.get(seat as usize).copied().unwrap_or(false)
            {
                let view = state.view(Viewer::Seat(seat as usize));
                asked.push((view, bid as u8, id as u64 ^ (i as u64).wrapping_mul(0x9e37_79b9)));
            }
            let mut game = Game::Wizard(state);
            game.apply_logged(e).map_err(&unreadable)?;
            let Game::Wizard(next) = game else {
                unreachable!("a card game stays one")
            };
            state = next;
        }
        let mut bids = Vec::with_capacity(asked.len());
        for (view, bid, seed) in asked {
            let (seat, round) = (view.viewer.unwrap_or_default(), view.round);
            // One search at a time, each waiting its turn among the tables' own.
            let weighed = decide::off_runtime(move || weigh_bid(&view, bid, seed)).await;
            if let Some((hard, expected_bid, expected_hard)) = weighed {
                bids.push(BidCost {
                    seat,
                    round,
                    bid,
                    hard,
                    expected_bid,
                    expected_hard,
                });
            }
        }
        Ok(Analysis { game: id, bids })
    }
}
