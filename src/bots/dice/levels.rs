//! The Normal and Hard Wizard Dice players, deciding from the seat's view
//! alone. Hard plays the exact round solution (`round.rs`), counting the
//! game-end bonus an X would complete, and chooses its prediction by the
//! box's expected points this round plus a bonus for becoming Seer (while a
//! next round is likely); it also chooses the Wizard Colour and Magic Card
//! 4's two faces by the solution. Normal is a cheaper approximation: it looks
//! one throw ahead instead of to the round's end (two when predicting),
//! counts no game-end bonus and becoming Seer the same in every round, names
//! no Wizard Colour and sets two Wizards.

use super::odds::{Classes, JESTER, PLAYER, REST, SEER, WIZARD};
use super::round::{Lanes, PlayerPlan, Rules, Scorer, SeerPlan, seer_classes};
use crate::bots::Level;
use crate::engine::dice::{
    Action, BoxId, Colour, DICE, DicePhaseView, DiceSet, DiceView, Face, MagicCard, Mark, Marked, PredictionView,
    WizardColour,
};

/// Points a prediction is worth for making its player next round's Seer:
/// about what a Seer expects over another player (3.4 against 0.5 with
/// Magic Cards against Normal players; 2.6 against 0.4 without, against
/// Easy). The arena (#36, 2,000 games with Magic Cards against three Normal
/// players) found 3 to 5 alike and 1 to 2 worse; it once was 2, with part of
/// each box's later worth counted against using it now, which the same
/// arena found cost 0.07 a round (boxes are rarely scarce: a game uses
/// about half of a Page).
const SEER_BONUS: f64 = 3.0;
/// Normal's flat bonus for becoming Seer (what Hard used before #36; kept so
/// Normal plays as it was measured).
const NORMAL_SEER_BONUS: f64 = 2.0;
/// How often an exact prediction is made, about (Hard and Normal make 49–53 %):
/// the chance that a player one X short ends the game this round.
const HIT: f64 = 0.5;

/// A dice decision and the points it expects this round (for the hint).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DiceFound {
    /// `None`: stay in the round.
    pub action: Option<Action>,
    pub expected: f64,
    /// After a roll: what leaving (or stopping) now would write, in points.
    pub now: Option<f64>,
    /// The expected points of going on (staying in, or the best throw).
    pub on: Option<f64>,
}

/// `level`'s decision for the viewer of `view` (Normal or Hard); `None` when it owes nothing.
pub fn decide_view(view: &DiceView, level: Level) -> Option<DiceFound> {
    let me = view.viewer?;
    if view.legal.is_empty() {
        return None;
    }
    let hard = level == Level::Hard;
    let has = |f: fn(&Action) -> bool| view.legal.iter().any(f);
    if has(|a| matches!(a, Action::Score { .. })) {
        let count = shown(view, me).map_or(1, |p| p.0);
        let jester = view
            .score_options
            .is_some_and(|o| o.jester.is_some_and(|j| j.points(count) > o.plain.points(count)));
        return found(Action::Score { jester_score: jester }, 0.0, None);
    }
    if has(|a| matches!(a, Action::Predict { .. })) {
        return predict(view, me, hard);
    }
    if view.phase == DicePhaseView::SettingDice {
        return set_dice(view, me, hard);
    }
    if has(|a| matches!(a, Action::Roll(_) | Action::Stop { .. } | Action::WizardColour(_))) {
        return seer_turn(view, me, hard);
    }
    if has(|a| matches!(a, Action::Leave { .. })) {
        return leave_or_stay(view, me, hard);
    }
    view.legal.first().map(|a| DiceFound {
        action: Some(*a),
        expected: 0.0,
        now: None,
        on: None,
    })
}

fn found(action: Action, expected: f64, now: Option<f64>) -> Option<DiceFound> {
    Some(DiceFound {
        action: Some(action),
        expected,
        now,
        on: None,
    })
}

fn shown(view: &DiceView, seat: usize) -> Option<(u8, Colour)> {
    match view.predictions.get(seat)? {
        PredictionView::Shown { count, colour } => Some((*count, *colour)),
        _ => None,
    }
}

