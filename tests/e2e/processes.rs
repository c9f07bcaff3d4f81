//! Real `wizard-bot` processes against the fake Discord, each running a
//! range of gateway shards on one database (the several-processes test and
//! the two-process load benchmark).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::fake_discord::server::{FakeDiscord, GUILD_ID};

/// A server on shard `s` (of a total dividing 1000: 1, 2, 4, 5, 8 …):
/// Discord's `(guild_id >> 22) % total` is `s`.
pub fn guild_on_shard(s: u64) -> u64 {
    ((1000 + s) << 22) | 1
}

/// A `wizard-bot` process against the fake, on `db`, running `shards`.
pub struct BotProcess {
    pub child: Child,
    log: PathBuf,
}

impl BotProcess {
    /// Started in `dir` (so no `.env` of the developer's is read), logging to
    /// `dir/name.log`; `env` adds or overrides settings.
    pub fn spawn(
        fake: &FakeDiscord,
        db: &str,
        shards: &str,
        dir: &Path,
        name: &str,
        env: &[(&str, &str)],
    ) -> BotProcess {
        BotProcess::spawn_with(
            Command::new(env!("CARGO_BIN_EXE_wizard-bot")),
            fake,
            db,
            shards,
            dir,
            name,
            env,
        )
    }

    /// As `spawn`, under an open-files limit of `files` (soft and hard), as
    /// a service is started by default (1,024).
    pub fn spawn_limited(
        fake: &FakeDiscord,
        db: &str,
        shards: &str,
        dir: &Path,
        name: &str,
        env: &[(&str, &str)],
        files: u64,
    ) -> BotProcess {
        let mut command = Command::new("bash");
        command
            .arg("-c")
            .arg(format!("ulimit -n {files} && exec \"$0\""))
            .arg(env!("CARGO_BIN_EXE_wizard-bot"));
        BotProcess::spawn_with(command, fake, db, shards, dir, name, env)
    }

    fn spawn_with(
        mut command: Command,
        fake: &FakeDiscord,
        db: &str,
        shards: &str,
        dir: &Path,
        name: &str,
        env: &[(&str, &str)],
    ) -> BotProcess {
        let log = dir.join(format!("{name}.log"));
        command
            .current_dir(dir)
            .env("DISCORD_TOKEN", "fake-token")
            .env("DISCORD_API_BASE", fake.url())
            .env("DATABASE_URL", db)
            .env("SHARDS", shards)
            .env("DEV_GUILD_ID", GUILD_ID.to_string())
            .env("COMPUTER_PACE_MS", "0")
            .env("PICTURES", "off")
            // The process tests count requests; the emoji tests turn them on.
            .env("APP_EMOJI", "off")
            // Every state shown at once, as in the tests' own bot (the scale
            // benchmark passes the production gap).
            .env("TABLE_EDIT_GAP_MS", "0")
            // As in the tests' own bot: no turn pings unless asked for.
            .env(
                "TURN_PING_AFTER_MS",
                std::env::var("TURN_PING_AFTER_MS").unwrap_or_else(|_| "0".into()),
            )
            .env("RUST_LOG", "info");
        for (k, v) in env {
            command.env(k, v);
        }
        let child = command
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        BotProcess { child, log }
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGKILL: no chance to give its shards back or to flush anything.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
        // A failed test shows what the process said: its log goes with its directory.
        if std::thread::panicking() {
            eprintln!("--- log of {} ---\n{}", self.log.display(), self.log());
        }
    }
}

/// Waits (up to a minute) until exactly the shards `want` are connected to the fake.
pub async fn wait_for_shards(fake: &FakeDiscord, want: &[u32], bots: &[&BotProcess]) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while fake.connected_shards() != want {
        let logs: Vec<String> = bots.iter().map(|b| b.log()).collect();
        assert!(
            Instant::now() < deadline,
            "shards {:?} connected, not {want:?}; logs: {logs:#?}",
            fake.connected_shards()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
