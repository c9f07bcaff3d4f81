//! Ratings and seasons (#16): Weng-Lin over a game's places behaves as a
//! rating should, the stored ratings are exactly the fold of the results (a
//! rebuild gives what the games gave one by one), a retried finish does not
//! rate twice, and seasons are the calendar months or the server's blocks.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::json;
use wizard_bot::league::rating::{Rated, Rating, rate_game};
use wizard_bot::league::season::{Season, SeasonLength, season_range};
use wizard_bot::league::{LeagueStore, ServerSettings, Setting};
use wizard_bot::store::{BoardQuery, GameKind, ResultRow, Scope, SortBy, Store};

fn fresh(r: Rating, place: i64) -> Rated {
    Rated { rating: r, place }
}

#[test]
fn the_winner_rises_the_last_falls_and_seats_do_not_matter() {
    let new = Rating::default();
    let after = rate_game(&[fresh(new, 2), fresh(new, 1), fresh(new, 3), fresh(new, 4)]);
    assert!(after[1].mu > new.mu, "the winner rises: {after:?}");
    assert!(after[3].mu < new.mu, "the last falls: {after:?}");
    assert!(after[1].mu > after[0].mu && after[0].mu > after[2].mu && after[2].mu > after[3].mu);
    assert!(
        after.iter().all(|r| r.sigma < new.sigma),
        "every game makes the estimate surer"
    );
    // The same result in another seat order: each player gets the same rating.
    let again = rate_game(&[fresh(new, 4), fresh(new, 3), fresh(new, 1), fresh(new, 2)]);
    assert_eq!(again[2], after[1]);
    assert_eq!(again[3], after[0]);
    assert_eq!(again[1], after[2]);
    assert_eq!(again[0], after[3]);
    // A shared place between equals leaves them equal.
    let tie = rate_game(&[fresh(new, 1), fresh(new, 1), fresh(new, 3)]);
    assert_eq!(tie[0], tie[1]);
    assert!(tie[0].mu > new.mu && tie[2].mu < new.mu);
    // One person (the rest computers) is measured against no one.
    assert_eq!(rate_game(&[fresh(new, 1)]), vec![new]);
    // Beating a stronger player is worth more than beating an equal one.
    let strong = Rating { mu: 35.0, sigma: 3.0 };
    let upset = rate_game(&[fresh(new, 1), fresh(strong, 2)]);
    let even = rate_game(&[fresh(new, 1), fresh(new, 2)]);
    assert!(upset[0].mu - new.mu > even[0].mu - new.mu);
    // Boards show mu - 3 sigma: a new player shows about 0, not 25.
    assert!(new.shown().abs() < 1e-9);
}

#[test]
fn seasons_are_calendar_months_or_blocks_of_days() {
    let ms = |y, m, d| {
        time::Date::from_calendar_date(y, time::Month::try_from(m).unwrap(), d)
            .unwrap()
            .midnight()
            .assume_utc()
            .unix_timestamp()
            * 1000
    };
    let now = ms(2026, 11, 22) + 20 * 3_600_000;
    assert_eq!(season_range(SeasonLength::Month, Season::AllTime, now), None);
    assert_eq!(
        season_range(SeasonLength::Month, Season::Current, now),
        Some((ms(2026, 11, 1), ms(2026, 12, 1)))
    );
    assert_eq!(
        season_range(SeasonLength::Month, Season::Previous, now),
        Some((ms(2026, 10, 1), ms(2026, 11, 1)))
    );
    // Across the turn of a year, both ways.
    let january = ms(2027, 1, 3);
    assert_eq!(
        season_range(SeasonLength::Month, Season::Previous, january),
        Some((ms(2026, 12, 1), ms(2027, 1, 1)))
    );
    assert_eq!(
        season_range(SeasonLength::Month, Season::Current, ms(2026, 12, 31)),
        Some((ms(2026, 12, 1), ms(2027, 1, 1)))
    );
    // Blocks of 14 days: now is inside the current one, the previous ends where it starts.
    let (from, until) = season_range(SeasonLength::Days(14), Season::Current, now).unwrap();
    assert!(from <= now && now < until && until - from == 14 * 86_400_000);
    assert_eq!(
        season_range(SeasonLength::Days(14), Season::Previous, now),
        Some((from - 14 * 86_400_000, from))
    );
    // Stored settings: a length out of range or unreadable is a month.
    assert_eq!(SeasonLength::from_setting(Some("30")), SeasonLength::Days(30));
    assert_eq!(SeasonLength::from_setting(Some("3")), SeasonLength::Month);
    assert_eq!(SeasonLength::from_setting(Some("month")), SeasonLength::Month);
    assert_eq!(SeasonLength::from_setting(None), SeasonLength::Month);
}

