//! `/leaderboard`, `/stats`, `/history` and `/rules`: what the league knows,
//! asked for by name or by a board's page buttons.

use serenity::all::{CommandDataOption, CommandInteraction, CommandOptionType, CreateCommand};
use std::sync::Arc;

use crate::discord::answer::Failure;
use crate::discord::boards::ask::BoardAsk;
use crate::discord::boards::ask::parse_season;
use crate::discord::boards::board::{self, PER_PAGE};
use crate::discord::boards::history::{self, HISTORY_PER_PAGE, history_pages};
use crate::discord::commands::{anywhere, choices, command, game_option, option};
use crate::discord::commands::{int_opt, kind_opt, string_opt, user_opt};
use crate::discord::context::{Answer, Commanded, Result};
use crate::discord::screen::Screen;
use crate::discord::settings::server_settings;
use crate::discord::{Bot, Storage};
use crate::league::season::{SeasonLength, season_range};
use crate::league::streak::streak;
use crate::league::{BoardQuery, Scope};
use crate::t;
use crate::table::{GameKind, day_of, now_ms};
use crate::text::catalogue::Lang;

/// The game of `user`'s most recent finished game here (on every server
/// outside one), if they finished any.
pub(in crate::discord) async fn played_last<S: Storage>(
    bot: &Arc<Bot<S>>,
    user: i64,
    guild: Option<i64>,
) -> Option<GameKind> {
    let scope = guild.map_or(Scope::Global, Scope::Guild);
    let mut last: Option<(i64, GameKind)> = None;
    for kind in [GameKind::Wizard, GameKind::Dice] {
        let h = bot.league.history(user, kind, scope, 0, 1).await.ok()?;
        if let Some(g) = h.games.first()
            && last.is_none_or(|(at, _)| g.finished_at > at)
        {
            last = Some((g.finished_at, kind));
        }
    }
    last.map(|(_, kind)| kind)
}

/// A leaderboard page: a season's is counted over the server's seasons
/// (a calendar month unless `/settings season_days` chose a length).
pub(in crate::discord) async fn board<S: Storage>(
    bot: &Arc<Bot<S>>,
    ask: BoardAsk,
    guild: Option<i64>,
    lang: Lang,
) -> Result<Screen> {
    // Outside a server the board is everyone's (and says so).
    let ask = BoardAsk {
        global: ask.global || guild.is_none(),
        ..ask
    };
    let server = guild.filter(|_| !ask.global);
    let scope = server.map_or(Scope::Global, Scope::Guild);
    // All servers share calendar months; one server has its own length.
    let length = match server {
        Some(g) => server_settings(bot, g).await.season,
        None => SeasonLength::Month,
    };
    let range = season_range(length, ask.season, now_ms());
    let query = BoardQuery {
        kind: ask.kind,
        scope,
        sort: ask.sort,
        season: range,
        min_games: 1,
        page: i64::from(ask.page),
        per_page: PER_PAGE,
    };
    let b = bot
        .league
        .leaderboard(query)
        .await
        .map_err(|e| Failure::internal("leaderboard_query", None, &e))?;
    Ok(board::leaderboard(ask, range, &b, lang))
}

/// A page (0-based) of someone's history on this server (or, outside a
/// server, on every server), or why there is none.
pub(in crate::discord) async fn history_page<S: Storage>(
    bot: &Arc<Bot<S>>,
    user: i64,
    kind: GameKind,
    page: i64,
    guild: Option<i64>,
    lang: Lang,
) -> Result<Screen> {
    let page = page.max(0);
    let scope = guild.map_or(Scope::Global, Scope::Guild);
    let h = bot
        .league
        .history(user, kind, scope, page, HISTORY_PER_PAGE)
        .await
        .map_err(|e| Failure::internal("history_query", None, &e))?;
    let name = format!("<@{user}>");
    if h.total == 0 {
        return Ok(Screen::text(t!(
            lang,
            // Outside a server, history spans every server.
            if guild.is_some() {
                "history-none"
            } else {
                "history-none-anywhere"
            },
            name = name,
            game = crate::text::options::game_name(kind, lang)
        )));
    }
    let pages = history_pages(h.total);
    if h.games.is_empty() {
        return Ok(Screen::text(t!(
            lang,
            "history-no-page",
            page = page + 1,
            pages = pages
        )));
    }
    Ok(history::history(user, kind, page as u32, &h, lang))
}

/// `/leaderboard`: the first page of the board asked for.
pub(in crate::discord) async fn leaderboard_command<S: Storage>(
    bot: &Arc<Bot<S>>,
    k: &Commanded<'_>,
) -> Result<Answer> {
    let ask = BoardAsk {
        kind: kind_here(bot, k.c, k.options).await,
        global: string_opt(k.options, "scope") == Some("global"),
        sort: sort_opt(k.options),
        season: string_opt(k.options, "season")
            .and_then(parse_season)
            .unwrap_or_default(),
        page: 0,
    };
    let screen = board(bot, ask, k.guild, k.public).await?;
    Ok(Answer::New { screen, private: false })
}

