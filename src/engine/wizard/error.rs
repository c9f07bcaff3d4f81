//! Why the card-game engine refused an action or a deal. Each variant carries
//! the data the Discord layer needs to explain it in the player's language.

use super::{Card, Seat, Suit};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("the game is over")]
    GameOver,
    #[error("seat {0} is not at this table")]
    NoSuchSeat(Seat),
    #[error("a deal is due before anything else")]
    DealDue,
    #[error("no deal is due now")]
    DealNotDue,
    #[error("the dealer must choose trump first")]
    TrumpChoiceDue,
    #[error("no trump choice is due")]
    TrumpChoiceNotDue,
    #[error("bidding is not open")]
    NotBidding,
    #[error("cards are not being played now")]
    NotPlaying,
    #[error("it is not seat {seat}'s turn; seat {expected} is to act")]
    NotYourTurn { seat: Seat, expected: Seat },
    #[error("seat {0} has already bid this round")]
    AlreadyBid(Seat),
    #[error("bid {bid} is out of range 0..={max}")]
    BidOutOfRange { bid: u32, max: u8 },
    #[error("bid {bid} would make the bids add up to {tricks} tricks (Plus/Minus One)")]
    ForbiddenBid { bid: u8, tricks: u8 },
    #[error("card {0} is not in the hand")]
    CardNotInHand(Card),
    #[error("must follow suit {}", led.name())]
    MustFollowSuit { led: Suit },
    #[error("impossible deal: {0}")]
    BadDeal(DealError),
}

/// What makes a deal impossible.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("{got} hands for {players} players")]
    HandCount { got: usize, players: usize },
    #[error("seat {seat} got {got} cards, round needs {expected}")]
    HandSize { seat: Seat, got: usize, expected: u8 },
    #[error("card {0} dealt twice")]
    Duplicate(Card),
    #[error("more than four {0}")]
    TooMany(Card),
    #[error("a card must be turned up this round")]
    TurnedCardMissing,
    #[error("no card may be turned up this round")]
    TurnedCardNotAllowed,
    #[error("seat {seat} cannot hold {card} under One colour")]
    NotOwnColour { seat: Seat, card: Card },
}
