//! Storage: SQLite (the embedded default) or PostgreSQL, through sqlx.
//! Games, their append-only event logs (the key `(game_id, seq)` makes two
//! writers of the same event impossible), results per player, and the
//! lifetime statistics and leaderboards computed from them. It knows engine
//! types only as JSON and nothing of Discord. The SQL is written once
//! (`sql.rs`); what differs per backend is in `sqlite.rs` and `postgres.rs`.

mod daily;
mod discord;
mod leaderboard;
mod league;
pub mod leases;
mod logins;
mod persist;
mod postgres;
mod ratings;
pub mod sql;
mod sqlite;
mod turns;
mod writer;
pub use crate::league::rating::RatingMap;
pub use sql::{Backend, Db};

// The vocabulary is the table's and the league's (they say what they need
// from storage); it is re-exported here for callers that work with the store directly.
pub use crate::league::{Board, BoardQuery, History, LeaderRow, PastGame, Scope, SortBy, Stats};
pub use crate::table::{EventsByGame, GameKind, GameRow, GameStatus, ResultRow, now_ms};

use crate::league::Setting;
use crate::league::rating::counts_for_ratings;
use serde_json::Value;
use sql::{On, Row, query};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use tokio::sync::{mpsc, oneshot};
use writer::AppendRequest;

/// The version of the stored event JSON (a record event of RECORDS.md).
pub const EVENT_SCHEMA: i64 = 1;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("invalid DATABASE_URL: {0}")]
    Url(String),
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("event {seq} of game {game} was written by someone else first")]
    Conflict { game: i64, seq: i64 },
    #[error("channel {channel} already has an open table (game {game})")]
    ChannelBusy { channel: i64, game: i64 },
    #[error("this daily challenge was tried already (game {game})")]
    AlreadyTried { game: i64 },
    #[error("game {0} does not exist")]
    NoSuchGame(i64),
    #[error("stored JSON is malformed: {0}")]
    Json(#[from] serde_json::Error),
    #[error("writing failed: {0}")]
    Write(String),
    /// The database refused a write (full disk, read-only file, I/O error):
    /// nothing of the request was written.
    #[error("the database cannot be written right now: {0}")]
    Unavailable(String),
    #[error("the database at {url} cannot be written: {reason}")]
    ReadOnly { url: String, reason: String },
}

/// Statements run on every new connection, after the built-in settings. Tests
/// use `PRAGMA max_page_count` to make a SQLite database full on demand.
pub type OnConnect = Arc<dyn Fn() -> Vec<String> + Send + Sync>;

/// The database of a running bot.
#[derive(Clone, Debug)]
pub struct Store {
    db: Db,
    /// Appends go through one writer task that commits many at once (group commit).
    writer: mpsc::UnboundedSender<AppendRequest>,
    /// False while the database refuses writes (the writer's last commit failed).
    writable: Arc<AtomicBool>,
    /// Alive while any clone of this store is: the background tasks stop after the last.
    _alive: Arc<()>,
}

impl Store {
    /// Closes the database's connections (a stopping bot), after what is
    /// being written is committed.
    pub async fn close(&self) {
        self.db.close().await;
    }

    /// The file of an SQLite database URL (`None`: another backend, or in memory).
    pub fn sqlite_file(url: &str) -> Option<std::path::PathBuf> {
        url.starts_with("sqlite:").then(|| sqlite::file(url)).flatten()
    }

