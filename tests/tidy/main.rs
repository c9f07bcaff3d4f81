//! Tidy checks as one small test binary: the source tree's rules and the
//! message catalogues. `cargo test --test tidy` runs both.

mod architecture;
mod catalogue;
