//! Slash commands: `/wizard` and `/dice` (new, leave, cancel), `/leaderboard`,
//! `/stats`, `/rules`. Each returns what went wrong to the one answer point.

use serenity::all::{ChannelType, CommandDataOption, CommandInteraction, Context, Permissions};

use super::answer::Failure;
use super::catalogue::Lang;
use super::commands::{self, TURN_SECS, int_opt, kind_opt, options_of, sort_opt, string_opt, user_opt};
use super::custom_id::{BoardAsk, parse_season};
use super::handler::{Handler, Result, may_manage, reply, user_of};
use super::places::Place;
use super::public_lang;
use super::render::Screen;
use super::render::common::board::{self, PER_PAGE};
use super::render::common::history::{self, HISTORY_PER_PAGE, history_pages};
use super::render::common::lobby;
use crate::engine::wizard::SetupError;
use crate::t;
use crate::table::rating::{counts_for_ratings, hint_games_key};
use crate::table::season::{SEASON_DAYS, SeasonLength, season_range};
use crate::table::{
    BoardQuery, CancelRule, GameKind, GameStatus, OptionsError, Scope, Snapshot, TableError, TableOptions, Verb, now_ms,
};

impl Handler {
    pub(super) async fn command(&self, ctx: &Context, c: &CommandInteraction) -> Result<()> {
        let lang = Lang::from_locale(&c.locale);
        let user = user_of(&c.user);
        let (sub, options) = options_of(&c.data.options);
        let Some(guild) = c.guild_id.map(|g| g.get() as i64) else {
            return Err(Failure::say("err-guild-only"));
        };
        // Public answers speak the server's chosen language, else the asker's:
        // Discord reports `en-US` for every server that is not a Community server.
        let server_lang = self.server_language(guild).await;
        let public = public_lang(Some(server_lang.as_deref().unwrap_or(&c.locale)));
        match (c.data.name.as_str(), sub) {
            (name @ ("wizard" | "dice"), Some("new")) => {
                let asked = int_opt(options, "turn_time");
                if asked.is_some_and(|t| !TURN_SECS.contains(&t)) {
                    return Err(Failure::say("err-turn-time"));
                }
                let kind = if name == "dice" {
                    GameKind::Dice
                } else {
                    GameKind::Wizard
                };
                // The server's defaults for new tables, with what the host chose over them.
                let base = self.table_defaults(guild, kind).await;
                let options = match kind {
                    GameKind::Dice => commands::dice_options(options, base),
                    GameKind::Wizard => commands::wizard_options(options, base),
                };
                let channel = c.channel_id.get() as i64;
                // A game's thread belongs to that game while it runs.
                if let Some(game) = self.bot.places.game_in(c.channel_id.get())
                    && self.bot.tables.snapshot(game).await.is_ok()
                {
                    return Err(TableError::ChannelBusy(game).into());
                }
                let s = self
                    .bot
                    .tables
                    .create(kind, Some(guild), channel, user, options)
                    .await?;
                let in_thread = c.channel.as_ref().is_some_and(|ch| {
                    matches!(
                        ch.kind,
                        ChannelType::NewsThread | ChannelType::PublicThread | ChannelType::PrivateThread
                    )
                });
                let perms = c.app_permissions.unwrap_or_else(Permissions::empty);
                let mut place = Place {
                    lobby_channel: c.channel_id.get(),
                    may_thread: self.server_threads(guild).await
                        && !in_thread
                        && perms.contains(Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS),
                    // The table speaks the server's chosen language, else its host's:
                    // Discord reports `en-US` for every server that is not a Community server.
                    locale: Some(server_lang.clone().unwrap_or_else(|| c.locale.clone())),
                    ..Place::default()
                };
                // Known before anyone can click the lobby (its language, its channel).
                self.bot.places.set(s.id, place.clone());
                let public = public_lang(place.locale.as_deref());
                reply(ctx, c, lobby::lobby(&s, public), false).await?;
                // Learn the lobby message's id, so `/wizard leave` and `/wizard cancel`
                // can redraw it and the thread can be opened from it.
                match c.get_response(&ctx.http).await {
                    Ok(m) => place.lobby_message = Some(m.id.get()),
                    Err(e) => tracing::debug!(game = s.id, error = %e, "lobby message id unknown"),
                }
                self.bot.places.save(&self.bot.store, s.id, place).await;
                Ok(())
            }
            ("wizard" | "dice", Some(verb @ ("leave" | "cancel"))) => {
                let Some(game) = self.bot.places.game_in(c.channel_id.get()) else {
                    return Err(Failure::say("no-table-here"));
                };
                let Ok(snapshot) = self.bot.tables.snapshot(game).await else {
                    return Err(Failure::say("no-table-here"));
                };
                // The table's own language (chosen when it opened).
                let public = match self.bot.places.get(&self.bot.store, game).await {
                    Some(place) if place.locale.is_some() => public_lang(place.locale.as_deref()),
                    _ => public,
                };
                let verb = match (verb, snapshot.status) {
                    ("leave", GameStatus::Lobby) => Verb::Leave,
                    ("leave", _) => Verb::LeaveGame,
                    _ => Verb::Cancel {
                        may_manage: may_manage(c.member.as_ref().and_then(|m| m.permissions)),
                        rule: self.cancel_rule(guild).await,
                    },
                };
                let outcome = match self.bot.tables.command(game, user, verb).await {
                    Ok(o) => o,
                    Err(TableError::NotHost) => return Err(Failure::say(not_allowed(verb))),
                    Err(e) => return Err(e.into()),
                };
                let answered = if matches!(verb, Verb::Cancel { .. }) {
                    reply(ctx, c, Screen::text(t!(public, "cancelled-game")), false).await
                } else if snapshot.status == GameStatus::Lobby {
                    reply(ctx, c, Screen::text(t!(lang, "left-lobby")), true).await
                } else {
                    reply(ctx, c, Screen::text(t!(lang, "left-game")), true).await
                };
                // The lobby message shows the change too (after the answer: it is not urgent).
                if snapshot.status == GameStatus::Lobby {
                    self.redraw_lobby(ctx, &outcome.snapshot, public).await;
                }
                answered
            }
            ("leaderboard", _) => {
                let ask = BoardAsk {
                    kind: self.kind_here(c, options).await,
                    global: string_opt(options, "scope") == Some("global"),
                    sort: sort_opt(options),
                    season: string_opt(options, "season").and_then(parse_season).unwrap_or_default(),
                    page: 0,
                };
                let screen = self.board(ask, guild, public).await?;
                reply(ctx, c, screen, false).await
            }
            ("stats", _) => {
                let kind = self.kind_here(c, options).await;
                let who = user_opt(options, "user").unwrap_or(user as u64);
                let st = self
                    .bot
                    .store
                    .stats(who as i64, kind, Scope::Guild(guild), None)
                    .await
                    .map_err(|e| Failure::internal("stats_query", None, &e))?;
                reply(ctx, c, board::stats(kind, who, st.as_ref(), lang), false).await
            }
            ("history", _) => {
                let kind = self.kind_here(c, options).await;
                let who = user_opt(options, "user").unwrap_or(user as u64) as i64;
                // Typed pages count from 1; a page past the end is named, not clamped.
                let page = int_opt(options, "page").unwrap_or(1);
                let screen = self.history_page(who, kind, page - 1, guild, lang).await?;
                reply(ctx, c, screen, true).await
            }
            ("rules", _) => reply(ctx, c, board::rules(self.kind_here(c, options).await, lang), true).await,
            ("settings", _) => {
                if !may_manage(c.member.as_ref().and_then(|m| m.permissions)) {
                    return Err(Failure::say("err-not-manager"));
                }
                let said = self.settings(guild, user, options, lang).await?;
                reply(ctx, c, Screen::text(said), true).await
            }
            _ => Err(Failure::say("err-unknown-button")),
        }
    }

