//! The page's connections, bounded (#75). Its address is public, so a
//! client that opens connections and sends nothing, half a header, or
//! nothing more after its answer must not hold them: a connection that
//! sends no whole request within `FIRST_REQUEST`, or stays idle (nothing
//! asked, nothing being answered) for `IDLE`, is closed; a live stream is
//! never idle while it lasts. Connections are capped in all (below the
//! process's open-files limit, which the bot raises to its hard limit at
//! start) and per address (but loopback's: a reverse proxy on the same
//! machine carries everyone's). When a cap is met, the connection idle the
//! longest makes room, so a person's page is never refused for someone's
//! idle sockets; only when none is idle is the newcomer refused. Either is
//! logged as a WARN at most once a minute, with the figures.
//!
//! A connection told to close keeps its open file until its task has run:
//! at most `MOST_CLOSING` may be closing at once (the next accept waits
//! beyond), so a flood on a busy machine never holds more open files than
//! the caps and the reserve allow. A WebSocket taken over from its
//! connection (`Keep::busy`) counts, busy, as long as it is open.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Request, Response, StatusCode, header};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tower_service::Service;

/// Open files kept for the rest of the bot (its database, Discord, pictures).
const RESERVED_FILES: u64 = 128;
/// Connections at most, whatever the open-files limit.
const MOST_CONNECTIONS: u64 = 20_000;
/// Connections told to close whose files are not closed yet, at most (well
/// inside `RESERVED_FILES`).
const MOST_CLOSING: usize = 32;
/// Connections one address may hold (a person has a few tabs; a household
/// or an office behind one address, a few dozen).
const PER_ADDRESS: usize = 256;
/// Time to send a first whole request (a browser sends it at once).
pub const FIRST_REQUEST: Duration = Duration::from_secs(10);
/// Time a connection may stay idle between requests.
pub const IDLE: Duration = Duration::from_secs(60);
/// Time a request's body may take to arrive once its header has (a move is
/// a few dozen bytes): past it the connection is closed.
pub const BODY: Duration = Duration::from_secs(10);
/// The largest body a request may have (a move, a sign-in); larger ones are refused.
pub const MOST_BODY: usize = 4 * 1024;
/// Warnings about the limits, at most one in this time.
const WARN_EVERY: Duration = Duration::from_secs(60);

/// How many connections the page keeps open, and for how long.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub total: usize,
    pub per_address: usize,
    pub first_request: Duration,
    pub idle: Duration,
    pub body: Duration,
}

impl Limits {
    /// The limits under an open-files limit of `files`.
    pub fn for_files(files: u64) -> Limits {
        let total = files.saturating_sub(RESERVED_FILES).clamp(16, MOST_CONNECTIONS) as usize;
        Limits {
            total,
            per_address: PER_ADDRESS.min(total),
            first_request: FIRST_REQUEST,
            idle: IDLE,
            body: BODY,
        }
    }
}

/// Raises the process's open-files soft limit to its hard limit (a service
/// starts with 1,024 by default) and returns the limit now in force.
pub fn raise_open_files() -> u64 {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(files) => files,
        Err(e) => {
            tracing::warn!(error = %e, "could not raise the open-files limit");
            rlimit::Resource::NOFILE.get().map_or(1024, |(soft, _)| soft)
        }
    }
}

/// The connection a request came on: its peer's address.
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

/// Whether `ip` is this machine: `127.0.0.0/8`, `::1`, or either written
/// as IPv6 (a socket bound to `[::]` hears a local IPv4 peer as
/// `::ffff:127.0.0.1`).
pub fn is_local(ip: IpAddr) -> bool {
    ip.to_canonical().is_loopback()
}

