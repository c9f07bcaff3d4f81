//! Benchmark (#63, #78): tables followed by open web pages in one process —
//! 1,000 tables, five pages each (three seats and two watchers), 5,000 live
//! sockets, the page's own transport — how long a move made on a page takes
//! to reach every other open page of its table (from the move's request to
//! the other page's frame), and the memory each open page costs the bot.
//! The pages are a second process (this program again, `web --pages`), so the
//! bot's memory is measured alone. Run with `cargo bench --bench all -- web`
//! (without `--bench`: a short run, 40 tables, that checks it works).

use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::Value;
use wizard_bot::links::{Link, LinkKey};
use wizard_bot::load::open_games;
use wizard_bot::store::Store;
use wizard_bot::table::Tables;
use wizard_bot::text::catalogue::Lang;

/// Pages a table: its three seats (pages 0–2) and two watchers (3–4).
const PAGES: usize = 5;
/// Each table makes a move this often.
const EVERY: Duration = Duration::from_secs(2);

/// Resident memory of this process in bytes (Linux), if known.
fn rss() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// Microseconds of the wall clock: the two processes' common time.
fn micros() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_micros() as u64)
}

/// The version a frame is of, read without parsing the whole frame.
fn version(frame: &str) -> Option<u64> {
    let at = frame.find("\"version\":")? + "\"version\":".len();
    let digits: String = frame[at..].chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

pub fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == "--pages") {
        return pages(&args[at + 1]);
    }
    bot(crate::full());
}

/// The pages' process: opens every socket listed in `file` (`game page
/// url` a line), says `ready` once each has its first table, then notes
/// each frame's version and arrival until told to stop, and prints them.
fn pages(file: &str) {
    let _ = rlimit::increase_nofile_limit(u64::MAX);
    let list = std::fs::read_to_string(file).unwrap();
    let list: Vec<(i64, usize, String)> = list
        .lines()
        .map(|l| {
            let mut w = l.split(' ');
            let game = w.next().unwrap().parse().unwrap();
            let page = w.next().unwrap().parse().unwrap();
            (game, page, w.next().unwrap().to_string())
        })
        .collect();
    crate::block_on(async move {
        use futures_util::StreamExt;
        use tokio_tungstenite::tungstenite::{Message, client::IntoClientRequest};
        type Seen = Arc<Mutex<Vec<(i64, usize, u64, u64)>>>;
        let seen: Seen = Default::default();
        let bytes = Arc::new(Mutex::new(Vec::<u32>::new()));
        let opened = Arc::new(tokio::sync::Semaphore::new(0));
        let connecting = Arc::new(tokio::sync::Semaphore::new(100));
        let n = list.len();
        for (game, page, url) in list {
            let (seen, bytes, opened, connecting) = (seen.clone(), bytes.clone(), opened.clone(), connecting.clone());
            tokio::spawn(async move {
                let mut request = url.into_client_request().unwrap();
                // Each table's people behind a reverse proxy on this machine
                // (the limits per address read `X-Forwarded-For` from loopback).
                let person = format!("198.51.100.{}", game as usize % 250 + 1);
                request.headers_mut().insert("x-forwarded-for", person.parse().unwrap());
                let ws = {
                    let _turn = connecting.acquire().await.unwrap();
                    tokio_tungstenite::connect_async(request)
                        .await
                        .expect("a page's socket")
                        .0
                };
                let mut first = true;
                let mut ws = ws;
                while let Some(Ok(m)) = ws.next().await {
                    let Message::Text(t) = m else { continue };
                    let Some(v) = version(t.as_str()) else { continue };
                    let at = micros();
                    seen.lock().unwrap().push((game, page, v, at));
                    bytes.lock().unwrap().push(t.len() as u32);
                    if first {
                        first = false;
                        opened.add_permits(1);
                    }
                }
            });
        }
        let _all = opened.acquire_many(n as u32).await.unwrap();
        println!("ready");
        std::io::stdout().flush().unwrap();
        let mut line = String::new();
        let _ = tokio::task::spawn_blocking(move || std::io::stdin().lock().read_line(&mut line)).await;
        let mut out = std::io::stdout().lock();
        for (game, page, v, at) in seen.lock().unwrap().iter() {
            writeln!(out, "{game} {page} {v} {at}").unwrap();
        }
        // Every table's size: the first of each page whole, the rest as sent (lean frames).
        let mut sizes = bytes.lock().unwrap().clone();
        sizes.sort_unstable();
        let total: u64 = sizes.iter().map(|&b| u64::from(b)).sum();
        let median = sizes.get(sizes.len() / 2).copied().unwrap_or(0);
        writeln!(out, "bytes {total} {} {median}", sizes.len()).unwrap();
        out.flush().unwrap();
        std::process::exit(0);
    });
}

