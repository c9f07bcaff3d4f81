//! Words, with no Discord in them: the message catalogue and the reader's
//! language, and the plain words of cards, dice, hints and refusals that the
//! screens, the pictures and the command line share.

pub mod card_hint;
pub mod cards;
pub mod catalogue;
pub mod dice;
pub mod dice_hint;
pub mod moves;
pub mod options;
pub mod places;
pub mod refusals;
pub mod settings;
pub mod since;
