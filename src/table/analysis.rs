//! After a game: where each person's points went. For every bid (Wizard
//! Dice: prediction) a person made, and every card they chose among several,
//! what the Hard computer player would have done from that person's seat at
//! that moment — its view only, as the hint decides — and what each choice
//! was expected to score there. Worked out once per game, one search at a
//! time on the bounded blocking pool (`decide::off_runtime`), so an analysis
//! never holds up a move, and stored with the game.

use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicUsize, Ordering};
use tokio::sync::Mutex;

use super::seated::Table;
use super::{GameId, GameKind, GameStatus, PersistError, SeatOwner, TableError, TableStore, Tables, decide};
use crate::bots::Level;
use crate::bots::wizard::search::{best, weigh};
use crate::bots::{best_prediction, weigh_predictions};
use crate::engine::Viewer;
use crate::engine::dice::{Colour, DiceView};
use crate::engine::wizard::{Action, Card, WizardView};
use crate::table::Game;

/// A choice as the analysis tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    Bid(u8),
    Card(Card),
    Predict { count: u8, colour: Colour },
}

/// One choice a person made, beside Hard's from the same view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Weighed {
    pub seat: usize,
    pub round: u32,
    /// The trick (from 1) a card was played to; `None` for a bid or prediction.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trick: Option<u8>,
    pub made: Choice,
    /// What Hard chooses from the seat's view then.
    pub hard: Choice,
    /// What each was expected to be worth in the round, in points (Wizard
    /// Dice: as Hard values a prediction, with the box's later worth and
    /// becoming Seer).
    pub expected_made: f64,
    pub expected_hard: f64,
}

impl Weighed {
    /// Points the choice was expected to leave on the table against Hard's (never below 0).
    pub fn lost(&self) -> f64 {
        (self.expected_hard - self.expected_made).max(0.0)
    }
}

/// A finished game's analysis: every person's bids or predictions and the
/// cards they chose, in game order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    #[serde(skip)]
    pub game: GameId,
    #[serde(skip, default = "card_game")]
    pub kind: GameKind,
    /// Bids (card game) or predictions (Wizard Dice).
    pub calls: Vec<Weighed>,
    /// Cards played where the hand allowed more than one (card game).
    #[serde(default)]
    pub plays: Vec<Weighed>,
}

fn card_game() -> GameKind {
    GameKind::Wizard
}

/// The costliest of `of` that are a seat's (most points left first, then
/// earliest), at most `n`, only those that cost something.
fn costliest(of: &[Weighed], seat: usize, n: usize) -> Vec<&Weighed> {
    let mut mine: Vec<&Weighed> = of.iter().filter(|b| b.seat == seat && b.lost() > 0.0).collect();
    mine.sort_by(|a, b| {
        b.lost()
            .total_cmp(&a.lost())
            .then(a.round.cmp(&b.round))
            .then(a.trick.cmp(&b.trick))
    });
    mine.truncate(n);
    mine
}

impl Analysis {
    /// A seat's costliest bids or predictions, at most `n`.
    pub fn costliest(&self, seat: usize, n: usize) -> Vec<&Weighed> {
        costliest(&self.calls, seat, n)
    }

    /// A seat's costliest card played, if any cost something.
    pub fn costliest_play(&self, seat: usize) -> Option<&Weighed> {
        costliest(&self.plays, seat, 1).into_iter().next()
    }

    /// The points a seat's bids or predictions left on the table over the game.
    pub fn left_on_table(&self, seat: usize) -> f64 {
        self.calls.iter().filter(|b| b.seat == seat).map(Weighed::lost).sum()
    }

    /// The points a seat's cards left on the table over the game.
    pub fn left_in_play(&self, seat: usize) -> f64 {
        self.plays.iter().filter(|b| b.seat == seat).map(Weighed::lost).sum()
    }

    /// The seats the analysis speaks of (the people's), in seat order.
    pub fn seats(&self) -> Vec<usize> {
        let mut seats: Vec<usize> = self.calls.iter().chain(&self.plays).map(|w| w.seat).collect();
        seats.sort_unstable();
        seats.dedup();
        seats
    }
}

