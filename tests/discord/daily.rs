//! The daily challenge through the running bot and the fake Discord (#33):
//! people on two servers and in a DM play today's challenge from their own
//! private panel (updated in place by every click; nothing of a try is
//! posted in its channel), get the same deals, the same answers for the same
//! moves, and their try back after a restart; a second `/daily` the same day
//! shows the try they had; Share posts figures and a symbol per round, no
//! card; the day's board ranks them, everyone's or this server's.

use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};

use super::e2e::daily::{At, daily, finished, game_on};
use super::e2e::{CHANNEL, E2e, cid};
use super::fake_discord::server::{GUILD_ID, Msg};
use wizard_bot::discord::custom_id::Click;
use wizard_bot::discord::custom_id::{CardMove, DiceMove};
use wizard_bot::store::GameKind;
use wizard_bot::table::{Ask, Level, Verb, day_of, now_ms};

const ANA: u64 = 601;
const BEN: u64 = 602;
const CAL: u64 = 603;
/// Ben's server: another one than Ana's.
const OTHER_GUILD: u64 = 800_000_000_000_000_777;
const BEN_CHANNEL: u64 = 720;
const CAL_DM: u64 = 9_300;

/// Makes one decision on `user`'s panel, chosen by `rng` among its enabled
/// game choices (the same draws on the same panel make the same choice); a
/// select gets as few values as it takes. `last` is the last choice's kind,
/// so picking dice (which only shows a Roll button) is not picked twice.
async fn decide(e: &E2e, user: u64, panel: &Msg, rng: &mut SmallRng, last: &mut String) {
    // Taking this roll is offered once (#50: the Page's Jester Score choices
    // and the table's "Take this roll" made four buttons for three choices).
    let takes: Vec<Option<bool>> = panel
        .components()
        .iter()
        .filter_map(|(id, _, _)| match Click::read(id).ok()? {
            Click::Dice(DiceMove {
                choice: wizard_bot::discord::dice::choice::DiceChoice::Take { jester, .. },
                ..
            }) => Some(jester),
            _ => None,
        })
        .collect();
    assert!(
        !(takes.contains(&None) && takes.iter().any(Option::is_some)),
        "two ways to take this roll: {:?}",
        panel.components()
    );
    let choices: Vec<Value> = panel.body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| !c["disabled"].as_bool().unwrap_or(false))
        .filter(|c| {
            matches!(
                c["custom_id"].as_str().and_then(|id| Click::read(id).ok()),
                Some(Click::Act(CardMove { .. }) | Click::Dice(DiceMove { .. }))
            )
        })
        .filter(|c| !(c["type"] == 3 && *last == "select"))
        .collect();
    assert!(
        !choices.is_empty(),
        "a try waits for its player alone, yet the panel offers nothing:\n{}",
        panel.text()
    );
    let c = &choices[rng.random_range(0..choices.len())];
    let id = c["custom_id"].as_str().unwrap();
    let interaction = if c["type"] == 3 {
        *last = "select".into();
        let mut values: Vec<&str> = c["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["value"].as_str().unwrap())
            .collect();
        let min = c["min_values"].as_u64().unwrap_or(1) as usize;
        while values.len() > min {
            values.remove(rng.random_range(0..values.len()));
        }
        e.fake.select_values_on(user, panel.id, id, &values, &e.locale(user))
    } else {
        *last = "button".into();
        e.fake.click_on(user, panel.id, id, &e.locale(user))
    };
    let ack = e.fake.wait_ack(5, &interaction).await;
    assert!(ack < Duration::from_secs(3), "a click answered after {ack:?}");
    let answer = e.answer_of(&interaction).await;
    assert_eq!(answer["type"], 7, "a click on the panel updates it in place: {answer}");
}

