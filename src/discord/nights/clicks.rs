//! A game night in Discord (#35): `/event new` plans one — its sign-up
//! message, public, with Join and Leave for everyone and Start now and Cancel
//! for its organiser, and an entry in the server's Events when the bot may
//! make one — and the sign-up and standings buttons. The night itself is
//! driven by `driver.rs`.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption};
use std::sync::Arc;

use crate::discord::commands::{choices, command, game_option, on_servers, option, turn_time_option, variant_options};
use serenity::all::Permissions;

use crate::discord::answer::{Failure, Refusal};
use crate::discord::commands::{self, TURN_SECS, flag_opt, int_opt, kind_opt, string_opt};
use crate::discord::context::{Answer, Clicked, Commanded, Result, may_manage, user_of};
use crate::discord::keep::permissions::NIGHT_NEEDS;
use crate::discord::nights::driver as nights;
use crate::discord::nights::screen::signup;
use crate::discord::nights::verb::NightVerb;
use crate::discord::{Bot, Storage};
use crate::league::{Fill, Format, Night, NightPlan, NightStatus, RankBy, ServerSettings};
use crate::t;
use crate::table::{GameKind, OptionsError, TableError, TableOptions, Verb, now_ms};

/// The longest a night may be planned ahead: a week, in minutes.
const START_IN_MAX: i64 = 7 * 24 * 60;

/// Whether the member may plan game nights here: Manage Events or Manage
/// Server, or anyone where `/settings events_by` says so.
fn may_plan(perms: Option<Permissions>, settings: &ServerSettings) -> bool {
    settings.events_by_anyone || may_manage(perms) || perms.is_some_and(|p| p.contains(Permissions::MANAGE_EVENTS))
}

/// `/event new`: the night's sign-up message in this channel.
pub(in crate::discord) async fn new_night<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Commanded<'_>,
    settings: &ServerSettings,
) -> Result<Answer> {
    let (c, options, guild, public) = (k.c, k.options, k.on_server()?, k.public);
    if !may_plan(c.member.as_ref().and_then(|m| m.permissions), settings) {
        return Err(Failure::say("err-events-managers"));
    }
    let kind = kind_opt(options);
    if int_opt(options, "turn_time").is_some_and(|t| !TURN_SECS.contains(&t)) {
        return Err(Failure::say("err-turn-time"));
    }
    let base = settings.table_options(kind);
    let table_options = match kind {
        GameKind::Dice => commands::dice_options(options, base),
        GameKind::Wizard => commands::wizard_options(options, base),
    };
    if kind == GameKind::Wizard
        && let Err(e) = table_options.variants.validate(3)
    {
        return Err(TableError::Options(OptionsError::Wizard(e)).into());
    }
    let rounds = int_opt(options, "rounds").unwrap_or(2);
    if !(1..=5).contains(&rounds) {
        return Err(Failure::say("err-night-rounds"));
    }
    let (min, max) = TableOptions::seat_range(kind, &table_options.variants);
    let size = int_opt(options, "table_size").unwrap_or(4.min(max as i64));
    if !(min as i64..=max as i64).contains(&size) {
        return Err(Failure::say("err-night-size"));
    }
    let start_in = int_opt(options, "start_in").unwrap_or(0);
    if !(0..=START_IN_MAX).contains(&start_in) {
        return Err(Failure::say("err-night-start"));
    }
    let name: String = string_opt(options, "name")
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.chars().take(60).collect())
        .unwrap_or_else(|| t!(public, "night-default-name"));
    let plan = NightPlan {
        kind,
        options: table_options,
        starts_at: (start_in > 0).then(|| now_ms() + start_in * 60_000),
        rounds: rounds as u32,
        per_table: size as usize,
        rank_by: match string_opt(options, "rank") {
            Some("points") => RankBy::Points,
            _ => RankBy::Places,
        },
        fill: match string_opt(options, "fill") {
            Some("smaller") => Fill::Smaller,
            _ => Fill::Computers,
        },
        rated: flag_opt(options, "rated").unwrap_or(true),
        format: match string_opt(options, "format") {
            Some("championship") => Format::Championship,
            _ => Format::Swiss,
        },
    };
    // The night's table calls are posted here, each table plays in a
    // thread of its call: a night that could never seat anyone is not planned.
    let perms = c.app_permissions.unwrap_or_else(Permissions::empty);
    let lacking: Vec<Permissions> = NIGHT_NEEDS.into_iter().filter(|p| !perms.contains(*p)).collect();
    if !lacking.is_empty() {
        return Err(Failure::Refused(Refusal::Lacking("err-night-cannot-post", lacking)));
    }
    let locale = settings.language.clone().unwrap_or_else(|| c.locale.clone());
    let mut night = Night::new(guild, c.channel_id.get(), user_of(&c.user), name, plan, locale);
    // What the night will need is stored before Discord is asked for it:
    // the token that finds the sign-up message (were its id lost in a
    // crash), and that an entry in the server's Events is wanted.
    night.signup_token = Some((c.token.clone(), now_ms() + nights::TOKEN_MS));
    night.bot_granted = Some(perms.bits());
    // Without Create Events the sign-up says so, and nothing is asked of Discord.
    night.event_wanted = night.plan.starts_at.is_some() && perms.contains(Permissions::CREATE_EVENTS);
    night.id = bot
        .league
        .create_night(&night)
        .await
        .map_err(|e| Failure::internal("night_create", None, &e))?;
    let screen = signup(&night, public);
    let (bot, http, c, id) = (bot.clone(), k.http.clone(), c.clone(), night.id);
    let learn = async move {
        match c.get_response(&http).await {
            Ok(m) => {
                // Sign-ups may have come meanwhile: the id goes into the night as it is now.
                let _held = bot.hold_night(id).await;
                match bot.league.night(id).await {
                    Ok(Some(mut now)) => {
                        now.signup_message = Some(m.id.get());
                        now.signup_token = None;
                        if let Err(e) = bot.league.save_night(&now).await {
                            tracing::warn!(night = id, error = %e, "a sign-up message's id could not be kept");
                        }
                    }
                    Ok(None) => {}
                    Err(e) => tracing::warn!(night = id, error = %e, "a night could not be read"),
                }
            }
            // The driver asks again with the stored token.
            Err(e) => tracing::debug!(night = id, error = %e, "sign-up message id unknown"),
        }
        // The driver makes the Events entry, as it would after a restart.
        nights::drive(&bot, id);
    };
    Ok(Answer::New { screen, private: false }.then(learn))
}

