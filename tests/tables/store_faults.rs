//! Storage under faults: a database that fills up (SQLite's `max_page_count`
//! makes it full on demand, no special filesystem needed) and frees space
//! again, a read-only database; on PostgreSQL a database turned read-only
//! under the running bot, its connections cut. Nothing acknowledged may be
//! lost, nothing may be acknowledged that was not written.

use crate::databases;

use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use wizard_bot::store::sql::query;
use wizard_bot::store::{GameKind, Store, StoreError};

/// A large event, so a few fill a page.
fn event(n: i64) -> Value {
    json!({"note": n, "pad": "x".repeat(1500)})
}

async fn page_count(store: &Store) -> u64 {
    query("PRAGMA page_count").scalar::<i64>(store.db()).await.unwrap() as u64
}

/// Three started games and what each acknowledged, in order.
struct Appends {
    games: Vec<i64>,
    acked: Vec<Vec<Value>>,
    n: i64,
    event: fn(i64) -> Value,
}

impl Appends {
    async fn start(store: &Store, event: fn(i64) -> Value) -> Appends {
        let mut games = Vec::new();
        for channel in 0..3 {
            let id = store
                .create_game(GameKind::Wizard, Some(1), channel, 7, &json!({}), &json!([]))
                .await
                .unwrap();
            store.start_game(id, &json!([]), &json!({})).await.unwrap();
            games.push(id);
        }
        Appends {
            acked: vec![Vec::new(); games.len()],
            games,
            n: 0,
            event,
        }
    }

    /// One append per game, concurrently (so they share batches as in a busy
    /// bot): how many were acknowledged and how many refused as `Unavailable`.
    async fn round(&mut self, store: &Store) -> (usize, usize) {
        let mut pending = Vec::new();
        for (i, &g) in self.games.iter().enumerate() {
            let seq = self.acked[i].len() as i64;
            self.n += 1;
            let e = (self.event)(self.n);
            let store = store.clone();
            pending.push(tokio::spawn(async move {
                let r = store.append(g, seq, std::slice::from_ref(&e), None).await;
                (i, e, r)
            }));
        }
        let (mut ok, mut refused) = (0, 0);
        for p in pending {
            let (i, e, r) = p.await.unwrap();
            match r {
                Ok(()) => {
                    self.acked[i].push(e);
                    ok += 1;
                }
                Err(StoreError::Unavailable(_)) => refused += 1,
                Err(other) => panic!("unexpected error while the database cannot write: {other}"),
            }
        }
        (ok, refused)
    }

    /// Rounds until all three are acknowledged again (at most 20).
    async fn recovers(&mut self, store: &Store) -> bool {
        for _ in 0..20 {
            if self.round(store).await.0 == 3 {
                return true;
            }
        }
        false
    }

    fn lens(&self) -> Vec<usize> {
        self.acked.iter().map(Vec::len).collect()
    }

