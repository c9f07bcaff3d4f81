//! The Discord layer (serenity 0.12): slash commands, the one interaction
//! handler every button and select routes through, rendering per-viewer views
//! into messages, and the publisher that keeps each game's public messages and
//! open private hands up to date. It reaches the rules only through tables.

mod answer;
mod card_actions;
pub mod catalogue;
mod command_actions;
pub mod commands;
pub mod custom_id;
mod dice_actions;
mod handler;
mod lobby_actions;
pub mod places;
mod publisher;
pub mod render;
mod retry;
pub mod sessions;

pub use handler::Handler;
pub use publisher::{dispatch, tell_set_aside};

use serenity::all::Http;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};

use crate::engine::Viewer;
use crate::store::Store;
use crate::table::{Snapshot, Tables, View};
use catalogue::Lang;
use places::Places;
use render::TableInfo;
use render::{Screen, Seats};
use sessions::Sessions;

/// Everything the handler and the publisher share.
pub struct Bot {
    pub tables: Tables<Store>,
    pub store: Store,
    pub places: Places,
    pub sessions: Sessions,
    http: OnceLock<Arc<Http>>,
    pub dev_guild: Option<u64>,
    registered: AtomicBool,
    /// Set when the bot stops: the publisher's workers end instead of retrying.
    stopped: AtomicBool,
    workers:
        std::sync::Mutex<std::collections::HashMap<i64, tokio::sync::mpsc::UnboundedSender<crate::table::Snapshot>>>,
}

impl Bot {
    pub fn new(tables: Tables<Store>, store: Store, dev_guild: Option<u64>) -> Bot {
        Bot {
            tables,
            store,
            places: Places::default(),
            sessions: Sessions::default(),
            http: OnceLock::new(),
            dev_guild,
            registered: AtomicBool::new(false),
            stopped: AtomicBool::new(false),
            workers: Default::default(),
        }
    }

    /// The REST client, once the Discord client is built.
    pub fn set_http(&self, http: Arc<Http>) {
        let _ = self.http.set(http);
    }

    pub fn http(&self) -> Option<&Arc<Http>> {
        self.http.get()
    }

    /// Stops the publisher's workers (a bot shutting down).
    pub fn stop(&self) {
        self.stopped.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    pub fn is_stopped(&self) -> bool {
        self.stopped.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Whether READY has been handled (commands registered or found unchanged).
    pub fn is_ready(&self) -> bool {
        self.registered.load(std::sync::atomic::Ordering::SeqCst)
    }
}

/// The language of a game's public messages: the server's.
pub fn public_lang(locale: Option<&str>) -> Lang {
    Lang::from_locale(locale.unwrap_or("en-US"))
}

/// Locks a std mutex, ignoring poisoning (a panicked holder leaves valid data in these maps).
pub(crate) fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// What every screen of a table shows besides the view.
pub fn table_info(s: &Snapshot) -> TableInfo<'_> {
    TableInfo {
        game: s.id,
        version: s.version,
        seats: Seats::of(s),
        deadline_ms: s.deadline_ms,
        hints: s.options.hints,
    }
}

/// A seat's private screen (the card game's hand, the dice game's Page)
/// drawn from its view, and whether it offers decisions.
pub fn hand_screen(s: &Snapshot, seat: usize, lang: Lang, notice: Option<String>) -> Option<(Screen, bool)> {
    let info = table_info(s);
    match s.view(Viewer::Seat(seat))? {
        View::Wizard(v) => {
            let active = !v.legal.is_empty();
            Some((render::wizard::hand::hand(&v, &info, lang, notice), active))
        }
        View::Dice(v) => {
            let active = !v.legal.is_empty();
            Some((render::dice::page::page(&v, &info, lang, notice), active))
        }
    }
}
