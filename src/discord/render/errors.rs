//! Every refusal a player can meet, in their language (the one error funnel's text).

use crate::discord::catalogue::Lang;
use crate::engine::wizard::RulesError;
use crate::t;
use crate::table::{GameError, TableError};

use super::cards::suit_name;

pub fn table_error(e: &TableError, lang: Lang) -> String {
    match e {
        TableError::NoSuchTable => t!(lang, "err-no-such-table"),
        TableError::ChannelBusy(game) => t!(lang, "err-channel-busy", game = *game),
        TableError::NotSeated => t!(lang, "err-not-seated"),
        TableError::AlreadySeated => t!(lang, "err-already-seated"),
        TableError::Full => t!(lang, "err-full"),
        TableError::NotHost => t!(lang, "err-not-host"),
        TableError::NotEnoughPlayers { need } => t!(lang, "err-not-enough", need = *need),
        TableError::AlreadyStarted => t!(lang, "err-already-started"),
        TableError::NotStarted => t!(lang, "err-not-started"),
        TableError::GameOver => t!(lang, "err-game-over"),
        TableError::Cancelled => t!(lang, "err-cancelled"),
        TableError::OutOfDate { .. } => t!(lang, "err-out-of-date"),
        TableError::NotYourTurn => t!(lang, "err-not-your-turn"),
        TableError::Rules(g) => game_error(g, lang),
        TableError::Options(why) => t!(lang, "err-options", why = why.as_str()),
        TableError::Storage(_) => t!(lang, "err-storage"),
    }
}

fn game_error(e: &GameError, lang: Lang) -> String {
    match e {
        GameError::Wizard(r) => rules_error(r, lang),
        GameError::Dice(_) => t!(lang, "err-rules"),
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
