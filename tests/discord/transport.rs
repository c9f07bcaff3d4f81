//! The page through Discord's proxy and on phones (#78): behind a hop that
//! holds every HTTP response's body until it ends (as a buffering CDN hop
//! does) and passes WebSocket upgrades, the page follows a game played by
//! others move by move over its socket, where the live stream shows nothing;
//! cut off without a word, it says "Reconnecting…" and is back with the
//! table; back in the foreground it follows again at once. The table says
//! how many are watching it.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use super::e2e::browser::Browser;
use crate::web::table_page::Table;
use wizard_bot::table::GameKind;
use wizard_bot::text::catalogue::Lang;

/// The hop: every HTTP answer held until it is whole, then passed on; a
/// WebSocket passed both ways as it goes. `cut` makes the sockets open
/// now go silent: nothing more passes, and nothing is closed.
struct Hop {
    addr: SocketAddr,
    cut: Arc<AtomicU64>,
    /// The network is down: a new connection passes nothing until it is up.
    down: Arc<AtomicBool>,
    task: tokio::task::JoinHandle<()>,
}

impl Hop {
    async fn start(server: SocketAddr) -> Hop {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let cut = Arc::new(AtomicU64::new(0));
        let down = Arc::new(AtomicBool::new(false));
        let (cutting, downing) = (cut.clone(), down.clone());
        let task = tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                tokio::spawn(pass(client, server, cutting.clone(), downing.clone()));
            }
        });
        Hop { addr, cut, down, task }
    }

    fn cut(&self) {
        self.cut.fetch_add(1, Ordering::SeqCst);
    }

    /// The network goes (`true`: what is open goes silent, what is opened
    /// waits) or comes back.
    fn network_down(&self, down: bool) {
        if down {
            self.cut();
        }
        self.down.store(down, Ordering::SeqCst);
    }

    /// `url` (the page's server's) as reached through the hop.
    fn url(&self, url: &str) -> String {
        let path = url.splitn(4, '/').nth(3).unwrap_or_default();
        format!("http://{}/{path}", self.addr)
    }
}

impl Drop for Hop {
    fn drop(&mut self) {
        self.task.abort();
    }
}

async fn pass(mut client: TcpStream, server: SocketAddr, cut: Arc<AtomicU64>, down: Arc<AtomicBool>) {
    // The request's head (and whatever of its body came with it).
    let mut got = Vec::new();
    let mut buf = [0u8; 8192];
    let end = loop {
        if let Some(i) = got.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        match client.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => got.extend_from_slice(&buf[..n]),
        }
    };
    let head = String::from_utf8_lossy(&got[..end]).to_string();
    let lower = head.to_ascii_lowercase();
    // No network: it waits, as a phone's request waits for the network.
    while down.load(Ordering::SeqCst) {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let Ok(mut up) = TcpStream::connect(server).await else {
        return;
    };
    if lower.contains("upgrade: websocket") {
        up.write_all(&got).await.unwrap_or_default();
        let mine = cut.load(Ordering::SeqCst);
        let silent = || cut.load(Ordering::SeqCst) != mine;
        let (mut a, mut b) = ([0u8; 8192], [0u8; 8192]);
        let mut bot_gone = false;
        loop {
            tokio::select! {
                n = client.read(&mut a) => match n {
                    Ok(0) | Err(_) => return,
                    Ok(n) => {
                        if !silent() && up.write_all(&a[..n]).await.is_err() {
                            return;
                        }
                    }
                },
                n = up.read(&mut b), if !bot_gone => match n {
                    // Cut: the bot's side may close; the page hears nothing of it.
                    Ok(0) | Err(_) if silent() => bot_gone = true,
                    Ok(0) | Err(_) => return,
                    Ok(n) => {
                        if !silent() && client.write_all(&b[..n]).await.is_err() {
                            return;
                        }
                    }
                },
            }
        }
    }
    // Plain HTTP: one request, its answer held whole.
    let length: usize = lower
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0);
    while got.len() < end + length {
        match client.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => got.extend_from_slice(&buf[..n]),
        }
    }
    let mut lines: Vec<&str> = head
        .trim_end()
        .split("\r\n")
        .filter(|l| !l.to_ascii_lowercase().starts_with("connection:"))
        .collect();
    lines.push("Connection: close");
    let request = format!("{}\r\n\r\n", lines.join("\r\n"));
    up.write_all(request.as_bytes()).await.unwrap_or_default();
    up.write_all(&got[end..end + length]).await.unwrap_or_default();
    let mut answer = Vec::new();
    if up.read_to_end(&mut answer).await.is_ok() {
        let _ = client.write_all(&answer).await;
    }
    let _ = client.shutdown().await;
}

