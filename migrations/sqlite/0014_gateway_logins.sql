-- Each IDENTIFY sent to Discord's gateway, by every process (they share the
-- bot's token): Discord resets a token after 1,000 in 24 hours, so the bot
-- counts them here, across restarts, and spaces them
-- (src/discord/gateway/logins.rs). `ready`: the session it asked for began.
CREATE TABLE gateway_logins (
    id    INTEGER PRIMARY KEY AUTOINCREMENT,
    at_ms BIGINT NOT NULL,
    shard BIGINT NOT NULL,
    ready BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX gateway_logins_at ON gateway_logins (at_ms);
