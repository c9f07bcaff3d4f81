//! What the public table calls out now: who is asked what, by kind, the
//! people it addresses (and so notifies) apart from the computer players it
//! only waits for. One rule for every public screen (Discord's table message,
//! the turn DM's "also waiting", a later face).

use crate::engine::Seat;
use crate::engine::SeatSet;
use crate::engine::dice::{DicePhaseView, DiceView};
use crate::engine::wizard::{PhaseView, WizardView};
use crate::table::{SeatOwner, View};

/// The table's call. Seats are in seat order; `all`: everyone still to
/// decide at once (simultaneous bids, predictions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Called {
    /// Nothing to call (a Magic Card being turned, the game over).
    Nothing,
    /// Only computer players act: the table waits for them.
    Waiting(Vec<Seat>),
    /// The dealer names trump (a Wizard was turned up).
    /// The card game names everyone acting, people and computers alike.
    Trump(Vec<Seat>),
    Bid {
        seats: Vec<Seat>,
        all: bool,
    },
    Play(Vec<Seat>),
    /// The Seer (a person) sets two dice.
    SetDice(Seat),
    /// The people still to predict.
    Predict {
        people: Vec<Seat>,
        all: bool,
    },
    /// The Seer (a person) throws.
    Roll(Seat),
    /// After a roll: the Seer (a person) throws again or stops; `others`, the
    /// people still in, may take this roll.
    AfterRoll {
        seer: Seat,
        others: Vec<Seat>,
    },
    /// After a computer Seer's roll: the people still in may take it.
    OthersTake {
        seer: Seat,
        others: Vec<Seat>,
    },
    /// The people writing the round's result.
    Score(Vec<Seat>),
}

impl Called {
    /// The people the call addresses: those a public message mentions (and
    /// so notifies). Never a computer player; after a computer Seer's roll
    /// nobody (taking is optional).
    pub fn addressed(&self, owners: &[SeatOwner]) -> Vec<Seat> {
        let seats = match self {
            Called::Nothing | Called::Waiting(_) | Called::OthersTake { .. } => Vec::new(),
            Called::Trump(s) | Called::Play(s) | Called::Score(s) => s.clone(),
            Called::Bid { seats, .. } => seats.clone(),
            Called::Predict { people, .. } => people.clone(),
            Called::SetDice(s) | Called::Roll(s) | Called::AfterRoll { seer: s, .. } => vec![*s],
        };
        seats.into_iter().filter(|&s| person(owners, s)).collect()
    }
}

fn person(owners: &[SeatOwner], seat: Seat) -> bool {
    matches!(owners.get(seat), Some(SeatOwner::Human(_)))
}

/// The table's call at `view` (a spectator's or any seat's: it reads only
/// public facts); `waiting`: `Snapshot::waiting`; `owners`: who sits where.
pub fn called(view: &View, waiting: SeatSet, owners: &[SeatOwner]) -> Called {
    match view {
        View::Wizard(v) => cards(v, owners),
        View::Dice(v) => dice(v, waiting, owners),
    }
}

/// The card game: everyone acting is named, people and computers alike
/// ("Anna, Computer 2: your bids, please"); only computers: waited for.
pub fn cards(v: &WizardView, owners: &[SeatOwner]) -> Called {
    let acting = super::acting::cards(v);
    if acting.is_empty() {
        return Called::Nothing;
    }
    if !acting.iter().any(|&s| person(owners, s)) {
        return Called::Waiting(acting);
    }
    match v.phase {
        PhaseView::ChoosingTrump => Called::Trump(acting),
        PhaseView::Bidding => Called::Bid {
            all: acting.len() > 1,
            seats: acting,
        },
        _ => Called::Play(acting),
    }
}

