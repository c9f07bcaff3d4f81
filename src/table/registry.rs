//! The registry's life of a table: made, looked up, shown, decided, told of
//! each durable change (the timers are `timers.rs`, a restart's return
//! `restore.rs`).

use super::*;

impl<P: TableStore> Tables<P> {
    /// Tables over `persist`; `seed` fixes the chance outcomes (tests), else
    /// they are random. Otherwise as `TablesConfig::default()`.
    pub fn new(persist: P, fixed: Option<u64>) -> Tables<P> {
        Tables::with(
            persist,
            TablesConfig {
                seed: fixed,
                ..TablesConfig::default()
            },
        )
    }

    /// Tables over `persist`, configured.
    pub fn with(persist: P, config: TablesConfig) -> Tables<P> {
        let seed = config.seed.unwrap_or_else(rand::random);
        Tables {
            inner: Arc::new(Inner {
                analyses_waiting: Default::default(),
                ended: Mutex::default(),
                persist,
                tables: Mutex::new(HashMap::new()),
                timers: Mutex::new(HashMap::new()),
                clocks: Mutex::new(HashMap::new()),
                steps: Mutex::new(HashMap::new()),
                pace: Mutex::new((!config.computer_pace.is_zero()).then_some(config.computer_pace)),
                rng: Mutex::new(SmallRng::seed_from_u64(seed)),
                seed: config.seed,
                hold_until_shown: std::sync::atomic::AtomicBool::new(config.hold_deadlines_until_shown),
                listeners: Mutex::new(Vec::new()),
                shards: Mutex::new(config.shards),
                daily_secret: config.daily_secret,
            }),
        }
    }

