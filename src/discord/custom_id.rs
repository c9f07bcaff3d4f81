//! The `custom_id` of every button and select: what the click means, with the
//! game id and the state version it was made against, so buttons keep working
//! after a restart (DESIGN.md "Discord interactions"). Never hidden
//! information: a card is named by its place in the clicker's own sorted hand.
//!
//! Every id starts with a one-digit format version (`FORMAT`), so a later
//! change of format can answer old buttons with "this button is from an
//! older version of the bot" instead of misreading them. Ids without it (from
//! before versions) read as version 0, which is the same format as 1.

use crate::discord::boards::ask::{BoardAsk, parse_kind};
use crate::discord::cards::choice::HandChoice;
use crate::discord::daily::ask::DailyAsk;
use crate::discord::dice::choice::DiceChoice;
use crate::discord::lobby::verb::LobbyVerb;
use crate::discord::nights::verb::NightVerb;
use crate::discord::replay::step::ReplayStep;
use crate::table::GameKind;

/// The format version this bot writes.
pub const FORMAT: u8 = 1;

/// What a click asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    Lobby {
        game: i64,
        verb: LobbyVerb,
    },
    /// "My hand" (or "My page") on a table message drawn at `version`: like
    /// every id of a game it names the state it was drawn at (the public
    /// footer names only the game).
    Hand {
        game: i64,
        version: u64,
    },
    /// A move, made against `version` during `round`.
    Act {
        game: i64,
        version: u64,
        round: u8,
        choice: HandChoice,
    },
    /// A dice-game move, made against `version` during `round`.
    Dice {
        game: i64,
        version: u64,
        round: u32,
        choice: DiceChoice,
    },
    Rematch {
        game: i64,
    },
    /// A leaderboard page.
    Board(BoardAsk),
    /// A page (0-based) of `user`'s finished games of `kind` (`/history`).
    History {
        user: i64,
        kind: GameKind,
        page: u32,
    },
    /// The record of a finished game, sent privately as a file.
    Export {
        game: i64,
    },
    /// "Suggest" on a private hand drawn at `version`: the hint.
    Suggest {
        game: i64,
        version: u64,
    },
    /// The clicker's own turn pings, on or off (on a ping, and on its answer).
    Pings {
        on: bool,
    },
    /// A finished daily try's result, posted in the channel by its player.
    DailyShare {
        game: i64,
    },
    /// A daily challenge's board.
    DailyBoard(DailyAsk),
    /// Back from a board to the clicker's finished try.
    DailyResult {
        game: i64,
    },
    /// On a closed day's board: the clicker's own try of that day.
    DailyMine {
        kind: GameKind,
        day: i64,
    },
    /// On a daily recap: the clicker's try at today's challenge of `kind`, privately.
    DailyPlay {
        kind: GameKind,
    },
    /// The daily rating's board of `kind`, page `page` (0-based).
    DailyRating {
        kind: GameKind,
        page: u32,
    },
    /// A finished game's replay at stop `stop`, face up (`seat` `None`) or
    /// as one seat saw it; `step` tells apart buttons that lead to the same place.
    Replay {
        game: i64,
        stop: u32,
        seat: Option<u8>,
        step: ReplayStep,
    },
    /// The replay's "see it as" select at stop `stop`; the seat is the selected value.
    ReplaySeat {
        game: i64,
        stop: u32,
    },
    /// A finished game's analysis, privately.
    Analyse {
        game: i64,
    },
    /// A game night's sign-up or standings message: join, leave, start now,
    /// cancel, the results as CSV.
    Night {
        night: i64,
        verb: NightVerb,
    },
    /// "Play at the table": the table as a Discord Activity (#64).
    Launch {
        game: i64,
    },
}

/// Why a `custom_id` could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdError {
    /// Written in a format this bot does not read (another version of the bot).
    OtherVersion(u8),
    /// Not an id this bot writes.
    Unknown,
}

