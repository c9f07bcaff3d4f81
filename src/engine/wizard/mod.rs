//! Wizard, the card game (RULES.md Part 1): cards, setup and variants, the
//! state machine, tricks, and per-viewer views.

mod action;
mod card;
mod error;
mod setup;
mod state;
mod trick;
mod view;

pub use crate::engine::{Seat, SeatSet, ToAct, Turn, Viewer};
pub use action::{Action, Deal, Event, Step};
pub use card::{BadCard, Card, CardKind, CardSet, Suit};
pub use error::{DealError, RulesError};
pub use setup::{Clairvoyance, SetupError, VARIANT_NAMES, Variant, Variants, WizardSetup};
pub use state::{CompletedTrick, Phase, RoundResult, WizardState, round_score};
pub use trick::{Led, Trick, winning_index};
pub use view::{BidView, PhaseView, TrickView, WizardView};