/// The address a request comes from, for the limits per address: the peer,
/// or, when the peer is this machine (a reverse proxy in front of the bot),
/// the address that proxy says it forwarded: the last of `X-Forwarded-For`
/// (the proxy appends the peer it heard to whatever the client claimed, on
/// the last line when the client sent a line of its own). An IPv4 address
/// written as IPv6 counts as the IPv4 one.
pub fn client(headers: &HeaderMap, peer: Option<Peer>) -> IpAddr {
    let peer = peer.map_or(IpAddr::from([0, 0, 0, 0]), |p| p.0.ip().to_canonical());
    if !is_local(peer) {
        return peer;
    }
    super::forward::forwarded_for(headers)
        .and_then(|v| v.rsplit(',').next())
        .and_then(|last| last.trim().parse::<IpAddr>().ok())
        .map_or(peer, |ip| ip.to_canonical())
}

/// One open connection.
struct Conn {
    id: u64,
    ip: IpAddr,
    /// Requests being read or answered (a live stream: as long as it lasts).
    busy: AtomicUsize,
    /// Requests it has made.
    asked: AtomicU64,
    /// When it last became idle (opened, or an answer ended), in ms since the room's start.
    quiet_since: AtomicU64,
    /// Told when it is to close (it makes room for another).
    close: tokio::sync::Notify,
    /// Told to close, still open: counted until its socket is closed.
    closing: AtomicBool,
}

/// What the room says to a newcomer.
enum Admit {
    In(Arc<Conn>),
    /// Full, and too many closing already: ask again when one has.
    Wait,
    /// Full, and nothing idle to close.
    Refused,
}

/// A connection's place in the room, given back when the last holder lets
/// go: its connection's task (with the socket), or the WebSocket taken over
/// from it.
struct Slot {
    room: Arc<Room>,
    conn: Arc<Conn>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.room.leave(&self.conn);
    }
}

/// A request's hold on its connection's place in the room, for an answer
/// that takes the connection over (a WebSocket): `busy` keeps it counted,
/// and never closed as idle, while the socket is open.
#[derive(Clone)]
pub struct Keep(Arc<Slot>);

impl Keep {
    pub fn busy(&self) -> Kept {
        self.0.conn.busy.fetch_add(1, Ordering::SeqCst);
        Kept {
            _busy: Busy {
                conn: self.0.conn.clone(),
                room: self.0.room.clone(),
            },
            _slot: self.0.clone(),
        }
    }
}

/// The place of a connection taken over, held while it is open.
pub struct Kept {
    _busy: Busy,
    _slot: Arc<Slot>,
}

/// Every open connection, and what the limits did since they last warned.
struct Room {
    limits: Limits,
    start: Instant,
    open: Mutex<Open>,
    next: AtomicU64,
    evicted: AtomicU64,
    refused: AtomicU64,
    warned: Mutex<Option<Instant>>,
    /// Told when a connection's place is given back.
    freed: tokio::sync::Notify,
}

#[derive(Default)]
struct Open {
    conns: HashMap<u64, Arc<Conn>>,
    /// Connections open and not closing, per address.
    per_ip: HashMap<IpAddr, usize>,
    /// Connections told to close, still open.
    closing: usize,
}

impl Open {
    fn remove(&mut self, conn: &Conn) -> bool {
        if self.conns.remove(&conn.id).is_none() {
            return false;
        }
        match conn.closing.load(Ordering::SeqCst) {
            true => self.closing -= 1,
            false => self.uncount(conn.ip),
        }
        true
    }

    /// `conn` told to close: its place is another's, its file still open.
    fn close(&mut self, conn: &Conn) {
        if !conn.closing.swap(true, Ordering::SeqCst) {
            self.closing += 1;
            self.uncount(conn.ip);
            conn.close.notify_one();
        }
    }

    fn uncount(&mut self, ip: IpAddr) {
        if let Some(n) = self.per_ip.get_mut(&ip) {
            *n -= 1;
            if *n == 0 {
                self.per_ip.remove(&ip);
            }
        }
    }
}

impl Room {
    fn new(limits: Limits) -> Room {
        Room {
            limits,
            start: Instant::now(),
            open: Default::default(),
            next: AtomicU64::new(0),
            evicted: AtomicU64::new(0),
            refused: AtomicU64::new(0),
            warned: Mutex::new(None),
            freed: tokio::sync::Notify::new(),
        }
    }

