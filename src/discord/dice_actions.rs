//! Wizard Dice clicks: a Page's prediction boxes, the Seer's controls on the
//! table message, "Take this roll", and the Jester Score choices. Each is a
//! table command made against the version the click was drawn at; a click
//! that only crossed unrelated moves (someone else leaving on the same roll,
//! another prediction) is re-made at the current version when it still means
//! the same, so a busy table does not refuse its players. A click on a roll
//! or round that is gone is refused with the reason.

use serenity::all::{ComponentInteraction, ComponentInteractionDataKind, Context, CreateInteractionResponse};

use super::catalogue::Lang;
use super::custom_id::{CrossOut, DiceChoice};
use super::handler::{Handler, Respond, Result, refuse, reply};
use super::render::Screen;
use super::render::errors::table_error;
use super::render::page::{cross_out_candidates, cross_out_choice};
use super::{hand_screen, table_info};
use crate::engine::dice::{Action, Colour, DiceSet, DiceState, DiceViewer, Face, Phase};
use crate::t;
use crate::table::{Game, GameId, Move, Snapshot, TableError, Verb};

/// What a click asks the table for.
enum Ask {
    Move(Action),
    Stay,
}

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

    /// Clicks made on a private Page (answered by updating it); the others
    /// are on the public table message.
    fn on_page(self) -> bool {
        matches!(
            self,
            DiceChoice::Predict { .. }
                | DiceChoice::Score { .. }
                | DiceChoice::Take { jester: Some(_), .. }
                | DiceChoice::Stop { jester: Some(_), .. }
        )
    }
}

fn dice_of(s: &Snapshot) -> Option<&DiceState> {
    match s.game.as_ref()? {
        Game::Dice(g) => Some(g),
        Game::Wizard(_) => None,
    }
}

/// Turns a click (and a select's values) into a table command; `None` for
/// select values this bot never offered.
fn resolve(choice: DiceChoice, values: &[String]) -> Option<Ask> {
    Some(Ask::Move(match choice {
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
        DiceChoice::Reroll { .. } => {
            let mut set = DiceSet::EMPTY;
            for v in values {
                match v.parse::<usize>() {
                    Ok(d) if d < crate::engine::dice::DICE => set.insert(d),
                    _ => return None,
                }
            }
            Action::Roll(set)
        }
        DiceChoice::Stop { jester, .. } => Action::Stop {
            jester_score: jester.unwrap_or(false),
        },
        DiceChoice::Take { roll, jester } => Action::Leave {
            jester_score: jester.unwrap_or(false),
            roll,
        },
        DiceChoice::Stay { .. } => return Some(Ask::Stay),
        DiceChoice::Score { jester } => Action::Score { jester_score: jester },
    }))
}

/// Whether a click made on `round` (and `roll`) still means the same now.
fn still_applies(now: &Snapshot, seat: usize, round: u32, roll: Option<u8>, ask: &Ask) -> bool {
    let Some(g) = dice_of(now) else { return false };
    if g.round() != round || roll.is_some_and(|r| r != g.rolls()) {
        return false;
    }
    match ask {
        Ask::Move(a) => g.clone().apply(seat, *a).is_ok(),
        Ask::Stay => *g.phase() == Phase::AfterRoll && g.in_round().contains(seat) && g.seer() != seat,
    }
}

