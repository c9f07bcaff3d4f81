//! The daily challenge as the league keeps it: which challenge a day is
//! (Daily #N), its board (a day's or a running week's tries, on one server or
//! everywhere) and the spoiler-free line a player may share. The tries
//! themselves are games at the table (`table::daily`).

use super::Scope;
use crate::engine::Seat;
use crate::engine::dice::{DiceView, Mark};
use crate::engine::wizard::WizardView;
use crate::table::GameKind;

/// The first day of the daily challenge (2026-11-25, days since 1970-01-01):
/// Daily #1.
pub const FIRST_DAY: i64 = 20_782;

/// The challenge number of `day` (#1 on the first day).
pub fn number(day: i64) -> i64 {
    day - FIRST_DAY + 1
}

/// What a daily board asks for: tries of `kind` on the days `from..=to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyQuery {
    pub kind: GameKind,
    pub scope: Scope,
    pub from: i64,
    pub to: i64,
    /// 0-based.
    pub page: i64,
    pub per_page: i64,
}

impl DailyQuery {
    /// The board of one day.
    pub fn day(kind: GameKind, scope: Scope, day: i64) -> DailyQuery {
        DailyQuery {
            kind,
            scope,
            from: day,
            to: day,
            page: 0,
            per_page: 10,
        }
    }

    /// The running week: the seven days up to `day`.
    pub fn week(kind: GameKind, scope: Scope, day: i64) -> DailyQuery {
        DailyQuery {
            from: day - 6,
            ..DailyQuery::day(kind, scope, day)
        }
    }
}

/// One line of a daily board: a person's finished tries in the range. It
/// ranks by points (summed over the days: a week rewards playing each day),
/// then by bids or predictions met, then by who it is (a stable order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyRow {
    pub rank: i64,
    pub user_id: i64,
    pub points: i64,
    pub tries: i64,
    /// Bids met (card game) or Xs (dice), over `rounds` rounds (card game).
    pub made: i64,
    pub rounds: i64,
}

/// A page of a daily board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyBoard {
    pub rows: Vec<DailyRow>,
    /// People on the board (for "page n of m").
    pub total: i64,
}

/// A try's result as a player may share it: no card, die or box, only how
/// it went round by round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Share {
    pub kind: GameKind,
    pub day: i64,
    pub points: i64,
    /// Per round: whether the bid (or prediction) was met.
    pub rounds: Vec<bool>,
}

impl Share {
    /// The share of `seat`'s card-game try, from its view at the end (any
    /// view: scores and bids are public once a round is over).
    pub fn wizard(view: &WizardView, seat: Seat, day: i64) -> Share {
        Share {
            kind: GameKind::Wizard,
            day,
            points: view.totals.get(seat).map_or(0, |&t| i64::from(t)),
            rounds: view.history.iter().map(|r| r.bids[seat] == r.tricks[seat]).collect(),
        }
    }

    /// The share of `seat`'s dice try, from its view at the end (Pages are
    /// public): one symbol per prediction written, whether it earned an X
    /// (met, or a Jester Score's X in the Jester row) — those first, because
    /// the Page's order is its boxes', and which boxes were tried would tell
    /// what the day's dice could show.
    pub fn dice(view: &DiceView, seat: Seat, day: i64) -> Share {
        let page = view.pages.get(seat);
        let earned = |m: Mark| m.xs() > 0 || m == Mark::Zero;
        let mut rounds: Vec<bool> = page
            .map(|p| p.boxes.values().map(|m| earned(m.mark)).collect())
            .unwrap_or_default();
        rounds.sort_by(|a, b| b.cmp(a));
        Share {
            kind: GameKind::Dice,
            day,
            points: page.map_or(0, |p| i64::from(p.total)),
            rounds,
        }
    }

    /// The rounds met.
    pub fn made(&self) -> usize {
        self.rounds.iter().filter(|&&m| m).count()
    }

    /// One symbol per round, met or missed (the shared grid).
    pub fn grid(&self) -> String {
        self.rounds.iter().map(|&m| if m { '🟩' } else { '🟥' }).collect()
    }
}
