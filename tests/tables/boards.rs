//! The league in memory (`MemoryLeague`, the league's rules written plainly)
//! and the store (the same rules in SQL, with ratings kept incrementally)
//! give the same figures, boards, ratings and histories over the same
//! random finished games (#32), and the same daily boards over the daily
//! tries among them (#33).

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::json;
use wizard_bot::league::memory::{Finished, MemoryLeague};
use wizard_bot::league::{Board, BoardQuery, DailyQuery, LeagueStore, Scope, ServerSettings, Setting, SortBy, Stats};
use wizard_bot::store::sql::query;
use wizard_bot::store::{GameKind, ResultRow, Store};

const HOUR: i64 = 3_600_000;
/// The days of the daily tries among the games.
const DAYS: std::ops::Range<i64> = 20_800..20_809;
const START: i64 = 1_700_000_000_000;

/// Random seats: 2–5, some computers, places from the points (ties share).
fn random_seats(rng: &mut SmallRng) -> Vec<ResultRow> {
    let n = rng.random_range(2..=5);
    let mut users: Vec<i64> = (1..=7).collect();
    let points: Vec<i64> = (0..n).map(|_| rng.random_range(-3..=12) * 10).collect();
    (0..n)
        .map(|s| {
            let user = if rng.random_bool(0.25) {
                None
            } else {
                Some(users.remove(rng.random_range(0..users.len())))
            };
            let place = 1 + points.iter().filter(|&&p| p > points[s]).count() as i64;
            let rounds = rng.random_range(0..=10);
            ResultRow {
                seat: s as i64,
                user_id: user,
                points: points[s],
                place,
                won: place == 1,
                rounds,
                exact_bids: rng.random_range(0..=rounds),
                xs: rng.random_range(0..=3),
                jester_scores: rng.random_range(0..=2),
                left: rng.random_bool(0.1),
                bids: rng.random_range(0..=2 * rounds),
                tricks: rng.random_range(0..=2 * rounds),
                seer_rounds: rng.random_range(0..=3),
                unfinished: false,
            }
        })
        .collect()
}

fn same_stats(a: &Stats, b: &Stats) -> bool {
    let close = |x: f64, y: f64| (x - y).abs() < 1e-9;
    let rating = match (a.rating, b.rating) {
        (Some(x), Some(y)) => close(x, y),
        (x, y) => x == y,
    };
    (
        a.games,
        a.wins,
        a.points,
        a.best,
        a.xs,
        a.jester_scores,
        a.leaves,
        a.seer_rounds,
    ) == (
        b.games,
        b.wins,
        b.points,
        b.best,
        b.xs,
        b.jester_scores,
        b.leaves,
        b.seer_rounds,
    ) && close(a.average, b.average)
        && close(a.bid_accuracy, b.bid_accuracy)
        && close(a.average_bid, b.average_bid)
        && close(a.average_tricks, b.average_tricks)
        && rating
}

fn same_board(a: &Board, b: &Board) -> bool {
    a.total == b.total
        && a.rows.len() == b.rows.len()
        && a.rows
            .iter()
            .zip(&b.rows)
            .all(|(x, y)| x.rank == y.rank && x.user_id == y.user_id && same_stats(&x.stats, &y.stats))
}

