//! Turn-based tables' clocks (BGA's "some days per move"): each person's
//! clock runs while the game waits for them, a move adds a move's time (up
//! to two moves' worth), a clock that runs out has the autopilot play that
//! turn, and a few run-outs in a row hand the seat to the computer for good.
//! The host may pause them all. The clocks are stored with the seats as
//! wall-clock times, so a restart keeps them exactly; a sweep over the
//! clocks that ran out (`Tables::sweep_clocks`) replaces the timers of live
//! tables, so thousands of idle tables hold no task each.

use rand::Rng;

use super::model::{SeatClock, now_ms};
use super::seated::Table;
use super::*;
use crate::engine::SeatSet;

/// Run-outs in a row after which the computer plays the seat for good (its
/// person ranks on their own play until then).
pub const RUN_OUTS_FOR_GOOD: u8 = 3;

/// A person's clock that runs now: whose turn, since when, until when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnClock {
    pub game: GameId,
    pub seat: Seat,
    pub user: UserId,
    /// When the turn began (Unix ms): a pause and its resumption keep it
    /// (the turn is the same, and is told once).
    pub since: i64,
    /// When the clock last started (Unix ms): the turn's start, or the end
    /// of the host's pause; the reminder comes at a quarter of what was left then.
    pub started: i64,
    /// When the clock runs out (Unix ms).
    pub due: i64,
    /// When its person last moved (Unix ms): just before, they are at the table.
    pub moved: Option<i64>,
}

/// A clock that ran out: the autopilot played that turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RanOut {
    pub clock: TurnClock,
    /// Run-outs in a row, this one included.
    pub in_a_row: u8,
    /// The computer plays the seat for good from now on.
    pub for_good: bool,
    /// What the autopilot played for them (none: the turn had nothing to play).
    pub played: Option<Move>,
}

/// What the sweep knows of a turn-based table without locking it: the
/// version its clocks are for, and the clocks that run.
#[derive(Clone, Debug, Default)]
pub(super) struct Clocked {
    seq: u64,
    running: Vec<TurnClock>,
    /// When the first vacation at the table ends (its clock starts again).
    back: Option<i64>,
}

impl Clocked {
    fn due(&self) -> Option<i64> {
        self.running.iter().map(|c| c.due).chain(self.back).min()
    }
}

