//! Leaderboards (paged, with Previous/Next), a player's lifetime statistics,
//! and the rules summaries.

use crate::discord::parts::{Button, Clicks, Embed, Footer, Row, Style};

use crate::discord::boards::ask::{BoardAsk, sort_name};
use crate::discord::screen::embed;
use crate::discord::screen::{COLOUR, Screen};
use crate::league::season::Season;
use crate::league::streak::Streak;
use crate::league::{Board, Stats};
use crate::t;
use crate::table::GameKind;
use crate::text::catalogue::Lang;
use crate::text::options::game_name;

pub const PER_PAGE: i64 = 10;

/// A rating as boards show it (μ − 3σ, one decimal), or a dash before a
/// first game against another person.
fn rating_text(rating: Option<f64>) -> String {
    rating.map_or_else(|| "–".to_string(), |r| crate::text::card_hint::minus(format!("{r:.1}")))
}

/// The rating on a board line: in bold, the figure the board is sorted by.
fn rating_on_board(rating: Option<f64>) -> String {
    match rating {
        Some(_) => format!("**{}**", rating_text(rating)),
        None => rating_text(rating),
    }
}

/// Which games a board counts, in words: all of them, or a season's dates
/// (Discord timestamps, shown in the reader's own date format).
fn season_line(season: Season, range: Option<(i64, i64)>, lang: Lang) -> String {
    let Some((from, until)) = range else {
        return t!(lang, "board-season-all");
    };
    let from = format!("<t:{}:D>", from / 1000);
    let until = format!("<t:{}:D>", (until - 1) / 1000);
    match season {
        Season::Previous => t!(lang, "board-season-previous", from = from, until = until),
        _ => t!(lang, "board-season-current", from = from, until = until),
    }
}