on_both_backends! {
    #[tokio::test]
    async fn the_league_in_memory_and_the_store_agree_on_every_figure_board_and_history(db) {
        let store = Store::open(&db.url).await.unwrap();
        let memory = MemoryLeague::new();
        // Server 2 leaves games that allowed hints out of ratings.
        let unrated_hints = ServerSettings {
            hint_games_rated: false,
            ..ServerSettings::default()
        };
        store.save_server_settings(2, 1, &unrated_hints, &[Setting::HintGames]).await.unwrap();
        memory.save_server_settings(2, 1, &unrated_hints, &[Setting::HintGames]).await.unwrap();
        let mut rng = SmallRng::seed_from_u64(32);
        // Daily tries (a person's one a day) count on the daily boards only.
        let mut tried = std::collections::HashSet::new();
        for i in 0..200 {
            let kind = if rng.random_bool(0.5) { GameKind::Wizard } else { GameKind::Dice };
            let guild = rng.random_range(1..=2);
            let hints = rng.random_bool(0.3);
            let seats = random_seats(&mut rng);
            let host = seats.iter().find_map(|r| r.user_id).unwrap_or(1);
            let day = DAYS.start + rng.random_range(0..9);
            let daily = (rng.random_bool(0.3) && tried.insert((host, kind, day))).then_some(day);
            let options = match daily {
                Some(day) => json!({ "hints": hints, "daily": day }),
                None => json!({ "hints": hints }),
            };
            let id = store
                .create_game(kind, Some(guild), 500 + i, host, &options, &json!([]))
                .await
                .unwrap();
            store.start_game(id, &json!([]), &json!({})).await.unwrap();
            store.finish_game(id, &seats).await.unwrap();
            // Games end an hour apart, so seasons cut through them.
            let finished_at = START + i * HOUR;
            query("UPDATE results SET finished_at = ? WHERE game_id = ?")
                .bind(finished_at)
                .bind(id)
                .execute(store.db())
                .await
                .unwrap();
            memory.finish(Finished {
                game: id,
                kind,
                guild: Some(guild),
                finished_at,
                rated: !(guild == 2 && hints) && daily.is_none(),
                daily,
                seats,
            });
        }
        let seasons = [None, Some((START + 20 * HOUR, START + 90 * HOUR)), Some((START, START + 10 * HOUR))];
        let scopes = [Scope::Guild(1), Scope::Guild(2), Scope::Global];
        let mut compared = (0, 0, 0);
        for kind in [GameKind::Wizard, GameKind::Dice] {
            for scope in scopes {
                for season in seasons {
                    for user in 1..=8 {
                        let (s, m) = (
                            store.stats(user, kind, scope, season).await.unwrap(),
                            LeagueStore::stats(&memory, user, kind, scope, season).await.unwrap(),
                        );
                        match (&s, &m) {
                            (Some(a), Some(b)) => assert!(same_stats(a, b), "{kind:?} {scope:?} {season:?} {user}:\n{a:?}\n{b:?}"),
                            _ => assert_eq!(s, m, "{kind:?} {scope:?} {season:?} {user}"),
                        }
                        compared.0 += 1;
                    }
                    for sort in [SortBy::Rating, SortBy::Wins, SortBy::Points, SortBy::Average] {
                        for min_games in [1, 6] {
                            for page in 0..3 {
                                let q = BoardQuery { kind, scope, sort, season, min_games, page, per_page: 3 };
                                let (s, m) = (
                                    store.leaderboard(q).await.unwrap(),
                                    LeagueStore::leaderboard(&memory, q).await.unwrap(),
                                );
                                assert!(same_board(&s, &m), "{q:?}:\n{s:#?}\n{m:#?}");
                                compared.1 += usize::from(!s.rows.is_empty());
                            }
                        }
                    }
                }
            }
            for scope in scopes {
                for user in 1..=8 {
                    for page in 0..4 {
                        let (s, m) = (
                            store.history(user, kind, scope, page, 4).await.unwrap(),
                            LeagueStore::history(&memory, user, kind, scope, page, 4).await.unwrap(),
                        );
                        assert_eq!(s, m, "{kind:?} {scope:?} {user} page {page}");
                        compared.2 += s.games.len();
                    }
                }
            }
        }
        // The daily boards: each day and each running week, every scope and page.
        let mut daily_rows = 0;
        for kind in [GameKind::Wizard, GameKind::Dice] {
            for scope in scopes {
                for day in DAYS {
                    for q in [DailyQuery::day(kind, scope, day), DailyQuery::week(kind, scope, day)] {
                        for page in 0..3 {
                            let q = DailyQuery { page, per_page: 3, ..q };
                            let (s, m) = (
                                store.daily_board(q).await.unwrap(),
                                LeagueStore::daily_board(&memory, q).await.unwrap(),
                            );
                            assert_eq!(s, m, "{q:?}");
                            daily_rows += s.rows.len();
                        }
                    }
                }
            }
        }
        // The comparison compared something: figures, non-empty boards, past games, daily rows.
        assert!(
            compared.0 > 100 && compared.1 > 100 && compared.2 > 100 && daily_rows > 100,
            "{compared:?} {daily_rows}"
        );
        // The settings too, and who gave them.
        assert_eq!(
            store.server_settings(2).await.unwrap(),
            memory.server_settings(2).await.unwrap()
        );
        assert_eq!(memory.settings_log(), vec![(2, 1, Setting::HintGames.key(2), "unrated".to_string())]);
    }
}
