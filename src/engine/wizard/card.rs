//! Cards of Wizard, the card game (RULES.md Part 1, "Cards"): suits, cards with their
//! compact text form (`B13`, `Z`, `N`), and `CardSet`, a bit set used for hands.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// One of the four suits. Records spell them `blue`, `green`, `red`, `yellow`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Suit {
    Blue,
    Green,
    Red,
    Yellow,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Blue, Suit::Green, Suit::Red, Suit::Yellow];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The suit for an index 0..4 (seat order under One colour).
    pub fn from_index(i: usize) -> Option<Suit> {
        Suit::ALL.get(i).copied()
    }

    pub fn letter(self) -> char {
        ['B', 'G', 'R', 'Y'][self.index()]
    }

    pub fn from_letter(c: char) -> Option<Suit> {
        match c {
            'B' => Some(Suit::Blue),
            'G' => Some(Suit::Green),
            'R' => Some(Suit::Red),
            'Y' => Some(Suit::Yellow),
            _ => None,
        }
    }

    /// The record spelling (`blue` …), also used in replay output.
    pub fn name(self) -> &'static str {
        ["blue", "green", "red", "yellow"][self.index()]
    }
}

/// A card: a suit card of rank 1..=13, a Wizard (`Z`) or a Jester (`N`).
/// Stored as one byte (suit × 13 + rank − 1 for suit cards, then Wizard and
/// Jester) so that hands, tricks and simulations stay cheap; `kind` gives the
/// pattern-matchable form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

/// A card's shape, for matching.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardKind {
    Wizard,
    Jester,
    Suited { suit: Suit, rank: u8 },
}

impl Card {
    pub const WIZARD: Card = Card(52);
    pub const JESTER: Card = Card(53);

    /// A suit card; `None` when the rank is outside 1..=13.
    pub const fn suited(suit: Suit, rank: u8) -> Option<Card> {
        if rank >= 1 && rank <= 13 {
            Some(Card(suit as u8 * 13 + rank - 1))
        } else {
            None
        }
    }

    pub fn kind(self) -> CardKind {
        match self.0 {
            52 => CardKind::Wizard,
            53 => CardKind::Jester,
            i => CardKind::Suited {
                suit: Suit::ALL[usize::from(i / 13)],
                rank: i % 13 + 1,
            },
        }
    }

    /// The byte code: suit × 13 + rank − 1 for suit cards, 52 Wizard, 53 Jester.
    pub fn code(self) -> u8 {
        self.0
    }

    pub fn is_wizard(self) -> bool {
        self.0 == 52
    }

    pub fn is_jester(self) -> bool {
        self.0 == 53
    }

    pub fn suit(self) -> Option<Suit> {
        (self.0 < 52).then(|| Suit::ALL[usize::from(self.0 / 13)])
    }

    pub fn rank(self) -> Option<u8> {
        (self.0 < 52).then_some(self.0 % 13 + 1)
    }

    /// Strength under One colour: Jester lowest, then 1..13, Wizard highest.
    pub fn one_colour_value(self) -> u8 {
        match self.0 {
            52 => 14,
            53 => 0,
            i => i % 13 + 1,
        }
    }

    /// The index of a suit card in `CardSet`'s bits; `None` for Wizards and Jesters.
    fn bit(self) -> Option<u32> {
        (self.0 < 52).then_some(u32::from(self.0))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            CardKind::Wizard => f.write_str("Z"),
            CardKind::Jester => f.write_str("N"),
            CardKind::Suited { suit, rank } => write!(f, "{}{}", suit.letter(), rank),
        }
    }
}

/// A card's text did not name a card.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a card (expected B1..B13, G.., R.., Y.., Z or N)")]
pub struct BadCard(pub String);

impl FromStr for Card {
    type Err = BadCard;

    fn from_str(s: &str) -> Result<Card, BadCard> {
        let bad = || BadCard(s.to_string());
        match s {
            "Z" => return Ok(Card::WIZARD),
            "N" => return Ok(Card::JESTER),
            _ => {}
        }
        let mut chars = s.chars();
        let suit = chars.next().and_then(Suit::from_letter).ok_or_else(bad)?;
        let digits = chars.as_str();
        // Reject "+5", "05" and the like: only the canonical spelling is a card.
        if digits.is_empty() || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let rank: u8 = digits.parse().map_err(|_| bad())?;
        Card::suited(suit, rank).ok_or_else(bad)
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A multiset of cards in which suit cards occur at most once and Wizards and
/// Jesters are counted (they are indistinguishable). A hand is a `CardSet`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet {
    suited: u64,
    wizards: u8,
    jesters: u8,
}

const SUIT_MASK: u64 = (1 << 13) - 1;

impl CardSet {
    pub const EMPTY: CardSet = CardSet {
        suited: 0,
        wizards: 0,
        jesters: 0,
    };

