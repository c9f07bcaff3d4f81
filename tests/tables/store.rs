//! Storage round trips on a fresh database per test, each test on both
//! backends (SQLite and PostgreSQL): games, the event log and its optimistic
//! concurrency, restart, results, stats and leaderboards against
//! hand-computed figures.

use serde_json::json;
use wizard_bot::lease;
use wizard_bot::store::{BoardQuery, GameKind, GameStatus, ResultRow, Scope, SortBy, Store, StoreError};
use wizard_bot::table::shards::Shards;

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
        unfinished: false,
    }
}

on_both_backends! {
    #[tokio::test]
    async fn open_creates_and_migrates_and_reopens(db) {
        let (store, url) = (Store::open(&db.url).await.unwrap(), db.url.clone());
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
        assert_eq!(again.db().backend(), db.backend);
    }
}

on_both_backends! {
    #[tokio::test]
    async fn one_open_table_per_channel(db) {
        let store = Store::open(&db.url).await.unwrap();
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
}

on_both_backends! {
    #[tokio::test]
    async fn the_event_log_appends_in_order_and_refuses_a_second_writer(db) {
        let (store, url) = (Store::open(&db.url).await.unwrap(), db.url.clone());
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
}

on_both_backends! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn many_writers_of_the_same_event_exactly_one_wins(db) {
        let store = Store::open(&db.url).await.unwrap();
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
}

on_both_backends! {
    #[tokio::test]
    async fn stats_and_leaderboards_match_hand_computed_figures(db) {
        let store = Store::open(&db.url).await.unwrap();
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

#[tokio::test]
async fn a_url_of_neither_backend_is_refused_and_a_password_is_never_shown() {
    assert!(matches!(
        Store::open("mysql://localhost/x").await,
        Err(StoreError::Url(_))
    ));
    // Nothing listens on port 1: the error says why, without the password.
    let e = Store::open("postgres://bot:hunter2@127.0.0.1:1/wizard")
        .await
        .unwrap_err();
    assert!(!e.to_string().contains("hunter2"), "{e}");
    assert_eq!(
        wizard_bot::store::redact("postgres://bot:hunter2@db:5432/wizard"),
        "postgres://bot:***@db:5432/wizard"
    );
    assert_eq!(wizard_bot::store::redact("sqlite://wizard.db"), "sqlite://wizard.db");
}

on_both_backends! {
    /// Two processes with overlapping shards: the second is refused and told
    /// who holds what; disjoint ranges share the database; a claim of another
    /// total is refused while it lives; an expired claim can be taken and its
    /// old owner learns it lost it.
    #[tokio::test]
    async fn shard_claims_refuse_overlaps_and_expire(db) {
        let store = Store::open(&db.url).await.unwrap();
        let range = |s: &str| Shards::parse(s).unwrap();
        assert_eq!(store.claim_shards("a", range("0-1/4"), 60_000).await.unwrap(), Ok(()));
        let held = store.claim_shards("b", range("1-2/4"), 60_000).await.unwrap().unwrap_err();
        assert_eq!((held[0].shard, held[0].owner.as_str()), (1, "a"));
        assert_eq!(store.claim_shards("b", range("2-3/4"), 60_000).await.unwrap(), Ok(()));
        let other_total = store.claim_shards("c", range("5/8"), 60_000).await.unwrap().unwrap_err();
        assert!(other_total.iter().all(|h| h.total == 4));
        assert_eq!(store.renew_shards("a", 60_000).await.unwrap(), 2);
        // A claims again (a restart of the same owner) without trouble.
        assert_eq!(store.claim_shards("a", range("0-1/4"), 60_000).await.unwrap(), Ok(()));
        store.release_shards("a").await.unwrap();
        assert_eq!(store.claim_shards("c", range("0-1/4"), -1).await.unwrap(), Ok(()));
        // C's claim has expired (it was never renewed): D takes it, C has lost it.
        assert_eq!(store.claim_shards("d", range("0-1/4"), 60_000).await.unwrap(), Ok(()));
        assert_eq!(store.renew_shards("c", 60_000).await.unwrap(), 0);
    }
}

on_both_backends! {
    /// The machine's clock steps 20 minutes forward, then an hour back, while
    /// a process renews its claim (what an NTP correction or a resumed
    /// virtual machine does): it keeps its shards, and another process is
    /// still refused them. A process that stood still past its claim's expiry
    /// keeps it too when nobody took it meanwhile; one taken meanwhile is
    /// lost, and its process told so.
    #[tokio::test]
    async fn a_claim_outlives_clock_steps_and_a_pause_and_is_lost_only_when_taken(db) {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicBool, Ordering};
        use std::time::Duration;
        use wizard_bot::table::model::test_clock;

        let store = Store::open(&db.url).await.unwrap();
        let range = Shards::parse("0-1/2").unwrap();
        lease::claim(&store, "a", range, None).await.unwrap();
        let lost = Arc::new(AtomicBool::new(false));
        let keep = |lost: &Arc<AtomicBool>| {
            let lost = lost.clone();
            lease::keep_every(store.clone(), "a".into(), range, Duration::from_millis(20), move || {
                lost.store(true, Ordering::SeqCst)
            })
        };
        let keeper = keep(&lost);
        for step in [20 * 60_000, -3_600_000] {
            test_clock::step_wall(step);
            tokio::time::sleep(Duration::from_millis(150)).await;
            assert!(!lost.load(Ordering::SeqCst), "the claim was lost after a step of {step} ms");
            let held = store.claim_shards("b", range, 15_000).await.unwrap();
            assert!(held.is_err(), "another process took the shards after a step of {step} ms");
        }
        keeper.abort();

        // Stood still past its expiry, nobody took it: renewed, still its own.
        assert_eq!(store.renew_shards("a", -60_000).await.unwrap(), 2);
        let keeper = keep(&lost);
        tokio::time::sleep(Duration::from_millis(150)).await;
        assert!(!lost.load(Ordering::SeqCst));
        assert!(store.claim_shards("b", range, 15_000).await.unwrap().is_err());
        keeper.abort();

        // Stood still past its expiry, and another process took it: lost.
        assert_eq!(store.renew_shards("a", -60_000).await.unwrap(), 2);
        assert_eq!(store.claim_shards("b", range, 15_000).await.unwrap(), Ok(()));
        let keeper = keep(&lost);
        tokio::time::timeout(Duration::from_secs(5), keeper).await.unwrap().unwrap();
        assert!(lost.load(Ordering::SeqCst), "the claim taken meanwhile was not noticed");
        assert_eq!(store.renew_shards("a", 15_000).await.unwrap(), 0);
    }
}

on_both_backends! {
    /// At start-up a process waits for a claim nobody renews (its process
    /// died) and takes it; a claim renewed while it waits is a live process,
    /// and start-up fails with a message naming the shard.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_dead_processs_claim_is_waited_for_and_a_live_ones_refuses(db) {
        let store = Store::open(&db.url).await.unwrap();
        let range = Shards::parse("0-1/2").unwrap();
        store.claim_shards("dead", range, 800).await.unwrap().unwrap();
        let started = std::time::Instant::now();
        lease::claim(&store, "restarted", range, None).await.unwrap();
        assert!(started.elapsed() >= std::time::Duration::from_millis(700));
        let live = store.clone();
        let renewer = tokio::spawn(async move {
            loop {
                live.renew_shards("restarted", 800).await.unwrap();
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
        });
        let e = lease::claim(&store, "second", range, None).await.unwrap_err();
        renewer.abort();
        assert!(matches!(e, lease::LeaseError::Taken { total: 2, .. }), "{e}");
        assert!(e.to_string().contains("SHARDS="), "{e}");
    }
}

on_both_backends! {
    /// A claim whose process is provably gone — written on this machine, in
    /// this boot and pid namespace, by a process whose pid is now free or
    /// another process's — is taken at once; one of this live process, or of
    /// another machine, is not provably gone.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_gone_processs_claim_is_taken_at_once(db) {
        let store = Store::open(&db.url).await.unwrap();
        let range = Shards::parse("0-1/2").unwrap();
        let me = lease::owner_id();
        let parts: Vec<&str> = me.split(':').collect();
        assert_eq!(parts.len(), 4, "host, pid, random part and incarnation: {me}");
        let (boot, rest) = parts[3].split_once('.').unwrap();
        let (namespace, start) = rest.split_once('.').unwrap();
        let start: u64 = start.parse().unwrap();
        // This very process is alive; a later process with its pid (another start) is not it.
        assert!(!lease::provably_gone(&me));
        let reused = format!("{}:{}:0:{boot}.{namespace}.{}", parts[0], parts[1], start + 1);
        assert!(lease::provably_gone(&reused));
        // Another boot (or another machine with the same name) may be alive.
        let elsewhere = format!("{}:{}:0:0123456789ab.{namespace}.{}", parts[0], parts[1], start + 1);
        assert!(!lease::provably_gone(&elsewhere));
        // An owner written without an incarnation (an older release) may be alive.
        assert!(!lease::provably_gone("host:1:00000000"));

        store.claim_shards(&reused, range, 60_000).await.unwrap().unwrap();
        let started = std::time::Instant::now();
        lease::claim(&store, "restarted", range, None).await.unwrap();
        assert!(
            started.elapsed() < std::time::Duration::from_secs(2),
            "waited {:?} for a gone process's claim",
            started.elapsed()
        );
        assert_eq!(store.renew_shards(&reused, 60_000).await.unwrap(), 0, "the gone owner's claim is gone");
    }
}

/// An SQLite database takes one bot process: the second lock is refused
/// while the first is held, and taken once it is let go (as the kernel lets
/// go of a killed process's).
#[test]
fn an_sqlite_database_takes_one_process() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    let path = Store::sqlite_file(&url).unwrap();
    assert_eq!(path, dir.path().join("bot.db"));
    let first = lease::DatabaseLock::take(&path).unwrap();
    let refused = lease::DatabaseLock::take(&path).err().unwrap();
    assert!(
        refused.to_string().contains("another running wizard-bot process"),
        "{refused}"
    );
    drop(first);
    lease::DatabaseLock::take(&path).unwrap();
    assert_eq!(Store::sqlite_file("sqlite::memory:"), None);
    assert_eq!(Store::sqlite_file("postgres://localhost/db"), None);
}