impl Table {
    /// The people whose clocks run: those the game waits for who play their
    /// own seat (not on autopilot, not on vacation, not paused, not over).
    fn clocked(&self, game: &Game, now: i64) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        if self.paused.is_some() || game.is_over() {
            return set;
        }
        let away = |seat: Seat| {
            self.clocks
                .get(seat)
                .and_then(|c| c.away_until)
                .is_some_and(|until| until > now)
        };
        // A seat whose move is kept (a Seer's roll waiting for the others) is not waited for.
        let kept = |seat: Seat| self.auto.get(seat).is_some_and(|a| a.later.is_some());
        for seat in self
            .waiting_in(game)
            .iter()
            .filter(|&s| !self.is_computer(s) && !away(s) && !kept(s))
        {
            set.insert(seat);
        }
        set
    }

    /// Starts and stops the clocks for `game` as it is now; a seat that
    /// decided (`movers`) gets a move's time. Returns whether any changed
    /// (they are stored with the seats).
    pub(super) fn tick_clocks(&mut self, game: &Game, now: i64) -> bool {
        let movers = std::mem::take(&mut self.movers);
        let Some(per) = self.options.per_move_ms() else {
            return false;
        };
        let fresh = SeatClock {
            left_ms: per,
            ..SeatClock::default()
        };
        let mut changed = self.clocks.len() != self.seats.len();
        self.clocks.resize(self.seats.len(), fresh);
        let running = self.clocked(game, now);
        // Those still waited for keep their turn over a pause.
        let waited = self.waiting_in(game);
        for (seat, c) in self.clocks.iter_mut().enumerate() {
            let moved = movers.contains(seat);
            if let Some(since) = c.since
                && (moved || !running.contains(seat))
            {
                // A machine clock stepped back since gives no one time.
                let left = (c.left_ms - (now - since).max(0)).max(0);
                c.left_ms = if moved { (left + per).min(2 * per) } else { left };
                c.since = None;
                changed = true;
            }
            if c.began.is_some() && (moved || !waited.contains(seat)) {
                c.began = None;
                changed = true;
            }
            if c.since.is_none() && running.contains(seat) {
                c.since = Some(now);
                c.began.get_or_insert(now);
                changed = true;
            }
        }
        changed
    }

    /// `seat` decided (its person): its clock gains a move's time and notes
    /// when they moved. Returns what `unnote_move` puts back.
    pub(super) fn note_move(&mut self, seat: Seat) -> Option<i64> {
        self.movers.insert(seat);
        let c = self.clocks.get_mut(seat)?;
        c.moved.replace(now_ms())
    }

    /// The move was not stored after all.
    pub(super) fn unnote_move(&mut self, seat: Seat, before: Option<i64>) {
        self.movers = SeatSet::EMPTY;
        if let Some(c) = self.clocks.get_mut(seat) {
            c.moved = before;
        }
    }

    /// When the first running clock runs out, or the first vacation ends (Unix ms).
    pub(super) fn clock_due(&self) -> Option<i64> {
        self.clocks
            .iter()
            .filter_map(SeatClock::due)
            .chain(self.back_at())
            .min()
    }

    /// When the first vacation at the table ends.
    fn back_at(&self) -> Option<i64> {
        self.clocks.iter().filter_map(|c| c.away_until).min()
    }

    /// `user`'s vacation until `until` stops their clock here (`None`: they
    /// are back and it runs again, with the time it had); or their quiet
    /// hours (`rests`), unless they are away already. `Ok(false)`: it was so
    /// already.
    pub(super) async fn away<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        user: UserId,
        until: Option<i64>,
        rests: bool,
        rng: &mut R,
    ) -> Result<bool, TableError> {
        let game = self.running()?.clone();
        if self.options.per_move_ms().is_none() {
            return Err(TableError::NotTurnBased);
        }
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        if self.seats.get(seat) != Some(&SeatOwner::Human(user)) {
            return Err(TableError::NotSeated);
        }
        let per = self.options.per_move_ms().unwrap_or_default();
        self.clocks.resize(
            self.seats.len(),
            SeatClock {
                left_ms: per,
                ..SeatClock::default()
            },
        );
        let c = self.clocks[seat];
        let stands = c.away_until.is_some_and(|at| at > now_ms());
        if (c.away_until, c.rests) == (until, rests) || (rests && stands) {
            return Ok(false);
        }
        self.clocks[seat].away_until = until;
        self.clocks[seat].rests = rests && until.is_some();
        let auto = self.auto.clone();
        let stored = self.commit(persist, game, auto, Vec::new(), true, rng).await;
        if stored.is_err()
            && let Some(now) = self.clocks.get_mut(seat)
        {
            (now.away_until, now.rests) = (c.away_until, c.rests);
        }
        stored.map(|()| true)
    }

    /// The people's clocks that run now.
    pub(super) fn running_clocks(&self) -> Vec<TurnClock> {
        self.clocks
            .iter()
            .enumerate()
            .filter_map(|(seat, c)| match (self.seats.get(seat), c.since) {
                (Some(SeatOwner::Human(user)), Some(since)) => Some(TurnClock {
                    game: self.id,
                    seat,
                    user: *user,
                    since: c.began.unwrap_or(since),
                    started: since,
                    due: since + c.left_ms,
                    moved: c.moved,
                }),
                _ => None,
            })
            .collect()
    }

    /// The host pauses the clocks (a holiday) or lets them run again.
    pub(super) async fn pause<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        user: UserId,
        on: bool,
        rng: &mut R,
    ) -> Result<bool, TableError> {
        let game = self.running()?.clone();
        if Some(user) != pauser(self.host, &self.seats) {
            return Err(TableError::NotHost);
        }
        if self.options.per_move_ms().is_none() {
            return Err(TableError::NotTurnBased);
        }
        if self.paused.is_some() == on {
            return Ok(false);
        }
        let before = self.paused;
        self.paused = on.then(now_ms);
        let auto = self.auto.clone();
        let stored = self.commit(persist, game, auto, Vec::new(), true, rng).await;
        if stored.is_err() {
            self.paused = before;
        }
        stored.map(|()| true)
    }

    /// The clocks that ran out by now (`None`: none had, nothing changed):
    /// the autopilot plays each such turn
    /// (a seat that only may decide stays in), and a seat whose clock ran out
    /// `RUN_OUTS_FOR_GOOD` times in a row goes to the computer for good,
    /// its person ranked on their own play until then.
    pub(super) async fn run_out<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        rng: &mut R,
    ) -> Result<Option<Vec<RanOut>>, TableError> {
        let now = now_ms();
        let mut game = self.running()?.clone();
        let out: Vec<TurnClock> = match self.paused {
            Some(_) => Vec::new(),
            None => self.running_clocks().into_iter().filter(|c| c.due <= now).collect(),
        };
        let back = self.back_at().is_some_and(|at| at <= now);
        if out.is_empty() && !back {
            return Ok(None);
        }
        // Vacations over by now: those clocks run again (from the commit below).
        let away: Vec<(Option<i64>, bool)> = self.clocks.iter().map(|c| (c.away_until, c.rests)).collect();
        for c in &mut self.clocks {
            c.away_until = c.away_until.filter(|&until| until > now);
            c.rests &= c.away_until.is_some();
        }
        let saved = (self.seats.clone(), self.left.clone(), self.handed.clone(), self.decided);
        let mut auto = self.auto.clone();
        let mut events = Vec::new();
        let mut ran = Vec::new();
        for clock in out {
            let seat = clock.seat;
            self.movers.insert(seat);
            if !game.owed().contains(seat) {
                // Only might have decided (dice: leave on this roll): stays in.
                self.decided.insert(seat);
                continue;
            }
            let in_a_row = auto[seat].missed.saturating_add(1);
            auto[seat].missed = in_a_row;
            let for_good = in_a_row >= RUN_OUTS_FOR_GOOD;
            if for_good {
                // Before the computer's move: that move is not theirs.
                self.give_to_computer(seat, clock.user, &game);
                auto[seat] = Autopilot::default();
            }
            let mut played = None;
            // A Seer's roll waits for the others on this roll: kept, made once they decided.
            if !for_good
                && self.seer_waits(&game, seat)
                && let Some(mv) = self.computer_move(&game, seat).await
            {
                auto[seat].later = Some(mv);
                auto[seat].ran_out(mv);
                played = Some(mv);
            } else if let Some(mv) = self.computer_move(&game, seat).await
                && let Ok(Some(e)) = game.apply(seat, mv)
            {
                events.push(e);
                played = Some(mv);
                if !for_good {
                    auto[seat].ran_out(mv);
                }
            }
            ran.push(RanOut {
                clock,
                in_a_row,
                for_good,
                played,
            });
        }
        if let Err(e) = self.commit(persist, game, auto, events, true, rng).await {
            (self.seats, self.left, self.handed, self.decided) = saved;
            for (c, (until, rests)) in self.clocks.iter_mut().zip(away) {
                (c.away_until, c.rests) = (until, rests);
            }
            self.movers = SeatSet::EMPTY;
            return Err(e);
        }
        Ok(Some(ran))
    }
}

