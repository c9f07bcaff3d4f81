//! Replays through the running bot and the fake Discord (#34): from
//! `/history`, a finished game's Replay turns the panel into the game at its
//! first stop with every hand face up (the hands of the deal, the bids),
//! steps by trick and by round to its end, and shows it as one seat saw it
//! (only that seat's hand); dice games step by roll; the stops follow the
//! rules (a card game stops once per round for its bids and once per trick);
//! a running game is not replayed.

use serde_json::json;

use super::e2e::{CHANNEL, E2e, cid, stored_finished_game};
use super::fake_discord::server::Msg;
use wizard_bot::discord::custom_id::Click;
use wizard_bot::discord::custom_id::ReplaySeat;
use wizard_bot::engine::wizard::Card;
use wizard_bot::store::GameKind;
use wizard_bot::text::cards::card;
use wizard_bot::text::catalogue::Lang;

const ANA: u64 = 501;

/// The messages of this file for looking at (`e2e::look`), its people named.
fn look(name: &str, m: &Msg) {
    super::e2e::look(name, m, json!({"501": "Ana", "502": "Ben"}));
}

/// The replay button on `m` leading to `step` ("f", "b", "n", "l", "rb", "rn", "o"), if enabled.
fn step(m: &Msg, step: &str) -> Option<String> {
    m.components()
        .into_iter()
        .find(|(id, _, disabled)| !disabled && id.starts_with(&cid("rp:")) && id.ends_with(&format!(":{step}")))
        .map(|(id, _, _)| id)
}

/// The stop a replay panel shows (from its select's id).
fn stop_of(m: &Msg) -> u32 {
    m.components()
        .into_iter()
        .find_map(|(id, _, _)| match Click::read(&id).ok()? {
            Click::ReplaySeat(ReplaySeat { stop, .. }) => Some(stop),
            _ => None,
        })
        .expect("a replay panel")
}