/// The page's table's version (0 before it has one).
async fn version(page: &Browser) -> u64 {
    page.client
        .execute(
            "return typeof wizard === 'undefined' || wizard.st.now === null ? 0 : wizard.st.now.version",
            vec![],
        )
        .await
        .unwrap()
        .as_u64()
        .unwrap_or(0)
}

/// How long until the page shows version `v` or later (`None`: not within `secs`).
async fn reaches(page: &Browser, v: u64, secs: u64) -> Option<Duration> {
    let since = Instant::now();
    while since.elapsed() < Duration::from_secs(secs) {
        if version(page).await >= v {
            return Some(since.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    None
}

async fn transport(page: &Browser) -> String {
    let v = page
        .client
        .execute("return document.documentElement.dataset.transport || ''", vec![])
        .await
        .unwrap();
    v.as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_page_behind_a_buffering_hop_follows_every_move_over_its_socket() {
    let Some(page) = Browser::start(420, 900).await else {
        return;
    };
    let t = Table::open(GameKind::Wizard, 78).await;
    let server: SocketAddr = t.base.trim_start_matches("http://").parse().unwrap();
    let hop = Hop::start(server).await;
    let link = hop.url(&t.link(Lang::En));
    // Through the hop the live stream shows nothing: its body never ends.
    let http = reqwest::Client::new();
    let mut sse = http.get(link.replacen("/t/", "/api/", 1) + "/live").send();
    let held = tokio::time::timeout(Duration::from_millis(1500), &mut sse).await;
    assert!(held.is_err(), "a buffering hop holds the live stream's answer");
    page.open(&link).await;
    assert!(
        reaches(&page, t.now().await.version, 5).await.is_some(),
        "the page opened through the hop"
    );
    assert_eq!(transport(&page).await, "socket");
    // Everyone's moves made by the test (others' seats, as another person's are).
    let mut rng = SmallRng::seed_from_u64(78);
    let mut took = Vec::new();
    for _ in 0..60 {
        if !t.step(&[0, 1, 2], &mut rng).await {
            break;
        }
        let v = t.now().await.version;
        let shown = reaches(&page, v, 5).await;
        assert!(shown.is_some(), "version {v} never reached the page");
        took.push(shown.unwrap());
    }
    assert_eq!(transport(&page).await, "socket", "still on its socket");
    took.sort();
    let at = |q: f64| took[((took.len() - 1) as f64 * q) as usize];
    eprintln!(
        "through a buffering hop, {} moves: shown on the page in p50 {:?}, p95 {:?}, max {:?}",
        took.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
    assert!(took.len() >= 30, "{} moves", took.len());
    assert!(at(0.95) <= Duration::from_secs(2), "p95 {:?}", at(0.95));
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_page_cut_off_without_a_word_says_so_and_comes_back() {
    let Some(page) = Browser::start(420, 900).await else {
        return;
    };
    // A short keep-alive, so the test need not wait out a real one.
    let t = Table::open_with(GameKind::Wizard, 79, Duration::from_millis(300)).await;
    let server: SocketAddr = t.base.trim_start_matches("http://").parse().unwrap();
    let hop = Hop::start(server).await;
    page.open(&hop.url(&t.link(Lang::En))).await;
    assert!(reaches(&page, t.now().await.version, 5).await.is_some());
    assert_eq!(transport(&page).await, "socket");
    let words = page.state().await["words"]["reconnecting"]
        .as_str()
        .unwrap()
        .to_string();
    let mut rng = SmallRng::seed_from_u64(79);
    page.run(
        "window.conn = []; const c = document.getElementById('conn'); const t0 = performance.now();
         new MutationObserver(() => window.conn.push([performance.now() - t0, c.textContent]))
           .observe(c, {childList: true, subtree: true, characterData: true});",
    )
    .await;
    hop.cut();
    assert!(t.step(&[0, 1, 2], &mut rng).await);
    let v = t.now().await.version;
    let back = reaches(&page, v, 10).await;
    assert!(back.is_some(), "the table back after the cut");
    // What the connection's line said meanwhile, noted in the page as it changed.
    let said: Vec<(f64, String)> =
        serde_json::from_value(page.client.execute("return window.conn", vec![]).await.unwrap()).unwrap();
    assert!(
        said.iter().any(|(_, t)| *t == words),
        "\"Reconnecting…\" said after the cut: {said:?}"
    );
    assert_eq!(page.text("#conn").await, "", "no longer reconnecting");
    eprintln!("cut off silently: the table back after {:?} ({said:?})", back.unwrap());
    page.close().await;

    // Back in the foreground: at once, not after the keep-alive's silence.
    let Some(page) = Browser::start(420, 900).await else {
        return;
    };
    let t = Table::open(GameKind::Wizard, 80).await;
    let server: SocketAddr = t.base.trim_start_matches("http://").parse().unwrap();
    let hop = Hop::start(server).await;
    page.open(&hop.url(&t.link(Lang::En))).await;
    assert!(reaches(&page, t.now().await.version, 5).await.is_some());
    hop.cut();
    assert!(t.step(&[0, 1, 2], &mut rng).await);
    let v = t.now().await.version;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(version(&page).await < v, "cut off: the move not shown");
    page.run("document.dispatchEvent(new Event('visibilitychange'))").await;
    let back = reaches(&page, v, 3).await;
    assert!(back.is_some(), "the table back at once in the foreground");
    assert_eq!(transport(&page).await, "socket", "following again over a socket");
    page.close().await;
}

/// The page says `said` of who is watching, within 5 s.
async fn says_watching(page: &Browser, said: &str) {
    let since = Instant::now();
    while page.text("#watching").await != said {
        assert!(
            since.elapsed() < Duration::from_secs(5),
            "{said:?} never said: {:?}",
            page.text("#watching").await
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Presence: the watchers' pages open on a table are counted on every page
/// of it as they come and go (a seat's own pages are not watchers).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_table_says_how_many_are_watching() {
    let Some(page) = Browser::start(420, 900).await else {
        return;
    };
    let t = Table::open(GameKind::Wizard, 81).await;
    page.open(&t.link(Lang::De)).await;
    assert!(reaches(&page, t.now().await.version, 5).await.is_some());
    says_watching(&page, "").await;
    let socket = |link: String| async move {
        let url = link.replacen("/t/", "/api/", 1).replacen("http://", "ws://", 1) + "/socket";
        tokio_tungstenite::connect_async(url).await.expect("a socket").0
    };
    let first = socket(t.watcher_link(Lang::En)).await;
    let second = socket(t.watcher_link(Lang::Fr)).await;
    // Alice's own second tab is no watcher.
    let own = socket(t.link(Lang::En)).await;
    says_watching(&page, "👁 2 Zuschauer").await;
    page.look("watching-de-420").await;
    drop(first);
    says_watching(&page, "👁 1 Zuschauer").await;
    drop(second);
    says_watching(&page, "").await;
    drop(own);
    // In English, one watching.
    let one = socket(t.watcher_link(Lang::De)).await;
    page.open(&t.link(Lang::En)).await;
    says_watching(&page, "👁 1 watching").await;
    page.look("watching-en-420").await;
    page.resize(1280, 800).await;
    page.look("watching-en-1280").await;
    drop(one);
    page.close().await;
}

#[tokio::test]
async fn a_turn_based_tables_page_counts_the_turn_down_in_hours() {
    let Some(page) = Browser::start(420, 900).await else {
        return;
    };
    let t = Table::open_turn_based(GameKind::Wizard, 83, 24).await;
    page.open(&t.link(Lang::De)).await;
    assert!(reaches(&page, t.now().await.version, 5).await.is_some());
    // A day a move: the turn's clock reads 23:59:59 or so (h:mm:ss past an hour).
    let clock = page.text("#clock").await;
    let parts: Vec<u64> = clock
        .rsplit(' ')
        .next()
        .unwrap_or_default()
        .split(':')
        .filter_map(|p| p.trim().parse().ok())
        .collect();
    assert_eq!(parts.len(), 3, "hours, minutes, seconds: {clock}");
    let secs = parts[0] * 3600 + parts[1] * 60 + parts[2];
    assert!((86_390..=86_400).contains(&secs), "a day's clock: {clock}");
    page.look("turn-based-de-420").await;
    page.open(&t.link(Lang::En)).await;
    assert!(reaches(&page, t.now().await.version, 5).await.is_some());
    page.look("turn-based-en-420").await;
    page.resize(1280, 800).await;
    page.look("turn-based-en-1280").await;
    page.close().await;
}

/// Alice is away when her turn-based clock runs out: the computer plays for
/// her, and her page (open, and opened again later) says what it played,
/// above the turn line, in her language; the others' pages say nothing of it.
#[tokio::test]
async fn a_page_says_what_the_computer_played_when_her_clock_ran_out() {
    let Some(page) = Browser::start(420, 900).await else {
        return;
    };
    let t = Table::open_turn_based(GameKind::Wizard, 87, 1).await;
    let mut rng = SmallRng::seed_from_u64(87);
    while !t.now().await.full_state().is_some_and(|g| g.owed().contains(0)) {
        assert!(t.step(&[1, 2], &mut rng).await, "someone owes a move");
    }
    page.open(&t.link(Lang::En)).await;
    let v = t.now().await.version;
    assert!(reaches(&page, v, 5).await.is_some());
    assert_eq!(page.count("#status .ran-out").await, 0, "nothing ran out yet");
    // An hour a move: past her clock (this thread's clock, as the bot's
    // machine's would be), the pass over the clocks plays her bid.
    let due = t
        .tables
        .turn_clocks()
        .iter()
        .find(|c| c.seat == 0)
        .expect("her clock runs")
        .due;
    wizard_bot::table::model::test_clock::step_wall(due - wizard_bot::table::now_ms() + 1_000);
    let ran_out = t.tables.sweep_clocks().await;
    assert_eq!(ran_out.len(), 1, "{ran_out:?}");
    assert!(ran_out[0].played.is_some(), "what was played is kept");
    assert!(
        reaches(&page, v + 1, 5).await.is_some(),
        "her page shows the bid played"
    );
    let said = page.text("#status .ran-out").await;
    assert!(
        said.starts_with("⏱ Your time ran out, so the computer played for you: a bid of "),
        "{said:?}: the page's state says {}, its status line {:?}",
        page.state().await["ranOut"],
        page.client
            .execute("return document.getElementById('status').outerHTML", vec![])
            .await
    );
    page.look("ran-out-en-420").await;
    // Opened again later, in German: still said, until she moves herself.
    page.open(&t.link(Lang::De)).await;
    assert!(reaches(&page, v + 1, 5).await.is_some());
    let said = page.text("#status .ran-out").await;
    assert!(
        said.starts_with("⏱ Deine Zeit ist abgelaufen, der Computer hat für dich gespielt:"),
        "{said}"
    );
    page.look("ran-out-de-420").await;
    // The table's watchers are not told what was played for whom.
    page.open(&t.watcher_link(Lang::En)).await;
    assert!(reaches(&page, v + 1, 5).await.is_some());
    assert_eq!(
        page.count("#status .ran-out").await,
        0,
        "a watcher sees no run-out line"
    );
    page.close().await;
}

/// Alice's phone loses its network without a word while it is her turn, at
/// the keep-alive the bot serves: the page says so within 10 s; the bid she
/// taps meanwhile is kept (and said to be), not played, not lost; once the
/// network is back the table is current within 3 s and her bid is played,
/// once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_move_tapped_while_cut_off_is_played_once_when_the_network_is_back() {
    let Some(page) = Browser::start(420, 900).await else {
        return;
    };
    let t = Table::open(GameKind::Wizard, 85).await;
    let mut rng = SmallRng::seed_from_u64(85);
    // Alice's turn (the others bid first).
    loop {
        let s = t.now().await;
        if s.full_state().is_some_and(|g| g.owed().contains(0)) {
            break;
        }
        assert!(t.step(&[1, 2], &mut rng).await, "someone owes a move");
    }
    let server: SocketAddr = t.base.trim_start_matches("http://").parse().unwrap();
    let hop = Hop::start(server).await;
    page.open(&hop.url(&t.link(Lang::En))).await;
    let v = t.now().await.version;
    assert!(reaches(&page, v, 5).await.is_some());
    let words = page.state().await["words"].clone();
    let reconnecting = words["reconnecting"].as_str().unwrap().to_string();

    hop.network_down(true);
    let dropped = Instant::now();
    let deadline = dropped + Duration::from_secs(15);
    while page.text("#conn").await != reconnecting {
        assert!(Instant::now() < deadline, "the page never said it is cut off");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let said = dropped.elapsed();
    assert!(said <= Duration::from_millis(10_500), "said after {said:?}");
    assert!(page.tap("#moves button").await, "a bid to tap");
    assert_eq!(
        page.text("#note").await,
        words["held"].as_str().unwrap(),
        "the bid is said to be kept"
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        t.now().await.version,
        v,
        "nothing reached the bot while the network was down"
    );

    hop.network_down(false);
    let back = Instant::now();
    let shown = reaches(&page, v + 1, 5).await.expect("the table back with her bid");
    let played = t.now().await;
    eprintln!(
        "network dropped: said after {said:?}; back: the table with her bid after {:?}",
        back.elapsed().min(shown)
    );
    assert!(shown <= Duration::from_secs(3), "{shown:?}");
    assert_eq!(played.version, v + 1, "her bid, played once");
    assert!(!played.full_state().unwrap().owed().contains(0), "her bid was played");
    assert_eq!(page.text("#conn").await, "");
    page.close().await;
}

/// A move whose answer was lost is sent again with the same nonce: the bot
/// answers with the table as it is and does not play it twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_sent_twice_with_one_nonce_is_played_once() {
    let t = Table::open(GameKind::Wizard, 86).await;
    let mut rng = SmallRng::seed_from_u64(86);
    loop {
        let s = t.now().await;
        if s.full_state().is_some_and(|g| g.owed().contains(0)) {
            break;
        }
        assert!(t.step(&[1, 2], &mut rng).await);
    }
    let api = t.link(Lang::En).replacen("/t/", "/api/", 1);
    let http = reqwest::Client::new();
    let table: serde_json::Value =
        serde_json::from_str(&http.get(&api).send().await.unwrap().text().await.unwrap()).unwrap();
    let v = table["version"].as_u64().unwrap();
    let bid = table["offers"][0]["move"].clone();
    assert!(!bid.is_null(), "a bid offered: {}", table["offers"]);
    let body = serde_json::json!({
        "version": table["version"], "round": table["drawn"]["round"], "roll": null,
        "move": bid, "nonce": "n-85"
    });
    let mut first = None;
    for _ in 0..2 {
        let r = http
            .post(format!("{api}/move"))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        let answer: serde_json::Value = serde_json::from_str(&r.text().await.unwrap()).unwrap();
        // The second answer is the table the first left (a forced card may
        // have played itself after the bid).
        let version = answer["version"].as_u64().unwrap();
        assert_eq!(*first.get_or_insert(version), version, "{answer}");
    }
    assert!(first.unwrap() > v);
    assert_eq!(t.now().await.version, first.unwrap(), "played once");
}
