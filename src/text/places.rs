//! A final place's sign: the medal the final standings show beside it.

/// The medal of `place` (from 1): gold, silver, bronze; none past third.
pub fn medal(place: usize) -> &'static str {
    match place {
        1 => "🥇",
        2 => "🥈",
        3 => "🥉",
        _ => "",
    }
}
