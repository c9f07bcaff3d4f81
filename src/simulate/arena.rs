//! The arena's figures, for both games (`wizard::arena`, `dice::arena` play
//! them): points per round per level with a 95 % confidence interval, bid or
//! prediction accuracy, decision times, and the first level's paired
//! difference against the others.

use crate::bots::Level;

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
