//! Applying a seat's action, a chance outcome or a logged step: check first, then change.

use super::*;

impl DiceState {
    /// Applies a player's action; an error leaves the state as it was.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, DiceError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    pub fn apply_into(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) -> Result<(), DiceError> {
        self.check(seat, action)?;
        match action {
            Action::Predict {
                count,
                colour,
                cross_out,
            } => self.predict(seat, count, colour, cross_out, events),
            Action::WizardColour(c) => {
                self.named_colour = Some(c);
                events.push(Event::WizardColourNamed(c));
            }
            Action::Set { dice, faces } => {
                for (d, f) in dice.iter().zip(faces) {
                    self.dice[usize::from(*d)] = Some(f);
                    self.set_dice.insert(usize::from(*d));
                }
                self.recount();
                self.rolls = 1;
                events.push(Event::DiceSet { dice, faces });
                self.begin_predictions();
            }
            Action::Roll(dice) => self.phase = Phase::Throwing { dice },
            Action::Leave { jester_score, .. } => {
                self.score(seat, jester_score, events);
                events.push(Event::Left { seat });
            }
            Action::Stop { jester_score } => {
                self.score(seat, jester_score, events);
                self.end_round(events);
            }
            Action::Score { jester_score } => {
                self.score(seat, jester_score, events);
                if let Phase::Scoring { mut pending } = self.phase {
                    pending.remove(seat);
                    if pending.is_empty() {
                        self.finish_round(events);
                    } else {
                        self.phase = Phase::Scoring { pending };
                    }
                }
            }
        }
        self.version += 1;
        Ok(())
    }

    /// Applies a chance outcome (a Magic Card, or the faces of a roll).
    pub fn apply_chance(&mut self, chance: &Chance) -> Result<Vec<Event>, DiceError> {
        let mut events = Vec::new();
        self.apply_chance_into(chance, &mut events)?;
        Ok(events)
    }

    pub fn apply_chance_into(&mut self, chance: &Chance, events: &mut Vec<Event>) -> Result<(), DiceError> {
        if self.is_over() {
            return Err(DiceError::GameOver);
        }
        match chance {
            Chance::MagicCard(n) => {
                if self.phase != Phase::MagicCardDue {
                    return Err(DiceError::MagicCardNotDue);
                }
                let Some(card) = MagicCard::from_number(*n) else {
                    return Err(DiceError::NoSuchMagicCard(u32::from(*n)));
                };
                // The pile is reshuffled once every card has been drawn.
                if !MagicCard::may_draw(self.drawn, *n) {
                    return Err(DiceError::MagicCardAlreadyDrawn(card));
                }
                // The cards out of the pile (none once it was reshuffled), and this one.
                self.drawn = (MagicCard::ALL_DRAWN & !MagicCard::left(self.drawn)) | 1 << (n - 1);
                self.magic = Some(card);
                events.push(Event::MagicCardDrawn(card));
                if card.sets_two_dice() {
                    self.phase = Phase::SettingDice;
                } else if card.first_roll_before_predictions() {
                    self.phase = Phase::RollDue;
                } else {
                    self.begin_predictions();
                }
            }
            Chance::Faces(faces) => {
                let faces = faces.as_slice();
                let Phase::Throwing { dice } = self.phase else {
                    return Err(DiceError::FacesNotDue);
                };
                if faces.len() != dice.len() {
                    return Err(DiceError::FaceCount {
                        got: faces.len(),
                        expected: dice.len(),
                    });
                }
                for (d, f) in dice.iter().zip(faces) {
                    self.dice[d] = Some(*f);
                }
                self.recount();
                self.thrown = dice;
                self.rolls += 1;
                events.push(Event::Rolled { roll: self.rolls, dice });
                if self.card(MagicCard::first_roll_before_predictions) && !self.predictions_done {
                    self.begin_predictions();
                } else if self.rolls >= self.max_rolls() {
                    self.end_round(events);
                } else {
                    self.phase = Phase::AfterRoll;
                }
            }
        }
        self.version += 1;
        Ok(())
    }

    /// Applies one logged step (a record event).
    pub fn apply_step(&mut self, step: &Step) -> Result<Vec<Event>, DiceError> {
        let mut events = Vec::new();
        match step {
            Step::MagicCard(n) => {
                let n = u8::try_from(*n)
                    .ok()
                    .filter(|&n| MagicCard::from_number(n).is_some())
                    .ok_or(DiceError::NoSuchMagicCard(*n));
                if self.phase != Phase::MagicCardDue {
                    return Err(if self.is_over() {
                        DiceError::GameOver
                    } else {
                        DiceError::MagicCardNotDue
                    });
                }
                self.apply_chance_into(&Chance::MagicCard(n?), &mut events)?;
            }
            Step::Predict {
                player,
                count,
                colour,
                cross_out,
            } => {
                let count = u8::try_from(*count).unwrap_or(u8::MAX);
                self.apply_into(
                    *player,
                    Action::Predict {
                        count,
                        colour: *colour,
                        cross_out: *cross_out,
                    },
                    &mut events,
                )?;
            }
            Step::WizardColour { colour } => self.apply_into(self.seer, Action::WizardColour(*colour), &mut events)?,
            Step::Set { dice, faces } => {
                if self.phase != Phase::SettingDice {
                    return Err(if self.is_over() {
                        DiceError::GameOver
                    } else {
                        DiceError::SetNotDue
                    });
                }
                let (&[i, j], &[f, g]) = (dice.as_slice(), faces.as_slice()) else {
                    return Err(DiceError::FaceCount {
                        got: faces.len(),
                        expected: 2,
                    });
                };
                for d in [i, j] {
                    if d >= DICE {
                        return Err(DiceError::NoSuchDie(d));
                    }
                }
                self.apply_into(
                    self.seer,
                    Action::Set {
                        dice: [i as u8, j as u8],
                        faces: [f, g],
                    },
                    &mut events,
                )?;
            }
            Step::Roll { dice, faces } => {
                let mut set = DiceSet::EMPTY;
                for &d in dice {
                    if d >= DICE {
                        return Err(DiceError::NoSuchDie(d));
                    }
                    if set.contains(d) {
                        return Err(DiceError::DieTwice);
                    }
                    set.insert(d);
                }
                self.check(self.seer, Action::Roll(set))?;
                if faces.len() != dice.len() {
                    return Err(DiceError::FaceCount {
                        got: faces.len(),
                        expected: dice.len(),
                    });
                }
                // The record lists dice in any order; the engine takes faces by ascending die.
                let mut pairs: Vec<(usize, Face)> = dice.iter().copied().zip(faces.iter().copied()).collect();
                pairs.sort_unstable_by_key(|p| p.0);
                let sorted: Vec<Face> = pairs.into_iter().map(|p| p.1).collect();
                let sorted = FaceList::new(&sorted).expect("at most seven distinct dice");
                self.apply_into(self.seer, Action::Roll(set), &mut events)?;
                self.apply_chance_into(&Chance::Faces(sorted), &mut events)?;
            }
            Step::Leave { player, jester_score } => self.apply_into(
                *player,
                Action::Leave {
                    jester_score: *jester_score,
                    roll: self.rolls,
                },
                &mut events,
            )?,
            Step::Stop { jester_score } => self.apply_into(
                self.seer,
                Action::Stop {
                    jester_score: *jester_score,
                },
                &mut events,
            )?,
            Step::Score { player, jester_score } => self.apply_into(
                *player,
                Action::Score {
                    jester_score: *jester_score,
                },
                &mut events,
            )?,
        }
        Ok(events)
    }
}
