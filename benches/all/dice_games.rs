//! Benchmark: full random 4-player Wizard Dice games per second on one
//! thread, with and without Magic Cards, through the engine's public API.
//! Run with `cargo bench --bench all -- dice_games`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use wizard_bot::engine::dice::DiceSetup;
use wizard_bot::simulate::dice::random_game;

fn measure(label: &str, setup: DiceSetup, budget: Duration, warm_up: u32) {
    let mut rng = SmallRng::seed_from_u64(7);
    for _ in 0..warm_up {
        black_box(random_game(setup, &mut rng));
    }
    let start = Instant::now();
    let mut games = 0u64;
    let mut rounds = 0u64;
    while games == 0 || start.elapsed() < budget {
        for _ in 0..1_000 {
            rounds += black_box(random_game(setup, &mut rng)).history().len() as u64;
        }
        games += 1_000;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{label}: {games} games in {secs:.2} s = {:.0} games/s ({:.2} µs/game, {:.1} rounds/game)",
        games as f64 / secs,
        secs * 1e6 / games as f64,
        rounds as f64 / games as f64
    );
}

pub fn main() {
    // Without `--bench` (as under `cargo test --benches`): one batch, no warm-up.
    let quick = !crate::full();
    let (budget, warm_up) = if quick {
        (Duration::ZERO, 0)
    } else {
        (Duration::from_secs(5), 2_000)
    };
    for magic in [false, true] {
        let setup = DiceSetup::new(4, 0, 9, magic).expect("valid setup");
        let label = if magic {
            "dice 4 players, Magic Cards"
        } else {
            "dice 4 players, no Magic Cards"
        };
        measure(label, setup, budget, warm_up);
    }
}
