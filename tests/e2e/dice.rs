//! Simulated Wizard Dice players: they open their Page (the Seer's controls
//! are on the Seer's), use "Take this roll" on the table message, and answer the bot's
//! questions, only through the bot's own buttons and selects. Two drivers: one
//! plays a game record's events (scripted dice), one plays at random.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

use super::super::fake_discord::server::Msg;
use super::{CHANNEL, E2e, Played, game_of, mentions};
use wizard_bot::engine::dice::{DiceState, Face};
use wizard_bot::table::ChanceScript;

/// The last part of a dice `custom_id` (`1d:game:version:round:CHOICE`).
pub fn choice_of(custom_id: &str) -> Option<&str> {
    let mut parts = custom_id.splitn(5, ':');
    (parts.next()? == super::cid("d")).then_some(())?;
    parts.nth(3)
}

/// The chance outcomes of a record, in order, for a table to use.
pub fn script_of(events: &[Value]) -> ChanceScript {
    let mut script = ChanceScript::default();
    for e in events {
        if let Some(n) = e.get("magic_card").and_then(Value::as_u64) {
            script.magic_cards.push_back(n as u8);
        }
        if let Some(r) = e.get("roll") {
            let dice: Vec<u64> = serde_json::from_value(r["dice"].clone()).unwrap();
            let faces: Vec<String> = serde_json::from_value(r["faces"].clone()).unwrap();
            let mut pairs: Vec<(u64, Face)> = dice
                .into_iter()
                .zip(faces.iter().map(|f| f.parse::<Face>().unwrap()))
                .collect();
            pairs.sort_by_key(|p| p.0);
            script.rolls.push_back(pairs.into_iter().map(|p| p.1).collect());
        }
    }
    script
}

/// The states of a dice game after each of its stored events (index = version).
pub async fn dice_states(e: &E2e, game: i64) -> Vec<DiceState> {
    let row = e.store().game(game).await.unwrap();
    let setup = serde_json::from_value(row.setup.clone().unwrap()).unwrap();
    let mut state = DiceState::new(setup);
    let mut states = vec![state.clone()];
    for ev in e.store().events(game).await.unwrap() {
        state.apply_step(&serde_json::from_value(ev).unwrap()).unwrap();
        states.push(state.clone());
    }
    states
}

/// The state of a dice game after its stored events.
pub async fn dice_state(e: &E2e, game: i64) -> DiceState {
    dice_states(e, game).await.pop().expect("at least the initial state")
}

/// The `custom_id` of the first component on `m` whose choice starts with `prefix`.
pub fn find_choice(m: &Msg, prefix: &str) -> Option<String> {
    E2e::find(m, prefix).map(|(id, _, _)| id)
}

impl E2e {
    pub fn tables(&self) -> &wizard_bot::table::Tables<wizard_bot::store::Store> {
        &self.running.as_ref().unwrap().bot.tables
    }

    /// `/dice new`; returns (game id, lobby message id).
    pub async fn new_dice(&self, host: u64, options: Value) -> (i64, u64) {
        self.new_dice_in(CHANNEL, host, options).await
    }

    /// `/dice new` in `channel`; returns (game id, lobby message id).
    pub async fn new_dice_in(&self, channel: u64, host: u64, options: Value) -> (i64, u64) {
        let id = self
            .command(
                host,
                channel,
                "dice",
                json!([{"name": "new", "type": 1, "options": options}]),
            )
            .await;
        let lobby = self.reply_to(&id).expect("the lobby message");
        let game = game_of(&lobby.body).expect("the lobby footer names the game");
        self.lobby_id_learned(&id).await;
        (game, lobby.id)
    }

    /// Opens a dice table, seats `others` (a user, or 0 for a computer),
    /// fixes its chance outcomes when given, and starts it.
    pub async fn start_dice(&self, host: u64, others: &[u64], options: Value, script: Option<ChanceScript>) -> i64 {
        let (game, lobby) = self.new_dice(host, options).await;
        for &u in others {
            if u == 0 {
                self.lobby_click(host, lobby, game, "bot").await;
            } else {
                self.lobby_click(u, lobby, game, "join").await;
            }
        }
        if let Some(s) = script {
            self.tables().script(game, s).await.unwrap();
        }
        self.lobby_click(host, lobby, game, "start").await;
        self.fake
            .wait_until(10, "the first dice table", |_| {
                self.table_message(game).is_some() || self.end_message(game).is_some()
            })
            .await;
        game
    }

