//! Lifetime statistics and leaderboards, computed from the results rows (so
//! they can always be recomputed): per player and game kind, on one server or
//! across all servers.

use sqlx::Row;

use super::{Board, GameKind, LeaderRow, Scope, SortBy, Stats, Store, StoreError};

fn stats_of(row: &sqlx::sqlite::SqliteRow) -> Stats {
    let rounds: i64 = row.get("rounds");
    let exact: i64 = row.get("exact_bids");
    Stats {
        games: row.get("games"),
        wins: row.get("wins"),
        points: row.get("points"),
        average: row.get("average"),
        best: row.get("best"),
        bid_accuracy: if rounds > 0 { exact as f64 / rounds as f64 } else { 0.0 },
        xs: row.get("xs"),
        jester_scores: row.get("jester_scores"),
    }
}

impl Store {
    /// A player's lifetime figures; `None` when they have no finished game in scope.
    pub async fn stats(&self, user_id: i64, kind: GameKind, scope: Scope) -> Result<Option<Stats>, StoreError> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS games, SUM(won) AS wins, SUM(points) AS points, AVG(points) AS average,
                    MAX(points) AS best, SUM(exact_bids) AS exact_bids, SUM(rounds) AS rounds, SUM(xs) AS xs,
                    SUM(jester_scores) AS jester_scores
             FROM results WHERE kind = ?1 AND user_id = ?2 AND (?3 IS NULL OR guild_id = ?3)
             HAVING COUNT(*) > 0",
        )
        .bind(kind.as_str())
        .bind(user_id)
        .bind(scope.guild())
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(stats_of))
    }

    /// One page (0-based) of a leaderboard of players with at least `min_games` games.
    pub async fn leaderboard(
        &self,
        kind: GameKind,
        scope: Scope,
        sort: SortBy,
        min_games: i64,
        page: i64,
        per_page: i64,
    ) -> Result<Board, StoreError> {
        // The ORDER BY differs per sort; each query is a fixed string, never built from input.
        macro_rules! board {
            ($order:literal) => {
                concat!(
                    "SELECT user_id, COUNT(*) AS games, SUM(won) AS wins, SUM(points) AS points,
                            AVG(points) AS average, MAX(points) AS best, SUM(exact_bids) AS exact_bids,
                            SUM(rounds) AS rounds, SUM(xs) AS xs, SUM(jester_scores) AS jester_scores
                     FROM results WHERE kind = ?1 AND user_id IS NOT NULL AND (?2 IS NULL OR guild_id = ?2)
                     GROUP BY user_id HAVING COUNT(*) >= ?3 ORDER BY ",
                    $order,
                    ", user_id LIMIT ?4 OFFSET ?5"
                )
            };
        }
        let sql = match sort {
            SortBy::Wins => board!("wins DESC, average DESC"),
            SortBy::Points => board!("points DESC, wins DESC"),
            SortBy::Average => board!("average DESC, wins DESC"),
        };
        let per_page = per_page.clamp(1, 25);
        let page = page.max(0);
        let rows = sqlx::query(sql)
            .bind(kind.as_str())
            .bind(scope.guild())
            .bind(min_games)
            .bind(per_page)
            .bind(page * per_page)
            .fetch_all(&self.pool)
            .await?;
        let total: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM (SELECT user_id FROM results
              WHERE kind = ?1 AND user_id IS NOT NULL AND (?2 IS NULL OR guild_id = ?2)
              GROUP BY user_id HAVING COUNT(*) >= ?3)",
        )
        .bind(kind.as_str())
        .bind(scope.guild())
        .bind(min_games)
        .fetch_one(&self.pool)
        .await?;
        Ok(Board {
            rows: rows
                .iter()
                .enumerate()
                .map(|(i, r)| LeaderRow {
                    rank: page * per_page + i as i64 + 1,
                    user_id: r.get("user_id"),
                    stats: stats_of(r),
                })
                .collect(),
            total,
        })
    }
}
