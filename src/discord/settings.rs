//! `/settings`: a server's choices for its new tables, threads, pings,
//! cancelling, seasons and language, checked whole before any is stored, and
//! what the bot may do in the channel it is asked in.

use serenity::all::{CommandOptionType, CreateCommand, Permissions};
use std::sync::Arc;

use crate::discord::answer::{Failure, Refusal};
use crate::discord::commands::{self, TURN_SECS, int_opt, string_opt};
use crate::discord::commands::{choice, choices, command, flag, on_servers, option, variant_options};
use crate::discord::context::{Answer, Commanded, Result, may_manage};
use crate::discord::screen::Screen;
use crate::discord::{Bot, Storage};
use crate::engine::wizard::{SetupError, Variant};
use crate::league::season::{SEASON_DAYS, SeasonLength};
use crate::league::{ServerSettings, Setting};
use crate::table::{CancelRule, GameKind, OptionsError, TableError};
use crate::text::catalogue::Lang;
use crate::text::settings::setting_text;
use serenity::all::CommandDataOption;

/// `/settings`, for managers: with options, each checked and then all
/// stored; without, every setting and what the bot may do in this channel.
pub(in crate::discord) async fn settings_command<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Commanded<'_>,
    settings: ServerSettings,
) -> Result<Answer> {
    if !may_manage(k.c.member.as_ref().and_then(|m| m.permissions)) {
        return Err(Failure::say("err-not-manager"));
    }
    let here = (k.c.channel_id.get() as i64, k.c.app_permissions);
    let said = change(bot, k.on_server()?, k.user, (k.options, here), k.lang, settings).await?;
    let mut screen = Screen::text(said);
    // With nothing given: also what the bot may do in this channel.
    if k.options.is_empty()
        && let Some(perms) = k.c.app_permissions
    {
        let app = k.c.application_id.get();
        screen
            .embeds
            .push(crate::discord::keep::permissions::view(perms, app, k.lang));
    }
    Ok(Answer::New { screen, private: true })
}

/// `/settings`: checks every option given, then stores them at once (each
/// logged with who gave it) and says what is now set; with no options, says all.
pub(in crate::discord) async fn change<S: Storage>(
    bot: &Arc<Bot<S>>,
    guild: i64,
    user: i64,
    (options, (channel, perms)): (&[CommandDataOption], (i64, Option<Permissions>)),
    lang: Lang,
    mut s: ServerSettings,
) -> Result<String> {
    let mut given = Vec::new();
    // Everything is checked before anything is stored: a bad option changes nothing.
    if let Some(secs) = int_opt(options, "turn_time") {
        if secs != 0 && !TURN_SECS.contains(&secs) {
            return Err(Failure::say("err-turn-time"));
        }
        s.turn_secs = u32::try_from(secs).ok().filter(|&s| s > 0);
        given.push(Setting::TurnTime);
    }
    if let Some(chosen) = string_opt(options, "language") {
        s.language = match Lang::ALL.into_iter().find(|l| l.code() == chosen) {
            Some(l) => Some(l.code().to_string()),
            None if chosen == "host" => None,
            None => return Err(Failure::say("err-language")),
        };
        given.push(Setting::Language);
    }
    if let Some(days) = int_opt(options, "season_days") {
        s.season = match days {
            0 => SeasonLength::Month,
            d if u32::try_from(d).is_ok_and(|d| SEASON_DAYS.contains(&d)) => SeasonLength::Days(d as u32),
            _ => return Err(Failure::say("err-season-days")),
        };
        given.push(Setting::Season);
    }
    let given_any = |names: &[&str]| names.iter().any(|n| options.iter().any(|o| o.name == *n));
    if variants_given(options) {
        let mut o = s.table_options(GameKind::Wizard);
        o.variants = commands::variant_choices(options, o.variants);
        // Only the combinations RULES.md forbids; the seat count is each table's.
        if let Err(e @ SetupError::Incompatible(..)) = o.variants.validate(4) {
            return Err(TableError::Options(OptionsError::Wizard(e)).into());
        }
        s.wizard_defaults = Some(o);
        given.push(Setting::Defaults(GameKind::Wizard));
    }
    if given_any(&DICE_OPTIONS) {
        s.dice_defaults = Some(commands::dice_choices(options, s.table_options(GameKind::Dice)));
        given.push(Setting::Defaults(GameKind::Dice));
    }
    if let Some(on) = commands::flag_opt(options, "threads") {
        s.threads = on;
        given.push(Setting::Threads);
    }
    if let Some(on) = commands::flag_opt(options, "pings") {
        s.pings = on;
        given.push(Setting::Pings);
    }
    if let Some(rule) = string_opt(options, "cancel_by") {
        s.cancel_by = CancelRule::from_setting(Some(rule));
        given.push(Setting::CancelBy);
    }
    if let Some(v) = string_opt(options, "hint_games") {
        s.hint_games_rated = v != "unrated";
        given.push(Setting::HintGames);
    }
    if let Some(v) = string_opt(options, "events_by") {
        s.events_by_anyone = v == "anyone";
        given.push(Setting::EventsBy);
    }
    // The recap is posted where `/settings daily_recap` was used: the bot
    // must be able to post there (Discord said so in this very interaction).
    if let Some(on) = commands::flag_opt(options, "daily_recap") {
        if on && let Some(have) = perms {
            // Without Embed Links Discord would drop the recap's boards
            // silently (the bot edits such a recap into words, but a
            // channel chosen for it should show it as drawn).
            let needed = [
                Permissions::VIEW_CHANNEL,
                Permissions::SEND_MESSAGES,
                Permissions::EMBED_LINKS,
            ];
            let lacking: Vec<Permissions> = needed.into_iter().filter(|p| !have.contains(*p)).collect();
            if !lacking.is_empty() {
                return Err(Failure::Refused(Refusal::Lacking("err-recap-permission", lacking)));
            }
        }
        s.daily_recap = on.then_some(channel);
        s.daily_recap_gone = None;
        given.push(Setting::DailyRecap);
    }
    if !given.is_empty() {
        bot.league
            .save_server_settings(guild, user, &s, &given)
            .await
            .map_err(|e| Failure::internal("settings_write", None, &e))?;
        for &which in &given {
            tracing::info!(guild, user, setting = %which.key(guild), value = %s.value(which), "server setting changed");
        }
    }
    // What was given, or with nothing given, the settings as they are.
    let shown = if given.is_empty() {
        &Setting::ALL[..]
    } else {
        &given[..]
    };
    let said: Vec<String> = shown.iter().map(|&which| setting_text(&s, which, lang)).collect();
    // More than one: a list, which reads apart on a phone where lines wrap.
    if said.len() == 1 {
        return Ok(said.join(""));
    }
    Ok(said
        .iter()
        .map(|line| format!("- {line}"))
        .collect::<Vec<_>>()
        .join("\n"))
}

