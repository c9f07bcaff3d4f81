//! A seat's screens drawn from a table's snapshot: a seat's private panel
//! (the card game's hand, the dice game's Page, a daily try's panel), and
//! "My hand", which opens it.

use crate::discord::Storage;
use crate::discord::activity::Launch;
use crate::discord::answer::Failure;
use crate::discord::context::{Clicked, Handler, Result};
use crate::discord::daily::screen as daily;
use crate::discord::dice::choice::DiceMove;
use crate::discord::end::FinalPlace;
use crate::discord::look::Look;
use crate::discord::parts::Row;
use crate::discord::screen::{Screen, Seats, table_info};
use crate::engine::Viewer;
use crate::engine::dice::PredictionView;
use crate::engine::wizard::BidView;
use crate::league::Share;
use crate::t;
use crate::table::{GameId, SeatOwner, Snapshot, Verb, View};
use crate::text::catalogue::Lang;

/// "Play at the table": opens the table as a Discord Activity (`LAUNCH_ACTIVITY`).
pub fn launch_button(game: i64, lang: Lang) -> crate::discord::parts::Button {
    crate::discord::parts::Button::new(Launch { game })
        .label(crate::t!(lang, "activity-play"))
        // Not blue and not 🎴: "My hand" is the table's main button, and the two must not look alike.
        .style(crate::discord::parts::Style::Secondary)
        .emoji('🎮')
}

/// "Open the table": the seat's own link to the web page, as a link button
/// on its panel (a table's; a daily try's panel is private and has none),
/// when the page is served and the panel has a row to spare; beside it
/// "Play at the table" when the Activity is set up (a daily try's too: in a
/// DM the Activity is where its player plays it).
fn with_page_link(mut screen: Screen, s: &Snapshot, seat: usize, lang: Lang, look: &Look<'_>) -> Screen {
    let (Some(page), Ok(seat)) = (look.page, u8::try_from(seat)) else {
        return screen;
    };
    if screen.components.len() >= 5 {
        return screen;
    }
    let mut row = Vec::new();
    if look.activity {
        row.push(launch_button(s.id, lang));
    }
    if s.options.daily.is_none() {
        row.push(
            crate::discord::parts::Button::new_link(page.address(s.id, Some(seat), lang))
                .label(crate::t!(lang, "web-open-table"))
                .emoji('🃏'),
        );
    }
    if !row.is_empty() {
        screen.components.push(crate::discord::parts::Row::Buttons(row));
    }
    screen
}

/// `seat`'s Page with its picture, drawn from `v`, the seat's view (the
/// Seer's with the dice they picked to throw, `chosen`): the text leaves the
/// grid to the picture when there is one.
fn page_screen(
    s: &Snapshot,
    v: &crate::engine::dice::DiceView,
    seat: usize,
    lang: Lang,
    notice: Option<String>,
    chosen: Option<crate::engine::dice::DiceSet>,
    look: &Look<'_>,
) -> Screen {
    // A daily try's Page at a decision is the decision's buttons (see `page_with`).
    let picture = crate::discord::dice::page::page_picture(s, v, seat, lang, look)
        .filter(|_| s.options.daily.is_none() || v.legal.is_empty());
    let mut info = table_info(s);
    info.emoji = look.emoji.clone();
    info.pictured = picture.is_some();
    let screen = crate::discord::dice::page::page_with(v, &info, lang, notice, chosen);
    let screen = match picture {
        Some(picture) => screen.with_picture(picture),
        None => screen,
    };
    match s.options.daily {
        Some(day) => daily_panel(s, seat, day, lang, screen, look),
        None => screen,
    }
}

/// Whether the dice game's Seer is played by the computer now (a computer
/// seat, or a person's on autopilot): then those still in may say "Stay in".
pub fn seer_is_computer(s: &Snapshot, seer: usize) -> bool {
    !matches!(s.seats.get(seer), Some(SeatOwner::Human(_))) || s.autopilot.get(seer).copied().unwrap_or(false)
}