    fn now_ms(&self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }

    /// Room for a connection from `ip`. When a cap is met, the connection
    /// idle the longest is told to close and makes room; refused when
    /// nothing is idle; to wait when too many are closing already.
    fn admit(&self, ip: IpAddr) -> Admit {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        let of_address = !is_local(ip) && open.per_ip.get(&ip).copied().unwrap_or(0) >= self.limits.per_address;
        if of_address || open.conns.len() - open.closing >= self.limits.total {
            if open.closing >= MOST_CLOSING {
                return Admit::Wait;
            }
            let victim = open
                .conns
                .values()
                .filter(|c| !c.closing.load(Ordering::SeqCst) && c.busy.load(Ordering::SeqCst) == 0)
                .filter(|c| !of_address || c.ip == ip)
                .min_by_key(|c| c.quiet_since.load(Ordering::SeqCst))
                .cloned();
            let Some(victim) = victim else {
                self.refused.fetch_add(1, Ordering::SeqCst);
                self.warn(open.conns.len());
                return Admit::Refused;
            };
            open.close(&victim);
            self.evicted.fetch_add(1, Ordering::SeqCst);
            self.warn(open.conns.len());
        }
        let conn = Arc::new(Conn {
            id: self.next.fetch_add(1, Ordering::SeqCst),
            ip,
            busy: AtomicUsize::new(0),
            asked: AtomicU64::new(0),
            quiet_since: AtomicU64::new(self.now_ms()),
            close: tokio::sync::Notify::new(),
            closing: AtomicBool::new(false),
        });
        open.conns.insert(conn.id, conn.clone());
        *open.per_ip.entry(ip).or_default() += 1;
        Admit::In(conn)
    }

    /// `admit`, waiting while a connection closes to make room.
    async fn admit_waiting(&self, ip: IpAddr) -> Option<Arc<Conn>> {
        loop {
            match self.admit(ip) {
                Admit::In(conn) => return Some(conn),
                Admit::Refused => return None,
                // A closing connection gives its file back at once; the
                // timeout only guards against a wake-up missed.
                Admit::Wait => {
                    let _ = tokio::time::timeout(Duration::from_millis(250), self.freed.notified()).await;
                }
            }
        }
    }

    fn leave(&self, conn: &Conn) {
        self.open.lock().unwrap_or_else(|p| p.into_inner()).remove(conn);
        self.freed.notify_one();
    }

    /// Says, at most once a minute, that a limit was met and what it did.
    fn warn(&self, open: usize) {
        let mut warned = self.warned.lock().unwrap_or_else(|p| p.into_inner());
        if warned.is_some_and(|at| at.elapsed() < WARN_EVERY) {
            return;
        }
        *warned = Some(Instant::now());
        tracing::warn!(
            open,
            at_most = self.limits.total,
            per_address = self.limits.per_address,
            idle_closed = self.evicted.swap(0, Ordering::SeqCst),
            refused = self.refused.swap(0, Ordering::SeqCst),
            "the page's connections met their limit: the idle ones closed to make room"
        );
    }

    /// When `conn` is to be closed if nothing happens on it meanwhile.
    fn deadline(&self, conn: &Conn) -> Option<tokio::time::Instant> {
        if conn.busy.load(Ordering::SeqCst) > 0 {
            return None;
        }
        let allowed = match conn.asked.load(Ordering::SeqCst) {
            0 => self.limits.first_request,
            _ => self.limits.idle,
        };
        let quiet = Duration::from_millis(conn.quiet_since.load(Ordering::SeqCst));
        Some(tokio::time::Instant::from_std(self.start + quiet + allowed))
    }
}

/// Marks its connection busy while a request is answered: dropped with the
/// answer's body (a live stream's when the stream ends).
struct Busy {
    conn: Arc<Conn>,
    room: Arc<Room>,
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.conn.quiet_since.store(self.room.now_ms(), Ordering::SeqCst);
        self.conn.busy.fetch_sub(1, Ordering::SeqCst);
    }
}

