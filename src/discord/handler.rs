//! The one interaction handler: every slash command, button and select comes
//! through here, is routed to what handles it (`router`,
//! `lobby_actions`, `card_actions`, `dice_actions`), is turned into a table
//! command, and is answered once, within Discord's 3 seconds, after the change
//! is durable. What goes wrong is returned as a `Failure` to the one answer
//! point (`answer`).

use serenity::all::{
    CommandDataOption, CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse, EventHandler,
    Interaction, Permissions, Ready,
};
use serenity::async_trait;
use std::sync::Arc;
use std::time::Instant;

use crate::discord::answer::{Answerable, Failure, How, Panel, Refusal, Respond, answer, answer_with};
use crate::discord::custom_id::Click;
use crate::discord::keep::panels::{Session, Sessions};
use crate::discord::screen::Screen;
use crate::discord::{Bot, Storage};
use crate::t;
use crate::table::{Declined, GameId, GameStatus, Snapshot, TableError, Verb};
use crate::text::catalogue::Lang;

pub struct Handler<S: Storage> {
    pub bot: Arc<Bot<S>>,
}

/// What handling an interaction comes to: done, or why not.
pub(super) type Result<T> = std::result::Result<T, Failure>;

#[async_trait]
impl<S: Storage> EventHandler for Handler<S> {
    async fn ready(&self, ctx: Context, ready: Ready) {
        self.bot.set_http(ctx.http.clone());
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
        self.register_commands(&ctx, ready.application.id.get()).await;
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let started = Instant::now();
        let _handling = self.bot.in_flight.begin();
        let (user, member) = match &interaction {
            Interaction::Command(c) => (&c.user, c.member.as_deref()),
            Interaction::Component(c) => (&c.user, c.member.as_ref()),
            _ => return,
        };
        if self.bot.in_flight.closed() {
            // Stopping: its table may already be put away, and "no such table"
            // would mislead. Nothing was changed; the restarted bot takes it.
            let who = match &interaction {
                Interaction::Command(c) => Answerable::Command(c),
                Interaction::Component(c) => Answerable::Component(c),
                _ => return,
            };
            answer(&ctx, who, Failure::say("err-stopping"), None, 0).await;
            return;
        }
        let (channel, perms) = match &interaction {
            Interaction::Command(c) => (c.channel_id, c.app_permissions),
            Interaction::Component(c) => (c.channel_id, c.app_permissions),
            _ => return,
        };
        if let Some(perms) = perms {
            self.saw_permissions(channel.get(), perms).await;
        }
        let name = member
            .and_then(|m| m.nick.as_deref())
            .or(user.global_name.as_deref())
            .unwrap_or(&user.name);
        self.bot.names.saw(user_of(user), name);
        // A click on a player's panel of a game (or one that opens a new
        // panel) takes the panel's gate, until it is answered: the table's
        // redraw of that panel waits, then starts from what the answer left.
        let gate = match &interaction {
            Interaction::Component(c) => match panel_of(c) {
                Some(game) => Some((game, self.bot.sessions.gate(game, user_of(&c.user)).await)),
                None => None,
            },
            _ => None,
        };
        let (result, who) = match &interaction {
            Interaction::Command(c) => (self.command(&ctx, c).await, Answerable::Command(c)),
            Interaction::Component(c) => (self.component(&ctx, c).await, Answerable::Component(c)),
            _ => return,
        };
        if let Err(failure) = result {
            // A refused click on a private panel redraws that panel as it is now, with the reason on top.
            let panel = match &interaction {
                Interaction::Component(c) if on_panel(c) => Some(self.panel_now(c, &failure).await),
                _ => None,
            };
            let redrawn = panel.is_some();
            answer(&ctx, who, failure, panel, started.elapsed().as_millis() as u64).await;
            // That answer redrew the panel outside the session's bookkeeping.
            if let (true, Some((game, _))) = (redrawn, &gate) {
                self.bot.sessions.shown_unknown(*game, user_of(user));
            }
        }
        drop(gate);
        metrics::counter!(crate::metric_names::INTERACTIONS).increment(1);
        metrics::histogram!(crate::metric_names::INTERACTION_SECONDS).record(started.elapsed().as_secs_f64());
    }
}

