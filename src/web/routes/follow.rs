//! A page following its table live: a stream of server-sent events or a
//! WebSocket, each counted under the caps for as long as it is open.

use super::*;

/// The refusal of a stream or socket the caps leave no place for, in `lang`.
pub(super) fn too_many_pages(lang: Lang) -> Response {
    refused(
        To::Script,
        StatusCode::TOO_MANY_REQUESTS,
        lang,
        &crate::t!(lang, "web-too-many-pages"),
    )
}

/// Counts an open stream, in all, for its link and its address, for as long as it lives.
pub(super) struct Counted<P: TableStore> {
    shared: Arc<Shared<P>>,
    token: String,
    from: IpAddr,
}

impl<P: TableStore> Counted<P> {
    /// A place for a stream of `token` from `from`, if the caps leave one.
    fn take(shared: &Arc<Shared<P>>, token: &str, from: IpAddr) -> Option<Counted<P>> {
        let mut streaming = shared.streaming.lock().unwrap_or_else(|p| p.into_inner());
        let (links, addresses) = &mut *streaming;
        if links.get(token).copied().unwrap_or(0) >= STREAMS_PER_LINK
            || addresses.get(&from).copied().unwrap_or(0) >= STREAMS_PER_ADDRESS
        {
            return None;
        }
        if shared.streams.fetch_add(1, Ordering::SeqCst) >= STREAMS_AT_MOST {
            shared.streams.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        *links.entry(token.to_string()).or_default() += 1;
        *addresses.entry(from).or_default() += 1;
        Some(Counted {
            shared: shared.clone(),
            token: token.to_string(),
            from,
        })
    }
}

impl<P: TableStore> Drop for Counted<P> {
    fn drop(&mut self) {
        self.shared.streams.fetch_sub(1, Ordering::SeqCst);
        let mut streaming = self.shared.streaming.lock().unwrap_or_else(|p| p.into_inner());
        let (links, addresses) = &mut *streaming;
        // Emptied entries go, so the maps give their memory back.
        if let Some(n) = links.get_mut(&self.token) {
            *n -= 1;
            if *n == 0 {
                links.remove(&self.token);
            }
        }
        if let Some(n) = addresses.get_mut(&self.from) {
            *n -= 1;
            if *n == 0 {
                addresses.remove(&self.from);
            }
        }
        if links.is_empty() && links.capacity() > 64 {
            links.shrink_to_fit();
        }
        if addresses.is_empty() && addresses.capacity() > 64 {
            addresses.shrink_to_fit();
        }
    }
}

/// A live page's start, for its stream or its socket: the link, its place
/// under the caps (held while the page follows), and the game's newest
/// table to follow (an ended game's last table alone: it changes no more).
pub(super) async fn followed<P: TableStore>(
    shared: &Arc<Shared<P>>,
    token: &str,
    headers: &HeaderMap,
    peer: Option<Extension<Peer>>,
    path: String,
) -> Result<(Link, Counted<P>, Following), Response> {
    let live = Asked {
        live: true,
        ..asked(headers, path)
    };
    let (link, s) = open(shared, token, live).await?;
    let from = client(headers, peer.map(|p| p.0));
    let counted = Counted::take(shared, token, from).ok_or_else(|| too_many_pages(link.lang))?;
    let rx = match ended(&s) {
        true => Live::ended(s),
        false => shared.web.live.follow(link.game, s),
    };
    Ok((link, counted, rx))
}

/// The frames a page of `link` follows: the newest table at once, then one
/// per change, each drawn once for every page of the same view; and how
/// many are watching (a watcher's page counted among them while open).
pub(super) fn frames_of<P: TableStore>(
    shared: &Arc<Shared<P>>,
    link: Link,
    rx: Following,
) -> impl futures_util::Stream<Item = Frame> + Send + use<P> {
    let watcher = rx
        .borrow()
        .as_ref()
        .is_some_and(|n| super::super::view::seat_shown(&n.snapshot, &link).is_none());
    let looking = shared.web.live.looking(link.game, watcher);
    let web = shared.clone();
    let lang = link.lang;
    let frame = move |newest: Arc<super::super::live::Newest>| {
        let web = web.clone();
        async move { web.web.frame(&newest, &link).await }
    };
    super::super::socket::frames(rx, looking, frame, move |n| crate::t!(lang, "web-watching", n = n))
}

pub(super) async fn live<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    peer: Option<Extension<Peer>>,
    headers: HeaderMap,
) -> Response {
    let (link, counted, rx) = match followed(&shared, &token, &headers, peer, format!("/api/{token}/live")).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    // How often the page will hear the bot: a keep-alive as an event the
    // page's script hears (a comment it would not), so a page that hears
    // nothing for longer knows it is cut off.
    let keep_alive = shared.web.keep_alive;
    let alive = Event::default().event("alive").data(keep_alive.as_millis().to_string());
    // The first event is the table as it is now, the keep-alive's period
    // right after it (the page's watchdog set before anything can go
    // quiet); then one per change, until it ends.
    let said = alive.clone();
    let frames = Box::pin(frames_of(&shared, link, rx));
    let stream = futures_util::stream::unfold(
        (frames, counted, true, false),
        move |(mut frames, counted, first, done)| {
            let said = said.clone();
            async move {
                if done {
                    return None;
                }
                let frame = futures_util::StreamExt::next(&mut frames).await?;
                let event = Event::default().event(frame.event).data(frame.json.as_str());
                let events = match first {
                    true => vec![event, said],
                    false => vec![event],
                };
                Some((
                    futures_util::stream::iter(events.into_iter().map(Ok::<_, Infallible>)),
                    (frames, counted, false, frame.ended),
                ))
            }
        },
    );
    let stream = futures_util::StreamExt::flatten(stream);
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(keep_alive).event(alive))
        .into_response()
}

