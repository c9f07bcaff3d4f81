//! `MemoryLeague`: the league's storage in memory, for tests (no database),
//! as `table::MemoryLog` is the table's. Its figures, boards and ratings are
//! the league's rules written plainly over a list of finished games; the
//! store computes the same in SQL, and a test holds the two to each other.
//! Built only for tests: the `testing` feature.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};

use super::night::Night;
use super::persist::{DAILY_SECRET_KEY, LeagueStore, new_daily_secret, read_daily_secret};
use super::rating::{ALL_SERVERS, RatedPlace, Rating, fold};
use super::settings::{ServerSettings, Setting, UnreadableSetting, prefix};
use super::{Board, BoardQuery, DailyBoard, DailyQuery, DailyRow, History, LeaderRow, PastGame, Scope, SortBy, Stats};
use crate::table::{GameKind, PersistError, ResultRow};

/// A finished game as the league counts it.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    pub game: i64,
    pub kind: GameKind,
    pub guild: Option<i64>,
    /// Unix milliseconds.
    pub finished_at: i64,
    /// Whether it counts for ratings (`rating::counts_for_ratings`).
    pub rated: bool,
    /// The day of a daily challenge try: it counts on the daily board only.
    pub daily: Option<i64>,
    pub seats: Vec<ResultRow>,
}

/// The league's storage in memory.
#[derive(Default)]
pub struct MemoryLeague {
    inner: Mutex<Kept>,
}

#[derive(Default)]
struct Kept {
    /// In the order they finished (the order ratings fold them).
    finished: Vec<Finished>,
    settings: HashMap<String, String>,
    /// (guild, user, key, value) of every setting given.
    settings_log: Vec<(i64, i64, String, String)>,
    /// Game nights by id, in order.
    nights: BTreeMap<i64, Night>,
}

impl MemoryLeague {
    pub fn new() -> MemoryLeague {
        MemoryLeague::default()
    }

    /// Adds a finished game. Finishing one again replaces its results and
    /// keeps its place in the order, as a retried store write does.
    pub fn finish(&self, game: Finished) {
        let mut kept = self.lock();
        match kept.finished.iter_mut().find(|f| f.game == game.game) {
            Some(f) => *f = game,
            None => kept.finished.push(game),
        }
    }

    /// Every setting given, in order: (guild, user, key, value).
    pub fn settings_log(&self) -> Vec<(i64, i64, String, String)> {
        self.lock().settings_log.clone()
    }

    fn lock(&self) -> MutexGuard<'_, Kept> {
        // A panic elsewhere must not make the league unusable.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Kept {
    /// The games of `kind` in `scope` that finished in `[from, until)`.
    fn games(&self, kind: GameKind, scope: Scope, (from, until): (i64, i64)) -> impl Iterator<Item = &Finished> {
        self.finished.iter().filter(move |f| {
            f.daily.is_none()
                && f.kind == kind
                && scope.guild().is_none_or(|g| f.guild == Some(g))
                && (from..until).contains(&f.finished_at)
        })
    }

    /// Each person's figures over those games (ratings not yet filled in).
    fn figures(&self, kind: GameKind, scope: Scope, range: (i64, i64)) -> BTreeMap<i64, Stats> {
        let mut sums: BTreeMap<i64, (Stats, i64, i64, i64, i64)> = BTreeMap::new();
        for r in self.games(kind, scope, range).flat_map(|f| &f.seats) {
            let Some(user) = r.user_id else { continue };
            let (s, rounds, exact, bids, tricks) = sums.entry(user).or_insert_with(|| (empty(), 0, 0, 0, 0));
            s.best = if s.games == 0 { r.points } else { s.best.max(r.points) };
            s.games += 1;
            s.wins += i64::from(r.won);
            s.points += r.points;
            s.xs += r.xs;
            s.jester_scores += r.jester_scores;
            s.leaves += i64::from(r.left);
            s.seer_rounds += r.seer_rounds;
            (*rounds, *exact, *bids, *tricks) = (
                *rounds + r.rounds,
                *exact + r.exact_bids,
                *bids + r.bids,
                *tricks + r.tricks,
            );
        }
        sums.into_iter()
            .map(|(user, (mut s, rounds, exact, bids, tricks))| {
                let per_round = |n: i64| if rounds > 0 { n as f64 / rounds as f64 } else { 0.0 };
                s.average = s.points as f64 / s.games as f64;
                s.bid_accuracy = per_round(exact);
                s.average_bid = per_round(bids);
                s.average_tricks = per_round(tricks);
                (user, s)
            })
            .collect()
    }

