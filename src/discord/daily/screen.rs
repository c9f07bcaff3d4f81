//! The daily challenge's screens: the line above a try's private panel, a
//! finished try's result (Share, the day's board), the share as the channel
//! sees it (points and one symbol per round, never a card, die or box), and
//! the daily board (a day or the running week, this server or everyone).

use crate::discord::daily::ask::DailyClick;
use crate::discord::parts::{Button, Row, Style};

use crate::discord::boards::board::{page_count, pager};
use crate::discord::daily::ask::DailyAsk;
use crate::discord::end::FinalPlace;
use crate::discord::screen::{Screen, Seats, embed};
use crate::league::daily::{FIRST_DAY, number};
use crate::league::daily_store::DailyRatingRow;
use crate::league::field::{AgainstHard, HardDay};
use crate::league::streak::Streak;
use crate::league::{DailyBoard, Share};
use crate::t;
use crate::table::{DAILY_OPPONENTS, DAILY_ROUNDS, Figures, GameKind, day_end_ms};
use crate::text::card_hint::signed;
use crate::text::catalogue::Lang;
use crate::text::options::game_name;

/// Lines a daily board shows per page.
pub const DAILY_PER_PAGE: i64 = 10;

/// "Wizard Daily #12".
pub fn title(kind: GameKind, day: i64, lang: Lang) -> String {
    t!(lang, "daily-title", game = game_name(kind, lang), number = number(day))
}

/// The line above a running try's panel: which challenge, against whom
/// (on its first panel, `fresh`), and when it closes (a Discord timestamp, in
/// the reader's own time).
pub fn header(kind: GameKind, day: i64, fresh: bool, lang: Lang) -> String {
    let closes = format!("<t:{}:R>", day_end_ms(day) / 1000);
    if !fresh {
        return format!(
            "**{}** · {}",
            title(kind, day, lang),
            t!(lang, "daily-closes", closes = closes)
        );
    }
    let what = match kind {
        GameKind::Wizard => t!(
            lang,
            "daily-about-wizard",
            computers = DAILY_OPPONENTS,
            rounds = DAILY_ROUNDS
        ),
        GameKind::Dice => t!(lang, "daily-about-dice", computers = DAILY_OPPONENTS),
    };
    format!(
        "**{}** · {what} · {}",
        title(kind, day, lang),
        t!(lang, "daily-closes", closes = closes)
    )
}

/// What a finished try's result says besides the try: the player's streak
/// and Hard's own try from their seat (shown once their try is over, never
/// earlier: Hard's score would tell something of the deals).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DailyNews {
    pub streak: Streak,
    pub hard: Option<HardDay>,
}

impl DailyNews {
    /// The lines under the grid (each starting with a line break), for a try of `points`.
    pub fn lines(&self, points: i64, lang: Lang) -> String {
        let mut out = String::new();
        if self.streak.current >= 1 {
            out.push('\n');
            out.push_str(&streak_line(self.streak, lang));
        }
        if let Some(hard) = self.hard {
            let by = (points - hard.points).abs();
            let id = match points.cmp(&hard.points) {
                std::cmp::Ordering::Greater => "daily-hard-beaten",
                std::cmp::Ordering::Equal => "daily-hard-tied",
                std::cmp::Ordering::Less => "daily-hard-won",
            };
            out.push('\n');
            out.push_str(&t!(lang, id, hard = signed(hard.points), by = by));
        }
        out
    }
}

/// "🔥 3-day streak · best 5".
pub fn streak_line(streak: Streak, lang: Lang) -> String {
    t!(lang, "daily-streak", days = streak.current, best = streak.best)
}

/// The figures of a share: points, and the rounds met out of those played.
fn figures(share: &Share, lang: Lang) -> String {
    let id = match share.kind {
        GameKind::Wizard => "daily-figures-wizard",
        GameKind::Dice => "daily-figures-dice",
    };
    t!(
        lang,
        id,
        points = signed(share.points),
        made = share.made(),
        rounds = share.rounds.len()
    )
}

