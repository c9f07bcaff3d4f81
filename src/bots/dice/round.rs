//! The exact solution of what is left of one Wizard Dice round: expectimax
//! over the remaining rolls. The Seer's plan (which dice to throw again, when
//! to stop) maximises the Seer's own score; another player's plan (leave now or
//! stay) takes the Seer's plan as given. Magic Cards enter through `Rules`
//! (rolls allowed, dice that stay, stopping) and `Scorer` (what counts, doubled
//! scores, extra dice, Jester Score and Jester column).

use super::odds::{Classes, JESTER, Odds, PLAYER, POSITIONS, REST, SEER, WIZARD, add, hypergeometric, index, total};
use std::collections::HashMap;

use crate::engine::dice::{DICE, MagicCard, Mark, ThrowRule, X_BONUS};

/// What a round allows: its Magic Card and how many rolls it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub card: Option<MagicCard>,
    pub max_rolls: u8,
}

impl Rules {
    fn card(self, rule: fn(MagicCard) -> bool) -> bool {
        self.card.is_some_and(rule)
    }

    /// Whether the Seer may stop (and the others leave) after roll `roll`:
    /// never before roll 1, nor on roll 1 under Magic Cards 3 and 4.
    pub fn may_stop(self, roll: u8) -> bool {
        roll >= 1
            && !(roll == 1
                && (self.card(MagicCard::first_roll_before_predictions) || self.card(MagicCard::sets_two_dice)))
    }

    /// The fewest dice the throw after roll `roll` may throw (Magic Card 4's
    /// throw of the unset dice is planned as a throw of any).
    fn min_throw(self, roll: u8) -> u8 {
        match ThrowRule::after(self.card, roll) {
            ThrowRule::Any { min, .. } => min,
            ThrowRule::All | ThrowRule::Unset => 1,
        }
    }
}

/// What one player writes for a position, as points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scorer {
    /// The predicted count and the class of the predicted colour (`SEER` or `PLAYER`).
    pub count: u8,
    pub class: usize,
    /// Whether Wizards count for the predicted colour.
    pub wizards: bool,
    pub card: Option<MagicCard>,
    /// The player's Jester boxes still free, bit k−1 for ×k.
    pub jester_free: u8,
    /// Xs the player still lacks for the game-end bonus: an X that reaches
    /// the target is worth `X_BONUS` more (`u8::MAX`: never counted).
    pub missing: u8,
}

impl Scorer {
    /// The dice that count for the prediction (Magic Cards 5 and 6 applied).
    pub fn counted(&self, c: &Classes) -> u8 {
        let mut n = c[self.class];
        if self.wizards {
            n += c[WIZARD];
        }
        if self.card.is_some_and(MagicCard::jesters_count_for_colour) {
            n += c[JESTER];
        }
        n + self.card.map_or(0, MagicCard::extra_dice)
    }

    /// The marks on offer, as the engine's `score_options` writes them.
    pub fn marks(&self, c: &Classes) -> (Mark, Option<Mark>) {
        let doubled = self.card.is_some_and(MagicCard::doubles_scores);
        let got = self.counted(c);
        let plain = match (got == self.count, doubled) {
            (true, true) => Mark::XX,
            (true, false) => Mark::X,
            (false, d) => Mark::Diff(got.abs_diff(self.count) * if d { 2 } else { 1 }),
        };
        let j = c[JESTER];
        let jester = ((1..=5).contains(&j) && self.jester_free & (1 << (j - 1)) != 0).then(|| {
            if self.card.is_some_and(MagicCard::jester_column) && j == self.count {
                Mark::X
            } else {
                Mark::Zero
            }
        });
        (plain, jester)
    }

    /// What a mark is worth in points: its column's points, plus the
    /// game-end bonus when its Xs (a Jester Score is itself an X, in the
    /// Jester row) reach the target.
    fn worth(&self, m: Mark, jester_score: bool) -> f64 {
        let xs = u8::from(jester_score)
            + match m {
                Mark::X => 1,
                Mark::XX => 2,
                Mark::Zero | Mark::Diff(_) => 0,
            };
        let bonus = if xs > 0 && xs >= self.missing { X_BONUS } else { 0 };
        f64::from(m.points(self.count) + bonus)
    }

    /// The better of the marks on offer, in points.
    pub fn value(&self, c: &Classes) -> f64 {
        let (plain, jester) = self.marks(c);
        let plain = self.worth(plain, false);
        jester.map_or(plain, |j| plain.max(self.worth(j, true)))
    }

