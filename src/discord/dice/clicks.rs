//! Wizard Dice clicks: a Page's prediction boxes, the Seer's controls on the
//! Seer's Page (dice picked to throw are only shown until Roll), "Take this
//! roll", and the Jester Score choices. Each is a
//! table command made against the version the click was drawn at; a click
//! that only crossed unrelated moves (someone else leaving on the same roll,
//! another prediction) is re-made at the current version when it still means
//! the same, so a busy table does not refuse its players. A click on a roll
//! or round that is gone is refused with the reason.

use serenity::all::ComponentInteractionDataKind;
use std::sync::Arc;

use crate::discord::answer::Failure;
use crate::discord::context::{Answer, Clicked, Result, SeatPanel, declined, seated};
use crate::discord::dice::choice::{CrossOut, DiceChoice};
use crate::discord::dice::page::page_picture;
use crate::discord::dice::page::{cross_out_candidates, cross_out_choice};
use crate::discord::dice::seer::may_throw;
use crate::discord::screen::Screen;
use crate::discord::screen::table_info;
use crate::discord::{Bot, Storage};
use crate::engine::Viewer;
use crate::engine::dice::{Action, Colour, DicePhaseView, DiceSet, DiceView, Face};
use crate::t;
use crate::table::{Ask, Declined, Drawn, GameId, Move, Snapshot, TableError, Verb, View};

impl DiceChoice {
    /// The Seer's controls: anyone else gets a plain "only the Seer".
    fn seer_only(self) -> bool {
        matches!(
            self,
            DiceChoice::WizardColour
                | DiceChoice::Set
                | DiceChoice::Roll { .. }
                | DiceChoice::Reroll { .. }
                | DiceChoice::Stop { .. }
        )
    }

    /// The roll the click was made on, for choices that belong to one roll.
    fn roll(self) -> Option<u8> {
        match self {
            DiceChoice::Roll { roll, .. }
            | DiceChoice::Reroll { roll }
            | DiceChoice::Stop { roll, .. }
            | DiceChoice::Take { roll, .. }
            | DiceChoice::Stay { roll } => Some(roll),
            _ => None,
        }
    }
}

/// The seat's view of a dice game (`None` for the card game or before the start).
fn dice_view(s: &Snapshot, seat: usize) -> Option<DiceView> {
    match s.view(Viewer::Seat(seat))? {
        View::Dice(v) => Some(v),
        View::Wizard(_) => None,
    }
}

/// The dice a re-roll select's values name; `None` for values this bot never offered.
fn picked_dice(values: &[String]) -> Option<DiceSet> {
    let mut set = DiceSet::EMPTY;
    for v in values {
        match v.parse::<usize>() {
            Ok(d) if d < crate::engine::dice::DICE => set.insert(d),
            _ => return None,
        }
    }
    Some(set)
}

/// Turns a click (and a select's values) into a table command; `None` for
/// select values this bot never offered.
fn resolve(choice: DiceChoice, values: &[String]) -> Option<Ask> {
    Some(Ask::Move(Move::Dice(match choice {
        DiceChoice::Predict { cell, cross } => Action::Predict {
            count: cell.count,
            colour: cell.colour,
            cross_out: match cross {
                CrossOut::Box(b) => Some(b),
                CrossOut::Ask | CrossOut::No => None,
            },
        },
        DiceChoice::WizardColour => {
            let c = values
                .first()
                .and_then(|v| v.chars().next())
                .and_then(Colour::from_letter)?;
            Action::WizardColour(c)
        }
        DiceChoice::Set => {
            let faces: Vec<Face> = values
                .first()
                .map(|v| v.chars().filter_map(|c| c.to_string().parse().ok()).collect())
                .unwrap_or_default();
            let [f, g] = faces.as_slice() else {
                return None;
            };
            Action::Set {
                dice: [0, 1],
                faces: [*f, *g],
            }
        }
        DiceChoice::Roll { dice, .. } => Action::Roll(dice),
        DiceChoice::Reroll { .. } => Action::Roll(picked_dice(values)?),
        DiceChoice::Stop { jester, .. } => Action::Stop {
            jester_score: jester.unwrap_or(false),
        },
        DiceChoice::Take { roll, jester } => Action::Leave {
            jester_score: jester.unwrap_or(false),
            roll,
        },
        DiceChoice::Stay { .. } => return Some(Ask::Stay),
        DiceChoice::Score { jester } => Action::Score { jester_score: jester },
    })))
}

