//! Cards and suits in words and colours, in the reader's language.

use crate::engine::wizard::{Card, CardKind, Suit};
use crate::t;
use crate::text::catalogue::Lang;

pub fn suit_emoji(suit: Suit) -> &'static str {
    match suit {
        Suit::Blue => "🟦",
        Suit::Green => "🟩",
        Suit::Red => "🟥",
        Suit::Yellow => "🟨",
    }
}

pub fn suit_name(suit: Suit, lang: Lang) -> String {
    let id = match suit {
        Suit::Blue => "suit-blue",
        Suit::Green => "suit-green",
        Suit::Red => "suit-red",
        Suit::Yellow => "suit-yellow",
    };
    t!(lang, id)
}

/// "🟥 Red": a suit with its colour.
pub fn suit_text(suit: Suit, lang: Lang) -> String {
    format!("{} {}", suit_emoji(suit), suit_name(suit, lang))
}

/// "🟦 Blue 7", "🧙 Wizard", "🃏 Jester".
pub fn card(card: Card, lang: Lang) -> String {
    format!("{} {}", card_emoji(card), card_words(card, lang))
}

pub fn card_emoji(card: Card) -> &'static str {
    match card.kind() {
        CardKind::Wizard => "🧙",
        CardKind::Jester => "🃏",
        CardKind::Suited { suit, .. } => suit_emoji(suit),
    }
}

/// A card without its emoji (button labels carry the emoji separately).
pub fn card_words(card: Card, lang: Lang) -> String {
    match card.kind() {
        CardKind::Wizard => t!(lang, "card-wizard"),
        CardKind::Jester => t!(lang, "card-jester"),
        CardKind::Suited { suit, rank } => t!(lang, "card-suited", suit = suit_name(suit, lang), rank = rank),
    }
}

pub fn cards(list: &[Card], lang: Lang) -> String {
    list.iter().map(|&c| card(c, lang)).collect::<Vec<_>>().join(" · ")
}
