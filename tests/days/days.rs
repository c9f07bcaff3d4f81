//! The daily challenge over days (#53), with a clock the test moves (no
//! waiting): three people on two servers over eight days, one of them missing
//! a day, the bot restarted exactly at one rollover (and once more at once).
//! Streaks count and break on results, shares and boards; each server gets
//! one recap per day in the channel it chose, which notifies that day's
//! winners and no one else; the eighth day's recap names the week's champion;
//! the daily rating's board and Hard's score and place, in English and German.

use std::collections::HashMap;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::json;

use super::e2e::daily::{At, daily, finished, game_on};
use super::e2e::{CHANNEL, E2e, cid};
use super::fake_discord::server::{GUILD_ID, Msg};
use wizard_bot::league::daily::number;
use wizard_bot::league::daily_store::DailyStore;
use wizard_bot::store::{GameKind, GameStatus};
use wizard_bot::table::model::test_clock;
use wizard_bot::table::{Ask, DAY_MS, Game, Move, Verb};

const ANA: u64 = 611;
const BEN: u64 = 612;
const CAL: u64 = 613;
const ADMIN: u64 = 614;
const OTHER_GUILD: u64 = 800_000_000_000_000_778;
const BEN_CHANNEL: u64 = 730;
/// Monday 2026-11-30: the eight days run to Monday 2026-12-07.
const MONDAY: i64 = 20_787;
/// The day Cal misses (the third).
const MISSED: i64 = MONDAY + 2;
/// The rollover the bot restarts at, exactly at midnight.
const RESTART_AT: i64 = MONDAY + 6;
/// Discord's Send Messages permission bit.
const SEND_MESSAGES: u64 = 1 << 11;

/// Plays `user`'s running try `game` to its end through the table, with
/// random legal moves (`rng`), as quickly as the computer players answer.
async fn play_out(e: &E2e, user: u64, game: i64, rng: &mut SmallRng) {
    let t = &e.bot().tables;
    let mut snap = t.snapshot(game).await.unwrap();
    let mut stayed_at = None;
    while snap.status == GameStatus::Running {
        let state = snap.full_state().cloned().unwrap();
        let ask = if state.owed().contains(0) {
            let mv = match &state {
                Game::Wizard(g) => wizard_bot::simulate::wizard::random_action(g, 0, rng).map(Move::Wizard),
                Game::Dice(g) => wizard_bot::simulate::dice::random_action(g, 0, rng).map(Move::Dice),
            };
            Ask::Move(mv.expect("a move for the person"))
        } else if state.optional().contains(0) && stayed_at != Some(snap.version) {
            stayed_at = Some(snap.version);
            Ask::Stay
        } else {
            panic!("the try waits for nobody");
        };
        let verb = Verb::Decide {
            drawn: snap.drawn(),
            ask,
        };
        snap = t.command(game, user as i64, verb).await.unwrap().snapshot;
    }
}

