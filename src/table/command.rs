//! What a table is asked and answers: the command vocabulary (`Verb`,
//! `Ask`), its refusals (`TableError`, `OptionsError`) and its answers
//! (`Decided`, `Declined`), and the hint's result. The registry
//! (`mod.rs`, `registry.rs`) speaks it.

use crate::bots::DiceFound;
use crate::bots::wizard::search::Found;
use crate::engine::Seat;

use super::{CancelRule, Drawn, GameError, GameId, Level, Move, PersistError, Snapshot};

/// What the hint found: the card game's search result or the dice solution.
#[derive(Clone, Debug)]
pub enum Suggestion {
    Wizard(Found),
    Dice(DiceFound),
}

/// What a user asks of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Join,
    Leave,
    /// The host seats a computer player of this level.
    AddComputer(Level),
    Start,
    /// `may_manage`: the caller says this user may manage the server;
    /// `rule`: who else the server lets cancel.
    Cancel {
        may_manage: bool,
        rule: CancelRule,
    },
    /// A decision made on a screen drawn at `drawn`: made at the current
    /// version too when it still means the same (`Game::still_means_the_same`),
    /// so a busy table does not refuse its players.
    Decide {
        drawn: Drawn,
        ask: Ask,
    },
    /// Mid-game: hand one's seat to a computer player.
    LeaveGame,
    /// A player on autopilot is back (any interaction of theirs with the game says so).
    Resume,
    /// The host pauses a turn-based table's clocks (true) or lets them run again.
    Pause(bool),
    /// A person's vacation until then (Unix ms) stops their own clock at a
    /// turn-based table; `None`: they are back, and it runs again.
    Away(Option<i64>),
    /// A person's quiet hours until then (Unix ms): their clock at a
    /// turn-based table rests meanwhile, as on a vacation (one they are on
    /// already stands).
    Rest(i64),
    /// A person leaves their next move for later (`None`: takes it back),
    /// chosen on a screen drawn at `drawn`; made now if it is their turn.
    Later {
        drawn: Drawn,
        ask: Option<Ask>,
    },
}

/// What a seat decides, as its screen offered it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Move(Move),
    /// Card game: the card at this place of the seat's sorted hand (a
    /// `custom_id` never names a card: it could be read by others).
    CardAt(u8),
    /// Wizard Dice: stay in after a roll (so a computer Seer need not wait).
    Stay,
}

impl Verb {
    /// The verb's name, for log lines (never the move itself: a card or bid may be hidden).
    pub fn name(&self) -> &'static str {
        match self {
            Verb::Join => "join",
            Verb::Leave => "leave",
            Verb::AddComputer(_) => "add_computer",
            Verb::Start => "start",
            Verb::Cancel { .. } => "cancel",
            Verb::Decide { ask: Ask::Stay, .. } => "stay",
            Verb::Decide {
                ask: Ask::CardAt(_), ..
            } => "play_card",
            Verb::Decide {
                ask: Ask::Move(Move::Wizard(_)),
                ..
            } => "act_wizard",
            Verb::Decide {
                ask: Ask::Move(Move::Dice(_)),
                ..
            } => "act_dice",
            Verb::LeaveGame => "leave_game",
            Verb::Resume => "resume",
            Verb::Pause(true) => "pause",
            Verb::Pause(false) => "unpause",
            Verb::Away(Some(_)) => "away",
            Verb::Away(None) => "back",
            Verb::Rest(_) => "rest",
            Verb::Later { ask: Some(_), .. } => "later",
            Verb::Later { ask: None, .. } => "later_off",
        }
    }
}

/// Options that cannot make a game, typed so each is said in the reader's
/// language with the options' own names.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    #[error("{0}")]
    Wizard(crate::engine::wizard::SetupError),
    #[error("{0}")]
    Dice(crate::engine::dice::DiceSetupError),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("no such table")]
    NoSuchTable,
    #[error("this channel already has an open table (game {0})")]
    ChannelBusy(GameId),
    /// The person has played (or is playing) this day's challenge: game `0`.
    #[error("you have had today's try (game {0})")]
    AlreadyTried(GameId),
    #[error("this bot offers no daily challenge")]
    NoDailyChallenge,
    #[error("you are not seated at this table")]
    NotSeated,
    #[error("you are already seated")]
    AlreadySeated,
    #[error("the table is full")]
    Full,
    #[error("only the host can do that")]
    NotHost,
    #[error("this table plays without hints")]
    NoHints,
    #[error("this table is not turn-based")]
    NotTurnBased,
    /// A move that cannot be left for later now (not this round's, or the
    /// seat's decision is not of that kind).
    #[error("that move cannot be left for later now")]
    NotLater,
    #[error("nothing to suggest now")]
    NothingToSuggest,
    #[error("at least {need} players are needed")]
    NotEnoughPlayers { need: usize },
    #[error("the game has already started")]
    AlreadyStarted,
    #[error("the game has not started")]
    NotStarted,
    #[error("the game is over")]
    GameOver,
    /// A replay of a game that is not finished (its hands are still live).
    #[error("the game is not finished")]
    NotFinished,
    #[error("the table was cancelled")]
    Cancelled,
    /// Too much work is waiting (analyses): asked again later, it is done.
    #[error("too busy; try again later")]
    Busy,
    #[error("this view is out of date (now at version {current})")]
    OutOfDate { current: u64 },
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("{0}")]
    Rules(GameError),
    #[error("invalid options: {0}")]
    Options(OptionsError),
    /// An internal failure, not the player's doing: storage refused or failed
    /// (the table has logged it, with the game, seat and verb).
    #[error("storage failed: {0}")]
    Storage(PersistError),
}

impl TableError {
    /// Whether this is an internal failure rather than a refusal of the player's request.
    pub fn is_internal(&self) -> bool {
        matches!(self, TableError::Storage(_))
    }
}

impl From<PersistError> for TableError {
    fn from(e: PersistError) -> TableError {
        match e {
            PersistError::ChannelBusy { game, .. } => TableError::ChannelBusy(game),
            PersistError::AlreadyTried { game } => TableError::AlreadyTried(game),
            other => TableError::Storage(other),
        }
    }
}

/// The answer to a command: what the table looks like now.
#[derive(Clone, Debug)]
pub struct Decided {
    /// False when the same command had already been applied (a double click).
    pub applied: bool,
    pub snapshot: Snapshot,
    /// The seat of the user who gave the command, if they hold one.
    pub seat: Option<Seat>,
}

/// A declined command, with the table as it was when it was refused, or as
/// it ended when it ended a moment ago (`None`: no such table in memory).
#[derive(Debug)]
pub struct Declined {
    pub error: TableError,
    pub now: Option<(Snapshot, Option<Seat>)>,
}
