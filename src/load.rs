//! Load driver: many concurrent games of random legal play through the table
//! layer and SQLite, measuring actions per second and per-action latency
//! (durable commit included). Used by the benchmark and by the crash test,
//! which kills a process running it and checks that nothing acknowledged is lost.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::io::Write;
use std::time::{Duration, Instant};

use crate::engine::ToAct;
use crate::simulate;
use crate::store::Store;
use crate::table::{Ask, Game, Move, SeatOwner, TableError, TableOptions, TableStore, Tables, Verb};
use crate::table::{GameKind, GameStatus};

/// What a load run measured.
#[derive(Debug, Clone)]
pub struct LoadReport {
    pub games: usize,
    pub actions: u64,
    pub elapsed: Duration,
    pub p50: Duration,
    pub p99: Duration,
    pub max: Duration,
    pub finished: usize,
}

impl LoadReport {
    pub fn actions_per_sec(&self) -> f64 {
        self.actions as f64 / self.elapsed.as_secs_f64()
    }
}

/// A random legal move for `seat`, if it owes one.
pub fn random_move(game: &Game, seat: usize, rng: &mut SmallRng) -> Option<Move> {
    match game {
        Game::Wizard(g) => simulate::random_action(g, seat, rng).map(Move::Wizard),
        Game::Dice(g) => simulate::dice::random_action(g, seat, rng).map(Move::Dice),
    }
}

/// Opens `games` tables (half card games, half dice; three human seats each)
/// and starts them. Turn times are long so no deadline fires during a run.
pub async fn open_games<P: TableStore>(tables: &Tables<P>, games: usize, first_channel: i64) -> Vec<i64> {
    let mut ids = Vec::with_capacity(games);
    for i in 0..games {
        let kind = if i % 2 == 0 { GameKind::Wizard } else { GameKind::Dice };
        let mut options = TableOptions::defaults(kind);
        options.turn_secs = 86_400;
        let host = 1_000_000 + i as i64 * 10;
        let snap = tables
            .create(kind, Some(1), first_channel + i as i64, host, options)
            .await
            .expect("a fresh channel");
        for u in 1..3 {
            tables.command(snap.id, host + u, Verb::Join).await.expect("join");
        }
        tables.command(snap.id, host, Verb::Start).await.expect("start");
        ids.push(snap.id);
    }
    ids
}

/// How a load run drives its games.
#[derive(Clone, Copy, Debug)]
pub struct Drive {
    pub duration: Duration,
    /// Print `ack <game> <version>` once each move is durable.
    pub ack: bool,
    /// Each game moves once per period (an open, paced load); `None`: as fast as answers come.
    pub pace: Option<Duration>,
}

/// Plays one game with random legal moves of its human seats until it ends or
/// `deadline` passes; returns the latency of each acknowledged move.
async fn play<P: TableStore>(
    tables: Tables<P>,
    id: i64,
    seed: u64,
    deadline: Instant,
    drive: Drive,
) -> (Vec<Duration>, bool) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut latencies = Vec::new();
    let ack = drive.ack;
    // Paced games start spread over one period, so the load is even.
    let mut tick = tokio::time::Instant::now();
    if let Some(p) = drive.pace {
        tick += p.mul_f64(rand::RngExt::random::<f64>(&mut rng));
    }
    while Instant::now() < deadline {
        if let Some(p) = drive.pace {
            tokio::time::sleep_until(tick).await;
            tick += p;
        }
        let Ok(snap) = tables.snapshot(id).await else {
            return (latencies, true); // finished and forgotten
        };
        if snap.status != GameStatus::Running {
            return (latencies, true);
        }
        let game = snap.full_state().cloned().expect("running");
        let seat = match game.to_act() {
            ToAct::Seat(s) => s,
            ToAct::Seats(_) => game.owed().iter().next().unwrap_or(0),
            _ => return (latencies, game.is_over()),
        };
        let SeatOwner::Human(user) = snap.seats[seat] else {
            return (latencies, false);
        };
        let Some(mv) = random_move(&game, seat, &mut rng) else {
            return (latencies, false);
        };
        let start = Instant::now();
        match tables
            .command(
                id,
                user,
                Verb::Decide {
                    drawn: snap.drawn(),
                    ask: Ask::Move(mv),
                },
            )
            .await
        {
            Ok(out) => {
                latencies.push(start.elapsed());
                if ack {
                    let mut out_ = std::io::stdout().lock();
                    let _ = writeln!(out_, "ack {id} {}", out.snapshot.version);
                    let _ = out_.flush();
                }
                if out.snapshot.status == GameStatus::Finished {
                    return (latencies, true);
                }
            }
            Err(TableError::OutOfDate { .. }) => continue,
            Err(e) => panic!("game {id}: {e}"),
        }
    }
    (latencies, false)
}

/// Runs the games concurrently for at most `drive.duration`.
pub async fn run<P: TableStore>(tables: &Tables<P>, ids: &[i64], drive: Drive) -> LoadReport {
    let start = Instant::now();
    let deadline = start + drive.duration;
    let mut tasks = Vec::with_capacity(ids.len());
    for (i, &id) in ids.iter().enumerate() {
        tasks.push(tokio::spawn(play(tables.clone(), id, i as u64, deadline, drive)));
    }
    let mut all = Vec::new();
    let mut finished = 0;
    for t in tasks {
        let (lat, done) = t.await.expect("a game task does not panic");
        all.extend(lat);
        finished += usize::from(done);
    }
    let elapsed = start.elapsed();
    all.sort_unstable();
    let pick = |q: f64| {
        all.get(((all.len() as f64 * q) as usize).min(all.len().saturating_sub(1)))
            .copied()
    };
    LoadReport {
        games: ids.len(),
        actions: all.len() as u64,
        elapsed,
        p50: pick(0.50).unwrap_or_default(),
        p99: pick(0.99).unwrap_or_default(),
        max: all.last().copied().unwrap_or_default(),
        finished,
    }
}

/// `wizard-bot load`: the crash test's victim. Opens (or continues) games in
/// the database and plays them, acknowledging each durable move on stdout.
pub async fn load_command(url: &str, games: usize, seconds: u64) -> Result<(), String> {
    let store = Store::open(url).await.map_err(|e| e.to_string())?;
    let tables = Tables::new(store, None);
    let restored = tables.restore().await.map_err(|e| e.to_string())?;
    let ids = if restored > 0 {
        tables.ids()
    } else {
        open_games(&tables, games, 1).await
    };
    println!("ready {}", ids.len());
    let drive = Drive {
        duration: Duration::from_secs(seconds),
        ack: true,
        pace: None,
    };
    let report = run(&tables, &ids, drive).await;
    println!(
        "done actions={} finished={} per_sec={:.0}",
        report.actions,
        report.finished,
        report.actions_per_sec()
    );
    Ok(())
}