/// `user` begins today's try with `/daily` at `at` and plays it out; the
/// result as `/daily` then shows it.
async fn one_day(e: &E2e, user: u64, at: At, rng: &mut SmallRng) -> Msg {
    let panel = daily(e, user, at, json!([])).await;
    let game = game_on(&panel).expect("a try");
    play_out(e, user, game, rng).await;
    let today = wizard_bot::table::day_of(wizard_bot::table::now_ms());
    // Hard's own try of the day is played in the background; the result shows it once kept.
    for _ in 0..400 {
        if e.store().hard_day(GameKind::Wizard, today).await.unwrap().is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let result = daily(e, user, at, json!([])).await;
    assert!(finished(&result), "{}", result.text());
    result
}

/// The recaps posted so far in `channel`.
fn recaps(e: &E2e, channel: u64) -> Vec<Msg> {
    e.fake
        .public_messages(channel)
        .into_iter()
        .filter(|m| m.body["content"].as_str().is_some_and(|c| c.starts_with("📅")))
        .collect()
}

/// The recap of `day` in `channel`, once posted (its first line names the
/// day's number, in English or German); there is exactly one.
async fn recap_of(e: &E2e, channel: u64, day: i64) -> Msg {
    let n = number(day);
    let of_day = move || -> Vec<Msg> {
        recaps(e, channel)
            .into_iter()
            .filter(|m| {
                let first = m.body["content"].as_str().unwrap().lines().next().unwrap().to_string();
                first.contains(&format!("#{n} ")) || first.contains(&format!("Nr. {n} "))
            })
            .collect()
    };
    e.fake.wait_until(20, "the day's recap", |_| !of_day().is_empty()).await;
    let found = of_day();
    assert_eq!(found.len(), 1, "one recap of {day} in {channel}");
    found.into_iter().next().unwrap()
}

/// Who a message notified.
fn notified(e: &E2e, message: u64) -> Vec<u64> {
    let mut who: Vec<u64> = e
        .fake
        .notifications()
        .into_iter()
        .filter(|n| n.message == message)
        .map(|n| n.user)
        .collect();
    who.sort_unstable();
    who
}

/// Each person's points on `day` on a server (from the stored results).
async fn points_on(e: &E2e, day: i64, guild: u64) -> HashMap<u64, i64> {
    let field = e
        .store()
        .daily_field(GameKind::Wizard, day, wizard_bot::league::Scope::Guild(guild as i64))
        .await
        .unwrap();
    field.into_iter().map(|(u, p)| (u as u64, p)).collect()
}

/// Who comes first on `guild`'s board of the days `from..=to`: the most
/// points, then the most bids met (the board's order); a tie on both is shared.
async fn firsts(e: &E2e, guild: u64, (from, to): (i64, i64)) -> Vec<u64> {
    let q = wizard_bot::league::DailyQuery {
        from,
        to,
        ..wizard_bot::league::DailyQuery::day(GameKind::Wizard, wizard_bot::league::Scope::Guild(guild as i64), to)
    };
    let rows = wizard_bot::league::LeagueStore::daily_board(e.store(), q)
        .await
        .unwrap()
        .rows;
    let top = rows.first().map(|r| (r.points, r.made));
    let mut who: Vec<u64> = rows
        .iter()
        .filter(|r| Some((r.points, r.made)) == top)
        .map(|r| r.user_id as u64)
        .collect();
    who.sort_unstable();
    who
}

fn at_time(day: i64, ms: i64) {
    test_clock::set_now(day * DAY_MS + ms);
}

fn look(name: &str, m: &Msg) {
    let users = json!({ANA.to_string(): "Ana", BEN.to_string(): "Ben", CAL.to_string(): "Cal"});
    super::e2e::look(name, m, users);
}

#[tokio::test]
async fn three_people_on_two_servers_over_eight_days_with_a_missed_day_and_a_restart_at_midnight() {
    at_time(MONDAY, 9 * 3_600_000);
    let mut e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(50))).await;
    e.fake.set_channel_guild(BEN_CHANNEL, OTHER_GUILD);
    e.set_locale(BEN, "de");
    // Each server chooses its recap's channel; Ben's speaks German.
    let recap_here = json!([{"name": "daily_recap", "type": 5, "value": true}]);
    let id = e
        .fake
        .command(ADMIN, CHANNEL, "settings", recap_here.clone(), "en-US", true);
    e.fake.wait_ack(5, &id).await;
    assert!(e.reply_to(&id).unwrap().text().contains(&format!("<#{CHANNEL}>")));
    let german =
        json!([{"name": "daily_recap", "type": 5, "value": true}, {"name": "language", "type": 3, "value": "de"}]);
    let id = e.fake.command(ADMIN, BEN_CHANNEL, "settings", german, "de", true);
    e.fake.wait_ack(5, &id).await;
    assert!(
        e.reply_to(&id).unwrap().text().contains("Tagesrückblick"),
        "{}",
        e.reply_to(&id).unwrap().text()
    );
    let mut rngs: HashMap<u64, SmallRng> = [ANA, BEN, CAL]
        .into_iter()
        .map(|u| (u, SmallRng::seed_from_u64(u)))
        .collect();
    let mut streak_cal = 0;
    for day in MONDAY..MONDAY + 8 {
        let i = day - MONDAY;
        at_time(day, 10 * 3_600_000);
        let ana = one_day(&e, ANA, At::Server(CHANNEL), rngs.get_mut(&ANA).unwrap()).await;
        let ben = one_day(&e, BEN, At::Server(BEN_CHANNEL), rngs.get_mut(&BEN).unwrap()).await;
        // The result says the streak: Ana's grows each day, in English; Ben's in German.
        assert!(
            ana.text().contains(&format!("🔥 {} ", i + 1))
                && ana.text().contains(&format!("in a row · best {}", i + 1)),
            "day {i}: {}",
            ana.text()
        );
        assert!(
            ben.text().contains(&format!("🔥 {} ", i + 1)) && ben.text().contains("in Folge"),
            "{}",
            ben.text()
        );
        // Hard from the person's seat, once their try is over.
        let hard = e
            .store()
            .hard_day(GameKind::Wizard, day)
            .await
            .unwrap()
            .expect("Hard's try was kept");
        let ana_points = points_on(&e, day, GUILD_ID).await[&ANA];
        let hard_line = match ana_points.cmp(&hard.points) {
            std::cmp::Ordering::Greater => format!("you beat it by {}", ana_points - hard.points),
            std::cmp::Ordering::Equal => "a tie".to_string(),
            std::cmp::Ordering::Less => format!("it beat you by {}", hard.points - ana_points),
        };
        assert!(ana.text().contains(&hard_line), "{hard_line}: {}", ana.text());
        assert!(ben.text().contains("Schwer auf deinem Platz"), "{}", ben.text());
        if i == 1 {
            look("days-result", &ana);
            look("days-result-de", &ben);
            // The board from Ben's result speaks his language, not the server's locale (#62).
            let today = cid(&format!("dy:b:wizard:{day}:day:server:0"));
            let id = e.click(BEN, ben.id, &today).await;
            let board = e.reply_to(&id).unwrap();
            assert!(
                board.text().contains("Punkte") && board.text().contains("heute"),
                "{}",
                board.text()
            );
        }
        if day != MISSED {
            let cal = one_day(&e, CAL, At::Server(CHANNEL), rngs.get_mut(&CAL).unwrap()).await;
            streak_cal = if day == MISSED + 1 { 1 } else { streak_cal + 1 };
            assert!(cal.text().contains(&format!("🔥 {streak_cal} ")), "{}", cal.text());
        }
        // The rollover: exactly at midnight once, with the bot restarted there (twice).
        if day + 1 == RESTART_AT {
            at_time(day + 1, 0);
            e.restart().await;
            e.restart().await;
        } else {
            at_time(day + 1, 1_000);
        }
        let here = recap_of(&e, CHANNEL, day).await;
        let there = recap_of(&e, BEN_CHANNEL, day).await;
        // The day's winners on this server are mentioned in the text and notified; no one else is.
        let ana_cal = points_on(&e, day, GUILD_ID).await;
        let day_winners = firsts(&e, GUILD_ID, (day, day)).await;
        let mut winners = day_winners.clone();
        // The eighth day's recap (Monday's, of the Sunday) also names the week's champion.
        let champions = firsts(&e, GUILD_ID, (MONDAY, day)).await;
        if day == MONDAY + 6 {
            winners.extend(champions.iter().filter(|c| !day_winners.contains(c)));
            winners.sort_unstable();
        }
        assert_eq!(notified(&e, here.id), winners, "day {i}: {}", here.text());
        assert_eq!(
            notified(&e, there.id),
            vec![BEN],
            "Ben alone played there: {}",
            there.text()
        );
        assert!(there.text().contains("Tagesspiel Nr."), "{}", there.text());
        // The board of that server, with Hard's line.
        let hard = e.store().hard_day(GameKind::Wizard, day).await.unwrap().unwrap();
        let beat = ana_cal.values().filter(|&&p| p > hard.points).count();
        assert!(
            here.text()
                .contains(&format!("{} of {} of you beat it", beat, ana_cal.len())),
            "{}",
            here.text()
        );
        // Streaks that broke and grew.
        if day == MISSED {
            assert!(
                here.text().contains(&format!("<@{CAL}>'s 2-day streak ended")),
                "{}",
                here.text()
            );
        }
        if i >= 1 {
            assert!(
                here.text().contains(&format!("🔥 <@{ANA}>: {} days in a row", i + 1)),
                "{}",
                here.text()
            );
        }
        // Monday 30 November is November's last day: its recap names the month's champion too.
        if day == MONDAY {
            let line = here
                .text()
                .lines()
                .find(|l| l.contains("Champion of the month"))
                .map(str::to_string);
            let line = line.unwrap_or_else(|| panic!("{}", here.text()));
            assert!(day_winners.iter().all(|w| line.contains(&format!("<@{w}>"))), "{line}");
        } else {
            assert!(!here.text().contains("Champion of the month"), "{}", here.text());
        }
        if day == MONDAY + 6 {
            let champion = champions;
            let line = here
                .text()
                .lines()
                .find(|l| l.contains("Champion of the week"))
                .map(str::to_string);
            let line = line.unwrap_or_else(|| panic!("{}", here.text()));
            assert!(
                champion.iter().all(|c| line.contains(&format!("<@{c}>"))),
                "{line} {champion:?}"
            );
            assert!(champion.iter().all(|c| notified(&e, here.id).contains(c)));
            assert!(there.text().contains("Wochensieg"), "{}", there.text());
            look("days-recap-week", &here);
            look("days-recap-week-de", &there);
        } else {
            assert!(!here.text().contains("Champion of the week"), "{}", here.text());
        }
    }
    // One recap per server and day, the restart's included.
    assert_eq!(recaps(&e, CHANNEL).len(), 8);
    assert_eq!(recaps(&e, BEN_CHANNEL).len(), 8);
    // The recap's button: today's try, privately.
    let last = recaps(&e, CHANNEL).pop().unwrap();
    let play = cid("dy:p:wizard");
    let id = e.click(CAL, last.id, &play).await;
    let panel = e.reply_to(&id).expect("Cal's try");
    assert_eq!(panel.ephemeral_for, Some(CAL));
    assert!(
        panel.text().contains(&format!("Daily #{}", number(MONDAY + 8))),
        "{}",
        panel.text()
    );
    // Cal plays it out: day nine's tries are checked below.
    play_out(&e, CAL, game_on(&panel).unwrap(), rngs.get_mut(&CAL).unwrap()).await;
    // The daily rating: every closed day folded once; the board has all three.
    let id = e
        .command(
            ANA,
            CHANNEL,
            "daily",
            json!([{"name": "board", "type": 5, "value": true}]),
        )
        .await;
    let board = e.reply_to(&id).unwrap();
    // Paged privately: the channel's board stays as it was (#62).
    let id = e.click(ANA, board.id, &cid("dy:g:wizard:0")).await;
    assert_eq!(e.fake.message(board.id).unwrap().body, board.body);
    let rating = e.reply_to(&id).unwrap();
    assert_eq!(rating.ephemeral_for, Some(ANA));
    look("days-rating", &rating);
    let text = rating.text();
    assert!(text.contains("daily rating"), "{text}");
    for (who, days) in [(ANA, 8), (BEN, 8), (CAL, 7)] {
        let line = text
            .lines()
            .find(|l| l.contains(&format!("player{who}")))
            .unwrap_or_else(|| panic!("{text}"));
        assert!(line.contains(&format!("{days} days")), "{line}");
    }
    let (rows, _) = e.store().daily_rating_board(GameKind::Wizard, 0, 10).await.unwrap();
    let shown: Vec<f64> = rows.iter().map(|r| r.rating.shown()).collect();
    assert!(shown.windows(2).all(|w| w[0] >= w[1]), "best first: {shown:?}");
    // A closed day's board: Hard's score and how many beat it, everyone's.
    let closed = MONDAY + 7;
    let all: HashMap<u64, i64> = e
        .store()
        .daily_field(GameKind::Wizard, closed, wizard_bot::league::Scope::Global)
        .await
        .unwrap()
        .into_iter()
        .map(|(u, p)| (u as u64, p))
        .collect();
    let hard = e.store().hard_day(GameKind::Wizard, closed).await.unwrap().unwrap();
    // Back to today's board (everyone's), and to the day before.
    e.click(ANA, rating.id, &cid(&format!("dy:b:wizard:{}:day:all:0", MONDAY + 8)))
        .await;
    e.click(ANA, rating.id, &cid(&format!("dy:b:wizard:{closed}:day:all:0")))
        .await;
    let board = e.fake.message(rating.id).unwrap();
    let beat = all.values().filter(|&&p| p > hard.points).count();
    assert!(
        board.text().contains(&format!("{beat} of 3 of you beat it")),
        "{}",
        board.text()
    );
    // A channel where the bot may not post is refused for the recap, saying what it lacks.
    const QUIET: u64 = 731;
    e.fake.withhold_in_channel(QUIET, SEND_MESSAGES);
    let id = e.fake.command(ADMIN, QUIET, "settings", recap_here, "en-US", true);
    e.fake.wait_ack(5, &id).await;
    let refused = e.reply_to(&id).unwrap().text();
    assert!(refused.contains("Send Messages"), "{refused}");
    // Ben's server takes Send Messages from the recap's channel after it was chosen:
    // Discord refuses that day's recap once, and it is not asked again; Ana's server gets its own.
    e.fake.withhold_in_channel(BEN_CHANNEL, SEND_MESSAGES);
    let ninth = MONDAY + 8;
    one_day(&e, ANA, At::Server(CHANNEL), rngs.get_mut(&ANA).unwrap()).await;
    one_day(&e, BEN, At::Server(BEN_CHANNEL), rngs.get_mut(&BEN).unwrap()).await;
    at_time(ninth + 1, 1_000);
    recap_of(&e, CHANNEL, ninth).await;
    let refusals = || {
        e.fake
            .permission_refusals()
            .iter()
            .filter(|r| r.0 == BEN_CHANNEL)
            .count()
    };
    e.fake.wait_until(10, "the refused recap", |_| refusals() > 0).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(refusals(), 1, "asked once: {:?}", e.fake.permission_refusals());
    assert_eq!(recaps(&e, BEN_CHANNEL).len(), 8);
    // /stats: the best streak.
    let id = e.command(CAL, CHANNEL, "stats", json!([])).await;
    let stats = e.reply_to(&id).unwrap().text();
    assert!(
        stats.contains("Daily streak") && stats.contains("🔥 6 · best 6"),
        "{stats}"
    );
    e.assert_clean();
}

