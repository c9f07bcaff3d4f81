//! What one viewer may see of a card game (DESIGN.md "per-viewer views"):
//! their own hand, never another's, except the others' cards while bidding
//! under Clairvoyance (and then not their own); covered bids hidden until
//! all are in, secret bids until the round is scored.

use serde::{Deserialize, Serialize};

use super::{Action, Card, CardSet, Phase, RoundResult, Suit, Variants, WizardState};
use crate::engine::{Seat, Viewer};

/// A bid as a viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BidView {
    NotYet,
    /// Placed, but covered or secret.
    Placed,
    Shown(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseView {
    Dealing,
    ChoosingTrump,
    Bidding,
    Playing,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickView {
    /// `(seat, card)` in play order.
    pub plays: Vec<(Seat, Card)>,
    pub winner: Option<Seat>,
    /// Who is winning the trick so far (the winner once it is complete).
    #[serde(default)]
    pub winning: Option<Seat>,
    /// The led suit once one is set (after a Jester lead, the first suit
    /// card's); `None` before, after a Wizard lead, and under One colour.
    #[serde(default)]
    pub led: Option<Suit>,
}

/// Everything one viewer may know, and nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WizardView {
    pub viewer: Option<Seat>,
    pub players: usize,
    pub variants: Variants,
    pub round: u8,
    pub rounds: u8,
    /// Cards dealt to each player this round: the round's tricks, and the highest bid.
    pub cards: u8,
    pub dealer: Seat,
    pub phase: PhaseView,
    pub trump_card: Option<Card>,
    pub trump: Option<Suit>,
    /// The viewer's own hand, sorted; `None` for spectators and while bidding blind (Clairvoyance).
    pub hand: Option<Vec<Card>>,
    pub hand_sizes: Vec<usize>,
    /// Other players' hands the viewer may see (Clairvoyance while bidding), by seat.
    pub seen_hands: Vec<Option<Vec<Card>>>,
    pub bids: Vec<BidView>,
    pub tricks: Vec<u8>,
    pub trick: Option<TrickView>,
    pub last_trick: Option<TrickView>,
    /// The last trick of the round before, once the next round is dealt and
    /// until its first trick is won: what the message closing that round shows.
    #[serde(default)]
    pub closed_trick: Option<TrickView>,
    /// The trick taken before `last_trick` (or `closed_trick`), in the same
    /// round: public, and what a screen that missed both shows first.
    #[serde(default)]
    pub trick_before: Option<TrickView>,
    pub totals: Vec<i32>,
    /// Cards each seat played this round (public: everyone saw them).
    #[serde(default)]
    pub played: Vec<CardSet>,
    /// Suits each seat showed it lacks this round.
    #[serde(default)]
    pub voids: Vec<Vec<Suit>>,
    pub history: Vec<RoundResult>,
    pub to_act: Vec<Seat>,
    /// What the viewer may do now.
    pub legal: Vec<Action>,
    /// The bid Plus/Minus One forbids the viewer now, shown disabled with its reason.
    pub forbidden_bid: Option<u8>,
    pub winners: Vec<Seat>,
}

impl WizardView {
    /// The bids made so far added up, or `None` while a bid is hidden
    /// (covered or secret bids): what "over- or underbid" is judged by.
    pub fn bids_total(&self) -> Option<u32> {
        self.bids.iter().try_fold(0u32, |sum, b| match b {
            BidView::Shown(n) => Some(sum + u32::from(*n)),
            BidView::NotYet => Some(sum),
            BidView::Placed => None,
        })
    }
}

impl WizardState {
    /// Whether the round is in its blind bidding part under Clairvoyance.
    fn bidding_blind(&self) -> bool {
        self.setup().clairvoyant(self.round())
            && matches!(
                self.phase(),
                Phase::ChoosingTrump | Phase::Bidding { .. } | Phase::SimultaneousBidding
            )
    }

    pub fn view(&self, viewer: Viewer) -> WizardView {
        let n = self.players();
        let me = match viewer {
            Viewer::Seat(s) if s < n => Some(s),
            _ => None,
        };
        let blind = self.bidding_blind();
        let dealt = !matches!(self.phase(), Phase::Dealing | Phase::Over);
        let hand = me.filter(|_| dealt && !blind).map(|s| self.hand(s).to_vec());
        let seen_hands = (0..n)
            .map(|s| (blind && me.is_some() && me != Some(s)).then(|| self.hand(s).to_vec()))
            .collect();
        let all_bid = self.bids().iter().all(Option::is_some);
        let bids = (0..n)
            .map(|s| match self.bids()[s] {
                None => BidView::NotYet,
                Some(b) => {
                    let v = self.setup().variants;
                    let hidden = (v.covered_bids && !all_bid) || v.secret_bids;
                    if hidden && me != Some(s) {
                        BidView::Placed
                    } else {
                        BidView::Shown(b)
                    }
                }
            })
            .collect();
        let phase = match self.phase() {
            Phase::Dealing => PhaseView::Dealing,
            Phase::ChoosingTrump => PhaseView::ChoosingTrump,
            Phase::Bidding { .. } | Phase::SimultaneousBidding => PhaseView::Bidding,
            Phase::Playing { .. } => PhaseView::Playing,
            Phase::Over => PhaseView::Over,
        };
        let trick = self.current_trick().map(|t| TrickView {
            plays: t.plays(n).collect(),
            winner: None,
            winning: (!t.is_empty()).then(|| t.seat_of(t.winning_index(), n)),
            led: t.led_suit(),
        });
        // The last trick of this round only: the previous round's, "won by" a
        // player with no tricks yet, would only confuse.
        let this_round = self.tricks().iter().any(|&t| t > 0);
        let completed = self.last_trick().map(|t| TrickView {
            plays: t.trick.plays(n).collect(),
            winner: Some(t.winner),
            winning: Some(t.winner),
            led: t.trick.led_suit(),
        });
        let trick_before = self.trick_before().map(|t| TrickView {
            plays: t.trick.plays(n).collect(),
            winner: Some(t.winner),
            winning: Some(t.winner),
            led: t.trick.led_suit(),
        });
        let (last_trick, closed_trick) = if this_round {
            (completed, None)
        } else {
            (None, completed)
        };
        let legal = me.map(|s| self.legal_actions(s)).unwrap_or_default();
        let forbidden_bid = me
            .filter(|_| legal.iter().any(|a| matches!(a, Action::Bid(_))))
            .and_then(|s| self.forbidden_bid(s));
        WizardView {
            viewer: me,
            players: n,
            variants: self.setup().variants,
            round: self.round(),
            rounds: self.setup().rounds(),
            cards: self.cards_this_round(),
            dealer: self.dealer(),
            phase,
            trump_card: self.trump_card(),
            trump: self.trump(),
            hand,
            hand_sizes: (0..n).map(|s| self.hand(s).len()).collect(),
            seen_hands,
            bids,
            tricks: self.tricks().to_vec(),
            trick,
            last_trick,
            closed_trick,
            trick_before,
            totals: self.totals().to_vec(),
            played: self.played().to_vec(),
            voids: (0..n).map(|s| self.voids(s)).collect(),
            history: self.history().to_vec(),
            to_act: self.to_act().seats().to_vec(),
            legal,
            forbidden_bid,
            winners: self.winners(),
        }
    }
}
