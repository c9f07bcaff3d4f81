//! The `wizard-bot` binary: replay's output and exit codes, `bot`'s answers, and the run
//! command's clear failure without a token.

use crate::fake_discord;

use std::io::Read;

use std::io::Write;
use std::process::{Command, Stdio};

fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_wizard-bot"));
    // A developer's .env must not leak into these tests.
    c.current_dir(std::env::temp_dir());
    c.env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .env_remove("DEV_GUILD_ID")
        .env_remove("DISCORD_API_BASE");
    c
}

fn replay_stdin(input: &[u8]) -> (i32, serde_json::Value, String) {
    let mut child = bin()
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let json = serde_json::from_str(stdout.trim()).unwrap_or_else(|e| panic!("{e}: {stdout:?}"));
    (
        out.status.code().unwrap(),
        json,
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn replay_prints_the_result_for_a_legal_record() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/scoring_example_two_rounds.json"
    );
    let out = bin().args(["replay", path]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["totals"], serde_json::json!([10, 10, 20]));
    assert_eq!(json["rounds"][0]["trump"], "red");
}

#[test]
fn replay_reads_standard_input_and_reports_the_first_bad_event() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/scoring_example_two_rounds.json"
    ))
    .unwrap();
    let bad = text.replacen("\"card\": \"G5\"", "\"card\": \"G9\"", 1);
    let (code, json, stderr) = replay_stdin(bad.as_bytes());
    assert_eq!(code, 1);
    assert_eq!(json["error"]["event"], 5);
    assert!(json["error"]["message"].as_str().unwrap().contains("G9"));
    assert!(!stderr.contains("panicked"));
}

#[test]
fn replay_never_panics_on_garbage() {
    let inputs: [&[u8]; 6] = [
        b"",
        b"\xff\xfe",
        b"null",
        b"{\"game\":\"wizard\"}",
        b"[[[[[[",
        b"{\"game\": 5}",
    ];
    for input in inputs {
        let (code, json, stderr) = replay_stdin(input);
        assert_eq!(code, 1, "{input:?}");
        assert_eq!(json["error"]["event"], serde_json::Value::Null);
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn replay_of_a_missing_file_is_an_error_object() {
    let out = bin().args(["replay", "/nonexistent/record.json"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(json["error"]["message"].as_str().unwrap().contains("cannot read"));
}

#[test]
fn running_without_a_token_is_one_clear_line_and_a_non_zero_exit() {
    let out = bin().output().unwrap();
    assert_ne!(out.status.code(), Some(0));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("missing DISCORD_TOKEN"), "{stderr}");
    assert!(!stderr.contains("panicked"));
}

#[test]
fn replay_of_the_records_dice_example_prints_exactly_its_result() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/dice_records_example.json");
    let out = bin().args(["replay", path]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // The result printed in RECORDS.md for this record.
    let expected = serde_json::json!({"game": "dice", "finished": false,
        "rounds": [{"round": 1, "seer": 0, "magic_card": null, "wizard_colour": "green", "next_seer": 1}],
        "pages": [{"boxes": {"G5": "X"}, "jesters": [], "x_count": 1},
                  {"boxes": {"B2": "X"}, "jesters": [], "x_count": 1},
                  {"boxes": {"R2": "1"}, "jesters": [], "x_count": 0}],
        "totals": [5, 2, -1], "winners": [], "to_act": [1]});
    assert_eq!(json, expected);
    // Printed in the documented field order.
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("{\"game\":\"dice\",\"finished\":false,\"rounds\""),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_a_token_the_bot_migrates_connects_and_registers_its_commands() {
    let fake = fake_discord::server::FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let token = "secret-token-that-must-not-be-logged";
    let mut child = bin()
        .env("DISCORD_TOKEN", token)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env("DISCORD_API_BASE", fake.url())
        .env("DEV_GUILD_ID", fake_discord::server::GUILD_ID.to_string())
        .env("RUST_LOG", "debug")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Read its log as it comes, both streams, until it says the commands are registered.
    let log = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let readers: Vec<_> = [
        Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>,
        Box::new(child.stderr.take().unwrap()),
    ]
    .into_iter()
    .map(|mut stream| {
        let log = log.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = stream.read(&mut buf) {
                if n == 0 {
                    break;
                }
                log.lock().unwrap().push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        })
    })
    .collect();
    fake.wait_for(30, |r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while !log.lock().unwrap().contains("slash commands registered") && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    child.kill().unwrap();
    child.wait().unwrap();
    for r in readers {
        r.join().unwrap();
    }
    let log = log.lock().unwrap().clone();
    assert!(db.exists(), "the SQLite file is created");
    assert!(
        log.contains("slash commands registered"),
        "the bot says it registered its commands"
    );
    assert!(!log.contains(token), "the token is never logged");
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    let bad = bin()
        .env("DISCORD_TOKEN", "t")
        .env("DATABASE_URL", "mysql://x")
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8(bad.stderr).unwrap().contains("invalid DATABASE_URL"));
}

#[test]
fn a_database_that_cannot_be_written_stops_the_bot_at_start_with_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("ro.db");
    // Create and migrate it first, then open it read-only (root ignores file
    // modes, so the read-only mode stands in for a read-only file or mount).
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        drop(
            wizard_bot::store::Store::open(&format!("sqlite://{}", db.display()))
                .await
                .unwrap(),
        );
    });
    let out = bin()
        .env("DISCORD_TOKEN", "t")
        .env("DATABASE_URL", format!("sqlite://{}?mode=ro", db.display()))
        .env("DISCORD_API_BASE", "http://127.0.0.1:9")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    let line = stderr.lines().last().unwrap_or_default();
    assert!(line.starts_with("wizard-bot: "), "{stderr}");
    assert!(line.contains("cannot be written"), "{stderr}");
}

