//! Storage round trips on a fresh SQLite file per test: games, the event log
//! and its optimistic concurrency, restart, results, stats and leaderboards
//! against hand-computed figures.

use serde_json::json;
use wizard_bot::store::{BoardQuery, GameKind, GameStatus, ResultRow, Scope, SortBy, Store, StoreError};

async fn fresh() -> (tempfile::TempDir, Store, String) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("test.db").display());
    let store = Store::open(&url).await.unwrap();
    (dir, store, url)
}

fn result(seat: i64, user: Option<i64>, points: i64, place: i64) -> ResultRow {
    ResultRow {
        seat,
        user_id: user,
        points,
        place,
        won: place == 1,
        rounds: 15,
        exact_bids: 5 + seat,
        xs: 0,
        jester_scores: 0,
        left: false,
        bids: 0,
        tricks: 0,
        seer_rounds: 0,
    }
}

#[tokio::test]
async fn open_creates_and_migrates_and_reopens() {
    let (dir, store, url) = fresh().await;
    assert!(dir.path().join("test.db").exists());
    let id = store
        .create_game(
            GameKind::Wizard,
            Some(1),
            10,
            100,
            &json!({"variants": []}),
            &json!([100]),
        )
        .await
        .unwrap();
    drop(store);
    let again = Store::open(&url).await.unwrap();
    let g = again.game(id).await.unwrap();
    assert_eq!(g.status, GameStatus::Lobby);
    assert_eq!(g.seats, json!([100]));
    assert!(matches!(Store::open("postgres://nope").await, Err(StoreError::Url(_))));
}

#[tokio::test]
async fn one_open_table_per_channel() {
    let (_dir, store, _) = fresh().await;
    let first = store
        .create_game(GameKind::Dice, Some(1), 10, 100, &json!({}), &json!([]))
        .await
        .unwrap();
    match store
        .create_game(GameKind::Wizard, Some(1), 10, 101, &json!({}), &json!([]))
        .await
    {
        Err(StoreError::ChannelBusy { channel: 10, game }) => assert_eq!(game, first),
        other => panic!("{other:?}"),
    }
    store.set_status(first, GameStatus::Cancelled).await.unwrap();
    store
        .create_game(GameKind::Wizard, Some(1), 10, 101, &json!({}), &json!([]))
        .await
        .unwrap();
}

