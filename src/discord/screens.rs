//! A seat's screens drawn from a table's snapshot: what every screen shows
//! besides the view, the dice Page with its picture, and a seat's private
//! panel (the card game's hand, the dice game's Page).

use super::catalogue::Lang;
use super::draw::{self, Picture};
use super::names;
use super::render::{self, Screen, Seats, TableInfo};
use crate::engine::Viewer;
use crate::table::{Snapshot, View};

/// What every screen of a table shows besides the view.
pub fn table_info(s: &Snapshot) -> TableInfo<'_> {
    TableInfo {
        game: s.id,
        version: s.version,
        seats: Seats::of(s),
        deadline_ms: s.deadline_ms,
        hints: s.options.hints,
        pictured: false,
    }
}

/// The picture of `seat`'s Page, from `v`, that seat's view, when pictures are drawn.
pub fn page_picture(
    s: &Snapshot,
    v: &crate::engine::dice::DiceView,
    seat: usize,
    lang: Lang,
    pictures: Option<&names::Names>,
) -> Option<Picture> {
    let mut picture = pictures.and_then(|names| draw::page(v, seat, &names.of_seats(&Seats::of(s), lang), lang))?;
    // Named by what it shows: a panel whose picture is unchanged keeps it
    // rather than uploading it again with every redraw (the Page changes
    // once a round; its panel is redrawn at every step).
    picture.name = format!("page-{:016x}.png", picture.hash());
    Some(picture)
}

/// `seat`'s Page with its picture, drawn from `v`, the seat's view (the
/// Seer's with the dice they picked to throw, `chosen`): the text leaves the
/// grid to the picture when there is one.
pub fn page_screen(
    s: &Snapshot,
    v: &crate::engine::dice::DiceView,
    seat: usize,
    lang: Lang,
    notice: Option<String>,
    chosen: Option<crate::engine::dice::DiceSet>,
    pictures: Option<&names::Names>,
) -> Screen {
    let picture = page_picture(s, v, seat, lang, pictures);
    let mut info = table_info(s);
    info.pictured = picture.is_some();
    let screen = render::dice::page::page_with(v, &info, lang, notice, chosen);
    match picture {
        Some(picture) => screen.with_picture(picture),
        None => screen,
    }
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
    pictures: Option<&names::Names>,
) -> Option<(Screen, bool)> {
    let info = table_info(s);
    match s.view(Viewer::Seat(seat))? {
        View::Wizard(v) => {
            let active = !v.legal.is_empty();
            Some((render::wizard::hand::hand(&v, &info, lang, notice), active))
        }
        View::Dice(v) => {
            let active = !v.legal.is_empty();
            Some((page_screen(s, &v, seat, lang, notice, None, pictures), active))
        }
    }
}
