//! A seat's name, one rule for every screen and picture: the person's name
//! (as the adapter writes a person: a mention, the name it last saw, "Player
//! n" where it knows none) with "(autopilot)" while the computer plays for
//! them; "Computer n (Hard)" for a computer player.

use crate::engine::Seat;
use crate::t;
use crate::table::{Level, SeatOwner, Snapshot, UserId};
use crate::text::catalogue::Lang;

/// Who sits in a seat, as its name needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatLabel {
    pub seat: Seat,
    /// The person in it; `None` for a computer player.
    pub person: Option<UserId>,
    /// The computer plays for its person now.
    pub autopilot: bool,
    /// A computer player's level, where the table shows it.
    pub level: Option<Level>,
}

impl SeatLabel {
    /// Seat `seat` of `owners` (`autopilot` and `levels` by seat, either
    /// empty when not shown: the end's standings name no autopilot).
    pub fn of(owners: &[SeatOwner], autopilot: &[bool], levels: &[Level], seat: Seat) -> SeatLabel {
        let person = match owners.get(seat) {
            Some(SeatOwner::Human(u)) => Some(*u),
            _ => None,
        };
        SeatLabel {
            seat,
            person,
            autopilot: person.is_some() && autopilot.get(seat).copied().unwrap_or(false),
            level: person.is_none().then(|| levels.get(seat).copied()).flatten(),
        }
    }

    /// Every seat of a table.
    pub fn all(s: &Snapshot) -> Vec<SeatLabel> {
        (0..s.seats.len())
            .map(|seat| SeatLabel::of(&s.seats, &s.autopilot, &s.levels, seat))
            .collect()
    }

    pub fn is_computer(&self) -> bool {
        self.person.is_none()
    }

    /// The seat's name in `lang`; `person`: how the adapter writes a person
    /// (`None`: it knows no name, "Player n").
    pub fn name(&self, person: impl FnOnce(UserId) -> Option<String>, lang: Lang) -> String {
        match self.person {
            Some(u) => {
                let name = person(u).unwrap_or_else(|| t!(lang, "picture-player", seat = self.seat + 1));
                match self.autopilot {
                    true => format!("{name} {}", t!(lang, "autopilot-mark")),
                    false => name,
                }
            }
            None => {
                let name = t!(lang, "computer-name", seat = self.seat + 1);
                match self.level {
                    Some(level) => format!("{name} ({})", t!(lang, &format!("level-{}", level.as_str()))),
                    None => name,
                }
            }
        }
    }
}
