//! A page of a game that another process drives (several processes on one
//! database, each driving its own shards' games): the process the page
//! reached passes each request to the one whose shard lease holds the game
//! and hands the answer back as it comes (the live stream and the socket
//! included), so any process serves any table while only its owner changes
//! it. A request passed once is never passed on again.

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The header that marks a request one process passed to another: made
/// from the key's `passed_mark` for that request alone (`mark_for`), so no
/// one else can pass for a process, and a mark seen once is good for
/// nothing else: another path, another address or a minute later.
pub const PASSED: &str = "x-wizard-passed";

/// How long a mark is good for after it was made: a passed request reaches
/// the other process at once, and the processes' clocks differ by less.
pub const MARK_GOOD_FOR_MS: i64 = 30_000;

/// The mark of a request for `path`, from address `from`, passed at
/// `at_ms` by a process holding `secret` (the key's `passed_mark`):
/// `AT.SIGNATURE`.
pub fn mark_for(secret: &str, at_ms: i64, from: &str, path: &str) -> String {
    use hmac::{Hmac, Mac};
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key length");
    mac.update(format!("{at_ms}\n{from}\n{path}").as_bytes());
    let signature: String = mac
        .finalize()
        .into_bytes()
        .iter()
        .take(16)
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("{at_ms}.{signature}")
}

/// Whether another process of this bot passed this request for `path`
/// here, within `MARK_GOOD_FOR_MS` of `now_ms` (`secret`: the key's
/// `passed_mark`). The address it vouches for is the request's
/// `X-Forwarded-For`, as the passing process wrote it.
pub fn was_passed(headers: &HeaderMap, path: &str, secret: &str, now_ms: i64) -> bool {
    let Some(mark) = headers.get(PASSED).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let Some(at) = mark.split_once('.').and_then(|(at, _)| at.parse::<i64>().ok()) else {
        return false;
    };
    if (now_ms - at).abs() > MARK_GOOD_FOR_MS {
        return false;
    }
    let from = forwarded_for(headers).unwrap_or_default();
    let expected = mark_for(secret, at, from, path);
    bool::from(subtle::ConstantTimeEq::ct_eq(mark.as_bytes(), expected.as_bytes()))
}

/// The request's `X-Forwarded-For` as one value: its last line, when a
/// client sent one of its own before the proxy's.
pub fn forwarded_for(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|v| v.to_str().ok())
}

/// Who passes a request on: the mark of the bot's processes, and the
/// request as it came (its `X-Forwarded-For` the person's address, as this
/// process settled it).
pub struct Passer<'a> {
    pub mark: &'a str,
    pub from: &'a HeaderMap,
}

impl Passer<'_> {
    /// The headers a request for `path` passed on carries: the address the
    /// person's request came from (the one this process counted it under),
    /// which the other process then counts it under too, and the mark that
    /// vouches for it.
    fn headers(&self, path: &str) -> Vec<(&'static str, String)> {
        let from = forwarded_for(self.from).unwrap_or_default();
        let mark = mark_for(self.mark, crate::table::model::wall_ms(), from, path);
        let mut h = vec![(PASSED, mark)];
        if !from.is_empty() {
            h.push(("x-forwarded-for", from.to_string()));
        }
        h
    }
}

/// `path` (with its link) asked of the process at `door`; its answer, or a
/// 502 in `lang` when that process cannot be reached.
pub async fn pass(
    http: &reqwest::Client,
    door: &str,
    path: &str,
    body: Option<Bytes>,
    live: bool,
    lang: crate::text::catalogue::Lang,
    passer: Passer<'_>,
) -> Response {
    let url = format!("{door}{path}");
    let mut request = match &body {
        Some(_) => http.post(&url).header(header::CONTENT_TYPE, "application/json"),
        None => http.get(&url),
    };
    for (name, value) in passer.headers(path) {
        request = request.header(name, value);
    }
    if !live {
        request = request.timeout(std::time::Duration::from_secs(15));
    }
    if let Some(body) = body {
        request = request.body(body);
    }
    match request.send().await {
        Ok(answer) => {
            let status = StatusCode::from_u16(answer.status().as_u16()).unwrap_or(StatusCode::BAD_GATEWAY);
            let mut headers = HeaderMap::new();
            for name in [header::CONTENT_TYPE, header::CACHE_CONTROL] {
                if let Some(v) = answer
                    .headers()
                    .get(name.as_str())
                    .and_then(|v| HeaderValue::from_bytes(v.as_bytes()).ok())
                {
                    headers.insert(name, v);
                }
            }
            (status, headers, Body::from_stream(answer.bytes_stream())).into_response()
        }
        Err(e) => {
            // The link is in the path: only the door is logged.
            tracing::warn!(door, error = %e.without_url(), "could not reach the process that drives a page's game");
            let to = super::refusal::To::of(path);
            let why = crate::t!(lang, "web-unreachable");
            super::refusal::refused_as(to, StatusCode::BAD_GATEWAY, lang, &why, &[])
        }
    }
}