impl<S: Storage> Handler<S> {
    /// What an interaction says the bot may do in its channel, kept with the
    /// table that plays there (stored only when it changed).
    async fn saw_permissions(&self, channel: u64, perms: serenity::all::Permissions) {
        let Some(game) = self.bot.places.game_in(channel) else {
            return;
        };
        let Some(mut place) = self.bot.places.cached(game) else {
            return;
        };
        let mut here = place.here();
        if here.saw(perms) {
            place.set_here(here);
            self.bot.places.save(self.bot.tables.persist(), game, place).await;
        }
    }
}

pub(super) fn user_of(user: &serenity::all::User) -> i64 {
    user.id.get() as i64
}

pub(super) async fn reply(ctx: &Context, c: &impl Respond, screen: Screen, ephemeral: bool) -> Result<()> {
    let (id, token, lang) = c.answering();
    Ok(answer_with(ctx, (id, token, lang), screen, How::New { ephemeral }).await?)
}

/// A slash command being answered: what each command's handler is given.
pub(in crate::discord) struct Commanded<'a> {
    pub ctx: &'a Context,
    pub c: &'a CommandInteraction,
    /// The subcommand's options (or the command's, without one).
    pub options: &'a [CommandDataOption],
    pub user: i64,
    /// The asker's language, for what only they see.
    pub lang: Lang,
    /// The language of public answers: the server's choice, else the asker's.
    pub public: Lang,
    pub guild: Option<i64>,
}

impl Commanded<'_> {
    /// The server, or the refusal of a command that needs one.
    pub fn on_server(&self) -> Result<i64> {
        self.guild.ok_or_else(|| Failure::say("err-guild-only"))
    }
}

/// A click, with what every click's handling needs.
pub(super) struct Clicked<'a> {
    pub ctx: &'a Context,
    pub c: &'a ComponentInteraction,
    pub user: i64,
    /// The clicker's language (private answers).
    pub lang: Lang,
    /// The server's language (public messages).
    pub public: Lang,
    /// `None` outside a server (a DM or group DM).
    pub guild: Option<i64>,
    /// The click was made on a private (ephemeral) panel: its answer updates
    /// that panel, so a player never collects clickable copies.
    pub on_panel: bool,
    /// The pictures the clicked message is known to show now, which an update
    /// may keep instead of sending again (`None`: not known, send them). For
    /// a game's panel, what the bot's own last edit of it left (the clicked
    /// copy of the message may predate a redraw); elsewhere the clicked copy.
    pub shown: Option<Vec<String>>,
    /// What the answer left: whether it updated the clicked message, and
    /// the pictures it shows (for the panel's bookkeeping).
    pub answered: std::sync::Mutex<Option<(bool, Vec<String>)>>,
    /// The game whose panel of the clicker this click holds the gate of
    /// (`panel_of`), and the panels' bookkeeping an update keeps true.
    pub panel: Option<GameId>,
    pub sessions: &'a Sessions,
}

