//! The operator's window (`METRICS_ADDR`, off by default): `/healthz` says
//! whether this process's gateway shards are connected and the database
//! answers; `/metrics` is Prometheus text from the `metrics` crate's
//! exporter: games running per kind, interactions and their handling time,
//! bot-token requests, 429s, storage commit time, and what serenity could
//! not read (dispatches, answers).

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use serenity::all::{ConnectionStage, ShardManager};

use crate::store::Store;
use crate::table::{GameStatus, Tables};

use crate::metric_names::*;

/// Histogram buckets in seconds: a click's answer is due within 3 s, a commit in milliseconds.
const BUCKETS: &[f64] = &[
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

struct Monitored {
    store: Store,
    tables: Tables<Store>,
    shards: Arc<ShardManager>,
    prometheus: PrometheusHandle,
}

/// Installs the recorder and serves `/healthz` and `/metrics` on `addr`.
pub async fn serve(
    addr: SocketAddr,
    store: Store,
    tables: Tables<Store>,
    shards: Arc<ShardManager>,
) -> Result<SocketAddr, String> {
    let prometheus = recorder()?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("{addr}: {e}"))?;
    let bound = listener.local_addr().map_err(|e| e.to_string())?;
    let window = Arc::new(Monitored {
        store,
        tables,
        shards,
        prometheus,
    });
    let app = Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(render))
        .with_state(window);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the metrics endpoint stopped");
        }
    });
    tracing::info!(addr = %bound, "serving /healthz and /metrics");
    Ok(bound)
}

/// The process's one recorder, installed on first use (a process that
/// starts the bot again, as tests do, keeps counting in the same one).
fn recorder() -> Result<PrometheusHandle, String> {
    static HANDLE: std::sync::OnceLock<Result<PrometheusHandle, String>> = std::sync::OnceLock::new();
    HANDLE.get_or_init(install).clone()
}

fn install() -> Result<PrometheusHandle, String> {
    let prometheus = PrometheusBuilder::new()
        .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), BUCKETS)
        .map_err(|e| e.to_string())?
        .install_recorder()
        .map_err(|e| e.to_string())?;
    metrics::describe_counter!(INTERACTIONS, "interactions handled (clicks, commands)");
    metrics::describe_histogram!(INTERACTION_SECONDS, "time from an interaction's arrival to its answer");
    metrics::describe_counter!(
        BOT_TOKEN_REQUESTS,
        "bot-token requests sent (they count against the global limit)"
    );
    metrics::describe_counter!(RATE_LIMITED, "requests Discord answered with 429");
    metrics::describe_histogram!(COMMIT_SECONDS, "time to commit a batch of moves durably");
    metrics::describe_gauge!(GAMES_RUNNING, "running games this process drives, per kind");
    metrics::describe_counter!(
        UNREADABLE_DISPATCHES,
        "gateway events serenity could not read (dropped), per event name"
    );
    metrics::describe_counter!(
        UNREADABLE_ANSWERS,
        "Discord answers to requests it carried out that serenity could not read"
    );
    Ok(prometheus)
}

/// 200 when every shard of this process is connected and the database
/// answers; 503 with the reason otherwise.
async fn healthz(State(w): State<Arc<Monitored>>) -> (StatusCode, String) {
    let runners = w.shards.runners.lock().await;
    let connected = !runners.is_empty() && runners.values().all(|r| r.stage == ConnectionStage::Connected);
    drop(runners);
    let database = w.store.ping().await;
    match (connected, database) {
        (true, Ok(())) => (StatusCode::OK, "ok\n".into()),
        (false, _) => (StatusCode::SERVICE_UNAVAILABLE, "gateway not connected\n".into()),
        (true, Err(e)) => (StatusCode::SERVICE_UNAVAILABLE, format!("database: {e}\n")),
    }
}

async fn render(State(w): State<Arc<Monitored>>) -> (StatusCode, String) {
    // Counted when asked: the games this process drives, from the database.
    if let Ok(rows) = w.store.running_games().await {
        let mut per_kind = std::collections::BTreeMap::new();
        for row in rows
            .iter()
            .filter(|r| r.status == GameStatus::Running && w.tables.drives(r.guild_id))
        {
            *per_kind.entry(row.kind.as_str()).or_insert(0u32) += 1;
        }
        for kind in ["wizard", "dice"] {
            let n = per_kind.get(kind).copied().unwrap_or(0);
            metrics::gauge!(GAMES_RUNNING, "kind" => kind).set(f64::from(n));
        }
    }
    (StatusCode::OK, w.prometheus.render())
}
