//! The append writer: every move's events go through one task that commits
//! many games' appends in one transaction (group commit), on either backend.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::{mpsc, oneshot};

use super::sql::{Conn, Db, query, values};
use super::{EVENT_SCHEMA, StoreError, now_ms};

/// One `append` waiting for the writer.
#[derive(Debug)]
pub(super) struct AppendRequest {
    pub game: i64,
    pub seq: i64,
    pub events: Vec<String>,
    pub deadline_at: Option<i64>,
    pub seats: Option<String>,
    pub done: oneshot::Sender<Result<(), StoreError>>,
}

/// Most appends committed in one transaction.
const MAX_BATCH: usize = 512;

/// The writer: takes every append waiting, commits them in one transaction
/// (a conflict refuses only its own request, before it writes anything),
/// and answers each once the commit is durable. Many games' moves thus share
/// one commit instead of queueing for one each.
///
/// Any other failure (full disk, I/O error, read-only file) rolls the whole
/// transaction back and closes its connection: a request is acknowledged only
/// after its own COMMIT succeeded on a connection in a known state. The first
/// failure is logged at ERROR, the recovery at WARN; meanwhile every request
/// is tried afresh, so writes resume by themselves when the disk has room.
pub(super) async fn write_appends(
    pool: Db,
    mut requests: mpsc::UnboundedReceiver<AppendRequest>,
    writable: Arc<AtomicBool>,
) {
    while let Some(first) = requests.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match requests.try_recv() {
                Ok(r) => batch.push(r),
                Err(_) => break,
            }
        }
        let started = std::time::Instant::now();
        let mut outcome = commit_batch(&pool, &batch).await;
        metrics::histogram!(crate::metric_names::COMMIT_SECONDS).record(started.elapsed().as_secs_f64());
        if outcome.is_err() && batch.len() > 1 {
            // One request may have caused it (a constraint on a damaged game):
            // each alone, so the others' moves still go through.
            outcome = Ok(Vec::with_capacity(batch.len()));
            for request in &batch {
                let one = commit_batch(&pool, std::slice::from_ref(request)).await;
                if let Ok(v) = &mut outcome {
                    match one {
                        Ok(mut r) => v.append(&mut r),
                        Err(e) => v.push(Err(StoreError::Unavailable(e))),
                    }
                }
            }
        }
        let results = match outcome {
            Ok(results) => results,
            Err(e) => batch.iter().map(|_| Err(StoreError::Unavailable(e.clone()))).collect(),
        };
        let failure = results.iter().find_map(|r| match r {
            Err(StoreError::Unavailable(e)) => Some(e.clone()),
            _ => None,
        });
        match failure {
            Some(e) if writable.swap(false, Ordering::AcqRel) => {
                tracing::error!(error = %e, "the database refuses writes; moves are refused until it accepts them again");
            }
            None if !writable.swap(true, Ordering::AcqRel) => {
                tracing::warn!("the database accepts writes again");
            }
            _ => {}
        }
        for (request, result) in batch.into_iter().zip(results) {
            let _ = request.done.send(result);
        }
    }
}

/// Commits a batch in one transaction: `Ok` with each request's result (only
/// conflicts can fail one alone), or `Err` when nothing was written.
async fn commit_batch(pool: &Db, batch: &[AppendRequest]) -> Result<Vec<Result<(), StoreError>>, String> {
    let mut conn = pool.acquire().await.map_err(|e| e.to_string())?;
    let written = write_batch(&mut conn, batch).await;
    if written.is_err() || conn.is_in_transaction() {
        // Never reuse it: its transaction state is in doubt.
        conn.close().await;
    }
    written
}

async fn write_batch(conn: &mut Conn, batch: &[AppendRequest]) -> Result<Vec<Result<(), StoreError>>, String> {
    let mut results = Vec::with_capacity(batch.len());
    let mut tx = conn.begin().await.map_err(|e| e.to_string())?;
    let now = now_ms();
    for r in batch {
        // The version guard is the optimistic lock: only the writer that
        // expected the current version moves it on, so a conflict is found
        // before anything is written and leaves nothing to undo.
        let moved = query(
            "UPDATE games SET version = ?, deadline_at = ?, updated_at = ?, seats = COALESCE(?, seats)
             WHERE id = ? AND version = ?",
        )
        .bind(r.seq + r.events.len() as i64)
        .bind(r.deadline_at)
        .bind(now)
        .bind(r.seats.clone())
        .bind(r.game)
        .bind(r.seq)
        .execute(&mut tx)
        .await
        .map_err(|e| e.to_string())?;
        if moved == 0 {
            results.push(Err(StoreError::Conflict {
                game: r.game,
                seq: r.seq,
            }));
            continue;
        }
        if !r.events.is_empty() {
            let mut insert = query(format!(
                "INSERT INTO events (game_id, seq, schema, body, at) VALUES {}",
                values(r.events.len(), 5)
            ));
            for (i, body) in r.events.iter().enumerate() {
                insert = insert
                    .bind(r.game)
                    .bind(r.seq + i as i64)
                    .bind(EVENT_SCHEMA)
                    .bind(body)
                    .bind(now);
            }
            // A failed insert fails the whole transaction: the version moved
            // above must never be committed without its events.
            insert.execute(&mut tx).await.map_err(|e| e.to_string())?;
        }
        results.push(Ok(()));
    }
    tx.commit().await.map_err(|e| e.to_string())?;
    Ok(results)
}
