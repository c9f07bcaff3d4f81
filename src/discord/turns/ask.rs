//! The clicks of turn messages and `/turns`, as their ids carry them: how
//! one's turns find one (`Way`), the host's pause, the list again.

/// How a person's turns at turn-based tables find them (every server).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Way {
    /// A direct message from the bot (the default).
    Dm,
    /// A mention in the game's thread or channel.
    Mention,
    /// One DM a day at an hour they pick, listing every table waiting for
    /// them (their `Times`); no message per turn.
    Digest,
    /// Nothing: they look at `/turns` themselves.
    Off,
}

impl Way {
    pub fn word(self) -> &'static str {
        match self {
            Way::Dm => "dm",
            Way::Mention => "mention",
            Way::Digest => "digest",
            Way::Off => "off",
        }
    }

    pub fn read(word: &str) -> Option<Way> {
        match word {
            "dm" => Some(Way::Dm),
            "mention" => Some(Way::Mention),
            "digest" => Some(Way::Digest),
            "off" => Some(Way::Off),
            _ => None,
        }
    }
}

/// Where a person's choice of `Way` is kept (`DiscordStore::person_choice`).
pub const WAY_KEY: &str = "turns";

impl Way {
    /// How `user`'s turns find them: their own choice, else a DM (also
    /// when it cannot be read: the DM is what people expect).
    pub async fn of(store: &impl crate::discord::DiscordStore, user: i64) -> Way {
        match store.person_choice(user, WAY_KEY).await {
            Ok(word) => word.as_deref().and_then(Way::read).unwrap_or(Way::Dm),
            Err(_) => Way::Dm,
        }
    }
}

/// A click of a turn message or of `/turns`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnsClick {
    /// Turns find the clicker this way from now on.
    Way(Way),
    /// The host pauses (true) or restarts a game's clocks.
    Pause { game: i64, on: bool },
    /// `/turns` again, as it is now.
    List,
    /// Back from a vacation before it ended.
    Back,
}

impl TurnsClick {
    pub const PREFIX: &str = "tn";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<TurnsClick> {
        match rest {
            ["w", way] => Way::read(way).map(TurnsClick::Way),
            ["p", game, on] => Some(TurnsClick::Pause {
                game: game.parse().ok()?,
                on: *on == "1",
            }),
            ["l"] => Some(TurnsClick::List),
            ["b"] => Some(TurnsClick::Back),
            _ => None,
        }
    }
}

impl crate::discord::parts::Clicks for TurnsClick {
    fn body(&self) -> String {
        match self {
            TurnsClick::Way(w) => format!("{}:w:{}", Self::PREFIX, w.word()),
            TurnsClick::Pause { game, on } => format!("{}:p:{game}:{}", Self::PREFIX, u8::from(*on)),
            TurnsClick::List => format!("{}:l", Self::PREFIX),
            TurnsClick::Back => format!("{}:b", Self::PREFIX),
        }
    }
}
