//! Everything the presenter decides for one viewer of a table, gathered: the
//! view the engine gives that seat (or a watcher), what it is asked, who acts,
//! each seat's label, clock and standing, the choices open to it, the winners
//! once it is over.
//! An adapter puts this into its own words and layout.

use crate::engine::{Seat, Viewer};
use crate::table::{Snapshot, View};

use super::{Asked, Offer, SeatLabel};

/// What one viewer sees of a table and may do at it.
#[derive(Clone, Debug)]
pub struct Seen {
    /// The viewer's seat; `None`: they watch.
    pub seat: Option<Seat>,
    /// The engine's view for them (`None` before the game starts).
    pub view: Option<View>,
    pub asked: Asked,
    /// What the public table calls out (the same for every viewer).
    pub called: super::Called,
    pub acting: Vec<Seat>,
    pub labels: Vec<SeatLabel>,
    pub offers: Vec<Offer>,
    pub winners: Vec<Seat>,
    /// What the computer played for the viewer when their clock ran out,
    /// since they last moved (oldest first; a watcher: none).
    pub played_for_you: Vec<crate::table::Move>,
    /// Whether the viewer may leave their next move for later (`Some`), and
    /// the move they left (`later_of`).
    pub later: Option<Option<crate::table::Move>>,
    /// Their move left for later that could not be made when the turn came.
    pub dropped: Option<crate::table::Move>,
    /// Each seat's clock, and when the table's time next runs out.
    pub clocks: super::Clocks,
    /// Each seat's standing against its bid (the card game, while the cards
    /// are played; only bids the viewer may see).
    pub standings: Vec<Option<super::Standing>>,
}

/// Whether `seat`'s person may leave their next move for later at `s` (a
/// person's seat at a running turn-based table), and the move they left:
/// theirs alone to see.
pub fn later_of(s: &Snapshot, seat: Option<Seat>) -> Option<Option<crate::table::Move>> {
    let seat = seat?;
    let person = matches!(s.seats.get(seat), Some(crate::table::SeatOwner::Human(_)));
    let running = s.status == crate::table::GameStatus::Running && !s.is_over();
    (s.options.per_move_ms().is_some() && person && running).then(|| s.later.get(seat).copied().flatten())
}

/// What `seat` (or, `None`, a watcher) sees of `s`.
pub fn seen(s: &Snapshot, seat: Option<Seat>) -> Seen {
    let view = s.view(seat.map_or(Viewer::Spectator, Viewer::Seat));
    let acting = view.as_ref().map(|v| super::acting(v, s.waiting)).unwrap_or_default();
    let asked = match &view {
        Some(v) => super::asked::asked(v, &acting),
        None => Asked::Over,
    };
    let called = view.as_ref().map_or(super::Called::Nothing, |v| {
        super::called::called(v, s.waiting, &s.seats)
    });
    let offers = view
        .as_ref()
        .map(|v| super::offers::offers(v, super::offers::stays(s.stay, seat)))
        .unwrap_or_default();
    let winners = match &view {
        Some(View::Wizard(v)) => v.winners.clone(),
        Some(View::Dice(v)) => v.winners.clone(),
        None => Vec::new(),
    };
    let standings = match &view {
        Some(View::Wizard(v)) => super::standing::standings(v),
        _ => Vec::new(),
    };
    let played_for_you = seat
        .and_then(|seat| s.played_for.get(seat).cloned())
        .unwrap_or_default();
    Seen {
        seat,
        played_for_you,
        later: later_of(s, seat),
        dropped: seat.and_then(|seat| s.dropped.get(seat).copied().flatten()),
        labels: SeatLabel::all(s),
        clocks: super::clock::clocks(s, &acting),
        standings,
        view,
        asked,
        called,
        acting,
        offers,
        winners,
    }
}
