//! What every command's and click's handling is given (`Commanded`,
//! `Clicked`: the interaction, who, their language, the panel it is on),
//! what it answers with (`Answer`, a value the edge sends), and the few
//! steps features share (a table's refusal told apart, a seat found).
//! Below the features: it names none of them, nor the clicks' id format.

use serenity::all::{CommandDataOption, CommandInteraction, ComponentInteraction, Http, Permissions};
use std::sync::Arc;

use crate::discord::answer::Failure;
use crate::discord::keep::panels::Sessions;
use crate::discord::parts::AnyClick;
use crate::discord::screen::Screen;
use crate::discord::{Bot, Storage};
use crate::table::{Declined, GameId, GameStatus, Snapshot, TableError};
use crate::text::catalogue::Lang;

/// What handling an interaction comes to: done, or why not.
pub(super) type Result<T> = std::result::Result<T, Failure>;

pub(super) fn user_of(user: &serenity::all::User) -> i64 {
    user.id.get() as i64
}

/// A slash command being answered: what each command's handler is given.
pub(in crate::discord) struct Commanded<'a> {
    /// Discord's API, for what a feature does once its answer is sent.
    pub http: Arc<Http>,
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
    /// Discord's API, for what a feature does once its answer is sent.
    pub http: Arc<Http>,
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
    /// The game whose panel of the clicker this click holds the gate of
    /// (`panel_of`), and the panels' bookkeeping an update keeps true.
    pub panel: Option<GameId>,
    pub sessions: &'a Sessions,
    /// The clicks of the clicked message's buttons and selects, each its
    /// feature's own (read by the edge, which knows the ids' format).
    pub on_message: Vec<AnyClick>,
}

/// A decision the table declined, past what the click's own feature
/// answers: a game that ended a moment ago (a double click, an old panel)
/// shows a finished try's result, drawn from the game as it ended, with why
/// the click did nothing; a game no longer in memory is told apart as
/// finished or cancelled; anything else is the table's refusal.
pub(in crate::discord) async fn declined<S: Storage>(
    bot: &Bot<S>,
    k: &Clicked<'_>,
    game: GameId,
    declined: Declined,
) -> Result<Answer> {
    match declined {
        Declined {
            error: error @ (TableError::GameOver | TableError::Cancelled),
            now: Some((now, Some(seat))),
        } if now.options.daily.is_some() => {
            // Its day closed on it: say so, not just "this game is over".
            let notice = match now.handed_over(seat).is_some() {
                true => crate::t!(k.lang, "daily-closed-notice"),
                false => crate::text::refusals::table_error(&error, k.lang),
            };
            Ok(Answer::panel(now, seat, Some(notice), error.into()))
        }
        Declined {
            error: TableError::NoSuchTable,
            ..
        } => Err(gone(bot, game).await),
        Declined { error, .. } => Err(error.into()),
    }
}

/// A table that is no longer in memory: tell finished and cancelled ones apart.
pub(in crate::discord) async fn gone<S: Storage>(bot: &Bot<S>, game: GameId) -> Failure {
    let e = match bot.tables.stored(game).await.map(|r| r.status) {
        Ok(GameStatus::Finished) => TableError::GameOver,
        Ok(GameStatus::Cancelled) => TableError::Cancelled,
        _ => TableError::NoSuchTable,
    };
    e.into()
}

/// The table and the user's seat at it, or why there is none.
pub(in crate::discord) async fn seated<S: Storage>(bot: &Bot<S>, game: GameId, user: i64) -> Result<(Snapshot, usize)> {
    let snapshot = match bot.tables.snapshot(game).await {
        Ok(s) => s,
        Err(_) => return Err(gone(bot, game).await),
    };
    let seat = snapshot.seat_of(user).ok_or(Failure::say("err-not-seated"))?;
    Ok((snapshot, seat))
}

/// What a command or a click is answered with, as a value: the edge
/// (`deliver.rs`) sends it, as `answer.rs` sends every failure.
pub(in crate::discord) enum Answer {
    /// The clicked message, replaced (`private`: it is a private one).
    Update { screen: Screen, private: bool },
    /// A new message under the command or click: private, or for everyone.
    New { screen: Screen, private: bool },
    /// Privately: in place on a private panel, as a new private message
    /// under a public one.
    Private(Screen),
    /// The clicker's panel of their seat (`SeatPanel`).
    Panel(Box<SeatPanel>),
    /// Only acknowledged: the table's redraw shows what changed.
    Acknowledge,
    /// The table opened as a Discord Activity (`LAUNCH_ACTIVITY`).
    Launch,
    /// A file, privately, under a line.
    File { line: String, name: String, bytes: Vec<u8> },
    /// Deferred (privately; in place on a private panel), then filled with
    /// what `work` draws: an answer that takes longer than Discord waits.
    Later(Work<Screen>),
    /// The answer, and then what the feature does once it is sent (learn
    /// the message's id, redraw a lobby, keep a try's panel).
    Then(Box<Answer>, Work<()>),
}

/// Work an answer leaves for after it is sent.
pub(in crate::discord) type Work<T> = std::pin::Pin<Box<dyn std::future::Future<Output = T> + Send>>;

/// The clicker's panel of their seat, drawn by the edge from `now` (their
/// own view) with `notice` on top, shown privately and kept for its
/// redraws; `otherwise` is said when there is no panel to draw.
pub(in crate::discord) struct SeatPanel {
    pub now: Snapshot,
    pub seat: usize,
    pub notice: Option<String>,
    /// The dice the Seer picked to throw, shown on their Page.
    pub chosen: Option<crate::engine::dice::DiceSet>,
    /// A new message ("My hand" on the table), the older panel retired.
    pub fresh: bool,
    pub otherwise: Failure,
}

impl Answer {
    /// The seat's panel as it is now, `notice` on top.
    pub fn panel(now: Snapshot, seat: usize, notice: Option<String>, otherwise: Failure) -> Answer {
        Answer::Panel(Box::new(SeatPanel {
            now,
            seat,
            notice,
            chosen: None,
            fresh: false,
            otherwise,
        }))
    }

    /// Sent, and then `work` done.
    pub fn then(self, work: impl std::future::Future<Output = ()> + Send + 'static) -> Answer {
        Answer::Then(Box::new(self), Box::pin(work))
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
