//! Wizard Dice vocabulary (RULES.md Part 2, "Dice and the Page of Prediction"):
//! the four colours, the six faces (`B G R Y W J`), sets of the seven dice,
//! and the boxes of a Page of Prediction (`G5`).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A colour of the dice and of the Page's rows. Records spell them `blue` ….
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Blue,
    Green,
    Red,
    Yellow,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Blue, Colour::Green, Colour::Red, Colour::Yellow];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        ['B', 'G', 'R', 'Y'][self.index()]
    }

    pub fn name(self) -> &'static str {
        ["blue", "green", "red", "yellow"][self.index()]
    }

    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|col| col.letter() == c)
    }
}

/// A die face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Face {
    Blue,
    Green,
    Red,
    Yellow,
    Wizard,
    Jester,
}

impl Face {
    pub const ALL: [Face; 6] = [
        Face::Blue,
        Face::Green,
        Face::Red,
        Face::Yellow,
        Face::Wizard,
        Face::Jester,
    ];

    pub fn colour(self) -> Option<Colour> {
        Colour::ALL.get(self as usize).copied()
    }

    pub fn letter(self) -> char {
        ['B', 'G', 'R', 'Y', 'W', 'J'][self as usize]
    }

    pub fn of_colour(c: Colour) -> Face {
        Face::ALL[c.index()]
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Face {
    type Err = String;
    fn from_str(s: &str) -> Result<Face, String> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Face::ALL
                .into_iter()
                .find(|f| f.letter() == c)
                .ok_or_else(|| format!("`{s}` is not a face (B, G, R, Y, W or J)")),
            _ => Err(format!("`{s}` is not a face (B, G, R, Y, W or J)")),
        }
    }
}

impl Serialize for Face {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Face {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Face, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

/// The number of dice.
pub const DICE: usize = 7;

/// A set of dice by index 0..7, as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DiceSet(u8);

impl DiceSet {
    pub const EMPTY: DiceSet = DiceSet(0);
    pub const ALL: DiceSet = DiceSet(0x7f);

    /// A set from its bits; `None` when a bit above die 6 is set.
    pub fn from_bits(bits: u8) -> Option<DiceSet> {
        (bits & !0x7f == 0).then_some(DiceSet(bits))
    }

    pub fn bits(self) -> u8 {
        self.0
    }

    pub fn contains(self, die: usize) -> bool {
        die < DICE && self.0 & (1 << die) != 0
    }

    pub fn insert(&mut self, die: usize) {
        self.0 |= 1 << die;
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn complement(self) -> DiceSet {
        DiceSet(!self.0 & 0x7f)
    }

    /// Dice in ascending order.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..DICE).filter(move |&d| self.0 & (1 << d) != 0)
    }
}

impl Serialize for DiceSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for DiceSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<DiceSet, D::Error> {
        let mut set = DiceSet::EMPTY;
        for die in Vec::<usize>::deserialize(d)? {
            if die >= DICE || set.contains(die) {
                return Err(serde::de::Error::custom(format!("bad or repeated die {die}")));
            }
            set.insert(die);
        }
        Ok(set)
    }
}

/// A box of the Page of Prediction: a colour row and a count column 1..=5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BoxId {
    pub colour: Colour,
    pub count: u8,
}

impl BoxId {
    /// `None` when the count is outside 1..=5.
    pub fn new(colour: Colour, count: u8) -> Option<BoxId> {
        (1..=5).contains(&count).then_some(BoxId { colour, count })
    }

    /// Index 0..20 (colour × 5 + count − 1), the bit used in page masks.
    pub fn index(self) -> usize {
        self.colour.index() * 5 + usize::from(self.count) - 1
    }

    pub fn from_index(i: usize) -> BoxId {
        BoxId {
            colour: Colour::ALL[i / 5],
            count: (i % 5) as u8 + 1,
        }
    }

    /// All twenty boxes in index order.
    pub fn all() -> impl Iterator<Item = BoxId> {
        (0..20).map(BoxId::from_index)
    }
}

impl fmt::Display for BoxId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour.letter(), self.count)
    }
}

impl FromStr for BoxId {
    type Err = String;
    fn from_str(s: &str) -> Result<BoxId, String> {
        let bad = || format!("`{s}` is not a box (B1..B5, G.., R.., Y..)");
        let mut chars = s.chars();
        let colour = chars.next().and_then(Colour::from_letter).ok_or_else(bad)?;
        let count = match (chars.next(), chars.next()) {
            (Some(d), None) => d.to_digit(10).ok_or_else(bad)? as u8,
            _ => return Err(bad()),
        };
        BoxId::new(colour, count).ok_or_else(bad)
    }
}

impl Serialize for BoxId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for BoxId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<BoxId, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_forms_round_trip() {
        for f in Face::ALL {
            assert_eq!(f.to_string().parse::<Face>().unwrap(), f);
        }
        assert!("X".parse::<Face>().is_err());
        for b in BoxId::all() {
            assert_eq!(b.to_string().parse::<BoxId>().unwrap(), b);
            assert_eq!(BoxId::from_index(b.index()), b);
        }
        for bad in ["G0", "G6", "W1", "G", "G12", ""] {
            assert!(bad.parse::<BoxId>().is_err(), "{bad}");
        }
    }

    #[test]
    fn dice_sets() {
        let s = DiceSet::from_bits(0b101).unwrap();
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 2]);
        assert_eq!(s.complement().len(), 5);
        assert!(DiceSet::from_bits(0x80).is_none());
    }
}
