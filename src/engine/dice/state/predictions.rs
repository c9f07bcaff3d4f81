//! Which boxes a seat may still predict this round.

use super::*;

impl DiceState {
    /// Boxes predicted this round by players other than `seat` that `seat`
    /// must avoid (under Magic Card 10 only the Seer's counts for the others).
    pub(super) fn taken_for(&self, seat: Seat) -> u32 {
        if self.card(MagicCard::secret_predictions) && seat != self.seer {
            return self.predictions[self.seer].map_or(0, |p| 1 << p.cell().index());
        }
        // Outside Magic Card 10 no two predictions share a box, so all but one's own is taken.
        let own = self.predictions[seat].map_or(0, |p| 1 << p.cell().index());
        self.predicted_boxes & !own
    }

    /// Boxes `seat` may predict now, as bits by `BoxId::index`.
    pub fn predictable(&self, seat: Seat) -> u32 {
        ALL_BOXES & !self.pages[seat].used_mask() & !self.taken_for(seat)
    }

    /// Whether `seat` is due to predict now.
    pub fn may_predict_now(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::Predicting { next } => next == seat,
            Phase::SecretPredicting { awaiting } => awaiting.contains(seat),
            _ => false,
        }
    }
}
