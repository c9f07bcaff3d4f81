//! The seat presenter: what one seat sees and may do at a table, decided once
//! for every adapter (the Discord screens, the web page, a later one) as typed
//! data — what the seat is asked, what the public table calls out, who acts now, which trick to show, each
//! seat's name, each seat's clock and standing against its bid, the choices
//! that say what they would write. It stands above
//! the table and the words (`table`, `text`) and below the adapters, which
//! only put it into their own words and layout; `seen.rs` gathers it for one
//! viewer.

pub mod acting;
pub mod ahead;
pub mod asked;
pub mod called;
pub mod clock;
pub mod label;
pub mod offers;
pub mod seen;
pub mod standing;
pub mod trick;
pub mod trump;

pub use acting::acting;
pub use ahead::Ahead;
pub use asked::Asked;
pub use called::Called;
pub use clock::{Clock, Clocks};
pub use label::SeatLabel;
pub use offers::{Offer, Write};
pub use seen::{Seen, later_of, seen};
pub use standing::Standing;
pub use trick::TrickShown;
pub use trump::Trump;
