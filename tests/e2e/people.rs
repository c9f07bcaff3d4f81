//! Simulated people who play from their private hands, as people on Discord
//! do: each opens their hand once and acts whenever the bot redraws it with
//! choices on it (it does, outside the request budget, when their turn
//! comes), without waiting for the public table. The load benchmark's tables
//! then move at human pace however late the budget lets their public
//! messages follow. Each person plays at one table only.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{E2e, Pace, drawn_at, enabled_actions, game_of, mentions};

impl E2e {
    /// The people of one table play until the game ends, `pace` is over or
    /// they made `limit` decisions; each decision takes a ticket from `pace`
    /// (when given). Returns their decisions.
    pub async fn play_from_hands(
        &self,
        game: i64,
        humans: &[u64],
        seed: u64,
        limit: usize,
        pace: Option<&Pace>,
    ) -> usize {
        let mut rng = SmallRng::seed_from_u64(seed);
        // The state version of each person's hand they last acted on.
        let mut acted: HashMap<u64, u64> = HashMap::new();
        let mut decisions = 0;
        // A hand with nothing to do names no game (no buttons, and private
        // panels have no footer): each person here sits at this one table.
        let open = |user: u64| {
            self.fake
                .newest_ephemeral(user, |m| game_of(&m.body).is_none_or(|g| g == game))
        };
        // Each person opens their hand once (already open after a first part
        // of the game); a click like any other, at the pace's rate.
        for &user in humans {
            if open(user).is_none()
                && let Some(table) = self.table_message(game)
            {
                if let Some(p) = pace
                    && p.ticket().await.is_none()
                {
                    return decisions;
                }
                self.open_hand(user, &table).await;
            }
        }
        let mut idle_since = Instant::now();
        loop {
            if decisions >= limit || pace.is_some_and(Pace::over) || self.end_message(game).is_some() {
                return decisions;
            }
            let mut moved = false;
            for &user in humans {
                let Some(hand) = open(user) else { continue };
                let Some((_, version)) = drawn_at(&hand.body) else {
                    continue;
                };
                if acted.get(&user).is_some_and(|v| *v >= version) {
                    continue;
                }
                let choices = enabled_actions(&hand);
                if choices.is_empty() {
                    continue;
                }
                if let Some(p) = pace
                    && p.ticket().await.is_none()
                {
                    return decisions;
                }
                let interaction = self.act(user, &hand, &choices, &mut rng);
                self.fake.wait_ack(5, &interaction).await;
                acted.insert(user, version);
                decisions += 1;
                moved = true;
            }
            if moved {
                idle_since = Instant::now();
                continue;
            }
            // Whoever the table names opens a fresh hand from it when theirs
            // was not redrawn, as a person would after a few seconds.
            if idle_since.elapsed() > Duration::from_secs(3) {
                if let Some(table) = self.table_message(game) {
                    let named = mentions(table.body["content"].as_str().unwrap_or_default());
                    for &user in humans.iter().filter(|u| named.contains(u)) {
                        if let Some(p) = pace
                            && p.ticket().await.is_none()
                        {
                            return decisions;
                        }
                        self.open_hand(user, &table).await;
                    }
                }
                idle_since = Instant::now();
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

/// Every table's people at once (`play_from_hands`); returns their decisions.
/// Table `i` makes at most `limit(i)` decisions.
pub async fn play_all_from_hands(
    e: &Arc<E2e>,
    games: &[(i64, [u64; 4])],
    pace: Option<&Arc<Pace>>,
    limit: impl Fn(usize) -> usize,
) -> usize {
    let mut tasks = Vec::new();
    for (i, &(game, humans)) in games.iter().enumerate() {
        let (e, pace, limit) = (e.clone(), pace.cloned(), limit(i));
        tasks.push(tokio::spawn(async move {
            e.play_from_hands(game, &humans, 7 + i as u64, limit, pace.as_deref())
                .await
        }));
    }
    let mut decisions = 0;
    for t in tasks {
        decisions += t.await.unwrap();
    }
    decisions
}