/// Plays `user`'s panel until its try is finished or `limit` decisions were
/// made; returns the panel as it is then.
pub(crate) async fn play(e: &E2e, user: u64, panel: u64, rng: &mut SmallRng, limit: usize) -> Msg {
    let mut last = String::new();
    for _ in 0..limit {
        let now = e.fake.message(panel).unwrap();
        if finished(&now) {
            return now;
        }
        decide(e, user, &now, rng, &mut last).await;
    }
    e.fake.message(panel).unwrap()
}

/// The chance events (deals, rolls, Magic Cards) of a stored game.
async fn chance_of(e: &E2e, game: i64) -> Vec<Value> {
    e.store()
        .events(game)
        .await
        .unwrap()
        .into_iter()
        .filter(|ev| ev.get("deal").is_some() || ev.get("roll").is_some() || ev.get("magic_card").is_some())
        .collect()
}

/// The messages of this file for looking at (`e2e::look`), its people named.
fn look(name: &str, m: &Msg) {
    let users = json!({ANA.to_string(): "Ana", BEN.to_string(): "Ben", CAL.to_string(): "Cal"});
    super::e2e::look(name, m, users);
}

/// Users mentioned in a text, in order.
fn mentioned(text: &str) -> Vec<u64> {
    super::e2e::mentions(text)
}

