//! The slash-command router: each command by name to the feature that
//! answers it (`lobby/commands.rs`, `boards/commands.rs`, `settings.rs`,
//! `daily/`, `nights/`), with what every command is given (`Commanded`).
//! Each returns what went wrong to the one answer point.

use serenity::all::{CommandDataOption, CommandInteraction, Context};

use crate::discord::Storage;
use crate::discord::answer::Failure;
use crate::discord::commands::{kind_opt, options_of, string_opt};
use crate::discord::handler::{Handler, Result, user_of};
use crate::discord::public_lang;
use crate::league::ServerSettings;
use crate::table::GameKind;
use crate::text::catalogue::Lang;

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
            ("leaderboard", _) => self.leaderboard_command(&k).await,
            ("stats", _) => self.stats_command(&k).await,
            ("history", _) => self.history_command(&k).await,
            ("daily", _) => self.daily(ctx, c, options, guild, lang, public).await,
            ("event", Some("new")) => self.new_night(ctx, c, options, on_server()?, &settings, public).await,
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
