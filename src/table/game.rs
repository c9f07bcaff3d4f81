//! One running game of either kind behind one interface: who owes a decision,
//! applying a seat's move or a chance outcome, and the record event each
//! applied step is logged as.

use rand::Rng;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::VecDeque;

use crate::bots::{self, Level};
use crate::chance::daily::DailyChance;
use crate::chance::{random_deal, random_faces, random_magic_card};
use crate::engine::dice::{self, DiceSetup, DiceState};
use crate::engine::wizard::{self, WizardSetup, WizardState};
use crate::engine::{Seat, SeatSet, ToAct, Turn};

/// Where a decision was drawn: the version, round and (dice) roll of the
/// screen it was made on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub version: u64,
    pub round: u32,
    pub roll: Option<u8>,
}

/// A seat's move in either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    Wizard(wizard::Action),
    Dice(dice::Action),
}

/// Why the engine refused a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error(transparent)]
    Wizard(#[from] wizard::RulesError),
    #[error(transparent)]
    Dice(#[from] dice::DiceError),
    #[error("that move belongs to the other game")]
    WrongGame,
}

impl GameError {
    /// Whether the refusal only says it is someone else's turn (or nobody's).
    pub fn is_not_your_turn(&self) -> bool {
        matches!(
            self,
            GameError::Wizard(wizard::RulesError::NotYourTurn { .. })
                | GameError::Dice(dice::DiceError::NotYourTurn { .. } | dice::DiceError::NotSeer { .. })
        )
    }
}

/// A step as logged: the record event (RECORDS.md) of either game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum LoggedStep {
    Wizard(wizard::Step),
    Dice(dice::Step),
}

/// A game's fixed setup, stored when it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Setup {
    Wizard(WizardSetup),
    Dice(DiceSetup),
}

impl Setup {
    pub fn new_game(self) -> Game {
        match self {
            Setup::Wizard(s) => Game::Wizard(WizardState::new(s)),
            Setup::Dice(s) => Game::Dice(DiceState::new(s)),
        }
    }
}

/// One thing everyone saw happen: an event of either game's engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    Wizard(wizard::Event),
    Dice(dice::Event),
}

/// Chance outcomes fixed in advance, used in order before any random draw:
/// how tests (and demonstrations) play a rulebook example through a real table.
/// An outcome that does not fit (a card already drawn from the pile, the wrong
/// number of faces) is dropped and the draw is random.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChanceScript {
    pub magic_cards: VecDeque<u8>,
    /// The faces of each throw, for the thrown dice in ascending die order.
    pub rolls: VecDeque<Vec<dice::Face>>,
}

/// The chance outcome a game awaits, and where it falls.
enum Due {
    Deal { setup: WizardSetup, round: u8 },
    MagicCard { round: u32, drawn: u16 },
    Faces { round: u32, roll: u8, dice: dice::DiceSet },
}

/// A drawn chance outcome.
enum ChanceOutcome {
    Deal(wizard::Deal),
    MagicCard(u8),
    Faces(dice::FaceList),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Game {
    Wizard(WizardState),
    Dice(DiceState),
}

impl Game {
    pub fn players(&self) -> usize {
        match self {
            Game::Wizard(g) => g.players(),
            Game::Dice(g) => g.players(),
        }
    }

    pub fn is_over(&self) -> bool {
        match self {
            Game::Wizard(g) => g.is_over(),
            Game::Dice(g) => g.is_over(),
        }
    }

    pub fn to_act(&self) -> ToAct {
        match self {
            Game::Wizard(g) => g.to_act(),
            Game::Dice(g) => g.to_act(),
        }
    }

    /// Who must decide and who may (the engine's `Turn`).
    pub fn turn(&self) -> Turn {
        match self {
            Game::Wizard(g) => g.turn(),
            Game::Dice(g) => g.turn(),
        }
    }

    /// Seats that owe a decision the game cannot go on without.
    pub fn owed(&self) -> SeatSet {
        self.turn().must
    }

    /// Seats that may make an optional decision now (dice: leaving after a roll).
    pub fn optional(&self) -> SeatSet {
        self.turn().may
    }

    /// Whether `seat` may make `mv` now (the engine's check; nothing changes).
    pub fn check(&self, seat: Seat, mv: Move) -> Result<(), GameError> {
        match (self, mv) {
            (Game::Wizard(g), Move::Wizard(a)) => Ok(g.check(seat, a)?),
            (Game::Dice(g), Move::Dice(a)) => Ok(g.check(seat, a)?),
            _ => Err(GameError::WrongGame),
        }
    }

    /// The round now (1-based).
    pub fn round(&self) -> u32 {
        match self {
            Game::Wizard(g) => u32::from(g.round()),
            Game::Dice(g) => g.round(),
        }
    }