/// `wizard-bot export GAME` prints a finished game's record from the
/// database, which `replay` accepts with the totals the game stored; a game
/// not finished is refused (its record would show hands in play).
#[test]
fn export_prints_a_finished_games_record_that_replays_to_its_results() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("x.db").display());
    // The run ends as soon as its games do; the bound only caps a busy
    // machine's run (each move is a durable commit), so some game finishes.
    let out = bin()
        .args(["load", "--database", &url, "--games", "4", "--seconds", "20"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let rt = tokio::runtime::Runtime::new().unwrap();
    let store = rt.block_on(wizard_bot::store::Store::open(&url)).unwrap();
    let lobby = rt
        .block_on(store.create_game(
            wizard_bot::store::GameKind::Wizard,
            Some(1),
            9_999,
            1,
            &serde_json::json!({}),
            &serde_json::json!([]),
        ))
        .unwrap();
    let mut exported = 0;
    for game in 1..=4 {
        let row = rt.block_on(store.game(game)).unwrap();
        let export = bin()
            .env("DATABASE_URL", &url)
            .args(["export", &game.to_string()])
            .output()
            .unwrap();
        if row.status != wizard_bot::store::GameStatus::Finished {
            assert_eq!(export.status.code(), Some(2));
            assert!(String::from_utf8_lossy(&export.stderr).contains("not finished"));
            continue;
        }
        assert!(export.status.success(), "{}", String::from_utf8_lossy(&export.stderr));
        let (code, replayed, err) = replay_stdin(&export.stdout);
        assert_eq!(code, 0, "{err}");
        let stored: Vec<i64> = rt
            .block_on(store.results(game))
            .unwrap()
            .iter()
            .map(|r| r.points)
            .collect();
        assert_eq!(replayed["totals"], serde_json::json!(stored), "game {game}");
        exported += 1;
    }
    assert!(exported > 0, "the load run finished no game");
    let refused = bin()
        .env("DATABASE_URL", &url)
        .args(["export", &lobby.to_string()])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(err.contains(&format!("game {lobby} is lobby, not finished")), "{err}");
}

/// A card-game record stopped where `seat` must decide, from seeded random play.
fn record_at_a_decision(seed: u64) -> (serde_json::Value, usize) {
    use rand::SeedableRng;
    use wizard_bot::engine::ToAct;
    use wizard_bot::engine::wizard::{Variants, WizardSetup, WizardState};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let setup = WizardSetup::new(4, 1, Variants::default()).unwrap();
    let mut state = WizardState::new(setup);
    let mut steps = Vec::new();
    let mut events = Vec::new();
    for _ in 0..(20 + seed as usize % 40) {
        events.clear();
        wizard_bot::simulate::random_step(&mut state, &mut rng, &mut events, &mut |s| steps.push(s));
    }
    while state.to_act() == ToAct::Chance {
        events.clear();
        wizard_bot::simulate::random_step(&mut state, &mut rng, &mut events, &mut |s| steps.push(s));
    }
    let seat = state.to_act().seats().iter().next().unwrap();
    let players: Vec<String> = ["A", "B", "C", "D"].iter().map(|s| s.to_string()).collect();
    (wizard_bot::record::wizard::to_record(&players, &setup, &steps), seat)
}

/// The record with two unplayed cards of one suit swapped between two other
/// players' hands of the current deal (what `seat` cannot see), if any.
fn with_hidden_cards_swapped(record: &serde_json::Value, seat: usize) -> Option<serde_json::Value> {
    let events = record["events"].as_array().unwrap();
    let deal = events.iter().rposition(|e| e.get("deal").is_some()).unwrap();
    let played: std::collections::HashSet<&str> = events[deal + 1..]
        .iter()
        .filter_map(|e| e.get("play").and_then(|p| p["card"].as_str()))
        .collect();
    let hands = events[deal]["deal"]["hands"].as_array().unwrap();
    let free = |s: usize| -> Vec<String> {
        hands[s]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|c| c.as_str())
            .filter(|c| !played.contains(c) && c.len() > 1)
            .map(str::to_string)
            .collect()
    };
    let others: Vec<usize> = (0..hands.len()).filter(|&s| s != seat).collect();
    for (k, &a) in others.iter().enumerate() {
        for &b in &others[k + 1..] {
            let (fa, fb) = (free(a), free(b));
            let Some((x, y)) = fa
                .iter()
                .find_map(|x| fb.iter().find(|y| y[..1] == x[..1]).map(|y| (x.clone(), y.clone())))
            else {
                continue;
            };
            let mut other = record.clone();
            let hands = other["events"][deal]["deal"]["hands"].as_array_mut().unwrap();
            for h in [a, b] {
                for c in hands[h].as_array_mut().unwrap() {
                    if c == x.as_str() {
                        *c = serde_json::Value::from(y.clone());
                    } else if c == y.as_str() {
                        *c = serde_json::Value::from(x.clone());
                    }
                }
            }
            return Some(other);
        }
    }
    None
}

