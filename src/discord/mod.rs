//! The Discord layer (serenity 0.12): slash commands, the one interaction
//! handler every button and select routes through, rendering per-viewer views
//! into messages, and the publisher that keeps each game's public messages and
//! open private hands up to date. It reaches the rules only through tables.

mod answer;
pub mod budget;
mod card_actions;
pub mod catalogue;
mod command_actions;
pub mod commands;
pub mod custom_id;
mod dice_actions;
pub mod draw;
mod handler;
mod lobby_actions;
pub mod names;
mod pings;
pub mod places;
mod publisher;
pub mod render;
mod rest;
mod retry;
pub mod sessions;
pub mod unreadable;

pub use handler::Handler;
pub use publisher::{dispatch, tell_set_aside};
pub use rest::client as rest_client;

use serenity::all::Http;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};

use crate::engine::Viewer;
use crate::league::League;
use crate::table::{Persist, Snapshot, Tables, View};
use catalogue::Lang;
use draw::Picture;
use places::Places;
use render::TableInfo;
use render::{Screen, Seats};
use sessions::Sessions;

/// Where the Discord layer's games and league are kept: the table's storage
/// and the league's in one (the app gives it the database's store). The
/// Discord layer asks tables and league questions and never names a database.
pub trait Storage: Persist + League + Clone {}

impl<T: Persist + League + Clone> Storage for T {}

/// Everything the handler and the publisher share.
pub struct Bot<S: Storage> {
    pub tables: Tables<S>,
    pub league: S,
    pub places: Places,
    pub sessions: Sessions,
    http: OnceLock<Arc<Http>>,
    pub dev_guild: Option<u64>,
    registered: AtomicBool,
    /// Set when the bot stops: the publisher's workers end instead of retrying.
    stopped: AtomicBool,
    workers: std::sync::Mutex<std::collections::HashMap<i64, publisher::Workers>>,
    /// Display names of the people who used the bot since it started, for
    /// pictures (an embed's text shows a mention; an image cannot).
    pub names: names::Names,
    /// Whether pictures are drawn (`PICTURES`).
    pub pictures_on: bool,
    /// What each public message's picture shows (a hash), so an edit that
    /// would draw the same picture keeps it instead of uploading it again.
    pub shown_pictures: std::sync::Mutex<std::collections::HashMap<u64, u64>>,
    /// This process's share of Discord's global limit on bot-token requests.
    pub budget: budget::Budget,
    /// The least time between two updates of a table's public message: the
    /// states in between are skipped (Discord allows a channel about five
    /// message edits in five seconds).
    pub edit_gap: std::time::Duration,
    /// How long a person whose turn came may take before a message pings
    /// them (`TURN_PING_AFTER_MS`; `None`: never).
    pub ping_after: Option<std::time::Duration>,
    pub pings: pings::Pings,
}

impl<S: Storage> Bot<S> {
    pub fn new(tables: Tables<S>, league: S, dev_guild: Option<u64>) -> Bot<S> {
        Bot {
            tables,
            league,
            places: Places::default(),
            sessions: Sessions::default(),
            http: OnceLock::new(),
            dev_guild,
            registered: AtomicBool::new(false),
            stopped: AtomicBool::new(false),
            workers: Default::default(),
            names: Default::default(),
            pictures_on: true,
            shown_pictures: Default::default(),
            budget: budget::Budget::new(budget::DEFAULT_PER_SECOND),
            edit_gap: std::time::Duration::ZERO,
            ping_after: None,
            pings: Default::default(),
        }
    }

    /// The REST client, once the Discord client is built.
    pub fn set_http(&self, http: Arc<Http>) {
        let _ = self.http.set(http);
    }

    pub fn http(&self) -> Option<&Arc<Http>> {
        self.http.get()
    }

    /// The names pictures print, when pictures are drawn.
    pub fn pictures(&self) -> Option<&names::Names> {
        self.pictures_on.then_some(&self.names)
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
        pictured: false,
    }
}

/// The picture of `seat`'s Page, from `v`, that seat's view, when pictures are drawn.
pub fn page_picture(
    s: &Snapshot,
    v: &crate::engine::dice::DiceView,
    seat: usize,
    lang: Lang,
    pictures: Option<&names::Names>,
) -> Option<Picture> {
    let mut picture = pictures.and_then(|names| draw::page(v, seat, &names.of_seats(&Seats::of(s), lang), lang))?;
    // Named by what it shows: a panel whose picture is unchanged keeps it
    // rather than uploading it again with every redraw (the Page changes
    // once a round; its panel is redrawn at every step).
    picture.name = format!("page-{:016x}.png", picture.hash());
    Some(picture)
}

/// `seat`'s Page with its picture, drawn from `v`, the seat's view (the
/// Seer's with the dice they picked to throw, `chosen`): the text leaves the
/// grid to the picture when there is one.
pub fn page_screen(
    s: &Snapshot,
    v: &crate::engine::dice::DiceView,
    seat: usize,
    lang: Lang,
    notice: Option<String>,
    chosen: Option<crate::engine::dice::DiceSet>,
    pictures: Option<&names::Names>,
) -> Screen {
    let picture = page_picture(s, v, seat, lang, pictures);
    let mut info = table_info(s);
    info.pictured = picture.is_some();
    let screen = render::dice::page::page_with(v, &info, lang, notice, chosen);
    match picture {
        Some(picture) => screen.with_picture(picture),
        None => screen,
    }
}

/// A seat's private screen (the card game's hand, the dice game's Page)
/// drawn from its view, and whether it offers decisions. The dice Page comes
/// with its picture, drawn from the same view. (Every update of a panel by a
/// click sends its picture again: serenity's interaction response always
/// names the message's attachments, so one not sent would be removed.)
pub fn hand_screen(
    s: &Snapshot,
    seat: usize,
    lang: Lang,
    notice: Option<String>,
    pictures: Option<&names::Names>,
) -> Option<(Screen, bool)> {
    let info = table_info(s);
    match s.view(Viewer::Seat(seat))? {
        View::Wizard(v) => {
            let active = !v.legal.is_empty();
            Some((render::wizard::hand::hand(&v, &info, lang, notice), active))
        }
        View::Dice(v) => {
            let active = !v.legal.is_empty();
            Some((page_screen(s, &v, seat, lang, notice, None, pictures), active))
        }
    }
}