    /// What was acknowledged is exactly what a fresh store on `url` reads.
    async fn assert_stored(&self, url: &str) {
        let again = Store::open(url).await.unwrap();
        for (i, &g) in self.games.iter().enumerate() {
            assert_eq!(again.events(g).await.unwrap(), self.acked[i], "game {g}");
            assert_eq!(again.game(g).await.unwrap().version, self.acked[i].len() as i64);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_database_acknowledges_nothing_and_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("full.db").display());
    // Every connection the store opens gets the current limit: a reconnect
    // while "full" must not make room by itself.
    let limit = Arc::new(AtomicU64::new(1 << 30));
    let hook = {
        let limit = limit.clone();
        Arc::new(move || vec![format!("PRAGMA max_page_count = {}", limit.load(Ordering::SeqCst))])
    };
    let store = Store::open_with(&url, Some(hook)).await.unwrap();
    let mut appends = Appends::start(&store, event).await;
    for _ in 0..5 {
        assert_eq!(appends.round(&store).await, (3, 0));
    }
    // Full: the limit on this connection and on any new one.
    let now = page_count(&store).await;
    limit.store(now + 1, Ordering::SeqCst);
    query(format!("PRAGMA max_page_count = {}", now + 1))
        .execute(store.db())
        .await
        .unwrap();
    let mut refused_total = 0;
    for _ in 0..40 {
        let (_, refused) = appends.round(&store).await;
        refused_total += refused;
    }
    assert!(
        refused_total >= 100,
        "the full database refused only {refused_total} appends"
    );
    assert!(!store.writable(), "the store does not know it cannot write");
    let before_room = appends.lens();
    // Room again: the store recovers by itself.
    limit.store(1 << 30, Ordering::SeqCst);
    assert!(
        appends.recovers(&store).await,
        "writes did not resume after space was freed"
    );
    for _ in 0..5 {
        assert_eq!(appends.round(&store).await, (3, 0));
    }
    assert!(store.writable());
    assert!(appends.lens().iter().zip(&before_room).all(|(a, b)| a > b));
    // What was acknowledged is exactly what a fresh connection reads.
    drop(store);
    appends.assert_stored(&url).await;
}

#[tokio::test]
async fn a_read_only_database_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ro.db");
    let url = format!("sqlite://{}", path.display());
    drop(Store::open(&url).await.unwrap());
    let ro = format!("{url}?mode=ro");
    match Store::open(&ro).await {
        Err(e) => {
            let text = e.to_string();
            assert!(!text.contains('\n'), "{text}");
            assert!(
                text.contains("cannot be written") || text.contains("readonly"),
                "{text}"
            );
        }
        Ok(_) => panic!("a read-only database was opened as if it could be written"),
    }
}

/// Cuts every connection the store holds to its PostgreSQL database, so the
/// pool opens new ones (which see the database's new defaults).
async fn cut_connections(admin: &mut sqlx::PgConnection) {
    sqlx::query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = current_database() AND pid <> pg_backend_pid()",
    )
    .execute(&mut *admin)
    .await
    .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_database_turned_read_only_acknowledges_nothing_and_loses_nothing() {
    use sqlx::Connection as _;
    let Some(db) = databases::fresh(databases::Backend::Postgres).await else {
        return;
    };
    let store = Store::open(&db.url).await.unwrap();
    // The operator's side, opened before the database turns read-only.
    let mut admin = sqlx::PgConnection::connect(&db.url).await.unwrap();
    let name: String = sqlx::query_scalar("SELECT current_database()")
        .fetch_one(&mut admin)
        .await
        .unwrap();
    let mut appends = Appends::start(&store, |n| json!({"note": n})).await;
    for _ in 0..5 {
        assert_eq!(appends.round(&store).await, (3, 0));
    }
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "ALTER DATABASE \"{name}\" SET default_transaction_read_only = on"
    )))
    .execute(&mut admin)
    .await
    .unwrap();
    cut_connections(&mut admin).await;
    let mut refused_total = 0;
    for _ in 0..10 {
        let (ok, refused) = appends.round(&store).await;
        assert_eq!(ok, 0, "a read-only database acknowledged a write");
        refused_total += refused;
    }
    assert_eq!(refused_total, 30);
    assert!(!store.writable(), "the store does not know it cannot write");
    let before = appends.lens();
    // Writable again (a failover to a writable primary, say): the store
    // recovers by itself once its connections are new.
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
        "ALTER DATABASE \"{name}\" RESET default_transaction_read_only"
    )))
    .execute(&mut admin)
    .await
    .unwrap();
    cut_connections(&mut admin).await;
    assert!(
        appends.recovers(&store).await,
        "writes did not resume once the database could be written"
    );
    for _ in 0..5 {
        assert_eq!(appends.round(&store).await, (3, 0));
    }
    assert!(store.writable());
    assert!(appends.lens().iter().zip(&before).all(|(a, b)| a > b));
    drop(store);
    appends.assert_stored(&db.url).await;
}
