//! The arena: whole card games between computer levels, the lineup rotated
//! one seat each game so no level keeps a seat's advantage. It measures what
//! the strength targets name: points per round per level with a 95 %
//! confidence interval, bid accuracy, and decision times.

use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::bots::Level;
use crate::bots::wizard::decide_at;
use crate::chance::random_deal;
use crate::engine::ToAct;
use crate::engine::wizard::{Variants, WizardSetup, WizardState};

/// What one level did over the arena's games.
#[derive(Clone, Debug, Default)]
pub struct LevelFigures {
    /// Seat-rounds played by this level.
    pub rounds: u64,
    pub points: f64,
    pub(super) points_sq: f64,
    /// Rounds in which the bid (or the dice prediction) was exactly made.
    pub exact: u64,
    /// Microseconds per decision.
    pub decision_us: Vec<u32>,
}

impl LevelFigures {
    pub fn mean(&self) -> f64 {
        if self.rounds == 0 {
            0.0
        } else {
            self.points / self.rounds as f64
        }
    }

    /// Half the width of the 95 % confidence interval of the mean.
    pub fn ci95(&self) -> f64 {
        if self.rounds < 2 {
            return f64::INFINITY;
        }
        let n = self.rounds as f64;
        let var = (self.points_sq - self.points * self.points / n) / (n - 1.0);
        1.96 * (var.max(0.0) / n).sqrt()
    }

    pub fn accuracy(&self) -> f64 {
        if self.rounds == 0 {
            0.0
        } else {
            self.exact as f64 / self.rounds as f64
        }
    }

    /// The decision time at quantile `q` (0–1), in microseconds.
    pub fn decision_quantile(&self, q: f64) -> u32 {
        let mut t = self.decision_us.clone();
        t.sort_unstable();
        t.get(((t.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(0)
    }
}

/// The arena's result: figures per level, and per round the first level's
/// average minus the others' (the paired difference the targets are about).
#[derive(Clone, Debug, Default)]
pub struct Arena {
    pub levels: Vec<(Level, LevelFigures)>,
    pub difference: LevelFigures,
}

impl Arena {
    /// An arena with a row for each level of `lineup`, in lineup order.
    pub(super) fn for_lineup(lineup: &[Level]) -> Arena {
        let mut arena = Arena::default();
        for &l in lineup {
            figures(&mut arena.levels, l);
        }
        arena
    }

    /// One scored round: each seat's points and whether it was exact, under
    /// the level playing it; and, when levels are mixed, the first level's
    /// average minus the others'.
    pub(super) fn round(&mut self, first: Level, seats: &[(Level, f64, bool)]) {
        let (mut mine, mut same, mut theirs, mut others) = (0.0, 0, 0.0, 0);
        for &(level, points, exact) in seats {
            let f = figures(&mut self.levels, level);
            add(f, points);
            f.exact += u64::from(exact);
            if level == first {
                mine += points;
                same += 1;
            } else {
                theirs += points;
                others += 1;
            }
        }
        if others > 0 {
            add(
                &mut self.difference,
                mine / f64::from(same) - theirs / f64::from(others),
            );
        }
    }
}

pub(super) fn figures(levels: &mut Vec<(Level, LevelFigures)>, level: Level) -> &mut LevelFigures {
    match levels.iter().position(|(l, _)| *l == level) {
        Some(i) => &mut levels[i].1,
        None => {
            levels.push((level, LevelFigures::default()));
            &mut levels.last_mut().expect("just pushed").1
        }
    }
}

pub(super) fn add(f: &mut LevelFigures, points: f64) {
    f.rounds += 1;
    f.points += points;
    f.points_sq += points * points;
}

/// Plays `games` card games with `lineup` (one level per seat, 3–6 seats),
/// game `g` rotated by `g` seats and dealt from `seed + g`. Reproducible for a
/// seed (the decision times aside).
pub fn wizard_arena(lineup: &[Level], games: usize, seed: u64, variants: Variants) -> Result<Arena, String> {
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
            let action = decide_at(&state, seat, level, decision_seed).ok_or("a due seat did not decide")?;
            let us = started.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
            figures(&mut arena.levels, level).decision_us.push(us);
            state.apply_into(seat, action, &mut events).map_err(|e| e.to_string())?;
            // Each scored round: points and accuracy per level, and the paired difference.
            while scored < state.history().len() {
                let r = &state.history()[scored];
                scored += 1;
                let seats: Vec<(Level, f64, bool)> = (0..n)
                    .map(|s| (level_of(s), f64::from(r.scores[s]), r.bids[s] == r.tricks[s]))
                    .collect();
                arena.round(first, &seats);
            }
        }
    }
    Ok(arena)
}

/// The arena's figures as the note reports them.
pub fn report(game: &str, lineup: &[Level], games: usize, seed: u64, arena: &Arena) -> String {
    let names: Vec<&str> = lineup.iter().map(|l| l.as_str()).collect();
    let mut out = format!("arena: {game}, seats {}, {games} games, seed {seed}\n", names.join(","));
    for (level, f) in &arena.levels {
        out += &format!(
            "{:<6} points/round {:+7.2} ± {:.2} (95 %, {} seat-rounds)  {} {:5.1} %  decision p50 {} µs p95 {} µs p99 {} µs\n",
            level.as_str(),
            f.mean(),
            f.ci95(),
            f.rounds,
            if game == "dice" {
                "exact predictions"
            } else {
                "bid accuracy"
            },
            100.0 * f.accuracy(),
            f.decision_quantile(0.5),
            f.decision_quantile(0.95),
            f.decision_quantile(0.99),
        );
    }
    if arena.difference.rounds > 0 {
        out += &format!(
            "{} minus the others, per round: {:+.2} ± {:.2} (95 %, {} rounds)\n",
            lineup[0].as_str(),
            arena.difference.mean(),
            arena.difference.ci95(),
            arena.difference.rounds
        );
    }
    out
}