#[tokio::test]
async fn three_people_on_two_servers_and_a_dm_play_the_same_card_game_challenge() {
    let mut e = E2e::start().await;
    e.fake.set_channel_guild(BEN_CHANNEL, OTHER_GUILD);
    let since = e.fake.requests().len();
    // Ana begins on her server and plays a while; the bot restarts.
    let first = daily(&e, ANA, At::Server(CHANNEL), json!([])).await;
    assert_eq!(first.ephemeral_for, Some(ANA), "a try is its player's own panel");
    let text = first.text();
    assert!(text.contains("Wizard Daily #") && text.contains("Hard"), "{text}");
    let ana_game = game_on(&first).expect("the panel's decisions name the try");
    let mut ana_rng = SmallRng::seed_from_u64(1);
    look("daily-first", &first);
    let before = play(&e, ANA, first.id, &mut ana_rng, 12).await;
    look("daily-playing", &before);
    assert!(!finished(&before));
    let version = super::e2e::drawn_at(&before.body).unwrap().1;
    e.restart().await;
    // `/daily` again: the same try, where she left it.
    let resumed = daily(&e, ANA, At::Server(CHANNEL), json!([])).await;
    assert_eq!(game_on(&resumed), Some(ana_game), "the same try");
    assert_eq!(
        super::e2e::drawn_at(&resumed.body).unwrap().1,
        version,
        "as she left it"
    );
    assert!(resumed.text().contains("Welcome back"), "{}", resumed.text());
    look("daily-resumed", &resumed);
    let ana_end = play(&e, ANA, resumed.id, &mut ana_rng, 400).await;
    assert!(finished(&ana_end), "Ana's try was played to its end");
    look("daily-result", &ana_end);
    // A decision from an older panel, clicked after the try ended (#52): the
    // result again, with why nothing happened, from the game as it ended.
    let old = before
        .components()
        .into_iter()
        .map(|(id, _, _)| id)
        .find(|id| matches!(Click::read(id), Ok(Click::Act(CardMove { .. }))))
        .expect("a decision on the older panel");
    let late = e.fake.click_on(ANA, resumed.id, &old, &e.locale(ANA));
    e.fake.wait_ack(5, &late).await;
    let answer = e.answer_of(&late).await;
    assert_eq!(answer["type"], 7, "the panel is redrawn in place: {answer}");
    let redrawn = e.fake.message(resumed.id).unwrap();
    assert!(finished(&redrawn), "still the try's result:\n{}", redrawn.text());
    assert!(redrawn.text().contains("game is over"), "{}", redrawn.text());
    look("daily-late-click", &redrawn);
    // Cal plays in the bot's DM, in German, with the same choices; Ben on another server with others.
    e.set_locale(CAL, "de");
    let cal = daily(&e, CAL, At::Dm(CAL_DM), json!([])).await;
    look("daily-first-de", &cal);
    let mut cal_rng = SmallRng::seed_from_u64(1);
    let cal_mid = play(&e, CAL, cal.id, &mut cal_rng, 20).await;
    look("daily-playing-de", &cal_mid);
    let cal_end = play(&e, CAL, cal.id, &mut cal_rng, 400).await;
    look("daily-result-de", &cal_end);
    // The same late click in German, in a DM.
    let old = cal_mid
        .components()
        .into_iter()
        .map(|(id, _, _)| id)
        .find(|id| matches!(Click::read(id), Ok(Click::Act(CardMove { .. }))))
        .expect("a decision on the older panel");
    let late = e.fake.click_on(CAL, cal.id, &old, &e.locale(CAL));
    e.fake.wait_ack(5, &late).await;
    let redrawn = e.fake.message(cal.id).unwrap();
    assert!(
        finished(&redrawn) && redrawn.text().contains("Spiel ist vorbei"),
        "{}",
        redrawn.text()
    );
    look("daily-late-click-de", &redrawn);
    let ben = daily(&e, BEN, At::Server(BEN_CHANNEL), json!([])).await;
    let ben_end = play(&e, BEN, ben.id, &mut SmallRng::seed_from_u64(2), 400).await;
    assert!(finished(&cal_end) && finished(&ben_end));
    let (cal_game, ben_game) = (game_on(&cal_end).unwrap(), game_on(&ben_end).unwrap());
    assert!(ana_game != cal_game && cal_game != ben_game);
    // The same moves met the same game (deals and the computers' answers), across a restart.
    let ana_events = e.store().events(ana_game).await.unwrap();
    assert_eq!(ana_events, e.store().events(cal_game).await.unwrap());
    // Other moves met the same deals.
    let ben_events = e.store().events(ben_game).await.unwrap();
    assert_ne!(ana_events, ben_events, "Ben chose otherwise");
    assert_eq!(chance_of(&e, ana_game).await, chance_of(&e, ben_game).await);
    assert_eq!(chance_of(&e, ana_game).await.len(), 8, "a short game: 8 deals");
    // A second `/daily` the same day shows the try she had, and begins none.
    let again = daily(&e, ANA, At::Server(CHANNEL), json!([])).await;
    assert!(finished(&again), "{}", again.text());
    assert_eq!(game_on(&again), Some(ana_game));
    // Share: figures and a symbol per round, no card, in Ana's channel.
    let share = cid(&format!("dy:s:{ana_game}"));
    let id = e.click(ANA, again.id, &share).await;
    let posted = e.reply_to(&id).expect("the share");
    look("daily-share", &posted);
    assert_eq!(posted.ephemeral_for, None, "a share is for the channel");
    assert_eq!(posted.channel, CHANNEL);
    assert!(posted.files.is_empty() && posted.body["embeds"].as_array().is_none_or(|v| v.is_empty()));
    let line = posted.body["content"].as_str().unwrap();
    let results = e.store().results(ana_game).await.unwrap();
    let points = results[0].points;
    let met = results[0].exact_bids;
    let expected = format!(
        "<@{ANA}> · **Wizard Daily #{}** · {} points · {met}/8 bids met",
        wizard_bot::league::daily::number(day_of(now_ms())),
        if points < 0 {
            format!("−{}", -points)
        } else {
            points.to_string()
        }
    );
    let (head, grid) = line.split_once('\n').unwrap();
    assert_eq!(head, expected);
    assert_eq!(grid.chars().count(), 8, "{grid}");
    assert_eq!(grid.chars().filter(|&c| c == '🟩').count() as i64, met);
    assert!(grid.chars().all(|c| c == '🟩' || c == '🟥'), "{grid}");
    // The day's board from her result is this server's, as `/daily board` in
    // it (#50): Ana alone (Ben plays elsewhere, Cal outside any server).
    let server = cid(&format!("dy:b:wizard:{}:day:server:0", day_of(now_ms())));
    e.click(ANA, again.id, &server).await;
    let board = e.fake.message(again.id).unwrap();
    assert_eq!(mentioned(&board.text()), vec![ANA], "{}", board.text());
    // Everyone's, from there: all three, best first.
    let board_id = cid(&format!("dy:b:wizard:{}:day:all:0", day_of(now_ms())));
    e.click(ANA, again.id, &board_id).await;
    let board = e.fake.message(again.id).unwrap();
    look("daily-board", &board);
    // Everyone's board reaches other servers, where a mention of someone not
    // there is "@unknown-user": each is shown by the name they played under.
    assert!(mentioned(&board.text()).is_empty(), "{}", board.text());
    let text = board.text();
    let mut ranked: Vec<u64> = [ANA, BEN, CAL]
        .into_iter()
        .filter(|u| text.contains(&format!("**player{u}**")))
        .collect();
    ranked.sort_by_key(|u| text.find(&format!("**player{u}**")));
    let mut by_points = vec![
        (ANA, points),
        (BEN, e.store().results(ben_game).await.unwrap()[0].points),
    ];
    by_points.push((CAL, e.store().results(cal_game).await.unwrap()[0].points));
    assert_eq!(ranked.len(), 3, "{}", board.text());
    let of = |u: u64| by_points.iter().find(|p| p.0 == u).unwrap().1;
    assert!(
        ranked.windows(2).all(|w| of(w[0]) >= of(w[1])),
        "ranked by points: {ranked:?} {by_points:?}"
    );
    // And back to her result.
    e.click(ANA, again.id, &cid(&format!("dy:r:{ana_game}"))).await;
    assert!(finished(&e.fake.message(again.id).unwrap()));
    // Nothing of a try was posted by the bot itself, anywhere.
    let posted: Vec<String> = e.fake.requests()[since..]
        .iter()
        .filter(|r| r.method != "GET" && r.path.contains("/channels/"))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(posted.is_empty(), "nothing posted: {posted:?}");
    assert_eq!(e.store().game(ana_game).await.unwrap().guild_id, Some(GUILD_ID as i64));
    e.assert_clean();
}

