//! A table as its callers see it (`Snapshot`): who sits where, the version,
//! the deadline, who is awaited; and what one viewer may see of its game
//! (`View`): views leave the table, the full state never does.

use std::sync::Arc;

use super::model::{Figures, GameKind, GameStatus, SeatClock, SeatOwner};
use super::{Drawn, Game, GameId, Level, Move, TableOptions, UserId};
use crate::engine::dice::DiceView;
use crate::engine::wizard::WizardView;
use crate::engine::{Seat, SeatSet, Turn, Viewer};

/// A table as callers see it after a command.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub id: GameId,
    pub kind: GameKind,
    pub guild: Option<i64>,
    pub channel: i64,
    pub host: UserId,
    pub status: GameStatus,
    pub options: TableOptions,
    pub seats: Vec<SeatOwner>,
    pub autopilot: Vec<bool>,
    /// What was played for each seat when its clock ran out, since its person
    /// last acted (`Autopilot::played`): shown to that seat alone (a secret
    /// prediction is among them).
    pub played_for: Vec<Vec<Move>>,
    /// Each seat's move left for later (`Autopilot::later`) and one that
    /// could not be made when its turn came: shown to that seat alone.
    pub later: Vec<Option<Move>>,
    pub dropped: Vec<Option<Move>>,
    /// Each seat's computer level (shown beside a computer player's name).
    pub levels: Vec<Level>,
    /// Steps logged so far: the version commands are made against.
    pub version: u64,
    /// The full state, every hand in it: shared, not copied, with the table.
    /// Only views of it leave through `view`; `full_state` is for tests and
    /// tools, never the Discord layer (a tidy test checks).
    pub(super) game: Option<Arc<Game>>,
    /// Wall-clock deadline (Unix ms) of the decision awaited, if a human owes one.
    pub deadline_ms: Option<i64>,
    /// The seats the game waits for now: those that must decide, and those
    /// (dice) who may still take this roll while a computer Seer waits for
    /// them: a turn of theirs as much as any other.
    pub waiting: SeatSet,
    /// The seats offered "Stay in" now (dice): people still in after a roll
    /// whom a computer Seer waits for and who have not decided. The table's
    /// rule (it alone knows who is a computer now and who decided), so no
    /// screen guesses it.
    pub stay: SeatSet,
    /// Each seat's own figures when its person stopped playing it, if they
    /// did (`Seating::handed`): their result counts those (#60).
    pub handed: Vec<Option<Figures>>,
    /// Who played each seat before the computer took it (they left, or ran
    /// out of time for good): the standings name them beside the computer.
    pub left: Vec<Option<UserId>>,
    /// A turn-based table's clocks, one per seat (empty at a live table).
    pub clocks: Vec<SeatClock>,
    /// When the host paused the clocks, while paused.
    pub paused: Option<i64>,
}

impl Snapshot {
    /// The seat a user holds, if any.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        seat_in(&self.seats, user)
    }

    /// The people seated (their user ids, seat order), computers left out.
    pub fn people(&self) -> impl Iterator<Item = UserId> + '_ {
        self.seats.iter().filter_map(|o| match o {
            SeatOwner::Human(u) => Some(*u),
            _ => None,
        })
    }

    /// What `viewer` may see of the game (`None` before it starts).
    pub fn view(&self, viewer: Viewer) -> Option<View> {
        Some(match self.game.as_deref()? {
            Game::Wizard(g) => View::Wizard(g.view(viewer)),
            Game::Dice(g) => View::Dice(g.view(viewer)),
        })
    }

    /// Each seat's result once the game is over, as its results row has it
    /// (`results::results_of`): (place, points, unfinished) — a seat its
    /// person stopped playing counts their own play then and ranks last.
    pub fn own_results(&self) -> Option<Vec<(usize, i64, bool)>> {
        let game = self.game.as_deref().filter(|g| g.is_over())?;
        let own = super::figures::own_results(game, &self.handed);
        Some(
            own.into_iter()
                .map(|(place, f, unfinished)| (place, f.points, unfinished))
                .collect(),
        )
    }

    /// `seat`'s own figures when its person stopped playing it, if they did.
    pub fn handed_over(&self, seat: Seat) -> Option<Figures> {
        self.handed.get(seat).copied().flatten()
    }

    /// Who must decide now and who may (no hidden information).
    pub fn turn(&self) -> Turn {
        self.game.as_deref().map(Game::turn).unwrap_or_default()
    }

    /// Whether the game has been played to its end.
    pub fn is_over(&self) -> bool {
        self.game.as_deref().is_some_and(Game::is_over)
    }

    /// Final places (1 = best, ties share) and totals by seat, once the game is over.
    pub fn standings(&self) -> Option<(Vec<usize>, Vec<i64>)> {
        let game = self.game.as_deref().filter(|g| g.is_over())?;
        Some((super::places(game), game.totals()))
    }

    /// The screen this snapshot draws, for a decision made against it.
    pub fn drawn(&self) -> Drawn {
        let game = self.game.as_deref();
        Drawn {
            version: self.version,
            round: game.map_or(0, Game::round),
            roll: game.and_then(Game::roll),
        }
    }

    /// The whole state with every hand: for tests and tools. The Discord
    /// layer never calls it (tests/tidy/architecture.rs), it uses `view`.
    pub fn full_state(&self) -> Option<&Game> {
        self.game.as_deref()
    }
}

/// What one viewer may see of a game of either kind.
#[derive(Clone, Debug, PartialEq)]
pub enum View {
    Wizard(WizardView),
    Dice(DiceView),
}

pub(super) fn seat_in(seats: &[SeatOwner], user: UserId) -> Option<Seat> {
    seats.iter().position(|s| *s == SeatOwner::Human(user))
}
