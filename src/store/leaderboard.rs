//! Lifetime statistics and leaderboards, computed from the results rows (so
//! they can always be recomputed): per player and game kind, on one server or
//! across all servers.

use super::sql::{Row, query};
use super::{Board, BoardQuery, GameKind, LeaderRow, Scope, SortBy, Stats, Store, StoreError};

fn stats_of(row: &Row) -> Stats {
    let rounds: i64 = row.get("rounds");
    let exact: i64 = row.get("exact_bids");
    let per_round = |n: i64| if rounds > 0 { n as f64 / rounds as f64 } else { 0.0 };
    Stats {
        games: row.get("games"),
        wins: row.get("wins"),
        points: row.get("points"),
        average: row.get("average"),
        best: row.get("best"),
        bid_accuracy: if rounds > 0 { exact as f64 / rounds as f64 } else { 0.0 },
        xs: row.get("xs"),
        jester_scores: row.get("jester_scores"),
        leaves: row.get("leaves"),
        average_bid: per_round(row.get("bids")),
        average_tricks: per_round(row.get("tricks")),
        seer_rounds: row.get("seer_rounds"),
        rating: row.get("rating"),
    }
}

/// The figures per player, over results of one kind, scope and time range
/// (`?1` kind, `?2` guild or NULL, `?3`/`?4` finished_at range), grouped
/// first and only then joined with the stored all-time rating of that scope
/// (`rating`), so the join runs once per player, not once per result.
macro_rules! figures {
    ($where:literal, $having:literal $(, $tail:literal)*) => {
        concat!(
            "SELECT f.*, g.shown AS rating FROM (
               SELECT r.user_id AS user_id, COUNT(*) AS games,
                      CAST(SUM(CASE WHEN won THEN 1 ELSE 0 END) AS BIGINT) AS wins,
                      CAST(SUM(points) AS BIGINT) AS points, CAST(AVG(points) AS DOUBLE PRECISION) AS average,
                      MAX(points) AS best, CAST(SUM(exact_bids) AS BIGINT) AS exact_bids,
                      CAST(SUM(rounds) AS BIGINT) AS rounds, CAST(SUM(xs) AS BIGINT) AS xs,
                      CAST(SUM(jester_scores) AS BIGINT) AS jester_scores,
                      CAST(SUM(CASE WHEN left_game THEN 1 ELSE 0 END) AS BIGINT) AS leaves,
                      CAST(SUM(bids) AS BIGINT) AS bids, CAST(SUM(tricks) AS BIGINT) AS tricks,
                      CAST(SUM(seer_rounds) AS BIGINT) AS seer_rounds
               FROM results r
               WHERE r.kind = ?1 AND r.user_id IS NOT NULL AND (?2 IS NULL OR r.guild_id = ?2)
                 AND r.finished_at >= ?3 AND r.finished_at < ?4 AND r.daily IS NULL ",
            $where,
            " GROUP BY r.user_id ",
            $having,
            ") f LEFT JOIN ratings g ON g.kind = ?1 AND g.guild_id = COALESCE(?2, 0) AND g.user_id = f.user_id "
            $(, $tail)*
        )
    };
}

impl Store {
    /// A player's figures (all time, or over one season); `None` when they
    /// have no finished game in scope.
    pub async fn stats(
        &self,
        user_id: i64,
        kind: GameKind,
        scope: Scope,
        season: Option<(i64, i64)>,
    ) -> Result<Option<Stats>, StoreError> {
        let (from, until) = season.unwrap_or((i64::MIN, i64::MAX));
        let row = query(figures!("AND r.user_id = ?5", "HAVING COUNT(*) > 0"))
            .bind(kind.as_str())
            .bind(scope.guild())
            .bind(from)
            .bind(until)
            .bind(user_id)
            .fetch_optional(&self.db)
            .await?;
        let Some(mut stats) = row.as_ref().map(stats_of) else {
            return Ok(None);
        };
        if let Some(range) = season {
            let ratings = self.ratings_between(kind, scope.guild(), range).await?;
            stats.rating = ratings.get(&user_id).map(|(r, _)| r.shown());
        }
        Ok(Some(stats))
    }

