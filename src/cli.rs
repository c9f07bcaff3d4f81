//! Command line: `wizard-bot` runs the bot; `wizard-bot replay FILE|-` checks a
//! game record (RECORDS.md). Returns the process exit code instead of exiting,
//! so it can be tested.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::bots::Level;
use crate::config::Config;
use crate::engine::wizard::Variants;
use crate::record::{ReplayError, replay_str};
use crate::simulate::arena::{Contender, report};
use crate::simulate::dice::arena::dice_arena;
use crate::simulate::wizard::arena::wizard_arena;

#[derive(Parser, Debug)]
#[command(name = "wizard-bot", version, about = "A Discord bot for Wizard and Wizard Dice")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the bot (the default).
    Run,
    /// Check a game record against the rules and print the result as JSON.
    Replay {
        /// The record file, or `-` for standard input.
        file: String,
    },
    /// Print a finished game's record (RECORDS.md) from the bot's database;
    /// `wizard-bot replay` checks it.
    Export {
        /// The game's number (the footer's "Game N").
        game: i64,
    },
    /// Recompute every rating from the results in game order.
    Ratings,
    /// Hard in the daily field: its mean percentile among the people who
    /// played each closed day, per game, with a 95 % interval (Hard's tries
    /// not played yet are played and kept first).
    DailyReport {
        /// The closed days to take, up to yesterday.
        #[arg(long, default_value_t = 30)]
        days: i64,
    },
    /// Play computer levels against each other (seats rotated each game) and
    /// print points per round per level with a 95 % confidence interval, bid
    /// accuracy and decision times.
    Arena {
        /// The game: `wizard` or `dice`.
        #[arg(long, default_value = "wizard")]
        game: String,
        /// One level per seat: easy, normal or hard, comma-separated (3–6
        /// seats for wizard, 2–5 for dice).
        #[arg(long, default_value = "normal,easy,easy,easy")]
        seats: String,
        #[arg(long, default_value_t = 100)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Dice: play with the Magic Cards.
        #[arg(long)]
        magic_cards: bool,
    },
    /// Decide for a seat: reads JSON lines `{"record": <a game record up to
    /// now>, "seat": N}` on standard input and writes one line per input,
    /// `{"event": <the seat's next event>}` or `{"error": "…"}`.
    Bot {
        #[arg(long, default_value = "normal")]
        level: String,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Draw the pictures of a game state from a record: the card table and
    /// score chart, or the dice and every Page (`--public`, the default), or
    /// one seat's Page as that seat sees it (`--seat N`, dice).
    Draw {
        /// The record file (RECORDS.md), or `-` for standard input.
        record: String,
        /// The state after this many events (default: all).
        #[arg(long)]
        at: Option<usize>,
        /// A seat's own Page (0-based), drawn from that seat's view.
        #[arg(long, conflicts_with = "public")]
        seat: Option<usize>,
        /// The public pictures, from the spectator's view (the default).
        #[arg(long)]
        public: bool,
        /// The language of the words in the pictures: en, de, fr or nl.
        #[arg(long, default_value = "en")]
        lang: String,
        /// The directory to write the PNG files into.
        #[arg(long)]
        out: std::path::PathBuf,
    },
    /// Test support: play random games through the tables and SQLite,
    /// printing `ack <game> <version>` once each move is durable.
    #[command(hide = true)]
    Load {
        #[arg(long)]
        database: String,
        #[arg(long, default_value_t = 20)]
        games: usize,
        #[arg(long, default_value_t = 60)]
        seconds: u64,
    },
}

/// Runs the parsed command line.
pub fn run(cli: Cli) -> ExitCode {
    match cli.command.unwrap_or(Command::Run) {
        Command::Run => run_bot(),
        Command::Replay { file } => replay_file(&file, &mut std::io::stdout()),
        Command::Export { game } => with_store(|store| async move {
            let row = store.game(game).await.map_err(|e| e.to_string())?;
            let events = store.events(game).await.map_err(|e| e.to_string())?;
            let record = crate::table::finished_record(&row, &events)?;
            serde_json::to_string_pretty(&record).map_err(|e| e.to_string())
        }),
        Command::Ratings => with_store(|store| async move {
            let started = std::time::Instant::now();
            let rows = store.rebuild_ratings().await.map_err(|e| e.to_string())?;
            Ok(format!(
                "ratings rebuilt from {rows} results rows in {} ms",
                started.elapsed().as_millis()
            ))
        }),
        Command::DailyReport { days } => with_store(|store| async move { daily_report(&store, days).await }),
        Command::Arena {
            game,
            seats,
            games,
            seed,
            magic_cards,
        } => arena(&game, &seats, games, seed, magic_cards, &mut std::io::stdout()),
        Command::Draw {
            record,
            at,
            seat,
            public: _,
            lang,
            out,
        } => draw(&record, at, seat, &lang, &out),
        Command::Bot { level, seed } => bot(&level, seed, std::io::stdin().lock(), &mut std::io::stdout()),
        Command::Load {
            database,
            games,
            seconds,
        } => block_on(async move {
            crate::load::load_command(&database, games, seconds).await?;
            Ok(String::new())
        }),
    }
}

