//! Wizard Dice's screens: the public round table with the Seer's controls,
//! a player's Page of Prediction, and faces, boxes and marks in words.

pub mod page;
pub mod table;
pub mod words;
