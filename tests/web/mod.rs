//! The table as a web page and as an Activity, played against the fake
//! Discord (built into the `discord` test binary, which has the fake and the
//! driver; `cargo test --test discord web::` runs these alone): over HTTP,
//! tapped in headless Chromium, whole games, the felt, under attack.

pub mod activity;
pub mod attack;
pub mod browser;
pub mod over_http;
pub mod page_games;
pub mod table_page;
