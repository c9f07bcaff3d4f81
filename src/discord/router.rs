//! The router: every slash command (its definition and, by name, the
//! feature that answers it, given a `Commanded`) and every kind of click (by
//! its `Click`, to the feature that answers it, given a `Clicked`), each
//! listed once. Each returns what went wrong to the one answer point.

use std::sync::atomic::Ordering;

use serenity::all::{CommandDataOption, CommandInteraction, ComponentInteraction, Context};

use crate::discord::Storage;
use crate::discord::answer::Failure;
use crate::discord::commands::{kind_opt, options_of, string_opt};
use crate::discord::context::{Clicked, Commanded, on_panel};
use crate::discord::context::{Handler, Result, user_of};
use crate::discord::custom_id::{
    Analyse, CardMove, Click, DailyClick, DiceMove, Export, HistoryPage, IdError, Launch, LobbyClick, MyHand,
    NightClick, PingsSwitch, Rematch, ReplaySeat, ReplayStop, Suggest,
};
use crate::discord::handler::{drawn_for, panel_of};
use crate::discord::public_lang;
use crate::league::ServerSettings;
use crate::table::GameKind;
use crate::text::catalogue::Lang;

/// Every slash command of the bot, in the order Discord lists them: each
/// defined by the feature that answers it.
pub fn definitions() -> Vec<serenity::all::CreateCommand> {
    let [wizard, dice] = crate::discord::lobby::commands::definitions();
    let [leaderboard, stats, history, rules] = crate::discord::boards::commands::definitions();
    vec![
        wizard,
        dice,
        crate::discord::daily::clicks::definition(),
        leaderboard,
        stats,
        history,
        rules,
        crate::discord::settings::definition(),
        crate::discord::nights::clicks::definition(),
    ]
}

impl<S: Storage> Handler<S> {
    pub(super) async fn command(&self, ctx: &Context, c: &CommandInteraction) -> Result<()> {
        let lang = Lang::from_locale(&c.locale);
        let user = user_of(&c.user);
        let (sub, options) = options_of(&c.data.options);
        // Outside a server (a DM or group DM, through a person's own install)
        // only what needs no table works: boards, figures, history, rules
        // (a command that needs one asks `Commanded::on_server`).
        let guild = c.guild_id.map(|g| g.get() as i64);
        // Public answers speak the server's chosen language, else the asker's:
        // Discord reports `en-US` for every server that is not a Community server.
        // The server's settings, read once for whatever the command needs of them.
        let settings = match guild {
            Some(g) => self.server_settings(g).await,
            None => ServerSettings::default(),
        };
        let public = public_lang(Some(settings.language.as_deref().unwrap_or(&c.locale)));
        let k = Commanded {
            ctx,
            c,
            options,
            user,
            lang,
            public,
            guild,
        };
        match (c.data.name.as_str(), sub) {
            ("wizard", Some("new")) => self.new_table(&k, GameKind::Wizard, &settings).await,
            ("dice", Some("new")) => self.new_table(&k, GameKind::Dice, &settings).await,
            ("wizard" | "dice", Some(verb @ ("leave" | "cancel"))) => {
                self.leave_or_cancel(&k, verb, settings.cancel_by).await
            }
            ("leaderboard", _) => self.leaderboard_command(&k).await,
            ("stats", _) => self.stats_command(&k).await,
            ("history", _) => self.history_command(&k).await,
            ("daily", _) => self.daily(&k).await,
            ("event", Some("new")) => self.new_night(&k, &settings).await,
            ("rules", _) => self.rules_command(&k).await,
            ("settings", _) => self.settings_command(&k, settings).await,
            _ => Err(Failure::say("err-unknown-command")),
        }
    }

    /// The game a command asks about: the one named, else the game of the
    /// table in this channel or thread (a dice thread means Wizard Dice), else Wizard.
    pub(in crate::discord) async fn kind_here(
        &self,
        c: &CommandInteraction,
        options: &[CommandDataOption],
    ) -> GameKind {
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
}

impl<S: Storage> Handler<S> {
    /// Registers every command (at most one request, when they changed), once per start.
    pub(super) async fn register_commands(&self, ctx: &Context, app_id: u64) {
        if self.bot.registered.swap(true, Ordering::SeqCst) {
            return; // A reconnect: the commands are registered already.
        }
        // The bot's own emoji, in the background (once per start, as the commands).
        if self.bot.app_emoji {
            crate::discord::publish::app_emoji::start(&self.bot, ctx.http.clone(), self.bot.emoji_uploader);
        }
        // At most one request (when the commands changed), once per start.
        let mut commands = definitions();
        // With the Activity, Discord keeps the application's entry point
        // command (Launch), and refuses a bulk overwrite of the global
        // commands that leaves it out. It is global only.
        if self.bot.activity && self.bot.dev_guild.is_none() {
            commands.push(crate::discord::activity::entry_point());
        }
        let register =
            crate::discord::commands::register(&ctx.http, &self.bot.league, app_id, self.bot.dev_guild, commands);
        match self.bot.budget.spend(register).await {
            Ok(true) => tracing::info!(dev_guild = ?self.bot.dev_guild, "slash commands registered"),
            Ok(false) => tracing::info!("slash commands unchanged; not registered again"),
            Err(e) => {
                self.bot.registered.store(false, Ordering::SeqCst);
                tracing::error!(error = %e, "could not register slash commands");
            }
        }
    }

