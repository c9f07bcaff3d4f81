//! What a person chose for their turn messages beyond how they come
//! (`Way`): the hour of their daily digest, their quiet hours and their time
//! zone, kept together for all their tables on every server; and their own
//! clock, which says when it is quiet for them and which day's digest is due.

use jiff::Timestamp;
use jiff::civil::Date;
use jiff::tz::TimeZone;
use serde::{Deserialize, Serialize};

use crate::discord::DiscordStore;
use crate::table::{PersistError, UserId};

/// Where a person's `Times` are kept (`DiscordStore::person_choice`).
pub const TIMES_KEY: &str = "turn_times";
/// The digest's hour until a person picks one: early evening, when most
/// people have time for a few moves.
pub const DIGEST_HOUR: u8 = 18;

/// A person's hours, in their own time zone.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Times {
    /// The hour (0–23) their daily digest comes at.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub digest: Option<u8>,
    /// From which hour until which hour no turn message comes (from = until: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quiet: Option<(u8, u8)>,
    /// Their time zone's IANA name (UTC until they name one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zone: Option<String>,
}

impl Times {
    /// `user`'s times; a row that cannot be read counts as none chosen (their
    /// messages still come, at UTC's hours).
    pub async fn of(store: &impl DiscordStore, user: UserId) -> Times {
        match store.person_choice(user, TIMES_KEY).await {
            Ok(Some(text)) => serde_json::from_str(&text).unwrap_or_else(|e| {
                tracing::warn!(error = %e, "a person's turn message hours could not be read; using UTC's");
                Times::default()
            }),
            Ok(None) => Times::default(),
            Err(e) => {
                tracing::warn!(error = %e, "a person's turn message hours could not be read; using UTC's");
                Times::default()
            }
        }
    }

    pub async fn keep(&self, store: &impl DiscordStore, user: UserId) -> Result<(), PersistError> {
        let text = serde_json::to_string(self).unwrap_or_default();
        store.set_person_choice(user, TIMES_KEY, &text).await
    }

    pub fn digest_hour(&self) -> u8 {
        self.digest.unwrap_or(DIGEST_HOUR).min(23)
    }

    /// Their quiet hours, when they have any.
    pub fn quiet_hours(&self) -> Option<(u8, u8)> {
        self.quiet.filter(|(from, until)| from != until)
    }

    /// The zone's name as shown to them.
    pub fn zone_name(&self) -> &str {
        self.zone.as_deref().unwrap_or("UTC")
    }

    fn tz(&self) -> TimeZone {
        self.zone
            .as_deref()
            .and_then(|name| TimeZone::get(name).ok())
            .unwrap_or(TimeZone::UTC)
    }

    /// Their date and hour at `ms` (Unix ms).
    fn local(&self, ms: i64) -> Option<(Date, u8)> {
        let at = Timestamp::from_millisecond(ms).ok()?.to_zoned_datetime(self.tz());
        Some((at.date(), u8::try_from(at.hour()).ok()?))
    }

    /// Whether `ms` falls in their quiet hours (from `from` o'clock up to,
    /// not including, `until` o'clock, over midnight when `from` > `until`).
    pub fn quiet_at(&self, ms: i64) -> bool {
        let (Some((from, until)), Some((_, hour))) = (self.quiet_hours(), self.local(ms)) else {
            return false;
        };
        match from < until {
            true => (from..until).contains(&hour),
            false => hour >= from || hour < until,
        }
    }

    /// The day whose digest is due at `ms`, once their digest hour has come
    /// on it: a number for the day (days since 1970 in their calendar), so a
    /// digest is sent once a day wherever they are.
    pub fn digest_day(&self, ms: i64) -> Option<i64> {
        let (date, hour) = self.local(ms)?;
        (hour >= self.digest_hour()).then(|| {
            let epoch = Date::new(1970, 1, 1).unwrap_or_default();
            i64::from(date.since(epoch).map(|span| span.get_days()).unwrap_or(0))
        })
    }
}

impl Times {
    /// When the quiet hours they are in at `ms` end (Unix ms): the first
    /// `until` o'clock after `ms`, their time. `None` when not quiet then.
    pub fn quiet_ends_after(&self, ms: i64) -> Option<i64> {
        let (_, until) = self.quiet_hours()?;
        if !self.quiet_at(ms) {
            return None;
        }
        self.next_at_hour(ms + 1, until)
    }

    /// When their first digest at or after `ms` comes (Unix ms): today's at
    /// their hour if it is not past, else tomorrow's.
    pub fn next_digest_from(&self, ms: i64) -> Option<i64> {
        self.next_at_hour(ms, self.digest_hour())
    }

