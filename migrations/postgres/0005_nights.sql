-- Game nights (#35): a server's event of several tables over several event
-- rounds. The night is one document (`league::Night` in JSON: its plan, who
-- signed up, each round's tables and their results, its messages), saved
-- after every step; `status` is copied out to find the open ones at start-up.
CREATE TABLE nights (
    id         BIGSERIAL PRIMARY KEY,
    guild_id   BIGINT NOT NULL,
    status     TEXT   NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    body       TEXT   NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX nights_open ON nights (status) WHERE status IN ('signup', 'running');
