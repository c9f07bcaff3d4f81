//! The SQLite backend (the embedded default): one file in WAL mode, one
//! writer connection, and a checkpoint task that copies the WAL back.

use std::str::FromStr;
use std::sync::Weak;
use std::time::Duration;

use sqlx::Connection as _;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous};

use super::sql::Db;
use super::{OnConnect, StoreError};

/// The file of the SQLite database at `url` (`None` for an in-memory one).
pub(super) fn file(url: &str) -> Option<std::path::PathBuf> {
    // sqlx names an in-memory database `file:sqlx-in-memory-N`: no file to lock.
    if url.contains(":memory:") || url.contains("mode=memory") {
        return None;
    }
    let options = SqliteConnectOptions::from_str(url).ok()?;
    let path = options.get_filename();
    (!path.as_os_str().is_empty() && path.as_os_str() != ":memory:").then(|| path.to_path_buf())
}

/// Opens (creating if missing) and migrates the database at `url`; the
/// checkpoint task runs while `alive` does.
pub(super) async fn open(url: &str, on_connect: Option<OnConnect>, alive: Weak<()>) -> Result<Db, StoreError> {
    let options = SqliteConnectOptions::from_str(url)
        .map_err(|e| StoreError::Url(e.to_string()))?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        // In WAL mode NORMAL loses no committed transaction when the process
        // dies (kill -9); only an OS crash or power loss could cost the last ones.
        .synchronous(SqliteSynchronous::Normal)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(5))
        // Checkpoints run from their own connection (below), not inside a commit.
        .pragma("wal_autocheckpoint", "0");
    // One connection: SQLite has one writer anyway, and several writer
    // connections make the worst-case commit latency far worse.
    let pool: SqlitePool = SqlitePoolOptions::new()
        .max_connections(1)
        .after_connect(move |conn, _| {
            let statements = on_connect.as_ref().map(|f| f()).unwrap_or_default();
            Box::pin(async move {
                for sql in statements {
                    sqlx::raw_sql(sqlx::AssertSqlSafe(sql)).execute(&mut *conn).await?;
                }
                Ok(())
            })
        })
        // A connection whose transaction state is in doubt (a failed COMMIT
        // or ROLLBACK) is closed, never handed out again: on it sqlx would
        // take the next BEGIN for a SAVEPOINT inside a transaction that
        // never commits.
        .after_release(|conn, _| {
            Box::pin(async move {
                if !conn.is_in_transaction() {
                    return Ok(true);
                }
                // A dropped transaction queues its rollback: let it run, then look again.
                conn.ping().await?;
                Ok(!conn.is_in_transaction())
            })
        })
        .connect_with(options.clone())
        .await?;
    sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
    let checkpoints: SqlitePool = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await?;
    tokio::spawn(checkpoint(checkpoints, alive));
    Ok(Db::Sqlite(pool))
}

/// Copies the WAL back into the database once a second, from its own
/// connection. A PASSIVE checkpoint never blocks the writer, so commits keep
/// their latency; SQLite's automatic checkpoint would run inside a commit.
async fn checkpoint(pool: SqlitePool, alive: Weak<()>) {
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    while alive.strong_count() > 0 {
        tick.tick().await;
        // A failed checkpoint is retried at the next tick; the WAL stays valid meanwhile.
        let _ = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(&pool).await;
    }
    // A last full copy, so a closed database needs no WAL.
    let _ = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(&pool).await;
    pool.close().await;
}
