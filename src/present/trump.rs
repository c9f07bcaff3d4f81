//! Trump as every face says it: a suit, none this round, or being chosen by
//! the dealer (a Wizard was turned up and the dealer has not named it yet:
//! never "no trump" while the choice is open).

use crate::engine::Seat;
use crate::engine::wizard::{PhaseView, Suit, WizardView};

/// The round's trump, as far as it is settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trump {
    Suit(Suit),
    NoTrump,
    /// The dealer chooses (a turned-up Wizard).
    Choosing {
        dealer: Seat,
    },
}

/// Trump at `v`.
pub fn trump(v: &WizardView) -> Trump {
    match (v.trump, v.phase) {
        (_, PhaseView::ChoosingTrump) => Trump::Choosing { dealer: v.dealer },
        (Some(s), _) => Trump::Suit(s),
        (None, _) => Trump::NoTrump,
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::engine::Viewer;
    use crate::engine::wizard::{Action, CardKind, Variants, WizardSetup, WizardState};

    /// In random games: while the dealer may name trump, every seat and a
    /// watcher read "the dealer chooses" (a Wizard lies turned up), never
    /// "no trump"; once named, its suit.
    #[test]
    fn a_turned_wizard_reads_as_the_dealers_choice_until_named() {
        let mut rng = SmallRng::seed_from_u64(89);
        let mut choosing = 0;
        for game in 0..80 {
            let players = 3 + game % 4;
            let mut state = WizardState::new(WizardSetup::new(players, game % players, Variants::default()).unwrap());
            let mut events = Vec::new();
            while crate::simulate::wizard::random_step(&mut state, &mut rng, &mut events, &mut |_| {}) {
                let dealer_view = state.view(Viewer::Seat(state.view(Viewer::Spectator).dealer));
                let names = dealer_view.legal.iter().any(|a| matches!(a, Action::ChooseTrump(_)));
                for viewer in [Viewer::Spectator, Viewer::Seat(0)] {
                    let v = state.view(viewer);
                    match trump(&v) {
                        Trump::Choosing { dealer } => {
                            assert!(names && dealer == v.dealer);
                            assert_eq!(v.trump_card.map(|c| c.kind()), Some(CardKind::Wizard));
                            choosing += 1;
                        }
                        Trump::Suit(s) => assert_eq!(v.trump, Some(s)),
                        Trump::NoTrump => assert!(!names && v.trump.is_none()),
                    }
                }
            }
        }
        assert!(choosing > 20, "{choosing}");
    }
}
