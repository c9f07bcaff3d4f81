//! End-to-end test support: the real bot (`app::start`, as in production with
//! only the API base swapped) against the fake Discord, and simulated players
//! who act only by clicking the bot's own buttons.
#![allow(dead_code)]

pub mod browser;
pub mod daily;
pub mod dice;
pub mod people;
pub mod phone;
pub mod processes;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use super::fake_discord::server::{FakeDiscord, GUILD_ID, Msg};
use wizard_bot::app::{self, Running};
use wizard_bot::config::Config;
use wizard_bot::discord::custom_id::{CardMove, DiceMove, MyHand, Suggest};
use wizard_bot::store::Store;

/// The channel tables are opened in.
pub const CHANNEL: u64 = 700;

pub struct E2e {
    pub fake: FakeDiscord,
    pub running: Option<Running>,
    pub db: String,
    /// Each simulated user's Discord locale (`en-US` unless set).
    locales: std::sync::Mutex<std::collections::HashMap<u64, String>>,
    /// The seed of the bot's deals and dice (see `test_seed`).
    pub seed: u64,
    /// Changes a test makes to the bot's settings (kept for restarts).
    tune: fn(&mut Config),
    _dir: tempfile::TempDir,
}

/// The seed of the bot's chance in an end-to-end test: `WIZARD_TEST_SEED` when
/// set, else a fresh one. It is printed, and libtest shows a failing test's
/// output, so a failure can be repeated with `WIZARD_TEST_SEED=… cargo test …`.
pub fn test_seed() -> u64 {
    let seed = std::env::var("WIZARD_TEST_SEED")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(rand::random);
    eprintln!("the bot's deals and dice: WIZARD_TEST_SEED={seed}");
    seed
}

/// A `custom_id` as the bot writes it now: its format version first.
pub fn cid(body: &str) -> String {
    format!("{}{body}", wizard_bot::discord::custom_id::FORMAT)
}

/// The game and state version a message was drawn at, from its first
/// versioned button (public footers name only the game): `None` for a message
/// without one (a lobby, a scored round, the standings, a refusal).
pub fn drawn_at(m: &Value) -> Option<(i64, u64)> {
    use wizard_bot::discord::custom_id::Click;
    clicks(m).find_map(|c| match c {
        Click::Hand(MyHand { game, version })
        | Click::Act(CardMove { game, version, .. })
        | Click::Dice(DiceMove { game, version, .. })
        | Click::Suggest(Suggest { game, version }) => Some((game, version)),
        _ => None,
    })
}

/// The game a message belongs to: its footer ("Game 12") or any of its buttons.
pub fn game_of(m: &Value) -> Option<i64> {
    // A game's footer is a word and its number ("Spiel 12"); a board's
    // ("Page 1 of 2") is not a game's.
    let from_footer =
        m["embeds"][0]["footer"]["text"]
            .as_str()
            .and_then(|f| match f.split(' ').collect::<Vec<_>>()[..] {
                [_, n] => n.parse().ok(),
                _ => None,
            });
    from_footer.or_else(|| clicks(m).find_map(|c| c.game()))
}

/// The bot's clicks a message offers, in order.
fn clicks(m: &Value) -> impl Iterator<Item = wizard_bot::discord::custom_id::Click> + '_ {
    m["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|r| r["components"].as_array().into_iter().flatten())
        .filter_map(|c| wizard_bot::discord::custom_id::Click::read(c["custom_id"].as_str()?).ok())
}

/// A public footer names the game and nothing else ("Game 12", "Spiel 12"):
/// no move count (#13).
pub fn assert_footer_names_only_the_game(m: &Value) {
    for e in m["embeds"].as_array().into_iter().flatten() {
        if let Some(f) = e["footer"]["text"].as_str() {
            let words: Vec<&str> = f.split(' ').collect();
            assert!(
                matches!(words.as_slice(), [w, n] if !w.is_empty() && n.parse::<i64>().is_ok()),
                "a footer says more than the game: {f}"
            );
        }
    }
}

/// Users mentioned (`<@id>`) in a text.
pub fn mentions(text: &str) -> Vec<u64> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("<@") {
        rest = &rest[i + 2..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if let Ok(u) = digits.parse() {
            out.push(u);
        }
    }
    out
}

/// Whether a hand's button leaves a move for later (`…:lb2`, `…:lp0`,
/// `…:lx`): no decision now.
pub fn is_later(id: &str) -> bool {
    id.rsplit(':').next().is_some_and(|c| c.starts_with('l'))
}

/// The first enabled decision button of a private hand (not the bid select's).
pub fn first_choice(hand: &Msg) -> Option<String> {
    hand.components()
        .into_iter()
        .find(|(id, _, disabled)| id.starts_with(&cid("a:")) && !disabled && !id.ends_with(":bs") && !is_later(id))
        .map(|(id, _, _)| id)
}

/// What a simulated game took.
#[derive(Debug, Default, Clone)]
pub struct Played {
    pub actions: usize,
    pub clicks: usize,
    pub hand_opens: usize,
    /// Turns on which the open hand was already redrawn by the bot.
    pub reused: usize,
    pub stale: usize,
    pub ack_max: Duration,
}

impl E2e {
    pub async fn start() -> E2e {
        E2e::start_on(None).await
    }

    /// `start` with settings changed by `tune` (production's pace and edit gap, say).
    pub async fn start_tuned(tune: fn(&mut Config)) -> E2e {
        E2e::launch(None, tune).await
    }

