//! Several processes on one PostgreSQL database (#17): two real `wizard-bot`
//! processes run two gateway shards each of four, with games in servers of
//! all four shards. A third process asking for shards they hold is refused at
//! start-up; one of the two is killed with SIGKILL mid-game and restarted:
//! the other's games go on meanwhile, every game finishes, nothing
//! acknowledged is lost and no game is driven by both.

use std::time::{Duration, Instant};

use serde_json::json;
use wizard_bot::store::{GameStatus, Store};

use crate::databases::{self, Backend};
use crate::e2e::E2e;
use crate::e2e::processes::{BotProcess, guild_on_shard, wait_for_shards};
use crate::fake_discord::server::FakeDiscord;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_share_the_shards_and_one_survives_a_kill() {
    let Some(db) = databases::fresh(Backend::Postgres).await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    fake.inner.shard_count.store(4, std::sync::atomic::Ordering::SeqCst);
    let channels: Vec<u64> = (0..4).map(|s| 901 + s).collect();
    for (s, &channel) in channels.iter().enumerate() {
        fake.set_channel_guild(channel, guild_on_shard(s as u64));
    }
    let mut low = BotProcess::spawn(&fake, &db.url, "0-1/4", dir.path(), "low", &[]);
    let high = BotProcess::spawn(&fake, &db.url, "2-3/4", dir.path(), "high", &[]);
    wait_for_shards(&fake, &[0, 1, 2, 3], &[&low, &high]).await;

    // A third process configured with shards the others run fails loudly
    // (once their claims were renewed while it waited), without connecting.
    let mut third = BotProcess::spawn(&fake, &db.url, "1-2/4", dir.path(), "third", &[]);
    let deadline = Instant::now() + Duration::from_secs(60);
    let status = loop {
        if let Some(status) = third.child.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "the overlapping process still runs: {}",
            third.log()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(!status.success());
    let said = third.log();
    assert!(said.contains("two processes must not run the same shards"), "{said}");
    assert_eq!(fake.connected_shards(), [0, 1, 2, 3]);

    // A game in a server of each shard: one person and five computers.
    let e = E2e::external(fake.clone(), db.url.clone());
    let mut games = Vec::new();
    for (s, &channel) in channels.iter().enumerate() {
        let host = 31 + s as u64;
        let (game, lobby) = e.new_wizard_in(channel, host, json!([])).await;
        for _ in 0..5 {
            e.lobby_click(host, lobby, game, "bot").await;
        }
        e.start_game(host, lobby, game).await;
        e.play(game, &[host], s as u64, 8).await;
        games.push((game, host));
    }

    // The process of shards 0 and 1 dies mid-game.
    low.kill();
    wait_for_shards(&fake, &[2, 3], &[&high]).await;
    let shown_before: Vec<u64> = games.iter().map(|&(g, _)| e.public_version(g)).collect();
    // The other process's games go on meanwhile.
    for &(game, host) in &games[2..] {
        e.play_to_end(game, &[host], 11).await;
    }
    // Restarted with the same shards, it restores its games and drives them
    // to the end. (The dead claim ran out while the other games were played;
    // taking one over at once is `restart.rs`'s and `tests/tables/store.rs`'s.)
    let started = Instant::now();
    let restarted = BotProcess::spawn(&fake, &db.url, "0-1/4", dir.path(), "restarted", &[]);
    wait_for_shards(&fake, &[0, 1, 2, 3], &[&restarted, &high]).await;
    let back = started.elapsed();
    eprintln!(
        "SIGKILL, restart on PostgreSQL: connected {:.2} s after the restart began",
        back.as_secs_f64()
    );
    assert!(
        back < Duration::from_secs(8),
        "the restart waited {back:?}: {}",
        restarted.log()
    );
    for (i, &(game, host)) in games[..2].iter().enumerate() {
        assert!(e.public_version(game) >= shown_before[i], "game {game} went back");
        e.play_to_end(game, &[host], 12).await;
    }

    let store = Store::open(&db.url).await.unwrap();
    for &(game, _) in &games {
        assert!(e.end_message(game).is_some(), "game {game} showed its end");
        let row = store.game(game).await.unwrap();
        assert_eq!(row.status, GameStatus::Finished, "game {game}");
        assert_eq!(store.results(game).await.unwrap().len(), 6);
        // Every acknowledged move is in the log, in order, without a gap.
        assert_eq!(store.events(game).await.unwrap().len() as i64, row.version);
    }
    // No game was driven by two processes: the version guard never refused
    // a move, and each process drove only its own servers' games.
    for bot in [&low, &high, &restarted] {
        let log = bot.log();
        assert!(!log.contains("written by someone else first"), "{log}");
        assert!(!log.contains("ERROR"), "{log}");
    }
    e.fake
        .wait_until(5, "no violations", |f| f.violations().is_empty())
        .await;
    e.assert_clean();
}
