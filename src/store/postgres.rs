//! The PostgreSQL backend, for operators who outgrow one SQLite file: a pool
//! of connections to a database that must exist, migrated at start-up.

use std::str::FromStr;
use std::time::Duration;

use sqlx::Connection as _;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};

use super::sql::Db;
use super::{OnConnect, StoreError};

/// Connections per process: the writer, restores and the commands' reads.
const CONNECTIONS: u32 = 8;

pub(super) async fn open(url: &str, on_connect: Option<OnConnect>) -> Result<Db, StoreError> {
    let options = PgConnectOptions::from_str(url).map_err(|e| StoreError::Url(e.to_string()))?;
    let pool: PgPool = PgPoolOptions::new()
        .max_connections(CONNECTIONS)
        .acquire_timeout(Duration::from_secs(10))
        .after_connect(move |conn, _| {
            let statements = on_connect.as_ref().map(|f| f()).unwrap_or_default();
            Box::pin(async move {
                for sql in statements {
                    sqlx::raw_sql(sqlx::AssertSqlSafe(sql)).execute(&mut *conn).await?;
                }
                Ok(())
            })
        })
        // As with SQLite: a connection whose transaction state is in doubt
        // is closed, never handed out again.
        .after_release(|conn, _| {
            Box::pin(async move {
                if !conn.is_in_transaction() {
                    return Ok(true);
                }
                conn.ping().await?;
                Ok(!conn.is_in_transaction())
            })
        })
        .connect_with(options)
        .await?;
    sqlx::migrate!("./migrations/postgres").run(&pool).await?;
    Ok(Db::Postgres(pool))
}
