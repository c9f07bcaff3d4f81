//! Throwaway databases for the storage tests, on both backends: a SQLite file
//! in a temporary directory, or a fresh database on a PostgreSQL server that
//! the tests start themselves from Debian's `postgresql` package (initdb into
//! a temporary directory, a free port on 127.0.0.1, as `nobody` when run as
//! root, stopped when the test process ends) or on `TEST_POSTGRES_URL`.
//!
//! Without PostgreSQL the PostgreSQL half of each test returns at once, after
//! one line on stderr saying so and how to enable it;
//! `WIZARD_REQUIRE_POSTGRES=1` (set by `.ci/run`) makes that a failure.
#![allow(dead_code)]

use std::io::Write as _;
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use sqlx::Connection as _;
pub use wizard_bot::store::Backend;

/// A database for one test; the SQLite file's directory lives as long as it.
pub struct TestDb {
    pub url: String,
    pub backend: Backend,
    _dir: Option<tempfile::TempDir>,
}

/// Runs an async storage test once per backend, as `name::sqlite` and
/// `name::postgres`; the body sees the fresh database as `$db` (a `TestDb`).
#[macro_export]
macro_rules! on_both_backends {
    ($(#[$attr:meta])* async fn $name:ident($db:ident) $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            $(#[$attr])*
            async fn sqlite() {
                let $db = $crate::databases::fresh($crate::databases::Backend::Sqlite).await.unwrap();
                $body
            }
            $(#[$attr])*
            async fn postgres() {
                let Some($db) = $crate::databases::fresh($crate::databases::Backend::Postgres).await else {
                    return;
                };
                $body
            }
        }
    };
}

/// A new empty database of `backend`; `None` when PostgreSQL is not available here.
pub async fn fresh(backend: Backend) -> Option<TestDb> {
    match backend {
        Backend::Sqlite => {
            let dir = tempfile::tempdir().unwrap();
            let url = format!("sqlite://{}", dir.path().join("test.db").display());
            Some(TestDb {
                url,
                backend,
                _dir: Some(dir),
            })
        }
        Backend::Postgres => {
            let server = server()?;
            Some(TestDb {
                url: server.create_database().await,
                backend,
                _dir: None,
            })
        }
    }
}

/// Whether the PostgreSQL half of the tests runs here.
pub fn postgres_available() -> bool {
    server().is_some()
}

/// A PostgreSQL server for this test process: `base` names its `postgres` database.
struct Server {
    host: String,
    port: u16,
    user: String,
    password: Option<String>,
}

static SERVER: OnceLock<Option<Server>> = OnceLock::new();
static NEXT: AtomicUsize = AtomicUsize::new(0);

fn server() -> Option<&'static Server> {
    SERVER
        .get_or_init(|| {
            let found = match std::env::var("TEST_POSTGRES_URL") {
                Ok(url) => parse(&url),
                Err(_) => start(),
            };
            match found {
                Ok(server) => Some(server),
                Err(why) => {
                    let line = format!(
                        "PostgreSQL storage tests not run: {why}. Install Debian's `postgresql` package \
                         or set TEST_POSTGRES_URL=postgres://user:password@host:port/database to run them.\n"
                    );
                    if std::env::var("WIZARD_REQUIRE_POSTGRES").is_ok_and(|v| v == "1") {
                        panic!("WIZARD_REQUIRE_POSTGRES=1: {line}");
                    }
                    // Past libtest's capture, so it is seen even when the tests pass.
                    let _ = std::io::stderr().write_all(line.as_bytes());
                    None
                }
            }
        })
        .as_ref()
}

impl Server {
    fn url(&self, database: &str) -> String {
        let auth = match &self.password {
            Some(p) => format!("{}:{}", self.user, p),
            None => self.user.clone(),
        };
        format!("postgres://{auth}@{}:{}/{database}", self.host, self.port)
    }