/// `wizard-bot bot`: one answer line per input line, until the input ends.
pub fn bot(level: &str, seed: u64, input: impl std::io::BufRead, out: &mut impl Write) -> ExitCode {
    let Some(level) = Level::parse(level) else {
        eprintln!("wizard-bot bot: --level is easy, normal or hard");
        return ExitCode::from(2);
    };
    for line in input.lines() {
        let Ok(line) = line else {
            return ExitCode::FAILURE;
        };
        if line.trim().is_empty() {
            continue;
        }
        let answer = crate::bots::protocol::answer(&line, level, seed);
        if writeln!(out, "{answer}").and_then(|()| out.flush()).is_err() {
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

/// `wizard-bot draw`: writes a record's pictures and names each file written.
fn draw(record: &str, at: Option<usize>, seat: Option<usize>, lang: &str, out: &std::path::Path) -> ExitCode {
    let Some(lang) = crate::text::catalogue::Lang::ALL.into_iter().find(|l| l.code() == lang) else {
        eprintln!("wizard-bot draw: --lang is en, de, fr or nl");
        return ExitCode::from(2);
    };
    let text = match read_input(record) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("wizard-bot draw: cannot read {record}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let request = crate::draw_record::Request {
        record: &text,
        at,
        seat,
        lang,
    };
    match crate::draw_record::draw_record(&request, out) {
        Ok(files) => {
            for f in files {
                println!("{}", f.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("wizard-bot draw: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `wizard-bot arena`: plays the lineup and prints its figures.
pub fn arena(game: &str, seats: &str, games: usize, seed: u64, magic_cards: bool, out: &mut impl Write) -> ExitCode {
    let seats_allowed = match game {
        "wizard" => 3..=6,
        "dice" => 2..=5,
        _ => {
            eprintln!("wizard-bot arena: --game is wizard or dice");
            return ExitCode::from(2);
        }
    };
    let lineup: Option<Vec<Contender>> = seats.split(',').map(|s| Contender::parse(s.trim())).collect();
    let Some(lineup) = lineup.filter(|l| seats_allowed.contains(&l.len())) else {
        eprintln!(
            "wizard-bot arena: --seats takes {} to {} levels (easy, normal, hard; the card game also ismcts), comma-separated",
            seats_allowed.start(),
            seats_allowed.end()
        );
        return ExitCode::from(2);
    };
    let played = if game == "dice" {
        match lineup.iter().map(|c| c.level()).collect::<Option<Vec<Level>>>() {
            Some(levels) => dice_arena(&levels, games, seed, magic_cards),
            None => Err("ismcts plays the card game only".to_string()),
        }
    } else {
        wizard_arena(&lineup, games, seed, Variants::default())
    };
    match played {
        Ok(a) => {
            let _ = write!(out, "{}", report(game, &lineup, games, seed, &a));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("wizard-bot arena: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs `work` against the bot's database (`DATABASE_URL` or the default
/// file) and prints what it returns; exit 2 with the error otherwise.
fn with_store<F, Fut>(work: F) -> ExitCode
where
    F: FnOnce(crate::store::Store) -> Fut,
    Fut: std::future::Future<Output = Result<String, String>>,
{
    let run = async {
        let url = Config::database_url_from_env().map_err(|e| e.to_string())?;
        let store = crate::store::Store::open(&url).await.map_err(|e| e.to_string())?;
        work(store).await
    };
    block_on(run)
}

/// Runs a command's work on a fresh runtime and prints what it returns (if
/// anything); exit 2 with the error otherwise.
fn block_on(work: impl std::future::Future<Output = Result<String, String>>) -> ExitCode {
    let result = tokio::runtime::Runtime::new()
        .map_err(|e| format!("cannot start the runtime: {e}"))
        .and_then(|rt| rt.block_on(work));
    match result {
        Ok(out) => {
            if !out.is_empty() {
                println!("{out}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("wizard-bot: {e}");
            ExitCode::from(2)
        }
    }
}

fn run_bot() -> ExitCode {
    match Config::from_env() {
        Err(e) => {
            eprintln!("wizard-bot: {e}");
            ExitCode::from(2)
        }
        Ok(config) => {
            crate::app::init_logging();
            let rt = match tokio::runtime::Runtime::new() {
                Ok(rt) => rt,
                Err(e) => {
                    eprintln!("wizard-bot: {e}");
                    return ExitCode::from(2);
                }
            };
            let ended = rt.block_on(crate::app::run(config));
            // A search still running on a blocking thread must not hold the
            // exit: everything acknowledged is durable already.
            rt.shutdown_timeout(std::time::Duration::from_secs(1));
            match ended {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("wizard-bot: {e}");
                    ExitCode::from(2)
                }
            }
        }
    }
}

/// `replay`: prints the result (exit 0) or the error object (exit 1).
/// A file's text, or standard input's for `-`.
fn read_input(file: &str) -> std::io::Result<String> {
    if file == "-" {
        let mut buf = String::new();
        std::io::stdin().read_to_string(&mut buf).map(|_| buf)
    } else {
        std::fs::read_to_string(file)
    }
}

pub fn replay_file(file: &str, out: &mut impl Write) -> ExitCode {
    let result = match read_input(file) {
        Ok(text) => replay_str(&text),
        Err(e) => Err(ReplayError::setup(format!("cannot read {file}: {e}"))),
    };
    let (json, code) = match result {
        Ok(v) => (v, ExitCode::SUCCESS),
        Err(e) => (e.to_json(), ExitCode::from(1)),
    };
    // A closed stdout is no reason to panic.
    let _ = writeln!(out, "{json}");
    code
}

/// `wizard-bot daily-report`: Hard's percentile among the people of each
/// closed day of the last `days`, per game.
async fn daily_report(store: &crate::store::Store, days: i64) -> Result<String, String> {
    use crate::league::daily_store::DailyStore;
    use crate::league::field::{AgainstHard, mean_interval};
    use crate::league::{LeagueStore, Scope};
    use crate::table::{GameKind, day_of, now_ms};
    let secret: std::sync::Arc<[u8]> = store.daily_secret().await.map_err(|e| e.to_string())?.into();
    // Played here at once where it was not kept yet (no tables to queue with).
    let hard = crate::league::hard::HardTries::new(
        store.clone(),
        std::sync::Arc::new(move |kind, day| {
            let secret = secret.clone();
            Box::pin(async move { crate::table::hard_try(&secret, kind, day) })
        }),
    );
    let last = day_of(now_ms()) - 1;
    let first = (last - days.max(1) + 1).max(crate::league::daily::FIRST_DAY);
    let mut out = vec![format!(
        "Hard in the daily field, closed days #{}–#{} ({} days)",
        crate::league::daily::number(first),
        crate::league::daily::number(last),
        (last - first + 1).max(0)
    )];
    for kind in [GameKind::Wizard, GameKind::Dice] {
        let mut percentiles = Vec::new();
        let mut tries = 0;
        for day in first..=last {
            let field = store
                .daily_field(kind, day, Scope::Global)
                .await
                .map_err(|e| e.to_string())?;
            if field.is_empty() {
                continue;
            }
            let Some(hard) = hard.played(kind, day).await.map_err(|e| e.to_string())? else {
                continue;
            };
            let against = AgainstHard::of(hard.points, field.iter().map(|f| f.1));
            tries += against.people();
            percentiles.extend(against.percentile());
        }
        out.push(match mean_interval(&percentiles) {
            Some(m) if m.n >= 2 => format!(
                "{}: Hard's mean percentile {:.1} (95 % interval {:.1}–{:.1}) over {} days, {tries} tries",
                kind.as_str(),
                m.mean,
                m.low,
                m.high,
                m.n
            ),
            Some(m) => format!(
                "{}: Hard's percentile {:.1} on 1 day, {tries} tries (no interval from one day)",
                kind.as_str(),
                m.mean
            ),
            None => format!("{}: no closed day with people's tries", kind.as_str()),
        });
    }
    Ok(out.join("\n"))
}
