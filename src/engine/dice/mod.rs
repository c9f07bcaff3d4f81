//! Wizard Dice (RULES.md Part 2): faces, the Page of Prediction, the state
//! machine with all ten Magic Cards, and per-viewer views.

mod action;
mod error;
mod face;
mod magic;
mod page;
mod setup;
mod state;
mod view;

pub use crate::engine::{Seat, SeatSet, ToAct, Turn, Viewer};
pub use action::{Action, Chance, Event, FaceList, Step};
pub use error::{DiceError, NoJesterScore};
pub use face::{BoxId, Colour, DICE, DiceSet, Face};
pub use magic::{MagicCard, ThrowRule};
pub use page::{Mark, Marked, Page, X_BONUS};
pub use setup::{DiceSetup, DiceSetupError};
pub use state::{DiceRound, DiceState, Phase, Prediction, RoundReport, WizardColour, Written};
pub use view::{DicePhaseView, DiceView, PageView, PredictionView, RollChoice, ScoreOptions};
