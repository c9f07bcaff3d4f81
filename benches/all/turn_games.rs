//! Benchmark: how long a turn-based card game of four people takes, and
//! what it asks of them (#86). Seeded games through the real table layer
//! (its clocks, run-outs, the autopilot, the forced cards and covered bids),
//! with the clock moved from one person's move to the next. People are
//! modelled: each lives in a time zone of their own (UTC−6 to UTC+3), is
//! awake 08:00–23:00 there, looks at their turn some minutes after it comes
//! when at the table and otherwise after a wait drawn at random (twenty
//! minutes on average at an hour a move, three hours at 12 h or a day), and
//! one in seven is away for two to five days once in a game. The messages counted are the bot's
//! rule for "every turn": a turn is told unless its person moves within two
//! minutes of their own last move (they are at the table), a reminder when a
//! quarter of the clock is left, and a word when it runs out. Then the same
//! games with everyone on the daily digest (one DM at 18:00 their time,
//! listing the tables waiting for them): a person moves when they read it
//! (or at once when at the table), and a digest is counted for each day a
//! turn of theirs waited at their hour; a turn whose clock runs out before
//! their next digest is told as it comes (with its reminder), as the bot
//! does, and so is the word when the computer takes their seat for good.
//! Last, rows where half the people leave their next card for later after
//! each move of theirs (a Wizard or Jester when they hold one, which may
//! always be played, else a card of their hand at random, dropped when it
//! may not be played then): the bot makes it when the turn comes, with no
//! wait and no message. And rows where everyone sets their quiet hours to
//! their night (23:00–08:00 their time): a clock that would run out in them
//! stands from their start (or from the turn's, when it came at night) to
//! their end, as the bot's pass over the clocks does.
//!
//! `cargo bench --bench all -- turn_games` (60 games at each pace; without
//! `--bench`, 6: a quick check that it works). `WIZARD_SIM_SEED` replays a run.

use std::collections::{BTreeSet, HashMap};

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use wizard_bot::store::{GameKind, GameStatus};
use wizard_bot::table::model::test_clock;
use wizard_bot::table::{Ask, Level, MemoryLog, SeatOwner, TableOptions, Tables, Verb};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;
/// A Monday, 00:00 UTC.
const T0: i64 = 1_798_675_200_000;
/// A turn that comes this soon after one's own move is told only if it waits longer (`turns::LIVE_MS`).
const LIVE_MS: i64 = 2 * MINUTE;

/// How the people of a game get their turns.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Choice {
    EveryTurn,
    Digest,
}

/// The hour (their time) of a person's digest.
const DIGEST_HOUR: i64 = 18;

/// A person as the simulation sees them.
struct Person {
    /// Their time zone, hours from UTC.
    zone: i64,
    /// Away (Unix ms, from–to), once in a game for some.
    away: Option<(i64, i64)>,
}

impl Person {
    fn new(rng: &mut SmallRng) -> Person {
        let away = rng.random_bool(1.0 / 7.0).then(|| {
            let from = T0 + rng.random_range(0..14 * DAY);
            (from, from + rng.random_range(2 * DAY..5 * DAY))
        });
        Person {
            zone: rng.random_range(-6..=3),
            away,
        }
    }

    /// Whether `at` is in their night (23:00–08:00 their time), away or not.
    fn night(&self, at: i64) -> bool {
        let local = (at + self.zone * HOUR).rem_euclid(DAY);
        !(8 * HOUR..23 * HOUR).contains(&local)
    }

    /// When the night they are in at `at` began (23:00 their time).
    fn night_began(&self, at: i64) -> i64 {
        let local = (at + self.zone * HOUR - 23 * HOUR).rem_euclid(DAY);
        at - local
    }

    /// When the night they are in at `at` ends (08:00 their time).
    fn night_ends(&self, at: i64) -> i64 {
        self.night_began(at) + 9 * HOUR
    }

    fn awake(&self, at: i64) -> bool {
        let local = (at + self.zone * HOUR).rem_euclid(DAY);
        (8 * HOUR..23 * HOUR).contains(&local) && !self.away.is_some_and(|(a, b)| (a..b).contains(&at))
    }

    /// When they move on a turn that came at `since`, their last move at
    /// `moved`: at once when at the table (they moved minutes ago and are
    /// awake), else some hours later, and never while asleep or away.
    fn moves_at(&self, since: i64, moved: Option<i64>, mean: i64, rng: &mut SmallRng) -> i64 {
        let at_table = moved.is_some_and(|m| since - m < 20 * MINUTE) && rng.random_bool(0.7);
        let mut at = since
            + match at_table {
                true => rng.random_range(MINUTE / 2..3 * MINUTE),
                // Exponential, `mean` on average.
                false => (-(1.0 - rng.random::<f64>()).ln() * mean as f64) as i64,
            };
        while !self.awake(at) {
            at += 15 * MINUTE + rng.random_range(0..30 * MINUTE);
        }
        at
    }