impl Clicked<'_> {
    /// Answers the click by replacing the message it was made on.
    pub async fn update(&self, screen: Screen, ephemeral: bool) -> Result<()> {
        // The pictures the clicked message shows already (a Page's name says
        // what it shows) stay, not sent again: an update that names no
        // attachments keeps the message's own (by name, so also when a redraw
        // uploaded the same picture again meanwhile). serenity's update always
        // names them (none), so such an update is sent as JSON without them.
        // Kept only where known: a click on a game's panel knows what the
        // bot's last edit of the panel left (under the panel's gate), not the
        // clicked copy, which a redraw may have replaced since.
        let names: Vec<String> = screen.pictures.iter().map(|p| p.name.clone()).collect();
        let all_shown = !names.is_empty()
            && self
                .shown
                .as_ref()
                .is_some_and(|shown| names.iter().all(|n| shown.contains(n)));
        self.left(true, names.clone());
        let how = How::Update {
            ephemeral,
            keep: all_shown,
        };
        let sent = answer_with(self.ctx, (self.c.id, &self.c.token, self.lang), screen, how).await;
        if let Some(game) = self.panel {
            let message = self.c.message.id.get();
            let pictures = sent.is_ok().then_some(names);
            self.sessions.shown_now(game, self.user, message, pictures);
        }
        Ok(sent?)
    }

    /// Answers the click with a new message.
    pub async fn reply(&self, screen: Screen, ephemeral: bool) -> Result<()> {
        self.left(false, screen.pictures.iter().map(|p| p.name.clone()).collect());
        reply(self.ctx, self.c, screen, ephemeral).await
    }

    fn left(&self, updated: bool, pictures: Vec<String>) {
        *crate::discord::lock(&self.answered) = Some((updated, pictures));
    }

    /// Answers the click with a private screen: in place on a private panel,
    /// as a new private message on a public one ("My hand", "Take this roll").
    pub async fn private(&self, screen: Screen) -> Result<()> {
        if self.on_panel {
            self.update(screen, true).await
        } else {
            self.reply(screen, true).await
        }
    }
}

impl<S: Storage> Handler<S> {
    /// A decision the table declined, past what the click's own feature
    /// answers: a game that ended a moment ago (a double click, an old
    /// panel) shows a finished try's result, drawn from the game as it
    /// ended; a game no longer in memory is told apart as finished or
    /// cancelled; anything else is the table's refusal.
    pub(in crate::discord) async fn declined(&self, k: &Clicked<'_>, game: GameId, declined: Declined) -> Result<()> {
        match declined {
            Declined {
                error: e @ (TableError::GameOver | TableError::Cancelled),
                now: Some((now, Some(seat))),
            } if now.options.daily.is_some() => self.ended_try(k, game, e, (now, seat)).await,
            Declined {
                error: TableError::NoSuchTable,
                ..
            } => Err(self.gone(game).await),
            Declined { error, .. } => Err(error.into()),
        }
    }

    /// A table that is no longer in memory: tell finished and cancelled ones apart.
    pub(super) async fn gone(&self, game: GameId) -> Failure {
        let e = match self.bot.tables.stored(game).await.map(|r| r.status) {
            Ok(GameStatus::Finished) => TableError::GameOver,
            Ok(GameStatus::Cancelled) => TableError::Cancelled,
            _ => TableError::NoSuchTable,
        };
        e.into()
    }

    /// The table and the user's seat at it, or why there is none.
    pub(super) async fn seated(&self, game: GameId, user: i64) -> Result<(Snapshot, usize)> {
        let snapshot = match self.bot.tables.snapshot(game).await {
            Ok(s) => s,
            Err(_) => return Err(self.gone(game).await),
        };
        let seat = snapshot.seat_of(user).ok_or(Failure::say("err-not-seated"))?;
        Ok((snapshot, seat))
    }

    /// The clicker's panel as it is now, for a click on a private panel that
    /// failed: `None` inside when there is nothing left to show (the game is
    /// over, or the clicker has no seat), so the panel becomes the reason alone.
    async fn panel_now(&self, c: &ComponentInteraction, failure: &Failure) -> Panel {
        let (bot, lang) = (self.bot.clone(), Lang::from_locale(&c.locale));
        let now = self.seated_now(c, failure).await;
        Panel(Box::new(move |reason| {
            let (s, seat) = now?;
            crate::discord::hand_screen(&s, seat, lang, Some(reason), &bot.look()).map(|(screen, _)| screen)
        }))
    }

    /// The game and the clicker's seat a failed click's panel is redrawn
    /// from, if any.
    async fn seated_now(&self, c: &ComponentInteraction, failure: &Failure) -> Option<(Snapshot, usize)> {
        let game = Click::read(&c.data.custom_id)
            .ok()
            .and_then(|click| click.panel_game())?;
        let user = user_of(&c.user);
        // Refused because the game has left memory (it ended, or was
        // cancelled): asking the table again would find nothing either.
        let gone = matches!(
            failure,
            Failure::Refused(Refusal::Table(
                TableError::GameOver | TableError::Cancelled | TableError::NoSuchTable
            ))
        );
        if gone {
            return self.ended_daily(game, user).await;
        }
        match self.seated(game, user).await {
            Ok((snapshot, seat)) => Some((snapshot, seat)),
            // A finished daily try still shows its result to its player.
            Err(_) => self.ended_daily(game, user).await,
        }
    }

