//! What a game night does next, decided from the night as stored: wait for
//! its start, end for want of anyone, seat its first event round, play the
//! round under way, seat the next one or finish, tell its end; and what an
//! ended table's game adds to it. The Discord driver only carries these
//! out (messages, threads, games) and stores the night before it asks again,
//! so a restart at any point asks the same question of the same night.

use super::night::{Night, NightStatus, TablePlace};

/// What a stored night asks of its driver now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NightNext {
    /// Nothing until `ms` from now (its start), unless the organiser starts it.
    Wait { ms: u64 },
    /// The start came and no one signed up: the night is cancelled.
    NoOne,
    /// The start came: the first event round is seated (`Night::begin`).
    Begin,
    /// An event round is under way: its tables set up and started, their
    /// results noted (`Night::table_ended`), the standings kept current; once
    /// the round is over, the next one is seated or the night finishes
    /// (`Night::after_round`).
    Play,
    /// Finished: the final standings shown, and its end told once.
    Finish,
    /// Cancelled while it ran: its games stopped, its standings say so.
    Cancelled,
}

/// How an event round's game ended, as its table sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableEnd {
    /// Played out: each seat whether it was on autopilot at the end (its
    /// person not there), and each seat's own place, points and whether they
    /// left before the end (`Snapshot::own_results`; `None`: not known).
    Finished {
        autopilot: Vec<bool>,
        own: Option<Vec<(usize, i64, bool)>>,
    },
    Cancelled,
}

/// Longest a night in sign-up waits before it looks again (its start may
/// have moved), and shortest.
const LOOK_AGAIN_MS: i64 = 3_600_000;
const SOONEST_MS: i64 = 50;

impl Night {
    /// What this night asks for at `now` (ms since the epoch).
    pub fn next(&self, now: i64) -> NightNext {
        match self.status {
            NightStatus::SignUp => {
                let due = self.start_asked || self.plan.starts_at.is_some_and(|t| now >= t);
                match (due, self.players.is_empty()) {
                    (false, _) => NightNext::Wait {
                        ms: self
                            .plan
                            .starts_at
                            .map_or(LOOK_AGAIN_MS, |t| (t - now).clamp(SOONEST_MS, LOOK_AGAIN_MS))
                            as u64,
                    },
                    (true, true) => NightNext::NoOne,
                    (true, false) => NightNext::Begin,
                }
            }
            NightStatus::Running => NightNext::Play,
            NightStatus::Finished => NightNext::Finish,
            NightStatus::Cancelled => NightNext::Cancelled,
        }
    }

    /// The start came: the first event round seated and the night running;
    /// with no one signed up, cancelled. `seed` shuffles the first seating
    /// the same way every time (the night's id).
    pub fn begin(&mut self, seed: u64) {
        if self.players.is_empty() {
            self.status = NightStatus::Cancelled;
            return;
        }
        self.rounds.push(self.next_tables(seed));
        self.status = NightStatus::Running;
    }

    /// The event round under way is over: the next one seated by the
    /// standings, or the night finished. Whether another round was seated.
    pub fn after_round(&mut self, seed: u64) -> bool {
        if self.more_rounds() {
            self.rounds.push(self.next_tables(seed));
            true
        } else {
            self.status = NightStatus::Finished;
            false
        }
    }

    /// Table `t` of the round under way ended as `how`: its places and points
    /// noted (each person's own play: one who left ranks on their points
    /// then, never on the computer's game after them), and anyone not there
    /// at its end (on autopilot: a no-show, or gone since) out of the rounds
    /// still to be seated. Whether the night changed (a table noted before
    /// changes nothing).
    pub fn table_ended(&mut self, t: usize, how: TableEnd) -> bool {
        let withdrawn = &mut self.withdrawn;
        let Some(table) = self.rounds.last_mut().and_then(|r| r.get_mut(t)) else {
            return false;
        };
        if table.ended {
            return false;
        }
        if let TableEnd::Finished { autopilot, own } = how {
            for (seat, who) in table.seats.iter().enumerate() {
                if let Some(who) = who
                    && autopilot.get(seat).copied().unwrap_or(false)
                    && !withdrawn.contains(who)
                {
                    withdrawn.push(*who);
                }
            }
            if let Some(own) = own {
                // Computers' places too: a person's placement points count every seat.
                table.results = (0..table.seats.len())
                    .map(|seat| {
                        let (place, points, unfinished) =
                            own.get(seat).copied().unwrap_or((table.seats.len(), 0, true));
                        Some(TablePlace {
                            place: place as u32,
                            points,
                            unfinished,
                        })
                    })
                    .collect();
            }
        }
        table.ended = true;
        true
    }
}
