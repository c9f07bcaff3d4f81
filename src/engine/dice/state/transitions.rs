//! Moving on: predictions to rolls, rolls to scoring, round to round, the end of the game.

use super::*;

impl DiceState {
    pub(super) fn recount(&mut self) {
        self.face_counts = [0; 6];
        for f in self.dice.iter().flatten() {
            self.face_counts[*f as usize] += 1;
        }
    }

    /// Opens a round whose Seer card goes to `designated`: if they cannot
    /// predict, the next player clockwise who can is Seer; if nobody can, the game ends.
    pub(super) fn start_round(&mut self, designated: Seat, events: &mut Vec<Event>) {
        let n = self.players();
        let Some(seer) = (0..n)
            .map(|k| (designated + k) % n)
            .find(|&s| self.pages[s].has_free_box())
        else {
            self.phase = Phase::Over;
            events.push(Event::GameOver);
            return;
        };
        self.seer = seer;
        self.next_seer = seer;
        self.magic = None;
        self.predictions = [None; MAX_SEATS];
        self.predictions_made = 0;
        self.predicted_boxes = 0;
        self.predictions_done = false;
        self.named_colour = None;
        self.dice = [None; DICE];
        self.face_counts = [0; 6];
        self.thrown = DiceSet::EMPTY;
        self.set_dice = DiceSet::EMPTY;
        self.rolls = 0;
        self.in_round = SeatSet::EMPTY;
        self.passed = SeatSet::EMPTY;
        self.written = [None; MAX_SEATS];
        self.crossed = [None; MAX_SEATS];
        events.push(Event::RoundStarted {
            round: self.round,
            seer,
        });
        if self.setup.magic_cards {
            self.phase = Phase::MagicCardDue;
        } else {
            self.begin_predictions();
        }
    }

    pub(super) fn begin_predictions(&mut self) {
        // The Seer can always predict: start_round chose a Seer with a free box.
        self.phase = Phase::Predicting { next: self.seer };
    }

    pub(super) fn predict(
        &mut self,
        seat: Seat,
        count: u8,
        colour: Colour,
        cross_out: Option<BoxId>,
        events: &mut Vec<Event>,
    ) {
        self.predictions[seat] = Some(Prediction {
            count,
            colour,
            order: self.predictions_made,
        });
        self.predictions_made += 1;
        self.predicted_boxes |= 1 << BoxId { colour, count }.index();
        self.in_round.insert(seat);
        let secret = self.card(MagicCard::secret_predictions) && seat != self.seer;
        events.push(Event::Predicted {
            seat,
            prediction: (!secret).then_some((count, colour)),
        });
        if let Some(cell) = cross_out {
            self.pages[seat].cross_out(cell);
            self.crossed[seat] = Some(cell);
            events.push(Event::CrossedOut { seat, cell });
        }
        let n = self.players();
        match self.phase {
            Phase::Predicting { .. } if self.card(MagicCard::secret_predictions) => {
                // The Seer has predicted; everyone who can now predicts at once.
                let mut awaiting = SeatSet::EMPTY;
                for s in (1..n).map(|k| (self.seer + k) % n) {
                    if self.predictable(s) != 0 {
                        awaiting.insert(s);
                    } else {
                        self.passed.insert(s);
                        events.push(Event::Passed { seat: s });
                    }
                }
                if awaiting.is_empty() {
                    self.finish_predictions();
                } else {
                    self.phase = Phase::SecretPredicting { awaiting };
                }
            }
            Phase::SecretPredicting { mut awaiting } => {
                awaiting.remove(seat);
                if awaiting.is_empty() {
                    events.push(Event::PredictionsRevealed);
                    self.finish_predictions();
                } else {
                    self.phase = Phase::SecretPredicting { awaiting };
                }
            }
            _ => {
                for s in (1..n).map(|k| (seat + k) % n).take_while(|&s| s != self.seer) {
                    if self.predictable(s) != 0 {
                        self.phase = Phase::Predicting { next: s };
                        return;
                    }
                    self.passed.insert(s);
                    events.push(Event::Passed { seat: s });
                }
                self.finish_predictions();
            }
        }
    }

    pub(super) fn finish_predictions(&mut self) {
        self.predictions_done = true;
        let n = self.players();
        let seer_colour = self.predictions[self.seer].map(|p| p.colour);
        // Highest count in another colour; on a tie the first clockwise from the Seer.
        let mut best: Option<(u8, Seat)> = None;
        for s in (1..n).map(|k| (self.seer + k) % n) {
            if let Some(p) = self.predictions[s]
                && Some(p.colour) != seer_colour
                && best.is_none_or(|(c, _)| p.count > c)
            {
                best = Some((p.count, s));
            }
        }
        self.next_seer = best.map_or(self.seer, |(_, s)| s);
        self.phase = Phase::RollDue;
    }

    /// Writes `seat`'s score with the current dice and takes it out of the round.
    pub(super) fn score(&mut self, seat: Seat, jester_score: bool, events: &mut Vec<Event>) {
        let (plain, jester) = self.score_options(seat).expect("checked: the seat is in the round");
        let cell = self.predictions[seat].expect("in the round means predicted").cell();
        let (mark, jester_box) = if jester_score {
            let j = jester_option(&self.face_counts, &self.pages[seat]).expect("checked: a Jester Score is open");
            self.pages[seat].use_jester(j);
            (jester.expect("open"), Some(j))
        } else {
            (plain, None)
        };
        self.pages[seat].write(cell, mark);
        self.written[seat] = Some(Written {
            cell,
            mark,
            jester: jester_box,
            roll: self.rolls,
        });
        self.in_round.remove(seat);
        events.push(Event::Scored { seat, jester_score });
    }

    /// The round ends: everyone still in scores with this roll, choosing
    /// first where a Jester Score is open to them.
    pub(super) fn end_round(&mut self, events: &mut Vec<Event>) {
        let mut pending = SeatSet::EMPTY;
        for s in self.in_round.iter() {
            if jester_option(&self.face_counts, &self.pages[s]).is_ok() {
                pending.insert(s);
            } else {
                self.score(s, false, events);
            }
        }
        if pending.is_empty() {
            self.finish_round(events);
        } else {
            self.phase = Phase::Scoring { pending };
        }
    }

    pub(super) fn finish_round(&mut self, events: &mut Vec<Event>) {
        self.reports.push(RoundReport {
            round: self.round,
            seer: self.seer,
            magic_card: self.magic,
            wizard_colour: self.wizard_colour(),
            dice: self.dice,
            rolls: self.rolls,
            predictions: self.predictions.map(|p| p.map(|p| p.cell())),
            crossed: self.crossed,
            written: self.written,
            next_seer: self.next_seer,
        });
        events.push(Event::RoundEnded {
            round: self.round,
            next_seer: self.next_seer,
        });
        if self.pages().iter().any(|p| p.x_count() >= self.setup.x_target) {
            self.phase = Phase::Over;
            events.push(Event::GameOver);
            return;
        }
        self.round += 1;
        self.start_round(self.next_seer, events);
    }
}
