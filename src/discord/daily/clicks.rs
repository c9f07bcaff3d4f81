//! The daily challenge in Discord: `/daily` begins or resumes the person's
//! try (or shows how it went), as their own private panel that every click
//! updates in place (nothing of a try is posted in its channel); a finished
//! try's Share posts its spoiler-free line; the daily board, by day or week,
//! this server or everyone. Works wherever the app is installed: replies
//! and panels are interaction responses, never posts of the bot's own.

use crate::discord::daily::ask::DailyClick;
use serenity::all::CreateCommand;
use std::sync::Arc;

use crate::discord::commands::{anywhere, command, flag, game_option};

use crate::discord::answer::Failure;
use crate::discord::commands::{flag_opt, kind_opt};
use crate::discord::context::{Answer, Clicked, Commanded, Result, user_of};
use crate::discord::daily::ask::DailyAsk;
use crate::discord::daily::panel::try_panel_now;
use crate::discord::daily::screen::{self as daily, DAILY_PER_PAGE};
use crate::discord::screen::Screen;
use crate::discord::settings::server_language;
use crate::discord::{Bot, Storage};
use crate::engine::Viewer;
use crate::league::daily::FIRST_DAY;
use crate::league::daily_page::board_page;
use crate::league::streak::streak;
use crate::league::{DailyQuery, Scope, Share};
use crate::t;
use crate::table::{GameId, GameKind, Snapshot, View, day_of, now_ms};
use crate::text::catalogue::Lang;

/// A page of a board, to the clicker: in place of a private board, and
/// privately from a public one, which stays as it was for everyone else (#62).
async fn paged(k: &Clicked<'_>, screen: Screen) -> Result<Answer> {
    match k.on_panel {
        true => Ok(Answer::Update { screen, private: true }),
        false => Ok(Answer::New { screen, private: true }),
    }
}

/// `/daily [game] [board]`: the person's try at today's challenge —
/// begun now, resumed where they left it, or its result — or, with
/// `board`, today's board.
pub(in crate::discord) async fn daily<S: Storage>(bot: &Arc<Bot<S>>, k: &Commanded<'_>) -> Result<Answer> {
    let (c, options, guild, lang, public) = (k.c, k.options, k.guild, k.lang, k.public);
    let kind = kind_opt(options);
    let today = day_of(now_ms());
    if flag_opt(options, "board") == Some(true) {
        let ask = DailyAsk {
            kind,
            day: today,
            week: false,
            global: guild.is_none(),
            page: 0,
        };
        let screen = daily_board(bot, ask, (guild, user_of(&c.user)), public).await?;
        return Ok(Answer::New { screen, private: false });
    }
    let user = user_of(&c.user);
    let (screen, shown) = try_screen(bot, kind, (guild, c.channel_id.get() as i64), user, lang).await?;
    let pictures = screen.pictures.iter().map(|p| p.name.clone()).collect();
    // Kept for one redraw only: the panel left open when the day closes
    // becomes the result (every click on it is answered with the panel
    // as it is then).
    let keep = remember_try(bot, c.token.clone(), (user, lang), shown, pictures);
    Ok(Answer::New { screen, private: true }.then(keep))
}

/// Keeps the token of a try's panel once it is sent (`shown`: its game,
/// the version it shows, whether it offers decisions) for the redraw when
/// its day closes on it (`publisher::dispatch`).
fn remember_try<S: Storage>(
    bot: &Arc<Bot<S>>,
    token: String,
    (user, lang): (i64, Lang),
    shown: (GameId, u64, bool),
    pictures: Vec<String>,
) -> impl std::future::Future<Output = ()> + Send + 'static {
    let bot = bot.clone();
    let (game, version, active) = shown;
    async move {
        let session = crate::discord::keep::panels::Session {
            token,
            issued: std::time::Instant::now(),
            version,
            active,
            lang,
            message: None,
            pictures: Some(pictures),
        };
        bot.sessions.open(game, user, session);
    }
}

/// `user`'s try at today's challenge of `kind`, as their panel: begun
/// now, resumed where they left it, or its result.
async fn try_screen<S: Storage>(
    bot: &Arc<Bot<S>>,
    kind: GameKind,
    (guild, channel): (Option<i64>, i64),
    user: i64,
    lang: Lang,
) -> Result<(Screen, (GameId, u64, bool))> {
    let today = day_of(now_ms());
    let opened = bot.tables.open_daily(kind, guild, channel, user, today).await?;
    if opened.begun {
        // Hard's own try of the day is played meanwhile, for the result.
        let _ = bot.hard.or_begin(kind, today).await;
    }
    let s = opened.snapshot;
    remember_name(bot, user).await;
    let seat = s.seat_of(user).ok_or(Failure::say("err-not-seated"))?;
    let notice = (!opened.begun && !s.is_over()).then(|| t!(lang, "daily-resumed"));
    let Some((screen, active)) = try_panel_of(bot, &s, seat, lang, notice).await else {
        return Err(Failure::say("err-not-started"));
    };
    Ok((screen, (s.id, s.version, active)))
}

