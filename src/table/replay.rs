//! A finished game replayed from its stored events: its stops — the moments
//! a replay steps between (the card game: each round's bids in, each trick
//! won; Wizard Dice: each round's predictions in, each roll) — and the game
//! as it stood at one of them. Only views of it leave, as from a running
//! table; a game that is not finished is never replayed (its hands are live).

use serde_json::Value;

use super::seated::Table;
use super::{GameId, GameKind, GameStatus, Snapshot, TableError, TableStore, Tables};

/// A finished game at one of its stops.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The game as it stood there (views only, as any snapshot).
    pub snapshot: Snapshot,
    /// The stop shown (0-based) and how many there are.
    pub stop: usize,
    pub stops: usize,
    /// The round of each stop (of its last event).
    pub rounds: Vec<u32>,
}

impl Replay {
    /// The first stop of the round before this one's (or this round's first,
    /// when this is not it), for stepping back a round.
    pub fn round_back(&self) -> Option<usize> {
        let first_of = |round: u32| self.rounds.iter().position(|&r| r == round);
        let here = self.rounds[self.stop];
        match first_of(here)? {
            f if f < self.stop => Some(f),
            _ => self.rounds.iter().position(|&r| r + 1 == here),
        }
    }

    /// The first stop of the next round.
    pub fn round_on(&self) -> Option<usize> {
        let here = self.rounds[self.stop];
        self.rounds.iter().position(|&r| r > here)
    }
}

/// The number of events after which each stop stands, for a game of `kind`
/// with `players` seats: the last one always ends the game.
pub fn stops(kind: GameKind, players: usize, events: &[Value]) -> Vec<usize> {
    let is = |i: usize, key: &str| events.get(i).is_some_and(|e| e.get(key).is_some());
    let mut stops = Vec::new();
    let mut plays = 0;
    for i in 0..events.len() {
        let stop = match kind {
            GameKind::Wizard => {
                if is(i, "deal") {
                    plays = 0;
                }
                if is(i, "play") {
                    plays += 1;
                }
                (is(i, "bid") && is(i + 1, "play")) || (is(i, "play") && plays % players.max(1) == 0)
            }
            // A roll; or what comes before a round's first roll (the predictions).
            GameKind::Dice => is(i, "roll") || (is(i + 1, "roll") && !is(i, "roll") && !is(i, "leave")),
        };
        if stop {
            stops.push(i + 1);
        }
    }
    if stops.last() != Some(&events.len()) {
        stops.push(events.len());
    }
    stops
}

impl<P: TableStore> Tables<P> {
    /// Finished game `id` after each of its events, from the start on: every
    /// state its seats saw (a tool's, or a test's of every screen).
    pub async fn every_step(&self, id: GameId) -> Result<Vec<Snapshot>, TableError> {
        let row = self.inner.persist.game(id).await?;
        if row.status != GameStatus::Finished {
            return Err(TableError::NotFinished);
        }
        let events = self.inner.persist.events(id).await?;
        let unreadable = super::unreadable(id, "replayed");
        (0..=events.len())
            .map(|n| Ok(Table::restore(&row, &events[..n]).map_err(&unreadable)?.snapshot()))
            .collect()
    }

    /// Finished game `id` at stop `stop` (past the last: the last). Refused
    /// for a game that is not finished.
    pub async fn replay(&self, id: GameId, stop: usize) -> Result<Replay, TableError> {
        let row = self.inner.persist.game(id).await?;
        if row.status != GameStatus::Finished {
            return Err(TableError::NotFinished);
        }
        let events = self.inner.persist.events(id).await?;
        let unreadable = super::unreadable(id, "replayed");
        let start = Table::restore(&row, &[]).map_err(&unreadable)?;
        let players = start.seats.len();
        let all = stops(row.kind, players, &events);
        let mut game = start.game().cloned().ok_or(TableError::NoSuchTable)?;
        let mut rounds = Vec::with_capacity(all.len());
        let mut applied = 0;
        for &at in &all {
            // A stop belongs to the round of its last event: the trick that
            // ends a round is that round's, though the game has moved on.
            for e in &events[applied..at.saturating_sub(1).max(applied)] {
                game.apply_logged(e).map_err(&unreadable)?;
            }
            rounds.push(game.round());
            for e in &events[at.saturating_sub(1).max(applied)..at] {
                game.apply_logged(e).map_err(&unreadable)?;
            }
            applied = at;
        }
        let stop = stop.min(all.len() - 1);
        let at = Table::restore(&row, &events[..all[stop]]).map_err(&unreadable)?;
        Ok(Replay {
            snapshot: at.snapshot(),
            stop,
            stops: all.len(),
            rounds,
        })
    }
}
