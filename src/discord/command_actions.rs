//! Slash commands: `/wizard` and `/dice` (new, leave, cancel), `/leaderboard`,
//! `/stats`, `/rules`. Each returns what went wrong to the one answer point.

use serenity::all::{ChannelType, CommandDataOption, CommandInteraction, Context, Permissions};

use crate::discord::Storage;
use crate::discord::answer::Failure;
use crate::discord::boards::board::{self, PER_PAGE};
use crate::discord::boards::history::{self, HISTORY_PER_PAGE, history_pages};
use crate::discord::commands::{self, TURN_SECS, int_opt, kind_opt, options_of, sort_opt, string_opt, user_opt};
use crate::discord::custom_id::{BoardAsk, parse_season};
use crate::discord::handler::{Handler, Result, may_manage, reply, user_of};
use crate::discord::lobby::screen as lobby;
use crate::discord::public_lang;
use crate::discord::publish::places::Place;
use crate::discord::screen::Screen;
use crate::engine::wizard::{SetupError, Variant};
use crate::league::season::{SEASON_DAYS, SeasonLength, season_range};
use crate::league::{BoardQuery, Scope};
use crate::league::{ServerSettings, Setting};
use crate::t;
use crate::table::{CancelRule, GameKind, GameStatus, OptionsError, Snapshot, TableError, TableOptions, Verb, now_ms};
use crate::text::catalogue::Lang;

impl<S: Storage> Handler<S> {
    pub(super) async fn command(&self, ctx: &Context, c: &CommandInteraction) -> Result<()> {
        let lang = Lang::from_locale(&c.locale);
        let user = user_of(&c.user);
        let (sub, options) = options_of(&c.data.options);
        // Outside a server (a DM or group DM, through a person's own install)
        // only what needs no table works: boards, figures, history, rules.
        let guild = c.guild_id.map(|g| g.get() as i64);
        let on_server = || guild.ok_or_else(|| Failure::say("err-guild-only"));
        // Public answers speak the server's chosen language, else the asker's:
        // Discord reports `en-US` for every server that is not a Community server.
        // The server's settings, read once for whatever the command needs of them.
        let settings = match guild {
            Some(g) => self.server_settings(g).await,
            None => ServerSettings::default(),
        };
        let public = public_lang(Some(settings.language.as_deref().unwrap_or(&c.locale)));
        match (c.data.name.as_str(), sub) {
            (name @ ("wizard" | "dice"), Some("new")) => {
                let kind = if name == "dice" {
                    GameKind::Dice
                } else {
                    GameKind::Wizard
                };
                self.new_table(ctx, c, kind, options, on_server()?, &settings).await
            }
            ("wizard" | "dice", Some(verb @ ("leave" | "cancel"))) => {
                on_server()?;
                self.leave_or_cancel(ctx, c, verb, settings.cancel_by, lang, public)
                    .await
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
                    .league
                    .stats(who as i64, kind, guild.map_or(Scope::Global, Scope::Guild), None)
                    .await
                    .map_err(|e| Failure::internal("stats_query", None, &e))?;
                reply(ctx, c, board::stats(kind, who, st.as_ref(), lang), false).await
            }
            ("history", _) => {
                // Outside a server, history is one's own, on every server.
                let who = match guild {
                    Some(_) => user_opt(options, "user").unwrap_or(user as u64) as i64,
                    None => user,
                };
                // No game named and no table here: the game they played last.
                let here = self.bot.places.game_in(c.channel_id.get()).is_some();
                let kind = match (string_opt(options, "game"), here) {
                    (None, false) => self.played_last(who, guild).await,
                    _ => None,
                };
                let kind = match kind {
                    Some(kind) => kind,
                    None => self.kind_here(c, options).await,
                };
                // Typed pages count from 1; a page past the end is named, not clamped.
                let page = int_opt(options, "page").unwrap_or(1);
                let screen = self.history_page(who, kind, page - 1, guild, lang).await?;
                reply(ctx, c, screen, true).await
            }
            ("daily", _) => self.daily(ctx, c, options, guild, lang, public).await,
            ("event", Some("new")) => self.new_night(ctx, c, options, on_server()?, &settings, public).await,
            ("rules", _) => reply(ctx, c, board::rules(self.kind_here(c, options).await, lang), true).await,
            ("settings", _) => {
                if !may_manage(c.member.as_ref().and_then(|m| m.permissions)) {
                    return Err(Failure::say("err-not-manager"));
                }
                let said = self.settings(on_server()?, user, options, lang, settings).await?;
                let mut screen = Screen::text(said);
                // With nothing given: also what the bot may do in this channel.
                if options.is_empty()
                    && let Some(perms) = c.app_permissions
                {
                    let app = c.application_id.get();
                    screen
                        .embeds
                        .push(crate::discord::publish::permissions::view(perms, app, lang));
                }
                reply(ctx, c, screen, true).await
            }
            _ => Err(Failure::say("err-unknown-command")),
        }
    }