#[tokio::test]
async fn the_dice_challenge_is_the_same_on_a_server_and_in_a_dm() {
    let e = E2e::start().await;
    let ana = daily(
        &e,
        ANA,
        At::Server(CHANNEL),
        json!([{"name": "game", "type": 3, "value": "dice"}]),
    )
    .await;
    assert!(ana.text().contains("Wizard Dice Daily #"), "{}", ana.text());
    look("daily-dice-first", &ana);
    let mut rng = SmallRng::seed_from_u64(7);
    for n in 1..=4 {
        look(&format!("daily-dice-{n}"), &play(&e, ANA, ana.id, &mut rng, 9).await);
    }
    let ana_end = play(&e, ANA, ana.id, &mut rng, 600).await;
    look("daily-dice-result", &ana_end);
    e.set_locale(CAL, "de");
    let cal = daily(
        &e,
        CAL,
        At::Dm(CAL_DM),
        json!([{"name": "game", "type": 3, "value": "dice"}]),
    )
    .await;
    let mut rng = SmallRng::seed_from_u64(7);
    for n in 1..=4 {
        look(&format!("daily-dice-de-{n}"), &play(&e, CAL, cal.id, &mut rng, 9).await);
    }
    let cal_end = play(&e, CAL, cal.id, &mut rng, 600).await;
    look("daily-dice-result-de", &cal_end);
    assert!(finished(&ana_end) && finished(&cal_end), "{}", cal_end.text());
    let (a, c) = (game_on(&ana_end).unwrap(), game_on(&cal_end).unwrap());
    assert_eq!(e.store().events(a).await.unwrap(), e.store().events(c).await.unwrap());
    // Shared in the DM: an interaction's answer, the one thing a bot may post there.
    let id = e.click(CAL, cal_end.id, &cid(&format!("dy:s:{c}"))).await;
    let posted = e.reply_to(&id).expect("the share");
    assert_eq!(posted.channel, CAL_DM);
    let line = posted.body["content"].as_str().unwrap();
    // In Cal's German, as his panel and result (#50: it was English).
    assert!(
        line.starts_with(&format!("<@{CAL}> · **")) && line.contains("Tagesspiel Nr. "),
        "{line}"
    );
    assert!(line.contains("Runden mit X"), "{line}");
    let grid = line.split_once('\n').unwrap().1;
    assert!(grid.chars().all(|c| c == '🟩' || c == '🟥'), "{grid}");
    // The card game's challenge is a try of its own the same day.
    let card = daily(&e, ANA, At::Server(CHANNEL), json!([])).await;
    assert!(!finished(&card) && game_on(&card) != Some(a));
    e.assert_clean();
}