pub(in crate::discord) async fn act_dice<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
    version: u64,
    round: u32,
    choice: DiceChoice,
) -> Result<Answer> {
    let lang = k.lang;
    // Two clicks only ask: Magic Card 7's cross-out, and which score to
    // write when a Jester Score is open. Neither changes the game; both
    // need the seat's view first.
    let asks_first = matches!(
        choice,
        DiceChoice::Predict {
            cross: CrossOut::Ask,
            ..
        } | DiceChoice::Take { jester: None, .. }
            | DiceChoice::Stop { jester: None, .. }
    );
    if asks_first {
        let (snapshot, seat) = seated(bot, game, k.user).await?;
        let Some(v) = dice_view(&snapshot, seat) else {
            return Err(Failure::say("err-game-wrong"));
        };
        let roll_is_current = v.round == round && choice.roll().is_none_or(|r| r == v.roll);
        match choice {
            DiceChoice::Predict { cell, .. } if v.round == round && !cross_out_candidates(&v, cell).is_empty() => {
                let mut screen = cross_out_choice(&v, &table_info(&snapshot, Some(seat)), cell, lang);
                if let Some(picture) = page_picture(&snapshot, &v, seat, lang, &bot.look()) {
                    screen = screen.with_picture(picture);
                }
                return Ok(Answer::Update { screen, private: true });
            }
            DiceChoice::Take { .. } | DiceChoice::Stop { .. }
                if roll_is_current
                    && v.phase == DicePhaseView::AfterRoll
                    && v.score_options.is_some_and(|o| o.jester.is_some())
                    && (v.seer == seat || !choice.seer_only()) =>
            {
                let notice = t!(lang, "dice-choose-score");
                return Ok(Answer::panel(
                    snapshot,
                    seat,
                    Some(notice),
                    Failure::say("err-not-started"),
                ));
            }
            _ => {}
        }
    }
    let values = match &k.c.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    // Dice picked on the Seer's Page are only a choice: the Page shows it
    // with a Roll button, and Roll throws.
    if let (DiceChoice::Reroll { roll }, true) = (choice, k.on_panel) {
        return choose_dice(bot, k, game, round, roll, &values).await;
    }
    let Some(ask) = resolve(choice, &values) else {
        return Err(Failure::say("err-unknown-button"));
    };
    let drawn = Drawn {
        version,
        round,
        roll: choice.roll(),
    };
    let outcome = match bot.tables.decide(game, k.user, Verb::Decide { drawn, ask }).await {
        Ok(o) => {
            crate::discord::pings::acted(bot, k.user, &o.snapshot);
            o
        }
        // Redrawn from the table as the refusal found it: no second trip.
        Err(Declined {
            error: TableError::OutOfDate { .. },
            now: Some((now, seat)),
        }) => {
            let seat = seat.ok_or(Failure::say("err-not-seated"))?;
            return dice_out_of_date(k, (now, seat), round, choice);
        }
        // The Seer's controls in anyone else's hands: say whose they are
        // (the engine may name the phase first).
        Err(Declined {
            error: e @ (TableError::NotYourTurn | TableError::Rules(_)),
            now: Some((now, Some(seat))),
        }) if choice.seer_only() => {
            return match dice_view(&now, seat) {
                Some(v) if v.round == round && v.seer != seat => Err(Failure::say("dice-err-not-seer")),
                _ => Err(e.into()),
            };
        }
        Err(refused) => return declined(bot, k, game, refused).await,
    };
    let Some(seat) = outcome.seat else {
        return Err(Failure::say("err-not-seated"));
    };
    // A turn-based table keeps the Seer's next roll until the others have
    // left or stayed on this one: said to the Seer alone.
    if outcome.snapshot.later.get(seat).is_some_and(Option::is_some) && choice.seer_only() {
        let waited: Vec<usize> = outcome.snapshot.stay.iter().collect();
        let names = crate::discord::screen::Seats::of(&outcome.snapshot).names(&waited, lang);
        return note(k, &outcome.snapshot, seat, t!(lang, "dice-seer-kept", names = names));
    }
    if k.on_panel {
        return Ok(Answer::panel(
            outcome.snapshot.clone(),
            seat,
            None,
            Failure::say("err-game-over"),
        ));
    }
    match choice {
        // The one who left learns privately what they wrote.
        DiceChoice::Take { .. } => {
            let text = dice_view(&outcome.snapshot, seat)
                .and_then(|v| v.written.get(seat).copied().flatten())
                .map(|w| {
                    t!(
                        lang,
                        "dice-took-roll",
                        status = crate::discord::dice::table::written_text(&w, lang)
                    )
                })
                .unwrap_or_else(|| t!(lang, "dice-left"));
            note(k, &outcome.snapshot, seat, text)
        }
        DiceChoice::Stay { .. } => note(k, &outcome.snapshot, seat, t!(lang, "dice-staying")),
        // The Seer's controls: the table message itself shows the result.
        _ => Ok(Answer::Acknowledge),
    }
}

