//! A server's settings (`/settings`), typed: loaded at once, saved at once,
//! each change logged with who made it. Stored as one row per setting under
//! `guild:{id}:{name}`, in words an operator can read.

use std::collections::HashMap;

use super::season::SeasonLength;
use crate::table::{CancelRule, GameKind, TURN_SECS, TableOptions};

/// What a server chose for its tables and boards; every field has the
/// default a server that chose nothing gets.
#[derive(Clone, Debug, PartialEq)]
pub struct ServerSettings {
    /// The language its tables speak (a catalogue code); `None`: each host's.
    pub language: Option<String>,
    /// Seconds per decision at new tables; `None`: each game's own.
    pub turn_secs: Option<u32>,
    /// How long its seasons last.
    pub season: SeasonLength,
    /// What new card-game tables start with; `None`: the game's own options.
    pub wizard_defaults: Option<TableOptions>,
    /// What new dice tables start with; `None`: the game's own options.
    pub dice_defaults: Option<TableOptions>,
    /// Whether new games open a thread.
    pub threads: bool,
    /// Whether people are pinged when their turn comes (each may choose otherwise).
    pub pings: bool,
    /// Who besides managers may cancel its games.
    pub cancel_by: CancelRule,
    /// Whether games that allowed hints count for ratings.
    pub hint_games_rated: bool,
    /// Whether anyone may plan game nights (else members with Manage Events or Manage Server).
    pub events_by_anyone: bool,
    /// The channel the daily recap is posted in at rollover; `None`: no recap.
    pub daily_recap: Option<i64>,
    /// The recap's channel that Discord said is gone (deleted, or out of
    /// the bot's sight for good): the recap stopped there, and `/settings`
    /// says so until someone chooses a channel again.
    pub daily_recap_gone: Option<i64>,
}

impl Default for ServerSettings {
    fn default() -> ServerSettings {
        ServerSettings {
            language: None,
            turn_secs: None,
            season: SeasonLength::Month,
            wizard_defaults: None,
            dice_defaults: None,
            threads: true,
            pings: true,
            cancel_by: CancelRule::Host,
            hint_games_rated: true,
            events_by_anyone: false,
            daily_recap: None,
            daily_recap_gone: None,
        }
    }
}

/// One setting, as `/settings` changes them one by one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    TurnTime,
    Language,
    Season,
    Defaults(GameKind),
    Threads,
    Pings,
    CancelBy,
    HintGames,
    EventsBy,
    DailyRecap,
}

impl Setting {
    /// Every setting, in the order `/settings` says them: what a table
    /// speaks and how long it lasts first.
    pub const ALL: [Setting; 11] = [
        Setting::Language,
        Setting::Season,
        Setting::TurnTime,
        Setting::Defaults(GameKind::Wizard),
        Setting::Defaults(GameKind::Dice),
        Setting::Threads,
        Setting::Pings,
        Setting::CancelBy,
        Setting::HintGames,
        Setting::EventsBy,
        Setting::DailyRecap,
    ];

    /// Its name in the stored key.
    fn name(self) -> String {
        match self {
            Setting::TurnTime => "turn_time".into(),
            Setting::Language => "language".into(),
            Setting::Season => "season".into(),
            Setting::Defaults(kind) => format!("defaults:{}", kind.as_str()),
            Setting::Threads => "threads".into(),
            Setting::Pings => "pings".into(),
            Setting::CancelBy => "cancel_by".into(),
            Setting::HintGames => "hint_games".into(),
            Setting::EventsBy => "events_by".into(),
            Setting::DailyRecap => "daily_recap".into(),
        }
    }

    /// Where a server keeps it.
    pub fn key(self, guild: i64) -> String {
        format!("{}{}", prefix(guild), self.name())
    }
}

/// What every stored key of a server's settings starts with.
pub fn prefix(guild: i64) -> String {
    format!("guild:{guild}:")
}

/// A stored value that does not read (left at its default, and said why).
#[derive(Clone, Debug, PartialEq)]
pub struct UnreadableSetting {
    pub key: String,
    pub why: String,
}

fn on_off(on: bool) -> String {
    if on { "on" } else { "off" }.into()
}

impl ServerSettings {
    /// The stored (key, value) of each `given` setting, in that order.
    pub fn rows(&self, guild: i64, given: &[Setting]) -> Vec<(String, String)> {
        given.iter().map(|&w| (w.key(guild), self.value(w))).collect()
    }