    /// Ratings and rated games by person: all time in the order games
    /// finished, or one season's in the order of their end.
    fn ratings(&self, kind: GameKind, scope: Scope, season: Option<(i64, i64)>) -> HashMap<i64, (Rating, i64)> {
        let mut games: Vec<&Finished> = self
            .games(kind, scope, season.unwrap_or((i64::MIN, i64::MAX)))
            .filter(|f| f.rated)
            .collect();
        if season.is_some() {
            games.sort_by_key(|f| (f.finished_at, f.game));
        }
        let placed: Vec<RatedPlace> = games
            .iter()
            .flat_map(|f| {
                f.seats.iter().filter_map(|r| {
                    Some(RatedPlace {
                        game: f.game,
                        kind: kind.as_str().to_string(),
                        guild: f.guild,
                        user: r.user_id?,
                        place: r.place,
                    })
                })
            })
            .collect();
        fold(&placed, Some(scope.guild().unwrap_or(ALL_SERVERS)))
            .into_iter()
            .map(|((_, _, user), r)| (user, r))
            .collect()
    }

    fn stats(&self, user: i64, kind: GameKind, scope: Scope, season: Option<(i64, i64)>) -> Option<Stats> {
        let range = season.unwrap_or((i64::MIN, i64::MAX));
        let mut stats = self.figures(kind, scope, range).remove(&user)?;
        stats.rating = self.ratings(kind, scope, season).get(&user).map(|(r, _)| r.shown());
        Some(stats)
    }

    fn leaderboard(&self, q: BoardQuery) -> Board {
        let ratings = self.ratings(q.kind, q.scope, q.season);
        let mut lines: Vec<(i64, Stats)> = if q.sort == SortBy::Rating && q.season.is_none() {
            // The all-time board by rating lists the rated: `min_games` counts rated games.
            ratings
                .iter()
                .filter(|(_, (_, games))| *games >= q.min_games)
                .filter_map(|(&user, _)| Some((user, self.stats(user, q.kind, q.scope, None)?)))
                .collect()
        } else {
            let range = q.season.unwrap_or((i64::MIN, i64::MAX));
            self.figures(q.kind, q.scope, range)
                .into_iter()
                .filter(|(_, s)| s.games >= q.min_games)
                .map(|(user, mut s)| {
                    s.rating = ratings.get(&user).map(|(r, _)| r.shown());
                    (user, s)
                })
                .collect()
        };
        let by_rating = |s: &Stats| s.rating.unwrap_or(f64::NEG_INFINITY);
        lines.sort_by(|(ua, a), (ub, b)| {
            let order = match q.sort {
                SortBy::Rating if q.season.is_none() => by_rating(b).total_cmp(&by_rating(a)),
                SortBy::Rating => by_rating(b).total_cmp(&by_rating(a)).then(b.wins.cmp(&a.wins)),
                SortBy::Wins => b.wins.cmp(&a.wins).then(b.average.total_cmp(&a.average)),
                SortBy::Points => b.points.cmp(&a.points).then(b.wins.cmp(&a.wins)),
                SortBy::Average => b.average.total_cmp(&a.average).then(b.wins.cmp(&a.wins)),
            };
            order.then(ua.cmp(ub))
        });
        Board {
            total: lines.len() as i64,
            rows: page_of(lines, q.page, q.per_page, |rank, (user_id, stats)| LeaderRow {
                rank,
                user_id,
                stats,
            }),
        }
    }

    fn daily_board(&self, q: DailyQuery) -> DailyBoard {
        let mut people: BTreeMap<i64, DailyRow> = BTreeMap::new();
        let tries = self.finished.iter().filter(|f| {
            f.kind == q.kind
                && f.daily.is_some_and(|d| (q.from..=q.to).contains(&d))
                && q.scope.guild().is_none_or(|g| f.guild == Some(g))
        });
        // Only tries their person played to the end count (as the store's query).
        for r in tries.flat_map(|f| &f.seats).filter(|r| !r.unfinished) {
            let Some(user) = r.user_id else { continue };
            let row = people.entry(user).or_insert(DailyRow {
                rank: 0,
                user_id: user,
                points: 0,
                tries: 0,
                made: 0,
                rounds: 0,
            });
            row.points += r.points;
            row.tries += 1;
            row.made += r.exact_bids + r.xs;
            row.rounds += r.rounds;
        }
        let mut rows: Vec<DailyRow> = people.into_values().collect();
        rows.sort_by(|a, b| {
            b.points
                .cmp(&a.points)
                .then(b.made.cmp(&a.made))
                .then(a.user_id.cmp(&b.user_id))
        });
        let ranks = super::daily::shared_ranks(&rows, |r| (r.points, r.made));
        let rows: Vec<DailyRow> = rows
            .into_iter()
            .zip(ranks)
            .map(|(row, rank)| DailyRow { rank, ..row })
            .collect();
        DailyBoard {
            total: rows.len() as i64,
            rows: page_of(rows, q.page, q.per_page, |_, row| row),
        }
    }

