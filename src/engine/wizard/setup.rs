//! A card game's setup (RULES.md Part 1, "Rounds and dealing" and "Variants"):
//! player count, first dealer, variants, and which combinations are allowed.

use serde::{Deserialize, Serialize};

use super::Seat;

/// The variants chosen when the game is created.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Variants {
    pub plus_minus_one: bool,
    pub covered_bids: bool,
    pub secret_bids: bool,
    /// Clairvoyance in the first round.
    pub clairvoyance: bool,
    /// Clairvoyance in every round (implies `clairvoyance`).
    pub clairvoyance_every_round: bool,
    pub one_colour: bool,
}

/// The record names of the variants, in a fixed order.
pub const VARIANT_NAMES: [&str; 6] = [
    "plus_minus_one",
    "covered_bids",
    "secret_bids",
    "clairvoyance",
    "clairvoyance_every_round",
    "one_colour",
];

/// A setup that cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("Wizard is played by 3 to 6 players, not {0}")]
    PlayerCount(usize),
    #[error("One colour is played by 3 or 4 players, not {0}")]
    OneColourPlayerCount(usize),
    #[error("unknown variant `{0}`")]
    UnknownVariant(String),
    #[error("variants {0} and {1} cannot be combined")]
    Incompatible(&'static str, &'static str),
    #[error("first dealer {seat} is not a seat of a {players}-player game")]
    FirstDealer { seat: usize, players: usize },
}

impl Variants {
    /// Parses record variant names; duplicates are harmless.
    pub fn from_names<S: AsRef<str>>(names: &[S]) -> Result<Variants, SetupError> {
        let mut v = Variants::default();
        for name in names {
            match name.as_ref() {
                "plus_minus_one" => v.plus_minus_one = true,
                "covered_bids" => v.covered_bids = true,
                "secret_bids" => v.secret_bids = true,
                "clairvoyance" => v.clairvoyance = true,
                "clairvoyance_every_round" => {
                    v.clairvoyance = true;
                    v.clairvoyance_every_round = true;
                }
                "one_colour" => v.one_colour = true,
                other => return Err(SetupError::UnknownVariant(other.to_string())),
            }
        }
        Ok(v)
    }

    /// The record names of the chosen variants.
    pub fn names(&self) -> Vec<&'static str> {
        let on = [
            self.plus_minus_one,
            self.covered_bids,
            self.secret_bids,
            self.clairvoyance,
            self.clairvoyance_every_round,
            self.one_colour,
        ];
        VARIANT_NAMES
            .iter()
            .zip(on)
            .filter(|(_, on)| *on)
            .map(|(n, _)| *n)
            .collect()
    }

    /// Bids are placed at the same time and hidden (covered or secret bids).
    pub fn simultaneous_bids(&self) -> bool {
        self.covered_bids || self.secret_bids
    }

    /// Checks the combinations RULES.md forbids.
    pub fn validate(&self, players: usize) -> Result<(), SetupError> {
        if self.plus_minus_one && self.covered_bids {
            return Err(SetupError::Incompatible("plus_minus_one", "covered_bids"));
        }
        if self.plus_minus_one && self.secret_bids {
            return Err(SetupError::Incompatible("plus_minus_one", "secret_bids"));
        }
        if self.covered_bids && self.secret_bids {
            return Err(SetupError::Incompatible("covered_bids", "secret_bids"));
        }
        if self.one_colour && !(3..=4).contains(&players) {
            return Err(SetupError::OneColourPlayerCount(players));
        }
        Ok(())
    }
}

/// Everything fixed at creation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WizardSetup {
    pub players: usize,
    pub first_dealer: Seat,
    pub variants: Variants,
}

impl WizardSetup {
    pub fn new(players: usize, first_dealer: Seat, variants: Variants) -> Result<WizardSetup, SetupError> {
        if !(3..=6).contains(&players) {
            return Err(SetupError::PlayerCount(players));
        }
        variants.validate(players)?;
        if first_dealer >= players {
            return Err(SetupError::FirstDealer {
                seat: first_dealer,
                players,
            });
        }
        Ok(WizardSetup {
            players,
            first_dealer,
            variants,
        })
    }

    /// 60 / n rounds; 12 under One colour.
    pub fn rounds(&self) -> u8 {
        if self.variants.one_colour {
            12
        } else {
            (60 / self.players) as u8
        }
    }

    /// Cards each player gets in `round` (1-based): the round number, or
    /// 4, 5, … 15 under One colour.
    pub fn cards_in_round(&self, round: u8) -> u8 {
        if self.variants.one_colour { round + 3 } else { round }
    }

    pub fn dealer_of(&self, round: u8) -> Seat {
        (self.first_dealer + round as usize - 1) % self.players
    }

    /// Whether a card is turned up after the deal in `round`: never under One
    /// colour, and not when the deal used up the deck.
    pub fn turns_card(&self, round: u8) -> bool {
        !self.variants.one_colour && self.players * (round as usize) < 60
    }

    /// Whether players bid seeing the others' cards and not their own.
    pub fn clairvoyant(&self, round: u8) -> bool {
        self.variants.clairvoyance_every_round || (self.variants.clairvoyance && round == 1)
    }
}
