//! Messages people keep on (#86), over simulated days: each person's
//! choice of turn messages (every turn, one digest a day at their hour in
//! their time zone, nothing), quiet hours that hold a turn's message until
//! they end (and say then what the computer played meanwhile), and a
//! vacation that stops a person's clock at every game, shown to the others,
//! kept over a restart, ended by itself or sooner, from an allowance.

use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::{Value, json};

use super::e2e::E2e;
use super::fake_discord::server::{Msg, Private};
use super::turns::{
    ANA, ANA_DM, BEN, BEN_DM, CAL, HOUR, START, act_from, at, clocks, description, dms, dms_become, owing, table_of,
    three_at_a_card_table, title, turn_dms,
};
use wizard_bot::table::SeatOwner;

const CAL_DM: u64 = 9_623;

/// `/turns` with `options` as `user` uses it in their DM with the bot: its answer.
async fn turns_with(e: &E2e, user: u64, dm: u64, options: Value) -> Msg {
    let id = e
        .fake
        .command_private(user, dm, Private::BotDm, "turns", options, "en-US");
    e.fake.wait_ack(5, &id).await;
    e.reply_to(&id).expect("/turns answers")
}

/// `/turns` with `options` refused: what `user` is told.
async fn refused(e: &E2e, user: u64, dm: u64, options: Value) -> String {
    let id = e
        .fake
        .command_private(user, dm, Private::BotDm, "turns", options, "en-US");
    e.fake.wait_ack(5, &id).await;
    e.last_ephemeral(user).map(|m| m.text()).unwrap_or_default()
}

/// The others act (each from their `/turns`, as a person who gets no
/// message would) until `game` waits for `user`.
async fn until_turn_of(e: &E2e, game: i64, user: u64, rng: &mut SmallRng) {
    for _ in 0..40 {
        let c = owing(e, game);
        if c.user == user as i64 {
            return;
        }
        let dm = 9_000 + c.user as u64;
        let list = turns_with(e, c.user as u64, dm, json!([])).await;
        act_from(e, c.user as u64, &list, rng).await;
        e.fake
            .wait_until(10, "the next turn", |_| {
                clocks(e, game).iter().all(|x| (x.user, x.since) != (c.user, c.since))
            })
            .await;
    }
    panic!("{user}'s turn never came");
}

/// A few passes of the sweep: what is due by now has been sent.
async fn passes() {
    tokio::time::sleep(Duration::from_millis(250)).await;
}

