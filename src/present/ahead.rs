//! What a seat may pick ahead of its turn at the card table: a bid while the
//! dealer names trump or others bid, a card once its bid is in. A turn-based
//! table keeps the pick and makes it when the turn comes (`Snapshot::later`).

use crate::engine::wizard::{BidView, PhaseView, WizardView};

/// The kind of move the viewer may leave for later now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Ahead {
    Bid,
    Card,
}

/// What `v`'s viewer may pick ahead now (`None`: it is their turn, they
/// watch, or there is nothing of theirs to come this round).
pub fn ahead(v: &WizardView) -> Option<Ahead> {
    let me = v.viewer?;
    if !v.legal.is_empty() {
        return None;
    }
    let has_cards = v.hand.as_ref().is_some_and(|h| !h.is_empty());
    match v.phase {
        PhaseView::ChoosingTrump | PhaseView::Bidding if v.bids.get(me) == Some(&BidView::NotYet) => Some(Ahead::Bid),
        PhaseView::Bidding | PhaseView::Playing if has_cards => Some(Ahead::Card),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::engine::Viewer;
    use crate::engine::wizard::{Action, Variants, WizardSetup, WizardState};

    /// In random games: a seat may pick a bid ahead only before it has bid,
    /// and a card only once its bid is in; never on its turn or as a watcher.
    #[test]
    fn a_pick_ahead_is_of_the_kind_the_turn_will_ask() {
        let mut rng = SmallRng::seed_from_u64(88);
        let (mut bids, mut cards) = (0, 0);
        for game in 0..30 {
            let players = 3 + game % 4;
            let mut state = WizardState::new(WizardSetup::new(players, game % players, Variants::default()).unwrap());
            let mut events = Vec::new();
            while crate::simulate::wizard::random_step(&mut state, &mut rng, &mut events, &mut |_| {}) {
                assert_eq!(ahead(&state.view(Viewer::Spectator)), None);
                for seat in 0..players {
                    let v = state.view(Viewer::Seat(seat));
                    match ahead(&v) {
                        Some(Ahead::Bid) => {
                            assert_eq!(v.bids[seat], BidView::NotYet);
                            bids += 1;
                        }
                        Some(Ahead::Card) => {
                            assert_ne!(v.bids[seat], BidView::NotYet);
                            assert!(!v.legal.iter().any(|a| matches!(a, Action::Play(_))));
                            cards += 1;
                        }
                        None => {}
                    }
                    if !v.legal.is_empty() {
                        assert_eq!(ahead(&v), None);
                    }
                }
            }
        }
        assert!(bids > 1_000 && cards > 1_000, "{bids} {cards}");
    }
}