    /// `start` on the database at `url` (default: a new SQLite file).
    pub async fn start_on(url: Option<String>) -> E2e {
        E2e::launch(url, |_| {}).await
    }

    async fn launch(url: Option<String>, tune: fn(&mut Config)) -> E2e {
        E2e::launch_on(FakeDiscord::start().await, url, tune).await
    }

    /// `start` against `fake`, set up by the test first (its gateway's
    /// heartbeat interval, say).
    pub async fn start_with(fake: FakeDiscord) -> E2e {
        E2e::launch_on(fake, None, |_| {}).await
    }

    /// `start_with`, its settings changed by `tune`.
    pub async fn start_with_tuned(fake: FakeDiscord, tune: fn(&mut Config)) -> E2e {
        E2e::launch_on(fake, None, tune).await
    }

    async fn launch_on(fake: FakeDiscord, url: Option<String>, tune: fn(&mut Config)) -> E2e {
        app::init_logging();
        let dir = tempfile::tempdir().unwrap();
        let db = url.unwrap_or_else(|| format!("sqlite://{}", dir.path().join("bot.db").display()));
        let mut e = E2e {
            fake,
            running: None,
            db,
            locales: Default::default(),
            seed: test_seed(),
            tune,
            _dir: dir,
        };
        e.boot().await;
        e
    }

    /// Players and the fake without a bot in this process: the bot runs as
    /// separate `wizard-bot` processes on `db` (the several-processes tests).
    pub fn external(fake: FakeDiscord, db: String) -> E2e {
        E2e {
            fake,
            running: None,
            db,
            locales: Default::default(),
            seed: test_seed(),
            tune: |_| {},
            _dir: tempfile::tempdir().unwrap(),
        }
    }

    fn config(&self) -> Config {
        let mut config = self.untuned_config();
        (self.tune)(&mut config);
        config
    }

    fn untuned_config(&self) -> Config {
        Config {
            discord_token: "fake-token".into(),
            database_url: self.db.clone(),
            dev_guild_id: Some(GUILD_ID),
            api_base: Some(self.fake.url()),
            // Computer players move at once in tests (pacing is tested in tests/tables/table.rs).
            computer_pace: Duration::ZERO,
            // On, as in production; `PICTURES=off` (the latency benchmark's comparison) turns them off.
            pictures: std::env::var("PICTURES").map_or(true, |v| v != "off"),
            // Off: 60 uploads at every start would crowd every test's first
            // second; tests/discord/emoji.rs turns them on.
            app_emoji: false,
            shards: None,
            request_budget: 45,
            // Every state is shown in tests; the scale benchmark sets the production gap.
            metrics_addr: None,
            // Off: tests/web/over_http.rs serves the page.
            web_addr: None,
            web_public_url: None,
            web_internal_url: None,
            discord_client_id: None,
            discord_client_secret: None,
            web_secret: None,
            table_edit_gap: Duration::from_millis(
                std::env::var("TABLE_EDIT_GAP_MS")
                    .ok()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(0),
            ),
            chance_seed: Some(self.seed),
            // Off: most tests count a round's messages; tests/discord/pings.rs
            // turns them on, and benchmarks may (`TURN_PING_AFTER_MS`).
            // No daily rollover: the tests of days turn it on.
            rollover_every: None,
            turn_ping_after: std::env::var("TURN_PING_AFTER_MS")
                .ok()
                .and_then(|v| v.parse().ok())
                .filter(|&ms| ms > 0)
                .map(Duration::from_millis),
        }
    }