    /// `/wizard new`, `/dice new`: a lobby in this channel with the server's
    /// defaults under what the host chose, speaking the server's language
    /// (`settings`) or else the host's; a thread is opened from it at Start.
    async fn new_table(
        &self,
        ctx: &Context,
        c: &CommandInteraction,
        kind: GameKind,
        options: &[CommandDataOption],
        guild: i64,
        settings: &ServerSettings,
    ) -> Result<()> {
        let user = user_of(&c.user);
        let asked = int_opt(options, "turn_time");
        if asked.is_some_and(|t| !TURN_SECS.contains(&t)) {
            return Err(Failure::say("err-turn-time"));
        }
        // The server's defaults for new tables, with what the host chose over them.
        let base = settings.table_options(kind);
        let options = match kind {
            GameKind::Dice => commands::dice_options(options, base),
            GameKind::Wizard => commands::wizard_options(options, base),
        };
        let channel = c.channel_id.get() as i64;
        // A game's thread belongs to that game while it runs.
        if let Some(game) = self.bot.places.game_in(c.channel_id.get())
            && self
                .bot
                .tables
                .snapshot(game)
                .await
                .is_ok_and(|s| s.options.daily.is_none())
        {
            return Err(TableError::ChannelBusy(game).into());
        }
        let in_thread = c.channel.as_ref().is_some_and(|ch| {
            matches!(
                ch.kind,
                ChannelType::NewsThread | ChannelType::PublicThread | ChannelType::PrivateThread
            )
        });
        let perms = c.app_permissions.unwrap_or_else(Permissions::empty);
        let may_thread = settings.threads
            && !in_thread
            && perms.contains(Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS);
        // The lobby is the command's answer, which needs no permission; the
        // table is posted in the channel (or a thread of it). A table that
        // could never be shown is not opened.
        let post = match in_thread {
            true => Permissions::SEND_MESSAGES_IN_THREADS,
            false => Permissions::SEND_MESSAGES,
        };
        if !perms.contains(Permissions::VIEW_CHANNEL) || !(perms.contains(post) || may_thread) {
            return Err(Failure::say("err-cannot-post-here"));
        }
        let s = self
            .bot
            .tables
            .create(kind, Some(guild), channel, user, options)
            .await?;
        let mut place = Place {
            lobby_channel: c.channel_id.get(),
            granted: Some(perms.bits()),
            wants_thread: settings.threads && !in_thread,
            may_thread,
            // The table speaks the server's chosen language, else its host's:
            // Discord reports `en-US` for every server that is not a Community server.
            locale: Some(settings.language.clone().unwrap_or_else(|| c.locale.clone())),
            ..Place::default()
        };
        // Known before anyone can click the lobby (its language, its channel).
        self.bot.places.set(s.id, place.clone());
        let public = public_lang(place.locale.as_deref());
        reply(
            ctx,
            c,
            lobby::noting(lobby::lobby(&s, public), &place.notes(public)),
            false,
        )
        .await?;
        // Learn the lobby message's id, so `/wizard leave` and `/wizard cancel`
        // can redraw it and the thread can be opened from it.
        match c.get_response(&ctx.http).await {
            Ok(m) => place.lobby_message = Some(m.id.get()),
            Err(e) => tracing::debug!(game = s.id, error = %e, "lobby message id unknown"),
        }
        self.bot.places.save(self.bot.tables.persist(), s.id, place).await;
        Ok(())
    }

