//! The one interaction handler: every slash command, button and select comes
//! through here, is turned into a table command, and is answered once, within
//! Discord's 3 seconds, after the change is durable. Every refusal goes
//! through one funnel into a short message only the clicker sees.

use serenity::all::{
    ChannelType, CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateInteractionResponse, EventHandler, Interaction, Permissions, Ready,
};
use serenity::async_trait;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

use super::catalogue::Lang;
use super::commands::{self, kind_opt, options_of, sort_opt, string_opt, user_opt};
use super::custom_id::{Choice, Click, LobbyVerb};
use super::places::Place;
use super::render::board::{self, PER_PAGE};
use super::render::errors::table_error;
use super::render::{Screen, lobby};
use super::sessions::Session;
use super::{Bot, hand_screen, public_lang};
use crate::engine::wizard::{Action, Phase, RulesError, Viewer};
use crate::store::{GameKind, GameStatus, Scope};
use crate::t;
use crate::table::{Game, GameError, GameId, Move, SeatOwner, Snapshot, TableError, Verb};

pub struct Handler {
    pub bot: Arc<Bot>,
}

/// Why a reply could not be sent (logged; the user already saw whatever reached them).
pub(super) type Result<T> = std::result::Result<T, serenity::Error>;

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        self.bot.set_http(ctx.http.clone());
        tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
        if self.bot.registered.swap(true, Ordering::SeqCst) {
            return; // A reconnect: the commands are registered already.
        }
        let app_id = ready.application.id.get();
        match commands::register(&ctx.http, &self.bot.store, app_id, self.bot.dev_guild).await {
            Ok(true) => tracing::info!(dev_guild = ?self.bot.dev_guild, "slash commands registered"),
            Ok(false) => tracing::info!("slash commands unchanged; not registered again"),
            Err(e) => {
                self.bot.registered.store(false, Ordering::SeqCst);
                tracing::error!(error = %e, "could not register slash commands");
            }
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let started = Instant::now();
        let result = match &interaction {
            Interaction::Command(c) => self.command(&ctx, c).await,
            Interaction::Component(c) => self.component(&ctx, c).await,
            _ => Ok(()),
        };
        if let Err(e) = result {
            tracing::warn!(error = %e, elapsed_ms = started.elapsed().as_millis() as u64, "answering an interaction failed");
        }
    }
}

fn user_of(user: &serenity::all::User) -> i64 {
    user.id.get() as i64
}

pub(super) async fn reply(ctx: &Context, c: &impl Respond, screen: Screen, ephemeral: bool) -> Result<()> {
    c.respond(ctx, CreateInteractionResponse::Message(screen.reply(ephemeral)))
        .await
}

/// Interactions of both kinds answer the same way.
#[async_trait]
pub(super) trait Respond: Sync {
    async fn respond(&self, ctx: &Context, r: CreateInteractionResponse) -> Result<()>;
}

#[async_trait]
impl Respond for CommandInteraction {
    async fn respond(&self, ctx: &Context, r: CreateInteractionResponse) -> Result<()> {
        self.create_response(&ctx.http, r).await
    }
}

#[async_trait]
impl Respond for ComponentInteraction {
    async fn respond(&self, ctx: &Context, r: CreateInteractionResponse) -> Result<()> {
        self.create_response(&ctx.http, r).await
    }
}

/// The one error funnel: a short message only the user sees.
pub(super) async fn refuse(ctx: &Context, c: &impl Respond, text: String) -> Result<()> {
    reply(ctx, c, Screen::text(text), true).await
}