/// "Play today's" on a recap: the clicker's try, privately.
pub(in crate::discord) async fn daily_play<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    kind: GameKind,
) -> Result<Answer> {
    let channel = k.c.channel_id.get() as i64;
    let (screen, shown) = try_screen(bot, kind, (k.guild, channel), k.user, k.lang).await?;
    let pictures = screen.pictures.iter().map(|p| p.name.clone()).collect();
    let keep = remember_try(bot, k.c.token.clone(), (k.user, k.lang), shown, pictures);
    Ok(Answer::Private(screen).then(keep))
}

/// A try as it is now: in memory while it runs, else as it ended.
async fn daily_try<S: Storage>(bot: &Arc<Bot<S>>, game: GameId) -> Result<Snapshot> {
    bot.tables
        .latest(game)
        .await
        .map_err(|_| Failure::say("err-unknown-button"))
}

/// A finished daily try of `user`'s (read back from storage) and their seat.
pub(in crate::discord) async fn ended_daily<S: Storage>(
    bot: &Arc<Bot<S>>,
    game: GameId,
    user: i64,
) -> Option<(Snapshot, usize)> {
    let s = bot.tables.ended(game).await.ok()?;
    let seat = s.seat_of(user).filter(|_| s.options.daily.is_some())?;
    Some((s, seat))
}

/// Share: the clicker's finished try, posted in the channel as one line
/// of figures and a symbol per round — no card, die or box.
pub(in crate::discord) async fn daily_share<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
) -> Result<Answer> {
    let s = daily_try(bot, game).await?;
    let (Some(day), Some(seat)) = (s.options.daily, s.seat_of(k.user)) else {
        return Err(Failure::say("err-daily-share"));
    };
    // An unfinished try is not the player's result.
    if !s.is_over() || s.handed_over(seat).is_some() {
        return Err(Failure::say("err-daily-share"));
    }
    // A closed day's line, posted later, would read as new.
    if now_ms() >= crate::table::day_end_ms(day) {
        return Err(Failure::say("err-daily-share-closed"));
    }
    let share = match s.view(Viewer::Spectator) {
        Some(View::Wizard(v)) => Share::wizard(&v, seat, day),
        Some(View::Dice(v)) => Share::dice(&v, seat, day),
        None => return Err(Failure::say("err-daily-share")),
    };
    // Public, in the server's chosen language, else the sharer's (Discord
    // says `en-US` for every server that is not a Community server), as
    // a table speaks its server's, else its host's.
    let lang = match k.guild {
        Some(g) => server_language(bot, g)
            .await
            .map_or(k.lang, |chosen| crate::discord::public_lang(Some(&chosen))),
        None => k.lang,
    };
    let days = bot.league.daily_days(k.user, s.kind).await.unwrap_or_default();
    let streak = streak(&days, day_of(now_ms())).current;
    Ok(Answer::New {
        screen: daily::shared(&share, (k.user as u64, streak), lang),
        private: false,
    })
}

/// A daily board page, in place of the message clicked: a try's result
/// (one panel per player, never a copy) or a board. Reached from a
/// result, the board keeps a way back to it.
pub(in crate::discord) async fn daily_board_click<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    ask: DailyAsk,
) -> Result<Answer> {
    // Boards are drawn for a challenge that was: the first one's day up to today.
    if !(FIRST_DAY..=day_of(now_ms())).contains(&ask.day) {
        return Err(Failure::say("err-unknown-button"));
    }
    let back = k.on_message.iter().find_map(|click| match click.get() {
        Some(DailyClick::Share { game } | DailyClick::Result { game }) => Some(*game),
        _ => None,
    });
    // Its page is the clicker's alone, in their language (#62).
    let mut screen = daily_board(bot, ask, (k.guild, k.user), k.lang).await?;
    if let Some(game) = back {
        screen.components.push(daily::back_row(game, k.lang));
    }
    paged(k, screen).await
}

/// Back from a board to the clicker's finished try.
pub(in crate::discord) async fn daily_result<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    game: GameId,
) -> Result<Answer> {
    let s = daily_try(bot, game).await?;
    let seat = s.seat_of(k.user).ok_or(Failure::say("err-not-seated"))?;
    let Some((screen, _)) = try_panel_of(bot, &s, seat, k.lang, None).await else {
        return Err(Failure::say("err-not-started"));
    };
    Ok(Answer::Update { screen, private: true })
}

