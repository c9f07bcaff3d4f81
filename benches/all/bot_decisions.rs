//! Benchmark: time per decision of the computer players, over the decisions
//! of whole 4-player games: the baselines (mean and slowest), and both
//! games' Normal and Hard levels (median, p95, p99, on one core) on the
//! positions of games Normal players play (dice with Magic Cards). Run with `cargo bench --bench all -- bot_decisions`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;
use wizard_bot::bots::{self, Level};
use wizard_bot::chance::{random_deal, random_faces, random_magic_card};
use wizard_bot::engine::ToAct;
use wizard_bot::engine::dice::{Chance, DiceSetup, DiceState, Phase};
use wizard_bot::engine::wizard::{Variants, WizardSetup, WizardState};

/// Plays baseline-only games; returns (decisions, time spent deciding, slowest decision).
fn card_games(games: u32, rng: &mut SmallRng) -> (u64, Duration, Duration) {
    let (mut n, mut total, mut worst) = (0u64, Duration::ZERO, Duration::ZERO);
    for _ in 0..games {
        let mut g = WizardState::new(WizardSetup::new(4, 0, Variants::default()).unwrap());
        loop {
            match g.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    let d = random_deal(g.setup(), g.round(), rng);
                    g.apply_deal(&d).unwrap();
                }
                due => {
                    let seat = due.seats().iter().next().unwrap();
                    let t = Instant::now();
                    let a = black_box(bots::wizard::decide(&g, seat)).unwrap();
                    let dt = t.elapsed();
                    (n, total, worst) = (n + 1, total + dt, worst.max(dt));
                    g.apply(seat, a).unwrap();
                }
            }
        }
    }
    (n, total, worst)
}

/// Draws the Magic Card or throws the dice that are due.
fn dice_chance(g: &mut DiceState, rng: &mut SmallRng) {
    let c = match *g.phase() {
        Phase::MagicCardDue => Chance::MagicCard(random_magic_card(g.drawn_magic_cards(), rng)),
        Phase::Throwing { dice } => Chance::Faces(random_faces(dice, rng)),
        _ => unreachable!("chance is due only for Magic Cards and throws"),
    };
    g.apply_chance(&c).unwrap();
}

fn dice_games(games: u32, rng: &mut SmallRng) -> (u64, Duration, Duration) {
    let (mut n, mut total, mut worst) = (0u64, Duration::ZERO, Duration::ZERO);
    for _ in 0..games {
        let mut g = DiceState::new(DiceSetup::new(4, 0, 9, true).unwrap());
        while !g.is_over() {
            if g.to_act() == ToAct::Chance {
                dice_chance(&mut g, rng);
                continue;
            }
            let seats = g.to_act().seats();
            let mut order: Vec<usize> = seats.iter().filter(|&s| s != g.seer()).collect();
            order.extend(seats.iter().filter(|&s| s == g.seer()));
            for seat in order {
                let t = Instant::now();
                let a = black_box(bots::dice::decide(&g, seat));
                let dt = t.elapsed();
                (n, total, worst) = (n + 1, total + dt, worst.max(dt));
                if let Some(a) = a {
                    g.apply(seat, a).unwrap();
                    break;
                }
            }
        }
    }
    (n, total, worst)
}

/// Normal plays 4-player card games; every decision is also timed at Hard.
/// Returns the decision times in microseconds: (Normal, Hard).
fn level_games(games: u32, rng: &mut SmallRng) -> (Vec<f64>, Vec<f64>) {
    let (mut normal, mut hard) = (Vec::new(), Vec::new());
    for g in 0..games {
        let mut state = WizardState::new(WizardSetup::new(4, 0, Variants::default()).unwrap());
        loop {
            match state.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    let d = random_deal(state.setup(), state.round(), rng);
                    state.apply_deal(&d).unwrap();
                }
                due => {
                    let seat = due.seats().iter().next().unwrap();
                    let seed = u64::from(g) << 32 | u64::from(state.version());
                    let t = Instant::now();
                    black_box(bots::wizard::decide_at(&state, seat, Level::Hard, seed));
                    hard.push(t.elapsed().as_secs_f64() * 1e6);
                    let t = Instant::now();
                    let a = black_box(bots::wizard::decide_at(&state, seat, Level::Normal, seed)).unwrap();
                    normal.push(t.elapsed().as_secs_f64() * 1e6);
                    state.apply(seat, a).unwrap();
                }
            }
        }
    }
    (normal, hard)
}

/// Normal plays 4-player dice games with Magic Cards; every decision is also
/// timed at Hard. Returns the decision times in microseconds: (Normal, Hard).
fn dice_level_games(games: u32, rng: &mut SmallRng) -> (Vec<f64>, Vec<f64>) {
    let (mut normal, mut hard) = (Vec::new(), Vec::new());
    for _ in 0..games {
        let mut g = DiceState::new(DiceSetup::new(4, 0, 9, true).unwrap());
        while !g.is_over() {
            if g.to_act() == ToAct::Chance {
                dice_chance(&mut g, rng);
                continue;
            }
            // After a roll the others decide first (leave or stay), then the Seer.
            let seats = g.to_act().seats();
            let mut order: Vec<usize> = seats.iter().filter(|&s| s != g.seer()).collect();
            if *g.phase() == Phase::AfterRoll {
                order = g.in_round().iter().filter(|&s| s != g.seer()).collect();
                order.push(g.seer());
            } else {
                order.extend(seats.iter().filter(|&s| s == g.seer()));
            }
            for seat in order {
                if g.legal_actions(seat).is_empty() {
                    continue;
                }
                let t = Instant::now();
                black_box(bots::dice::decide_at(&g, seat, Level::Hard));
                hard.push(t.elapsed().as_secs_f64() * 1e6);
                let t = Instant::now();
                let a = black_box(bots::dice::decide_at(&g, seat, Level::Normal));
                normal.push(t.elapsed().as_secs_f64() * 1e6);
                if let Some(a) = a {
                    g.apply(seat, a).unwrap();
                    break;
                }
            }
        }
    }
    (normal, hard)
}

fn quantile(times: &mut [f64], q: f64) -> f64 {
    times.sort_by(f64::total_cmp);
    times
        .get(((times.len() as f64 - 1.0) * q).round() as usize)
        .copied()
        .unwrap_or(0.0)
}

pub fn main() {
    let games = if crate::full() { 2_000 } else { 20 };
    let mut rng = SmallRng::seed_from_u64(5);
    for (label, (n, total, worst)) in [
        ("card game", card_games(games, &mut rng)),
        ("dice (Magic Cards)", dice_games(games, &mut rng)),
    ] {
        println!(
            "{label} baseline: {n} decisions, mean {:.2} µs, slowest {:.1} µs",
            total.as_secs_f64() * 1e6 / n as f64,
            worst.as_secs_f64() * 1e6
        );
    }
    let (mut normal, mut hard) = level_games(games.min(30), &mut rng);
    let (mut dice_normal, mut dice_hard) = dice_level_games(games.min(100), &mut rng);
    for (label, times) in [
        ("card game Normal", &mut normal),
        ("card game Hard", &mut hard),
        ("dice Normal", &mut dice_normal),
        ("dice Hard", &mut dice_hard),
    ] {
        println!(
            "{label}: {} decisions, median {:.0} µs, p95 {:.0} µs, p99 {:.0} µs",
            times.len(),
            quantile(times, 0.5),
            quantile(times, 0.95),
            quantile(times, 0.99)
        );
    }
}
