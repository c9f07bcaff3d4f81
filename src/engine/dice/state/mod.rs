//! The Wizard Dice state machine (RULES.md Part 2): the Seer, predictions,
//! the Wizard Colour, rolls, leaving, scoring with Jester Scores, the end of
//! the game, the Decisions on passing, and all ten Magic Cards. Every action
//! is checked in full before anything changes, so an `Err` leaves the state
//! exactly as it was.

use serde::{Deserialize, Serialize, Serializer};

use super::{
    Action, BoxId, Chance, Colour, DICE, DiceError, DiceSet, DiceSetup, Event, Face, FaceList, MagicCard, Mark,
    NoJesterScore, Page, Step, ThrowRule,
};
use crate::engine::{Seat, SeatSet, ToAct, Turn};

mod apply;
mod checks;
mod legal;
mod predictions;
mod queries;
mod transitions;

const MAX_SEATS: usize = 5;
const ALL_BOXES: u32 = (1 << 20) - 1;

/// Where the round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// A Magic Card is to be drawn (chance).
    MagicCardDue,
    /// Magic Card 4: the Seer turns two dice.
    SettingDice,
    /// `next` predicts.
    Predicting {
        next: Seat,
    },
    /// Magic Card 10: after the Seer, the others predict at once, in secret.
    SecretPredicting {
        awaiting: SeatSet,
    },
    /// The Seer is to roll (and may first name the Wizard Colour).
    RollDue,
    /// The Seer threw `dice`; their faces are due (chance).
    Throwing {
        dice: DiceSet,
    },
    /// A roll that may be used: the Seer rolls again or stops, others may leave.
    AfterRoll,
    /// The round has ended; these players choose whether to take a Jester Score.
    Scoring {
        pending: SeatSet,
    },
    Over,
}

/// A prediction and when it was made in the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prediction {
    pub count: u8,
    pub colour: Colour,
    pub order: u8,
}

impl Prediction {
    pub fn cell(&self) -> BoxId {
        BoxId {
            colour: self.colour,
            count: self.count,
        }
    }
}

/// The round's Wizard Colour as replay prints it: a colour, `"all"` (Magic
/// Card 1) or `null` (Magic Card 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WizardColour {
    Colour(Colour),
    All,
    NoColour,
}

impl Serialize for WizardColour {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            WizardColour::Colour(c) => c.serialize(s),
            WizardColour::All => s.serialize_str("all"),
            WizardColour::NoColour => s.serialize_none(),
        }
    }
}

impl<'de> Deserialize<'de> for WizardColour {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<WizardColour, D::Error> {
        match Option::<String>::deserialize(d)?.as_deref() {
            None => Ok(WizardColour::NoColour),
            Some("all") => Ok(WizardColour::All),
            Some(name) => Colour::ALL
                .into_iter()
                .find(|c| c.name() == name)
                .map(WizardColour::Colour)
                .ok_or_else(|| serde::de::Error::custom(format!("`{name}` is not a Wizard Colour"))),
        }
    }
}

/// One completed round, as replay prints it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceRound {
    pub round: u32,
    pub seer: Seat,
    pub magic_card: Option<MagicCard>,
    pub wizard_colour: WizardColour,
    pub next_seer: Seat,
}

/// What a player wrote this round: the box, the mark, the Jester box used
/// (a Jester Score) and the roll they scored with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Written {
    pub cell: BoxId,
    pub mark: Mark,
    pub jester: Option<u8>,
    pub roll: u8,
}

/// The last completed round as the table showed it at its end: the dice,
/// every prediction (all revealed by then) and what each player wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundReport {
    pub round: u32,
    pub seer: Seat,
    pub magic_card: Option<MagicCard>,
    pub wizard_colour: WizardColour,
    pub dice: [Option<Face>; DICE],
    pub rolls: u8,
    pub predictions: [Option<BoxId>; MAX_SEATS],
    pub crossed: [Option<BoxId>; MAX_SEATS],
    pub written: [Option<Written>; MAX_SEATS],
    pub next_seer: Seat,
}

impl RoundReport {
    /// The round in short, as a record lists it.
    pub fn summary(&self) -> DiceRound {
        DiceRound {
            round: self.round,
            seer: self.seer,
            magic_card: self.magic_card,
            wizard_colour: self.wizard_colour,
            next_seer: self.next_seer,
        }
    }
}

/// Why a Jester Score is not open, or `Ok(count)` of Jesters when it is.
fn jester_option(counts: &[u8; 6], page: &Page) -> Result<u8, NoJesterScore> {
    match counts[Face::Jester as usize] {
        0 => Err(NoJesterScore::NoJester),
        j @ 6.. => Err(NoJesterScore::TooManyJesters(j)),
        j if page.jester_used(j) => Err(NoJesterScore::BoxUsed(j)),
        j => Ok(j),
    }
}

/// A whole dice game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceState {
    setup: DiceSetup,
    round: u32,
    phase: Phase,
    /// This round's Seer (after a Seer who must pass has handed on the card).
    seer: Seat,
    magic: Option<MagicCard>,
    /// Magic Cards drawn since the last reshuffle, bit k−1 for card k.
    drawn: u16,
    predictions: [Option<Prediction>; MAX_SEATS],
    predictions_made: u8,
    /// Boxes predicted this round, as bits by `BoxId::index`.
    predicted_boxes: u32,
    predictions_done: bool,
    /// The Wizard Colour the Seer named, if any.
    named_colour: Option<Colour>,
    next_seer: Seat,
    dice: [Option<Face>; DICE],
    /// How many dice show each face (by `Face as usize`), kept with `dice`.
    face_counts: [u8; 6],
    /// The dice thrown by the latest roll (the others were kept).
    thrown: DiceSet,
    /// Magic Card 4: the two dice the Seer set.
    set_dice: DiceSet,
    rolls: u8,
    /// Players who predicted and have not yet scored this round.
    in_round: SeatSet,
    /// Players who had no box left to predict this round.
    passed: SeatSet,
    pages: [Page; MAX_SEATS],
    version: u32,
    /// This round's scores so far, and boxes crossed out (Magic Card 7).
    written: [Option<Written>; MAX_SEATS],
    crossed: [Option<BoxId>; MAX_SEATS],
    /// Every completed round as it ended, oldest first: read only for
    /// display (a channel that fell behind closes each round it missed).
    #[serde(default)]
    reports: Vec<RoundReport>,
}

impl DiceState {
    /// A new game; the first round starts at once (with a Magic Card due when they are used).
    pub fn new(setup: DiceSetup) -> DiceState {
        let mut state = DiceState {
            setup,
            round: 1,
            phase: Phase::MagicCardDue,
            seer: setup.first_seer,
            magic: None,
            drawn: 0,
            predictions: [None; MAX_SEATS],
            predictions_made: 0,
            predicted_boxes: 0,
            predictions_done: false,
            named_colour: None,
            next_seer: setup.first_seer,
            dice: [None; DICE],
            face_counts: [0; 6],
            thrown: DiceSet::EMPTY,
            set_dice: DiceSet::EMPTY,
            rolls: 0,
            in_round: SeatSet::EMPTY,
            passed: SeatSet::EMPTY,
            pages: [Page::default(); MAX_SEATS],
            version: 0,
            written: [None; MAX_SEATS],
            crossed: [None; MAX_SEATS],
            reports: Vec::new(),
        };
        state.start_round(setup.first_seer, &mut Vec::new());
        state
    }
}
