//! A dice game's setup (RULES.md Part 2): 2–5 players, the first Seer, the X
//! target (9, or 12 in the experts' setting) and whether Magic Cards are used.

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceSetup {
    pub players: usize,
    pub first_seer: Seat,
    pub x_target: u32,
    pub magic_cards: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiceSetupError {
    #[error("Wizard Dice is played by 2 to 5 players, not {0}")]
    PlayerCount(usize),
    #[error("first Seer {seat} is not a seat of a {players}-player game")]
    FirstSeer { seat: Seat, players: usize },
    #[error("the X target is 9, or 12 in the experts' setting, not {0}")]
    XTarget(u32),
}

impl DiceSetup {
    pub fn new(
        players: usize,
        first_seer: Seat,
        x_target: u32,
        magic_cards: bool,
    ) -> Result<DiceSetup, DiceSetupError> {
        if !(2..=5).contains(&players) {
            return Err(DiceSetupError::PlayerCount(players));
        }
        if first_seer >= players {
            return Err(DiceSetupError::FirstSeer {
                seat: first_seer,
                players,
            });
        }
        if x_target != 9 && x_target != 12 {
            return Err(DiceSetupError::XTarget(x_target));
        }
        Ok(DiceSetup {
            players,
            first_seer,
            x_target,
            magic_cards,
        })
    }
}