    /// Opens and migrates the database at `url`: `sqlite:` (created when
    /// missing, in WAL mode) or `postgres://` (the database must exist).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, None).await
    }

    /// `open`, running `on_connect`'s statements on every new connection.
    pub async fn open_with(url: &str, on_connect: Option<OnConnect>) -> Result<Store, StoreError> {
        let alive = Arc::new(());
        let db = if url.starts_with("sqlite:") {
            sqlite::open(url, on_connect, Arc::downgrade(&alive)).await?
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            postgres::open(url, on_connect).await?
        } else {
            return Err(StoreError::Url(format!(
                "`{}` is neither a sqlite: nor a postgres:// URL",
                redact(url)
            )));
        };
        // A database that cannot be written would refuse every move: say so now.
        query("INSERT INTO settings (key, value) VALUES ('opened_at', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
            .bind(now_ms().to_string())
            .execute(&db)
            .await
            .map_err(|e| StoreError::ReadOnly {
                url: redact(url),
                reason: e.to_string(),
            })?;
        let (writer, requests) = mpsc::unbounded_channel();
        let writable = Arc::new(AtomicBool::new(true));
        tokio::spawn(writer::write_appends(db.clone(), requests, writable.clone()));
        Ok(Store {
            db,
            writer,
            writable,
            _alive: alive,
        })
    }

    /// The connection pool (tests damage rows through it).
    pub fn db(&self) -> &Db {
        &self.db
    }

    /// Whether the database answers (the health check).
    pub async fn ping(&self) -> Result<(), StoreError> {
        query("SELECT 1").execute(&self.db).await?;
        Ok(())
    }

    /// False while the database refuses writes; true again once a write succeeds.
    pub fn writable(&self) -> bool {
        self.writable.load(Ordering::Acquire)
    }

    /// Creates a table in the lobby; a channel with an open table refuses a second.
    pub async fn create_game(
        &self,
        kind: GameKind,
        guild_id: Option<i64>,
        channel_id: i64,
        created_by: i64,
        options: &Value,
        seats: &Value,
    ) -> Result<i64, StoreError> {
        // A daily try (options' `daily`, copied to a column for the indexes)
        // is no table of its channel; a person has one per game and day.
        let daily = options.get("daily").and_then(Value::as_i64);
        let turn_based = options.get("turn_based").and_then(Value::as_i64);
        if daily.is_none()
            && let Some(game) = self.open_game_in(channel_id).await?
        {
            return Err(StoreError::ChannelBusy {
                channel: channel_id,
                game,
            });
        }
        let now = now_ms();
        let id = query(
            "INSERT INTO games (kind, guild_id, channel_id, status, options, seats, created_by, created_at, updated_at, daily, turn_based)
             VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(kind.as_str())
        .bind(guild_id)
        .bind(channel_id)
        .bind(options.to_string())
        .bind(seats.to_string())
        .bind(created_by)
        .bind(now)
        .bind(now)
        .bind(daily)
        .bind(turn_based)
        .fetch_one(&self.db)
        .await;
        match id {
            Ok(row) => Ok(row.get::<i64, _>(0)),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                if let Some(day) = daily {
                    return match self.daily_try(created_by, kind, day).await? {
                        Some(game) => Err(StoreError::AlreadyTried { game }),
                        None => Err(StoreError::Db(sqlx::Error::Database(e))),
                    };
                }
                // Two tables opened at the same moment (two Rematch clicks): the
                // index of open tables per channel lets one in; the other is told why.
                match self.open_game_in(channel_id).await? {
                    Some(game) => Err(StoreError::ChannelBusy {
                        channel: channel_id,
                        game,
                    }),
                    None => Err(StoreError::Db(sqlx::Error::Database(e))),
                }
            }
            Err(e) => Err(e.into()),
        }
    }

    /// A person's try at the daily challenge of `kind` on `day`, if they made one.
    pub async fn daily_try(&self, user: i64, kind: GameKind, day: i64) -> Result<Option<i64>, StoreError> {
        Ok(
            query("SELECT id FROM games WHERE created_by = ? AND kind = ? AND daily = ?")
                .bind(user)
                .bind(kind.as_str())
                .bind(day)
                .scalar_optional(&self.db)
                .await?,
        )
    }

    /// The open (lobby or running) table of a channel, if any.
    pub async fn open_game_in(&self, channel_id: i64) -> Result<Option<i64>, StoreError> {
        Ok(
            // A running turn-based game plays on in its thread for weeks: it leaves its channel free.
            query(
                "SELECT id FROM games WHERE channel_id = ? AND daily IS NULL
                  AND (status = 'lobby' OR (status = 'running' AND turn_based IS NULL))",
            )
            .bind(channel_id)
            .scalar_optional(&self.db)
            .await?,
        )
    }

    pub async fn game(&self, id: i64) -> Result<GameRow, StoreError> {
        let row = query(format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?"))
            .bind(id)
            .fetch_optional(&self.db)
            .await?
            .ok_or(StoreError::NoSuchGame(id))?;
        game_row(&row)
    }

    /// Every open table, lobbies and running games, for restoring at start-up.
    pub async fn open_games(&self) -> Result<Vec<GameRow>, StoreError> {
        self.games_where("status IN ('lobby', 'running')").await
    }

    /// The games matching `condition` (SQL over `games g`), by id.
    async fn games_where(&self, condition: &'static str) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games g WHERE {condition} ORDER BY id");
        let rows = query(sql).fetch_all(&self.db).await?;
        rows.iter().map(game_row).collect()
    }

    /// Finished games whose final standings the Discord layer has not posted
    /// (`end_posted` is false in their message places; games from before that
    /// flag have none and count as posted).
    pub async fn finished_unannounced(&self) -> Result<Vec<i64>, StoreError> {
        // Plain text matching keeps the statement the same on both backends;
        // the JSON itself decides (a damaged column counts as posted).
        let rows = query(
            "SELECT id, messages FROM games WHERE status = 'finished' AND messages LIKE '%\"end_posted\"%false%' ORDER BY id",
        )
        .fetch_all(&self.db)
        .await?;
        Ok(rows
            .iter()
            .filter(|r| {
                serde_json::from_str::<Value>(r.get::<&str, _>(1))
                    .is_ok_and(|m| m.get("end_posted") == Some(&Value::Bool(false)))
            })
            .map(|r| r.get(0))
            .collect())
    }

    /// Finished games without results rows (written by a version that lost
    /// them, or by hand): the table writes them at start-up.
    pub async fn finished_without_results(&self) -> Result<Vec<GameRow>, StoreError> {
        self.games_where("status = 'finished' AND NOT EXISTS (SELECT 1 FROM results r WHERE r.game_id = g.id)")
            .await
    }

    /// Every game still being played.
    pub async fn running_games(&self) -> Result<Vec<GameRow>, StoreError> {
        self.games_where("status = 'running'").await
    }

    /// Updates a lobby's seats or options.
    pub async fn update_lobby(&self, id: i64, seats: &Value, options: &Value) -> Result<(), StoreError> {
        query(
            "UPDATE games SET seats = ?, options = ?, turn_based = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
        )
        .bind(seats.to_string())
        .bind(options.to_string())
        .bind(options.get("turn_based").and_then(Value::as_i64))
        .bind(now_ms())
        .bind(id)
        .execute(&self.db)
        .await?;
        Ok(())
    }

    /// Starts a game: its seats and engine setup become fixed.
    pub async fn start_game(&self, id: i64, seats: &Value, setup: &Value) -> Result<(), StoreError> {
        query("UPDATE games SET status = 'running', seats = ?, setup = ?, updated_at = ? WHERE id = ?")
            .bind(seats.to_string())
            .bind(setup.to_string())
            .bind(now_ms())
            .bind(id)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    pub async fn set_status(&self, id: i64, status: GameStatus) -> Result<(), StoreError> {
        query("UPDATE games SET status = ?, updated_at = ? WHERE id = ?")
            .bind(status.as_str())
            .bind(now_ms())
            .bind(id)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// A setting of the running bot, if set.
    pub async fn setting(&self, key: &str) -> Result<Option<String>, StoreError> {
        let row = query("SELECT value FROM settings WHERE key = ?")
            .bind(key)
            .fetch_optional(&self.db)
            .await?;
        Ok(row.map(|r| r.get::<String, _>(0)))
    }

    pub async fn set_setting(&self, key: &str, value: &str) -> Result<(), StoreError> {
        upsert_setting((&self.db).into(), key, value).await
    }

    /// A server's setting changes, oldest first: (user, key, value).
    pub async fn settings_log(&self, guild: i64) -> Result<Vec<(i64, String, String)>, StoreError> {
        // Changes in the same millisecond keep the order they were written in.
        let written = match self.db.backend() {
            Backend::Sqlite => "rowid",
            Backend::Postgres => "id",
        };
        let rows = query(format!(
            "SELECT user_id, key, value FROM settings_log WHERE guild_id = ? ORDER BY at, {written}"
        ))
        .bind(guild)
        .fetch_all(&self.db)
        .await?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1), r.get(2))).collect())
    }

    pub async fn set_messages(&self, id: i64, messages: &Value) -> Result<(), StoreError> {
        query("UPDATE games SET messages = ? WHERE id = ?")
            .bind(messages.to_string())
            .bind(id)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// A finished game's stored analysis, if it was worked out.
    pub async fn analysis(&self, game: i64) -> Result<Option<Value>, StoreError> {
        let body: Option<String> = query("SELECT body FROM analyses WHERE game_id = ?")
            .bind(game)
            .scalar_optional(&self.db)
            .await?;
        Ok(body.map(|b| serde_json::from_str(&b)).transpose()?)
    }

    /// Keeps a finished game's analysis; the first one kept stays.
    pub async fn keep_analysis(&self, game: i64, analysis: &Value) -> Result<(), StoreError> {
        query("INSERT INTO analyses (game_id, body, made_at) VALUES (?, ?, ?) ON CONFLICT (game_id) DO NOTHING")
            .bind(game)
            .bind(analysis.to_string())
            .bind(now_ms())
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// Appends events `seq, seq+1, …` to a game's log and sets its version and
    /// deadline, in one transaction: durable when this returns. Another writer
    /// that got there first makes it fail with `Conflict` and write nothing.
    pub async fn append(
        &self,
        game: i64,
        seq: i64,
        events: &[Value],
        deadline_at: Option<i64>,
    ) -> Result<(), StoreError> {
        self.append_with_seats(game, seq, events, deadline_at, None).await
    }

    /// `append`, also replacing the seats (autopilot state) in the same transaction.
    pub async fn append_with_seats(
        &self,
        game: i64,
        seq: i64,
        events: &[Value],
        deadline_at: Option<i64>,
        seats: Option<&Value>,
    ) -> Result<(), StoreError> {
        let (done, answer) = oneshot::channel();
        let request = AppendRequest {
            game,
            seq,
            events: events.iter().map(Value::to_string).collect(),
            deadline_at,
            seats: seats.map(Value::to_string),
            done,
        };
        self.writer
            .send(request)
            .map_err(|_| StoreError::Write("the writer has stopped".into()))?;
        answer
            .await
            .map_err(|_| StoreError::Write("the writer dropped the request".into()))?
    }

    /// A game's events in order.
    pub async fn events(&self, game: i64) -> Result<Vec<Value>, StoreError> {
        let rows = query("SELECT body FROM events WHERE game_id = ? ORDER BY seq")
            .bind(game)
            .fetch_all(&self.db)
            .await?;
        rows.iter()
            .map(|r| Ok(serde_json::from_str(r.get::<&str, _>(0))?))
            .collect()
    }

    /// The events of every running game, by game, in one ordered scan. A game
    /// with an unreadable row (damaged JSON, a gap in its sequence) gets the
    /// reason instead, so one damaged game cannot stop the others.
    pub async fn running_events(&self) -> Result<EventsByGame, StoreError> {
        let rows = query(
            "SELECT e.game_id, e.seq, e.body FROM events e JOIN games g ON g.id = e.game_id
             WHERE g.status = 'running' ORDER BY e.game_id, e.seq",
        )
        .fetch_all(&self.db)
        .await?;
        let mut out = EventsByGame::new();
        for r in &rows {
            let (game, seq): (i64, i64) = (r.get(0), r.get(1));
            let entry = out.entry(game).or_insert_with(|| Ok(Vec::new()));
            let Ok(events) = entry else { continue };
            let read = if seq != events.len() as i64 {
                Err(format!("event {} is missing", events.len()))
            } else {
                serde_json::from_str(r.get::<&str, _>(2)).map_err(|e| format!("event {seq} is not valid JSON: {e}"))
            };
            match read {
                Ok(e) => events.push(e),
                Err(reason) => *entry = Err(reason),
            }
        }
        Ok(out)
    }

    /// Ends a game that cannot be restored and keeps the reason (`set_aside`).
    pub async fn set_aside(&self, game: i64, reason: &str) -> Result<(), StoreError> {
        let now = now_ms();
        let mut tx = self.db.begin().await?;
        query(
            "INSERT INTO set_aside (game_id, reason, at, told) VALUES (?, ?, ?, FALSE)
             ON CONFLICT (game_id) DO UPDATE SET reason = excluded.reason, at = excluded.at, told = FALSE",
        )
        .bind(game)
        .bind(reason)
        .bind(now)
        .execute(&mut tx)
        .await?;
        query("UPDATE games SET status = 'cancelled', deadline_at = NULL, updated_at = ? WHERE id = ?")
            .bind(now)
            .bind(game)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Games set aside whose channel has not been told yet, with their reason.
    pub async fn untold_set_aside(&self) -> Result<Vec<(GameRow, String)>, StoreError> {
        let rows = query("SELECT game_id, reason FROM set_aside WHERE NOT told ORDER BY game_id")
            .fetch_all(&self.db)
            .await?;
        let mut out = Vec::new();
        for r in rows {
            out.push((self.game(r.get(0)).await?, r.get(1)));
        }
        Ok(out)
    }

    /// The game's channel was told it was set aside.
    pub async fn set_aside_told(&self, game: i64) -> Result<(), StoreError> {
        query("UPDATE set_aside SET told = TRUE WHERE game_id = ?")
            .bind(game)
            .execute(&self.db)
            .await?;
        Ok(())
    }

    /// A finished game's results rows, by seat.
    pub async fn results(&self, game: i64) -> Result<Vec<ResultRow>, StoreError> {
        let rows = query(
            "SELECT seat, user_id, points, place, won, rounds, exact_bids, xs, jester_scores, left_game,
                    bids, tricks, seer_rounds, unfinished
             FROM results WHERE game_id = ? ORDER BY seat",
        )
        .bind(game)
        .fetch_all(&self.db)
        .await?;
        Ok(rows
            .iter()
            .map(|r| ResultRow {
                seat: r.get(0),
                user_id: r.get(1),
                points: r.get(2),
                place: r.get(3),
                won: r.get(4),
                rounds: r.get(5),
                exact_bids: r.get(6),
                xs: r.get(7),
                jester_scores: r.get(8),
                left: r.get(9),
                bids: r.get(10),
                tricks: r.get(11),
                seer_rounds: r.get(12),
                unfinished: r.get(13),
            })
            .collect())
    }

    /// One page (0-based) of a player's finished games of `kind` on one
    /// server (or every server), newest first, each with every seat's result.
    pub async fn history(
        &self,
        user: i64,
        kind: GameKind,
        scope: Scope,
        page: i64,
        per_page: i64,
    ) -> Result<History, StoreError> {
        let ids = query(
            "SELECT game_id, finished_at FROM results
              WHERE user_id = ?1 AND kind = ?2 AND (?3 IS NULL OR guild_id = ?3) AND daily IS NULL
              ORDER BY finished_at DESC, game_id DESC LIMIT ?4 OFFSET ?5",
        )
        .bind(user)
        .bind(kind.as_str())
        .bind(scope.guild())
        .bind(per_page)
        .bind(page * per_page)
        .fetch_all(&self.db)
        .await?;
        let total: i64 = query(
            "SELECT COUNT(*) FROM results
              WHERE user_id = ?1 AND kind = ?2 AND (?3 IS NULL OR guild_id = ?3) AND daily IS NULL",
        )
        .bind(user)
        .bind(kind.as_str())
        .bind(scope.guild())
        .scalar(&self.db)
        .await?;
        let mut games = Vec::with_capacity(ids.len());
        for r in &ids {
            let game: i64 = r.get(0);
            games.push(PastGame {
                game,
                finished_at: r.get(1),
                seats: self.results(game).await?,
            });
        }
        Ok(History { games, total })
    }

    /// Ends a game with its results, in one transaction; writing them again
    /// replaces them (a retry after a commit whose outcome was unknown).
    pub async fn finish_game(&self, game: i64, results: &[ResultRow]) -> Result<(), StoreError> {
        let row = self.game(game).await?;
        let now = now_ms();
        let mut tx = self.db.begin().await?;
        // A retry after a commit whose outcome was unknown finds the results
        // there: they are written again, but the game is not rated twice.
        let stored: i64 = query("SELECT COUNT(*) FROM results WHERE game_id = ?")
            .bind(game)
            .scalar(&mut tx)
            .await?;
        // Decided once, when the game ends, and kept with its results, so a
        // rebuild gives the same ratings whatever the server's setting is later.
        let hints = row.options.get("hints").and_then(Value::as_bool).unwrap_or(true);
        let setting: Option<String> = match row.guild_id {
            Some(g) => {
                query("SELECT value FROM settings WHERE key = ?")
                    .bind(Setting::HintGames.key(g))
                    .scalar_optional(&mut tx)
                    .await?
            }
            None => None,
        };
        // A daily try counts on the daily board, not among the server's games.
        let daily = row.daily();
        // A game night's organiser may have chosen that its games are not rated.
        let night_unrated = row.options.pointer("/night/rated").and_then(Value::as_bool) == Some(false);
        let rated = counts_for_ratings(hints, setting.as_deref()) && daily.is_none() && !night_unrated;
        for r in results {
            query(
                "INSERT INTO results (game_id, seat, kind, guild_id, user_id, points, place, won, rounds, exact_bids,
                                      xs, jester_scores, finished_at, left_game, bids, tricks, seer_rounds, rated,
                                      daily, unfinished)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                 ON CONFLICT (game_id, seat) DO UPDATE SET kind = excluded.kind, guild_id = excluded.guild_id,
                   user_id = excluded.user_id, points = excluded.points, place = excluded.place, won = excluded.won,
                   rounds = excluded.rounds, exact_bids = excluded.exact_bids, xs = excluded.xs,
                   jester_scores = excluded.jester_scores, finished_at = excluded.finished_at,
                   left_game = excluded.left_game, bids = excluded.bids, tricks = excluded.tricks,
                   seer_rounds = excluded.seer_rounds, rated = excluded.rated, daily = excluded.daily,
                   unfinished = excluded.unfinished",
            )
            .bind(game)
            .bind(r.seat)
            .bind(row.kind.as_str())
            .bind(row.guild_id)
            .bind(r.user_id)
            .bind(r.points)
            .bind(r.place)
            .bind(r.won)
            .bind(r.rounds)
            .bind(r.exact_bids)
            .bind(r.xs)
            .bind(r.jester_scores)
            .bind(now)
            .bind(r.left)
            .bind(r.bids)
            .bind(r.tricks)
            .bind(r.seer_rounds)
            .bind(rated)
            .bind(daily)
            .bind(r.unfinished)
            .execute(&mut tx)
            .await?;
        }
        if stored == 0 && rated {
            let people: Vec<(i64, i64)> = results.iter().filter_map(|r| Some((r.user_id?, r.place))).collect();
            ratings::rate_in((&mut tx).into(), row.kind, row.guild_id, &people).await?;
        }
        query("UPDATE games SET status = 'finished', finished_at = ?, updated_at = ?, deadline_at = NULL WHERE id = ?")
            .bind(now)
            .bind(now)
            .bind(game)
            .execute(&mut tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}

/// Sets one key of `settings`, on a connection or inside a transaction.
pub(crate) async fn upsert_setting(conn: On<'_>, key: &str, value: &str) -> Result<(), StoreError> {
    query("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
        .bind(key)
        .bind(value)
        .execute(conn)
        .await?;
    Ok(())
}

/// A database URL fit for a log line or an error: without its password.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (authority, path) = rest.split_once('/').map_or((rest, ""), |(a, p)| (a, p));
    match authority.rsplit_once('@') {
        Some((user, host)) if user.contains(':') => {
            let name = user.split(':').next().unwrap_or("");
            let slash = if rest.contains('/') { "/" } else { "" };
            format!("{scheme}://{name}:***@{host}{slash}{path}")
        }
        _ => url.to_string(),
    }
}

/// The columns `game_row` reads.
const GAME_COLUMNS: &str = "id, kind, guild_id, channel_id, status, options, seats, setup, messages, version, deadline_at, created_by, finished_at";

/// A damaged JSON column reads as `null`, so one damaged game is set aside
/// when it is restored instead of failing every query that lists games.
fn game_row(row: &Row) -> Result<GameRow, StoreError> {
    let json = |s: &str| -> Result<Value, StoreError> { Ok(serde_json::from_str(s).unwrap_or(Value::Null)) };
    Ok(GameRow {
        id: row.get("id"),
        kind: GameKind::parse(row.get("kind")),
        guild_id: row.get("guild_id"),
        channel_id: row.get("channel_id"),
        status: GameStatus::parse(row.get("status")),
        options: json(row.get("options"))?,
        seats: json(row.get("seats"))?,
        setup: row.get::<Option<&str>, _>("setup").map(json).transpose()?,
        messages: json(row.get("messages"))?,
        version: row.get("version"),
        deadline_at: row.get("deadline_at"),
        created_by: row.get("created_by"),
        finished_at: row.get("finished_at"),
    })
}
