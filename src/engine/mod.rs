//! The rules engines (RULES.md): pure and deterministic given their chance
//! events. They know nothing of Discord, SQL, tokio or randomness sources.

pub mod dice;
pub mod per_seat;
pub mod seats;
pub mod wizard;

pub use per_seat::PerSeat;
pub use seats::{Seat, SeatSet, ToAct, Turn, Viewer};
