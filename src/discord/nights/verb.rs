//! A game night's part of the click id format: which of its buttons was pressed.

/// What a game night's buttons do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NightVerb {
    Join,
    Leave,
    Start,
    Cancel,
    Export,
}

impl NightVerb {
    const ALL: [(NightVerb, &'static str); 5] = [
        (NightVerb::Join, "j"),
        (NightVerb::Leave, "l"),
        (NightVerb::Start, "s"),
        (NightVerb::Cancel, "c"),
        (NightVerb::Export, "x"),
    ];

    pub(in crate::discord) fn code(self) -> &'static str {
        NightVerb::ALL.iter().find(|(v, _)| *v == self).map_or("j", |(_, c)| c)
    }

    pub(in crate::discord) fn parse(code: &str) -> Option<NightVerb> {
        NightVerb::ALL.iter().find(|(_, c)| *c == code).map(|(v, _)| *v)
    }
}

/// A click on game night `night`'s sign-up or standings (`nt:3:join`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NightClick {
    pub night: i64,
    pub verb: NightVerb,
}

impl NightClick {
    pub const PREFIX: &str = "nt";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<NightClick> {
        let [night, verb] = rest else { return None };
        Some(NightClick {
            night: night.parse().ok()?,
            verb: NightVerb::parse(verb)?,
        })
    }
}

impl crate::discord::parts::Clicks for NightClick {
    fn body(&self) -> String {
        format!("{}:{}:{}", Self::PREFIX, self.night, self.verb.code())
    }
}
