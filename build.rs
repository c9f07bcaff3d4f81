//! Tells cargo to rebuild when a migration changes: `sqlx::migrate!` embeds
//! the files at compile time, and cargo does not otherwise look at them.

fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