    /// The roll the round is at (dice; the card game has none).
    pub fn roll(&self) -> Option<u8> {
        match self {
            Game::Wizard(_) => None,
            Game::Dice(g) => Some(g.rolls()),
        }
    }

    /// Whether a decision drawn at an older version still means what it
    /// meant then, so it is made at the current one. A move of the card game
    /// changes what every other move means, except a bid placed while all bid
    /// at once (the others' bids are hidden from the bidder). In Wizard Dice
    /// other players' moves on the same roll (another prediction, someone
    /// leaving) do not: a decision stands while its round and roll are the
    /// same and it is still allowed. `mv` is `None` for staying in (dice).
    pub fn still_means_the_same(&self, seat: Seat, drawn: Drawn, mv: Option<Move>) -> bool {
        if drawn.round != self.round() || drawn.roll.is_some_and(|r| Some(r) != self.roll()) {
            return false;
        }
        match (self, mv) {
            (Game::Wizard(g), Some(Move::Wizard(a @ wizard::Action::Bid(_)))) => {
                *g.phase() == wizard::Phase::SimultaneousBidding && g.check(seat, a).is_ok()
            }
            (Game::Dice(g), Some(Move::Dice(a))) => g.check(seat, a).is_ok(),
            (Game::Dice(_), None) => self.optional().contains(seat),
            _ => false,
        }
    }

    /// The move of choosing the card at `index` of the seat's sorted hand.
    pub fn card_at(&self, seat: Seat, index: u8) -> Result<Move, GameError> {
        let Game::Wizard(g) = self else {
            return Err(GameError::WrongGame);
        };
        let card = g
            .hand(seat)
            .cards()
            .nth(usize::from(index))
            .ok_or(GameError::Wizard(wizard::RulesError::NotPlaying))?;
        Ok(Move::Wizard(wizard::Action::Play(card)))
    }

    /// Applies a seat's move. Returns the record event to log, or `None` when
    /// the step is completed by a chance outcome (a dice roll's faces).
    pub fn apply(&mut self, seat: Seat, mv: Move) -> Result<Option<LoggedStep>, GameError> {
        match (self, mv) {
            (Game::Wizard(g), Move::Wizard(a)) => {
                g.apply(seat, a)?;
                Ok(Some(LoggedStep::Wizard(wizard::Step::action(seat, a))))
            }
            (Game::Dice(g), Move::Dice(a)) => {
                g.apply(seat, a)?;
                Ok(dice::Step::action(seat, a).map(LoggedStep::Dice))
            }
            _ => Err(GameError::WrongGame),
        }
    }

    /// Draws and applies the chance outcome due now; returns its record event.
    pub fn apply_chance<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<LoggedStep> {
        self.apply_chance_scripted(&mut ChanceScript::default(), rng)
    }

    /// As `apply_chance`, taking the next scripted outcome when one is left.
    pub fn apply_chance_scripted<R: Rng + ?Sized>(
        &mut self,
        script: &mut ChanceScript,
        rng: &mut R,
    ) -> Option<LoggedStep> {
        let outcome = match self.chance_due()? {
            Due::Deal { setup, round } => ChanceOutcome::Deal(random_deal(&setup, round, rng)),
            Due::MagicCard { drawn, .. } => ChanceOutcome::MagicCard(match script.magic_cards.pop_front() {
                Some(n) if dice::MagicCard::may_draw(drawn, n) => n,
                _ => random_magic_card(drawn, rng),
            }),
            Due::Faces { dice: thrown, .. } => {
                let scripted = script.rolls.pop_front().and_then(|f| dice::FaceList::new(&f));
                ChanceOutcome::Faces(match scripted {
                    Some(f) if f.as_slice().len() == thrown.len() => f,
                    _ => random_faces(thrown, rng),
                })
            }
        };
        Some(self.apply_outcome(outcome))
    }

    /// As `apply_chance`, with the day's chance of a daily challenge: the
    /// outcome depends on where it falls (round, roll, die), not on play.
    pub fn apply_daily_chance(&mut self, daily: &DailyChance) -> Option<LoggedStep> {
        let outcome = match self.chance_due()? {
            Due::Deal { setup, round } => ChanceOutcome::Deal(daily.deal(&setup, round)),
            Due::MagicCard { round, drawn } => ChanceOutcome::MagicCard(daily.magic_card(round, drawn)),
            Due::Faces { round, roll, dice } => ChanceOutcome::Faces(daily.faces(round, roll, dice)),
        };
        Some(self.apply_outcome(outcome))
    }

    /// The chance outcome the game awaits, if any.
    fn chance_due(&self) -> Option<Due> {
        if self.to_act() != ToAct::Chance {
            return None;
        }
        match self {
            Game::Wizard(g) => Some(Due::Deal {
                setup: *g.setup(),
                round: g.round(),
            }),
            Game::Dice(g) => match *g.phase() {
                dice::Phase::MagicCardDue => Some(Due::MagicCard {
                    round: g.round(),
                    drawn: g.drawn_magic_cards(),
                }),
                dice::Phase::Throwing { dice } => Some(Due::Faces {
                    round: g.round(),
                    roll: g.rolls(),
                    dice,
                }),
                _ => None,
            },
        }
    }

