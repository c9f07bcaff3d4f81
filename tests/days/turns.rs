//! Turn-based tables over simulated days (#79): the real bot against the
//! fake Discord, with the table layer's clock moved by hours and days. Each
//! turn finds its person once (a DM with the ways to act), a reminder comes
//! at a quarter of the clock, a clock that runs out has the autopilot play
//! and the person told, three in a row hand the seat to the computer, a
//! restart keeps every clock and sends nothing twice, and `/turns` says
//! where every game stands.

use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::{Value, json};

use super::e2e::{E2e, cid, enabled_actions};
use super::fake_discord::server::{Msg, Private};
use wizard_bot::table::model::test_clock;
use wizard_bot::table::{DAY_MS, GameStatus, SeatOwner, TurnClock};

pub(super) const ANA: u64 = 621;
pub(super) const BEN: u64 = 622;
pub(super) const CAL: u64 = 623;
/// Each person's DM channel id as `/turns` is used there (the fake makes
/// the bot's own DM channels itself).
pub(super) const ANA_DM: u64 = 9_621;
pub(super) const BEN_DM: u64 = 9_622;
pub(super) const HOUR: i64 = 3_600_000;
pub(super) const START: i64 = 20_800 * DAY_MS + 9 * HOUR;

pub(super) fn at(ms: i64) {
    test_clock::set_now(ms);
}

pub(super) fn pace(hours: &str) -> Value {
    json!([{"name": "pace", "type": 3, "value": hours}])
}

/// The turn messages `user` got for `game` (DMs), oldest first.
pub(super) fn dms(e: &E2e, user: u64, game: i64) -> Vec<Msg> {
    e.turn_dms(user, game)
}

/// The "your turn" messages (or a reminder standing for one) `user` got for `game`.
pub(super) fn turn_dms(e: &E2e, user: u64, game: i64) -> usize {
    dms(e, user, game)
        .iter()
        .filter(|m| title(m).starts_with("Your turn") || title(m).starts_with("Reminder"))
        .count()
}

/// The newest table message of `game` (its footer names the game; a turn's DM has none).
pub(super) fn table_of(e: &E2e, game: i64) -> Option<Msg> {
    e.fake
        .all_public_messages()
        .into_iter()
        .filter(|m| {
            m.body["embeds"][0]["footer"]["text"]
                .as_str()
                .is_some_and(|f| f.ends_with(&format!(" {game}")))
        })
        .filter(|m| {
            m.components()
                .iter()
                .any(|(id, _, _)| id.starts_with(&cid(&format!("h:{game}:"))))
        })
        .max_by_key(|m| m.id)
}

pub(super) fn title(m: &Msg) -> String {
    m.body["embeds"][0]["title"].as_str().unwrap_or_default().to_string()
}