#[tokio::test]
async fn a_digest_comes_once_a_day_at_the_persons_hour_in_their_zone_and_nothing_comes_to_who_chose_nothing() {
    at(START); // 09:00 UTC, 10:00 in Berlin (13 December)
    let e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(20))).await;
    let set = json!([
        {"name": "messages", "type": 3, "value": "digest"},
        {"name": "digest_hour", "type": 4, "value": 18},
        {"name": "time_zone", "type": 3, "value": "europe/berlin"}
    ]);
    let answer = description(&turns_with(&e, ANA, ANA_DM, set).await);
    assert!(answer.contains("✅ One DM a day at 18:00 (Europe/Berlin)"), "{answer}");
    let off = json!([{"name": "messages", "type": 3, "value": "off"}]);
    let answer = description(&turns_with(&e, CAL, CAL_DM, off).await);
    assert!(answer.contains("✅ Your turns send you nothing"), "{answer}");
    // A zone that does not exist is refused, and nothing changes.
    let wrong = json!([{"name": "time_zone", "type": 3, "value": "Europe/Atlantis"}]);
    let refusal = refused(&e, ANA, ANA_DM, wrong).await;
    assert!(refusal.contains("do not know that time zone"), "{refusal}");
    let kept = description(&turns_with(&e, ANA, ANA_DM, json!([])).await);
    assert!(kept.contains("One DM a day at 18:00 (Europe/Berlin)"), "{kept}");

    let (game, _) = three_at_a_card_table(&e, "24").await;
    let mut rng = SmallRng::seed_from_u64(86);
    until_turn_of(&e, game, ANA, &mut rng).await;
    passes().await;
    assert!(e.fake.dms_to(ANA).is_empty(), "no message per turn for a digest");
    at(START + 8 * HOUR - 60_000); // 17:59 in Berlin
    passes().await;
    assert!(e.fake.dms_to(ANA).is_empty(), "not before her hour");
    at(START + 8 * HOUR); // 18:00 in Berlin
    e.fake
        .wait_until(10, "Ana's digest", |_| !e.fake.dms_to(ANA).is_empty())
        .await;
    passes().await;
    let digests = e.fake.dms_to(ANA);
    assert_eq!(digests.len(), 1, "one digest");
    assert_eq!(title(&digests[0]), "Your turns today: 1 waiting");
    assert!(description(&digests[0]).contains(&format!("game {game}")));
    super::turns::looked("digest", &digests[0]);
    // She plays from it; her next turn the same evening brings nothing more.
    act_from(&e, ANA, &digests[0], &mut rng).await;
    until_turn_of(&e, game, ANA, &mut rng).await;
    passes().await;
    assert_eq!(e.fake.dms_to(ANA).len(), 1, "a digest a day");
    // The next day at her hour, the next digest.
    at(START + 32 * HOUR);
    e.fake
        .wait_until(10, "the next day's digest", |_| e.fake.dms_to(ANA).len() == 2)
        .await;
    passes().await;
    let titles: Vec<String> = e.fake.dms_to(ANA).iter().map(title).collect();
    assert_eq!(titles.len(), 2, "{titles:?}");
    // Cal chose nothing: he had his turns and got no message.
    assert!(e.fake.dms_to(CAL).is_empty(), "nothing to Cal");
    // At an hour a move her clock would run out before tomorrow's digest:
    // that turn is told as it comes.
    let (fast, _) = three_at_a_card_table(&e, "1").await;
    until_turn_of(&e, fast, ANA, &mut rng).await;
    let told = dms_become(&e, ANA, fast, 1).await;
    assert!(title(&told[0]).starts_with("Your turn"), "{}", title(&told[0]));
    // A restart sends no digest again.
    let mut e = e;
    e.restart().await;
    passes().await;
    assert_eq!(e.fake.dms_to(ANA).len(), 3, "once a day, also after a restart");
}

