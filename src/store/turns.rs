//! Turn-based tables' rows (`turn_seats`, `turn_notices`): who sits at each
//! running turn-based game and whose turn it is since when, for `/turns` on
//! any process; and each message sent for a turn, claimed before it is sent,
//! so a restart never sends it twice.

use crate::discord::storage::TurnSeat;
use crate::table::{GameId, GameKind, now_ms};

use super::sql::query;
use super::{Store, StoreError};

impl Store {
    /// Replaces game `game`'s rows with `seats` (none: it ended), in one transaction.
    pub async fn set_turn_seats(&self, game: GameId, seats: &[TurnSeat]) -> Result<(), StoreError> {
        let mut tx = self.db().begin().await?;
        query("DELETE FROM turn_seats WHERE game_id = ?")
            .bind(game)
            .execute(&mut tx)
            .await?;
        for s in seats {
            query(
                "INSERT INTO turn_seats (game_id, user_id, kind, channel_id, version, waiting, since_ms, due_ms, paused)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            )
            .bind(game)
            .bind(s.user)
            .bind(s.kind.as_str())
            .bind(s.channel)
            .bind(s.version)
            .bind(i64::from(s.waiting))
            .bind(s.since)
            .bind(s.due)
            .bind(i64::from(s.paused))
            .execute(&mut tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Every seat of every running turn-based game `user` sits at.
    pub async fn turn_tables_of(&self, user: i64) -> Result<Vec<TurnSeat>, StoreError> {
        let rows = query(
            "SELECT game_id, user_id, kind, channel_id, version, waiting, since_ms, due_ms, paused
               FROM turn_seats WHERE game_id IN (SELECT game_id FROM turn_seats WHERE user_id = ?)
              ORDER BY game_id, user_id",
        )
        .bind(user)
        .fetch_all(self.db())
        .await?;
        Ok(rows
            .iter()
            .map(|r| TurnSeat {
                game: r.get("game_id"),
                user: r.get("user_id"),
                kind: GameKind::parse(r.get("kind")),
                channel: r.get("channel_id"),
                version: r.get("version"),
                waiting: r.get::<i64, _>("waiting") != 0,
                since: r.get("since_ms"),
                due: r.get("due_ms"),
                paused: r.get::<i64, _>("paused") != 0,
            })
            .collect())
    }

    /// Claims the message `what` for `user`'s turn in `game` that began at
    /// `since`: true for the one claim that sends it, on any process, ever.
    pub async fn claim_notice(&self, game: GameId, user: i64, since: i64, what: &str) -> Result<bool, StoreError> {
        let claimed = query(
            "INSERT INTO turn_notices (game_id, user_id, since_ms, what, sent_at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (game_id, user_id, since_ms, what) DO NOTHING",
        )
        .bind(game)
        .bind(user)
        .bind(since)
        .bind(what)
        .bind(now_ms())
        .execute(self.db())
        .await?;
        Ok(claimed == 1)
    }
}
