//! Ratings kept in the `ratings` table: updated in the transaction that
//! stores a game's results, and rebuilt from the results rows in game order
//! whenever asked (or at start-up when the rating model changed), so the
//! table is a cache of the results, never a second truth. Season ratings are
//! the same fold over one season's results, computed when a board is asked.

use std::collections::HashMap;

use super::sql::{On, query, values};
use super::{GameKind, Store, StoreError};
use crate::league::rating::{ALL_SERVERS, RATING_MODEL, RatedPlace, Rating, RatingMap, fold, fold_game};

/// The settings key naming the model the stored ratings were computed with.
const MODEL_KEY: &str = "ratings_model";

/// People's results rows, in game order, optionally of one kind and time range.
async fn placed_rows(
    mut conn: On<'_>,
    kind: Option<GameKind>,
    guild: Option<i64>,
    range: Option<(i64, i64)>,
) -> Result<Vec<RatedPlace>, StoreError> {
    let (from, until) = range.unwrap_or((i64::MIN, i64::MAX));
    let rows = query(
        "SELECT game_id, kind, guild_id, user_id, place FROM results
          WHERE user_id IS NOT NULL AND rated AND (?1 IS NULL OR kind = ?1) AND (?2 IS NULL OR guild_id = ?2)
            AND finished_at >= ?3 AND finished_at < ?4
          ORDER BY finished_at, game_id, seat",
    )
    .bind(kind.map(GameKind::as_str))
    .bind(guild)
    .bind(from)
    .bind(until)
    .fetch_all(&mut conn)
    .await?;
    Ok(rows
        .iter()
        .map(|r| RatedPlace {
            game: r.get(0),
            kind: r.get(1),
            guild: r.get(2),
            user: r.get(3),
            place: r.get(4),
        })
        .collect())
}

/// Writes a whole fold into an emptied table: many rows per statement
/// (one statement per row made a 100,000-row rebuild several times slower).
async fn write_all(mut conn: On<'_>, map: &RatingMap) -> Result<(), StoreError> {
    let rows: Vec<_> = map.iter().collect();
    for chunk in rows.chunks(500) {
        let mut q = query(format!(
            "INSERT INTO ratings (kind, guild_id, user_id, mu, sigma, shown, games) VALUES {}",
            values(chunk.len(), 7)
        ));
        for ((kind, guild, user), (r, games)) in chunk {
            q = q
                .bind(kind.as_str())
                .bind(*guild)
                .bind(*user)
                .bind(r.mu)
                .bind(r.sigma)
                .bind(r.shown())
                .bind(*games);
        }
        q.execute(&mut conn).await?;
    }
    Ok(())
}

async fn write(mut conn: On<'_>, map: &RatingMap) -> Result<(), StoreError> {
    for ((kind, guild, user), (r, games)) in map {
        query(
            "INSERT INTO ratings (kind, guild_id, user_id, mu, sigma, shown, games) VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (kind, guild_id, user_id) DO UPDATE
             SET mu = excluded.mu, sigma = excluded.sigma, shown = excluded.shown, games = excluded.games",
        )
        .bind(kind)
        .bind(guild)
        .bind(user)
        .bind(r.mu)
        .bind(r.sigma)
        .bind(r.shown())
        .bind(games)
        .execute(&mut conn)
        .await?;
    }
    Ok(())
}

/// Rates one just-finished game inside the transaction storing its results:
/// `people` are (user, place) of its human seats.
pub(super) async fn rate_in(
    mut conn: On<'_>,
    kind: GameKind,
    guild: Option<i64>,
    people: &[(i64, i64)],
) -> Result<(), StoreError> {
    if people.len() < 2 {
        return Ok(());
    }
    let mut map = RatingMap::new();
    for scope in [guild, Some(ALL_SERVERS)].into_iter().flatten() {
        for &(user, _) in people {
            let row = query("SELECT mu, sigma, games FROM ratings WHERE kind = ? AND guild_id = ? AND user_id = ?")
                .bind(kind.as_str())
                .bind(scope)
                .bind(user)
                .fetch_optional(&mut conn)
                .await?;
            if let Some(r) = row {
                let rating = Rating {
                    mu: r.get(0),
                    sigma: r.get(1),
                };
                map.insert((kind.as_str().to_string(), scope, user), (rating, r.get(2)));
            }
        }
    }
    fold_game(&mut map, kind.as_str(), guild, None, people);
    write(conn, &map).await
}

impl Store {
    /// Recomputes every rating from the results rows in game order, in one
    /// transaction; returns how many results rows were read.
    pub async fn rebuild_ratings(&self) -> Result<usize, StoreError> {
        let mut tx = self.db.begin().await?;
        let rows = placed_rows((&mut tx).into(), None, None, None).await?;
        query("DELETE FROM ratings").execute(&mut tx).await?;
        write_all((&mut tx).into(), &fold(&rows, None)).await?;
        super::upsert_setting((&mut tx).into(), MODEL_KEY, RATING_MODEL).await?;
        tx.commit().await?;
        Ok(rows.len())
    }

    /// At start-up: rebuilds the ratings when they were computed by another
    /// model (or never, as in a database from before ratings). Returns whether it did.
    pub async fn ratings_up_to_date(&self) -> Result<bool, StoreError> {
        if self.setting(MODEL_KEY).await?.as_deref() == Some(RATING_MODEL) {
            return Ok(false);
        }
        self.rebuild_ratings().await?;
        Ok(true)
    }

    /// Every stored rating (for checking a rebuild against the incremental ones).
    pub async fn all_ratings(&self) -> Result<RatingMap, StoreError> {
        let rows = query("SELECT kind, guild_id, user_id, mu, sigma, games FROM ratings")
            .fetch_all(&self.db)
            .await?;
        Ok(rows
            .iter()
            .map(|r| {
                let rating = Rating {
                    mu: r.get(3),
                    sigma: r.get(4),
                };
                ((r.get(0), r.get(1), r.get(2)), (rating, r.get(5)))
            })
            .collect())
    }

    /// Ratings over one time range (a season) of one kind and scope, by user.
    pub(super) async fn ratings_between(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        range: (i64, i64),
    ) -> Result<HashMap<i64, (Rating, i64)>, StoreError> {
        let mut conn = self.db.acquire().await?;
        let rows = placed_rows((&mut conn).into(), Some(kind), guild, Some(range)).await?;
        let scope = guild.unwrap_or(ALL_SERVERS);
        Ok(fold(&rows, Some(scope))
            .into_iter()
            .map(|((_, _, u), r)| (u, r))
            .collect())
    }
}
