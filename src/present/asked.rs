//! What a seat is asked to do now, one answer for every screen: the card
//! game's trump, bid or card; the dice game's prediction, the Seer's throw,
//! Magic Card 4's two dice, taking this roll, the round's last choice; or
//! nothing — waiting for others, watching, the game over.

use serde::Serialize;

use crate::engine::Seat;
use crate::engine::dice::{self, DicePhaseView, DiceView, MagicCard};
use crate::engine::wizard::{self, PhaseView, WizardView};
use crate::t;
use crate::table::View;
use crate::text::catalogue::Lang;

/// What the viewer is asked (their turn), or why they are not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "is", rename_all = "camelCase")]
pub enum Asked {
    /// The dealer turned up a Wizard: they name trump.
    Trump,
    /// How many tricks they will take.
    Bid,
    /// A card from the hand.
    Play,
    /// A box of their Page; under Magic Card 7 a used box of its colour to
    /// cross out as well (`cross_out`).
    #[serde(rename_all = "camelCase")]
    Predict { cross_out: bool },
    /// The Seer sets two dice (Magic Card 4).
    SetDice,
    /// The Seer throws, or (after a roll, `may_stop`) stops; the Wizard
    /// Colour may be named on the way (`colour`).
    #[serde(rename_all = "camelCase")]
    Throw { may_stop: bool, colour: bool },
    /// After the Seer's roll: take it (leave the round with it), or stay in.
    Take,
    /// The round is over: what to write (with or without a Jester Score).
    Score,
    /// Someone else's turn: these seats.
    Waiting { seats: Vec<Seat> },
    /// The viewer has no seat: they watch.
    Watching,
    /// The game is over (or not started).
    Over,
}

impl Asked {
    /// The line that says it to the viewer ("Your bid: how many tricks will
    /// you take?", "Waiting for Anna."); `names`: the adapter's names of seats.
    pub fn said(&self, names: impl FnOnce(&[Seat]) -> String, lang: Lang) -> String {
        let key = match self {
            Asked::Trump => "hand-your-trump-turn",
            Asked::Bid => "hand-your-bid-turn",
            Asked::Play => "hand-your-play-turn",
            Asked::Predict { .. } => "dice-page-predict-turn",
            Asked::SetDice => "dice-page-set-turn",
            Asked::Throw { .. } => "dice-page-seer-turn",
            Asked::Take => "dice-page-may-take",
            Asked::Score => "dice-page-score-turn",
            Asked::Waiting { seats } => return t!(lang, "hand-waiting", names = names(seats)),
            Asked::Watching => "hand-not-seated-view",
            Asked::Over => "hand-over",
        };
        t!(lang, key)
    }

    /// Whether the viewer is asked something now: their turn.
    pub fn is_turn(&self) -> bool {
        !matches!(self, Asked::Waiting { .. } | Asked::Watching | Asked::Over)
    }
}

/// What `view`'s viewer is asked; `acting`: who acts now (`acting.rs`),
/// named when they are waited for.
pub fn asked(view: &View, acting: &[Seat]) -> Asked {
    match view {
        View::Wizard(v) => cards(v, acting),
        View::Dice(v) => dice(v, acting),
    }
}

/// The card game: its legal moves are of one kind at a time.
pub fn cards(v: &WizardView, acting: &[Seat]) -> Asked {
    let has = |f: fn(&wizard::Action) -> bool| v.legal.iter().any(f);
    if v.phase == PhaseView::Over {
        Asked::Over
    } else if has(|a| matches!(a, wizard::Action::ChooseTrump(_))) {
        Asked::Trump
    } else if has(|a| matches!(a, wizard::Action::Bid(_))) {
        Asked::Bid
    } else if has(|a| matches!(a, wizard::Action::Play(_))) {
        Asked::Play
    } else if v.viewer.is_none() {
        Asked::Watching
    } else {
        Asked::Waiting { seats: acting.to_vec() }
    }
}