fn jester_free(view: &DiceView, seat: usize) -> u8 {
    let used = view
        .pages
        .get(seat)
        .map_or(0, |p| p.jesters.iter().fold(0u8, |m, k| m | 1 << (k - 1)));
    !used & 0x1f
}

fn wizards_for(colour: WizardColour, c: Colour) -> bool {
    match colour {
        WizardColour::All => true,
        WizardColour::NoColour => false,
        WizardColour::Colour(w) => w == c,
    }
}

/// The dice showing, by class for a Seer of colour `seer` and a player of
/// colour `mine`, and whether all seven show.
fn classes(dice: &[Option<Face>; DICE], seer: Colour, mine: Colour, skip: DiceSet) -> (Classes, bool) {
    let mut c = [0u8; 5];
    let mut all = true;
    for (d, face) in dice.iter().enumerate() {
        if skip.contains(d) {
            continue;
        }
        let Some(face) = face else {
            all = false;
            continue;
        };
        let class = match face {
            Face::Wizard => WIZARD,
            Face::Jester => JESTER,
            f if f.colour() == Some(seer) => SEER,
            f if f.colour() == Some(mine) => PLAYER,
            _ => REST,
        };
        c[class] += 1;
    }
    (c, all && skip.is_empty())
}

/// The rolls a plan looks ahead to: all of them at Hard; at Normal the next
/// throw on which one may stop (two throws when predicting).
fn horizon(rules: Rules, roll: u8, hard: bool, predicting: bool) -> Rules {
    if hard {
        return rules;
    }
    let first_stop = (roll + 1..rules.max_rolls)
        .find(|&r| rules.may_stop(r))
        .unwrap_or(rules.max_rolls);
    let cap = if predicting { first_stop + 1 } else { first_stop };
    Rules {
        max_rolls: rules.max_rolls.min(cap),
        ..rules
    }
}

fn seer_scorer(view: &DiceView, count: u8, wizards: bool, hard: bool) -> Scorer {
    Scorer {
        count,
        class: SEER,
        wizards,
        card: view.magic_card,
        jester_free: jester_free(view, view.seer),
        missing: missing(view, view.seer, hard),
    }
}

/// The Seer's plan as another player sees it (the Seer's shown prediction,
/// the Wizard Colour in force), with the Seer's colour.
fn seer_plan(view: &DiceView, hard: bool, predicting: bool) -> Option<(SeerPlan, Colour)> {
    let (count, colour) = shown(view, view.seer)?;
    let rules = Rules {
        card: view.magic_card,
        max_rolls: view.max_rolls,
    };
    let rules = horizon(rules, view.roll, hard, predicting);
    let scorer = seer_scorer(view, count, wizards_for(view.wizard_colour, colour), hard);
    Some((SeerPlan::new(rules, scorer), colour))
}

/// The Seer's expected points from the position in `view` on.
fn seer_root(plan: &mut SeerPlan, view: &DiceView, colour: Colour) -> f64 {
    let (pos, all) = classes(&view.dice, colour, colour, DiceSet::EMPTY);
    if all {
        plan.value(view.roll, &pos)
    } else {
        plan.throw_value(view.roll, &pos)
    }
}

/// Whether Wizards may count for the Seer's colour or for none (the Seer names another).
fn wizard_options(view: &DiceView, hard: bool) -> Vec<bool> {
    match view.magic_card {
        Some(c) if c.wizards_count_all() => vec![true],
        Some(c) if c.wizards_count_none() => vec![false],
        _ if hard => vec![true, false],
        _ => vec![true],
    }
}

/// Every legal prediction's box weighed as Hard weighs them: its expected
/// points this round and Hard's whole value of it (plus becoming Seer), in
/// the order of `view.legal`; `None` when the viewer has no prediction to
/// make. What an analysis compares a person's prediction with.
pub fn weigh_predictions(view: &DiceView) -> Option<Vec<(BoxId, f64, f64)>> {
    let me = view.viewer?;
    let weighed = predictions(view, me, true)?;
    (!weighed.is_empty()).then_some(weighed)
}

