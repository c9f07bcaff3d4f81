//! Daily challenge tries at the table: one person against computer players
//! at Hard on the day's deals (`chance::daily`), the same game for everyone
//! who plays that day. A try is an ordinary stored game with `options.daily`
//! set: it survives restarts move by move, has no turn timer (the player may
//! pause until the day closes) and is no table of its channel (several people
//! may play theirs there). Storage keeps one try per person, game and day.
//! At the day's end a try still running is finished by the autopilot
//! (`DAILY_AUTOPILOT`): its one deadline is the day's end.

use super::{GameKind, Level, SeatOwner, Snapshot, TableError, TableOptions, TableStore, Tables, UserId, Verb};
use crate::chance::daily::DailyChance;

/// The computer players a try is played against, and their level.
pub const DAILY_OPPONENTS: usize = 3;
pub const DAILY_LEVEL: Level = Level::Hard;

/// Who finishes a try still unfinished when its day ends: the baseline, so
/// leaving a try early never scores better than playing it out would (most
/// players beat Easy), and an interrupted try still counts whole.
pub const DAILY_AUTOPILOT: Level = Level::Easy;

/// A try's table options: the game's defaults, no hints (a hint is Hard's
/// move, and Hard is what the try is measured against).
fn daily_options(kind: GameKind, day: i64) -> TableOptions {
    TableOptions {
        hints: false,
        daily: Some(day),
        ..TableOptions::defaults(kind)
    }
}

/// The chance of `kind`'s challenge on `day`, from the operator's secret.
pub(super) fn daily_chance(secret: &[u8], kind: GameKind, day: i64) -> DailyChance {
    DailyChance::new(secret, &format!("{} {day}", kind.as_str()))
}

impl<P: TableStore> Tables<P> {
    /// Starts `user`'s try at the daily challenge of `kind` on `day`, in
    /// `channel` (where `/daily` was used; nothing is posted there). A second
    /// try is refused with the first one's game (`TableError::AlreadyTried`),
    /// which the caller may resume or show.
    pub async fn start_daily(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        user: UserId,
        day: i64,
    ) -> Result<Snapshot, TableError> {
        if self.inner.daily_secret.is_none() {
            return Err(TableError::NoDailyChallenge);
        }
        let others = vec![(SeatOwner::Computer, DAILY_LEVEL); DAILY_OPPONENTS];
        let lobby = self
            .create_seated(kind, guild, channel, user, daily_options(kind, day), others)
            .await?;
        Ok(self.command(lobby.id, user, Verb::Start).await?.snapshot)
    }
}

/// A person's try at a day's challenge as `/daily` finds it.
#[derive(Clone, Debug)]
pub struct DailyTry {
    /// The try now: running (resumed or just begun) or finished.
    pub snapshot: Snapshot,
    /// Whether `/daily` began it just now.
    pub begun: bool,
}

impl<P: TableStore> Tables<P> {
    /// `user`'s try at `kind`'s challenge on `day`: begun now when there is
    /// none, else the one they have (running, or finished as it ended; one
    /// try per person, game and day). A try stored before its start (a crash
    /// between the two) is started now.
    pub async fn open_daily(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        user: UserId,
        day: i64,
    ) -> Result<DailyTry, TableError> {
        let game = match self.start_daily(kind, guild, channel, user, day).await {
            Ok(snapshot) => return Ok(DailyTry { snapshot, begun: true }),
            Err(TableError::AlreadyTried(game)) => game,
            Err(e) => return Err(e),
        };
        let mut snapshot = self.latest(game).await?;
        if snapshot.status == super::GameStatus::Lobby {
            snapshot = self.command(game, user, Verb::Start).await?.snapshot;
        }
        Ok(DailyTry { snapshot, begun: false })
    }
}

/// Hard's own try at a day's challenge, from the people's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HardDay {
    pub points: i64,
    /// Bids met (card game) or Xs (dice).
    pub made: i64,
    pub rounds: i64,
}

