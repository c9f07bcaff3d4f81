//! Tidy checks as one small test binary: the source tree's rules, the message
//! catalogues, a language added in all its places, and the docs kept true.
//! `cargo test --test tidy` runs them all.

mod architecture;
mod catalogue;
mod cycles;
mod docs;
mod toolchain;
mod translating;
