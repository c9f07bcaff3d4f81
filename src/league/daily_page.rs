//! A page of a daily board as a person asks for it, in a fixed number of
//! reads: its rows, each one's current streak (one read for the page), and
//! beside a day's board Hard's score and the field against it once the day
//! closed or the person finished their own try of it.

use std::collections::HashMap;
use std::sync::Arc;

use super::LeagueStore;
use super::daily::{DailyBoard, DailyQuery};
use super::daily_store::DailyStore;
use super::field::{AgainstHard, HardDay};
use super::hard::HardTries;
use super::streak::streak;
use crate::table::PersistError;

/// What a board page shows besides its rows.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardPage {
    pub board: DailyBoard,
    /// Each row's person's current streak (those with none absent).
    pub streaks: HashMap<i64, i64>,
    /// Hard's try of the day, and the field against it.
    pub hard: Option<(HardDay, AgainstHard)>,
}

/// The page `query` asks for, as `viewer` sees it `today`; `day_board`: a
/// single day's board (a week's shows no Hard line). Hard's try, not kept
/// yet, is begun in the background (the next page shows it).
pub async fn board_page<S: LeagueStore + DailyStore + Clone>(
    store: &S,
    hard: &Arc<HardTries<S>>,
    (query, day_board): (DailyQuery, bool),
    viewer: i64,
    today: i64,
) -> Result<BoardPage, PersistError> {
    let board = store.daily_board(query).await?;
    let mut people: Vec<i64> = board.rows.iter().map(|r| r.user_id).collect();
    people.push(viewer);
    let days = store.daily_days_of(query.kind, &people).await?;
    let streaks = board
        .rows
        .iter()
        .filter_map(|r| Some((r.user_id, streak(days.get(&r.user_id)?, today).current)))
        .collect();
    let mut against = None;
    let finished = days.get(&viewer).is_some_and(|d| d.contains(&query.to));
    if day_board
        && (query.to < today || finished)
        && let Some(h) = hard.or_begin(query.kind, query.to).await
    {
        let field = store.daily_field(query.kind, query.to, query.scope).await?;
        against = Some((h, AgainstHard::of(h.points, field.iter().map(|f| f.1))));
    }
    Ok(BoardPage {
        board,
        streaks,
        hard: against,
    })
}
