//! Every open page of a game follows it: one subscription to the tables'
//! changes, and per game a channel that holds only its newest snapshot (a
//! page that falls behind skips to the table as it is now; a thousand
//! pages cost one snapshot per game, not a queue each). Each snapshot
//! carries the frames drawn of it — one per view (a seat, or the watchers)
//! and language, drawn by the first page that needs it and shared by the
//! rest — so a move costs a frame per view, not per open page. It also
//! counts the watchers' pages open on each game (presence: the table says
//! how many are watching, Discord's drop-in spectating).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::{OnceCell, mpsc, watch};

use crate::table::Snapshot;
use crate::text::catalogue::Lang;

/// A frame shared this long after its snapshot came is still sent as it
/// is; a page that opens later draws its own (the turn's clock says how
/// much time is left *now*).
const FRESH: Duration = Duration::from_secs(1);

/// The table as one view of it sees it, as JSON, ready to send.
#[derive(Clone)]
pub struct Frame {
    /// Shared by every page it is sent to (cloned without copying).
    pub json: axum::extract::ws::Utf8Bytes,
    /// The game has ended: nothing follows this frame.
    pub ended: bool,
    /// What it says: the table, or how many are watching.
    pub event: &'static str,
}

impl Frame {
    pub fn table(json: String, ended: bool) -> Frame {
        Frame {
            json: json.into(),
            ended,
            event: "table",
        }
    }
}

/// Which frame: the seat shown (`None`: the watchers') and the language.
type View = (Option<usize>, Lang);

/// A game's newest snapshot and the frames drawn of it so far.
pub struct Newest {
    pub snapshot: Arc<Snapshot>,
    pub frames: Frames,
}

impl Newest {
    pub fn new(snapshot: Arc<Snapshot>) -> Newest {
        Newest {
            snapshot,
            frames: Frames::default(),
        }
    }
}

/// The frames drawn of one snapshot, per view.
pub struct Frames {
    came: Instant,
    drawn: Mutex<HashMap<View, Arc<OnceCell<Frame>>>>,
}

impl Default for Frames {
    fn default() -> Frames {
        Frames {
            came: Instant::now(),
            drawn: Mutex::default(),
        }
    }
}

impl Frames {
    /// The frame of `view`: drawn by `draw` once, whoever asks first, or
    /// drawn for the asker alone when the snapshot is no longer fresh.
    pub async fn frame<F, Fut>(&self, view: View, draw: F) -> Frame
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Frame>,
    {
        if self.came.elapsed() > FRESH {
            return draw().await;
        }
        let cell = {
            let mut drawn = self.drawn.lock().unwrap_or_else(|p| p.into_inner());
            drawn.entry(view).or_default().clone()
        };
        cell.get_or_init(draw).await.clone()
    }
}

/// A page's subscription to its game.
pub type Following = watch::Receiver<Option<Arc<Newest>>>;

/// Where a game's newest snapshot is sent to its pages.
type Sending = watch::Sender<Option<Arc<Newest>>>;

/// The newest snapshot of each game some page follows, and how many
/// watchers' pages are open on it.
#[derive(Clone, Default)]
pub struct Live {
    games: Arc<Mutex<HashMap<i64, Sending>>>,
    watching: Arc<Mutex<HashMap<i64, watch::Sender<u32>>>>,
}

/// A page's view of who watches its game: the count as it changes, and,
/// for a watcher's page, its own place in the count while it is open.
pub struct Looking {
    pub watchers: watch::Receiver<u32>,
    game: i64,
    live: Live,
    counted: bool,
}

impl Drop for Looking {
    fn drop(&mut self) {
        let mut watching = self.live.watching.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(tx) = watching.get(&self.game) {
            if self.counted {
                tx.send_modify(|n| *n = n.saturating_sub(1));
            }
            // Nobody looks at it any more (this page's receiver is the last): forget it.
            if *tx.borrow() == 0 && tx.receiver_count() <= 1 {
                watching.remove(&self.game);
            }
        }
    }
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
                    tx.send_replace(Some(Arc::new(Newest::new(Arc::new(s)))));
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
    pub fn follow(&self, game: i64, now: Snapshot) -> Following {
        let mut games = self.games.lock().unwrap_or_else(|p| p.into_inner());
        let tx = games.entry(game).or_insert_with(|| watch::channel(None).0);
        // A newer snapshot that came meanwhile is kept.
        tx.send_if_modified(|held| match held {
            Some(h) if h.snapshot.version >= now.version => false,
            _ => {
                *held = Some(Arc::new(Newest::new(Arc::new(now))));
                true
            }
        });
        tx.subscribe()
    }

    /// How many watch `game`, followed by a page; `watcher`: the page is
    /// one of them (counted while it is open).
    pub fn looking(&self, game: i64, watcher: bool) -> Looking {
        let mut watching = self.watching.lock().unwrap_or_else(|p| p.into_inner());
        let tx = watching.entry(game).or_insert_with(|| watch::channel(0).0);
        if watcher {
            tx.send_modify(|n| *n += 1);
        }
        Looking {
            watchers: tx.subscribe(),
            game,
            live: self.clone(),
            counted: watcher,
        }
    }

    /// A game that changes no more (it ended): its last table alone.
    pub fn ended(now: Snapshot) -> Following {
        watch::channel(Some(Arc::new(Newest::new(Arc::new(now))))).1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn a_frame_is_drawn_once_for_every_page_of_its_view() {
        let frames = Frames::default();
        let drawn = AtomicUsize::new(0);
        let draw = || async {
            drawn.fetch_add(1, Ordering::SeqCst);
            Frame::table("{}".into(), false)
        };
        let pages = (0..50).map(|i| frames.frame((Some(i % 2), Lang::En), draw));
        futures_util::future::join_all(pages).await;
        frames.frame((None, Lang::De), draw).await;
        assert_eq!(drawn.load(Ordering::SeqCst), 3, "two seats and the German watchers");
    }

    #[tokio::test]
    async fn a_page_that_opens_late_draws_its_own_frame() {
        let frames = Frames {
            came: Instant::now() - FRESH * 2,
            drawn: Mutex::default(),
        };
        let drawn = AtomicUsize::new(0);
        let draw = || async {
            drawn.fetch_add(1, Ordering::SeqCst);
            Frame::table("{}".into(), false)
        };
        frames.frame((None, Lang::En), draw).await;
        frames.frame((None, Lang::En), draw).await;
        assert_eq!(drawn.load(Ordering::SeqCst), 2);
    }
}

#[cfg(test)]
mod looking {
    use super::*;

    #[tokio::test]
    async fn the_watchers_pages_are_counted_while_they_are_open() {
        let live = Live::default();
        let seat = live.looking(7, false);
        let first = live.looking(7, true);
        let second = live.looking(7, true);
        assert_eq!(*seat.watchers.borrow(), 2);
        drop(first);
        assert_eq!(*seat.watchers.borrow(), 1);
        drop(second);
        drop(seat);
        assert!(
            live.watching.lock().unwrap().is_empty(),
            "a game nobody looks at is forgotten"
        );
    }
}