    /// Sends a finished game's record to the clicker alone, as a JSON file
    /// (RECORDS.md, the format `wizard-bot replay` checks). Only a game of this
    /// server that has ended: a running game's record would show its hands.
    pub(super) async fn export(&self, k: &Clicked<'_>, game: GameId) -> Result<()> {
        // On a server, its own games; outside one (a history of every
        // server), the games the clicker sat at; a daily try after its day.
        let row = self.seeable(k, game).await?;
        if row.status != GameStatus::Finished {
            return Err(Failure::say("err-export-not-finished"));
        }
        let events = self
            .bot
            .league
            .events(game)
            .await
            .map_err(|e| Failure::internal("export_events", Some(game), &e))?;
        let record = crate::table::finished_record(&row, &events)
            .and_then(|r| serde_json::to_vec_pretty(&r).map_err(|e| e.to_string()))
            .map_err(|e| Failure::internal("export_record", Some(game), &ExportError(e)))?;
        let file = serenity::all::CreateAttachment::bytes(record, format!("wizard-bot-game-{game}.json"));
        let message = serenity::all::CreateInteractionResponseMessage::new()
            .content(t!(k.lang, "export-ready", game = game))
            .add_file(file)
            .ephemeral(true);
        Ok(k.c.respond(k.ctx, CreateInteractionResponse::Message(message)).await?)
    }

    /// The clicker's own turn pings, on or off (kept for every server), said
    /// privately with the button that undoes it.
    pub(super) async fn set_pings(&self, k: &Clicked<'_>, on: bool) -> Result<()> {
        self.bot
            .league
            .set_person_pings(k.user, on)
            .await
            .map_err(|e| Failure::internal("pings_write", None, &e))?;
        let (said, undo, label, emoji) = if on {
            ("pings-on-done", false, "button-pings-off", '🔕')
        } else {
            ("pings-off-done", true, "button-pings-on", '🔔')
        };
        let button = crate::discord::parts::Button::new(Click::Pings { on: undo })
            .label(t!(k.lang, label))
            .emoji(emoji)
            .style(crate::discord::parts::Style::Secondary);
        let screen = Screen {
            content: t!(k.lang, said),
            components: vec![crate::discord::parts::Row::Buttons(vec![button])],
            ..Screen::default()
        };
        // On the ping: a private answer; on that answer (undo): in its place.
        k.private(screen).await
    }

    /// Keeps the interaction's token, so the hand can be redrawn when the player's turn comes.
    pub(super) fn remember_hand(&self, k: &Clicked<'_>, game: GameId, version: u64, active: bool) {
        // An update of the clicked panel leaves it the same message; a reply
        // is a new one, known by its token until a click on it.
        let answered = crate::discord::lock(&k.answered).clone();
        let (message, pictures) = match answered {
            Some((true, pictures)) => (Some(k.c.message.id.get()), Some(pictures)),
            Some((false, pictures)) => (None, Some(pictures)),
            None => (None, None),
        };
        let session = Session {
            token: k.c.token.clone(),
            issued: Instant::now(),
            version,
            active,
            lang: k.lang,
            message,
            pictures,
        };
        self.bot.sessions.open(game, k.user, session);
    }

    /// Shows a seat's private screen to the clicker (updating the panel the
    /// click was made on) and remembers the panel for redraws at `version`.
    pub(super) async fn show_private(
        &self,
        k: &Clicked<'_>,
        game: GameId,
        screen: Screen,
        (version, active): (u64, bool),
    ) -> Result<()> {
        k.private(screen).await?;
        self.remember_hand(k, game, version, active);
        Ok(())
    }
}