/// Weighs the seat's legal moves from `view` as Hard would: Hard's choice and
/// the expected points of `action` and of that choice; `None` when `action`
/// is not one of the view's or no world could be sampled. Seeded by `seed`
/// alone, so the same view weighs the same.
pub fn weigh_move(view: &WizardView, action: Action, seed: u64) -> Option<(Action, f64, f64)> {
    use rand::SeedableRng;
    let budget = Level::Hard.budget()?;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let weighed = weigh(view, &budget, &mut rng)?;
    let score = weighed.iter().find(|f| f.action == action)?.score;
    let best = best(&weighed)?;
    Some((best.action, score, best.score))
}

/// Weighs a prediction of `count` `colour` from `view` as Hard would: Hard's
/// box and the value of each; `None` when it is not one of the view's.
pub fn weigh_prediction(view: &DiceView, count: u8, colour: Colour) -> Option<((u8, Colour), f64, f64)> {
    let weighed = weigh_predictions(view)?;
    let made = weighed
        .iter()
        .find(|(b, _, _)| b.count == count && b.colour == colour)?
        .2;
    let best = best_prediction(&weighed)?;
    Some(((best.0.count, best.0.colour), made, best.2))
}

/// A person's choice to weigh: the seat's view then, and what they chose.
enum Asked {
    Card { view: WizardView, action: Action },
    Dice { view: DiceView, count: u8, colour: Colour },
}

/// The choices of the people in `events`, each with the seat's view when it
/// was made (cards only where the hand allowed more than one).
fn asked(start: Game, people: &[bool], events: &[serde_json::Value]) -> Result<Vec<(Asked, u64)>, String> {
    let person = |e: &serde_json::Value| {
        e["player"]
            .as_u64()
            .map(|s| s as usize)
            .filter(|&s| people.get(s).copied().unwrap_or(false))
    };
    let mut game = start;
    let mut asked = Vec::new();
    for (i, e) in events.iter().enumerate() {
        let seed = (i as u64).wrapping_mul(0x9e37_79b9);
        match &game {
            Game::Wizard(state) => {
                let action = match (e.get("bid"), e.get("play")) {
                    (Some(b), _) => person(b)
                        .zip(b["tricks"].as_u64())
                        .map(|(s, n)| (s, Action::Bid(n as u8))),
                    (_, Some(p)) => person(p)
                        .zip(serde_json::from_value::<Card>(p["card"].clone()).ok())
                        .map(|(s, c)| (s, Action::Play(c))),
                    _ => None,
                };
                if let Some((seat, action)) = action {
                    let view = state.view(Viewer::Seat(seat));
                    if matches!(action, Action::Bid(_)) || view.legal.len() > 1 {
                        asked.push((Asked::Card { view, action }, seed));
                    }
                }
            }
            Game::Dice(state) => {
                if let Some(p) = e.get("predict")
                    && let Some(seat) = person(p)
                    && let (Some(count), Ok(colour)) =
                        (p["count"].as_u64(), serde_json::from_value(p["colour"].clone()))
                {
                    let view = state.view(Viewer::Seat(seat));
                    asked.push((
                        Asked::Dice {
                            view,
                            count: count as u8,
                            colour,
                        },
                        seed,
                    ));
                }
            }
        }
        game.apply_logged(e)?;
    }
    Ok(asked)
}

/// Weighs one asked choice (on the blocking pool).
fn weighed(asked: Asked, seed: u64) -> Option<Weighed> {
    match asked {
        Asked::Card { view, action } => {
            let (hard, expected_made, expected_hard) = weigh_move(&view, action, seed)?;
            let choice = |a: Action| match a {
                Action::Bid(n) => Some(Choice::Bid(n)),
                Action::Play(c) => Some(Choice::Card(c)),
                Action::ChooseTrump(_) => None,
            };
            let trick = matches!(action, Action::Play(_)).then(|| view.tricks.iter().sum::<u8>() + 1);
            Some(Weighed {
                seat: view.viewer?,
                round: u32::from(view.round),
                trick,
                made: choice(action)?,
                hard: choice(hard)?,
                expected_made,
                expected_hard,
            })
        }
        Asked::Dice { view, count, colour } => {
            let ((hard_count, hard_colour), expected_made, expected_hard) = weigh_prediction(&view, count, colour)?;
            Some(Weighed {
                seat: view.viewer?,
                round: view.round,
                trick: None,
                made: Choice::Predict { count, colour },
                hard: Choice::Predict {
                    count: hard_count,
                    colour: hard_colour,
                },
                expected_made,
                expected_hard,
            })
        }
    }
}

