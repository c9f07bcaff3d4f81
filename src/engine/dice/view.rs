//! What one viewer may see of a dice game: every Page's marks, the dice, who
//! is still in, and the predictions, except the others' secret predictions
//! (Magic Card 10) until they are revealed.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use super::{
    Action, BoxId, Colour, DICE, DiceRound, DiceSet, DiceState, Face, MagicCard, Mark, Marked, Phase, RoundReport,
    WizardColour, Written,
};
use crate::engine::{Seat, Viewer};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PredictionView {
    NotYet,
    Passed,
    /// Made, but secret until all are in (Magic Card 10).
    Secret,
    Shown {
        count: u8,
        colour: Colour,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DicePhaseView {
    MagicCard,
    SettingDice,
    Predicting,
    Rolling,
    AfterRoll,
    Scoring,
    Over,
}

/// A Page as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageView {
    /// What each used box shows (as JSON: `"B2": "~2"`, as records write it).
    pub boxes: BTreeMap<BoxId, Marked>,
    pub jesters: Vec<u8>,
    pub x_count: u32,
    pub total: i32,
}

/// What the viewer would write now, without and with a Jester Score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreOptions {
    pub plain: Mark,
    pub jester: Option<Mark>,
}

/// The throws open to the Seer now: any set of at least `min` of `dice`, or
/// exactly `dice` when `exact` (roll 1, and Magic Card 4's roll 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollChoice {
    pub dice: DiceSet,
    pub min: u8,
    pub exact: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceView {
    pub viewer: Option<Seat>,
    pub players: usize,
    pub x_target: u32,
    pub round: u32,
    pub seer: Seat,
    pub magic_card: Option<MagicCard>,
    pub phase: DicePhaseView,
    pub predictions: Vec<PredictionView>,
    pub wizard_colour: WizardColour,
    pub wizard_colour_named: bool,
    pub dice: [Option<Face>; DICE],
    /// Dice thrown by the latest roll; the others were kept.
    pub thrown: DiceSet,
    pub roll: u8,
    pub max_rolls: u8,
    pub in_round: Vec<Seat>,
    pub next_seer: Option<Seat>,
    pub pages: Vec<PageView>,
    pub to_act: Vec<Seat>,
    /// What the viewer may do now.
    pub legal: Vec<Action>,
    pub score_options: Option<ScoreOptions>,
    pub history: Vec<DiceRound>,
    pub winners: Vec<Seat>,
    /// What each player wrote this round so far, and the box each crossed out.
    pub written: Vec<Option<Written>>,
    pub crossed: Vec<Option<BoxId>>,
    /// Whether the Seer may still name the Wizard Colour.
    pub wizard_colour_open: bool,
    /// The Seer's throws now (the Seer's options are public knowledge).
    pub roll_choice: Option<RollChoice>,
    /// The Seer may stop now (after a roll).
    pub may_stop: bool,
    pub last_round: Option<RoundReport>,
    /// Every completed round as it ended, oldest first (public: all
    /// predictions are revealed by a round's end).
    pub reports: Vec<RoundReport>,
    /// Once all seven dice show: how many count for each colour (Wizards in
    /// the Wizard Colour, Magic Cards 5 and 6 applied), by `Colour::index`.
    pub counts: Option<[u8; 4]>,
}

impl DiceState {
    pub fn view(&self, viewer: Viewer) -> DiceView {
        let n = self.players();
        let me = match viewer {
            Viewer::Seat(s) if s < n => Some(s),
            _ => None,
        };
        let secret_phase = matches!(self.phase(), Phase::SecretPredicting { .. });
        let predictions = (0..n)
            .map(|s| match self.prediction(s) {
                Some(_) if secret_phase && s != self.seer() && me != Some(s) => PredictionView::Secret,
                Some(p) => PredictionView::Shown {
                    count: p.count,
                    colour: p.colour,
                },
                None if self.passed().contains(s) => PredictionView::Passed,
                None => PredictionView::NotYet,
            })
            .collect();
        let phase = match self.phase() {
            Phase::MagicCardDue => DicePhaseView::MagicCard,
            Phase::SettingDice => DicePhaseView::SettingDice,
            Phase::Predicting { .. } | Phase::SecretPredicting { .. } => DicePhaseView::Predicting,
            Phase::RollDue | Phase::Throwing { .. } => DicePhaseView::Rolling,
            Phase::AfterRoll => DicePhaseView::AfterRoll,
            Phase::Scoring { .. } => DicePhaseView::Scoring,
            Phase::Over => DicePhaseView::Over,
        };
        let pages = self
            .pages()
            .iter()
            .map(|p| PageView {
                boxes: BoxId::all().filter_map(|b| p.marked(b).map(|m| (b, m))).collect(),
                jesters: p.jesters(),
                x_count: p.x_count(),
                total: p.total(self.setup().x_target),
            })
            .collect();
        DiceView {
            viewer: me,
            players: n,
            x_target: self.setup().x_target,
            round: self.round(),
            seer: self.seer(),
            magic_card: self.magic_card(),
            phase,
            predictions,
            wizard_colour: self.wizard_colour(),
            wizard_colour_named: self.named_wizard_colour().is_some(),
            dice: *self.dice(),
            thrown: self.thrown(),
            roll: self.rolls(),
            max_rolls: self.max_rolls(),
            in_round: self.in_round().to_vec(),
            next_seer: self.next_seer(),
            pages,
            to_act: self.to_act().seats().to_vec(),
            legal: me.map(|s| self.legal_actions(s)).unwrap_or_default(),
            score_options: me
                .and_then(|s| self.score_options(s))
                .map(|(plain, jester)| ScoreOptions { plain, jester }),
            history: self.history(),
            winners: self.winners(),
            written: (0..n).map(|s| self.written(s)).collect(),
            crossed: (0..n).map(|s| self.crossed_this_round(s)).collect(),
            wizard_colour_open: self.wizard_colour_open(),
            roll_choice: self.roll_choice(),
            may_stop: *self.phase() == Phase::AfterRoll,
            last_round: self.last_round().copied(),
            reports: self.reports().to_vec(),
            counts: self
                .dice()
                .iter()
                .all(Option::is_some)
                .then(|| Colour::ALL.map(|c| self.count_for(c))),
        }
    }
}

impl DiceState {
    /// The Seer's legal throws summed up for buttons and a select.
    fn roll_choice(&self) -> Option<RollChoice> {
        if !matches!(self.phase(), Phase::RollDue | Phase::AfterRoll) {
            return None;
        }
        let rolls = self.legal_rolls();
        let first = *rolls.first()?;
        let dice = rolls.iter().fold(DiceSet::EMPTY, |a, d| {
            DiceSet::from_bits(a.bits() | d.bits()).unwrap_or(a)
        });
        let min = rolls.iter().map(|d| d.len()).min().unwrap_or(1) as u8;
        Some(RollChoice {
            dice,
            min,
            exact: rolls.len() == 1 && first == dice,
        })
    }
}
