//! Baseline computer players for both games: legal, sensible, and fast (well
//! under a millisecond a decision). They decide from their seat's view only,
//! so they never use information their seat may not see.

pub mod dice;
pub mod wizard;
