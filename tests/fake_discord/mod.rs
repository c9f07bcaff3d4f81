//! Test support for the fake Discord of the end-to-end tests (issue #5): what
//! it holds every request to. `spec` validates request bodies against
//! Discord's own OpenAPI description; `limits` checks the platform rules the
//! description does not encode; `emoji` keeps the application's own emoji.
#![allow(dead_code)]

pub mod emoji;
pub mod gateway;
pub mod limits;
pub mod multipart;
pub mod oauth;
pub mod server;
pub mod spec;
