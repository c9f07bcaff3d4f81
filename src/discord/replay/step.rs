//! A replay's part of the click id format: which of its buttons was pressed.

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