    fn history(&self, user: i64, kind: GameKind, scope: Scope, page: i64, per_page: i64) -> History {
        let mut games: Vec<&Finished> = self
            .games(kind, scope, (i64::MIN, i64::MAX))
            .filter(|f| f.seats.iter().any(|r| r.user_id == Some(user)))
            .collect();
        games.sort_by_key(|f| std::cmp::Reverse((f.finished_at, f.game)));
        History {
            total: games.len() as i64,
            games: games
                .into_iter()
                .skip((page.max(0) * per_page) as usize)
                .take(per_page.max(0) as usize)
                .map(|f| {
                    let mut seats = f.seats.clone();
                    seats.sort_by_key(|r| r.seat);
                    PastGame {
                        game: f.game,
                        finished_at: f.finished_at,
                        seats,
                    }
                })
                .collect(),
        }
    }
}

/// Page `page` (0-based, `per_page` lines, at most 25) of a ranked board,
/// each line made with its rank (1 for the first of the whole board).
fn page_of<T, R>(ranked: Vec<T>, page: i64, per_page: i64, line: impl Fn(i64, T) -> R) -> Vec<R> {
    let per_page = per_page.clamp(1, 25);
    ranked
        .into_iter()
        .enumerate()
        .skip((page.max(0) * per_page) as usize)
        .take(per_page as usize)
        .map(|(i, t)| line(i as i64 + 1, t))
        .collect()
}

/// Figures before any game.
fn empty() -> Stats {
    Stats {
        games: 0,
        wins: 0,
        points: 0,
        average: 0.0,
        best: 0,
        bid_accuracy: 0.0,
        xs: 0,
        jester_scores: 0,
        leaves: 0,
        average_bid: 0.0,
        average_tricks: 0.0,
        seer_rounds: 0,
        rating: None,
    }
}

impl LeagueStore for MemoryLeague {
    async fn stats(
        &self,
        user: i64,
        kind: GameKind,
        scope: Scope,
        season: Option<(i64, i64)>,
    ) -> Result<Option<Stats>, PersistError> {
        Ok(self.lock().stats(user, kind, scope, season))
    }

    async fn leaderboard(&self, q: BoardQuery) -> Result<Board, PersistError> {
        Ok(self.lock().leaderboard(q))
    }

    async fn daily_board(&self, q: DailyQuery) -> Result<DailyBoard, PersistError> {
        Ok(self.lock().daily_board(q))
    }

    async fn daily_try(&self, user: i64, kind: GameKind, day: i64) -> Result<Option<i64>, PersistError> {
        Ok(self
            .lock()
            .finished
            .iter()
            .filter(|f| f.kind == kind && f.daily == Some(day))
            .find(|f| f.seats.iter().any(|r| r.user_id == Some(user)))
            .map(|f| f.game))
    }

    async fn history(
        &self,
        user: i64,
        kind: GameKind,
        scope: Scope,
        page: i64,
        per_page: i64,
    ) -> Result<History, PersistError> {
        Ok(self.lock().history(user, kind, scope, page, per_page))
    }

    async fn server_settings(&self, guild: i64) -> Result<(ServerSettings, Vec<UnreadableSetting>), PersistError> {
        let kept = self.lock();
        let prefix = prefix(guild);
        let rows: HashMap<String, String> = kept
            .settings
            .iter()
            .filter(|(k, _)| k.starts_with(&prefix))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        Ok(ServerSettings::from_rows(guild, &rows))
    }

    async fn save_server_settings(
        &self,
        guild: i64,
        user: i64,
        settings: &ServerSettings,
        given: &[Setting],
    ) -> Result<(), PersistError> {
        let mut kept = self.lock();
        for (key, value) in settings.rows(guild, given) {
            kept.settings.insert(key.clone(), value.clone());
            kept.settings_log.push((guild, user, key, value));
        }
        Ok(())
    }

    async fn daily_secret(&self) -> Result<Vec<u8>, PersistError> {
        let mut kept = self.lock();
        let stored = kept
            .settings
            .entry(DAILY_SECRET_KEY.to_string())
            .or_insert_with(new_daily_secret);
        read_daily_secret(stored).ok_or_else(|| PersistError::Failed("the daily secret is not 64 hex digits".into()))
    }
    async fn create_night(&self, night: &Night) -> Result<i64, PersistError> {
        let mut kept = self.lock();
        let id = kept.nights.len() as i64 + 1;
        kept.nights.insert(id, Night { id, ..night.clone() });
        Ok(id)
    }
    async fn night(&self, id: i64) -> Result<Option<Night>, PersistError> {
        Ok(self.lock().nights.get(&id).cloned())
    }
    async fn save_night(&self, night: &Night) -> Result<(), PersistError> {
        self.lock().nights.insert(night.id, night.clone());
        Ok(())
    }
    async fn open_nights(&self) -> Result<Vec<Night>, PersistError> {
        Ok(self
            .lock()
            .nights
            .values()
            .filter(|n| matches!(super::persist::night_status(n), "signup" | "running"))
            .cloned()
            .collect())
    }
}
