//! `Config::from_env`: the one place that reads settings from the environment
//! (after `.env` is loaded). A bad or missing setting is one clear line.

use std::fmt;

use crate::table::shards::Shards;

/// Settings of a running bot.
#[derive(Clone)]
pub struct Config {
    pub discord_token: String,
    pub database_url: String,
    /// Register slash commands only in this server (instant updates while developing).
    pub dev_guild_id: Option<u64>,
    /// Another Discord-compatible API base (the end-to-end tests' fake); unset in production.
    pub api_base: Option<String>,
    /// The pause before each computer player's move, so people can follow
    /// them (`COMPUTER_PACE_MS`, default 700; 0 plays them at once).
    pub computer_pace: std::time::Duration,
    /// Whether tables, dice and Pages are shown as pictures too (`PICTURES`,
    /// `on` by default; `off` keeps the text alone, for a host short of CPU).
    pub pictures: bool,
    /// Whether the bot keeps its own emoji at Discord and shows cards and
    /// dice with them (`APP_EMOJI`, on unless `off`).
    pub app_emoji: bool,
    /// The gateway shards this process runs, and so the games it drives
    /// (`SHARDS=FIRST-LAST/TOTAL`); `None`: every shard Discord recommends.
    pub shards: Option<Shards>,
    /// Bot-token requests a second for the whole bot (`REQUEST_BUDGET`,
    /// default 45); each process keeps to its shards' share of it.
    pub request_budget: u32,
    /// The least time between two updates of a table's public message
    /// (`TABLE_EDIT_GAP_MS`, default 1250); moves in between show together.
    pub table_edit_gap: std::time::Duration,
    /// How long a person whose turn came may take before a message pings
    /// them (`TURN_PING_AFTER_MS`, default 5000; 0: never).
    pub turn_ping_after: Option<std::time::Duration>,
    /// How often the daily rollover looks at the clock (30 s; not read from
    /// the environment: tests that move the clock look more often, the
    /// others run without it). `None`: no rollover in this process.
    pub rollover_every: Option<std::time::Duration>,
    /// Where `/healthz` and `/metrics` are served (`METRICS_ADDR`, such as
    /// `127.0.0.1:9100`); `None`: not served.
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// Where the table's web page is served (`WEB_ADDR`, such as
    /// `127.0.0.1:8080`); `None`: no page, no links to it.
    pub web_addr: Option<std::net::SocketAddr>,
    /// The page's public address, as players reach it (`WEB_PUBLIC_URL`, an
    /// HTTPS address in front of `WEB_ADDR`); unset: `http://` and `WEB_ADDR`.
    pub web_public_url: Option<String>,
    /// Where the other processes reach this one's page (`WEB_INTERNAL_URL`,
    /// several processes on one database): a page served by a process that
    /// does not drive its game forwards to the one that does. Unset:
    /// `http://` and `WEB_ADDR` (loopback when it is bound to every address).
    pub web_internal_url: Option<String>,
    /// The application's OAuth2 client id and secret (`DISCORD_CLIENT_ID`,
    /// `DISCORD_CLIENT_SECRET`): with both and `WEB_ADDR`, the table is also
    /// a Discord Activity (#64). The secret is never logged nor sent to a page.
    pub discord_client_id: Option<String>,
    pub discord_client_secret: Option<String>,
    /// What the page's links are signed with (`WEB_SECRET`); unset: derived
    /// from the secret the bot keeps in its database (the same on every process).
    pub web_secret: Option<String>,
    /// Fixes the deals and dice (tests only: a failing end-to-end test names
    /// its seed so the run can be repeated). `from_env` never sets it, so a
    /// running bot's chance cannot be predicted from its settings.
    pub chance_seed: Option<u64>,
}

/// Bot-token requests a second for the whole bot (Discord allows 50).
pub const DEFAULT_REQUEST_BUDGET: u32 = 45;

/// The default pause before a computer player's move.
pub const DEFAULT_COMPUTER_PACE_MS: u64 = 700;

