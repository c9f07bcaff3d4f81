//! Wiring: opens the database, builds serenity's client (pointed at
//! `DISCORD_API_BASE` when set), restores open tables, starts the publisher,
//! and connects. `main.rs` only calls `run` through the command line.

use serenity::all::{ClientBuilder, GatewayIntents, HttpBuilder, ShardManager};
use std::sync::Arc;
use tokio::task::JoinHandle;

use crate::config::Config;
use crate::discord::keep::places::Place;
use crate::discord::transport::budget::RequestBudget;
use crate::discord::{Bot, BotOptions, Handler, dispatch, tell_set_aside};
use crate::lease::{self, LeaseError};
use crate::store::{Store, StoreError};
use crate::table::shards::Shards;
use crate::table::{TableError, Tables, TablesConfig};

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("restoring tables: {0}")]
    Restore(#[from] TableError),
    #[error("message catalogue: {0}")]
    Catalogue(String),
    #[error("metrics endpoint: {0}")]
    Metrics(String),
    #[error("could not serve the web page: {0}")]
    Web(String),
    #[error("Discord client: {0}")]
    Discord(#[from] serenity::Error),
    #[error("shards: {0}")]
    Lease(#[from] LeaseError),
    #[error("the daily challenge's secret: {0}")]
    DailySecret(crate::table::PersistError),
    #[error("could not keep the gateway: {0}")]
    Keeper(std::io::Error),
    #[error("{0}")]
    Gateway(String),
}

/// A bot that is running.
pub struct Running {
    pub bot: Arc<Bot<Store>>,
    /// The database the bot's tables and league are kept in.
    pub store: Store,
    pub shards: Arc<ShardManager>,
    pub client: JoinHandle<Result<(), serenity::Error>>,
    pub restored: usize,
    /// The shards this process runs and claimed, and its name in the claim.
    pub shard_range: Shards,
    pub owner: String,
    keeper: JoinHandle<()>,
    /// The page's server, stopped with the bot.
    web: Option<JoinHandle<()>>,
    /// Where the table's web page is served, when it is (`WEB_ADDR`, its port bound).
    pub web_addr: Option<std::net::SocketAddr>,
    /// The gateway keeper serenity connects through (`discord/gateway`).
    pub gateway: crate::discord::gateway::Kept<Store>,
    /// An SQLite database's lock, let go when this bot stops.
    _database_lock: Option<lease::DatabaseLock>,
}

/// How long a stopping bot waits for the interactions it is handling to be
/// answered: Discord's answer window is 3 s, and an orchestrator's grace
/// (`docker stop`, systemd, Kubernetes) is 10 s or more.
pub const STOP_GRACE: std::time::Duration = std::time::Duration::from_secs(5);

impl Running {
    /// A clean stop: no new interaction comes in (the gateway closes), the
    /// ones in flight are answered (up to `STOP_GRACE`), then every timer and
    /// worker stops, the shards are given back and the database is closed.
    /// Every acknowledged move is durable before it is acknowledged, so a
    /// stop loses nothing; the next start resumes every game. (The store
    /// stays open: tests start a new bot on it; `run` closes it.)
    pub async fn stop(self) {
        // What arrives from now on is told the bot is restarting, not half done.
        self.bot.in_flight.close();
        self.shards.shutdown_all().await;
        if !self.bot.in_flight.settled(STOP_GRACE).await {
            tracing::warn!(
                in_flight = self.bot.in_flight.count(),
                "stopping with interactions still being handled (their moves are durable or were not made)"
            );
        }
        self.bot.stop();
        self.bot.tables.shutdown();
        self.client.abort();
        self.keeper.abort();
        if let Some(web) = &self.web {
            web.abort();
        }
        // A clean stop gives the shards back: a restart need not wait for the claim to expire.
        if let Err(e) = self.store.release_shards(&self.owner).await {
            tracing::warn!(error = %e, "could not give the shards back; they are free once the claim expires");
        }
    }

    /// Ends as a killed process (SIGKILL) does, for tests that kill a bot
    /// inside their own process: nothing in flight is waited for and nothing
    /// is given back (the claim on the shards stays; the database's lock goes,
    /// as a dead process's does). The connection to Discord drops.
    #[cfg(any(test, feature = "testing"))]
    pub async fn kill(self) {
        self.bot.stop();
        self.bot.tables.shutdown();
        self.keeper.abort();
        if let Some(web) = &self.web {
            web.abort();
        }
        self.shards.shutdown_all().await;
        self.client.abort();
    }
}

/// Resolves when the process is asked to stop: Ctrl-C (SIGINT), or SIGTERM
/// as `docker stop`, systemd and Kubernetes send; says which.
async fn stop_signal() -> &'static str {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => tokio::select! {
                _ = tokio::signal::ctrl_c() => "SIGINT",
                _ = term.recv() => "SIGTERM",
            },
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for SIGTERM; only Ctrl-C stops the bot cleanly");
                let _ = tokio::signal::ctrl_c().await;
                "SIGINT"
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
        "Ctrl-C"
    }
}

