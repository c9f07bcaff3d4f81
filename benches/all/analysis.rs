//! Benchmark: what a finished game's analysis costs (#34), the longest card
//! games (4 players: 15 rounds; 6 players: 10 rounds) with every seat a
//! person, and a 4-player Wizard Dice game: the searches it runs and the
//! time until it is stored, on the bounded pool one search at a time, as the
//! bot runs them (a table's move waits behind at most one such search: the
//! figure per search). Run with `cargo bench --bench all -- analysis`.

use std::time::{Duration, Instant};

use wizard_bot::store::{GameKind, GameStatus};
use wizard_bot::table::{MemoryLog, SeatOwner, Seating, TableOptions, TableStore, Tables, store_random};

/// A random game of `kind` for `players` people, stored finished.
async fn stored(t: &Tables<MemoryLog>, kind: GameKind, players: usize, seed: u64) -> i64 {
    let seating = Seating {
        owners: (0..players as i64).map(|s| SeatOwner::Human(s + 1)).collect(),
        ..Seating::default()
    };
    let at = (Some(1), 5 + seed as i64);
    let options = TableOptions::defaults(kind);
    let (id, _) = store_random(t.persist(), kind, at, &options, &seating, seed)
        .await
        .unwrap();
    t.persist().set_status(id, GameStatus::Finished).await.unwrap();
    id
}

pub fn main() {
    let full = crate::full();
    let games = if full { 3 } else { 1 };
    crate::block_on(async {
        let t = Tables::new(MemoryLog::new(), Some(1));
        for (kind, players) in [(GameKind::Wizard, 4), (GameKind::Wizard, 6), (GameKind::Dice, 4)] {
            let mut times = Vec::new();
            let (mut calls, mut plays) = (0, 0);
            for seed in 0..games {
                let id = stored(&t, kind, players, seed).await;
                let start = Instant::now();
                let a = t.analyse(id).await.unwrap();
                times.push(start.elapsed());
                calls += a.calls.len();
                plays += a.plays.len();
                // Read back from storage: what every later click costs.
                let again = Instant::now();
                assert_eq!(t.analyse(id).await.unwrap(), a);
                if seed == 0 {
                    println!(
                        "analysis {:<6} {players} people: read back {:.2} ms",
                        kind.as_str(),
                        again.elapsed().as_secs_f64() * 1e3
                    );
                }
            }
            let total: Duration = times.iter().sum();
            let n = (calls + plays).max(1);
            println!(
                "analysis {:<6} {players} people, {games} random games: {:.0} bids or predictions and {:.0} \
                 cards weighed per game; {:.2} s per game mean, {:.2} s slowest; {:.1} ms per search",
                kind.as_str(),
                calls as f64 / games as f64,
                plays as f64 / games as f64,
                total.as_secs_f64() / games as f64,
                times.iter().max().unwrap().as_secs_f64(),
                total.as_secs_f64() * 1e3 / n as f64,
            );
        }
    });
}
