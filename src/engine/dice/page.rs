//! The Page of Prediction (RULES.md Part 2): twenty boxes with their marks, the
//! Jester row ×1..×5, crossed-out boxes (Magic Card 7), X counts and the
//! final-scoring formula.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::BoxId;

/// Points for reaching the target of Xs by the game's end.
pub const X_BONUS: i32 = 3;

/// What is written in a used box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// An exact prediction.
    X,
    /// An exact prediction under a doubling Magic Card: two Xs.
    XX,
    /// A Jester Score: 0 in the predicted box.
    Zero,
    /// A miss: the difference written (already doubled under a doubling card).
    Diff(u8),
}

impl Mark {
    /// Xs this mark counts toward the end of the game.
    pub fn xs(self) -> u32 {
        match self {
            Mark::X => 1,
            Mark::XX => 2,
            _ => 0,
        }
    }

    /// Points in column `count`.
    pub fn points(self, count: u8) -> i32 {
        match self {
            Mark::X => i32::from(count),
            Mark::XX => 2 * i32::from(count),
            Mark::Zero => 0,
            Mark::Diff(d) => -i32::from(d),
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mark::X => f.write_str("X"),
            Mark::XX => f.write_str("XX"),
            Mark::Zero => f.write_str("0"),
            Mark::Diff(d) => write!(f, "{d}"),
        }
    }
}

/// What a used box shows: its mark, and whether it was crossed out (Magic Card 7).
/// Written as replay prints it: `X`, `XX`, `0`, `2`, crossed out `~2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Marked {
    pub mark: Mark,
    pub crossed: bool,
}

impl fmt::Display for Marked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.crossed {
            f.write_str("~")?;
        }
        self.mark.fmt(f)
    }
}

impl std::str::FromStr for Marked {
    type Err = String;
    fn from_str(s: &str) -> Result<Marked, String> {
        let crossed = s.starts_with('~');
        let mark = match s.trim_start_matches('~') {
            "X" => Mark::X,
            "XX" => Mark::XX,
            "0" => Mark::Zero,
            d => Mark::Diff(
                d.parse()
                    .map_err(|_| format!("`{s}` is not a mark (X, XX, 0, a miss, ~ crossed out)"))?,
            ),
        };
        Ok(Marked { mark, crossed })
    }
}

impl Serialize for Marked {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Marked {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Marked, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// One player's Page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Page {
    marks: [Option<Mark>; 20],
    /// Boxes used, as bits by `BoxId::index`.
    used: u32,
    /// Crossed-out boxes (Magic Card 7): still used, worth nothing.
    crossed: u32,
    /// Jester boxes used: bit k−1 for ×k.
    jesters: u8,
    /// Xs toward the end and points of the marks, kept up to date as marks
    /// are written so that the end-of-round check costs nothing.
    xs: u8,
    points: i16,
}

impl Page {
    pub fn mark(&self, b: BoxId) -> Option<Mark> {
        self.marks[b.index()]
    }

    pub fn is_used(&self, b: BoxId) -> bool {
        self.used & (1 << b.index()) != 0
    }

    pub fn is_crossed(&self, b: BoxId) -> bool {
        self.crossed & (1 << b.index()) != 0
    }

    /// Used boxes as bits by `BoxId::index`.
    pub fn used_mask(&self) -> u32 {
        self.used
    }

    pub fn has_free_box(&self) -> bool {
        self.used != (1 << 20) - 1
    }

    pub fn jester_used(&self, k: u8) -> bool {
        (1..=5).contains(&k) && self.jesters & (1 << (k - 1)) != 0
    }

    /// The Jester boxes used, ascending.
    pub fn jesters(&self) -> Vec<u8> {
        (1..=5).filter(|&k| self.jester_used(k)).collect()
    }

    /// Jester Scores taken (the tie-break counts them).
    pub fn jester_scores(&self) -> u32 {
        self.jesters.count_ones()
    }

    /// Writes a mark in a free box.
    pub(crate) fn write(&mut self, b: BoxId, mark: Mark) {
        debug_assert!(!self.is_used(b));
        self.marks[b.index()] = Some(mark);
        self.used |= 1 << b.index();
        self.xs += mark.xs() as u8;
        self.points += mark.points(b.count) as i16;
    }

    pub(crate) fn use_jester(&mut self, k: u8) {
        self.jesters |= 1 << (k - 1);
        self.xs += 1;
    }

    /// Crosses out a used box (Magic Card 7): it stays used and counts nothing.
    pub(crate) fn cross_out(&mut self, b: BoxId) {
        if let Some(mark) = self.mark(b).filter(|_| !self.is_crossed(b)) {
            self.crossed |= 1 << b.index();
            self.xs -= mark.xs() as u8;
            self.points -= mark.points(b.count) as i16;
        }
    }

    /// Xs toward the end: Jester Xs included, `XX` as two, crossed-out boxes not at all.
    pub fn x_count(&self) -> u32 {
        u32::from(self.xs)
    }

    /// Column values minus differences, crossed-out boxes as 0, plus the bonus
    /// of 3 when the X count reaches `x_target`.
    pub fn total(&self, x_target: u32) -> i32 {
        i32::from(self.points) + if self.x_count() >= x_target { X_BONUS } else { 0 }
    }

    /// What box `b` shows, if it was used.
    pub fn marked(&self, b: BoxId) -> Option<Marked> {
        Some(Marked {
            mark: self.mark(b)?,
            crossed: self.is_crossed(b),
        })
    }

    /// A box's mark as replay prints it: `X`, `XX`, `0`, `2`, crossed out `~2`.
    pub fn mark_text(&self, b: BoxId) -> Option<String> {
        self.marked(b).map(|m| m.to_string())
    }
}