/// `wizard-bot bot`: a line per input line; the event it answers is the
/// seat's and replays; mistakes are error lines and it keeps reading; a
/// record that differs only in another player's hidden cards gets the same answer.
#[test]
fn bot_answers_each_line_with_the_seats_next_event() {
    // A position where two other players hold unplayed cards of one suit.
    let (record, other, seat) = (0..200)
        .find_map(|seed| {
            let (record, seat) = record_at_a_decision(seed);
            let other = with_hidden_cards_swapped(&record, seat)?;
            Some((record, other, seat))
        })
        .expect("a position with hidden cards to swap");
    assert_ne!(record, other);
    let lines = [
        serde_json::json!({"record": record, "seat": seat}).to_string(),
        "not json".to_string(),
        serde_json::json!({"record": record, "seat": (seat + 1) % 4}).to_string(),
        serde_json::json!({"record": {"game": "chess"}, "seat": 0}).to_string(),
    ];
    let mut input = lines.join("\n");
    input.push('\n');
    input.push_str(&serde_json::json!({"record": other, "seat": seat}).to_string());
    let answers = bot_answers(&["--level", "normal", "--seed", "9"], &input);
    assert_eq!(answers.len(), 5, "{answers:?}");
    // The event is the seat's, and the record with it still replays.
    let event = &answers[0]["event"];
    let kind = event.as_object().unwrap().keys().next().unwrap().clone();
    assert!(kind == "bid" || kind == "play" || kind == "choose_trump", "{event}");
    assert_eq!(event[&kind]["player"], seat, "{event}");
    let mut extended = record.clone();
    extended["events"].as_array_mut().unwrap().push(event.clone());
    assert!(wizard_bot::record::replay_value(&extended).is_ok(), "{event}");
    assert!(answers[1]["error"].as_str().unwrap().starts_with("not JSON"));
    assert!(answers[2]["error"].as_str().unwrap().contains("nothing to decide"));
    assert!(answers[3]["error"].is_string());
    assert_eq!(answers[4], answers[0], "hidden cards changed the decision");
}

/// `wizard-bot bot ARGS` fed `input`: its answer lines, parsed (it exits cleanly).
fn bot_answers(args: &[&str], input: &str) -> Vec<serde_json::Value> {
    let mut child = bin()
        .arg("bot")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn bot_decides_for_dice_records_too() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/dice_records_example.json");
    let full: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let upto = |n: usize| {
        let mut r = full.clone();
        r["events"].as_array_mut().unwrap().truncate(n);
        r
    };
    let lines = [
        serde_json::json!({"record": upto(0), "seat": 0}),
        serde_json::json!({"record": upto(4), "seat": 0}),
        serde_json::json!({"record": upto(5), "seat": 0}),
        serde_json::json!({"record": upto(5), "seat": 2}),
        serde_json::json!({"record": upto(0), "seat": 1}),
    ];
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let answers = bot_answers(&["--level", "hard"], &input);
    assert_eq!(answers.len(), 5, "{answers:?}");
    // The Seer predicts first, and the record with the prediction still replays.
    let predict = &answers[0]["event"];
    assert_eq!(predict["predict"]["player"], 0, "{predict}");
    let mut extended = upto(0);
    extended["events"].as_array_mut().unwrap().push(predict.clone());
    assert!(wizard_bot::record::replay_value(&extended).is_ok(), "{predict}");
    // Roll 1 throws every die; its faces are chance, so the event names the dice only.
    assert_eq!(
        answers[1]["event"],
        serde_json::json!({"roll": {"dice": [0, 1, 2, 3, 4, 5, 6]}})
    );
    // After roll 1 (three green counting for 5× green) the Seer throws again or stops.
    let seer = answers[2]["event"].as_object().unwrap();
    assert!(seer.contains_key("roll") || seer.contains_key("stop"), "{seer:?}");
    // Gregor (2× red, one red showing) leaves or stays in.
    let gregor = &answers[3];
    assert!(
        gregor["stays"] == true || gregor["event"]["leave"]["player"] == 2,
        "{gregor}"
    );
    assert!(answers[4]["error"].as_str().unwrap().contains("nothing to decide"));
}