#[tokio::test]
async fn the_event_log_appends_in_order_and_refuses_a_second_writer() {
    let (_dir, store, url) = fresh().await;
    let id = store
        .create_game(GameKind::Wizard, None, 11, 100, &json!({}), &json!([]))
        .await
        .unwrap();
    store
        .start_game(id, &json!([1, 2, 3]), &json!({"players": 3}))
        .await
        .unwrap();
    store
        .append(id, 0, &[json!({"a": 0}), json!({"a": 1})], Some(5))
        .await
        .unwrap();
    assert!(matches!(
        store.append(id, 1, &[json!({"late": true})], None).await,
        Err(StoreError::Conflict { seq: 1, .. })
    ));
    store.append(id, 2, &[json!({"a": 2})], None).await.unwrap();
    let g = store.game(id).await.unwrap();
    assert_eq!(g.version, 3);
    assert_eq!(g.deadline_at, None);
    // Durable across a reopen.
    drop(store);
    let store = Store::open(&url).await.unwrap();
    assert_eq!(
        store.events(id).await.unwrap(),
        vec![json!({"a": 0}), json!({"a": 1}), json!({"a": 2})]
    );
    let running = store.running_games().await.unwrap();
    assert_eq!(running.len(), 1);
    assert_eq!(running[0].setup, Some(json!({"players": 3})));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_writers_of_the_same_event_exactly_one_wins() {
    let (_dir, store, _) = fresh().await;
    let id = store
        .create_game(GameKind::Dice, None, 12, 100, &json!({}), &json!([]))
        .await
        .unwrap();
    let mut tasks = Vec::new();
    for i in 0..32 {
        let s = store.clone();
        tasks.push(tokio::spawn(async move {
            s.append(id, 0, &[json!({"writer": i})], None).await
        }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(()) => ok += 1,
            Err(StoreError::Conflict { seq: 0, .. }) => {}
            Err(e) => panic!("{e}"),
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(store.events(id).await.unwrap().len(), 1);
}

#[tokio::test]
async fn stats_and_leaderboards_match_hand_computed_figures() {
    let (_dir, store, _) = fresh().await;
    // Three finished card games: two on server 1, one on server 2. Users 100, 200, 300; a bot at seat 3.
    let games = [
        (
            1,
            vec![
                result(0, Some(100), 120, 1),
                result(1, Some(200), 80, 2),
                result(2, None, 10, 3),
            ],
        ),
        (
            1,
            vec![
                result(0, Some(100), 40, 2),
                result(1, Some(200), 90, 1),
                result(2, Some(300), -20, 3),
            ],
        ),
        (2, vec![result(0, Some(100), 60, 1), result(1, Some(300), 50, 2)]),
    ];
    for (n, (guild, results)) in games.iter().enumerate() {
        let id = store
            .create_game(
                GameKind::Wizard,
                Some(*guild),
                100 + n as i64,
                1,
                &json!({}),
                &json!([]),
            )
            .await
            .unwrap();
        store.start_game(id, &json!([]), &json!({})).await.unwrap();
        store.finish_game(id, results).await.unwrap();
    }
    // User 100: games 3, wins 2, points 220, average 73.33, best 120, bids 5+5+5 of 45 rounds.
    let s = store
        .stats(100, GameKind::Wizard, Scope::Global, None)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((s.games, s.wins, s.points, s.best), (3, 2, 220, 120));
    assert!((s.average - 220.0 / 3.0).abs() < 1e-9);
    assert!((s.bid_accuracy - 15.0 / 45.0).abs() < 1e-9);
    let s1 = store
        .stats(100, GameKind::Wizard, Scope::Guild(1), None)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((s1.games, s1.wins, s1.points), (2, 1, 160));
    assert_eq!(
        store.stats(100, GameKind::Dice, Scope::Global, None).await.unwrap(),
        None
    );

    // Global by wins: 100 (2 wins), 200 (1 win, avg 85), 300 (0). Bots never appear.
    let b = store
        .leaderboard(board(GameKind::Wizard, Scope::Global, SortBy::Wins, 1, 0, 10))
        .await
        .unwrap();
    let order: Vec<i64> = b.rows.iter().map(|r| r.user_id).collect();
    assert_eq!(order, vec![100, 200, 300]);
    assert_eq!(b.total, 3);
    // By points on server 1: 200 (170), 100 (160), 300 (−20).
    let b = store
        .leaderboard(board(GameKind::Wizard, Scope::Guild(1), SortBy::Points, 1, 0, 10))
        .await
        .unwrap();
    assert_eq!(
        b.rows.iter().map(|r| (r.user_id, r.stats.points)).collect::<Vec<_>>(),
        vec![(200, 170), (100, 160), (300, -20)]
    );
    // By average with at least 2 games: 200 (85), 100 (73.3), 300 (15).
    let b = store
        .leaderboard(board(GameKind::Wizard, Scope::Global, SortBy::Average, 2, 0, 10))
        .await
        .unwrap();
    assert_eq!(
        b.rows.iter().map(|r| r.user_id).collect::<Vec<_>>(),
        vec![200, 100, 300]
    );
    // Paging: one per page, page 1 is rank 2.
    let b = store
        .leaderboard(board(GameKind::Wizard, Scope::Global, SortBy::Average, 2, 1, 1))
        .await
        .unwrap();
    assert_eq!((b.rows[0].rank, b.rows[0].user_id, b.total), (2, 100, 3));
    // A minimum no one reaches.
    let b = store
        .leaderboard(board(GameKind::Wizard, Scope::Global, SortBy::Wins, 4, 0, 10))
        .await
        .unwrap();
    assert!(b.rows.is_empty());
}

/// An all-time board query.
fn board(kind: GameKind, scope: Scope, sort: SortBy, min_games: i64, page: i64, per_page: i64) -> BoardQuery {
    BoardQuery {
        kind,
        scope,
        sort,
        season: None,
        min_games,
        page,
        per_page,
    }
}
