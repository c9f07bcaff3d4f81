//! A player's private Page of Prediction (ephemeral), drawn from their seat's
//! view: the 4×5 grid with each box's mark, the Jester row, X count and
//! points, and the decisions open to them — the boxes they may predict as
//! buttons (a row per count, a column per colour), Magic Card 7's cross-out, taking the roll
//! (with a Jester Score when open, both results shown), the end-of-round
//! Jester Score choice, and for the Seer their controls (`seer`).

use crate::discord::dice::choice::DiceMove;
use crate::discord::parts::{Button, Emoji, Row, Style};
use crate::discord::seat::Suggest;

use crate::discord::dice::choice::{CrossOut, DiceChoice};
use crate::discord::dice::dice_click;
use crate::discord::dice::seer::seer_controls;
use crate::discord::dice::table::written_text;
use crate::discord::screen::TableInfo;
use crate::discord::screen::embed;
use crate::discord::screen::{Screen, Seats};
use crate::engine::dice::{Action, BoxId, Colour, DiceSet, DiceView, Face, MagicCard, PredictionView};
use crate::present::offers::{self, Ends, Write, jesters_showing, my_cell};
use crate::t;
use crate::text::catalogue::Lang;
use crate::text::dice::{box_mark, box_text, colour, colour_emoji, colour_name, jester_row, mark_text, page_grid};

/// Boxes of `colour` the viewer may cross out with a prediction of `cell` (Magic Card 7).
pub fn cross_out_candidates(v: &DiceView, cell: BoxId) -> Vec<BoxId> {
    v.legal
        .iter()
        .filter_map(|a| match *a {
            Action::Predict {
                count,
                colour,
                cross_out: Some(o),
            } if count == cell.count && colour == cell.colour => Some(o),
            _ => None,
        })
        .collect()
}

/// A way to write this roll as a button, saying what it writes (`Write::said`).
fn write_button(w: &Write, roll: u8, act: &impl Fn(DiceChoice) -> DiceMove, lang: Lang) -> Button {
    let jester = w.jesters.is_some();
    let choice = match w.ends {
        Ends::Round => DiceChoice::Score { jester },
        Ends::Stop => DiceChoice::Stop {
            roll,
            jester: Some(jester),
        },
        Ends::Take => DiceChoice::Take {
            roll,
            jester: Some(jester),
        },
    };
    let button = Button::new(act(choice)).label(w.said(lang));
    match w.jesters {
        None => button
            .emoji(Emoji::Unicode(colour_emoji(w.cell.colour).into()))
            .style(Style::Success),
        Some(_) => button.emoji('🃏').style(Style::Primary),
    }
}

pub fn page(v: &DiceView, info: &TableInfo, lang: Lang, notice: Option<String>) -> Screen {
    page_with(v, info, lang, notice, None)
}

/// The Page, for the Seer with the dice they picked to throw (`chosen`) shown
/// in their controls.
pub fn page_with(
    v: &DiceView,
    info: &TableInfo,
    lang: Lang,
    notice: Option<String>,
    chosen: Option<DiceSet>,
) -> Screen {
    let me = v.viewer;
    let act = |choice| dice_click(info, v.round, choice);
    let predicting = v.legal.iter().any(|a| matches!(a, Action::Predict { .. }));
    let writes = offers::writes(v);
    let lines = page_lines(v, info, lang, predicting, !writes.is_empty());
    let mut embed = match info.beside_table {
        true => crate::discord::screen::untitled(),
        false => embed(t!(lang, "dice-page-title", round = v.round)),
    }
    .description(lines.join("\n"));
    // With its picture, the Page is the picture (grid, Jesters, X and points):
    // shown once. Beside the table at a decision, neither: the table has the
    // Xs and points, the decision's buttons the boxes (one phone screen, #62).
    let at_decision = info.beside_table && !v.legal.is_empty();
    if let Some(p) = me
        .and_then(|s| v.pages.get(s))
        .filter(|_| !info.pictured && !at_decision)
    {
        // While predicting, the box buttons below are the grid: shown once.
        embed = if predicting {
            embed.field(t!(lang, "dice-page-jesters"), jester_row(p), false)
        } else {
            embed.field(t!(lang, "dice-page-grid"), page_grid(p), false)
        };
        embed = embed.field(
            "\u{200b}",
            t!(
                lang,
                "dice-page-totals",
                xs = p.x_count,
                target = v.x_target,
                points = crate::text::card_hint::signed(p.total.into()),
                jesters = p.jesters.len()
            ),
            false,
        );
    }

    let mut components = Vec::new();
    // The Seer stops with the score buttons below when they can be shown.
    let stop_with_scores = writes.iter().any(|w| w.ends == Ends::Stop);
    if predicting && let Some(p) = me.and_then(|s| v.pages.get(s)) {
        components.extend(prediction_grid(v, p, info, lang));
    } else if !writes.is_empty() {
        components.push(Row::Buttons(
            writes.iter().map(|w| write_button(w, v.roll, &act, lang)).collect(),
        ));
    }
    components.extend(seer_controls(v, info, lang, chosen, !stop_with_scores));
    if info.hints && !v.legal.is_empty() {
        let hint = Suggest {
            game: info.game,
            version: info.version,
        };
        crate::discord::screen::add_suggest(&mut components, hint, lang);
    }
    Screen {
        content: notice.unwrap_or_default(),
        embeds: vec![embed],
        components,
        ping: Vec::new(),
        ..Screen::default()
    }
}