    /// A setting as stored.
    pub fn value(&self, which: Setting) -> String {
        match which {
            Setting::TurnTime => self.turn_secs.map_or_else(|| "game".into(), |s| s.to_string()),
            Setting::Language => self.language.clone().unwrap_or_else(|| "host".into()),
            Setting::Season => self.season.as_setting(),
            Setting::Defaults(kind) => {
                let o = self
                    .defaults(kind)
                    .cloned()
                    .unwrap_or_else(|| TableOptions::defaults(kind));
                serde_json::to_string(&o).unwrap_or_default()
            }
            Setting::Threads => on_off(self.threads),
            Setting::Pings => on_off(self.pings),
            Setting::CancelBy => self.cancel_by.as_setting().into(),
            Setting::HintGames => if self.hint_games_rated { "rated" } else { "unrated" }.into(),
            Setting::EventsBy => if self.events_by_anyone { "anyone" } else { "managers" }.into(),
            Setting::DailyRecap => match (self.daily_recap, self.daily_recap_gone) {
                (Some(c), _) => c.to_string(),
                (None, Some(c)) => format!("gone:{c}"),
                (None, None) => "off".into(),
            },
        }
    }

    /// The settings stored under `rows` (key → value, other servers' keys
    /// ignored). A value that does not read leaves its setting at the
    /// default and is returned, so the caller can say so once.
    pub fn from_rows(guild: i64, rows: &HashMap<String, String>) -> (ServerSettings, Vec<UnreadableSetting>) {
        let mut s = ServerSettings::default();
        let mut unreadable = Vec::new();
        for which in Setting::ALL {
            let key = which.key(guild);
            let Some(v) = rows.get(&key) else { continue };
            if let Err(why) = s.read(which, v) {
                unreadable.push(UnreadableSetting { key, why });
            }
        }
        (s, unreadable)
    }

    /// Reads one stored value into its setting.
    fn read(&mut self, which: Setting, v: &str) -> Result<(), String> {
        let word = |ok: &[&str]| {
            if ok.contains(&v) {
                Ok(())
            } else {
                Err(format!("`{v}` is not one of {}", ok.join(", ")))
            }
        };
        match which {
            Setting::TurnTime => {
                self.turn_secs = match v {
                    "game" => None,
                    n => match n.parse::<u32>() {
                        Ok(secs) if TURN_SECS.contains(&i64::from(secs)) => Some(secs),
                        _ => return Err(format!("`{n}` is not game or a turn time in seconds")),
                    },
                }
            }
            // Which codes exist is the catalogue's to say (the Discord layer
            // checks a choice against it); an unknown one speaks the host's.
            Setting::Language => self.language = (v != "host").then(|| v.to_string()),
            Setting::Season => {
                self.season =
                    SeasonLength::parse_setting(v).ok_or_else(|| format!("`{v}` is not month or a number of days"))?
            }
            Setting::Defaults(kind) => {
                let o = serde_json::from_str::<TableOptions>(v).map_err(|e| e.to_string())?;
                *self.defaults_mut(kind) = Some(o);
            }
            Setting::Threads => {
                word(&["on", "off"])?;
                self.threads = v == "on";
            }
            Setting::Pings => {
                word(&["on", "off"])?;
                self.pings = v == "on";
            }
            Setting::CancelBy => {
                self.cancel_by =
                    CancelRule::parse_setting(v).ok_or_else(|| format!("`{v}` is not host, managers or players"))?
            }
            Setting::HintGames => {
                word(&["rated", "unrated"])?;
                self.hint_games_rated = v == "rated";
            }
            Setting::EventsBy => {
                word(&["managers", "anyone"])?;
                self.events_by_anyone = v == "anyone";
            }
            Setting::DailyRecap => {
                let channel = |c: &str| {
                    c.parse()
                        .map_err(|_| format!("`{c}` is not off, a channel id or gone:id"))
                };
                (self.daily_recap, self.daily_recap_gone) = match v {
                    "off" => (None, None),
                    c => match c.strip_prefix("gone:") {
                        Some(c) => (None, Some(channel(c)?)),
                        None => (Some(channel(c)?), None),
                    },
                }
            }
        }
        Ok(())
    }

    /// What new tables of `kind` start with, as the server chose (turn time apart).
    pub fn defaults(&self, kind: GameKind) -> Option<&TableOptions> {
        match kind {
            GameKind::Wizard => self.wizard_defaults.as_ref(),
            GameKind::Dice => self.dice_defaults.as_ref(),
        }
    }

    pub fn defaults_mut(&mut self, kind: GameKind) -> &mut Option<TableOptions> {
        match kind {
            GameKind::Wizard => &mut self.wizard_defaults,
            GameKind::Dice => &mut self.dice_defaults,
        }
    }

    /// New tables' options of `kind`: the server's defaults with its turn time.
    pub fn table_options(&self, kind: GameKind) -> TableOptions {
        let game = TableOptions::defaults(kind);
        let mut o = self.defaults(kind).cloned().unwrap_or_else(|| game.clone());
        o.turn_secs = self.turn_secs.unwrap_or(game.turn_secs);
        o
    }
}