    /// Their first digest at or after `at` (Unix ms).
    fn digest_after(&self, at: i64) -> i64 {
        let local = at + self.zone * HOUR;
        let mut d = local.div_euclid(DAY) * DAY + DIGEST_HOUR * HOUR - self.zone * HOUR;
        while d < at {
            d += DAY;
        }
        d
    }

    /// When a person on the digest moves on a turn that came at `since`: at
    /// once when at the table, else minutes after the digest that lists it
    /// (the next one they are not away for).
    fn moves_by_digest(&self, since: i64, moved: Option<i64>, rng: &mut SmallRng) -> i64 {
        if moved.is_some_and(|m| since - m < 20 * MINUTE) && rng.random_bool(0.7) && self.awake(since) {
            return since + rng.random_range(MINUTE / 2..3 * MINUTE);
        }
        let mut d = self.digest_after(since);
        while self.away.is_some_and(|(a, b)| (a..b).contains(&d)) {
            d += DAY;
        }
        d + rng.random_range(MINUTE..40 * MINUTE)
    }
}

/// What one game took.
#[derive(Default)]
struct Played {
    days: f64,
    /// Times the game waited for people (bids asked at once count once).
    waits: usize,
    /// Per person: turns asked of them, messages sent to them, clocks run out.
    turns: Vec<usize>,
    messages: Vec<usize>,
    run_outs: Vec<usize>,
    handed: usize,
}

/// `user`, who just moved, leaves their next card for later if their next
/// decision this round is a card: a Wizard or Jester if they hold one, else
/// any card of the hand.
async fn leave_a_card(t: &Tables<MemoryLog>, id: i64, user: i64, rng: &mut SmallRng) {
    let Ok(s) = t.snapshot(id).await else { return };
    let Some(seat) = s.seat_of(user) else { return };
    let Some(wizard_bot::table::Game::Wizard(g)) = s.full_state() else {
        return;
    };
    let hand: Vec<_> = g.hand(seat).cards().collect();
    if hand.is_empty() || g.turn().must.contains(seat) || g.bids()[seat].is_none() {
        return;
    }
    let sure = hand.iter().position(|c| c.is_wizard() || c.is_jester());
    let i = sure.unwrap_or_else(|| rng.random_range(0..hand.len()));
    let verb = Verb::Later {
        drawn: s.drawn(),
        ask: Some(Ask::CardAt(i as u8)),
    };
    let _ = t.command(id, user, verb).await;
}

