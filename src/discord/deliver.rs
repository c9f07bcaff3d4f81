//! The one edge that sends what a feature answers (`Answer`), as
//! `answer.rs` sends every failure: the clicked message replaced, a new
//! message, a seat's panel drawn (by the seat's screens) and kept for its
//! redraws, a file, an Activity opened, an answer deferred and filled in.
//! Features return values; only here (and in `answer.rs`) is a command or a
//! click answered.

use serenity::all::{Context, CreateAttachment, CreateInteractionResponse, CreateInteractionResponseMessage};
use serenity::builder::Builder;
use std::sync::Arc;
use std::time::Instant;

use crate::discord::answer::{How, Respond, answer_with};
use crate::discord::context::{Answer, Clicked, Commanded, Result, SeatPanel};
use crate::discord::keep::panels::Session;
use crate::discord::screen::Screen;
use crate::discord::{Bot, Storage};
use crate::t;
use crate::table::GameId;

/// Sends a click's answer.
pub(super) async fn click<S: Storage>(bot: &Arc<Bot<S>>, ctx: &Context, k: &Clicked<'_>, answer: Answer) -> Result<()> {
    match answer {
        Answer::Update { screen, private } => update(ctx, k, screen, private).await,
        Answer::New { screen, private } => reply(ctx, k, screen, private).await,
        Answer::Private(screen) => self::private(ctx, k, screen).await,
        Answer::Panel(p) => panel(bot, ctx, k, *p).await,
        Answer::Acknowledge => Ok(k.c.respond(ctx, CreateInteractionResponse::Acknowledge).await?),
        Answer::Launch => Ok(k.c.respond(ctx, CreateInteractionResponse::LaunchActivity).await?),
        Answer::File { line, name, bytes } => Ok(k.c.respond(ctx, file(line, name, bytes)).await?),
        Answer::Later(work) => {
            // On a private panel the panel stays while the work runs; under a
            // public message a private "thinking" stands for the answer.
            let defer = match k.on_panel {
                true => CreateInteractionResponse::Acknowledge,
                false => CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true)),
            };
            k.c.respond(ctx, defer).await?;
            fill(ctx, &k.c.token, work.await).await;
            Ok(())
        }
        Answer::Then(first, then) => {
            Box::pin(click(bot, ctx, k, *first)).await?;
            then.await;
            Ok(())
        }
    }
}

/// Sends a slash command's answer: a new message (a command has no message
/// of its own to replace or a panel to keep).
pub(super) async fn command(ctx: &Context, k: &Commanded<'_>, answer: Answer) -> Result<()> {
    match answer {
        Answer::New { screen, private } | Answer::Update { screen, private } => {
            new_message(ctx, k.c, screen, private).await
        }
        Answer::Private(screen) => new_message(ctx, k.c, screen, true).await,
        Answer::File { line, name, bytes } => Ok(k.c.respond(ctx, file(line, name, bytes)).await?),
        Answer::Later(work) => {
            let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true));
            k.c.respond(ctx, defer).await?;
            fill(ctx, &k.c.token, work.await).await;
            Ok(())
        }
        Answer::Then(first, then) => {
            Box::pin(command(ctx, k, *first)).await?;
            then.await;
            Ok(())
        }
        Answer::Launch => Ok(k.c.respond(ctx, CreateInteractionResponse::LaunchActivity).await?),
        // Only a click has a panel to redraw or a message to acknowledge.
        Answer::Panel(_) | Answer::Acknowledge => {
            tracing::error!(command = %k.c.data.name, "a command answered as a click");
            Err(crate::discord::answer::Failure::say("err-internal"))
        }
    }
}

/// A file, privately, under a line.
fn file(line: String, name: String, bytes: Vec<u8>) -> CreateInteractionResponse {
    let message = CreateInteractionResponseMessage::new()
        .content(line)
        .add_file(CreateAttachment::bytes(bytes, name))
        .ephemeral(true);
    CreateInteractionResponse::Message(message)
}

/// A deferred answer filled in; past the deferral nothing can be answered
/// again, so a failure is logged.
async fn fill(ctx: &serenity::all::Context, token: &str, screen: Screen) {
    if let Err(e) = screen.edit_interaction().execute(&ctx.http, token).await {
        tracing::warn!(error = %e, "could not fill in a deferred answer");
    }
}