impl Handler {
    async fn command(&self, ctx: &Context, c: &CommandInteraction) -> Result<()> {
        let lang = Lang::from_locale(&c.locale);
        let user = user_of(&c.user);
        let (sub, options) = options_of(&c.data.options);
        let Some(guild) = c.guild_id.map(|g| g.get() as i64) else {
            return refuse(ctx, c, t!(lang, "err-guild-only")).await;
        };
        let public = public_lang(c.guild_locale.as_deref());
        match (c.data.name.as_str(), sub) {
            (name @ ("wizard" | "dice"), Some("new")) => {
                let (kind, options) = if name == "dice" {
                    (GameKind::Dice, commands::dice_options(options))
                } else {
                    (GameKind::Wizard, commands::wizard_options(options))
                };
                let channel = c.channel_id.get() as i64;
                // A game's thread belongs to that game while it runs.
                if let Some(game) = self.bot.places.game_in(c.channel_id.get())
                    && self.bot.tables.snapshot(game).await.is_ok()
                {
                    return refuse(ctx, c, table_error(&TableError::ChannelBusy(game), lang)).await;
                }
                match self.bot.tables.create(kind, Some(guild), channel, user, options).await {
                    Ok(s) => {
                        let in_thread = c.channel.as_ref().is_some_and(|ch| {
                            matches!(
                                ch.kind,
                                ChannelType::NewsThread | ChannelType::PublicThread | ChannelType::PrivateThread
                            )
                        });
                        let perms = c.app_permissions.unwrap_or_else(Permissions::empty);
                        let place = Place {
                            lobby_channel: c.channel_id.get(),
                            may_thread: !in_thread
                                && perms.contains(
                                    Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS,
                                ),
                            locale: c.guild_locale.clone(),
                            ..Place::default()
                        };
                        reply(ctx, c, lobby::lobby(&s, public), false).await?;
                        // Learn the lobby message's id, so `/wizard leave` and `/wizard cancel`
                        // can redraw it and the thread can be opened from it.
                        let mut place = place;
                        match c.get_response(&ctx.http).await {
                            Ok(m) => place.lobby_message = Some(m.id.get()),
                            Err(e) => tracing::debug!(game = s.id, error = %e, "lobby message id unknown"),
                        }
                        self.bot.places.save(&self.bot.store, s.id, place).await;
                        Ok(())
                    }
                    Err(e) => refuse(ctx, c, table_error(&e, lang)).await,
                }
            }
            ("wizard" | "dice", Some(verb @ ("leave" | "cancel"))) => {
                let Some(game) = self.bot.places.game_in(c.channel_id.get()) else {
                    return refuse(ctx, c, t!(lang, "no-table-here")).await;
                };
                let snapshot = match self.bot.tables.snapshot(game).await {
                    Ok(s) => s,
                    Err(_) => return refuse(ctx, c, t!(lang, "no-table-here")).await,
                };
                let verb = match (verb, snapshot.status) {
                    ("leave", GameStatus::Lobby) => Verb::Leave,
                    ("leave", _) => Verb::LeaveGame,
                    _ => Verb::Cancel {
                        may_manage: may_manage(c.member.as_ref().and_then(|m| m.permissions)),
                    },
                };
                let outcome = self.bot.tables.command(game, user, verb).await;
                let answered = match &outcome {
                    Ok(_) if matches!(verb, Verb::Cancel { .. }) => {
                        reply(ctx, c, Screen::text(t!(public, "cancelled-game")), false).await
                    }
                    Ok(_) if snapshot.status == GameStatus::Lobby => {
                        reply(ctx, c, Screen::text(t!(lang, "left-lobby")), true).await
                    }
                    Ok(_) => reply(ctx, c, Screen::text(t!(lang, "left-game")), true).await,
                    Err(TableError::NotHost) => refuse(ctx, c, t!(lang, "err-not-host-or-manager")).await,
                    Err(e) => refuse(ctx, c, table_error(e, lang)).await,
                };
                // The lobby message shows the change too (after the answer: it is not urgent).
                if let Ok(o) = &outcome
                    && snapshot.status == GameStatus::Lobby
                {
                    self.redraw_lobby(ctx, &o.snapshot, public).await;
                }
                answered
            }
            ("leaderboard", _) => {
                let kind = kind_opt(options);
                let global = string_opt(options, "scope") == Some("global");
                let sort = sort_opt(options);
                let screen = self.board(kind, global, sort, 0, guild, public).await;
                reply(ctx, c, screen, false).await
            }
            ("stats", _) => {
                let kind = kind_opt(options);
                let who = user_opt(options, "user").unwrap_or(user as u64);
                match self.bot.store.stats(who as i64, kind, Scope::Guild(guild)).await {
                    Ok(st) => reply(ctx, c, board::stats(kind, who, st.as_ref(), lang), false).await,
                    Err(e) => {
                        tracing::warn!(error = %e, "stats query failed");
                        refuse(ctx, c, t!(lang, "err-storage")).await
                    }
                }
            }
            ("rules", _) => reply(ctx, c, board::rules(kind_opt(options), lang), true).await,
            _ => refuse(ctx, c, t!(lang, "err-unknown-button")).await,
        }
    }

