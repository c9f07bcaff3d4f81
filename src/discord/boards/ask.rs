//! The leaderboards' part of the click id format: which board a page button
//! shows (`lb:` + game, scope, order, page, season), a page of `/history`,
//! and the words ids use for a game, a scope, an order and a season.

use crate::league::SortBy;
use crate::league::season::Season;
use crate::table::GameKind;

/// What a leaderboard shows: its game, server or all, order, season and page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardAsk {
    pub kind: GameKind,
    pub global: bool,
    pub sort: SortBy,
    pub season: Season,
    pub page: u32,
}

impl BoardAsk {
    pub(in crate::discord) fn code(&self) -> String {
        format!(
            "{}:{}:{}:{}:{}",
            self.kind.as_str(),
            if self.global { "all" } else { "server" },
            sort_name(self.sort),
            self.page,
            season_name(self.season)
        )
    }

    pub(in crate::discord) fn parse(parts: &[&str]) -> Option<BoardAsk> {
        let [kind, scope, sort, page, season] = parts else {
            return None;
        };
        Some(BoardAsk {
            kind: parse_kind(kind)?,
            global: parse_global(scope)?,
            sort: parse_sort(sort)?,
            season: parse_season(season)?,
            page: page.parse().ok()?,
        })
    }
}

/// A game's kind as ids write it (`GameKind::as_str`).
pub(in crate::discord) fn parse_kind(s: &str) -> Option<GameKind> {
    match s {
        "wizard" => Some(GameKind::Wizard),
        "dice" => Some(GameKind::Dice),
        _ => None,
    }
}

/// A board's scope as ids write it: everyone's (`all`) or this server's.
pub(in crate::discord) fn parse_global(s: &str) -> Option<bool> {
    match s {
        "all" => Some(true),
        "server" => Some(false),
        _ => None,
    }
}

pub fn season_name(season: Season) -> &'static str {
    match season {
        Season::AllTime => "all",
        Season::Current => "current",
        Season::Previous => "previous",
    }
}

pub fn parse_season(s: &str) -> Option<Season> {
    match s {
        "all" => Some(Season::AllTime),
        "current" => Some(Season::Current),
        "previous" => Some(Season::Previous),
        _ => None,
    }
}

pub fn sort_name(sort: SortBy) -> &'static str {
    match sort {
        SortBy::Rating => "rating",
        SortBy::Wins => "wins",
        SortBy::Points => "points",
        SortBy::Average => "average",
    }
}

pub fn parse_sort(s: &str) -> Option<SortBy> {
    match s {
        "rating" => Some(SortBy::Rating),
        "wins" => Some(SortBy::Wins),
        "points" => Some(SortBy::Points),
        "average" => Some(SortBy::Average),
        _ => None,
    }
}

impl BoardAsk {
    pub const PREFIX: &str = "lb";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<BoardAsk> {
        match rest {
            // Boards drawn before seasons counted all time.
            [kind, scope, sort, page] => BoardAsk::parse(&[kind, scope, sort, page, "all"]),
            _ => BoardAsk::parse(rest),
        }
    }
}

impl crate::discord::parts::Clicks for BoardAsk {
    fn body(&self) -> String {
        format!("{}:{}", Self::PREFIX, self.code())
    }
}

/// A page (0-based) of `user`'s finished games of `kind` (`/history`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryPage {
    pub user: i64,
    pub kind: GameKind,
    pub page: u32,
}

impl HistoryPage {
    pub const PREFIX: &str = "hi";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<HistoryPage> {
        let [user, kind, page] = rest else { return None };
        Some(HistoryPage {
            user: user.parse().ok()?,
            kind: parse_kind(kind)?,
            page: page.parse().ok()?,
        })
    }
}

impl crate::discord::parts::Clicks for HistoryPage {
    fn body(&self) -> String {
        format!("{}:{}:{}:{}", Self::PREFIX, self.user, self.kind.as_str(), self.page)
    }
}
