//! SQL written once for both backends: a statement is sent to SQLite or
//! PostgreSQL through that backend's own sqlx driver, with its own types,
//! and its `?` placeholders numbered (`$1`, `$2` …) for PostgreSQL. This is
//! not `sqlx::Any`: each value is bound with its backend's native type, and
//! rows decode exactly as the backend's driver decodes them.
//!
//! The statements themselves keep to what both dialects accept (`ON CONFLICT`
//! upserts, `CAST(SUM(…) AS BIGINT)`, `TRUE`/`FALSE`, aliased subqueries);
//! where the dialects differ the store asks `Db::backend` and says it twice.

use std::borrow::Cow;

use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgConnection, PgPool, PgRow};
use sqlx::sqlite::{SqliteConnection, SqlitePool, SqliteRow};
use sqlx::{AssertSqlSafe, ColumnIndex, Connection as _, Decode, Postgres, Row as _, Sqlite, Transaction, Type};

/// Which database a store runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A connection pool of either backend.
#[derive(Clone, Debug)]
pub enum Db {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

impl Db {
    pub fn backend(&self) -> Backend {
        match self {
            Db::Sqlite(_) => Backend::Sqlite,
            Db::Postgres(_) => Backend::Postgres,
        }
    }

    pub async fn begin(&self) -> Result<Tx<'static>, sqlx::Error> {
        Ok(match self {
            Db::Sqlite(p) => Tx::Sqlite(p.begin().await?),
            Db::Postgres(p) => Tx::Postgres(p.begin().await?),
        })
    }

    pub async fn acquire(&self) -> Result<Conn, sqlx::Error> {
        Ok(match self {
            Db::Sqlite(p) => Conn::Sqlite(p.acquire().await?),
            Db::Postgres(p) => Conn::Postgres(p.acquire().await?),
        })
    }

    pub async fn close(&self) {
        match self {
            Db::Sqlite(p) => p.close().await,
            Db::Postgres(p) => p.close().await,
        }
    }
}

/// A connection taken from a pool.
pub enum Conn {
    Sqlite(PoolConnection<Sqlite>),
    Postgres(PoolConnection<Postgres>),
}

impl Conn {
    pub async fn begin(&mut self) -> Result<Tx<'_>, sqlx::Error> {
        Ok(match self {
            Conn::Sqlite(c) => Tx::Sqlite(c.begin().await?),
            Conn::Postgres(c) => Tx::Postgres(c.begin().await?),
        })
    }

    pub fn is_in_transaction(&self) -> bool {
        match self {
            Conn::Sqlite(c) => c.is_in_transaction(),
            Conn::Postgres(c) => c.is_in_transaction(),
        }
    }

    /// Closes the connection instead of returning it to the pool.
    pub async fn close(self) {
        let _ = match self {
            Conn::Sqlite(c) => c.close().await,
            Conn::Postgres(c) => c.close().await,
        };
    }
}

/// A transaction of either backend; dropped without `commit`, it rolls back.
pub enum Tx<'c> {
    Sqlite(Transaction<'c, Sqlite>),
    Postgres(Transaction<'c, Postgres>),
}

impl Tx<'_> {
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        match self {
            Tx::Sqlite(t) => t.commit().await,
            Tx::Postgres(t) => t.commit().await,
        }
    }
}

/// Where a statement runs: a pool, a connection or a transaction.
pub enum On<'e> {
    SqlitePool(&'e SqlitePool),
    PgPool(&'e PgPool),
    Sqlite(&'e mut SqliteConnection),
    Postgres(&'e mut PgConnection),
}

impl<'e> From<&'e Db> for On<'e> {
    fn from(db: &'e Db) -> On<'e> {
        match db {
            Db::Sqlite(p) => On::SqlitePool(p),
            Db::Postgres(p) => On::PgPool(p),
        }
    }
}

impl<'e, 'c> From<&'e mut Tx<'c>> for On<'e> {
    fn from(tx: &'e mut Tx<'c>) -> On<'e> {
        match tx {
            Tx::Sqlite(t) => On::Sqlite(t),
            Tx::Postgres(t) => On::Postgres(t),
        }
    }
}

/// The same place again, for another statement (a transaction is used for many).
impl<'a, 'e> From<&'a mut On<'e>> for On<'a> {
    fn from(on: &'a mut On<'e>) -> On<'a> {
        match on {
            On::SqlitePool(p) => On::SqlitePool(p),
            On::PgPool(p) => On::PgPool(p),
            On::Sqlite(c) => On::Sqlite(c),
            On::Postgres(c) => On::Postgres(c),
        }
    }
}

