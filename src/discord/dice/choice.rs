//! The dice game's part of the click id format: a choice on the public table
//! (the Seer's controls, "Take this roll") or on a private Page. The strings
//! never change: buttons on old messages keep working.

use crate::discord::seat::{MoveChoice, SeatMove};
use crate::engine::dice::{BoxId, Colour, DiceSet};

/// What a Magic Card 7 prediction does about crossing out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrossOut {
    /// Not chosen yet: ask (only when there is something to cross out).
    Ask,
    No,
    Box(BoxId),
}

/// A dice-game choice, on the public table (the Seer's controls, "Take this
/// roll") or on a private Page. `roll` is the roll the click was made on, so a
/// click on a roll that is gone is a clear refusal, not a move on the new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceChoice {
    Predict {
        cell: BoxId,
        cross: CrossOut,
    },
    /// The Wizard Colour select; the colour is the selected value.
    WizardColour,
    /// Magic Card 4's select; the two faces are the selected value.
    Set,
    /// Throw exactly these dice.
    Roll {
        roll: u8,
        dice: DiceSet,
    },
    /// The re-roll select; the dice are the selected values.
    Reroll {
        roll: u8,
    },
    /// The Seer stops; `None` asks first when a Jester Score is open.
    Stop {
        roll: u8,
        jester: Option<bool>,
    },
    /// Take this roll and leave; `None` asks first when a Jester Score is open.
    Take {
        roll: u8,
        jester: Option<bool>,
    },
    /// Stay in for the next roll (so a computer Seer need not wait).
    Stay {
        roll: u8,
    },
    /// The end-of-round choice of a Jester Score.
    Score {
        jester: bool,
    },
}

impl DiceChoice {
    pub(in crate::discord) fn code(self) -> String {
        let yes_no = |j: Option<bool>| match j {
            None => String::new(),
            Some(false) => ".0".into(),
            Some(true) => ".1".into(),
        };
        let cell = |b: BoxId| format!("{}{}", b.colour.letter(), b.count);
        match self {
            DiceChoice::Predict { cell: b, cross } => match cross {
                CrossOut::Ask => format!("P{}", cell(b)),
                CrossOut::No => format!("P{}-", cell(b)),
                CrossOut::Box(o) => format!("P{}{}", cell(b), cell(o)),
            },
            DiceChoice::WizardColour => "W".into(),
            DiceChoice::Set => "F".into(),
            DiceChoice::Roll { roll, dice } => format!("R{roll}.{}", dice.bits()),
            DiceChoice::Reroll { roll } => format!("Q{roll}"),
            DiceChoice::Stop { roll, jester } => format!("S{roll}{}", yes_no(jester)),
            DiceChoice::Take { roll, jester } => format!("T{roll}{}", yes_no(jester)),
            DiceChoice::Stay { roll } => format!("K{roll}"),
            DiceChoice::Score { jester } => format!("J{}", u8::from(jester)),
        }
    }

    pub(in crate::discord) fn parse(s: &str) -> Option<DiceChoice> {
        let cell = |s: &str| -> Option<BoxId> {
            let mut c = s.chars();
            let colour = Colour::from_letter(c.next()?)?;
            let count = c.next()?.to_digit(10)? as u8;
            if c.next().is_some() {
                return None;
            }
            BoxId::new(colour, count)
        };
        // "3" → (3, None); "3.1" → (3, Some(true)).
        let roll_and = |s: &str| -> Option<(u8, Option<bool>)> {
            match s.split_once('.') {
                None => Some((s.parse().ok()?, None)),
                Some((r, "0")) => Some((r.parse().ok()?, Some(false))),
                Some((r, "1")) => Some((r.parse().ok()?, Some(true))),
                _ => None,
            }
        };
        let (head, rest) = (s.get(..1)?, s.get(1..)?);
        Some(match head {
            "P" => {
                let b = cell(rest.get(..2)?)?;
                let cross = match rest.get(2..)? {
                    "" => CrossOut::Ask,
                    "-" => CrossOut::No,
                    o => CrossOut::Box(cell(o)?),
                };
                DiceChoice::Predict { cell: b, cross }
            }
            "W" if rest.is_empty() => DiceChoice::WizardColour,
            "F" if rest.is_empty() => DiceChoice::Set,
            "R" => {
                let (r, bits) = rest.split_once('.')?;
                DiceChoice::Roll {
                    roll: r.parse().ok()?,
                    dice: DiceSet::from_bits(bits.parse().ok()?)?,
                }
            }
            "Q" => DiceChoice::Reroll {
                roll: rest.parse().ok()?,
            },
            "S" => {
                let (roll, jester) = roll_and(rest)?;
                DiceChoice::Stop { roll, jester }
            }
            "T" => {
                let (roll, jester) = roll_and(rest)?;
                DiceChoice::Take { roll, jester }
            }
            "K" => DiceChoice::Stay {
                roll: rest.parse().ok()?,
            },
            "J" => DiceChoice::Score {
                jester: match rest {
                    "0" => false,
                    "1" => true,
                    _ => return None,
                },
            },
            _ => return None,
        })
    }
}

/// A dice-game move, made against a version during a round (`d:7:12:3:…`).
pub type DiceMove = SeatMove<DiceChoice>;

impl MoveChoice for DiceChoice {
    const PREFIX: &'static str = "d";

    fn code(self) -> String {
        DiceChoice::code(self)
    }

    fn parse(code: &str) -> Option<DiceChoice> {
        DiceChoice::parse(code)
    }
}