/// #61: what someone else changes on Discord heals. One server deletes the
/// channel its recap goes to: the next recap is tried once (404 10003), the
/// recap stops there for good instead of being posted into nothing once a
/// pass, and `/settings` tells the admin why and what to do. The other server
/// takes Embed Links away in its recap channel: Discord drops the recap's
/// boards silently, and the bot says the recap again in words.
#[tokio::test]
async fn a_deleted_recap_channel_stops_the_recap_and_one_without_embed_links_gets_it_in_words() {
    use super::fake_discord::server::EMBED_LINKS;
    let day = MONDAY + 14;
    at_time(day, 9 * 3_600_000);
    let e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(50))).await;
    e.fake.set_channel_guild(BEN_CHANNEL, OTHER_GUILD);
    let recap_here = json!([{"name": "daily_recap", "type": 5, "value": true}]);
    for channel in [CHANNEL, BEN_CHANNEL] {
        let id = e
            .fake
            .command(ADMIN, channel, "settings", recap_here.clone(), "en-US", true);
        e.fake.wait_ack(5, &id).await;
        assert!(e.reply_to(&id).unwrap().text().contains(&format!("<#{channel}>")));
    }
    // Choosing a recap channel without Embed Links is refused, saying why.
    const NO_EMBEDS: u64 = 731;
    e.fake.withhold_in_channel(NO_EMBEDS, EMBED_LINKS);
    let id = e
        .fake
        .command(ADMIN, NO_EMBEDS, "settings", recap_here.clone(), "en-US", true);
    e.fake.wait_ack(5, &id).await;
    let refusal = e.reply_to(&id).unwrap().text();
    assert!(refusal.contains("Embed Links"), "{refusal}");
    let mut rng = SmallRng::seed_from_u64(61);
    one_day(&e, ANA, At::Server(CHANNEL), &mut rng).await;
    one_day(&e, BEN, At::Server(BEN_CHANNEL), &mut rng).await;
    // Meanwhile, on Discord: one channel deleted, the other's Embed Links taken away.
    e.fake.delete_channel(CHANNEL);
    e.fake.withhold_in_channel(BEN_CHANNEL, EMBED_LINKS);
    at_time(day + 1, 1_000);
    // Ben's server: the recap, its boards in words (the edit after Discord dropped them).
    let in_words = || recaps(&e, BEN_CHANNEL).into_iter().find(|m| m.edits > 0);
    e.fake
        .wait_until(20, "the recap in words", |_| in_words().is_some())
        .await;
    let there = in_words().unwrap();
    assert!(there.body["embeds"].as_array().is_none_or(|e| e.is_empty()));
    assert!(there.text().contains(&format!("<@{BEN}>")), "{}", there.text());
    assert!(
        there.text().contains("Hard"),
        "the board and Hard's line, in words: {}",
        there.text()
    );
    look("recap-in-words", &there);
    // Ana's server: tried once, then left alone, however many passes follow.
    let tried = || {
        e.fake
            .requests()
            .into_iter()
            .filter(|r| r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/messages")))
            .count()
    };
    e.fake.wait_until(20, "the recap tried", |_| tried() > 0).await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(tried(), 1, "a gone channel is not posted to again");
    at_time(day + 2, 1_000);
    one_day(&e, ANA, At::Server(702), &mut rng).await;
    at_time(day + 3, 1_000);
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(tried(), 1, "nor on the days after");
    // The admin is told, in /settings, why and what to do.
    let id = e.fake.command(ADMIN, 702, "settings", json!([]), "en-US", true);
    e.fake.wait_ack(5, &id).await;
    let settings = e.reply_to(&id).unwrap().text();
    assert!(
        settings.contains(&format!("its channel (<#{CHANNEL}>) was deleted")),
        "{settings}"
    );
    e.assert_clean();
}