/// A game night's buttons: Join and Leave redraw the sign-up; Start now
/// and Cancel are its organiser's (or a manager's); the results as CSV go
/// to the organiser alone.
pub(in crate::discord) async fn night_click<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    id: i64,
    verb: NightVerb,
) -> Result<Answer> {
    let held = bot.hold_night(id).await;
    let Some(mut night) = bot
        .league
        .night(id)
        .await
        .map_err(|e| Failure::internal("night_read", None, &e))?
        .filter(|n| Some(n.guild) == k.guild)
    else {
        return Err(Failure::say("err-unknown-button"));
    };
    // What the bot may do in the night's channel, as this click says:
    // a permission granted again is tried again.
    if let Some(perms) = k.c.app_permissions {
        let mut here = crate::discord::keep::permissions::at_night(&night);
        if here.saw(perms) {
            night.bot_granted = here.seen;
            night.bot_refused = here.refused;
            bot.league
                .save_night(&night)
                .await
                .map_err(|e| Failure::internal("night_save", None, &e))?;
        }
    }
    let public = crate::discord::public_lang(Some(&night.locale));
    let runs_it = night.organised_by(k.user) || may_manage(k.c.member.as_ref().and_then(|m| m.permissions));
    // A person withdrawing mid-round: the game they leave (after the night is stored).
    let mut leaving = None;
    match verb {
        NightVerb::Join | NightVerb::Leave => {
            if matches!(night.status, NightStatus::Finished | NightStatus::Cancelled) {
                return Err(Failure::say("err-night-closed"));
            }
            match verb {
                NightVerb::Join if !night.players.contains(&k.user) && !night.open_to_join() => {
                    return Err(Failure::say("err-night-late"));
                }
                NightVerb::Join => {
                    night.join(k.user);
                }
                _ => {
                    if night.leave(k.user) && night.status == NightStatus::Running {
                        leaving = night.rounds.last().and_then(|round| {
                            round
                                .iter()
                                .filter(|t| !t.ended && t.seats.contains(&Some(k.user)))
                                .find_map(|t| t.game)
                        });
                    }
                }
            }
        }
        NightVerb::Start => {
            if !runs_it {
                return Err(Failure::say("err-night-organiser"));
            }
            if night.status != NightStatus::SignUp {
                return Err(Failure::say("err-night-closed"));
            }
            if night.players.is_empty() {
                return Err(Failure::say("err-night-nobody"));
            }
            night.start_asked = true;
        }
        NightVerb::Cancel => {
            if !runs_it {
                return Err(Failure::say("err-night-organiser"));
            }
            // Before or while it runs (its games end with it); not once over.
            if matches!(night.status, NightStatus::Finished | NightStatus::Cancelled) {
                return Err(Failure::say("err-night-closed"));
            }
            night.status = NightStatus::Cancelled;
        }
        NightVerb::Export => {
            if !runs_it {
                return Err(Failure::say("err-night-export"));
            }
            return Ok(Answer::File {
                line: t!(k.lang, "night-export-ready", night = id),
                name: format!("game-night-{id}.csv"),
                bytes: night.csv(|u| bot.names.get(u)).into_bytes(),
            });
        }
    }
    bot.league
        .save_night(&night)
        .await
        .map_err(|e| Failure::internal("night_save", None, &e))?;
    drop(held);
    // Their seat goes to a computer player, as `/wizard leave` gives it.
    if let Some(game) = leaving
        && let Err(e) = bot.tables.command(game, k.user, Verb::LeaveGame).await
    {
        tracing::debug!(night = id, game, error = %e, "a withdrawn person's seat stays theirs");
    }
    let screen = signup(&night, public);
    let (bot, http) = (bot.clone(), k.http.clone());
    let then = async move {
        if night.status == NightStatus::Cancelled {
            // Discord cancels only an event not begun; one under way is ended.
            let status = if night.rounds.is_empty() { 4 } else { 3 };
            nights::scheduled(&bot, &http, &mut night, status).await;
        }
        nights::drive(&bot, id);
    };
    Ok(Answer::Update { screen, private: false }.then(then))
}