    /// The first `hour` o'clock of their day at or after `ms` (Unix ms):
    /// today's if it is not past, else tomorrow's.
    fn next_at_hour(&self, ms: i64, hour: u8) -> Option<i64> {
        let tz = self.tz();
        let at = Timestamp::from_millisecond(ms).ok()?.to_zoned_datetime(tz.clone());
        let hour = i8::try_from(hour).ok()?;
        let today = at.date().at(hour, 0, 0, 0).to_zoned_datetime(tz.clone()).ok()?;
        let next = match today.timestamp().as_millisecond() >= ms {
            true => today,
            false => at
                .date()
                .tomorrow()
                .ok()?
                .at(hour, 0, 0, 0)
                .to_zoned_datetime(tz)
                .ok()?,
        };
        Some(next.timestamp().as_millisecond())
    }
}

/// The time zone `name` as the database spells it (`europe/berlin` →
/// `Europe/Berlin`), or `None` when there is no such zone.
pub fn zone_named(name: &str) -> Option<String> {
    let name = name.trim();
    let tz = TimeZone::get(name).ok()?;
    Some(tz.iana_name().unwrap_or(name).to_string())
}

#[cfg(test)]
mod tests {
    use super::{Times, zone_named};

    const HOUR: i64 = 3_600_000;
    /// 2026-11-28 00:00 UTC.
    const DAY: i64 = 20_785 * 24 * HOUR;

    #[test]
    fn quiet_hours_and_the_digest_follow_the_persons_own_clock() {
        let berlin = Times {
            digest: Some(18),
            quiet: Some((22, 8)),
            zone: zone_named("europe/berlin"),
        };
        assert_eq!(berlin.zone_name(), "Europe/Berlin");
        // Berlin is UTC+1 in November: 21:30 UTC is 22:30 there.
        assert!(berlin.quiet_at(DAY + 21 * HOUR + HOUR / 2));
        assert!(!berlin.quiet_at(DAY + 20 * HOUR + HOUR / 2), "21:30 in Berlin");
        assert!(berlin.quiet_at(DAY + 6 * HOUR + HOUR / 2), "07:30 in Berlin");
        assert!(!berlin.quiet_at(DAY + 7 * HOUR), "08:00 in Berlin");
        // Quiet at 23:30 and at 03:00 in Berlin: both end at 08:00 there (07:00 UTC).
        assert_eq!(
            berlin.quiet_ends_after(DAY + 22 * HOUR + HOUR / 2),
            Some(DAY + 31 * HOUR)
        );
        assert_eq!(berlin.quiet_ends_after(DAY + 2 * HOUR), Some(DAY + 7 * HOUR));
        assert_eq!(berlin.quiet_ends_after(DAY + 12 * HOUR), None, "13:00 is not quiet");
        assert_eq!(berlin.digest_day(DAY + 16 * HOUR + HOUR / 2), None, "17:30 in Berlin");
        let today = berlin.digest_day(DAY + 17 * HOUR).expect("18:00 in Berlin");
        assert_eq!(
            berlin.digest_day(DAY + 22 * HOUR + HOUR / 2),
            Some(today),
            "23:30 there, the same day"
        );
        assert_eq!(
            berlin.digest_day(DAY + 23 * HOUR + HOUR / 2),
            None,
            "00:30 there: the next day, before its hour"
        );
        assert_eq!(berlin.digest_day(DAY + 41 * HOUR), Some(today + 1));
        // In summer Berlin is UTC+2: 16:00 UTC on 1 July is 18:00 there.
        let july = 20_635 * 24 * HOUR;
        assert!(berlin.digest_day(july + 16 * HOUR).is_some());
        assert!(berlin.digest_day(july + 15 * HOUR + HOUR / 2).is_none());
        // Quiet hours within a day, and none when they begin where they end.
        let day_quiet = Times {
            quiet: Some((9, 17)),
            ..Times::default()
        };
        assert!(day_quiet.quiet_at(DAY + 9 * HOUR) && !day_quiet.quiet_at(DAY + 17 * HOUR));
        let none = Times {
            quiet: Some((7, 7)),
            ..Times::default()
        };
        assert!(!none.quiet_at(DAY + 7 * HOUR));
        // The next digest: today's at 18:00 there, else tomorrow's.
        assert_eq!(berlin.next_digest_from(DAY + 10 * HOUR), Some(DAY + 17 * HOUR));
        assert_eq!(berlin.next_digest_from(DAY + 17 * HOUR), Some(DAY + 17 * HOUR));
        assert_eq!(berlin.next_digest_from(DAY + 17 * HOUR + 1), Some(DAY + 41 * HOUR));
        assert_eq!(zone_named("Mars/Olympus"), None);
        assert_eq!(Times::default().zone_name(), "UTC");
    }
}
