//! A finished game's clicks and their part of the click id format: a
//! replay's stop and which of its buttons was pressed, its "see it as"
//! select, the analysis and the record's export.

/// Which of a replay's buttons (two may lead to the same stop; ids must differ).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayStep {
    /// Opened (from a history or the final standings).
    Open,
    First,
    Back,
    On,
    Last,
    RoundBack,
    RoundOn,
}

impl ReplayStep {
    const ALL: [(ReplayStep, &'static str); 7] = [
        (ReplayStep::Open, "o"),
        (ReplayStep::First, "f"),
        (ReplayStep::Back, "b"),
        (ReplayStep::On, "n"),
        (ReplayStep::Last, "l"),
        (ReplayStep::RoundBack, "rb"),
        (ReplayStep::RoundOn, "rn"),
    ];

    pub(in crate::discord) fn code(self) -> &'static str {
        ReplayStep::ALL.iter().find(|(s, _)| *s == self).map_or("o", |(_, c)| c)
    }

    pub(in crate::discord) fn parse(code: &str) -> Option<ReplayStep> {
        ReplayStep::ALL.iter().find(|(_, c)| *c == code).map(|(s, _)| *s)
    }
}

/// A finished game's replay at stop `stop`, face up (`seat` `None`) or as
/// one seat saw it; `step` tells apart buttons that lead to the same place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayStop {
    pub game: i64,
    pub stop: u32,
    pub seat: Option<u8>,
    pub step: ReplayStep,
}

impl ReplayStop {
    pub const PREFIX: &str = "rp";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<ReplayStop> {
        let [game, stop, seat, step] = rest else { return None };
        Some(ReplayStop {
            game: game.parse().ok()?,
            stop: stop.parse().ok()?,
            seat: match *seat {
                "a" => None,
                s => Some(s.parse().ok()?),
            },
            step: ReplayStep::parse(step)?,
        })
    }
}

impl crate::discord::parts::Clicks for ReplayStop {
    fn body(&self) -> String {
        let seat = self.seat.map_or("a".to_string(), |s| s.to_string());
        format!(
            "{}:{}:{}:{seat}:{}",
            Self::PREFIX,
            self.game,
            self.stop,
            self.step.code()
        )
    }
}

/// The replay's "see it as" select at stop `stop`; the seat is the selected value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplaySeat {
    pub game: i64,
    pub stop: u32,
}

impl ReplaySeat {
    pub const PREFIX: &str = "rv";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<ReplaySeat> {
        let [game, stop] = rest else { return None };
        Some(ReplaySeat {
            game: game.parse().ok()?,
            stop: stop.parse().ok()?,
        })
    }
}

impl crate::discord::parts::Clicks for ReplaySeat {
    fn body(&self) -> String {
        format!("{}:{}:{}", Self::PREFIX, self.game, self.stop)
    }
}

/// A finished game's analysis, privately.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analyse {
    pub game: i64,
}

impl Analyse {
    pub const PREFIX: &str = "an";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<Analyse> {
        let [game] = rest else { return None };
        Some(Analyse {
            game: game.parse().ok()?,
        })
    }
}

impl crate::discord::parts::Clicks for Analyse {
    fn body(&self) -> String {
        format!("{}:{}", Self::PREFIX, self.game)
    }
}

/// The record of a finished game, sent privately as a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Export {
    pub game: i64,
}

impl Export {
    pub const PREFIX: &str = "x";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<Export> {
        let [game] = rest else { return None };
        Some(Export {
            game: game.parse().ok()?,
        })
    }
}

impl crate::discord::parts::Clicks for Export {
    fn body(&self) -> String {
        format!("{}:{}", Self::PREFIX, self.game)
    }
}