/// How many shards Discord recommends, asked until it answers: a rate limit
/// or a server error at start-up is waited out (as Discord says, or longer
/// each time), never a reason to exit, which under a supervisor that
/// restarts the process would only ask again sooner. A refusal (a bad
/// token) ends the start.
/// The open tables an Activity launched in `channel` finds, whichever
/// process drives them: those opened there, and the game whose thread it is
/// (read from storage, so every process's tables are found; once per
/// Activity opened).
async fn tables_in(store: &Store, channel: i64, linked: Option<i64>) -> Vec<crate::web::activity::Found> {
    let rows = match store.open_games().await {
        Ok(rows) => rows,
        Err(e) => {
            tracing::warn!(error = %e, "could not read the open tables for an Activity");
            return Vec::new();
        }
    };
    rows.iter()
        .filter_map(|row| {
            let here = row.channel_id == channel || Place::from_row(row).channel == u64::try_from(channel).ok();
            if !here && Some(row.id) != linked {
                return None;
            }
            let seating = row.seating().ok()?;
            Some(crate::web::activity::Found {
                here,
                game: row.id,
                people: seating
                    .owners
                    .iter()
                    .map(|o| match o {
                        crate::table::SeatOwner::Human(u) => Some(*u),
                        crate::table::SeatOwner::Computer => None,
                    })
                    .collect(),
                daily: row.daily().is_some(),
            })
        })
        .collect()
}

async fn bot_gateway(http: &serenity::all::Http) -> Result<serenity::all::BotGateway, serenity::Error> {
    crate::discord::transport::retry::patiently(u32::MAX, "get_bot_gateway", || http.get_bot_gateway()).await
}