    /// The all-time board by rating: a page of the `ratings` table in its
    /// board order (an index walk, not an aggregate over every result), then
    /// each listed player's figures. It lists rated players (`min_games`
    /// counts rated games): someone who has only played computers has no
    /// rating yet and is on the other boards.
    async fn rating_board(&self, q: BoardQuery, page: i64, per_page: i64) -> Result<Board, StoreError> {
        let guild = q.scope.guild().unwrap_or(0);
        let rows = query(
            "SELECT user_id FROM ratings WHERE kind = ? AND guild_id = ? AND games >= ?
              ORDER BY shown DESC, user_id LIMIT ? OFFSET ?",
        )
        .bind(q.kind.as_str())
        .bind(guild)
        .bind(q.min_games)
        .bind(per_page)
        .bind(page * per_page)
        .fetch_all(&self.db)
        .await?;
        let total: i64 = query("SELECT COUNT(*) FROM ratings WHERE kind = ? AND guild_id = ? AND games >= ?")
            .bind(q.kind.as_str())
            .bind(guild)
            .bind(q.min_games)
            .scalar(&self.db)
            .await?;
        let mut lines = Vec::with_capacity(rows.len());
        for (i, r) in rows.iter().enumerate() {
            let user: i64 = r.get(0);
            if let Some(stats) = self.stats(user, q.kind, q.scope, None).await? {
                lines.push(LeaderRow {
                    rank: page * per_page + i as i64 + 1,
                    user_id: user,
                    stats,
                });
            }
        }
        Ok(Board { rows: lines, total })
    }

    /// One page of a leaderboard of players with at least `min_games` games.
    pub async fn leaderboard(&self, q: BoardQuery) -> Result<Board, StoreError> {
        // The ORDER BY differs per sort; each query is a fixed string, never built from input.
        macro_rules! board {
            ($order:literal) => {
                figures!(
                    "",
                    "HAVING COUNT(*) >= ?5",
                    "ORDER BY ",
                    $order,
                    ", f.user_id LIMIT ?6 OFFSET ?7"
                )
            };
        }
        let per_page = q.per_page.clamp(1, 25);
        let page = q.page.max(0);
        if q.sort == SortBy::Rating && q.season.is_none() {
            return self.rating_board(q, page, per_page).await;
        }
        let (from, until) = q.season.unwrap_or((i64::MIN, i64::MAX));
        // Here a board by rating is a season's: its ratings are the fold over
        // that season's games, so it is sorted after the fold (a season has far
        // fewer players than all time).
        let by_season_rating = q.sort == SortBy::Rating;
        let sql = match q.sort {
            SortBy::Rating => board!("f.user_id"),
            SortBy::Wins => board!("wins DESC, average DESC"),
            SortBy::Points => board!("points DESC, wins DESC"),
            SortBy::Average => board!("average DESC, wins DESC"),
        };
        let (limit, offset) = if by_season_rating {
            (i64::MAX, 0)
        } else {
            (per_page, page * per_page)
        };
        let rows = query(sql)
            .bind(q.kind.as_str())
            .bind(q.scope.guild())
            .bind(from)
            .bind(until)
            .bind(q.min_games)
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.db)
            .await?;
        let mut lines: Vec<(i64, Stats)> = rows.iter().map(|r| (r.get("user_id"), stats_of(r))).collect();
        if let Some(range) = q.season {
            // A season board shows the season's rating, not the all-time one.
            let ratings = self.ratings_between(q.kind, q.scope.guild(), range).await?;
            for (user, stats) in &mut lines {
                stats.rating = ratings.get(user).map(|(r, _)| r.shown());
            }
        }
        let total = if by_season_rating {
            let key = |s: &Stats| s.rating.unwrap_or(f64::NEG_INFINITY);
            lines.sort_by(|a, b| {
                key(&b.1)
                    .total_cmp(&key(&a.1))
                    .then(b.1.wins.cmp(&a.1.wins))
                    .then(a.0.cmp(&b.0))
            });
            let total = lines.len() as i64;
            lines = lines
                .into_iter()
                .skip((page * per_page) as usize)
                .take(per_page as usize)
                .collect();
            total
        } else {
            query(
                "SELECT COUNT(*) FROM (SELECT user_id FROM results
                  WHERE kind = ?1 AND user_id IS NOT NULL AND (?2 IS NULL OR guild_id = ?2)
                    AND finished_at >= ?3 AND finished_at < ?4 AND daily IS NULL
                  GROUP BY user_id HAVING COUNT(*) >= ?5) AS players",
            )
            .bind(q.kind.as_str())
            .bind(q.scope.guild())
            .bind(from)
            .bind(until)
            .bind(q.min_games)
            .scalar(&self.db)
            .await?
        };
        Ok(Board {
            rows: lines
                .into_iter()
                .enumerate()
                .map(|(i, (user_id, stats))| LeaderRow {
                    rank: page * per_page + i as i64 + 1,
                    user_id,
                    stats,
                })
                .collect(),
            total,
        })
    }
}