    async fn boot(&mut self) {
        // With production's gap between a table's edits, the fake holds the
        // bot to Discord's per-channel edit limit too.
        let config = self.config();
        self.fake.inner.channel_edit_limit.store(
            config.table_edit_gap >= Duration::from_secs(1),
            std::sync::atomic::Ordering::SeqCst,
        );
        let running = app::start(&config).await.expect("the bot starts against the fake");
        let deadline = Instant::now() + Duration::from_secs(10);
        while !running.bot.is_ready() {
            assert!(Instant::now() < deadline, "the READY handler ran");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        self.running = Some(running);
    }

    /// Kills the bot as SIGKILL would (nothing answered, nothing given
    /// back) and starts a new one on the same database.
    pub async fn kill_and_restart(&mut self) {
        if let Some(r) = self.running.take() {
            r.kill().await;
        }
        self.boot().await;
    }

    /// Stops the bot and starts a new one on the same database.
    pub async fn restart(&mut self) {
        if let Some(r) = self.running.take() {
            r.stop().await;
        }
        self.boot().await;
    }

    /// `restart` with settings changed by `tune` from now on.
    pub async fn restart_tuned(&mut self, tune: fn(&mut Config)) {
        self.tune = tune;
        self.restart().await;
    }

    /// `user` leaves the running card game of the only thread with `/wizard
    /// leave` there, once it is answered.
    pub async fn leave_the_game(&self, user: u64) {
        let thread = *self.fake.threads().keys().next().expect("the game's thread");
        self.leave_in(user, thread).await;
    }

    /// `user` leaves `game` from its own thread (where the bot keeps it).
    pub async fn leave_game(&self, user: u64, game: i64) {
        let place = self.bot().places.cached(game).expect("the game's place");
        self.leave_in(user, place.channel.expect("the game's thread")).await;
    }

    /// `/wizard leave` in `thread`.
    async fn leave_in(&self, user: u64, thread: u64) {
        let id = self.fake.command(
            user,
            thread,
            "wizard",
            json!([{"name": "leave", "type": 1, "options": []}]),
            "en-US",
            false,
        );
        self.fake.wait_ack(5, &id).await;
    }

    pub async fn stop(mut self) {
        if let Some(r) = self.running.take() {
            r.stop().await;
        }
    }

    pub fn store(&self) -> &Store {
        &self.running.as_ref().unwrap().store
    }

    /// The running bot (tests that reach into its state, such as its clock of tokens).
    pub fn bot(&self) -> &wizard_bot::discord::Bot<wizard_bot::store::Store> {
        &self.running.as_ref().unwrap().bot
    }

    /// Where the bot serves the table's web page, when it does.
    pub fn web_addr(&self) -> Option<std::net::SocketAddr> {
        self.running.as_ref()?.web_addr
    }

    pub fn assert_clean(&self) {
        let v = self.fake.violations();
        assert!(v.is_empty(), "the fake Discord saw violations: {v:#?}");
        let limited = self.fake.inner.rate_limited.load(std::sync::atomic::Ordering::SeqCst);
        assert_eq!(limited, 0, "requests over Discord's global limit (429)");
        // Two edits of one private panel under way at once land in an order
        // nobody chose: the panel may end showing the older (#66).
        let crossed = self.fake.crossed_panel_edits();
        assert!(crossed.is_empty(), "edits of one private panel crossed: {crossed:#?}");
        // Every picture says in words what it shows (#62): a screen reader
        // reads its description.
        let bare: Vec<String> = self
            .fake
            .requests()
            .iter()
            .flat_map(|r| r.files.iter())
            .filter(|f| f.filename.ends_with(".png"))
            .filter(|f| {
                f.description
                    .as_deref()
                    .is_none_or(|d| d.trim().is_empty() || d.chars().count() > 1024)
            })
            .map(|f| f.filename.clone())
            .collect();
        assert!(bare.is_empty(), "pictures without a description: {bare:?}");
        let copies = self.fake.panel_copies();
        assert!(
            copies.is_empty(),
            "clicks on private panels made new messages: {copies:#?}"
        );
    }

    /// Sets the Discord locale `user`'s clients send (`de`, `fr` …).
    pub fn set_locale(&self, user: u64, locale: &str) {
        self.locales.lock().unwrap().insert(user, locale.to_string());
    }

    pub fn locale(&self, user: u64) -> String {
        self.locales
            .lock()
            .unwrap()
            .get(&user)
            .cloned()
            .unwrap_or_else(|| "en-US".into())
    }

    /// Runs a slash command and waits for its answer; returns the interaction id.
    pub async fn command(&self, user: u64, channel: u64, name: &str, options: Value) -> String {
        let id = self
            .fake
            .command(user, channel, name, options, &self.locale(user), false);
        self.fake.wait_ack(5, &id).await;
        id
    }

    /// `tables` card games of four people each, in channels of their own,
    /// started and shown (within `secs`): (game, its people) per table.
    pub async fn tables_of_four(&self, tables: usize, secs: u64) -> Vec<(i64, [u64; 4])> {
        self.tables_of_four_from(0, tables, secs).await
    }

    /// `tables_of_four`, numbered from `first` (each number its own channel and people).
    pub async fn tables_of_four_from(&self, first: usize, tables: usize, secs: u64) -> Vec<(i64, [u64; 4])> {
        let mut games = Vec::new();
        for t in first..first + tables {
            let base = 10_000 + t as u64 * 10;
            let humans = [base + 1, base + 2, base + 3, base + 4];
            let (game, lobby) = self.new_wizard_in(5_000 + t as u64, humans[0], json!([])).await;
            for &u in &humans[1..] {
                self.lobby_click(u, lobby, game, "join").await;
            }
            self.lobby_click(humans[0], lobby, game, "start").await;
            games.push((game, humans));
        }
        for &(game, _) in &games {
            self.fake
                .wait_until(secs, "every table's first message", |_| {
                    self.table_message(game).is_some()
                })
                .await;
        }
        games
    }

    /// `/wizard new` with options; returns (game id, lobby message id).
    pub async fn new_wizard(&self, host: u64, options: Value) -> (i64, u64) {
        self.new_wizard_in(CHANNEL, host, options).await
    }

    pub async fn new_wizard_in(&self, channel: u64, host: u64, options: Value) -> (i64, u64) {
        let id = self
            .command(
                host,
                channel,
                "wizard",
                json!([{"name": "new", "type": 1, "options": options}]),
            )
            .await;
        let lobby = self.reply_to(&id).expect("the lobby message");
        let game = game_of(&lobby.body).expect("the lobby footer names the game");
        assert!(lobby.ephemeral_for.is_none(), "the lobby is public");
        self.lobby_id_learned(&id).await;
        (game, lobby.id)
    }

    /// Waits until the bot learned the id of the lobby that command `id`
    /// opened: it asks Discord for it once its answer is sent, and a slash
    /// command that redraws the lobby (`/wizard leave`) needs it.
    pub async fn lobby_id_learned(&self, id: &str) {
        let original = format!("/tok{id}/messages/@original");
        self.fake
            .wait_until(5, "the bot to learn the lobby message's id", |f| {
                f.requests()
                    .iter()
                    .any(|r| r.method == "GET" && r.path.ends_with(&original))
            })
            .await;
    }

    /// The message created as the answer to interaction `id`.
    pub fn reply_to(&self, id: &str) -> Option<Msg> {
        self.fake.response_message(id)
    }

    /// Clicks a button on a message and waits for the answer; returns the interaction id.
    pub async fn click(&self, user: u64, message: u64, custom_id: &str) -> String {
        let id = self.fake.click_on(user, message, custom_id, &self.locale(user));
        self.fake.wait_ack(5, &id).await;
        id
    }

    /// The callback body that answered interaction `id` (`type` 4 new message, 7 update).
    /// What a panel said can be redrawn over soon after; the answer stays.
    /// (The fake keeps it with the interaction as it marks it acknowledged.)
    pub async fn answer_of(&self, id: &str) -> Value {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some(body) = self.fake.answer(id) {
                return body;
            }
            assert!(Instant::now() < deadline, "interaction {id} was not answered");
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }

    /// The newest ephemeral message `user` got (an answer or a refusal).
    pub fn last_ephemeral(&self, user: u64) -> Option<Msg> {
        self.fake.ephemerals(user).into_iter().max_by_key(|m| m.id)
    }

    /// Clicks the lobby button whose id ends with `verb` ("bot" in the card
    /// game's lobby: Normal in its computer-level select).
    pub async fn lobby_click(&self, user: u64, lobby: u64, game: i64, verb: &str) -> String {
        let id = cid(&format!("l:{game}:{verb}"));
        let select = self.fake.message(lobby).is_some_and(|m| {
            m.components()
                .iter()
                .any(|(c, label, _)| *c == id && label.starts_with("select:"))
        });
        if select {
            return self.choose(user, lobby, &id, "normal").await;
        }
        self.click(user, lobby, &id).await
    }

    /// The host presses Start on a lobby; returns once the first table message is there.
    pub async fn start_game(&self, host: u64, lobby: u64, game: i64) {
        self.lobby_click(host, lobby, game, "start").await;
        self.fake
            .wait_until(10, "the first table message", |_| self.table_message(game).is_some())
            .await;
    }

    /// Chooses `value` in the select `custom_id` of a message and waits for the answer.
    pub async fn choose(&self, user: u64, message: u64, custom_id: &str, value: &str) -> String {
        let id = self.fake.select_on(user, message, custom_id, value, &self.locale(user));
        self.fake.wait_ack(5, &id).await;
        id
    }

    /// The newest public table message of a game (the one with "My hand"), while it has the button.
    /// (A turn ping has the button too, and no embed.)
    pub fn table_message(&self, game: i64) -> Option<Msg> {
        let hand = cid(&format!("h:{game}:"));
        self.fake
            .public_with_prefix_where(&hand, is_table)
            .or_else(|| self.table_behind_a_turn_message(&hand))
            .filter(|m| m.components().iter().any(|(id, _, _)| id.starts_with(&hand)))
    }

    /// A turn-based turn's message carries the table's own "My hand" button
    /// (the same `custom_id`), so the fake finds it by that id in place of
    /// the table: the table is then the newest public message with the button.
    fn table_behind_a_turn_message(&self, hand: &str) -> Option<Msg> {
        self.fake.public_with_prefix_where(hand, |m| !is_table(m))?;
        let mut all = self.fake.all_public_messages();
        all.sort_unstable_by_key(|m| std::cmp::Reverse(m.id));
        all.into_iter()
            .find(|m| is_table(m) && m.components().iter().any(|(id, _, _)| id.starts_with(hand)))
    }

    /// `user` clicks the "My hand" ("My page") button of a table message.
    pub async fn open_hand(&self, user: u64, table: &Msg) -> String {
        let hand = cid("h:");
        let button = table
            .components()
            .into_iter()
            .map(|(id, _, _)| id)
            .find(|id| id.starts_with(&hand))
            .unwrap_or_else(|| panic!("no hand button on {}", table.text()));
        self.click(user, table.id, &button).await
    }

    /// The turn messages `user` got for `game` by DM (titled with the game), oldest first.
    pub fn turn_dms(&self, user: u64, game: i64) -> Vec<Msg> {
        self.fake
            .dms_to(user)
            .into_iter()
            .filter(|m| {
                m.body["embeds"][0]["title"]
                    .as_str()
                    .is_some_and(|t| t.ends_with(&format!(" {game}")))
            })
            .collect()
    }

    /// The final standings message of a game, once posted.
    pub fn end_message(&self, game: i64) -> Option<Msg> {
        self.fake.public_with(&cid(&format!("r:{game}")))
    }

    /// The state version the game's public table shows (its newest message).
    pub fn public_version(&self, game: i64) -> u64 {
        if self.end_message(game).is_some() {
            return u64::MAX;
        }
        self.table_message(game)
            .and_then(|m| drawn_at(&m.body))
            .map(|(_, v)| v)
            .unwrap_or(0)
    }

    /// `user`'s private hand for `game` showing `version`, opening a fresh one when needed.
    pub async fn hand(&self, user: u64, game: i64, version: u64, played: &mut Played) -> Option<Msg> {
        self.hand_paced(user, game, version, played, None).await
    }

    pub async fn hand_paced(
        &self,
        user: u64,
        game: i64,
        version: u64,
        played: &mut Played,
        pace: Option<&Pace>,
    ) -> Option<Msg> {
        let open = || self.fake.newest_ephemeral(user, |m| game_of(&m.body) == Some(game));
        let shows = |m: &Msg| drawn_at(&m.body).map(|(_, v)| v) == Some(version);
        if open().is_some() {
            // The bot redraws an open hand when its turn comes; give it a moment, as a person would.
            let deadline = Instant::now() + Duration::from_millis(1500);
            while Instant::now() < deadline {
                if let Some(m) = open().filter(|m| shows(m)) {
                    played.reused += 1;
                    return Some(m);
                }
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
        }
        let table = self.table_message(game)?;
        if let Some(p) = pace {
            p.ticket().await?;
        }
        let id = self.open_hand(user, &table).await;
        played.hand_opens += 1;
        played.clicks += 1;
        // The answer to "My hand": a panel (a refusal is text alone).
        self.reply_to(&id)
            .filter(|m| m.body["embeds"].as_array().is_some_and(|e| !e.is_empty()))
    }

    /// Plays a game to its end: each human whose turn the table message
    /// announces opens (or reuses) their hand and clicks one of its enabled
    /// choices at random.
    pub async fn play_to_end(&self, game: i64, humans: &[u64], seed: u64) -> Played {
        self.play(game, humans, seed, usize::MAX).await
    }

    /// When the round opens with a turned Wizard, lets the dealer (a person) name trump first.
    pub async fn past_trump_choice(&self, game: i64) -> Msg {
        let table = self.table_message(game).unwrap();
        if !table.text().contains("choose trump") {
            return table;
        }
        let dealer = mentions(table.body["content"].as_str().unwrap())[0];
        let version = drawn_at(&table.body).unwrap().1;
        let mut p = Played::default();
        let hand = self.hand(dealer, game, version, &mut p).await.unwrap();
        self.click(dealer, hand.id, &hand.components()[0].0).await;
        self.fake
            .wait_until(5, "bidding to open", |_| self.public_version(game) > version)
            .await;
        self.table_message(game).unwrap()
    }

    /// Plays one human move at a time until `reached` holds, or the game ends
    /// (the bound): a test that needs a situation (a bid made, a trick led)
    /// plays until it occurs instead of hoping a fixed number of moves brings
    /// it. Returns whether it was reached.
    pub async fn play_until(&self, game: i64, humans: &[u64], seed: u64, reached: impl Fn(&E2e) -> bool) -> bool {
        for step in 0.. {
            if reached(self) {
                return true;
            }
            if self.end_message(game).is_some() {
                return false;
            }
            self.play(game, humans, seed.wrapping_add(step), 1).await;
        }
        unreachable!("the loop returns")
    }

    /// Plays at most `limit` human moves (or to the end).
    pub async fn play(&self, game: i64, humans: &[u64], seed: u64, limit: usize) -> Played {
        self.play_paced(game, humans, seed, limit, None).await
    }

    /// As `play`, taking a ticket from `pace` before every click (a load of so many clicks a second).
    pub async fn play_paced(&self, game: i64, humans: &[u64], seed: u64, limit: usize, pace: Option<&Pace>) -> Played {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut played = Played::default();
        let started = Instant::now();
        loop {
            assert!(
                started.elapsed() < Duration::from_secs(240),
                "game {game} did not finish"
            );
            if self.end_message(game).is_some() || played.actions >= limit {
                break;
            }
            let Some(table) = self.table_message(game) else {
                self.fake
                    .wait_until(10, "a table message or the end", |_| {
                        self.table_message(game).is_some() || self.end_message(game).is_some()
                    })
                    .await;
                continue;
            };
            let Some((_, version)) = drawn_at(&table.body) else {
                continue;
            };
            let named: BTreeSet<u64> = mentions(table.body["content"].as_str().unwrap_or_default())
                .into_iter()
                .collect();
            let actors: Vec<u64> = humans.iter().copied().filter(|u| named.contains(u)).collect();
            if actors.is_empty() {
                // Computers, a person playing elsewhere (a page or the
                // Activity in a browser, which a busy machine slows) or a
                // deadline are due: bounded by the turn's 90 s, not by a
                // computer's speed.
                let what = format!("table {game} to move on from: {}", table.text());
                self.fake
                    .wait_until(60, &what, |_| {
                        self.public_version(game) > version || self.end_message(game).is_some()
                    })
                    .await;
                continue;
            }
            let user = actors[rng.random_range(0..actors.len())];
            let Some(hand) = self.hand_paced(user, game, version, &mut played, pace).await else {
                if pace.is_some_and(Pace::over) {
                    break;
                }
                continue;
            };
            if drawn_at(&hand.body).map(|(_, v)| v) != Some(version) {
                continue; // The game moved on meanwhile.
            }
            let choices = enabled_actions(&hand);
            if choices.is_empty() {
                continue;
            }
            if let Some(p) = pace
                && p.ticket().await.is_none()
            {
                break;
            }
            let interaction = self.act(user, &hand, &choices, &mut rng);
            let took = self.fake.wait_ack(5, &interaction).await;
            played.ack_max = played.ack_max.max(took);
            played.clicks += 1;
            let after = self.fake.message(hand.id).unwrap();
            // An enabled choice on a hand drawn for this very turn is carried out;
            // when the game moved on meanwhile, the answer says so — never a
            // rules refusal with a wrong reason ("Cards are not being played now").
            let answer = self.answer_of(&interaction).await;
            assert_eq!(answer["type"], 7, "a click on a hand updates that hand");
            let note = answer["data"]["content"].as_str().unwrap_or_default();
            let lang = wizard_bot::text::catalogue::Lang::from_locale(&self.locale(user));
            let allowed = ["err-out-of-date", "err-not-your-turn", "err-game-over"]
                .map(|id| wizard_bot::text::catalogue::text(lang, id, &[]));
            assert!(
                note.is_empty() || allowed.iter().any(|a| a == note),
                "a click on {user}'s current hand was refused with {note:?}"
            );
            if note.is_empty() {
                played.actions += 1;
            } else {
                played.stale += 1;
            }
            let reached = drawn_at(&after.body).map(|(_, v)| v).unwrap_or(version);
            self.fake
                .wait_until(10, "the public table to show the move", |_| {
                    self.public_version(game) >= reached || self.end_message(game).is_some()
                })
                .await;
        }
        played
    }
}

/// Whether a message with a game's "My hand" button is its table (a turn
/// ping has the button and no embed).
fn is_table(m: &Msg) -> bool {
    // A turn-based turn's mention has the hand button and an embed too, and
    // its "All my turns" button.
    let turn_message = m.components().iter().any(|(id, _, _)| *id == cid("tn:l"));
    // In words where the bot may not embed links: its footer line says which game.
    !turn_message
        && (m.body["embeds"].as_array().is_some_and(|e| !e.is_empty())
            || m.body["content"].as_str().is_some_and(|c| c.contains("\n-# ")))
}

/// The enabled game actions of a hand: (custom_id, label; a select's label
/// is "select:" and its values).
pub fn enabled_actions(hand: &Msg) -> Vec<(String, String)> {
    hand.components()
        .into_iter()
        .filter(|(id, _, disabled)| id.starts_with(&cid("a:")) && !disabled && !is_later(id))
        .map(|(id, label, _)| (id, label))
        .collect()
}

impl E2e {
    /// `user` takes one of `choices` on `hand` at random (a select: one of
    /// its values); returns the interaction id, not yet acknowledged.
    pub fn act(&self, user: u64, hand: &Msg, choices: &[(String, String)], rng: &mut SmallRng) -> String {
        let (id, label) = &choices[rng.random_range(0..choices.len())];
        match label.strip_prefix("select:") {
            Some(values) => {
                let values: Vec<&str> = values.split(',').collect();
                let v = values[rng.random_range(0..values.len())];
                self.fake.select_on(user, hand.id, id, v, &self.locale(user))
            }
            None => self.fake.click_on(user, hand.id, id, &self.locale(user)),
        }
    }
}

/// Tickets handed out at a fixed rate, shared by many simulated tables, until a deadline.
pub struct Pace {
    rx: tokio::sync::Mutex<tokio::sync::mpsc::Receiver<()>>,
    until: Instant,
}

impl Pace {
    /// `per_second` tickets a second for `duration`.
    pub fn start(per_second: u32, duration: Duration) -> std::sync::Arc<Pace> {
        let (tx, rx) = tokio::sync::mpsc::channel(1);
        let until = Instant::now() + duration;
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(1) / per_second);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
            while Instant::now() < until {
                tick.tick().await;
                if tx.send(()).await.is_err() {
                    return;
                }
            }
        });
        std::sync::Arc::new(Pace {
            rx: tokio::sync::Mutex::new(rx),
            until,
        })
    }

    /// Waits for the next ticket; `None` once the time is up.
    pub async fn ticket(&self) -> Option<()> {
        if self.over() {
            return None;
        }
        self.rx.lock().await.recv().await
    }

    pub fn over(&self) -> bool {
        Instant::now() >= self.until
    }
}