/// On a closed day's board: the clicker's own try of that day, as its
/// result (with its replay and analysis), privately.
pub(in crate::discord) async fn daily_mine<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    kind: GameKind,
    day: i64,
) -> Result<Answer> {
    if !(FIRST_DAY..day_of(now_ms())).contains(&day) {
        return Err(Failure::say("err-unknown-button"));
    }
    let game = bot
        .league
        .daily_try(k.user, kind, day)
        .await
        .map_err(|e| Failure::internal("daily_try", None, &e))?
        .ok_or(Failure::say("err-daily-not-played"))?;
    let (s, seat) = ended_daily(bot, game, k.user)
        .await
        .ok_or(Failure::say("err-daily-not-played"))?;
    let Some((screen, _)) = try_panel_of(bot, &s, seat, k.lang, None).await else {
        return Err(Failure::say("err-not-started"));
    };
    Ok(Answer::Private(screen))
}

/// A daily board as `viewer` sees it: Hard's score beside a day's board
/// once the day has closed or the viewer finished their try of it.
pub(in crate::discord) async fn daily_board<S: Storage>(
    bot: &Arc<Bot<S>>,
    ask: DailyAsk,
    (guild, viewer): (Option<i64>, i64),
    lang: Lang,
) -> Result<Screen> {
    // Outside a server the board is everyone's.
    let scope = match guild {
        Some(g) if !ask.global => Scope::Guild(g),
        _ => Scope::Global,
    };
    let query = DailyQuery {
        page: i64::from(ask.page),
        per_page: DAILY_PER_PAGE,
        ..match ask.week {
            true => DailyQuery::week(ask.kind, scope, ask.day),
            false => DailyQuery::day(ask.kind, scope, ask.day),
        }
    };
    let today = day_of(now_ms());
    let page = board_page(&bot.league, &bot.hard, (query, !ask.week), viewer, today)
        .await
        .map_err(|e| Failure::internal("daily_board_query", None, &e))?;
    let board = page.board;
    // Everyone's board reaches people of other servers, whose clients
    // draw a mention of someone they do not share a server with as
    // unknown: there each is shown by the name they played under.
    let names = match scope {
        Scope::Global => played_names(bot, board.rows.iter().map(|r| r.user_id)).await,
        Scope::Guild(_) => Default::default(),
    };
    let (streaks, hard) = (page.streaks, page.hard);
    let extras = daily::BoardExtras { streaks, hard };
    Ok(daily::board(
        ask,
        &board,
        (&names, &extras),
        guild.is_some(),
        today,
        lang,
    ))
}

/// The names people played their daily tries under, for boards seen on
/// other servers (where a mention of someone not there reads unknown).
async fn played_names<S: Storage>(
    bot: &Arc<Bot<S>>,
    users: impl Iterator<Item = i64>,
) -> std::collections::HashMap<i64, String> {
    let mut names = std::collections::HashMap::new();
    for user in users {
        match bot.league.person_name(user).await {
            Ok(Some(name)) => {
                names.insert(user, name);
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(error = %e, "a player's name could not be read for a board"),
        }
    }
    names
}

/// The daily rating's board (everyone's: one field a day), in place of the board clicked.
pub(in crate::discord) async fn daily_rating_click<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Clicked<'_>,
    kind: GameKind,
    page: u32,
) -> Result<Answer> {
    let (rows, total) = bot
        .league
        .daily_rating_board(kind, i64::from(page), DAILY_PER_PAGE)
        .await
        .map_err(|e| Failure::internal("daily_rating_board", None, &e))?;
    let names = played_names(bot, rows.iter().map(|r| r.user_id)).await;
    let screen = daily::rating_board(kind, (&rows, total), page, &names, day_of(now_ms()), k.lang);
    paged(k, screen).await
}

/// Stores the name a person plays their daily try under (when it changed),
/// for the all-servers boards. A failure only costs the name there.
async fn remember_name<S: Storage>(bot: &Arc<Bot<S>>, user: i64) {
    let Some(name) = bot.names.get(user) else { return };
    match bot.league.person_name(user).await {
        Ok(Some(stored)) if stored == name => {}
        _ => {
            if let Err(e) = bot.league.set_person_name(user, &name).await {
                tracing::warn!(error = %e, "a player's name could not be stored for the daily boards");
            }
        }
    }
}

/// `/daily` (anywhere: a try is its player's own panel).
pub(in crate::discord) fn definition() -> CreateCommand {
    // A try is its player's own panel: it needs no channel post, so it too works anywhere.
    anywhere(command("daily", "cmd-daily"))
        .add_option(game_option(false))
        .add_option(flag("board", "opt-daily-board"))
}

/// A try's panel as its player sees it now (`try_panel_now`).
async fn try_panel_of<S: Storage>(
    bot: &Arc<Bot<S>>,
    s: &Snapshot,
    seat: usize,
    lang: Lang,
    notice: Option<String>,
) -> Option<(Screen, bool)> {
    try_panel_now(bot, s, (s.options.daily?, seat), lang, notice).await
}
