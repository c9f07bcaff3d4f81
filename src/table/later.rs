//! Moves left for later at turn-based tables (lichess's conditional
//! premoves, one move deep): a person leaves their next bid, card or
//! prediction while others are to move; it is stored with the seats, made
//! the moment the game waits for them if it may be made then, and else
//! dropped and told to them. It works while they are away and over
//! restarts, and goes when the seat changes hands.

use rand::Rng;

use super::seated::Table;
use super::*;
use crate::engine::Seat;
use crate::engine::dice::Phase as DicePhase;
use crate::engine::wizard::{Action, Phase};

impl Game {
    /// Whether `mv` may come to be `seat`'s next move in this round, before
    /// its turn: a card of its hand, a bid or prediction it has yet to make.
    /// Whether it is legal then is decided when the turn comes.
    pub fn later_fits(&self, seat: Seat, mv: Move) -> bool {
        match (self, mv) {
            (Game::Wizard(g), Move::Wizard(Action::Play(card))) => {
                !matches!(g.phase(), Phase::Dealing | Phase::Over) && g.hand(seat).contains(card)
            }
            (Game::Wizard(g), Move::Wizard(Action::Bid(n))) => {
                matches!(
                    g.phase(),
                    Phase::Bidding { .. } | Phase::SimultaneousBidding | Phase::ChoosingTrump
                ) && g.bids().get(seat) == Some(&None)
                    && n <= g.cards_this_round()
            }
            (Game::Dice(g), Move::Dice(crate::engine::dice::Action::Predict { .. })) => {
                matches!(
                    g.phase(),
                    DicePhase::MagicCardDue
                        | DicePhase::SettingDice
                        | DicePhase::Predicting { .. }
                        | DicePhase::SecretPredicting { .. }
                ) && g.prediction(seat).is_none()
                    && !g.passed().contains(seat)
            }
            _ => false,
        }
    }
}

impl Table {
    /// `user` leaves `ask` as their next move (`None`: takes back the one
    /// left). On their turn it is made at once, as a click on it would be.
    pub(super) async fn later<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        user: UserId,
        verb: Verb,
        drawn: Drawn,
        ask: Option<Ask>,
        rng: &mut R,
    ) -> Result<bool, TableError> {
        let seat = self.playing_seat(user)?;
        if self.options.per_move_ms().is_none() {
            return Err(TableError::NotTurnBased);
        }
        let game = self.running()?;
        // A choice from an earlier round's screen names a hand or bid that is gone.
        if ask.is_some() && drawn.round != game.round() {
            return self.stale(user, verb).map(|_| false);
        }
        let mv = match ask {
            None => None,
            Some(Ask::Stay) => return Err(TableError::NotLater),
            Some(Ask::Move(mv)) => Some(mv),
            // The hand changes only when the seat plays or a round is dealt.
            Some(Ask::CardAt(i)) => Some(game.card_at(seat, i).map_err(TableError::Rules)?),
        };
        if let Some(mv) = mv {
            if game.owed().contains(seat) {
                self.act(persist, seat, mv, rng).await?;
                self.last = Some((user, verb));
                return Ok(true);
            }
            if !game.later_fits(seat, mv) {
                return Err(TableError::NotLater);
            }
        }
        if self.auto[seat].later == mv && self.auto[seat].dropped.is_none() {
            return Ok(false);
        }
        let game = game.clone();
        let mut auto = self.auto.clone();
        auto[seat].later = mv;
        auto[seat].dropped = None;
        self.commit(persist, game, auto, Vec::new(), true, rng).await?;
        self.last = Some((user, verb));
        Ok(true)
    }

    /// A seat the game waits for whose person left a move for later (a
    /// Seer's roll waits for the others' decisions on the roll before it).
    pub(super) fn later_due(&self, game: &Game) -> Option<Seat> {
        game.owed().iter().find(|&s| {
            matches!(self.seats.get(s), Some(SeatOwner::Human(_)))
                && self.auto.get(s).is_some_and(|a| a.later.is_some())
                && !self.seer_waits(game, s)
        })
    }

    /// At a turn-based table the dice game's decisions after a roll are
    /// everyone's at once: each person still in may leave on it, each with
    /// their own clock, and a person's Seer who rolls again (or stops)
    /// before they all have decided has it kept (`Autopilot::later`) and
    /// made once they have, as a computer Seer waits. `Ok(true)`: kept;
    /// a move the rules refuse is refused as it would be now.
    pub(super) async fn seer_holds_and_keeps<P: TableStore, R: Rng>(
        &mut self,
        persist: &P,
        seat: Seat,
        mv: Move,
        rng: &mut R,
    ) -> Result<bool, TableError> {
        let game = self.running()?.clone();
        if !self.seer_holds(&game, seat, mv)? {
            return Ok(false);
        }
        let mut auto = self.auto.clone();
        auto[seat].later = Some(mv);
        auto[seat].dropped = None;
        let moved_before = self.note_move(seat);
        let committed = self.commit(persist, game, auto, Vec::new(), true, rng).await;
        if committed.is_err() {
            self.unnote_move(seat, moved_before);
        }
        committed.map(|()| true)
    }

    /// Whether `seat`'s `mv` is a Seer's decision that waits for others
    /// still to decide on this roll at a turn-based table (checked by the rules first).
    pub(super) fn seer_holds(&self, game: &Game, seat: Seat, mv: Move) -> Result<bool, TableError> {
        let after_roll = matches!(game, Game::Dice(g) if *g.phase() == DicePhase::AfterRoll);
        if self.options.per_move_ms().is_none() || !after_roll || !self.seer_waits(game, seat) {
            return Ok(false);
        }
        game.check(seat, mv).map_err(|e| match e.is_not_your_turn() {
            true => TableError::NotYourTurn,
            false => TableError::Rules(e),
        })?;
        Ok(true)
    }

    /// Makes `seat`'s move left for later, or drops it (kept to be told)
    /// when it may not be made now. It is the person's own move: their
    /// clock, which never started for this turn, neither gains nor loses.
    pub(super) fn make_later(&mut self, game: &mut Game, seat: Seat, events: &mut Vec<LoggedStep>) {
        let Some(mv) = self.auto[seat].later.take() else { return };
        match game.apply(seat, mv) {
            Ok(logged) => events.extend(logged),
            Err(_) => self.auto[seat].dropped = Some(mv),
        }
    }

    /// Another move was made for `seat` (its only legal card): a different
    /// move left for later was for this turn and may no longer be made.
    pub(super) fn later_overtaken(&mut self, seat: Seat, made: Move) {
        if let Some(a) = self.auto.get_mut(seat)
            && let Some(mv) = a.later.take()
            && mv != made
        {
            a.dropped = Some(mv);
        }
    }

    /// A seat the computer plays for good keeps no one's move for later.
    pub(super) fn forget_later_of_computers(&mut self) {
        for (seat, a) in self.auto.iter_mut().enumerate() {
            if self.seats.get(seat) == Some(&SeatOwner::Computer) {
                a.later = None;
                a.dropped = None;
            }
        }
    }
}
