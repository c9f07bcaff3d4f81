//! One table (`Table`): its lobby, seats, game, version, autopilot state and deadline,
//! and how each command changes them. A change is computed on a copy, written
//! to storage, and only then made the table's state.

use rand::Rng;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::time::Duration;
use tokio::time::Instant;

use super::{ChanceScript, Game, GameId, Move, Persist, TableError, TableOptions, UserId, Verb};
use crate::engine::dice::{DiceSetup, DiceState, Phase as DicePhase};
use crate::engine::wizard::{WizardSetup, WizardState};
use crate::engine::{Seat, SeatSet, ToAct};
use crate::store::{GameKind, GameRow, GameStatus, now_ms};

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatOwner {
    Human(UserId),
    Computer,
}

/// Missed decisions in a row, and whether the computer plays the seat until its player returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Autopilot {
    pub missed: u8,
    pub on: bool,
}

/// How seats are stored.
#[derive(Serialize, Deserialize)]
struct SeatsDoc {
    owners: Vec<SeatOwner>,
    #[serde(default)]
    autopilot: Vec<Autopilot>,
}

/// A table as callers see it after a command.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub id: GameId,
    pub kind: GameKind,
    pub guild: Option<i64>,
    pub channel: i64,
    pub host: UserId,
    pub status: GameStatus,
    pub options: TableOptions,
    pub seats: Vec<SeatOwner>,
    pub autopilot: Vec<bool>,
    /// Steps logged so far: the version commands are made against.
    pub version: u64,
    pub game: Option<Game>,
    /// Wall-clock deadline (Unix ms) of the decision awaited, if a human owes one.
    pub deadline_ms: Option<i64>,
}

impl Snapshot {
    /// The seat a user holds, if any.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        seat_in(&self.seats, user)
    }
}

fn seat_in(seats: &[SeatOwner], user: UserId) -> Option<Seat> {
    seats.iter().position(|s| *s == SeatOwner::Human(user))
}

pub(super) struct Table {
    pub id: GameId,
    pub kind: GameKind,
    pub guild: Option<i64>,
    pub channel: i64,
    pub host: UserId,
    pub options: TableOptions,
    pub seats: Vec<SeatOwner>,
    pub auto: Vec<Autopilot>,
    pub status: GameStatus,
    pub game: Option<Game>,
    pub setup: Option<Value>,
    pub seq: u64,
    /// Optional decisions (dice: leave or stay) already taken for the current state, per seat.
    decided: SeatSet,
    /// A computer Seer no longer waits for humans' optional decisions on this roll.
    wait_over: bool,
    /// The last applied game command, to recognise a double click.
    last: Option<(UserId, Verb)>,
    pub deadline: Option<Instant>,
    deadline_ms: Option<i64>,
    /// The newest version the players were shown (`Tables::shown`); in memory only.
    pub shown: u64,
    /// Chance outcomes fixed in advance (kept in memory only).
    pub script: ChanceScript,
}

impl Table {
    pub fn lobby(
        id: GameId,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: UserId,
        options: TableOptions,
    ) -> Table {
        Table {
            id,
            kind,
            guild,
            channel,
            host,
            options,
            seats: vec![SeatOwner::Human(host)],
            auto: vec![Autopilot::default()],
            status: GameStatus::Lobby,
            game: None,
            setup: None,
            seq: 0,
            decided: SeatSet::EMPTY,
            wait_over: false,
            last: None,
            script: ChanceScript::default(),
            deadline: None,
            deadline_ms: None,
            shown: 0,
        }
    }

    /// Moves the pending deadline to `at` (wall clock too, for the screens).
    pub fn postpone_deadline(&mut self, at: Instant) {
        if self.deadline.is_some() {
            let ms = at.saturating_duration_since(Instant::now()).as_millis() as i64;
            self.deadline = Some(at);
            self.deadline_ms = Some(now_ms() + ms);
        }
    }

