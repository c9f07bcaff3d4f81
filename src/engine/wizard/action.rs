//! What can happen in a card game: a player's `Action`, the chance `Deal`, the
//! `Step` that is logged (exactly a RECORDS.md event), and the `Event`s that
//! `apply` reports back.

use serde::{Deserialize, Serialize};

use super::{Card, CardSet, Seat, Suit};

/// A player's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// The dealer names trump after a Wizard was turned up.
    ChooseTrump(Suit),
    /// A bid of that many tricks.
    Bid(u8),
    Play(Card),
}

/// The chance outcome that opens a round: one hand per seat, in seat order,
/// and the turned-up card (`None` in the last round and under One colour).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub hands: Vec<CardSet>,
    pub trump_card: Option<Card>,
}

/// One logged event: a deal or a seat's action. Its serde form is exactly the
/// card-game event of RECORDS.md (`{"bid": {"player": 0, "tricks": 1}}`), so
/// the event log, records and replay share one type.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    Deal {
        hands: Vec<CardSet>,
        #[serde(default)]
        trump_card: Option<Card>,
    },
    ChooseTrump {
        player: Seat,
        suit: Suit,
    },
    Bid {
        player: Seat,
        /// Wider than a bid so an absurd record value is a rules error, not a parse error.
        tricks: u32,
    },
    Play {
        player: Seat,
        card: Card,
    },
}

impl Step {
    /// The step that logs `action` by `seat`.
    pub fn action(seat: Seat, action: Action) -> Step {
        match action {
            Action::ChooseTrump(suit) => Step::ChooseTrump { player: seat, suit },
            Action::Bid(b) => Step::Bid {
                player: seat,
                tricks: b.into(),
            },
            Action::Play(card) => Step::Play { player: seat, card },
        }
    }

    pub fn deal(deal: Deal) -> Step {
        Step::Deal {
            hands: deal.hands,
            trump_card: deal.trump_card,
        }
    }
}

/// What an applied step changed, in order. Events carry only what every
/// player may know: a covered or secret bid is reported without its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Dealt {
        round: u8,
        dealer: Seat,
        trump_card: Option<Card>,
        trump: Option<Suit>,
    },
    TrumpChosen {
        suit: Suit,
    },
    /// `tricks` is `None` while the bid is covered or secret.
    BidPlaced {
        seat: Seat,
        tricks: Option<u8>,
    },
    /// Covered bids are all in and now public.
    BidsRevealed,
    CardPlayed {
        seat: Seat,
        card: Card,
    },
    TrickWon {
        seat: Seat,
    },
    RoundScored {
        round: u8,
    },
    GameOver,
}