    async fn board(
        &self,
        kind: GameKind,
        global: bool,
        sort: crate::store::SortBy,
        page: u32,
        guild: i64,
        lang: Lang,
    ) -> Screen {
        let scope = if global { Scope::Global } else { Scope::Guild(guild) };
        match self
            .bot
            .store
            .leaderboard(kind, scope, sort, 1, i64::from(page), PER_PAGE)
            .await
        {
            Ok(b) => board::leaderboard(kind, global, sort, page, &b, lang),
            Err(e) => {
                tracing::warn!(error = %e, "leaderboard query failed");
                Screen::text(t!(lang, "err-storage"))
            }
        }
    }

    async fn component(&self, ctx: &Context, c: &ComponentInteraction) -> Result<()> {
        let lang = Lang::from_locale(&c.locale);
        let user = user_of(&c.user);
        let Some(click) = Click::parse(&c.data.custom_id) else {
            return refuse(ctx, c, t!(lang, "err-unknown-button")).await;
        };
        let Some(guild) = c.guild_id.map(|g| g.get() as i64) else {
            return refuse(ctx, c, t!(lang, "err-guild-only")).await;
        };
        let public = public_lang(c.guild_locale.as_deref());
        // Lobby and leaderboard clicks redraw the message they came from: only
        // a message drawn for that (one of the same kind, of the same game) may be.
        if matches!(click, Click::Lobby { .. } | Click::Board { .. }) && !drawn_for(c) {
            return refuse(ctx, c, t!(lang, "err-unknown-button")).await;
        }
        match click {
            Click::Lobby { game, verb } => self.lobby(ctx, c, game, verb, user, lang, public).await,
            Click::Hand { game } => self.show_hand(ctx, c, game, user, lang).await,
            Click::Act {
                game,
                version,
                round,
                choice,
            } => self.act(ctx, c, game, version, round, choice, user, lang).await,
            Click::Dice {
                game,
                version,
                round,
                choice,
            } => self.act_dice(ctx, c, game, version, round, choice, user, lang).await,
            Click::Rematch { game } => self.rematch(ctx, c, game, user, guild, lang, public).await,
            Click::Board {
                kind,
                global,
                sort,
                page,
            } => {
                let screen = self.board(kind, global, sort, page, guild, public).await;
                c.respond(ctx, CreateInteractionResponse::UpdateMessage(screen.reply(false)))
                    .await
            }
        }
    }

    /// A table that is no longer in memory: tell finished and cancelled ones apart.
    pub(super) async fn gone(&self, game: GameId) -> TableError {
        match self.bot.store.game(game).await.map(|r| r.status) {
            Ok(GameStatus::Finished) => TableError::GameOver,
            Ok(GameStatus::Cancelled) => TableError::Cancelled,
            _ => TableError::NoSuchTable,
        }
    }