    /// `/settings`: checks every option given, then stores each (logged with
    /// who changed it) and says what is now set; with no options, says all.
    async fn settings(&self, guild: i64, user: i64, options: &[CommandDataOption], lang: Lang) -> Result<String> {
        // Everything is checked before anything is stored: a bad option changes nothing.
        let season = match int_opt(options, "season_days") {
            None => None,
            Some(0) => Some(SeasonLength::Month),
            Some(d) if u32::try_from(d).is_ok_and(|d| SEASON_DAYS.contains(&d)) => Some(SeasonLength::Days(d as u32)),
            Some(_) => return Err(Failure::say("err-season-days")),
        };
        let turn_time = match int_opt(options, "turn_time") {
            None => None,
            Some(t) if t == 0 || TURN_SECS.contains(&t) => Some(t),
            Some(_) => return Err(Failure::say("err-turn-time")),
        };
        let given = |names: &[&str]| names.iter().any(|n| options.iter().any(|o| o.name == *n));
        let wizard = if given(&VARIANT_OPTIONS) {
            let mut o = self.table_defaults(guild, GameKind::Wizard).await;
            o.variants = commands::variant_choices(options, o.variants);
            // Only the combinations RULES.md forbids; the seat count is each table's.
            if let Err(e @ SetupError::Incompatible(..)) = o.variants.validate(4) {
                return Err(TableError::Options(OptionsError::Wizard(e)).into());
            }
            Some(o)
        } else {
            None
        };
        let dice = if given(&DICE_OPTIONS) {
            Some(commands::dice_choices(
                options,
                self.table_defaults(guild, GameKind::Dice).await,
            ))
        } else {
            None
        };
        let threads = commands::flag_opt(options, "threads");
        let pings = commands::flag_opt(options, "pings");
        let cancel = string_opt(options, "cancel_by").map(|r| CancelRule::from_setting(Some(r)));
        let hint_games = string_opt(options, "hint_games").map(|v| if v == "unrated" { "unrated" } else { "rated" });

        let mut said = Vec::new();
        if let Some(secs) = turn_time {
            let value = if secs == 0 {
                "game".to_string()
            } else {
                secs.to_string()
            };
            self.set_setting(guild, user, &turn_time_key(guild), &value).await?;
            tracing::info!(guild, user, turn_time = %value, "server setting changed");
            said.push(turn_time_text(u32::try_from(secs).ok().filter(|&s| s > 0), lang));
        }
        if let Some(chosen) = string_opt(options, "language") {
            let value = match chosen {
                "en" | "de" | "fr" | "nl" => chosen,
                _ => "host",
            };
            self.set_setting(guild, user, &language_key(guild), value).await?;
            tracing::info!(guild, user, language = value, "server setting changed");
            said.push(language_text(Some(value), lang));
        }
        if let Some(length) = season {
            self.set_setting(guild, user, &season_key(guild), &length.as_setting())
                .await?;
            tracing::info!(guild, user, season = %length.as_setting(), "server setting changed");
            said.push(season_text(length, lang));
        }
        for (kind, chosen) in [(GameKind::Wizard, wizard), (GameKind::Dice, dice)] {
            let Some(o) = chosen else { continue };
            let value = serde_json::to_string(&o).map_err(|e| Failure::internal("settings_write", None, &e))?;
            self.set_setting(guild, user, &defaults_key(guild, kind), &value)
                .await?;
            tracing::info!(guild, user, kind = kind.as_str(), defaults = %value, "server setting changed");
            said.push(defaults_text(kind, &o, lang));
        }
        if let Some(on) = threads {
            let value = if on { "on" } else { "off" };
            self.set_setting(guild, user, &threads_key(guild), value).await?;
            tracing::info!(guild, user, threads = value, "server setting changed");
            said.push(threads_text(on, lang));
        }
        if let Some(on) = pings {
            let value = if on { "on" } else { "off" };
            self.set_setting(guild, user, &super::pings::server_key(guild), value)
                .await?;
            tracing::info!(guild, user, pings = value, "server setting changed");
            said.push(pings_text(on, lang));
        }
        if let Some(rule) = cancel {
            self.set_setting(guild, user, &cancel_key(guild), rule.as_setting())
                .await?;
            tracing::info!(guild, user, cancel_by = rule.as_setting(), "server setting changed");
            said.push(cancel_text(rule, lang));
        }
        if let Some(value) = hint_games {
            self.set_setting(guild, user, &hint_games_key(guild), value).await?;
            tracing::info!(guild, user, hint_games = value, "server setting changed");
            said.push(t!(lang, &format!("settings-hint-games-{value}")));
        }
        if said.is_empty() {
            // Nothing chosen: the settings as they are.
            said.push(language_text(self.server_language(guild).await.as_deref(), lang));
            said.push(season_text(self.season_length(guild).await, lang));
            said.push(turn_time_text(self.server_turn_time(guild).await, lang));
            for kind in [GameKind::Wizard, GameKind::Dice] {
                said.push(defaults_text(kind, &self.table_defaults(guild, kind).await, lang));
            }
            said.push(threads_text(self.server_threads(guild).await, lang));
            let pings = self.server_setting(guild, &super::pings::server_key(guild)).await;
            said.push(pings_text(pings.as_deref() != Some("off"), lang));
            said.push(cancel_text(self.cancel_rule(guild).await, lang));
            let hint_games = self.server_setting(guild, &hint_games_key(guild)).await;
            let rated = counts_for_ratings(true, hint_games.as_deref());
            said.push(t!(
                lang,
                if rated {
                    "settings-hint-games-rated"
                } else {
                    "settings-hint-games-unrated"
                }
            ));
        }
        // More than one: a list, which reads apart on a phone where lines wrap.
        if said.len() == 1 {
            return Ok(said.join(""));
        }
        Ok(said
            .iter()
            .map(|line| format!("- {line}"))
            .collect::<Vec<_>>()
            .join("\n"))
    }

