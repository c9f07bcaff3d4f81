//! A table's links for the web page (#63): a seat's link lets that seat's
//! person see its hand and play, a watcher's link shows the table as its
//! public message does. A link names its game, its seat and the person it
//! was made for (or none, for watching), the language its page speaks and
//! until when it is good, signed with a secret
//! only the bot knows (HMAC-SHA-256), so a link cannot be made, altered or
//! moved to another game or seat. The Discord layer makes them and the web
//! layer reads them; neither knows the other.

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::text::catalogue::Lang;

/// The format's version, first in every link (a later format may change the
/// rest). `v1` links (no person) are still read until they expire.
const VERSION: &str = "v2";
const V1: &str = "v1";

/// How long a link is good at most; a game that ends earlier ends its links.
pub const GOOD_FOR_MS: i64 = 14 * crate::table::DAY_MS;

/// What a link gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    pub game: i64,
    /// `None`: the watcher's link (the public table, no hand).
    pub seat: Option<u8>,
    /// The person the seat's link was made for: it shows the seat while
    /// they hold it (once they leave, or a computer takes it for good, the
    /// watcher's view). `None` in a watcher's link, and in `v1` links.
    pub user: Option<i64>,
    pub lang: Lang,
    /// Unix milliseconds after which the link is refused.
    pub until_ms: i64,
}

/// Why a link is refused (the page says it plainly, and nothing of any game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    #[error("this is not a table link")]
    Malformed,
    #[error("this link was not made by the bot, or was changed")]
    Forged,
    #[error("this link has expired")]
    Expired,
}

/// The key links are signed with.
#[derive(Clone)]
pub struct LinkKey(Vec<u8>);

impl std::fmt::Debug for LinkKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never printed: anyone with it could make any seat's link.
        f.write_str("LinkKey(…)")
    }
}

impl LinkKey {
    /// The key from `WEB_SECRET` when an operator set one, else derived from
    /// the secret every process of the bot reads from the database (made on
    /// the first start): the same on every process, so a page served by any
    /// of them reads a link made by another.
    pub fn new(configured: Option<&str>, stored: &[u8]) -> LinkKey {
        match configured.filter(|s| !s.is_empty()) {
            Some(s) => LinkKey(s.as_bytes().to_vec()),
            None => {
                let mut mac = Hmac::<Sha256>::new_from_slice(stored).expect("HMAC takes any key length");
                mac.update(b"wizard-bot web links");
                LinkKey(mac.finalize().into_bytes().to_vec())
            }
        }
    }

    fn signature(&self, body: &str) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(body.as_bytes());
        mac.finalize()
            .into_bytes()
            .iter()
            .take(16)
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// What the bot's processes mark a request passed among them with: only
    /// a process that holds the key can make it, so the one it reaches may
    /// believe the address it says the request came from.
    pub fn passed_mark(&self) -> String {
        self.signature("wizard-bot: passed by a process of this bot")
    }

    /// The link's token (URL-safe: digits, letters, dots).
    pub fn sign(&self, link: &Link) -> String {
        let seat = link.seat.map_or("w".to_string(), |s| s.to_string());
        let user = link.user.map_or("-".to_string(), |u| u.to_string());
        let body = format!(
            "{VERSION}.{}.{seat}.{user}.{}.{}",
            link.game,
            link.lang.code(),
            link.until_ms
        );
        format!("{body}.{}", self.signature(&body))
    }

    /// The link a token gives, checked against its signature and `now_ms`.
    pub fn read(&self, token: &str, now_ms: i64) -> Result<Link, LinkError> {
        let link = self.check(token)?;
        if now_ms > link.until_ms {
            return Err(LinkError::Expired);
        }
        Ok(link)
    }

