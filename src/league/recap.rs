//! The recap of a closed day, as a server's channel gets it at rollover
//! (midnight UTC): each game's board of that server with its winners, the
//! streaks that grew or broke, Hard's score beside the board, and on the day
//! a week or month ends (posted on the Monday, on the 1st) its champions.

use super::daily::{DailyBoard, DailyQuery, DailyRow, KINDS};
use super::daily_store::DailyStore;
use super::field::{AgainstHard, HardDay};
use super::streak::{StreakChange, change_on};
use super::{LeagueStore, Scope};
use crate::table::{GameKind, PersistError};

/// Lines of a game's board in a recap.
const RECAP_ROWS: i64 = 10;

/// One game's part of a recap.
#[derive(Clone, Debug, PartialEq)]
pub struct RecapGame {
    pub kind: GameKind,
    /// That server's board of the day, best first (the first page).
    pub rows: Vec<DailyRow>,
    /// People of that server who finished a try that day.
    pub total: i64,
    /// Hard's own try, and that server's people against it.
    pub hard: Option<(HardDay, AgainstHard)>,
    /// The week's (Monday to Sunday) champions, on the week's last day.
    pub week: Vec<DailyRow>,
    /// The month's champions, on the month's last day, and its first day.
    pub month: Vec<DailyRow>,
    pub month_from: Option<i64>,
}

impl RecapGame {
    /// The day's winners: everyone on the best points.
    pub fn winners(&self) -> Vec<i64> {
        winners(&self.rows)
    }
}

/// Everyone ranked first: the best points, and as many rounds met as the
/// first (the board's own order), so a tie on both is shared.
pub fn winners(rows: &[DailyRow]) -> Vec<i64> {
    let Some(first) = rows.first() else { return Vec::new() };
    rows.iter()
        .take_while(|r| (r.points, r.made) == (first.points, first.made))
        .map(|r| r.user_id)
        .collect()
}

/// A recap: the closed day, its games (those played there that day), and
/// the streak news of that server's people.
#[derive(Clone, Debug, PartialEq)]
pub struct Recap {
    pub day: i64,
    pub games: Vec<RecapGame>,
    pub streaks: Vec<(i64, GameKind, StreakChange)>,
}

impl Recap {
    /// Everyone the recap names as a winner (of the day, week or month), once each.
    pub fn champions(&self) -> Vec<i64> {
        let mut all = Vec::new();
        for g in &self.games {
            for u in g.winners().into_iter().chain(winners(&g.week)).chain(winners(&g.month)) {
                if !all.contains(&u) {
                    all.push(u);
                }
            }
        }
        all
    }
}

/// The date of a day (days since 1970-01-01).
fn date(day: i64) -> Option<time::Date> {
    time::Date::from_julian_day(i32::try_from(day + 2_440_588).ok()?).ok()
}

/// Whether `day` is a Sunday: the week (Monday to Sunday) ends with it, and
/// its recap, posted on the Monday, names the week's champions.
pub fn ends_week(day: i64) -> bool {
    date(day).is_some_and(|d| d.weekday() == time::Weekday::Sunday)
}

/// The year and month (1–12) of `day`.
pub fn month_of(day: i64) -> Option<(i32, u8)> {
    let d = date(day)?;
    Some((d.year(), u8::from(d.month())))
}

/// The month `day` ends, as its first and last day, when it is a month's last day.
pub fn ends_month(day: i64) -> Option<(i64, i64)> {
    let d = date(day)?;
    let next = date(day + 1)?;
    (next.month() != d.month()).then(|| (day - i64::from(d.day()) + 1, day))
}

/// A server's board of `kind` over `from..=to`, its first page.
async fn board(
    store: &(impl LeagueStore + DailyStore),
    kind: GameKind,
    guild: i64,
    (from, to): (i64, i64),
) -> Result<DailyBoard, PersistError> {
    let q = DailyQuery {
        from,
        to,
        per_page: RECAP_ROWS,
        ..DailyQuery::day(kind, Scope::Guild(guild), to)
    };
    store.daily_board(q).await
}

/// What the closed `day` was on `guild`: each game played there that day
/// with its board, Hard's line (as kept: the rollover plays it first), the
/// week's and month's champions on their last day; the streak news.
pub async fn gather(store: &(impl LeagueStore + DailyStore), guild: i64, day: i64) -> Result<Recap, PersistError> {
    let mut games = Vec::new();
    let mut streaks = Vec::new();
    for kind in KINDS {
        let b = board(store, kind, guild, (day, day)).await?;
        // Streak news: who played here that day or the day before.
        let mut around: Vec<(i64, Vec<i64>)> = store.daily_days_around(kind, guild, day).await?.into_iter().collect();
        around.sort_unstable();
        for (user, days) in around {
            if let Some(change) = change_on(&days, day) {
                streaks.push((user, kind, change));
            }
        }
        if b.total == 0 {
            continue;
        }
        let field = store.daily_field(kind, day, Scope::Guild(guild)).await?;
        let hard = store
            .hard_day(kind, day)
            .await?
            .map(|h| (h, AgainstHard::of(h.points, field.iter().map(|f| f.1))));
        let week = match ends_week(day) {
            true => board(store, kind, guild, (day - 6, day)).await?.rows,
            false => Vec::new(),
        };
        let (month, month_from) = match ends_month(day) {
            Some((from, to)) => (board(store, kind, guild, (from, to)).await?.rows, Some(from)),
            None => (Vec::new(), None),
        };
        games.push(RecapGame {
            kind,
            rows: b.rows,
            total: b.total,
            hard,
            week,
            month,
            month_from,
        });
    }
    Ok(Recap { day, games, streaks })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weeks_end_on_sundays_and_months_on_their_last_day() {
        // 2026-11-29 is a Sunday; 2026-11-30 the last of November.
        let nov_29 = 20_786;
        assert_eq!(date(nov_29).unwrap().to_string(), "2026-11-29");
        assert!(ends_week(nov_29) && !ends_week(nov_29 + 1));
        assert_eq!(ends_month(nov_29 + 1), Some((nov_29 - 28, nov_29 + 1)));
        assert_eq!(ends_month(nov_29), None);
        assert_eq!(month_of(nov_29), Some((2026, 11)));
    }
}