    /// What a new table of this server starts with: the server's chosen
    /// variants or Magic Cards and turn time, else each game's own.
    pub(super) async fn table_defaults(&self, guild: i64, kind: GameKind) -> TableOptions {
        let game = TableOptions::defaults(kind);
        let stored = self.server_setting(guild, &defaults_key(guild, kind)).await;
        let mut o = match stored.map(|json| serde_json::from_str::<TableOptions>(&json)) {
            Some(Ok(o)) => o,
            Some(Err(e)) => {
                tracing::warn!(guild, error = %e, "a server's table defaults do not read; the game's own are used");
                game.clone()
            }
            None => game.clone(),
        };
        o.turn_secs = self.server_turn_time(guild).await.unwrap_or(game.turn_secs);
        o
    }

    /// Whether the server's new games open a thread (`/settings threads`; on by default).
    async fn server_threads(&self, guild: i64) -> bool {
        self.server_setting(guild, &threads_key(guild)).await.as_deref() != Some("off")
    }

    /// Who besides managers may cancel this server's games (`/settings cancel_by`).
    pub(super) async fn cancel_rule(&self, guild: i64) -> CancelRule {
        CancelRule::from_setting(self.server_setting(guild, &cancel_key(guild)).await.as_deref())
    }

    /// The language a server chose for its tables (`/settings language`), if any.
    /// The game a command asks about: the one named, else the game of the
    /// table in this channel or thread (a dice thread means Wizard Dice), else Wizard.
    async fn kind_here(&self, c: &CommandInteraction, options: &[CommandDataOption]) -> GameKind {
        if string_opt(options, "game").is_some() {
            return kind_opt(options);
        }
        match self.bot.places.game_in(c.channel_id.get()) {
            Some(game) => self.bot.store.game(game).await.map_or(GameKind::Wizard, |row| row.kind),
            None => GameKind::Wizard,
        }
    }

