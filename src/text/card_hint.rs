//! The hint's one line: what the Hard player would do on this hand, and why,
//! from what its search found (the seat's own view only).

use crate::bots::wizard::search::Found;
use crate::engine::wizard::Action;
use crate::t;
use crate::text::cards::{card, suit_text};
use crate::text::catalogue::Lang;

pub fn hint(found: &Found, lang: Lang) -> String {
    let what = match found.action {
        Action::Bid(b) => t!(lang, "hint-bid", bid = b),
        Action::Play(c) => t!(lang, "hint-play", card = card(c, lang)),
        Action::ChooseTrump(s) => t!(lang, "hint-trump", suit = suit_text(s, lang)),
    };
    // One legal move: nothing was weighed.
    if found.worlds == 0 {
        // A bid is forced only when Plus/Minus One bans the other one.
        let key = if matches!(found.action, Action::Bid(_)) {
            "hint-only-bid"
        } else {
            "hint-only"
        };
        return capitalized(&t!(lang, key, what = what));
    }
    let percent = (found.made * 100.0).round() as i64;
    let points = found.score.round() as i64;
    let why = match found.action {
        // A mean over no deal is no reason to give.
        _ if !found.score.is_finite() || !found.tricks.is_finite() => None,
        Action::Bid(_) => Some(t!(
            lang,
            "hint-why-bid",
            tricks = decimal(found.tricks, lang),
            percent = percent,
            deals = found.worlds
        )),
        // Trump is named before anyone bids: there is no bid to make yet.
        Action::ChooseTrump(_) => Some(t!(
            lang,
            "hint-why-trump",
            deals = found.worlds,
            points = signed(points),
            n = points.abs()
        )),
        Action::Play(_) => Some(t!(
            lang,
            "hint-why-play",
            percent = percent,
            deals = found.worlds,
            points = signed(points),
            n = points.abs()
        )),
    };
    capitalized(&match why {
        Some(why) => t!(lang, "hint-line", what = what, why = why),
        None => t!(lang, "hint-line-plain", what = what),
    })
}

/// A whole number with the one minus sign every screen uses (−10).
/// A figure with the minus sign points are written with ("−3.3", not "-3.3").
pub fn minus(figure: String) -> String {
    figure.replacen('-', "−", 1)
}

pub fn signed(n: i64) -> String {
    n.to_string().replace('-', "−")
}

/// The line with its first letter capital: it starts a sentence after "💡".
pub fn capitalized(line: &str) -> String {
    let mut chars = line.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// One decimal, with the reader's decimal mark (2.4, 2,4).
pub fn decimal(x: f64, lang: Lang) -> String {
    if !x.is_finite() {
        return "—".to_string();
    }
    let s = format!("{x:.1}").replace('-', "−");
    match lang {
        Lang::En => s,
        Lang::De | Lang::Fr | Lang::Nl => s.replace('.', ","),
    }
}