/// Plays every table at once, each click taking a ticket from `pace`, until
/// the pace is over. Returns the moves the people chose.
pub async fn play_all_paced(e: &std::sync::Arc<E2e>, games: &[(i64, [u64; 4])], pace: &std::sync::Arc<Pace>) -> usize {
    let mut tasks = Vec::new();
    for (i, &(game, humans)) in games.iter().enumerate() {
        let (e, pace) = (e.clone(), pace.clone());
        tasks.push(tokio::spawn(async move {
            e.play_paced(game, &humans, i as u64, usize::MAX, Some(&pace)).await
        }));
    }
    let mut actions = 0;
    for t in tasks {
        actions += t.await.unwrap().actions;
    }
    actions
}

/// Pictures sent so far (public messages and private panels): uploads and bytes.
pub fn uploads(fake: &FakeDiscord) -> (usize, usize) {
    fake.requests().iter().fold((0, 0), |(n, b), r| {
        (
            n + r.files.len(),
            b + r.files.iter().map(|f| f.bytes.len()).sum::<usize>(),
        )
    })
}

/// REST requests the bot made for play (not connecting or registering commands).
pub fn play_requests(fake: &FakeDiscord) -> usize {
    fake.count_requests(|r| {
        !r.path.contains("/gateway") && !r.path.contains("/commands") && !r.path.ends_with("/users/@me")
    })
}

