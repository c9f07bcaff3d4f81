//! A card game's setup (RULES.md Part 1, "Rounds and dealing" and "Variants"):
//! player count, first dealer, variants, and which combinations are allowed.

use serde::{Deserialize, Serialize};

use super::Seat;

/// The variants chosen when the game is created.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "VariantFlags", into = "VariantFlags")]
pub struct Variants {
    pub plus_minus_one: bool,
    pub covered_bids: bool,
    pub secret_bids: bool,
    pub clairvoyance: Clairvoyance,
    pub one_colour: bool,
}

/// A variant that is simply on or off (Clairvoyance has a when: its own type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    PlusMinusOne,
    CoveredBids,
    SecretBids,
    OneColour,
}

impl Variant {
    pub const ALL: [Variant; 4] = [
        Variant::PlusMinusOne,
        Variant::CoveredBids,
        Variant::SecretBids,
        Variant::OneColour,
    ];

    /// Its record name (and option name).
    pub fn name(self) -> &'static str {
        match self {
            Variant::PlusMinusOne => "plus_minus_one",
            Variant::CoveredBids => "covered_bids",
            Variant::SecretBids => "secret_bids",
            Variant::OneColour => "one_colour",
        }
    }

    pub fn from_name(name: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.name() == name)
    }

    /// Whether `v` plays it.
    pub fn is_on(self, v: &Variants) -> bool {
        *self.flag(&mut v.clone())
    }

    /// Turns it on or off in `v`.
    pub fn set(self, v: &mut Variants, on: bool) {
        *self.flag(v) = on;
    }

    fn flag(self, v: &mut Variants) -> &mut bool {
        match self {
            Variant::PlusMinusOne => &mut v.plus_minus_one,
            Variant::CoveredBids => &mut v.covered_bids,
            Variant::SecretBids => &mut v.secret_bids,
            Variant::OneColour => &mut v.one_colour,
        }
    }
}

/// When players bid seeing the others' cards and not their own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Clairvoyance {
    #[default]
    Off,
    FirstRound,
    EveryRound,
}

/// How variants are stored (tables' options, setups): one flag each, as
/// they always were, so stored games read the same.
#[derive(Serialize, Deserialize)]
struct VariantFlags {
    #[serde(default)]
    plus_minus_one: bool,
    #[serde(default)]
    covered_bids: bool,
    #[serde(default)]
    secret_bids: bool,
    #[serde(default)]
    clairvoyance: bool,
    #[serde(default)]
    clairvoyance_every_round: bool,
    #[serde(default)]
    one_colour: bool,
}

impl From<VariantFlags> for Variants {
    fn from(f: VariantFlags) -> Variants {
        Variants {
            plus_minus_one: f.plus_minus_one,
            covered_bids: f.covered_bids,
            secret_bids: f.secret_bids,
            clairvoyance: match (f.clairvoyance, f.clairvoyance_every_round) {
                (_, true) => Clairvoyance::EveryRound,
                (true, false) => Clairvoyance::FirstRound,
                (false, false) => Clairvoyance::Off,
            },
            one_colour: f.one_colour,
        }
    }
}

impl From<Variants> for VariantFlags {
    fn from(v: Variants) -> VariantFlags {
        VariantFlags {
            plus_minus_one: v.plus_minus_one,
            covered_bids: v.covered_bids,
            secret_bids: v.secret_bids,
            clairvoyance: v.clairvoyance != Clairvoyance::Off,
            clairvoyance_every_round: v.clairvoyance == Clairvoyance::EveryRound,
            one_colour: v.one_colour,
        }
    }
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
    #[error("a short game plays 1 to {most} rounds, not {rounds}")]
    Rounds { rounds: u8, most: u8 },
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
                // Every round wins over first round, in either order.
                "clairvoyance" if v.clairvoyance == Clairvoyance::Off => v.clairvoyance = Clairvoyance::FirstRound,
                "clairvoyance" => {}
                "clairvoyance_every_round" => v.clairvoyance = Clairvoyance::EveryRound,
                "one_colour" => v.one_colour = true,
                other => return Err(SetupError::UnknownVariant(other.to_string())),
            }
        }
        Ok(v)
    }

    /// The record names of the chosen variants.
    pub fn names(&self) -> Vec<&'static str> {
        // Every round is written with both names, as records always had it.
        let on = [
            self.plus_minus_one,
            self.covered_bids,
            self.secret_bids,
            self.clairvoyance != Clairvoyance::Off,
            self.clairvoyance == Clairvoyance::EveryRound,
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
    /// A short game ends after this round (the daily challenge's); `None`
    /// plays every round the deck allows, as the rulebook does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_round: Option<u8>,
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
            last_round: None,
        })
    }

    /// The same game ended after `rounds` rounds (1 to the full game's).
    pub fn short(self, rounds: u8) -> Result<WizardSetup, SetupError> {
        let most = self.full_rounds();
        if !(1..=most).contains(&rounds) {
            return Err(SetupError::Rounds { rounds, most });
        }
        Ok(WizardSetup {
            last_round: (rounds < most).then_some(rounds),
            ..self
        })
    }

    /// The rounds of this game: the full game's, or a short game's.
    pub fn rounds(&self) -> u8 {
        self.last_round
            .map_or(self.full_rounds(), |r| r.min(self.full_rounds()))
    }

    /// 60 / n rounds; 12 under One colour.
    pub fn full_rounds(&self) -> u8 {
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
        match self.variants.clairvoyance {
            Clairvoyance::Off => false,
            Clairvoyance::FirstRound => round == 1,
            Clairvoyance::EveryRound => true,
        }
    }
}
