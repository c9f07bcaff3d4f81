//! The choices open to a seat, each with what it would do: the bids, the
//! suits for trump, the boxes to predict (with Magic Card 7's cross-outs),
//! the Wizard Colour, the ways to write a roll (plain or with a Jester Score,
//! and whether it ends the round for everyone or the viewer alone), and the
//! table's own "Stay in". Cards are played from the hand, the Seer's throw
//! and Magic Card 4's dice are chosen on the dice: not listed one by one.

use crate::engine::Seat;
use crate::engine::dice::{self, BoxId, Colour, DicePhaseView, DiceView, Face, Mark, PredictionView};
use crate::engine::wizard::{self, Suit, WizardView};
use crate::t;
use crate::table::{Move, View};
use crate::text::catalogue::Lang;
use crate::text::dice::mark_text;

/// How a write ends the viewer's round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ends {
    /// The round is over: this is what the viewer writes.
    Round,
    /// The Seer stops: everyone still in writes this roll.
    Stop,
    /// The viewer takes this roll and leaves the round.
    Take,
}

/// One way to write the roll: where, what, and with how many Jesters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Write {
    pub ends: Ends,
    /// The box the viewer predicted: where it is written.
    pub cell: BoxId,
    pub mark: Mark,
    /// With a Jester Score: the Jesters showing (else `None`).
    pub jesters: Option<u8>,
}

impl Write {
    /// What it writes, in words ("Write −2 in 1×", "Jester Score ×2 (0 in
    /// 1×)"); the Seer's saying it stops the rolling for everyone still in.
    pub fn said(&self, lang: Lang) -> String {
        let (write, joker) = match self.ends {
            Ends::Stop => ("dice-stop-write-button", "dice-stop-jester-button"),
            Ends::Round | Ends::Take => ("dice-write-button", "dice-jester-button"),
        };
        let (mark, count) = (mark_text(self.mark), self.cell.count);
        match self.jesters {
            None => t!(lang, write, mark = mark, count = count),
            Some(jesters) => t!(lang, joker, jesters = jesters, mark = mark, count = count),
        }
    }

    /// The engine's move for it.
    pub fn action(&self, roll: u8) -> dice::Action {
        let jester_score = self.jesters.is_some();
        match self.ends {
            Ends::Round => dice::Action::Score { jester_score },
            Ends::Stop => dice::Action::Stop { jester_score },
            Ends::Take => dice::Action::Leave { jester_score, roll },
        }
    }
}

/// One choice and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    Bid(u8),
    Trump(Suit),
    /// A box to predict, and under Magic Card 7 the used box it crosses out.
    Predict {
        cell: BoxId,
        cross_out: Option<BoxId>,
    },
    Colour(Colour),
    Write(Write),
    /// The Seer stops with nothing of theirs to write (they passed).
    Stop,
    /// The table's: stay in for the Seer's next roll.
    Stay,
}

impl Offer {
    /// The move to send for it (`None` for the table's "Stay in").
    pub fn action(&self, v: &View) -> Option<Move> {
        Some(match (*self, v) {
            (Offer::Bid(b), _) => Move::Wizard(wizard::Action::Bid(b)),
            (Offer::Trump(s), _) => Move::Wizard(wizard::Action::ChooseTrump(s)),
            (Offer::Predict { cell, cross_out }, _) => Move::Dice(dice::Action::Predict {
                count: cell.count,
                colour: cell.colour,
                cross_out,
            }),
            (Offer::Colour(c), _) => Move::Dice(dice::Action::WizardColour(c)),
            (Offer::Write(w), View::Dice(d)) => Move::Dice(w.action(d.roll)),
            (Offer::Stop, _) => Move::Dice(dice::Action::Stop { jester_score: false }),
            (Offer::Write(_), View::Wizard(_)) | (Offer::Stay, _) => return None,
        })
    }
}

/// The viewer's predicted box, once they have predicted.
pub fn my_cell(v: &DiceView) -> Option<BoxId> {
    match v.predictions.get(v.viewer?)? {
        PredictionView::Shown { count, colour } => BoxId::new(*colour, *count),
        _ => None,
    }
}

/// The Jesters showing among the dice.
pub fn jesters_showing(v: &DiceView) -> u8 {
    v.dice.iter().filter(|&&f| f == Some(Face::Jester)).count() as u8
}

/// The ways the viewer may write this roll now, plain first: the round's
/// end, the Seer's stop, or taking it (one of them at most).
pub fn writes(v: &DiceView) -> Vec<Write> {
    let (Some(o), Some(cell)) = (v.score_options, my_cell(v)) else {
        return Vec::new();
    };
    let me = v.viewer;
    let ends = if super::asked::scoring(v) {
        Ends::Round
    } else if me == Some(v.seer) && v.may_stop {
        Ends::Stop
    } else if me.is_some_and(|s| v.in_round.contains(&s)) && v.phase == DicePhaseView::AfterRoll {
        Ends::Take
    } else {
        return Vec::new();
    };
    let mut out = vec![Write {
        ends,
        cell,
        mark: o.plain,
        jesters: None,
    }];
    if let Some(mark) = o.jester {
        out.push(Write {
            ends,
            cell,
            mark,
            jesters: Some(jesters_showing(v)),
        });
    }
    out
}

/// Everything `view`'s viewer may choose besides a card, the Seer's throw and
/// Magic Card 4's dice; `stay`: the table offers them "Stay in"
/// (`Snapshot::stay`).
pub fn offers(view: &View, stay: bool) -> Vec<Offer> {
    let mut out = Vec::new();
    match view {
        View::Wizard(v) => out.extend(card_offers(v)),
        View::Dice(v) => {
            for a in &v.legal {
                match *a {
                    dice::Action::Predict {
                        count,
                        colour,
                        cross_out,
                    } => out.extend(BoxId::new(colour, count).map(|cell| Offer::Predict { cell, cross_out })),
                    dice::Action::WizardColour(c) => out.push(Offer::Colour(c)),
                    _ => {}
                }
            }
            let writes = writes(v);
            let stops = v.legal.contains(&dice::Action::Stop { jester_score: false });
            if stops && !writes.iter().any(|w| w.ends == Ends::Stop) {
                out.push(Offer::Stop);
            }
            out.extend(writes.into_iter().map(Offer::Write));
            if stay && v.phase == DicePhaseView::AfterRoll {
                out.push(Offer::Stay);
            }
        }
    }
    out
}

fn card_offers(v: &WizardView) -> impl Iterator<Item = Offer> + '_ {
    v.legal.iter().filter_map(|a| match *a {
        wizard::Action::Bid(n) => Some(Offer::Bid(n)),
        wizard::Action::ChooseTrump(s) => Some(Offer::Trump(s)),
        wizard::Action::Play(_) => None,
    })
}

/// Whether the table offers `seat` "Stay in" now.
pub fn stays(stay: crate::engine::SeatSet, seat: Option<Seat>) -> bool {
    seat.is_some_and(|s| stay.contains(s))
}
