//! A server's settings in words, as `/settings` says them: one line each.

use crate::league::season::SeasonLength;
use crate::league::{ServerSettings, Setting};
use crate::t;
use crate::table::{CancelRule, GameKind, TableOptions};
use crate::text::catalogue::Lang;
use crate::text::options::choices;

/// One of a server's settings in words.
pub fn setting_text(s: &ServerSettings, which: Setting, lang: Lang) -> String {
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
        Setting::DailyRecap => match (s.daily_recap, s.daily_recap_gone) {
            (Some(channel), _) => t!(lang, "settings-recap-on", channel = format!("<#{channel}>")),
            (None, Some(channel)) => t!(lang, "settings-recap-gone", channel = format!("<#{channel}>")),
            (None, None) => t!(lang, "settings-recap-off"),
        },
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
    let chosen = choices(kind, o, lang);
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
