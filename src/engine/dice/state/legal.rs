//! Every legal action of a seat now (OpenSpiel's legal_actions).

use super::*;

impl DiceState {
    /// Every legal roll now, as dice sets (the faces are chance).
    pub fn legal_rolls(&self) -> Vec<DiceSet> {
        (1..=0x7f)
            .filter_map(DiceSet::from_bits)
            .filter(|d| self.check_roll(*d).is_ok())
            .collect()
    }

    /// The actions `seat` may take now; empty when it owes nothing.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if seat >= self.players() {
            return out;
        }
        match self.phase {
            Phase::Predicting { .. } | Phase::SecretPredicting { .. } if self.may_predict_now(seat) => {
                let free = self.predictable(seat);
                for cell in BoxId::all().filter(|b| free & (1 << b.index()) != 0) {
                    out.push(Action::Predict {
                        count: cell.count,
                        colour: cell.colour,
                        cross_out: None,
                    });
                    if self.card(MagicCard::crosses_out) {
                        for other in self.cross_out_candidates(seat, cell.colour) {
                            out.push(Action::Predict {
                                count: cell.count,
                                colour: cell.colour,
                                cross_out: Some(other),
                            });
                        }
                    }
                }
            }
            Phase::SettingDice if seat == self.seer => {
                // Either order names the same two dice; both are accepted.
                for i in 0..DICE as u8 {
                    for j in (0..DICE as u8).filter(|&j| j != i) {
                        for f in Face::ALL {
                            for g in Face::ALL {
                                out.push(Action::Set {
                                    dice: [i, j],
                                    faces: [f, g],
                                });
                            }
                        }
                    }
                }
            }
            Phase::RollDue | Phase::AfterRoll if seat == self.seer => {
                if self.wizard_colour_open() {
                    out.extend(Colour::ALL.map(Action::WizardColour));
                }
                out.extend(self.legal_rolls().into_iter().map(Action::Roll));
                if self.phase == Phase::AfterRoll {
                    out.push(Action::Stop { jester_score: false });
                    if jester_option(&self.face_counts, &self.pages[seat]).is_ok() {
                        out.push(Action::Stop { jester_score: true });
                    }
                }
            }
            Phase::AfterRoll if self.in_round.contains(seat) => {
                out.push(Action::Leave {
                    jester_score: false,
                    roll: self.rolls,
                });
                if jester_option(&self.face_counts, &self.pages[seat]).is_ok() {
                    out.push(Action::Leave {
                        jester_score: true,
                        roll: self.rolls,
                    });
                }
            }
            Phase::Scoring { pending } if pending.contains(seat) => {
                out.push(Action::Score { jester_score: false });
                out.push(Action::Score { jester_score: true });
            }
            _ => {}
        }
        out
    }

    /// Used, not crossed-out boxes of `colour` on `seat`'s page (Magic Card 7).
    pub fn cross_out_candidates(&self, seat: Seat, colour: Colour) -> Vec<BoxId> {
        let page = &self.pages[seat];
        BoxId::all()
            .filter(|b| b.colour == colour && page.is_used(*b) && !page.is_crossed(*b))
            .collect()
    }
}
