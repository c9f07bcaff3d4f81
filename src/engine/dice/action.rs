//! What can happen in a dice game: a player's `Action`, the chance outcomes
//! (`Chance`: a Magic Card, the faces of a roll), the logged `Step` (exactly a
//! RECORDS.md dice event) and the `Event`s that `apply` reports.

use serde::{Deserialize, Serialize};

use super::{BoxId, Colour, DICE, DiceSet, Face, MagicCard};
use crate::engine::Seat;

/// A player's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A prediction of `count` dice of `colour`; under Magic Card 7 with an
    /// optional box to cross out.
    Predict {
        count: u8,
        colour: Colour,
        cross_out: Option<BoxId>,
    },
    /// The Seer names the Wizard Colour.
    WizardColour(Colour),
    /// Magic Card 4: the Seer turns two dice to chosen faces (counts as roll 1).
    Set { dice: [u8; 2], faces: [Face; 2] },
    /// The Seer throws these dice; their faces follow as a chance outcome.
    Roll(DiceSet),
    /// A player other than the Seer leaves and scores with roll number `roll`.
    /// The number makes a click on an old roll a clear error, not a leave on the new one.
    Leave { jester_score: bool, roll: u8 },
    /// The Seer stops: scores with the current roll and ends the round.
    Stop { jester_score: bool },
    /// At the end of a round, a player with a Jester Score open chooses.
    Score { jester_score: bool },
}

/// Up to seven faces, kept inline so a roll never allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaceList {
    faces: [Face; DICE],
    len: u8,
}

impl FaceList {
    /// `None` when more than seven faces are given.
    pub fn new(faces: &[Face]) -> Option<FaceList> {
        let mut list = FaceList {
            faces: [Face::Blue; DICE],
            len: faces.len() as u8,
        };
        list.faces.get_mut(..faces.len())?.copy_from_slice(faces);
        Some(list)
    }

    pub fn as_slice(&self) -> &[Face] {
        &self.faces[..usize::from(self.len)]
    }
}

impl Serialize for FaceList {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for FaceList {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<FaceList, D::Error> {
        let faces = Vec::<Face>::deserialize(d)?;
        FaceList::new(&faces).ok_or_else(|| serde::de::Error::custom("more than seven faces"))
    }
}

/// A chance outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Chance {
    /// The Magic Card drawn at the start of a round (1..=10).
    MagicCard(u8),
    /// The faces of the dice being thrown, in ascending die order.
    Faces(FaceList),
}

/// One logged event; its serde form is exactly RECORDS.md's dice event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    MagicCard(u32),
    Predict {
        player: Seat,
        count: u32,
        colour: Colour,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cross_out: Option<BoxId>,
    },
    WizardColour {
        colour: Colour,
    },
    Set {
        dice: Vec<usize>,
        faces: Vec<Face>,
    },
    Roll {
        dice: Vec<usize>,
        faces: Vec<Face>,
    },
    Leave {
        player: Seat,
        #[serde(default)]
        jester_score: bool,
    },
    Stop {
        #[serde(default)]
        jester_score: bool,
    },
    Score {
        player: Seat,
        #[serde(default)]
        jester_score: bool,
    },
}

impl Step {
    /// The record event of `seat`'s action; `None` for a roll, which is logged
    /// once its faces are known (`Step::Roll` carries both).
    pub fn action(seat: Seat, action: Action) -> Option<Step> {
        Some(match action {
            Action::Predict {
                count,
                colour,
                cross_out,
            } => Step::Predict {
                player: seat,
                count: count.into(),
                colour,
                cross_out,
            },
            Action::WizardColour(colour) => Step::WizardColour { colour },
            Action::Set { dice, faces } => Step::Set {
                dice: dice.iter().map(|&d| usize::from(d)).collect(),
                faces: faces.to_vec(),
            },
            Action::Roll(_) => return None,
            Action::Leave { jester_score, .. } => Step::Leave {
                player: seat,
                jester_score,
            },
            Action::Stop { jester_score } => Step::Stop { jester_score },
            Action::Score { jester_score } => Step::Score {
                player: seat,
                jester_score,
            },
        })
    }
}

/// What an applied action or chance outcome changed. Secret predictions are
/// reported without their content until they are revealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    RoundStarted {
        round: u32,
        seer: Seat,
    },
    MagicCardDrawn(MagicCard),
    /// `None` while the prediction is secret (Magic Card 10).
    Predicted {
        seat: Seat,
        prediction: Option<(u8, Colour)>,
    },
    Passed {
        seat: Seat,
    },
    CrossedOut {
        seat: Seat,
        cell: BoxId,
    },
    PredictionsRevealed,
    WizardColourNamed(Colour),
    DiceSet {
        dice: [u8; 2],
        faces: [Face; 2],
    },
    Rolled {
        roll: u8,
        dice: DiceSet,
    },
    Left {
        seat: Seat,
    },
    Scored {
        seat: Seat,
        jester_score: bool,
    },
    RoundEnded {
        round: u32,
        next_seer: Seat,
    },
    GameOver,
}
