//! Talking to Discord beyond serenity's own calls: raw requests serenity 0.12
//! lacks, retries of requests that failed on the way, the rate-limit budget,
//! and reading a request Discord refused.

pub mod budget;
pub mod rest;
pub mod retry;
pub mod unreadable;