#[tokio::test]
async fn quiet_hours_hold_a_turns_message_until_they_end_and_a_clock_that_would_run_out_in_them_stands_until_they_end()
{
    at(START); // 09:00 UTC, 04:00 in New York
    let e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(20))).await;
    let set = json!([
        {"name": "quiet_from", "type": 4, "value": 22},
        {"name": "quiet_until", "type": 4, "value": 8},
        {"name": "time_zone", "type": 3, "value": "America/New_York"}
    ]);
    let answer = description(&turns_with(&e, BEN, BEN_DM, set).await);
    assert!(
        answer.contains("Your turns find you by DM. Nothing comes from 22:00 to 08:00 (America/New_York), and no clock of yours runs out then."),
        "{answer}"
    );
    // One end alone is refused.
    let half = json!([{"name": "quiet_from", "type": 4, "value": 22}]);
    let refusal = refused(&e, BEN, BEN_DM, half).await;
    assert!(refusal.contains("need both ends"), "{refusal}");

    let (game, _) = three_at_a_card_table(&e, "12").await;
    let mut rng = SmallRng::seed_from_u64(861);
    until_turn_of(&e, game, BEN, &mut rng).await;
    passes().await;
    assert_eq!(turn_dms(&e, BEN, game), 0, "quiet in New York");
    at(START + 4 * HOUR - 60_000); // 07:59 there
    passes().await;
    assert_eq!(turn_dms(&e, BEN, game), 0);
    at(START + 4 * HOUR); // 08:00 there
    let told = dms_become(&e, BEN, game, 1).await;
    assert!(title(&told[0]).starts_with("Your turn"), "{}", title(&told[0]));

    // Quiet from 15:00 in New York: his clock would run out at 16:00 there;
    // it stands through his quiet hours instead, the others see so, and it
    // runs again at 23:00 there with the time it had.
    let set = json!([
        {"name": "quiet_from", "type": 4, "value": 15},
        {"name": "quiet_until", "type": 4, "value": 23}
    ]);
    let answer = description(&turns_with(&e, BEN, BEN_DM, set).await);
    assert!(answer.contains("and no clock of yours runs out then"), "{answer}");
    let c = owing(&e, game);
    assert_eq!(c.user, BEN as i64);
    let quiet_starts = START + 11 * HOUR; // 20:00 UTC, 15:00 in New York
    let quiet_ends = START + 19 * HOUR; // 04:00 UTC, 23:00 in New York
    assert!(c.due > quiet_starts && c.due < quiet_ends, "{c:?}");
    at(quiet_starts);
    let stands = |e: &E2e| table_of(e, game).is_some_and(|t| t.text().contains("quiet hours, the clock stands until"));
    e.fake
        .wait_until(10, "his clock resting, and the table saying so", |_| {
            clocks(&e, game).is_empty() && stands(&e)
        })
        .await;
    super::turns::looked("quiet_rests_table", &table_of(&e, game).unwrap());
    let list = description(&turns_with(&e, BEN, BEN_DM, json!([])).await);
    assert!(list.contains("your clock stands until your quiet hours end"), "{list}");
    at(c.due + 1_000);
    passes().await;
    assert!(clocks(&e, game).is_empty(), "no run-out in his quiet hours");
    let s = e.bot().tables.snapshot(game).await.unwrap();
    assert!(s.seats.contains(&SeatOwner::Human(BEN as i64)), "his seat is his");
    assert_eq!(dms(&e, BEN, game).len(), 1, "nothing said in his quiet hours");
    at(quiet_ends - 60_000);
    passes().await;
    assert!(clocks(&e, game).is_empty(), "resting until 23:00 there");
    at(quiet_ends);
    e.fake
        .wait_until(10, "his clock running again", |_| !clocks(&e, game).is_empty())
        .await;
    let again = owing(&e, game);
    assert_eq!(again.since, c.since, "the same turn (told once)");
    // (The test clock moves on by the few ms the passes take.)
    let had = quiet_ends + (c.due - quiet_starts);
    assert!(
        (again.due - had).abs() < 1_000,
        "with the time it had: {} ms off",
        again.due - had
    );
    // He moves; his next turn, once the others moved, is told with what
    // they did since his last move.
    act_from(&e, BEN, &dms(&e, BEN, game)[0], &mut rng).await;
    until_turn_of(&e, game, BEN, &mut rng).await;
    at(quiet_ends + 3 * 60_000);
    let told = dms_become(&e, BEN, game, 2).await;
    let text = description(&told[1]);
    assert!(text.contains("**Since your last move**"), "{text}");
    assert!(
        text.contains("Bids: ") || text.contains("won the trick") || text.contains(" played "),
        "{text}"
    );
    super::turns::looked("quiet_after", &told[1]);
}

