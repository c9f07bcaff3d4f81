//! `Seat` and `SeatSet`: seat indexes 0..n−1 in clockwise order, and a small
//! bit set of them for "several seats act at once".

use serde::{Deserialize, Serialize};

/// A seat index, 0..n−1 clockwise; "left of" a seat is the next index.
pub type Seat = usize;

/// A set of seats (at most eight), kept as bits so asking who acts never allocates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSet(u8);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Seats 0..n.
    pub fn all(n: usize) -> SeatSet {
        SeatSet(((1u16 << n) - 1) as u8)
    }

    pub fn one(seat: Seat) -> SeatSet {
        SeatSet(1 << seat)
    }

    pub fn contains(self, seat: Seat) -> bool {
        seat < 8 && self.0 & (1 << seat) != 0
    }

    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat;
    }

    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat);
    }

    pub fn union(self, other: SeatSet) -> SeatSet {
        let mut out = self;
        other.iter().for_each(|s| out.insert(s));
        out
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Seats in ascending order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8).filter(move |&s| self.0 & (1 << s) != 0)
    }

    pub fn to_vec(self) -> Vec<Seat> {
        self.iter().collect()
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> SeatSet {
        let mut s = SeatSet::EMPTY;
        for seat in iter {
            s.insert(seat);
        }
        s
    }
}

/// Who the game waits for (OpenSpiel's current player, widened to several seats).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToAct {
    /// One seat must decide.
    Seat(Seat),
    /// Several seats may act, in any order.
    Seats(SeatSet),
    /// A chance outcome is due (a deal, a roll, a Magic Card).
    Chance,
    /// The game is over.
    Over,
}

/// Who is looking at a game: a seat (its own view) or a spectator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

/// Who must decide before the game goes on, and who may decide without being
/// waited for (Wizard Dice: after a roll the Seer must roll again or stop,
/// while the others may take the roll and leave).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Turn {
    pub must: SeatSet,
    pub may: SeatSet,
}

impl ToAct {
    /// The seats whose decision is awaited, ascending (empty for chance and the end).
    pub fn seats(self) -> SeatSet {
        match self {
            ToAct::Seat(s) => SeatSet::one(s),
            ToAct::Seats(s) => s,
            ToAct::Chance | ToAct::Over => SeatSet::EMPTY,
        }
    }
}
