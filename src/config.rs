//! `Config::from_env`: the one place that reads settings from the environment
//! (after `.env` is loaded). A bad or missing setting is one clear line.

use std::fmt;

/// Settings of a running bot.
#[derive(Clone)]
pub struct Config {
    pub discord_token: String,
    pub database_url: String,
}

/// The default SQLite file, created if missing.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://wizard-bot.db";

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("missing {0}: set it in the environment or in .env (see .env.example)")]
    Missing(&'static str),
    #[error("invalid {key}: {why}")]
    Invalid { key: &'static str, why: String },
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
        let database_url = get("DATABASE_URL")
            .filter(|u| !u.trim().is_empty())
            .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string());
        if !database_url.starts_with("sqlite:") {
            return Err(ConfigError::Invalid {
                key: "DATABASE_URL",
                why: "must be a sqlite: URL".into(),
            });
        }
        Ok(Config {
            discord_token,
            database_url,
        })
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
            .field("database_url", &self.database_url)
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
    }

    #[test]
    fn non_sqlite_database_url_is_invalid() {
        let err = Config::from_lookup(|k| match k {
            "DISCORD_TOKEN" => Some("t".into()),
            "DATABASE_URL" => Some("postgres://x".into()),
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
