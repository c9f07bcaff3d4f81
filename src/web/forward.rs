//! A page of a game that another process drives (several processes on one
//! database, each driving its own shards' games): the process the page
//! reached passes each request to the one whose shard lease holds the game
//! and hands the answer back as it comes (the live stream included), so any
//! process serves any table while only its owner changes it. A request
//! passed once is never passed on again.

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The header that marks a request one process passed to another.
pub const PASSED: &str = "x-wizard-passed";

/// Whether another process passed this request here.
pub fn was_passed(headers: &HeaderMap) -> bool {
    headers.contains_key(PASSED)
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
) -> Response {
    let url = format!("{door}{path}");
    let mut request = match &body {
        Some(_) => http.post(&url).header(header::CONTENT_TYPE, "application/json"),
        None => http.get(&url),
    }
    .header(PASSED, "1");
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
