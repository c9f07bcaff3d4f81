//! A page of a game that another process drives (several processes on one
//! database, each driving its own shards' games): the process the page
//! reached passes each request to the one whose shard lease holds the game
//! and hands the answer back as it comes (the live stream and the socket
//! included), so any process serves any table while only its owner changes
//! it. A request passed once is never passed on again.

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The header that marks a request one process passed to another: its
/// value the key's `passed_mark`, so no one else can pass for a process.
pub const PASSED: &str = "x-wizard-passed";

/// Whether another process of this bot passed this request here (`mark`:
/// the key's `passed_mark`).
pub fn was_passed(headers: &HeaderMap, mark: &str) -> bool {
    headers
        .get(PASSED)
        .is_some_and(|v| bool::from(subtle::ConstantTimeEq::ct_eq(v.as_bytes(), mark.as_bytes())))
}

/// Who passes a request on: the mark of the bot's processes, and the
/// request as it came (its `X-Forwarded-For` the person's address, as this
/// process settled it).
pub struct Passer<'a> {
    pub mark: &'a str,
    pub from: &'a HeaderMap,
}

impl Passer<'_> {
    /// The headers a passed request carries: the mark, and the address the
    /// person's request came from (the one this process counted it under),
    /// which the other process then counts it under too.
    fn headers(&self) -> Vec<(&'static str, String)> {
        let mut h = vec![(PASSED, self.mark.to_string())];
        if let Some(v) = self.from.get("x-forwarded-for").and_then(|v| v.to_str().ok()) {
            h.push(("x-forwarded-for", v.to_string()));
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
    for (name, value) in passer.headers() {
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
    for (name, value) in passer.headers() {
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

    #[test]
    fn only_the_bots_own_processes_can_pass_a_request() {
        let mark = LinkKey::new(Some("the bot's"), b"").passed_mark();
        let with = |v: &str| {
            let mut h = HeaderMap::new();
            h.insert(PASSED, HeaderValue::from_str(v).unwrap());
            h
        };
        assert!(was_passed(&with(&mark), &mark));
        assert!(!was_passed(&with("1"), &mark), "anyone's header");
        let others = LinkKey::new(Some("another bot's"), b"").passed_mark();
        assert!(!was_passed(&with(&others), &mark), "another bot's processes");
        assert!(!was_passed(&HeaderMap::new(), &mark));
    }
}