    /// Applies the awaited chance outcome (drawn for `chance_due`, so legal).
    fn apply_outcome(&mut self, outcome: ChanceOutcome) -> LoggedStep {
        match (self, outcome) {
            (Game::Wizard(g), ChanceOutcome::Deal(deal)) => {
                g.apply_deal(&deal).expect("a shuffled deal is legal");
                LoggedStep::Wizard(wizard::Step::deal(deal))
            }
            (Game::Dice(g), ChanceOutcome::MagicCard(n)) => {
                g.apply_chance(&dice::Chance::MagicCard(n))
                    .expect("a drawn card is legal");
                LoggedStep::Dice(dice::Step::MagicCard(u32::from(n)))
            }
            (Game::Dice(g), ChanceOutcome::Faces(faces)) => {
                let dice::Phase::Throwing { dice: thrown } = *g.phase() else {
                    unreachable!("faces are drawn for a throw")
                };
                g.apply_chance(&dice::Chance::Faces(faces))
                    .expect("faces for the thrown dice");
                LoggedStep::Dice(dice::Step::Roll {
                    dice: thrown.iter().collect(),
                    faces: faces.as_slice().to_vec(),
                })
            }
            _ => unreachable!("an outcome of the game's own kind"),
        }
    }

    /// Applies a logged record event (restoring a game).
    pub fn apply_logged(&mut self, step: &Value) -> Result<(), String> {
        self.apply_logged_events(step).map(|_| ())
    }

    /// Applies a logged record event; what it changed, as everyone may know it.
    pub fn apply_logged_events(&mut self, step: &Value) -> Result<Vec<Happened>, String> {
        match self {
            Game::Wizard(g) => {
                let s: wizard::Step = serde_json::from_value(step.clone()).map_err(|e| e.to_string())?;
                let events = g.apply_step(&s).map_err(|e| e.to_string())?;
                Ok(events.into_iter().map(Happened::Wizard).collect())
            }
            Game::Dice(g) => {
                let s: dice::Step = serde_json::from_value(step.clone()).map_err(|e| e.to_string())?;
                let events = g.apply_step(&s).map_err(|e| e.to_string())?;
                Ok(events.into_iter().map(Happened::Dice).collect())
            }
        }
    }

    /// A computer player's decision for `seat` at `level` (`None`: nothing to
    /// do, or it stays in).
    pub fn computer_move(&self, seat: Seat, level: Level, seed: u64) -> Option<Move> {
        match self {
            Game::Wizard(g) => bots::wizard::decide_at(g, seat, level, seed).map(Move::Wizard),
            Game::Dice(g) => bots::dice::decide_at(g, seat, level).map(Move::Dice),
        }
    }

    /// A move nobody needs to decide: the last card of the hand of the seat
    /// to play (every seat's last trick of a round), and at a turn-based
    /// table (`only_choice`) any card that is the seat's one legal card
    /// (BGA plays those too: a day's wait for a move nobody chooses is what
    /// makes such games last weeks). Tables make it at once, as card sites
    /// do, instead of waiting for a click; it is logged as that seat's move.
    pub fn forced(&self, only_choice: bool) -> Option<(Seat, Move)> {
        let Game::Wizard(g) = self else { return None };
        let &wizard::Phase::Playing { next, .. } = g.phase() else {
            return None;
        };
        let legal = g.legal_cards(next);
        if g.hand(next).len() != 1 && !(only_choice && legal.distinct_len() == 1) {
            return None;
        }
        let card = legal.distinct_cards().next()?;
        Some((next, Move::Wizard(wizard::Action::Play(card))))
    }

    /// Whether a decision at `level` searches (and so is worth moving off the async workers).
    pub fn searches(&self, level: Level) -> bool {
        level != Level::Easy
    }

    /// Final totals by seat.
    pub fn totals(&self) -> Vec<i64> {
        match self {
            Game::Wizard(g) => g.totals().iter().map(|&t| i64::from(t)).collect(),
            Game::Dice(g) => g.totals().into_iter().map(i64::from).collect(),
        }
    }
}

/// game by total; dice by total, then the Jester tie-break).
pub fn places(game: &Game) -> Vec<usize> {
    match game {
        Game::Wizard(_) => {
            let totals = game.totals();
            totals
                .iter()
                .map(|t| 1 + totals.iter().filter(|&o| o > t).count())
                .collect()
        }
        Game::Dice(g) => {
            let mut place = vec![0; g.players()];
            let mut next = 1;
            for group in &g.standings() {
                for &s in group {
                    place[s] = next;
                }
                next += group.len();
            }
            place
        }
    }
}
