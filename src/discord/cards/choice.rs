//! The card game's part of the click id format: a choice on a private hand
//! (a bid, a card by its place in the sorted hand, a trump suit).

use crate::discord::seat::{MoveChoice, SeatMove};
use crate::engine::wizard::Suit;

/// A card-game choice on a private hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandChoice {
    Bid(u8),
    /// The bid select; the bid is the selected value.
    BidSelect,
    /// The card at this index of the clicker's sorted hand.
    Play(u8),
    Trump(Suit),
    /// Left for later at a turn-based table: this bid, or the card at this
    /// index of the sorted hand (`LaterOff`: taken back).
    LaterBid(u8),
    LaterPlay(u8),
    LaterOff,
}

impl HandChoice {
    /// The choice's part of a hand button's id.
    pub(in crate::discord) fn code(self) -> String {
        match self {
            HandChoice::Bid(n) => format!("b{n}"),
            HandChoice::BidSelect => "bs".into(),
            HandChoice::Play(i) => format!("p{i}"),
            HandChoice::Trump(s) => format!("t{}", s.letter()),
            HandChoice::LaterBid(n) => format!("lb{n}"),
            HandChoice::LaterPlay(i) => format!("lp{i}"),
            HandChoice::LaterOff => "lx".into(),
        }
    }

    pub(in crate::discord) fn parse(s: &str) -> Option<HandChoice> {
        Some(match (s.get(..1)?, s.get(1..)?) {
            ("b", "s") => HandChoice::BidSelect,
            ("b", n) => HandChoice::Bid(n.parse().ok()?),
            ("p", i) => HandChoice::Play(i.parse().ok()?),
            ("t", s) if s.len() == 1 => HandChoice::Trump(Suit::from_letter(s.chars().next()?)?),
            ("l", "x") => HandChoice::LaterOff,
            ("l", s) => match (s.get(..1)?, s.get(1..)?) {
                ("b", n) => HandChoice::LaterBid(n.parse().ok()?),
                ("p", i) => HandChoice::LaterPlay(i.parse().ok()?),
                _ => return None,
            },
            _ => return None,
        })
    }
}

/// A move on a private hand, made against a version during a round (`a:7:12:3:b2`).
pub type CardMove = SeatMove<HandChoice>;

impl MoveChoice for HandChoice {
    const PREFIX: &'static str = "a";

    fn code(self) -> String {
        HandChoice::code(self)
    }

    fn parse(code: &str) -> Option<HandChoice> {
        HandChoice::parse(code)
    }
}