    /// Every button and select: read its id, check what its kind may do
    /// here, and send it to the feature that answers it (each kind once).
    pub(super) async fn component(&self, ctx: &Context, c: &ComponentInteraction) -> Result<()> {
        let click = match Click::read(&c.data.custom_id) {
            Ok(click) => click,
            Err(IdError::OtherVersion(_)) => return Err(Failure::say("err-old-button")),
            Err(IdError::Unknown) => return Err(Failure::say("err-unknown-button")),
        };
        // Outside a server only a board's or a history's pages (and a past
        // game's export) can be clicked: nothing else is drawn there.
        let guild = c.guild_id.map(|g| g.get() as i64);
        // A daily try's panel too: it is played wherever the app is installed.
        if guild.is_none() && !click.works_outside_a_server() {
            return Err(Failure::say("err-guild-only"));
        }
        // Lobby and leaderboard clicks redraw the message they came from: only
        // a message drawn for that (one of the same kind, of the same game) may be.
        if click.redraws_its_message() && !drawn_for(c, &click) {
            return Err(Failure::say("err-unknown-button"));
        }
        let k = Clicked {
            ctx,
            c,
            user: user_of(&c.user),
            lang: Lang::from_locale(&c.locale),
            public: public_lang(c.guild_locale.as_deref()),
            guild,
            on_panel: on_panel(c),
            shown: match panel_of(c) {
                Some(game) if on_panel(c) => self.bot.sessions.shown_on(game, user_of(&c.user), c.message.id.get()),
                _ => Some(c.message.attachments.iter().map(|a| a.filename.clone()).collect()),
            },
            answered: Default::default(),
            panel: panel_of(c),
            sessions: &self.bot.sessions,
            on_message: crate::discord::context::custom_ids(&c.message.components)
                .filter_map(Click::parse)
                .map(|click| click.any())
                .collect(),
        };
        match click {
            Click::Lobby(LobbyClick { game, verb }) => self.lobby(&k, game, verb).await,
            Click::Hand(MyHand { game, .. }) => self.show_hand(&k, game).await,
            Click::Act(CardMove {
                game,
                version,
                round,
                choice,
            }) => self.act(&k, game, version, round, choice).await,
            Click::Dice(DiceMove {
                game,
                version,
                round,
                choice,
            }) => self.act_dice(&k, game, version, round, choice).await,
            Click::Rematch(Rematch { game }) => self.rematch(&k, game).await,
            Click::History(HistoryPage { user, kind, page }) => {
                // Outside a server, history spans every server: it is only
                // ever the clicker's own, whatever the button says.
                let user = if guild.is_none() { k.user } else { user };
                let screen = self.history_page(user, kind, i64::from(page), guild, k.lang).await?;
                k.update(screen, true).await
            }
            Click::Export(Export { game }) => self.export(&k, game).await,
            Click::Suggest(Suggest { game, .. }) => self.suggest(&k, game).await,
            Click::Pings(PingsSwitch { on }) => self.set_pings(&k, on).await,
            Click::Board(ask) => {
                let screen = self.board(ask, guild, k.public).await?;
                k.update(screen, false).await
            }
            Click::Daily(DailyClick::Share { game }) => self.daily_share(&k, game).await,
            Click::Daily(DailyClick::Board(ask)) => self.daily_board_click(&k, ask).await,
            Click::Daily(DailyClick::Result { game }) => self.daily_result(&k, game).await,
            Click::Daily(DailyClick::Mine { kind, day }) => self.daily_mine(&k, kind, day).await,
            Click::Daily(DailyClick::Play { kind }) => self.daily_play(&k, kind).await,
            Click::Daily(DailyClick::Rating { kind, page }) => self.daily_rating_click(&k, kind, page).await,
            Click::Replay(ReplayStop { game, stop, seat, .. }) => self.replay(&k, game, stop, seat).await,
            Click::ReplaySeat(ReplaySeat { game, stop }) => self.replay_seat(&k, game, stop).await,
            Click::Analyse(Analyse { game }) => self.analyse(&k, game).await,
            Click::Night(NightClick { night, verb }) => self.night_click(&k, night, verb).await,
            Click::Launch(Launch { game }) => self.launch(&k, game).await,
        }
    }
}