/// Why a stored finished game gave no record (a damaged log), for the log.
#[derive(Debug)]
struct ExportError(String);

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ExportError {}

/// Whether `user` held a seat of the stored game (or left one).
pub(super) fn sat_at(row: &crate::table::GameRow, user: i64) -> bool {
    let Ok(seating) = row.seating() else {
        return false;
    };
    seating.owners.contains(&crate::table::SeatOwner::Human(user)) || seating.left.contains(&Some(user))
}

/// Whether the clicked message carries a component of the click's kind and
/// game (`l:7:…` on game 7's lobby, `lb:…` on a leaderboard): Discord sends
/// only real components' ids, so anything else is forged or misrouted.
pub(super) fn drawn_for(c: &ComponentInteraction, click: &Click) -> bool {
    let wanted = click.kind_and_game();
    custom_ids(&c.message.components).any(|cid| Click::parse(cid).is_some_and(|other| other.kind_and_game() == wanted))
}

/// The `custom_id`s of a message's buttons and selects, as serenity read them.
pub(super) fn custom_ids(rows: &[serenity::all::ActionRow]) -> impl Iterator<Item = &str> {
    use serenity::all::{ActionRowComponent, ButtonKind};
    rows.iter()
        .flat_map(|row| row.components.iter())
        .filter_map(|c| match c {
            ActionRowComponent::Button(b) => match &b.data {
                ButtonKind::NonLink { custom_id, .. } => Some(custom_id.as_str()),
                _ => None,
            },
            ActionRowComponent::SelectMenu(m) => m.custom_id.as_deref(),
            ActionRowComponent::InputText(t) => Some(t.custom_id.as_str()),
            _ => None,
        })
}

/// The game whose panel of the clicker a click answers on, or opens: a
/// click on a private panel that names a game, and "My hand" anywhere.
pub(super) fn panel_of(c: &ComponentInteraction) -> Option<GameId> {
    let click = Click::read(&c.data.custom_id).ok()?;
    match click {
        Click::Hand { game, .. } => Some(game),
        _ if on_panel(c) => click.game(),
        _ => None,
    }
}

/// Whether the clicked message is a private (ephemeral) one.
pub(super) fn on_panel(c: &ComponentInteraction) -> bool {
    c.message
        .flags
        .is_some_and(|f| f.contains(serenity::all::MessageFlags::EPHEMERAL))
}

pub(super) fn may_manage(perms: Option<Permissions>) -> bool {
    perms.is_some_and(|p| p.contains(Permissions::MANAGE_GUILD) || p.contains(Permissions::ADMINISTRATOR))
}

impl<S: Storage> Handler<S> {
    /// "My hand" / "My page": the clicker's private view, with their decisions as buttons.
    pub(super) async fn show_hand(&self, k: &Clicked<'_>, game: GameId) -> Result<()> {
        let (mut snapshot, seat) = self.seated(game, k.user).await?;
        // Any interaction of a player on autopilot says they are back.
        if snapshot.autopilot.get(seat).copied().unwrap_or(false)
            && let Ok(o) = self.bot.tables.command(game, k.user, Verb::Resume).await
        {
            snapshot = o.snapshot;
        }
        let Some((screen, active)) = self.panel(&snapshot, seat, k.lang, None).await else {
            return Err(Failure::say("err-not-started"));
        };
        k.reply(screen, true).await?;
        let older = self.bot.sessions.get(game, k.user);
        self.remember_hand(k, game, snapshot.version, active);
        // The panel opened before this one stops being a second, clickable copy:
        // it becomes a line pointing to the new one (while its token lasts).
        if let Some(old) = older.filter(|o| o.token != k.c.token && self.bot.sessions.live(o)) {
            let moved = Screen::text(t!(old.lang, "hand-moved"));
            let edit = serenity::builder::Builder::execute(moved.edit_interaction(), &k.ctx.http, &old.token);
            if let Err(e) = edit.await {
                tracing::debug!(game, error = %e, "could not retire an older private panel");
            }
        }
        Ok(())
    }
}
