//! The ten Magic Cards (RULES.md Part 2, "Magic Cards") and the rule each
//! changes for its round, so the state asks "does this card double scores?"
//! instead of comparing card numbers. Numbers appear only where cards are
//! read or written (chance outcomes, records), as the rulebook numbers them.

use serde::{Deserialize, Serialize};

/// A Magic Card; its discriminant is the rulebook's number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum MagicCard {
    /// 1: Wizards count as all four colours; doubled scores.
    AllColours = 1,
    /// 2: rolled Jesters may not be re-rolled; doubled scores.
    JestersStay = 2,
    /// 3: the Seer rolls once before the predictions; roll 2 re-rolls at least three dice.
    EarlyRoll = 3,
    /// 4: the Seer sets two dice instead of roll 1; roll 2 throws the other five.
    SetTwo = 4,
    /// 5: each colour counts one die more than was rolled.
    ExtraDice = 5,
    /// 6: rolled Jesters count for every player's predicted colour.
    JestersJoinYou = 6,
    /// 7: a prediction may cross out one used box of its colour.
    CrossOut = 7,
    /// 8: the Seer rolls as often as their predicted count; Wizards count as no colour.
    ManyRolls = 8,
    /// 9: a Jester Score equal to the prediction also writes an X in the predicted box.
    JesterColumn = 9,
    /// 10: the others predict at the same time, in secret.
    SecretPredictions = 10,
}

impl MagicCard {
    pub const ALL: [MagicCard; 10] = [
        MagicCard::AllColours,
        MagicCard::JestersStay,
        MagicCard::EarlyRoll,
        MagicCard::SetTwo,
        MagicCard::ExtraDice,
        MagicCard::JestersJoinYou,
        MagicCard::CrossOut,
        MagicCard::ManyRolls,
        MagicCard::JesterColumn,
        MagicCard::SecretPredictions,
    ];

    /// Every card drawn since the pile was last shuffled, as a set of bits
    /// (card k is bit k−1): the pile is then shuffled again.
    pub const ALL_DRAWN: u16 = (1 << MagicCard::ALL.len()) - 1;

    /// Cards the pile holds after `drawn` (the whole pile again once every
    /// card was drawn), as a set of bits.
    pub fn left(drawn: u16) -> u16 {
        if drawn & MagicCard::ALL_DRAWN == MagicCard::ALL_DRAWN {
            MagicCard::ALL_DRAWN
        } else {
            !drawn & MagicCard::ALL_DRAWN
        }
    }

    /// Whether card `n` may be drawn next after `drawn`.
    pub fn may_draw(drawn: u16, n: u8) -> bool {
        MagicCard::from_number(n).is_some() && MagicCard::left(drawn) & (1 << (n - 1)) != 0
    }

    /// The rulebook's number, 1–10.
    pub fn number(self) -> u8 {
        self as u8
    }

    pub fn from_number(n: u8) -> Option<MagicCard> {
        MagicCard::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// Exact predictions write two Xs and misses twice the difference.
    pub fn doubles_scores(self) -> bool {
        matches!(self, MagicCard::AllColours | MagicCard::JestersStay)
    }

    /// Wizards count for every colour.
    pub fn wizards_count_all(self) -> bool {
        self == MagicCard::AllColours
    }

    /// Wizards count for no colour.
    pub fn wizards_count_none(self) -> bool {
        self == MagicCard::ManyRolls
    }

    /// The Wizard Colour is fixed by the card: the Seer names none.
    pub fn fixes_wizard_colour(self) -> bool {
        self.wizards_count_all() || self.wizards_count_none()
    }

    /// Rolled Jesters may not be thrown again.
    pub fn jesters_stay(self) -> bool {
        self == MagicCard::JestersStay
    }

    /// Roll 1 (or the set dice) comes before the predictions.
    pub fn first_roll_before_predictions(self) -> bool {
        matches!(self, MagicCard::EarlyRoll | MagicCard::SetTwo)
    }

    /// Roll 1 is two dice set by hand, not thrown.
    pub fn sets_two_dice(self) -> bool {
        self == MagicCard::SetTwo
    }

    /// Roll 2 must throw at least three dice.
    pub fn second_roll_min_three(self) -> bool {
        self == MagicCard::EarlyRoll
    }

    /// Dice each colour counts beyond those rolled.
    pub fn extra_dice(self) -> u8 {
        u8::from(self == MagicCard::ExtraDice)
    }

    /// Rolled Jesters count for the predicted colour.
    pub fn jesters_count_for_colour(self) -> bool {
        self == MagicCard::JestersJoinYou
    }

    /// A prediction may cross out a used box.
    pub fn crosses_out(self) -> bool {
        self == MagicCard::CrossOut
    }

    /// The Seer's predicted count is their number of rolls.
    pub fn rolls_as_predicted(self) -> bool {
        self == MagicCard::ManyRolls
    }

    /// A Jester Score equal to the prediction also writes an X.
    pub fn jester_column(self) -> bool {
        self == MagicCard::JesterColumn
    }

    /// The others predict at the same time, in secret.
    pub fn secret_predictions(self) -> bool {
        self == MagicCard::SecretPredictions
    }
}

impl From<MagicCard> for u8 {
    fn from(c: MagicCard) -> u8 {
        c.number()
    }
}

impl TryFrom<u8> for MagicCard {
    type Error = String;
    fn try_from(n: u8) -> Result<MagicCard, String> {
        MagicCard::from_number(n).ok_or_else(|| format!("there is no Magic Card {n}"))
    }
}

/// Which dice the Seer's next throw may be, after `rolls` rolls of the round
/// under `card` (RULES.md Part 2, "Rolling" and Magic Cards 2, 3 and 4): the
/// one statement of the rule, which the engine checks and the simulator and
/// the computer players' solver follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThrowRule {
    /// Every die: the round's first roll.
    All,
    /// Exactly the dice that were not set (Magic Card 4's first roll after setting).
    Unset,
    /// Any dice, at least `min`; a Jester showing stays when `jesters_stay`.
    Any { min: u8, jesters_stay: bool },
}

impl ThrowRule {
    pub fn after(card: Option<MagicCard>, rolls: u8) -> ThrowRule {
        let card_says = |rule: fn(MagicCard) -> bool| card.is_some_and(rule);
        if rolls == 0 {
            return ThrowRule::All;
        }
        if rolls == 1 && card_says(MagicCard::sets_two_dice) {
            return ThrowRule::Unset;
        }
        ThrowRule::Any {
            min: if rolls == 1 && card_says(MagicCard::second_roll_min_three) {
                3
            } else {
                1
            },
            jesters_stay: card_says(MagicCard::jesters_stay),
        }
    }
}