/// A daily try's private panel: the challenge's line, the table as it stands
/// (with its picture; drawn from the spectator's view, as a public table
/// is), and under it the player's own screen (`own`: the hand or the Page,
/// with its decisions). Nothing of a try is posted anywhere, so the table
/// is here. Takes the table's "Take this roll" / "Stay in" when the
/// message has room for them; never its "My hand".
fn daily_panel(s: &Snapshot, seat: usize, day: i64, lang: Lang, own: Screen, look: &Look<'_>) -> Screen {
    let mut info = table_info(s);
    info.emoji = look.emoji.clone();
    // The challenge's line says when it closes: no turn timer to repeat.
    info.deadline_ms = None;
    // The line above says the computers are Hard: their names need not.
    info.seats.levels = &[];
    let names = look.pictures.map(|n| n.of_seats(&info.seats, lang));
    // A try's first panel says what the challenge is; later ones only which.
    let fresh;
    let (table, picture, buttons, scored) = match s.view(Viewer::Spectator) {
        Some(View::Wizard(v)) => {
            let picture = names.as_ref().and_then(|n| crate::pictures::card_table(&v, n, lang));
            info.pictured = picture.is_some();
            // While a round has no card played (no trick taken, none begun),
            // the round before it (played out by the computers after the
            // player's last card) with its scores; not at a later trick's lead.
            let untouched = v.tricks.iter().all(|&t| t == 0) && v.trick.as_ref().is_none_or(|t| t.plays.is_empty());
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
            let scored = scored
                .filter(|_| !info.pictured)
                .map(|r| crate::discord::cards::table::scored_round(r, v.rounds, v.closed_trick.as_ref(), &info, lang));
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
            let computer = seer_is_computer(s, v.seer);
            // "Take this roll" is for those in the round besides the Seer.
            let buttons = match seat != v.seer && v.in_round.contains(&seat) {
                true => crate::discord::dice::table::after_roll_buttons(&v, &info, computer, lang),
                false => Vec::new(),
            };
            (
                crate::discord::dice::table::dice_table(&v, &info, computer, lang),
                picture,
                buttons,
                None,
            )
        }
        None => return own,
    };
    // The player's own screen says what is theirs to do; the table's
    // "Ana: your bid, please" would only repeat it.
    let header = daily::header(s.kind, day, fresh, lang);
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
    if !buttons.is_empty() && panel.components.len() < 5 {
        panel.components.push(crate::discord::parts::Row::Buttons(buttons));
    }
    panel
}

