//! Everything the presenter decides for one viewer of a table, gathered: the
//! view the engine gives that seat (or a watcher), what it is asked, what the
//! public table calls out, who acts, trump, what it may pick ahead, each
//! seat's label, clock and standing, the choices open to it, the winners
//! once it is over. Every face (Discord's table, hand and Page, the turn DM,
//! the web page) draws from one `Seen`: an adapter puts it into its own words
//! and layout, and calls none of the presenter's deciding functions itself.

use crate::engine::wizard::WizardView;
use crate::engine::{Seat, SeatSet, Viewer};
use crate::table::{SeatOwner, Snapshot, View};

use super::{Ahead, Asked, Offer, SeatLabel, Trump};

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
    /// The round's trump (the card game; `None` in the dice game or before
    /// the game starts).
    pub trump: Option<Trump>,
    /// What the viewer may pick ahead of their turn now (the card game).
    pub ahead: Option<Ahead>,
}

impl Seen {
    /// The card game's view this was seen from, if it is one.
    pub fn cards(&self) -> Option<&WizardView> {
        match &self.view {
            Some(View::Wizard(v)) => Some(v),
            _ => None,
        }
    }

    /// `seat`'s standing against its bid, when the viewer may see it.
    pub fn standing(&self, seat: Seat) -> Option<super::Standing> {
        self.standings.get(seat).copied().flatten()
    }
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
    let stays = super::offers::stays(s.stay, seat);
    let mut seen = of_view(view, s.waiting, &s.seats, stays);
    seen.seat = seat;
    seen.played_for_you = seat
        .and_then(|seat| s.played_for.get(seat).cloned())
        .unwrap_or_default();
    seen.later = later_of(s, seat);
    seen.dropped = seat.and_then(|seat| s.dropped.get(seat).copied().flatten());
    seen.labels = SeatLabel::all(s);
    seen.clocks = super::clock::clocks(s, &seen.acting);
    seen
}

/// What the viewer of a bare card-game view (a game record's, a benchmark's,
/// with no table around it) sees of it: no seat waited on, none offered "Stay in".
pub fn of_bare_cards(view: WizardView) -> Seen {
    of_view(Some(View::Wizard(view)), SeatSet::EMPTY, &[], false)
}

/// What the viewer of `view` sees of it alone, with the table's `waiting`
/// seats and its `owners` (and whether it offers them "Stay in"): no
/// clocks, labels or moves kept for them (those are the table's, `seen`).
/// A screen drawn from a bare engine view (a test's) gets its `Seen` here.
pub fn of_view(view: Option<View>, waiting: SeatSet, owners: &[SeatOwner], stays: bool) -> Seen {
    let acting = view.as_ref().map(|v| super::acting(v, waiting)).unwrap_or_default();
    let asked = match &view {
        Some(v) => super::asked::asked(v, &acting),
        None => Asked::Over,
    };
    let called = view
        .as_ref()
        .map_or(super::Called::Nothing, |v| super::called::called(v, waiting, owners));
    let offers = view
        .as_ref()
        .map(|v| super::offers::offers(v, stays))
        .unwrap_or_default();
    let (seat, winners) = match &view {
        Some(View::Wizard(v)) => (v.viewer, v.winners.clone()),
        Some(View::Dice(v)) => (v.viewer, v.winners.clone()),
        None => (None, Vec::new()),
    };
    let (standings, trump, ahead) = match &view {
        Some(View::Wizard(v)) => (
            super::standing::standings(v),
            Some(super::trump::trump(v)),
            super::ahead::ahead(v),
        ),
        _ => (Vec::new(), None, None),
    };
    Seen {
        seat,
        played_for_you: Vec::new(),
        later: None,
        dropped: None,
        labels: Vec::new(),
        clocks: super::Clocks::default(),
        standings,
        trump,
        ahead,
        view,
        asked,
        called,
        acting,
        offers,
        winners,
    }
}
