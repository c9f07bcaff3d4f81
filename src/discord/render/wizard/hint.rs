//! The hint's one line: what the Hard player would do on this hand, and why,
//! from what its search found (the seat's own view only).

use crate::bots::search::Found;
use crate::discord::catalogue::Lang;
use crate::discord::render::wizard::cards::{card, suit_text};
use crate::engine::wizard::Action;
use crate::t;

pub fn hint(found: &Found, lang: Lang) -> String {
    let what = match found.action {
        Action::Bid(b) => t!(lang, "hint-bid", bid = b),
        Action::Play(c) => t!(lang, "hint-play", card = card(c, lang)),
        Action::ChooseTrump(s) => t!(lang, "hint-trump", suit = suit_text(s, lang)),
    };
    // One legal move: nothing was weighed.
    if found.worlds == 0 {
        return t!(lang, "hint-only", what = what);
    }
    let percent = (found.made * 100.0).round() as i64;
    let points = found.score.round() as i64;
    let why = match found.action {
        Action::Bid(_) => t!(
            lang,
            "hint-why-bid",
            tricks = decimal(found.tricks, lang),
            percent = percent,
            deals = found.worlds
        ),
        _ => t!(
            lang,
            "hint-why-play",
            percent = percent,
            deals = found.worlds,
            points = points
        ),
    };
    t!(
        lang,
        "hint-line",
        level = t!(lang, "level-hard"),
        what = what,
        why = why
    )
}

/// One decimal, with the reader's decimal mark (2.4, 2,4).
pub fn decimal(x: f64, lang: Lang) -> String {
    let s = format!("{x:.1}");
    match lang {
        Lang::En => s,
        Lang::De | Lang::Fr | Lang::Nl => s.replace('.', ","),
    }
}