#[tokio::test]
async fn a_daily_try_posts_nothing_in_its_channel() {
    let e = E2e::start().await;
    let since = e.fake.requests().len();
    let user = 4242;
    let today = day_of(now_ms());
    let mut snap = e
        .tables()
        .start_daily(GameKind::Wizard, Some(1), CHANNEL as i64, user, today)
        .await
        .expect("the bot made its daily secret at start-up");
    // The person bids and plays a few times; the computer players answer.
    for _ in 0..6 {
        let game = snap.full_state().cloned().unwrap();
        let mv = game.computer_move(0, Level::Easy, 0).unwrap();
        let verb = Verb::Decide {
            drawn: snap.drawn(),
            ask: Ask::Move(mv),
        };
        snap = e.tables().command(snap.id, user, verb).await.unwrap().snapshot;
    }
    assert!(snap.version > 20, "computer players moved: version {}", snap.version);
    tokio::time::sleep(Duration::from_millis(800)).await;
    let posted: Vec<String> = e.fake.requests()[since..]
        .iter()
        // What the bot did in the try's channel (start-up's own requests, such
        // as registering commands, may still be under way on a loaded machine).
        .filter(|r| r.method != "GET" && r.path.contains(&format!("/channels/{CHANNEL}/")))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(posted.is_empty(), "nothing of a try is posted: {posted:?}");
    // A table in the same channel is posted as ever.
    let (game, _) = e.new_dice(1, serde_json::json!([])).await;
    assert!(game != snap.id);
    assert!(
        e.fake.requests()[since..]
            .iter()
            .any(|r| r.method == "POST" || r.method == "PATCH"),
        "the table's lobby was answered"
    );
}

