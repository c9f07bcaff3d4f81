//! The clicks of a seat: a move (in its game's words, `MoveChoice`), "My
//! hand" (or "My page"), which opens the seat's private panel, and
//! "Suggest", the hint on it. Below the games' screens, which offer them.
//! "My hand" is answered here (the panel itself is drawn by the edge);
//! "Suggest" by the hint (`cards/clicks.rs`).

use crate::discord::Storage;
use crate::discord::answer::Failure;
use crate::discord::context::{Answer, Clicked, Result, SeatPanel, seated};
use crate::table::{GameId, Verb};

/// "My hand" / "My page": the clicker's private view, with their decisions
/// as buttons, as a new panel.
pub(super) async fn my_hand<S: Storage>(bot: &crate::discord::Bot<S>, k: &Clicked<'_>, game: GameId) -> Result<Answer> {
    let (mut now, seat) = seated(bot, game, k.user).await?;
    // Any interaction of a player on autopilot says they are back.
    if now.autopilot.get(seat).copied().unwrap_or(false)
        && let Ok(o) = bot.tables.command(game, k.user, Verb::Resume).await
    {
        now = o.snapshot;
    }
    Ok(Answer::Panel(Box::new(SeatPanel {
        now,
        seat,
        notice: None,
        chosen: None,
        fresh: true,
        otherwise: Failure::say("err-not-started"),
    })))
}

/// "My hand" (or "My page") on a table message drawn at `version`: like
/// every id of a game it names the state it was drawn at (the public footer
/// names only the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MyHand {
    pub game: i64,
    pub version: u64,
}

impl MyHand {
    pub const PREFIX: &str = "h";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<MyHand> {
        match rest {
            // Messages posted before ids carried the version still open a hand.
            [game] => Some(MyHand {
                game: game.parse().ok()?,
                version: 0,
            }),
            [game, version] => Some(MyHand {
                game: game.parse().ok()?,
                version: version.parse().ok()?,
            }),
            _ => None,
        }
    }
}

impl crate::discord::parts::Clicks for MyHand {
    fn body(&self) -> String {
        format!("{}:{}:{}", Self::PREFIX, self.game, self.version)
    }
}

/// "Suggest" on a private hand or Page drawn at `version`: the hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Suggest {
    pub game: i64,
    pub version: u64,
}

impl Suggest {
    pub const PREFIX: &str = "sg";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<Suggest> {
        let [game, version] = rest else { return None };
        Some(Suggest {
            game: game.parse().ok()?,
            version: version.parse().ok()?,
        })
    }
}

impl crate::discord::parts::Clicks for Suggest {
    fn body(&self) -> String {
        format!("{}:{}:{}", Self::PREFIX, self.game, self.version)
    }
}

/// A move's choice in its game's words (`HandChoice`, `DiceChoice`): its
/// click's prefix and how the choice is written in the id.
pub trait MoveChoice: Copy + std::fmt::Debug + PartialEq + Send + Sync + 'static {
    const PREFIX: &'static str;
    fn code(self) -> String;
    fn parse(code: &str) -> Option<Self>;
}

/// A move on a seat's screen, made against `version` during `round`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatMove<C> {
    pub game: i64,
    pub version: u64,
    pub round: u32,
    pub choice: C,
}

impl<C: MoveChoice> SeatMove<C> {
    pub const PREFIX: &'static str = C::PREFIX;

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<SeatMove<C>> {
        let [game, version, round, choice] = rest else {
            return None;
        };
        Some(SeatMove {
            game: game.parse().ok()?,
            version: version.parse().ok()?,
            round: round.parse().ok()?,
            choice: C::parse(choice)?,
        })
    }
}

impl<C: MoveChoice> crate::discord::parts::Clicks for SeatMove<C> {
    fn body(&self) -> String {
        format!(
            "{}:{}:{}:{}:{}",
            C::PREFIX,
            self.game,
            self.version,
            self.round,
            self.choice.code()
        )
    }
}
