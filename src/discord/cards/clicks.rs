//! Card-game clicks on a private hand: a bid (button or select), a trump
//! choice, a card. Each is one table command (`Verb::Decide`) made against the
//! screen's version; the table decides under the game's lock whether a click
//! from an older screen still means the same (a bid while all bid at once).

use serenity::all::ComponentInteractionDataKind;

use crate::discord::Storage;
use crate::discord::answer::Failure;
use crate::discord::cards::choice::HandChoice;
use crate::discord::context::{Clicked, Handler, Result};
use crate::engine::wizard::Action;
use crate::t;
use crate::table::{Ask, Declined, Drawn, GameId, Move, Suggestion, TableError, Verb};
use crate::text::card_hint::hint;
use crate::text::dice_hint::dice_hint;

impl<S: Storage> Handler<S> {
    pub(in crate::discord) async fn act(
        &self,
        k: &Clicked<'_>,
        game: GameId,
        version: u64,
        round: u8,
        choice: HandChoice,
    ) -> Result<()> {
        let ask = match choice {
            HandChoice::Bid(n) => Ask::Move(Move::Wizard(Action::Bid(n))),
            HandChoice::BidSelect => {
                let selected = match &k.c.data.kind {
                    ComponentInteractionDataKind::StringSelect { values } => values.first(),
                    _ => None,
                };
                let Some(n) = selected.and_then(|v| v.parse::<u8>().ok()) else {
                    return Err(Failure::say("err-not-bidding"));
                };
                Ask::Move(Move::Wizard(Action::Bid(n)))
            }
            HandChoice::Trump(suit) => Ask::Move(Move::Wizard(Action::ChooseTrump(suit))),
            HandChoice::Play(i) => Ask::CardAt(i),
        };
        let drawn = Drawn {
            version,
            round: u32::from(round),
            roll: None,
        };
        let (snapshot, seat, notice) = match self.bot.tables.decide(game, k.user, Verb::Decide { drawn, ask }).await {
            Ok(o) => match o.seat {
                Some(seat) => {
                    crate::discord::pings::acted(&self.bot, k.user, &o.snapshot);
                    (o.snapshot, seat, None)
                }
                None => return Err(Failure::say("err-not-seated")),
            },
            // Redrawn from the table as the refusal found it: no second trip.
            Err(Declined {
                error: TableError::OutOfDate { .. },
                now: Some((now, seat)),
            }) => match seat {
                Some(seat) => (now, seat, Some(t!(k.lang, "err-out-of-date"))),
                None => return Err(Failure::say("err-not-seated")),
            },
            Err(declined) => return self.declined(k, game, declined).await,
        };
        let Some((screen, active)) = self.panel(&snapshot, seat, k.lang, notice).await else {
            return Err(Failure::say("err-game-over"));
        };
        // The hand the click was made on shows the result (or the notice and the
        // hand as it is now): one panel per player, never a copy.
        self.show_private(k, game, screen, (snapshot.version, active)).await
    }

    /// "Suggest": the hand redrawn with what the Hard player would do, and why.
    pub(in crate::discord) async fn suggest(&self, k: &Clicked<'_>, game: GameId) -> Result<()> {
        let (snapshot, seat, found) = match self.bot.tables.suggest(game, k.user).await {
            Ok(s) => s,
            Err(TableError::NoSuchTable) => return Err(self.gone(game).await),
            Err(e) => return Err(e.into()),
        };
        let line = match found {
            Suggestion::Wizard(found) => format!("💡 {}", hint(&found, k.lang)),
            Suggestion::Dice(found) => format!("💡 {}", dice_hint(&found, k.lang)),
        };
        let Some((screen, active)) = self.panel(&snapshot, seat, k.lang, Some(line)).await else {
            return Err(Failure::say("err-game-over"));
        };
        self.show_private(k, game, screen, (snapshot.version, active)).await
    }
}