    pub(super) async fn server_language(&self, guild: i64) -> Option<String> {
        self.server_setting(guild, &language_key(guild))
            .await
            .filter(|l| l != "host")
    }

    /// One of a server's settings; one that cannot be read is logged and
    /// left to its default (a game is never held up by a setting).
    async fn server_setting(&self, guild: i64, key: &str) -> Option<String> {
        self.bot.store.setting(key).await.unwrap_or_else(|e| {
            tracing::warn!(guild, key, error = %e, "could not read a server setting; its default is used");
            None
        })
    }

    /// A leaderboard page: a season's is counted over the server's seasons
    /// (a calendar month unless `/settings season_days` chose a length).
    pub(super) async fn board(&self, ask: BoardAsk, guild: i64, lang: Lang) -> Result<Screen> {
        let scope = if ask.global { Scope::Global } else { Scope::Guild(guild) };
        // All servers share calendar months; one server has its own length.
        let length = if ask.global {
            SeasonLength::Month
        } else {
            self.season_length(guild).await
        };
        let range = season_range(length, ask.season, now_ms());
        let query = BoardQuery {
            kind: ask.kind,
            scope,
            sort: ask.sort,
            season: range,
            min_games: 1,
            page: i64::from(ask.page),
            per_page: PER_PAGE,
        };
        let b = self
            .bot
            .store
            .leaderboard(query)
            .await
            .map_err(|e| Failure::internal("leaderboard_query", None, &e))?;
        Ok(board::leaderboard(ask, range, &b, lang))
    }

