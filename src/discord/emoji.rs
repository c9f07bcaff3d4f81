//! The bot's own emoji as this process knows them (#55): each card's and die
//! face's emoji at Discord (its id and name), found or uploaded at start-up
//! (`publish::app_emoji`). Screens ask here for a card's or a face's emoji
//! and fall back to today's words and coloured squares when it is not known
//! (not uploaded yet, refused, turned off): nothing else changes.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use serenity::all::{EmojiId, ReactionType};

use crate::engine::dice::{DICE, Face};
use crate::engine::wizard::Card;
use crate::pictures::emoji::{card_base, die_base};
use crate::text::cards;
use crate::text::catalogue::Lang;

/// One of the application's emoji.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmojiRef {
    pub id: u64,
    pub name: String,
}

impl EmojiRef {
    /// On a button or a select option.
    pub fn reaction(&self) -> ReactionType {
        ReactionType::Custom {
            animated: false,
            id: EmojiId::new(self.id),
            name: Some(self.name.clone()),
        }
    }

    /// In text: `<:name:id>`.
    pub fn tag(&self) -> String {
        format!("<:{}:{}>", self.name, self.id)
    }
}

/// The emoji known, by what they show (`pictures::emoji`'s base names);
/// empty while none are (screens then show words and squares).
#[derive(Clone, Debug, Default)]
pub struct Emojis(Arc<HashMap<String, EmojiRef>>);

impl Emojis {
    pub fn new(map: HashMap<String, EmojiRef>) -> Emojis {
        Emojis(Arc::new(map))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn card(&self, card: Card) -> Option<&EmojiRef> {
        self.0.get(&card_base(card))
    }

    pub fn die(&self, face: Face) -> Option<&EmojiRef> {
        self.0.get(&die_base(face))
    }

    /// A card in text: its emoji (else its coloured square) and its words.
    pub fn card_text(&self, card: Card, lang: Lang) -> String {
        let mark = self
            .card(card)
            .map_or_else(|| cards::card_emoji(card).to_string(), EmojiRef::tag);
        format!("{mark} {}", cards::card_words(card, lang))
    }

    /// Cards in text, as `card_text` shows each.
    pub fn cards_text(&self, list: &[Card], lang: Lang) -> String {
        list.iter()
            .map(|&c| self.card_text(c, lang))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// The seven dice numbered, each face as its emoji (a die not rolled
    /// yet blank), else as words and squares say them.
    pub fn dice_line(&self, dice: &[Option<Face>; DICE], lang: Lang) -> String {
        crate::text::dice::dice_line_marked(dice, |f| match f.and_then(|f| self.die(f)) {
            Some(e) => e.tag(),
            None => crate::text::dice::face_mark(f, lang),
        })
    }
}

/// What this process knows now, replaced whole when it learns more.
#[derive(Debug, Default)]
pub struct Known(RwLock<Emojis>);

impl Known {
    pub fn get(&self) -> Emojis {
        self.0.read().map(|e| e.clone()).unwrap_or_default()
    }

    pub fn set(&self, emojis: Emojis) {
        if let Ok(mut e) = self.0.write() {
            *e = emojis;
        }
    }
}
