//! Turn-based tables' rows (`turn_seats`, `turn_notices`): who sits at each
//! running turn-based game and whose turn it is since when, for `/turns` on
//! any process; and each message sent for a turn, claimed before it is sent,
//! so a restart never sends it twice.

use crate::discord::storage::{Claim, TurnSeat};
use crate::table::{GameId, GameKind, now_ms};

use super::sql::{Query, query};
use super::{Store, StoreError};

/// How often one turn's message is tried before it is given up (each try
/// after the last one's claim went stale).
pub const NOTICE_TRIES: i64 = 5;

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

    /// How many turn-based tables `user` has open: the running games they
    /// sit at, and the lobbies they opened (the cap on open turn-based tables).
    pub async fn open_turn_tables(&self, user: i64) -> Result<i64, StoreError> {
        Ok(query(
            "SELECT (SELECT COUNT(DISTINCT game_id) FROM turn_seats WHERE user_id = ?)
                  + (SELECT COUNT(*) FROM games WHERE created_by = ? AND status = 'lobby' AND turn_based IS NOT NULL)",
        )
        .bind(user)
        .bind(user)
        .scalar(self.db())
        .await?)
    }

    /// Claims the message `what` for `user`'s turn in `game` that began at
    /// `since`, before it is sent (`sent_at` is when it was last claimed):
    /// `Ours` for the one claim that sends it, or for a try after a claim
    /// left unsent for `stale_ms` (at most `NOTICE_TRIES` in all: then `Done`).
    pub async fn claim_notice(
        &self,
        game: GameId,
        user: i64,
        since: i64,
        what: &str,
        stale_ms: i64,
    ) -> Result<Claim, StoreError> {
        let now = now_ms();
        let claimed = of_notice(
            "INSERT INTO turn_notices (game_id, user_id, since_ms, what, sent_at, sent, tries)
             VALUES (?, ?, ?, ?, ?, 0, 1)
             ON CONFLICT (game_id, user_id, since_ms, what) DO NOTHING",
            (game, user, since, what),
        )
        .bind(now)
        .execute(self.db())
        .await?;
        if claimed == 1 {
            return Ok(Claim::Ours);
        }
        // A claim whose message was never marked sent: tried again, by whoever comes first.
        let taken = of_notice(
            "UPDATE turn_notices SET sent_at = ?5, tries = tries + 1
              WHERE game_id = ?1 AND user_id = ?2 AND since_ms = ?3 AND what = ?4
                AND sent = 0 AND sent_at < ?6 AND tries < ?7",
            (game, user, since, what),
        )
        .bind(now)
        .bind(now - stale_ms)
        .bind(NOTICE_TRIES)
        .execute(self.db())
        .await?;
        if taken == 1 {
            return Ok(Claim::Ours);
        }
        let (sent, tries): (i64, i64) = of_notice(
            "SELECT sent, tries FROM turn_notices
              WHERE game_id = ? AND user_id = ? AND since_ms = ? AND what = ?",
            (game, user, since, what),
        )
        .fetch_one(self.db())
        .await
        .map(|r| (r.get("sent"), r.get("tries")))?;
        Ok(if sent != 0 || tries >= NOTICE_TRIES {
            Claim::Done
        } else {
            Claim::Pending
        })
    }

    /// The message `what` for that turn was sent (or never will be).
    pub async fn notice_sent(&self, game: GameId, user: i64, since: i64, what: &str) -> Result<(), StoreError> {
        of_notice(
            "UPDATE turn_notices SET sent = 1
              WHERE game_id = ? AND user_id = ? AND since_ms = ? AND what = ?",
            (game, user, since, what),
        )
        .execute(self.db())
        .await?;
        Ok(())
    }
}

/// `sql` with one turn's message bound first: its game, person, turn and which message.
fn of_notice(sql: &'static str, (game, user, since, what): (GameId, i64, i64, &str)) -> Query {
    query(sql).bind(game).bind(user).bind(since).bind(what)
}
