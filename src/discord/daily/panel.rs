//! A daily try's private panel: the challenge's line, the table as it
//! stands, and the player's own hand or Page under it; once the try is
//! over, its result. Nothing of a try is posted anywhere, so the table is
//! here. Drawn for the edge that shows it, and by the daily clicks.

use std::sync::Arc;

use crate::discord::activity::with_page_link;
use crate::discord::daily::news::daily_news;
use crate::discord::daily::screen::DailyNews;
use crate::discord::dice::choice::DiceMove;
use crate::discord::end::FinalPlace;
use crate::discord::look::Look;
use crate::discord::parts::{AnyClick, Row};
use crate::discord::screen::{Screen, Seats, table_info};
use crate::discord::{Bot, Storage};
use crate::engine::Viewer;
use crate::engine::dice::{DiceSet, PredictionView};
use crate::engine::wizard::BidView;
use crate::league::Share;
use crate::table::{SeatOwner, Snapshot, View};
use crate::text::catalogue::Lang;

/// `seat`'s panel of the try `s` of `day`: the player's own screen (the
/// hand, or the Page with the dice the Seer picked, `chosen`) with the
/// table and the challenge's line, and whether it offers decisions; its
/// result once the try is over (with the player's `news`), `notice` on top.
pub fn try_panel(
    s: &Snapshot,
    (day, seat): (i64, usize),
    lang: Lang,
    (notice, chosen): (Option<String>, Option<DiceSet>),
    look: &Look<'_>,
    news: Option<&DailyNews>,
) -> Option<(Screen, bool)> {
    if s.is_over() {
        // A refused click on it says why on top, as on any panel.
        return daily_result(s, (day, seat), lang, look, news).map(|mut screen| {
            if let Some(notice) = notice {
                screen.content = match screen.content.is_empty() {
                    true => notice,
                    false => format!("{notice}\n{}", screen.content),
                };
            }
            (screen, false)
        });
    }
    let mut info = table_info(s, Some(seat));
    info.emoji = look.emoji.clone();
    let (own, active) = match info.seen.view.as_ref()? {
        View::Wizard(v) => (
            crate::discord::cards::hand::hand(v, &info, lang, notice),
            !v.legal.is_empty(),
        ),
        View::Dice(v) => (
            crate::discord::dice::page::page_screen(s, v, (seat, &info), lang, (notice, chosen), look),
            !v.legal.is_empty(),
        ),
    };
    Some((daily_panel(s, seat, day, lang, own, look), active))
}

/// The try's panel as its player sees it now: a finished try's result says
/// their streak and how they did against Hard; "Play at the table" under it
/// when the Activity is set up.
pub async fn try_panel_now<S: Storage>(
    bot: &Arc<Bot<S>>,
    s: &Snapshot,
    (day, seat): (i64, usize),
    lang: Lang,
    notice: Option<String>,
) -> Option<(Screen, bool)> {
    let news = match s.seats.get(seat) {
        Some(SeatOwner::Human(user)) if s.is_over() => Some(daily_news(bot, *user, s.kind, day).await),
        _ => None,
    };
    let look = bot.look();
    let (screen, active) = try_panel(s, (day, seat), lang, (notice, None), &look, news.as_ref())?;
    Some((with_page_link(screen, s, seat, lang, &look), active))
}