/// Each legal prediction's box with its expected points this round and the
/// value the level chooses by.
fn predictions(view: &DiceView, me: usize, hard: bool) -> Option<Vec<(BoxId, f64, f64)>> {
    let boxes: Vec<BoxId> = view
        .legal
        .iter()
        .filter_map(|a| match *a {
            Action::Predict {
                count,
                colour,
                cross_out: None,
            } => Some(BoxId { colour, count }),
            _ => None,
        })
        .collect();
    let card = view.magic_card;
    let mut values: Vec<(BoxId, f64)> = Vec::new();
    if me == view.seer {
        for b in &boxes {
            let max_rolls = if card.is_some_and(MagicCard::rolls_as_predicted) {
                b.count
            } else {
                3
            };
            let rules = horizon(Rules { card, max_rolls }, view.roll, hard, true);
            let v = wizard_options(view, hard)
                .into_iter()
                .map(|w| {
                    seer_root(
                        &mut SeerPlan::new(rules, seer_scorer(view, b.count, w, hard)),
                        view,
                        b.colour,
                    )
                })
                .fold(f64::NEG_INFINITY, f64::max);
            values.push((*b, v));
        }
    } else {
        let (mut seer, seer_colour) = seer_plan(view, hard, true)?;
        let no_dice = view.dice.iter().all(Option::is_none);
        // One plan per colour, a lane per count; before any die shows, every colour but the Seer's is alike.
        let mut solved: Vec<(Colour, Lanes)> = Vec::new();
        for b in &boxes {
            let same = b.colour == seer_colour;
            let alike = |c: Colour| c == b.colour || (no_dice && !same && c != seer_colour);
            if let Some((_, lanes)) = solved.iter().find(|(c, _)| alike(*c)) {
                values.push((*b, lanes[usize::from(b.count) - 1]));
                continue;
            }
            let scorers = (1..=5)
                .map(|count| Scorer {
                    count,
                    class: if same { SEER } else { PLAYER },
                    wizards: wizards_for(view.wizard_colour, b.colour),
                    card,
                    jester_free: jester_free(view, me),
                    missing: missing(view, me, hard),
                })
                .collect();
            let (pos, all) = classes(&view.dice, seer_colour, b.colour, DiceSet::EMPTY);
            let mut plan = PlayerPlan::new(&mut seer, scorers);
            let lanes = if all {
                plan.value(view.roll, &pos)
            } else {
                plan.throw_value(view.roll, &pos)
            };
            solved.push((b.colour, lanes));
            values.push((*b, lanes[usize::from(b.count) - 1]));
        }
    }
    let bonus = if hard {
        SEER_BONUS * (1.0 - last_round_chance(view))
    } else {
        NORMAL_SEER_BONUS
    };
    let score = |b: &BoxId, v: f64| v + if becomes_seer(view, me, b) { bonus } else { 0.0 };
    Some(values.into_iter().map(|(b, v)| (b, v, score(&b, v))).collect())
}

/// The chance, roughly, that this round is the game's last: that a player
/// close enough to the target of Xs reaches it (becoming Seer is worth
/// nothing then).
fn last_round_chance(view: &DiceView) -> f64 {
    let most = if view.magic_card.is_some_and(MagicCard::doubles_scores) {
        2
    } else {
        1
    };
    let near = view.pages.iter().filter(|p| p.x_count + most >= view.x_target).count();
    1.0 - (1.0 - HIT).powi(near as i32)
}

/// Xs `seat` still lacks for the game-end bonus, as Hard counts them (Normal does not).
fn missing(view: &DiceView, seat: usize, hard: bool) -> u8 {
    let have = view.pages.get(seat).map_or(0, |p| p.x_count);
    if hard {
        view.x_target.saturating_sub(have).min(u32::from(u8::MAX - 1)) as u8
    } else {
        u8::MAX
    }
}