/// A finished daily try, as its player sees it: the result with Share and
/// the day's board, and the score chart (card game) or their Page (dice).
fn daily_result(
    s: &Snapshot,
    (day, seat): (i64, usize),
    lang: Lang,
    look: &Look<'_>,
    news: Option<&daily::DailyNews>,
) -> Option<Screen> {
    // Its day closed on it: the autopilot's play is not the player's result.
    let closed = crate::table::now_ms() >= crate::table::day_end_ms(day);
    if let Some(own) = s.handed_over(seat) {
        return Some(daily::unfinished(s.id, (s.kind, day), own, closed, lang));
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
    let screen = daily::result(s.id, (&share, news), &standings, &seats, closed, lang);
    Some(match picture {
        Some(p) => screen.with_picture(p),
        None => screen,
    })
}

/// A seat's private screen (the card game's hand, the dice game's Page)
/// drawn from its view, and whether it offers decisions. The dice Page comes
/// with its picture, drawn from the same view. (Every update of a panel by a
/// click sends its picture again: serenity's interaction response always
/// names the message's attachments, so one not sent would be removed.)
pub fn hand_screen(
    s: &Snapshot,
    seat: usize,
    lang: Lang,
    notice: Option<String>,
    look: &Look<'_>,
) -> Option<(Screen, bool)> {
    hand_screen_with(s, seat, lang, notice, look, None)
}

/// `hand_screen`, a finished daily try's result with its `news` (the
/// player's streak, Hard's score from their seat).
pub fn hand_screen_with(
    s: &Snapshot,
    seat: usize,
    lang: Lang,
    notice: Option<String>,
    look: &Look<'_>,
    news: Option<&daily::DailyNews>,
) -> Option<(Screen, bool)> {
    let mut info = table_info(s);
    info.emoji = look.emoji.clone();
    if let Some(day) = s.options.daily
        && s.is_over()
    {
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
    match s.view(Viewer::Seat(seat))? {
        View::Wizard(v) => {
            let active = !v.legal.is_empty();
            let hand = crate::discord::cards::hand::hand(&v, &info, lang, notice);
            let hand = match s.options.daily {
                Some(day) => daily_panel(s, seat, day, lang, hand, look),
                None => hand,
            };
            Some((with_page_link(hand, s, seat, lang, look), active))
        }
        View::Dice(v) => {
            let active = !v.legal.is_empty();
            let page = page_screen(s, &v, seat, lang, notice, None, look);
            Some((with_page_link(page, s, seat, lang, look), active))
        }
    }
}

/// Whether a click is "take this roll".
fn takes(click: &crate::discord::parts::AnyClick) -> bool {
    matches!(
        click.get(),
        Some(DiceMove {
            choice: crate::discord::dice::choice::DiceChoice::Take { .. },
            ..
        })
    )
}

impl<S: Storage> Handler<S> {
    /// "My hand" / "My page": the clicker's private view, with their decisions as buttons.
    pub(super) async fn show_hand(&self, k: &Clicked<'_>, game: GameId) -> Result<()> {
        let (mut snapshot, seat) = self.seated(game, k.user).await?;
        // Any interaction of a player on autopilot says they are back.
        if snapshot.autopilot.get(seat).copied().unwrap_or(false)
            && let Ok(o) = self.bot.tables.command(game, k.user, Verb::Resume).await
        {
            snapshot = o.snapshot;
        }
        let Some((screen, active)) = self.panel(&snapshot, seat, k.lang, None).await else {
            return Err(Failure::say("err-not-started"));
        };
        k.reply(screen, true).await?;
        let older = self.bot.sessions.get(game, k.user);
        self.remember_hand(k, game, snapshot.version, active);
        // The panel opened before this one stops being a second, clickable copy:
        // it becomes a line pointing to the new one (while its token lasts).
        if let Some(old) = older.filter(|o| o.token != k.c.token && self.bot.sessions.live(o)) {
            let moved = Screen::text(t!(old.lang, "hand-moved"));
            let edit = serenity::builder::Builder::execute(moved.edit_interaction(), &k.ctx.http, &old.token);
            if let Err(e) = edit.await {
                tracing::debug!(game, error = %e, "could not retire an older private panel");
            }
        }
        Ok(())
    }

    /// A seat's private screen (`hand_screen`); a finished daily try's result
    /// also says the player's streak and how they did against Hard.
    pub(in crate::discord) async fn panel(
        &self,
        s: &Snapshot,
        seat: usize,
        lang: Lang,
        notice: Option<String>,
    ) -> Option<(Screen, bool)> {
        let news = match (s.options.daily, s.seats.get(seat)) {
            (Some(day), Some(SeatOwner::Human(user))) if s.is_over() => {
                Some(crate::discord::daily::news::daily_news(&self.bot, *user, s.kind, day).await)
            }
            _ => None,
        };
        hand_screen_with(s, seat, lang, notice, &self.bot.look(), news.as_ref())
    }

    /// The Seer's Page with the dice they picked to throw (`chosen`), on
    /// their panel (a daily try's too).
    pub(in crate::discord) fn seer_page(
        &self,
        s: &Snapshot,
        v: &crate::engine::dice::DiceView,
        seat: usize,
        lang: Lang,
        chosen: crate::engine::dice::DiceSet,
    ) -> Screen {
        page_screen(s, v, seat, lang, None, Some(chosen), &self.bot.look())
    }
}
