//! Card-game clicks on a private hand: a bid (button or select), a trump
//! choice, a card. Each is one table command (`Verb::Decide`) made against the
//! screen's version; the table decides under the game's lock whether a click
//! from an older screen still means the same (a bid while all bid at once).

use serenity::all::ComponentInteractionDataKind;
use std::sync::Arc;

use crate::discord::answer::Failure;
use crate::discord::cards::choice::HandChoice;
use crate::discord::context::{Answer, Clicked, Result, declined, gone};
use crate::discord::{Bot, Storage};
use crate::engine::wizard::Action;
use crate::t;
use crate::table::{Ask, Declined, Drawn, GameId, Move, Suggestion, TableError, Verb};
use crate::text::card_hint::hint;
use crate::text::dice_hint::dice_hint;

pub(in crate::discord) async fn act<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
    version: u64,
    round: u32,
    choice: HandChoice,
) -> Result<Answer> {
    let drawn = Drawn {
        version,
        round,
        roll: None,
    };
    let verb = match choice {
        HandChoice::LaterBid(n) => Verb::Later {
            drawn,
            ask: Some(Ask::Move(Move::Wizard(Action::Bid(n)))),
        },
        HandChoice::LaterPlay(i) => Verb::Later {
            drawn,
            ask: Some(Ask::CardAt(i)),
        },
        HandChoice::LaterOff => Verb::Later { drawn, ask: None },
        choice => Verb::Decide {
            drawn,
            ask: decision(k, choice)?,
        },
    };
    let (snapshot, seat, notice) = match bot.tables.decide(game, k.user, verb).await {
        Ok(o) => match o.seat {
            Some(seat) => {
                crate::discord::pings::acted(bot, k.user, &o.snapshot);
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
        Err(refused) => return declined(bot, k, game, refused).await,
    };
    // The hand the click was made on shows the result (or the notice and the
    // hand as it is now): one panel per player, never a copy.
    Ok(Answer::panel(snapshot, seat, notice, Failure::say("err-game-over")))
}

/// What a click on the hand decides now.
fn decision(k: &Clicked<'_>, choice: HandChoice) -> Result<Ask> {
    Ok(match choice {
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
        HandChoice::LaterBid(_) | HandChoice::LaterPlay(_) | HandChoice::LaterOff => {
            return Err(Failure::say("err-not-later"));
        }
    })
}

/// "Suggest": the hand redrawn with what the Hard player would do, and why.
pub(in crate::discord) async fn suggest<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
) -> Result<Answer> {
    let (snapshot, seat, found) = match bot.tables.suggest(game, k.user).await {
        Ok(s) => s,
        Err(TableError::NoSuchTable) => return Err(gone(bot, game).await),
        Err(e) => return Err(e.into()),
    };
    let line = match found {
        Suggestion::Wizard(found) => format!("💡 {}", hint(&found, k.lang)),
        Suggestion::Dice(found) => format!("💡 {}", dice_hint(&found, k.lang)),
    };
    Ok(Answer::panel(snapshot, seat, Some(line), Failure::say("err-game-over")))
}
