//! Wizard Dice at the table: its public round message, a player's Page of
//! Prediction, the Seer's controls, and what a click on them does.

pub mod choice;
pub mod clicks;
pub mod page;
pub mod seer;
pub mod table;

use crate::discord::dice::choice::DiceMove;
use crate::discord::screen::TableInfo;
use choice::DiceChoice;

/// The click of a dice choice on a screen drawn at `info`'s version during `round`.
pub fn dice_click(info: &TableInfo, round: u32, choice: DiceChoice) -> DiceMove {
    DiceMove {
        game: info.game,
        version: info.version,
        round,
        choice,
    }
}
