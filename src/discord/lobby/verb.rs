//! The lobby's clicks and their part of the click id format: which lobby
//! button was pressed, and a finished game's rematch.

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

/// A click on game `game`'s lobby (`l:7:join`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LobbyClick {
    pub game: i64,
    pub verb: LobbyVerb,
}

impl LobbyClick {
    pub const PREFIX: &str = "l";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<LobbyClick> {
        let [game, verb] = rest else { return None };
        Some(LobbyClick {
            game: game.parse().ok()?,
            verb: LobbyVerb::parse(verb)?,
        })
    }
}

impl crate::discord::parts::Clicks for LobbyClick {
    fn body(&self) -> String {
        format!("{}:{}:{}", Self::PREFIX, self.game, self.verb.code())
    }
}

/// "Rematch" under a finished game's standings: a new lobby with its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rematch {
    pub game: i64,
}

impl Rematch {
    pub const PREFIX: &str = "r";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<Rematch> {
        let [game] = rest else { return None };
        Some(Rematch {
            game: game.parse().ok()?,
        })
    }
}

impl crate::discord::parts::Clicks for Rematch {
    fn body(&self) -> String {
        format!("{}:{}", Self::PREFIX, self.game)
    }
}
