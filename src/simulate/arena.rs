//! The arena's figures, for both games (`wizard::arena`, `dice::arena` play
//! them): points per round per level with a 95 % confidence interval, bid or
//! prediction accuracy, decision times, and the first level's paired
//! difference against the others.

use crate::bots::Level;

/// Who plays a seat in the arena: a computer level, or (card game only)
/// the published ISMCTS the levels are measured against (`bots::wizard::ismcts`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contender {
    Level(Level),
    Ismcts,
}

impl Contender {
    pub fn as_str(self) -> &'static str {
        match self {
            Contender::Level(l) => l.as_str(),
            Contender::Ismcts => "ismcts",
        }
    }

    /// The level, when the seat is one (ISMCTS is not).
    pub fn level(self) -> Option<Level> {
        match self {
            Contender::Level(l) => Some(l),
            Contender::Ismcts => None,
        }
    }

    pub fn parse(s: &str) -> Option<Contender> {
        match s {
            "ismcts" => Some(Contender::Ismcts),
            s => Level::parse(s).map(Contender::Level),
        }
    }
}

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
    pub levels: Vec<(Contender, LevelFigures)>,
    pub difference: LevelFigures,
    /// The paired difference split by a round's circumstance (Wizard Dice:
    /// its Magic Card), to find where the first level gains or loses.
    pub breakdown: Vec<(String, LevelFigures)>,
}

impl Arena {
    /// An arena with a row for each level of `lineup`, in lineup order.
    pub(super) fn for_lineup(lineup: &[Contender]) -> Arena {
        let mut arena = Arena::default();
        for &l in lineup {
            figures(&mut arena.levels, l);
        }
        arena
    }

    /// One scored round: each seat's points and whether it was exact, under
    /// the level playing it; and, when levels are mixed, the first level's
    /// average minus the others'.
    /// Returns the paired difference of the round, when there is one.
    pub(super) fn round(&mut self, first: Contender, seats: &[(Contender, f64, bool)]) -> Option<f64> {
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
        if others == 0 {
            return None;
        }
        let difference = mine / f64::from(same) - theirs / f64::from(others);
        add(&mut self.difference, difference);
        Some(difference)
    }

    /// Adds a round's paired difference under `label` (`breakdown`).
    pub(super) fn break_down(&mut self, label: String, difference: f64) {
        match self.breakdown.iter().position(|(l, _)| *l == label) {
            Some(i) => add(&mut self.breakdown[i].1, difference),
            None => {
                let mut f = LevelFigures::default();
                add(&mut f, difference);
                self.breakdown.push((label, f));
            }
        }
    }
}

pub(super) fn figures(levels: &mut Vec<(Contender, LevelFigures)>, level: Contender) -> &mut LevelFigures {
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
pub fn report(game: &str, lineup: &[Contender], games: usize, seed: u64, arena: &Arena) -> String {
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
        let mut rows: Vec<&(String, LevelFigures)> = arena.breakdown.iter().collect();
        // "Magic Card 2" before "Magic Card 10": shorter labels first.
        rows.sort_by_key(|(label, _)| (label.len(), label.clone()));
        for (label, f) in rows {
            out += &format!(
                "  {label:<16} {:+.2} ± {:.2} (95 %, {} rounds)\n",
                f.mean(),
                f.ci95(),
                f.rounds
            );
        }
    }
    out
}
