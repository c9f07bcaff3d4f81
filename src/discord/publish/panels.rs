//! The private hands a player has open: the latest interaction token of each
//! player per game, so the bot can redraw their hand when it becomes their
//! turn. Tokens live 15 minutes; past that a click simply gets a fresh hand.

use std::collections::HashMap;
use std::sync::Mutex;
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
}

#[derive(Default)]
pub struct Sessions {
    map: Mutex<HashMap<(GameId, UserId), Session>>,
    /// Added to every token's age: tests play past Discord's 15 minutes
    /// without waiting them out (`age_all`).
    aged: Mutex<Duration>,
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
        // A slower handler must not replace a newer hand with an older one.
        if map.get(&(game, user)).is_some_and(|s| s.version > session.version) {
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

    /// Marks a session redrawn at `version`, unless a newer one replaced it meanwhile.
    pub fn redrawn(&self, game: GameId, user: UserId, token: &str, version: u64, active: bool) {
        if let Some(s) = lock(&self.map).get_mut(&(game, user))
            && s.token == token
            && s.version <= version
        {
            s.version = version;
            s.active = active;
        }
    }

    pub fn forget_game(&self, game: GameId) {
        lock(&self.map).retain(|(g, _), _| *g != game);
    }
}
