//! The card game's state machine (RULES.md Part 1): dealing, trump, bidding
//! with every variant, trick play and scoring. Every step is checked in full
//! before anything changes, so an `Err` leaves the state exactly as it was.

use serde::{Deserialize, Serialize};

use super::{Action, Card, CardSet, Deal, DealError, Event, RulesError, Step, Suit, Trick, WizardSetup};
use crate::engine::{PerSeat, Seat, SeatSet, ToAct, Turn};

mod world;

const MAX_SEATS: usize = 6;

/// Where the round stands. Each phase carries the data only it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Waiting for the deal (a chance outcome) of the current round.
    Dealing,
    /// A Wizard was turned up: the dealer names trump.
    ChoosingTrump,
    /// Open bidding; `next` bids.
    Bidding {
        next: Seat,
    },
    /// Covered or secret bids: every seat that has not bid may bid now.
    SimultaneousBidding,
    /// `next` plays to `trick`.
    Playing {
        next: Seat,
        trick: Trick,
    },
    Over,
}

/// A trick once it is complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompletedTrick {
    pub trick: Trick,
    pub winner: Seat,
}

/// One scored round, as replay prints it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub round: u8,
    pub dealer: Seat,
    pub trump: Option<Suit>,
    pub bids: PerSeat<u8>,
    pub tricks: PerSeat<u8>,
    pub scores: PerSeat<i32>,
    pub totals: PerSeat<i32>,
}

/// Score of one player for a round: 20 + 10 × tricks when exact, else −10 per trick off.
pub fn round_score(bid: u8, tricks: u8) -> i32 {
    if bid == tricks {
        20 + 10 * i32::from(tricks)
    } else {
        -10 * (i32::from(bid) - i32::from(tricks)).abs()
    }
}

/// A whole card game. Fixed-size arrays (six seats) keep play allocation-free.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WizardState {
    setup: WizardSetup,
    /// The round being played, or about to be dealt (1-based).
    round: u8,
    phase: Phase,
    hands: [CardSet; MAX_SEATS],
    trump_card: Option<Card>,
    trump: Option<Suit>,
    bids: [Option<u8>; MAX_SEATS],
    tricks: [u8; MAX_SEATS],
    last_trick: Option<CompletedTrick>,
    /// The trick taken before `last_trick` in the same round (a screen that
    /// missed both, the last one played by itself, still shows it).
    #[serde(default)]
    trick_before: Option<CompletedTrick>,
    /// Cards each seat played this round (the current trick's too): public,
    /// and what a player at the table remembers.
    #[serde(default)]
    played: [CardSet; MAX_SEATS],
    /// Suits each seat showed it lacks this round (a bit per suit): it played
    /// another suit when one was led.
    #[serde(default)]
    voids: [u8; MAX_SEATS],
    totals: [i32; MAX_SEATS],
    history: Vec<RoundResult>,
    /// Steps applied so far: the state's version.
    version: u32,
}

impl WizardState {
    /// A new game awaiting the first deal.
    pub fn new(setup: WizardSetup) -> WizardState {
        WizardState {
            setup,
            round: 1,
            phase: Phase::Dealing,
            hands: [CardSet::EMPTY; MAX_SEATS],
            trump_card: None,
            trump: None,
            bids: [None; MAX_SEATS],
            tricks: [0; MAX_SEATS],
            last_trick: None,
            trick_before: None,
            played: [CardSet::EMPTY; MAX_SEATS],
            voids: [0; MAX_SEATS],
            totals: [0; MAX_SEATS],
            history: Vec::new(),
            version: 0,
        }
    }

    pub fn setup(&self) -> &WizardSetup {
        &self.setup
    }

    pub fn players(&self) -> usize {
        self.setup.players
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn dealer(&self) -> Seat {
        self.setup.dealer_of(self.round)
    }

    pub fn version(&self) -> u32 {
        self.version
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// A seat's hand (full information: callers showing it to people use `view`).
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat).copied().unwrap_or_default()
    }

    pub fn trump(&self) -> Option<Suit> {
        self.trump
    }

