//! The checks `apply` makes before it changes anything (an error leaves the state untouched).

use super::*;

impl DiceState {
    /// Whether `seat` may make `action` now: what `apply` checks, changing nothing.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), DiceError> {
        if self.is_over() {
            return Err(DiceError::GameOver);
        }
        if seat >= self.players() {
            return Err(DiceError::NoSuchSeat(seat));
        }
        match self.phase {
            Phase::MagicCardDue => return Err(DiceError::MagicCardDue),
            Phase::Throwing { .. } => {
                // A late leave is stale, whatever else is true.
                if let Action::Leave { roll, .. } = action
                    && roll < self.rolls + 1
                    && self.in_round.contains(seat)
                {
                    return Err(DiceError::StaleRoll {
                        roll,
                        current: self.rolls + 1,
                    });
                }
                return Err(DiceError::FacesDue);
            }
            _ => {}
        }
        match action {
            Action::Predict {
                count,
                colour,
                cross_out,
            } => self.check_predict(seat, count, colour, cross_out),
            Action::WizardColour(_) => {
                self.expect_seer(seat)?;
                if self.card(MagicCard::fixes_wizard_colour) {
                    Err(DiceError::NoWizardColourThisRound)
                } else if self.wizard_colour_open() {
                    Ok(())
                } else {
                    Err(DiceError::WizardColourNotNow)
                }
            }
            Action::Set { dice: [i, j], .. } => {
                if self.phase != Phase::SettingDice {
                    return Err(DiceError::SetNotDue);
                }
                self.expect_seer(seat)?;
                for d in [i, j] {
                    if usize::from(d) >= DICE {
                        return Err(DiceError::NoSuchDie(d.into()));
                    }
                }
                if i == j {
                    return Err(DiceError::SetSameDie);
                }
                Ok(())
            }
            Action::Roll(dice) => {
                if !matches!(self.phase, Phase::RollDue | Phase::AfterRoll) {
                    return Err(DiceError::RollNotDue);
                }
                self.expect_seer(seat)?;
                self.check_roll(dice)
            }
            Action::Leave { jester_score, roll } => {
                if !self.in_round.contains(seat) {
                    return Err(DiceError::NotInRound(seat));
                }
                if roll < self.rolls {
                    return Err(DiceError::StaleRoll {
                        roll,
                        current: self.rolls,
                    });
                }
                if self.phase != Phase::AfterRoll || roll != self.rolls {
                    return Err(DiceError::LeaveNotAllowed);
                }
                if seat == self.seer {
                    return Err(DiceError::SeerStops);
                }
                self.check_jester(seat, jester_score)
            }
            Action::Stop { jester_score } => {
                if seat != self.seer {
                    return Err(DiceError::OnlySeerStops);
                }
                if self.phase != Phase::AfterRoll {
                    return Err(DiceError::LeaveNotAllowed);
                }
                self.check_jester(seat, jester_score)
            }
            Action::Score { jester_score } => match self.phase {
                Phase::Scoring { pending } if pending.contains(seat) => self.check_jester(seat, jester_score),
                _ => Err(DiceError::ScoreNotDue(seat)),
            },
        }
    }

    pub(super) fn expect_seer(&self, seat: Seat) -> Result<(), DiceError> {
        if seat == self.seer {
            Ok(())
        } else {
            Err(DiceError::NotSeer { seer: self.seer })
        }
    }

    pub(super) fn check_jester(&self, seat: Seat, jester_score: bool) -> Result<(), DiceError> {
        if jester_score {
            jester_option(&self.face_counts, &self.pages[seat]).map_err(DiceError::NoJesterScore)?;
        }
        Ok(())
    }

    pub(super) fn check_predict(
        &self,
        seat: Seat,
        count: u8,
        colour: Colour,
        cross_out: Option<BoxId>,
    ) -> Result<(), DiceError> {
        match self.phase {
            Phase::Predicting { next } => {
                if self.predictions[seat].is_some() {
                    return Err(DiceError::AlreadyPredicted(seat));
                }
                if next != seat {
                    return Err(DiceError::NotYourTurn { seat, expected: next });
                }
            }
            Phase::SecretPredicting { awaiting } => {
                if !awaiting.contains(seat) {
                    return Err(if self.predictions[seat].is_some() {
                        DiceError::AlreadyPredicted(seat)
                    } else {
                        DiceError::NotInRound(seat)
                    });
                }
            }
            _ => return Err(DiceError::NotPredicting),
        }
        let cell = BoxId::new(colour, count).ok_or(DiceError::BadCount(count.into()))?;
        if self.pages[seat].is_used(cell) {
            return Err(DiceError::BoxUsed(cell));
        }
        if self.taken_for(seat) & (1 << cell.index()) != 0 {
            return Err(DiceError::PredictionTaken(cell));
        }
        if let Some(other) = cross_out {
            if !self.card(MagicCard::crosses_out) {
                return Err(DiceError::CrossOutNotAllowed);
            }
            if other.colour != colour {
                return Err(DiceError::CrossOutWrongColour { cell: other, colour });
            }
            let page = &self.pages[seat];
            if !page.is_used(other) {
                return Err(DiceError::CrossOutEmpty(other));
            }
            if page.is_crossed(other) {
                return Err(DiceError::CrossOutAgain(other));
            }
        }
        Ok(())
    }

    pub(super) fn check_roll(&self, dice: DiceSet) -> Result<(), DiceError> {
        if self.rolls >= self.max_rolls() {
            return Err(DiceError::NoRollsLeft);
        }
        if dice.is_empty() {
            return Err(DiceError::EmptyRoll);
        }
        let must = |expected: DiceSet| {
            if dice == expected {
                Ok(())
            } else {
                Err(DiceError::MustThrow {
                    expected: expected.iter().collect(),
                })
            }
        };
        match ThrowRule::after(self.magic, self.rolls) {
            ThrowRule::All => must(DiceSet::ALL),
            ThrowRule::Unset => must(self.set_dice.complement()),
            ThrowRule::Any { min, .. } if (dice.len() as u8) < min => Err(DiceError::TooFewDice),
            ThrowRule::Any { jesters_stay: true, .. } if dice.iter().any(|d| self.dice[d] == Some(Face::Jester)) => {
                Err(DiceError::JesterReroll)
            }
            ThrowRule::Any { .. } => Ok(()),
        }
    }
}
