//! Crash: a real `wizard-bot` process playing games through the tables and
//! SQLite is killed with SIGKILL mid-game; every move it acknowledged must
//! still be there, and every game must continue after a restore.

use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use wizard_bot::store::{GameStatus, Store};
use wizard_bot::table::Tables;

on_both_backends! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn nothing_acknowledged_is_lost_when_the_process_is_killed(db) {
        let url = db.url.clone();
        let mut child = Command::new(env!("CARGO_BIN_EXE_wizard-bot"))
            .args(["load", "--database", &url, "--games", "12", "--seconds", "120"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let mut acked: HashMap<i64, i64> = HashMap::new();
        let mut lines = BufReader::new(stdout).lines();
        let mut seen = 0;
        while let Some(Ok(line)) = lines.next() {
            let mut parts = line.split_whitespace();
            if parts.next() == Some("ack") {
                let game: i64 = parts.next().unwrap().parse().unwrap();
                let version: i64 = parts.next().unwrap().parse().unwrap();
                let v = acked.entry(game).or_default();
                *v = (*v).max(version);
                seen += 1;
                if seen == 2_000 {
                    // SIGKILL, mid-game: no chance to flush or clean up.
                    child.kill().unwrap();
                    break;
                }
            }
        }
        child.wait().unwrap();
        // Acks printed before the kill but not yet read are still in the pipe; count them too.
        for line in lines.map_while(Result::ok) {
            let mut parts = line.split_whitespace();
            if parts.next() == Some("ack") {
                let game: i64 = parts.next().unwrap().parse().unwrap();
                let version: i64 = parts.next().unwrap().parse().unwrap();
                let v = acked.entry(game).or_default();
                *v = (*v).max(version);
            }
        }
        assert!(seen >= 2_000, "the victim ran long enough: {seen} acks");

        let store = Store::open(&url).await.unwrap();
        for (&game, &version) in &acked {
            let stored = store.game(game).await.unwrap();
            assert!(
                stored.version >= version,
                "game {game}: acknowledged version {version}, stored {}",
                stored.version
            );
            assert_eq!(store.events(game).await.unwrap().len() as i64, stored.version);
        }
        // Every game comes back and plays on to its end.
        let tables = Tables::new(store, Some(1));
        let running = tables.restore().await.unwrap();
        let ids = tables.ids();
        assert_eq!(running, ids.len());
        let drive = wizard_bot::load::Drive {
            duration: Duration::from_secs(120),
            ack: false,
            pace: None,
        };
        let report = wizard_bot::load::run(&tables, &ids, drive).await;
        assert_eq!(report.finished, ids.len(), "every restored game finishes");
        for id in acked.keys() {
            assert_eq!(tables.persist().game(*id).await.unwrap().status, GameStatus::Finished);
        }
    }
}
