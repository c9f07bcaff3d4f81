//! The lobby's part of the click id format: which lobby button was pressed.

/// A lobby button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyVerb {
    Join,
    Leave,
    AddComputer,
    Start,
    Cancel,
}

impl LobbyVerb {
    const ALL: [(LobbyVerb, &'static str); 5] = [
        (LobbyVerb::Join, "join"),
        (LobbyVerb::Leave, "leave"),
        (LobbyVerb::AddComputer, "bot"),
        (LobbyVerb::Start, "start"),
        (LobbyVerb::Cancel, "cancel"),
    ];

    pub(in crate::discord) fn code(self) -> &'static str {
        LobbyVerb::ALL
            .iter()
            .find(|(v, _)| *v == self)
            .map_or("join", |(_, c)| c)
    }

    pub(in crate::discord) fn parse(code: &str) -> Option<LobbyVerb> {
        LobbyVerb::ALL.iter().find(|(_, c)| *c == code).map(|(v, _)| *v)
    }
}
