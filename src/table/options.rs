//! A table's options, chosen at creation: the game's variants (card game) or
//! Magic Cards and X target (dice), and the turn time.

use serde::{Deserialize, Serialize};

use super::model::GameKind;
use crate::engine::wizard::Variants;

/// Default seconds a human has for a decision.
pub const DEFAULT_TURN_SECS_WIZARD: u32 = 120;
pub const DEFAULT_TURN_SECS_DICE: u32 = 90;

/// Seconds a player may take per decision (Discord's client keeps to it; the
/// bot checks again).
pub const TURN_SECS: std::ops::RangeInclusive<i64> = 15..=900;

/// The turn-based paces a host chooses from: the hours a move adds to a
/// person's clock (`TableOptions::turn_based`), from an hour to three days.
pub const PACES_HOURS: [u32; 4] = [1, 12, 24, 72];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableOptions {
    #[serde(default)]
    pub variants: Variants,
    #[serde(default)]
    pub magic_cards: bool,
    #[serde(default = "nine")]
    pub x_target: u32,
    pub turn_secs: u32,
    /// Whether players may ask for a hint (what the Hard computer player
    /// would do); the host may switch it off. On in tables from before.
    #[serde(default = "yes")]
    pub hints: bool,
    /// A try at the daily challenge of this day (days since 1970-01-01,
    /// UTC): one person against computer players on the day's deals
    /// (`Tables::start_daily`); `None` for every table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<i64>,
    /// A game night's table: the night, and whether its games are rated
    /// (the organiser's choice; every other table is).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub night: Option<NightSeat>,
    /// A turn-based table (a game that lasts days): the hours each move adds
    /// to a person's clock (one of `PACES_HOURS`); `None`: live, with
    /// `turn_secs` a decision.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_based: Option<u32>,
}

/// Which game night a table belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightSeat {
    pub night: i64,
    /// Its event round and table (from 1).
    pub round: u32,
    pub table: u32,
    pub rated: bool,
}

fn nine() -> u32 {
    9
}

fn yes() -> bool {
    true
}

impl TableOptions {
    pub fn defaults(kind: GameKind) -> TableOptions {
        TableOptions {
            variants: Variants::default(),
            magic_cards: false,
            x_target: 9,
            hints: true,
            turn_secs: match kind {
                GameKind::Wizard => DEFAULT_TURN_SECS_WIZARD,
                GameKind::Dice => DEFAULT_TURN_SECS_DICE,
            },
            daily: None,
            night: None,
            turn_based: None,
        }
    }

    /// A turn-based table's time a move adds to its person's clock (the
    /// clock each starts with), in ms; `None` at a live table. A clock holds
    /// at most two moves' worth (`clock_cap_ms`).
    pub fn per_move_ms(&self) -> Option<i64> {
        self.turn_based
            .filter(|_| self.daily.is_none())
            .map(|h| i64::from(h.max(1)) * 3_600_000)
    }

    /// How long a turn-based card game of `players` lasts (#86): the waits
    /// for a person's move in a row (bids asked of all at once count once; a
    /// seat's only legal card plays itself: each hand's last card, and about
    /// 15 % of the others, as `cargo bench --bench all -- turn_games` finds), the
    /// hours a wait takes if each moves within a few hours of their turn (at
    /// most a move's time; 4 h matches that bench's people at 12 h and a day
    /// a move), and the days that make, rounded up. `None` at a live table
    /// or a dice table.
    pub fn turn_based_length(&self, kind: GameKind, players: usize) -> Option<(u32, u32, u32)> {
        let hours = self.turn_based?;
        if kind != GameKind::Wizard || !(3..=6).contains(&players) {
            return None;
        }
        let n = players as u32;
        let rounds = 60 / n;
        let bids = if self.variants.covered_bids { rounds } else { n * rounds };
        // Cards beyond each hand's last, of which about 85 % are a choice.
        let chosen = (n * rounds * (rounds + 1) / 2 - n * rounds) * 85 / 100;
        let waits = bids + chosen;
        let within = hours.min(4);
        Some((waits, within, (waits * within).div_ceil(24)))
    }

    /// Seats a table of this kind holds: (minimum to start, maximum).
    pub fn seat_range(kind: GameKind, variants: &Variants) -> (usize, usize) {
        match kind {
            GameKind::Wizard if variants.one_colour => (3, 4),
            GameKind::Wizard => (3, 6),
            GameKind::Dice => (2, 5),
        }
    }
}