impl<'e> From<&'e mut Conn> for On<'e> {
    fn from(c: &'e mut Conn) -> On<'e> {
        match c {
            Conn::Sqlite(c) => On::Sqlite(c),
            Conn::Postgres(c) => On::Postgres(c),
        }
    }
}

/// A bound value, in the types the store uses.
#[derive(Clone, Debug)]
pub enum Arg {
    Int(Option<i64>),
    Real(f64),
    Text(Option<String>),
    Bool(bool),
}

impl From<i64> for Arg {
    fn from(v: i64) -> Arg {
        Arg::Int(Some(v))
    }
}
impl From<&i64> for Arg {
    fn from(v: &i64) -> Arg {
        Arg::Int(Some(*v))
    }
}
impl From<Option<i64>> for Arg {
    fn from(v: Option<i64>) -> Arg {
        Arg::Int(v)
    }
}
impl From<f64> for Arg {
    fn from(v: f64) -> Arg {
        Arg::Real(v)
    }
}
impl From<bool> for Arg {
    fn from(v: bool) -> Arg {
        Arg::Bool(v)
    }
}
impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Text(Some(v.to_string()))
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Text(Some(v))
    }
}
impl From<&String> for Arg {
    fn from(v: &String) -> Arg {
        Arg::Text(Some(v.clone()))
    }
}
impl From<Option<&str>> for Arg {
    fn from(v: Option<&str>) -> Arg {
        Arg::Text(v.map(str::to_string))
    }
}
impl From<Option<String>> for Arg {
    fn from(v: Option<String>) -> Arg {
        Arg::Text(v)
    }
}

/// A statement and its values.
#[derive(Clone, Debug)]
pub struct Query {
    sql: Cow<'static, str>,
    args: Vec<Arg>,
}

/// A statement with `?` (or `?N`) placeholders.
pub fn query(sql: impl Into<Cow<'static, str>>) -> Query {
    Query {
        sql: sql.into(),
        args: Vec::new(),
    }
}

/// `(?, ?, …), (?, ?, …)`: the VALUES of a many-row insert.
pub fn values(rows: usize, columns: usize) -> String {
    let row = format!("({})", vec!["?"; columns].join(", "));
    vec![row; rows].join(", ")
}

impl Query {
    pub fn bind(mut self, value: impl Into<Arg>) -> Query {
        self.args.push(value.into());
        self
    }

    /// Runs it; returns the number of rows changed.
    pub async fn execute<'e>(self, on: impl Into<On<'e>>) -> Result<u64, sqlx::Error> {
        Ok(match on.into() {
            On::SqlitePool(p) => self.sqlite().execute(p).await?.rows_affected(),
            On::Sqlite(c) => self.sqlite().execute(c).await?.rows_affected(),
            On::PgPool(p) => self.postgres().execute(p).await?.rows_affected(),
            On::Postgres(c) => self.postgres().execute(c).await?.rows_affected(),
        })
    }

    pub async fn fetch_all<'e>(self, on: impl Into<On<'e>>) -> Result<Vec<Row>, sqlx::Error> {
        Ok(match on.into() {
            On::SqlitePool(p) => wrap(self.sqlite().fetch_all(p).await?, Row::Sqlite),
            On::Sqlite(c) => wrap(self.sqlite().fetch_all(c).await?, Row::Sqlite),
            On::PgPool(p) => wrap(self.postgres().fetch_all(p).await?, Row::Postgres),
            On::Postgres(c) => wrap(self.postgres().fetch_all(c).await?, Row::Postgres),
        })
    }

    pub async fn fetch_optional<'e>(self, on: impl Into<On<'e>>) -> Result<Option<Row>, sqlx::Error> {
        Ok(match on.into() {
            On::SqlitePool(p) => self.sqlite().fetch_optional(p).await?.map(Row::Sqlite),
            On::Sqlite(c) => self.sqlite().fetch_optional(c).await?.map(Row::Sqlite),
            On::PgPool(p) => self.postgres().fetch_optional(p).await?.map(Row::Postgres),
            On::Postgres(c) => self.postgres().fetch_optional(c).await?.map(Row::Postgres),
        })
    }

    pub async fn fetch_one<'e>(self, on: impl Into<On<'e>>) -> Result<Row, sqlx::Error> {
        self.fetch_optional(on).await?.ok_or(sqlx::Error::RowNotFound)
    }

    /// The first column of the one row.
    pub async fn scalar<'e, T>(self, on: impl Into<On<'e>>) -> Result<T, sqlx::Error>
    where
        T: for<'r> Decode<'r, Sqlite> + Type<Sqlite> + for<'r> Decode<'r, Postgres> + Type<Postgres>,
    {
        self.fetch_one(on).await?.try_get(0)
    }

    /// The first column of the row, if there is one.
    pub async fn scalar_optional<'e, T>(self, on: impl Into<On<'e>>) -> Result<Option<T>, sqlx::Error>
    where
        T: for<'r> Decode<'r, Sqlite> + Type<Sqlite> + for<'r> Decode<'r, Postgres> + Type<Postgres>,
    {
        self.fetch_optional(on).await?.map(|r| r.try_get(0)).transpose()
    }

    /// The first column of every row.
    pub async fn scalars<'e, T>(self, on: impl Into<On<'e>>) -> Result<Vec<T>, sqlx::Error>
    where
        T: for<'r> Decode<'r, Sqlite> + Type<Sqlite> + for<'r> Decode<'r, Postgres> + Type<Postgres>,
    {
        self.fetch_all(on).await?.iter().map(|r| r.try_get(0)).collect()
    }

    fn sqlite(self) -> sqlx::query::Query<'static, Sqlite, sqlx::sqlite::SqliteArguments> {
        let mut q = sqlx::query(AssertSqlSafe(self.sql));
        for a in self.args {
            q = match a {
                Arg::Int(v) => q.bind(v),
                Arg::Real(v) => q.bind(v),
                Arg::Text(v) => q.bind(v),
                Arg::Bool(v) => q.bind(v),
            };
        }
        q
    }

    fn postgres(self) -> sqlx::query::Query<'static, Postgres, sqlx::postgres::PgArguments> {
        let mut q = sqlx::query(AssertSqlSafe(numbered(&self.sql)));
        for a in self.args {
            q = match a {
                Arg::Int(v) => q.bind(v),
                Arg::Real(v) => q.bind(v),
                Arg::Text(v) => q.bind(v),
                Arg::Bool(v) => q.bind(v),
            };
        }
        q
    }
}

