//! The clicks of a seat that are not moves: "My hand" (or "My page"), which
//! opens the seat's private panel, and "Suggest", the hint on it. Below the
//! games' screens, which offer them; the answers are the seat's screens' and
//! the hint's.

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
