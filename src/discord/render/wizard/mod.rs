//! The card game's screens: the public round table and its scored form, a
//! player's private hand, and cards and suits in words.

pub mod cards;
pub mod hand;
pub mod hint;
pub mod table;
