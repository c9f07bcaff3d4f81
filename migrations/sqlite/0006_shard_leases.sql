-- Which process drives the games of which gateway shard (several processes
-- may share a PostgreSQL database; see the README's "Several processes").
-- A process claims its shards at start-up and renews its claim while it
-- runs; a claim that was not renewed by `expires_at` (Unix ms) may be taken.
CREATE TABLE shard_leases (
    shard      INTEGER PRIMARY KEY NOT NULL,
    total      INTEGER NOT NULL,
    owner      TEXT    NOT NULL,
    expires_at INTEGER NOT NULL
);