    /// Waits until the public messages show every stored move; returns that version.
    pub async fn settled(&self, game: i64) -> u64 {
        let version = self.store().events(game).await.unwrap().len() as u64;
        self.fake
            .wait_until(10, "the table to show the last move", |_| {
                self.public_version(game) >= version
            })
            .await;
        version
    }

    /// The Seer named on the table message.
    pub fn seer_on_table(&self, game: i64) -> Option<u64> {
        let table = self.table_message(game)?;
        let description = table.body["embeds"][0]["description"].as_str()?.to_string();
        mentions(description.lines().next()?).first().copied()
    }

    /// The newest component on `m` whose choice starts with `prefix`.
    fn find(m: &Msg, prefix: &str) -> Option<(String, String, bool)> {
        m.components()
            .into_iter()
            .find(|(id, _, _)| choice_of(id).is_some_and(|c| c.starts_with(prefix)))
    }

    /// `user`'s Page as it is now (reused when the bot has redrawn it).
    pub async fn page(&self, user: u64, game: i64) -> Msg {
        let version = self.settled(game).await;
        let mut played = Played::default();
        self.hand(user, game, version, &mut played)
            .await
            .expect("a Page for a seated player")
    }

    /// Clicks the choice starting with `prefix` on `m`; returns the interaction id.
    pub async fn click_choice(&self, user: u64, m: &Msg, prefix: &str) -> String {
        let (id, _, disabled) =
            Self::find(m, prefix).unwrap_or_else(|| panic!("no `{prefix}` on the message:\n{:#?}", m.components()));
        assert!(!disabled, "`{prefix}` is disabled");
        self.click(user, m.id, &id).await
    }

    /// Chooses `values` in the select whose choice starts with `prefix` on `m`.
    pub async fn select_choice(&self, user: u64, m: &Msg, prefix: &str, values: &[&str]) -> String {
        let (id, _, _) =
            Self::find(m, prefix).unwrap_or_else(|| panic!("no `{prefix}` select on:\n{:#?}", m.components()));
        let i = self.fake.select_values_on(user, m.id, &id, values, &self.locale(user));
        self.fake.wait_ack(5, &i).await;
        i
    }

    /// The Seer picks `values` in the re-roll select on their Page; returns the
    /// Page showing the Roll button `roll` for them. A redraw of the same state
    /// already on its way can cross the pick (as on Discord): then pick again.
    pub async fn pick_dice(&self, user: u64, page: &Msg, prefix: &str, values: &[&str], roll: &str) -> Msg {
        let game = game_of(&page.body);
        let mut id = page.id;
        for _ in 0..5 {
            let mut now = self.fake.message(id).unwrap();
            if Self::find(&now, prefix).is_none()
                && let Some(game) = game
            {
                // The panel moved on (redrawn, or replaced by a newer one): use the Page as it is now.
                now = self.page(user, game).await;
                id = now.id;
            }
            self.select_choice(user, &now, prefix, values).await;
            tokio::time::sleep(Duration::from_millis(20)).await;
            let now = self.fake.message(id).unwrap();
            if Self::find(&now, roll).is_some() {
                return now;
            }
        }
        panic!("picking {values:?} never showed `{roll}`");
    }

    /// After a click that may ask which score to write: answers it.
    pub async fn answer_score(&self, user: u64, interaction: &str, prefix: &str, jester: bool) {
        let asked = format!("{prefix}.");
        if let Some(m) = self.reply_to(interaction).filter(|m| Self::find(m, &asked).is_some()) {
            let code = format!("{prefix}.{}", u8::from(jester));
            let (id, _, _) = Self::find(&m, &code).unwrap_or_else(|| panic!("no `{code}` on {:#?}", m.components()));
            self.click(user, m.id, &id).await;
        } else {
            assert!(!jester, "a Jester Score was asked for but not offered");
        }
    }

