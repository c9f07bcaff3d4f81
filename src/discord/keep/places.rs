//! Where a game's messages are: the lobby, the thread (or channel) its table
//! messages go to, the current round's table message. Kept in memory and in
//! the game's `messages` column, so a restarted bot edits the same messages.

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Mutex;

use crate::discord::DiscordStore;
use crate::discord::keep::permissions::Here;
use crate::discord::lock;
use crate::table::{GameId, GameRow, TableStore};

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Place {
    /// The channel the table was opened in.
    pub lobby_channel: u64,
    pub lobby_message: Option<u64>,
    /// The bot may open a thread from the lobby message.
    #[serde(default)]
    pub may_thread: bool,
    /// Where table messages go (the game's thread, or the lobby channel); set at the start.
    pub channel: Option<u64>,
    #[serde(default)]
    pub thread: bool,
    /// The round the table message shows.
    #[serde(default)]
    pub round: u32,
    pub table_message: Option<u64>,
    /// The round of a table post that failed without saying whether the
    /// message was made (its answer was lost): the next post uses that post's
    /// `nonce`, so Discord answers with that message if it exists.
    #[serde(default)]
    pub unconfirmed: Option<u32>,
    /// Whether the final standings were posted (they are posted once; a
    /// restart posts them when they were not). `None` in places stored before
    /// this was kept: those count as posted.
    #[serde(default)]
    pub end_posted: Option<bool>,
    /// The final standings' message, once posted (a finished game's page
    /// links back to it).
    #[serde(default)]
    pub end_message: Option<u64>,
    /// The server's locale, for public messages.
    #[serde(default)]
    pub locale: Option<String>,
    /// What the bot may do where the table plays (the newest interaction's
    /// `app_permissions` there, less what Discord refused since).
    #[serde(default)]
    pub granted: Option<u64>,
    #[serde(default)]
    pub refused: u64,
    /// The server wants tables in threads, and this one was opened where a
    /// thread can be made (not in a thread): the lobby says when it may not.
    #[serde(default)]
    pub wants_thread: bool,
    /// A daily try: private to its player, never the table of its channel.
    /// Derived from the game's options when read back, never stored.
    #[serde(skip)]
    pub daily: bool,
}

impl Place {
    pub fn here(&self) -> Here {
        Here {
            seen: self.granted,
            refused: self.refused,
        }
    }

    pub fn set_here(&mut self, here: Here) {
        self.granted = here.seen;
        self.refused = here.refused;
    }

    pub fn may(&self, p: serenity::all::Permissions) -> bool {
        self.here().may(p)
    }

    /// What the table goes without here, for its host (see `permissions::notes`).
    pub fn notes(&self, lang: crate::text::catalogue::Lang) -> Vec<String> {
        crate::discord::keep::permissions::notes(&self.here().missing_for_tables(self.wants_thread), lang)
    }

    /// The place stored with a game (its `messages` column).
    pub fn from_row(row: &GameRow) -> Place {
        let mut place: Place = serde_json::from_value(row.messages.clone()).unwrap_or_default();
        if place.lobby_channel == 0 {
            place.lobby_channel = row.channel_id as u64;
        }
        place.daily = row.daily().is_some();
        place
    }
}

#[derive(Default)]
pub struct Places {
    map: Mutex<HashMap<GameId, Place>>,
    /// Channels and threads → the open game there (for `/wizard leave` and `/wizard cancel`).
    by_channel: Mutex<HashMap<u64, GameId>>,
}

impl Places {
    pub fn set(&self, id: GameId, place: Place) {
        let mut by = lock(&self.by_channel);
        // A channel belongs to its newest game (ids only grow): a finished
        // game's last save must not take its thread back from a rematch.
        // A daily try belongs to its player alone: `/wizard leave` and
        // `/wizard cancel` in its channel never reach it, before or after a
        // restart, and it never hides the channel's real table.
        let channels = (!place.daily).then(|| std::iter::once(place.lobby_channel).chain(place.channel));
        for c in channels.into_iter().flatten() {
            let g = by.entry(c).or_insert(id);
            *g = (*g).max(id);
        }
        lock(&self.map).insert(id, place);
    }

    /// The place of a game, from memory or else from storage.
    pub async fn get(&self, store: &impl TableStore, id: GameId) -> Option<Place> {
        if let Some(p) = lock(&self.map).get(&id).cloned() {
            return Some(p);
        }
        let place = Place::from_row(&store.game(id).await.ok()?);
        // A save made while storage was read is newer than what was read: keep it.
        if let Some(p) = lock(&self.map).get(&id).cloned() {
            return Some(p);
        }
        self.set(id, place.clone());
        Some(place)
    }

    /// The place of a game when it is in memory (never read from storage).
    pub fn cached(&self, id: GameId) -> Option<Place> {
        lock(&self.map).get(&id).cloned()
    }

    /// Saves a game's place in memory and storage.
    pub async fn save(&self, store: &impl DiscordStore, id: GameId, place: Place) {
        let json = serde_json::to_value(&place).unwrap_or_default();
        self.set(id, place);
        if let Err(e) = store.set_messages(id, &json).await {
            tracing::warn!(game = id, error = %e, "could not store the game's message ids");
        }
    }

    pub fn game_in(&self, channel: u64) -> Option<GameId> {
        lock(&self.by_channel).get(&channel).copied()
    }

    /// Forgets a game that ended.
    pub fn forget(&self, id: GameId) {
        lock(&self.map).remove(&id);
        lock(&self.by_channel).retain(|_, g| *g != id);
    }
}