async fn play(hours: u32, seed: u64, choice: Choice, later: bool, quiet: bool) -> Played {
    let mut rng = SmallRng::seed_from_u64(seed);
    test_clock::set_now(T0 + rng.random_range(0..DAY));
    let t = Tables::new(MemoryLog::new(), Some(seed));
    let mut options = TableOptions::defaults(GameKind::Wizard);
    options.turn_based = Some(hours);
    // As `/wizard new pace:` makes it: the bids all at once.
    options.variants.covered_bids = true;
    let people: Vec<Person> = (0..4).map(|_| Person::new(&mut rng)).collect();
    // Who leaves their next card for later (half, in the rows that model it).
    let planners: Vec<bool> = (0..4).map(|_| later && rng.random_bool(0.5)).collect();
    // Those who choose an hour a move look in often: twenty minutes on
    // average while awake; at 12 h or a day, three hours.
    let mean = if hours == 1 { 20 * MINUTE } else { 3 * HOUR };
    let others = (2..=4).map(|u| (SeatOwner::Human(u), Level::Normal)).collect();
    let s = t
        .create_seated(GameKind::Wizard, Some(1), 10, 1, options, others)
        .await
        .unwrap();
    let start = wizard_bot::table::now_ms();
    let id = s.id;
    t.command(id, 1, Verb::Start).await.unwrap();
    let mut out = Played {
        turns: vec![0; 4],
        messages: vec![0; 4],
        run_outs: vec![0; 4],
        ..Played::default()
    };
    // Each turn's planned move, by (person, turn began); each wait's start.
    let mut plans: HashMap<(i64, i64), i64> = HashMap::new();
    let mut waits = BTreeSet::new();
    let mut last_move: HashMap<i64, i64> = HashMap::new();
    // Per person: each turn's span (began, ended), for the digests.
    let mut spans: Vec<Vec<(i64, i64)>> = vec![Vec::new(); 4];
    // On the digest: the turns that get a last call, and when.
    let mut calls: HashMap<(i64, i64), i64> = HashMap::new();
    // On the digest: the turns told as they come (their clock runs out before the next digest).
    let mut told: BTreeSet<(i64, i64)> = BTreeSet::new();
    loop {
        // A finished game leaves the tables.
        let Ok(s) = t.snapshot(id).await else { break };
        if s.status != GameStatus::Running {
            break;
        }
        let clocks: Vec<_> = t.turn_clocks().into_iter().filter(|c| c.game == id).collect();
        // Clocks standing for the night start again at its end.
        let back = s.clocks.iter().filter_map(|c| c.away_until).min();
        if clocks.is_empty() {
            match back {
                Some(b) => {
                    test_clock::set_now(b.max(wizard_bot::table::now_ms()));
                    t.sweep_clocks().await;
                    continue;
                }
                None => break,
            }
        }
        // A clock that would run out in its person's night stands from the
        // night's start (or now, when the turn came at night) to its end.
        if quiet {
            let now = wizard_bot::table::now_ms();
            let rest = clocks
                .iter()
                .filter(|c| people[(c.user - 1) as usize].night(c.due))
                .map(|c| (people[(c.user - 1) as usize].night_began(c.due).max(now), c))
                .min_by_key(|(at, _)| *at);
            let first = clocks.iter().map(|c| c.due).min().unwrap_or(i64::MAX);
            let planned = clocks
                .iter()
                .filter_map(|c| plans.get(&(c.user, c.since)).copied())
                .min()
                .unwrap_or(i64::MAX);
            if let Some((at, c)) = rest
                && at <= first.min(planned).min(back.unwrap_or(i64::MAX))
                && planned > at
            {
                test_clock::set_now(at);
                let until = people[(c.user - 1) as usize].night_ends(c.due);
                t.command(id, c.user, Verb::Rest(until)).await.unwrap();
                continue;
            }
        }
        if let Some(b) = back.filter(|&b| b <= clocks.iter().map(|c| c.due).min().unwrap_or(i64::MAX)) {
            test_clock::set_now(b.max(wizard_bot::table::now_ms()));
            t.sweep_clocks().await;
            continue;
        }
        for c in &clocks {
            plans.entry((c.user, c.since)).or_insert_with(|| {
                let p = (c.user - 1) as usize;
                out.turns[p] += 1;
                waits.insert(c.since);
                let moved = last_move.get(&c.user).copied();
                match choice {
                    Choice::EveryTurn => people[p].moves_at(c.since, moved, mean, &mut rng),
                    // The digest would come after the clock ran out: told as it comes.
                    Choice::Digest if c.due < people[p].digest_after(c.since) => {
                        told.insert((c.user, c.since));
                        people[p].moves_at(c.since, moved, mean, &mut rng)
                    }
                    Choice::Digest => {
                        let by_digest = people[p].moves_by_digest(c.since, moved, &mut rng);
                        // The last call: a reminder when the clock runs out before the next digest.
                        let reminder = c.started + (c.due - c.started) * 3 / 4;
                        if c.due < people[p].digest_after(reminder) && by_digest > reminder {
                            calls.insert((c.user, c.since), reminder);
                            by_digest.min(people[p].moves_at(reminder, None, mean, &mut rng))
                        } else {
                            by_digest
                        }
                    }
                }
            });
        }
        let next = clocks
            .iter()
            .map(|c| (plans[&(c.user, c.since)].min(c.due), c))
            .min_by_key(|(at, _)| *at)
            .map(|(at, c)| (at, *c))
            .unwrap();
        let (at, c) = next;
        test_clock::set_now(at);
        let p = (c.user - 1) as usize;
        let reminder_at = c.started + (c.due - c.started) * 3 / 4;
        let just_moved = c.moved.is_some_and(|m| c.since - m < LIVE_MS);
        if calls.get(&(c.user, c.since)).is_some_and(|&r| at.min(c.due) >= r) {
            out.messages[p] += 1;
            calls.remove(&(c.user, c.since));
        }
        if at >= c.due {
            // Told of the turn (unless at the table), reminded, told it ran out.
            if choice == Choice::EveryTurn || told.contains(&(c.user, c.since)) {
                out.messages[p] += 1 + usize::from(!just_moved) + 1;
            }
            out.run_outs[p] += 1;
            for r in t.sweep_clocks().await {
                spans[(r.clock.user - 1) as usize].push((r.clock.since, r.clock.due));
                if r.for_good {
                    out.handed += 1;
                    // Said at once, also to a person on the digest.
                    if choice == Choice::Digest {
                        out.messages[(r.clock.user - 1) as usize] += 1;
                    }
                }
            }
            continue;
        }
        spans[p].push((c.since, at));
        if choice == Choice::EveryTurn || told.contains(&(c.user, c.since)) {
            out.messages[p] += usize::from(!just_moved || at - c.since >= LIVE_MS) + usize::from(at >= reminder_at);
        }
        let game = s.full_state().unwrap();
        let seat = c.seat;
        let mv = game.computer_move(seat, Level::Easy, rng.random()).expect("a move");
        let verb = Verb::Decide {
            drawn: s.drawn(),
            ask: Ask::Move(mv),
        };
        t.command(id, c.user, verb).await.unwrap();
        last_move.insert(c.user, at);
        if planners[p] {
            leave_a_card(&t, id, c.user, &mut rng).await;
        }
    }
    let end = wizard_bot::table::now_ms();
    out.days = (end - start) as f64 / DAY as f64;
    out.waits = waits.len();
    if choice == Choice::Digest {
        // A digest each day a turn of theirs waited at their hour.
        for (p, person) in people.iter().enumerate() {
            let mut d = person.digest_after(start);
            while d <= end {
                if spans[p].iter().any(|&(a, b)| a <= d && d < b) {
                    out.messages[p] += 1;
                }
                d += DAY;
            }
        }
    }
    out
}