/// A server's settings. Ones that cannot be read are logged and left at
/// their defaults: a game is never held up by a setting.
pub(in crate::discord) async fn server_settings<S: Storage>(bot: &Arc<Bot<S>>, guild: i64) -> ServerSettings {
    match bot.league.server_settings(guild).await {
        Ok((s, unreadable)) => {
            for u in unreadable {
                tracing::warn!(guild, key = %u.key, why = %u.why, "a server setting does not read; its default is used");
            }
            s
        }
        Err(e) => {
            tracing::warn!(guild, error = %e, "could not read a server's settings; the defaults are used");
            ServerSettings::default()
        }
    }
}

/// Who besides managers may cancel this server's games (`/settings cancel_by`).
pub(in crate::discord) async fn cancel_rule<S: Storage>(bot: &Arc<Bot<S>>, guild: i64) -> CancelRule {
    server_settings(bot, guild).await.cancel_by
}

/// The language a server chose for its tables (`/settings language`), if any.
pub(in crate::discord) async fn server_language<S: Storage>(bot: &Arc<Bot<S>>, guild: i64) -> Option<String> {
    server_settings(bot, guild).await.language
}

/// Whether `/settings` was given any of the card game's variants.
fn variants_given(options: &[CommandDataOption]) -> bool {
    let named = |name: &str| options.iter().any(|o| o.name == name);
    Variant::ALL.iter().any(|v| named(v.name())) || named("clairvoyance")
}

/// The options of `/settings` that change the dice game's defaults.
const DICE_OPTIONS: [&str; 2] = ["magic_cards", "experts"];

/// `/settings` (servers only, Manage Server).
pub(in crate::discord) fn definition() -> CreateCommand {
    // Manage Server only, as Discord's convention is (and checked again when used).
    let hint_games = {
        let o = option(CommandOptionType::String, "hint_games", "opt-hint-games");
        choices(
            o,
            &[
                ("rated", "choice-hint-games-rated"),
                ("unrated", "choice-hint-games-unrated"),
            ],
        )
    };
    let cancel_by = {
        let o = option(CommandOptionType::String, "cancel_by", "opt-cancel-by");
        choices(
            o,
            &[
                ("host", "choice-cancel-host"),
                ("managers", "choice-cancel-managers"),
                ("players", "choice-cancel-players"),
            ],
        )
    };
    let language = {
        let o = option(CommandOptionType::String, "language", "opt-language");
        let o = choice(o, "host", "choice-language-host");
        Lang::ALL
            .iter()
            .fold(o, |o, l| choice(o, l.code(), &format!("language-{}", l.code())))
    };
    let settings = on_servers(command("settings", "cmd-settings"))
        .default_member_permissions(serenity::all::Permissions::MANAGE_GUILD)
        .add_option(language)
        .add_option(
            // 0: back to each game's own default.
            option(CommandOptionType::Integer, "turn_time", "opt-settings-turn-time")
                .min_int_value(0)
                .max_int_value(*TURN_SECS.end() as u64),
        )
        .add_option(
            option(CommandOptionType::Integer, "season_days", "opt-season-days")
                .min_int_value(0)
                .max_int_value(u64::from(*SEASON_DAYS.end())),
        );
    // The server's defaults for new tables: the same options as /wizard new and /dice new.
    let settings = variant_options()
        .into_iter()
        .fold(settings, CreateCommand::add_option)
        .add_option(flag("magic_cards", "opt-magic-cards"))
        .add_option(flag("experts", "opt-experts"))
        .add_option(flag("threads", "opt-threads"))
        .add_option(flag("pings", "opt-pings"))
        .add_option(cancel_by)
        .add_option(hint_games);
    let events_by = {
        let o = option(CommandOptionType::String, "events_by", "opt-events-by");
        choices(
            o,
            &[
                ("managers", "choice-events-managers"),
                ("anyone", "choice-events-anyone"),
            ],
        )
    };
    settings
        .add_option(events_by)
        .add_option(flag("daily_recap", "opt-daily-recap"))
}