/// The bot's side: its tables and page in this process, the pages in another.
fn bot(full: bool) {
    let (games, seconds) = if full { (1000, 20) } else { (40, 4) };
    crate::block_on(async {
        let files = wizard_bot::web::connections::raise_open_files();
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
            wizard_bot::web::Heard::names_only(Arc::new(|_| None)),
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
        let list = dir.path().join("pages");
        let mut text = String::new();
        for &game in &ids {
            for page in 0..PAGES {
                let seat = (page < 3).then_some(page as u8);
                text += &format!("{game} {page} ws://{addr}/api/{}/socket\n", token(game, seat));
            }
        }
        std::fs::write(&list, text).unwrap();
        let pages = ids.len() * PAGES;

        // The bot's memory before and after every page opened.
        tokio::time::sleep(Duration::from_millis(300)).await;
        let before = rss();
        let opening = Instant::now();
        let mut child = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["web", "--pages"])
            .arg(&list)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut from_pages = std::io::BufReader::new(child.stdout.take().unwrap());
        let ready = tokio::task::spawn_blocking(move || {
            let mut line = String::new();
            from_pages.read_line(&mut line).unwrap();
            assert_eq!(line.trim(), "ready", "the pages' process: {line}");
            from_pages
        });
        let mut from_pages = tokio::time::timeout(Duration::from_secs(180), ready)
            .await
            .expect("the pages did not all open")
            .unwrap();
        let opened_in = opening.elapsed();
        tokio::time::sleep(Duration::from_millis(300)).await;
        let after = rss();

        // Each table moves from one of its seats' pages every `EVERY`, the tables spread over it.
        type Moves = Arc<Mutex<Vec<(i64, usize, u64, u64)>>>;
        let moves: Moves = Default::default();
        let http = reqwest::Client::new();
        let until = Instant::now() + Duration::from_secs(seconds);
        let mut drivers = Vec::new();
        for (i, &game) in ids.iter().enumerate() {
            let (http, base, moves) = (http.clone(), base.clone(), moves.clone());
            let tokens: Vec<String> = (0..3u8).map(|s| token(game, Some(s))).collect();
            let offset = EVERY.mul_f64(i as f64 / ids.len() as f64);
            drivers.push(tokio::spawn(async move {
                tokio::time::sleep(offset).await;
                let mut tick = tokio::time::interval(EVERY);
                while Instant::now() < until {
                    tick.tick().await;
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
                        let sent = micros();
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

        // What the pages saw.
        child.stdin.take().unwrap().write_all(b"stop\n").unwrap();
        let lines = tokio::task::spawn_blocking(move || {
            let mut all = String::new();
            std::io::Read::read_to_string(&mut from_pages, &mut all).unwrap();
            all
        })
        .await
        .unwrap();
        let _ = child.wait();
        let mut seen: HashMap<(i64, usize), Vec<(u64, u64)>> = HashMap::new();
        let mut frame_bytes = (0u64, 0u64, 0u64);
        for l in lines.lines() {
            let w: Vec<u64> = l.split(' ').filter_map(|x| x.parse().ok()).collect();
            match (l.starts_with("bytes"), w.as_slice()) {
                (true, [total, count, median]) => frame_bytes = (*total, *count, *median),
                (false, [game, page, v, at]) => seen.entry((*game as i64, *page as usize)).or_default().push((*v, *at)),
                _ => {}
            }
        }
        let mut latencies: Vec<f64> = Vec::new();
        let mut missed = 0;
        for &(game, mover, version, sent) in moves.lock().unwrap().iter() {
            for page in (0..PAGES).filter(|&p| p != mover) {
                let arrived = seen
                    .get(&(game, page))
                    .and_then(|s| s.iter().find(|(v, _)| *v >= version).map(|(_, at)| *at));
                match arrived {
                    Some(at) => latencies.push(at.saturating_sub(sent) as f64 / 1e3),
                    None => missed += 1,
                }
            }
        }
        latencies.sort_by(f64::total_cmp);
        let at = |q: f64| latencies[((latencies.len() as f64 - 1.0) * q) as usize];
        println!(
            "{} tables, {pages} open pages (sockets; opened in {:.1} s; open files {files}), {} moves made on \
             pages in {seconds} s: a move reached the other pages of its table in p50 {:.1} ms, p95 {:.1} ms, \
             max {:.1} ms ({} arrivals, {missed} missed); a frame {:.2} KB on average, {:.2} KB the median \
             (a page's first table whole, then what changed: web/lean.rs)",
            ids.len(),
            opened_in.as_secs_f64(),
            moves.lock().unwrap().len(),
            at(0.5),
            at(0.95),
            at(1.0),
            latencies.len(),
            frame_bytes.0 as f64 / frame_bytes.1.max(1) as f64 / 1024.0,
            frame_bytes.2 as f64 / 1024.0,
        );
        if let (Some(b), Some(a)) = (before, after) {
            println!(
                "memory per open page ≈ {:.1} KB (the bot's RSS growth while the {pages} sockets opened / pages; \
                 the pages are another process)",
                a.saturating_sub(b) as f64 / pages as f64 / 1024.0
            );
        }
        assert_eq!(missed, 0, "every move reached every other page");
    });
}
