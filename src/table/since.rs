//! What happened at a table since a seat last moved (e-DoKo's and 18xx
//! players' "what happened since my move"): the events the engine reports
//! to everyone — bids (a covered one without its figure), cards, tricks
//! won, rolls, predictions (a secret one without its content) — after that
//! seat's own last bid, card, prediction or decision, replayed from the
//! stored record, so it is the same after a restart.

use serde_json::Value;

use super::game::Happened;
use super::{GameId, GameKind, TableError, TableStore, Tables};
use crate::engine::Seat;
use crate::engine::{dice, wizard};

impl Happened {
    /// The seat whose own decision this was, if it is one.
    fn decided_by(&self) -> Option<Seat> {
        match self {
            Happened::Wizard(wizard::Event::BidPlaced { seat, .. } | wizard::Event::CardPlayed { seat, .. }) => {
                Some(*seat)
            }
            Happened::Dice(
                dice::Event::Predicted { seat, .. }
                | dice::Event::Passed { seat }
                | dice::Event::Left { seat }
                | dice::Event::Scored { seat, .. },
            ) => Some(*seat),
            _ => None,
        }
    }
}

/// The events after `seat`'s last decision in a game of `kind` set up by
/// `setup` with the stored `steps` (all of them when it has not decided yet).
pub fn since_last_move(kind: GameKind, setup: &Value, steps: &[Value], seat: Seat) -> Result<Vec<Happened>, String> {
    let mut game = kind.read_setup(setup)?.new_game();
    let mut seen: Vec<Happened> = Vec::new();
    // The cards of the trick being played.
    let mut trick: Vec<Happened> = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        let events = game.apply_logged_events(step).map_err(|e| format!("step {i}: {e}"))?;
        for e in events {
            let card = matches!(e, Happened::Wizard(wizard::Event::CardPlayed { .. }));
            if e.decided_by() == Some(seat) {
                seen.clear();
                // A trick is read whole: the cards before theirs, and theirs.
                if card {
                    seen.extend(trick.iter().cloned());
                    seen.push(e.clone());
                }
            } else {
                seen.push(e.clone());
            }
            match &e {
                _ if card => trick.push(e),
                Happened::Wizard(wizard::Event::TrickWon { .. }) => trick.clear(),
                _ => {}
            }
        }
    }
    Ok(seen)
}

impl<P: TableStore> Tables<P> {
    /// What happened at `game` since `seat` last decided, from storage.
    pub async fn since_last_move(&self, game: GameId, seat: Seat) -> Result<Vec<Happened>, TableError> {
        let persist = self.persist();
        let row = persist.game(game).await?;
        let steps = persist.events(game).await?;
        let Some(setup) = row.setup else {
            return Ok(Vec::new());
        };
        since_last_move(row.kind, &setup, &steps, seat).map_err(super::unreadable(game, "replayed since a move"))
    }
}

#[cfg(test)]
mod tests {
    use super::{Happened, since_last_move};
    use crate::engine::wizard::Event;
    use crate::table::{GameKind, TableOptions, random_logged};

    #[test]
    fn what_happened_since_a_seats_last_move_starts_after_it_and_keeps_its_trick_whole() {
        let (setup, steps, _) =
            random_logged(GameKind::Wizard, &TableOptions::defaults(GameKind::Wizard), 3, 86).expect("a random game");
        let setup = serde_json::to_value(setup).expect("a setup");
        let steps: Vec<serde_json::Value> = steps.iter().map(|s| serde_json::to_value(s).expect("a step")).collect();
        for seat in 0..3 {
            let since = since_last_move(GameKind::Wizard, &setup, &steps[..steps.len() / 2], seat).expect("replays");
            // Nothing of the seat's own after its last decision, but the trick it played into.
            let own_bids = since
                .iter()
                .filter(|h| matches!(h, Happened::Wizard(Event::BidPlaced { seat: s, .. }) if *s == seat))
                .count();
            assert_eq!(own_bids, 0, "seat {seat}: {since:?}");
            let own_cards = since
                .iter()
                .filter(|h| matches!(h, Happened::Wizard(Event::CardPlayed { seat: s, .. }) if *s == seat))
                .count();
            assert!(own_cards <= 1, "seat {seat}: only the card of the trick it is in");
            assert!(!since.is_empty(), "the others moved since");
        }
        assert!(since_last_move(GameKind::Wizard, &setup, &[serde_json::json!({"nonsense": 1})], 0).is_err());
    }
}