/// A finished game of `kind` on `guild` with these (user or computer, place) seats.
async fn finish(store: &Store, kind: GameKind, guild: i64, seats: &[(Option<i64>, i64)]) -> i64 {
    let host = seats.iter().find_map(|s| s.0).unwrap_or(1);
    let id = store
        .create_game(kind, Some(guild), 500, host, &json!({}), &json!([]))
        .await
        .unwrap();
    store.start_game(id, &json!([]), &json!({})).await.unwrap();
    store.finish_game(id, &rows(seats)).await.unwrap();
    id
}

/// Results rows for these (user or computer, place) seats.
fn rows(seats: &[(Option<i64>, i64)]) -> Vec<ResultRow> {
    seats
        .iter()
        .enumerate()
        .map(|(s, &(user, place))| ResultRow {
            seat: s as i64,
            user_id: user,
            points: 100 - 10 * place,
            place,
            won: place == 1,
            rounds: 0,
            exact_bids: 0,
            xs: 0,
            jester_scores: 0,
            left: false,
            bids: 0,
            tricks: 0,
            seer_rounds: 0,
            unfinished: false,
        })
        .collect()
}

on_both_backends! {
    #[tokio::test]
    async fn a_rebuild_gives_exactly_the_ratings_the_games_gave_one_by_one(db) {
        let store = Store::open(&db.url).await.unwrap();
        let mut rng = SmallRng::seed_from_u64(16);
        for _ in 0..200 {
            let kind = if rng.random_bool(0.5) {
                GameKind::Wizard
            } else {
                GameKind::Dice
            };
            let players = rng.random_range(2..=6);
            let mut users: Vec<i64> = (1..=12).collect();
            let seats: Vec<(Option<i64>, i64)> = (0..players)
                .map(|_| {
                    // About one seat in five is a computer.
                    let user = if rng.random_bool(0.2) {
                        None
                    } else {
                        Some(users.remove(rng.random_range(0..users.len())))
                    };
                    (user, rng.random_range(1..=players as i64))
                })
                .collect();
            finish(&store, kind, rng.random_range(1..=3), &seats).await;
        }
        let incremental = store.all_ratings().await.unwrap();
        assert!(
            incremental.len() > 24,
            "ratings per server and overall: {}",
            incremental.len()
        );
        let rows = store.rebuild_ratings().await.unwrap();
        assert!(rows > 500, "{rows} results rows");
        let rebuilt = store.all_ratings().await.unwrap();
        assert_eq!(rebuilt.len(), incremental.len());
        for (key, (r, games)) in &incremental {
            let (b, g) = rebuilt[key];
            assert_eq!(g, *games, "{key:?}");
            assert!(
                (b.mu - r.mu).abs() < 1e-9 && (b.sigma - r.sigma).abs() < 1e-9,
                "{key:?}: {r:?} vs {b:?}"
            );
        }
    }
}

