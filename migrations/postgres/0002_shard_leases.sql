-- Which process drives the games of which gateway shard (see the README's
-- "Several processes"). A process claims its shards at start-up and renews
-- its claim while it runs; a claim not renewed by `expires_at` (Unix ms) may
-- be taken.
CREATE TABLE shard_leases (
    shard      BIGINT PRIMARY KEY NOT NULL,
    total      BIGINT NOT NULL,
    owner      TEXT   NOT NULL,
    expires_at BIGINT NOT NULL
);