/// The Page's words: what the viewer may do now, then the round's Magic
/// Card, the boxes others took, the viewer's prediction and what it would write.
/// `buttons_say`: score buttons below say what they would write.
fn page_lines(v: &DiceView, info: &TableInfo, lang: Lang, predicting: bool, buttons_say: bool) -> Vec<String> {
    let me = v.viewer;
    let status = info.seen.asked.said(|seats| info.seats.names(seats, lang), lang);
    let mut lines = vec![format!("**{status}**")];
    // What the score buttons say (a Seer's stop, taking this roll, the
    // round's end) is not said again above them.
    if predicting && v.magic_card.is_some_and(MagicCard::crosses_out) {
        lines.push(t!(lang, "dice-page-cross-out-note"));
    }
    // Beside the table, its header names the Magic Card with its rule.
    if let Some(n) = v.magic_card.filter(|_| !info.beside_table) {
        lines.push(crate::text::dice::magic_card_name(n, lang));
    }
    // Beside the table, its Players list and dice are right above.
    let alone = !info.beside_table;
    if alone
        && predicting
        && let Some(taken) = taken_by_others(v, &info.seats, lang)
    {
        lines.push(taken);
    }
    if let Some(cell) = my_cell(v) {
        lines.push(t!(lang, "dice-page-predicted", cell = box_text(cell, lang)));
    }
    if let Some(w) = me.and_then(|s| v.written[s]) {
        lines.push(t!(lang, "dice-page-wrote", status = written_text(&w, lang)));
    }
    if alone && v.dice.iter().any(Option::is_some) {
        lines.push(format!(
            "{} {}",
            t!(lang, "dice-dice"),
            info.emoji.dice_line(&v.dice, lang)
        ));
    }
    if let (Some(o), Some(cell)) = (v.score_options, my_cell(v)) {
        // The count it is based on, as the round counts (Magic Cards 5 and 6 included).
        if let Some(counts) = v.counts {
            lines.push(t!(
                lang,
                "dice-page-counted",
                counted = counts[cell.colour.index()],
                colour = colour(cell.colour, lang)
            ));
        }
        if !buttons_say {
            lines.push(t!(
                lang,
                "dice-page-would-write",
                mark = mark_text(o.plain),
                cell = box_text(cell, lang)
            ));
        }
        if let Some(j) = o.jester.filter(|_| !buttons_say) {
            lines.push(t!(
                lang,
                "dice-page-or-jester",
                jesters = jesters_showing(v),
                mark = mark_text(j)
            ));
        }
    }
    lines
}

/// The prediction grid: one row per count, one button per colour (four
/// buttons stay one row at phone width, five wrap into three and two, so the
/// buttons keep reading as a grid); Suggest, when shown, closes the last row.
fn prediction_grid(v: &DiceView, p: &crate::engine::dice::PageView, info: &TableInfo, lang: Lang) -> Vec<Row> {
    let act = |choice| dice_click(info, v.round, choice);
    let mut rows = Vec::new();
    for n in 1..=5u8 {
        let row = Colour::ALL
            .into_iter()
            .map(|c| {
                let cell = BoxId { colour: c, count: n };
                let legal = v.legal.iter().any(
                    |a| matches!(*a, Action::Predict { count, colour, cross_out: None } if count == n && colour == c),
                );
                let cross = if !cross_out_candidates(v, cell).is_empty() {
                    CrossOut::Ask
                } else {
                    CrossOut::No
                };
                // A free box says its count beside its colour ("🟦 3": "×" would
                // make a row of four too wide for a phone); a used one its
                // mark with its sign, crossed out said in words.
                // A used box is greyed without its colour's emoji: its column
                // says the colour, and "−1" beside an emoji would widen the row
                // past a phone's four buttons.
                let used = match p.boxes.get(&cell).map(|&m| box_mark(m)) {
                    Some((mark, true)) => Some(t!(lang, "dice-box-crossed", mark = mark)),
                    Some((mark, false)) => Some(mark),
                    None => None,
                };
                match used {
                    Some(mark) => Button::new(act(DiceChoice::Predict { cell, cross }))
                        .label(mark)
                        .style(Style::Secondary)
                        .disabled(true),
                    // The bot's die face shows the colour with its shape;
                    // without it the colour's letter says it ("B3"), never
                    // a coloured square alone (a square and a letter would
                    // not keep four to a phone's row).
                    None => match info.emoji.die(Face::of_colour(c)) {
                        Some(e) => crate::discord::screen::choice_button(
                            act(DiceChoice::Predict { cell, cross }),
                            n.to_string(),
                            e.reaction(),
                            legal,
                        ),
                        None => Button::new(act(DiceChoice::Predict { cell, cross }))
                            .label(format!("{}{n}", colour_name(c, lang).chars().next().unwrap_or('?')))
                            .style(match legal {
                                true => Style::Primary,
                                false => Style::Secondary,
                            })
                            .disabled(!legal),
                    },
                }
            })
            .collect();
        rows.push(Row::Buttons(row));
    }
    rows
}