/// Wizard Dice: only people are named; a computer Seer's roll leaves the
/// people still in free to take it.
pub fn dice(v: &DiceView, waiting: SeatSet, owners: &[SeatOwner]) -> Called {
    let acting = super::acting::dice(v, waiting);
    let people: Vec<Seat> = acting.iter().copied().filter(|&s| person(owners, s)).collect();
    let seer_acts = person(owners, v.seer);
    let called = match v.phase {
        DicePhaseView::MagicCard | DicePhaseView::Over => Some(Called::Nothing),
        DicePhaseView::SettingDice if seer_acts => Some(Called::SetDice(v.seer)),
        DicePhaseView::Predicting if !people.is_empty() => Some(Called::Predict {
            all: acting.len() > 1,
            people,
        }),
        DicePhaseView::Rolling if seer_acts => Some(Called::Roll(v.seer)),
        DicePhaseView::AfterRoll => {
            let others: Vec<Seat> = v
                .in_round
                .iter()
                .copied()
                .filter(|&s| s != v.seer && person(owners, s))
                .collect();
            match (seer_acts, others.is_empty()) {
                (true, _) => Some(Called::AfterRoll { seer: v.seer, others }),
                (false, false) => Some(Called::OthersTake { seer: v.seer, others }),
                (false, true) => None,
            }
        }
        DicePhaseView::Scoring if !people.is_empty() => Some(Called::Score(people)),
        _ => None,
    };
    // Else only computers act (the Seer, when nobody else is named).
    called.unwrap_or_else(|| Called::Waiting(if acting.is_empty() { vec![v.seer] } else { acting }))
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::engine::Viewer;
    use crate::engine::dice::{DiceSetup, DiceState};
    use crate::engine::wizard::{Variants, WizardSetup, WizardState};

    fn owners(players: usize, computers: &[Seat]) -> Vec<SeatOwner> {
        (0..players)
            .map(|s| {
                if computers.contains(&s) {
                    SeatOwner::Computer
                } else {
                    SeatOwner::Human(100 + s as i64)
                }
            })
            .collect()
    }

    /// In random games with people and computers mixed: the call addresses
    /// only people, every person it addresses may act (or, after a roll,
    /// take), and a table where someone acts always calls or waits.
    #[test]
    fn the_table_addresses_only_people_who_may_act() {
        let mut rng = SmallRng::seed_from_u64(87);
        let mut checked = 0;
        for game in 0..40 {
            let players = 3 + game % 4;
            let computers: Vec<Seat> = (0..players).filter(|s| (s + game) % 3 == 0).collect();
            let owners = owners(players, &computers);
            let mut state = WizardState::new(WizardSetup::new(players, game % players, Variants::default()).unwrap());
            let mut events = Vec::new();
            while crate::simulate::wizard::random_step(&mut state, &mut rng, &mut events, &mut |_| {}) {
                let v = state.view(Viewer::Spectator);
                let call = cards(&v, &owners);
                for s in call.addressed(&owners) {
                    assert!(!computers.contains(&s), "{call:?}");
                    assert!(v.to_act.contains(&s), "{call:?} {:?}", v.to_act);
                }
                let someone = !super::super::acting::cards(&v).is_empty();
                assert_eq!(call != Called::Nothing, someone, "{call:?}");
                checked += 1;
            }
        }
        for game in 0..40 {
            let players = 2 + game % 4;
            let computers: Vec<Seat> = (0..players).filter(|s| (s + game) % 3 == 0).collect();
            let owners = owners(players, &computers);
            let mut state = DiceState::new(DiceSetup::new(players, game % players, 9, game % 2 == 0).unwrap());
            let mut events = Vec::new();
            while crate::simulate::dice::random_step(&mut state, &mut rng, &mut events, None) {
                // A chance step (a Magic Card, a throw) is the table's to make at once: no screen rests there.
                if matches!(state.to_act(), crate::engine::ToAct::Chance) {
                    continue;
                }
                let v = state.view(Viewer::Spectator);
                let call = dice(&v, SeatSet::EMPTY, &owners);
                for s in call.addressed(&owners) {
                    assert!(!computers.contains(&s), "{call:?}");
                    assert!(v.to_act.contains(&s) || v.in_round.contains(&s), "{call:?}");
                }
                if let Called::OthersTake { others, .. } | Called::AfterRoll { others, .. } = &call {
                    assert!(others.iter().all(|s| v.in_round.contains(s) && *s != v.seer));
                }
                checked += 1;
            }
        }
        assert!(checked > 5_000, "{checked}");
    }
}