/// The Seer picked dice to throw on their Page: redraw it with the choice
/// and a Roll button for exactly those dice; nothing is thrown yet.
async fn choose_dice<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
    round: u32,
    roll: u8,
    values: &[String],
) -> Result<Answer> {
    let (now, seat) = seated(bot, game, k.user).await?;
    let Some(v) = dice_view(&now, seat) else {
        return Err(Failure::say("err-game-wrong"));
    };
    if v.round != round || v.roll != roll {
        // (Here, too, redrawn from the table already read: no second trip.)
        return dice_out_of_date(k, (now, seat), round, DiceChoice::Reroll { roll });
    }
    if v.seer != seat {
        return Err(Failure::say("dice-err-not-seer"));
    }
    let Some(chosen) = picked_dice(values) else {
        return Err(Failure::say("err-unknown-button"));
    };
    if !may_throw(&v, chosen) {
        return Err(Failure::say("err-out-of-date"));
    }
    Ok(Answer::Panel(Box::new(SeatPanel {
        now,
        seat,
        notice: None,
        chosen: Some(chosen),
        fresh: false,
        otherwise: Failure::say("err-game-over"),
    })))
}

/// A one-line answer to a click: a private note under a public message; on
/// a private Page, the Page as it is now with the note on top.
fn note(k: &Clicked<'_>, now: &Snapshot, seat: usize, text: String) -> Result<Answer> {
    if !k.on_panel {
        return Ok(Answer::New {
            screen: Screen::text(text),
            private: true,
        });
    }
    Ok(Answer::panel(
        now.clone(),
        seat,
        Some(text),
        Failure::say("err-game-over"),
    ))
}

/// A click that no longer fits: say what moved on, and show the Page as it is now.
fn dice_out_of_date(k: &Clicked<'_>, (now, seat): (Snapshot, usize), round: u32, choice: DiceChoice) -> Result<Answer> {
    let lang = k.lang;
    let Some(v) = dice_view(&now, seat) else {
        return Err(Failure::say("err-out-of-date"));
    };
    if choice.seer_only() && v.round == round && v.seer != seat {
        return Err(Failure::say("dice-err-not-seer"));
    }
    let notice = if v.round != round {
        t!(lang, "dice-err-round-over", round = round)
    } else if let Some(r) = choice.roll().filter(|&r| r != v.roll) {
        t!(lang, "dice-err-stale-roll", roll = r, current = v.roll)
    } else {
        t!(lang, "err-out-of-date")
    };
    Ok(Answer::panel(now, seat, Some(notice), Failure::say("err-out-of-date")))
}