    pub fn trump_card(&self) -> Option<Card> {
        self.trump_card
    }

    /// Bids of the current round (full information, hidden ones included).
    pub fn bids(&self) -> &[Option<u8>] {
        &self.bids[..self.players()]
    }

    /// Tricks taken in the current round.
    pub fn tricks(&self) -> &[u8] {
        &self.tricks[..self.players()]
    }

    pub fn totals(&self) -> &[i32] {
        &self.totals[..self.players()]
    }

    pub fn history(&self) -> &[RoundResult] {
        &self.history
    }

    /// Cards each seat played this round, the current trick's included.
    pub fn played(&self) -> &[CardSet] {
        &self.played[..self.players()]
    }

    /// Suits each seat showed it lacks this round.
    pub fn voids(&self, seat: Seat) -> Vec<Suit> {
        let bits = self.voids.get(seat).copied().unwrap_or(0);
        Suit::ALL.into_iter().filter(|s| bits & (1 << s.index()) != 0).collect()
    }

    pub fn last_trick(&self) -> Option<&CompletedTrick> {
        self.last_trick.as_ref()
    }

    /// The trick taken before the last one, in the same round.
    pub fn trick_before(&self) -> Option<&CompletedTrick> {
        self.trick_before.as_ref()
    }

    /// The trick being played, if any.
    pub fn current_trick(&self) -> Option<&Trick> {
        match &self.phase {
            Phase::Playing { trick, .. } => Some(trick),
            _ => None,
        }
    }

    /// The seats sharing the highest total once the game is over, ascending.
    pub fn winners(&self) -> Vec<Seat> {
        if !self.is_over() {
            return Vec::new();
        }
        let best = self.totals().iter().copied().max().unwrap_or(0);
        (0..self.players()).filter(|&s| self.totals[s] == best).collect()
    }

    /// Who the game waits for.
    /// Who must decide now; nobody merely may in the card game.
    pub fn turn(&self) -> Turn {
        Turn {
            must: self.to_act().seats(),
            may: SeatSet::EMPTY,
        }
    }

