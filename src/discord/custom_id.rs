//! The `custom_id` of every button and select: what the click means, with the
//! game id and the state version it was made against, so buttons keep working
//! after a restart (DESIGN.md "Discord interactions"). Never hidden
//! information: a card is named by its place in the clicker's own sorted hand.

use crate::engine::wizard::Suit;
use crate::store::{GameKind, SortBy};

/// A lobby button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyVerb {
    Join,
    Leave,
    AddComputer,
    Start,
    Cancel,
}

/// A card-game choice on a private hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Bid(u8),
    /// The bid select; the bid is the selected value.
    BidSelect,
    /// The card at this index of the clicker's sorted hand.
    Play(u8),
    Trump(Suit),
}

/// What a click asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    Lobby {
        game: i64,
        verb: LobbyVerb,
    },
    /// "My hand" on a table message.
    Hand {
        game: i64,
    },
    /// A move, made against `version` during `round`.
    Act {
        game: i64,
        version: u64,
        round: u8,
        choice: Choice,
    },
    Rematch {
        game: i64,
    },
    /// A leaderboard page.
    Board {
        kind: GameKind,
        global: bool,
        sort: SortBy,
        page: u32,
    },
}

impl Click {
    pub fn encode(&self) -> String {
        match *self {
            Click::Lobby { game, verb } => {
                let v = match verb {
                    LobbyVerb::Join => "join",
                    LobbyVerb::Leave => "leave",
                    LobbyVerb::AddComputer => "bot",
                    LobbyVerb::Start => "start",
                    LobbyVerb::Cancel => "cancel",
                };
                format!("l:{game}:{v}")
            }
            Click::Hand { game } => format!("h:{game}"),
            Click::Act {
                game,
                version,
                round,
                choice,
            } => {
                let c = match choice {
                    Choice::Bid(n) => format!("b{n}"),
                    Choice::BidSelect => "bs".into(),
                    Choice::Play(i) => format!("p{i}"),
                    Choice::Trump(s) => format!("t{}", s.letter()),
                };
                format!("a:{game}:{version}:{round}:{c}")
            }
            Click::Rematch { game } => format!("r:{game}"),
            Click::Board {
                kind,
                global,
                sort,
                page,
            } => format!(
                "lb:{}:{}:{}:{page}",
                kind.as_str(),
                if global { "all" } else { "server" },
                sort_name(sort)
            ),
        }
    }

    /// Reads a `custom_id`; `None` for anything this bot did not write.
    pub fn parse(s: &str) -> Option<Click> {
        let parts: Vec<&str> = s.split(':').collect();
        match parts.as_slice() {
            ["l", game, verb] => Some(Click::Lobby {
                game: game.parse().ok()?,
                verb: match *verb {
                    "join" => LobbyVerb::Join,
                    "leave" => LobbyVerb::Leave,
                    "bot" => LobbyVerb::AddComputer,
                    "start" => LobbyVerb::Start,
                    "cancel" => LobbyVerb::Cancel,
                    _ => return None,
                },
            }),
            ["h", game] => Some(Click::Hand {
                game: game.parse().ok()?,
            }),
            ["a", game, version, round, choice] => {
                let choice = match (choice.get(..1)?, choice.get(1..)?) {
                    ("b", "s") => Choice::BidSelect,
                    ("b", n) => Choice::Bid(n.parse().ok()?),
                    ("p", i) => Choice::Play(i.parse().ok()?),
                    ("t", s) if s.len() == 1 => Choice::Trump(Suit::from_letter(s.chars().next()?)?),
                    _ => return None,
                };
                Some(Click::Act {
                    game: game.parse().ok()?,
                    version: version.parse().ok()?,
                    round: round.parse().ok()?,
                    choice,
                })
            }
            ["r", game] => Some(Click::Rematch {
                game: game.parse().ok()?,
            }),
            ["lb", kind, scope, sort, page] => Some(Click::Board {
                kind: match *kind {
                    "wizard" => GameKind::Wizard,
                    "dice" => GameKind::Dice,
                    _ => return None,
                },
                global: match *scope {
                    "all" => true,
                    "server" => false,
                    _ => return None,
                },
                sort: parse_sort(sort)?,
                page: page.parse().ok()?,
            }),
            _ => None,
        }
    }
}

pub fn sort_name(sort: SortBy) -> &'static str {
    match sort {
        SortBy::Wins => "wins",
        SortBy::Points => "points",
        SortBy::Average => "average",
    }
}

pub fn parse_sort(s: &str) -> Option<SortBy> {
    match s {
        "wins" => Some(SortBy::Wins),
        "points" => Some(SortBy::Points),
        "average" => Some(SortBy::Average),
        _ => None,
    }
}
