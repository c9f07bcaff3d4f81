//! What each picture shows, in words: the description its attachment
//! carries, which screen readers read out (Discord takes up to 1,024
//! characters). Only what the picture itself shows, from the same view.

use crate::engine::dice::DiceView;
use crate::engine::wizard::{RoundResult, WizardView};
use crate::t;
use crate::text::cards::{card_words, suit_name};
use crate::text::catalogue::Lang;
use crate::text::dice::face_words;

/// Discord's limit on an attachment's description.
pub const MAX: usize = 1024;

/// Cut to Discord's limit on a character boundary.
fn fitted(text: String) -> String {
    if text.chars().count() <= MAX {
        return text;
    }
    let mut cut: String = text.chars().take(MAX - 1).collect();
    cut.push('…');
    cut
}

/// "Alice 40, Computer 2 −20".
fn scores(names: &[String], totals: &[i32]) -> String {
    names
        .iter()
        .zip(totals)
        .map(|(n, t)| format!("{n} {}", crate::text::card_hint::signed(i64::from(*t))))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The card table: round, trump, scores, and the trick on the table.
pub fn card_table(v: &WizardView, names: &[String], lang: Lang) -> String {
    let trump = match (v.trump, v.trump_card) {
        (Some(s), _) => suit_name(s, lang),
        (None, Some(c)) => card_words(c, lang),
        (None, None) => t!(lang, "alt-no-trump"),
    };
    // The trick the picture draws: the one on the table.
    let trick = crate::present::trick::on_table(v).map(|t| {
        t.plays
            .iter()
            .map(|(seat, card)| {
                format!(
                    "{} {}",
                    names.get(*seat).cloned().unwrap_or_default(),
                    card_words(*card, lang)
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    });
    let mut text = t!(
        lang,
        "alt-table",
        round = v.round,
        rounds = v.rounds,
        trump = trump,
        scores = scores(names, &v.totals)
    );
    if let Some(trick) = trick.filter(|t| !t.is_empty()) {
        text.push(' ');
        text.push_str(&t!(lang, "alt-trick", cards = trick));
    }
    fitted(text)
}

/// The dice: the roll and each die's face.
pub fn dice(v: &DiceView, lang: Lang) -> String {
    let faces = v
        .dice
        .iter()
        .map(|f| f.map_or_else(|| "–".to_string(), |f| face_words(f, lang)))
        .collect::<Vec<_>>()
        .join(", ");
    fitted(t!(lang, "alt-dice", round = v.round, roll = v.roll, faces = faces))
}

/// One seat's Page of Prediction: its Xs and points, and each box written.
pub fn page(v: &DiceView, seat: usize, names: &[String], lang: Lang) -> String {
    let Some(p) = v.pages.get(seat) else {
        return String::new();
    };
    let boxes = p
        .boxes
        .iter()
        .map(|(b, m)| format!("{}×{} {m}", b.count, crate::text::dice::colour_name(b.colour, lang)))
        .collect::<Vec<_>>()
        .join(", ");
    let boxes = if boxes.is_empty() { "–".to_string() } else { boxes };
    fitted(t!(
        lang,
        "alt-page",
        name = names.get(seat).cloned().unwrap_or_default(),
        xs = p.x_count,
        points = crate::text::card_hint::signed(i64::from(p.total)),
        boxes = boxes
    ))
}

/// The score chart: each player's total after the last round drawn.
pub fn chart(history: &[RoundResult], names: &[String], lang: Lang) -> String {
    let Some(last) = history.last() else {
        return String::new();
    };
    fitted(t!(
        lang,
        "alt-chart",
        round = last.round,
        scores = scores(names, &last.totals)
    ))
}