    pub fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Dealing => ToAct::Chance,
            Phase::ChoosingTrump => ToAct::Seat(self.dealer()),
            Phase::Bidding { next } => ToAct::Seat(next),
            Phase::SimultaneousBidding => {
                ToAct::Seats((0..self.players()).filter(|&s| self.bids[s].is_none()).collect())
            }
            Phase::Playing { next, .. } => ToAct::Seat(next),
            Phase::Over => ToAct::Over,
        }
    }

    /// Cards in each hand this round.
    pub fn cards_this_round(&self) -> u8 {
        self.setup.cards_in_round(self.round)
    }

    /// The bid the Plus/Minus One rule forbids `seat` right now, if any.
    pub fn forbidden_bid(&self, seat: Seat) -> Option<u8> {
        if !self.setup.variants.plus_minus_one || seat != self.dealer() {
            return None;
        }
        let others: u32 = (0..self.players())
            .filter(|&s| s != seat)
            .filter_map(|s| self.bids[s].map(u32::from))
            .sum();
        let n = u32::from(self.cards_this_round());
        // Only a bid within range can be forbidden.
        (others <= n).then(|| (n - others) as u8)
    }

    /// The cards `seat` may play now (empty when it is not their turn to play).
    pub fn legal_cards(&self, seat: Seat) -> CardSet {
        match &self.phase {
            Phase::Playing { next, trick } if *next == seat => trick.playable(&self.hands[seat]),
            _ => CardSet::EMPTY,
        }
    }

    /// Whether `seat` may bid now.
    fn may_bid(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::Bidding { next } => next == seat,
            Phase::SimultaneousBidding => seat < self.players() && self.bids[seat].is_none(),
            _ => false,
        }
    }

    /// The actions `seat` may take now; empty when it owes nothing.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        match self.phase {
            Phase::ChoosingTrump if seat == self.dealer() => {
                out.extend(Suit::ALL.iter().map(|&s| Action::ChooseTrump(s)));
            }
            Phase::Bidding { .. } | Phase::SimultaneousBidding if self.may_bid(seat) => {
                let forbidden = self.forbidden_bid(seat);
                out.extend(
                    (0..=self.cards_this_round())
                        .filter(|&b| Some(b) != forbidden)
                        .map(Action::Bid),
                );
            }
            Phase::Playing { .. } => out.extend(self.legal_cards(seat).distinct_cards().map(Action::Play)),
            _ => {}
        }
        out
    }

    /// Applies a seat's action; the events say what changed. An error leaves the state as it was.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RulesError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// `apply`, appending the events to a buffer the caller reuses (the hot path of simulations).
    pub fn apply_into(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) -> Result<(), RulesError> {
        self.check(seat, action)?;
        match action {
            Action::ChooseTrump(suit) => {
                self.trump = Some(suit);
                events.push(Event::TrumpChosen { suit });
                self.open_bidding();
            }
            Action::Bid(b) => self.place_bid(seat, b, events),
            Action::Play(card) => self.play(seat, card, events),
        }
        self.version += 1;
        Ok(())
    }

    /// Applies the chance outcome that opens the round.
    pub fn apply_deal(&mut self, deal: &Deal) -> Result<Vec<Event>, RulesError> {
        let mut events = Vec::new();
        self.apply_deal_into(deal, &mut events)?;
        Ok(events)
    }

    pub fn apply_deal_into(&mut self, deal: &Deal, events: &mut Vec<Event>) -> Result<(), RulesError> {
        self.apply_deal_parts(&deal.hands, deal.trump_card, events)
    }

    fn apply_deal_parts(
        &mut self,
        hands: &[CardSet],
        trump_card: Option<Card>,
        events: &mut Vec<Event>,
    ) -> Result<(), RulesError> {
        match self.phase {
            Phase::Over => return Err(RulesError::GameOver),
            Phase::Dealing => {}
            _ => return Err(RulesError::DealNotDue),
        }
        self.check_deal(hands, trump_card).map_err(RulesError::BadDeal)?;
        self.hands[..hands.len()].copy_from_slice(hands);
        self.trump_card = trump_card;
        self.trump = trump_card.and_then(Card::suit);
        self.bids = [None; MAX_SEATS];
        self.tricks = [0; MAX_SEATS];
        events.push(Event::Dealt {
            round: self.round,
            dealer: self.dealer(),
            trump_card,
            trump: self.trump,
        });
        if trump_card == Some(Card::WIZARD) {
            self.phase = Phase::ChoosingTrump;
        } else {
            self.open_bidding();
        }
        self.version += 1;
        Ok(())
    }

    /// Applies one logged step (a record event).
    pub fn apply_step(&mut self, step: &Step) -> Result<Vec<Event>, RulesError> {
        let mut events = Vec::new();
        match *step {
            Step::Deal { ref hands, trump_card } => self.apply_deal_parts(hands, trump_card, &mut events)?,
            Step::ChooseTrump { player, suit } => self.apply_into(player, Action::ChooseTrump(suit), &mut events)?,
            Step::Bid { player, tricks } => {
                let bid = u8::try_from(tricks).map_err(|_| RulesError::BidOutOfRange {
                    bid: tricks,
                    max: self.cards_this_round(),
                });
                // Seat and phase errors take precedence over the bid's size.
                match bid {
                    Ok(b) => self.apply_into(player, Action::Bid(b), &mut events)?,
                    Err(e) => {
                        self.check(player, Action::Bid(0))?;
                        return Err(e);
                    }
                }
            }
            Step::Play { player, card } => self.apply_into(player, Action::Play(card), &mut events)?,
        }
        Ok(events)
    }

    /// Every rule an action can break, checked without changing anything.
    /// Whether `seat` may make `action` now: what `apply` checks, changing nothing.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), RulesError> {
        if self.phase == Phase::Over {
            return Err(RulesError::GameOver);
        }
        if seat >= self.players() {
            return Err(RulesError::NoSuchSeat(seat));
        }
        match (&self.phase, action) {
            (Phase::Dealing, _) => Err(RulesError::DealDue),
            (Phase::ChoosingTrump, Action::ChooseTrump(_)) => self.expect_seat(seat, self.dealer()),
            (Phase::ChoosingTrump, _) => Err(RulesError::TrumpChoiceDue),
            (_, Action::ChooseTrump(_)) => Err(RulesError::TrumpChoiceNotDue),
            (&Phase::Bidding { next }, Action::Bid(b)) => {
                if self.bids[seat].is_some() {
                    return Err(RulesError::AlreadyBid(seat));
                }
                self.expect_seat(seat, next)?;
                self.check_bid(seat, b)
            }
            (Phase::SimultaneousBidding, Action::Bid(b)) => {
                if self.bids[seat].is_some() {
                    return Err(RulesError::AlreadyBid(seat));
                }
                self.check_bid(seat, b)
            }
            (Phase::Bidding { .. } | Phase::SimultaneousBidding, Action::Play(_)) => Err(RulesError::NotPlaying),
            (&Phase::Playing { next, ref trick }, Action::Play(card)) => {
                self.expect_seat(seat, next)?;
                let hand = &self.hands[seat];
                if !hand.contains(card) {
                    return Err(RulesError::CardNotInHand(card));
                }
                match trick.led_suit() {
                    Some(led) if !trick.playable(hand).contains(card) => Err(RulesError::MustFollowSuit { led }),
                    _ => Ok(()),
                }
            }
            (Phase::Playing { .. }, Action::Bid(_)) => Err(RulesError::NotBidding),
            (Phase::Over, _) => Err(RulesError::GameOver),
        }
    }

    fn expect_seat(&self, seat: Seat, expected: Seat) -> Result<(), RulesError> {
        if seat == expected {
            Ok(())
        } else {
            Err(RulesError::NotYourTurn { seat, expected })
        }
    }

    fn check_bid(&self, seat: Seat, bid: u8) -> Result<(), RulesError> {
        let max = self.cards_this_round();
        if bid > max {
            return Err(RulesError::BidOutOfRange { bid: bid.into(), max });
        }
        if self.forbidden_bid(seat) == Some(bid) {
            return Err(RulesError::ForbiddenBid { bid, tricks: max });
        }
        Ok(())
    }

    fn check_deal(&self, hands: &[CardSet], trump_card: Option<Card>) -> Result<(), DealError> {
        let players = self.players();
        if hands.len() != players {
            return Err(DealError::HandCount {
                got: hands.len(),
                players,
            });
        }
        let size = self.cards_this_round();
        let mut dealt = CardSet::EMPTY;
        for (seat, hand) in hands.iter().enumerate() {
            if hand.len() != usize::from(size) {
                return Err(DealError::HandSize {
                    seat,
                    got: hand.len(),
                    expected: size,
                });
            }
            if self.setup.variants.one_colour {
                let suit = Suit::ALL[seat];
                if let Some(card) = foreign_card(hand, suit) {
                    return Err(DealError::NotOwnColour { seat, card });
                }
            }
            if dealt.overlaps_suited(hand) {
                let dup = hand.cards().find(|&c| c.suit().is_some() && dealt.contains(c));
                return Err(DealError::Duplicate(dup.expect("overlap has a card")));
            }
            dealt = dealt.union(hand);
        }
        match (self.setup.turns_card(self.round), trump_card) {
            (true, None) => return Err(DealError::TurnedCardMissing),
            (false, Some(_)) => return Err(DealError::TurnedCardNotAllowed),
            (true, Some(card)) => {
                if !dealt.insert(card) {
                    return Err(DealError::Duplicate(card));
                }
            }
            (false, None) => {}
        }
        if dealt.wizards() > 4 {
            return Err(DealError::TooMany(Card::WIZARD));
        }
        if dealt.jesters() > 4 {
            return Err(DealError::TooMany(Card::JESTER));
        }
        Ok(())
    }

    fn open_bidding(&mut self) {
        self.phase = if self.setup.variants.simultaneous_bids() {
            Phase::SimultaneousBidding
        } else {
            Phase::Bidding {
                next: self.left_of(self.dealer()),
            }
        };
    }

    fn left_of(&self, seat: Seat) -> Seat {
        // A compare instead of `%`: this runs for every card played.
        if seat + 1 == self.players() { 0 } else { seat + 1 }
    }

    fn place_bid(&mut self, seat: Seat, bid: u8, events: &mut Vec<Event>) {
        self.bids[seat] = Some(bid);
        let hidden = self.setup.variants.simultaneous_bids();
        events.push(Event::BidPlaced {
            seat,
            tricks: (!hidden).then_some(bid),
        });
        let all_in = self.bids[..self.players()].iter().all(Option::is_some);
        if all_in {
            if self.setup.variants.covered_bids {
                events.push(Event::BidsRevealed);
            }
            let leader = self.left_of(self.dealer());
            self.phase = Phase::Playing {
                next: leader,
                trick: Trick::new(leader),
            };
        } else if let Phase::Bidding { .. } = self.phase {
            self.phase = Phase::Bidding {
                next: self.left_of(seat),
            };
        }
    }

    fn play(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        self.hands[seat].remove(card);
        events.push(Event::CardPlayed { seat, card });
        let players = self.players();
        let left = self.left_of(seat);
        let (trump, one_colour) = (self.trump, self.setup.variants.one_colour);
        // The trick is changed in place: copying the phase out and back made
        // the CPU stall on store forwarding, a third of the time of a play.
        let Phase::Playing { next, trick } = &mut self.phase else {
            unreachable!("checked: cards are played only while playing")
        };
        self.played[seat].insert(card);
        // Another suit on a led suit shows the seat has none of it.
        if let (Some(led), Some(suit)) = (trick.led_suit(), card.suit())
            && led != suit
            && !one_colour
        {
            self.voids[seat] |= 1 << led.index();
        }
        trick.push(card, trump, one_colour);
        if trick.len() < players {
            *next = left;
            return;
        }
        let trick = *trick;
        let winner = trick.seat_of(trick.winning_index(), players);
        // The trick before, while it is this round's.
        let earlier = self.tricks.iter().any(|&t| t > 0);
        self.trick_before = if earlier { self.last_trick.take() } else { None };
        self.tricks[winner] += 1;
        self.last_trick = Some(CompletedTrick { trick, winner });
        events.push(Event::TrickWon { seat: winner });
        if self.hands[winner].is_empty() {
            self.end_round(events);
        } else {
            self.phase = Phase::Playing {
                next: winner,
                trick: Trick::new(winner),
            };
        }
    }

    fn end_round(&mut self, events: &mut Vec<Event>) {
        let n = self.players();
        let mut bids = PerSeat::new(n);
        let mut scores = PerSeat::new(n);
        for s in 0..n {
            bids[s] = self.bids[s].unwrap_or(0);
            scores[s] = round_score(bids[s], self.tricks[s]);
            self.totals[s] += scores[s];
        }
        let tricks = PerSeat::from_slice(&self.tricks[..n]);
        self.history.push(RoundResult {
            round: self.round,
            dealer: self.dealer(),
            trump: self.trump,
            bids,
            tricks,
            scores,
            totals: PerSeat::from_slice(&self.totals[..n]),
        });
        events.push(Event::RoundScored { round: self.round });
        if self.round == self.setup.rounds() {
            self.phase = Phase::Over;
            events.push(Event::GameOver);
        } else {
            self.round += 1;
            self.phase = Phase::Dealing;
            self.trump_card = None;
            self.trump = None;
            self.bids = [None; MAX_SEATS];
            self.tricks = [0; MAX_SEATS];
            self.played = [CardSet::EMPTY; MAX_SEATS];
            self.voids = [0; MAX_SEATS];
        }
    }
}

/// A card of `hand` that a One colour player owning `suit` cannot hold.
fn foreign_card(hand: &CardSet, suit: Suit) -> Option<Card> {
    if hand.within_one_colour(suit) {
        return None;
    }
    let other_suit = hand.cards().find(|c| c.suit().is_some_and(|s| s != suit));
    // Otherwise the hand holds a second Wizard or Jester.
    other_suit.or(Some(if hand.wizards() > 1 { Card::WIZARD } else { Card::JESTER }))
}
