//! Replays in Discord: "Replay" on a finished game's standings or in a
//! history opens a private panel that steps through the game (by trick or
//! roll, by round) and shows it face up or as one seat saw it; each click
//! updates that panel. Its buttons carry the game, the stop and the seat, so
//! a replay outlives restarts. Anyone who may see the game may replay it: on
//! a server its own games, outside one the games the clicker sat at.

use serenity::all::ComponentInteractionDataKind;

use super::Storage;
use super::answer::Failure;
use super::handler::{Clicked, Handler, Result, sat_at};
use super::replay_screen;
use crate::table::{GameId, day_end_ms, now_ms};

impl<S: Storage> Handler<S> {
    /// The replay of `game` at `stop`, face up or as `seat` saw it: in place
    /// on a private panel, else as a new one.
    pub(super) async fn replay(&self, k: &Clicked<'_>, game: GameId, stop: u32, seat: Option<u8>) -> Result<()> {
        let row = match self.bot.tables.stored(game).await {
            Ok(row) if k.guild.is_some() && row.guild_id == k.guild => row,
            Ok(row) if k.guild.is_none() && sat_at(&row, k.user) => row,
            _ => return Err(Failure::say("err-unknown-button")),
        };
        // A daily try shows the day's deals, which others may still be playing.
        if row.daily().is_some_and(|day| now_ms() < day_end_ms(day)) {
            return Err(Failure::say("err-daily-export-later"));
        }
        let r = self.bot.tables.replay(game, stop as usize).await?;
        let Some(screen) = replay_screen(&r, seat.map(usize::from), k.lang, &self.bot.names, self.bot.pictures_on)
        else {
            return Err(Failure::say("err-not-started"));
        };
        k.private(screen).await
    }

    /// The replay's "see it as" select: the same stop, through other eyes.
    pub(super) async fn replay_seat(&self, k: &Clicked<'_>, game: GameId, stop: u32) -> Result<()> {
        let chosen = match &k.c.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
            _ => None,
        };
        let seat = match chosen.as_deref() {
            Some("a") => None,
            Some(s) => Some(s.parse::<u8>().map_err(|_| Failure::say("err-unknown-button"))?),
            None => return Err(Failure::say("err-unknown-button")),
        };
        self.replay(k, game, stop, seat).await
    }
}