/// Starts the bot and returns once it is connecting.
pub async fn start(config: &Config) -> Result<Running, AppError> {
    crate::text::catalogue::check().map_err(AppError::Catalogue)?;
    // An SQLite database takes one process: a second one is refused here,
    // before it migrates or reads anything, and a restarted one need not wait
    // for its dead predecessor's shard claim.
    let database_lock = match Store::sqlite_file(&config.database_url) {
        Some(path) => Some(lease::DatabaseLock::take(&path)?),
        None => None,
    };
    let store = Store::open(&config.database_url).await?;
    // Ratings are a cache of the results: rebuilt when the model changed (or
    // in a database from before ratings), before any game adds to them.
    if store.ratings_up_to_date().await? {
        tracing::info!("ratings rebuilt from the results");
    }
    let mut http = HttpBuilder::new(&config.discord_token).client(crate::discord::rest_client().clone());
    if let Some(base) = &config.api_base {
        // serenity's rate limiter ignores the proxy and would send to discord.com (DISCORD.md).
        http = http.proxy(base.as_str()).ratelimiter_disabled(true);
    }
    let http = http.build();
    // The shards come first: this process may restore and drive only their
    // games, and spends only their share of the request budget.
    let shard_range = match config.shards {
        Some(s) => s,
        None => Shards::all(bot_gateway(&http).await?.shards),
    };
    // The daily challenge's deals come from a secret kept in the database.
    let daily_secret = crate::league::LeagueStore::daily_secret(&store)
        .await
        .map_err(AppError::DailySecret)?;
    let tables = Tables::with(
        store.clone(),
        TablesConfig {
            daily_secret: Some(daily_secret.clone().into()),
            seed: config.chance_seed,
            computer_pace: config.computer_pace,
            // A turn's time starts when its player can see the table.
            hold_deadlines_until_shown: true,
            shards: Some(shard_range),
        },
    );
    let changes = tables.subscribe();
    // The table's web page (#63), when asked for: its links are signed with
    // a key every process derives alike.
    let (web, page) = match config.web_addr {
        Some(addr) => {
            let key = crate::links::LinkKey::new(config.web_secret.as_deref(), &daily_secret);
            let bound = crate::web::bind(addr).await.map_err(AppError::Web)?;
            let public = config
                .web_public_url
                .clone()
                .unwrap_or_else(|| format!("http://{}", bound.addr));
            (
                Some((bound, key.clone())),
                Some(crate::links::PageLinks { key, public }),
            )
        }
        None => (None, None),
    };
    let web_addr = web.as_ref().map(|(b, _)| b.addr);
    let options = BotOptions {
        dev_guild: config.dev_guild_id,
        pictures: config.pictures,
        budget: RequestBudget::share(
            config.request_budget,
            shard_range.last - shard_range.first + 1,
            shard_range.total,
        )
        .begun_after_another(),
        edit_gap: config.table_edit_gap,
        ping_after: config.turn_ping_after,
        rollover_every: config.rollover_every,
        app_emoji: config.app_emoji,
        // One process uploads the emoji: the one that runs shard 0.
        emoji_uploader: shard_range.first == 0,
        activity: page.is_some() && config.discord_client_id.is_some() && config.discord_client_secret.is_some(),
        page,
    };
    let bot = Arc::new(Bot::new(tables, store.clone(), options));
    // Where the other processes reach this one's page: a page of a game
    // another process drives is passed to it (several processes, one database).
    let door = web.as_ref().map(|(bound, _)| {
        config.web_internal_url.clone().unwrap_or_else(|| {
            let mut addr = bound.addr;
            if addr.ip().is_unspecified() {
                addr.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
            }
            format!("http://{addr}")
        })
    });
    let serving = if let Some((bound, key)) = web {
        // The page prints the names this process has heard on Discord.
        // The page prints the names this process has heard on Discord, or
        // stored by any process; a finished game's page links back to it.
        let heard = bot.clone();
        let names: crate::web::NameBook = Arc::new(move |user| heard.name_of(user));
        let recalling = bot.clone();
        let recall: crate::web::Recall = Arc::new(move |users| {
            let bot = recalling.clone();
            Box::pin(async move { bot.recall_names(users).await })
        });
        let placed = bot.clone();
        let whereabouts: crate::web::Whereabouts = Arc::new(move |game, guild| {
            let bot = placed.clone();
            Box::pin(async move { bot.whereabouts(game, guild).await })
        });
        let rematching = bot.clone();
        let rematch: crate::web::Rematcher = Arc::new(move |game, user, lang| {
            let bot = rematching.clone();
            Box::pin(async move { crate::discord::lobby::clicks::rematch_from_page(&bot, game, user, lang).await })
        });
        let heard = crate::web::Heard {
            names,
            recall,
            whereabouts,
            rematch: Some(rematch),
        };
        let leases = store.clone();
        let doors: crate::web::Doors = Arc::new(move |game| {
            let leases = leases.clone();
            Box::pin(async move { leases.door_of(game).await.ok().flatten() })
        });
        let elsewhere = door.clone().map(|here| crate::web::Elsewhere { here, doors });
        // The table as a Discord Activity, when the application's OAuth2 client is given.
        let activity = match (&config.discord_client_id, &config.discord_client_secret) {
            (Some(id), Some(secret)) => {
                let open = store.clone();
                let find: crate::web::activity::Finder = Arc::new(move |channel, linked| {
                    let open = open.clone();
                    Box::pin(async move { tables_in(&open, channel, linked).await })
                });
                Some(crate::web::activity::Activity::new(
                    id.clone(),
                    secret.clone(),
                    config.api_base.as_deref().unwrap_or("https://discord.com"),
                    config.discord_token.clone(),
                    find,
                ))
            }
            _ => None,
        };
        Some(crate::web::serve(
            bound,
            bot.tables.clone(),
            key,
            heard,
            elsewhere,
            activity,
        ))
    } else {
        None
    };
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::empty())
        .event_handler(Handler { bot: bot.clone() })
        // An answer Discord refuses for an emoji goes again in words (`answer_with`).
        .type_map_insert::<crate::discord::emoji::KnownKey>(bot.emoji.clone())
        .raw_event_handler(crate::discord::transport::unreadable::UnreadableAnswer)
        .await?;
    bot.set_http(client.http.clone());
    // serenity connects to the gateway keeper, which connects to Discord.
    let discords = client.ws_url.lock().await.clone();
    let kept = crate::discord::gateway::keep(&discords, Some(store.clone()))
        .await
        .map_err(AppError::Keeper)?;
    *client.ws_url.lock().await = kept.url.clone();
    let owner = lease::owner_id();
    lease::claim(&store, &owner, shard_range, database_lock.as_ref()).await?;
    if let Some(door) = &door {
        // Not fatal: without it, only pages of this process's own games work here.
        if let Err(e) = store.open_door(&owner, door).await {
            tracing::error!(error = %e, "could not say where this process serves the page");
        }
    }
    let keeper = lease::keep(store.clone(), owner.clone(), shard_range, || {
        // Another process may be driving these games now: stop at once
        // (every acknowledged move is already durable).
        std::process::exit(3);
    });
    tokio::spawn(dispatch(bot.clone(), changes));
    let restored = bot.tables.restore().await?;
    // Where each open table's messages are, so `/wizard leave` finds a game by its thread.
    for row in store.open_games().await? {
        if bot.tables.drives(row.guild_id) {
            bot.places.set(row.id, Place::from_row(&row));
        }
    }
    tracing::info!(restored, shards = %shard_range, "open tables restored");
    // What each running game's players must see is derived from its stored
    // state, not from a change that may have been lost in a crash: a game
    // started just before one is shown now, not at its first deadline.
    bot.tables.announce_all().await;
    bot.tables.announce_finished(&store.finished_unannounced().await?).await;
    tokio::spawn(tell_set_aside(bot.clone()));
    // Game nights go on where they stand (after their tables are back).
    match crate::discord::nights::driver::restore(&bot).await {
        Ok(0) => {}
        Ok(nights) => tracing::info!(nights, "open game nights resumed"),
        // Tables play on without their night; the next start tries again.
        Err(e) => tracing::error!(error = %e, "could not read the open game nights"),
    }
    // The daily rollover: Hard's tries, the daily rating, the recaps (a day
    // that closed while the bot was stopped is caught up on now).
    crate::discord::daily::rollover::start(&bot);
    crate::discord::turns::start(&bot);
    let shards = client.shard_manager.clone();
    if let Some(addr) = config.metrics_addr {
        crate::monitor::serve(addr, store.clone(), bot.tables.clone(), shards.clone())
            .await
            .map_err(AppError::Metrics)?;
    }
    // serenity's range is inclusive of its end.
    let (first, last, total) = (shard_range.first, shard_range.last, shard_range.total);
    let task = tokio::spawn(async move { client.start_shard_range(first..last, total).await });
    Ok(Running {
        bot,
        store,
        shards,
        client: task,
        restored,
        shard_range,
        owner,
        keeper,
        web: serving,
        web_addr,
        gateway: kept,
        _database_lock: database_lock,
    })
}