/// A daily try's private panel: the challenge's line, the table as it stands
/// (with its picture; drawn from the spectator's view, as a public table
/// is), and under it the player's own screen (`own`: the hand or the Page,
/// with its decisions). Nothing of a try is posted anywhere, so the table
/// is here. Takes the table's "Take this roll" / "Stay in" when the
/// message has room for them; never its "My hand".
fn daily_panel(s: &Snapshot, seat: usize, day: i64, lang: Lang, own: Screen, look: &Look<'_>) -> Screen {
    let mut info = table_info(s, None);
    info.emoji = look.emoji.clone();
    // The challenge's line says when it closes: no turn timer to repeat.
    info.seen.clocks.runs_out = None;
    // The line above says the computers are Hard: their names need not.
    info.seats.levels = &[];
    let names = look.pictures.map(|n| n.of_seats(&info.seats, lang));
    // A try's first panel says what the challenge is; later ones only which.
    let fresh;
    let (table, picture, buttons, scored) = match s.view(Viewer::Spectator) {
        Some(View::Wizard(v)) => {
            let picture = names
                .as_ref()
                .and_then(|n| crate::pictures::card_table(&info.seen, n, lang));
            info.pictured = picture.is_some();
            // While a round has no card played (no trick taken, none begun),
            // the round before it (played out by the computers after the
            // player's last card) with its scores; not at a later trick's lead.
            let untouched = v.tricks.iter().all(|&t| t == 0) && crate::present::trick::on_table(&v).is_none();
            let scored = v.history.last().filter(|r| r.round + 1 == v.round && untouched);
            fresh = v.round == 1 && untouched && v.bids.get(seat).is_some_and(|b| *b == BidView::NotYet);
            // Beside its picture, the round is a line over it (one phone
            // screen per decision, #62); in words, it is the whole table.
            let table = match info.pictured {
                true => Screen {
                    embeds: vec![crate::discord::cards::table::above_hand(&v, seat, scored, &info, lang)],
                    ..Screen::default()
                },
                false => crate::discord::cards::table::round_table(&v, &info, lang),
            };
            let scored = scored.filter(|_| !info.pictured).map(|r| {
                crate::discord::cards::table::scored_round(
                    r,
                    v.rounds,
                    crate::present::trick::closing(&v, r.round),
                    &info,
                    lang,
                )
            });
            (table, picture, Vec::new(), scored)
        }
        Some(View::Dice(v)) => {
            // Seven empty dice say nothing a phone should scroll past.
            let rolled = v.dice.iter().any(Option::is_some);
            let picture = names
                .as_ref()
                .filter(|_| rolled)
                .and_then(|n| crate::pictures::dice(&v, n, lang));
            info.pictured = picture.is_some();
            fresh = v.round == 1 && v.predictions.get(seat).is_some_and(|p| *p == PredictionView::NotYet);
            // "Take this roll" is for those in the round besides the Seer.
            let buttons = match seat != v.seer && v.in_round.contains(&seat) {
                true => crate::discord::dice::table::after_roll_buttons(&v, &info, lang),
                false => Vec::new(),
            };
            (
                crate::discord::dice::table::dice_table(&v, &info, lang),
                picture,
                buttons,
                None,
            )
        }
        None => return own,
    };
    // The player's own screen says what is theirs to do; the table's
    // "Ana: your bid, please" would only repeat it.
    let header = crate::discord::daily::screen::header(s.kind, day, fresh, lang);
    let mut panel = Screen {
        content: match own.content.is_empty() {
            true => header,
            false => format!("{header}\n{}", own.content),
        },
        embeds: scored.into_iter().flat_map(|r| r.embeds).collect(),
        ..Screen::default()
    };
    panel.embeds.extend(table.embeds);
    if let Some(picture) = picture {
        // Named by what it shows, as a Page's is.
        panel = panel.with_picture(picture.named_by_content());
    }
    panel.embeds.extend(own.embeds);
    panel.pictures.extend(own.pictures);
    // The Page may offer taking this roll already (with a Jester Score, as
    // its two ways of writing it): the table's "Take this roll" would be a
    // fourth button for three choices.
    let page_takes = own.components.iter().flat_map(Row::clicks).any(takes);
    let buttons: Vec<_> = buttons
        .into_iter()
        .filter(|b| !(page_takes && b.click().is_some_and(takes)))
        .collect();
    panel.components = own.components;
    crate::discord::parts::place_buttons(&mut panel.components, buttons);
    panel
}

/// A finished daily try, as its player sees it: the result with Share and
/// the day's board, and the score chart (card game) or their Page (dice).
fn daily_result(
    s: &Snapshot,
    (day, seat): (i64, usize),
    lang: Lang,
    look: &Look<'_>,
    news: Option<&DailyNews>,
) -> Option<Screen> {
    // Its day closed on it: the autopilot's play is not the player's result.
    let closed = crate::table::now_ms() >= crate::table::day_end_ms(day);
    if let Some(own) = s.handed_over(seat) {
        return Some(crate::discord::daily::screen::unfinished(
            s.id,
            (s.kind, day),
            own,
            closed,
            lang,
        ));
    }
    let (places, totals) = s.standings()?;
    let standings = FinalPlace::ordered(&places, &totals);
    let seats = Seats::at_the_end(s);
    let names = look.pictures.map(|n| n.of_seats(&seats, lang));
    let (share, picture) = match s.view(Viewer::Spectator)? {
        View::Wizard(v) => {
            let picture = names.and_then(|n| crate::pictures::chart(&v.history, v.players, &n, lang));
            (Share::wizard(&v, seat, day), picture)
        }
        View::Dice(v) => {
            let picture = names.and_then(|n| crate::pictures::page(&v, seat, &n, lang));
            (Share::dice(&v, seat, day), picture)
        }
    };
    // Its record, replay and analysis are its player's once no one can still play that day.
    let screen = crate::discord::daily::screen::result(s.id, (&share, news), &standings, &seats, closed, lang);
    Some(match picture {
        Some(p) => screen.with_picture(p),
        None => screen,
    })
}

/// Whether a click is "take this roll".
fn takes(click: &AnyClick) -> bool {
    matches!(
        click.get(),
        Some(DiceMove {
            choice: crate::discord::dice::choice::DiceChoice::Take { .. },
            ..
        })
    )
}
