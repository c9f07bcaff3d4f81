//! Every refusal a player can meet, in their language (the one error funnel's text).

use crate::engine::dice::DiceError;
use crate::engine::dice::DiceSetupError;
use crate::engine::wizard::RulesError;
use crate::engine::wizard::SetupError;
use crate::t;
use crate::table::{GameError, OptionsError, TableError};
use crate::text::catalogue::Lang;

use crate::text::cards::suit_name;

pub fn table_error(e: &TableError, lang: Lang) -> String {
    match e {
        TableError::NoSuchTable => t!(lang, "err-no-such-table"),
        TableError::ChannelBusy(game) => t!(lang, "err-channel-busy", game = *game),
        TableError::AlreadyTried(_) => t!(lang, "err-daily-tried"),
        TableError::NoDailyChallenge => t!(lang, "err-no-daily"),
        TableError::NotSeated => t!(lang, "err-not-seated"),
        TableError::AlreadySeated => t!(lang, "err-already-seated"),
        TableError::Full => t!(lang, "err-full"),
        TableError::NotHost => t!(lang, "err-not-host"),
        TableError::NoHints => t!(lang, "err-no-hints"),
        TableError::NothingToSuggest => t!(lang, "err-nothing-to-suggest"),
        TableError::NotTurnBased => t!(lang, "err-not-turn-based"),
        TableError::NotLater => t!(lang, "err-not-later"),
        TableError::NotEnoughPlayers { need } => t!(lang, "err-not-enough", need = *need),
        TableError::AlreadyStarted => t!(lang, "err-already-started"),
        TableError::NotStarted => t!(lang, "err-not-started"),
        TableError::GameOver => t!(lang, "err-game-over"),
        TableError::NotFinished => t!(lang, "err-replay-not-finished"),
        TableError::Cancelled => t!(lang, "err-cancelled"),
        TableError::Busy => t!(lang, "err-busy"),
        TableError::OutOfDate { .. } => t!(lang, "err-out-of-date"),
        TableError::NotYourTurn => t!(lang, "err-not-your-turn"),
        TableError::Rules(g) => game_error(g, lang),
        TableError::Options(why) => options_error(why, lang),
        TableError::Storage(_) => t!(lang, "err-storage"),
    }
}

fn game_error(e: &GameError, lang: Lang) -> String {
    match e {
        GameError::Wizard(r) => rules_error(r, lang),
        GameError::Dice(d) => dice_error(d, lang),
        GameError::WrongGame => t!(lang, "err-game-wrong"),
    }
}

pub fn rules_error(e: &RulesError, lang: Lang) -> String {
    match e {
        RulesError::GameOver => t!(lang, "err-game-over"),
        RulesError::NotYourTurn { .. } => t!(lang, "err-not-your-turn"),
        RulesError::AlreadyBid(_) => t!(lang, "err-already-bid"),
        RulesError::BidOutOfRange { max, .. } => t!(lang, "err-bid-range", max = *max),
        RulesError::ForbiddenBid { bid, tricks } => t!(lang, "err-forbidden-bid", bid = *bid, tricks = *tricks),
        RulesError::CardNotInHand(_) => t!(lang, "err-card-not-in-hand"),
        RulesError::MustFollowSuit { led } => t!(lang, "err-must-follow", suit = suit_name(*led, lang)),
        RulesError::TrumpChoiceDue => t!(lang, "err-trump-due"),
        RulesError::NotBidding => t!(lang, "err-not-bidding"),
        RulesError::NotPlaying => t!(lang, "err-not-playing"),
        RulesError::TrumpChoiceNotDue => t!(lang, "err-no-trump-choice"),
        RulesError::NoSuchSeat(_) | RulesError::DealDue | RulesError::DealNotDue | RulesError::BadDeal(_) => {
            t!(lang, "err-rules")
        }
    }
}