/// Whether `text` names `label` as a whole card ("Blue 1" is not inside "Blue 13").
pub fn names_card(text: &str, label: &str) -> bool {
    text.match_indices(label)
        .any(|(i, _)| !text[i + label.len()..].starts_with(|c: char| c.is_ascii_digit()))
}

/// The states of a card game after each of its logged events (index = version).
pub async fn wizard_states(store: &Store, game: i64) -> Vec<wizard_bot::engine::wizard::WizardState> {
    use wizard_bot::engine::wizard::{Step, WizardSetup, WizardState};
    let row = store.game(game).await.unwrap();
    let setup: WizardSetup = serde_json::from_value(row.setup.clone().unwrap()).unwrap();
    let mut state = WizardState::new(setup);
    let mut states = vec![state.clone()];
    for e in store.events(game).await.unwrap() {
        let step: Step = serde_json::from_value(e).unwrap();
        state.apply_step(&step).unwrap();
        states.push(state.clone());
    }
    states
}

/// Over every public payload of a card game: no card still in a hand (and not
/// on the table), no covered or secret bid before its reveal. Returns how many
/// payloads were checked.
pub async fn assert_no_public_leaks(e: &E2e, game: i64) -> usize {
    use wizard_bot::engine::wizard::{BidView, Viewer};
    use wizard_bot::table::SeatOwner;
    use wizard_bot::text::cards::card;
    use wizard_bot::text::catalogue::Lang;
    let states = wizard_states(e.store(), game).await;
    let row = e.store().game(game).await.unwrap();
    let owners: Vec<SeatOwner> = serde_json::from_value(row.seats["owners"].clone()).unwrap();
    let name = |s: usize| match owners[s] {
        SeatOwner::Human(u) => format!("<@{u}>"),
        SeatOwner::Computer => format!("Computer {}", s + 1),
    };
    let mut checked = 0;
    let every_card = wizard_bot::engine::wizard::CardSet::full_deck().to_vec();
    // Each round's last trick (everyone's last card), which the message
    // closing that round shows: the first state after the round is scored
    // still has it as its last trick.
    let mut closed: std::collections::HashMap<u8, Vec<wizard_bot::engine::wizard::Card>> = Default::default();
    for s in &states {
        if let (Some(r), Some(t)) = (s.history().last(), s.last_trick()) {
            closed
                .entry(r.round)
                .or_insert_with(|| t.trick.plays(s.players()).map(|(_, c)| c).collect());
        }
    }
    for p in e.fake.public_payloads() {
        let text = super::fake_discord::server::payload_text(&p.body);
        // Boards and other servers' games are not this game's messages.
        if game_of(&p.body) != Some(game) {
            continue;
        }
        assert_footer_names_only_the_game(&p.body);
        let Some((g, v)) = drawn_at(&p.body) else {
            // Not a table (a lobby, a scored round, the standings): it names
            // no card, but a scored round its own last trick.
            if game_of(&p.body) == Some(game) {
                let round = text
                    .split("Round ")
                    .nth(1)
                    .filter(|_| text.contains("— scored"))
                    .and_then(|r| r.split(' ').next())
                    .and_then(|r| r.parse::<u8>().ok());
                let allowed = round.and_then(|r| closed.get(&r)).cloned().unwrap_or_default();
                for c in every_card.iter().filter(|c| !allowed.contains(c)) {
                    let label = card(*c, Lang::En);
                    assert!(!names_card(&text, &label), "a public message shows {label}:\n{text}");
                }
                checked += 1;
            }
            continue;
        };
        if g != game {
            continue;
        }
        let state = &states[v as usize];
        let view = state.view(Viewer::Spectator);
        let mut visible: Vec<_> = view.trump_card.into_iter().collect();
        for t in view.trick.iter().chain(view.last_trick.iter()) {
            visible.extend(t.plays.iter().map(|(_, c)| *c));
        }
        for seat in 0..state.players() {
            for c in state.hand(seat).cards() {
                if !visible.contains(&c) {
                    let label = card(c, Lang::En);
                    assert!(
                        !names_card(&text, &label),
                        "public payload at move {v} shows {label} from seat {seat}'s hand:\n{text}"
                    );
                }
            }
            // A round's bids are all revealed once it is scored (they are in its history).
            // A scored-round message shows an earlier, revealed round.
            let scored = state.history().last().is_some_and(|r| r.round == state.round()) || text.contains("— scored");
            if view.bids[seat] == BidView::Placed && !scored {
                let bid = state.bids()[seat].unwrap();
                let shown = format!("{} — bid {bid} ", name(seat));
                assert!(
                    !text.contains(&shown),
                    "public payload at move {v} shows a hidden bid: {shown}\n{text}"
                );
                let line = format!("{} — bid ", name(seat));
                assert!(
                    !text.contains(&line) || text.contains(&format!("{line}placed")),
                    "a placed hidden bid reads `placed` at move {v}:\n{text}"
                );
            }
        }
        checked += 1;
    }
    checked
}

