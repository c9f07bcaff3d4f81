//! Lobby clicks (join, leave, add a computer player, start, cancel) and
//! Rematch on the final standings, which opens a lobby with the same players.

use crate::discord::answer::Failure;
use crate::discord::context::{Answer, Clicked, Result, gone, may_manage};
use crate::discord::keep::places::Place;
use crate::discord::lobby::commands::not_allowed;
use crate::discord::lobby::screen as lobby;
use crate::discord::lobby::verb::LobbyVerb;
use crate::discord::public_lang;
use crate::discord::settings::{cancel_rule, server_language};
use crate::discord::{Bot, Storage};
use crate::t;
use serenity::all::ComponentInteractionDataKind;
use std::sync::Arc;

use crate::table::{CancelRule, GameId, Level, SeatOwner, TableError, Verb};

pub(in crate::discord) async fn lobby<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
    verb: LobbyVerb,
) -> Result<Answer> {
    let verb = match verb {
        LobbyVerb::Join => Verb::Join,
        LobbyVerb::Leave => Verb::Leave,
        // The level chosen in the select (a button from before levels: Normal).
        LobbyVerb::AddComputer => Verb::AddComputer(match &k.c.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => {
                values.first().and_then(|v| Level::parse(v)).unwrap_or_default()
            }
            _ => Level::default(),
        }),
        LobbyVerb::Start => Verb::Start,
        LobbyVerb::Cancel => Verb::Cancel {
            may_manage: may_manage(k.c.member.as_ref().and_then(|m| m.permissions)),
            rule: match k.c.guild_id {
                Some(g) => cancel_rule(bot, g.get() as i64).await,
                None => CancelRule::default(),
            },
        },
    };
    // The lobby speaks the table's language (its host's), not the clicker's.
    let public = match bot.places.cached(game).and_then(|p| p.locale) {
        Some(locale) => public_lang(Some(&locale)),
        None => k.public,
    };
    if verb == Verb::Start {
        // The publisher opens the game's thread from this very message.
        let mut place = bot.places.get(bot.tables.persist(), game).await.unwrap_or_default();
        place.lobby_channel = k.c.channel_id.get();
        place.lobby_message = Some(k.c.message.id.get());
        bot.places.set(game, place);
    }
    match bot.tables.command(game, k.user, verb).await {
        // Started: the publisher redraws the lobby once it knows where the
        // game plays (its thread). Redrawn here as well, this answer could
        // reach Discord after that edit and take the thread's name away.
        Ok(_) if verb == Verb::Start => Ok(Answer::Acknowledge),
        Ok(outcome) => {
            let notes = bot.places.cached(game).map(|p| p.notes(public)).unwrap_or_default();
            Ok(Answer::Update {
                screen: lobby::noting(lobby::lobby(&outcome.snapshot, public), &notes),
                private: false,
            })
        }
        Err(TableError::NoSuchTable) => Err(gone(bot, game).await),
        Err(TableError::NotHost) if matches!(verb, Verb::Cancel { .. }) => Err(Failure::say(not_allowed(verb))),
        Err(e) => Err(e.into()),
    }
}

pub(in crate::discord) async fn rematch<S: Storage>(bot: &Arc<Bot<S>>, k: &Clicked<'_>, old: GameId) -> Result<Answer> {
    let Ok(row) = bot.tables.stored(old).await else {
        return Err(Failure::say("err-no-such-table"));
    };
    let seating = row.seating().unwrap_or_default();
    let owners = seating.owners;
    if !owners.contains(&SeatOwner::Human(k.user)) {
        return Err(Failure::say("err-not-seated"));
    }
    let Ok(options) = serde_json::from_value(row.options.clone()) else {
        return Err(Failure::say("err-no-such-table"));
    };
    let s = bot
        .tables
        .create_seated(
            row.kind,
            k.guild,
            k.c.channel_id.get() as i64,
            k.user,
            options,
            // The same computer players, at the same levels.
            owners
                .iter()
                .enumerate()
                .map(|(s, &o)| (o, seating.levels.get(s).copied().unwrap_or_default()))
                .collect(),
        )
        .await?;
    let place = Place {
        lobby_channel: k.c.channel_id.get(),
        may_thread: false,
        // The one who asked for the rematch hosts it: the server's language, else theirs.
        locale: Some(
            server_language(bot, k.guild.ok_or_else(|| Failure::say("err-guild-only"))?)
                .await
                .unwrap_or_else(|| k.c.locale.clone()),
        ),
        ..Place::default()
    };
    let public = public_lang(place.locale.as_deref());
    bot.places.save(bot.tables.persist(), s.id, place).await;
    let mut screen = lobby::lobby(&s, public);
    screen.content = t!(public, "rematch-opened");
    Ok(Answer::New { screen, private: false })
}