fn wrap<R>(rows: Vec<R>, f: fn(R) -> Row) -> Vec<Row> {
    rows.into_iter().map(f).collect()
}

/// PostgreSQL's placeholders: `?N` becomes `$N` and each bare `?` the next
/// number; quoted text and identifiers are left as they are.
pub fn numbered(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 16);
    let mut next = 0;
    let mut quote: Option<char> = None;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '?') => {
                out.push('$');
                if chars.peek().is_some_and(char::is_ascii_digit) {
                    continue;
                }
                next += 1;
                out.push_str(&next.to_string());
                continue;
            }
            _ => {}
        }
        out.push(c);
    }
    out
}

/// A result row of either backend.
pub enum Row {
    Sqlite(SqliteRow),
    Postgres(PgRow),
}

impl Row {
    /// Column `i` (an index or a name) as `T`; panics when the column is
    /// missing or of another type, as sqlx's `Row::get` does.
    pub fn get<'r, T, I>(&'r self, i: I) -> T
    where
        I: ColumnIndex<SqliteRow> + ColumnIndex<PgRow> + std::fmt::Debug,
        T: Decode<'r, Sqlite> + Type<Sqlite> + Decode<'r, Postgres> + Type<Postgres>,
    {
        match self {
            Row::Sqlite(r) => r.get(i),
            Row::Postgres(r) => r.get(i),
        }
    }

    pub fn try_get<'r, T, I>(&'r self, i: I) -> Result<T, sqlx::Error>
    where
        I: ColumnIndex<SqliteRow> + ColumnIndex<PgRow>,
        T: Decode<'r, Sqlite> + Type<Sqlite> + Decode<'r, Postgres> + Type<Postgres>,
    {
        match self {
            Row::Sqlite(r) => r.try_get(i),
            Row::Postgres(r) => r.try_get(i),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_numbered_outside_quotes() {
        assert_eq!(numbered("a = ? AND b = ?"), "a = $1 AND b = $2");
        assert_eq!(
            numbered("a = ?1 OR ?1 IS NULL AND c = ?2"),
            "a = $1 OR $1 IS NULL AND c = $2"
        );
        assert_eq!(numbered("x LIKE '%?%' AND y = ?"), "x LIKE '%?%' AND y = $1");
        assert_eq!(numbered("\"a?\" = ?"), "\"a?\" = $1");
        assert_eq!(values(2, 3), "(?, ?, ?), (?, ?, ?)");
    }
}