async fn new_message(ctx: &serenity::all::Context, c: &impl Respond, screen: Screen, ephemeral: bool) -> Result<()> {
    let (id, token, lang) = c.answering();
    Ok(answer_with(ctx, (id, token, lang), screen, How::New { ephemeral }).await?)
}

/// The clicker's panel of their seat: drawn from the snapshot by the seat's
/// screens, shown privately and kept for its redraws. "My hand" opens a new
/// one, and the one opened before it stops being a second, clickable copy:
/// it becomes a line pointing to the new one (while its token lasts).
async fn panel<S: Storage>(bot: &Arc<Bot<S>>, ctx: &Context, k: &Clicked<'_>, p: SeatPanel) -> Result<()> {
    let SeatPanel {
        now,
        seat,
        notice,
        chosen,
        fresh,
        otherwise,
    } = p;
    let drawn = match chosen {
        Some(chosen) => crate::discord::screens::seer_page(&now, seat, k.lang, chosen, &bot.look()).map(|s| (s, true)),
        None => crate::discord::screens::panel(bot, &now, seat, k.lang, notice).await,
    };
    let Some((screen, active)) = drawn else {
        return Err(otherwise);
    };
    let shows = Shows {
        version: now.version,
        active,
        pictures: screen.pictures.iter().map(|p| p.name.clone()).collect(),
    };
    if !fresh {
        // In place on a private panel, else a new private message.
        let updated = k.on_panel;
        self::private(ctx, k, screen).await?;
        remember_hand(bot, k, now.id, updated, shows);
        return Ok(());
    }
    reply(ctx, k, screen, true).await?;
    let older = bot.sessions.get(now.id, k.user);
    remember_hand(bot, k, now.id, false, shows);
    if let Some(old) = older.filter(|o| o.token != k.c.token && bot.sessions.live(o)) {
        let moved = Screen::text(t!(old.lang, "hand-moved"));
        if let Err(e) = moved.edit_interaction().execute(&ctx.http, &old.token).await {
            tracing::debug!(game = now.id, error = %e, "could not retire an older private panel");
        }
    }
    Ok(())
}

/// Answers the click by replacing the message it was made on.
async fn update(ctx: &Context, k: &Clicked<'_>, screen: Screen, ephemeral: bool) -> Result<()> {
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
        && k.shown
            .as_ref()
            .is_some_and(|shown| names.iter().all(|n| shown.contains(n)));
    let how = How::Update {
        ephemeral,
        keep: all_shown,
    };
    let sent = answer_with(ctx, (k.c.id, &k.c.token, k.lang), screen, how).await;
    if let Some(game) = k.panel {
        let message = k.c.message.id.get();
        let pictures = sent.is_ok().then_some(names);
        k.sessions.shown_now(game, k.user, message, pictures);
    }
    Ok(sent?)
}

/// Answers the click with a new message.
async fn reply(ctx: &Context, k: &Clicked<'_>, screen: Screen, ephemeral: bool) -> Result<()> {
    new_message(ctx, k.c, screen, ephemeral).await
}

/// Answers the click with a private screen: in place on a private panel,
/// as a new private message on a public one ("My hand", "Take this roll").
async fn private(ctx: &Context, k: &Clicked<'_>, screen: Screen) -> Result<()> {
    if k.on_panel {
        update(ctx, k, screen, true).await
    } else {
        reply(ctx, k, screen, true).await
    }
}

/// What a seat's panel just sent shows: the version it was drawn at,
/// whether it offers decisions, its pictures.
struct Shows {
    version: u64,
    active: bool,
    pictures: Vec<String>,
}

/// Keeps the interaction's token, so the hand can be redrawn when the
/// player's turn comes. An update of the clicked panel (`updated`) leaves it
/// the same message; a reply is a new one, known by its token until a click on it.
fn remember_hand<S: Storage>(bot: &Bot<S>, k: &Clicked<'_>, game: GameId, updated: bool, shows: Shows) {
    let session = Session {
        token: k.c.token.clone(),
        issued: Instant::now(),
        version: shows.version,
        active: shows.active,
        lang: k.lang,
        message: updated.then(|| k.c.message.id.get()),
        pictures: Some(shows.pictures),
    };
    bot.sessions.open(game, k.user, session);
}
