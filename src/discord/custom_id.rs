//! The `custom_id` of every button and select: what the click means, with the
//! game id and the state version it was made against, so buttons keep working
//! after a restart (DESIGN.md "Discord interactions"). Never hidden
//! information: a card is named by its place in the clicker's own sorted hand.
//!
//! Each feature's click writes and reads its own part of the id (`Clicks`,
//! and its `read`); this file keeps what is the format's: the version digit
//! in front, which feature reads which prefix, and what each kind of click
//! may do, and where. Above the features: none of them names it.
//!
//! Every id starts with a one-digit format version (`FORMAT`), so a later
//! change of format can answer old buttons with "this button is from an
//! older version of the bot" instead of misreading them. Ids without it (from
//! before versions) read as version 0, which is the same format as 1.

use crate::discord::parts::{AnyClick, Clicks};

pub use crate::discord::activity::Launch;
pub use crate::discord::boards::ask::{BoardAsk, HistoryPage};
pub use crate::discord::cards::choice::CardMove;
pub use crate::discord::daily::ask::DailyClick;
pub use crate::discord::dice::choice::DiceMove;
pub use crate::discord::lobby::verb::{LobbyClick, Rematch};
pub use crate::discord::nights::verb::NightClick;
pub use crate::discord::pings::PingsSwitch;
pub use crate::discord::replay::step::{Analyse, Export, ReplaySeat, ReplayStop};
pub use crate::discord::seat::{MyHand, Suggest};
pub use crate::discord::turns::TurnsClick;

/// The format version this bot writes.
pub const FORMAT: u8 = 1;

