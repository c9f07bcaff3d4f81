//! Nights of several games (`/event`): the sign-up, the driver that seats
//! rounds and keeps the standings, and the buttons of both.

pub mod clicks;
pub mod driver;
pub mod screen;
pub mod verb;