/// The dice game, in the order a Page answers it: a prediction first, the
/// round's end, then the Seer's controls, then taking this roll.
pub fn dice(v: &DiceView, acting: &[Seat]) -> Asked {
    let me = v.viewer;
    let is_seer = me == Some(v.seer);
    let in_round = me.is_some_and(|s| v.in_round.contains(&s));
    let predicting = v.legal.iter().any(|a| matches!(a, dice::Action::Predict { .. }));
    if v.phase == DicePhaseView::Over {
        Asked::Over
    } else if me.is_none() {
        Asked::Watching
    } else if predicting {
        Asked::Predict {
            cross_out: v.magic_card.is_some_and(MagicCard::crosses_out),
        }
    } else if scoring(v) {
        Asked::Score
    } else if is_seer && v.phase == DicePhaseView::SettingDice {
        Asked::SetDice
    } else if is_seer && matches!(v.phase, DicePhaseView::Rolling | DicePhaseView::AfterRoll) {
        Asked::Throw {
            may_stop: v.may_stop,
            colour: v.legal.iter().any(|a| matches!(a, dice::Action::WizardColour(_))),
        }
    } else if in_round && v.phase == DicePhaseView::AfterRoll {
        Asked::Take
    } else {
        Asked::Waiting { seats: acting.to_vec() }
    }
}

/// Whether the viewer writes the round's result now (its last choice).
pub fn scoring(v: &DiceView) -> bool {
    v.phase == DicePhaseView::Scoring && v.viewer.is_some_and(|s| v.to_act.contains(&s))
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::engine::Viewer;
    use crate::engine::dice::{DiceSetup, DiceState};
    use crate::engine::wizard::{Variants, WizardSetup, WizardState};

    /// In random card games: a seat is asked something exactly when it has
    /// legal moves, the kind its moves are; otherwise it waits for the seats
    /// acting, and a watcher watches.
    #[test]
    fn a_card_seat_is_asked_exactly_what_it_may_do() {
        let mut rng = SmallRng::seed_from_u64(76);
        let mut checked = 0;
        for game in 0..60 {
            let players = 3 + game % 4;
            let mut state = WizardState::new(WizardSetup::new(players, game % players, Variants::default()).unwrap());
            let mut events = Vec::new();
            while crate::simulate::wizard::random_step(&mut state, &mut rng, &mut events, &mut |_| {}) {
                for seat in 0..players {
                    let v = state.view(Viewer::Seat(seat));
                    let acting = crate::present::acting::cards(&v);
                    let asked = cards(&v, &acting);
                    assert_eq!(asked.is_turn(), !v.legal.is_empty(), "{asked:?} {:?}", v.legal);
                    match (&asked, v.legal.first()) {
                        (Asked::Bid, Some(wizard::Action::Bid(_)))
                        | (Asked::Play, Some(wizard::Action::Play(_)))
                        | (Asked::Trump, Some(wizard::Action::ChooseTrump(_)))
                        | (Asked::Over, None) => {}
                        (Asked::Waiting { seats }, None) => assert_eq!(seats, &v.to_act),
                        other => panic!("{other:?}"),
                    }
                    checked += 1;
                }
                let watched = state.view(Viewer::Spectator);
                let asked = cards(&watched, &crate::present::acting::cards(&watched));
                assert!(matches!(asked, Asked::Watching | Asked::Over), "{asked:?}");
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    /// In random dice games: a seat is asked something exactly when it has
    /// a decision (must or may), and never while a watcher.
    #[test]
    fn a_dice_seat_is_asked_exactly_when_it_may_decide() {
        let mut rng = SmallRng::seed_from_u64(77);
        let mut checked = 0;
        for game in 0..60 {
            let players = 2 + game % 4;
            let mut state = DiceState::new(DiceSetup::new(players, game % players, 9, game % 2 == 0).unwrap());
            let mut events = Vec::new();
            while crate::simulate::dice::random_step(&mut state, &mut rng, &mut events, None) {
                // A chance step (a Magic Card, a throw) is the table's to make at once: no screen rests there.
                if matches!(state.to_act(), crate::engine::ToAct::Chance) {
                    continue;
                }
                for seat in 0..players {
                    let v = state.view(Viewer::Seat(seat));
                    let asked = dice(&v, &crate::present::acting::dice(&v, crate::engine::SeatSet::EMPTY));
                    let decides = !v.legal.is_empty() && v.phase != DicePhaseView::Over;
                    assert_eq!(asked.is_turn(), decides, "{asked:?} {:?} {:?}", v.phase, v.legal);
                    checked += 1;
                }
                let watched = state.view(Viewer::Spectator);
                assert!(matches!(dice(&watched, &[]), Asked::Watching | Asked::Over));
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
