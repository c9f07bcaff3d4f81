//! A restart's return: the open tables read back from storage and replayed,
//! games whose results were not kept scored, and every open or just
//! finished game announced once more to the Discord side.

use super::*;

impl<P: TableStore> Tables<P> {
    /// Loads every running game from storage, rebuilding each from its events,
    /// and re-arms its deadline. Returns how many were restored.
    pub async fn restore(&self) -> Result<usize, TableError> {
        self.score_unscored().await?;
        let rows: Vec<_> = self.inner.persist.running().await?;
        let rows = rows.into_iter().filter(|r| self.drives(r.guild_id));
        let mut all_events = self.inner.persist.running_events().await?;
        let mut n = 0;
        for row in rows {
            let events = all_events.remove(&row.id).unwrap_or_else(|| Ok(Vec::new()));
            let mut t = match events.and_then(|events| Table::restore(&row, &events)) {
                Ok(t) => t,
                Err(reason) => {
                    // One damaged game must not keep every other one down.
                    // The log names where replay stopped, not why: a rules
                    // error can name a card of a hand. The reason is stored.
                    let at = reason.split(": ").next().unwrap_or_default();
                    tracing::error!(
                        game = row.id,
                        at,
                        "a stored game cannot be restored; it is set aside (reason in `set_aside`)"
                    );
                    self.inner.persist.set_aside(row.id, &reason).await?;
                    continue;
                }
            };
            self.dress(&mut t);
            if t.status() == GameStatus::Lobby {
                lock(&self.inner.tables).insert(t.id, Arc::new(tokio::sync::Mutex::new(t)));
                continue;
            }
            let mut rng = self.chance(&t);
            // Chance or computers may have been due when the process stopped.
            let before = (t.seq, t.status());
            if let Err(e) = t.settle(&self.inner.persist, &mut rng).await {
                tracing::error!(game = t.id, verb = "restore", error = %e, "a restored game could not move on");
                return Err(e);
            }
            // A game that ended just before a crash gets its results now; only
            // a game that moved on while restoring needs its messages redrawn.
            let moved = before != (t.seq, t.status()) || t.game().is_some_and(Game::is_over);
            self.after_change(&mut t, moved).await;
            if t.status() == GameStatus::Running {
                lock(&self.inner.tables).insert(t.id, Arc::new(tokio::sync::Mutex::new(t)));
                n += 1;
            }
        }
        for id in self.ids() {
            let table = self.get(id)?;
            let t = table.lock().await;
            self.arm(&t);
        }
        Ok(n)
    }

    /// Writes the results of finished games that have none (derived from
    /// their event logs). A game that cannot be read is logged and skipped.
    async fn score_unscored(&self) -> Result<(), TableError> {
        let rows = self.inner.persist.finished_without_results().await?;
        for row in rows.into_iter().filter(|r| self.drives(r.guild_id)) {
            let restored = async {
                let events = self.inner.persist.events(row.id).await.map_err(|e| e.to_string())?;
                Table::restore(&row, &events)
            };
            match restored.await {
                Ok(t) if t.game().is_some_and(Game::is_over) => {
                    self.inner.persist.finish(row.id, &results_of(&t)).await?;
                    tracing::warn!(
                        game = row.id,
                        "a finished game had no results; they were written from its events"
                    );
                }
                Ok(_) => tracing::error!(
                    game = row.id,
                    "a game marked finished is not over in its events; no results written"
                ),
                Err(reason) => {
                    let at = reason.split(": ").next().unwrap_or_default();
                    tracing::error!(game = row.id, at, "a finished game without results cannot be read");
                }
            }
        }
        Ok(())
    }

    /// Tells the subscriber the current state of every running game (at
    /// start-up, so every game's messages are brought up to date).
    pub async fn announce_all(&self) {
        for id in self.ids() {
            if let Ok(table) = self.get(id) {
                let t = table.lock().await;
                if t.status() == GameStatus::Running {
                    self.tell(&t);
                }
            }
        }
    }

    /// Tells the subscriber the final state of finished games (at start-up:
    /// those whose end the Discord layer had not shown when the bot stopped).
    pub async fn announce_finished(&self, ids: &[GameId]) {
        for &id in ids {
            let restored = async {
                let row = self.inner.persist.game(id).await.map_err(|e| e.to_string())?;
                if !self.drives(row.guild_id) {
                    return Ok(None);
                }
                let events = self.inner.persist.events(id).await.map_err(|e| e.to_string())?;
                Table::restore(&row, &events).map(Some)
            };
            match restored.await {
                Ok(Some(t)) => self.tell(&t),
                // Another process's game: it shows the end.
                Ok(None) => {}
                Err(reason) => tracing::error!(game = id, %reason, "a finished game cannot be read to show its end"),
            }
        }
    }
}
