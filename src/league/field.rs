//! Hard in the field: each day the bot plays the day's deals once with Hard
//! in the people's seat against the same opponents (`table::daily`), and
//! here its score is compared with the people's — how many beat it, its
//! place among them, and over many days its mean percentile, which is how
//! the computer players are measured against people.

pub use crate::table::HardDay;

/// Hard among a day's people: how many scored more, as much, and less.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AgainstHard {
    pub beat_it: i64,
    pub tied: i64,
    pub below: i64,
}

impl AgainstHard {
    pub fn of(hard: i64, people: impl IntoIterator<Item = i64>) -> AgainstHard {
        let mut a = AgainstHard::default();
        for p in people {
            match p.cmp(&hard) {
                std::cmp::Ordering::Greater => a.beat_it += 1,
                std::cmp::Ordering::Equal => a.tied += 1,
                std::cmp::Ordering::Less => a.below += 1,
            }
        }
        a
    }

    pub fn people(&self) -> i64 {
        self.beat_it + self.tied + self.below
    }

    /// Hard's percentile among the people (the share it scored above, ties
    /// half), 0–100; `None` without people.
    pub fn percentile(&self) -> Option<f64> {
        let n = self.people();
        (n > 0).then(|| 100.0 * (self.below as f64 + 0.5 * self.tied as f64) / n as f64)
    }

    /// Hard's place among the people (1 + those who beat it).
    pub fn place(&self) -> i64 {
        self.beat_it + 1
    }
}

/// A mean and its 95 % interval (normal approximation; `None` below two values).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MeanInterval {
    pub mean: f64,
    pub low: f64,
    pub high: f64,
    pub n: usize,
}

pub fn mean_interval(values: &[f64]) -> Option<MeanInterval> {
    let n = values.len();
    if n == 0 {
        return None;
    }
    let mean = values.iter().sum::<f64>() / n as f64;
    let half = if n < 2 {
        f64::NAN
    } else {
        let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
        1.96 * (var / n as f64).sqrt()
    };
    Some(MeanInterval {
        mean,
        low: mean - half,
        high: mean + half,
        n,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hard_is_placed_among_the_people_and_its_percentile_counts_ties_half() {
        let a = AgainstHard::of(20, [50, 20, 10, -10, 30]);
        assert_eq!((a.beat_it, a.tied, a.below, a.place()), (2, 1, 2, 3));
        assert_eq!(a.percentile(), Some(50.0));
        assert_eq!(AgainstHard::of(0, []).percentile(), None);
        let m = mean_interval(&[40.0, 60.0, 50.0, 50.0]).unwrap();
        assert_eq!(m.mean, 50.0);
        assert!((m.high - m.low - 2.0 * 1.96 * (200.0f64 / 3.0 / 4.0).sqrt()).abs() < 1e-9);
    }
}
