//! The daily recap as a server's channel sees it at rollover: the day's
//! winners mentioned in the message's text (a new message, so it notifies
//! them, and only them), each game's board of that server with its streaks
//! and Hard's score, the week's or month's champions when one ended, and a
//! button to play today's challenge.

use crate::discord::daily::ask::DailyClick;
use crate::discord::parts::{Button, Row, Style};

use crate::discord::daily::screen::{hard_line, title};
use crate::discord::screen::{Screen, embed};
use crate::league::DailyRow;
use crate::league::daily::number;
use crate::league::recap::{Recap, RecapGame, winners};
use crate::league::streak::StreakChange;
use crate::t;
use crate::table::GameKind;
use crate::text::card_hint::signed;
use crate::text::catalogue::Lang;
use crate::text::options::game_name;

/// The most streaks that grew, and that broke, a game's part names.
const STREAKS_GREW: usize = 8;
const STREAKS_BROKE: usize = 5;

/// "<@1> and <@2>".
fn mentions(users: &[i64], lang: Lang) -> String {
    let named: Vec<String> = users.iter().map(|u| format!("<@{u}>")).collect();
    match named.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => t!(lang, "list-and", first = rest.join(", "), last = last.clone()),
    }
}

/// The line naming a board's champions, if it has any.
fn champions(id: &str, kind: GameKind, rows: &[DailyRow], range: String, lang: Lang) -> Option<String> {
    let first = winners(rows);
    let points = rows.first()?.points;
    Some(t!(
        lang,
        id,
        game = game_name(kind, lang),
        range = range,
        who = mentions(&first, lang),
        count = first.len(),
        points = signed(points)
    ))
}

/// One game's board of the day with its streaks and Hard's line.
fn game_embed(r: &Recap, g: &RecapGame, lang: Lang) -> crate::discord::parts::Embed {
    let line_id = match g.kind {
        GameKind::Wizard => "daily-board-line-wizard",
        GameKind::Dice => "daily-board-line-dice",
    };
    let mut lines: Vec<String> = g
        .rows
        .iter()
        .map(|row| {
            t!(
                lang,
                line_id,
                rank = row.rank,
                name = format!("<@{}>", row.user_id),
                points = signed(row.points),
                made = row.made,
                rounds = row.rounds
            )
        })
        .collect();
    if g.total > g.rows.len() as i64 {
        lines.push(t!(lang, "recap-more", more = g.total - g.rows.len() as i64));
    }
    // The longest streaks first, a few of each: a big server's news would
    // not fit an embed (4,096 characters) nor be read.
    let mut grew: Vec<(i64, i64)> = Vec::new();
    let mut broke: Vec<(i64, i64)> = Vec::new();
    for (user, kind, change) in &r.streaks {
        match change {
            _ if *kind != g.kind => {}
            StreakChange::Grew(days) => grew.push((*days, *user)),
            StreakChange::Broke(days) => broke.push((*days, *user)),
        }
    }
    let mut streaks = Vec::new();
    for (news, id, shown) in [
        (&mut grew, "recap-streak-grew", STREAKS_GREW),
        (&mut broke, "recap-streak-broke", STREAKS_BROKE),
    ] {
        news.sort_unstable_by(|a, b| b.cmp(a));
        for (days, user) in news.iter().take(shown) {
            streaks.push(t!(lang, id, who = format!("<@{user}>"), days = *days));
        }
        if news.len() > shown {
            streaks.push(t!(lang, "recap-more", more = news.len() - shown));
        }
    }
    if !streaks.is_empty() {
        lines.push(String::new());
        lines.extend(streaks);
    }
    if let Some((hard, against)) = g.hard {
        lines.push(String::new());
        lines.push(format!("🤖 {}", hard_line(hard, against, lang)));
    }
    embed(t!(
        lang,
        "daily-board-title",
        title = title(g.kind, r.day, lang),
        range = t!(lang, "daily-board-final"),
        scope = t!(lang, "board-scope-server")
    ))
    .description(lines.join("\n"))
}

/// The recap of `r.day` for one server, in `lang`.
pub fn recap(r: &Recap, lang: Lang) -> Screen {
    let mut text = vec![format!("📅 {}", t!(lang, "recap-closed", number = number(r.day)))];
    for g in &r.games {
        let day = champions("recap-day-winners", g.kind, &g.rows, String::new(), lang);
        text.extend(day.map(|l| format!("🏆 {l}")));
        let week = format!("#{}–#{}", number(r.day - 6).max(1), number(r.day));
        text.extend(champions("recap-week-winners", g.kind, &g.week, week, lang).map(|l| format!("👑 {l}")));
        if let Some(from) = g.month.first().and(g.month_from) {
            // The month by its name ("November 2026"), as people say it.
            let month = crate::league::recap::month_of(from).map_or_else(
                || format!("#{}–#{}", number(from).max(1), number(r.day)),
                |(year, month)| t!(lang, "recap-month-name", month = month, year = year),
            );
            text.extend(champions("recap-month-winners", g.kind, &g.month, month, lang).map(|l| format!("👑 {l}")));
        }
    }
    // Short labels: the text above says which challenge is open, and a
    // button's label does not wrap on a phone.
    let buttons = [GameKind::Wizard, GameKind::Dice]
        .into_iter()
        .map(|kind| {
            Button::new(DailyClick::Play { kind })
                .label(t!(lang, "recap-play", game = game_name(kind, lang)))
                .emoji('▶')
                .style(Style::Primary)
        })
        .collect();
    Screen {
        content: text.join("\n"),
        embeds: r.games.iter().map(|g| game_embed(r, g, lang)).collect(),
        components: vec![Row::Buttons(buttons)],
        ping: r.champions().into_iter().map(|u| u as u64).collect(),
        ..Screen::default()
    }
}