    /// Plays a record's events through Discord: `users[t]` sits at table seat
    /// t, and record seat s is table seat (s − first_seer) mod n (the host,
    /// seat 0, is the first Seer). Chance outcomes must be scripted already.
    pub async fn play_dice_record(&self, game: i64, users: &[u64], first_seer: usize, events: &[Value]) {
        let n = users.len();
        let user = |s: u64| users[(s as usize + n - first_seer) % n];
        for ev in events {
            let (key, body) = ev.as_object().unwrap().iter().next().unwrap();
            self.settled(game).await;
            let table = || self.table_message(game).expect("a table message");
            let seer = || self.seer_on_table(game).expect("the Seer is named");
            let state = dice_state(self, game).await;
            let roll = state.rolls();
            match key.as_str() {
                "magic_card" => {}
                "predict" => {
                    let u = user(body["player"].as_u64().unwrap());
                    let cell = format!(
                        "P{}{}",
                        body["colour"].as_str().unwrap()[..1].to_uppercase(),
                        body["count"]
                    );
                    let page = self.page(u, game).await;
                    self.click_choice(u, &page, &cell).await;
                    // Magic Card 7 may ask what to cross out.
                    let now = self.fake.message(page.id).unwrap();
                    if Self::find(&now, &format!("{cell}-")).is_some() {
                        let cross = match body.get("cross_out").and_then(Value::as_str) {
                            Some(b) => format!("{cell}{b}"),
                            None => format!("{cell}-"),
                        };
                        self.click_choice(u, &now, &cross).await;
                    }
                }
                "wizard_colour" => {
                    let letter = body["colour"].as_str().unwrap()[..1].to_uppercase();
                    let s = seer();
                    let page = self.page(s, game).await;
                    self.select_choice(s, &page, "W", &[&letter]).await;
                }
                "roll" => {
                    let dice: Vec<usize> = serde_json::from_value(body["dice"].clone()).unwrap();
                    let s = seer();
                    let page = self.page(s, game).await;
                    let bits: u8 = dice.iter().map(|d| 1u8 << d).sum();
                    let roll_button = format!("R{roll}.{bits}");
                    let page = if Self::find(&page, &roll_button).is_none() {
                        // Pick the dice first: the Page then offers Roll for exactly those.
                        let values: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
                        let values: Vec<&str> = values.iter().map(String::as_str).collect();
                        self.pick_dice(s, &page, &format!("Q{roll}"), &values, &roll_button)
                            .await
                    } else {
                        page
                    };
                    self.click_choice(s, &page, &roll_button).await;
                }
                "leave" => {
                    let u = user(body["player"].as_u64().unwrap());
                    let jester = body["jester_score"].as_bool().unwrap_or(false);
                    let i = self.click_choice(u, &table(), &format!("T{roll}")).await;
                    self.answer_score(u, &i, &format!("T{roll}"), jester).await;
                }
                "stop" => {
                    let jester = body["jester_score"].as_bool().unwrap_or(false);
                    let s = seer();
                    let page = self.page(s, game).await;
                    let scored = format!("S{roll}.{}", u8::from(jester));
                    if Self::find(&page, &format!("S{roll}.")).is_some() {
                        self.click_choice(s, &page, &scored).await;
                    } else {
                        let i = self.click_choice(s, &page, &format!("S{roll}")).await;
                        self.answer_score(s, &i, &format!("S{roll}"), jester).await;
                    }
                }
                "score" => {
                    let u = user(body["player"].as_u64().unwrap());
                    let jester = body["jester_score"].as_bool().unwrap_or(false);
                    let page = self.page(u, game).await;
                    self.click_choice(u, &page, &format!("J{}", u8::from(jester))).await;
                }
                other => panic!("no driver for `{other}` events"),
            }
        }
        self.settled(game).await;
    }