    #[allow(clippy::too_many_arguments)]
    async fn lobby(
        &self,
        ctx: &Context,
        c: &ComponentInteraction,
        game: GameId,
        verb: LobbyVerb,
        user: i64,
        lang: Lang,
        public: Lang,
    ) -> Result<()> {
        let verb = match verb {
            LobbyVerb::Join => Verb::Join,
            LobbyVerb::Leave => Verb::Leave,
            LobbyVerb::AddComputer => Verb::AddComputer,
            LobbyVerb::Start => Verb::Start,
            LobbyVerb::Cancel => Verb::Cancel {
                may_manage: may_manage(c.member.as_ref().and_then(|m| m.permissions)),
            },
        };
        if verb == Verb::Start {
            // The publisher opens the game's thread from this very message.
            let mut place = self.bot.places.get(&self.bot.store, game).await.unwrap_or_default();
            place.lobby_channel = c.channel_id.get();
            place.lobby_message = Some(c.message.id.get());
            self.bot.places.set(game, place);
        }
        match self.bot.tables.command(game, user, verb).await {
            Ok(outcome) => {
                let screen = lobby::lobby(&outcome.snapshot, public);
                c.respond(ctx, CreateInteractionResponse::UpdateMessage(screen.reply(false)))
                    .await
            }
            Err(TableError::NoSuchTable) => {
                let e = self.gone(game).await;
                refuse(ctx, c, table_error(&e, lang)).await
            }
            Err(TableError::NotHost) if matches!(verb, Verb::Cancel { .. }) => {
                refuse(ctx, c, t!(lang, "err-not-host-or-manager")).await
            }
            Err(e) => refuse(ctx, c, table_error(&e, lang)).await,
        }
    }

    /// "My hand": the clicker's private view, with their decisions as buttons.
    async fn show_hand(
        &self,
        ctx: &Context,
        c: &ComponentInteraction,
        game: GameId,
        user: i64,
        lang: Lang,
    ) -> Result<()> {
        let (mut snapshot, seat) = match self.seated(game, user, lang).await {
            Ok(found) => found,
            Err(why) => return refuse(ctx, c, why).await,
        };
        // Any interaction of a player on autopilot says they are back.
        if snapshot.autopilot.get(seat).copied().unwrap_or(false)
            && let Ok(o) = self.bot.tables.command(game, user, Verb::Resume).await
        {
            snapshot = o.snapshot;
        }
        let Some((screen, active)) = hand_screen(&snapshot, seat, lang, None) else {
            return refuse(ctx, c, t!(lang, "err-not-started")).await;
        };
        reply(ctx, c, screen, true).await?;
        self.remember_hand(c, game, user, snapshot.version, active, lang);
        Ok(())
    }

    /// Redraws a lobby message after a slash command changed the lobby (buttons redraw it themselves).
    async fn redraw_lobby(&self, ctx: &Context, s: &Snapshot, lang: Lang) {
        let Some(place) = self.bot.places.get(&self.bot.store, s.id).await else {
            return;
        };
        let Some(message) = place.lobby_message else {
            return;
        };
        let screen = lobby::lobby(s, lang);
        if let Err(e) = serenity::all::ChannelId::new(place.lobby_channel)
            .edit_message(&ctx.http, serenity::all::MessageId::new(message), screen.edit())
            .await
        {
            tracing::warn!(game = s.id, error = %e, "could not redraw the lobby");
        }
    }

    /// The table and the user's seat at it, or why there is none (in words).
    pub(super) async fn seated(
        &self,
        game: GameId,
        user: i64,
        lang: Lang,
    ) -> std::result::Result<(Snapshot, usize), String> {
        let snapshot = match self.bot.tables.snapshot(game).await {
            Ok(s) => s,
            Err(_) => return Err(table_error(&self.gone(game).await, lang)),
        };
        let seat = snapshot.seat_of(user).ok_or_else(|| t!(lang, "err-not-seated"))?;
        Ok((snapshot, seat))
    }

