//! The daily challenge's boards, from the results rows of finished tries
//! (their `daily` day): one grouped query over the days asked, per person.

use super::sql::query;
use super::{Store, StoreError};
use crate::league::{DailyBoard, DailyQuery, DailyRow};

impl Store {
    pub async fn daily_board(&self, q: DailyQuery) -> Result<DailyBoard, StoreError> {
        let per_page = q.per_page.clamp(1, 25);
        let page = q.page.max(0);
        let rows = query(
            "SELECT user_id, CAST(SUM(points) AS BIGINT) AS points, COUNT(*) AS tries,
                    CAST(SUM(exact_bids + xs) AS BIGINT) AS made, CAST(SUM(rounds) AS BIGINT) AS rounds
               FROM results
              WHERE kind = ?1 AND user_id IS NOT NULL AND daily >= ?2 AND daily <= ?3
                AND (?4 IS NULL OR guild_id = ?4)
              GROUP BY user_id
              ORDER BY points DESC, made DESC, user_id
              LIMIT ?5 OFFSET ?6",
        )
        .bind(q.kind.as_str())
        .bind(q.from)
        .bind(q.to)
        .bind(q.scope.guild())
        .bind(per_page)
        .bind(page * per_page)
        .fetch_all(&self.db)
        .await?;
        let total: i64 = query(
            "SELECT COUNT(DISTINCT user_id) FROM results
              WHERE kind = ?1 AND user_id IS NOT NULL AND daily >= ?2 AND daily <= ?3
                AND (?4 IS NULL OR guild_id = ?4)",
        )
        .bind(q.kind.as_str())
        .bind(q.from)
        .bind(q.to)
        .bind(q.scope.guild())
        .scalar(&self.db)
        .await?;
        Ok(DailyBoard {
            rows: rows
                .iter()
                .enumerate()
                .map(|(i, r)| DailyRow {
                    rank: page * per_page + i as i64 + 1,
                    user_id: r.get("user_id"),
                    points: r.get("points"),
                    tries: r.get("tries"),
                    made: r.get("made"),
                    rounds: r.get("rounds"),
                })
                .collect(),
            total,
        })
    }
}
