//! `/wizard new`, `/dice new`, and `/wizard leave` / `cancel` (the dice
//! ones too): opening a lobby in a channel, leaving or cancelling its table.

use serenity::all::{CommandOptionType, CreateCommand};
use std::sync::Arc;

use crate::discord::answer::Failure;
use crate::discord::commands::{self, TURN_SECS, int_opt};
use crate::discord::commands::{command, flag, on_servers, option, pace_option, turn_time_option, variant_options};
use crate::discord::context::{Answer, Commanded, Result, may_manage, user_of};
use crate::discord::keep::places::Place;
use crate::discord::lobby::screen as lobby;
use crate::discord::public_lang;
use crate::discord::screen::Screen;
use crate::discord::{Bot, Storage};
use crate::league::ServerSettings;
use crate::t;
use crate::table::{CancelRule, GameKind, GameStatus, Snapshot, TableError, Verb};
use crate::text::catalogue::Lang;
use serenity::all::{ChannelType, Http, Permissions};

/// `/wizard new`, `/dice new`: a lobby in this channel with the server's
/// defaults under what the host chose, speaking the server's language
/// (`settings`) or else the host's; a thread is opened from it at Start.
pub(in crate::discord) async fn new_table<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Commanded<'_>,
    kind: GameKind,
    settings: &ServerSettings,
) -> Result<Answer> {
    let (c, options, guild) = (k.c, k.options, k.on_server()?);
    let user = user_of(&c.user);
    let asked = int_opt(options, "turn_time");
    if asked.is_some_and(|t| !TURN_SECS.contains(&t)) {
        return Err(Failure::say("err-turn-time"));
    }
    // The server's defaults for new tables, with what the host chose over them.
    let base = settings.table_options(kind);
    let options = match kind {
        GameKind::Dice => commands::dice_options(options, base),
        GameKind::Wizard => commands::wizard_options(options, base),
    };
    if options.turn_based.is_some() {
        crate::discord::turns::may_take_another(bot, user).await?;
    }
    let channel = c.channel_id.get() as i64;
    // A game's thread belongs to that game while it runs; a running
    // turn-based game, which lasts weeks, leaves the channel it was opened in free.
    if let Some(game) = bot.places.game_in(c.channel_id.get())
        && let Ok(s) = bot.tables.snapshot(game).await
        && s.options.daily.is_none()
        && !(s.status == GameStatus::Running && s.options.turn_based.is_some() && s.channel == channel)
    {
        return Err(TableError::ChannelBusy(game).into());
    }
    let in_thread = c.channel.as_ref().is_some_and(|ch| {
        matches!(
            ch.kind,
            ChannelType::NewsThread | ChannelType::PublicThread | ChannelType::PrivateThread
        )
    });
    let perms = c.app_permissions.unwrap_or_else(Permissions::empty);
    let may_thread = settings.threads
        && !in_thread
        && perms.contains(Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS);
    // The lobby is the command's answer, which needs no permission; the
    // table is posted in the channel (or a thread of it). A table that
    // could never be shown is not opened.
    let post = match in_thread {
        true => Permissions::SEND_MESSAGES_IN_THREADS,
        false => Permissions::SEND_MESSAGES,
    };
    if !perms.contains(Permissions::VIEW_CHANNEL) || !(perms.contains(post) || may_thread) {
        return Err(Failure::say("err-cannot-post-here"));
    }
    let s = bot.tables.create(kind, Some(guild), channel, user, options).await?;
    let mut place = Place {
        lobby_channel: c.channel_id.get(),
        granted: Some(perms.bits()),
        wants_thread: settings.threads && !in_thread,
        may_thread,
        // The table speaks the server's chosen language, else its host's:
        // Discord reports `en-US` for every server that is not a Community server.
        locale: Some(settings.language.clone().unwrap_or_else(|| c.locale.clone())),
        ..Place::default()
    };
    // Known before anyone can click the lobby (its language, its channel).
    bot.places.set(s.id, place.clone());
    let public = public_lang(place.locale.as_deref());
    let screen = lobby::noting(lobby::lobby(&s, public), &place.notes(public));
    // Then learn the lobby message's id, so `/wizard leave` and `/wizard
    // cancel` can redraw it and the thread can be opened from it.
    let (bot, http, c) = (bot.clone(), k.http.clone(), c.clone());
    let learn = async move {
        match c.get_response(&http).await {
            Ok(m) => place.lobby_message = Some(m.id.get()),
            Err(e) => tracing::debug!(game = s.id, error = %e, "lobby message id unknown"),
        }
        bot.places.save(bot.tables.persist(), s.id, place).await;
    };
    Ok(Answer::New { screen, private: false }.then(learn))
}