/// One analysis at a time in the whole bot: its searches then hold at most
/// one of the pool's permits, and a second click on the same game waits for
/// the first's stored answer instead of working it out again.
fn one_at_a_time() -> &'static Mutex<()> {
    static LOCK: std::sync::OnceLock<Mutex<()>> = std::sync::OnceLock::new();
    LOCK.get_or_init(|| Mutex::new(()))
}

/// Most analyses waiting their turn. One takes about a second (a long card
/// game a few): a click beyond this would wait minutes, towards Discord's
/// 15-minute limit on filling its answer, so it is told to come back instead.
pub const ANALYSES_WAITING_MAX: usize = 32;

/// One place in the analyses' queue, given back when dropped.
struct InQueue<'a>(&'a AtomicUsize);

impl InQueue<'_> {
    fn take(waiting: &AtomicUsize) -> Option<InQueue<'_>> {
        let before = waiting.fetch_add(1, Ordering::SeqCst);
        if before >= ANALYSES_WAITING_MAX {
            waiting.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        Some(InQueue(waiting))
    }
}

impl Drop for InQueue<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl<P: TableStore> Tables<P> {
    /// How many analyses wait their turn or are being worked out now.
    pub fn analyses_waiting(&self) -> usize {
        self.inner.analyses_waiting.load(Ordering::SeqCst)
    }

    /// The analysis of finished game `id`: read from storage, or worked out
    /// and stored there first. Refused for a game that is not finished (its
    /// hands are live), and when `ANALYSES_WAITING_MAX` wait already.
    pub async fn analyse(&self, id: GameId) -> Result<Analysis, TableError> {
        let row = self.inner.persist.game(id).await?;
        if row.status != GameStatus::Finished {
            return Err(TableError::NotFinished);
        }
        let stored = |body: serde_json::Value| {
            serde_json::from_value::<Analysis>(body)
                .map(|a| Analysis {
                    game: id,
                    kind: row.kind,
                    ..a
                })
                .map_err(|e| PersistError::Failed(format!("analysis of game {id}: {e}")))
        };
        // What is stored needs no turn: read it before queueing.
        if let Some(body) = self.inner.persist.analysis(id).await? {
            return Ok(stored(body)?);
        }
        let _place = InQueue::take(&self.inner.analyses_waiting).ok_or(TableError::Busy)?;
        let _one = one_at_a_time().lock().await;
        // Worked out meanwhile by a click that was ahead in the queue.
        if let Some(body) = self.inner.persist.analysis(id).await? {
            return Ok(stored(body)?);
        }
        let events = self.inner.persist.events(id).await?;
        let unreadable = super::unreadable(id, "analysed");
        let start = Table::restore(&row, &[]).map_err(&unreadable)?;
        let people: Vec<bool> = start.seats.iter().map(|o| matches!(o, SeatOwner::Human(_))).collect();
        let game = start.game().cloned().ok_or(TableError::NotFinished)?;
        let asked = asked(game, &people, &events).map_err(&unreadable)?;
        let mut analysis = Analysis {
            game: id,
            kind: row.kind,
            calls: Vec::new(),
            plays: Vec::new(),
        };
        for (asked, seed) in asked {
            let seed = seed ^ id as u64;
            // One search at a time, each waiting its turn among the tables' own.
            if let Some(w) = decide::off_runtime(move || weighed(asked, seed)).await {
                match w.trick {
                    Some(_) => analysis.plays.push(w),
                    None => analysis.calls.push(w),
                }
            }
        }
        self.inner
            .persist
            .keep_analysis(id, &super::persist::to_json(&analysis))
            .await?;
        Ok(analysis)
    }
}