/// #49: a try's replay and analysis are its player's once its day has
/// closed: a day's board steps back to yesterday's (final), where "My try"
/// opens the clicker's result with Replay and Analyse, which work; someone
/// who did not play that day is told so; a board forged for a day that has
/// not come, or before the first challenge, is refused.
#[tokio::test]
async fn yesterdays_try_is_replayed_and_analysed_from_its_board() {
    use wizard_bot::table::{SeatOwner, TableOptions};
    let e = E2e::start().await;
    let today = day_of(now_ms());
    let yesterday = today - 1;
    // Ana's try of yesterday, stored and finished as the bot stores one.
    let options = TableOptions {
        hints: false,
        daily: Some(yesterday),
        ..TableOptions::defaults(GameKind::Wizard)
    };
    let mut owners = vec![SeatOwner::Computer; 4];
    owners[0] = SeatOwner::Human(ANA as i64);
    let game = super::e2e::stored_finished(&e, GameKind::Wizard, &options, owners, 49).await;
    // Today's board steps back to yesterday's, which is final.
    let asked = e.fake.command(
        BEN,
        CHANNEL,
        "daily",
        json!([{"name": "board", "type": 5, "value": true}]),
        "en-US",
        false,
    );
    e.fake.wait_ack(5, &asked).await;
    let board = e.reply_to(&asked).expect("today's board");
    let before = cid(&format!("dy:b:wizard:{yesterday}:day:server:0"));
    assert!(
        board.components().iter().any(|(id, _, _)| *id == before),
        "{:?}",
        board.components()
    );
    assert!(
        !board
            .components()
            .iter()
            .any(|(id, _, _)| id.starts_with(&cid("dy:m:"))),
        "no one's try of today is opened from its board"
    );
    // Paging a public board shows the page to the clicker alone (#62): the
    // channel's board stays as it was.
    let id = e.click(BEN, board.id, &before).await;
    assert_eq!(
        e.fake.message(board.id).unwrap().body,
        board.body,
        "the public board is unchanged"
    );
    let bens = e.reply_to(&id).expect("yesterday's board, privately");
    assert_eq!(bens.ephemeral_for, Some(BEN));
    look("daily-board-closed", &bens);
    assert!(bens.text().contains("final"), "{}", bens.text());
    assert_eq!(mentioned(&bens.text()), vec![ANA], "{}", bens.text());
    let mine = cid(&format!("dy:m:wizard:{yesterday}"));
    // Ben did not play that day.
    let id = e.click(BEN, bens.id, &mine).await;
    assert_eq!(
        e.reply_to(&id).unwrap().text(),
        "You did not play that day's challenge."
    );
    // Ana's own try: her result, with its replay and analysis.
    let id = e.click(ANA, board.id, &before).await;
    let anas = e.reply_to(&id).expect("yesterday's board, privately");
    let id = e.click(ANA, anas.id, &mine).await;
    let result = e.reply_to(&id).expect("Ana's result");
    assert_eq!(result.ephemeral_for, Some(ANA));
    assert!(result.text().contains("your result"), "{}", result.text());
    look("daily-result-closed", &result);
    let replay = cid(&format!("rp:{game}:0:a:o"));
    let analyse = cid(&format!("an:{game}"));
    let offered: Vec<String> = result.components().into_iter().map(|(id, _, _)| id).collect();
    assert!(offered.contains(&replay) && offered.contains(&analyse), "{offered:?}");
    e.click(ANA, result.id, &analyse).await;
    e.fake
        .wait_until(30, "the analysis", |f| {
            f.message(result.id)
                .is_some_and(|m| m.text().contains("Where the points went"))
        })
        .await;
    let id = e.click(ANA, result.id, &replay).await;
    assert!(e.answer_of(&id).await["type"] == 7, "the replay opens in place");
    assert!(
        !e.fake.message(result.id).unwrap().text().contains("your result"),
        "the panel shows the replay now"
    );
    // Ben forges Replay, Analyse and Export of Ana's closed try on his board
    // (#61): her bids and plays are hers; nothing of her try is shown.
    let export = cid(&format!("x:{game}"));
    for forged in [&replay, &cid(&format!("rp:{game}:3:a:o")), &analyse, &export] {
        e.fake.forge_button(board.id, forged);
        let id = e.click(BEN, board.id, forged).await;
        let answer = e.reply_to(&id).expect("a refusal");
        assert_eq!(answer.ephemeral_for, Some(BEN));
        assert_eq!(answer.text(), "This button is not from a game I know.", "{forged}");
        assert!(answer.files.is_empty(), "no record of her try");
    }
    // Boards forged for a day that has not come, or before the first challenge.
    for day in [today + 1, wizard_bot::league::daily::FIRST_DAY - 1, -1] {
        let forged = cid(&format!("dy:b:wizard:{day}:day:server:0"));
        e.fake.forge_button(board.id, &forged);
        let id = e.click(BEN, board.id, &forged).await;
        assert_eq!(
            e.reply_to(&id).unwrap().text(),
            "This button is not from a game I know.",
            "day {day}"
        );
    }
    e.assert_clean();
}