/// What each kind of click may do, and where. Each is an exhaustive `match`
/// with no catch-all arm, so a new kind of click does not compile until it
/// says (a forgotten list would fail quietly).
impl Click {
    /// Whether it may be clicked outside a server (a DM or group DM, through
    /// the user install): boards, history, a daily try's panel, a finished
    /// game's replay and analysis. A table, its lobby and a game night need a server.
    pub fn works_outside_a_server(&self) -> bool {
        match self {
            Click::Board(_)
            | Click::History { .. }
            | Click::Export { .. }
            | Click::Act { .. }
            | Click::Dice { .. }
            | Click::DailyShare { .. }
            | Click::DailyBoard(_)
            | Click::DailyResult { .. }
            | Click::DailyMine { .. }
            | Click::DailyPlay { .. }
            | Click::DailyRating { .. }
            | Click::Replay { .. }
            | Click::ReplaySeat { .. }
            | Click::Analyse { .. }
            // A daily try's panel offers it in a DM, where the Activity opens too.
            | Click::Launch { .. } => true,
            Click::Lobby { .. }
            | Click::Hand { .. }
            | Click::Rematch { .. }
            | Click::Suggest { .. }
            | Click::Pings { .. }
            | Click::Night { .. } => false,
        }
    }

    /// Whether it redraws the message it came from, which must therefore be
    /// a message drawn for it: one carrying a component of the same
    /// `kind_and_game` (Discord sends only real components' ids, so anything
    /// else is forged or misrouted).
    pub fn redraws_its_message(&self) -> bool {
        match self {
            Click::Lobby { .. }
            | Click::Board(_)
            | Click::History { .. }
            | Click::Export { .. }
            | Click::DailyShare { .. }
            | Click::DailyBoard(_)
            | Click::DailyResult { .. }
            | Click::DailyMine { .. }
            | Click::DailyRating { .. }
            | Click::Replay { .. }
            | Click::ReplaySeat { .. }
            | Click::Analyse { .. }
            | Click::Night { .. } => true,
            // A hand's and a Page's clicks are judged by the table (the
            // game's version); the others open something of their own.
            Click::Hand { .. }
            | Click::Act { .. }
            | Click::Dice { .. }
            | Click::Rematch { .. }
            | Click::Suggest { .. }
            | Click::DailyPlay { .. }
            | Click::Pings { .. }
            | Click::Launch { .. } => false,
        }
    }

    /// The kind of message it belongs to, with its game (or person, or
    /// night): `l:7` for game 7's lobby, `lb` for any leaderboard.
    pub fn kind_and_game(&self) -> String {
        match self {
            Click::Board(_) => "lb".to_string(),
            Click::History { user, .. } => format!("hi:{user}"),
            Click::Export { game } => format!("x:{game}"),
            Click::Lobby { game, .. } => format!("l:{game}"),
            Click::Hand { game, .. } => format!("h:{game}"),
            Click::Act { game, .. } => format!("a:{game}"),
            Click::Dice { game, .. } => format!("d:{game}"),
            Click::Rematch { game } => format!("r:{game}"),
            Click::Suggest { game, .. } => format!("sg:{game}"),
            Click::Pings { .. } => "pg".to_string(),
            Click::DailyShare { game } => format!("dy:s:{game}"),
            Click::DailyBoard(_) => "dy:b".to_string(),
            Click::DailyResult { game } => format!("dy:r:{game}"),
            Click::DailyMine { .. } => "dy:m".to_string(),
            Click::DailyPlay { .. } => "dy:p".to_string(),
            // One of the daily boards: it is reached from the day's board and back.
            Click::DailyRating { .. } => "dy:b".to_string(),
            Click::Replay { game, .. } | Click::ReplaySeat { game, .. } => format!("rp:{game}"),
            Click::Analyse { game } => format!("an:{game}"),
            Click::Night { night, .. } => format!("nt:{night}"),
            Click::Launch { game } => format!("ac:{game}"),
        }
    }