/// Events logged for a game that have `key` (`"bid"`, `"deal"` …).
pub async fn events_with(store: &Store, game: i64, key: &str) -> usize {
    store
        .events(game)
        .await
        .unwrap()
        .iter()
        .filter(|e| e.get(key).is_some())
        .count()
}

/// Player moves logged for a game (deals left out).
pub async fn moves_logged(store: &Store, game: i64) -> usize {
    store.events(game).await.unwrap().len() - events_with(store, game, "deal").await
}

/// For the notes: how many private messages each of `users` received, and how
/// many clicks were answered by updating the message clicked (callback type 7).
pub fn private_message_counts(e: &E2e, users: &[u64]) -> String {
    let per_user: Vec<usize> = users.iter().map(|&u| e.fake.ephemerals(u).len()).collect();
    let updates = e
        .fake
        .requests()
        .iter()
        .filter(|r| r.path.ends_with("/callback") && r.body["type"] == 7)
        .count();
    format!("private messages per player {per_user:?}, clicks answered in place {updates}")
}

/// Checks every upload of the picture `name` so far — a PNG within #14's
/// 150 KB — and that no edit of a channel message sends again the picture
/// that message shows already (it is kept). Returns how many were uploaded.
pub fn pictures_sent(fake: &FakeDiscord, name: &str) -> usize {
    pictures_sent_where(fake, |f| f == name)
}