/// #60: what counts is the person's own play. On a day after all three
/// played in full, Ana plays her try, Ben opens `/daily` and makes no move,
/// Cal makes three moves and walks away. The day closes: the autopilot
/// finishes both tries (the deadline timer's work, done here at once since
/// the test moved the clock, not the timer), and their open panels become
/// the result, saying the day closed and what counts. Neither try wins the
/// day, keeps a streak, is on a board or is rated; the recap notifies Ana
/// alone; `/stats` says Ben has no streak now.
#[tokio::test]
async fn an_untouched_try_and_an_abandoned_one_neither_win_nor_keep_a_streak_nor_are_rated() {
    let day = MONDAY + 30;
    at_time(day - 2, 10 * 3_600_000);
    let e = E2e::start_tuned(|c| c.rollover_every = Some(Duration::from_millis(50))).await;
    let recap_here = json!([{"name": "daily_recap", "type": 5, "value": true}]);
    let id = e.fake.command(ADMIN, CHANNEL, "settings", recap_here, "en-US", true);
    e.fake.wait_ack(5, &id).await;
    let mut rng = SmallRng::seed_from_u64(60);
    // Two days in full for all three: a 2-day streak each.
    for before in [day - 2, day - 1] {
        at_time(before, 10 * 3_600_000);
        for who in [ANA, BEN, CAL] {
            one_day(&e, who, At::Server(CHANNEL), &mut rng).await;
        }
    }
    at_time(day, 10 * 3_600_000);
    recap_of(&e, CHANNEL, day - 1).await;
    one_day(&e, ANA, At::Server(CHANNEL), &mut rng).await;
    // Ben: `/daily`, then nothing. Cal: three moves (round 1's bid and card, round 2's bid).
    let ben_panel = daily(&e, BEN, At::Server(CHANNEL), json!([])).await;
    let ben = game_on(&ben_panel).expect("Ben's try");
    let cal_panel = daily(&e, CAL, At::Server(CHANNEL), json!([])).await;
    let cal = game_on(&cal_panel).expect("Cal's try");
    let t = &e.bot().tables;
    for _ in 0..3 {
        let snap = t.snapshot(cal).await.unwrap();
        let Some(Game::Wizard(g)) = snap.full_state() else {
            panic!("a card game")
        };
        let mv = wizard_bot::simulate::wizard::random_action(g, 0, &mut rng).expect("Cal's move");
        let verb = Verb::Decide {
            drawn: snap.drawn(),
            ask: Ask::Move(Move::Wizard(mv)),
        };
        t.command(cal, CAL as i64, verb).await.unwrap();
    }
    // The rounds Cal finished himself (a forced card plays itself).
    let cal_rounds = match t.snapshot(cal).await.unwrap().full_state() {
        Some(Game::Wizard(g)) => g.history().len() as i64,
        _ => unreachable!(),
    };
    assert!(cal_rounds >= 1, "round 1 is one card: Cal finished it");
    // Midnight: each try's one deadline (the day's end) passes.
    at_time(day + 1, 1_000);
    for game in [ben, cal] {
        let seq = t.snapshot(game).await.unwrap().version;
        t.expire(game, seq).await.unwrap();
        let mut waited = 0;
        while t.latest(game).await.unwrap().status != GameStatus::Finished {
            assert!(waited < 400, "the autopilot did not finish the try");
            waited += 1;
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
    let here = recap_of(&e, CHANNEL, day).await;
    look("unfinished-recap", &here);
    // Only Ana played the day: she alone is on its board, wins it and is told so.
    assert_eq!(firsts(&e, GUILD_ID, (day, day)).await, vec![ANA]);
    assert_eq!(notified(&e, here.id), vec![ANA], "{}", here.text());
    assert_eq!(
        points_on(&e, day, GUILD_ID).await.keys().copied().collect::<Vec<_>>(),
        vec![ANA]
    );
    // No streak day for either; their streaks ended, as the recap says.
    for who in [BEN, CAL] {
        assert_eq!(
            e.store().daily_days(who as i64, GameKind::Wizard).await.unwrap(),
            vec![day - 2, day - 1]
        );
        assert!(
            here.text().contains(&format!("<@{who}>'s 2-day streak ended")),
            "{}",
            here.text()
        );
    }
    assert_eq!(
        e.store().daily_days(ANA as i64, GameKind::Wizard).await.unwrap(),
        vec![day - 2, day - 1, day]
    );
    // Not rated: two days each for Ben and Cal, three for Ana.
    let (rows, _) = e.store().daily_rating_board(GameKind::Wizard, 0, 10).await.unwrap();
    let days_of = |who: u64| rows.iter().find(|r| r.user_id == who as i64).map(|r| r.days);
    assert_eq!((days_of(ANA), days_of(BEN), days_of(CAL)), (Some(3), Some(2), Some(2)));
    // Their results: their own play, unfinished — Ben's nothing, Cal's the one round he played.
    for (game, rounds) in [(ben, 0), (cal, cal_rounds)] {
        let rows = e.store().results(game).await.unwrap();
        assert!(rows[0].unfinished && !rows[0].won, "{rows:?}");
        assert_eq!(rows[0].rounds, rounds, "{rows:?}");
    }
    // The panels they left open became the result: unfinished, no Share.
    for (who, panel) in [(BEN, &ben_panel), (CAL, &cal_panel)] {
        let shown = e.fake.message(panel.id).expect("the panel");
        e.fake
            .wait_until(10, "the panel redrawn as the result", |_| {
                e.fake
                    .message(panel.id)
                    .is_some_and(|m| m.text().contains("unfinished"))
            })
            .await;
        let now = e.fake.message(panel.id).unwrap();
        assert!(now.text().contains("the autopilot played the rest"), "{}", now.text());
        assert!(!finished(&now), "no Share: {}", now.text());
        if who == CAL {
            look("unfinished-result", &now);
        }
        let _ = shown;
    }
    // The day's board: Ana alone.
    let id = e
        .command(
            BEN,
            CHANNEL,
            "daily",
            json!([{"name": "board", "type": 5, "value": true}]),
        )
        .await;
    let board = e.reply_to(&id).unwrap();
    let id = e
        .click(BEN, board.id, &cid(&format!("dy:b:wizard:{day}:day:server:0")))
        .await;
    let board = e.reply_to(&id).unwrap();
    look("unfinished-board", &board);
    assert!(board.text().contains(&format!("<@{ANA}>")), "{}", board.text());
    assert!(!board.text().contains(&format!("<@{BEN}>")), "{}", board.text());
    assert!(!board.text().contains(&format!("<@{CAL}>")), "{}", board.text());
    // /stats: Ben has a best streak and none now (not "🔥 0"), and has played (daily tries).
    let id = e.command(BEN, CHANNEL, "stats", json!([])).await;
    let stats = e.reply_to(&id).unwrap().text();
    assert!(stats.contains("none now · best 2"), "{stats}");
    assert!(stats.contains("daily tries count apart"), "{stats}");
    e.assert_clean();
}