    /// Whether the Jester Score is the better choice (ties keep the plain mark).
    pub fn takes_jester(&self, c: &Classes) -> bool {
        let (plain, jester) = self.marks(c);
        jester.is_some_and(|j| self.worth(j, true) > self.worth(plain, false))
    }
}

fn memo_table(rules: Rules) -> Vec<f64> {
    vec![f64::NAN; (usize::from(rules.max_rolls) + 1) * POSITIONS]
}

/// The Seer's optimal plan, solved lazily position by position.
/// Positions are in the Seer's classes: `PLAYER` is always empty.
pub struct SeerPlan {
    rules: Rules,
    scorer: Scorer,
    odds: Odds,
    memo: Vec<f64>,
    choices: Vec<Option<Option<Classes>>>,
    /// `throw_value` by roll and kept dice: many positions keep the same dice.
    throws: Vec<f64>,
}

/// A dense index for kept dice in the Seer's classes (`PLAYER` empty, up to six kept).
fn kept_index(c: &Classes) -> usize {
    usize::from(c[SEER]) + 8 * usize::from(c[WIZARD]) + 64 * usize::from(c[JESTER]) + 512 * usize::from(c[REST])
}

impl SeerPlan {
    pub fn new(rules: Rules, scorer: Scorer) -> SeerPlan {
        SeerPlan {
            rules,
            scorer,
            odds: Odds::new(false),
            memo: memo_table(rules),
            choices: vec![None; (usize::from(rules.max_rolls) + 1) * POSITIONS],
            throws: vec![f64::NAN; (usize::from(rules.max_rolls) + 1) * POSITIONS],
        }
    }

    /// `choose`'s keep alone, remembered (the other players' plans ask for it often).
    pub fn keep(&mut self, roll: u8, dice: &Classes) -> Option<Classes> {
        let at = usize::from(roll) * POSITIONS + index(dice);
        if let Some(k) = self.choices[at] {
            return k;
        }
        let k = self.choose(roll, dice).0;
        self.choices[at] = Some(k);
        k
    }

    /// The Seer's expected points after roll `roll` shows `dice`, playing on well.
    pub fn value(&mut self, roll: u8, dice: &Classes) -> f64 {
        if roll >= self.rules.max_rolls {
            return self.scorer.value(dice);
        }
        let at = usize::from(roll) * POSITIONS + index(dice);
        if !self.memo[at].is_nan() {
            return self.memo[at];
        }
        let best = self.choose(roll, dice).1;
        self.memo[at] = best;
        best
    }

    /// The Seer's choice after roll `roll`: `None` to stop, or the dice to keep
    /// (by class) while the others are thrown; with its value.
    pub fn choose(&mut self, roll: u8, dice: &Classes) -> (Option<Classes>, f64) {
        let mut best = (None, f64::NEG_INFINITY);
        if self.rules.may_stop(roll) || roll >= self.rules.max_rolls {
            best = (None, self.scorer.value(dice));
        }
        if roll >= self.rules.max_rolls {
            return best;
        }
        for keep in keeps(self.rules, roll, dice) {
            let v = self.throw_value(roll, &keep);
            if v > best.1 + 1e-12 {
                best = (Some(keep), v);
            }
        }
        best
    }

    /// Expected points of keeping `kept` after roll `roll` and throwing the rest.
    pub fn throw_value(&mut self, roll: u8, kept: &Classes) -> f64 {
        let at = usize::from(roll) * POSITIONS + kept_index(kept);
        if !self.throws[at].is_nan() {
            return self.throws[at];
        }
        let n = DICE as u8 - total(kept);
        let mut v = 0.0;
        for i in 0..self.odds.throw(n).len() {
            let (out, p) = self.odds.throw(n)[i];
            v += p * self.value(roll + 1, &add(kept, &out));
        }
        self.throws[at] = v;
        v
    }
}

/// The Seer's legal keeps after roll `roll`, by class: any dice, but at least
/// `min_throw` thrown, every die thrown for roll 1, and Jesters kept under Magic Card 2.
fn keeps(rules: Rules, roll: u8, dice: &Classes) -> Vec<Classes> {
    if roll == 0 {
        return vec![[0; 5]];
    }
    let jesters_stay = dice[JESTER] > 0
        && matches!(
            ThrowRule::after(rules.card, roll),
            ThrowRule::Any { jesters_stay: true, .. }
        );
    let max_kept = DICE as u8 - rules.min_throw(roll);
    let mut out = Vec::new();
    for s in 0..=dice[SEER] {
        for w in 0..=dice[WIZARD] {
            for j in if jesters_stay {
                dice[JESTER]..=dice[JESTER]
            } else {
                0..=dice[JESTER]
            } {
                for r in 0..=dice[REST] {
                    let keep = [s, 0, w, j, r];
                    if total(&keep) <= max_kept {
                        out.push(keep);
                    }
                }
            }
        }
    }
    out
}