/// The default SQLite file, created if missing.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://wizard-bot.db";

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("missing {0}: set it in the environment or in .env (see .env.example)")]
    Missing(&'static str),
    #[error("invalid {key}: {why}")]
    Invalid { key: &'static str, why: String },
}

/// `DATABASE_URL`, or the default SQLite file.
fn database_url_from(get: &impl Fn(&str) -> Option<String>) -> Result<String, ConfigError> {
    let database_url = get("DATABASE_URL")
        .filter(|u| !u.trim().is_empty())
        .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string());
    let known = ["sqlite:", "postgres://", "postgresql://"];
    if !known.iter().any(|scheme| database_url.starts_with(scheme)) {
        return Err(ConfigError::Invalid {
            key: "DATABASE_URL",
            why: "must be a sqlite: or postgres:// URL".into(),
        });
    }
    Ok(database_url)
}

impl Config {
    /// Reads the settings through `get` (the process environment in production).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let discord_token = get("DISCORD_TOKEN")
            .filter(|t| !t.trim().is_empty())
            .ok_or(ConfigError::Missing("DISCORD_TOKEN"))?;
        if discord_token.chars().any(char::is_whitespace) {
            return Err(ConfigError::Invalid {
                key: "DISCORD_TOKEN",
                why: "contains white space".into(),
            });
        }
        let database_url = database_url_from(&get)?;
        let dev_guild_id = match get("DEV_GUILD_ID").filter(|v| !v.trim().is_empty()) {
            None => None,
            Some(v) => Some(
                v.trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|&id| id > 0)
                    .ok_or_else(|| ConfigError::Invalid {
                        key: "DEV_GUILD_ID",
                        why: format!("`{v}` is not a server id"),
                    })?,
            ),
        };
        let api_base = match get("DISCORD_API_BASE").filter(|v| !v.trim().is_empty()) {
            None => None,
            Some(v) if v.starts_with("http://") || v.starts_with("https://") => {
                Some(v.trim_end_matches('/').to_string())
            }
            Some(v) => {
                return Err(ConfigError::Invalid {
                    key: "DISCORD_API_BASE",
                    why: format!("`{v}` is not an http(s) URL"),
                });
            }
        };
        let pace_ms = match get("COMPUTER_PACE_MS").filter(|v| !v.trim().is_empty()) {
            None => DEFAULT_COMPUTER_PACE_MS,
            Some(v) => v
                .trim()
                .parse::<u64>()
                .ok()
                .filter(|&ms| ms <= 10_000)
                .ok_or_else(|| ConfigError::Invalid {
                    key: "COMPUTER_PACE_MS",
                    why: format!("`{v}` is not a number of milliseconds from 0 to 10000"),
                })?,
        };
        // A switch, on unless `off`.
        let on_off = |key: &'static str| -> Result<bool, ConfigError> {
            match get(key).map(|v| v.trim().to_ascii_lowercase()).as_deref() {
                None | Some("") | Some("on") => Ok(true),
                Some("off") => Ok(false),
                Some(v) => Err(ConfigError::Invalid {
                    key,
                    why: format!("`{v}` is not on or off"),
                }),
            }
        };
        let pictures = on_off("PICTURES")?;
        let app_emoji = on_off("APP_EMOJI")?;
        let shards = match get("SHARDS").filter(|v| !v.trim().is_empty()) {
            None => None,
            Some(v) => Some(Shards::parse(&v).map_err(|why| ConfigError::Invalid { key: "SHARDS", why })?),
        };
        let number = |key: &'static str, default: u64, max: u64| -> Result<u64, ConfigError> {
            match get(key).filter(|v| !v.trim().is_empty()) {
                None => Ok(default),
                Some(v) => v
                    .trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n <= max)
                    .ok_or_else(|| ConfigError::Invalid {
                        key,
                        why: format!("`{v}` is not a number from 0 to {max}"),
                    }),
            }
        };
        let request_budget = number("REQUEST_BUDGET", u64::from(DEFAULT_REQUEST_BUDGET), 50)?.max(1) as u32;
        let table_edit_gap = std::time::Duration::from_millis(number("TABLE_EDIT_GAP_MS", 1_250, 10_000)?);
        let turn_ping_after = match number("TURN_PING_AFTER_MS", 5_000, 600_000)? {
            0 => None,
            ms => Some(std::time::Duration::from_millis(ms)),
        };
        // An address to serve on, when set: `example` shows its form.
        let address = |key: &'static str, example: &str| -> Result<Option<std::net::SocketAddr>, ConfigError> {
            match get(key).filter(|v| !v.trim().is_empty()) {
                None => Ok(None),
                Some(v) => v.trim().parse().map(Some).map_err(|_| ConfigError::Invalid {
                    key,
                    why: format!("`{v}` is not an address and port such as {example}"),
                }),
            }
        };
        let metrics_addr = address("METRICS_ADDR", "127.0.0.1:9100")?;
        let web_addr = address("WEB_ADDR", "127.0.0.1:8080")?;
        let url = |key: &'static str, example: &str| match get(key)
            .map(|v| v.trim().trim_end_matches('/').to_string())
            .filter(|v| !v.is_empty())
        {
            Some(v) if !(v.starts_with("https://") || v.starts_with("http://")) => Err(ConfigError::Invalid {
                key,
                why: format!("`{v}` is not an address such as {example}"),
            }),
            other => Ok(other),
        };
        let web_public_url = url("WEB_PUBLIC_URL", "https://wizard.example.org")?;
        let web_internal_url = url("WEB_INTERNAL_URL", "http://10.0.0.2:8080")?;
        let web_secret = get("WEB_SECRET").filter(|v| !v.trim().is_empty());
        let discord_client_id = match get("DISCORD_CLIENT_ID").map(|v| v.trim().to_string()) {
            Some(v) if v.is_empty() => None,
            Some(v) if v.parse::<u64>().is_err() => {
                return Err(ConfigError::Invalid {
                    key: "DISCORD_CLIENT_ID",
                    why: format!("`{v}` is not an application id"),
                });
            }
            other => other,
        };
        let discord_client_secret = get("DISCORD_CLIENT_SECRET")
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty());
        Ok(Config {
            discord_token,
            database_url,
            dev_guild_id,
            api_base,
            computer_pace: std::time::Duration::from_millis(pace_ms),
            pictures,
            app_emoji,
            shards,
            request_budget,
            table_edit_gap,
            turn_ping_after,
            rollover_every: Some(std::time::Duration::from_secs(30)),
            metrics_addr,
            web_addr,
            web_public_url,
            web_internal_url,
            discord_client_id,
            discord_client_secret,
            web_secret,
            chance_seed: None,
        })
    }

    /// The database alone, as the bot would open it (`.env`, then the
    /// environment): for the commands that read it without Discord.
    pub fn database_url_from_env() -> Result<String, ConfigError> {
        let _ = dotenvy::dotenv();
        database_url_from(&|k: &str| std::env::var(k).ok())
    }

    /// Loads `.env` if present, then reads the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        // A missing .env is normal; settings may come from the environment alone.
        let _ = dotenvy::dotenv();
        Config::from_lookup(|k| std::env::var(k).ok())
    }
}

