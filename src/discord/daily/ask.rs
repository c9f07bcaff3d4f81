//! The daily challenge's clicks and their part of the click id format
//! (`dy:`): a try shared or reopened, which board a page button shows
//! (`dy:b:` + game, day, day or week, scope, page), a closed day's own try,
//! a recap's "Play", the rating's pages.

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
    pub(in crate::discord) fn code(&self) -> String {
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

/// A click of the daily challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DailyClick {
    /// A finished try's result, posted in the channel by its player.
    Share { game: i64 },
    /// A daily challenge's board.
    Board(DailyAsk),
    /// Back from a board to the clicker's finished try.
    Result { game: i64 },
    /// On a closed day's board: the clicker's own try of that day.
    Mine { kind: GameKind, day: i64 },
    /// On a daily recap: the clicker's try at today's challenge of `kind`, privately.
    Play { kind: GameKind },
    /// The daily rating's board of `kind`, page `page` (0-based).
    Rating { kind: GameKind, page: u32 },
}

impl DailyClick {
    pub const PREFIX: &str = "dy";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<DailyClick> {
        Some(match rest {
            ["s", game] => DailyClick::Share {
                game: game.parse().ok()?,
            },
            ["b", ask @ ..] => DailyClick::Board(DailyAsk::parse(ask)?),
            ["r", game] => DailyClick::Result {
                game: game.parse().ok()?,
            },
            ["m", kind, day] => DailyClick::Mine {
                kind: parse_kind(kind)?,
                day: day.parse().ok()?,
            },
            ["p", kind] => DailyClick::Play {
                kind: parse_kind(kind)?,
            },
            ["g", kind, page] => DailyClick::Rating {
                kind: parse_kind(kind)?,
                page: page.parse().ok()?,
            },
            _ => return None,
        })
    }

    /// The kind of message it belongs to (`dy:b` for any daily board; the
    /// rating's is one of them, reached from the day's board and back).
    pub(in crate::discord) fn kind(&self) -> String {
        match self {
            DailyClick::Share { game } => format!("{}:s:{game}", Self::PREFIX),
            DailyClick::Result { game } => format!("{}:r:{game}", Self::PREFIX),
            DailyClick::Board(_) | DailyClick::Rating { .. } => format!("{}:b", Self::PREFIX),
            DailyClick::Mine { .. } => format!("{}:m", Self::PREFIX),
            DailyClick::Play { .. } => format!("{}:p", Self::PREFIX),
        }
    }
}

impl crate::discord::parts::Clicks for DailyClick {
    fn body(&self) -> String {
        let rest = match self {
            DailyClick::Share { game } => format!("s:{game}"),
            DailyClick::Board(ask) => format!("b:{}", ask.code()),
            DailyClick::Result { game } => format!("r:{game}"),
            DailyClick::Mine { kind, day } => format!("m:{}:{day}", kind.as_str()),
            DailyClick::Play { kind } => format!("p:{}", kind.as_str()),
            DailyClick::Rating { kind, page } => format!("g:{}:{page}", kind.as_str()),
        };
        format!("{}:{rest}", Self::PREFIX)
    }
}
