//! Who may cancel a table (a server's `/settings cancel`): the host and the
//! server's managers by default, as on most game bots.

/// Who may cancel a game besides the people who may manage the server
/// (they always may: they clean up after anyone).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CancelRule {
    /// The host and the server's managers.
    #[default]
    Host,
    /// Only the server's managers (servers that run organised games).
    Managers,
    /// Anyone seated at the table too (a host who went away cannot hold it).
    Players,
}

impl CancelRule {
    /// How the rule is stored in a server's settings.
    pub fn as_setting(self) -> &'static str {
        match self {
            CancelRule::Host => "host",
            CancelRule::Managers => "managers",
            CancelRule::Players => "players",
        }
    }

    /// A stored rule, if it is one.
    pub fn parse_setting(s: &str) -> Option<CancelRule> {
        [CancelRule::Host, CancelRule::Managers, CancelRule::Players]
            .into_iter()
            .find(|r| r.as_setting() == s)
    }

    /// The stored rule; anything else (nothing stored, an unknown word) is the default.
    pub fn from_setting(s: Option<&str>) -> CancelRule {
        s.and_then(CancelRule::parse_setting).unwrap_or_default()
    }

    /// Whether someone may cancel: `host` and `seated` say what they are at
    /// this table, `may_manage` whether they may manage the server.
    pub fn allows(self, host: bool, seated: bool, may_manage: bool) -> bool {
        may_manage
            || match self {
                CancelRule::Host => host,
                CancelRule::Managers => false,
                CancelRule::Players => host || seated,
            }
    }
}