    /// Builds a set from a list; `Err(card)` names a suit card listed twice.
    pub fn from_cards(cards: &[Card]) -> Result<CardSet, Card> {
        let mut set = CardSet::EMPTY;
        for &c in cards {
            if !set.insert(c) {
                return Err(c);
            }
        }
        Ok(set)
    }

    /// The 60-card deck.
    pub fn full_deck() -> CardSet {
        CardSet {
            suited: (1 << 52) - 1,
            wizards: 4,
            jesters: 4,
        }
    }

    /// Adds a card; false (and no change) when a suit card is already present.
    pub fn insert(&mut self, card: Card) -> bool {
        match card.bit() {
            Some(b) => {
                let bit = 1u64 << b;
                if self.suited & bit != 0 {
                    return false;
                }
                self.suited |= bit;
            }
            None if card.is_wizard() => self.wizards += 1,
            None => self.jesters += 1,
        }
        true
    }

    /// Removes one copy of a card; false when it is not present.
    pub fn remove(&mut self, card: Card) -> bool {
        if !self.contains(card) {
            return false;
        }
        // Bits 52 and 53 are never set, so clearing them for a Wizard or Jester is harmless.
        let c = card.0;
        self.suited &= !(1u64 << c);
        self.wizards -= u8::from(c == 52);
        self.jesters -= u8::from(c == 53);
        true
    }

    /// Branch-free: bits 52 and 53 of `suited` are always clear, so a Wizard or
    /// Jester tests only its count.
    pub fn contains(&self, card: Card) -> bool {
        let c = card.0;
        (self.suited >> c) & 1 != 0 || (c == 52 && self.wizards > 0) || (c == 53 && self.jesters > 0)
    }

    pub fn len(&self) -> usize {
        self.suited.count_ones() as usize + self.wizards as usize + self.jesters as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn wizards(&self) -> u8 {
        self.wizards
    }

    pub fn jesters(&self) -> u8 {
        self.jesters
    }

    pub fn has_suit(&self, suit: Suit) -> bool {
        self.suit_bits(suit) != 0
    }

    fn suit_bits(&self, suit: Suit) -> u64 {
        (self.suited >> (suit.index() * 13)) & SUIT_MASK
    }

    /// The cards of one suit plus every Wizard and Jester: what a player who
    /// holds the led suit may play.
    pub fn follow(&self, suit: Suit) -> CardSet {
        CardSet {
            suited: self.suited & (SUIT_MASK << (suit.index() * 13)),
            wizards: self.wizards,
            jesters: self.jesters,
        }
    }

    /// Whether the two sets share a suit card.
    pub fn overlaps_suited(&self, other: &CardSet) -> bool {
        self.suited & other.suited != 0
    }

    /// Union, counting Wizards and Jesters together.
    pub fn union(&self, other: &CardSet) -> CardSet {
        CardSet {
            suited: self.suited | other.suited,
            wizards: self.wizards.saturating_add(other.wizards),
            jesters: self.jesters.saturating_add(other.jesters),
        }
    }

    /// Only suit cards of `suit`, at most one Wizard and one Jester: the cards
    /// a One colour player may own.
    pub fn within_one_colour(&self, suit: Suit) -> bool {
        self.suited & !(SUIT_MASK << (suit.index() * 13)) == 0 && self.wizards <= 1 && self.jesters <= 1
    }

    /// Distinct cards (a Wizard counts once however many are held): the
    /// number of different moves this set offers.
    pub fn distinct_len(&self) -> usize {
        self.suited.count_ones() as usize + (self.wizards > 0) as usize + (self.jesters > 0) as usize
    }

    /// The `k`-th distinct card in the order of `distinct_cards`, if any.
    pub fn nth_distinct(&self, k: usize) -> Option<Card> {
        let mut k = k;
        if self.wizards > 0 {
            if k == 0 {
                return Some(Card::WIZARD);
            }
            k -= 1;
        }
        let n = self.suited.count_ones() as usize;
        if k < n {
            return Some(Card(select_bit(self.suited, k as u32) as u8));
        }
        k -= n;
        (self.jesters > 0 && k == 0).then_some(Card::JESTER)
    }

    /// Every card, Wizards first, then blue, green, red, yellow by rank, then
    /// Jesters. Duplicated Wizards and Jesters appear once per copy.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        let wizards = std::iter::repeat_n(Card::WIZARD, self.wizards as usize);
        let jesters = std::iter::repeat_n(Card::JESTER, self.jesters as usize);
        let mut bits = self.suited;
        let suited = std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let b = bits.trailing_zeros();
            bits &= bits - 1;
            Some(Card(b as u8))
        });
        wizards.chain(suited).chain(jesters)
    }

    /// Each different card once, in the order of `cards`.
    pub fn distinct_cards(&self) -> impl Iterator<Item = Card> + '_ {
        (0..self.distinct_len()).filter_map(|k| self.nth_distinct(k))
    }

    pub fn to_vec(&self) -> Vec<Card> {
        self.cards().collect()
    }
}

