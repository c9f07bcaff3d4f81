//! Hard's own try at a day's challenge, as every daily feature asks for it:
//! kept in storage once played; when asked for and not kept yet, played (by
//! what the caller plays it with: the tables' queue in the bot, at once in a
//! command) and kept, one play of a game's day at a time in a process.

use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};

use super::daily_store::DailyStore;
use crate::table::{GameKind, HardDay, PersistError};

/// Plays Hard's try of a game's day (`None`: no daily challenge here).
pub type Player = Arc<dyn Fn(GameKind, i64) -> Pin<Box<dyn Future<Output = Option<HardDay>> + Send>> + Send + Sync>;

/// Hard's tries: the kept ones, and the ones this process is playing.
pub struct HardTries<S> {
    store: S,
    play: Player,
    playing: Mutex<HashSet<(GameKind, i64)>>,
}

/// A day being played, forgotten however its play ends.
struct Playing<'a>(&'a Mutex<HashSet<(GameKind, i64)>>, (GameKind, i64));

impl Drop for Playing<'_> {
    fn drop(&mut self) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).remove(&self.1);
    }
}

impl<S: DailyStore + Clone> HardTries<S> {
    pub fn new(store: S, play: Player) -> Arc<HardTries<S>> {
        Arc::new(HardTries {
            store,
            play,
            playing: Mutex::default(),
        })
    }

    /// Hard's try of `kind` on `day` as kept, if it was played.
    pub async fn kept(&self, kind: GameKind, day: i64) -> Result<Option<HardDay>, PersistError> {
        self.store.hard_day(kind, day).await
    }

    /// Hard's try of `kind` on `day`: as kept, or played now and kept;
    /// `None` while this process is playing it already (or there is no
    /// challenge). Keeping it may fail: the try is returned all the same.
    pub async fn played(&self, kind: GameKind, day: i64) -> Result<Option<HardDay>, PersistError> {
        if let Some(hard) = self.kept(kind, day).await? {
            return Ok(Some(hard));
        }
        if !self
            .playing
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert((kind, day))
        {
            return Ok(None);
        }
        let _playing = Playing(&self.playing, (kind, day));
        let hard = (self.play)(kind, day).await;
        if let Some(hard) = hard
            && let Err(e) = self.store.save_hard_day(kind, day, hard).await
        {
            tracing::warn!(error = %e, kind = kind.as_str(), day, "Hard's daily try could not be kept");
        }
        Ok(hard)
    }

    /// Hard's try as kept; when there is none yet, it is begun in the
    /// background and `None` is returned (a read that fails is logged).
    pub async fn or_begin(self: &Arc<Self>, kind: GameKind, day: i64) -> Option<HardDay> {
        match self.kept(kind, day).await {
            Ok(Some(hard)) => return Some(hard),
            Ok(None) => {}
            Err(e) => {
                tracing::warn!(error = %e, "Hard's daily try could not be read");
                return None;
            }
        }
        let tries = self.clone();
        tokio::spawn(async move {
            if let Err(e) = tries.played(kind, day).await {
                tracing::warn!(error = %e, kind = kind.as_str(), day, "Hard's daily try could not be read");
            }
        });
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn a_days_try_is_played_once_and_then_kept() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("hard.db").display());
        let store = crate::store::Store::open(&url).await.unwrap();
        let plays = Arc::new(AtomicUsize::new(0));
        let counted = plays.clone();
        let tries = HardTries::new(
            store,
            Arc::new(move |_, day| {
                let counted = counted.clone();
                Box::pin(async move {
                    counted.fetch_add(1, Ordering::SeqCst);
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                    Some(HardDay {
                        points: day,
                        made: 3,
                        rounds: 8,
                    })
                })
            }),
        );
        assert_eq!(tries.kept(GameKind::Wizard, 20_000).await.unwrap(), None);
        // Asked twice at once: played once, the second ask told it is under way.
        let (a, b) = tokio::join!(
            tries.played(GameKind::Wizard, 20_000),
            tries.played(GameKind::Wizard, 20_000)
        );
        let (a, b) = (a.unwrap(), b.unwrap());
        assert_eq!(a.or(b).map(|h| h.points), Some(20_000));
        assert!(a.is_none() || b.is_none(), "one of them waited for none: {a:?} {b:?}");
        assert_eq!(plays.load(Ordering::SeqCst), 1);
        // Kept: asked again, read back, not played again.
        let again = tries.played(GameKind::Wizard, 20_000).await.unwrap();
        assert_eq!(again.map(|h| (h.points, h.made, h.rounds)), Some((20_000, 3, 8)));
        assert_eq!(tries.or_begin(GameKind::Wizard, 20_000).await, again);
        assert_eq!(plays.load(Ordering::SeqCst), 1);
        // Another game's day is its own.
        assert_eq!(
            tries.or_begin(GameKind::Dice, 20_000).await,
            None,
            "begun in the background"
        );
        for _ in 0..100 {
            if tries.kept(GameKind::Dice, 20_000).await.unwrap().is_some() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        assert!(
            tries.kept(GameKind::Dice, 20_000).await.unwrap().is_some(),
            "played and kept"
        );
        assert_eq!(plays.load(Ordering::SeqCst), 2);
    }
}