/// `/wizard leave`, `/wizard cancel` (and the dice ones) for the table in
/// this channel or thread: leaving a lobby or a running game, or cancelling it.
pub(in crate::discord) async fn leave_or_cancel<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Commanded<'_>,
    verb: &str,
    cancel_by: CancelRule,
) -> Result<Answer> {
    k.on_server()?;
    let (c, lang, public) = (k.c, k.lang, k.public);
    let user = user_of(&c.user);
    let Some(game) = bot.places.game_in(c.channel_id.get()) else {
        return Err(Failure::say("no-table-here"));
    };
    // A daily try is its player's own, played on their panel: never a table here.
    let Ok(snapshot) = bot.tables.snapshot(game).await else {
        return Err(Failure::say("no-table-here"));
    };
    if snapshot.options.daily.is_some() {
        return Err(Failure::say("no-table-here"));
    }
    // The table's own language (chosen when it opened).
    let public = match bot.places.get(bot.tables.persist(), game).await {
        Some(place) if place.locale.is_some() => public_lang(place.locale.as_deref()),
        _ => public,
    };
    let verb = match (verb, snapshot.status) {
        ("leave", GameStatus::Lobby) => Verb::Leave,
        ("leave", _) => Verb::LeaveGame,
        _ => Verb::Cancel {
            may_manage: may_manage(c.member.as_ref().and_then(|m| m.permissions)),
            rule: cancel_by,
        },
    };
    let outcome = match bot.tables.command(game, user, verb).await {
        Ok(o) => o,
        Err(TableError::NotHost) => return Err(Failure::say(not_allowed(verb))),
        Err(e) => return Err(e.into()),
    };
    let (said, private) = if matches!(verb, Verb::Cancel { .. }) {
        (t!(public, "cancelled-game"), false)
    } else if snapshot.status == GameStatus::Lobby {
        (t!(lang, "left-lobby"), true)
    } else if snapshot.options.night.is_some() {
        // Leaving a night's game is not leaving the night (its Leave is).
        (t!(lang, "left-night-game"), true)
    } else {
        (t!(lang, "left-game"), true)
    };
    let answer = Answer::New {
        screen: Screen::text(said),
        private,
    };
    if snapshot.status != GameStatus::Lobby {
        return Ok(answer);
    }
    // The lobby message shows the change too (after the answer: it is not urgent).
    let (bot, http) = (bot.clone(), k.http.clone());
    Ok(answer.then(async move { redraw_lobby(&bot, &http, &outcome.snapshot, public).await }))
}

/// Redraws a lobby message after a slash command changed the lobby (buttons redraw it themselves).
pub(in crate::discord) async fn redraw_lobby<S: Storage>(bot: &Arc<Bot<S>>, http: &Http, s: &Snapshot, lang: Lang) {
    let Some(place) = bot.places.get(bot.tables.persist(), s.id).await else {
        return;
    };
    let Some(message) = place.lobby_message else {
        return;
    };
    // An edit with the bot's token: in words where it may not embed links.
    let screen = place
        .here()
        .fit(lobby::noting(lobby::lobby(s, lang), &place.notes(lang)));
    let edit = serenity::all::ChannelId::new(place.lobby_channel).edit_message(
        http,
        serenity::all::MessageId::new(message),
        screen.edit(),
    );
    if let Err(e) = bot.budget.spend(edit).await {
        tracing::warn!(game = s.id, error = %e, "could not redraw the lobby");
    }
}

/// Why someone may not do what they asked of a lobby or table (cancel: by the server's rule).
pub(in crate::discord) fn not_allowed(verb: Verb) -> &'static str {
    match verb {
        Verb::Cancel {
            rule: CancelRule::Managers,
            ..
        } => "err-cancel-managers",
        Verb::Cancel {
            rule: CancelRule::Players,
            ..
        } => "err-cancel-players",
        _ => "err-not-host-or-manager",
    }
}

/// `/wizard` and `/dice`: new, leave, cancel (servers only).
pub(in crate::discord) fn definitions() -> [CreateCommand; 2] {
    let wizard_new = option(CommandOptionType::SubCommand, "new", "cmd-wizard-new")
        .set_sub_options(variant_options())
        .add_sub_option(flag("hints", "opt-hints"))
        .add_sub_option(turn_time_option())
        .add_sub_option(pace_option());
    let wizard = on_servers(command("wizard", "cmd-wizard"))
        .add_option(wizard_new)
        .add_option(option(CommandOptionType::SubCommand, "leave", "cmd-leave"))
        .add_option(option(CommandOptionType::SubCommand, "cancel", "cmd-cancel"));
    let dice_new = option(CommandOptionType::SubCommand, "new", "cmd-dice-new")
        .add_sub_option(flag("magic_cards", "opt-magic-cards"))
        .add_sub_option(flag("experts", "opt-experts"))
        .add_sub_option(flag("hints", "opt-hints-dice"))
        .add_sub_option(turn_time_option())
        .add_sub_option(pace_option());
    let dice = on_servers(command("dice", "cmd-dice"))
        .add_option(dice_new)
        .add_option(option(CommandOptionType::SubCommand, "leave", "cmd-leave"))
        .add_option(option(CommandOptionType::SubCommand, "cancel", "cmd-cancel"));
    [wizard, dice]
}