    /// Keeps the interaction's token, so the hand can be redrawn when the player's turn comes.
    pub(super) fn remember_hand(
        &self,
        c: &ComponentInteraction,
        game: GameId,
        user: i64,
        version: u64,
        active: bool,
        lang: Lang,
    ) {
        let session = Session {
            token: c.token.clone(),
            issued: Instant::now(),
            version,
            active,
            lang,
        };
        self.bot.sessions.open(game, user, session);
    }

    #[allow(clippy::too_many_arguments)]
    async fn act(
        &self,
        ctx: &Context,
        c: &ComponentInteraction,
        game: GameId,
        version: u64,
        round: u8,
        choice: Choice,
        user: i64,
        lang: Lang,
    ) -> Result<()> {
        let (snapshot, seat) = match self.seated(game, user, lang).await {
            Ok(found) => found,
            Err(why) => return refuse(ctx, c, why).await,
        };
        let selected = match &c.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
            _ => None,
        };
        let mv = match resolve(&snapshot, seat, choice, selected.as_deref()) {
            Ok(mv) => mv,
            Err(e) => return refuse(ctx, c, table_error(&e, lang)).await,
        };
        let mut version = version;
        let mut result = self.bot.tables.command(game, user, Verb::Act { version, mv }).await;
        // Bidding at the same time (covered or secret bids): the others' bids
        // that came in meanwhile are hidden from this player, so their bid
        // still stands on what they saw. Any other stale click is refused.
        for _ in 0..3 {
            let Err(TableError::OutOfDate { current }) = result else {
                break;
            };
            let Ok(now) = self.bot.tables.snapshot(game).await else {
                break;
            };
            if !simultaneous_bid_still_open(&now, seat, round, mv) {
                break;
            }
            version = current;
            result = self.bot.tables.command(game, user, Verb::Act { version, mv }).await;
        }
        let (snapshot, notice) = match result {
            Ok(outcome) => (outcome.snapshot, None),
            Err(TableError::OutOfDate { .. }) => match self.bot.tables.snapshot(game).await {
                Ok(now) => (now, Some(t!(lang, "err-out-of-date"))),
                Err(_) => {
                    let e = self.gone(game).await;
                    return refuse(ctx, c, table_error(&e, lang)).await;
                }
            },
            Err(TableError::NoSuchTable) => {
                // The move ended the game and the table was put away: nothing more to show.
                let e = self.gone(game).await;
                return refuse(ctx, c, table_error(&e, lang)).await;
            }
            Err(e) => return refuse(ctx, c, table_error(&e, lang)).await,
        };
        let stale = notice.is_some();
        let Some((screen, active)) = hand_screen(&snapshot, seat, lang, notice) else {
            return refuse(ctx, c, t!(lang, "err-game-over")).await;
        };
        // A stale click gets a new private message (the notice and a fresh view),
        // so a redraw of the old one cannot wipe the notice out.
        let response = if stale {
            CreateInteractionResponse::Message(screen.reply(true))
        } else {
            CreateInteractionResponse::UpdateMessage(screen.reply(true))
        };
        c.respond(ctx, response).await?;
        self.remember_hand(c, game, user, snapshot.version, active, lang);
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    async fn rematch(
        &self,
        ctx: &Context,
        c: &ComponentInteraction,
        old: GameId,
        user: i64,
        guild: i64,
        lang: Lang,
        public: Lang,
    ) -> Result<()> {
        let row = match self.bot.store.game(old).await {
            Ok(r) => r,
            Err(_) => return refuse(ctx, c, t!(lang, "err-no-such-table")).await,
        };
        let owners: Vec<SeatOwner> = row
            .seats
            .get("owners")
            .and_then(|o| serde_json::from_value(o.clone()).ok())
            .unwrap_or_default();
        if !owners.contains(&SeatOwner::Human(user)) {
            return refuse(ctx, c, t!(lang, "err-not-seated")).await;
        }
        let Ok(options) = serde_json::from_value(row.options.clone()) else {
            return refuse(ctx, c, t!(lang, "err-no-such-table")).await;
        };
        match self
            .bot
            .tables
            .create_seated(row.kind, Some(guild), c.channel_id.get() as i64, user, options, owners)
            .await
        {
            Ok(s) => {
                let place = Place {
                    lobby_channel: c.channel_id.get(),
                    may_thread: false,
                    locale: c.guild_locale.clone(),
                    ..Place::default()
                };
                self.bot.places.save(&self.bot.store, s.id, place).await;
                let mut screen = lobby::lobby(&s, public);
                screen.content = t!(public, "rematch-opened");
                reply(ctx, c, screen, false).await
            }
            Err(e) => refuse(ctx, c, table_error(&e, lang)).await,
        }
    }
}