pub(super) fn description(m: &Msg) -> String {
    m.body["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The running clocks of `game` (the bot's own view).
pub(super) fn clocks(e: &E2e, game: i64) -> Vec<TurnClock> {
    e.bot()
        .tables
        .turn_clocks()
        .into_iter()
        .filter(|c| c.game == game)
        .collect()
}

/// Waits (a few passes of the sweep) until `user` has `n` turn messages of `game`.
pub(super) async fn dms_become(e: &E2e, user: u64, game: i64, n: usize) -> Vec<Msg> {
    e.fake
        .wait_until(10, &format!("{n} turn messages to {user}"), |_| {
            dms(e, user, game).len() >= n
        })
        .await;
    // A few more passes: nothing more may come.
    tokio::time::sleep(Duration::from_millis(250)).await;
    let got = dms(e, user, game);
    assert_eq!(got.len(), n, "{user}: {:?}", got.iter().map(title).collect::<Vec<_>>());
    got
}

/// Ana's turn-based card table with Ben and Cal at `hours` a move, its bids
/// one after another (not the turn-based tables' covered bids: one turn at a
/// time), started; returns once its first round's table is posted.
pub(super) async fn three_at_a_card_table(e: &E2e, hours: &str) -> (i64, Msg) {
    let options = json!([
        {"name": "pace", "type": 3, "value": hours},
        {"name": "covered_bids", "type": 5, "value": false}
    ]);
    let (game, lobby) = e.new_wizard(ANA, options).await;
    e.lobby_click(BEN, lobby, game, "join").await;
    e.lobby_click(CAL, lobby, game, "join").await;
    e.start_game(ANA, lobby, game).await;
    e.fake
        .wait_until(10, "the round's table", |_| table_of(e, game).is_some())
        .await;
    (game, table_of(e, game).expect("the table"))
}

/// `/turns` as `user` sees it in their DM with the bot: its text.
pub(super) async fn turns_of(e: &E2e, user: u64, dm: u64) -> String {
    let id = e
        .fake
        .command_private(user, dm, Private::BotDm, "turns", json!([]), "en-US");
    e.fake.wait_ack(5, &id).await;
    let reply = e.reply_to(&id).expect("/turns answers");
    description(&reply)
}

/// `user` acts from their turn message: its hand button opens their hand
/// (in the DM), and they take one of its choices.
pub(super) async fn act_from(e: &E2e, user: u64, message: &Msg, rng: &mut SmallRng) {
    let hand = cid("h:");
    let button = message
        .components()
        .into_iter()
        .map(|(id, _, _)| id)
        .find(|id| id.starts_with(&hand))
        .expect("a turn's message opens the hand");
    let before = e.last_ephemeral(user).map(|m| m.id);
    e.click(user, message.id, &button).await;
    let panel = e.last_ephemeral(user).expect("the hand opened");
    assert_ne!(Some(panel.id), before, "a new panel");
    let choices = enabled_actions(&panel);
    assert!(!choices.is_empty(), "it is their turn: {}", panel.body);
    let id = e.act(user, &panel, &choices, rng);
    e.fake.wait_ack(5, &id).await;
}

/// `user` opens their hand for `game` from `message`'s hand button: the
/// panel, and all it says.
pub(super) async fn hand_opened_on(e: &E2e, user: u64, message: &Msg, game: i64) -> (Msg, String) {
    let hand = cid(&format!("h:{game}:"));
    let button = message
        .components()
        .into_iter()
        .map(|(id, _, _)| id)
        .find(|id| id.starts_with(&hand));
    e.click(user, message.id, &button.expect("a hand button")).await;
    let panel = e.last_ephemeral(user).expect("the hand opened");
    let shown = super::fake_discord::server::payload_text(&panel.body);
    (panel, shown)
}

/// The person whose clock runs at `game` (one at a time in the card game).
pub(super) fn owing(e: &E2e, game: i64) -> TurnClock {
    let running = clocks(e, game);
    assert_eq!(running.len(), 1, "one turn at a time: {running:?}");
    running[0]
}

#[tokio::test]
async fn a_card_game_turn_based_over_days_finds_each_turn_once_reminds_runs_out_and_survives_a_restart() {
    at(START);
    let mut e = E2e::start_tuned(|c| {
        c.rollover_every = Some(Duration::from_millis(20));
        // The page is served: a turn's message links the seat's page too.
        c.web_addr = Some("127.0.0.1:0".parse().unwrap());
        c.web_secret = Some("the tests' link secret".into());
    })
    .await;
    let mut rng = SmallRng::seed_from_u64(79);
    // The table says it is turn-based, and shows each person's clock.
    let (game, table) = three_at_a_card_table(&e, "24").await;
    let shown = table.text();
    assert!(shown.contains("⏳"), "{shown}");
    assert!(shown.contains("1 d 0 h") && shown.contains("⏱"), "{shown}");

    // Six decisions (round 1's bids and cards, round 2's first), three hours apart:
    // each turn finds its person once, by DM, with the ways to act.
    let mut told = std::collections::HashMap::<u64, usize>::new();
    let mut now = START;
    for step in 0..6 {
        // Three hours pass before each decision (a turn right after one's
        // own move is told only once they have not moved for two minutes).
        if step > 0 {
            now += 3 * HOUR;
            at(now);
        }
        let c = owing(&e, game);
        let user = c.user as u64;
        let n = told.get(&user).copied().unwrap_or(0) + 1;
        let got = dms_become(&e, user, game, n).await;
        let dm = got.last().unwrap();
        assert!(title(dm).starts_with("Your turn"), "{}", title(dm));
        let text = description(dm);
        assert!(
            text.contains("Bid for round") || text.contains("Play a card") || text.contains("Choose trump"),
            "{text}"
        );
        assert!(text.contains(&format!("<t:{}:R>", c.due / 1000)), "the clock: {text}");
        let links: Vec<String> = dm.body["components"][0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|b| b["url"].as_str().map(str::to_string))
            .collect();
        assert!(
            links.iter().any(|u| u.starts_with("https://discord.com/channels/")),
            "{links:?}"
        );
        // Nobody else was told anything of this turn.
        for other in [ANA, BEN, CAL].into_iter().filter(|&o| o != user) {
            assert_eq!(dms(&e, other, game).len(), told.get(&other).copied().unwrap_or(0));
        }
        told.insert(user, n);
        if step == 0 {
            looked("turns-dm-en", dm);
            if let Some(table) = table_of(&e, game) {
                looked("turns-table-en", &table);
            }
            // `/turns` for the one it waits for, and for another.
            let dm_channel = if user == ANA { ANA_DM } else { BEN_DM };
            let mine = turns_of(&e, user, dm_channel).await;
            let id = e
                .fake
                .command_private(user, dm_channel, Private::BotDm, "turns", json!([]), "en-US");
            e.fake.wait_ack(5, &id).await;
            looked("turns-list-en", &e.reply_to(&id).unwrap());
            assert!(mine.contains("Waiting for you (1)"), "{mine}");
            let other = if user == ANA { BEN } else { ANA };
            let theirs = turns_of(&e, other, if other == ANA { ANA_DM } else { BEN_DM }).await;
            assert!(
                theirs.contains("Waiting for others (1)") && theirs.contains(&format!("<@{user}>")),
                "{theirs}"
            );
        }
        act_from(&e, user, dm, &mut rng).await;
        e.fake
            .wait_until(10, "the next turn", |_| {
                clocks(&e, game).iter().all(|x| x.since != c.since)
            })
            .await;
    }

    // A restart in the middle of a turn that was told: every clock as it
    // was, to the millisecond, and nothing sent again.
    now += 3 * HOUR;
    at(now);
    let c = owing(&e, game);
    let user = c.user as u64;
    let n = told[&user] + 1;
    dms_become(&e, user, game, n).await;
    told.insert(user, n);
    e.restart().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(clocks(&e, game), vec![c], "the clocks after the restart");
    for p in [ANA, BEN, CAL] {
        assert_eq!(
            dms(&e, p, game).len(),
            told.get(&p).copied().unwrap_or(0),
            "{p} after the restart"
        );
    }

    // The reminder: once a quarter of the clock is left, one message, once.
    let remind_at = c.since + (c.due - c.since) * 3 / 4 + 1_000;
    at(remind_at);
    let got = dms_become(&e, user, game, n + 1).await;
    assert!(
        title(got.last().unwrap()).starts_with("Reminder"),
        "{}",
        title(got.last().unwrap())
    );
    told.insert(user, n + 1);
    at(remind_at + HOUR);
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(dms(&e, user, game).len(), n + 1, "one reminder");

    // The clock runs out: the autopilot plays, the person is told; three
    // run-outs in a row hand the seat to the computer for good.
    let quitter = user;
    let mut runs = 0;
    let mut clock_time = c.due;
    while runs < 3 {
        let c = owing(&e, game);
        clock_time = clock_time.max(c.due) + 1_000;
        at(clock_time);
        e.fake
            // The autopilot searches its move: on a busy machine (the days tests
            // play whole games of computers beside it) that takes seconds.
            .wait_until(30, "the clock's run-out", |_| {
                clocks(&e, game).iter().all(|x| x.since != c.since)
            })
            .await;
        if c.user as u64 == quitter {
            runs += 1;
            // Told once per run-out (the word follows the move it tells of).
            let ran_out = |f: &super::fake_discord::server::FakeDiscord| {
                f.dms_to(quitter)
                    .iter()
                    .filter(|m| title(m).starts_with("Your clock ran out"))
                    .count()
            };
            e.fake.wait_until(10, "the run-out told", |f| ran_out(f) >= runs).await;
            assert_eq!(ran_out(&e.fake), runs, "one word per run-out");
            let got = e.fake.dms_to(quitter);
            let word = got
                .iter()
                .rev()
                .find(|m| title(m).starts_with("Your clock ran out"))
                .cloned();
            let word = word.expect("told of the run-out");
            let text = description(&word);
            // What the autopilot played for them, in words (#85): in the
            // word, and on their hand's panel until they move.
            assert!(text.contains("Played for you: "), "{text}");
            if runs == 1 {
                let hand = cid(&format!("h:{game}:"));
                let with_hand = |m: &Msg| m.components().iter().any(|(id, _, _)| id.starts_with(&hand));
                // The word, else their newest turn message with the hand, else the table.
                let on = match with_hand(&word) {
                    true => word.clone(),
                    false => got
                        .iter()
                        .rev()
                        .find(|m| with_hand(m))
                        .cloned()
                        .or_else(|| e.table_message(game))
                        .expect("a message that opens the hand"),
                };
                let (panel, shown) = hand_opened_on(&e, quitter, &on, game).await;
                assert!(
                    shown.contains("Your time ran out, so the computer played for you: "),
                    "{shown}"
                );
                looked("turns-ran-out-en", &word);
                looked("turns-ran-out-hand-en", &panel);
            }
            match runs {
                3 => assert!(text.contains("for good"), "{text}"),
                n => assert!(text.contains(&format!("That is {n} of 3 in a row")), "{text}"),
            }
        }
    }
    let s = e.bot().tables.latest(game).await.expect("the game");
    let seat = s
        .seats
        .iter()
        .position(|o| *o == SeatOwner::Computer)
        .expect("the seat handed over");
    assert!(s.handed_over(seat).is_some(), "their own play counted");
    // The others' clocks ran out along the way too; the game goes on until
    // they hand over too: the computers then finish it at once.
    for _ in 0..12 {
        let Ok(s) = e.bot().tables.snapshot(game).await else {
            break;
        };
        let Some(due) = s.clocks.iter().filter_map(|c| c.due()).max() else {
            break;
        };
        at(due + 1_000);
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    e.fake
        .wait_until(10, "the game's end", |_| e.end_message(game).is_some())
        .await;
    let row = e.store().game(game).await.unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    // Nothing waits for anyone any more.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let ana = turns_of(&e, ANA, ANA_DM).await;
    assert!(
        ana.contains("Waiting for you (0)") && ana.contains("Waiting for others (0)"),
        "{ana}"
    );
    e.assert_clean();
}

#[tokio::test]
async fn a_dice_game_turn_based_tells_each_person_once_and_a_closed_dm_becomes_a_mention() {
    at(START);
    let e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(20))).await;
    // Cal closed his DMs: his turns mention him where the game is, once a turn.
    e.fake.close_dms(CAL);
    let (game, lobby) = e.new_dice(ANA, pace("1")).await;
    e.lobby_click(BEN, lobby, game, "join").await;
    e.lobby_click(CAL, lobby, game, "join").await;
    e.start_game(ANA, lobby, game).await;
    let mut now = START;
    let mut seen_turns = std::collections::HashSet::new();
    // The turns each person was told of: Ana's and Ben's DMs, Cal's mentions in the thread.
    let told = |user: u64| -> usize {
        match user {
            CAL => e
                .fake
                .all_public_messages()
                .iter()
                .filter(|m| m.body["content"].as_str() == Some(&format!("<@{CAL}>")))
                .filter(|m| title(m).starts_with("Your turn") || title(m).starts_with("Reminder"))
                .count(),
            _ => turn_dms(&e, user, game),
        }
    };
    for _ in 0..12 {
        let running = clocks(&e, game);
        for c in &running {
            seen_turns.insert((c.user, c.since));
        }
        // Each running turn is told once (by DM, or Cal's mention).
        let turns_of = |user: i64| seen_turns.iter().filter(|(u, _)| *u == user).count();
        e.fake
            .wait_until(10, "each running turn told", |_| {
                running.iter().all(|c| told(c.user as u64) >= turns_of(c.user))
            })
            .await;
        let over = e.bot().tables.snapshot(game).await.is_err();
        let Some(due) = running.iter().map(|c| c.due).max().filter(|_| !over) else {
            break;
        };
        now = now.max(due) + 1_000;
        at(now);
        e.fake
            .wait_until(10, "the clocks ran out", |_| {
                clocks(&e, game)
                    .iter()
                    .all(|x| !running.iter().any(|r| r.since == x.since && r.user == x.user))
            })
            .await;
    }
    // Turns that began with the last run-outs count too, once told.
    let last = clocks(&e, game);
    seen_turns.extend(last.iter().map(|c| (c.user, c.since)));
    e.fake
        .wait_until(10, "the last turns told", |_| {
            last.iter()
                .all(|c| told(c.user as u64) >= seen_turns.iter().filter(|(u, _)| *u == c.user).count())
        })
        .await;
    // Every turn found its person exactly once: Ana and Ben by DM (their
    // run-outs each once more); Cal, whose DMs are closed, by a mention instead.
    tokio::time::sleep(Duration::from_millis(200)).await;
    for user in [ANA, BEN, CAL] {
        let turns = seen_turns.iter().filter(|(u, _)| *u == user as i64).count();
        assert!(turns > 0, "{user} had turns");
        assert_eq!(
            told(user),
            turns,
            "{user}: {:?}",
            dms(&e, user, game).iter().map(title).collect::<Vec<_>>()
        );
    }
    for user in [ANA, BEN] {
        assert!(
            dms(&e, user, game)
                .iter()
                .any(|m| title(m).starts_with("Your clock ran out"))
        );
    }
    assert!(e.fake.dms_to(CAL).is_empty(), "Cal takes no DMs");
    e.assert_clean();
}

pub(super) fn looked(name: &str, m: &Msg) {
    let users = json!({ANA.to_string(): "Ana", BEN.to_string(): "Ben", CAL.to_string(): "Cal"});
    super::e2e::look(name, m, users);
}

#[tokio::test]
async fn a_german_table_speaks_german_in_its_turn_messages_the_table_and_turns() {
    at(START);
    let e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(20))).await;
    for p in [ANA, BEN, CAL] {
        e.set_locale(p, "de");
    }
    let (game, _) = three_at_a_card_table(&e, "72").await;
    let c = owing(&e, game);
    let user = c.user as u64;
    let dm = dms_become(&e, user, game, 1).await.remove(0);
    assert!(title(&dm).starts_with("Du bist dran"), "{}", title(&dm));
    assert!(description(&dm).contains("Runde 1"), "{}", description(&dm));
    let table = table_of(&e, game).unwrap();
    assert!(
        table.text().contains("3 T 0 h") && table.text().contains("⏱"),
        "{}",
        table.text()
    );
    let dm_channel = if user == ANA { ANA_DM } else { BEN_DM };
    let id = e
        .fake
        .command_private(user, dm_channel, Private::BotDm, "turns", json!([]), "de");
    e.fake.wait_ack(5, &id).await;
    let list = e.reply_to(&id).unwrap();
    assert!(
        description(&list).contains("Warten auf dich (1)"),
        "{}",
        description(&list)
    );
    looked("turns-dm-de", &dm);
    looked("turns-table-de", &table);
    looked("turns-list-de", &list);
    // Their clock runs out: the word and their hand say what was played for them.
    at(c.due + 1_000);
    let ran_out = |f: &super::fake_discord::server::FakeDiscord| {
        f.dms_to(user)
            .into_iter()
            .find(|m| title(m).starts_with("Deine Zeit ist abgelaufen"))
    };
    e.fake
        .wait_until(10, "the run-out told", |f| ran_out(f).is_some())
        .await;
    let word = ran_out(&e.fake).unwrap();
    assert!(
        description(&word).contains("Für dich gespielt: "),
        "{}",
        description(&word)
    );
    let table = table_of(&e, game).unwrap();
    let (panel, shown) = hand_opened_on(&e, user, &table, game).await;
    assert!(shown.contains("der Computer hat für dich gespielt: "), "{shown}");
    looked("turns-ran-out-de", &word);
    looked("turns-ran-out-hand-de", &panel);
    // The one whose turn it is now chooses one DM a day: it comes at their
    // hour (18:00 in Berlin, 17:00 UTC in December), in German.
    let who = owing(&e, game).user as u64;
    let set = json!([
        {"name": "messages", "type": 3, "value": "digest"},
        {"name": "digest_hour", "type": 4, "value": 18},
        {"name": "time_zone", "type": 3, "value": "europe/berlin"}
    ]);
    let id = e
        .fake
        .command_private(who, 9_000 + who, Private::BotDm, "turns", set, "de");
    e.fake.wait_ack(5, &id).await;
    let digest = |f: &super::fake_discord::server::FakeDiscord| {
        f.dms_to(who)
            .into_iter()
            .find(|m| title(m).starts_with("Deine Züge heute: 1 wartet"))
    };
    at(c.due + 8 * HOUR);
    e.fake
        .wait_until(10, "the German digest", |f| digest(f).is_some())
        .await;
    let digest = digest(&e.fake).unwrap();
    assert!(
        description(&digest).contains(&format!("{game}")),
        "{}",
        description(&digest)
    );
    looked("digest-de", &digest);
    e.assert_clean();
}
