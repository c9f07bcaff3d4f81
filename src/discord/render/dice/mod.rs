//! Wizard Dice's screens: the public round table, a player's Page of
//! Prediction (with the Seer's controls on the Seer's), and faces, boxes and
//! marks in words.

pub mod hint;
pub mod page;
pub mod seer;
pub mod table;
pub mod words;
