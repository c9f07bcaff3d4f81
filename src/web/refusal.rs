//! A refusal of the page's: a plain page in the link's language for a
//! person, JSON (`{"refused": why}`) for the page's script under `/api/`.

use axum::Json;
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use serde::Serialize;

use crate::text::catalogue::Lang;

/// A refusal as the page's script reads it: why (in the viewer's language),
/// and where there is one, the table as the refusal found it; a game past its
/// day says it `ended`, with its final standings as lines.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Refusal {
    pub refused: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<super::view::PageState>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub ended: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub standings: Vec<String>,
}

impl Refusal {
    pub fn why(refused: impl Into<String>) -> Refusal {
        Refusal {
            refused: refused.into(),
            ..Refusal::default()
        }
    }

    /// The refusal answered with `status`.
    pub fn answer(self, status: StatusCode) -> Response {
        (status, Json(self)).into_response()
    }
}

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
        To::Script => Refusal::why(why).answer(status),
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
