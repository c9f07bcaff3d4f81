//! The one interaction handler: every slash command, button and select comes
//! through here, is routed to the feature that answers it (`router`), is
//! turned into a table command, and is answered once, within Discord's 3
//! seconds, after the change is durable. What goes wrong is returned as a `Failure` to the one answer
//! point (`answer`).

use crate::discord::seat::MyHand;
use serenity::all::{ComponentInteraction, Context, EventHandler, Interaction, Ready};
use serenity::async_trait;
use std::sync::Arc;
use std::time::Instant;

use crate::discord::Bot;
use crate::discord::Storage;
use crate::discord::answer::{Answerable, Failure, Panel, Refusal, answer};
use crate::discord::context::{custom_ids, on_panel, seated, user_of};
use crate::discord::custom_id::Click;
use crate::discord::daily::clicks::ended_daily;
use crate::table::{GameId, Snapshot, TableError};
use crate::text::catalogue::Lang;

/// The bot's interaction handler: its events here, its commands and clicks
/// routed by `router.rs`.
pub struct Handler<S: Storage> {
    pub bot: Arc<Bot<S>>,
}

#[async_trait]
impl<S: Storage> EventHandler for Handler<S> {
    async fn ready(&self, ctx: Context, ready: Ready) {
        self.bot.set_http(ctx.http.clone());
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
        self.bot.set_app_id(ready.application.id.get());
        self.register_commands(&ctx, ready.application.id.get()).await;
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let started = Instant::now();
        let _handling = self.bot.in_flight.begin();
        let (user, member, id) = match &interaction {
            Interaction::Command(c) => (&c.user, c.member.as_deref(), c.id.get()),
            Interaction::Component(c) => (&c.user, c.member.as_ref(), c.id.get()),
            _ => return,
        };
        if !self.bot.in_flight.first_time(id) {
            // Passed on again by a resume (the gateway's replay of what
            // serenity may have lost): it was answered, or is being.
            tracing::debug!(
                interaction = id,
                "an interaction replayed after a resume is answered once"
            );
            return;
        }
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
            saw_permissions(&self.bot, channel.get(), perms).await;
        }
        let name = member
            .and_then(|m| m.nick.as_deref())
            .or(user.global_name.as_deref())
            .unwrap_or(&user.name);
        if let Some(name) = self.bot.names.saw(user_of(user), name) {
            // Stored off the click's path: a restart and the other processes name them too.
            let bot = self.bot.clone();
            let user = user_of(user);
            tokio::spawn(async move {
                if let Err(e) = bot.league.set_seen_name(user, &name).await {
                    tracing::warn!(error = %e, "a player's name could not be stored");
                }
            });
        }
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
                Interaction::Component(c) if on_panel(c) => Some(panel_now(&self.bot, c, &failure).await),
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

/// What an interaction says the bot may do in its channel, kept with the
/// table that plays there (stored only when it changed).
async fn saw_permissions<S: Storage>(bot: &Arc<Bot<S>>, channel: u64, perms: serenity::all::Permissions) {
    let Some(game) = bot.places.game_in(channel) else {
        return;
    };
    let Some(mut place) = bot.places.cached(game) else {
        return;
    };
    let mut here = place.here();
    if here.saw(perms) {
        place.set_here(here);
        bot.places.save(bot.tables.persist(), game, place).await;
    }
}

/// The clicker's panel as it is now, for a click on a private panel that
/// failed: `None` inside when there is nothing left to show (the game is
/// over, or the clicker has no seat), so the panel becomes the reason alone.
async fn panel_now<S: Storage>(bot: &Arc<Bot<S>>, c: &ComponentInteraction, failure: &Failure) -> Panel {
    let (bot, lang) = (bot.clone(), Lang::from_locale(&c.locale));
    let now = seated_now(&bot, c, failure).await;
    Panel(Box::new(move |reason| {
        let (s, seat) = now?;
        crate::discord::hand_screen(&s, seat, lang, Some(reason), &bot.look()).map(|(screen, _)| screen)
    }))
}

/// The game and the clicker's seat a failed click's panel is redrawn
/// from, if any.
async fn seated_now<S: Storage>(
    bot: &Arc<Bot<S>>,
    c: &ComponentInteraction,
    failure: &Failure,
) -> Option<(Snapshot, usize)> {
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
        return ended_daily(bot, game, user).await;
    }
    match seated(bot, game, user).await {
        Ok((snapshot, seat)) => Some((snapshot, seat)),
        // A finished daily try still shows its result to its player.
        Err(_) => ended_daily(bot, game, user).await,
    }
}

/// Whether the clicked message carries a component of the click's kind and
/// game (`l:7:…` on game 7's lobby, `lb:…` on a leaderboard): Discord sends
/// only real components' ids, so anything else is forged or misrouted.
pub(super) fn drawn_for(c: &ComponentInteraction, click: &Click) -> bool {
    let wanted = click.kind_and_game();
    custom_ids(&c.message.components).any(|cid| Click::parse(cid).is_some_and(|other| other.kind_and_game() == wanted))
}

/// The game whose panel of the clicker a click answers on, or opens: a
/// click on a private panel that names a game, and "My hand" anywhere.
pub(super) fn panel_of(c: &ComponentInteraction) -> Option<GameId> {
    let click = Click::read(&c.data.custom_id).ok()?;
    match click {
        Click::Hand(MyHand { game, .. }) => Some(game),
        _ if on_panel(c) => click.game(),
        _ => None,
    }
}
