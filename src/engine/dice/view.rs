//! What one viewer may see of a dice game: every Page's marks, the dice, who
//! is still in, and the predictions, except the others' secret predictions
//! (Magic Card 10) until they are revealed.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use super::{Action, BoxId, Colour, DICE, DiceRound, DiceSet, DiceState, Face, Mark, Phase, WizardColour};
use crate::engine::Seat;

/// Who is looking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceViewer {
    Seat(Seat),
    Spectator,
}

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
    /// Box → mark text (`X`, `XX`, `0`, `2`, crossed out `~2`).
    pub boxes: BTreeMap<String, String>,
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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceView {
    pub viewer: Option<Seat>,
    pub players: usize,
    pub x_target: u32,
    pub round: u32,
    pub seer: Seat,
    pub magic_card: Option<u8>,
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
}

impl DiceState {
    pub fn view(&self, viewer: DiceViewer) -> DiceView {
        let n = self.players();
        let me = match viewer {
            DiceViewer::Seat(s) if s < n => Some(s),
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
                boxes: BoxId::all()
                    .filter_map(|b| p.mark_text(b).map(|m| (b.to_string(), m)))
                    .collect(),
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
            history: self.history().to_vec(),
            winners: self.winners(),
        }
    }
}