/// Runs the bot until SIGTERM, Ctrl-C or the connection ends for good.
pub async fn run(config: Config) -> Result<(), AppError> {
    let mut running = start(&config).await?;
    let mut stop = running.gateway.stop.clone();
    tokio::select! {
        // Discord said what only an operator can mend (the reason is logged):
        // stopping, instead of logging in again and again.
        Some(why) = async { stop.wait_for(Option::is_some).await.ok().and_then(|why| why.clone()) } => {
            running.stop().await;
            Err(AppError::Gateway(why))
        }
        ended = &mut running.client => {
            match ended {
                Ok(Ok(())) => Ok(()),
                Ok(Err(e)) => Err(AppError::Discord(e)),
                Err(_) => Ok(()),
            }
        }
        signal = stop_signal() => {
            tracing::info!(signal, "stopping");
            let started = std::time::Instant::now();
            let store = running.store.clone();
            running.stop().await;
            // Closing waits for connections in use; a hung one must not hold the exit.
            let _ = tokio::time::timeout(std::time::Duration::from_secs(2), store.close()).await;
            tracing::info!(took_ms = started.elapsed().as_millis() as u64, "stopped cleanly");
            Ok(())
        }
    }
}

/// Logs through tracing to standard error, `RUST_LOG` to choose.
pub fn init_logging() {
    let _ = tracing::subscriber::set_global_default(log_subscriber(std::io::stderr));
}

/// Libraries that log request and gateway payloads below warnings: serenity's
/// request spans carry message bodies (private hands and Pages) and webhook
/// URLs with 15-minute interaction tokens; its gateway and the HTTP and
/// websocket crates under it print raw frames at debug and trace.
const PAYLOAD_LOGGERS: &[&str] = &[
    "serenity",
    "reqwest",
    "hyper",
    "h2",
    "tungstenite",
    "tokio_tungstenite",
    "rustls",
];

/// The bot's logging: `RUST_LOG` (default `info`, sqlx at warnings), except
/// that `PAYLOAD_LOGGERS` say only warnings and errors at every level, so no
/// log line can carry hidden information or a token.
pub fn log_subscriber<W>(writer: W) -> impl tracing::Subscriber + Send + Sync
where
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    use tracing_subscriber::Layer;
    use tracing_subscriber::layer::SubscriberExt;
    let chosen = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,sqlx=warn,tracing=warn"));
    let capped = tracing_subscriber::filter::filter_fn(|meta| {
        *meta.level() <= tracing::Level::WARN || !PAYLOAD_LOGGERS.iter().any(|p| meta.target().starts_with(p))
    });
    tracing_subscriber::registry().with(
        tracing_subscriber::fmt::layer()
            .with_writer(writer)
            .with_filter(chosen)
            .with_filter(capped),
    )
}