    /// The game it names, when it names one.
    pub fn game(&self) -> Option<i64> {
        match *self {
            Click::Lobby { game, .. }
            | Click::Hand { game, .. }
            | Click::Act { game, .. }
            | Click::Dice { game, .. }
            | Click::Rematch { game }
            | Click::Export { game }
            | Click::Suggest { game, .. }
            | Click::DailyShare { game }
            | Click::DailyResult { game }
            | Click::Replay { game, .. }
            | Click::ReplaySeat { game, .. }
            | Click::Analyse { game }
            | Click::Launch { game } => Some(game),
            Click::Board { .. }
            | Click::History { .. }
            | Click::Pings { .. }
            | Click::DailyBoard(_)
            | Click::DailyMine { .. }
            | Click::DailyPlay { .. }
            | Click::DailyRating { .. }
            | Click::Night { .. } => None,
        }
    }

    /// The game whose player's panel it sits on, when it does: a refused
    /// click there redraws that panel as it is now, with the reason on top.
    pub fn panel_game(&self) -> Option<i64> {
        match self {
            Click::Hand { game, .. }
            | Click::Act { game, .. }
            | Click::Dice { game, .. }
            | Click::DailyShare { game }
            | Click::DailyResult { game } => Some(*game),
            Click::Lobby { .. }
            | Click::Rematch { .. }
            | Click::Board(_)
            | Click::History { .. }
            | Click::Export { .. }
            | Click::Suggest { .. }
            | Click::Pings { .. }
            | Click::DailyBoard(_)
            | Click::DailyMine { .. }
            | Click::DailyPlay { .. }
            | Click::DailyRating { .. }
            | Click::Replay { .. }
            | Click::ReplaySeat { .. }
            | Click::Analyse { .. }
            | Click::Night { .. }
            | Click::Launch { .. } => None,
        }
    }

    /// Its `custom_id`: written by `wire.rs` through `Clicks`, and by tests.
    pub fn encode(&self) -> String {
        format!("{FORMAT}{}", self.encode_body())
    }

    fn encode_body(&self) -> String {
        match *self {
            Click::Lobby { game, verb } => format!("l:{game}:{}", verb.code()),
            Click::Hand { game, version } => format!("h:{game}:{version}"),
            Click::Act {
                game,
                version,
                round,
                choice,
            } => {
                format!("a:{game}:{version}:{round}:{}", choice.encode())
            }
            Click::Dice {
                game,
                version,
                round,
                choice,
            } => format!("d:{game}:{version}:{round}:{}", choice.encode()),
            Click::Rematch { game } => format!("r:{game}"),
            Click::History { user, kind, page } => format!("hi:{user}:{}:{page}", kind.as_str()),
            Click::Export { game } => format!("x:{game}"),
            Click::Suggest { game, version } => format!("sg:{game}:{version}"),
            Click::Pings { on } => format!("pg:{}", if on { "on" } else { "off" }),
            Click::DailyShare { game } => format!("dy:s:{game}"),
            Click::DailyResult { game } => format!("dy:r:{game}"),
            Click::DailyMine { kind, day } => format!("dy:m:{}:{day}", kind.as_str()),
            Click::DailyPlay { kind } => format!("dy:p:{}", kind.as_str()),
            Click::DailyRating { kind, page } => format!("dy:g:{}:{page}", kind.as_str()),
            Click::Replay { game, stop, seat, step } => format!(
                "rp:{game}:{stop}:{}:{}",
                seat.map_or("a".to_string(), |s| s.to_string()),
                step.code()
            ),
            Click::ReplaySeat { game, stop } => format!("rv:{game}:{stop}"),
            Click::Analyse { game } => format!("an:{game}"),
            Click::Night { night, verb } => format!("nt:{night}:{}", verb.code()),
            Click::Launch { game } => format!("ac:{game}"),
            Click::DailyBoard(ask) => format!("dy:b:{}", ask.encode()),
            Click::Board(ask) => format!("lb:{}", ask.encode()),
        }
    }

    /// Reads a `custom_id`; `None` for anything this bot cannot read.
    pub fn parse(s: &str) -> Option<Click> {
        Click::read(s).ok()
    }

