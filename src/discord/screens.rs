//! A seat's screens drawn from a table's snapshot: a seat's private panel
//! (the card game's hand, the dice game's Page, a daily try's panel),
//! drawn for the edge that shows it: each game's own screen, a daily try's
//! by the daily challenge.

use std::sync::Arc;

use crate::discord::activity::with_page_link;
use crate::discord::cards::hand::hand;
use crate::discord::daily::panel::{try_panel, try_panel_now};
use crate::discord::dice::page::page_screen;
use crate::discord::look::Look;
use crate::discord::screen::{Screen, table_info};
use crate::discord::{Bot, Storage};
use crate::engine::dice::DiceSet;
use crate::t;
use crate::table::{Snapshot, View};
use crate::text::catalogue::Lang;

/// A seat's private screen (the card game's hand, the dice game's Page, a
/// daily try's panel) drawn from its view, and whether it offers decisions.
/// The dice Page comes with its picture, drawn from the same view. (Every
/// update of a panel by a click sends its picture again: serenity's
/// interaction response always names the message's attachments, so one not
/// sent would be removed.)
pub fn hand_screen(
    s: &Snapshot,
    seat: usize,
    lang: Lang,
    notice: Option<String>,
    look: &Look<'_>,
) -> Option<(Screen, bool)> {
    let (screen, active) = seat_screen(s, seat, lang, (notice, None), look)?;
    Some((with_page_link(screen, s, seat, lang, look), active))
}

/// A seat's own screen, without the row that opens the table elsewhere.
fn seat_screen(
    s: &Snapshot,
    seat: usize,
    lang: Lang,
    (notice, chosen): (Option<String>, Option<DiceSet>),
    look: &Look<'_>,
) -> Option<(Screen, bool)> {
    if let Some(day) = s.options.daily {
        return try_panel(s, (day, seat), lang, (notice, chosen), look, None);
    }
    let mut info = table_info(s, Some(seat));
    info.emoji = look.emoji.clone();
    // What the computer played for them while they were away, until they move.
    let played = crate::text::moves::played_for_you(&info.seen.played_for_you, lang);
    // A move left for later that could not be made, until they choose again.
    let dropped = info
        .seen
        .dropped
        .map(|mv| t!(lang, "later-dropped", move = crate::text::moves::move_words(mv, lang)));
    let notice = [played, dropped, notice].into_iter().flatten().collect::<Vec<_>>();
    let notice = (!notice.is_empty()).then(|| notice.join("\n"));
    match info.seen.view.as_ref()? {
        View::Wizard(v) => Some((hand(v, &info, lang, notice), !v.legal.is_empty())),
        View::Dice(v) => Some((
            page_screen(s, v, (seat, &info), lang, (notice, chosen), look),
            !v.legal.is_empty(),
        )),
    }
}

/// A seat's private screen as the edge shows it: a finished daily try's
/// result also says the player's streak and how they did against Hard.
pub(super) async fn panel<S: Storage>(
    bot: &Arc<Bot<S>>,
    s: &Snapshot,
    seat: usize,
    lang: Lang,
    notice: Option<String>,
) -> Option<(Screen, bool)> {
    match s.options.daily {
        Some(day) => try_panel_now(bot, s, (day, seat), lang, notice).await,
        None => hand_screen(s, seat, lang, notice, &bot.look()),
    }
}

/// The Seer's Page with the dice they picked to throw (`chosen`), on their
/// panel (a daily try's too).
pub(super) fn seer_page(s: &Snapshot, seat: usize, lang: Lang, chosen: DiceSet, look: &Look<'_>) -> Option<Screen> {
    seat_screen(s, seat, lang, (None, Some(chosen)), look).map(|(screen, _)| screen)
}
