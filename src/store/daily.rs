//! The daily challenge's boards, from the results rows of finished tries
//! (their `daily` day): one grouped query over the days asked, per person.
//! Only tries their person played to the end count, here and in every
//! query of the daily habit (streaks, the field, the rating): a try the
//! autopilot finished at the day's close is `unfinished` (#60).

use super::sql::query;
use super::{Store, StoreError};
use crate::league::{DailyBoard, DailyQuery, DailyRow};

impl Store {
    pub async fn daily_board(&self, q: DailyQuery) -> Result<DailyBoard, StoreError> {
        let per_page = q.per_page.clamp(1, 25);
        let page = q.page.max(0);
        // Every line up to this page's last: a tie across pages shares its rank too.
        let rows = query(
            "SELECT user_id, CAST(SUM(points) AS BIGINT) AS points, COUNT(*) AS tries,
                    CAST(SUM(exact_bids + xs) AS BIGINT) AS made, CAST(SUM(rounds) AS BIGINT) AS rounds
               FROM results
              WHERE kind = ?1 AND user_id IS NOT NULL AND daily >= ?2 AND daily <= ?3 AND NOT unfinished
                AND (?4 IS NULL OR guild_id = ?4)
              GROUP BY user_id
              ORDER BY points DESC, made DESC, user_id
              LIMIT ?5",
        )
        .bind(q.kind.as_str())
        .bind(q.from)
        .bind(q.to)
        .bind(q.scope.guild())
        .bind((page + 1) * per_page)
        .fetch_all(&self.db)
        .await?;
        let total: i64 = query(
            "SELECT COUNT(DISTINCT user_id) FROM results
              WHERE kind = ?1 AND user_id IS NOT NULL AND daily >= ?2 AND daily <= ?3 AND NOT unfinished
                AND (?4 IS NULL OR guild_id = ?4)",
        )
        .bind(q.kind.as_str())
        .bind(q.from)
        .bind(q.to)
        .bind(q.scope.guild())
        .scalar(&self.db)
        .await?;
        let rows: Vec<DailyRow> = rows
            .iter()
            .map(|r| DailyRow {
                rank: 0,
                user_id: r.get("user_id"),
                points: r.get("points"),
                tries: r.get("tries"),
                made: r.get("made"),
                rounds: r.get("rounds"),
            })
            .collect();
        let ranks = crate::league::daily::shared_ranks(&rows, |r| (r.points, r.made));
        Ok(DailyBoard {
            rows: rows
                .into_iter()
                .zip(ranks)
                .skip((page * per_page) as usize)
                .map(|(row, rank)| DailyRow { rank, ..row })
                .collect(),
            total,
        })
    }
}

/// The store as the daily challenge's habit's storage.
mod habit {
    use crate::league::Scope;
    use crate::league::daily_rating::rate_day;
    use crate::league::daily_store::{DailyRatingRow, DailyStore};
    use crate::league::field::HardDay;
    use crate::league::rating::Rating;
    use crate::league::settings::Setting;
    use crate::store::sql::{On, query};
    use crate::store::{Store, StoreError};
    use crate::table::{GameKind, PersistError};

    /// The points of a day's finished tries, by person.
    async fn field(
        mut on: On<'_>,
        kind: GameKind,
        day: i64,
        guild: Option<i64>,
    ) -> Result<Vec<(i64, i64)>, StoreError> {
        let rows = query(
            "SELECT user_id, points FROM results
              WHERE kind = ?1 AND daily = ?2 AND user_id IS NOT NULL AND NOT unfinished AND (?3 IS NULL OR guild_id = ?3)
              ORDER BY user_id",
        )
        .bind(kind.as_str())
        .bind(day)
        .bind(guild)
        .fetch_all(&mut on)
        .await?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
    }

    impl DailyStore for Store {
        async fn daily_days(&self, user: i64, kind: GameKind) -> Result<Vec<i64>, PersistError> {
            let days: Vec<i64> = query(
                "SELECT DISTINCT daily FROM results
                  WHERE user_id = ?1 AND kind = ?2 AND daily IS NOT NULL AND NOT unfinished ORDER BY daily",
            )
            .bind(user)
            .bind(kind.as_str())
            .scalars(self.db())
            .await
            .map_err(StoreError::from)?;
            Ok(days)
        }