/// For each byte value and rank r, the position of its r-th set bit (8 if none).
const SELECT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[8u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut r = 0;
        let mut bit = 0;
        while bit < 8 {
            if b & (1 << bit) != 0 {
                table[b][r] = bit as u8;
                r += 1;
            }
            bit += 1;
        }
        b += 1;
    }
    table
};

/// Position of the `k`-th set bit of `x` (`k` below its popcount), without a
/// loop: byte popcounts and their prefix sums find the byte, a table the bit.
/// Random play picks a card with this for every move; the loop it replaces
/// was the benchmark's most mispredicted branch.
fn select_bit(x: u64, k: u32) -> u32 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut s = x - ((x >> 1) & 0x5555_5555_5555_5555);
    s = (s & 0x3333_3333_3333_3333) + ((s >> 2) & 0x3333_3333_3333_3333);
    s = (s + (s >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    // Byte i of `prefix` counts the set bits in bytes 0..=i (at most 64, so below 128).
    let prefix = s.wrapping_mul(ONES);
    let above = ((prefix | 0x8080_8080_8080_8080) - (u64::from(k) + 1) * ONES) & 0x8080_8080_8080_8080;
    let byte = above.trailing_zeros() / 8;
    let before = ((prefix << 8) >> (8 * byte)) as u32 & 0xFF;
    let bits = (x >> (8 * byte)) as usize & 0xFF;
    byte * 8 + u32::from(SELECT_IN_BYTE[bits][(k - before) as usize])
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.cards())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        if cards.len() > 60 {
            return Err(serde::de::Error::custom("more than 60 cards in one hand"));
        }
        CardSet::from_cards(&cards).map_err(|c| serde::de::Error::custom(format!("card {c} appears twice in one hand")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_text_round_trips_and_rejects_non_cards() {
        for text in ["B1", "G7", "R13", "Y10", "Z", "N"] {
            assert_eq!(text.parse::<Card>().unwrap().to_string(), text);
        }
        for bad in ["B0", "B14", "X3", "", "G", "G07", "G+7", "ZZ", "b3"] {
            assert!(bad.parse::<Card>().is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn card_set_counts_wizards_and_rejects_duplicate_suit_cards() {
        let z = Card::WIZARD;
        let g5 = Card::suited(Suit::Green, 5).unwrap();
        let set = CardSet::from_cards(&[z, g5, z]).unwrap();
        assert_eq!(set.len(), 3);
        assert_eq!(set.distinct_len(), 2);
        assert_eq!(set.to_vec(), vec![z, z, g5]);
        assert_eq!(CardSet::from_cards(&[g5, g5]), Err(g5));
        let all: Vec<Card> = set.distinct_cards().collect();
        assert_eq!(all, vec![z, g5]);
    }

    #[test]
    fn select_bit_finds_the_kth_set_bit() {
        let samples = [
            1u64,
            0x8000_0000_0000_0000,
            0xF0F0_0000_1234_5678,
            (1 << 52) - 1,
            0x000A_0000_0100_0001,
        ];
        for x in samples {
            let positions: Vec<u32> = (0..64).filter(|b| x & (1 << b) != 0).collect();
            for (k, &p) in positions.iter().enumerate() {
                assert_eq!(select_bit(x, k as u32), p, "x={x:#x} k={k}");
            }
        }
    }

    #[test]
    fn follow_keeps_the_suit_and_the_specials() {
        let hand = CardSet::from_cards(&["G5".parse().unwrap(), "R3".parse().unwrap(), Card::JESTER]).unwrap();
        let f = hand.follow(Suit::Green);
        assert_eq!(f.to_vec(), vec!["G5".parse().unwrap(), Card::JESTER]);
        assert!(hand.has_suit(Suit::Red));
        assert!(!hand.has_suit(Suit::Blue));
    }
}
