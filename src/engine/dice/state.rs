//! The Wizard Dice state machine (RULES.md Part 2): the Seer, predictions,
//! the Wizard Colour, rolls, leaving, scoring with Jester Scores, the end of
//! the game, the Decisions on passing, and all ten Magic Cards. Every action
//! is checked in full before anything changes, so an `Err` leaves the state
//! exactly as it was.

use serde::{Deserialize, Serialize, Serializer};

use super::{
    Action, BoxId, Chance, Colour, DICE, DiceError, DiceSet, DiceSetup, Event, Face, FaceList, Mark, Page, Step,
};
use crate::engine::{Seat, SeatSet, ToAct};

const MAX_SEATS: usize = 5;
const ALL_BOXES: u32 = (1 << 20) - 1;
const ALL_MAGIC: u16 = (1 << 10) - 1;

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
    pub magic_card: Option<u8>,
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
    pub magic_card: Option<u8>,
    pub wizard_colour: WizardColour,
    pub dice: [Option<Face>; DICE],
    pub rolls: u8,
    pub predictions: [Option<BoxId>; MAX_SEATS],
    pub crossed: [Option<BoxId>; MAX_SEATS],
    pub written: [Option<Written>; MAX_SEATS],
    pub next_seer: Seat,
}

/// Why a Jester Score is not open, or `Ok(count)` of Jesters when it is.
fn jester_option(counts: &[u8; 6], page: &Page) -> Result<u8, &'static str> {
    match counts[Face::Jester as usize] {
        0 => Err("no Jester shows"),
        6.. => Err("more than five Jesters show"),
        j if page.jester_used(j) => Err("that Jester box is already used"),
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
    magic: Option<u8>,
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
    history: Vec<DiceRound>,
    version: u32,
    /// This round's scores so far, and boxes crossed out (Magic Card 7).
    written: [Option<Written>; MAX_SEATS],
    crossed: [Option<BoxId>; MAX_SEATS],
    /// Boxed: it is read only for display, and keeps the state small to copy.
    last_round: Option<Box<RoundReport>>,
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
            history: Vec::new(),
            version: 0,
            written: [None; MAX_SEATS],
            crossed: [None; MAX_SEATS],
            last_round: None,
        };
        state.start_round(setup.first_seer, &mut Vec::new());
        state
    }

    // ----- queries -----

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

    pub fn magic_card(&self) -> Option<u8> {
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
        self.last_round.as_deref()
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

    pub fn history(&self) -> &[DiceRound] {
        &self.history
    }

    pub fn totals(&self) -> Vec<i32> {
        self.pages().iter().map(|p| p.total(self.setup.x_target)).collect()
    }

    /// Whether Magic Card `n` rules this round.
    fn card(&self, n: u8) -> bool {
        self.magic == Some(n)
    }

    fn doubled(&self) -> bool {
        self.card(1) || self.card(2)
    }

    /// The most rolls this round: three, or under Magic Card 8 the Seer's predicted count.
    pub fn max_rolls(&self) -> u8 {
        match (self.magic, self.predictions[self.seer]) {
            (Some(8), Some(p)) => p.count,
            _ => 3,
        }
    }

    /// The Wizard Colour in force: named, else the Seer's colour; all under
    /// Magic Card 1, none under Magic Card 8.
    pub fn wizard_colour(&self) -> WizardColour {
        match self.magic {
            Some(1) => WizardColour::All,
            Some(8) => WizardColour::NoColour,
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
        let first_roll = if self.card(3) || self.card(4) { 1 } else { 0 };
        self.phase == Phase::RollDue
            && self.predictions_done
            && self.rolls == first_roll
            && self.named_colour.is_none()
            && !self.card(1)
            && !self.card(8)
    }

    /// How many dice count for a prediction of `colour` with the current faces.
    pub fn count_for(&self, colour: Colour) -> u8 {
        let faces = |f: Face| self.face_counts[f as usize];
        let mut n = faces(Face::of_colour(colour));
        let wizards = self.wizard_colour();
        if wizards == WizardColour::All || wizards == WizardColour::Colour(colour) {
            n += faces(Face::Wizard);
        }
        if self.card(5) {
            n += 1;
        }
        if self.card(6) {
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
            if self.card(9) && j == p.count {
                Mark::X
            } else {
                Mark::Zero
            }
        });
        Some((plain, jester))
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

    // ----- predictions -----

    /// Boxes predicted this round by players other than `seat` that `seat`
    /// must avoid (under Magic Card 10 only the Seer's counts for the others).
    fn taken_for(&self, seat: Seat) -> u32 {
        if self.card(10) && seat != self.seer {
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

    // ----- legal actions -----

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
                    if self.card(7) {
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

    // ----- applying -----

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
                if !(1..=10).contains(n) {
                    return Err(DiceError::NoSuchMagicCard(u32::from(*n)));
                }
                // The pile is reshuffled once all ten have been drawn.
                let drawn = if self.drawn == ALL_MAGIC { 0 } else { self.drawn };
                if drawn & (1 << (n - 1)) != 0 {
                    return Err(DiceError::MagicCardAlreadyDrawn(*n));
                }
                self.drawn = drawn | 1 << (n - 1);
                self.magic = Some(*n);
                events.push(Event::MagicCardDrawn(*n));
                match n {
                    3 => self.phase = Phase::RollDue,
                    4 => self.phase = Phase::SettingDice,
                    _ => self.begin_predictions(),
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
                if self.card(3) && !self.predictions_done {
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
                    .filter(|n| (1..=10).contains(n))
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

    // ----- checks -----

    fn check(&self, seat: Seat, action: Action) -> Result<(), DiceError> {
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
                if self.card(1) || self.card(8) {
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

    fn expect_seer(&self, seat: Seat) -> Result<(), DiceError> {
        if seat == self.seer {
            Ok(())
        } else {
            Err(DiceError::NotSeer { seer: self.seer })
        }
    }

    fn check_jester(&self, seat: Seat, jester_score: bool) -> Result<(), DiceError> {
        if jester_score {
            jester_option(&self.face_counts, &self.pages[seat])
                .map_err(|reason| DiceError::NoJesterScore { reason })?;
        }
        Ok(())
    }

    fn check_predict(&self, seat: Seat, count: u8, colour: Colour, cross_out: Option<BoxId>) -> Result<(), DiceError> {
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
            if !self.card(7) {
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

    fn check_roll(&self, dice: DiceSet) -> Result<(), DiceError> {
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
        if self.rolls == 0 {
            return must(DiceSet::ALL);
        }
        if self.card(4) && self.rolls == 1 {
            return must(self.set_dice.complement());
        }
        if self.card(3) && self.rolls == 1 && dice.len() < 3 {
            return Err(DiceError::TooFewDice);
        }
        if self.card(2)
            && self.face_counts[Face::Jester as usize] > 0
            && dice.iter().any(|d| self.dice[d] == Some(Face::Jester))
        {
            return Err(DiceError::JesterReroll);
        }
        Ok(())
    }

    // ----- transitions -----

    fn recount(&mut self) {
        self.face_counts = [0; 6];
        for f in self.dice.iter().flatten() {
            self.face_counts[*f as usize] += 1;
        }
    }

    /// Opens a round whose Seer card goes to `designated`: if they cannot
    /// predict, the next player clockwise who can is Seer; if nobody can, the game ends.
    fn start_round(&mut self, designated: Seat, events: &mut Vec<Event>) {
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

    fn begin_predictions(&mut self) {
        // The Seer can always predict: start_round chose a Seer with a free box.
        self.phase = Phase::Predicting { next: self.seer };
    }

    fn predict(&mut self, seat: Seat, count: u8, colour: Colour, cross_out: Option<BoxId>, events: &mut Vec<Event>) {
        self.predictions[seat] = Some(Prediction {
            count,
            colour,
            order: self.predictions_made,
        });
        self.predictions_made += 1;
        self.predicted_boxes |= 1 << BoxId { colour, count }.index();
        self.in_round.insert(seat);
        let secret = self.card(10) && seat != self.seer;
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
            Phase::Predicting { .. } if self.card(10) => {
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

    fn finish_predictions(&mut self) {
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
    fn score(&mut self, seat: Seat, jester_score: bool, events: &mut Vec<Event>) {
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
    fn end_round(&mut self, events: &mut Vec<Event>) {
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

    fn finish_round(&mut self, events: &mut Vec<Event>) {
        self.last_round = Some(Box::new(RoundReport {
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
        }));
        self.history.push(DiceRound {
            round: self.round,
            seer: self.seer,
            magic_card: self.magic,
            wizard_colour: self.wizard_colour(),
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