/// A private Page's picture: named by what it shows (`page-` and 16 hex digits).
pub fn is_page_picture(name: &str) -> bool {
    name.strip_prefix("page-")
        .and_then(|n| n.strip_suffix(".png"))
        .is_some_and(|h| h.len() == 16 && h.chars().all(|c| c.is_ascii_hexdigit()))
}

/// Clicks answered by updating a panel that shows a Page it did not send
/// again (kept, #30).
pub fn pages_kept(fake: &FakeDiscord) -> usize {
    fake.requests()
        .iter()
        .filter(|r| r.path.ends_with("/callback") && r.body["type"] == 7 && r.files.is_empty())
        .filter(|r| {
            r.body["data"]["embeds"].as_array().into_iter().flatten().any(|e| {
                e["image"]["url"]
                    .as_str()
                    .is_some_and(|u| u.starts_with("attachment://page-"))
            })
        })
        .count()
}

/// As `pictures_sent`, for the pictures whose names `name` accepts.
pub fn pictures_sent_where(fake: &FakeDiscord, name: impl Fn(&str) -> bool) -> usize {
    let mut shown: std::collections::HashMap<String, Vec<u8>> = std::collections::HashMap::new();
    let mut sent = 0;
    for r in fake.requests() {
        for f in r.files.iter().filter(|f| name(&f.filename)) {
            let name = &f.filename;
            assert!(
                f.bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
                "{} {}: {name} is not a PNG",
                r.method,
                r.path
            );
            assert!(f.bytes.len() <= 150 * 1024, "{name} is {} bytes", f.bytes.len());
            if r.method == "PATCH" && r.path.contains("/channels/") {
                assert_ne!(
                    shown.get(&r.path),
                    Some(&f.bytes.to_vec()),
                    "{}: {name} sent again unchanged",
                    r.path
                );
                shown.insert(r.path.clone(), f.bytes.to_vec());
            }
            sent += 1;
        }
    }
    sent
}

