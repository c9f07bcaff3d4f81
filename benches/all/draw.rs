//! Benchmark: time and size of each picture (#14) — the card table, the dice,
//! a Page, every Page, the score chart — drawn from states of random games
//! on one core: median and p99 per image, and bytes per image. Run with
//! `cargo bench --bench all -- draw`; without `--bench` (as `cargo test` runs it) it
//! draws a few of each only.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::time::{Duration, Instant};

use wizard_bot::engine::dice::{DiceSetup, DiceState, DiceView, Phase};
use wizard_bot::engine::wizard::{Variants, Viewer, WizardSetup, WizardState, WizardView};
use wizard_bot::pictures::{self, Picture};
use wizard_bot::text::catalogue::Lang;

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("Player number {}", i + 1)).collect()
}

/// Spectator views of random card games, every few steps.
fn card_views(games: usize) -> Vec<WizardView> {
    let mut rng = SmallRng::seed_from_u64(1);
    let mut views = Vec::new();
    for g in 0..games {
        let players = 3 + g % 4;
        let mut state = WizardState::new(WizardSetup::new(players, 0, Variants::default()).unwrap());
        let mut step = 0;
        while wizard_bot::simulate::wizard::random_step(&mut state, &mut rng, &mut Vec::new(), &mut |_| {}) {
            step += 1;
            if step % 9 == 0 {
                views.push(state.view(Viewer::Spectator));
            }
        }
        views.push(state.view(Viewer::Spectator));
    }
    views
}

/// Spectator views of random dice games with Magic Cards.
fn dice_views(games: usize) -> Vec<DiceView> {
    let mut rng = SmallRng::seed_from_u64(2);
    let mut views = Vec::new();
    for g in 0..games {
        let players = 2 + g % 4;
        let mut state = DiceState::new(DiceSetup::new(players, 0, 9, true).unwrap());
        while wizard_bot::simulate::dice::random_step(&mut state, &mut rng, &mut Vec::new(), None) {
            if !matches!(state.phase(), Phase::MagicCardDue | Phase::Throwing { .. }) {
                views.push(state.view(Viewer::Spectator));
            }
        }
    }
    views
}

/// Times `draw` over `inputs`, printing median, p99 and the bytes per image.
fn measure<T>(what: &str, inputs: &[T], draw: impl Fn(&T) -> Option<Picture>) {
    let mut times = Vec::with_capacity(inputs.len());
    let mut bytes = Vec::with_capacity(inputs.len());
    for input in inputs {
        let started = Instant::now();
        let picture = draw(input);
        times.push(started.elapsed());
        if let Some(p) = picture {
            bytes.push(p.png.len());
        }
    }
    times.sort();
    bytes.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{what:<12} {:>5} images  median {:>6.2} ms  p99 {:>6.2} ms  bytes median {:>7}  max {:>7}",
        times.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        bytes[bytes.len() / 2],
        bytes[bytes.len() - 1]
    );
}

pub fn main() {
    let full = crate::full();
    let (card_games, dice_games) = if full { (40, 60) } else { (2, 2) };
    let cards = card_views(card_games);
    let dice = dice_views(dice_games);
    let finished: Vec<&WizardView> = cards.iter().filter(|v| !v.history.is_empty()).collect();
    println!("pictures drawn on one core (`cargo bench --bench all -- draw`), English");
    measure("card table", &cards, |v| {
        pictures::card_table_of(v, &names(v.players), Lang::En)
    });
    measure("dice", &dice, |v| pictures::dice(v, &names(v.players), Lang::En));
    measure("page", &dice, |v| {
        pictures::page(v, v.seer, &names(v.players), Lang::En)
    });
    measure("end: every Page", &dice[..dice.len().min(300)], |v| {
        let pages = pictures::pages(v, &names(v.players), Lang::En);
        // Timed as one; their bytes together.
        let png = pages.into_iter().flat_map(|p| p.png).collect();
        Some(Picture {
            name: "pages".into(),
            png,
            description: String::new(),
        })
    });
    measure("score chart", &finished[..finished.len().min(300)], |v| {
        pictures::chart(&v.history, v.players, &names(v.players), Lang::En)
    });
}