/// Who may pause a turn-based table's clocks: its host, or once the host's
/// seat went to the computer (they left, or ran out of time for good), the
/// first person still seated, so a game of weeks never loses its holiday.
pub fn pauser(host: UserId, seats: &[SeatOwner]) -> Option<UserId> {
    let people = || {
        seats.iter().filter_map(|o| match o {
            SeatOwner::Human(u) => Some(*u),
            SeatOwner::Computer => None,
        })
    };
    people().find(|&u| u == host).or_else(|| people().next())
}

impl<P: TableStore> Tables<P> {
    /// Notes a turn-based table's running clocks for the sweep (and forgets
    /// an ended or paused one). Returns whether the table is turn-based: its
    /// deadline is the sweep's, not a timer's.
    pub(super) fn index_clocks(&self, t: &Table) -> bool {
        if t.options.per_move_ms().is_none() {
            return false;
        }
        let mut clocks = lock(&self.inner.clocks);
        let (running, back) = match t.status() {
            GameStatus::Running => (t.running_clocks(), t.back_at()),
            _ => (Vec::new(), None),
        };
        if running.is_empty() && back.is_none() {
            clocks.remove(&t.id);
        } else {
            clocks.insert(
                t.id,
                Clocked {
                    seq: t.seq,
                    running,
                    back,
                },
            );
        }
        true
    }

    /// Whether `clock`'s turn still runs (its person has not moved since a
    /// pass listed it): a turn's message is never sent for a turn taken.
    pub fn turn_runs(&self, clock: &TurnClock) -> bool {
        lock(&self.inner.clocks)
            .get(&clock.game)
            .is_some_and(|c| c.running.iter().any(|r| r.seat == clock.seat && r.since == clock.since))
    }

    /// Every person's clock that runs now, at every turn-based table this
    /// process drives (what reminders are decided from), oldest turn first.
    pub fn turn_clocks(&self) -> Vec<TurnClock> {
        let mut all: Vec<TurnClock> = lock(&self.inner.clocks)
            .values()
            .flat_map(|c| c.running.iter().copied())
            .collect();
        all.sort_by_key(|c| (c.since, c.game, c.seat));
        all
    }

    /// One pass over the turn-based tables: each whose clock ran out has the
    /// autopilot play for those out of time (`Table::run_out`), stored before
    /// this returns. What ran out is returned, for their people to be told.
    /// A table storage refused is tried again at the next pass.
    pub async fn sweep_clocks(&self) -> Vec<RanOut> {
        let now = now_ms();
        let due: Vec<(GameId, u64)> = lock(&self.inner.clocks)
            .iter()
            .filter(|(_, c)| c.due().is_some_and(|d| d <= now))
            .map(|(&id, c)| (id, c.seq))
            .collect();
        let mut ran = Vec::new();
        for (id, seq) in due {
            let Ok(table) = self.get(id) else { continue };
            let mut t = table.lock().await;
            if t.seq != seq && t.clock_due().is_none_or(|d| d > now) {
                continue; // Someone moved meanwhile.
            }
            let mut rng = self.chance(&t);
            match t.run_out(&self.inner.persist, &mut rng).await {
                // Nothing ran out after all (paused meanwhile): nothing changed.
                Ok(None) => {}
                Ok(Some(out)) => {
                    ran.extend(out);
                    self.after_change(&mut t, true).await;
                }
                Err(e) => {
                    tracing::error!(game = id, version = t.seq, verb = "clock", error = %e, "a clock that ran out could not be played; trying again at the next pass");
                }
            }
        }
        ran
    }
}