/// The live table over a WebSocket (`web/socket.rs`): the same frames as
/// the stream, under the same caps; a game another process drives, its
/// socket passed on.
pub(super) async fn socket<P: TableStore>(
    State(shared): State<Arc<Shared<P>>>,
    Path(token): Path<String>,
    peer: Option<Extension<Peer>>,
    keep: Option<Extension<Keep>>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let ws = super::super::socket::sized(ws);
    let keep_alive = shared.web.keep_alive;
    if let Ok(link) = shared.web.key.check(&token)
        && shared.web.tables.snapshot(link.game).await.is_err()
        && let Some(door) = shared.web.door(link.game, &headers).await
    {
        let from = client(&headers, peer.map(|p| p.0));
        let Some(counted) = Counted::take(&shared, &token, from) else {
            return too_many_pages(link.lang);
        };
        let path = format!("/api/{token}/socket");
        let passer = forward::Passer {
            mark: &shared.web.mark,
            from: &headers,
        };
        let frames = match forward::socket(&door, &path, keep_alive * 5 / 2, link.lang, passer).await {
            Ok(frames) => frames,
            Err(refusal) => return refusal,
        };
        return upgrade(ws, keep, counted, frames, keep_alive);
    }
    let (link, counted, rx) = match followed(&shared, &token, &headers, peer, format!("/api/{token}/socket")).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let frames = frames_of(&shared, link, rx);
    upgrade(ws, keep, counted, frames, keep_alive)
}

/// The page's socket, following `frames`: counted under the caps and among
/// the page's connections while it is open.
pub(super) fn upgrade<P: TableStore>(
    ws: WebSocketUpgrade,
    keep: Option<Extension<Keep>>,
    counted: Counted<P>,
    frames: impl futures_util::Stream<Item = Frame> + Send + 'static,
    keep_alive: Duration,
) -> Response {
    ws.on_upgrade(move |socket| async move {
        let _kept = keep.map(|k| k.0.busy());
        super::super::socket::follow(socket, frames, keep_alive).await;
        drop(counted);
    })
}
