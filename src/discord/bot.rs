//! The bot: what the handler and the publisher share (tables, league, where
//! each game is shown, open panels, the request budget).

use serenity::all::Http;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};

use crate::discord::keep::panels::Sessions;
use crate::discord::keep::places::Places;
use crate::discord::keep::{names, pinged};
use crate::discord::transport::budget;
use crate::table::{Snapshot, Tables};

use crate::discord::storage::Storage;

/// How a bot behaves, from the configuration; given to `Bot::new`.
pub struct BotOptions {
    /// Register the commands in this server only (development).
    pub dev_guild: Option<u64>,
    /// Whether pictures are drawn (`PICTURES`).
    pub pictures: bool,
    /// This process's share of Discord's global limit on bot-token requests.
    pub budget: budget::RequestBudget,
    /// The least time between two updates of a table's public message.
    pub edit_gap: std::time::Duration,
    /// How long a person whose turn came may take before a message pings them.
    pub ping_after: Option<std::time::Duration>,
    /// How often the daily rollover looks at the clock (recaps, the day's
    /// rating, Hard's try): a day closes at most this long before its recap.
    /// `None`: no rollover in this process.
    pub rollover_every: Option<std::time::Duration>,
    /// Whether the bot keeps its own emoji at Discord and shows cards and
    /// dice with them (`APP_EMOJI`), and whether this process uploads them
    /// (it runs shard 0: one process uploads, the others read).
    pub app_emoji: bool,
    pub emoji_uploader: bool,
    /// The table's web page, when served (`WEB_ADDR`): its links are offered.
    pub page: Option<crate::links::PageLinks>,
    /// The table as a Discord Activity (`DISCORD_CLIENT_ID` and
    /// `DISCORD_CLIENT_SECRET` with `WEB_ADDR`): "Play at the table" is offered.
    pub activity: bool,
}

impl Default for BotOptions {
    fn default() -> BotOptions {
        BotOptions {
            dev_guild: None,
            pictures: true,
            budget: budget::RequestBudget::new(budget::DEFAULT_PER_SECOND),
            edit_gap: std::time::Duration::ZERO,
            ping_after: None,
            rollover_every: Some(std::time::Duration::from_secs(30)),
            app_emoji: true,
            emoji_uploader: true,
            page: None,
            activity: false,
        }
    }
}

/// Everything the handler and the publisher share.
pub struct Bot<S: Storage> {
    pub tables: Tables<S>,
    pub league: S,
    pub places: Places,
    /// The private panels people have open (tests age them past 15 minutes).
    pub sessions: Sessions,
    http: OnceLock<Arc<Http>>,
    pub(crate) dev_guild: Option<u64>,
    pub(super) registered: AtomicBool,
    /// Set when the bot stops: the publisher's workers end instead of retrying.
    stopped: AtomicBool,
    pub(super) workers: std::sync::Mutex<std::collections::HashMap<i64, Workers>>,
    /// Display names of the people who used the bot since it started, for
    /// pictures (an embed's text shows a mention; an image cannot).
    pub(crate) names: names::Names,
    /// Whether pictures are drawn (`PICTURES`).
    pub(crate) pictures_on: bool,
    /// What each public message's picture shows (a hash), so an edit that
    /// would draw the same picture keeps it instead of uploading it again.
    pub(crate) shown_pictures: std::sync::Mutex<std::collections::HashMap<u64, u64>>,
    /// This process's share of Discord's global limit on bot-token requests.
    pub(crate) budget: budget::RequestBudget,
    /// The least time between two updates of a table's public message: the
    /// states in between are skipped (Discord allows a channel about five
    /// message edits in five seconds).
    pub(crate) edit_gap: std::time::Duration,
    /// How long a person whose turn came may take before a message pings
    /// them (`TURN_PING_AFTER_MS`; `None`: never).
    pub(crate) ping_after: Option<std::time::Duration>,
    pub(crate) pings: pinged::Pings,
    /// Turn-based tables' messages (`turns`).
    pub(crate) turns: crate::discord::keep::turned::Turns,
    /// The application's id, once READY said it (the Activity's deep links name it).
    app: OnceLock<u64>,
    /// The game nights this process drives: a nudge for each driver (a
    /// click that changed the night) and its task, ended when the bot stops.
    pub(super) nights: std::sync::Mutex<std::collections::HashMap<i64, NightDriver>>,
    /// One change of a game night at a time (its driver's pass, a click, its
    /// creation's last save): each reads the stored night and writes it back.
    night_locks: std::sync::Mutex<std::collections::HashMap<i64, Arc<tokio::sync::Mutex<()>>>>,
    /// The rematches opened from games' pages: game → its rematch's lobby in
    /// Discord (one lobby per game, however many pages ask), held while one opens.
    pub(crate) rematches: tokio::sync::Mutex<std::collections::HashMap<i64, String>>,
    /// The interactions being handled now (a stopping bot answers them first).
    pub(crate) in_flight: crate::discord::in_flight::InFlight,
    /// Hard's tries of the daily challenge: kept, or played on the tables'
    /// queue (each day once at a time).
    pub hard: Arc<crate::league::hard::HardTries<S>>,
    /// How often the rollover looks at the clock (tests move it and look often).
    pub(crate) rollover_every: Option<std::time::Duration>,
    /// The bot's own emoji as known now (empty: words and squares).
    pub(crate) emoji: Arc<crate::discord::emoji::Known>,
    pub(crate) app_emoji: bool,
    pub(crate) emoji_uploader: bool,
    /// The table's web page, when served: a hand offers its seat's link.
    pub(crate) page: Option<crate::links::PageLinks>,
    /// The table as a Discord Activity: "Play at the table" is offered.
    pub(crate) activity: bool,
}

