//! What the daily challenge's habit needs from storage (`DailyStore`):
//! the days a person played (streaks), a day's field, Hard's own try, the
//! daily rating and its board, and which servers want a recap. The `Store`
//! implements it (`store/daily.rs`); every write is durable when it returns.

use std::future::Future;

use super::Scope;
use super::field::HardDay;
use super::rating::Rating;
use crate::table::{GameKind, PersistError};

/// One line of the daily rating's board.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyRatingRow {
    pub rank: i64,
    pub user_id: i64,
    pub rating: Rating,
    /// Days rated.
    pub days: i64,
}

pub trait DailyStore: Send + Sync + 'static {
    /// The days `user` finished a try of `kind`, ascending.
    fn daily_days(&self, user: i64, kind: GameKind) -> impl Future<Output = Result<Vec<i64>, PersistError>> + Send;
    /// The days each of `users` finished a try of `kind`, ascending, by
    /// person (a board page's streaks in one read; those with none absent).
    fn daily_days_of(
        &self,
        kind: GameKind,
        users: &[i64],
    ) -> impl Future<Output = Result<std::collections::HashMap<i64, Vec<i64>>, PersistError>> + Send;
    /// The days (up to `day`, ascending) of everyone who finished a try of
    /// `kind` on `guild` on `day` or the day before, by person: a recap's
    /// streak news in one read.
    fn daily_days_around(
        &self,
        kind: GameKind,
        guild: i64,
        day: i64,
    ) -> impl Future<Output = Result<std::collections::HashMap<i64, Vec<i64>>, PersistError>> + Send;
    /// The points of every finished try of `kind` on `day` (on one server, or
    /// everywhere), by person.
    fn daily_field(
        &self,
        kind: GameKind,
        day: i64,
        scope: Scope,
    ) -> impl Future<Output = Result<Vec<(i64, i64)>, PersistError>> + Send;
    /// Hard's own try of `kind` on `day`, once it was played.
    fn hard_day(&self, kind: GameKind, day: i64) -> impl Future<Output = Result<Option<HardDay>, PersistError>> + Send;
    /// Keeps Hard's try (a second one of the same day is ignored: it is the same game).
    fn save_hard_day(
        &self,
        kind: GameKind,
        day: i64,
        hard: HardDay,
    ) -> impl Future<Output = Result<(), PersistError>> + Send;
    /// Folds the closed `day`'s tries of `kind` into the daily rating, once
    /// (on any process): the people rated, or `None` when it was folded already.
    fn fold_daily_rating(
        &self,
        kind: GameKind,
        day: i64,
    ) -> impl Future<Output = Result<Option<usize>, PersistError>> + Send;
    /// One page (0-based) of the daily rating's board, and how many are on it.
    fn daily_rating_board(
        &self,
        kind: GameKind,
        page: i64,
        per_page: i64,
    ) -> impl Future<Output = Result<(Vec<DailyRatingRow>, i64), PersistError>> + Send;
    /// Tries of `day` not finished yet (the day's rating waits for them).
    fn tries_running(&self, day: i64) -> impl Future<Output = Result<i64, PersistError>> + Send;
    /// The servers that chose a channel for the daily recap, and the channel.
    fn recap_channels(&self) -> impl Future<Output = Result<Vec<(i64, i64)>, PersistError>> + Send;
}