/// `/event new`: a game night's game, name, start, event rounds, table
/// size, ranking, rating and leftover seats, and the tables' options as at
/// `/wizard new` and `/dice new` (the variants for the card game, Magic
/// Cards and the experts' X target for dice). Server only; whether a member
/// may use it is checked when used (`/settings events_by`).
pub(in crate::discord) fn definition() -> CreateCommand {
    let rank = choices(
        option(CommandOptionType::String, "rank", "opt-rank"),
        &[("places", "choice-rank-places"), ("points", "choice-rank-points")],
    );
    let format = choices(
        option(CommandOptionType::String, "format", "opt-format"),
        &[
            ("swiss", "choice-format-swiss"),
            ("championship", "choice-format-championship"),
        ],
    );
    let fill = choices(
        option(CommandOptionType::String, "fill", "opt-fill"),
        &[
            ("computers", "choice-fill-computers"),
            ("smaller", "choice-fill-smaller"),
        ],
    );
    let new = option(CommandOptionType::SubCommand, "new", "cmd-event-new")
        .add_sub_option(game_option(true))
        .add_sub_option(option(CommandOptionType::String, "name", "opt-night-name").max_length(60))
        .add_sub_option(
            option(CommandOptionType::Integer, "start_in", "opt-start-in")
                .min_int_value(0)
                .max_int_value(7 * 24 * 60),
        )
        .add_sub_option(
            option(CommandOptionType::Integer, "rounds", "opt-night-rounds")
                .min_int_value(1)
                .max_int_value(5),
        )
        .add_sub_option(
            option(CommandOptionType::Integer, "table_size", "opt-table-size")
                .min_int_value(2)
                .max_int_value(6),
        )
        .add_sub_option(rank)
        .add_sub_option(format)
        .add_sub_option(option(CommandOptionType::Boolean, "rated", "opt-rated"))
        .add_sub_option(fill)
        .add_sub_option(turn_time_option())
        .add_sub_option(option(CommandOptionType::Boolean, "hints", "opt-hints"))
        .add_sub_option(option(CommandOptionType::Boolean, "magic_cards", "opt-magic-cards"))
        .add_sub_option(option(CommandOptionType::Boolean, "experts", "opt-experts"));
    let new = variant_options()
        .into_iter()
        .fold(new, CreateCommandOption::add_sub_option);
    on_servers(command("event", "cmd-event")).add_option(new)
}
