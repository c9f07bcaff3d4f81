//! `/history`: someone's finished games on this server, newest first, five a
//! page — when, their place and points, everyone's result — each with an
//! Export button that sends that game's record privately, a Replay button
//! and an Analyse button.

use crate::discord::boards::ask::HistoryPage;
use crate::discord::parts::{Button, Embed, Footer, Row, Style};
use crate::discord::replay::step::Export;

use crate::discord::boards::board::{page_count, pager};
use crate::discord::screen::{COLOUR, Screen};
use crate::league::{History, PastGame};
use crate::t;
use crate::table::GameKind;
use crate::text::card_hint::signed;
use crate::text::catalogue::Lang;
use crate::text::options::game_name;

/// Games per page (one Export button each, in one row).
pub const HISTORY_PER_PAGE: i64 = 5;

/// How many pages a history has (at least one).
pub fn history_pages(total: i64) -> u32 {
    page_count(total, HISTORY_PER_PAGE)
}

/// Everyone's result in one game, in place order.
fn seats_line(g: &PastGame, lang: Lang) -> String {
    let mut seats: Vec<_> = g.seats.iter().collect();
    seats.sort_by_key(|r| (r.place, r.seat));
    seats
        .iter()
        .map(|r| {
            let name = crate::present::SeatLabel {
                seat: r.seat as usize,
                person: r.user_id,
                autopilot: false,
                level: None,
            }
            .name(|u| Some(format!("<@{u}>")), lang);
            let mut line = t!(
                lang,
                "history-seat",
                place = r.place,
                name = name,
                points = signed(r.points)
            );
            if r.left {
                line.push_str(&t!(lang, "history-left"));
            }
            line
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

pub fn history(user: i64, kind: GameKind, page: u32, h: &History, lang: Lang) -> Screen {
    let pages = history_pages(h.total);
    let mut embed = Embed::new()
        .title(t!(lang, "history-title", game = game_name(kind, lang)))
        .description(format!("<@{user}>"))
        .colour(COLOUR)
        .footer(Footer::new(t!(lang, "board-page", page = page + 1, pages = pages)));
    for g in &h.games {
        let mine = g.seats.iter().find(|r| r.user_id == Some(user));
        let summary = match mine {
            Some(r) => t!(
                lang,
                "history-summary",
                when = format!("<t:{}:f>", g.finished_at / 1000),
                place = r.place,
                players = g.seats.len(),
                points = signed(r.points)
            ),
            None => format!("<t:{}:f>", g.finished_at / 1000),
        };
        embed = embed.field(
            t!(lang, "table-footer", game = g.game),
            format!("{summary}\n{}", seats_line(g, lang)),
            false,
        );
    }
    let mut components = Vec::new();
    if !h.games.is_empty() {
        components.push(Row::Buttons(
            h.games
                .iter()
                .map(|g| {
                    Button::new(Export { game: g.game })
                        .label(t!(lang, "button-export", game = g.game))
                        .style(Style::Secondary)
                })
                .collect(),
        ));
        components.push(Row::Buttons(
            h.games
                .iter()
                .map(|g| {
                    crate::discord::replay::screen::replay_button(g.game, t!(lang, "button-replay-game", game = g.game))
                })
                .collect(),
        ));
        components.push(Row::Buttons(
            h.games
                .iter()
                .map(|g| {
                    crate::discord::replay::screen::analyse_button(g.game, lang).label(t!(
                        lang,
                        "button-analyse-game",
                        game = g.game
                    ))
                })
                .collect(),
        ));
    }
    components.extend(pager(page, pages, |p| HistoryPage { user, kind, page: p }, lang));
    Screen {
        content: String::new(),
        embeds: vec![embed],
        components,
        ping: Vec::new(),
        ..Screen::default()
    }
}
