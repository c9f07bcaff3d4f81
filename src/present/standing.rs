//! Where a seat stands against its bid while the cards are played ("needs 2
//! more", "has its tricks", "over by 1"): one rule for the table, the hand
//! and the page, which each say it in their own words.

use crate::engine::Seat;
use crate::engine::wizard::{BidView, PhaseView, WizardView};

/// A seat's tricks against its bid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "is", content = "n", rename_all = "snake_case")]
pub enum Standing {
    /// `n` more tricks to make the bid.
    Needs(u8),
    /// The bid's tricks, and no more wanted (not "made it": one more trick
    /// breaks it).
    Has,
    /// `n` tricks over the bid.
    Over(u8),
}

/// Where `seat` stands in `v`: only while the cards are played, and only
/// against a bid the viewer may see (a covered bid has no standing yet).
pub fn standing(v: &WizardView, seat: Seat) -> Option<Standing> {
    if v.phase != PhaseView::Playing {
        return None;
    }
    let BidView::Shown(bid) = *v.bids.get(seat)? else {
        return None;
    };
    let tricks = *v.tricks.get(seat)?;
    Some(match tricks.cmp(&bid) {
        std::cmp::Ordering::Less => Standing::Needs(bid - tricks),
        std::cmp::Ordering::Equal => Standing::Has,
        std::cmp::Ordering::Greater => Standing::Over(tricks - bid),
    })
}

/// Every seat's standing in `v`, in seat order.
pub fn standings(v: &WizardView) -> Vec<Option<Standing>> {
    (0..v.players).map(|seat| standing(v, seat)).collect()
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::engine::Viewer;
    use crate::engine::wizard::{Variants, WizardSetup, WizardState};

    /// In random card games, with secret bids at every other table: a seat
    /// has a standing exactly while the cards are played and its bid is one
    /// the viewer may see, and the standing is its tricks against that bid.
    #[test]
    fn a_standing_is_the_tricks_against_a_bid_the_viewer_may_see() {
        let mut rng = SmallRng::seed_from_u64(88);
        let (mut shown, mut hidden) = (0, 0);
        for game in 0..40 {
            let players = 3 + game % 4;
            let variants = Variants {
                secret_bids: game % 2 == 1,
                ..Variants::default()
            };
            let mut state = WizardState::new(WizardSetup::new(players, game % players, variants).unwrap());
            let mut events = Vec::new();
            while crate::simulate::wizard::random_step(&mut state, &mut rng, &mut events, &mut |_| {}) {
                for viewer in (0..players).map(Viewer::Seat).chain([Viewer::Spectator]) {
                    let v = state.view(viewer);
                    let all = standings(&v);
                    assert_eq!(all.len(), players);
                    for (seat, standing) in all.into_iter().enumerate() {
                        let expected = match (v.phase, v.bids[seat]) {
                            (PhaseView::Playing, BidView::Shown(bid)) => {
                                let tricks = v.tricks[seat];
                                Some(if tricks < bid {
                                    Standing::Needs(bid - tricks)
                                } else if tricks == bid {
                                    Standing::Has
                                } else {
                                    Standing::Over(tricks - bid)
                                })
                            }
                            _ => None,
                        };
                        assert_eq!(standing, expected, "{:?} seat {seat}: {:?}", v.phase, v.bids[seat]);
                        match (v.phase, standing) {
                            (PhaseView::Playing, Some(_)) => shown += 1,
                            (PhaseView::Playing, None) => hidden += 1,
                            _ => {}
                        }
                    }
                }
            }
        }
        // Both kinds met: bids seen, and secret bids kept from others.
        assert!(shown > 1_000 && hidden > 1_000, "{shown} {hidden}");
    }
}