/// The prediction a level chooses among weighed ones: the highest value,
/// ties to the first (so a decision is the same every time).
pub fn best_prediction(weighed: &[(BoxId, f64, f64)]) -> Option<(BoxId, f64, f64)> {
    weighed.iter().copied().fold(None, |best, x| match best {
        Some(b) if b.2 >= x.2 - 1e-12 => Some(b),
        _ => Some(x),
    })
}

fn predict(view: &DiceView, me: usize, hard: bool) -> Option<DiceFound> {
    let (b, v, _) = best_prediction(&predictions(view, me, hard)?)?;
    found(
        Action::Predict {
            count: b.count,
            colour: b.colour,
            cross_out: cross_out(view, me, b),
        },
        v,
        None,
    )
}

/// Under Magic Card 7: the used box of the prediction's colour with the largest miss, if any.
fn cross_out(view: &DiceView, me: usize, b: BoxId) -> Option<BoxId> {
    let page = view.pages.get(me)?;
    view.legal
        .iter()
        .filter_map(|a| match *a {
            Action::Predict {
                count,
                colour,
                cross_out: Some(x),
            } if count == b.count && colour == b.colour => Some(x),
            _ => None,
        })
        .filter_map(|x| {
            let miss = match page.boxes.get(&x)? {
                Marked {
                    mark: Mark::Diff(d),
                    crossed: false,
                } => *d,
                _ => return None,
            };
            (miss > 0).then_some((x, miss))
        })
        .max_by_key(|&(_, miss)| miss)
        .map(|(x, _)| x)
}

/// Whether predicting `b` would make `me` next round's Seer, as the shown predictions stand.
fn becomes_seer(view: &DiceView, me: usize, b: &BoxId) -> bool {
    let Some((_, seer_colour)) = shown(view, view.seer) else {
        return false;
    };
    if me == view.seer || b.colour == seer_colour || view.magic_card.is_some_and(MagicCard::secret_predictions) {
        return false;
    }
    let best = (0..view.players)
        .filter(|&s| s != me && s != view.seer)
        .filter_map(|s| shown(view, s))
        .filter(|&(_, c)| c != seer_colour)
        .map(|(n, _)| n)
        .max()
        .unwrap_or(0);
    b.count > best
}

/// Magic Card 4: the two faces the Seer turns up before predicting.
fn set_dice(view: &DiceView, me: usize, hard: bool) -> Option<DiceFound> {
    let wizards = Action::Set {
        dice: [0, 1],
        faces: [Face::Wizard, Face::Wizard],
    };
    if !hard {
        return found(wizards, 0.0, None);
    }
    let page = view.pages.get(me)?;
    let free = |b: BoxId| !page.boxes.contains_key(&b);
    let rules = Rules {
        card: view.magic_card,
        max_rolls: 3,
    };
    let classes = [SEER, WIZARD, JESTER, REST];
    let mut best: Option<(f64, [usize; 2], BoxId)> = None;
    for (i, &a) in classes.iter().enumerate() {
        for &b in &classes[i..] {
            let mut kept = [0u8; 5];
            kept[a] += 1;
            kept[b] += 1;
            for target in BoxId::all().filter(|&b| free(b)) {
                // Colours are alike for the Seer: one per count is enough.
                if BoxId::all().any(|o| free(o) && o.count == target.count && o < target) {
                    continue;
                }
                for w in wizard_options(view, true) {
                    let scorer = seer_scorer(view, target.count, w, true);
                    let v = SeerPlan::new(rules, scorer).throw_value(1, &kept);
                    if best.is_none_or(|x| v > x.0 + 1e-12) {
                        best = Some((v, [a, b], target));
                    }
                }
            }
        }
    }
    let Some((v, pair, target)) = best else {
        return found(wizards, 0.0, None);
    };
    let other = Colour::ALL
        .into_iter()
        .find(|&c| c != target.colour)
        .unwrap_or(target.colour);
    let face = |class: usize| match class {
        SEER => Face::of_colour(target.colour),
        WIZARD => Face::Wizard,
        JESTER => Face::Jester,
        _ => Face::of_colour(other),
    };
    let action = Action::Set {
        dice: [0, 1],
        faces: [face(pair[0]), face(pair[1])],
    };
    if view.legal.contains(&action) {
        found(action, v, None)
    } else {
        found(wizards, 0.0, None)
    }
}