/// The free boxes of the viewer's Page that are greyed because another player
/// predicted them this round, and by whom (as the card hand explains its
/// greyed cards). Under Magic Card 10 the view shows only the Seer's.
fn taken_by_others(v: &DiceView, seats: &Seats, lang: Lang) -> Option<String> {
    let me = v.viewer?;
    let page = v.pages.get(me)?;
    let taken: Vec<String> = v
        .predictions
        .iter()
        .enumerate()
        .filter(|&(seat, _)| seat != me)
        .filter_map(|(seat, p)| match *p {
            PredictionView::Shown { count, colour } => BoxId::new(colour, count).map(|cell| (seat, cell)),
            _ => None,
        })
        .filter(|(_, cell)| !page.boxes.contains_key(cell))
        .map(|(seat, cell)| format!("{} ({})", box_text(cell, lang), seats.name(seat, lang)))
        .collect();
    (!taken.is_empty()).then(|| t!(lang, "dice-page-taken", boxes = taken.join(", ")))
}

/// Magic Card 7: having picked `cell`, which used box of its colour to cross out (or none).
pub fn cross_out_choice(v: &DiceView, info: &TableInfo, cell: BoxId, lang: Lang) -> Screen {
    let act = |cross| dice_click(info, v.round, DiceChoice::Predict { cell, cross });
    let marks = v.viewer.and_then(|s| v.pages.get(s));
    let mut buttons: Vec<Button> = cross_out_candidates(v, cell)
        .into_iter()
        .map(|o| {
            let mark = marks
                .and_then(|p| p.boxes.get(&o))
                .map(|m| m.to_string())
                .unwrap_or_default();
            Button::new(act(CrossOut::Box(o)))
                .label(t!(lang, "dice-cross-out-button", count = o.count, mark = mark))
                .emoji(Emoji::Unicode(colour_emoji(o.colour).into()))
                .style(Style::Danger)
        })
        .collect();
    buttons.truncate(4);
    buttons.push(
        Button::new(act(CrossOut::No))
            .label(t!(lang, "dice-cross-out-none"))
            .style(Style::Secondary),
    );
    let embed = embed(t!(lang, "dice-page-title", round = v.round)).description(t!(
        lang,
        "dice-cross-out-ask",
        cell = box_text(cell, lang),
        colour = colour(cell.colour, lang)
    ));
    Screen {
        content: String::new(),
        embeds: vec![embed],
        components: vec![Row::Buttons(buttons)],
        ping: Vec::new(),
        ..Screen::default()
    }
}

/// The picture of `seat`'s Page, from `v`, that seat's view, when pictures are drawn.
pub fn page_picture(
    s: &crate::table::Snapshot,
    v: &crate::engine::dice::DiceView,
    seat: usize,
    lang: Lang,
    look: &crate::discord::look::Look<'_>,
) -> Option<crate::pictures::Picture> {
    let picture = look.pictures.and_then(|names| {
        crate::pictures::page(
            v,
            seat,
            &names.of_seats(&crate::discord::screen::Seats::of(s), lang),
            lang,
        )
    })?;
    // Named by what it shows: a panel whose picture is unchanged keeps it
    // rather than uploading it again with every redraw (the Page changes
    // once a round; its panel is redrawn at every step).
    Some(picture.named_by_content())
}

/// `seat`'s Page with its picture, drawn from `v`, the seat's view, with
/// what the seat sees (`info`, drawn for it), and the Seer's with the dice
/// they picked to throw (`chosen`): the text leaves the grid to the picture
/// when there is one. A daily try's panel wraps it.
pub fn page_screen(
    s: &crate::table::Snapshot,
    v: &crate::engine::dice::DiceView,
    (seat, info): (usize, &TableInfo),
    lang: Lang,
    (notice, chosen): (Option<String>, Option<crate::engine::dice::DiceSet>),
    look: &crate::discord::look::Look<'_>,
) -> Screen {
    // A daily try's Page at a decision is the decision's buttons (see `page_with`).
    let picture = page_picture(s, v, seat, lang, look).filter(|_| s.options.daily.is_none() || v.legal.is_empty());
    let info = TableInfo {
        pictured: picture.is_some(),
        ..info.clone()
    };
    let screen = page_with(v, &info, lang, notice, chosen);
    match picture {
        Some(picture) => screen.with_picture(picture),
        None => screen,
    }
}