        async fn daily_days_of(
            &self,
            kind: GameKind,
            users: &[i64],
        ) -> Result<std::collections::HashMap<i64, Vec<i64>>, PersistError> {
            let mut days: std::collections::HashMap<i64, Vec<i64>> = std::collections::HashMap::new();
            if users.is_empty() {
                return Ok(days);
            }
            let mut q = query(format!(
                "SELECT DISTINCT user_id, daily FROM results
                  WHERE kind = ? AND daily IS NOT NULL AND NOT unfinished AND user_id IN ({})
                  ORDER BY user_id, daily",
                vec!["?"; users.len()].join(", ")
            ))
            .bind(kind.as_str());
            for u in users {
                q = q.bind(*u);
            }
            let rows = q.fetch_all(self.db()).await.map_err(StoreError::from)?;
            for r in &rows {
                days.entry(r.get(0)).or_default().push(r.get(1));
            }
            Ok(days)
        }

        async fn daily_days_around(
            &self,
            kind: GameKind,
            guild: i64,
            day: i64,
        ) -> Result<std::collections::HashMap<i64, Vec<i64>>, PersistError> {
            let rows = query(
                "SELECT DISTINCT user_id, daily FROM results
                  WHERE kind = ?1 AND daily IS NOT NULL AND daily <= ?3 AND NOT unfinished
                    AND user_id IN (SELECT user_id FROM results
                                     WHERE kind = ?1 AND guild_id = ?2 AND daily IN (?3, ?3 - 1) AND user_id IS NOT NULL
                                       AND NOT unfinished)
                  ORDER BY user_id, daily",
            )
            .bind(kind.as_str())
            .bind(guild)
            .bind(day)
            .fetch_all(self.db())
            .await
            .map_err(StoreError::from)?;
            let mut days: std::collections::HashMap<i64, Vec<i64>> = std::collections::HashMap::new();
            for r in &rows {
                days.entry(r.get(0)).or_default().push(r.get(1));
            }
            Ok(days)
        }

        async fn daily_field(&self, kind: GameKind, day: i64, scope: Scope) -> Result<Vec<(i64, i64)>, PersistError> {
            Ok(field(self.db().into(), kind, day, scope.guild()).await?)
        }

        async fn hard_day(&self, kind: GameKind, day: i64) -> Result<Option<HardDay>, PersistError> {
            let row = query("SELECT points, made, rounds FROM daily_hard WHERE kind = ? AND day = ?")
                .bind(kind.as_str())
                .bind(day)
                .fetch_optional(self.db())
                .await
                .map_err(StoreError::from)?;
            Ok(row.map(|r| HardDay {
                points: r.get(0),
                made: r.get(1),
                rounds: r.get(2),
            }))
        }

        async fn save_hard_day(&self, kind: GameKind, day: i64, hard: HardDay) -> Result<(), PersistError> {
            query(
                "INSERT INTO daily_hard (kind, day, points, made, rounds) VALUES (?, ?, ?, ?, ?)
                 ON CONFLICT (kind, day) DO NOTHING",
            )
            .bind(kind.as_str())
            .bind(day)
            .bind(hard.points)
            .bind(hard.made)
            .bind(hard.rounds)
            .execute(self.db())
            .await
            .map_err(StoreError::from)?;
            Ok(())
        }