    /// The link a token gives, checked against its signature only: an
    /// expired link still names its game (a finished game's page says how
    /// it ended, in the link's language).
    pub fn check(&self, token: &str) -> Result<Link, LinkError> {
        if token.len() > 200 {
            return Err(LinkError::Malformed);
        }
        let (body, signature) = token.rsplit_once('.').ok_or(LinkError::Malformed)?;
        let parts: Vec<&str> = body.split('.').collect();
        let (game, seat, user, lang, until) = match parts[..] {
            [VERSION, game, seat, user, lang, until] => (game, seat, Some(user), lang, until),
            [V1, game, seat, lang, until] => (game, seat, None, lang, until),
            _ => return Err(LinkError::Malformed),
        };
        let expected = self.signature(body);
        // Compared in constant time: a forger learns nothing from how long a refusal takes.
        let same = expected.len() == signature.len()
            && expected
                .bytes()
                .zip(signature.bytes())
                .fold(0u8, |acc, (a, b)| acc | (a ^ b))
                == 0;
        if !same {
            return Err(LinkError::Forged);
        }
        let link = Link {
            game: game.parse().map_err(|_| LinkError::Malformed)?,
            seat: match seat {
                "w" => None,
                s => Some(s.parse().map_err(|_| LinkError::Malformed)?),
            },
            user: match user {
                None | Some("-") => None,
                Some(u) => Some(u.parse().map_err(|_| LinkError::Malformed)?),
            },
            lang: Lang::ALL
                .iter()
                .copied()
                .find(|l| l.code() == lang)
                .ok_or(LinkError::Malformed)?,
            until_ms: until.parse().map_err(|_| LinkError::Malformed)?,
        };
        Ok(link)
    }

    /// The language a token asks for, signed or not: only to say why it is
    /// refused in words its reader may know.
    pub fn language_of(token: &str) -> Option<Lang> {
        let at = match token.starts_with(V1) {
            true => 3,
            false => 4,
        };
        let code = token.split('.').nth(at)?;
        Lang::ALL.iter().copied().find(|l| l.code() == code)
    }
}

/// What the Discord layer needs to offer the page: the key and the page's
/// public address.
#[derive(Clone, Debug)]
pub struct PageLinks {
    pub key: LinkKey,
    pub public: String,
}

impl PageLinks {
    /// The address of `game`'s page for `seat` and its person `user`
    /// (`None`: to watch), in `lang`.
    pub fn address(&self, game: i64, seat: Option<(u8, i64)>, lang: Lang) -> String {
        // Good for two weeks from the day it is made (rounded to the day, so
        // a message that shows it does not change with every redraw).
        let day = crate::table::DAY_MS;
        let until_ms = (crate::table::now_ms() + GOOD_FOR_MS) / day * day + day;
        let link = Link {
            game,
            seat: seat.map(|(s, _)| s),
            user: seat.map(|(_, u)| u),
            lang,
            until_ms,
        };
        url(&self.public, &self.key.sign(&link))
    }
}

/// A page's address: the public address the operator gave, and the token.
pub fn url(public: &str, token: &str) -> String {
    format!("{}/t/{token}", public.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> LinkKey {
        LinkKey::new(None, b"0123456789abcdef0123456789abcdef")
    }

    #[test]
    fn a_link_reads_back_as_made_and_nothing_else_does() {
        let link = Link {
            game: 42,
            seat: Some(2),
            user: Some(7),
            lang: Lang::De,
            until_ms: 2_000,
        };
        let token = key().sign(&link);
        assert_eq!(key().read(&token, 1_000), Ok(link));
        assert_eq!(key().read(&token, 2_001), Err(LinkError::Expired));
        assert_eq!(LinkKey::language_of(&token), Some(Lang::De));
        // Another seat, person, game, a later end: each breaks the signature.
        for (from, to) in [
            (".2.7.de.", ".1.7.de."),
            (".2.7.de.", ".2.8.de."),
            ("v2.42.", "v2.43."),
            (".2000.", ".9999."),
        ] {
            let changed = token.replace(from, to);
            assert_ne!(changed, token);
            assert_eq!(key().read(&changed, 1_000), Err(LinkError::Forged), "{changed}");
        }
        let other = LinkKey::new(Some("another secret"), b"");
        assert_eq!(other.read(&token, 1_000), Err(LinkError::Forged));
        for junk in ["", "v1", "v3.42.2.de.2000.00", "v1.x.2.de.2000.ab", &"9".repeat(300)] {
            assert!(key().read(junk, 1_000).is_err(), "{junk}");
        }
        // A link made before links named their person still reads, without one.
        let body = "v1.42.2.de.2000";
        let old = format!("{body}.{}", key().signature(body));
        assert_eq!(key().read(&old, 1_000), Ok(Link { user: None, ..link }));
        assert_eq!(LinkKey::language_of(&old), Some(Lang::De));
        let watcher = Link {
            seat: None,
            user: None,
            ..link
        };
        assert_eq!(key().read(&key().sign(&watcher), 0), Ok(watcher));
        assert_eq!(url("https://x.example/", "t"), "https://x.example/t/t");
    }
}