impl<P: TableStore> Tables<P> {
    /// Hard's own try at `kind`'s challenge on `day` (`hard_try`); `None`
    /// without a daily secret. Each decision is a search on the blocking
    /// pool, queued with the tables' computer players, so the day's play
    /// never holds a core from them for long.
    pub async fn hard_day(&self, kind: GameKind, day: i64) -> Option<HardDay> {
        let secret = self.inner.daily_secret.clone()?;
        let mut run = HardRun::new(&secret, kind, day)?;
        for _ in 0..STEPS {
            let Some((seat, optional)) = run.next()? else {
                return run.result();
            };
            let (game, seed) = (run.game.clone(), run.seed);
            let mv = match game.searches(DAILY_LEVEL) {
                true => super::decide::off_runtime(move || game.computer_move(seat, DAILY_LEVEL, seed)).await,
                false => game.computer_move(seat, DAILY_LEVEL, seed),
            };
            run.decide(seat, optional, mv)?;
        }
        None
    }
}

/// The most steps a day's game takes; the bound only keeps a bug from looping forever.
const STEPS: usize = 100_000;

/// Hard's own try being played: the day's game, its chance, the opponents'
/// seed, and the optional decisions (leaving on a roll) taken this roll.
struct HardRun {
    daily: DailyChance,
    game: super::game::Game,
    seed: u64,
    decided: crate::engine::SeatSet,
}

impl HardRun {
    fn new(secret: &[u8], kind: GameKind, day: i64) -> Option<HardRun> {
        let daily = daily_chance(secret, kind, day);
        let n = DAILY_OPPONENTS + 1;
        let setup = super::seated::new_setup(kind, n, &daily_options(kind, day), true, 0, &mut rand::rng()).ok()?;
        Some(HardRun {
            seed: daily.players_seed(),
            daily,
            game: setup.new_game(),
            decided: crate::engine::SeatSet::EMPTY,
        })
    }

    /// Applies what needs no one's decision (chance, a forced card); the
    /// decision due next (its seat, and whether it is optional), `Ok(None)`
    /// once the game is over; `None` if the game cannot go on.
    fn next(&mut self) -> Option<Option<(usize, bool)>> {
        for _ in 0..STEPS {
            if self.game.is_over() {
                return Some(None);
            }
            if self.game.to_act() == crate::engine::ToAct::Chance {
                self.game.apply_daily_chance(&self.daily)?;
                self.decided = crate::engine::SeatSet::EMPTY;
                continue;
            }
            if let Some((seat, mv)) = self.game.forced(false) {
                self.game.apply(seat, mv).ok()?;
                continue;
            }
            // Optional decisions first, each once per roll, as at a table.
            if let Some(seat) = self.game.optional().iter().find(|&s| !self.decided.contains(s)) {
                return Some(Some((seat, true)));
            }
            return Some(Some((self.game.owed().iter().next()?, false)));
        }
        None
    }

    /// Makes `seat`'s decision `mv` (an optional one may be none: it stays in).
    fn decide(&mut self, seat: usize, optional: bool, mv: Option<super::Move>) -> Option<()> {
        if optional {
            self.decided.insert(seat);
        }
        match mv {
            Some(mv) => self.game.apply(seat, mv).ok().map(|_| ()),
            None if optional => Some(()),
            None => None,
        }
    }

    /// The people's seat's figures, once the game is over.
    fn result(&self) -> Option<HardDay> {
        use super::game::Game;
        if !self.game.is_over() {
            return None;
        }
        let points = *self.game.totals().first()?;
        let (made, rounds) = match &self.game {
            Game::Wizard(g) => (
                g.history().iter().filter(|r| r.bids[0] == r.tricks[0]).count() as i64,
                g.history().len() as i64,
            ),
            Game::Dice(g) => (i64::from(g.page(0).x_count()), g.history().len() as i64),
        };
        Some(HardDay { points, made, rounds })
    }
}

/// Hard's own try at `kind`'s challenge on `day`: the day's deals (or dice),
/// Hard in the people's seat (seat 0) against the same opponents, seeded as a
/// try's computer players are. Pure and the same on every process; a search
/// per decision, so callers run it off the async workers (`Tables::hard_day`
/// queues each decision with the tables' computer players).
pub fn hard_try(secret: &[u8], kind: GameKind, day: i64) -> Option<HardDay> {
    let mut run = HardRun::new(secret, kind, day)?;
    for _ in 0..STEPS {
        let Some((seat, optional)) = run.next()? else {
            return run.result();
        };
        let mv = run.game.computer_move(seat, DAILY_LEVEL, run.seed);
        run.decide(seat, optional, mv)?;
    }
    None
}
