//! The router: every slash command (its definition and, by name, the
//! feature that answers it, given a `Commanded`) and every kind of click (by
//! its `Click`, to the feature that answers it, given a `Clicked`), each
//! listed once. Each returns what went wrong to the one answer point.

use std::sync::atomic::Ordering;

use serenity::all::{CommandInteraction, ComponentInteraction, Context};

use crate::discord::Bot;
use crate::discord::answer::Failure;
use crate::discord::commands::options_of;
use crate::discord::context::Answer;
use crate::discord::context::{Clicked, Commanded, on_panel};
use crate::discord::context::{Result, user_of};
use crate::discord::custom_id::{
    Analyse, CardMove, Click, DailyClick, DiceMove, Export, HistoryPage, IdError, Launch, LobbyClick, MyHand,
    NightClick, PingsSwitch, Rematch, ReplaySeat, ReplayStop, Suggest,
};
use crate::discord::handler::Handler;
use crate::discord::handler::{drawn_for, panel_of};
use crate::discord::public_lang;
use crate::discord::{
    Storage, activity, boards, cards, daily, deliver, dice, lobby, nights, pings, replay, seat, settings, turns,
};
use crate::league::ServerSettings;
use crate::table::GameKind;
use crate::text::catalogue::Lang;
use std::sync::Arc;

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
        crate::discord::turns::definition(),
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
            Some(g) => settings::server_settings(&self.bot, g).await,
            None => ServerSettings::default(),
        };
        let public = public_lang(Some(settings.language.as_deref().unwrap_or(&c.locale)));
        let k = Commanded {
            http: ctx.http.clone(),
            c,
            options,
            user,
            lang,
            public,
            guild,
        };
        let bot = &self.bot;
        let answer = match (c.data.name.as_str(), sub) {
            ("wizard", Some("new")) => lobby::commands::new_table(bot, &k, GameKind::Wizard, &settings).await,
            ("dice", Some("new")) => lobby::commands::new_table(bot, &k, GameKind::Dice, &settings).await,
            ("wizard" | "dice", Some(verb @ ("leave" | "cancel"))) => {
                lobby::commands::leave_or_cancel(bot, &k, verb, settings.cancel_by).await
            }
            ("leaderboard", _) => boards::commands::leaderboard_command(bot, &k).await,
            ("stats", _) => boards::commands::stats_command(bot, &k).await,
            ("history", _) => boards::commands::history_command(bot, &k).await,
            ("daily", _) => daily::clicks::daily(bot, &k).await,
            ("event", Some("new")) => nights::clicks::new_night(bot, &k, &settings).await,
            ("rules", _) => boards::commands::rules_command(bot, &k).await,
            ("settings", _) => settings::settings_command(bot, &k, settings).await,
            ("turns", _) => turns::turns_command(bot, &k).await,
            _ => Err(Failure::say("err-unknown-command")),
        }?;
        deliver::command(ctx, &k, answer).await
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
            http: ctx.http.clone(),
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
            panel: panel_of(c),
            sessions: &self.bot.sessions,
            on_message: crate::discord::context::custom_ids(&c.message.components)
                .filter_map(Click::parse)
                .map(|click| click.any())
                .collect(),
        };
        let answer = answer_click(&self.bot, &k, click).await?;
        deliver::click(&self.bot, ctx, &k, answer).await
    }
}

/// What a click is answered with, by the feature its kind belongs to
/// (each kind once): a value, which the edge sends (`deliver.rs`).
pub(super) async fn answer_click<S: Storage>(bot: &Arc<Bot<S>>, k: &Clicked<'_>, click: Click) -> Result<Answer> {
    let guild = k.guild;
    match click {
        Click::Lobby(LobbyClick { game, verb }) => lobby::clicks::lobby(bot, k, game, verb).await,
        Click::Hand(MyHand { game, .. }) => seat::my_hand(bot, k, game).await,
        Click::Act(CardMove {
            game,
            version,
            round,
            choice,
        }) => cards::clicks::act(bot, k, game, version, round, choice).await,
        Click::Dice(DiceMove {
            game,
            version,
            round,
            choice,
        }) => dice::clicks::act_dice(bot, k, game, version, round, choice).await,
        Click::Rematch(Rematch { game }) => lobby::clicks::rematch(bot, k, game).await,
        Click::History(HistoryPage { user, kind, page }) => {
            // Outside a server, history spans every server: it is only
            // ever the clicker's own, whatever the button says.
            let user = if guild.is_none() { k.user } else { user };
            boards::commands::history_page(bot, user, kind, i64::from(page), guild, k.lang)
                .await
                .map(|screen| Answer::Update { screen, private: true })
        }
        Click::Export(Export { game }) => replay::export::export(bot, k, game).await,
        Click::Suggest(Suggest { game, .. }) => cards::clicks::suggest(bot, k, game).await,
        Click::Pings(PingsSwitch { on }) => pings::set_pings(bot, k, on).await,
        Click::Board(ask) => boards::commands::board(bot, ask, guild, k.public)
            .await
            .map(|screen| Answer::Update { screen, private: false }),
        Click::Daily(DailyClick::Share { game }) => daily::clicks::daily_share(bot, k, game).await,
        Click::Daily(DailyClick::Board(ask)) => daily::clicks::daily_board_click(bot, k, ask).await,
        Click::Daily(DailyClick::Result { game }) => daily::clicks::daily_result(bot, k, game).await,
        Click::Daily(DailyClick::Mine { kind, day }) => daily::clicks::daily_mine(bot, k, kind, day).await,
        Click::Daily(DailyClick::Play { kind }) => daily::clicks::daily_play(bot, k, kind).await,
        Click::Daily(DailyClick::Rating { kind, page }) => daily::clicks::daily_rating_click(bot, k, kind, page).await,
        Click::Replay(ReplayStop { game, stop, seat, .. }) => replay::clicks::replay(bot, k, game, stop, seat).await,
        Click::ReplaySeat(ReplaySeat { game, stop }) => replay::clicks::replay_seat(bot, k, game, stop).await,
        Click::Analyse(Analyse { game }) => replay::clicks::analyse(bot, k, game).await,
        Click::Night(NightClick { night, verb }) => nights::clicks::night_click(bot, k, night, verb).await,
        Click::Launch(Launch { .. }) => activity::launch(bot),
        Click::Turns(c) => turns::clicks::click(bot, k, c).await,
    }
}