/// Never prints the token, so a config can be logged.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("discord_token", &"<redacted>")
            .field("database_url", &crate::store::redact(&self.database_url))
            .field("dev_guild_id", &self.dev_guild_id)
            .field("api_base", &self.api_base)
            .field("computer_pace", &self.computer_pace)
            .field("pictures", &self.pictures)
            .field("app_emoji", &self.app_emoji)
            .field("shards", &self.shards)
            .field("request_budget", &self.request_budget)
            .field("table_edit_gap", &self.table_edit_gap)
            .field("turn_ping_after", &self.turn_ping_after)
            .field("metrics_addr", &self.metrics_addr)
            .field("web_addr", &self.web_addr)
            .field("web_public_url", &self.web_public_url)
            .field("web_internal_url", &self.web_internal_url)
            .field("discord_client_id", &self.discord_client_id)
            .field(
                "discord_client_key",
                &self.discord_client_secret.as_ref().map(|_| "<redacted>"),
            )
            .field("web_key", &self.web_secret.as_ref().map(|_| "<redacted>"))
            .field("chance_seed", &self.chance_seed)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_token_names_the_variable() {
        let err = Config::from_lookup(|_| None).unwrap_err();
        assert_eq!(err, ConfigError::Missing("DISCORD_TOKEN"));
        assert!(err.to_string().starts_with("missing DISCORD_TOKEN"));
    }

    #[test]
    fn database_url_defaults_and_token_is_never_printed() {
        let cfg = Config::from_lookup(|k| (k == "DISCORD_TOKEN").then(|| "secret.token".to_string())).unwrap();
        assert_eq!(cfg.database_url, DEFAULT_DATABASE_URL);
        assert!(!format!("{cfg:?}").contains("secret"));
        // Nor the page's link secret.
        let cfg = Config::from_lookup(with(&[("DISCORD_TOKEN", "t"), ("WEB_SECRET", "hush-hush")])).unwrap();
        assert_eq!(cfg.web_secret.as_deref(), Some("hush-hush"));
        assert!(!format!("{cfg:?}").contains("hush"));
        // Nor the application's client secret (the Activity's).
        let cfg = Config::from_lookup(with(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_CLIENT_ID", "900000000000000001"),
            ("DISCORD_CLIENT_SECRET", "whisper-7"),
        ]))
        .unwrap();
        assert_eq!(cfg.discord_client_secret.as_deref(), Some("whisper-7"));
        assert!(!format!("{cfg:?}").contains("whisper"));
        let bad = Config::from_lookup(with(&[("DISCORD_TOKEN", "t"), ("WEB_ADDR", "everywhere")]));
        assert!(matches!(bad, Err(ConfigError::Invalid { key: "WEB_ADDR", .. })));
        let bad = Config::from_lookup(with(&[("DISCORD_TOKEN", "t"), ("WEB_PUBLIC_URL", "wizard.example")]));
        assert!(matches!(
            bad,
            Err(ConfigError::Invalid {
                key: "WEB_PUBLIC_URL",
                ..
            })
        ));
    }

    fn with(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |k| pairs.iter().find(|(key, _)| *key == k).map(|(_, v)| v.to_string())
    }

    #[test]
    fn optional_settings_are_read_and_checked() {
        let cfg = Config::from_lookup(with(&[
            ("DISCORD_TOKEN", "t"),
            ("DEV_GUILD_ID", "123456789012345678"),
            ("DISCORD_API_BASE", "http://127.0.0.1:9000/"),
        ]))
        .unwrap();
        assert_eq!(cfg.dev_guild_id, Some(123456789012345678));
        assert_eq!(cfg.api_base.as_deref(), Some("http://127.0.0.1:9000"));
        let bad_guild =
            Config::from_lookup(with(&[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", "my-server")])).unwrap_err();
        assert!(matches!(
            bad_guild,
            ConfigError::Invalid {
                key: "DEV_GUILD_ID",
                ..
            }
        ));
        let bad_base =
            Config::from_lookup(with(&[("DISCORD_TOKEN", "t"), ("DISCORD_API_BASE", "localhost:9")])).unwrap_err();
        assert!(bad_base.to_string().starts_with("invalid DISCORD_API_BASE"));
        let sharded = Config::from_lookup(with(&[("DISCORD_TOKEN", "t"), ("SHARDS", "2-3/4")])).unwrap();
        assert_eq!(sharded.shards, Shards::parse("2-3/4").ok());
        let bad_shards = Config::from_lookup(with(&[("DISCORD_TOKEN", "t"), ("SHARDS", "4/4")])).unwrap_err();
        assert!(bad_shards.to_string().starts_with("invalid SHARDS"), "{bad_shards}");
        let blank = Config::from_lookup(with(&[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", " ")])).unwrap();
        assert_eq!(blank.dev_guild_id, None);
        // The switches: on unless `off`.
        assert!(blank.app_emoji && blank.pictures);
        let off = Config::from_lookup(with(&[("DISCORD_TOKEN", "t"), ("APP_EMOJI", "OFF")])).unwrap();
        assert!(!off.app_emoji && off.pictures);
        let bad = Config::from_lookup(with(&[("DISCORD_TOKEN", "t"), ("APP_EMOJI", "maybe")])).unwrap_err();
        assert!(bad.to_string().starts_with("invalid APP_EMOJI"), "{bad}");
    }

    #[test]
    fn database_url_is_sqlite_or_postgres_and_its_password_is_never_printed() {
        let cfg = Config::from_lookup(with(&[
            ("DISCORD_TOKEN", "t"),
            ("DATABASE_URL", "postgres://bot:hunter2@db:5432/wizard"),
        ]))
        .unwrap();
        assert_eq!(cfg.database_url, "postgres://bot:hunter2@db:5432/wizard");
        assert!(!format!("{cfg:?}").contains("hunter2"));
        let err = Config::from_lookup(|k| match k {
            "DISCORD_TOKEN" => Some("t".into()),
            "DATABASE_URL" => Some("mysql://x".into()),
            _ => None,
        })
        .unwrap_err();
        assert!(matches!(
            err,
            ConfigError::Invalid {
                key: "DATABASE_URL",
                ..
            }
        ));
    }
}