/// The embed that lists the hands, as text.
fn hands(m: &Msg) -> String {
    m.body["embeds"].as_array().unwrap().last().unwrap()["description"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// `/history` of `kind` by Ana, and its Replay of `game` clicked: the panel.
async fn open(e: &E2e, game: i64, kind: &str) -> Msg {
    let id = e
        .command(
            ANA,
            CHANNEL,
            "history",
            json!([{"name": "game", "type": 3, "value": kind}]),
        )
        .await;
    let history = e.reply_to(&id).expect("the history panel");
    let replay = cid(&format!("rp:{game}:0:a:o"));
    assert!(
        history.components().iter().any(|(c, _, _)| *c == replay),
        "{:?}",
        history.components()
    );
    let click = e.click(ANA, history.id, &replay).await;
    assert_eq!(
        e.answer_of(&click).await["type"],
        7,
        "the history panel becomes the replay"
    );
    e.fake.message(history.id).unwrap()
}

#[tokio::test]
async fn a_card_game_replays_face_up_by_trick_and_round_and_as_one_seat_saw_it() {
    let e = E2e::start().await;
    let game = stored_finished_game(&e, GameKind::Wizard, 34).await;
    let events = e.store().events(game).await.unwrap();
    let panel = open(&e, game, "wizard").await;
    look("replay-first", &panel);
    assert_eq!(stop_of(&panel), 0);
    assert!(
        panel.text().contains(&format!("Replay of game {game}")),
        "{}",
        panel.text()
    );
    assert!(panel.text().contains("Round 1 of 20"), "{}", panel.text());
    // Face up: each seat's card of round 1's deal, and its bid.
    let deal: Vec<Vec<Card>> = serde_json::from_value(events[0]["deal"]["hands"].clone()).unwrap();
    let lines: Vec<String> = hands(&panel).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    for (seat, hand) in deal.iter().enumerate() {
        for c in hand {
            assert!(lines[seat].contains(&card(*c, Lang::En)), "{} in {}", c, lines[seat]);
        }
        let bid = events[1..4].iter().find(|e| e["bid"]["player"] == seat).unwrap()["bid"]["tricks"]
            .as_u64()
            .unwrap();
        assert!(lines[seat].contains(&format!("bid {bid}")), "{}", lines[seat]);
    }
    // Step by trick: round 1 has one trick, then round 2's bids.
    let on = step(&panel, "n").unwrap();
    e.click(ANA, panel.id, &on).await;
    let now = e.fake.message(panel.id).unwrap();
    assert_eq!(stop_of(&now), 1);
    assert!(
        now.text().contains("won by"),
        "the trick and who won it:\n{}",
        now.text()
    );
    // By round: the next round's first stop (its bids), and back.
    e.click(ANA, panel.id, &step(&now, "rn").unwrap()).await;
    let round2 = e.fake.message(panel.id).unwrap();
    assert_eq!(stop_of(&round2), 2);
    assert!(round2.text().contains("Round 2 of 20"), "{}", round2.text());
    e.click(ANA, panel.id, &step(&round2, "rn").unwrap()).await;
    let round3 = e.fake.message(panel.id).unwrap();
    assert_eq!(stop_of(&round3), 5, "round 2: its bids and two tricks");
    e.click(ANA, panel.id, &step(&round3, "rb").unwrap()).await;
    assert_eq!(stop_of(&e.fake.message(panel.id).unwrap()), 2);
    // To the end: 20 rounds, each its bids and a trick per card.
    e.click(ANA, panel.id, &step(&round3, "l").unwrap()).await;
    let last = e.fake.message(panel.id).unwrap();
    look("replay-last", &last);
    assert_eq!(stop_of(&last) as usize, 20 + (1..=20).sum::<usize>() - 1);
    assert!(step(&last, "n").is_none(), "nothing after the end");
    assert!(step(&last, "b").is_some());
    // As Ben saw it: his hand alone.
    let select = cid(&format!("rv:{game}:0"));
    let seen = e.fake.select_values_on(ANA, panel.id, &select, &["1"], "en-US");
    e.fake.wait_ack(5, &seen).await;
    let ben = e.fake.message(panel.id).unwrap();
    look("replay-as-ben", &ben);
    assert!(ben.text().contains("saw it"), "{}", ben.text());
    let text = hands(&ben);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("<@502>"), "{lines:?}");
    // In German too.
    e.set_locale(ANA, "de");
    e.click(ANA, panel.id, &step(&ben, "n").unwrap()).await;
    let de = e.fake.message(panel.id).unwrap();
    look("replay-de", &de);
    assert!(
        de.text().contains(&format!("Wiederholung von Spiel {game}")),
        "{}",
        de.text()
    );
    // Analyse: the panel becomes where each person's points went (worked
    // out after the answer was deferred), in the clicker's language.
    e.set_locale(ANA, "en-US");
    let analyse = cid(&format!("an:{game}"));
    let id = e.click(ANA, panel.id, &analyse).await;
    assert_eq!(e.answer_of(&id).await["type"], 6, "deferred, the panel kept");
    e.fake
        // Hard replays every decision of the game: on a busy 2-core machine
        // that took past 20 s (speed is the benchmark's).
        .wait_until(60, "the analysis", |f| {
            f.message(panel.id)
                .is_some_and(|m| m.text().contains("Where the points went"))
        })
        .await;
    let analysis = e.fake.message(panel.id).unwrap();
    look("analysis", &analysis);
    let text = analysis.body["embeds"][0]["description"].as_str().unwrap().to_string();
    let blocks: Vec<&str> = text.split("\n\n").skip(1).collect();
    assert_eq!(blocks.len(), 2, "Ana and Ben, not the computer: {text}");
    for (block, who) in blocks.iter().zip(["<@501>", "<@502>"]) {
        let mut lines = block.lines();
        let head = lines.next().unwrap();
        assert!(
            head.starts_with(&format!("**{who}"))
                && head.contains("points left on the table")
                && head.contains("(bids "),
            "{head}"
        );
        let rest: Vec<&str> = lines.collect();
        // Up to three bids, then the costliest card.
        let bids = rest.iter().take_while(|l| l.contains("Hard bids")).count();
        assert!(
            rest == ["Every bid and card was as good as Hard's."]
                || rest
                    .iter()
                    .all(|l| l.starts_with("Round ") && (l.contains("Hard bids") || l.contains("Hard plays"))),
            "{rest:?}"
        );
        assert!(bids <= 3 && rest.len() <= bids + 1 && !rest.is_empty(), "{rest:?}");
    }
    // Worked out once and stored: what the panel says is what is kept.
    let kept = e.tables().analyse(game).await.unwrap();
    assert!(!kept.calls.is_empty() && !kept.plays.is_empty());
    assert!(e.store().analysis(game).await.unwrap().is_some());
    // And back to the replay.
    let back = cid(&format!("rp:{game}:0:a:o"));
    e.click(ANA, panel.id, &back).await;
    assert_eq!(stop_of(&e.fake.message(panel.id).unwrap()), 0);
    e.assert_clean();
}

#[tokio::test]
async fn a_dice_game_replays_by_roll_and_a_running_game_is_not_replayed() {
    let e = E2e::start().await;
    let game = stored_finished_game(&e, GameKind::Dice, 35).await;
    let events = e.store().events(game).await.unwrap();
    let rolls = events.iter().filter(|e| e.get("roll").is_some()).count();
    let panel = open(&e, game, "dice").await;
    look("replay-dice-first", &panel);
    // Every roll is a stop; so is each round's predictions, before its first roll.
    let stops = wizard_bot::table::stops(GameKind::Dice, 3, &events);
    assert!(stops.len() > rolls, "{} stops, {rolls} rolls", stops.len());
    assert_eq!(*stops.last().unwrap(), events.len());
    e.click(ANA, panel.id, &step(&panel, "n").unwrap()).await;
    let rolled = e.fake.message(panel.id).unwrap();
    look("replay-dice-rolled", &rolled);
    assert!(
        rolled.files.iter().any(|f| f.filename.starts_with("dice-")),
        "the dice of the roll, drawn"
    );
    let seen = e
        .fake
        .select_values_on(ANA, panel.id, &cid(&format!("rv:{game}:1")), &["0"], "en-US");
    e.fake.wait_ack(5, &seen).await;
    let own = e.fake.message(panel.id).unwrap();
    look("replay-dice-own", &own);
    assert!(own.files.iter().any(|f| f.filename.starts_with("page-")), "Ana's Page");
    // Analyse from the history, in German: each person's predictions beside Hard's.
    e.set_locale(ANA, "de");
    let id = e
        .command(
            ANA,
            CHANNEL,
            "history",
            json!([{"name": "game", "type": 3, "value": "dice"}]),
        )
        .await;
    let history = e.reply_to(&id).expect("the history panel");
    let analyse = cid(&format!("an:{game}"));
    assert!(history.components().iter().any(|(c, _, _)| *c == analyse));
    e.click(ANA, history.id, &analyse).await;
    e.fake
        .wait_until(20, "the analysis", |f| {
            f.message(history.id)
                .is_some_and(|m| m.text().contains("Wo die Punkte blieben"))
        })
        .await;
    let analysis = e.fake.message(history.id).unwrap();
    look("analysis-dice-de", &analysis);
    let text = analysis.body["embeds"][0]["description"].as_str().unwrap().to_string();
    let blocks: Vec<&str> = text.split("\n\n").skip(1).collect();
    assert_eq!(blocks.len(), 2, "Ana and Ben, not the computer: {text}");
    let kept = e.tables().analyse(game).await.unwrap();
    let predicted = events
        .iter()
        .filter(|e| e.get("predict").is_some_and(|p| p["player"].as_u64().unwrap() < 2))
        .count();
    assert_eq!(kept.calls.len(), predicted, "every prediction of Ana's and Ben's");
    for (block, who) in blocks.iter().zip(["<@501>", "<@502>"]) {
        let mut lines = block.lines();
        let head = lines.next().unwrap();
        assert!(
            head.starts_with(&format!("**{who}")) && head.contains("liegen gelassen"),
            "{head}"
        );
        let rest: Vec<&str> = lines.collect();
        assert!(
            rest == ["Jede Vorhersage war so gut wie die von Schwer."]
                || rest
                    .iter()
                    .all(|l| l.starts_with("Runde ") && l.contains("vorhergesagt — Schwer sagt")),
            "{rest:?}"
        );
        assert!(!rest.is_empty() && rest.len() <= 3, "{rest:?}");
    }
    e.set_locale(ANA, "en-US");
    // A running game: refused, nothing shown of it.
    let (running, lobby) = e.new_wizard(ANA, json!([])).await;
    e.lobby_click(ANA, lobby, running, "bot").await;
    e.lobby_click(ANA, lobby, running, "bot").await;
    e.start_game(ANA, lobby, running).await;
    let table = e.table_message(running).unwrap();
    let forged = cid(&format!("rp:{running}:0:a:o"));
    let id = e.fake.click_on(ANA, table.id, &forged, "en-US");
    e.fake.wait_ack(5, &id).await;
    let answer = e.answer_of(&id).await;
    assert!(
        answer["data"]["embeds"].as_array().is_none_or(|v| v.is_empty()),
        "{answer}"
    );
    let refused = e.tables().replay(running, 0).await.unwrap_err();
    assert_eq!(refused, wizard_bot::table::TableError::NotFinished);
    e.assert_clean();
}