/// Whether the clicked message carries a component of the click's kind and
/// game (`l:7:…` on game 7's lobby, `lb:…` on a leaderboard): Discord sends
/// only real components' ids, so anything else is forged or misrouted.
fn drawn_for(c: &ComponentInteraction) -> bool {
    let id = c.data.custom_id.as_str();
    let kind_and_game = |cid: &str| -> String {
        let mut parts = cid.split(':');
        match (parts.next(), parts.next()) {
            (Some("lb"), _) => "lb".to_string(),
            (Some(k), Some(g)) => format!("{k}:{g}"),
            (Some(k), None) => k.to_string(),
            _ => String::new(),
        }
    };
    let wanted = kind_and_game(id);
    let components = serde_json::to_value(&c.message.components).unwrap_or_default();
    let mut found = false;
    visit_custom_ids(&components, &mut |cid| found |= kind_and_game(cid) == wanted);
    found
}

fn visit_custom_ids(v: &serde_json::Value, f: &mut impl FnMut(&str)) {
    match v {
        serde_json::Value::Object(m) => {
            if let Some(serde_json::Value::String(cid)) = m.get("custom_id") {
                f(cid);
            }
            m.values().for_each(|x| visit_custom_ids(x, f));
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| visit_custom_ids(x, f)),
        _ => {}
    }
}

fn may_manage(perms: Option<Permissions>) -> bool {
    perms.is_some_and(|p| p.contains(Permissions::MANAGE_GUILD) || p.contains(Permissions::ADMINISTRATOR))
}

/// Turns a click into a move, reading the clicker's hand for a card's place.
fn resolve(s: &Snapshot, seat: usize, choice: Choice, selected: Option<&str>) -> std::result::Result<Move, TableError> {
    let Some(Game::Wizard(g)) = s.game.as_ref() else {
        return Err(TableError::Rules(GameError::WrongGame));
    };
    let rules = |e: RulesError| TableError::Rules(GameError::Wizard(e));
    let action = match choice {
        Choice::Bid(n) => Action::Bid(n),
        Choice::BidSelect => {
            let n = selected
                .and_then(|v| v.parse::<u8>().ok())
                .ok_or(rules(RulesError::NotBidding))?;
            Action::Bid(n)
        }
        Choice::Trump(suit) => Action::ChooseTrump(suit),
        Choice::Play(i) => {
            let hand = g.view(Viewer::Seat(seat)).hand.unwrap_or_default();
            let card = hand.get(usize::from(i)).copied().ok_or(rules(RulesError::NotPlaying))?;
            Action::Play(card)
        }
    };
    Ok(Move::Wizard(action))
}

/// Whether a bid made during simultaneous bidding can still be placed as made.
fn simultaneous_bid_still_open(s: &Snapshot, seat: usize, round: u8, mv: Move) -> bool {
    let (Some(Game::Wizard(g)), Move::Wizard(a @ Action::Bid(_))) = (s.game.as_ref(), mv) else {
        return false;
    };
    g.round() == round && matches!(g.phase(), Phase::SimultaneousBidding) && g.legal_actions(seat).contains(&a)
}
