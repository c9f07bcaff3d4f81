//! Benchmark: what one daily challenge try costs the bot (#33): the computer
//! players' decisions per try (three Hard players against one person) and the
//! time the table spends on a try, through the table layer, for both games.
//! The person decides as the baseline would. Also the slowest single
//! command: each click on a try's panel is answered after the computer
//! players' answers to it, within Discord's 3 seconds; and the first try's
//! analysis, its time and its words; and Hard's own try of a day (#53),
//! which the rollover plays once per game and day. Run with
//! `cargo bench --bench all -- daily`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use wizard_bot::discord::replay::analysis::analysis;
use wizard_bot::discord::screen::Seats;
use wizard_bot::store::{GameKind, GameStatus};
use wizard_bot::table::{Ask, Level, MemoryLog, SeatOwner, TableStore, Tables, TablesConfig, Verb};
use wizard_bot::text::catalogue::Lang;

/// Plays one try of `kind` on `day`; returns (the person's decisions, the
/// computer players' moves, time in commands, the game); each command's time goes to `each`.
async fn one_try(
    t: &Tables<MemoryLog>,
    kind: GameKind,
    day: i64,
    each: &mut Vec<Duration>,
) -> (usize, usize, Duration, i64) {
    let user = 1_000 + day;
    let start = Instant::now();
    let mut snap = t.start_daily(kind, Some(1), day, user, day).await.unwrap();
    let mut spent = start.elapsed();
    let mut person = 0;
    let mut stayed_at = None;
    while snap.status == GameStatus::Running {
        let game = snap.full_state().cloned().unwrap();
        let ask = if game.owed().contains(0) {
            Ask::Move(game.computer_move(0, Level::Easy, 0).unwrap())
        } else if stayed_at != Some(snap.version) {
            stayed_at = Some(snap.version);
            game.computer_move(0, Level::Easy, 0).map_or(Ask::Stay, Ask::Move)
        } else {
            panic!("the try waits for nobody");
        };
        let verb = Verb::Decide {
            drawn: snap.drawn(),
            ask,
        };
        let t0 = Instant::now();
        snap = t.command(snap.id, user, verb).await.unwrap().snapshot;
        spent += t0.elapsed();
        each.push(t0.elapsed());
        person += 1;
    }
    let events = t.persist().events(snap.id).await.unwrap();
    let chance = events
        .iter()
        .filter(|e| ["deal", "roll", "magic_card"].iter().any(|k| e.get(*k).is_some()))
        .count();
    (person, events.len() - chance - person, spent, snap.id)
}

pub fn main() {
    let full = crate::full();
    let tries = if full { 20 } else { 2 };
    crate::block_on(async {
        let t = Tables::with(
            MemoryLog::new(),
            TablesConfig {
                daily_secret: Some(Arc::from(&b"bench"[..])),
                ..TablesConfig::default()
            },
        );
        for kind in [GameKind::Wizard, GameKind::Dice] {
            let mut times = Vec::new();
            let mut each = Vec::new();
            let (mut people, mut computers) = (0, 0);
            let mut played = Vec::new();
            for day in 0..tries {
                let (p, c, spent, game) = one_try(&t, kind, 40_000 + day, &mut each).await;
                played.push(game);
                people += p;
                computers += c;
                times.push(spent);
            }
            times.sort();
            let total: Duration = times.iter().sum();
            let per_try = total / tries as u32;
            println!(
                "daily {:<6} {tries} tries: per try {:.0} computer moves (Hard, and forced cards) and {:.0} of \
                 the person's decisions; table time per try {:.0} ms mean, {:.0} ms median, {:.0} ms slowest; \
                 {:.2} ms per computer move",
                kind.as_str(),
                computers as f64 / tries as f64,
                people as f64 / tries as f64,
                per_try.as_secs_f64() * 1e3,
                times[times.len() / 2].as_secs_f64() * 1e3,
                times[times.len() - 1].as_secs_f64() * 1e3,
                total.as_secs_f64() * 1e3 / computers.max(1) as f64,
            );
            each.sort();
            let at = |q: f64| each[((each.len() - 1) as f64 * q) as usize].as_secs_f64() * 1e3;
            println!(
                "daily {:<6} one click (the person's decision and the computers' answers): {:.1} ms median, \
                 {:.1} ms p99, {:.1} ms slowest of {}",
                kind.as_str(),
                at(0.5),
                at(0.99),
                at(1.0),
                each.len()
            );
            // Hard's own try of a day (#53): the day's deals played once with
            // Hard in the person's seat, as the rollover and results ask for it.
            let mut hard = Vec::new();
            for day in 0..tries {
                let start = Instant::now();
                let h = wizard_bot::table::hard_try(b"bench", kind, 40_000 + day).expect("Hard plays the day out");
                hard.push((start.elapsed(), h.points));
            }
            hard.sort();
            let total: Duration = hard.iter().map(|h| h.0).sum();
            println!(
                "daily {:<6} Hard's own try of a day: {:.0} ms mean, {:.0} ms slowest of {tries} days (one core); \
                 points {:.1} mean",
                kind.as_str(),
                total.as_secs_f64() * 1e3 / tries as f64,
                hard[hard.len() - 1].0.as_secs_f64() * 1e3,
                hard.iter().map(|h| h.1 as f64).sum::<f64>() / tries as f64,
            );
            // A try's analysis (#34): a person who played as the Easy
            // baseline against Hard, as the result's Analyse button shows it.
            let start = Instant::now();
            let a = t.analyse(played[0]).await.unwrap();
            let owners = [
                SeatOwner::Human(1),
                SeatOwner::Computer,
                SeatOwner::Computer,
                SeatOwner::Computer,
            ];
            let seats = Seats {
                owners: &owners,
                autopilot: &[],
                levels: &[],
                left: &[],
            };
            let shown = analysis(&a, &seats, Some(0), &Default::default(), Lang::En);
            println!(
                "daily {:<6} the first try's analysis: {} choices weighed in {:.2} s:\n{}",
                kind.as_str(),
                a.calls.len() + a.plays.len(),
                start.elapsed().as_secs_f64(),
                shown.embeds[0].description.as_deref().unwrap_or_default()
            );
        }
    });
}
