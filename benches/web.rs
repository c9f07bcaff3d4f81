//! Benchmark (#63): tables followed by open web pages in one process — 50
//! tables, four pages each (three seats and a watcher), 200 live streams —
//! how long a move made on a page takes to reach every other open page of
//! its table (from the move's request to the other page's event), and the
//! memory each open page costs the bot. Run with `cargo bench --bench web`
//! (without `--bench`: a short run that checks it works).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value;
use wizard_bot::links::{Link, LinkKey};
use wizard_bot::load::open_games;
use wizard_bot::store::Store;
use wizard_bot::table::Tables;
use wizard_bot::text::catalogue::Lang;

/// Resident memory of this process in bytes (Linux), if known.
fn rss() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// When each page saw each version of its game: (game, page) → [(version, when)].
type Seen = Arc<Mutex<HashMap<(i64, usize), Vec<(u64, Instant)>>>>;

/// Each move made on a page: its game, the seat that made it, the version it
/// made and when it was sent.
type Moves = Arc<Mutex<Vec<(i64, usize, u64, Instant)>>>;

/// Follows one page's live stream, noting each table event's version.
async fn follow(http: reqwest::Client, url: String, game: i64, page: usize, seen: Seen) {
    // Each page a person of their own behind a reverse proxy on this
    // machine (the limits per address read `X-Forwarded-For` from loopback).
    let person = format!("198.51.100.{}", (game as usize * 4 + page) % 250 + 1);
    let mut r = http
        .get(url)
        .header("x-forwarded-for", person)
        .send()
        .await
        .expect("a live stream");
    let mut buffer = String::new();
    while let Ok(Some(chunk)) = r.chunk().await {
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buffer.find("\n\n") {
            let event: String = buffer.drain(..end + 2).collect();
            let table = event.lines().any(|l| l == "event: table");
            let Some(data) = event.lines().find_map(|l| l.strip_prefix("data: ")).filter(|_| table) else {
                continue;
            };
            let Ok(state) = serde_json::from_str::<Value>(data) else {
                continue;
            };
            if let Some(v) = state["version"].as_u64() {
                let mut seen = seen.lock().unwrap();
                seen.entry((game, page)).or_default().push((v, Instant::now()));
            }
        }
    }
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let (games, seconds) = if full { (50, 20) } else { (6, 2) };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("bench.db").display());
        let tables = Tables::new(Store::open(&url).await.unwrap(), Some(1));
        let ids = open_games(&tables, games, 1).await;
        let key = LinkKey::new(Some("the benchmark's"), b"");
        let bound = wizard_bot::web::bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
        let addr = bound.addr;
        wizard_bot::web::serve(
            bound,
            tables.clone(),
            key.clone(),
            wizard_bot::web::Heard::names_only(std::sync::Arc::new(|_| None)),
            None,
            None,
        );
        let base = format!("http://{addr}");
        let until_ms = wizard_bot::table::now_ms() + 3_600_000;
        let token = |game, seat| {
            key.sign(&Link {
                game,
                seat,
                user: None,
                lang: Lang::En,
                until_ms,
            })
        };
        let http = reqwest::Client::new();
        let seen: Seen = Default::default();
        let before = rss();
        // Four pages a table: its three seats (pages 0–2) and a watcher (page 3).
        for &game in &ids {
            for page in 0..4usize {
                let seat = (page < 3).then_some(page as u8);
                let url = format!("{base}/api/{}/live", token(game, seat));
                tokio::spawn(follow(http.clone(), url, game, page, seen.clone()));
            }
        }
        let pages = ids.len() * 4;
        let opened = Instant::now();
        while seen.lock().unwrap().len() < pages {
            assert!(opened.elapsed() < Duration::from_secs(30), "the pages did not all open");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let after = rss();
        // Each table moves from one of its seats' pages every 100 ms.
        let moves: Moves = Default::default();
        let until = Instant::now() + Duration::from_secs(seconds);
        let mut drivers = Vec::new();
        for &game in &ids {
            let (http, base, moves) = (http.clone(), base.clone(), moves.clone());
            let tokens: Vec<String> = (0..3u8).map(|s| token(game, Some(s))).collect();
            drivers.push(tokio::spawn(async move {
                while Instant::now() < until {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    for (seat, t) in tokens.iter().enumerate() {
                        let got = http.get(format!("{base}/api/{t}")).send().await.unwrap();
                        let status = got.status();
                        let text = got.text().await.unwrap();
                        // A game that ended ends its pages' links.
                        let Ok(state) = serde_json::from_str::<Value>(&text) else {
                            assert_eq!(status, 410, "{text}");
                            return;
                        };
                        // What the page offers: a choice with a move, else a card it may play.
                        let offered = state["offers"].as_array().into_iter().flatten();
                        let cards = state["shown"]["hand"].as_array().into_iter().flatten();
                        let Some(mv) = offered
                            .map(|o| o["move"].clone())
                            .chain(cards.filter(|c| c["legal"] == true).map(|c| c["move"].clone()))
                            .find(|m| !m.is_null())
                        else {
                            continue;
                        };
                        let body = serde_json::json!({
                            "version": state["version"], "round": state["drawn"]["round"],
                            "roll": state["drawn"]["roll"], "move": mv,
                        });
                        let sent = Instant::now();
                        let answer = http
                            .post(format!("{base}/api/{t}/move"))
                            .header("content-type", "application/json")
                            .body(body.to_string())
                            .send()
                            .await
                            .unwrap();
                        if answer.status() == 200 {
                            let done: Value = serde_json::from_str(&answer.text().await.unwrap()).unwrap();
                            if let Some(v) = done["version"].as_u64() {
                                moves.lock().unwrap().push((game, seat, v, sent));
                            }
                        }
                        break;
                    }
                }
            }));
        }
        for d in drivers {
            d.await.unwrap();
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        let seen = seen.lock().unwrap();
        let mut latencies: Vec<Duration> = Vec::new();
        let mut missed = 0;
        for &(game, mover, version, sent) in moves.lock().unwrap().iter() {
            for page in (0..4).filter(|&p| p != mover) {
                let arrived = seen
                    .get(&(game, page))
                    .and_then(|s| s.iter().find(|(v, _)| *v >= version).map(|(_, at)| *at));
                match arrived {
                    Some(at) => latencies.push(at.saturating_duration_since(sent)),
                    None => missed += 1,
                }
            }
        }
        latencies.sort();
        let at = |q: f64| latencies[((latencies.len() as f64 - 1.0) * q) as usize].as_secs_f64() * 1e3;
        println!(
            "{} tables, {pages} open pages, {} moves made on pages in {seconds} s: a move reached the other \
             pages of its table in p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms ({} arrivals, {missed} missed)",
            ids.len(),
            moves.lock().unwrap().len(),
            at(0.5),
            at(0.95),
            at(1.0),
            latencies.len()
        );
        if let (Some(b), Some(a)) = (before, after) {
            println!(
                "memory per open page ≈ {:.1} KB (process RSS growth while the {pages} streams opened / pages; \
                 the client's side of each stream is in this process too)",
                a.saturating_sub(b) as f64 / pages as f64 / 1024.0
            );
        }
    });
}
