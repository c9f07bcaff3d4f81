//! Benchmark: full random 4-player card games per second on one thread, from
//! the first deal to the final score, through the engine's public API.
//! Run with `cargo bench --bench all -- wizard_games`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use wizard_bot::engine::wizard::{Variants, WizardSetup};
use wizard_bot::simulate::random_game;

fn measure(label: &str, setup: WizardSetup, budget: Duration, warm_up: u32) {
    let mut rng = SmallRng::seed_from_u64(7);
    // Warm up caches and branch predictors.
    for _ in 0..warm_up {
        black_box(random_game(setup, &mut rng));
    }
    let start = Instant::now();
    let mut games = 0u64;
    while games == 0 || start.elapsed() < budget {
        for _ in 0..1_000 {
            black_box(random_game(setup, &mut rng));
        }
        games += 1_000;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{label}: {games} games in {secs:.2} s = {:.0} games/s ({:.2} µs/game)",
        games as f64 / secs,
        secs * 1e6 / games as f64
    );
}

pub fn main() {
    // `cargo test --benches` runs this without `--bench`: then one batch of
    // 1,000 games and no warm-up, a fixed amount of work (also for callgrind).
    let quick = !crate::full();
    let (budget, warm_up) = if quick {
        (Duration::ZERO, 0)
    } else {
        (Duration::from_secs(5), 2_000)
    };
    let plain = WizardSetup::new(4, 0, Variants::default()).expect("valid setup");
    measure("wizard 4 players, no variants", plain, budget, warm_up);
    let pm = Variants {
        plus_minus_one: true,
        ..Variants::default()
    };
    measure(
        "wizard 4 players, plus/minus one",
        WizardSetup::new(4, 0, pm).expect("valid setup"),
        budget,
        warm_up,
    );
}
