//! Why the dice engine refused an action or a chance outcome. Each variant
//! carries the data the Discord layer needs to explain it.

use super::{BoxId, Colour, MagicCard};
use crate::engine::Seat;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiceError {
    #[error("the game is over")]
    GameOver,
    #[error("seat {0} is not at this table")]
    NoSuchSeat(Seat),
    #[error("a Magic Card must be drawn first")]
    MagicCardDue,
    #[error("no Magic Card is due")]
    MagicCardNotDue,
    #[error("Magic Card {0} does not exist (1..=10)")]
    NoSuchMagicCard(u32),
    #[error("Magic Card {} was already drawn from this pile", .0.number())]
    MagicCardAlreadyDrawn(MagicCard),
    #[error("no dice are being thrown")]
    FacesNotDue,
    #[error("the dice must be thrown first")]
    FacesDue,
    #[error("{got} faces for {expected} dice")]
    FaceCount { got: usize, expected: usize },
    #[error("it is not seat {seat}'s turn; seat {expected} is to act")]
    NotYourTurn { seat: Seat, expected: Seat },
    #[error("only the Seer (seat {seer}) may do that")]
    NotSeer { seer: Seat },
    #[error("predictions are not being made now")]
    NotPredicting,
    #[error("seat {0} has already predicted this round")]
    AlreadyPredicted(Seat),
    #[error("a prediction is a number 1..=5, not {0}")]
    BadCount(u32),
    #[error("box {0} of this page is already used")]
    BoxUsed(BoxId),
    #[error("{0} was already predicted by another player this round")]
    PredictionTaken(BoxId),
    #[error("crossing out is allowed only under Magic Card 7")]
    CrossOutNotAllowed,
    #[error("box {cell} cannot be crossed out with a {} prediction", colour.name())]
    CrossOutWrongColour { cell: BoxId, colour: Colour },
    #[error("box {0} is empty and cannot be crossed out")]
    CrossOutEmpty(BoxId),
    #[error("box {0} is already crossed out")]
    CrossOutAgain(BoxId),
    #[error("this Magic Card has no Wizard Colour")]
    NoWizardColourThisRound,
    #[error("the Wizard Colour can be named only after the predictions and before the next roll")]
    WizardColourNotNow,
    #[error("dice cannot be set now (Magic Card 4, before the predictions)")]
    SetNotDue,
    #[error("set two different dice")]
    SetSameDie,
    #[error("die {0} does not exist (0..=6)")]
    NoSuchDie(usize),
    #[error("a die is listed twice")]
    DieTwice,
    #[error("the dice cannot be rolled now")]
    RollNotDue,
    #[error("no rolls are left this round")]
    NoRollsLeft,
    #[error("a roll throws at least one die")]
    EmptyRoll,
    #[error("this roll must throw exactly the dice {expected:?}")]
    MustThrow { expected: Vec<usize> },
    #[error("Jesters may not be re-rolled this round (Magic Card 2)")]
    JesterReroll,
    #[error("roll 2 must throw at least three dice (Magic Card 3)")]
    TooFewDice,
    #[error("there is no roll to leave on now")]
    LeaveNotAllowed,
    #[error("roll {roll} has already been re-rolled (now roll {current})")]
    StaleRoll { roll: u8, current: u8 },
    #[error("seat {0} is not in the round")]
    NotInRound(Seat),
    #[error("the Seer stops rather than leaves")]
    SeerStops,
    #[error("only the Seer stops; others leave")]
    OnlySeerStops,
    #[error("seat {0} owes no score")]
    ScoreNotDue(Seat),
    #[error("no Jester Score is open: {0}")]
    NoJesterScore(NoJesterScore),
}

/// Why no Jester Score is open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NoJesterScore {
    #[error("no Jester shows")]
    NoJester,
    #[error("more than five Jesters show ({0})")]
    TooManyJesters(u8),
    #[error("the Jester box for {0} is already used")]
    BoxUsed(u8),
}
