//! Every open page of a game follows it: one subscription to the tables'
//! changes, and per game a channel that holds only its newest snapshot (a
//! page that falls behind skips to the table as it is now; a thousand
//! pages cost one snapshot per game, not a queue each).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{mpsc, watch};

use crate::table::Snapshot;

/// A game's newest snapshot, as its pages follow it.
type Newest = watch::Sender<Option<Arc<Snapshot>>>;

/// The newest snapshot of each game some page follows.
#[derive(Clone, Default)]
pub struct Live {
    games: Arc<Mutex<HashMap<i64, Newest>>>,
}

impl Live {
    /// Follows `changes` (the tables' subscription) from now on.
    pub fn start(mut changes: mpsc::UnboundedReceiver<Snapshot>) -> Live {
        let live = Live::default();
        let games = live.games.clone();
        tokio::spawn(async move {
            while let Some(s) = changes.recv().await {
                let mut games = games.lock().unwrap_or_else(|p| p.into_inner());
                let id = s.id;
                if let Some(tx) = games.get(&id) {
                    tx.send_replace(Some(Arc::new(s)));
                    // No page follows it any more: forget it.
                    if tx.receiver_count() == 0 {
                        games.remove(&id);
                    }
                }
            }
        });
        live
    }

    /// A page's subscription to `game`, starting at `now`.
    pub fn follow(&self, game: i64, now: Snapshot) -> watch::Receiver<Option<Arc<Snapshot>>> {
        let mut games = self.games.lock().unwrap_or_else(|p| p.into_inner());
        let tx = games.entry(game).or_insert_with(|| watch::channel(None).0);
        // A newer snapshot that came meanwhile is kept.
        tx.send_if_modified(|held| match held {
            Some(h) if h.version >= now.version => false,
            _ => {
                *held = Some(Arc::new(now));
                true
            }
        });
        tx.subscribe()
    }
}
