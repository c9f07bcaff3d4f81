//! Notices the machine's clock stepping (an NTP correction, a virtual machine
//! resumed, an operator's `date -s`) and the process standing still (paused,
//! a machine that slept): the two clocks a process has, the wall clock and
//! the monotonic one, are read together at each look, and what one moved
//! more than the other is the step. Said once at WARN where it is seen;
//! nothing depends on it: durations run on the monotonic clock and deadlines
//! are stored times, so the bot drives its games on after either.

use std::time::{Duration, Instant};

/// A step smaller than this is the ordinary drift of a look that ran late.
pub const STEP_AT_LEAST: Duration = Duration::from_secs(2);

/// What a look at the two clocks saw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seen {
    /// Both moved alike.
    Steady,
    /// The wall clock moved `ms` more than monotonic time (back when negative).
    Stepped { ms: i64 },
    /// Both moved alike, but `ms` more than the look's interval: the process
    /// stood still (or was starved) that long.
    StoodStill { ms: i64 },
}

/// The two clocks as last read.
#[derive(Debug, Clone, Copy)]
pub struct ClockWatch {
    wall_ms: i64,
    at: Instant,
    every: Duration,
}

impl ClockWatch {
    /// Starts watching, expecting a look every `every`.
    pub fn new(wall_ms: i64, at: Instant, every: Duration) -> ClockWatch {
        ClockWatch { wall_ms, at, every }
    }

    /// Reads the clocks again: the wall clock at `wall_ms`, monotonic time at `at`.
    pub fn look(&mut self, wall_ms: i64, at: Instant) -> Seen {
        let mono = at.saturating_duration_since(self.at).as_millis() as i64;
        let wall = wall_ms - self.wall_ms;
        self.wall_ms = wall_ms;
        self.at = at;
        let least = STEP_AT_LEAST.as_millis() as i64;
        let step = wall - mono;
        if step.abs() >= least {
            return Seen::Stepped { ms: step };
        }
        let late = mono - self.every.as_millis() as i64;
        if late >= least.max(self.every.as_millis() as i64) {
            return Seen::StoodStill { ms: late };
        }
        Seen::Steady
    }

    /// `look`, said at WARN when the clock stepped or the process stood still.
    pub fn look_and_say(&mut self, wall_ms: i64, at: Instant) -> Seen {
        let seen = self.look(wall_ms, at);
        match seen {
            Seen::Steady => {}
            Seen::Stepped { ms } => tracing::warn!(
                step_ms = ms,
                "the machine's clock stepped {} by {}; games go on (their timers run on monotonic time, \
                 their clocks and deadlines are stored times)",
                if ms > 0 { "forward" } else { "back" },
                said(ms.unsigned_abs()),
            ),
            Seen::StoodStill { ms } => tracing::warn!(
                stood_ms = ms,
                "this process stood still for {} (paused, or the machine slept); it goes on",
                said(ms.unsigned_abs()),
            ),
        }
        seen
    }
}

/// A duration as an operator reads it: "20 min 3 s", "1 h 0 min", "2.5 s".
fn said(ms: u64) -> String {
    let s = ms / 1000;
    match s {
        0..60 => format!("{:.1} s", ms as f64 / 1000.0),
        60..3600 => format!("{} min {} s", s / 60, s % 60),
        _ => format!("{} h {} min", s / 3600, s % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVERY: Duration = Duration::from_secs(4);

    #[test]
    fn a_steady_clock_says_nothing_and_a_step_either_way_is_seen_with_its_size() {
        let t0 = Instant::now();
        let mut w = ClockWatch::new(1_000_000, t0, EVERY);
        // A look a little late, the clocks a few ms apart: steady.
        assert_eq!(w.look(1_004_120, t0 + Duration::from_millis(4_100)), Seen::Steady);
        // 20 minutes forward while 4 s passed.
        let t2 = t0 + Duration::from_millis(8_100);
        assert_eq!(w.look(1_008_120 + 20 * 60_000, t2), Seen::Stepped { ms: 20 * 60_000 });
        // Then an hour back.
        let t3 = t2 + EVERY;
        assert_eq!(
            w.look(1_012_120 + 20 * 60_000 - 3_600_000, t3),
            Seen::Stepped { ms: -3_600_000 }
        );
        // And steady again from there.
        assert_eq!(w.look(1_016_120 + 20 * 60_000 - 3_600_000, t3 + EVERY), Seen::Steady);
    }

    #[test]
    fn a_process_that_stood_still_is_told_apart_from_a_step() {
        let t0 = Instant::now();
        let mut w = ClockWatch::new(0, t0, EVERY);
        // Five minutes passed on both clocks between two looks 4 s apart.
        assert_eq!(
            w.look(300_000, t0 + Duration::from_secs(300)),
            Seen::StoodStill { ms: 296_000 }
        );
        assert_eq!(said(296_000), "4 min 56 s");
        assert_eq!(said(3_600_000), "1 h 0 min");
        assert_eq!(said(2_500), "2.5 s");
    }
}
