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

/// The games with a daily challenge.
pub const KINDS: [GameKind; 2] = [GameKind::Wizard, GameKind::Dice];

/// The challenge number of `day` (#1 on the first day).
pub fn number(day: i64) -> i64 {
    day - FIRST_DAY + 1
}

/// The Monday of `day`'s week (1970-01-01, day 0, was a Thursday).
pub fn monday_of(day: i64) -> i64 {
    day - (day + 3).rem_euclid(7)
}

/// Competition ranks ("1, 1, 3") of rows already in board order, tied
/// when `key` is equal: a tie the recap calls shared is shared on the board too.
pub fn shared_ranks<T, K: PartialEq>(rows: &[T], key: impl Fn(&T) -> K) -> Vec<i64> {
    let mut ranks: Vec<i64> = Vec::with_capacity(rows.len());
    for (i, row) in rows.iter().enumerate() {
        let rank = match i.checked_sub(1) {
            Some(before) if key(&rows[before]) == key(row) => ranks[before],
            _ => i as i64 + 1,
        };
        ranks.push(rank);
    }
    ranks
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

    /// The week of `day` so far: from its Monday up to `day` — the week
    /// (Monday to Sunday) whose champion the recap names on its Sunday, so
    /// "this week" means one thing everywhere.
    pub fn week(kind: GameKind, scope: Scope, day: i64) -> DailyQuery {
        DailyQuery {
            from: monday_of(day),
            ..DailyQuery::day(kind, scope, day)
        }
    }
}

/// One line of a daily board: a person's finished tries in the range. It
/// ranks by points (summed over the days: a week rewards playing each day),
/// then by bids or predictions met, then by who it is (a stable order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyRow {
    /// Ties on points and bids (or predictions) met share a rank.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weeks_begin_on_mondays_and_ties_share_a_rank() {
        // 2026-11-30 is a Monday; 2026-12-06 the Sunday of its week.
        let monday = 20_787;
        assert!((monday..monday + 7).all(|d| monday_of(d) == monday));
        assert_eq!(monday_of(monday - 1), monday - 7);
        assert_eq!(shared_ranks(&[90, 80, 80, 70], |p| *p), vec![1, 2, 2, 4]);
        assert_eq!(shared_ranks(&[5, 5], |p| *p), vec![1, 1]);
    }
}
