//! One table (`Table`): its lobby, seats, game, version, autopilot state and deadline,
//! and how each command changes them. A change is computed on a copy, written
//! to storage, and only then made the table's state.

use rand::Rng;
use serde_json::Value;
use std::time::Duration;
use tokio::time::Instant;

use super::day::DAILY_ROUNDS;
use super::figures::figures;
use super::game::{Drawn, LoggedStep, Setup};
use super::model::{Autopilot, Figures, GameKind, GameRow, GameStatus, SeatClock, SeatOwner, Seating, now_ms};
use super::snapshot::{Snapshot, seat_in};
use super::{
    Ask, CancelRule, ChanceScript, Game, GameId, Level, Move, OptionsError, TableError, TableOptions, TableStore,
    UserId, Verb,
};
use crate::chance::daily::DailyChance;
use crate::engine::dice::DiceSetup;
use crate::engine::wizard::WizardSetup;
use crate::engine::{Seat, SeatSet};
use std::sync::Arc;

/// Where a table is: each stage holds only what it has (a lobby has no game;
/// a running or finished table always has one).
#[derive(Clone, Debug)]
pub(super) enum Stage {
    Lobby,
    Running(Arc<Game>),
    Finished(Arc<Game>),
    /// Cancelled in the lobby (no game) or mid-game.
    Cancelled(Option<Arc<Game>>),
}

impl Stage {
    pub fn status(&self) -> GameStatus {
        match self {
            Stage::Lobby => GameStatus::Lobby,
            Stage::Running(_) => GameStatus::Running,
            Stage::Finished(_) => GameStatus::Finished,
            Stage::Cancelled(_) => GameStatus::Cancelled,
        }
    }