#[tokio::test]
async fn a_vacation_stops_a_persons_clock_everywhere_is_shown_survives_a_restart_and_ends_by_itself_or_sooner() {
    at(START);
    let mut e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(20))).await;
    let (game, _) = three_at_a_card_table(&e, "12").await;
    let mut rng = SmallRng::seed_from_u64(862);
    until_turn_of(&e, game, ANA, &mut rng).await;
    let before = owing(&e, game);
    at(START + 2 * HOUR);
    let days = json!([{"name": "vacation", "type": 4, "value": 2}]);
    let answer = description(&turns_with(&e, ANA, ANA_DM, days).await);
    assert!(answer.contains("You are on vacation until"), "{answer}");
    assert!(answer.contains("Days left this year: 19"), "{answer}");
    e.fake
        .wait_until(10, "her clock stands", |_| clocks(&e, game).is_empty())
        .await;
    // The others see it: in /turns, and on the table.
    let theirs = description(&turns_with(&e, BEN, BEN_DM, json!([])).await);
    assert!(theirs.contains(&format!("<@{ANA}> (🏖 on vacation until")), "{theirs}");
    e.fake
        .wait_until(10, "the table shows it", |_| {
            table_of(&e, game).is_some_and(|m| m.text().contains("on vacation until"))
        })
        .await;
    let mine = description(&turns_with(&e, ANA, ANA_DM, json!([])).await);
    assert!(mine.contains("your clock stands while you are on vacation"), "{mine}");
    // A day and a half on, after a restart: nothing ran out.
    at(START + 38 * HOUR);
    e.restart().await;
    passes().await;
    assert!(clocks(&e, game).is_empty(), "still away");
    assert!(
        dms(&e, ANA, game)
            .iter()
            .all(|m| !title(m).starts_with("Your clock ran out"))
    );
    // Two days on: her clock runs again, with the time it had left.
    let back = START + 2 * HOUR + 2 * 24 * HOUR;
    at(back + 1_000);
    e.fake
        .wait_until(10, "her clock runs again", |_| clocks(&e, game).len() == 1)
        .await;
    let again = owing(&e, game);
    assert_eq!(again.user, ANA as i64);
    assert_eq!(again.since, before.since, "the same turn");
    let had = before.due - (START + 2 * HOUR);
    assert!(
        (again.due - again.started - had).abs() < 120_000,
        "the time she had left: {} vs {had}",
        again.due - again.started
    );
    // The allowance: 19 left, so 20 days are refused; a day taken and given
    // up at once still costs the day.
    let too_many = json!([{"name": "vacation", "type": 4, "value": 20}]);
    let refusal = refused(&e, ANA, ANA_DM, too_many).await;
    assert!(refusal.contains("more days than your vacation has left"), "{refusal}");
    let one = turns_with(&e, ANA, ANA_DM, json!([{"name": "vacation", "type": 4, "value": 1}])).await;
    e.fake
        .wait_until(10, "away again", |_| clocks(&e, game).is_empty())
        .await;
    let back_button = one
        .components()
        .into_iter()
        .map(|(id, _, _)| id)
        .find(|id| id.ends_with("tn:b"))
        .expect("an I am back button");
    e.click(ANA, one.id, &back_button).await;
    e.fake
        .wait_until(10, "back at once", |_| clocks(&e, game).len() == 1)
        .await;
    let now = description(&turns_with(&e, ANA, ANA_DM, json!([])).await);
    assert!(now.contains("Vacation days left this year: 18"), "{now}");
    // In German, with her digest and quiet hours.
    let set = json!([
        {"name": "messages", "type": 3, "value": "digest"},
        {"name": "quiet_from", "type": 4, "value": 22},
        {"name": "quiet_until", "type": 4, "value": 7},
        {"name": "time_zone", "type": 3, "value": "Europe/Berlin"},
        {"name": "vacation", "type": 4, "value": 3}
    ]);
    let id = e.fake.command_private(ANA, ANA_DM, Private::BotDm, "turns", set, "de");
    e.fake.wait_ack(5, &id).await;
    let de = e.reply_to(&id).expect("/turns answers");
    let text = description(&de);
    assert!(text.contains("Eine DM am Tag um 18:00 (Europe/Berlin)"), "{text}");
    assert!(text.contains("Du bist bis"), "{text}");
    super::turns::looked("turns_vacation_de", &de);
    // A move of her own ends it (the whole days not used given back: 3
    // taken, 2 of them whole and unused, so 17 left).
    act_from(&e, ANA, &de, &mut rng).await;
    let mut now = String::new();
    for _ in 0..50 {
        now = description(&turns_with(&e, ANA, ANA_DM, json!([])).await);
        if now.contains("Vacation days left this year: 17") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(now.contains("Vacation days left this year: 17"), "{now}");
    assert!(!now.contains("You are on vacation"), "{now}");
}
