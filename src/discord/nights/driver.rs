//! A game night's driver (#35): one task per open night of this process's
//! servers. Each pass reads the night as stored, takes the next step and
//! stores it before anything depends on it: at its start time (or the
//! organiser's Start now) it seats the first event round; for each table it
//! posts the line that calls its players, opens its thread, creates its game
//! there (an ordinary table: turn timer, autopilot, pictures, restarts) and
//! starts it; it notes each finished table's places and points, keeps the
//! standings message current, seats the next round by the standings, and at
//! the end posts who won. Every step is safe to repeat, so a restart at any
//! point goes on where the stored night stands.

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{AutoArchiveDuration, ChannelId, CreateThread, GuildId, Http, MessageId, Permissions};
use tokio::sync::Notify;

use crate::discord::bot::NightDriver;
use crate::discord::keep::permissions;
use crate::discord::keep::places::Place;
use crate::discord::nights::screen::{ended, signup, standings, table_call, thread_name};
use crate::discord::screen::Screen;
use crate::discord::transport::rest;
use crate::discord::{Bot, Storage, lock, public_lang};
use crate::league::night_next::{NightNext, TableEnd};
use crate::league::{Night, NightStatus};
use crate::t;
use crate::table::{GameStatus, Level, NightSeat, SeatOwner, Verb, now_ms};
use crate::text::catalogue::Lang;
use crate::text::options::game_name;

/// How often a running night looks at its tables.
const POLL: Duration = Duration::from_millis(500);

/// How long Discord honours an interaction's token (15 minutes), less a
/// minute's margin: the sign-up message's id is asked for with it until then.
pub const TOKEN_MS: i64 = 14 * 60 * 1000;

/// About how long one event round takes, for the scheduled event's end.
const ROUND_MS: i64 = 45 * 60 * 1000;

/// Drives night `id` (nudges it, when it is driven already).
pub fn drive<S: Storage>(bot: &Arc<Bot<S>>, id: i64) {
    let mut drivers = lock(&bot.nights);
    if let Some(d) = drivers.get(&id) {
        d.notify.notify_one();
        return;
    }
    if bot.is_stopped() {
        return;
    }
    let notify = Arc::new(Notify::new());
    let (b, n) = (bot.clone(), notify.clone());
    let task = tokio::spawn(async move { run(b, id, n).await }).abort_handle();
    drivers.insert(id, NightDriver { notify, task });
}

/// Drives every open night of this process's servers (at start-up).
pub async fn restore<S: Storage>(bot: &Arc<Bot<S>>) -> Result<usize, crate::table::PersistError> {
    let nights = bot.league.open_nights().await?;
    let mine: Vec<i64> = nights
        .iter()
        .filter(|n| bot.tables.drives(Some(n.guild)))
        .map(|n| n.id)
        .collect();
    for &id in &mine {
        drive(bot, id);
    }
    Ok(mine.len())
}

/// What a driver last showed, so it edits only what changed, and whether
/// its last pass failed (said once, not at every try).
#[derive(Default)]
struct NightShown {
    standings: Option<String>,
    failing: bool,
}

async fn run<S: Storage>(bot: Arc<Bot<S>>, id: i64, notify: Arc<Notify>) {
    let mut shown = NightShown::default();
    loop {
        let wait = match step(&bot, id, &mut shown).await {
            Ok(Some(wait)) => {
                shown.failing = false;
                wait
            }
            Ok(None) => break,
            Err(e) => {
                if !shown.failing {
                    tracing::warn!(night = id, error = %e, "a game night could not go on; trying again");
                }
                shown.failing = true;
                Duration::from_secs(5)
            }
        };
        if wait.is_zero() {
            continue;
        }
        tokio::select! {
            _ = notify.notified() => {}
            _ = tokio::time::sleep(wait) => {}
        }
    }
    lock(&bot.nights).remove(&id);
}

/// Why a pass could not go on (said in the log with the night).
type Step = Result<Option<Duration>, String>;

