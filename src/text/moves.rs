//! A move in words ("a bid of 2", "🟦 Blue 7", "the prediction 3× 🟩 Green"):
//! what the computer played for a person whose clock ran out, told to them
//! when they are back (their panel in Discord, their page).

use crate::engine::dice::{Action as DiceAction, BoxId};
use crate::engine::wizard::Action as WizardAction;
use crate::t;
use crate::table::Move;
use crate::text::cards::{card, suit_text};
use crate::text::catalogue::Lang;
use crate::text::dice::{box_text, colour};

/// One move, as a short phrase of its own.
pub fn move_words(mv: Move, lang: Lang) -> String {
    match mv {
        Move::Wizard(WizardAction::Bid(n)) => t!(lang, "moved-bid", bid = n),
        Move::Wizard(WizardAction::ChooseTrump(suit)) => t!(lang, "moved-trump", suit = suit_text(suit, lang)),
        Move::Wizard(WizardAction::Play(c)) => card(c, lang),
        Move::Dice(DiceAction::Predict { count, colour: c, .. }) => match BoxId::new(c, count) {
            Some(b) => t!(lang, "moved-predict", cell = box_text(b, lang)),
            None => t!(lang, "moved-pass"),
        },
        Move::Dice(DiceAction::WizardColour(c)) => t!(lang, "moved-colour", colour = colour(c, lang)),
        Move::Dice(DiceAction::Set { .. } | DiceAction::Roll(_)) => t!(lang, "moved-roll"),
        Move::Dice(DiceAction::Leave { .. }) => t!(lang, "moved-leave"),
        Move::Dice(DiceAction::Stop { .. }) => t!(lang, "moved-stop"),
        Move::Dice(DiceAction::Score { .. }) => t!(lang, "moved-score"),
    }
}

/// "⏱ Your time ran out, so the computer played for you: a bid of 1, 🟦 Blue 7."
/// (`None`: nothing was played for them since they last moved).
pub fn played_for_you(moves: &[Move], lang: Lang) -> Option<String> {
    said(moves, lang).map(|moves| t!(lang, "played-for-you", moves = moves))
}

/// "Played for you: a bid of 1." (the turn's message, whose title says the clock ran out).
pub fn played_line(moves: &[Move], lang: Lang) -> Option<String> {
    said(moves, lang).map(|moves| t!(lang, "turn-ran-out-played", moves = moves))
}

fn said(moves: &[Move], lang: Lang) -> Option<String> {
    let said: Vec<String> = moves.iter().map(|&mv| move_words(mv, lang)).collect();
    (!said.is_empty()).then(|| said.join(", "))
}