    /// The Seer's move on their Page, at random: two dice to set, the Wizard
    /// Colour, a stop, or dice picked and thrown. `false` when the Page offers
    /// no Seer's control (the Seer predicts or scores instead).
    async fn seer_turn(&self, user: u64, page: &Msg, roll: u8, rng: &mut SmallRng, played: &mut Played) -> bool {
        let select_any = |id: &str, label: &str, rng: &mut SmallRng| {
            let options: Vec<String> = label
                .trim_start_matches("select:")
                .split(',')
                .map(str::to_string)
                .collect();
            let v = options[rng.random_range(0..options.len())].clone();
            self.fake.select_on(user, page.id, id, &v, &self.locale(user))
        };
        if let Some((id, label, _)) = Self::find(page, "F") {
            let i = select_any(&id, &label, rng);
            self.fake.wait_ack(5, &i).await;
            played.clicks += 1;
            return true;
        }
        let stop = format!("S{roll}");
        let can_throw = Self::find(page, "R").is_some() || Self::find(page, "Q").is_some();
        if !can_throw && Self::find(page, &stop).is_none() {
            return false;
        }
        if can_throw
            && let Some((id, label, _)) = Self::find(page, "W")
            && rng.random_bool(0.5)
        {
            let i = select_any(&id, &label, rng);
            self.fake.wait_ack(5, &i).await;
            played.clicks += 1;
            return true;
        }
        if !can_throw || rng.random_bool(0.3) && Self::find(page, &stop).is_some() {
            // No rolls left to choose (or the Seer chooses to): stop, plainly.
            let plain = Self::find(page, &format!("{stop}.0")).map_or(stop.clone(), |_| format!("{stop}.0"));
            let i = self.click_choice(user, page, &plain).await;
            self.answer_score(user, &i, &stop, false).await;
            played.clicks += 1;
            return true;
        }
        if let Some((id, _, _)) = Self::find(page, "Q") {
            let select = page.body["components"]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|r| r["components"].as_array().unwrap().clone())
                .find(|c| c["custom_id"] == id.as_str())
                .unwrap();
            let options: Vec<String> = select["options"]
                .as_array()
                .unwrap()
                .iter()
                .map(|o| o["value"].as_str().unwrap().to_string())
                .collect();
            let min = select["min_values"].as_u64().unwrap_or(1) as usize;
            let k = rng.random_range(min..=options.len());
            let mut chosen = options.clone();
            while chosen.len() > k {
                chosen.remove(rng.random_range(0..chosen.len()));
            }
            let values: Vec<&str> = chosen.iter().map(String::as_str).collect();
            // Picking only shows the choice; Roll throws it.
            let bits: u8 = chosen.iter().map(|d| 1u8 << d.parse::<u8>().unwrap()).sum();
            let button = format!("R{roll}.{bits}");
            let now = self.pick_dice(user, page, &format!("Q{roll}"), &values, &button).await;
            played.clicks += 1;
            self.click_choice(user, &now, &button).await;
        } else {
            let (id, _, _) = Self::find(page, "R").unwrap();
            self.click(user, page.id, &id).await;
        }
        played.clicks += 1;
        true
    }

    /// Plays to the end at random: whoever the table message names acts
    /// through their Page or the Seer's controls; others still in sometimes
    /// take a roll. Returns what it took.
    pub async fn play_dice_randomly(&self, game: i64, humans: &[u64], seed: u64) -> Played {
        self.play_dice_for(game, humans, seed, usize::MAX).await
    }

    /// As `play_dice_randomly`, for at most `limit` moves (or to the end).
    pub async fn play_dice_for(&self, game: i64, humans: &[u64], seed: u64, limit: usize) -> Played {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut played = Played::default();
        let started = Instant::now();
        while self.end_message(game).is_none() && played.actions < limit {
            assert!(
                started.elapsed() < Duration::from_secs(240),
                "game {game} did not finish"
            );
            let version = self.settled(game).await;
            if self.end_message(game).is_some() {
                break;
            }
            let Some(table) = self.table_message(game) else {
                continue;
            };
            let named: Vec<u64> = mentions(table.body["content"].as_str().unwrap_or_default())
                .into_iter()
                .filter(|u| humans.contains(u))
                .collect();
            let seer = self.seer_on_table(game);
            let state = dice_state(self, game).await;
            let roll = state.rolls();
            // Someone else still in may take this roll first.
            if Self::find(&table, &format!("T{roll}")).is_some() && rng.random_bool(0.3) {
                let others: Vec<u64> = humans.iter().copied().filter(|u| Some(*u) != seer).collect();
                if !others.is_empty() {
                    let u = others[rng.random_range(0..others.len())];
                    let i = self.click_choice(u, &table, &format!("T{roll}")).await;
                    played.clicks += 1;
                    let j = rng.random_bool(0.5);
                    if let Some(m) = self
                        .reply_to(&i)
                        .filter(|m| Self::find(m, &format!("T{roll}.")).is_some())
                    {
                        let code = if Self::find(&m, &format!("T{roll}.{}", u8::from(j))).is_some() {
                            format!("T{roll}.{}", u8::from(j))
                        } else {
                            format!("T{roll}.0")
                        };
                        self.click_choice(u, &m, &code).await;
                        played.clicks += 1;
                    }
                    played.actions += 1;
                    continue;
                }
            }
            let Some(&user) = named.first() else {
                // Computers, a person playing elsewhere (a page in a browser
                // that a busy machine slows) or a deadline are due: bounded
                // by the turn's 90 s, not by a computer's speed.
                self.fake
                    .wait_until(60, "the others to move", |_| {
                        self.public_version(game) > version || self.end_message(game).is_some()
                    })
                    .await;
                continue;
            };
            played.actions += 1;
            let is_seer = Some(user) == seer;
            // The Seer's controls are on the Seer's Page.
            let seer_page = if is_seer {
                Some(self.page(user, game).await)
            } else {
                None
            };
            if let Some(page) = &seer_page
                && self.seer_turn(user, page, roll, &mut rng, &mut played).await
            {
                continue;
            }
            if !is_seer && Self::find(&table, &format!("K{roll}")).is_some() && rng.random_bool(0.5) {
                self.click_choice(user, &table, &format!("K{roll}")).await;
                played.clicks += 1;
                continue;
            }
            // A prediction or a score choice: on the Page.
            let page = self.page(user, game).await;
            played.hand_opens += 1;
            let choices: Vec<String> = page
                .components()
                .into_iter()
                .filter(|(id, _, disabled)| !disabled && choice_of(id).is_some())
                .map(|(id, _, _)| id)
                .collect();
            if choices.is_empty() {
                continue;
            }
            let id = &choices[rng.random_range(0..choices.len())];
            self.click(user, page.id, id).await;
            played.clicks += 1;
            // Magic Card 7 asks what to cross out: pick any answer.
            let now = self.fake.message(page.id).unwrap();
            let asked: Vec<String> = now
                .components()
                .into_iter()
                .filter(|(id, _, disabled)| {
                    !disabled && choice_of(id).is_some_and(|c| c.starts_with('P') && c.len() > 3)
                })
                .map(|(id, _, _)| id)
                .collect();
            if !asked.is_empty()
                && now.body["embeds"][0]["description"]
                    .as_str()
                    .unwrap_or("")
                    .contains("cross out")
            {
                let id = &asked[rng.random_range(0..asked.len())];
                self.click(user, page.id, id).await;
                played.clicks += 1;
            }
        }
        played
    }
}

