//! The Rust the project says it needs (`rust-version` in Cargo.toml) is the
//! Rust its locked dependencies need: never less (a build on that Rust would
//! fail in a dependency), never more than the newest of them asks (it would
//! turn people away for nothing, unless our own code needs more).

use serde_json::Value;

/// `major.minor` of a version written `1.94` or `1.94.0`.
fn minor(v: &str) -> Option<(u32, u32)> {
    let mut parts = v.split('.');
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
}

#[test]
fn rust_version_is_what_the_locked_dependencies_need() {
    let out = std::process::Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--locked"])
        .output()
        .expect("cargo metadata runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let meta: Value = serde_json::from_slice(&out.stdout).expect("cargo metadata's JSON");
    let packages = meta["packages"].as_array().expect("packages");
    let ours = packages
        .iter()
        .find(|p| p["name"] == "wizard-bot")
        .and_then(|p| p["rust_version"].as_str())
        .and_then(minor)
        .expect("Cargo.toml says rust-version");
    // The dependencies the build resolves (every platform's: the lock file's).
    let (needs, who) = packages
        .iter()
        .filter(|p| p["name"] != "wizard-bot")
        .filter_map(|p| Some((minor(p["rust_version"].as_str()?)?, p["name"].as_str()?.to_string())))
        .max()
        .expect("dependencies that say their Rust");
    assert!(
        ours >= needs,
        "rust-version {ours:?} is older than {who} needs ({needs:?}): say {}.{}",
        needs.0,
        needs.1
    );
    assert_eq!(
        ours, needs,
        "rust-version {ours:?} asks for more than any dependency ({who}: {needs:?}); say why in Cargo.toml or lower it"
    );
}
