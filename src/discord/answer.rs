//! What can go wrong with an interaction, in two kinds, and the one point
//! that answers it (robbb's `errors.rs`/`error_handling.rs` shape): a
//! **refusal** (the player's mistake or the game's state) is answered in the
//! player's language and logged at debug; an **internal failure** (storage,
//! Discord, a bug) is answered with a short apology and logged at error with
//! its source chain, once.

use serenity::all::{CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse, InteractionId};
use serenity::async_trait;

use crate::discord::screen::Screen;
use crate::t;
use crate::table::{GameId, TableError, persist::chain};
use crate::text::catalogue::Lang;
use crate::text::refusals::table_error;

/// Why an interaction was not carried out.
#[derive(Debug)]
pub enum Failure {
    Refused(Refusal),
    Internal(Internal),
}

/// A refusal, put into words in the clicker's language at the answer point.
#[derive(Debug)]
pub enum Refusal {
    Table(TableError),
    /// A catalogue message without arguments.
    Say(&'static str),
    /// A catalogue message naming the permissions the bot lacks here (`$permission`).
    Lacking(&'static str, Vec<serenity::all::Permissions>),
}

/// An internal failure: what was being done, for which game, and the error with its sources.
#[derive(Debug)]
pub struct Internal {
    pub doing: &'static str,
    pub game: Option<GameId>,
    pub error: String,
    /// The storage refused a write (the apology says the game was not saved).
    pub storage: bool,
    /// Logged already where it happened (the table logs its commands' failures).
    pub logged: bool,
    /// Whether the user can still be told (not when the answer itself failed).
    pub tell: bool,
}

impl Failure {
    pub fn say(id: &'static str) -> Failure {
        Failure::Refused(Refusal::Say(id))
    }

    /// An internal failure while `doing` something, from its error.
    pub fn internal(doing: &'static str, game: Option<GameId>, e: &(dyn std::error::Error + 'static)) -> Failure {
        Failure::Internal(Internal {
            doing,
            game,
            error: chain(e),
            storage: false,
            logged: false,
            tell: true,
        })
    }
}

impl From<TableError> for Failure {
    fn from(e: TableError) -> Failure {
        match e {
            TableError::Storage(p) => Failure::Internal(Internal {
                doing: "table_command",
                game: None,
                error: p.to_string(),
                storage: true,
                logged: true,
                tell: true,
            }),
            other => Failure::Refused(Refusal::Table(other)),
        }
    }
}

/// Answering failed (Discord refused or could not be reached): nothing more
/// can be said to the user, so this is only logged.
impl From<serenity::Error> for Failure {
    fn from(e: serenity::Error) -> Failure {
        Failure::Internal(Internal {
            doing: "answer",
            game: None,
            error: chain(&e),
            storage: false,
            logged: false,
            tell: false,
        })
    }
}

impl Refusal {
    /// What kind of refusal, for the log: a rules refusal can name the
    /// clicker's own card or bid, so only its kind is logged.
    fn kind(&self) -> String {
        match self {
            Refusal::Say(id) | Refusal::Lacking(id, _) => (*id).to_string(),
            Refusal::Table(TableError::Rules(_)) => "rules".to_string(),
            Refusal::Table(e) => format!("{e:?}"),
        }
    }