        async fn fold_daily_rating(&self, kind: GameKind, day: i64) -> Result<Option<usize>, PersistError> {
            let mut tx = self.db().begin().await.map_err(StoreError::from)?;
            // The day's mark is the claim, taken first: on a day folded already (or by
            // another process now) it conflicts, and nothing more is read or written.
            let claimed = query(
                "INSERT INTO daily_rated (kind, day, people) VALUES (?, ?, 0) ON CONFLICT (kind, day) DO NOTHING",
            )
            .bind(kind.as_str())
            .bind(day)
            .execute(&mut tx)
            .await
            .map_err(StoreError::from)?;
            if claimed == 0 {
                return Ok(None);
            }
            let field = field((&mut tx).into(), kind, day, None).await?;
            query("UPDATE daily_rated SET people = ? WHERE kind = ? AND day = ?")
                .bind(field.len() as i64)
                .bind(kind.as_str())
                .bind(day)
                .execute(&mut tx)
                .await
                .map_err(StoreError::from)?;
            let known = query("SELECT user_id, mu, sigma, days FROM daily_ratings WHERE kind = ?")
                .bind(kind.as_str())
                .fetch_all(&mut tx)
                .await
                .map_err(StoreError::from)?;
            let known: std::collections::HashMap<i64, (Rating, i64)> = known
                .iter()
                .map(|r| {
                    (
                        r.get(0),
                        (
                            Rating {
                                mu: r.get(1),
                                sigma: r.get(2),
                            },
                            r.get(3),
                        ),
                    )
                })
                .collect();
            let before: Vec<(Rating, i64)> = field
                .iter()
                .map(|&(u, points)| (known.get(&u).map(|k| k.0).unwrap_or_default(), points))
                .collect();
            let after = rate_day(&before);
            for chunk in field.iter().zip(after).collect::<Vec<_>>().chunks(400) {
                let mut q = query(format!(
                    "INSERT INTO daily_ratings (kind, user_id, mu, sigma, days) VALUES {}
                     ON CONFLICT (kind, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, days = excluded.days",
                    crate::store::sql::values(chunk.len(), 5)
                ));
                for (&(user, _), r) in chunk.iter().copied() {
                    let days = known.get(&user).map_or(0, |k| k.1) + 1;
                    q = q.bind(kind.as_str()).bind(user).bind(r.mu).bind(r.sigma).bind(days);
                }
                q.execute(&mut tx).await.map_err(StoreError::from)?;
            }
            tx.commit().await.map_err(StoreError::from)?;
            Ok(Some(field.len()))
        }

        async fn daily_rating_board(
            &self,
            kind: GameKind,
            page: i64,
            per_page: i64,
        ) -> Result<(Vec<DailyRatingRow>, i64), PersistError> {
            let (page, per_page) = (page.max(0), per_page.clamp(1, 25));
            let rows = query(
                "SELECT user_id, mu, sigma, days FROM daily_ratings WHERE kind = ?
                  ORDER BY mu - 3 * sigma DESC, user_id LIMIT ? OFFSET ?",
            )
            .bind(kind.as_str())
            .bind(per_page)
            .bind(page * per_page)
            .fetch_all(self.db())
            .await
            .map_err(StoreError::from)?;
            let total: i64 = query("SELECT COUNT(*) FROM daily_ratings WHERE kind = ?")
                .bind(kind.as_str())
                .scalar(self.db())
                .await
                .map_err(StoreError::from)?;
            Ok((
                rows.iter()
                    .enumerate()
                    .map(|(i, r)| DailyRatingRow {
                        rank: page * per_page + i as i64 + 1,
                        user_id: r.get(0),
                        rating: Rating {
                            mu: r.get(1),
                            sigma: r.get(2),
                        },
                        days: r.get(3),
                    })
                    .collect(),
                total,
            ))
        }

        async fn tries_running(&self, day: i64) -> Result<i64, PersistError> {
            Ok(
                query("SELECT COUNT(*) FROM games WHERE daily = ? AND status IN ('lobby', 'running')")
                    .bind(day)
                    .scalar(self.db())
                    .await
                    .map_err(StoreError::from)?,
            )
        }

        async fn recap_channels(&self) -> Result<Vec<(i64, i64)>, PersistError> {
            let suffix = Setting::DailyRecap.key(0);
            let suffix = suffix.trim_start_matches(&crate::league::settings::prefix(0));
            let rows = query("SELECT key, value FROM settings WHERE key LIKE ?")
                .bind(format!("guild:%:{suffix}"))
                .fetch_all(self.db())
                .await
                .map_err(StoreError::from)?;
            Ok(rows
                .iter()
                .filter_map(|r| {
                    let (key, value): (String, String) = (r.get(0), r.get(1));
                    let guild = key.strip_prefix("guild:")?.split(':').next()?.parse().ok()?;
                    Some((guild, value.parse().ok()?))
                })
                .collect())
        }
    }
}