    fn game(&self) -> Option<&Arc<Game>> {
        match self {
            Stage::Lobby | Stage::Cancelled(None) => None,
            Stage::Running(g) | Stage::Finished(g) | Stage::Cancelled(Some(g)) => Some(g),
        }
    }
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
    /// Each seat's computer level: a computer player's own; a person's seat
    /// on autopilot (or left) plays at Normal.
    pub levels: Vec<Level>,
    /// Who left a running game from each seat (a computer plays it on); their
    /// result still names them.
    pub left: Vec<Option<UserId>>,
    /// Each seat's own figures when its person stopped playing it (`Seating::handed`).
    pub handed: Vec<Option<Figures>>,
    pub stage: Stage,
    pub seq: u64,
    /// Optional decisions (dice: leave or stay) already taken for the current state, per seat.
    pub(super) decided: SeatSet,
    /// A computer Seer no longer waits for humans' optional decisions on this roll.
    pub(super) wait_over: bool,
    /// The last applied game command, to recognise a double click.
    pub(super) last: Option<(UserId, Verb)>,
    pub deadline: Option<Instant>,
    deadline_ms: Option<i64>,
    /// The newest version the players were shown (`Tables::shown`); in memory only.
    pub shown: u64,
    /// Chance outcomes fixed in advance (kept in memory only).
    pub script: ChanceScript,
    /// A daily challenge's chance (`options.daily`): the day's deals, from
    /// the operator's secret, which `Tables` holds and gives it.
    pub daily: Option<DailyChance>,
    /// Whether computer players move one at a time, each its own commit
    /// (`Tables::pace_computers`); otherwise a commit makes every move due.
    pub paced: bool,
    /// How many computer moves the next commit of a paced table may make
    /// (taken once; by default none, so a person's move is stored and answered first).
    pub computer_moves: Option<usize>,
    /// The last drive stopped at a computer seat that had no move (it waits for a deadline).
    pub(super) stalled: bool,
    /// A computer's decision searched without the table's lock, for the
    /// next drive to take if the table is still where it was searched.
    pub(super) searched: Option<super::decide::Searched>,
    /// A turn-based table's clocks, one per seat (`clocks.rs`).
    pub(super) clocks: Vec<SeatClock>,
    /// When the host paused the clocks, while paused.
    pub(super) paused: Option<i64>,
    /// Seats that decided in the change being made: their clocks gain a move's time.
    pub(super) movers: SeatSet,
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
            levels: vec![Level::Normal],
            left: Vec::new(),
            handed: Vec::new(),
            stage: Stage::Lobby,
            seq: 0,
            decided: SeatSet::EMPTY,
            wait_over: false,
            last: None,
            script: ChanceScript::default(),
            daily: None,
            paced: false,
            computer_moves: None,
            stalled: false,
            searched: None,
            clocks: Vec::new(),
            paused: None,
            movers: SeatSet::EMPTY,
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
            status: self.status(),
            options: self.options.clone(),
            seats: self.seats.clone(),
            autopilot: self.auto.iter().map(|a| a.on).collect(),
            played_for: self.auto.iter().map(Autopilot::played).collect(),
            later: self.auto.iter().map(|a| a.later).collect(),
            dropped: self.auto.iter().map(|a| a.dropped).collect(),
            levels: self.levels.clone(),
            version: self.seq,
            game: self.stage.game().cloned(),
            deadline_ms: self.deadline_ms,
            waiting: self.waiting(),
            stay: self.stay_offered(),
            handed: self.handed.clone(),
            left: self.left.clone(),
            clocks: self.clocks.clone(),
            paused: self.paused,
        }
    }

    /// The seats the game waits for now (`Snapshot::waiting`): those that
    /// must decide, and those a waiting computer Seer waits for.
    fn waiting(&self) -> SeatSet {
        self.game().map_or(SeatSet::EMPTY, |g| self.waiting_in(g))
    }

    /// The seats `game` waits for (`waiting`), for a game not yet the table's.
    pub(super) fn waiting_in(&self, game: &Game) -> SeatSet {
        match game.is_over() {
            false => game.turn().must.union(self.stay_offered_in(game)),
            true => SeatSet::EMPTY,
        }
    }

    /// The seats offered "Stay in" (`Snapshot::stay`): those a waiting
    /// computer Seer still waits for.
    fn stay_offered(&self) -> SeatSet {
        self.game().map_or(SeatSet::EMPTY, |g| self.stay_offered_in(g))
    }

    fn stay_offered_in(&self, game: &Game) -> SeatSet {
        if game.is_over() {
            return SeatSet::EMPTY;
        }
        let turn = game.turn();
        // At a turn-based table a person's Seer waits too (`later::seer_holds`).
        let turn_based = self.options.per_move_ms().is_some();
        if !turn
            .must
            .iter()
            .any(|s| (self.is_computer(s) || turn_based) && self.seer_waits(game, s))
        {
            return SeatSet::EMPTY;
        }
        let mut offered = SeatSet::EMPTY;
        for s in turn
            .may
            .iter()
            .filter(|&s| !self.is_computer(s) && !self.decided.contains(s))
        {
            offered.insert(s);
        }
        offered
    }

    /// The seats as stored.
    pub fn seating(&self) -> Seating {
        Seating {
            owners: self.seats.clone(),
            autopilot: self.auto.clone(),
            left: self.left.clone(),
            levels: self.levels.clone(),
            handed: self.handed.clone(),
            clocks: self.clocks.clone(),
            paused: self.paused,
        }
    }

    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        seat_in(&self.seats, user)
    }

    pub(super) fn is_computer(&self, seat: Seat) -> bool {
        self.seats.get(seat) == Some(&SeatOwner::Computer) || self.auto.get(seat).is_some_and(|a| a.on)
    }

    pub fn status(&self) -> GameStatus {
        self.stage.status()
    }

    /// The game, once started (also when finished or cancelled mid-game).
    pub fn game(&self) -> Option<&Game> {
        self.stage.game().map(|g| &**g)
    }

    /// The game being played, or why there is none to play.
    pub(super) fn running(&self) -> Result<&Game, TableError> {
        match &self.stage {
            Stage::Lobby => Err(TableError::NotStarted),
            Stage::Running(g) => Ok(g),
            Stage::Finished(_) => Err(TableError::GameOver),
            Stage::Cancelled(_) => Err(TableError::Cancelled),
        }
    }

    /// Ends the table: finished (its game played out) or cancelled.
    pub fn end(&mut self, status: GameStatus) {
        let game = self.stage.game().cloned();
        self.stage = match (status, game) {
            (GameStatus::Finished, Some(g)) => Stage::Finished(g),
            (_, game) => Stage::Cancelled(game),
        };
    }

    fn check_lobby(&self) -> Result<(), TableError> {
        match self.stage {
            Stage::Lobby => Ok(()),
            Stage::Running(_) => Err(TableError::AlreadyStarted),
            Stage::Finished(_) => Err(TableError::GameOver),
            Stage::Cancelled(_) => Err(TableError::Cancelled),
        }
    }

    /// Carries out a command; `Ok(false)` when it repeats the last one (already applied).
    pub async fn command<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        user: UserId,
        verb: Verb,
        rng: &mut R,
    ) -> Result<bool, TableError> {
        match verb {
            Verb::Join => self.join(persist, SeatOwner::Human(user), user, Level::Normal).await?,
            Verb::AddComputer(level) => self.join(persist, SeatOwner::Computer, user, level).await?,
            Verb::Leave => self.leave_lobby(persist, user).await?,
            Verb::Start => self.start_game(persist, user, rng).await?,
            Verb::Cancel { may_manage, rule } => self.cancel(persist, user, may_manage, rule).await?,
            Verb::Decide { drawn, ask } => return self.decide(persist, user, verb, drawn, ask, rng).await,
            Verb::Resume => self.resume(persist, user, rng).await?,
            Verb::LeaveGame => self.leave_game(persist, user, rng).await?,
            Verb::Pause(on) => return self.pause(persist, user, on, rng).await,
            Verb::Away(until) => return self.away(persist, user, until, false, rng).await,
            Verb::Rest(until) => return self.away(persist, user, Some(until), true, rng).await,
            Verb::Later { drawn, ask } => return self.later(persist, user, verb, drawn, ask, rng).await,
        }
        Ok(true)
    }

    /// The seat of `user` in a running game.
    pub(super) fn playing_seat(&self, user: UserId) -> Result<Seat, TableError> {
        self.running()?;
        self.seat_of(user).ok_or(TableError::NotSeated)
    }

    /// A command made against an older version: `Ok` when it repeats the
    /// last one applied (a double click), else out of date.
    pub(super) fn stale(&self, user: UserId, verb: Verb) -> Result<(), TableError> {
        if self.last == Some((user, verb)) {
            Ok(())
        } else {
            Err(TableError::OutOfDate { current: self.seq })
        }
    }

    /// A human (`Join`, by themselves) or a computer player (`AddComputer`, by the host) takes a seat.
    async fn join<P: TableStore>(
        &mut self,
        persist: &P,
        owner: SeatOwner,
        user: UserId,
        level: Level,
    ) -> Result<(), TableError> {
        self.check_lobby()?;
        let (_, max) = TableOptions::seat_range(self.kind, &self.options.variants);
        match owner {
            SeatOwner::Human(_) if self.seat_of(user).is_some() => return Err(TableError::AlreadySeated),
            SeatOwner::Computer if user != self.host => return Err(TableError::NotHost),
            _ => {}
        }
        if self.seats.len() >= max {
            return Err(TableError::Full);
        }
        self.change_lobby(persist, |t| {
            t.seats.push(owner);
            t.auto.push(Autopilot::default());
            t.levels.resize(t.seats.len() - 1, Level::Normal);
            t.levels.push(level);
        })
        .await
    }

    /// A player leaves the lobby; the host hands it on, and the last human closes it.
    async fn leave_lobby<P: TableStore>(&mut self, persist: &P, user: UserId) -> Result<(), TableError> {
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
                self.end(GameStatus::Cancelled);
                Ok(())
            }
            (is_host, _) => {
                self.change_lobby(persist, |t| {
                    t.seats.remove(seat);
                    t.auto.remove(seat);
                    if seat < t.levels.len() {
                        t.levels.remove(seat);
                    }
                    if is_host {
                        t.host = next_host.expect("matched Some");
                    }
                })
                .await
            }
        }
    }

    /// The host starts the game once enough players are seated.
    async fn start_game<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        user: UserId,
        rng: &mut R,
    ) -> Result<(), TableError> {
        self.check_lobby()?;
        if user != self.host {
            return Err(TableError::NotHost);
        }
        let (min, _) = TableOptions::seat_range(self.kind, &self.options.variants);
        if self.seats.len() < min {
            return Err(TableError::NotEnoughPlayers { need: min });
        }
        self.start(persist, rng).await
    }

    /// Someone the server's rule allows (the host, by default, or someone who
    /// may manage the server) cancels the table.
    async fn cancel<P: TableStore>(
        &mut self,
        persist: &P,
        user: UserId,
        may_manage: bool,
        rule: CancelRule,
    ) -> Result<(), TableError> {
        match self.stage {
            Stage::Finished(_) => return Err(TableError::GameOver),
            Stage::Cancelled(_) => return Err(TableError::Cancelled),
            Stage::Lobby | Stage::Running(_) => {}
        }
        let seated = self.seats.contains(&SeatOwner::Human(user));
        if !rule.allows(user == self.host, seated, may_manage) {
            return Err(TableError::NotHost);
        }
        persist.set_status(self.id, GameStatus::Cancelled).await?;
        self.end(GameStatus::Cancelled);
        self.deadline = None;
        Ok(())
    }

    /// A decision made on a screen drawn at `drawn`: made now when it still
    /// means the same (`Game::still_means_the_same`), under this game's lock.
    async fn decide<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        user: UserId,
        verb: Verb,
        drawn: Drawn,
        ask: Ask,
        rng: &mut R,
    ) -> Result<bool, TableError> {
        let seat = self.playing_seat(user)?;
        let game = self.running()?;
        // A stale card index names another card now (or none): it is out of
        // date before it is anything else, so it is never turned into a card.
        if drawn.version != self.seq && matches!(ask, Ask::CardAt(_)) {
            return self.stale(user, verb).map(|_| false);
        }
        let mv = match ask {
            Ask::Move(mv) => Some(mv),
            Ask::CardAt(i) => Some(game.card_at(seat, i).map_err(TableError::Rules)?),
            Ask::Stay => None,
        };
        if drawn.version != self.seq && !game.still_means_the_same(seat, drawn, mv) {
            return self.stale(user, verb).map(|_| false);
        }
        match mv {
            Some(mv) => self.act(persist, seat, mv, rng).await?,
            None => self.stay(persist, seat, rng).await?,
        }
        self.last = Some((user, verb));
        Ok(true)
    }

    /// A player on autopilot is back.
    async fn resume<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        user: UserId,
        rng: &mut R,
    ) -> Result<(), TableError> {
        let seat = self.playing_seat(user)?;
        // What was played for them stays told until they move themselves.
        let back = Autopilot {
            played: self.auto[seat].played,
            later: self.auto[seat].later,
            dropped: self.auto[seat].dropped,
            ..Autopilot::default()
        };
        if self.auto[seat] == back {
            return Ok(());
        }
        let game = self.running()?.clone();
        let mut auto = self.auto.clone();
        auto[seat] = back;
        self.commit(persist, game, auto, Vec::new(), true, rng).await
    }

    /// Mid-game: a player hands their seat to a computer player.
    async fn leave_game<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        user: UserId,
        rng: &mut R,
    ) -> Result<(), TableError> {
        let seat = self.playing_seat(user)?;
        let game = self.running()?.clone();
        let auto = self.auto.clone();
        let before = (self.seats.clone(), self.left.clone(), self.handed.clone());
        self.give_to_computer(seat, user, &game);
        let stored = self.commit(persist, game, auto, Vec::new(), true, rng).await;
        if stored.is_err() {
            (self.seats, self.left, self.handed) = before;
        }
        stored
    }

    /// `user`'s seat goes to a computer player for good (they left, or their
    /// clock ran out too often): their result is their play until now in
    /// `game` (unless the computer had it already), and it still names them.
    pub(super) fn give_to_computer(&mut self, seat: Seat, user: UserId, game: &Game) {
        self.seats[seat] = SeatOwner::Computer;
        self.left.resize(self.seats.len(), None);
        self.left[seat] = Some(user);
        self.handed.resize(self.seats.len(), None);
        self.handed[seat].get_or_insert_with(|| figures(game, seat));
    }

    /// A seat's move: checked by the engine, applied to a copy, stored, then the table's.
    pub(super) async fn act<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        seat: Seat,
        mv: Move,
        rng: &mut R,
    ) -> Result<(), TableError> {
        if self.seer_holds_and_keeps(persist, seat, mv, rng).await? {
            return Ok(());
        }
        let mut game = self.running()?.clone();
        let logged = game.apply(seat, mv).map_err(|e| {
            if e.is_not_your_turn() {
                TableError::NotYourTurn
            } else {
                TableError::Rules(e)
            }
        })?;
        let mut auto = self.auto.clone();
        // A card left for later stays left over the seat's own bid.
        let back = Autopilot {
            later: auto[seat].later.filter(|&l| l != mv && game.later_fits(seat, l)),
            ..Autopilot::default()
        };
        let seats_changed = auto[seat] != back;
        auto[seat] = back;
        let events: Vec<LoggedStep> = logged.into_iter().collect();
        let moved_before = self.note_move(seat);
        let committed = self.commit(persist, game, auto, events, seats_changed, rng).await;
        if committed.is_err() {
            self.unnote_move(seat, moved_before);
        }
        committed
    }

    /// A seat that may leave after a roll stays in: nobody waits for it any more on this roll.
    async fn stay<P: TableStore, R: Rng>(&mut self, persist: &P, seat: Seat, rng: &mut R) -> Result<(), TableError> {
        let game = self.running()?.clone();
        if !game.optional().contains(seat) {
            return Err(TableError::NotYourTurn);
        }
        // Kept only if what it leads to (the Seer's next roll) is stored:
        // `commit` restores what it found, which must not include this stay.
        let before = self.decided;
        self.decided.insert(seat);
        let auto = self.auto.clone();
        let moved_before = self.note_move(seat);
        let committed = self.commit(persist, game, auto, Vec::new(), false, rng).await;
        if committed.is_err() {
            self.decided = before;
            self.unnote_move(seat, moved_before);
        }
        committed
    }

    /// Changes the lobby and stores it; the table changes only once stored.
    async fn change_lobby<P: TableStore>(
        &mut self,
        persist: &P,
        change: impl FnOnce(&mut Table),
    ) -> Result<(), TableError> {
        let (seats, auto, host) = (self.seats.clone(), self.auto.clone(), self.host);
        change(self);
        if let Err(e) = persist.update_lobby(self.id, &self.seating(), &self.options).await {
            (self.seats, self.auto, self.host) = (seats, auto, host);
            return Err(e.into());
        }
        Ok(())
    }

    async fn start<P: TableStore, R: Rng>(&mut self, persist: &P, rng: &mut R) -> Result<(), TableError> {
        let host = self.seat_of(self.host).unwrap_or(0);
        let setup = new_setup(
            self.kind,
            self.seats.len(),
            &self.options,
            self.daily.is_some(),
            host,
            rng,
        )?;
        let game = setup.new_game();
        persist.start(self.id, &self.seating(), &setup).await?;
        self.stage = Stage::Running(Arc::new(game.clone()));
        self.seq = 0;
        let auto = self.auto.clone();
        self.commit(persist, game, auto, Vec::new(), false, rng).await
    }

    /// Lets chance and computer players move, stores the new events with the
    /// next deadline, then makes `game` the table's game.
    pub(super) async fn commit<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        mut game: Game,
        auto: Vec<Autopilot>,
        mut events: Vec<LoggedStep>,
        seats_changed: bool,
        rng: &mut R,
    ) -> Result<(), TableError> {
        let saved_handed = self.handed.clone();
        self.hand_over(&auto);
        let saved_auto = std::mem::replace(&mut self.auto, auto);
        let (saved_decided, saved_wait) = (self.decided, self.wait_over);
        let saved_clocks = self.clocks.clone();
        let auto_before = self.auto.clone();
        self.drive(&mut game, &mut events, rng).await;
        let clocks_changed = self.tick_clocks(&game, now_ms());
        // A move left for later was made or dropped on the way.
        let seats_changed = seats_changed || clocks_changed || self.auto != auto_before;
        let (deadline, deadline_ms) = self.deadline_for(&game);
        if !events.is_empty() || seats_changed {
            let seats = seats_changed.then(|| self.seating());
            let stored = persist
                .append(self.id, self.seq as i64, &events, deadline_ms, seats.as_ref())
                .await;
            if let Err(e) = stored {
                (self.auto, self.decided, self.wait_over) = (saved_auto, saved_decided, saved_wait);
                self.handed = saved_handed;
                self.clocks = saved_clocks;
                return Err(e.into());
            }
        }
        self.seq += events.len() as u64;
        self.stage = Stage::Running(Arc::new(game));
        self.deadline = deadline;
        self.deadline_ms = deadline_ms;
        Ok(())
    }

    /// Notes who stops or starts playing their own seat as the autopilot
    /// becomes `auto`: a person's seat that the computer takes over (two
    /// missed turns, a daily try's day closed) keeps their figures as they
    /// are now, before the computer's first move; one whose person is back
    /// is theirs again.
    fn hand_over(&mut self, auto: &[Autopilot]) {
        let Some(game) = self.stage.game().cloned() else { return };
        self.handed.resize(self.seats.len(), None);
        for (seat, now) in auto.iter().enumerate().take(self.seats.len()) {
            let was = self.auto.get(seat).is_some_and(|a| a.on);
            let person = matches!(self.seats[seat], SeatOwner::Human(_));
            match (was, now.on) {
                (false, true) if person => {
                    self.handed[seat].get_or_insert_with(|| figures(&game, seat));
                }
                (true, false) if person => self.handed[seat] = None,
                _ => {}
            }
        }
        if self.handed.iter().all(Option::is_none) {
            self.handed.clear();
        }
    }

    /// Rebuilds an open table (a lobby, or a running game from its events) from storage.
    pub fn restore(row: &GameRow, events: &[Value]) -> Result<Table, String> {
        let seats = row.seating().map_err(|e| format!("seats: {e}"))?;
        let options: TableOptions = serde_json::from_value(row.options.clone()).map_err(|e| format!("options: {e}"))?;
        if row.status == GameStatus::Lobby {
            let mut t = Table::lobby(row.id, row.kind, row.guild_id, row.channel_id, row.created_by, options);
            t.auto = vec![Autopilot::default(); seats.owners.len()];
            t.levels = seats.levels;
            t.levels.resize(seats.owners.len(), Level::Normal);
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
        let mut game = row.kind.read_setup(&setup)?.new_game();
        for (i, e) in events.iter().enumerate() {
            game.apply_logged(e)
                .map_err(|err| format!("game {} event {i}: {err}", row.id))?;
        }
        let n = seats.owners.len();
        let mut auto = seats.autopilot;
        auto.resize(n, Autopilot::default());
        let mut levels = seats.levels;
        levels.resize(n, Level::Normal);
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
            levels,
            left: seats.left,
            handed: seats.handed,
            clocks: seats.clocks,
            paused: seats.paused,
            movers: SeatSet::EMPTY,
            stage: match row.status {
                GameStatus::Finished => Stage::Finished(Arc::new(game)),
                GameStatus::Cancelled => Stage::Cancelled(Some(Arc::new(game))),
                GameStatus::Lobby | GameStatus::Running => Stage::Running(Arc::new(game)),
            },
            seq: events.len() as u64,
            decided: SeatSet::EMPTY,
            wait_over: false,
            last: None,
            script: ChanceScript::default(),
            daily: None,
            paced: false,
            computer_moves: None,
            stalled: false,
            searched: None,
            deadline,
            deadline_ms: row.deadline_at,
            shown: 0,
        })
    }

    /// After a restore: lets chance and computers move if the game stopped
    /// where they were due (a crash between storing and moving on).
    pub async fn settle<P: TableStore, R: Rng>(&mut self, persist: &P, rng: &mut R) -> Result<(), TableError> {
        let game = self.running()?.clone();
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

/// A new game's setup for `n` seats (`daily`: a daily try's; `host`: the seat of whoever created it).
pub(super) fn new_setup<R: Rng>(
    kind: GameKind,
    n: usize,
    options: &TableOptions,
    daily: bool,
    host: usize,
    rng: &mut R,
) -> Result<Setup, TableError> {
    Ok(match kind {
        GameKind::Wizard => {
            // RULES.md Decision: the first dealer is drawn at random (and recorded in the setup).
            // A daily try is the same game for everyone: the last seat deals, so
            // the person (seat 0) bids and leads first, and it is short.
            let first_dealer = match daily {
                true => n - 1,
                false => crate::chance::below(rng, n as u32) as usize,
            };
            let setup = WizardSetup::new(n, first_dealer, options.variants)
                .map_err(|e| TableError::Options(OptionsError::Wizard(e)))?;
            Setup::Wizard(match daily {
                true => setup
                    .short(DAILY_ROUNDS)
                    .map_err(|e| TableError::Options(OptionsError::Wizard(e)))?,
                false => setup,
            })
        }
        // RULES.md Decision: the first Seer is the player who created the game (the host).
        GameKind::Dice => Setup::Dice(
            DiceSetup::new(n, host, options.x_target, options.magic_cards)
                .map_err(|e| TableError::Options(OptionsError::Dice(e)))?,
        ),
    })
}
