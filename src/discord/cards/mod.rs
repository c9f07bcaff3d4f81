//! The card game at the table: its public round message and a player's
//! private hand, and what a click on a hand does.

pub mod choice;
pub mod clicks;
pub mod hand;
pub mod table;
