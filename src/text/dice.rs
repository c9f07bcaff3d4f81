//! Wizard Dice in words and colours, in the reader's language: faces, the
//! dice line, boxes of the Page ("3× 🟩 Green"), marks, the Page as a grid,
//! and the Magic Cards' names and rule texts.

use crate::engine::dice::{
    BoxId, Colour, DICE, DiceSet, Face, MagicCard, Mark, Marked, PageView, PredictionView, WizardColour, Written,
};
use crate::engine::wizard::Suit;
use crate::t;
use crate::text::cards::suit_name;
use crate::text::catalogue::Lang;

/// The card game's suits and the dice colours share names and colours.
fn suit(c: Colour) -> Suit {
    match c {
        Colour::Blue => Suit::Blue,
        Colour::Green => Suit::Green,
        Colour::Red => Suit::Red,
        Colour::Yellow => Suit::Yellow,
    }
}

pub fn colour_emoji(c: Colour) -> &'static str {
    crate::text::cards::suit_emoji(suit(c))
}

pub fn colour_name(c: Colour, lang: Lang) -> String {
    suit_name(suit(c), lang)
}

/// "🟩 Green".
pub fn colour(c: Colour, lang: Lang) -> String {
    format!("{} {}", colour_emoji(c), colour_name(c, lang))
}

/// A die's face as an emoji; a die not rolled yet is blank.
pub fn face_emoji(f: Option<Face>) -> &'static str {
    match f {
        None => "⬜",
        Some(Face::Wizard) => "🧙",
        Some(Face::Jester) => "🃏",
        Some(f) => colour_emoji(f.colour().expect("a coloured face")),
    }
}

pub fn face_words(f: Face, lang: Lang) -> String {
    match f {
        Face::Wizard => t!(lang, "card-wizard"),
        Face::Jester => t!(lang, "card-jester"),
        f => colour_name(f.colour().expect("a coloured face"), lang),
    }
}

/// "🧙 Wizard".
pub fn face(f: Face, lang: Lang) -> String {
    format!("{} {}", face_emoji(Some(f)), face_words(f, lang))
}

/// The seven dice numbered as the re-roll choice numbers them, each colour
/// with its initial so it reads without colour vision: "1 🟦B · 2 🟩G · 3 🧙 · …".
pub fn dice_line(dice: &[Option<Face>; DICE], lang: Lang) -> String {
    dice_line_marked(dice, |f| face_mark(f, lang))
}

