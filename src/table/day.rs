//! The daily challenge's calendar and shape, which a table needs to seat a
//! try and a try needs to close: a day in milliseconds, when it ends, which
//! day a moment falls on, and the card game's rounds in a try.

/// Rounds of the card game's daily challenge: 1 to 8 cards, 8 bids and 36 cards a player.
pub const DAILY_ROUNDS: u8 = 8;

/// A day in Unix milliseconds.
pub const DAY_MS: i64 = 86_400_000;

/// When `day` ends (Unix ms): its tries close then.
pub fn day_end_ms(day: i64) -> i64 {
    (day + 1) * DAY_MS
}

/// The day (days since 1970-01-01, UTC) of a Unix-milliseconds time.
pub fn day_of(ms: i64) -> i64 {
    ms.div_euclid(DAY_MS)
}
