//! The card game's arena: whole card games between computer levels, the
//! lineup rotated one seat each game so no level keeps a seat's advantage.

use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::bots::wizard::{decide_at, ismcts};
use crate::chance::random_deal;
use crate::engine::wizard::{Variants, WizardSetup, WizardState};
use crate::engine::{ToAct, Viewer};
use crate::simulate::arena::{Arena, Contender, figures};

/// Plays `games` card games with `lineup` (one level per seat, 3–6 seats),
/// game `g` rotated by `g` seats and dealt from `seed + g`. Reproducible for a
/// seed (the decision times aside).
pub fn wizard_arena(lineup: &[Contender], games: usize, seed: u64, variants: Variants) -> Result<Arena, String> {
    let n = lineup.len();
    let mut arena = Arena::for_lineup(lineup);
    let first = lineup[0];
    for g in 0..games {
        let level_of = |seat: usize| lineup[(seat + g) % n];
        let setup = WizardSetup::new(n, g % n, variants).map_err(|e| e.to_string())?;
        let mut state = WizardState::new(setup);
        let mut rng = SmallRng::seed_from_u64(seed.wrapping_add(g as u64));
        let mut events = Vec::with_capacity(8);
        let mut scored = 0;
        loop {
            events.clear();
            let seat = match state.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    let deal = random_deal(state.setup(), state.round(), &mut rng);
                    state.apply_deal_into(&deal, &mut events).map_err(|e| e.to_string())?;
                    continue;
                }
                ToAct::Seat(s) => s,
                // Covered and secret bids: in seat order (nobody sees the others' bids anyway).
                ToAct::Seats(seats) => seats.iter().next().ok_or("nobody to act")?,
            };
            let level = level_of(seat);
            let started = Instant::now();
            let decision_seed = seed ^ ((g as u64) << 32) ^ u64::from(state.version());
            let action = match level {
                Contender::Level(l) => decide_at(&state, seat, l, decision_seed),
                Contender::Ismcts => {
                    let mut rng = SmallRng::seed_from_u64(decision_seed);
                    ismcts::decide(&state.view(Viewer::Seat(seat)), &mut rng)
                }
            }
            .ok_or("a due seat did not decide")?;
            let us = started.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
            figures(&mut arena.levels, level).decision_us.push(us);
            state.apply_into(seat, action, &mut events).map_err(|e| e.to_string())?;
            // Each scored round: points and accuracy per level, and the paired difference.
            while scored < state.history().len() {
                let r = &state.history()[scored];
                scored += 1;
                let seats: Vec<(Contender, f64, bool)> = (0..n)
                    .map(|s| (level_of(s), f64::from(r.scores[s]), r.bids[s] == r.tricks[s]))
                    .collect();
                arena.round(first, &seats);
            }
        }
    }
    Ok(arena)
}