/// The `attachment://` names a message's embeds show.
pub fn shown_pictures(m: &Msg) -> Vec<String> {
    m.body["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| {
            e["image"]["url"]
                .as_str()?
                .strip_prefix("attachment://")
                .map(str::to_string)
        })
        .collect()
}

/// A finished game of `kind` on the test server, played out at random from
/// `seed` and stored as the bot stores one: Ana (501), Ben (502) and a
/// computer player. Returns its id.
pub async fn stored_finished_game(e: &E2e, kind: wizard_bot::store::GameKind, seed: u64) -> i64 {
    use wizard_bot::table::{SeatOwner, TableOptions};
    let options = TableOptions {
        magic_cards: true,
        ..TableOptions::defaults(kind)
    };
    let owners = vec![SeatOwner::Human(501), SeatOwner::Human(502), SeatOwner::Computer];
    stored_finished(e, kind, &options, owners, seed).await
}

/// A finished game of `kind` with `options` and seats `owners` in the test
/// server's channel 800, played out at random from `seed` and stored as the
/// bot stores one, results and all. Returns its id.
pub async fn stored_finished(
    e: &E2e,
    kind: wizard_bot::store::GameKind,
    options: &wizard_bot::table::TableOptions,
    owners: Vec<wizard_bot::table::SeatOwner>,
    seed: u64,
) -> i64 {
    use wizard_bot::store::ResultRow;
    use wizard_bot::table::{SeatOwner, Seating, store_random};
    let store = e.store();
    let seating = Seating {
        owners: owners.clone(),
        ..Seating::default()
    };
    let at = (Some(GUILD_ID as i64), 800);
    let (id, game) = store_random(store, kind, at, options, &seating, seed).await.unwrap();
    let (places, totals) = (wizard_bot::table::places(&game), game.totals());
    let rows: Vec<ResultRow> = owners
        .iter()
        .enumerate()
        .map(|(s, owner)| ResultRow {
            seat: s as i64,
            user_id: match owner {
                SeatOwner::Human(u) => Some(*u),
                _ => None,
            },
            points: totals[s],
            place: places[s] as i64,
            won: places[s] == 1,
            rounds: 20,
            exact_bids: 0,
            xs: 0,
            jester_scores: 0,
            left: false,
            bids: 0,
            tricks: 0,
            seer_rounds: 0,
            unfinished: false,
        })
        .collect();
    store.finish_game(id, &rows).await.unwrap();
    id
}

/// With `WIZARD_LOOK_DIR` set, writes message `m` there as the fake holds it
/// (its pictures beside it, as the team's discord-look renderer reads them),
/// with `users` (id → name) for its mentions, to look at a screen as Discord
/// draws it; otherwise does nothing.
pub fn look(name: &str, m: &Msg, users: Value) {
    let Ok(dir) = std::env::var("WIZARD_LOOK_DIR") else {
        return;
    };
    let dir = std::path::Path::new(&dir);
    std::fs::create_dir_all(dir).unwrap();
    let mut body = m.body.clone();
    let mut attachments = Vec::new();
    for f in &m.files {
        let file = format!("{name}-{}", f.filename);
        std::fs::write(dir.join(&file), &f.bytes[..]).unwrap();
        attachments.push(json!({"filename": f.filename, "path": file}));
    }
    body["attachments"] = Value::Array(attachments);
    if m.ephemeral_for.is_some() {
        body["flags"] = json!(64);
    }
    let doc = json!({"messages": [body], "users": users});
    std::fs::write(dir.join(format!("{name}.json")), doc.to_string()).unwrap();
}