/// `draw` writes a record's pictures: the public ones by default, one seat's
/// Page with `--seat`; a bad request is one clear line and a failure.
#[test]
fn draw_writes_the_pictures_of_a_record() {
    let root = env!("CARGO_MANIFEST_DIR");
    let out = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let o = bin().arg("draw").args(args).output().unwrap();
        (
            o.status.success(),
            String::from_utf8_lossy(&o.stdout).to_string(),
            String::from_utf8_lossy(&o.stderr).to_string(),
        )
    };
    let cards = format!("{root}/docs/example-card-game.json");
    let dice = format!("{root}/docs/example-dice-game.json");
    let dir = out.path().to_str().unwrap();
    let (ok, stdout, _) = run(&[&cards, "--at", "202", "--out", dir]);
    assert!(ok);
    let written: Vec<&str> = stdout.lines().map(|l| l.rsplit('/').next().unwrap()).collect();
    assert_eq!(written, ["table.png", "chart.png"]);
    let (ok, stdout, _) = run(&[&dice, "--at", "51", "--seat", "2", "--lang", "de", "--out", dir]);
    assert!(ok);
    assert!(stdout.trim().ends_with("page.png"), "{stdout}");
    let (ok, stdout, _) = run(&[&dice, "--public", "--out", dir]);
    assert!(ok);
    assert_eq!(stdout.lines().count(), 4, "the dice and three Pages: {stdout}");
    for name in ["table.png", "chart.png", "page.png", "dice.png", "page-1.png"] {
        let bytes = std::fs::read(out.path().join(name)).unwrap();
        assert!(bytes.starts_with(b"\x89PNG"), "{name}");
    }
    let (ok, _, stderr) = run(&[&cards, "--seat", "1", "--out", dir]);
    assert!(!ok);
    assert!(stderr.contains("a card game's pictures are all public"), "{stderr}");
    let (ok, _, stderr) = run(&[&cards, "--at", "100000", "--out", dir]);
    assert!(!ok);
    assert!(stderr.contains("--at 100000"), "{stderr}");
    let (ok, _, stderr) = run(&[&cards, "--lang", "xx", "--out", dir]);
    assert!(!ok);
    assert!(stderr.contains("--lang"), "{stderr}");
}

/// `wizard-bot daily-report` (#53): Hard's percentile among the people of
/// each closed day, per game; Hard's try of a day not played yet is played
/// and kept first (and the figure is the one the kept try gives).
#[test]
fn daily_report_places_hard_among_the_people_of_each_closed_day() {
    use wizard_bot::league::daily_store::DailyStore;
    use wizard_bot::league::field::AgainstHard;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("d.db").display());
    let rt = tokio::runtime::Runtime::new().unwrap();
    let store = rt.block_on(wizard_bot::store::Store::open(&url)).unwrap();
    // The first challenge's day has closed by the time these tests run.
    let day = wizard_bot::league::daily::FIRST_DAY;
    let points = [-40, 10, 60, 90, 300];
    for (user, p) in points.iter().enumerate() {
        let kind = wizard_bot::store::GameKind::Wizard;
        rt.block_on(wizard_bot::table::store_daily_try(
            &store,
            kind,
            (Some(1), user as i64 + 1, day),
            (*p, 4),
        ))
        .unwrap();
    }
    let out = bin()
        .env("DATABASE_URL", &url)
        .args(["daily-report", "--days", "400"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let hard = rt
        .block_on(store.hard_day(wizard_bot::store::GameKind::Wizard, day))
        .unwrap()
        .expect("Hard's try of the day was played and kept");
    let expected = AgainstHard::of(hard.points, points).percentile().unwrap();
    assert!(
        text.contains(&format!("wizard: Hard's percentile {expected:.1} on 1 day, 5 tries")),
        "{text}"
    );
    assert!(text.contains("dice: no closed day with people's tries"), "{text}");
}
