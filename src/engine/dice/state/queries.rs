//! What the state says: phase, Seer, dice, pages, scores, who acts, standings.

use super::*;

impl DiceState {
    pub fn setup(&self) -> &DiceSetup {
        &self.setup
    }

    pub fn players(&self) -> usize {
        self.setup.players
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn seer(&self) -> Seat {
        self.seer
    }

    pub fn magic_card(&self) -> Option<MagicCard> {
        self.magic
    }

    /// Magic Cards drawn since the last reshuffle, bit k−1 for card k.
    pub fn drawn_magic_cards(&self) -> u16 {
        self.drawn
    }

    pub fn version(&self) -> u32 {
        self.version
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// A prediction with full information (secret ones included; views hide them).
    pub fn prediction(&self, seat: Seat) -> Option<Prediction> {
        self.predictions.get(seat).copied().flatten()
    }

    /// What `seat` has written this round, once it scored.
    pub fn written(&self, seat: Seat) -> Option<Written> {
        self.written.get(seat).copied().flatten()
    }

    /// The box `seat` crossed out this round (Magic Card 7).
    pub fn crossed_this_round(&self, seat: Seat) -> Option<BoxId> {
        self.crossed.get(seat).copied().flatten()
    }

    /// The last completed round, as it ended.
    pub fn last_round(&self) -> Option<&RoundReport> {
        self.reports.last()
    }

    /// Every completed round as it ended, oldest first.
    pub fn reports(&self) -> &[RoundReport] {
        &self.reports
    }

    pub fn predictions_done(&self) -> bool {
        self.predictions_done
    }

    /// The next round's Seer, known once the predictions are complete.
    pub fn next_seer(&self) -> Option<Seat> {
        self.predictions_done.then_some(self.next_seer)
    }

    pub fn dice(&self) -> &[Option<Face>; DICE] {
        &self.dice
    }

    pub fn thrown(&self) -> DiceSet {
        self.thrown
    }

    pub fn rolls(&self) -> u8 {
        self.rolls
    }

    pub fn in_round(&self) -> SeatSet {
        self.in_round
    }

    /// Players who passed this round for want of a box to predict.
    pub fn passed(&self) -> SeatSet {
        self.passed
    }

    pub fn page(&self, seat: Seat) -> &Page {
        &self.pages[seat.min(MAX_SEATS - 1)]
    }

    pub fn pages(&self) -> &[Page] {
        &self.pages[..self.players()]
    }

    pub fn history(&self) -> Vec<DiceRound> {
        self.reports.iter().map(RoundReport::summary).collect()
    }

    pub fn totals(&self) -> Vec<i32> {
        self.pages().iter().map(|p| p.total(self.setup.x_target)).collect()
    }

    /// Whether this round's Magic Card (if any) has the rule `rule`.
    pub(super) fn card(&self, rule: fn(MagicCard) -> bool) -> bool {
        self.magic.is_some_and(rule)
    }

    pub(super) fn doubled(&self) -> bool {
        self.card(MagicCard::doubles_scores)
    }

    /// The most rolls this round: three, or under Magic Card 8 the Seer's predicted count.
    pub fn max_rolls(&self) -> u8 {
        match self.predictions[self.seer] {
            Some(p) if self.card(MagicCard::rolls_as_predicted) => p.count,
            _ => 3,
        }
    }

    /// The Wizard Colour in force: named, else the Seer's colour; all under
    /// Magic Card 1, none under Magic Card 8.
    pub fn wizard_colour(&self) -> WizardColour {
        match self.magic {
            Some(c) if c.wizards_count_all() => WizardColour::All,
            Some(c) if c.wizards_count_none() => WizardColour::NoColour,
            _ => match self.named_colour.or(self.predictions[self.seer].map(|p| p.colour)) {
                Some(c) => WizardColour::Colour(c),
                None => WizardColour::NoColour,
            },
        }
    }

    /// The Wizard Colour the Seer named this round, if any.
    pub fn named_wizard_colour(&self) -> Option<Colour> {
        self.named_colour
    }

    /// Whether the Seer may still name the Wizard Colour.
    pub fn wizard_colour_open(&self) -> bool {
        let first_roll = u8::from(self.card(MagicCard::first_roll_before_predictions));
        self.phase == Phase::RollDue
            && self.predictions_done
            && self.rolls == first_roll
            && self.named_colour.is_none()
            && !self.card(MagicCard::fixes_wizard_colour)
    }

    /// How many dice count for a prediction of `colour` with the current faces.
    pub fn count_for(&self, colour: Colour) -> u8 {
        let faces = |f: Face| self.face_counts[f as usize];
        let mut n = faces(Face::of_colour(colour));
        let wizards = self.wizard_colour();
        if wizards == WizardColour::All || wizards == WizardColour::Colour(colour) {
            n += faces(Face::Wizard);
        }
        n += self.magic.map_or(0, MagicCard::extra_dice);
        if self.card(MagicCard::jesters_count_for_colour) {
            n += faces(Face::Jester);
        }
        n
    }

    /// Whether `seat` (still in the round) may take a Jester Score with the current dice.
    pub fn jester_score_open(&self, seat: Seat) -> bool {
        self.in_round.contains(seat) && jester_option(&self.face_counts, &self.pages[seat]).is_ok()
    }

    /// What `seat` would write now: the mark in its predicted box without and
    /// with a Jester Score (`None` when no Jester Score is open).
    pub fn score_options(&self, seat: Seat) -> Option<(Mark, Option<Mark>)> {
        let p = self.prediction(seat)?;
        // All seven dice show a face once a roll may be scored (Magic Card 4's set alone does not).
        if !self.in_round.contains(seat) || self.face_counts.iter().sum::<u8>() < DICE as u8 {
            return None;
        }
        let got = self.count_for(p.colour);
        let factor = if self.doubled() { 2 } else { 1 };
        let plain = if got == p.count {
            if factor == 2 { Mark::XX } else { Mark::X }
        } else {
            Mark::Diff(got.abs_diff(p.count) * factor)
        };
        let jester = jester_option(&self.face_counts, &self.pages[seat]).ok().map(|j| {
            // Magic Card 9: a Jester count equal to the prediction also writes an X.
            if self.card(MagicCard::jester_column) && j == p.count {
                Mark::X
            } else {
                Mark::Zero
            }
        });
        Some((plain, jester))
    }

    /// Who must decide and who may: after a roll only the Seer must (roll
    /// again or stop); the others still in may take the roll and leave.
    pub fn turn(&self) -> Turn {
        match self.phase {
            Phase::AfterRoll => {
                let mut may = self.in_round;
                may.remove(self.seer);
                Turn {
                    must: SeatSet::one(self.seer),
                    may,
                }
            }
            _ => Turn {
                must: self.to_act().seats(),
                may: SeatSet::EMPTY,
            },
        }
    }

    /// Who the game waits for.
    pub fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::MagicCardDue | Phase::Throwing { .. } => ToAct::Chance,
            Phase::SettingDice | Phase::RollDue => ToAct::Seat(self.seer),
            Phase::Predicting { next } => ToAct::Seat(next),
            Phase::SecretPredicting { awaiting } => ToAct::Seats(awaiting),
            Phase::AfterRoll => ToAct::Seats(self.in_round),
            Phase::Scoring { pending } => ToAct::Seats(pending),
            Phase::Over => ToAct::Over,
        }
    }

    /// The seats sharing first place once the game is over, ascending; empty before.
    pub fn winners(&self) -> Vec<Seat> {
        if !self.is_over() {
            return Vec::new();
        }
        self.standings().into_iter().next().unwrap_or_default()
    }

    /// Places by the final-scoring rule: higher total first; on equal totals
    /// fewer Jester Scores first; still equal, the seats share the place.
    pub fn standings(&self) -> Vec<Vec<Seat>> {
        let key = |s: Seat| {
            (
                self.pages[s].total(self.setup.x_target),
                -(self.pages[s].jester_scores() as i64),
            )
        };
        let mut seats: Vec<Seat> = (0..self.players()).collect();
        seats.sort_by_key(|&s| std::cmp::Reverse(key(s)));
        let mut places: Vec<Vec<Seat>> = Vec::new();
        for s in seats {
            match places.last_mut() {
                Some(place) if key(place[0]) == key(s) => place.push(s),
                _ => places.push(vec![s]),
            }
        }
        for place in &mut places {
            place.sort_unstable();
        }
        places
    }
}
