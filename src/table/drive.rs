//! How a table drives its game between people's decisions: the computer
//! players' moves (paced or at once), the Seer's wait for those who may
//! still take a roll, the deadline of the decision awaited, and what its
//! passing does (autopilot).

use rand::Rng;
use std::time::Duration;
use tokio::time::Instant;

use super::seated::Table;
use super::*;
use crate::engine::{Seat, SeatSet, ToAct};

impl Table {
    /// Applies chance outcomes and the moves of computer seats (and seats on
    /// autopilot) until a human must decide, the game is over, or
    /// `computer_moves` is spent.
    pub(super) async fn drive<R: Rng>(&mut self, game: &mut Game, events: &mut Vec<LoggedStep>, rng: &mut R) {
        let once = self.computer_moves.take();
        let mut budget = if self.paced { Some(once.unwrap_or(0)) } else { None };
        self.stalled = false;
        self.forget_later_of_computers();
        loop {
            if game.is_over() {
                return;
            }
            if game.to_act() == ToAct::Chance {
                let drawn = match &self.daily {
                    Some(daily) => game.apply_daily_chance(daily),
                    None => game.apply_chance_scripted(&mut self.script, rng),
                };
                if let Some(e) = drawn {
                    events.push(e);
                }
                // A new roll or round: optional decisions are open again.
                self.decided = SeatSet::EMPTY;
                self.wait_over = false;
                continue;
            }
            // Not paced: a forced card is no one's decision to watch, and the
            // last trick shows whole in the message closing the round. A
            // turn-based table plays every seat's only legal card too.
            if let Some((seat, mv)) = game.forced(self.options.per_move_ms().is_some())
                && let Ok(Some(e)) = game.apply(seat, mv)
            {
                self.later_overtaken(seat, mv);
                events.push(e);
                continue;
            }
            // A person's move left for later is theirs, made before any computer's.
            if let Some(seat) = self.later_due(game) {
                self.make_later(game, seat, events);
                continue;
            }
            let Some((seat, optional)) = self.next_computer(game) else {
                return;
            };
            if budget == Some(0) {
                return;
            }
            // A decision searched without the table's lock (`Searched`) is
            // taken when it was searched on this very state.
            let ahead = self
                .searched
                .take()
                .filter(|s| events.is_empty() && s.seq == self.seq && s.seat == seat && s.level == self.level_of(seat));
            let mv = match ahead {
                Some(searched) => searched.mv,
                None => self.computer_move(game, seat).await,
            };
            if optional {
                self.decided.insert(seat);
            }
            match mv {
                Some(mv) => {
                    self.apply_computer(game, seat, mv, events);
                    budget = budget.map(|b| b - 1);
                }
                // Staying in is a decision without a move; a seat that owed one and has none waits for its deadline.
                None if optional => {}
                None => {
                    self.stalled = true;
                    return;
                }
            }
        }
    }

    /// The computer seat to decide next, and whether its decision is optional.
    /// Optional decisions of computer seats come first, so they can leave on
    /// this roll before a Seer re-rolls it; a computer Seer waits while a
    /// human may still leave.
    fn next_computer(&self, game: &Game) -> Option<(Seat, bool)> {
        if game.is_over() || game.to_act() == ToAct::Chance {
            return None;
        }
        if let Some(seat) = game
            .optional()
            .iter()
            .find(|&s| self.is_computer(s) && !self.decided.contains(s))
        {
            return Some((seat, true));
        }
        let seat = game.owed().iter().find(|&s| self.is_computer(s))?;
        (!self.seer_waits(game, seat)).then_some((seat, false))
    }

    /// Whether a computer player's decision is due (a paced table takes it next).
    pub fn computer_due(&self) -> bool {
        !self.stalled
            && self.status() == GameStatus::Running
            && self.game().is_some_and(|g| self.next_computer(g).is_some())
    }

    /// The level that plays a seat: a computer player's own; Normal for a
    /// person's seat on autopilot or left to the computer.
    fn level_of(&self, seat: Seat) -> Level {
        match self.seats.get(seat) {
            Some(SeatOwner::Computer) => self.levels.get(seat).copied().unwrap_or_default(),
            _ => Level::Normal,
        }
    }

    /// The game's number seeds its players: the same view decides the same
    /// way. In a daily try the day does: the same moves meet the same answers.
    fn players_seed(&self) -> u64 {
        self.daily.map_or(self.id as u64, |d| d.players_seed())
    }