/// An answer's body that keeps its connection busy until it is sent or dropped.
struct Guarded {
    body: Body,
    /// None for an answer given before the request became work (`closing`).
    _busy: Option<Busy>,
}

impl hyper::body::Body for Guarded {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<hyper::body::Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        self.body.size_hint()
    }
}

/// `request` with its whole body, read within `within` and to `MOST_BODY`;
/// else the answer that ends the connection (too slow, or too large).
async fn whole(request: Request<Incoming>, within: Duration) -> Result<Request<Body>, Response<Guarded>> {
    use http_body_util::BodyExt;
    use hyper::body::Body as _;
    let (parts, body) = request.into_parts();
    if body.is_end_stream() {
        return Ok(Request::from_parts(parts, Body::empty()));
    }
    let read = http_body_util::Limited::new(body, MOST_BODY).collect();
    match tokio::time::timeout(within, read).await {
        Ok(Ok(collected)) => Ok(Request::from_parts(parts, Body::from(collected.to_bytes()))),
        Ok(Err(e)) if e.is::<http_body_util::LengthLimitError>() => Err(closing(StatusCode::PAYLOAD_TOO_LARGE)),
        // The peer broke off: nobody hears this answer.
        Ok(Err(_)) => Err(closing(StatusCode::BAD_REQUEST)),
        Err(_) => Err(closing(StatusCode::REQUEST_TIMEOUT)),
    }
}

/// An answer after which the connection closes (nothing more is read from
/// it): its status says why; no page's script waits for it.
fn closing(status: StatusCode) -> Response<Guarded> {
    let mut answer = Response::new(Guarded {
        body: Body::empty(),
        _busy: None,
    });
    *answer.status_mut() = status;
    answer
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    answer
}

/// Closes every connection of its room when the page stops being served.
struct CloseAll(Arc<Room>);

impl Drop for CloseAll {
    fn drop(&mut self) {
        let open = self.0.open.lock().unwrap_or_else(|p| p.into_inner());
        for conn in open.conns.values() {
            conn.close.notify_one();
        }
    }
}

/// Serves `app` on `listener` within `limits`, until this future is dropped
/// (the bot stops): then every connection closes.
pub async fn serve(listener: tokio::net::TcpListener, app: Router, limits: Limits) {
    let room = Arc::new(Room::new(limits));
    let _close_all = CloseAll(room.clone());
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of open files, most likely: the next try after a pause.
                tracing::warn!(error = %e, "the page could not accept a connection");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some(conn) = room.admit_waiting(peer.ip().to_canonical()).await else {
            drop(stream);
            continue;
        };
        let slot = Arc::new(Slot {
            room: room.clone(),
            conn,
        });
        tokio::spawn(connection(slot, stream, peer, app.clone()));
    }
}