    /// The time a human has for a decision.
    pub fn turn_time(&self) -> Duration {
        Duration::from_secs(u64::from(self.options.turn_secs.max(1)))
    }

    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            id: self.id,
            kind: self.kind,
            guild: self.guild,
            channel: self.channel,
            host: self.host,
            status: self.status,
            options: self.options.clone(),
            seats: self.seats.clone(),
            autopilot: self.auto.iter().map(|a| a.on).collect(),
            version: self.seq,
            game: self.game.clone(),
            deadline_ms: self.deadline_ms,
        }
    }

    pub fn options_json(&self) -> Value {
        serde_json::to_value(&self.options).expect("options serialize")
    }

    pub fn seats_json(&self) -> Value {
        json!({"owners": self.seats, "autopilot": self.auto})
    }

    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        seat_in(&self.seats, user)
    }

    fn is_computer(&self, seat: Seat) -> bool {
        self.seats.get(seat) == Some(&SeatOwner::Computer) || self.auto.get(seat).is_some_and(|a| a.on)
    }

    fn check_open(&self) -> Result<(), TableError> {
        match self.status {
            GameStatus::Lobby => Err(TableError::NotStarted),
            GameStatus::Running => Ok(()),
            GameStatus::Finished => Err(TableError::GameOver),
            GameStatus::Cancelled => Err(TableError::Cancelled),
        }
    }

    fn check_lobby(&self) -> Result<(), TableError> {
        match self.status {
            GameStatus::Lobby => Ok(()),
            GameStatus::Running => Err(TableError::AlreadyStarted),
            GameStatus::Finished => Err(TableError::GameOver),
            GameStatus::Cancelled => Err(TableError::Cancelled),
        }
    }

    /// Carries out a command; `Ok(false)` when it repeats the last one (already applied).
    pub async fn command<P: Persist, R: Rng>(
        &mut self,
        persist: &P,
        user: UserId,
        verb: Verb,
        rng: &mut R,
    ) -> Result<bool, TableError> {
        let (min, max) = TableOptions::seat_range(self.kind, &self.options.variants);
        match verb {
            Verb::Join => {
                self.check_lobby()?;
                if self.seat_of(user).is_some() {
                    return Err(TableError::AlreadySeated);
                }
                if self.seats.len() >= max {
                    return Err(TableError::Full);
                }
                self.change_lobby(persist, |t| {
                    t.seats.push(SeatOwner::Human(user));
                    t.auto.push(Autopilot::default());
                })
                .await?;
            }
            Verb::AddComputer => {
                self.check_lobby()?;
                if user != self.host {
                    return Err(TableError::NotHost);
                }
                if self.seats.len() >= max {
                    return Err(TableError::Full);
                }
                self.change_lobby(persist, |t| {
                    t.seats.push(SeatOwner::Computer);
                    t.auto.push(Autopilot::default());
                })
                .await?;
            }
            Verb::Leave => {
                self.check_lobby()?;
                let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
                let next_host = self.seats.iter().enumerate().find_map(|(s, o)| match o {
                    SeatOwner::Human(u) if s != seat => Some(*u),
                    _ => None,
                });
                match (user == self.host, next_host) {
                    // The last human leaves: the lobby closes.
                    (true, None) => {
                        persist.set_status(self.id, GameStatus::Cancelled).await?;
                        self.status = GameStatus::Cancelled;
                    }
                    (is_host, _) => {
                        self.change_lobby(persist, |t| {
                            t.seats.remove(seat);
                            t.auto.remove(seat);
                            if is_host {
                                t.host = next_host.expect("matched Some");
                            }
                        })
                        .await?;
                    }
                }
            }
            Verb::Start => {
                self.check_lobby()?;
                if user != self.host {
                    return Err(TableError::NotHost);
                }
                if self.seats.len() < min {
                    return Err(TableError::NotEnoughPlayers { need: min });
                }
                self.start(persist, rng).await?;
            }
            Verb::Cancel { may_manage } => {
                if matches!(self.status, GameStatus::Finished | GameStatus::Cancelled) {
                    return Err(if self.status == GameStatus::Finished {
                        TableError::GameOver
                    } else {
                        TableError::Cancelled
                    });
                }
                if user != self.host && !may_manage {
                    return Err(TableError::NotHost);
                }
                persist.set_status(self.id, GameStatus::Cancelled).await?;
                self.status = GameStatus::Cancelled;
                self.deadline = None;
            }
            Verb::Act { version, mv } => {
                self.check_open()?;
                let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
                if version != self.seq {
                    if self.last == Some((user, verb)) {
                        return Ok(false);
                    }
                    return Err(TableError::OutOfDate { current: self.seq });
                }
                let mut game = self.game.clone().ok_or(TableError::NotStarted)?;
                let logged = game.apply(seat, mv).map_err(|e| {
                    if e.is_not_your_turn() {
                        TableError::NotYourTurn
                    } else {
                        TableError::Rules(e)
                    }
                })?;
                let mut auto = self.auto.clone();
                let seats_changed = auto[seat] != Autopilot::default();
                auto[seat] = Autopilot::default();
                let events: Vec<Value> = logged.into_iter().collect();
                self.commit(persist, game, auto, events, seats_changed, rng).await?;
                self.last = Some((user, verb));
            }
            Verb::Stay { version } => {
                self.check_open()?;
                let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
                if version != self.seq {
                    return Err(TableError::OutOfDate { current: self.seq });
                }
                let game = self.game.clone().ok_or(TableError::NotStarted)?;
                if !game.optional().contains(seat) {
                    return Err(TableError::NotYourTurn);
                }
                self.decided.insert(seat);
                let auto = self.auto.clone();
                self.commit(persist, game, auto, Vec::new(), false, rng).await?;
            }
            Verb::Resume => {
                self.check_open()?;
                let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
                if self.auto[seat] != Autopilot::default() {
                    let game = self.game.clone().ok_or(TableError::NotStarted)?;
                    let mut auto = self.auto.clone();
                    auto[seat] = Autopilot::default();
                    self.commit(persist, game, auto, Vec::new(), true, rng).await?;
                }
            }
            Verb::LeaveGame => {
                self.check_open()?;
                let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
                let game = self.game.clone().ok_or(TableError::NotStarted)?;
                let auto = self.auto.clone();
                let before = std::mem::replace(&mut self.seats[seat], SeatOwner::Computer);
                if let Err(e) = self.commit(persist, game, auto, Vec::new(), true, rng).await {
                    self.seats[seat] = before;
                    return Err(e);
                }
            }
        }
        Ok(true)
    }

    /// Changes the lobby and stores it; the table changes only once stored.
    async fn change_lobby<P: Persist>(
        &mut self,
        persist: &P,
        change: impl FnOnce(&mut Table),
    ) -> Result<(), TableError> {
        let (seats, auto, host) = (self.seats.clone(), self.auto.clone(), self.host);
        change(self);
        if let Err(e) = persist
            .update_lobby(self.id, &self.seats_json(), &self.options_json())
            .await
        {
            (self.seats, self.auto, self.host) = (seats, auto, host);
            return Err(e.into());
        }
        Ok(())
    }

    async fn start<P: Persist, R: Rng>(&mut self, persist: &P, rng: &mut R) -> Result<(), TableError> {
        let n = self.seats.len();
        let (game, setup) = match self.kind {
            GameKind::Wizard => {
                // RULES.md Decision: the first dealer is drawn at random (and recorded in the setup).
                let first_dealer = crate::chance::below(rng, n as u32) as usize;
                let setup = WizardSetup::new(n, first_dealer, self.options.variants)
                    .map_err(|e| TableError::Options(e.to_string()))?;
                (Game::Wizard(WizardState::new(setup)), serde_json::to_value(setup))
            }
            GameKind::Dice => {
                // RULES.md Decision: the first Seer is the player who created the game (the host).
                let first_seer = self.seat_of(self.host).unwrap_or(0);
                let setup = DiceSetup::new(n, first_seer, self.options.x_target, self.options.magic_cards)
                    .map_err(|e| TableError::Options(e.to_string()))?;
                (Game::Dice(DiceState::new(setup)), serde_json::to_value(setup))
            }
        };
        let setup = setup.expect("setups serialize");
        persist.start(self.id, &self.seats_json(), &setup).await?;
        self.status = GameStatus::Running;
        self.setup = Some(setup);
        self.game = Some(game.clone());
        self.seq = 0;
        let auto = self.auto.clone();
        self.commit(persist, game, auto, Vec::new(), false, rng).await
    }

    /// Lets chance and computer players move, stores the new events with the
    /// next deadline, then makes `game` the table's game.
    async fn commit<P: Persist, R: Rng>(
        &mut self,
        persist: &P,
        mut game: Game,
        auto: Vec<Autopilot>,
        mut events: Vec<Value>,
        seats_changed: bool,
        rng: &mut R,
    ) -> Result<(), TableError> {
        let saved_auto = std::mem::replace(&mut self.auto, auto);
        let (saved_decided, saved_wait) = (self.decided, self.wait_over);
        self.drive(&mut game, &mut events, rng);
        let (deadline, deadline_ms) = self.deadline_for(&game);
        if !events.is_empty() || seats_changed {
            let seats = seats_changed.then(|| self.seats_json());
            let stored = persist
                .append(self.id, self.seq as i64, &events, deadline_ms, seats.as_ref())
                .await;
            if let Err(e) = stored {
                (self.auto, self.decided, self.wait_over) = (saved_auto, saved_decided, saved_wait);
                return Err(e.into());
            }
        }
        self.seq += events.len() as u64;
        self.game = Some(game);
        self.deadline = deadline;
        self.deadline_ms = deadline_ms;
        Ok(())
    }

    /// Applies chance outcomes and the moves of computer seats (and seats on
    /// autopilot) until a human must decide or the game is over.
    fn drive<R: Rng>(&mut self, game: &mut Game, events: &mut Vec<Value>, rng: &mut R) {
        loop {
            if game.is_over() {
                return;
            }
            if game.to_act() == ToAct::Chance {
                if let Some(e) = game.apply_chance_scripted(&mut self.script, rng) {
                    events.push(e);
                }
                // A new roll or round: optional decisions are open again.
                self.decided = SeatSet::EMPTY;
                self.wait_over = false;
                continue;
            }
            // Optional decisions of computer seats come first, so they can leave
            // on this roll before a Seer re-rolls it.
            let optional = game.optional();
            if let Some(seat) = optional
                .iter()
                .find(|&s| self.is_computer(s) && !self.decided.contains(s))
            {
                self.decided.insert(seat);
                if let Some(mv) = game.computer_move(seat) {
                    self.apply_computer(game, seat, mv, events);
                }
                continue;
            }
            let owed = game.owed();
            let Some(seat) = owed.iter().find(|&s| self.is_computer(s)) else {
                return;
            };
            if self.seer_waits(game, seat) {
                return;
            }
            match game.computer_move(seat) {
                Some(mv) => self.apply_computer(game, seat, mv, events),
                None => return,
            }
        }
    }

    fn apply_computer(&mut self, game: &mut Game, seat: Seat, mv: Move, events: &mut Vec<Value>) {
        // The baseline only makes legal moves; should it ever not, the human-facing
        // deadline still moves the game on, so the game is never stuck.
        if let Ok(Some(e)) = game.apply(seat, mv) {
            events.push(e);
        }
    }

    /// A computer Seer waits after a roll while a human may still leave on it.
    fn seer_waits(&self, game: &Game, seer: Seat) -> bool {
        if self.wait_over {
            return false;
        }
        match game {
            Game::Dice(g) if *g.phase() == DicePhase::AfterRoll && g.seer() == seer => game
                .optional()
                .iter()
                .any(|s| !self.is_computer(s) && !self.decided.contains(s)),
            _ => false,
        }
    }

    /// The deadline of the decision now awaited from humans, if any.
    fn deadline_for(&self, game: &Game) -> (Option<Instant>, Option<i64>) {
        if game.is_over() || self.status != GameStatus::Running {
            return (None, None);
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
    pub async fn expire<P: Persist, R: Rng>(&mut self, persist: &P, rng: &mut R) -> Result<(), TableError> {
        let mut game = self.game.clone().ok_or(TableError::NotStarted)?;
        let mut auto = self.auto.clone();
        let mut events = Vec::new();
        let late: Vec<Seat> = game.owed().iter().filter(|&s| !self.is_computer(s)).collect();
        for seat in &late {
            if let Some(mv) = game.computer_move(*seat)
                && let Ok(Some(e)) = game.apply(*seat, mv)
            {
                events.push(e);
            }
            auto[*seat].missed = auto[*seat].missed.saturating_add(1);
            auto[*seat].on = auto[*seat].missed >= 2;
        }
        if late.is_empty() {
            self.wait_over = true;
        }
        self.commit(persist, game, auto, events, !late.is_empty(), rng).await
    }

    /// Rebuilds an open table (a lobby, or a running game from its events) from storage.
    pub fn restore(row: &GameRow, events: &[Value]) -> Result<Table, String> {
        let seats: SeatsDoc = serde_json::from_value(row.seats.clone()).map_err(|e| format!("seats: {e}"))?;
        let options: TableOptions = serde_json::from_value(row.options.clone()).map_err(|e| format!("options: {e}"))?;
        if row.status == GameStatus::Lobby {
            let mut t = Table::lobby(row.id, row.kind, row.guild_id, row.channel_id, row.created_by, options);
            t.auto = vec![Autopilot::default(); seats.owners.len()];
            t.seats = seats.owners;
            // The host may have left and handed the lobby on: the first person seated hosts.
            if t.seat_of(t.host).is_none()
                && let Some(SeatOwner::Human(u)) = t.seats.iter().find(|o| matches!(o, SeatOwner::Human(_)))
            {
                t.host = *u;
            }
            return Ok(t);
        }
        let setup = row.setup.clone().ok_or("a running game without a setup")?;
        let mut game = match row.kind {
            GameKind::Wizard => Game::Wizard(WizardState::new(
                serde_json::from_value::<WizardSetup>(setup.clone()).map_err(|e| e.to_string())?,
            )),
            GameKind::Dice => Game::Dice(DiceState::new(
                serde_json::from_value::<DiceSetup>(setup.clone()).map_err(|e| e.to_string())?,
            )),
        };
        for (i, e) in events.iter().enumerate() {
            game.apply_logged(e)
                .map_err(|err| format!("game {} event {i}: {err}", row.id))?;
        }
        let n = seats.owners.len();
        let mut auto = seats.autopilot;
        auto.resize(n, Autopilot::default());
        let deadline = row.deadline_at.map(|at| {
            let left = (at - now_ms()).max(0) as u64;
            Instant::now() + Duration::from_millis(left)
        });
        Ok(Table {
            id: row.id,
            kind: row.kind,
            guild: row.guild_id,
            channel: row.channel_id,
            host: row.created_by,
            options,
            seats: seats.owners,
            auto,
            status: row.status,
            game: Some(game),
            setup: Some(setup),
            seq: events.len() as u64,
            decided: SeatSet::EMPTY,
            wait_over: false,
            last: None,
            script: ChanceScript::default(),
            deadline,
            deadline_ms: row.deadline_at,
            shown: 0,
        })
    }

    /// After a restore: lets chance and computers move if the game stopped
    /// where they were due (a crash between storing and moving on).
    pub async fn settle<P: Persist, R: Rng>(&mut self, persist: &P, rng: &mut R) -> Result<(), TableError> {
        let game = self.game.clone().ok_or(TableError::NotStarted)?;
        let auto = self.auto.clone();
        let (deadline, deadline_ms) = (self.deadline, self.deadline_ms);
        self.commit(persist, game, auto, Vec::new(), false, rng).await?;
        // Keep the stored deadline when nothing moved: the human's time keeps running.
        if self.deadline.is_some() && deadline.is_some() {
            (self.deadline, self.deadline_ms) = (deadline, deadline_ms);
        }
        Ok(())
    }
}