/// The socket of `path` at the process at `door`, as the frames it sends
/// (its keep-alives left out: the page hears this process's own), to pass
/// on to a page's socket, ending when it ends or says nothing, not even a
/// keep-alive, for `quiet`; that process's refusal, or a 502 in `lang` when
/// it cannot be reached.
pub async fn socket(
    door: &str,
    path: &str,
    quiet: std::time::Duration,
    lang: crate::text::catalogue::Lang,
    passer: Passer<'_>,
) -> Result<impl futures_util::Stream<Item = super::live::Frame> + Send + use<>, Response> {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::{self, Message, client::IntoClientRequest};

    let to = super::refusal::To::Script;
    let unreachable = |e: &dyn std::fmt::Display| {
        // The link is in the path: only the door is logged.
        tracing::warn!(door, error = %e, "could not reach the process that drives a page's game");
        let why = crate::t!(lang, "web-unreachable");
        super::refusal::refused_as(to, StatusCode::BAD_GATEWAY, lang, &why, &[])
    };
    // http:// → ws://, https:// → wss:// (anything else: refused by the request).
    let url = format!("{}{path}", door.replacen("http", "ws", 1));
    let mut request = url.into_client_request().map_err(|e| unreachable(&e.to_string()))?;
    for (name, value) in passer.headers(path) {
        if let Ok(v) = HeaderValue::from_str(&value) {
            request.headers_mut().insert(name, v);
        }
    }
    let connecting = tokio_tungstenite::connect_async(request);
    let stream = match tokio::time::timeout(std::time::Duration::from_secs(15), connecting).await {
        Ok(Ok((stream, _))) => stream,
        // Its own refusal (the game ended, too many pages …), handed back as it is.
        Ok(Err(tungstenite::Error::Http(answer))) => {
            let status = StatusCode::from_u16(answer.status().as_u16()).unwrap_or(StatusCode::BAD_GATEWAY);
            let mut headers = HeaderMap::new();
            if let Some(v) = answer.headers().get(header::CONTENT_TYPE.as_str())
                && let Ok(v) = HeaderValue::from_bytes(v.as_bytes())
            {
                headers.insert(header::CONTENT_TYPE, v);
            }
            let body = answer.body().clone().unwrap_or_default();
            return Err((status, headers, body).into_response());
        }
        Ok(Err(e)) => return Err(unreachable(&e.to_string())),
        Err(elapsed) => return Err(unreachable(&elapsed)),
    };
    // Each message within `quiet` of the last, or the end.
    let heard = futures_util::stream::unfold(stream, move |mut stream| async move {
        match tokio::time::timeout(quiet, stream.next()).await {
            Ok(Some(m)) => Some((m, stream)),
            Ok(None) | Err(_) => None,
        }
    });
    Ok(heard.take_while(|m| std::future::ready(m.is_ok())).filter_map(|m| {
        std::future::ready(match m {
            Ok(Message::Text(t)) if !t.as_str().starts_with("{\"alive\"") => {
                Some(super::live::Frame::table(t.as_str().into(), false))
            }
            _ => None,
        })
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::links::LinkKey;

    const PATH: &str = "/api/tok/move";

    fn with(mark: &str, from: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(PASSED, HeaderValue::from_str(mark).unwrap());
        for f in from {
            h.append("x-forwarded-for", HeaderValue::from_str(f).unwrap());
        }
        h
    }

    #[test]
    fn only_the_bots_own_processes_can_pass_a_request() {
        let secret = LinkKey::new(Some("the bot's"), b"").passed_mark();
        let now = 1_700_000_000_000;
        let mark = mark_for(&secret, now, "203.0.113.9", PATH);
        assert!(was_passed(&with(&mark, &["203.0.113.9"]), PATH, &secret, now + 500));
        assert!(
            !was_passed(&with("1", &["203.0.113.9"]), PATH, &secret, now),
            "anyone's header"
        );
        assert!(
            !was_passed(&with(&secret, &["203.0.113.9"]), PATH, &secret, now),
            "the secret itself"
        );
        let others = LinkKey::new(Some("another bot's"), b"").passed_mark();
        let theirs = mark_for(&others, now, "203.0.113.9", PATH);
        assert!(
            !was_passed(&with(&theirs, &["203.0.113.9"]), PATH, &secret, now),
            "another bot's processes"
        );
        assert!(!was_passed(&HeaderMap::new(), PATH, &secret, now));
    }

    /// A mark seen once (in a log, on the wire) is replayed: for another
    /// address, another path or after it expired, it vouches for nothing.
    #[test]
    fn a_mark_is_bound_to_its_address_its_path_and_its_time() {
        let secret = LinkKey::new(Some("the bot's"), b"").passed_mark();
        let now = 1_700_000_000_000;
        let mark = mark_for(&secret, now, "203.0.113.9", PATH);
        assert!(
            !was_passed(&with(&mark, &["198.51.100.7"]), PATH, &secret, now),
            "another address"
        );
        assert!(!was_passed(&with(&mark, &[]), PATH, &secret, now), "no address");
        assert!(
            !was_passed(&with(&mark, &["203.0.113.9"]), "/api/tok/rematch", &secret, now),
            "another path"
        );
        let late = now + MARK_GOOD_FOR_MS + 1;
        assert!(
            !was_passed(&with(&mark, &["203.0.113.9"]), PATH, &secret, late),
            "expired"
        );
        let early = now - MARK_GOOD_FOR_MS - 1;
        assert!(
            !was_passed(&with(&mark, &["203.0.113.9"]), PATH, &secret, early),
            "from the future"
        );
        // The last X-Forwarded-For line is the one vouched for.
        assert!(was_passed(
            &with(&mark, &["6.6.6.6", "203.0.113.9"]),
            PATH,
            &secret,
            now
        ));
        assert!(!was_passed(
            &with(&mark, &["203.0.113.9", "6.6.6.6"]),
            PATH,
            &secret,
            now
        ));
        // Made anew, with the address it passes, by `Passer`.
        let person = with("x", &["203.0.113.9"]);
        let passer = Passer {
            mark: &secret,
            from: &person,
        };
        let headers: HeaderMap = passer
            .headers(PATH)
            .into_iter()
            .map(|(n, v)| {
                (
                    axum::http::HeaderName::from_static(n),
                    HeaderValue::from_str(&v).unwrap(),
                )
            })
            .collect();
        assert!(was_passed(&headers, PATH, &secret, crate::table::model::wall_ms()));
    }
}