/// `/stats`: someone's figures in one game, here (everywhere outside a server).
pub(in crate::discord) async fn stats_command<S: Storage>(bot: &Arc<Bot<S>>, k: &Commanded<'_>) -> Result<Answer> {
    let kind = kind_here(bot, k.c, k.options).await;
    let who = user_opt(k.options, "user").unwrap_or(k.user as u64);
    let st = bot
        .league
        .stats(who as i64, kind, k.guild.map_or(Scope::Global, Scope::Guild), None)
        .await
        .map_err(|e| Failure::internal("stats_query", None, &e))?;
    let days = match bot.league.daily_days(who as i64, kind).await {
        Ok(days) => days,
        Err(e) => {
            tracing::warn!(error = %e, "a player's daily streak could not be read");
            Vec::new()
        }
    };
    let daily = streak(&days, day_of(now_ms()));
    Ok(Answer::New {
        screen: board::stats(kind, who, (st.as_ref(), daily), k.lang),
        private: false,
    })
}

/// `/history`: a page of someone's finished games, privately.
pub(in crate::discord) async fn history_command<S: Storage>(bot: &Arc<Bot<S>>, k: &Commanded<'_>) -> Result<Answer> {
    // Outside a server, history is one's own, on every server.
    let who = match k.guild {
        Some(_) => user_opt(k.options, "user").unwrap_or(k.user as u64) as i64,
        None => k.user,
    };
    // No game named and no table here: the game they played last.
    let here = bot.places.game_in(k.c.channel_id.get()).is_some();
    let kind = match (string_opt(k.options, "game"), here) {
        (None, false) => played_last(bot, who, k.guild).await,
        _ => None,
    };
    let kind = match kind {
        Some(kind) => kind,
        None => kind_here(bot, k.c, k.options).await,
    };
    // Typed pages count from 1; a page past the end is named, not clamped.
    let page = int_opt(k.options, "page").unwrap_or(1);
    let screen = history_page(bot, who, kind, page - 1, k.guild, k.lang).await?;
    Ok(Answer::New { screen, private: true })
}

/// `/rules`: a game's rules in short, privately.
pub(in crate::discord) async fn rules_command<S: Storage>(bot: &Arc<Bot<S>>, k: &Commanded<'_>) -> Result<Answer> {
    let kind = kind_here(bot, k.c, k.options).await;
    Ok(Answer::New {
        screen: board::rules(kind, k.lang),
        private: true,
    })
}

/// `/leaderboard`, `/stats`, `/history`, `/rules` (anywhere).
pub(in crate::discord) fn definitions() -> [CreateCommand; 4] {
    let scope = {
        let o = option(CommandOptionType::String, "scope", "opt-scope");
        choices(o, &[("server", "board-scope-server"), ("global", "board-scope-global")])
    };
    let sort = {
        let o = option(CommandOptionType::String, "sort", "opt-sort");
        choices(
            o,
            &[
                ("rating", "choice-sort-rating"),
                ("wins", "choice-sort-wins"),
                ("points", "choice-sort-points"),
                ("average", "choice-sort-average"),
            ],
        )
    };
    let season = {
        let o = option(CommandOptionType::String, "season", "opt-season");
        choices(
            o,
            &[
                ("current", "choice-season-current"),
                ("previous", "choice-season-previous"),
                ("all", "choice-season-all"),
            ],
        )
    };
    let leaderboard = anywhere(command("leaderboard", "cmd-leaderboard"))
        .add_option(game_option(false))
        .add_option(scope)
        .add_option(sort)
        .add_option(season);
    let stats = anywhere(command("stats", "cmd-stats"))
        .add_option(option(CommandOptionType::User, "user", "opt-user"))
        .add_option(game_option(false));
    let history = anywhere(command("history", "cmd-history"))
        .add_option(option(CommandOptionType::User, "user", "opt-history-user"))
        .add_option(game_option(false))
        .add_option(option(CommandOptionType::Integer, "page", "opt-page").min_int_value(1));
    let rules = anywhere(command("rules", "cmd-rules")).add_option(game_option(true));
    [leaderboard, stats, history, rules]
}

/// The `sort` option of `/leaderboard` (rating when not given).
fn sort_opt(options: &[serenity::all::CommandDataOption]) -> crate::league::SortBy {
    let sort = string_opt(options, "sort").unwrap_or("rating");
    crate::discord::boards::ask::parse_sort(sort).unwrap_or(crate::league::SortBy::Rating)
}

/// The game a command asks about: the one named, else the game of the
/// table in this channel or thread (a dice thread means Wizard Dice), else Wizard.
pub(in crate::discord) async fn kind_here<S: Storage>(
    bot: &Bot<S>,
    c: &CommandInteraction,
    options: &[CommandDataOption],
) -> GameKind {
    if string_opt(options, "game").is_some() {
        return kind_opt(options);
    }
    match bot.places.game_in(c.channel_id.get()) {
        Some(game) => bot.tables.stored(game).await.map_or(GameKind::Wizard, |row| row.kind),
        None => GameKind::Wizard,
    }
}