/// The Seer after predictions: name the Wizard Colour, throw again or stop.
fn seer_turn(view: &DiceView, me: usize, hard: bool) -> Option<DiceFound> {
    let rolls: Vec<DiceSet> = view
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Roll(d) => Some(*d),
            _ => None,
        })
        .collect();
    let Some((count, colour)) = shown(view, me) else {
        // Magic Card 3's first roll comes before any prediction: it throws every die.
        return rolls.first().and_then(|&d| found(Action::Roll(d), 0.0, None));
    };
    let card = view.magic_card;
    let rules = horizon(
        Rules {
            card,
            max_rolls: view.max_rolls,
        },
        view.roll,
        hard,
        false,
    );
    if hard && view.wizard_colour_open {
        let value = |w: bool| {
            seer_root(
                &mut SeerPlan::new(rules, seer_scorer(view, count, w, hard)),
                view,
                colour,
            )
        };
        if value(false) > value(true) + 1e-12 {
            // Wizards are worth more to nobody than to the Seer: name a colour no one else predicted, if any.
            let taken = |c: Colour| (0..view.players).any(|s| s != me && shown(view, s).is_some_and(|p| p.1 == c));
            let name = Colour::ALL
                .into_iter()
                .filter(|&c| c != colour)
                .min_by_key(|&c| taken(c))
                .unwrap_or(colour);
            return found(Action::WizardColour(name), value(false), None);
        }
    }
    let wizards = wizards_for(view.wizard_colour, colour);
    let scorer = seer_scorer(view, count, wizards, hard);
    let mut plan = SeerPlan::new(rules, scorer);
    let (pos, all) = classes(&view.dice, colour, colour, DiceSet::EMPTY);
    let pos = seer_classes(&pos);
    let now = all.then(|| scorer.value(&pos));
    let mut best: Option<(f64, Action)> = None;
    if view.legal.iter().any(|a| matches!(a, Action::Stop { .. })) {
        best = Some((
            scorer.value(&pos),
            Action::Stop {
                jester_score: scorer.takes_jester(&pos),
            },
        ));
    }
    let mut best_throw = None::<f64>;
    for d in rolls {
        let (kept, _) = classes(&view.dice, colour, colour, d);
        let v = plan.throw_value(view.roll, &seer_classes(&kept));
        best_throw = Some(best_throw.map_or(v, |b| b.max(v)));
        if best.is_none_or(|b| v > b.0 + 1e-12) {
            best = Some((v, Action::Roll(d)));
        }
    }
    best.map(|(v, a)| DiceFound {
        action: Some(a),
        expected: v,
        now,
        on: best_throw,
    })
}

/// Another player after a roll: leave with it when that is worth at least staying.
fn leave_or_stay(view: &DiceView, me: usize, hard: bool) -> Option<DiceFound> {
    let (count, colour) = shown(view, me)?;
    let (mut seer, seer_colour) = seer_plan(view, hard, false)?;
    let scorer = Scorer {
        count,
        class: if colour == seer_colour { SEER } else { PLAYER },
        wizards: wizards_for(view.wizard_colour, colour),
        card: view.magic_card,
        jester_free: jester_free(view, me),
        missing: missing(view, me, hard),
    };
    let (pos, _) = classes(&view.dice, seer_colour, colour, DiceSet::EMPTY);
    let mut plan = PlayerPlan::new(&mut seer, vec![scorer]);
    let now = plan.now(&pos)[0];
    let stay = plan.stay_value(view.roll, &pos).map_or(f64::NEG_INFINITY, |v| v[0]);
    let action = (now >= stay - 1e-12).then_some(Action::Leave {
        jester_score: scorer.takes_jester(&pos),
        roll: view.roll,
    });
    Some(DiceFound {
        action,
        expected: now.max(stay),
        now: Some(now),
        on: Some(stay),
    })
}
