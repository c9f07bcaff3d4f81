//! The names of what is measured, each recorded where it happens (with the
//! `metrics` crate's macros) and served by `monitor.rs`. A floor of its own:
//! the layers that record a figure need not know the server that shows it.

pub const INTERACTIONS: &str = "wizard_interactions_total";
pub const INTERACTION_SECONDS: &str = "wizard_interaction_seconds";
pub const BOT_TOKEN_REQUESTS: &str = "wizard_bot_token_requests_total";
pub const RATE_LIMITED: &str = "wizard_discord_429_total";
pub const COMMIT_SECONDS: &str = "wizard_storage_commit_seconds";
pub const GAMES_RUNNING: &str = "wizard_games_running";
pub const UNREADABLE_DISPATCHES: &str = "wizard_unreadable_dispatches_total";
pub const UNREADABLE_ANSWERS: &str = "wizard_unreadable_answers_total";