impl E2e {
    /// Every person at `game` plays it to its end themselves, with random
    /// legal moves made straight through the tables (no Discord round trip),
    /// as quickly as the computer players answer; a dice roll that may be
    /// taken is stayed on once. Their results are their own play (#60).
    pub async fn play_out_directly(&self, game: i64, seed: u64) {
        self.play_directly_until(game, seed, |_| false).await;
    }

    /// As `play_out_directly`, until `reached` holds of the table (or it ends).
    pub async fn play_directly_until(
        &self,
        game: i64,
        seed: u64,
        reached: impl Fn(&wizard_bot::table::Snapshot) -> bool,
    ) {
        use wizard_bot::table::{Ask, Game, Move, SeatOwner, Verb};
        let mut rng = SmallRng::seed_from_u64(seed);
        let t = self.tables();
        let mut stayed: Vec<(u64, usize)> = Vec::new();
        let started = Instant::now();
        loop {
            assert!(started.elapsed() < Duration::from_secs(120), "game {game} did not end");
            // An ended game leaves the open tables.
            let Ok(snap) = t.snapshot(game).await else { return };
            if snap.status != wizard_bot::store::GameStatus::Running || reached(&snap) {
                return;
            }
            let state = snap.full_state().cloned().unwrap();
            let person = |seat: usize| match snap.seats.get(seat) {
                Some(SeatOwner::Human(u)) if !snap.autopilot[seat] => Some(*u),
                _ => None,
            };
            let owed = state.owed().iter().find_map(|s| person(s).map(|u| (s, u)));
            let optional = state.optional().iter().find_map(|s| {
                person(s)
                    .filter(|_| !stayed.contains(&(snap.version, s)))
                    .map(|u| (s, u))
            });
            let (seat, user, ask) = match (owed, optional) {
                (Some((seat, user)), _) => {
                    let mv = match &state {
                        Game::Wizard(g) => {
                            wizard_bot::simulate::wizard::random_action(g, seat, &mut rng).map(Move::Wizard)
                        }
                        Game::Dice(g) => wizard_bot::simulate::dice::random_action(g, seat, &mut rng).map(Move::Dice),
                    };
                    (seat, user, Ask::Move(mv.expect("a move for the person")))
                }
                (None, Some((seat, user))) => (seat, user, Ask::Stay),
                (None, None) => {
                    // Computers (or chance) to come: they answer on their own.
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                }
            };
            if matches!(ask, Ask::Stay) {
                stayed.push((snap.version, seat));
            }
            let verb = Verb::Decide {
                drawn: snap.drawn(),
                ask,
            };
            // A deadline or a computer may have moved first: the next look decides again.
            let _ = t.command(game, user, verb).await;
        }
    }
}
