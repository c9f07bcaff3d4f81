//! A refusal of the page's: a plain page in the link's language for a
//! person, JSON (`{"refused": why}`) for the page's script under `/api/`.

use axum::Json;
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use serde_json::json;

use crate::text::catalogue::Lang;

/// Who reads a refusal: a person (a page), or the page's script (JSON).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum To {
    Person,
    Script,
}

impl To {
    pub fn of(path: &str) -> To {
        match path.starts_with("/api/") {
            true => To::Script,
            false => To::Person,
        }
    }
}

/// Text made safe to stand in a page's HTML.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// A refusal: a plain page in `lang` with `why` (and `lines` below it), or
/// for the page's script `{"refused": why}`.
pub fn refused_as(to: To, status: StatusCode, lang: Lang, why: &str, lines: &[String]) -> Response {
    match to {
        To::Script => (status, Json(json!({"refused": why}))).into_response(),
        To::Person => {
            let more: String = lines
                .iter()
                .map(|l| format!("<li><bdi>{}</bdi></li>", escaped(l)))
                .collect();
            let list = match more.is_empty() {
                true => String::new(),
                false => format!("<ol style='list-style:none;padding:0'>{more}</ol>"),
            };
            let body = format!(
                "<!doctype html><html lang='{}'><meta charset=utf-8><meta name=viewport content='width=device-width'>\
                 <title>Wizard</title><body style='font:18px sans-serif;margin:2em'><p>{}</p>{list}</body></html>",
                lang.code(),
                escaped(why)
            );
            (status, [(header::CACHE_CONTROL, "no-store")], Html(body)).into_response()
        }
    }
}

/// A refusal with nothing more to say than why.
pub fn refused(to: To, status: StatusCode, lang: Lang, why: &str) -> Response {
    refused_as(to, status, lang, why, &[])
}