    /// Stores a server setting with who changed it.
    async fn set_setting(&self, guild: i64, user: i64, key: &str, value: &str) -> Result<()> {
        self.bot
            .store
            .set_server_setting(guild, user, key, value)
            .await
            .map_err(|e| Failure::internal("settings_write", None, &e))
    }

    /// A page (0-based) of someone's history on this server, or why there is none.
    pub(super) async fn history_page(
        &self,
        user: i64,
        kind: GameKind,
        page: i64,
        guild: i64,
        lang: Lang,
    ) -> Result<Screen> {
        let page = page.max(0);
        let h = self
            .bot
            .store
            .history(user, kind, guild, page, HISTORY_PER_PAGE)
            .await
            .map_err(|e| Failure::internal("history_query", None, &e))?;
        let name = format!("<@{user}>");
        if h.total == 0 {
            return Ok(Screen::text(t!(
                lang,
                "history-none",
                name = name,
                game = lobby::game_name(kind, lang)
            )));
        }
        let pages = history_pages(h.total);
        if h.games.is_empty() {
            return Ok(Screen::text(t!(
                lang,
                "history-no-page",
                page = page + 1,
                pages = pages
            )));
        }
        Ok(history::history(user, kind, page as u32, &h, lang))
    }

    /// The turn time a server chose for its new tables (`/settings turn_time`).
    async fn server_turn_time(&self, guild: i64) -> Option<u32> {
        self.server_setting(guild, &turn_time_key(guild))
            .await
            .and_then(|s| s.parse::<i64>().ok())
            .filter(|t| TURN_SECS.contains(t))
            .map(|t| t as u32)
    }

    /// How long the server's seasons are (`/settings season_days`).
    async fn season_length(&self, guild: i64) -> SeasonLength {
        SeasonLength::from_setting(self.server_setting(guild, &season_key(guild)).await.as_deref())
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
        let edit = serenity::all::ChannelId::new(place.lobby_channel).edit_message(
            &ctx.http,
            serenity::all::MessageId::new(message),
            screen.edit(),
        );
        if let Err(e) = self.bot.budget.spend(edit).await {
            tracing::warn!(game = s.id, error = %e, "could not redraw the lobby");
        }
    }
}

