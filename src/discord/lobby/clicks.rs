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
use crate::discord::transport::rest;
use crate::discord::{Bot, Storage};
use crate::t;
use crate::text::catalogue::Lang;
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
    if verb == Verb::Join
        && bot
            .tables
            .snapshot(game)
            .await
            .is_ok_and(|s| s.options.turn_based.is_some())
    {
        crate::discord::turns::may_take_another(bot, k.user).await?;
    }
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
    let guild = k.guild.ok_or_else(|| Failure::say("err-guild-only"))?;
    // The one who asked for the rematch hosts it: the server's language, else theirs.
    let locale = server_language(bot, guild).await.unwrap_or_else(|| k.c.locale.clone());
    let (screen, _) = reseat(bot, old, k.user, k.guild, k.c.channel_id.get(), locale).await?;
    Ok(Answer::New { screen, private: false })
}

/// Opens the rematch of `old` for `user` (one of its people) in `channel`:
/// the same people and computer players at the same levels, the same
/// options, `user` hosting. Its lobby's screen, and the new table.
async fn reseat<S: Storage>(
    bot: &Arc<Bot<S>>,
    old: GameId,
    user: i64,
    guild: Option<i64>,
    channel: u64,
    locale: String,
) -> Result<(crate::discord::screen::Screen, crate::table::Snapshot)> {
    let Ok(row) = bot.tables.stored(old).await else {
        return Err(Failure::say("err-no-such-table"));
    };
    let seating = row.seating().unwrap_or_default();
    let owners = seating.owners;
    // Those who played a seat the computer finished played this game too.
    let left = |s: usize| seating.left.get(s).copied().flatten();
    let played = |u: i64| owners.contains(&SeatOwner::Human(u)) || (0..owners.len()).any(|s| left(s) == Some(u));
    if !played(user) {
        return Err(Failure::say("err-not-seated"));
    }
    let Ok(options) = serde_json::from_value::<crate::table::TableOptions>(row.options.clone()) else {
        return Err(Failure::say("err-no-such-table"));
    };
    // A turn-based game lasts weeks: its people are asked, not seated (each
    // joins by clicking, as at a new table); the computer players come back.
    let turn_based = options.turn_based.is_some();
    if turn_based {
        crate::discord::turns::may_take_another(bot, user).await?;
    }
    let person = |s: usize| match owners[s] {
        SeatOwner::Human(u) => Some(u),
        SeatOwner::Computer => left(s),
    };
    let asked: Vec<u64> = match turn_based {
        true => (0..owners.len())
            .filter_map(person)
            .filter(|&u| u != user)
            .map(|u| u as u64)
            .collect(),
        false => Vec::new(),
    };
    let s = bot
        .tables
        .create_seated(
            row.kind,
            guild,
            channel as i64,
            user,
            options,
            // The same computer players, at the same levels.
            owners
                .iter()
                .enumerate()
                // The asker sits first (also where the computer finished their seat).
                .filter(|&(s, _)| person(s) != Some(user) && (!turn_based || person(s).is_none()))
                .map(|(s, &o)| (o, seating.levels.get(s).copied().unwrap_or_default()))
                .collect(),
        )
        .await?;
    let place = Place {
        lobby_channel: channel,
        may_thread: false,
        locale: Some(locale),
        ..Place::default()
    };
    let public = public_lang(place.locale.as_deref());
    bot.places.save(bot.tables.persist(), s.id, place).await;
    let mut screen = lobby::lobby(&s, public);
    screen.content = match asked.is_empty() {
        true => t!(public, "rematch-opened"),
        false => {
            let names = asked.iter().map(|u| format!("<@{u}>")).collect::<Vec<_>>().join(" ");
            t!(public, "rematch-opened-ask", names = names)
        }
    };
    screen.ping = asked;
    Ok((screen, s))
}

/// Rematch asked on a finished game's page by `user`: the same rematch as
/// the button on the final standings, its lobby posted where that button is
/// (the game's thread, else its channel). The new lobby's address in
/// Discord, or why not (in `lang`).
/// One lobby per game however often it is asked (several pages, a second
/// tap): the first one's address again.
pub async fn rematch_from_page<S: Storage>(
    bot: &Arc<Bot<S>>,
    old: GameId,
    user: i64,
    lang: Lang,
) -> std::result::Result<String, String> {
    let mut opened = bot.rematches.lock().await;
    if let Some(url) = opened.get(&old) {
        return Ok(url.clone());
    }
    let said = |id: &str| crate::text::catalogue::text(lang, id, &[]);
    let (Some(place), Ok(row)) = (
        bot.places.get(bot.tables.persist(), old).await,
        bot.tables.stored(old).await,
    ) else {
        return Err(said("err-no-such-table"));
    };
    let Some(http) = bot.http().cloned() else {
        return Err(said("web-discord-unreachable"));
    };
    let server = match row.guild_id {
        Some(g) => server_language(bot, g).await,
        None => None,
    };
    let locale = server.or(place.locale.clone()).unwrap_or_default();
    let here = place.channel.unwrap_or(place.lobby_channel);
    let (screen, s) = match reseat(bot, old, user, row.guild_id, here, locale).await {
        Ok(x) => x,
        Err(Failure::Refused(r)) => return Err(r.text(lang)),
        Err(Failure::Internal(_)) => return Err(said("web-discord-unreachable")),
    };
    let channel = serenity::all::ChannelId::new(here);
    match rest::post_message(&http, channel, screen.outgoing_message(None)).await {
        Ok(posted) => {
            let mut place = bot.places.get(bot.tables.persist(), s.id).await.unwrap_or_default();
            place.lobby_message = Some(posted.id.get());
            bot.places.save(bot.tables.persist(), s.id, place).await;
            let server = row.guild_id.map_or("@me".to_string(), |g| g.to_string());
            let url = format!(
                "https://discord.com/channels/{server}/{}/{}",
                channel.get(),
                posted.id.get()
            );
            opened.insert(old, url.clone());
            Ok(url)
        }
        Err(e) => {
            // Nowhere to be seen: the lobby is not left open.
            tracing::warn!(error = %e, game = old, rematch = s.id, "a page's rematch lobby could not be posted; cancelled");
            let cancel = Verb::Cancel {
                may_manage: true,
                rule: CancelRule::default(),
            };
            if let Err(e) = bot.tables.command(s.id, user, cancel).await {
                tracing::warn!(error = ?e, rematch = s.id, "the unposted rematch lobby could not be cancelled");
            }
            Err(said("web-discord-unreachable"))
        }
    }
}