impl<S: Storage> Bot<S> {
    pub fn new(tables: Tables<S>, league: S, options: BotOptions) -> Bot<S> {
        let hard = crate::league::hard::HardTries::new(league.clone(), {
            let tables = tables.clone();
            Arc::new(move |kind, day| {
                let tables = tables.clone();
                Box::pin(async move { tables.hard_day(kind, day).await })
            })
        });
        Bot {
            hard,
            tables,
            league,
            places: Places::default(),
            sessions: Sessions::default(),
            http: OnceLock::new(),
            dev_guild: options.dev_guild,
            registered: AtomicBool::new(false),
            stopped: AtomicBool::new(false),
            workers: Default::default(),
            names: Default::default(),
            pictures_on: options.pictures,
            shown_pictures: Default::default(),
            budget: options.budget,
            edit_gap: options.edit_gap,
            ping_after: options.ping_after,
            pings: Default::default(),
            turns: Default::default(),
            app: OnceLock::new(),
            nights: Default::default(),
            night_locks: Default::default(),
            rematches: Default::default(),
            in_flight: Default::default(),
            rollover_every: options.rollover_every,
            emoji: Default::default(),
            app_emoji: options.app_emoji,
            emoji_uploader: options.emoji_uploader,
            page: options.page,
            activity: options.activity,
        }
    }

    /// The bot's own emoji, as screens show them (empty: words and squares).
    pub fn emojis(&self) -> crate::discord::emoji::Emojis {
        self.emoji.get()
    }

    /// What a seat's screens are drawn with: the names pictures print (when
    /// pictures are drawn) and the bot's emoji.
    pub fn look(&self) -> crate::discord::look::Look<'_> {
        crate::discord::look::Look {
            pictures: self.pictures(),
            emoji: self.emojis(),
            page: self.page.as_ref(),
            activity: self.activity,
        }
    }

    /// The application's id, once READY said it.
    pub fn app_id(&self) -> Option<u64> {
        self.app.get().copied()
    }

    pub(crate) fn set_app_id(&self, id: u64) {
        let _ = self.app.set(id);
    }

    /// The REST client, once the Discord client is built.
    pub fn set_http(&self, http: Arc<Http>) {
        let _ = self.http.set(http);
    }

    pub fn http(&self) -> Option<&Arc<Http>> {
        self.http.get()
    }

    /// What `user` was called when the bot last heard from them (the web
    /// page prints it).
    pub fn name_of(&self, user: i64) -> Option<String> {
        self.names.get(user)
    }

    /// Learns from storage the names of `users` not seen since the start.
    pub async fn recall_names(&self, users: impl IntoIterator<Item = i64>) {
        self.names.recall(&self.league, users).await;
    }

    /// Where game `game` (of server `guild`) is in Discord: its final
    /// standings (with the Rematch) once posted, else its thread or channel.
    pub async fn whereabouts(&self, game: i64, guild: Option<i64>) -> Option<String> {
        let place = self.places.get(self.tables.persist(), game).await?;
        let server = guild.map_or("@me".to_string(), |g| g.to_string());
        let channel = place.channel.unwrap_or(place.lobby_channel);
        Some(match place.end_message {
            Some(message) => format!("https://discord.com/channels/{server}/{channel}/{message}"),
            None => format!("https://discord.com/channels/{server}/{channel}"),
        })
    }

    /// Learns the names of a table's people not seen since the start.
    pub async fn recall_seated(&self, s: &crate::table::Snapshot) {
        self.recall_names(s.people().collect::<Vec<_>>()).await;
    }

    /// The names pictures print, when pictures are drawn.
    pub fn pictures(&self) -> Option<&names::Names> {
        self.pictures_on.then_some(&self.names)
    }

    /// Stops the publisher's workers (a bot shutting down).
    pub fn stop(&self) {
        self.stopped.store(true, std::sync::atomic::Ordering::SeqCst);
        // A night's steps are each durable and safe to repeat: ending one
        // between two is as a crash would, and the next start goes on.
        for (_, driver) in crate::discord::lock(&self.nights).drain() {
            driver.task.abort();
        }
    }

    pub fn is_stopped(&self) -> bool {
        self.stopped.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Holds game night `id` for one change (see `night_locks`).
    pub(super) async fn hold_night(&self, id: i64) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = crate::discord::lock(&self.night_locks).entry(id).or_default().clone();
        lock.lock_owned().await
    }

    /// Whether READY has been handled (commands registered or found unchanged).
    pub fn is_ready(&self) -> bool {
        self.registered.load(std::sync::atomic::Ordering::SeqCst)
    }
}

/// A game's two workers: one keeps its public messages current (paced by
/// the request budget and the table's edit gap), one redraws the private
/// hands of those who must act — interaction webhooks outside the budget,
/// so a person never waits for the public table's place in the queue.
pub struct Workers {
    pub(in crate::discord) table: tokio::sync::mpsc::UnboundedSender<Snapshot>,
    pub(in crate::discord) hands: tokio::sync::mpsc::UnboundedSender<Snapshot>,
}

impl Workers {
    /// Gives both workers the change; hands it back when the table's worker ended.
    pub(in crate::discord) fn send(&self, s: Snapshot) -> Option<Snapshot> {
        // A hands worker that ended saw the game over: no one owes a move.
        let _ = self.hands.send(s.clone());
        self.table.send(s).err().map(|e| e.0)
    }
}

/// A night's task, and the nudge a click gives it.
pub struct NightDriver {
    pub notify: Arc<tokio::sync::Notify>,
    pub task: tokio::task::AbortHandle,
}
