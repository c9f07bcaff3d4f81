//! The operator's window (#17): `/healthz` and `/metrics` of a running bot,
//! read over HTTP as Prometheus and a load balancer would.

use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::e2e::E2e;

const ALICE: u64 = 111_111_111_111_111_111;

/// A plain HTTP/1.1 GET: the status code and the body.
async fn get(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    let mut tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    tcp.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    tcp.read_to_string(&mut answer).await.unwrap();
    let status = answer.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// The value of the first sample of `metric` (with its labels) in Prometheus text.
fn sample(text: &str, metric: &str) -> Option<f64> {
    text.lines()
        .find(|l| l.starts_with(metric) && l[metric.len()..].starts_with([' ', '{']))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn health_and_metrics_say_what_the_bot_is_doing() {
    let e = E2e::start().await;
    let running = e.running.as_ref().unwrap();
    let addr = wizard_bot::monitor::serve(
        "127.0.0.1:0".parse().unwrap(),
        running.store.clone(),
        running.bot.tables.clone(),
        running.shards.clone(),
    )
    .await
    .unwrap();
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!((status, body.as_str()), (200, "ok\n"));

    let (game, lobby) = e.new_wizard(ALICE, json!([])).await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.lobby_click(ALICE, lobby, game, "bot").await;
    e.start_game(ALICE, lobby, game).await;
    e.play(game, &[ALICE], 3, 4).await;
    let (status, text) = get(addr, "/metrics").await;
    assert_eq!(status, 200);
    assert!(
        sample(&text, "wizard_interactions_total").is_some_and(|n| n >= 6.0),
        "{text}"
    );
    assert!(
        sample(&text, "wizard_bot_token_requests_total").is_some_and(|n| n >= 1.0),
        "{text}"
    );
    assert!(
        sample(&text, "wizard_interaction_seconds_count").is_some_and(|n| n >= 6.0),
        "{text}"
    );
    assert!(
        sample(&text, "wizard_storage_commit_seconds_count").is_some_and(|n| n >= 1.0),
        "{text}"
    );
    assert_eq!(
        sample(&text, "wizard_games_running{kind=\"wizard\"}"),
        Some(1.0),
        "{text}"
    );
    assert!(text.contains("# HELP wizard_bot_token_requests_total"), "{text}");

    // An interaction serenity cannot read is dropped by it: counted, per event.
    let before = sample(
        &text,
        "wizard_unreadable_dispatches_total{event=\"INTERACTION_CREATE\"}",
    )
    .unwrap_or(0.0);
    e.fake.dispatch(
        "INTERACTION_CREATE",
        json!({"id": "9", "application_id": "1", "type": "a kind from 2027", "token": "x", "version": 1}),
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let (_, text) = get(addr, "/metrics").await;
        let now = sample(
            &text,
            "wizard_unreadable_dispatches_total{event=\"INTERACTION_CREATE\"}",
        );
        if now.is_some_and(|n| n > before) {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "not counted: {text}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }

    // A database that stops answering makes the process unhealthy, and says why.
    running.store.db().close().await;
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503);
    assert!(body.starts_with("database:"), "{body}");
}