/// A server's season length in words.
fn season_text(length: SeasonLength, lang: Lang) -> String {
    match length {
        SeasonLength::Month => t!(lang, "settings-season-month"),
        SeasonLength::Days(d) => t!(lang, "settings-season-days", days = d),
    }
}

/// The server's turn time for new tables in words.
fn turn_time_text(secs: Option<u32>, lang: Lang) -> String {
    match secs {
        Some(s) => t!(lang, "settings-turn-time", secs = s),
        None => t!(lang, "settings-turn-time-game"),
    }
}

/// Where a server's turn time for new tables is kept: seconds or `game`.
fn turn_time_key(guild: i64) -> String {
    format!("guild:{guild}:turn_time")
}

/// Where a server's season length is kept (`settings`): `month` or days.
fn season_key(guild: i64) -> String {
    format!("guild:{guild}:season")
}

/// Where a server's table language is kept (`settings`).
fn language_key(guild: i64) -> String {
    format!("guild:{guild}:language")
}

/// The options of `/settings` that change the card game's defaults.
const VARIANT_OPTIONS: [&str; 5] = [
    "plus_minus_one",
    "covered_bids",
    "secret_bids",
    "clairvoyance",
    "one_colour",
];

/// The options of `/settings` that change the dice game's defaults.
const DICE_OPTIONS: [&str; 2] = ["magic_cards", "experts"];

/// Why someone may not do what they asked of a lobby or table (cancel: by the server's rule).
pub(super) fn not_allowed(verb: Verb) -> &'static str {
    match verb {
        Verb::Cancel {
            rule: CancelRule::Managers,
            ..
        } => "err-cancel-managers",
        Verb::Cancel {
            rule: CancelRule::Players,
            ..
        } => "err-cancel-players",
        _ => "err-not-host-or-manager",
    }
}

/// The server's table language in words (`None` or `host`: each host's).
fn language_text(language: Option<&str>, lang: Lang) -> String {
    match language {
        Some(l) if l != "host" => t!(
            lang,
            "settings-language-set",
            language = t!(lang, &format!("language-{l}"))
        ),
        _ => t!(lang, "settings-language-host"),
    }
}

/// What the server's new tables of a kind start with, in words.
fn defaults_text(kind: GameKind, o: &TableOptions, lang: Lang) -> String {
    let chosen = lobby::choices(kind, o, lang);
    match kind {
        GameKind::Wizard if chosen.is_empty() => t!(lang, "settings-wizard-plain"),
        GameKind::Wizard => t!(lang, "settings-wizard-defaults", variants = chosen.join(", ")),
        GameKind::Dice if chosen.is_empty() => t!(lang, "settings-dice-plain"),
        GameKind::Dice => t!(lang, "settings-dice-defaults", options = chosen.join(", ")),
    }
}

/// Whether new games open a thread, in words.
fn threads_text(on: bool, lang: Lang) -> String {
    t!(
        lang,
        if on {
            "settings-threads-on"
        } else {
            "settings-threads-off"
        }
    )
}

/// Whether people are pinged when their turn comes, in words.
fn pings_text(on: bool, lang: Lang) -> String {
    t!(lang, if on { "settings-pings-on" } else { "settings-pings-off" })
}

/// Who may cancel games, in words.
fn cancel_text(rule: CancelRule, lang: Lang) -> String {
    t!(lang, &format!("settings-cancel-{}", rule.as_setting()))
}

/// Where a server's defaults for new tables of a kind are kept (the table options as JSON).
fn defaults_key(guild: i64, kind: GameKind) -> String {
    format!("guild:{guild}:defaults:{}", kind.as_str())
}

/// Where whether a server's games open threads is kept: `on` or `off`.
fn threads_key(guild: i64) -> String {
    format!("guild:{guild}:threads")
}

/// Where who may cancel a server's games is kept (`CancelRule::as_setting`).
fn cancel_key(guild: i64) -> String {
    format!("guild:{guild}:cancel_by")
}
