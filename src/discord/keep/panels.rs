//! The private hands a player has open: the latest interaction token of each
//! player per game, so the bot can redraw their hand when it becomes their
//! turn. Tokens live 15 minutes; past that a click simply gets a fresh hand.
//!
//! Each player's panel of a game has a gate: a click on it and the table's
//! redraw of it take turns, so that each edit starts from what the one
//! before it left (which pictures the panel shows), never from a copy of
//! the message older than the last edit.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::discord::lock;
use crate::table::{GameId, UserId};
use crate::text::catalogue::Lang;

/// A token is used for edits only this long (Discord's limit is 15 minutes).
pub const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

#[derive(Clone, Debug)]
pub struct Session {
    pub token: String,
    pub issued: Instant,
    /// The state version the hand shows.
    pub version: u64,
    /// The hand shows decisions (enabled buttons), so it must be redrawn when they go away.
    pub active: bool,
    pub lang: Lang,
    /// The panel's message, when a click on it told it (a panel opened as a
    /// reply is known by its token alone until then).
    pub message: Option<u64>,
    /// The pictures the bot's last edit left on the panel (`None`: not
    /// known, as after an edit whose answer never came).
    pub pictures: Option<Vec<String>>,
}

/// One panel's gate (see the module's comment).
type Gate = Arc<tokio::sync::Mutex<()>>;

#[derive(Default)]
pub struct Sessions {
    map: Mutex<HashMap<(GameId, UserId), Session>>,
    /// Added to every token's age: tests play past Discord's 15 minutes
    /// without waiting them out (`age_all`).
    aged: Mutex<Duration>,
    /// Each panel's gate (see the module's comment).
    gates: Mutex<HashMap<(GameId, UserId), Gate>>,
}

impl Sessions {
    /// Whether `session`'s token may still edit its panel.
    pub fn live(&self, session: &Session) -> bool {
        session.issued.elapsed() + *lock(&self.aged) < TOKEN_LIFE
    }

    /// Ages every token by `by` (tests: as if that much time had passed).
    pub fn age_all(&self, by: Duration) {
        *lock(&self.aged) += by;
    }

    pub fn open(&self, game: GameId, user: UserId, session: Session) {
        let mut map = lock(&self.map);
        // A slower handler must not replace a newer hand with an older one
        // (but what it drew is on that panel now, if it is the same one).
        if let Some(newer) = map.get_mut(&(game, user)).filter(|s| s.version > session.version) {
            if session.message.is_some() && newer.message == session.message {
                newer.pictures = None;
            }
            return;
        }
        map.insert((game, user), session);
    }

    /// The player's latest panel of a game, if any.
    pub fn get(&self, game: GameId, user: UserId) -> Option<Session> {
        lock(&self.map).get(&(game, user)).cloned()
    }

    /// Live sessions of a game.
    pub fn of_game(&self, game: GameId) -> Vec<(UserId, Session)> {
        lock(&self.map)
            .iter()
            .filter(|((g, _), s)| *g == game && self.live(s))
            .map(|((_, u), s)| (*u, s.clone()))
            .collect()
    }

    /// Waits for the player's panel of `game` to be free, and holds it until
    /// the guard is dropped: while a click on it is answered, or while the
    /// table redraws it.
    pub async fn gate(&self, game: GameId, user: UserId) -> tokio::sync::OwnedMutexGuard<()> {
        let gate = lock(&self.gates).entry((game, user)).or_default().clone();
        gate.lock_owned().await
    }

    /// Marks a session redrawn at `version` showing `pictures`, unless a newer
    /// one replaced it meanwhile; `None` for a redraw that failed (what the
    /// panel shows is then not known).
    pub fn redrawn(&self, game: GameId, user: UserId, token: &str, drawn: Option<(u64, bool, Vec<String>)>) {
        if let Some(s) = lock(&self.map).get_mut(&(game, user))
            && s.token == token
        {
            match drawn {
                Some((version, active, pictures)) if s.version <= version => {
                    s.version = version;
                    s.active = active;
                    s.pictures = Some(pictures);
                }
                Some(_) => {}
                None => s.pictures = None,
            }
        }
    }

    /// The pictures panel message `message` shows, as far as the bot's own
    /// edits of it tell (call it holding the panel's gate).
    pub fn shown_on(&self, game: GameId, user: UserId, message: u64) -> Option<Vec<String>> {
        lock(&self.map)
            .get(&(game, user))
            .filter(|s| s.message == Some(message))
            .and_then(|s| s.pictures.clone())
    }

    /// An update of panel message `message` left `pictures` on it (`None`:
    /// an update whose answer never came, so not known).
    pub fn shown_now(&self, game: GameId, user: UserId, message: u64, pictures: Option<Vec<String>>) {
        if let Some(s) = lock(&self.map).get_mut(&(game, user))
            && s.message == Some(message)
        {
            s.pictures = pictures;
        }
    }

    /// What the player's panel shows is not known any more (an answer that
    /// redrew it outside the session's bookkeeping, or failed).
    pub fn shown_unknown(&self, game: GameId, user: UserId) {
        if let Some(s) = lock(&self.map).get_mut(&(game, user)) {
            s.pictures = None;
        }
    }

    pub fn forget_game(&self, game: GameId) {
        lock(&self.map).retain(|(g, _), _| *g != game);
        lock(&self.gates).retain(|(g, _), _| *g != game);
    }
}
