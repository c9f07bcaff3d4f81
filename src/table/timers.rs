//! A table's timers: the deadline of the decision awaited (autopilot when
//! it passes), the next paced computer move, and their end at shutdown.

use super::*;

impl<P: TableStore> Tables<P> {
    /// Starts (or stops) the timer for the table's current deadline, and
    /// the next paced computer move.
    pub(super) fn arm(&self, t: &Table) {
        self.arm_step(t);
        let mut timers = lock(&self.inner.timers);
        if let Some(old) = timers.remove(&t.id) {
            old.abort();
        }
        // A turn-based table's clocks are swept (`Tables::sweep_clocks`), not timed.
        if self.index_clocks(t) {
            return;
        }
        let Some(at) = t.deadline else {
            return;
        };
        let (id, seq) = (t.id, t.seq);
        let tables = self.clone();
        timers.insert(
            id,
            tokio::spawn(async move {
                tokio::time::sleep_until(at).await;
                // Nothing is lost on a failure: the deadline is tried again
                // (below), and a restart re-arms it from storage.
                if let Err(e) = tables.expire(id, seq).await {
                    tracing::error!(game = id, version = seq, verb = "deadline", error = %e, "a deadline could not be carried out; trying again");
                    tables.retry_expire(id, seq);
                }
            }),
        );
    }

    /// Schedules a paced table's next computer move, if one is due.
    pub(super) fn arm_step(&self, t: &Table) {
        let mut steps = lock(&self.inner.steps);
        if let Some(old) = steps.remove(&t.id) {
            old.abort();
        }
        let Some(pace) = *lock(&self.inner.pace) else {
            return;
        };
        if !t.paced || !t.computer_due() {
            return;
        }
        let (id, seq) = (t.id, t.seq);
        let tables = self.clone();
        steps.insert(
            id,
            tokio::spawn(async move {
                let mut wait = pace;
                loop {
                    tokio::time::sleep(wait).await;
                    match tables.computer_step(id, seq).await {
                        Ok(()) | Err(TableError::NoSuchTable) => return,
                        // Nothing is lost: the step is tried again, and a restart takes it from storage.
                        Err(e) if wait == pace => {
                            tracing::error!(game = id, version = seq, verb = "computer move", error = %e, "a computer player's move could not be stored; trying again");
                        }
                        Err(e) => tracing::debug!(game = id, error = %e, "computer move still failing"),
                    }
                    wait = (wait * 2).min(std::time::Duration::from_secs(60));
                }
            }),
        );
    }

    /// A paced table's next computer move (and the chance after it), stored on its own.
    pub(super) async fn computer_step(&self, id: GameId, seq: u64) -> Result<(), TableError> {
        let table = self.get(id)?;
        // The computer thinks without the table's lock: a person's command
        // meanwhile (leaving, a hint, a look at their hand) is answered at
        // once, not after the search (Discord gives an answer 3 s).
        let search = {
            let t = table.lock().await;
            if t.seq != seq || !t.computer_due() {
                return Ok(()); // Someone moved first; that change scheduled what is due now.
            }
            t.next_search()
        };
        let searched = match search {
            Some(search) => Some(search.run().await),
            None => None,
        };
        let mut t = table.lock().await;
        if t.seq != seq || !t.computer_due() {
            return Ok(()); // Someone moved meanwhile; that change scheduled what is due now.
        }
        t.searched = searched;
        let mut rng = self.chance(&t);
        t.computer_moves = Some(1);
        t.settle(&self.inner.persist, &mut rng).await?;
        self.after_change(&mut t, true).await;
        Ok(())
    }

    /// Tries an expired deadline again a little later (the storage refused it).
    pub(super) fn retry_expire(&self, id: GameId, seq: u64) {
        let tables = self.clone();
        let timer = tokio::spawn(async move {
            let mut wait = std::time::Duration::from_secs(1);
            loop {
                tokio::time::sleep(wait).await;
                match tables.expire(id, seq).await {
                    Ok(()) | Err(TableError::NoSuchTable) => return,
                    Err(e) => tracing::debug!(game = id, error = %e, "deadline still failing"),
                }
                wait = (wait * 2).min(std::time::Duration::from_secs(60));
            }
        });
        lock(&self.inner.timers).insert(id, timer);
    }

    /// A deadline passed: computer players act for the humans who owed a
    /// decision (or a computer Seer stops waiting for optional leaves).
    pub async fn expire(&self, id: GameId, seq: u64) -> Result<(), TableError> {
        let table = self.get(id)?;
        let mut t = table.lock().await;
        if t.seq != seq || t.status() != GameStatus::Running {
            return Ok(()); // Someone acted in time; the timer is stale.
        }
        // A daily try's deadline is the day's end, shown or not.
        if self.inner.hold_until_shown.load(std::sync::atomic::Ordering::SeqCst) && t.shown < t.seq && t.daily.is_none()
        {
            return Ok(()); // Not shown yet: `shown` re-arms it with a full turn.
        }
        let mut rng = self.chance(&t);
        t.expire(&self.inner.persist, &mut rng).await?;
        self.after_change(&mut t, true).await;
        Ok(())
    }

    /// Stops every deadline timer and forgets every table (a bot shutting down).
    pub fn shutdown(&self) {
        for (_, t) in lock(&self.inner.timers).drain() {
            t.abort();
        }
        for (_, t) in lock(&self.inner.steps).drain() {
            t.abort();
        }
        lock(&self.inner.clocks).clear();
        lock(&self.inner.tables).clear();
        lock(&self.inner.listeners).clear();
    }
}