/// The seven dice numbered, each face as `mark` shows it.
pub fn dice_line_marked(dice: &[Option<Face>; DICE], mark: impl Fn(Option<Face>) -> String) -> String {
    dice.iter()
        .enumerate()
        .map(|(d, &f)| format!("{} {}", d + 1, mark(f)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A die's face as a mark: the emoji, and for a colour its name's initial.
pub fn face_mark(f: Option<Face>, lang: Lang) -> String {
    match f.and_then(Face::colour) {
        Some(c) => format!(
            "{}{}",
            colour_emoji(c),
            colour_name(c, lang).chars().next().unwrap_or_default()
        ),
        None => face_emoji(f).to_string(),
    }
}

/// Dice numbers as people count them (from 1): "2, 5, 6".
pub fn dice_numbers(set: DiceSet) -> String {
    set.iter().map(|d| (d + 1).to_string()).collect::<Vec<_>>().join(", ")
}

/// "3× 🟩 Green".
pub fn box_text(b: BoxId, lang: Lang) -> String {
    t!(lang, "dice-box", count = b.count, colour = colour(b.colour, lang))
}

/// What a mark writes, in words ("X", "XX", "0", "−2").
pub fn mark_text(m: Mark) -> String {
    match m {
        Mark::Diff(d) => format!("−{d}"),
        other => other.to_string(),
    }
}

pub fn prediction_text(p: PredictionView, lang: Lang) -> String {
    match p {
        PredictionView::NotYet => t!(lang, "dice-prediction-none"),
        PredictionView::Passed => t!(lang, "dice-prediction-passed"),
        PredictionView::Secret => t!(lang, "dice-prediction-secret"),
        PredictionView::Shown { count, colour } => {
            BoxId::new(colour, count).map(|b| box_text(b, lang)).unwrap_or_default()
        }
    }
}

/// The Wizard Colour line of a round.
pub fn wizard_colour_line(wc: WizardColour, named: bool, open: bool, lang: Lang) -> String {
    match wc {
        WizardColour::All => t!(lang, "dice-wizard-colour-all"),
        WizardColour::NoColour if open || !named => t!(lang, "dice-wizard-colour-later"),
        WizardColour::NoColour => t!(lang, "dice-wizard-colour-none"),
        WizardColour::Colour(c) if !named && open => t!(lang, "dice-wizard-colour-default", colour = colour(c, lang)),
        WizardColour::Colour(c) => t!(lang, "dice-wizard-colour", colour = colour(c, lang)),
    }
}

/// A Magic Card: its name and rule text.
/// The Magic Card by number and name only: its rule is said once per round,
/// on the round's table message.
pub fn magic_card_name(card: MagicCard, lang: Lang) -> String {
    let n = card.number();
    t!(
        lang,
        "dice-magic-short",
        card = n,
        name = t!(lang, &format!("magic-{n}-name"))
    )
}

/// The Magic Card with its rule (the round's table message).
pub fn magic_card(card: MagicCard, lang: Lang) -> String {
    let n = card.number();
    t!(
        lang,
        "dice-magic",
        card = n,
        name = t!(lang, &format!("magic-{n}-name")),
        rule = t!(lang, &format!("magic-{n}-rule"))
    )
}

/// A box's mark as the Page shows it: a miss with its sign ("−2"); whether
/// it is crossed out.
pub fn box_mark(m: Marked) -> (String, bool) {
    let text = match m.mark {
        Mark::Diff(d) => format!("−{d}"),
        other => other.to_string(),
    };
    (text, m.crossed)
}

/// One cell of the grid: its mark, or a dot when empty; crossed-out marks struck through.
fn cell(marked: Option<&Marked>) -> String {
    match marked.map(|&m| box_mark(m)) {
        None => "` · `".into(),
        Some((m, true)) => format!("~~`{m:^3}`~~"),
        Some((m, false)) => format!("`{m:^3}`"),
    }
}

/// The Page as a grid: a row per colour with columns 1–5, and the Jester row.
pub fn page_grid(p: &PageView) -> String {
    let mut lines = vec![format!(
        "⬛ {}",
        (1..=5).map(|n| format!("`{n:^3}`")).collect::<Vec<_>>().join(" ")
    )];
    for c in Colour::ALL {
        let row = (1..=5u8)
            .map(|n| {
                let b = BoxId { colour: c, count: n };
                cell(p.boxes.get(&b))
            })
            .collect::<Vec<_>>()
            .join(" ");
        lines.push(format!("{} {row}", colour_emoji(c)));
    }
    lines.push(jester_row(p));
    lines.join("\n")
}

/// The Jester row of a Page: an X in each Jester box used.
pub fn jester_row(p: &PageView) -> String {
    let jesters = (1..=5u8)
        .map(|k| {
            if p.jesters.contains(&k) {
                "` X `".to_string()
            } else {
                "` · `".to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ");
    format!("🃏 {jesters}")
}

/// What a player wrote this round, in words.
pub fn written_text(w: &Written, lang: Lang) -> String {
    match w.jester {
        Some(j) => t!(
            lang,
            "dice-wrote-jester",
            roll = w.roll,
            jesters = j,
            mark = mark_text(w.mark)
        ),
        None => t!(lang, "dice-wrote", roll = w.roll, mark = mark_text(w.mark)),
    }
}