/// One connection, served until it ends, is closed for idling, or makes
/// room; its place is given back when `slot` is dropped, after the socket
/// (a parameter is dropped after the body's locals).
async fn connection(slot: Arc<Slot>, stream: tokio::net::TcpStream, peer: SocketAddr, app: Router) {
    let (room, conn) = (slot.room.clone(), slot.conn.clone());
    let service = {
        let (conn, room, keep) = (conn.clone(), room.clone(), Keep(slot.clone()));
        hyper::service::service_fn(move |request: Request<Incoming>| {
            let (conn, room, keep) = (conn.clone(), room.clone(), keep.clone());
            let mut app = app.clone();
            async move {
                conn.asked.fetch_add(1, Ordering::SeqCst);
                conn.quiet_since.store(room.now_ms(), Ordering::SeqCst);
                // Busy means work is being done: a body still on its way is
                // not (the connection may be closed to make room meanwhile),
                // and one that does not arrive in time closes it.
                let mut request = match whole(request, room.limits.body).await {
                    Ok(request) => request,
                    Err(refused) => return Ok::<_, Infallible>(refused),
                };
                request.extensions_mut().insert(Peer(peer));
                request.extensions_mut().insert(keep);
                conn.busy.fetch_add(1, Ordering::SeqCst);
                let busy = Busy { conn, room };
                let answer = app.call(request).await?;
                Ok(answer.map(|body| Guarded {
                    body,
                    _busy: Some(busy),
                }))
            }
        })
    };
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(room.limits.first_request);
    let serving = http.serve_connection(TokioIo::new(stream), service).with_upgrades();
    tokio::pin!(serving);
    loop {
        let deadline = room.deadline(&conn);
        let wait = async {
            match deadline {
                Some(at) => tokio::time::sleep_until(at).await,
                // Busy: looked at again when it may have become idle.
                None => tokio::time::sleep(room.limits.first_request).await,
            }
        };
        tokio::select! {
            _ = serving.as_mut() => break,
            _ = conn.close.notified() => break,
            _ = wait => {
                if room.deadline(&conn).is_some_and(|at| at <= tokio::time::Instant::now()) {
                    break;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    fn room(total: usize, per_address: usize) -> Room {
        Room::new(Limits {
            total,
            per_address,
            first_request: Duration::from_millis(200),
            idle: Duration::from_millis(300),
            body: Duration::from_millis(150),
        })
    }

    fn admitted(room: &Arc<Room>, ip: IpAddr) -> Arc<Slot> {
        match room.admit(ip) {
            Admit::In(conn) => Arc::new(Slot {
                room: room.clone(),
                conn,
            }),
            _ => panic!("not admitted"),
        }
    }

    #[test]
    fn a_full_room_closes_the_connection_idle_longest_and_refuses_when_all_are_busy() {
        let room = Arc::new(room(3, 2));
        let far: IpAddr = "203.0.113.7".parse().unwrap();
        let other: IpAddr = "198.51.100.1".parse().unwrap();
        let a = admitted(&room, far);
        let b = admitted(&room, far);
        // A third from the same address: its idle one waiting longest is
        // told to close and makes room.
        b.conn.quiet_since.store(5, Ordering::SeqCst);
        let c = admitted(&room, far);
        assert!(a.conn.closing.load(Ordering::SeqCst), "the one idle longest closes");
        assert!(!b.conn.closing.load(Ordering::SeqCst));
        drop(a);
        // The room is full (3) once another address comes, and everything busy: refused.
        let d = admitted(&room, other);
        for slot in [&b, &c, &d] {
            slot.conn.busy.store(1, Ordering::SeqCst);
        }
        assert!(
            matches!(room.admit(other), Admit::Refused),
            "nothing idle: the newcomer is refused"
        );
        assert_eq!(room.refused.load(Ordering::SeqCst), 1);
        // Loopback (a proxy on this machine) has no cap of its own.
        let local: IpAddr = "127.0.0.1".parse().unwrap();
        d.conn.busy.store(0, Ordering::SeqCst);
        let _e = admitted(&room, local);
        assert!(d.conn.closing.load(Ordering::SeqCst));
    }

    /// A socket bound to `[::]` hears a proxy on this machine's IPv4 as
    /// `::ffff:127.0.0.1`: loopback all the same, and the address it
    /// forwarded counts. Of several `X-Forwarded-For` lines, the last (the
    /// one the proxy added) counts, not one the client wrote itself.
    #[test]
    fn a_local_proxy_is_loopback_however_it_is_written_and_its_own_line_counts() {
        let mapped: IpAddr = "::ffff:127.0.0.1".parse().unwrap();
        assert!(is_local(mapped) && is_local("::1".parse().unwrap()) && is_local("127.0.0.9".parse().unwrap()));
        assert!(!is_local("::ffff:203.0.113.7".parse().unwrap()));
        let peer = |ip: IpAddr| Some(Peer(SocketAddr::new(ip, 4000)));
        let mut h = HeaderMap::new();
        h.append("x-forwarded-for", HeaderValue::from_static("6.6.6.6"));
        h.append("x-forwarded-for", HeaderValue::from_static("1.1.1.1, 203.0.113.7"));
        assert_eq!(client(&h, peer(mapped)), "203.0.113.7".parse::<IpAddr>().unwrap());
        // Not from this machine: the header is anyone's word, the peer counts.
        let far: IpAddr = "::ffff:198.51.100.1".parse().unwrap();
        assert_eq!(client(&h, peer(far)), "198.51.100.1".parse::<IpAddr>().unwrap());
        // Eighty people behind the local proxy: each counted alone, none refused.
        let room = Arc::new(room(200, 2));
        let people: Vec<Arc<Slot>> = (0..80u8)
            .flat_map(|n| {
                let mut h = HeaderMap::new();
                h.insert(
                    "x-forwarded-for",
                    HeaderValue::from_str(&format!("203.0.113.{n}")).unwrap(),
                );
                let ip = client(&h, peer(mapped));
                [admitted(&room, ip), admitted(&room, ip)]
            })
            .collect();
        assert_eq!(people.len(), 160);
        assert!(people.iter().all(|p| !p.conn.closing.load(Ordering::SeqCst)));
    }

    /// Connections told to close keep their files until their tasks run:
    /// beyond `MOST_CLOSING` of them a newcomer waits.
    #[test]
    fn a_newcomer_waits_while_too_many_connections_are_closing() {
        let room = Arc::new(room(1, 1));
        let local: IpAddr = "127.0.0.1".parse().unwrap();
        let mut closing = vec![admitted(&room, local)];
        for _ in 0..MOST_CLOSING {
            closing.push(admitted(&room, local));
        }
        assert_eq!(room.open.lock().unwrap().closing, MOST_CLOSING);
        assert!(matches!(room.admit(local), Admit::Wait));
        closing.remove(0);
        assert!(matches!(room.admit(local), Admit::In(_)));
    }

    /// A WebSocket taken over from its connection keeps its place, busy,
    /// after the connection's task has let go.
    #[test]
    fn a_kept_connection_counts_until_its_socket_closes() {
        let room = Arc::new(room(1, 1));
        let slot = admitted(&room, "203.0.113.7".parse().unwrap());
        let kept = Keep(slot.clone()).busy();
        drop(slot);
        assert!(matches!(room.admit("198.51.100.1".parse().unwrap()), Admit::Refused));
        drop(kept);
        assert!(matches!(room.admit("198.51.100.1".parse().unwrap()), Admit::In(_)));
    }

    #[tokio::test]
    async fn connections_that_say_nothing_or_go_quiet_are_closed() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let app = Router::new().route("/", axum::routing::get(|| async { "ok" }));
        let limits = room(8, 8).limits;
        let serving = tokio::spawn(serve(listener, app, limits));
        let closed = |mut c: tokio::net::TcpStream| async move {
            let mut rest = Vec::new();
            tokio::time::timeout(Duration::from_secs(3), c.read_to_end(&mut rest))
                .await
                .is_ok_and(|r| r.is_ok())
        };
        // Nothing sent.
        let silent = tokio::net::TcpStream::connect(addr).await.unwrap();
        // Half a header.
        let mut half = tokio::net::TcpStream::connect(addr).await.unwrap();
        half.write_all(b"GET / HTTP/1.1\r\nHost: a\r\n").await.unwrap();
        // A whole request, answered, then nothing more.
        let mut asked = tokio::net::TcpStream::connect(addr).await.unwrap();
        asked.write_all(b"GET / HTTP/1.1\r\nHost: a\r\n\r\n").await.unwrap();
        let mut answer = [0u8; 64];
        let n = asked.read(&mut answer).await.unwrap();
        assert!(String::from_utf8_lossy(&answer[..n]).starts_with("HTTP/1.1 200"));
        let started = Instant::now();
        assert!(closed(silent).await, "a connection that says nothing");
        assert!(closed(half).await, "half a header");
        assert!(closed(asked).await, "idle after its answer");
        assert!(started.elapsed() < Duration::from_secs(2), "{:?}", started.elapsed());
        serving.abort();
    }

    /// A request whose header promises a body that does not come (a byte of
    /// 4,000) is answered 408 and closed once the body's time is up; while
    /// it waits it is not busy, so a newcomer may take its place.
    #[tokio::test]
    async fn a_body_that_does_not_come_closes_its_connection() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let app = Router::new().route(
            "/move",
            axum::routing::post(|body: axum::body::Bytes| async move { body.len().to_string() }),
        );
        let serving = tokio::spawn(serve(listener, app, room(8, 8).limits));
        let mut slow = tokio::net::TcpStream::connect(addr).await.unwrap();
        slow.write_all(b"POST /move HTTP/1.1\r\nHost: a\r\nContent-Length: 4000\r\n\r\nx")
            .await
            .unwrap();
        let started = Instant::now();
        let mut answer = Vec::new();
        tokio::time::timeout(Duration::from_secs(3), slow.read_to_end(&mut answer))
            .await
            .expect("closed")
            .unwrap();
        let answer = String::from_utf8_lossy(&answer);
        assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
        assert!(started.elapsed() < Duration::from_secs(1), "{:?}", started.elapsed());
        // A whole body is served as before; a too large one is refused.
        let mut whole = tokio::net::TcpStream::connect(addr).await.unwrap();
        whole
            .write_all(b"POST /move HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nabc")
            .await
            .unwrap();
        let mut got = [0u8; 256];
        let n = whole.read(&mut got).await.unwrap();
        let got = String::from_utf8_lossy(&got[..n]);
        assert!(got.starts_with("HTTP/1.1 200") && got.ends_with("\r\n\r\n3"), "{got}");
        let mut large = tokio::net::TcpStream::connect(addr).await.unwrap();
        let head = format!(
            "POST /move HTTP/1.1\r\nHost: a\r\nContent-Length: {}\r\n\r\n",
            MOST_BODY + 1
        );
        large.write_all(head.as_bytes()).await.unwrap();
        large.write_all(&vec![b'x'; MOST_BODY + 1]).await.unwrap();
        let mut answer = Vec::new();
        let _ = tokio::time::timeout(Duration::from_secs(3), large.read_to_end(&mut answer)).await;
        assert!(String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 413"));
        serving.abort();

        // Waiting for its body, a connection is idle: a full room closes it for a newcomer.
        let room = Arc::new(room(1, 1));
        let waiting = admitted(&room, "203.0.113.7".parse().unwrap());
        assert_eq!(waiting.conn.busy.load(Ordering::SeqCst), 0);
        let _newcomer = admitted(&room, "198.51.100.1".parse().unwrap());
        assert!(waiting.conn.closing.load(Ordering::SeqCst));
    }

    /// A live stream is busy as long as it lasts: neither the header-read
    /// timeout nor the idle one closes it (here five times their length).
    #[tokio::test]
    async fn a_stream_being_answered_is_never_idle() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let never = || async {
            let stream = futures_util::stream::pending::<Result<axum::body::Bytes, Infallible>>();
            Body::from_stream(stream)
        };
        let app = Router::new().route("/live", axum::routing::get(never));
        let serving = tokio::spawn(serve(listener, app, room(8, 8).limits));
        let mut live = tokio::net::TcpStream::connect(addr).await.unwrap();
        live.write_all(b"GET /live HTTP/1.1\r\nHost: a\r\n\r\n").await.unwrap();
        let mut head = [0u8; 256];
        let n = live.read(&mut head).await.unwrap();
        assert!(String::from_utf8_lossy(&head[..n]).starts_with("HTTP/1.1 200"));
        let mut more = [0u8; 16];
        let read = tokio::time::timeout(Duration::from_millis(1500), live.read(&mut more)).await;
        assert!(read.is_err(), "still open, nothing more to read: {read:?}");
        serving.abort();
    }
}
