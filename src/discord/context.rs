//! What every command's and click's handling is given (`Commanded`,
//! `Clicked`: the interaction, who, their language, the panel it is on) and
//! the few steps features share (a table's refusal told apart, a seat found,
//! a panel remembered). Below the features: it names none of them, nor
//! the clicks' id format.

use serenity::all::{CommandDataOption, CommandInteraction, ComponentInteraction, Context, Permissions};
use std::sync::Arc;
use std::time::Instant;

use crate::discord::answer::{Failure, How, Respond, answer_with};
use crate::discord::keep::panels::{Session, Sessions};
use crate::discord::parts::AnyClick;
use crate::discord::screen::Screen;
use crate::discord::{Bot, Storage};
use crate::table::{Declined, GameId, GameStatus, Snapshot, TableError};
use crate::text::catalogue::Lang;

/// The bot's interaction handler (its event handling is `handler.rs`; each
/// feature adds the answers to its own commands and clicks).
pub struct Handler<S: Storage> {
    pub bot: Arc<Bot<S>>,
}

/// What handling an interaction comes to: done, or why not.
pub(super) type Result<T> = std::result::Result<T, Failure>;

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
    /// The clicks of the clicked message's buttons and selects, each its
    /// feature's own (read by the edge, which knows the ids' format).
    pub on_message: Vec<AnyClick>,
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

/// Whether `user` held a seat of the stored game (or left one).
pub(super) fn sat_at(row: &crate::table::GameRow, user: i64) -> bool {
    let Ok(seating) = row.seating() else {
        return false;
    };
    seating.owners.contains(&crate::table::SeatOwner::Human(user)) || seating.left.contains(&Some(user))
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
