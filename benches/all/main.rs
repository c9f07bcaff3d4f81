//! Every benchmark, one program: `cargo bench --bench all -- NAME…` runs the
//! named ones (`cargo bench --bench all` runs them all), each with its
//! measure at full size; built without `--bench` (as `cargo test --benches`
//! runs it) each is a short run that checks it works. Each file here says what
//! it measures and how to run it.

#[path = "../../tests/support/databases.rs"]
mod databases;
#[path = "../../tests/e2e/mod.rs"]
mod e2e;
#[path = "../../tests/fake_discord/mod.rs"]
mod fake_discord;

mod analysis;
mod bot_decisions;
mod daily;
mod dice_games;
mod discord_latency;
mod draw;
mod ratings;
mod rollover;
mod scale;
mod tables;
mod turn_games;
mod turns;
mod web;
mod wizard_games;

/// The benchmarks by name, in the order they run. `scale` comes first: it
/// sets a variable of the environment before any other thread is started.
const BENCHMARKS: [(&str, fn()); 14] = [
    ("scale", scale::main),
    ("wizard_games", wizard_games::main),
    ("dice_games", dice_games::main),
    ("bot_decisions", bot_decisions::main),
    ("tables", tables::main),
    ("turns", turns::main),
    ("turn_games", turn_games::main),
    ("daily", daily::main),
    ("analysis", analysis::main),
    ("rollover", rollover::main),
    ("ratings", ratings::main),
    ("draw", draw::main),
    ("discord_latency", discord_latency::main),
    ("web", web::main),
];

/// Whether this is `cargo bench` (each at full size), not a short run that
/// checks it works.
pub fn full() -> bool {
    std::env::args().any(|a| a == "--bench")
}

/// Runs a benchmark's tables, sockets and stores on a runtime of their own.
pub fn block_on<F: std::future::Future>(f: F) -> F::Output {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(f)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Words that are not a flag or a flag's value name benchmarks.
    let named: Vec<&str> = args
        .iter()
        .enumerate()
        .filter(|(i, a)| !a.starts_with('-') && (*i == 0 || args[i - 1] != "--pages"))
        .map(|(_, a)| a.as_str())
        .collect();
    if let Some(unknown) = named.iter().find(|n| BENCHMARKS.iter().all(|(name, _)| name != *n)) {
        let names: Vec<&str> = BENCHMARKS.iter().map(|(name, _)| *name).collect();
        eprintln!("no benchmark is called {unknown}: {}", names.join(", "));
        std::process::exit(2);
    }
    for (name, run) in BENCHMARKS {
        if named.is_empty() || named.contains(&name) {
            // On stderr: `web` runs this program again for its pages, whose
            // stdout it reads (and that run says nothing of its own).
            if !args.iter().any(|a| a == "--pages") {
                eprintln!("== {name}");
            }
            run();
        }
    }
}
