//! Discord's screens drawn from a bare engine view (no table around it), as
//! a table draws them: each given what its view's viewer sees
//! (`TableInfo::seeing`, the presenter's `Seen` for that view), so a test
//! that draws from random engine states never builds a `Seen` by hand.

use wizard_bot::discord::screen::{Screen, TableInfo};
use wizard_bot::engine::dice::{BoxId, DiceView};
use wizard_bot::engine::wizard::WizardView;
use wizard_bot::present::Seen;
use wizard_bot::table::{SeatOwner, View};
use wizard_bot::text::catalogue::Lang;

/// What no one sees yet: the `seen` of an info before a view is drawn,
/// with the table's time running out at a fixed instant (its clocks stay
/// with the info when a view is drawn).
pub fn unseen(owners: &[SeatOwner]) -> Seen {
    let mut seen = wizard_bot::present::seen::of_view(None, wizard_bot::engine::SeatSet::EMPTY, owners, false);
    seen.clocks.runs_out = Some(1_800_000_000_000);
    seen
}

/// The card game's hand for `v`'s viewer.
pub fn hand(v: &WizardView, info: &TableInfo, lang: Lang, notice: Option<String>) -> Screen {
    wizard_bot::discord::cards::hand::hand(v, &info.seeing(View::Wizard(v.clone())), lang, notice)
}

/// The card game's public round message, as a watcher sees it.
pub fn round_table(v: &WizardView, info: &TableInfo, lang: Lang) -> Screen {
    wizard_bot::discord::cards::table::round_table(v, &info.seeing(View::Wizard(v.clone())), lang)
}

/// The dice game's public round message, as a watcher sees it.
pub fn dice_table(v: &DiceView, info: &TableInfo, lang: Lang) -> Screen {
    wizard_bot::discord::dice::table::dice_table(v, &info.seeing(View::Dice(v.clone())), lang)
}

/// The dice game's Page for `v`'s viewer.
pub fn page(v: &DiceView, info: &TableInfo, lang: Lang, notice: Option<String>) -> Screen {
    wizard_bot::discord::dice::page::page(v, &info.seeing(View::Dice(v.clone())), lang, notice)
}

/// Magic Card 7's question for `v`'s viewer.
pub fn cross_out_choice(v: &DiceView, info: &TableInfo, cell: BoxId, lang: Lang) -> Screen {
    wizard_bot::discord::dice::page::cross_out_choice(v, &info.seeing(View::Dice(v.clone())), cell, lang)
}