    /// Reads a `custom_id`, telling another version's ids from unknown ones.
    pub fn read(s: &str) -> Result<Click, IdError> {
        let (version, body) = match s.chars().next() {
            Some(d @ '0'..='9') => (d as u8 - b'0', &s[1..]),
            _ => (0, s),
        };
        match version {
            // Version 0 (no digit) and 1 are the same format.
            0 | 1 => Click::parse_body(body).ok_or(IdError::Unknown),
            other => Err(IdError::OtherVersion(other)),
        }
    }

    fn parse_body(s: &str) -> Option<Click> {
        let parts: Vec<&str> = s.split(':').collect();
        match parts.as_slice() {
            ["l", game, verb] => Some(Click::Lobby {
                game: game.parse().ok()?,
                verb: LobbyVerb::parse(verb)?,
            }),
            // Messages posted before ids carried the version still open a hand.
            ["h", game] => Some(Click::Hand {
                game: game.parse().ok()?,
                version: 0,
            }),
            ["h", game, version] => Some(Click::Hand {
                game: game.parse().ok()?,
                version: version.parse().ok()?,
            }),
            ["a", game, version, round, choice] => Some(Click::Act {
                game: game.parse().ok()?,
                version: version.parse().ok()?,
                round: round.parse().ok()?,
                choice: HandChoice::parse(choice)?,
            }),
            ["d", game, version, round, choice] => Some(Click::Dice {
                game: game.parse().ok()?,
                version: version.parse().ok()?,
                round: round.parse().ok()?,
                choice: DiceChoice::parse(choice)?,
            }),
            ["dy", "s", game] => Some(Click::DailyShare {
                game: game.parse().ok()?,
            }),
            ["rp", game, stop, seat, step] => Some(Click::Replay {
                game: game.parse().ok()?,
                stop: stop.parse().ok()?,
                seat: match *seat {
                    "a" => None,
                    s => Some(s.parse().ok()?),
                },
                step: ReplayStep::parse(step)?,
            }),
            ["an", game] => Some(Click::Analyse {
                game: game.parse().ok()?,
            }),
            ["nt", night, verb] => Some(Click::Night {
                night: night.parse().ok()?,
                verb: NightVerb::parse(verb)?,
            }),
            ["rv", game, stop] => Some(Click::ReplaySeat {
                game: game.parse().ok()?,
                stop: stop.parse().ok()?,
            }),
            ["dy", "r", game] => Some(Click::DailyResult {
                game: game.parse().ok()?,
            }),
            ["dy", "m", kind, day] => Some(Click::DailyMine {
                kind: parse_kind(kind)?,
                day: day.parse().ok()?,
            }),
            ["dy", "p", kind] => Some(Click::DailyPlay {
                kind: parse_kind(kind)?,
            }),
            ["dy", "g", kind, page] => Some(Click::DailyRating {
                kind: parse_kind(kind)?,
                page: page.parse().ok()?,
            }),
            ["dy", "b", rest @ ..] => Some(Click::DailyBoard(DailyAsk::parse(rest)?)),
            ["pg", "on"] => Some(Click::Pings { on: true }),
            ["pg", "off"] => Some(Click::Pings { on: false }),
            ["r", game] => Some(Click::Rematch {
                game: game.parse().ok()?,
            }),
            ["ac", game] => Some(Click::Launch {
                game: game.parse().ok()?,
            }),
            ["hi", user, kind, page] => Some(Click::History {
                user: user.parse().ok()?,
                kind: parse_kind(kind)?,
                page: page.parse().ok()?,
            }),
            ["x", game] => Some(Click::Export {
                game: game.parse().ok()?,
            }),
            ["sg", game, version] => Some(Click::Suggest {
                game: game.parse().ok()?,
                version: version.parse().ok()?,
            }),
            // Boards drawn before seasons counted all time.
            ["lb", kind, scope, sort, page] => Click::parse_body(&format!("lb:{kind}:{scope}:{sort}:{page}:all")),
            ["lb", rest @ ..] if rest.len() == 5 => Some(Click::Board(BoardAsk::parse(rest)?)),
            _ => None,
        }
    }
}

/// A click on a screen's part (`parts.rs`): its id, written at the edge.
impl crate::discord::parts::Clicks for Click {
    fn id(&self) -> String {
        self.encode()
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