    /// The search a paced table's next computer move needs, if it needs one:
    /// run without the table's lock (`Search::run`), so a person's command
    /// is never held behind a computer thinking.
    pub(super) fn next_search(&self) -> Option<super::decide::Search> {
        let game = self.game()?;
        let (seat, _) = self.next_computer(game)?;
        let level = self.level_of(seat);
        game.searches(level).then(|| super::decide::Search {
            seq: self.seq,
            seat,
            level,
            seed: self.players_seed(),
            game: game.clone(),
        })
    }

    /// A computer player's decision. A search runs on the blocking pool, a
    /// few at a time, so a burst of computer turns never holds up the async
    /// workers that answer other tables; the baseline is cheap enough to run here.
    pub(super) async fn computer_move(&self, game: &Game, seat: Seat) -> Option<Move> {
        let level = self.level_of(seat);
        let seed = self.players_seed();
        if !game.searches(level) {
            return game.computer_move(seat, level, seed);
        }
        let game = game.clone();
        super::decide::off_runtime(move || game.computer_move(seat, level, seed)).await
    }

    fn apply_computer(&mut self, game: &mut Game, seat: Seat, mv: Move, events: &mut Vec<LoggedStep>) {
        // The baseline only makes legal moves; should it ever not, the human-facing
        // deadline still moves the game on, so the game is never stuck.
        if let Ok(Some(e)) = game.apply(seat, mv) {
            events.push(e);
        }
    }

    /// A computer that must decide waits while a human may still decide
    /// (a computer Seer after a roll, while a human may still leave on it).
    pub(super) fn seer_waits(&self, game: &Game, seat: Seat) -> bool {
        if self.wait_over {
            return false;
        }
        let turn = game.turn();
        turn.must.contains(seat)
            && turn
                .may
                .iter()
                .any(|s| !self.is_computer(s) && !self.decided.contains(s))
    }

    /// The deadline of the decision now awaited from humans, if any.
    pub(super) fn deadline_for(&self, game: &Game) -> (Option<Instant>, Option<i64>) {
        if game.is_over() || self.status() != GameStatus::Running {
            return (None, None);
        }
        // A daily try waits for its player until the day ends, whoever owes what.
        if let Some(day) = self.options.daily.filter(|_| self.daily.is_some()) {
            let end = day_end_ms(day);
            let left = Duration::from_millis((end - now_ms()).max(0) as u64);
            return (Some(Instant::now() + left), Some(end));
        }
        // A turn-based table waits until the first running clock runs out (`clocks.rs`).
        if self.options.per_move_ms().is_some() {
            return match self.clock_due() {
                Some(due) => {
                    let left = Duration::from_millis((due - now_ms()).max(0) as u64);
                    (Some(Instant::now() + left), Some(due))
                }
                None => (None, None),
            };
        }
        let humans_owe = game.owed().iter().any(|s| !self.is_computer(s));
        let seer_waits = game
            .owed()
            .iter()
            .any(|s| self.is_computer(s) && self.seer_waits(game, s));
        if humans_owe || seer_waits {
            let secs = u64::from(self.options.turn_secs.max(1));
            (
                Some(Instant::now() + Duration::from_secs(secs)),
                Some(now_ms() + secs as i64 * 1000),
            )
        } else {
            (None, None)
        }
    }

    /// The deadline passed: the computer decides for each human who owed a
    /// decision (two misses in a row put the seat on autopilot), or a computer
    /// Seer stops waiting.
    pub async fn expire<P: TableStore, R: Rng>(&mut self, persist: &P, rng: &mut R) -> Result<(), TableError> {
        let mut game = self.running()?.clone();
        let mut auto = self.auto.clone();
        let mut events = Vec::new();
        let late: Vec<Seat> = game.owed().iter().filter(|&s| !self.is_computer(s)).collect();
        for seat in &late {
            if let Some(mv) = self.computer_move(&game, *seat).await
                && let Ok(Some(e)) = game.apply(*seat, mv)
            {
                events.push(e);
                auto[*seat].ran_out(mv);
            }
            auto[*seat].missed = auto[*seat].missed.saturating_add(1);
            auto[*seat].on = auto[*seat].missed >= 2;
        }
        // A daily try's day is over: the autopilot plays the rest of it.
        if self.daily.is_some() {
            for (seat, owner) in self.seats.iter().enumerate() {
                if matches!(owner, SeatOwner::Human(_)) {
                    auto[seat].on = true;
                }
            }
        }
        if late.is_empty() {
            self.wait_over = true;
        }
        let seats_changed = !late.is_empty() || self.daily.is_some();
        self.commit(persist, game, auto, events, seats_changed, rng).await
    }
}
