//! Pictures (issue #14): the card table, the dice, the Page of Prediction and
//! the score chart drawn as PNG images — SVG written by one file per screen,
//! rendered by resvg with the fonts in `assets/fonts/`. Pure: (view, names,
//! language) → PNG; the card table's view as its `present::Seen` (who acts,
//! trump), so a picture says what every other face says. A public picture is
//! drawn only from the spectator's view and a Page only from its own seat's
//! (or the spectator's): each function refuses any other view, so nothing
//! hidden can reach an image.

pub mod card_table;
pub mod chart;
pub mod described;
pub mod dice;
pub mod emoji;
pub mod page;
pub mod svg;

use crate::engine::dice::DiceView;
use crate::engine::wizard::{RoundResult, WizardView};
use crate::present::Seen;
use crate::text::catalogue::Lang;

/// An image to attach to a message, shown by an embed as `attachment://{name}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    pub name: String,
    pub png: Vec<u8>,
    /// What it shows, in words, in its viewer's language: its attachment's
    /// description, read out by screen readers (`described`).
    pub description: String,
}

impl Picture {
    /// What an embed's image URL says to show this picture.
    pub fn url(&self) -> String {
        format!("attachment://{}", self.name)
    }

    /// What the picture shows, as a hash (to tell whether it changed).
    pub fn hash(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.png.hash(&mut h);
        h.finish()
    }

    /// The picture named by what it shows (`table.png` → `table-<hash>.png`):
    /// a click on a private panel keeps the pictures whose names the panel
    /// shows already, so a changed picture must come under a new name.
    pub fn named_by_content(self) -> Picture {
        let name = self.name.replace(".png", &format!("-{:016x}.png", self.hash()));
        Picture { name, ..self }
    }

    fn of(name: &str, drawing: &svg::Drawing, description: String) -> Option<Picture> {
        Picture::made(name, svg::png(drawing), description)
    }

    fn made(name: &str, png: Option<Vec<u8>>, description: String) -> Option<Picture> {
        if png.is_none() {
            tracing::error!(picture = name, "could not draw a picture (malformed SVG)");
        }
        Some(Picture {
            name: name.to_string(),
            png: png?,
            description,
        })
    }
}

pub const TABLE: &str = "table.png";
pub const DICE: &str = "dice.png";
pub const PAGE: &str = "page.png";
pub const CHART: &str = "chart.png";

/// The card table as a watcher sees it (`seen` of the spectator's view only).
pub fn card_table(seen: &Seen, names: &[String], lang: Lang) -> Option<Picture> {
    let v = seen.cards()?;
    if v.viewer.is_some() {
        return None;
    }
    let layer = card_table::card_table_svg(v, seen, names, lang);
    Picture::made(
        TABLE,
        svg::png_on(card_table::background(), &layer),
        described::card_table(v, names, lang),
    )
}

/// The card table of a bare spectator's view (a game record's: no table
/// around it), as a watcher sees it.
pub fn card_table_of(v: &WizardView, names: &[String], lang: Lang) -> Option<Picture> {
    card_table(&crate::present::seen::of_bare_cards(v.clone()), names, lang)
}

/// The dice, from the spectator's view only.
pub fn dice(v: &DiceView, names: &[String], lang: Lang) -> Option<Picture> {
    if v.viewer.is_some() {
        return None;
    }
    Picture::of(DICE, &dice::dice_svg(v, names, lang), described::dice(v, lang))
}

/// `seat`'s Page, from that seat's view (or the spectator's).
pub fn page(v: &DiceView, seat: usize, names: &[String], lang: Lang) -> Option<Picture> {
    if v.viewer.is_some_and(|s| s != seat) || seat >= v.players {
        return None;
    }
    Picture::of(
        PAGE,
        &page::page_svg(v, seat, names, lang),
        described::page(v, seat, names, lang),
    )
}

/// Every Page, one picture each (`page-1.png` …), from the spectator's view
/// only (the end of a dice game: each is shown in an embed of its own, so it
/// is read at the size it was drawn).
pub fn pages(v: &DiceView, names: &[String], lang: Lang) -> Vec<Picture> {
    if v.viewer.is_some() {
        return Vec::new();
    }
    (0..v.players)
        .filter_map(|seat| {
            Picture::of(
                &format!("page-{}.png", seat + 1),
                &page::page_svg(v, seat, names, lang),
                described::page(v, seat, names, lang),
            )
        })
        .collect()
}

/// The score chart of a card game's rounds (scored rounds are public).
pub fn chart(history: &[RoundResult], players: usize, names: &[String], lang: Lang) -> Option<Picture> {
    if history.is_empty() {
        return None;
    }
    Picture::of(
        CHART,
        &chart::chart_svg(history, players, names, lang),
        described::chart(history, names, lang),
    )
}
