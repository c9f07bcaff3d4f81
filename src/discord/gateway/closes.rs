//! What each of the gateway's close codes means for the bot, as Discord's
//! gateway documentation lists them: most are resumed; two end the session
//! (a new IDENTIFY follows); and six can only be mended by the operator, so
//! the bot stops with the reason in one line rather than log in again and
//! again (each login spends one of the 1,000 a day after which Discord
//! resets the token).

/// What a close asks of the bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AfterClose {
    /// Connect again and resume the session.
    Resume,
    /// The session is gone: connect again and identify.
    Identify,
    /// Nothing the bot can do: stop, saying why.
    Stop(Mend),
}

/// What only the operator can mend, in the words the bot stops with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Mend {
    #[error(
        "Discord refused the bot's token (gateway close 4004, authentication failed): set DISCORD_TOKEN to the \
         token on the Developer Portal's Bot page"
    )]
    Token,
    #[error(
        "Discord refused the shard this process asked for (gateway close 4010, invalid shard): check SHARDS \
         (FIRST-LAST/TOTAL, the same TOTAL on every process)"
    )]
    Shard,
    #[error(
        "Discord asks for more shards than this bot runs (gateway close 4011, sharding required): set SHARDS to \
         cover the shard count Discord recommends, or unset it"
    )]
    Sharding,
    #[error(
        "Discord does not take the gateway version this build speaks (gateway close 4012, invalid API version): \
         update wizard-bot"
    )]
    Version,
    #[error("Discord refused the bot's gateway intents (gateway close 4013, invalid intents): update wizard-bot")]
    Intents,
    #[error(
        "Discord refused an intent this application may not use (gateway close 4014, disallowed intents): \
         wizard-bot needs no privileged intent; update wizard-bot"
    )]
    Privileged,
}

/// What close `code` asks of the bot.
pub fn after(code: u16) -> AfterClose {
    match code {
        4004 => AfterClose::Stop(Mend::Token),
        4010 => AfterClose::Stop(Mend::Shard),
        4011 => AfterClose::Stop(Mend::Sharding),
        4012 => AfterClose::Stop(Mend::Version),
        4013 => AfterClose::Stop(Mend::Intents),
        4014 => AfterClose::Stop(Mend::Privileged),
        // Invalid sequence, session timed out: the session cannot be resumed.
        4007 | 4009 => AfterClose::Identify,
        // 4000 unknown error, 4001 unknown opcode, 4002 decode error, 4003 not
        // authenticated, 4005 already authenticated, 4008 rate limited, a
        // network's 1006 and the rest: connect again and resume.
        _ => AfterClose::Resume,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_operators_codes_stop_and_the_rest_come_back() {
        for code in [4004, 4010, 4011, 4012, 4013, 4014] {
            let AfterClose::Stop(mend) = after(code) else {
                panic!("{code} must stop the bot");
            };
            let why = mend.to_string();
            assert!(why.contains(&code.to_string()), "{why}");
            assert!(!why.contains('\n'), "one line: {why}");
        }
        assert_eq!(after(4007), AfterClose::Identify);
        assert_eq!(after(4009), AfterClose::Identify);
        for code in [1000, 1001, 1006, 4000, 4001, 4002, 4003, 4005, 4008, 4900] {
            assert_eq!(after(code), AfterClose::Resume, "{code}");
        }
    }
}