/// What a click asks for: one kind per feature's click, each the feature's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    Lobby(LobbyClick),
    Hand(MyHand),
    Act(CardMove),
    Dice(DiceMove),
    Rematch(Rematch),
    /// A leaderboard page.
    Board(BoardAsk),
    History(HistoryPage),
    Export(Export),
    Suggest(Suggest),
    Pings(PingsSwitch),
    Daily(DailyClick),
    Replay(ReplayStop),
    ReplaySeat(ReplaySeat),
    Analyse(Analyse),
    Night(NightClick),
    Launch(Launch),
    /// A turn message's or `/turns`' click.
    Turns(TurnsClick),
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
            | Click::History(_)
            | Click::Export(_)
            | Click::Act(_)
            | Click::Dice(_)
            | Click::Daily(_)
            | Click::Replay(_)
            | Click::ReplaySeat(_)
            | Click::Analyse(_)
            // A daily try's panel offers it in a DM, where the Activity opens too.
            | Click::Launch(_)
            // A turn-based table's DM opens the hand (the clicker's own) and sets how turns find them.
            | Click::Hand(_)
            | Click::Suggest(_)
            | Click::Turns(_) => true,
            Click::Lobby(_)
            | Click::Rematch(_)
            | Click::Pings(_)
            | Click::Night(_) => false,
        }
    }

    /// Whether it redraws the message it came from, which must therefore be
    /// a message drawn for it: one carrying a component of the same
    /// `kind_and_game` (Discord sends only real components' ids, so anything
    /// else is forged or misrouted).
    pub fn redraws_its_message(&self) -> bool {
        match self {
            Click::Lobby(_)
            | Click::Board(_)
            | Click::History(_)
            | Click::Export(_)
            | Click::Daily(
                DailyClick::Share { .. }
                | DailyClick::Board(_)
                | DailyClick::Result { .. }
                | DailyClick::Mine { .. }
                | DailyClick::Rating { .. },
            )
            | Click::Replay(_)
            | Click::ReplaySeat(_)
            | Click::Analyse(_)
            | Click::Night(_) => true,
            // A hand's and a Page's clicks are judged by the table (the
            // game's version); the others open something of their own.
            Click::Hand(_)
            | Click::Act(_)
            | Click::Dice(_)
            | Click::Rematch(_)
            | Click::Suggest(_)
            | Click::Daily(DailyClick::Play { .. })
            | Click::Pings(_)
            | Click::Turns(_)
            | Click::Launch(_) => false,
        }
    }

    /// The kind of message it belongs to, with its game (or person, or
    /// night): `l:7` for game 7's lobby, `lb` for any leaderboard.
    pub fn kind_and_game(&self) -> String {
        let prefix = self.part().body();
        let prefix = prefix.split(':').next().unwrap_or_default();
        match self {
            Click::Board(_) | Click::Pings(_) | Click::Turns(_) => prefix.to_string(),
            Click::History(h) => format!("{prefix}:{}", h.user),
            Click::Daily(d) => d.kind(),
            // The replay's buttons and its "see it as" select are one message's.
            Click::ReplaySeat(r) => format!("{}:{}", ReplayStop::PREFIX, r.game),
            Click::Night(n) => format!("{prefix}:{}", n.night),
            // Each names its game (no catch-all: a new kind of click says how it is keyed).
            Click::Lobby(_)
            | Click::Hand(_)
            | Click::Act(_)
            | Click::Dice(_)
            | Click::Rematch(_)
            | Click::Export(_)
            | Click::Suggest(_)
            | Click::Replay(_)
            | Click::Analyse(_)
            | Click::Launch(_) => format!("{prefix}:{}", self.game().unwrap_or_default()),
        }
    }

    /// The game it names, when it names one.
    pub fn game(&self) -> Option<i64> {
        match *self {
            Click::Lobby(LobbyClick { game, .. })
            | Click::Hand(MyHand { game, .. })
            | Click::Act(CardMove { game, .. })
            | Click::Dice(DiceMove { game, .. })
            | Click::Rematch(Rematch { game })
            | Click::Export(Export { game })
            | Click::Suggest(Suggest { game, .. })
            | Click::Daily(DailyClick::Share { game } | DailyClick::Result { game })
            | Click::Replay(ReplayStop { game, .. })
            | Click::ReplaySeat(ReplaySeat { game, .. })
            | Click::Analyse(Analyse { game })
            | Click::Launch(Launch { game }) => Some(game),
            Click::Board(_)
            | Click::History(_)
            | Click::Pings(_)
            | Click::Turns(_)
            | Click::Daily(
                DailyClick::Board(_) | DailyClick::Mine { .. } | DailyClick::Play { .. } | DailyClick::Rating { .. },
            )
            | Click::Night(_) => None,
        }
    }

    /// The game whose player's panel it sits on, when it does: a refused
    /// click there redraws that panel as it is now, with the reason on top.
    pub fn panel_game(&self) -> Option<i64> {
        match self {
            Click::Hand(_)
            | Click::Act(_)
            | Click::Dice(_)
            | Click::Daily(DailyClick::Share { .. } | DailyClick::Result { .. }) => self.game(),
            Click::Lobby(_)
            | Click::Rematch(_)
            | Click::Board(_)
            | Click::History(_)
            | Click::Export(_)
            | Click::Suggest(_)
            | Click::Pings(_)
            | Click::Turns(_)
            | Click::Daily(
                DailyClick::Board(_) | DailyClick::Mine { .. } | DailyClick::Play { .. } | DailyClick::Rating { .. },
            )
            | Click::Replay(_)
            | Click::ReplaySeat(_)
            | Click::Analyse(_)
            | Click::Night(_)
            | Click::Launch(_) => None,
        }
    }

    /// Its `custom_id`, as `wire.rs` writes it (and tests).
    pub fn encode(&self) -> String {
        format!("{FORMAT}{}", self.part().body())
    }

    /// The feature's own click inside.
    fn part(&self) -> &dyn Clicks {
        match self {
            Click::Lobby(c) => c,
            Click::Hand(c) => c,
            Click::Act(c) => c,
            Click::Dice(c) => c,
            Click::Rematch(c) => c,
            Click::Board(c) => c,
            Click::History(c) => c,
            Click::Export(c) => c,
            Click::Suggest(c) => c,
            Click::Pings(c) => c,
            Click::Daily(c) => c,
            Click::Replay(c) => c,
            Click::ReplaySeat(c) => c,
            Click::Analyse(c) => c,
            Click::Night(c) => c,
            Click::Launch(c) => c,
            Click::Turns(c) => c,
        }
    }

    /// The feature's own click inside, as a screen's part carries it.
    pub fn any(&self) -> AnyClick {
        match *self {
            Click::Lobby(c) => AnyClick::new(c),
            Click::Hand(c) => AnyClick::new(c),
            Click::Act(c) => AnyClick::new(c),
            Click::Dice(c) => AnyClick::new(c),
            Click::Rematch(c) => AnyClick::new(c),
            Click::Board(c) => AnyClick::new(c),
            Click::History(c) => AnyClick::new(c),
            Click::Export(c) => AnyClick::new(c),
            Click::Suggest(c) => AnyClick::new(c),
            Click::Pings(c) => AnyClick::new(c),
            Click::Daily(c) => AnyClick::new(c),
            Click::Replay(c) => AnyClick::new(c),
            Click::ReplaySeat(c) => AnyClick::new(c),
            Click::Analyse(c) => AnyClick::new(c),
            Click::Night(c) => AnyClick::new(c),
            Click::Launch(c) => AnyClick::new(c),
            Click::Turns(c) => AnyClick::new(c),
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

    /// Which feature reads which prefix.
    fn parse_body(s: &str) -> Option<Click> {
        let parts: Vec<&str> = s.split(':').collect();
        let (prefix, rest) = parts.split_first()?;
        match *prefix {
            LobbyClick::PREFIX => LobbyClick::read(rest).map(Click::Lobby),
            MyHand::PREFIX => MyHand::read(rest).map(Click::Hand),
            CardMove::PREFIX => CardMove::read(rest).map(Click::Act),
            DiceMove::PREFIX => DiceMove::read(rest).map(Click::Dice),
            Rematch::PREFIX => Rematch::read(rest).map(Click::Rematch),
            BoardAsk::PREFIX => BoardAsk::read(rest).map(Click::Board),
            HistoryPage::PREFIX => HistoryPage::read(rest).map(Click::History),
            Export::PREFIX => Export::read(rest).map(Click::Export),
            Suggest::PREFIX => Suggest::read(rest).map(Click::Suggest),
            PingsSwitch::PREFIX => PingsSwitch::read(rest).map(Click::Pings),
            DailyClick::PREFIX => DailyClick::read(rest).map(Click::Daily),
            ReplayStop::PREFIX => ReplayStop::read(rest).map(Click::Replay),
            ReplaySeat::PREFIX => ReplaySeat::read(rest).map(Click::ReplaySeat),
            Analyse::PREFIX => Analyse::read(rest).map(Click::Analyse),
            NightClick::PREFIX => NightClick::read(rest).map(Click::Night),
            Launch::PREFIX => Launch::read(rest).map(Click::Launch),
            TurnsClick::PREFIX => TurnsClick::read(rest).map(Click::Turns),
            _ => None,
        }
    }
}

/// A screen's click as its `custom_id` (the format's version digit, then
/// the feature's own part): what `wire.rs` writes.
pub fn written(click: &AnyClick) -> String {
    format!("{FORMAT}{}", click.body())
}