    /// `/wizard leave`, `/wizard cancel` (and the dice ones) for the table in
    /// this channel or thread: leaving a lobby or a running game, or cancelling it.
    async fn leave_or_cancel(
        &self,
        ctx: &Context,
        c: &CommandInteraction,
        verb: &str,
        cancel_by: CancelRule,
        lang: Lang,
        public: Lang,
    ) -> Result<()> {
        let user = user_of(&c.user);
        let Some(game) = self.bot.places.game_in(c.channel_id.get()) else {
            return Err(Failure::say("no-table-here"));
        };
        // A daily try is its player's own, played on their panel: never a table here.
        let Ok(snapshot) = self.bot.tables.snapshot(game).await else {
            return Err(Failure::say("no-table-here"));
        };
        if snapshot.options.daily.is_some() {
            return Err(Failure::say("no-table-here"));
        }
        // The table's own language (chosen when it opened).
        let public = match self.bot.places.get(self.bot.tables.persist(), game).await {
            Some(place) if place.locale.is_some() => public_lang(place.locale.as_deref()),
            _ => public,
        };
        let verb = match (verb, snapshot.status) {
            ("leave", GameStatus::Lobby) => Verb::Leave,
            ("leave", _) => Verb::LeaveGame,
            _ => Verb::Cancel {
                may_manage: may_manage(c.member.as_ref().and_then(|m| m.permissions)),
                rule: cancel_by,
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

    /// `/settings`: checks every option given, then stores them at once (each
    /// logged with who gave it) and says what is now set; with no options, says all.
    async fn settings(
        &self,
        guild: i64,
        user: i64,
        options: &[CommandDataOption],
        lang: Lang,
        mut s: ServerSettings,
    ) -> Result<String> {
        let mut given = Vec::new();
        // Everything is checked before anything is stored: a bad option changes nothing.
        if let Some(secs) = int_opt(options, "turn_time") {
            if secs != 0 && !TURN_SECS.contains(&secs) {
                return Err(Failure::say("err-turn-time"));
            }
            s.turn_secs = u32::try_from(secs).ok().filter(|&s| s > 0);
            given.push(Setting::TurnTime);
        }
        if let Some(chosen) = string_opt(options, "language") {
            s.language = match Lang::ALL.into_iter().find(|l| l.code() == chosen) {
                Some(l) => Some(l.code().to_string()),
                None if chosen == "host" => None,
                None => return Err(Failure::say("err-language")),
            };
            given.push(Setting::Language);
        }
        if let Some(days) = int_opt(options, "season_days") {
            s.season = match days {
                0 => SeasonLength::Month,
                d if u32::try_from(d).is_ok_and(|d| SEASON_DAYS.contains(&d)) => SeasonLength::Days(d as u32),
                _ => return Err(Failure::say("err-season-days")),
            };
            given.push(Setting::Season);
        }
        let given_any = |names: &[&str]| names.iter().any(|n| options.iter().any(|o| o.name == *n));
        if variants_given(options) {
            let mut o = s.table_options(GameKind::Wizard);
            o.variants = commands::variant_choices(options, o.variants);
            // Only the combinations RULES.md forbids; the seat count is each table's.
            if let Err(e @ SetupError::Incompatible(..)) = o.variants.validate(4) {
                return Err(TableError::Options(OptionsError::Wizard(e)).into());
            }
            s.wizard_defaults = Some(o);
            given.push(Setting::Defaults(GameKind::Wizard));
        }
        if given_any(&DICE_OPTIONS) {
            s.dice_defaults = Some(commands::dice_choices(options, s.table_options(GameKind::Dice)));
            given.push(Setting::Defaults(GameKind::Dice));
        }
        if let Some(on) = commands::flag_opt(options, "threads") {
            s.threads = on;
            given.push(Setting::Threads);
        }
        if let Some(on) = commands::flag_opt(options, "pings") {
            s.pings = on;
            given.push(Setting::Pings);
        }
        if let Some(rule) = string_opt(options, "cancel_by") {
            s.cancel_by = CancelRule::from_setting(Some(rule));
            given.push(Setting::CancelBy);
        }
        if let Some(v) = string_opt(options, "hint_games") {
            s.hint_games_rated = v != "unrated";
            given.push(Setting::HintGames);
        }
        if let Some(v) = string_opt(options, "events_by") {
            s.events_by_anyone = v == "anyone";
            given.push(Setting::EventsBy);
        }
        if !given.is_empty() {
            self.bot
                .league
                .save_server_settings(guild, user, &s, &given)
                .await
                .map_err(|e| Failure::internal("settings_write", None, &e))?;
            for &which in &given {
                tracing::info!(guild, user, setting = %which.key(guild), value = %s.value(which), "server setting changed");
            }
        }
        // What was given, or with nothing given, the settings as they are.
        let shown = if given.is_empty() {
            &Setting::ALL[..]
        } else {
            &given[..]
        };
        let said: Vec<String> = shown.iter().map(|&which| setting_text(&s, which, lang)).collect();
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

    /// A server's settings. Ones that cannot be read are logged and left at
    /// their defaults: a game is never held up by a setting.
    pub(super) async fn server_settings(&self, guild: i64) -> ServerSettings {
        match self.bot.league.server_settings(guild).await {
            Ok((s, unreadable)) => {
                for u in unreadable {
                    tracing::warn!(guild, key = %u.key, why = %u.why, "a server setting does not read; its default is used");
                }
                s
            }
            Err(e) => {
                tracing::warn!(guild, error = %e, "could not read a server's settings; the defaults are used");
                ServerSettings::default()
            }
        }
    }

    /// Who besides managers may cancel this server's games (`/settings cancel_by`).
    pub(super) async fn cancel_rule(&self, guild: i64) -> CancelRule {
        self.server_settings(guild).await.cancel_by
    }

    /// The game of `user`'s most recent finished game here (on every server
    /// outside one), if they finished any.
    async fn played_last(&self, user: i64, guild: Option<i64>) -> Option<GameKind> {
        let scope = guild.map_or(Scope::Global, Scope::Guild);
        let mut last: Option<(i64, GameKind)> = None;
        for kind in [GameKind::Wizard, GameKind::Dice] {
            let h = self.bot.league.history(user, kind, scope, 0, 1).await.ok()?;
            if let Some(g) = h.games.first()
                && last.is_none_or(|(at, _)| g.finished_at > at)
            {
                last = Some((g.finished_at, kind));
            }
        }
        last.map(|(_, kind)| kind)
    }

    /// The language a server chose for its tables (`/settings language`), if any.
    pub(super) async fn server_language(&self, guild: i64) -> Option<String> {
        self.server_settings(guild).await.language
    }

    /// The game a command asks about: the one named, else the game of the
    /// table in this channel or thread (a dice thread means Wizard Dice), else Wizard.
    async fn kind_here(&self, c: &CommandInteraction, options: &[CommandDataOption]) -> GameKind {
        if string_opt(options, "game").is_some() {
            return kind_opt(options);
        }
        match self.bot.places.game_in(c.channel_id.get()) {
            Some(game) => self
                .bot
                .tables
                .stored(game)
                .await
                .map_or(GameKind::Wizard, |row| row.kind),
            None => GameKind::Wizard,
        }
    }

    /// A leaderboard page: a season's is counted over the server's seasons
    /// (a calendar month unless `/settings season_days` chose a length).
    pub(super) async fn board(&self, ask: BoardAsk, guild: Option<i64>, lang: Lang) -> Result<Screen> {
        // Outside a server the board is everyone's (and says so).
        let ask = BoardAsk {
            global: ask.global || guild.is_none(),
            ..ask
        };
        let server = guild.filter(|_| !ask.global);
        let scope = server.map_or(Scope::Global, Scope::Guild);
        // All servers share calendar months; one server has its own length.
        let length = match server {
            Some(g) => self.server_settings(g).await.season,
            None => SeasonLength::Month,
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
            .league
            .leaderboard(query)
            .await
            .map_err(|e| Failure::internal("leaderboard_query", None, &e))?;
        Ok(board::leaderboard(ask, range, &b, lang))
    }

    /// A page (0-based) of someone's history on this server (or, outside a
    /// server, on every server), or why there is none.
    pub(super) async fn history_page(
        &self,
        user: i64,
        kind: GameKind,
        page: i64,
        guild: Option<i64>,
        lang: Lang,
    ) -> Result<Screen> {
        let page = page.max(0);
        let scope = guild.map_or(Scope::Global, Scope::Guild);
        let h = self
            .bot
            .league
            .history(user, kind, scope, page, HISTORY_PER_PAGE)
            .await
            .map_err(|e| Failure::internal("history_query", None, &e))?;
        let name = format!("<@{user}>");
        if h.total == 0 {
            return Ok(Screen::text(t!(
                lang,
                // Outside a server, history spans every server.
                if guild.is_some() {
                    "history-none"
                } else {
                    "history-none-anywhere"
                },
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

    /// Redraws a lobby message after a slash command changed the lobby (buttons redraw it themselves).
    async fn redraw_lobby(&self, ctx: &Context, s: &Snapshot, lang: Lang) {
        let Some(place) = self.bot.places.get(self.bot.tables.persist(), s.id).await else {
            return;
        };
        let Some(message) = place.lobby_message else {
            return;
        };
        // An edit with the bot's token: in words where it may not embed links.
        let screen = place
            .here()
            .fit(lobby::noting(lobby::lobby(s, lang), &place.notes(lang)));
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

/// One of a server's settings in words.
fn setting_text(s: &ServerSettings, which: Setting, lang: Lang) -> String {
    match which {
        Setting::TurnTime => turn_time_text(s.turn_secs, lang),
        Setting::Language => language_text(s.language.as_deref(), lang),
        Setting::Season => season_text(s.season, lang),
        Setting::Defaults(kind) => defaults_text(kind, &s.table_options(kind), lang),
        Setting::Threads => threads_text(s.threads, lang),
        Setting::Pings => pings_text(s.pings, lang),
        Setting::CancelBy => cancel_text(s.cancel_by, lang),
        Setting::HintGames => t!(
            lang,
            if s.hint_games_rated {
                "settings-hint-games-rated"
            } else {
                "settings-hint-games-unrated"
            }
        ),
        Setting::EventsBy => t!(
            lang,
            if s.events_by_anyone {
                "settings-events-anyone"
            } else {
                "settings-events-managers"
            }
        ),
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

/// Whether `/settings` was given any of the card game's variants.
fn variants_given(options: &[CommandDataOption]) -> bool {
    let named = |name: &str| options.iter().any(|o| o.name == name);
    Variant::ALL.iter().any(|v| named(v.name())) || named("clairvoyance")
}

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