    /// Creates an empty database and returns its URL.
    async fn create_database(&self) -> String {
        let name = format!(
            "wizard_test_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        // A server that has just started may still refuse connections for a moment.
        let mut tries = 0;
        let mut admin = loop {
            match sqlx::PgConnection::connect(&self.url("postgres")).await {
                Ok(c) => break c,
                Err(e) if tries < 100 => {
                    tries += 1;
                    let _ = e;
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(e) => panic!("cannot connect to the test PostgreSQL server: {e}"),
            }
        };
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut admin)
            .await
            .unwrap();
        let _ = admin.close().await;
        self.url(&name)
    }
}

/// The server a `TEST_POSTGRES_URL` names (its user must be allowed to create databases).
fn parse(url: &str) -> Result<Server, String> {
    let rest = url
        .strip_prefix("postgres://")
        .or_else(|| url.strip_prefix("postgresql://"))
        .ok_or("TEST_POSTGRES_URL is not a postgres:// URL")?;
    let authority = rest.split('/').next().unwrap_or(rest);
    let (auth, host) = authority.rsplit_once('@').unwrap_or(("postgres", authority));
    let (user, password) = match auth.split_once(':') {
        Some((u, p)) => (u.to_string(), Some(p.to_string())),
        None => (auth.to_string(), None),
    };
    let (host, port) = host.rsplit_once(':').unwrap_or((host, "5432"));
    Ok(Server {
        host: host.to_string(),
        port: port.parse().map_err(|_| "TEST_POSTGRES_URL has a bad port")?,
        user,
        password,
    })
}

/// The directory holding `initdb` and `postgres`: on the PATH, or Debian's
/// `/usr/lib/postgresql/<version>/bin` (the newest).
fn bin_dir() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .find(|d| d.join("initdb").is_file() && d.join("postgres").is_file());
    on_path.or_else(|| {
        let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
            .ok()?
            .flatten()
            .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
            .filter(|(_, bin)| bin.join("initdb").is_file())
            .collect();
        versions.sort();
        versions.pop().map(|(_, bin)| bin)
    })
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// A command run as `nobody` when we are root (PostgreSQL refuses to run as root).
fn as_server_user(root: bool, program: &Path) -> Command {
    if root {
        let mut c = Command::new("runuser");
        c.args(["-u", "nobody", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    }
}

/// Starts a server in a temporary directory and a watchdog that stops it
/// and removes the directory once this test process has ended.
fn start() -> Result<Server, String> {
    let bin = bin_dir().ok_or("no PostgreSQL server (initdb) found")?;
    let root = is_root();
    let dir = tempfile::Builder::new()
        .prefix("wizard-pg-")
        .tempdir()
        .map_err(|e| e.to_string())?
        .keep();
    if root {
        let chown = Command::new("chown").arg("nobody:").arg(&dir).status();
        if !chown.is_ok_and(|s| s.success()) {
            return Err(format!("cannot give {} to the user nobody", dir.display()));
        }
    }
    let data = dir.join("data");
    let init = as_server_user(root, &bin.join("initdb"))
        .arg("-D")
        .arg(&data)
        .args(["-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"])
        .stdout(Stdio::null())
        .output()
        .map_err(|e| format!("initdb could not start: {e}"))?;
    if !init.status.success() {
        return Err(format!(
            "initdb failed: {}",
            String::from_utf8_lossy(&init.stderr).trim()
        ));
    }
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| e.to_string())?
        .port();
    let log = std::fs::File::create(dir.join("server.log")).map_err(|e| e.to_string())?;
    // fsync off: a test server need not survive the machine crashing, and
    // the tests' own kills are of the bot, never of the server.
    let child = as_server_user(root, &bin.join("postgres"))
        .arg("-D")
        .arg(&data)
        .arg("-p")
        .arg(port.to_string())
        .arg("-k")
        .arg(&dir)
        .args([
            "-c",
            "listen_addresses=127.0.0.1",
            "-c",
            "fsync=off",
            "-c",
            "max_connections=500",
        ])
        .args(["-c", "full_page_writes=off", "-c", "synchronous_commit=off"])
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .map_err(|e| format!("postgres could not start: {e}"))?;
    // The server's own pid is in postmaster.pid (`child` may be runuser's).
    let _ = child;
    let watchdog = format!(
        "while kill -0 {me} 2>/dev/null; do sleep 1; done; pg=$(head -n 1 '{data}/postmaster.pid'); \
         kill -INT $pg 2>/dev/null; for i in $(seq 50); do kill -0 $pg 2>/dev/null || break; sleep 0.2; done; \
         rm -rf '{dir}'",
        me = std::process::id(),
        data = data.display(),
        dir = dir.display(),
    );
    Command::new("sh")
        .args(["-c", &watchdog])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("the watchdog could not start: {e}"))?;
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        if Instant::now() > deadline {
            let log = std::fs::read_to_string(dir.join("server.log")).unwrap_or_default();
            return Err(format!("postgres did not accept connections within 30 s: {log}"));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Ok(Server {
        host: "127.0.0.1".into(),
        port,
        user: "postgres".into(),
        password: None,
    })
}