pub fn dice_error(e: &DiceError, lang: Lang) -> String {
    use crate::text::dice::{box_text, colour, dice_numbers};
    match e {
        DiceError::GameOver => t!(lang, "err-game-over"),
        DiceError::NotYourTurn { .. } => t!(lang, "err-not-your-turn"),
        DiceError::NotSeer { .. } => t!(lang, "dice-err-not-seer"),
        DiceError::NotPredicting => t!(lang, "dice-err-not-predicting"),
        DiceError::AlreadyPredicted(_) => t!(lang, "dice-err-already-predicted"),
        DiceError::BadCount(_) => t!(lang, "dice-err-bad-count"),
        DiceError::BoxUsed(b) => t!(lang, "dice-err-box-used", cell = box_text(*b, lang)),
        DiceError::PredictionTaken(b) => t!(lang, "dice-err-taken", cell = box_text(*b, lang)),
        DiceError::CrossOutNotAllowed => t!(lang, "dice-err-cross-out-card"),
        DiceError::CrossOutWrongColour { colour: c, .. } => {
            t!(lang, "dice-err-cross-out-colour", colour = colour(*c, lang))
        }
        DiceError::CrossOutEmpty(b) => t!(lang, "dice-err-cross-out-empty", cell = box_text(*b, lang)),
        DiceError::CrossOutAgain(b) => t!(lang, "dice-err-cross-out-again", cell = box_text(*b, lang)),
        DiceError::NoWizardColourThisRound => t!(lang, "dice-err-no-wizard-colour"),
        DiceError::WizardColourNotNow => t!(lang, "dice-err-wizard-colour-late"),
        DiceError::SetNotDue => t!(lang, "dice-err-set-not-due"),
        DiceError::SetSameDie => t!(lang, "dice-err-set-same"),
        DiceError::RollNotDue => t!(lang, "dice-err-roll-not-due"),
        DiceError::NoRollsLeft => t!(lang, "dice-err-no-rolls"),
        DiceError::EmptyRoll => t!(lang, "dice-err-empty-roll"),
        DiceError::MustThrow { expected } => {
            let mut set = crate::engine::dice::DiceSet::EMPTY;
            expected.iter().for_each(|&d| set.insert(d));
            t!(lang, "dice-err-must-throw", dice = dice_numbers(set))
        }
        DiceError::JesterReroll => t!(lang, "dice-err-jester-reroll"),
        DiceError::TooFewDice => t!(lang, "dice-err-too-few"),
        DiceError::LeaveNotAllowed => t!(lang, "dice-err-leave-not-allowed"),
        DiceError::StaleRoll { roll, current } => t!(lang, "dice-err-stale-roll", roll = *roll, current = *current),
        DiceError::NotInRound(_) => t!(lang, "dice-err-not-in-round"),
        DiceError::SeerStops => t!(lang, "dice-err-seer-stops"),
        DiceError::OnlySeerStops => t!(lang, "dice-err-not-seer"),
        DiceError::ScoreNotDue(_) => t!(lang, "dice-err-score-not-due"),
        DiceError::NoJesterScore(_) => t!(lang, "dice-err-no-jester"),
        DiceError::NoSuchSeat(_)
        | DiceError::MagicCardDue
        | DiceError::MagicCardNotDue
        | DiceError::NoSuchMagicCard(_)
        | DiceError::MagicCardAlreadyDrawn(_)
        | DiceError::FacesNotDue
        | DiceError::FacesDue
        | DiceError::FaceCount { .. }
        | DiceError::NoSuchDie(_)
        | DiceError::DieTwice => t!(lang, "err-rules"),
    }
}

/// Options that cannot make a game, named as the reader's /new command names them.
fn options_error(e: &OptionsError, lang: Lang) -> String {
    let variant = |name: &str| crate::text::catalogue::text(lang, &format!("variant-{name}"), &[]);
    match e {
        OptionsError::Wizard(SetupError::Incompatible(a, b)) => {
            t!(lang, "err-options-incompatible", a = variant(a), b = variant(b))
        }
        OptionsError::Wizard(SetupError::OneColourPlayerCount(n)) => {
            t!(lang, "err-options-one-colour", players = *n)
        }
        OptionsError::Wizard(SetupError::PlayerCount(n)) => t!(lang, "err-options-players", players = *n),
        OptionsError::Dice(DiceSetupError::PlayerCount(n)) => t!(lang, "err-options-dice-players", players = *n),
        OptionsError::Dice(DiceSetupError::XTarget(_)) => t!(lang, "err-options-x-target"),
        // Unknown variants and seats out of range are the bot's own mistakes, not the reader's.
        OptionsError::Wizard(_) | OptionsError::Dice(_) => t!(lang, "err-internal"),
    }
}
