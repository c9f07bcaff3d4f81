//! The daily boards' part of the click id format: which board a page
//! button shows (`dy:b:` + game, day, day or week, scope, page).

use crate::discord::boards::ask::{parse_global, parse_kind};
use crate::table::GameKind;

/// What a daily board shows: its game, the day (or the week up to it),
/// this server or everyone, and the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyAsk {
    pub kind: GameKind,
    pub day: i64,
    pub week: bool,
    pub global: bool,
    pub page: u32,
}

impl DailyAsk {
    pub(in crate::discord) fn encode(&self) -> String {
        format!(
            "{}:{}:{}:{}:{}",
            self.kind.as_str(),
            self.day,
            if self.week { "week" } else { "day" },
            if self.global { "all" } else { "server" },
            self.page
        )
    }

    pub(in crate::discord) fn parse(parts: &[&str]) -> Option<DailyAsk> {
        let [kind, day, range, scope, page] = parts else {
            return None;
        };
        Some(DailyAsk {
            kind: parse_kind(kind)?,
            day: day.parse().ok()?,
            week: match *range {
                "week" => true,
                "day" => false,
                _ => return None,
            },
            global: parse_global(scope)?,
            page: page.parse().ok()?,
        })
    }
}