pub fn leaderboard(ask: BoardAsk, range: Option<(i64, i64)>, board: &Board, lang: Lang) -> Screen {
    let BoardAsk {
        kind,
        global,
        sort,
        season,
        page,
    } = ask;
    let scope = if global {
        t!(lang, "board-scope-global")
    } else {
        t!(lang, "board-scope-server")
    };
    let lines = if board.rows.is_empty() {
        t!(lang, "board-empty")
    } else {
        board
            .rows
            .iter()
            .map(|r| {
                let mut line = t!(
                    lang,
                    "board-line",
                    rank = r.rank,
                    name = format!("<@{}>", r.user_id),
                    rating = rating_on_board(r.stats.rating),
                    wins = r.stats.wins,
                    games = r.stats.games,
                    points = r.stats.points,
                    average = format!("{:.1}", r.stats.average)
                );
                if r.stats.leaves > 0 {
                    line.push_str(&t!(lang, "board-leaves", leaves = r.stats.leaves));
                }
                line
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let pages = page_count(board.total, PER_PAGE);
    let embed = embed(t!(lang, "board-title", game = game_name(kind, lang), scope = scope))
        .description(format!(
            "*{}* · {}\n\n{lines}",
            t!(lang, "board-sort", sort = sort_name(sort)),
            season_line(season, range, lang)
        ))
        .footer(Footer::new(t!(lang, "board-page", page = page + 1, pages = pages)));
    let components = pager(page, pages, |p| BoardAsk { page: p, ..ask }, lang)
        .into_iter()
        .collect();
    Screen {
        content: String::new(),
        embeds: vec![embed],
        components,
        ping: Vec::new(),
        ..Screen::default()
    }
}

/// How many pages `total` lines make (at least one).
pub fn page_count(total: i64, per_page: i64) -> u32 {
    ((total + per_page - 1) / per_page).max(1) as u32
}

/// Previous / Next for a paged screen (boards, history), or nothing for one page.
pub fn pager<C: Clicks>(page: u32, pages: u32, click: impl Fn(u32) -> C, lang: Lang) -> Option<Row> {
    let nav = |p: u32, label: &str, disabled: bool| {
        Button::new(click(p))
            .label(t!(lang, label))
            .style(Style::Secondary)
            .disabled(disabled)
    };
    (pages > 1).then(|| {
        Row::Buttons(vec![
            // Both buttons always exist (with distinct ids), disabled at the ends.
            nav(page.saturating_sub(1), "button-previous", page == 0),
            nav(
                (page + 1).min(pages - 1).max(page + 1),
                "button-next",
                page + 1 >= pages,
            ),
        ])
    })
}

/// `/stats`: someone's figures at the tables, and their daily streak (the
/// daily challenge's tries count apart from the tables' games).
pub fn stats(kind: GameKind, user: u64, (stats, daily): (Option<&Stats>, Streak), lang: Lang) -> Screen {
    let name = format!("<@{user}>");
    // "🔥 0" would read as a streak: a broken one says there is none now.
    let streak = (daily.best > 0).then(|| {
        let value = match daily.current {
            0 => t!(lang, "stats-daily-streak-over", best = daily.best),
            days => t!(lang, "stats-daily-streak-value", days = days, best = daily.best),
        };
        (t!(lang, "stats-daily-streak"), value)
    });
    let Some(s) = stats else {
        // A daily player has played: what they have not is a table's game.
        let none = if streak.is_some() {
            "stats-none-tables"
        } else {
            "stats-none"
        };
        let text = t!(lang, none, name = name.clone(), game = game_name(kind, lang));
        return match streak {
            None => Screen::text(text),
            Some((title, value)) => Screen {
                embeds: vec![
                    Embed::new()
                        .title(t!(lang, "stats-title", game = game_name(kind, lang), name = ""))
                        .description(text)
                        .colour(COLOUR)
                        .field(title, value, true),
                ],
                ..Screen::default()
            },
        };
    };
    let mut embed = Embed::new()
        .title(t!(lang, "stats-title", game = game_name(kind, lang), name = ""))
        .description(name)
        .colour(COLOUR)
        .field(t!(lang, "stats-games"), s.games.to_string(), true)
        .field(t!(lang, "stats-wins"), s.wins.to_string(), true)
        .field(t!(lang, "stats-points"), s.points.to_string(), true)
        .field(t!(lang, "stats-average"), format!("{:.1}", s.average), true)
        .field(t!(lang, "stats-best"), s.best.to_string(), true)
        .field(t!(lang, "stats-rating"), rating_text(s.rating), true);
    if s.leaves > 0 {
        embed = embed.field(t!(lang, "stats-leaves"), s.leaves.to_string(), true);
    }
    embed = match kind {
        GameKind::Wizard => embed
            .field(
                t!(lang, "stats-bid-accuracy"),
                format!("{:.0} %", s.bid_accuracy * 100.0),
                true,
            )
            .field(
                t!(lang, "stats-bid-tricks"),
                format!("{:.1} / {:.1}", s.average_bid, s.average_tricks),
                true,
            ),
        GameKind::Dice => embed
            .field(t!(lang, "stats-xs"), s.xs.to_string(), true)
            .field(t!(lang, "stats-jester-scores"), s.jester_scores.to_string(), true)
            .field(t!(lang, "stats-seer-rounds"), s.seer_rounds.to_string(), true),
    };
    if let Some((title, value)) = streak {
        embed = embed.field(title, value, true);
    }
    Screen {
        content: String::new(),
        embeds: vec![embed],
        components: Vec::new(),
        ping: Vec::new(),
        ..Screen::default()
    }
}

pub fn rules(kind: GameKind, lang: Lang) -> Screen {
    let embed = match kind {
        GameKind::Wizard => Embed::new()
            .title(t!(lang, "rules-wizard-title"))
            .description(t!(lang, "rules-wizard"))
            .field(t!(lang, "rules-variants-title"), t!(lang, "rules-variants"), false),
        GameKind::Dice => Embed::new()
            .title(t!(lang, "rules-dice-title"))
            .description(t!(lang, "rules-dice")),
    }
    .colour(COLOUR);
    Screen {
        content: String::new(),
        embeds: vec![embed],
        components: Vec::new(),
        ping: Vec::new(),
        ..Screen::default()
    }
}
