//! Daily streaks: consecutive days with a finished try of one game. A day
//! missed breaks a streak; today not played yet does not (the day is still
//! open), so a streak shown in the morning is the one the person can keep.

/// A person's streaks at one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// The run of days ending today or yesterday (0 when it broke).
    pub current: i64,
    /// The longest run ever.
    pub best: i64,
}

/// The streaks of someone who finished a try on `days` (ascending, no day
/// twice), as they stand on `today`.
pub fn streak(days: &[i64], today: i64) -> Streak {
    let mut best = 0;
    let mut run = 0;
    let mut last: Option<i64> = None;
    for &d in days.iter().filter(|&&d| d <= today) {
        run = match last {
            Some(l) if d == l + 1 => run + 1,
            Some(l) if d == l => run,
            _ => 1,
        };
        best = best.max(run);
        last = Some(d);
    }
    let current = match last {
        Some(l) if l >= today - 1 => run,
        _ => 0,
    };
    Streak { current, best }
}

/// The run of days that ends on `day` (0 when `day` was not played).
pub fn run_ending(days: &[i64], day: i64) -> i64 {
    if !days.contains(&day) {
        return 0;
    }
    streak(days, day).current
}

/// What a closed `day` did to someone's streak, for the recap: it grew (to
/// its length, when at least two days), it broke (the length it had), or
/// nothing worth saying.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StreakChange {
    Grew(i64),
    Broke(i64),
}

/// The change `day` made to the streak of someone who played on `days`.
pub fn change_on(days: &[i64], day: i64) -> Option<StreakChange> {
    let now = run_ending(days, day);
    if now >= 2 {
        return Some(StreakChange::Grew(now));
    }
    let before = run_ending(days, day - 1);
    (now == 0 && before >= 2).then_some(StreakChange::Broke(before))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missed_day_breaks_a_streak_and_today_not_yet_played_does_not() {
        let days = [10, 11, 12, 14, 15];
        assert_eq!(streak(&days, 15), Streak { current: 2, best: 3 });
        assert_eq!(streak(&days, 16), Streak { current: 2, best: 3 }, "today is still open");
        assert_eq!(
            streak(&days, 17),
            Streak { current: 0, best: 3 },
            "yesterday was missed"
        );
        assert_eq!(
            streak(&days, 12),
            Streak { current: 3, best: 3 },
            "later days are not seen"
        );
        assert_eq!(streak(&[], 5), Streak::default());
        assert_eq!(change_on(&days, 12), Some(StreakChange::Grew(3)));
        assert_eq!(change_on(&days, 13), Some(StreakChange::Broke(3)));
        assert_eq!(change_on(&days, 14), None, "a first day is no news");
        assert_eq!(change_on(&days, 16), Some(StreakChange::Broke(2)));
    }
}
