//! Computer players for both games. Every level decides from its seat's view
//! only, so it never uses information its seat may not see: the baselines
//! (Easy: legal, sensible, well under a millisecond a decision) and, for the
//! card game, Normal and Hard, which search worlds sampled from that view.

pub mod dice;
mod level;
pub mod protocol;
pub mod wizard;

pub use dice::levels::{DiceFound, best_prediction, decide_view as decide_dice_view, weigh_predictions};
pub use level::{Level, SearchBudget};