fn quantile(mut xs: Vec<f64>, q: f64) -> f64 {
    xs.sort_by(|a, b| a.total_cmp(b));
    xs[((xs.len() - 1) as f64 * q).round() as usize]
}

pub fn main() {
    let full = crate::full();
    let games: u64 = if full { 60 } else { 6 };
    let seed: u64 = std::env::var("WIZARD_SIM_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(86);
    println!("turn-based games of four (seed {seed}, {games} games at each pace)");
    // One thread: the tables' clock is the test clock of this thread.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        for (choice, hours, later, quiet) in [
            (Choice::EveryTurn, 1, false, false),
            (Choice::EveryTurn, 12, false, false),
            (Choice::EveryTurn, 24, false, false),
            (Choice::Digest, 12, false, false),
            (Choice::Digest, 24, false, false),
            (Choice::EveryTurn, 12, true, false),
            (Choice::Digest, 24, true, false),
            (Choice::EveryTurn, 1, false, true),
            (Choice::EveryTurn, 12, false, true),
        ] {
            let mut all = Vec::new();
            for g in 0..games {
                let seed = seed.wrapping_mul(1_000).wrapping_add(g);
                all.push(play(hours, seed, choice, later, quiet).await);
            }
            let how = match (choice, later) {
                _ if quiet => "a message a turn, everyone's quiet hours their night (clocks stand)",
                (Choice::EveryTurn, false) => "a message a turn",
                (Choice::Digest, false) => "everyone on the digest",
                (Choice::EveryTurn, true) => "a message a turn, half leave their next card for later",
                (Choice::Digest, true) => "everyone on the digest, half leave their next card for later",
            };
            let per = |f: &dyn Fn(&Played) -> Vec<usize>| -> Vec<f64> {
                all.iter().flat_map(|p| f(p).into_iter().map(|x| x as f64)).collect()
            };
            let days: Vec<f64> = all.iter().map(|p| p.days).collect();
            let waits: Vec<f64> = all.iter().map(|p| p.waits as f64).collect();
            let turns = per(&|p| p.turns.clone());
            let messages = per(&|p| p.messages.clone());
            let per_day: Vec<f64> = all
                .iter()
                .flat_map(|p| p.messages.iter().map(move |&m| m as f64 / p.days.max(1.0)))
                .collect();
            let run_outs = per(&|p| p.run_outs.clone());
            let handed: usize = all.iter().map(|p| p.handed).sum();
            println!(
                "{hours:>2} h a move, {how}: days to finish median {:.1}, p90 {:.1}; waits for people {:.0} (turns in a row); \
                 turns a person median {:.0}; messages a person median {:.0}, p90 {:.0} ({:.1} a day, p90 {:.1}); \
                 clocks run out a person median {:.0}, p90 {:.0}; seats handed to the computer {handed} of {}",
                quantile(days.clone(), 0.5),
                quantile(days, 0.9),
                quantile(waits, 0.5),
                quantile(turns, 0.5),
                quantile(messages.clone(), 0.5),
                quantile(messages, 0.9),
                quantile(per_day.clone(), 0.5),
                quantile(per_day, 0.9),
                quantile(run_outs.clone(), 0.5),
                quantile(run_outs, 0.9),
                all.len() * 4,
            );
        }
    });
}