    /// The randomness for the chance outcomes of `t`'s next change. With a
    /// fixed seed it is derived from the seed, the game and its version, so a
    /// test's deals repeat whatever the timing of other games' draws.
    pub(super) fn chance(&self, t: &Table) -> SmallRng {
        match self.inner.seed {
            Some(seed) => {
                let mixed = seed
                    ^ (t.id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    ^ t.seq.wrapping_mul(0xBF58_476D_1CE4_E5B9);
                SmallRng::seed_from_u64(mixed)
            }
            None => SmallRng::seed_from_u64(rand::RngExt::random(&mut *lock(&self.inner.rng))),
        }
    }

    /// Whether this process drives the games of `guild`.
    pub fn drives(&self, guild: Option<i64>) -> bool {
        lock(&self.inner.shards).is_none_or(|s| s.owns(guild))
    }

    /// Every later change of any table (commands, deadlines, restores) arrives
    /// here as a snapshot, after it is durable. Each adapter (the Discord
    /// layer, the web page) subscribes once; a dropped receiver is forgotten.
    pub fn subscribe(&self) -> tokio::sync::mpsc::UnboundedReceiver<Snapshot> {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        lock(&self.inner.listeners).push(tx);
        rx
    }

    /// From now on a deadline expires only once the players were shown the
    /// state it is for (the Discord layer says so through `shown`), and runs
    /// its full length from then: nobody loses a turn to a table that was
    /// never posted.
    pub fn hold_deadlines_until_shown(&self) {
        self.inner
            .hold_until_shown
            .store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// From now on computer players move one at a time, `pace` after the
    /// move before, each move stored on its own: people can follow them, and a
    /// person's click is stored and answered before any computer move it
    /// leads to is decided. A zero pace (the tests) plays them all at once.
    /// Call before tables are created or restored.
    pub fn pace_computers(&self, pace: std::time::Duration) {
        *lock(&self.inner.pace) = (!pace.is_zero()).then_some(pace);
    }

    /// Gives a table what this process holds for it and storage does not:
    /// the pace of its computer players and a daily try's chance.
    pub(super) fn dress(&self, t: &mut Table) {
        t.paced = self.paced() && t.options.daily.is_none();
        t.daily = match (t.options.daily, &self.inner.daily_secret) {
            (Some(day), Some(secret)) => Some(daily::daily_chance(secret, t.kind, day)),
            _ => None,
        };
    }

    pub(super) fn paced(&self) -> bool {
        lock(&self.inner.pace).is_some()
    }

    /// The players were shown `version` of game `id`.
    pub async fn shown(&self, id: GameId, version: u64) {
        let Ok(table) = self.get(id) else { return };
        let mut t = table.lock().await;
        if t.seq != version || t.shown >= version {
            return;
        }
        // A turn-based table's clocks are the people's own, shown or not.
        if t.options.per_move_ms().is_some() {
            t.shown = version;
            return;
        }
        t.shown = version;
        let full = tokio::time::Instant::now() + t.turn_time();
        if self.inner.hold_until_shown.load(std::sync::atomic::Ordering::SeqCst)
            && t.daily.is_none()
            && t.deadline.is_some_and(|at| at < full)
        {
            t.postpone_deadline(full);
            self.arm(&t);
        }
    }

    pub(super) fn tell(&self, t: &Table) {
        let mut listeners = lock(&self.inner.listeners);
        if listeners.is_empty() {
            return;
        }
        let snapshot = t.snapshot();
        listeners.retain(|tx| tx.send(snapshot.clone()).is_ok());
    }

    pub fn persist(&self) -> &P {
        &self.inner.persist
    }

    /// A game as stored, whether this process holds it or not (a finished
    /// game's rematch or export; why a click finds no table).
    pub async fn stored(&self, id: GameId) -> Result<GameRow, PersistError> {
        self.inner.persist.game(id).await
    }

    /// A game that left memory (finished or cancelled), as it ended: rebuilt
    /// from its stored events. Views of it are what a finished game shows.
    pub async fn ended(&self, id: GameId) -> Result<Snapshot, TableError> {
        if let Some(s) = self.recently_ended(id) {
            return Ok(s);
        }
        let row = self.inner.persist.game(id).await?;
        let events = self.inner.persist.events(id).await?;
        let table = Table::restore(&row, &events).map_err(unreadable(id, "read back"))?;
        Ok(table.snapshot())
    }

    /// A game as it is now: in memory while it runs (or waits in its lobby),
    /// else as it ended.
    pub async fn latest(&self, id: GameId) -> Result<Snapshot, TableError> {
        match self.snapshot(id).await {
            Ok(s) => Ok(s),
            Err(_) => self.ended(id).await,
        }
    }

    /// A game that left memory a moment ago, as it ended.
    pub(super) fn recently_ended(&self, id: GameId) -> Option<Snapshot> {
        lock(&self.inner.ended).iter().rev().find(|s| s.id == id).cloned()
    }

    pub(super) fn get(&self, id: GameId) -> Result<Arc<tokio::sync::Mutex<Table>>, TableError> {
        lock(&self.inner.tables)
            .get(&id)
            .cloned()
            .ok_or(TableError::NoSuchTable)
    }

    /// Games held in memory (running, or lobbies).
    pub fn ids(&self) -> Vec<GameId> {
        let mut ids: Vec<GameId> = lock(&self.inner.tables).keys().copied().collect();
        ids.sort_unstable();
        ids
    }

    /// Opens a lobby in a channel; its creator is the host and takes seat 0.
    pub async fn create(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: UserId,
        options: TableOptions,
    ) -> Result<Snapshot, TableError> {
        self.create_seated(kind, guild, channel, host, options, Vec::new())
            .await
    }

    /// Opens a lobby with the host in seat 0 followed by `others` (a rematch
    /// seats the same players again).
    pub async fn create_seated(
        &self,
        kind: GameKind,
        guild: Option<i64>,
        channel: i64,
        host: UserId,
        options: TableOptions,
        others: Vec<(SeatOwner, Level)>,
    ) -> Result<Snapshot, TableError> {
        if kind == GameKind::Wizard {
            options
                .variants
                .validate(3)
                .map_err(|e| TableError::Options(OptionsError::Wizard(e)))?;
        }
        if kind == GameKind::Dice && options.x_target != 9 && options.x_target != 12 {
            return Err(TableError::Options(OptionsError::Dice(
                crate::engine::dice::DiceSetupError::XTarget(options.x_target),
            )));
        }
        let mut table = Table::lobby(0, kind, guild, channel, host, options);
        if table.options.daily.is_some() {
            // The level that finishes a try its player left at the day's end.
            table.levels[0] = daily::DAILY_AUTOPILOT;
        }
        self.dress(&mut table);
        let (_, max) = TableOptions::seat_range(kind, &table.options.variants);
        for (owner, level) in others {
            if table.seats.len() < max && owner != SeatOwner::Human(host) {
                table.seats.push(owner);
                table.auto.push(Autopilot::default());
                table.levels.push(level);
            }
        }
        table.id = self
            .inner
            .persist
            .create(kind, guild, channel, host, &table.options, &table.seating())
            .await
            .inspect_err(|e| {
                if !matches!(e, PersistError::ChannelBusy { .. } | PersistError::AlreadyTried { .. }) {
                    tracing::error!(channel, error = %e, "a table could not be created");
                }
            })?;
        let snapshot = table.snapshot();
        lock(&self.inner.tables).insert(table.id, Arc::new(tokio::sync::Mutex::new(table)));
        Ok(snapshot)
    }

    /// Fixes the table's next chance outcomes (a rulebook example played
    /// through a real table). Kept in memory only: a restored table draws at random.
    pub async fn script(&self, id: GameId, script: ChanceScript) -> Result<(), TableError> {
        self.get(id)?.lock().await.script = script;
        Ok(())
    }

    /// The table as it is now.
    pub async fn snapshot(&self, id: GameId) -> Result<Snapshot, TableError> {
        Ok(self.get(id)?.lock().await.snapshot())
    }

    /// The hint: what the Hard computer player would do for `user`'s seat now,
    /// decided from that seat's view only (off the async workers), with the
    /// snapshot it was decided on. Refused when the table plays without hints
    /// or the seat has nothing to decide.
    pub async fn suggest(&self, id: GameId, user: UserId) -> Result<(Snapshot, Seat, Suggestion), TableError> {
        let snapshot = self.snapshot(id).await?;
        let seat = snapshot.seat_of(user).ok_or(TableError::NotSeated)?;
        if !snapshot.options.hints {
            return Err(TableError::NoHints);
        }
        let suggestion = match snapshot.view(Viewer::Seat(seat)) {
            Some(View::Wizard(view)) if !view.legal.is_empty() => {
                let seed = id as u64;
                decide::off_runtime(move || bots::wizard::decide_view_at(&view, Level::Hard, seed))
                    .await
                    .map(Suggestion::Wizard)
            }
            Some(View::Dice(view)) if !view.legal.is_empty() => {
                decide::off_runtime(move || bots::decide_dice_view(&view, Level::Hard))
                    .await
                    .map(Suggestion::Dice)
            }
            _ => None,
        };
        Ok((snapshot, seat, suggestion.ok_or(TableError::NothingToSuggest)?))
    }

    /// Carries out a user's command. Commands on one game are serialized by its
    /// lock; each change is durable before this returns.
    pub async fn command(&self, id: GameId, user: UserId, verb: Verb) -> Result<Decided, TableError> {
        self.decide(id, user, verb).await.map_err(|r| r.error)
    }

    /// As `command`, and a refusal comes with the table as it is now (what
    /// the refused screen is redrawn from): one trip to the table, where
    /// asking for it again after the refusal would be a second.
    pub async fn decide(&self, id: GameId, user: UserId, verb: Verb) -> Result<Decided, Declined> {
        let table = match self.get(id) {
            Ok(table) => table,
            // Ended a moment ago: refused with the game as it ended.
            Err(error) => {
                return Err(match self.recently_ended(id) {
                    Some(s) => Declined {
                        error: match s.status {
                            GameStatus::Cancelled => TableError::Cancelled,
                            _ => TableError::GameOver,
                        },
                        now: Some({
                            let seat = s.seat_of(user);
                            (s, seat)
                        }),
                    },
                    None => Declined { error, now: None },
                });
            }
        };
        let mut t = table.lock().await;
        let applied = {
            let mut rng = self.chance(&t);
            t.command(&self.inner.persist, user, verb, &mut rng).await
        };
        let applied = applied.inspect_err(|e| {
            if e.is_internal() {
                // The one place a command's internal failure is logged: the
                // Discord layer answers it with an apology and logs nothing more.
                tracing::error!(game = id, seat = ?t.seat_of(user), verb = verb.name(), error = %e, "a command failed");
            }
        });
        let applied = match applied {
            Ok(applied) => applied,
            Err(error) => {
                let now = Some((t.snapshot(), t.seat_of(user)));
                return Err(Declined { error, now });
            }
        };
        self.after_change(&mut t, true).await;
        Ok(Decided {
            applied,
            snapshot: t.snapshot(),
            seat: t.seat_of(user),
        })
    }

    /// Re-arms the deadline timer, writes results when the game ended, and
    /// forgets finished or cancelled tables. The change itself is durable
    /// already: a failure to write the results is retried, never reported as
    /// the move's failure.
    pub(super) async fn after_change(&self, t: &mut Table, tell: bool) {
        if t.status() == GameStatus::Running && t.game().is_some_and(Game::is_over) {
            let results = results_of(t);
            if let Err(e) = self.inner.persist.finish(t.id, &results).await {
                tracing::error!(game = t.id, error = %e, "the results of a finished game could not be written; trying again");
                self.retry_finish(t.id, results);
            }
            t.end(GameStatus::Finished);
        }
        self.arm(t);
        if tell {
            self.tell(t);
        }
        if matches!(t.status(), GameStatus::Finished | GameStatus::Cancelled) {
            lock(&self.inner.tables).remove(&t.id);
            let mut ended = lock(&self.inner.ended);
            if ended.len() >= ENDED_KEPT {
                ended.pop_front();
            }
            ended.push_back(t.snapshot());
        }
    }

    /// Writes a finished game's results until storage takes them (backing off
    /// to a try a minute). Should the bot stop first, the game is still
    /// running in storage and restoring it writes them.
    pub(super) fn retry_finish(&self, id: GameId, results: Vec<ResultRow>) {
        let tables = self.clone();
        tokio::spawn(async move {
            let mut wait = std::time::Duration::from_millis(200);
            loop {
                tokio::time::sleep(wait).await;
                match tables.inner.persist.finish(id, &results).await {
                    Ok(()) => {
                        tracing::warn!(game = id, "the results of a finished game were written after all");
                        return;
                    }
                    Err(e) => tracing::debug!(game = id, error = %e, "results still not written"),
                }
                wait = (wait * 2).min(std::time::Duration::from_secs(60));
            }
        });
    }

    /// The seat a user holds at a table, if any.
    pub async fn seat_of(&self, id: GameId, user: UserId) -> Result<Option<Seat>, TableError> {
        Ok(self.get(id)?.lock().await.seat_of(user))
    }
}
