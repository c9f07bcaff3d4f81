//! A whole state built from one seat's view and a guess of what it cannot
//! see (the others' hands, hidden bids): the worlds the computer players
//! search. Only the view and the guess go in, so a world holds nothing the
//! seat did not see or guess.

use crate::engine::wizard::{CardSet, Phase, PhaseView, Trick, WizardSetup, WizardState, WizardView};

impl WizardState {
    /// The state `view` shows with `hands` and `bids` (one per seat) filled
    /// in; `None` when they do not fit the view (wrong counts, a phase in
    /// which nobody decides). The round's earlier results are left out: a
    /// world is for playing the rest of this round.
    pub fn world(view: &WizardView, hands: &[CardSet], bids: &[Option<u8>]) -> Option<WizardState> {
        let n = view.players;
        if !(3..=6).contains(&n) || hands.len() != n || bids.len() != n || view.round == 0 {
            return None;
        }
        // The dealer of round r is first_dealer + r - 1.
        let back = (usize::from(view.round) - 1) % n;
        let full = WizardSetup {
            players: n,
            first_dealer: (view.dealer + n - back) % n,
            variants: view.variants,
            last_round: None,
        };
        let setup = full.short(view.rounds).unwrap_or(full);
        let one_colour = view.variants.one_colour;
        let next = view.to_act.first().copied();
        let phase = match view.phase {
            PhaseView::ChoosingTrump => Phase::ChoosingTrump,
            PhaseView::Bidding if view.variants.simultaneous_bids() => Phase::SimultaneousBidding,
            PhaseView::Bidding => Phase::Bidding { next: next? },
            PhaseView::Playing => {
                let next = next?;
                let plays = view.trick.as_ref().map(|t| t.plays.as_slice()).unwrap_or_default();
                let mut trick = Trick::new(plays.first().map_or(next, |p| p.0));
                for &(_, card) in plays {
                    trick.push(card, view.trump, one_colour);
                }
                Phase::Playing { next, trick }
            }
            PhaseView::Dealing | PhaseView::Over => return None,
        };
        let mut state = WizardState::new(setup);
        state.round = view.round;
        state.phase = phase;
        state.trump_card = view.trump_card;
        state.trump = view.trump;
        for s in 0..n {
            state.hands[s] = hands[s];
            state.bids[s] = bids[s];
            state.tricks[s] = view.tricks.get(s).copied().unwrap_or(0);
            state.totals[s] = view.totals.get(s).copied().unwrap_or(0);
            state.played[s] = view.played.get(s).copied().unwrap_or_default();
            for suit in view.voids.get(s).into_iter().flatten() {
                state.voids[s] |= 1 << suit.index();
            }
        }
        Some(state)
    }
}