/// The Seer's classes for a position in a player's classes: the player's colour is just another colour.
pub fn seer_classes(c: &Classes) -> Classes {
    [c[SEER], 0, c[WIZARD], c[JESTER], c[PLAYER] + c[REST]]
}

/// Up to five predictions of one player (one per count) solved together:
/// they share the Seer's throws and differ only in what they write.
pub type Lanes = [f64; 5];

/// Another player's plan: after each roll, leave with it or stay for the
/// Seer's next throw, the Seer playing its own plan. Solves up to five
/// predictions of the same colour class at once, one lane each.
pub struct PlayerPlan<'a> {
    seer: &'a mut SeerPlan,
    rules: Rules,
    scorers: Vec<Scorer>,
    odds: Odds,
    memo: Vec<Lanes>,
    throws: HashMap<(u8, Classes), Lanes>,
}

impl<'a> PlayerPlan<'a> {
    /// `scorers` (one to five) must share their colour class.
    pub fn new(seer: &'a mut SeerPlan, scorers: Vec<Scorer>) -> PlayerPlan<'a> {
        let rules = seer.rules;
        let apart = scorers.first().is_some_and(|s| s.class == PLAYER);
        PlayerPlan {
            seer,
            rules,
            scorers,
            odds: Odds::new(apart),
            memo: vec![[f64::NAN; 5]; (usize::from(rules.max_rolls) + 1) * POSITIONS],
            throws: HashMap::new(),
        }
    }

    /// What each lane writes if it leaves now (or the round ends now).
    pub fn now(&self, dice: &Classes) -> Lanes {
        let mut v = [0.0; 5];
        for (lane, s) in v.iter_mut().zip(&self.scorers) {
            *lane = s.value(dice);
        }
        v
    }

    /// Each lane's expected points after roll `roll` shows `dice`, leaving when it pays.
    pub fn value(&mut self, roll: u8, dice: &Classes) -> Lanes {
        let at = usize::from(roll) * POSITIONS + index(dice);
        if roll < self.rules.max_rolls && !self.memo[at][0].is_nan() {
            return self.memo[at];
        }
        let now = self.now(dice);
        let v = match self.stay_value(roll, dice) {
            None => now,
            Some(stay) if self.rules.may_stop(roll) => std::array::from_fn(|i| now[i].max(stay[i])),
            Some(stay) => stay,
        };
        if roll < self.rules.max_rolls {
            self.memo[at] = v;
        }
        v
    }

    /// Each lane's expected points of staying after roll `roll`; `None` when
    /// the round ends with this roll (the Seer stops, or no rolls are left).
    pub fn stay_value(&mut self, roll: u8, dice: &Classes) -> Option<Lanes> {
        if roll >= self.rules.max_rolls {
            return None;
        }
        let keep = self.seer.keep(roll, &seer_classes(dice))?;
        // The Seer keeps some of its "other" dice; which of them show the player's colour is chance.
        let (mine, rest) = (dice[PLAYER], dice[REST]);
        let mut v = [0.0; 5];
        for hit in 0..=mine.min(keep[REST]) {
            let p = hypergeometric(mine + rest, mine, keep[REST], hit);
            if p > 0.0 {
                let kept = [keep[SEER], hit, keep[WIZARD], keep[JESTER], keep[REST] - hit];
                let t = self.throw_value(roll, &kept);
                for i in 0..5 {
                    v[i] += p * t[i];
                }
            }
        }
        Some(v)
    }

    /// Each lane's expected points when `kept` stays after roll `roll` and the rest is thrown.
    pub fn throw_value(&mut self, roll: u8, kept: &Classes) -> Lanes {
        if let Some(v) = self.throws.get(&(roll, *kept)) {
            return *v;
        }
        let n = DICE as u8 - total(kept);
        let mut v = [0.0; 5];
        for i in 0..self.odds.throw(n).len() {
            let (out, p) = self.odds.throw(n)[i];
            let next = self.value(roll + 1, &add(kept, &out));
            for lane in 0..5 {
                v[lane] += p * next[lane];
            }
        }
        self.throws.insert((roll, *kept), v);
        v
    }
}
