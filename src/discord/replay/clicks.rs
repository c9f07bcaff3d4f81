//! Replays in Discord: "Replay" on a finished game's standings or in a
//! history opens a private panel that steps through the game (by trick or
//! roll, by round) and shows it face up or as one seat saw it; each click
//! updates that panel. Its buttons carry the game, the stop and the seat, so
//! a replay outlives restarts. Anyone who may see the game may replay it: on
//! a server its own games, outside one the games the clicker sat at.
//! "Analyse" (a game's standings, its replay, a history) shows where each
//! person's points went, worked out once after the answer was deferred.

use serenity::all::ComponentInteractionDataKind;
use std::sync::Arc;

use crate::discord::answer::Failure;
use crate::discord::context::{Answer, Clicked, Result, sat_at};
use crate::discord::replay::analysis::analysis;
use crate::discord::replay::screen::replay_button;
use crate::discord::replay::screen::replay_screen;
use crate::discord::screen::{Screen, Seats};
use crate::discord::{Bot, Storage};
use crate::t;
use crate::table::{GameId, TableError, day_end_ms, now_ms};
use crate::text::refusals::table_error;

/// The stored row of `game`, if the clicker may see it: on a server its
/// own games, outside one the games they sat at; a daily try only its
/// player's, and only after its day. (The buttons offered say as much;
/// this holds against a forged click, which names any game it likes.)
pub(in crate::discord) async fn seeable<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
) -> Result<crate::table::GameRow> {
    let row = match bot.tables.stored(game).await {
        Ok(row) if row.daily().is_some() && !sat_at(&row, k.user) => {
            return Err(Failure::say("err-unknown-button"));
        }
        Ok(row) if k.guild.is_some() && row.guild_id == k.guild => row,
        Ok(row) if k.guild.is_none() && sat_at(&row, k.user) => row,
        _ => return Err(Failure::say("err-unknown-button")),
    };
    // A daily try shows the day's deals, which others may still be playing.
    if row.daily().is_some_and(|day| now_ms() < day_end_ms(day)) {
        return Err(Failure::say("err-daily-export-later"));
    }
    Ok(row)
}

/// "Analyse": the answer is deferred (a private "thinking", or the panel
/// kept), the searches run on the bounded pool, and the analysis then
/// fills the answer; what goes wrong after the deferral is said there.
pub(in crate::discord) async fn analyse<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
) -> Result<Answer> {
    let row = seeable(bot, k, game).await?;
    let (bot, user, lang) = (bot.clone(), k.user, k.lang);
    let work = async move {
        match bot.tables.analyse(game).await {
            Ok(a) => {
                let seating = row.seating().unwrap_or_default();
                let seats = Seats {
                    owners: &seating.owners,
                    autopilot: &[],
                    levels: &seating.levels,
                    left: &seating.left,
                };
                let me = seating
                    .owners
                    .iter()
                    .position(|o| *o == crate::table::SeatOwner::Human(user))
                    .or_else(|| seating.left.iter().position(|u| *u == Some(user)));
                let mut screen = analysis(&a, &seats, me, &bot.emojis(), lang);
                // From here the game's replay, as from its standings.
                let replay = replay_button(game, t!(lang, "button-replay"));
                screen.components = vec![crate::discord::parts::Row::Buttons(vec![replay])];
                screen
            }
            Err(TableError::NotFinished) => Screen::text(t!(lang, "err-analyse-not-finished")),
            Err(e) => {
                if e.is_internal() {
                    tracing::error!(game, error = %e, "a game could not be analysed");
                }
                Screen::text(table_error(&e, lang))
            }
        }
    };
    Ok(Answer::Later(Box::pin(work)))
}

/// The replay of `game` at `stop`, face up or as `seat` saw it: in place
/// on a private panel, else as a new one.
pub(in crate::discord) async fn replay<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
    stop: u32,
    seat: Option<u8>,
) -> Result<Answer> {
    seeable(bot, k, game).await?;
    let r = bot.tables.replay(game, stop as usize).await?;
    let Some(screen) = replay_screen(
        &r,
        seat.map(usize::from),
        k.lang,
        (&bot.names, bot.emojis()),
        bot.pictures_on,
    ) else {
        return Err(Failure::say("err-not-started"));
    };
    Ok(Answer::Private(screen))
}

/// The replay's "see it as" select: the same stop, through other eyes.
pub(in crate::discord) async fn replay_seat<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
    stop: u32,
) -> Result<Answer> {
    let chosen = match &k.c.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    };
    let seat = match chosen.as_deref() {
        Some("a") => None,
        Some(s) => Some(s.parse::<u8>().map_err(|_| Failure::say("err-unknown-button"))?),
        None => return Err(Failure::say("err-unknown-button")),
    };
    replay(bot, k, game, stop, seat).await
}