/// A finished try: the player's figures and grid, the table's standings,
/// and Share and the day's board as buttons; once its day has `closed`, also
/// Replay and Analyse of the try (before, they would give the deals away).
/// `game` is the try.
pub fn result(
    game: i64,
    (share, news): (&Share, Option<&DailyNews>),
    standings: &[FinalPlace],
    seats: &Seats,
    closed: bool,
    lang: Lang,
) -> Screen {
    let lines = standings
        .iter()
        .map(|s| {
            t!(
                lang,
                "end-line",
                place = s.place,
                name = seats.name(s.seat, lang),
                points = signed(s.points)
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let embed = embed(t!(
        lang,
        "daily-result-title",
        title = title(share.kind, share.day, lang)
    ))
    .description(format!(
        "{}\n{}{}",
        figures(share, lang),
        share.grid(),
        news.map(|n| n.lines(share.points, lang)).unwrap_or_default()
    ))
    .field(t!(lang, "daily-standings"), lines, false)
    .field(
        "\u{200b}",
        t!(
            lang,
            match (closed, share.kind) {
                (false, _) => "daily-next",
                (true, GameKind::Wizard) => "daily-next-closed",
                (true, GameKind::Dice) => "daily-next-closed-dice",
            }
        ),
        false,
    );
    // Share only while the day is open: a closed day's line posted later
    // would read as new.
    let mut buttons = Vec::new();
    if !closed {
        buttons.push(
            Button::new(DailyClick::Share { game })
                .label(t!(lang, "daily-button-share"))
                .emoji('📣')
                .style(Style::Success),
        );
    }
    Screen {
        embeds: vec![embed],
        components: vec![Row::Buttons(after_buttons(
            game, share.kind, share.day, closed, buttons, lang,
        ))],
        ..Screen::default()
    }
}

/// The day's board, and once the day has `closed` Replay and Analyse, after `first`.
fn after_buttons(game: i64, kind: GameKind, day: i64, closed: bool, mut first: Vec<Button>, lang: Lang) -> Vec<Button> {
    first.push(board_button(kind, day, closed, lang));
    if closed {
        first.push(crate::discord::replay::screen::replay_button(
            game,
            t!(lang, "button-replay"),
        ));
        first.push(crate::discord::replay::screen::analyse_button(game, lang));
    }
    first
}

/// A try the autopilot finished when its day closed (#60): not the
/// player's result. It says so, with the figures of the rounds they played
/// themselves and the rule; no Share, no standings (the autopilot's), no
/// streak. `own` are those figures.
pub fn unfinished(game: i64, (kind, day): (GameKind, i64), own: Figures, closed: bool, lang: Lang) -> Screen {
    let figures_id = match kind {
        GameKind::Wizard => "daily-figures-wizard",
        GameKind::Dice => "daily-figures-dice",
    };
    let made = own.exact_bids + own.xs;
    let figures = t!(
        lang,
        figures_id,
        points = signed(own.points),
        made = made,
        rounds = own.rounds
    );
    let embed = embed(t!(lang, "daily-unfinished-title", title = title(kind, day, lang))).description(format!(
        "{}\n{}\n\n{}",
        t!(lang, "daily-unfinished", round = own.rounds + 1),
        t!(lang, "daily-unfinished-own", figures = figures),
        t!(lang, "daily-unfinished-rule"),
    ));
    Screen {
        embeds: vec![embed],
        components: vec![Row::Buttons(after_buttons(game, kind, day, closed, Vec::new(), lang))],
        ..Screen::default()
    }
}

/// "Today's board", for a day's challenge: the board of that day, this
/// server's as `/daily board` shows it (everyone's outside a server), with
/// a button to everyone's ("The day's board" once it has `closed`).
pub fn board_button(kind: GameKind, day: i64, closed: bool, lang: Lang) -> Button {
    let ask = DailyAsk {
        kind,
        day,
        week: false,
        global: false,
        page: 0,
    };
    Button::new(DailyClick::Board(ask))
        .label(t!(
            lang,
            if closed {
                "daily-button-board-closed"
            } else {
                "daily-button-board"
            }
        ))
        .emoji('🏆')
        .style(Style::Secondary)
}

/// "My result": back from a board to the try it was opened from.
pub fn back_row(game: i64, lang: Lang) -> Row {
    Row::Buttons(vec![
        Button::new(DailyClick::Result { game })
            .label(t!(lang, "daily-button-result"))
            .emoji('🔙')
            .style(Style::Secondary),
    ])
}

/// The share as posted in the channel by `user`: no card, die or box; their
/// streak when it runs two days or more.
pub fn shared(share: &Share, (user, streak): (u64, i64), lang: Lang) -> Screen {
    let streak = match streak {
        2.. => format!(" · 🔥 {}", t!(lang, "daily-streak-days", days = streak)),
        _ => String::new(),
    };
    Screen::text(format!(
        "<@{user}> · **{}** · {}{streak}\n{}",
        title(share.kind, share.day, lang),
        figures(share, lang),
        share.grid()
    ))
}

/// A name as text in a message, its Markdown characters shown as themselves.
fn escape_markdown(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if matches!(
            c,
            '*' | '_' | '~' | '`' | '|' | '\\' | '<' | '>' | '#' | '[' | ']' | '@'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A daily board: a day's (or the running week's) finished tries, ranked.
/// `in_server`: the board can be this server's (outside one it is everyone's).
/// `today` tells the running day's board from a closed day's (final).
/// `names`: the people shown by name, not by mention (everyone's board).
/// What a daily board shows besides its lines: each person's running streak,
/// and Hard's own try with how the board's people did against it.
#[derive(Clone, Debug, Default)]
pub struct BoardExtras {
    pub streaks: std::collections::HashMap<i64, i64>,
    pub hard: Option<(HardDay, AgainstHard)>,
}

/// "Hard from the same seat: −20 · 3 of 7 of you beat it".
pub fn hard_line(hard: HardDay, against: AgainstHard, lang: Lang) -> String {
    t!(
        lang,
        "daily-hard-field",
        points = signed(hard.points),
        beat = against.beat_it,
        people = against.people()
    )
}

pub fn board(
    ask: DailyAsk,
    b: &DailyBoard,
    (names, extras): (&std::collections::HashMap<i64, String>, &BoardExtras),
    in_server: bool,
    today: i64,
    lang: Lang,
) -> Screen {
    let range = if ask.week {
        t!(
            lang,
            "daily-board-week",
            from = number(ask.day - 6).max(1),
            to = number(ask.day)
        )
    } else if ask.day >= today {
        t!(lang, "daily-board-day")
    } else {
        // A day that has closed: its board no longer changes.
        t!(lang, "daily-board-final")
    };
    let scope = if ask.global || !in_server {
        t!(lang, "board-scope-global")
    } else {
        t!(lang, "board-scope-server")
    };
    let lines = if b.rows.is_empty() {
        t!(lang, "daily-board-empty")
    } else {
        let line_id = match ask.kind {
            GameKind::Wizard => "daily-board-line-wizard",
            GameKind::Dice => "daily-board-line-dice",
        };
        b.rows
            .iter()
            .map(|r| {
                let mut line = t!(
                    lang,
                    line_id,
                    rank = r.rank,
                    name = match names.get(&r.user_id) {
                        Some(name) => format!("**{}**", escape_markdown(name)),
                        None => format!("<@{}>", r.user_id),
                    },
                    points = signed(r.points),
                    made = r.made,
                    rounds = r.rounds
                );
                if ask.week {
                    line.push_str(&t!(lang, "daily-board-tries", tries = r.tries));
                }
                if let Some(&days) = extras.streaks.get(&r.user_id).filter(|&&d| d >= 2) {
                    line.push_str(&format!(" · 🔥 {days}"));
                }
                line
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let lines = match extras.hard {
        Some((hard, against)) => format!("{lines}\n\n🤖 {}", hard_line(hard, against, lang)),
        None => lines,
    };
    let pages = page_count(b.total, DAILY_PER_PAGE);
    let mut embed = embed(t!(
        lang,
        "daily-board-title",
        title = title(ask.kind, ask.day, lang),
        range = range,
        scope = scope
    ))
    .description(lines);
    if pages > 1 {
        embed = embed.footer(crate::discord::parts::Footer::new(t!(
            lang,
            "board-page",
            page = ask.page + 1,
            pages = pages
        )));
    }
    // The other range, and (on a server) the other scope: each id differs
    // from this board's own, which the pager's ids keep.
    let switch = |to: DailyAsk, label: &str| {
        Button::new(DailyClick::Board(DailyAsk { page: 0, ..to }))
            .label(t!(lang, label))
            .style(Style::Secondary)
    };
    let mut buttons = vec![match ask.week {
        true => switch(DailyAsk { week: false, ..ask }, "daily-button-day"),
        false => switch(DailyAsk { week: true, ..ask }, "daily-button-week"),
    }];
    buttons.push(
        Button::new(DailyClick::Rating {
            kind: ask.kind,
            page: 0,
        })
        .label(t!(lang, "daily-button-rating"))
        .emoji('📈')
        .style(Style::Secondary),
    );
    if in_server {
        buttons.push(match ask.global {
            true => switch(DailyAsk { global: false, ..ask }, "daily-button-server"),
            false => switch(DailyAsk { global: true, ..ask }, "daily-button-everyone"),
        });
    }
    let mut components = vec![Row::Buttons(buttons)];
    components.extend(pager(
        ask.page,
        pages,
        |page| DailyClick::Board(DailyAsk { page, ..ask }),
        lang,
    ));
    // A day's board steps to the day before and after; a closed day's also
    // opens the clicker's own try (its replay and analysis are theirs now).
    if !ask.week {
        let mut days = Vec::new();
        if ask.day > FIRST_DAY {
            days.push(
                Button::new(DailyClick::Board(DailyAsk {
                    day: ask.day - 1,
                    page: 0,
                    ..ask
                }))
                .label(t!(lang, "daily-button-day-before", day = number(ask.day - 1)))
                .emoji('◀')
                .style(Style::Secondary),
            );
        }
        if ask.day < today {
            days.push(
                Button::new(DailyClick::Board(DailyAsk {
                    day: ask.day + 1,
                    page: 0,
                    ..ask
                }))
                .label(t!(lang, "daily-button-day-after", day = number(ask.day + 1)))
                .emoji('▶')
                .style(Style::Secondary),
            );
            days.push(
                Button::new(DailyClick::Mine {
                    kind: ask.kind,
                    day: ask.day,
                })
                .label(t!(lang, "daily-button-mine"))
                .emoji('🎬')
                .style(Style::Primary),
            );
        }
        if !days.is_empty() {
            components.push(Row::Buttons(days));
        }
    }
    Screen {
        embeds: vec![embed],
        components,
        ..Screen::default()
    }
}

/// The daily rating's board: everyone rated, best first (μ − 3σ, as the
/// table ratings show), with the days each was rated on; back to today's board.
pub fn rating_board(
    kind: GameKind,
    (rows, total): (&[DailyRatingRow], i64),
    page: u32,
    names: &std::collections::HashMap<i64, String>,
    today: i64,
    lang: Lang,
) -> Screen {
    let lines = if rows.is_empty() {
        t!(lang, "daily-rating-empty")
    } else {
        rows.iter()
            .map(|r| {
                t!(
                    lang,
                    "daily-rating-line",
                    rank = r.rank,
                    name = match names.get(&r.user_id) {
                        Some(name) => format!("**{}**", escape_markdown(name)),
                        None => format!("<@{}>", r.user_id),
                    },
                    rating = crate::text::card_hint::minus(format!("{:.1}", r.rating.shown())),
                    days = r.days
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let pages = page_count(total, DAILY_PER_PAGE);
    let embed = embed(t!(lang, "daily-rating-title", game = game_name(kind, lang)))
        .description(lines)
        .footer(crate::discord::parts::Footer::new(if pages > 1 {
            format!(
                "{} · {}",
                t!(lang, "daily-rating-about"),
                t!(lang, "board-page", page = page + 1, pages = pages)
            )
        } else {
            t!(lang, "daily-rating-about")
        }));
    let back = DailyAsk {
        kind,
        day: today,
        week: false,
        global: true,
        page: 0,
    };
    let mut components = vec![Row::Buttons(vec![
        Button::new(DailyClick::Board(back))
            .label(t!(lang, "daily-button-board"))
            .emoji('🏆')
            .style(Style::Secondary),
    ])];
    components.extend(pager(page, pages, |page| DailyClick::Rating { kind, page }, lang));
    Screen {
        embeds: vec![embed],
        components,
        ..Screen::default()
    }
}
