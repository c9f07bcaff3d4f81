//! The dice hint's one line: what the Hard player would do on this Page, and
//! the expected points behind it (the round solution on the seat's own view).

use crate::bots::DiceFound;
use crate::engine::dice::{Action, BoxId};
use crate::t;
use crate::text::card_hint::{capitalized, decimal};
use crate::text::catalogue::Lang;
use crate::text::dice::{box_text, colour, dice_numbers, face_words};

pub fn dice_hint(found: &DiceFound, lang: Lang) -> String {
    let points = |x: f64| decimal(x, lang);
    // What a roll scores is a whole number of points ("−4"), signed as Discord's readers expect.
    let now = found
        .now
        .map(|x| (x.round() as i64).to_string().replace('-', "−"))
        .unwrap_or_default();
    // Going on is worth nothing to say when no roll is left (the search says −∞).
    let going_on = found.on.filter(|x| x.is_finite());
    let on = going_on.map(points).unwrap_or_default();
    let line = match found.action {
        None => t!(lang, "hint-dice-stay", on = on, now = now),
        Some(Action::Predict { count, colour: c, .. }) => t!(
            lang,
            "hint-dice-predict",
            cell = box_text(BoxId { colour: c, count }, lang),
            points = points(found.expected)
        ),
        Some(Action::WizardColour(c)) => t!(
            lang,
            "hint-dice-wizard-colour",
            colour = colour(c, lang),
            points = points(found.expected)
        ),
        Some(Action::Set { faces, .. }) => t!(
            lang,
            "hint-dice-set",
            first = face_words(faces[0], lang),
            second = face_words(faces[1], lang),
            points = points(found.expected)
        ),
        Some(Action::Roll(d)) if found.now.is_none() => t!(lang, "hint-dice-throw-first", dice = dice_numbers(d)),
        Some(Action::Roll(d)) => t!(
            lang,
            "hint-dice-throw",
            dice = dice_numbers(d),
            points = points(found.expected),
            now = now
        ),
        Some(Action::Stop { .. } | Action::Leave { .. }) if going_on.is_some() => {
            t!(lang, "hint-dice-take", now = now, on = on)
        }
        Some(Action::Stop { .. } | Action::Leave { .. }) => t!(lang, "hint-dice-take-last", now = now),
        Some(Action::Score { jester_score: true }) => t!(lang, "hint-dice-jester"),
        Some(Action::Score { jester_score: false }) => t!(lang, "hint-dice-plain"),
    };
    capitalized(&line)
}
