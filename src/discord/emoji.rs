//! The bot's own emoji as this process knows them (#55): each card's and die
//! face's emoji at Discord (its id and name), found or uploaded at start-up
//! (`publish::app_emoji`). Screens ask here for a card's or a face's emoji
//! and fall back to today's words and coloured squares when it is not known
//! (not uploaded yet, refused, turned off): nothing else changes.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use serde_json::Value;

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
    pub fn reaction(&self) -> crate::discord::parts::Emoji {
        crate::discord::parts::Emoji::Custom {
            id: self.id,
            name: self.name.clone(),
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

    /// What emoji `name` of ours stands for, as the words and squares
    /// screens show without emoji (`None`: not one of this set's).
    pub fn words_for(&self, name: &str, lang: Lang) -> Option<String> {
        let base = self.0.iter().find(|(_, e)| e.name == name).map(|(base, _)| base)?;
        if let Some(face) = Face::ALL.into_iter().find(|&f| die_base(f) == *base) {
            return Some(crate::text::dice::face_mark(Some(face), lang));
        }
        let cards = crate::engine::wizard::Suit::ALL
            .iter()
            .flat_map(|&s| (1..=13).filter_map(move |r| Card::suited(s, r)))
            .chain([Card::WIZARD, Card::JESTER]);
        cards
            .into_iter()
            .find(|&c| card_base(c) == *base)
            .map(|c| cards::card_emoji(c).to_string())
    }

    /// A message's JSON without any of the application's emoji, for Discord
    /// to take when it refused them (one was deleted by someone else): a
    /// component's emoji goes (its label stays, or becomes the emoji's
    /// words), and `<:name:id>` in text becomes the words and squares.
    pub fn strip(&self, message: &mut Value, lang: Lang) {
        match message {
            Value::Object(o) => {
                let custom = o
                    .get("emoji")
                    .filter(|e| e.get("id").is_some_and(|id| !id.is_null()))
                    .and_then(|e| e.get("name"))
                    .and_then(Value::as_str)
                    .map(str::to_string);
                if let Some(name) = custom {
                    o.remove("emoji");
                    let unlabelled = o
                        .get("label")
                        .and_then(Value::as_str)
                        .is_none_or(|l| l.trim().is_empty());
                    if unlabelled && o.get("type").is_some() {
                        let words = self.words_for(&name, lang).unwrap_or(name);
                        o.insert("label".into(), Value::String(words));
                    }
                }
                o.values_mut().for_each(|v| self.strip(v, lang));
            }
            Value::Array(a) => a.iter_mut().for_each(|v| self.strip(v, lang)),
            Value::String(s) if s.contains("<:") || s.contains("<a:") => *s = self.untagged(s, lang),
            _ => {}
        }
    }

    /// `text` with each `<:name:id>` (or animated `<a:name:id>`) as words.
    fn untagged(&self, text: &str, lang: Lang) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find('<') {
            out.push_str(&rest[..at]);
            let tail = &rest[at..];
            let inner = tail.strip_prefix("<:").or_else(|| tail.strip_prefix("<a:"));
            let tag = inner.and_then(|t| {
                let end = t.find('>')?;
                let (name, id) = t[..end].split_once(':')?;
                id.chars().all(|c| c.is_ascii_digit()).then_some((name, end))
            });
            match (inner, tag) {
                (Some(t), Some((name, end))) => {
                    out.push_str(&self.words_for(name, lang).unwrap_or_else(|| format!(":{name}:")));
                    rest = &t[end + 1..];
                }
                _ => {
                    out.push('<');
                    rest = &tail[1..];
                }
            }
        }
        out.push_str(rest);
        out
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

/// What this process knows now (and the last whole set it knew, to say a
/// refused emoji in words), replaced whole when it learns more; and the call
/// to look again, when Discord refused one of them.
#[derive(Debug, Default)]
pub struct Known(RwLock<(Emojis, Emojis)>, tokio::sync::Notify);

impl Known {
    pub fn get(&self) -> Emojis {
        self.0.read().map(|e| e.0.clone()).unwrap_or_default()
    }

    /// The set screens drew with most recently (also after a refusal), to
    /// put a refused answer's emoji into words.
    pub fn last(&self) -> Emojis {
        self.0.read().map(|e| e.1.clone()).unwrap_or_default()
    }

    pub fn set(&self, emojis: Emojis) {
        if let Ok(mut e) = self.0.write() {
            if !emojis.is_empty() {
                e.1 = emojis.clone();
            }
            e.0 = emojis;
        }
    }

    /// Discord refused one of them (deleted by someone else, in the
    /// Developer Portal or by another tool of the application): screens show
    /// words and squares from now on, and the keeper (`publish::app_emoji`)
    /// lists the set again, uploads what is missing and brings them back.
    pub fn refused(&self) {
        if !self.get().is_empty() {
            tracing::warn!("Discord refused one of the bot's emoji; words until the set is whole again");
        }
        self.set(Emojis::default());
        self.1.notify_one();
    }

    /// Waits for the next `refused`.
    pub async fn refusal(&self) {
        self.1.notified().await;
    }
}

/// Where a serenity `Context` keeps the process's emoji (the answer to an
/// interaction that Discord refused for an emoji is sent again without).
pub struct KnownKey;

impl serenity::prelude::TypeMapKey for KnownKey {
    type Value = Arc<Known>;
}

/// Whether Discord refused a request for an emoji it does not know (one of
/// the application's, deleted since): 400 50035 with an `…INVALID_EMOJI…`
/// (or `…EMOJI_INVALID…`) error in the body.
pub fn refused_emoji(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
            r.error.code == 50035
                && r.error
                    .errors
                    .iter()
                    .any(|x| x.code.contains("EMOJI") || x.message.to_ascii_lowercase().contains("emoji"))
        }
        _ => false,
    }
}