impl Handler {
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn act_dice(
        &self,
        ctx: &Context,
        c: &ComponentInteraction,
        game: GameId,
        version: u64,
        round: u32,
        choice: DiceChoice,
        user: i64,
        lang: Lang,
    ) -> Result<()> {
        let (snapshot, seat) = match self.seated(game, user, lang).await {
            Ok(found) => found,
            Err(why) => return refuse(ctx, c, why).await,
        };
        let Some(g) = dice_of(&snapshot) else {
            return refuse(ctx, c, t!(lang, "err-game-wrong")).await;
        };
        if choice.seer_only() && g.seer() != seat && g.round() == round {
            return refuse(ctx, c, t!(lang, "dice-err-not-seer")).await;
        }
        let current_roll = g.rolls();
        let roll_is_current = g.round() == round && choice.roll().is_none_or(|r| r == current_roll);
        // Two clicks only ask: Magic Card 7's cross-out, and which score to
        // write when a Jester Score is open. Neither changes the game.
        match choice {
            DiceChoice::Predict {
                cell,
                cross: CrossOut::Ask,
            } if g.round() == round => {
                let v = g.view(DiceViewer::Seat(seat));
                if !cross_out_candidates(&v, cell).is_empty() {
                    let screen = cross_out_choice(&v, &table_info(&snapshot), cell, lang);
                    return c
                        .respond(ctx, CreateInteractionResponse::UpdateMessage(screen.reply(true)))
                        .await;
                }
            }
            DiceChoice::Take { jester: None, .. } | DiceChoice::Stop { jester: None, .. }
                if roll_is_current && *g.phase() == Phase::AfterRoll && g.jester_score_open(seat) =>
            {
                let notice = t!(lang, "dice-choose-score");
                let Some((screen, active)) = hand_screen(&snapshot, seat, lang, Some(notice)) else {
                    return refuse(ctx, c, t!(lang, "err-not-started")).await;
                };
                reply(ctx, c, screen, true).await?;
                self.remember_hand(c, game, user, snapshot.version, active, lang);
                return Ok(());
            }
            _ => {}
        }
        let values = match &c.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => values.clone(),
            _ => Vec::new(),
        };
        let Some(ask) = resolve(choice, &values) else {
            return refuse(ctx, c, t!(lang, "err-unknown-button")).await;
        };
        let verb = |version| match &ask {
            Ask::Move(a) => Verb::Act {
                version,
                mv: Move::Dice(*a),
            },
            Ask::Stay => Verb::Stay { version },
        };
        let mut result = self.bot.tables.command(game, user, verb(version)).await;
        for _ in 0..3 {
            let Err(TableError::OutOfDate { current }) = result else {
                break;
            };
            let Ok(now) = self.bot.tables.snapshot(game).await else {
                break;
            };
            if !still_applies(&now, seat, round, choice.roll(), &ask) {
                break;
            }
            result = self.bot.tables.command(game, user, verb(current)).await;
        }
        let outcome = match result {
            Ok(o) => o,
            Err(TableError::OutOfDate { .. }) => {
                return self.dice_out_of_date(ctx, c, game, seat, round, choice, lang).await;
            }
            Err(TableError::NoSuchTable) => {
                let e = self.gone(game).await;
                return refuse(ctx, c, table_error(&e, lang)).await;
            }
            Err(e) => return refuse(ctx, c, table_error(&e, lang)).await,
        };
        if choice.on_page() {
            let Some((screen, active)) = hand_screen(&outcome.snapshot, seat, lang, None) else {
                return refuse(ctx, c, t!(lang, "err-game-over")).await;
            };
            c.respond(ctx, CreateInteractionResponse::UpdateMessage(screen.reply(true)))
                .await?;
            self.remember_hand(c, game, user, outcome.snapshot.version, active, lang);
            return Ok(());
        }
        match choice {
            // The one who left learns privately what they wrote.
            DiceChoice::Take { .. } => {
                let text = dice_of(&outcome.snapshot)
                    .and_then(|g| g.view(DiceViewer::Seat(seat)).written[seat])
                    .map(|w| {
                        t!(
                            lang,
                            "dice-took-roll",
                            status = super::render::dice_table::written_text(&w, lang)
                        )
                    })
                    .unwrap_or_else(|| t!(lang, "dice-left"));
                reply(ctx, c, Screen::text(text), true).await
            }
            DiceChoice::Stay { .. } => reply(ctx, c, Screen::text(t!(lang, "dice-staying")), true).await,
            // The Seer's controls: the table message itself shows the result.
            _ => c.respond(ctx, CreateInteractionResponse::Acknowledge).await,
        }
    }

    /// A click that no longer fits: say what moved on, and show the Page as it is now.
    #[allow(clippy::too_many_arguments)]
    async fn dice_out_of_date(
        &self,
        ctx: &Context,
        c: &ComponentInteraction,
        game: GameId,
        seat: usize,
        round: u32,
        choice: DiceChoice,
        lang: Lang,
    ) -> Result<()> {
        let Ok(now) = self.bot.tables.snapshot(game).await else {
            let e = self.gone(game).await;
            return refuse(ctx, c, table_error(&e, lang)).await;
        };
        let Some(g) = dice_of(&now) else {
            return refuse(ctx, c, t!(lang, "err-out-of-date")).await;
        };
        let notice = if g.round() != round {
            t!(lang, "dice-err-round-over", round = round)
        } else if let Some(r) = choice.roll().filter(|&r| r != g.rolls()) {
            t!(lang, "dice-err-stale-roll", roll = r, current = g.rolls())
        } else {
            t!(lang, "err-out-of-date")
        };
        let Some((screen, active)) = hand_screen(&now, seat, lang, Some(notice)) else {
            return refuse(ctx, c, t!(lang, "err-out-of-date")).await;
        };
        reply(ctx, c, screen, true).await?;
        let user = c.user.id.get() as i64;
        self.remember_hand(c, game, user, now.version, active, lang);
        Ok(())
    }
}
