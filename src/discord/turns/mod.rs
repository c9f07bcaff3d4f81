//! Turn-based tables in Discord (#79): a turn that finds its person (a
//! direct message, or a mention where the game is), one reminder when a
//! quarter of their clock is left, a word when it ran out, and `/turns`
//! (every table waiting for them, on every server). The table layer keeps
//! the clocks; a pass over them every `rollover_every` (`sweep.rs`) plays
//! the turns whose clocks ran out and sends what is due. Each message is
//! claimed in storage before it is sent and marked sent after: a send cut
//! short (a stop, Discord not answering) is tried again by a later pass with
//! the same nonce, so no turn goes untold and Discord shows each once.

pub mod ask;
mod cap;
mod choices;
pub mod clicks;
mod digest;
mod dm;
mod index;
mod list;
mod notice;
mod sweep;
pub(in crate::discord) mod vacation;

pub use ask::{TurnsClick, Way};
pub use cap::OPEN_TURN_TABLES;
pub(in crate::discord) use cap::may_take_another;
pub use index::seen;
pub use list::definition;
pub(in crate::discord) use list::turns_command;
pub use sweep::{LIVE_MS, pass, start};