fn said(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// One pass over night `id`: what to wait for next (`None`: nothing, it ended).
async fn step<S: Storage>(bot: &Arc<Bot<S>>, id: i64, shown: &mut NightShown) -> Step {
    // Connected first: some requests need the application's id, which READY tells.
    let (Some(http), true) = (bot.http().cloned(), bot.is_ready()) else {
        return Ok(Some(Duration::from_millis(200)));
    };
    let _held = bot.hold_night(id).await;
    let Some(mut n) = bot.league.night(id).await.map_err(said)? else {
        return Ok(None);
    };
    if !bot.tables.drives(Some(n.guild)) {
        return Ok(None);
    }
    let lang = public_lang(Some(&n.locale));
    settle(bot, &http, &mut n, lang).await?;
    match n.next(now_ms()) {
        NightNext::Wait { ms } => Ok(Some(Duration::from_millis(ms))),
        NightNext::NoOne | NightNext::Begin => {
            n.begin(id as u64);
            bot.league.save_night(&n).await.map_err(said)?;
            redraw_signup(bot, &http, &n, lang).await;
            if n.status == NightStatus::Cancelled {
                scheduled(bot, &http, &mut n, 4).await;
                return Ok(None);
            }
            scheduled(bot, &http, &mut n, 2).await;
            Ok(Some(Duration::ZERO))
        }
        NightNext::Play => {
            let r = n.rounds.len() - 1;
            let refused = n.bot_refused;
            for t in 0..n.rounds[r].len() {
                if let Err(why) = set_up(bot, &http, &mut n, r, t, lang).await {
                    if n.bot_refused != refused {
                        // Learned: stored, and the organiser told on the sign-up.
                        bot.league.save_night(&n).await.map_err(said)?;
                        redraw_signup(bot, &http, &n, lang).await;
                        return Ok(Some(POLL));
                    }
                    return Err(why);
                }
            }
            if note_results(bot, &mut n).await {
                bot.league.save_night(&n).await.map_err(said)?;
            }
            if n.round_over() {
                // The round's standings first: people see where the round
                // left them before the next one calls them to their tables
                // (and a reader of the stored night never meets the next
                // round before the standings that seated it).
                show_standings(bot, &http, &mut n, lang, shown).await?;
                n.after_round(id as u64);
                bot.league.save_night(&n).await.map_err(said)?;
                redraw_signup(bot, &http, &n, lang).await;
                return Ok(Some(Duration::ZERO));
            }
            show_standings(bot, &http, &mut n, lang, shown).await?;
            Ok(Some(POLL))
        }
        NightNext::Finish => {
            show_standings(bot, &http, &mut n, lang, shown).await?;
            if !n.told_end {
                let once = Some(format!("ne{id}"));
                let post = rest::post_message(
                    &http,
                    ChannelId::new(n.channel),
                    fit(&n, ended(&n, lang)).outgoing_message(once),
                );
                bot.budget.spend(post).await.map_err(said)?;
                n.told_end = true;
                bot.league.save_night(&n).await.map_err(said)?;
                scheduled(bot, &http, &mut n, 3).await;
            }
            Ok(None)
        }
        NightNext::Cancelled => {
            // Cancelled while it ran: its games end, its standings say so.
            stop_games(bot, &n).await;
            if n.standings_message.is_some() {
                show_standings(bot, &http, &mut n, lang, shown).await?;
            }
            Ok(None)
        }
    }
}

/// The games of a cancelled night's current round, cancelled (a manager's
/// cancel, by the table's host): nothing goes on at its tables.
async fn stop_games<S: Storage>(bot: &Bot<S>, n: &Night) {
    let Some(round) = n.rounds.last() else { return };
    for table in round.iter().filter(|t| !t.ended) {
        let (Some(game), Some(host)) = (table.game, table.seats.iter().flatten().next()) else {
            continue;
        };
        let Ok(s) = bot.tables.snapshot(game).await else {
            continue;
        };
        if matches!(s.status, GameStatus::Finished | GameStatus::Cancelled) {
            continue;
        }
        let cancel = Verb::Cancel {
            may_manage: true,
            rule: crate::table::CancelRule::Host,
        };
        if let Err(e) = bot.tables.command(game, s.host, cancel).await {
            tracing::warn!(night = n.id, game, host, error = %e, "a cancelled night's game could not be cancelled");
        }
    }
}

/// Table `t` of event round `r`, set up as far as it is not: the line that
/// calls its players, its thread, its game (found again when a crash came
/// between making it and noting it), started. Each step is stored.
async fn set_up<S: Storage>(
    bot: &Arc<Bot<S>>,
    http: &Arc<Http>,
    n: &mut Night,
    r: usize,
    t: usize,
    lang: Lang,
) -> Result<(), String> {
    if n.rounds[r][t].ended {
        return Ok(());
    }
    let channel = ChannelId::new(n.channel);
    // Refused before: not asked again until a click there says the bot may
    // (the sign-up tells the organiser what is missing).
    let here = permissions::at_night(n);
    if permissions::NIGHT_NEEDS.into_iter().any(|p| !here.may(p)) {
        return Ok(());
    }
    let message = match n.rounds[r][t].message {
        Some(m) => m,
        None => {
            // One message per table, also when a crash came before its id was stored.
            let once = Some(format!("n{}r{r}t{t}", n.id));
            let post = rest::post_message(http, channel, fit(n, table_call(n, r, t, lang)).outgoing_message(once));
            let posted = bot.budget.spend(post).await;
            let m = posted
                .map_err(|e| night_refused(n, e, Permissions::SEND_MESSAGES))?
                .id
                .get();
            n.rounds[r][t].message = Some(m);
            bot.league.save_night(n).await.map_err(said)?;
            m
        }
    };
    let thread = match n.rounds[r][t].thread {
        Some(th) => th,
        None => {
            let builder =
                CreateThread::new(thread_name(n, r, t, lang)).auto_archive_duration(AutoArchiveDuration::OneDay);
            let open = channel.create_thread_from_message(http.as_ref(), MessageId::new(message), builder);
            let th = match bot.budget.spend(open).await {
                Ok(th) => th.id.get(),
                // Opened before a crash: a message's thread has the message's id.
                Err(e) if crate::discord::transport::rest::thread_exists(&e) => message,
                Err(e) => return Err(night_refused(n, e, Permissions::CREATE_PUBLIC_THREADS)),
            };
            n.rounds[r][t].thread = Some(th);
            bot.league.save_night(n).await.map_err(said)?;
            th
        }
    };
    let seats = n.rounds[r][t].seats.clone();
    let Some(host) = seats.iter().flatten().next().copied() else {
        n.rounds[r][t].ended = true;
        return bot.league.save_night(n).await.map_err(said);
    };
    let game = match n.rounds[r][t].game {
        Some(g) => g,
        None => {
            // A game made before a crash is known by its thread: start-up
            // places every open game (`Place::from_row`).
            let game = match bot.places.game_in(thread) {
                Some(game) => game,
                None => {
                    let mut options = n.plan.options.clone();
                    options.night = Some(NightSeat {
                        night: n.id,
                        round: r as u32 + 1,
                        table: t as u32 + 1,
                        rated: n.plan.rated,
                    });
                    let others = seats[1..]
                        .iter()
                        .map(|s| match s {
                            Some(u) => (SeatOwner::Human(*u), Level::Normal),
                            None => (SeatOwner::Computer, Level::Normal),
                        })
                        .collect();
                    let kind = n.plan.kind;
                    let made = bot
                        .tables
                        .create_seated(kind, Some(n.guild), thread as i64, host, options, others);
                    made.await.map_err(said)?.id
                }
            };
            // The thread has the night's channel's permissions.
            let place = Place {
                lobby_channel: thread,
                locale: Some(n.locale.clone()),
                granted: n.bot_granted,
                refused: n.bot_refused,
                ..Place::default()
            };
            bot.places.save(bot.tables.persist(), game, place).await;
            n.rounds[r][t].game = Some(game);
            bot.league.save_night(n).await.map_err(said)?;
            game
        }
    };
    if let Ok(s) = bot.tables.snapshot(game).await
        && s.status == GameStatus::Lobby
    {
        bot.tables.command(game, host, Verb::Start).await.map_err(said)?;
    }
    Ok(())
}

/// A night's message as the channel lets it show: in words without Embed Links.
fn fit(n: &Night, screen: Screen) -> Screen {
    permissions::at_night(n).fit(screen)
}

/// A refusal for a missing permission in the night's channel: learned (the
/// night asks no more until a click there says the bot may), logged once as
/// a WARN, and shown to the organiser on the sign-up at the driver's next pass.
fn night_refused(n: &mut Night, e: serenity::Error, needed: Permissions) -> String {
    if permissions::refused_for_permission(&e) {
        let mut here = permissions::at_night(n);
        if here.refuse(needed) {
            tracing::warn!(
                night = n.id,
                channel = n.channel,
                permission = %permissions::name(needed),
                "Discord refused the bot a permission in a game night's channel; the sign-up tells the organiser"
            );
        }
        n.bot_refused = here.refused;
    }
    said(e)
}

/// Notes the places and points of the current round's tables that ended
/// (`Night::table_ended`); whether any did.
async fn note_results<S: Storage>(bot: &Bot<S>, n: &mut Night) -> bool {
    let Some(round) = n.rounds.last() else {
        return false;
    };
    let open: Vec<(usize, i64)> = round
        .iter()
        .enumerate()
        .filter(|(_, table)| !table.ended)
        .filter_map(|(t, table)| Some((t, table.game?)))
        .collect();
    let mut changed = false;
    for (t, game) in open {
        let Ok(s) = bot.tables.latest(game).await else {
            continue;
        };
        let how = match s.status {
            GameStatus::Finished => TableEnd::Finished {
                autopilot: s.autopilot.clone(),
                own: s.own_results(),
            },
            GameStatus::Cancelled => TableEnd::Cancelled,
            _ => continue,
        };
        changed |= n.table_ended(t, how);
    }
    changed
}

/// Posts the standings message, or edits it when what it says changed.
async fn show_standings<S: Storage>(
    bot: &Bot<S>,
    http: &Http,
    n: &mut Night,
    lang: Lang,
    shown: &mut NightShown,
) -> Result<(), String> {
    let screen = fit(n, standings(n, lang));
    let text = serde_json::to_string(&screen.clone().message()).unwrap_or_default();
    let channel = ChannelId::new(n.channel);
    match n.standings_message {
        None => {
            let once = Some(format!("ns{}", n.id));
            let posted = bot
                .budget
                .spend(rest::post_message(http, channel, screen.outgoing_message(once)))
                .await
                .map_err(said)?;
            n.standings_message = Some(posted.id.get());
            bot.league.save_night(n).await.map_err(said)?;
        }
        Some(m) if shown.standings.as_deref() != Some(text.as_str()) => {
            let edit = rest::edit_message(http, channel, MessageId::new(m), screen.outgoing_edit());
            bot.budget.spend(edit).await.map_err(said)?;
        }
        Some(_) => return Ok(()),
    }
    shown.standings = Some(text);
    Ok(())
}

/// Redraws the sign-up message as the night stands (under way, over, cancelled).
pub(in crate::discord) async fn redraw_signup<S: Storage>(bot: &Bot<S>, http: &Http, n: &Night, lang: Lang) {
    let Some(m) = n.signup_message else { return };
    let edit = rest::edit_message(
        http,
        ChannelId::new(n.channel),
        MessageId::new(m),
        fit(n, signup(n, lang)).outgoing_edit(),
    );
    if let Err(e) = bot.budget.spend(edit).await {
        tracing::debug!(night = n.id, error = %e, "could not redraw a game night's sign-up");
    }
}

/// What `/event new` left unsettled, settled and stored before anything
/// depends on it (a crash may have come between asking Discord and storing
/// its answer): the sign-up message's id, asked for with the command's
/// token (or, the token past, a new sign-up posted once); the entry in the
/// server's Events, found among the server's when it was asked for before
/// (never made twice), else made while the night is still ahead, and moved
/// to where the night stands.
async fn settle<S: Storage>(bot: &Bot<S>, http: &Http, n: &mut Night, lang: Lang) -> Result<(), String> {
    if n.signup_token.is_none() && !n.event_wanted {
        return Ok(());
    }
    if let Some((token, until)) = n.signup_token.clone() {
        if n.signup_message.is_none() && now_ms() < until {
            // Asked again at the next pass while the token holds.
            let m = bot.budget.spend(http.get_original_interaction_response(&token)).await;
            n.signup_message = Some(m.map_err(said)?.id.get());
        }
        if n.signup_message.is_none() {
            // One new sign-up, also when a crash comes before its id is stored.
            // Not the standings' nonce (`ns`): each message its own.
            let once = Some(format!("nu{}", n.id));
            let post = rest::post_message(
                http,
                ChannelId::new(n.channel),
                fit(n, signup(n, lang)).outgoing_message(once),
            );
            n.signup_message = Some(bot.budget.spend(post).await.map_err(said)?.id.get());
        }
        n.signup_token = None;
        bot.league.save_night(n).await.map_err(said)?;
    }
    if n.event_wanted {
        if n.event_asked && n.scheduled_event.is_none() {
            n.scheduled_event = find_event(bot, http, n).await?;
        }
        let ahead = n.plan.starts_at.filter(|&at| at > now_ms() + 60_000);
        if let (None, NightStatus::SignUp, Some(at)) = (n.scheduled_event, n.status, ahead) {
            n.event_asked = true;
            bot.league.save_night(n).await.map_err(said)?;
            n.scheduled_event = schedule(bot, http, n, at, lang).await;
            if n.scheduled_event.is_none() {
                // Refused: the sign-up says so (saved below).
                redraw_signup(bot, http, n, lang).await;
            }
        }
        n.event_wanted = false;
        n.event_asked = false;
        bot.league.save_night(n).await.map_err(said)?;
        // A night that moved on meanwhile moves its entry on too.
        match n.status {
            NightStatus::SignUp => {}
            NightStatus::Running => scheduled(bot, http, n, 2).await,
            NightStatus::Finished => {
                scheduled(bot, http, n, 2).await;
                scheduled(bot, http, n, 3).await;
            }
            NightStatus::Cancelled => scheduled(bot, http, n, 4).await,
        }
    }
    Ok(())
}

/// Where a night's Events entry points: its sign-up message (else its channel).
fn location(n: &Night) -> String {
    match n.signup_message {
        Some(m) => format!("https://discord.com/channels/{}/{}/{m}", n.guild, n.channel),
        None => format!("https://discord.com/channels/{}/{}", n.guild, n.channel),
    }
}

/// The server's Events entry made for night `n` before a crash: the bot's,
/// with its name and start, placed at its sign-up message or channel.
async fn find_event<S: Storage>(bot: &Bot<S>, http: &Http, n: &Night) -> Result<Option<u64>, String> {
    let guild = GuildId::new(n.guild as u64);
    let events = match bot.budget.spend(http.get_scheduled_events(guild, false)).await {
        Ok(events) => events,
        // Without the events permission the bot may not list them, and made none.
        Err(e) => {
            tracing::info!(night = n.id, error = %e, "the server's events could not be read");
            return Ok(None);
        }
    };
    let start = n.plan.starts_at.map(|ms| ms / 1000);
    let channel = format!("https://discord.com/channels/{}/{}", n.guild, n.channel);
    Ok(events
        .iter()
        .find(|e| {
            e.name == n.name
                && Some(e.start_time.unix_timestamp()) == start
                && e.metadata
                    .as_ref()
                    .and_then(|m| m.location.as_deref())
                    .is_some_and(|l| l == location(n) || l == channel || l.starts_with(&format!("{channel}/")))
        })
        .map(|e| e.id.get()))
}

/// The night's entry in the server's Events (an external event whose
/// place is the sign-up message); `None` when the bot may not make one
/// (it lacks the permission): the sign-up message says when, all the same.
async fn schedule<S: Storage>(bot: &Bot<S>, http: &Http, n: &mut Night, at: i64, lang: Lang) -> Option<u64> {
    let iso = |ms: i64| serenity::all::Timestamp::from_millis(ms).ok().map(|t| t.to_string());
    let description = t!(lang, "night-scheduled", game = game_name(n.plan.kind, lang));
    let body = serde_json::json!({
        "name": n.name,
        "privacy_level": 2,
        "scheduled_start_time": iso(at)?,
        "scheduled_end_time": iso(at + ROUND_MS * i64::from(n.plan.rounds))?,
        "entity_type": 3,
        "entity_metadata": {"location": location(n)},
        "description": description,
    });
    let guild = GuildId::new(n.guild as u64);
    match bot.budget.spend(rest::scheduled_event(http, guild, None, body)).await {
        Ok(id) => Some(id),
        Err(e) if permissions::refused_for_permission(&e) => {
            n.bot_refused |= Permissions::CREATE_EVENTS.bits();
            tracing::warn!(
                night = n.id,
                "no Events entry for a game night: the bot lacks Create Events (the sign-up says so)"
            );
            None
        }
        Err(e) => {
            tracing::warn!(night = n.id, error = %e, "no Events entry for a game night");
            None
        }
    }
}

/// Moves the night's scheduled event on (Discord's statuses: 2 active, 3
/// completed, 4 cancelled); a night without one (no Create Events) has none to move.
pub(in crate::discord) async fn scheduled<S: Storage>(bot: &Bot<S>, http: &Http, n: &mut Night, status: u8) {
    let Some(event) = n.scheduled_event else { return };
    let body = serde_json::json!({ "status": status });
    let patch = rest::scheduled_event(http, GuildId::new(n.guild as u64), Some(event), body);
    if let Err(e) = bot.budget.spend(patch).await {
        tracing::info!(night = n.id, error = %e, "could not update a game night's scheduled event");
    }
}