on_both_backends! {
    #[tokio::test]
    async fn boards_rank_by_rating_only_people_and_a_retry_rates_once(db) {
        let store = Store::open(&db.url).await.unwrap();
        // Ann beats Ben three times; a computer (None) takes part and is not rated.
        let mut last = 0;
        for _ in 0..3 {
            last = finish(&store, GameKind::Wizard, 1, &[(Some(20), 2), (None, 3), (Some(10), 1)]).await;
        }
        // A game of one person and computers rates no one.
        finish(&store, GameKind::Wizard, 1, &[(Some(30), 1), (None, 2), (None, 3)]).await;
        let before = store.all_ratings().await.unwrap();
        // The last game's finish is written again (a retry): nothing is rated twice.
        let retry = rows(&[(Some(20), 2), (None, 3), (Some(10), 1)]);
        store.finish_game(last, &retry).await.unwrap();
        assert_eq!(store.all_ratings().await.unwrap(), before);
        let ask = |scope, season| BoardQuery {
            kind: GameKind::Wizard,
            scope,
            sort: SortBy::Rating,
            season,
            min_games: 1,
            page: 0,
            per_page: 10,
        };
        for scope in [Scope::Guild(1), Scope::Global] {
            // The rating board lists rated people, best first; 30 has only played computers.
            let b = store.leaderboard(ask(scope, None)).await.unwrap();
            let order: Vec<i64> = b.rows.iter().map(|r| r.user_id).collect();
            assert_eq!((order, b.total), (vec![10, 20], 2));
            assert!(b.rows[0].stats.rating.unwrap() > b.rows[1].stats.rating.unwrap());
            assert_eq!(b.rows[0].stats.games, 3);
            // Another order lists everyone who finished a game; 30 has no rating.
            let wins = store
                .leaderboard(BoardQuery {
                    sort: SortBy::Wins,
                    ..ask(scope, None)
                })
                .await
                .unwrap();
            let thirty = wins.rows.iter().find(|r| r.user_id == 30).unwrap();
            assert_eq!(thirty.stats.rating, None);
            // At least 4 games: no one yet.
            let four = store
                .leaderboard(BoardQuery {
                    min_games: 4,
                    ..ask(scope, None)
                })
                .await
                .unwrap();
            assert!(four.rows.is_empty() && four.total == 0);
        }
        // This season (all of it is now) gives the same order from the fold over
        // the season's results; a season long past is empty.
        let now = wizard_bot::store::now_ms();
        let b = store
            .leaderboard(ask(Scope::Guild(1), Some((now - 3_600_000, now + 3_600_000))))
            .await
            .unwrap();
        // (A season's board lists everyone who played in it, the unrated last.)
        assert_eq!(b.rows.iter().map(|r| r.user_id).collect::<Vec<_>>(), vec![10, 20, 30]);
        let stored = store.leaderboard(ask(Scope::Guild(1), None)).await.unwrap();
        assert!((b.rows[0].stats.rating.unwrap() - stored.rows[0].stats.rating.unwrap()).abs() < 1e-9);
        let b = store.leaderboard(ask(Scope::Guild(1), Some((0, 1000)))).await.unwrap();
        assert!(b.rows.is_empty() && b.total == 0);
        // Another server's board does not see these games.
        assert!(
            store
                .leaderboard(ask(Scope::Guild(2), None))
                .await
                .unwrap()
                .rows
                .is_empty()
        );
    }
}

on_both_backends! {
    /// `/settings hint_games unrated`: that server's games that allowed hints
    /// are not rated (decided when each ends, kept by a rebuild); its games
    /// without hints and other servers' games are.
    #[tokio::test]
    async fn a_server_may_leave_games_that_allowed_hints_out_of_ratings(db) {
        let store = Store::open(&db.url).await.unwrap();
        let (strict, other) = (7, 8);
        store
            .save_server_settings(
                strict,
                1,
                &ServerSettings {
                    hint_games_rated: false,
                    ..ServerSettings::default()
                },
                &[Setting::HintGames],
            )
            .await
            .unwrap();
        let play = |guild: i64, hints: bool, users: [i64; 3]| {
            let store = &store;
            async move {
                let options = json!({"turn_secs": 60, "hints": hints});
                let id = store
                    .create_game(GameKind::Wizard, Some(guild), 500, users[0], &options, &json!([]))
                    .await
                    .unwrap();
                store.start_game(id, &json!([]), &json!({})).await.unwrap();
                let seats = [(Some(users[0]), 1), (Some(users[1]), 2), (Some(users[2]), 3)];
                store.finish_game(id, &rows(&seats)).await.unwrap();
            }
        };
        play(strict, true, [1, 2, 3]).await;
        play(strict, false, [4, 5, 6]).await;
        play(other, true, [7, 8, 9]).await;
        let rated_users = |map: &wizard_bot::store::RatingMap| {
            let mut users: Vec<i64> = map.keys().map(|k| k.2).collect();
            users.sort_unstable();
            users.dedup();
            users
        };
        let incremental = store.all_ratings().await.unwrap();
        assert_eq!(rated_users(&incremental), vec![4, 5, 6, 7, 8, 9]);
        // A later change of the setting does not rewrite history.
        store
            .save_server_settings(
                strict,
                1,
                &ServerSettings {
                    hint_games_rated: true,
                    ..ServerSettings::default()
                },
                &[Setting::HintGames],
            )
            .await
            .unwrap();
        store.rebuild_ratings().await.unwrap();
        let rebuilt = store.all_ratings().await.unwrap();
        assert_eq!(rated_users(&rebuilt), vec![4, 5, 6, 7, 8, 9]);
        assert_eq!(rebuilt.len(), incremental.len());
    }
}
