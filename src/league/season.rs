//! Seasons: a board can count only the games finished in this season or the
//! last one. A season is a calendar month (UTC) unless a server chose a length
//! in days; then seasons are consecutive blocks of that many days counted from
//! 1 January 1970, so every server with the same length agrees on them.
//! Season boards are queries over results by `finished_at`, never copies.

use time::{Date, Month, OffsetDateTime, Time};

/// How long a server's seasons last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeasonLength {
    Month,
    Days(u32),
}

/// The shortest and longest season a server may choose, in days.
pub const SEASON_DAYS: std::ops::RangeInclusive<u32> = 7..=365;

impl SeasonLength {
    /// As stored in the server's settings: `month` or a number of days.
    pub fn as_setting(self) -> String {
        match self {
            SeasonLength::Month => "month".into(),
            SeasonLength::Days(d) => d.to_string(),
        }
    }

    /// A stored setting, if it is one (`month`, or days in `SEASON_DAYS`).
    pub fn parse_setting(s: &str) -> Option<SeasonLength> {
        match s {
            "month" => Some(SeasonLength::Month),
            n => n
                .parse::<u32>()
                .ok()
                .filter(|d| SEASON_DAYS.contains(d))
                .map(SeasonLength::Days),
        }
    }

    /// A stored setting; anything unreadable is the default (a month).
    pub fn from_setting(s: Option<&str>) -> SeasonLength {
        s.and_then(SeasonLength::parse_setting).unwrap_or(SeasonLength::Month)
    }
}

/// Which games a board counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Season {
    #[default]
    AllTime,
    Current,
    Previous,
}

/// Unix milliseconds `[from, until)` of a season; `None` for all time.
pub fn season_range(length: SeasonLength, which: Season, now_ms: i64) -> Option<(i64, i64)> {
    let back = match which {
        Season::AllTime => return None,
        Season::Current => 0,
        Season::Previous => 1,
    };
    Some(match length {
        SeasonLength::Days(d) => {
            let len = i64::from(d) * crate::table::DAY_MS;
            let start = now_ms.div_euclid(len) * len - back * len;
            (start, start + len)
        }
        SeasonLength::Month => {
            let now =
                OffsetDateTime::from_unix_timestamp(now_ms.div_euclid(1000)).unwrap_or(OffsetDateTime::UNIX_EPOCH);
            let first = month_start(now.year(), now.month());
            let start = if back == 0 { first } else { previous_month(first) };
            let end = next_month(start);
            (ms(start), ms(end))
        }
    })
}

fn month_start(year: i32, month: Month) -> Date {
    Date::from_calendar_date(year, month, 1).unwrap_or(Date::MIN)
}

fn previous_month(d: Date) -> Date {
    let year = if d.month() == Month::January {
        d.year() - 1
    } else {
        d.year()
    };
    month_start(year, d.month().previous())
}

fn next_month(d: Date) -> Date {
    let year = if d.month() == Month::December {
        d.year() + 1
    } else {
        d.year()
    };
    month_start(year, d.month().next())
}

fn ms(d: Date) -> i64 {
    (d.with_time(Time::MIDNIGHT).assume_utc().unix_timestamp()) * 1000
}