    pub(crate) fn text(&self, lang: Lang) -> String {
        match self {
            Refusal::Table(e) => table_error(e, lang),
            Refusal::Say(id) => crate::text::catalogue::text(lang, id, &[]),
            Refusal::Lacking(id, missing) => {
                let names: Vec<String> = missing
                    .iter()
                    .map(|p| crate::discord::keep::permissions::local_name(*p, lang))
                    .collect();
                t!(lang, id, permission = names.join(", "))
            }
        }
    }
}

/// For a click on a private panel: the panel as it is now with the reason
/// on top (`None`: nothing to draw but the reason). Drawn by the caller,
/// which knows the features' screens; the answer only sends it.
pub struct Panel(pub Box<dyn FnOnce(String) -> Option<Screen> + Send>);

/// The one answer point: says what went wrong to the user (only they see it)
/// and logs it. A click on a private panel (`panel`) is answered by redrawing
/// that panel with the reason on top, never with another message.
pub async fn answer(
    ctx: &Context,
    interaction: Answerable<'_>,
    failure: Failure,
    panel: Option<Panel>,
    elapsed_ms: u64,
) {
    let (user, lang) = interaction.who();
    let text = match &failure {
        Failure::Refused(r) => {
            tracing::debug!(user, elapsed_ms, refusal = %r.kind(), "refused");
            r.text(lang)
        }
        Failure::Internal(i) => {
            if !i.logged {
                tracing::error!(game = ?i.game, doing = i.doing, error = %i.error, elapsed_ms, "an interaction failed");
            }
            if !i.tell {
                return; // The answer itself failed: it cannot be answered again.
            }
            if i.storage {
                t!(lang, "err-storage")
            } else {
                t!(lang, "err-internal")
            }
        }
    };
    let (screen, how) = match panel {
        Some(Panel(draw)) => {
            let screen = draw(text.clone()).unwrap_or_else(|| Screen::text(text));
            (
                screen,
                How::Update {
                    ephemeral: true,
                    keep: false,
                },
            )
        }
        None => (Screen::text(text), How::New { ephemeral: true }),
    };
    let asked = match interaction {
        Answerable::Command(c) => c.answering(),
        Answerable::Component(c) => c.answering(),
    };
    let sent = answer_with(ctx, asked, screen, how).await;
    if let Err(e) = sent {
        tracing::warn!(error = %chain(&e), "could not tell a user why their interaction failed");
    }
}

/// How a screen answers an interaction.
#[derive(Clone, Copy, Debug)]
pub(in crate::discord) enum How {
    /// A new message.
    New { ephemeral: bool },
    /// The clicked message, replaced; `keep`: its pictures are the ones it
    /// has already (sent without naming attachments, so none go again).
    Update { ephemeral: bool, keep: bool },
}

/// Sends `screen` as the answer to an interaction (its id, token and the
/// asker's language), as Discord's JSON with its pictures. When Discord
/// refuses it for one of the application's emoji (deleted by someone else),
/// the process learns so (`Known::refused`: screens in words until the set
/// is whole again) and the same answer goes again at once without them, its
/// emoji put into words and squares: the interaction was never acknowledged,
/// so it can still be answered within its 3 s.
pub(in crate::discord) async fn answer_with(
    ctx: &Context,
    (id, token, lang): (serenity::all::InteractionId, &str, Lang),
    screen: Screen,
    how: How,
) -> serenity::Result<()> {
    use serenity::all::CreateAttachment;
    let files: Vec<CreateAttachment> = match how {
        How::Update { keep: true, .. } => Vec::new(),
        _ => screen.uploads(),
    };
    let response = match how {
        How::New { ephemeral } => CreateInteractionResponse::Message(screen.reply(ephemeral)),
        How::Update { ephemeral, keep: false } => CreateInteractionResponse::UpdateMessage(screen.reply(ephemeral)),
        How::Update { ephemeral, keep: true } => {
            CreateInteractionResponse::UpdateMessage(screen.keeping_all().reply(ephemeral))
        }
    };
    let mut body = serde_json::to_value(response).map_err(serenity::Error::Json)?;
    if let (How::Update { keep: true, .. }, Some(data)) = (how, body["data"].as_object_mut()) {
        // An update that names no attachments keeps the message's own.
        data.remove("attachments");
    }
    match ctx
        .http
        .create_interaction_response(id, token, &body, files.clone())
        .await
    {
        Err(e) if crate::discord::emoji::refused_emoji(&e) => {
            let known = ctx.data.read().await.get::<crate::discord::emoji::KnownKey>().cloned();
            let words = known.as_ref().map(|k| k.last()).unwrap_or_default();
            if let Some(known) = known {
                known.refused();
            }
            words.strip(&mut body, lang);
            ctx.http.create_interaction_response(id, token, &body, files).await
        }
        sent => sent,
    }
}

/// The interactions the handler answers.
#[derive(Clone, Copy)]
pub enum Answerable<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

impl Answerable<'_> {
    fn who(&self) -> (u64, Lang) {
        match self {
            Answerable::Command(c) => (c.user.id.get(), Lang::from_locale(&c.locale)),
            Answerable::Component(c) => (c.user.id.get(), Lang::from_locale(&c.locale)),
        }
    }
}

/// Interactions of both kinds answer the same way.
#[async_trait]
pub(super) trait Respond: Sync {
    async fn respond(&self, ctx: &Context, r: CreateInteractionResponse) -> serenity::Result<()>;
    /// What a screen answering it needs: its id, its token and the asker's language.
    fn answering(&self) -> (InteractionId, &str, Lang);
}

#[async_trait]
impl Respond for CommandInteraction {
    async fn respond(&self, ctx: &Context, r: CreateInteractionResponse) -> serenity::Result<()> {
        self.create_response(&ctx.http, r).await
    }

    fn answering(&self) -> (InteractionId, &str, Lang) {
        (self.id, &self.token, Lang::from_locale(&self.locale))
    }
}

#[async_trait]
impl Respond for ComponentInteraction {
    async fn respond(&self, ctx: &Context, r: CreateInteractionResponse) -> serenity::Result<()> {
        self.create_response(&ctx.http, r).await
    }

    fn answering(&self) -> (InteractionId, &str, Lang) {
        (self.id, &self.token, Lang::from_locale(&self.locale))
    }
}
