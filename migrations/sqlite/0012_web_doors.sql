-- Where each running process serves the table's web page to the others
-- (several processes may share a PostgreSQL database): a page served by a
-- process that does not drive a game forwards to the one whose shard lease
-- holds it. One row per process run (`owner` as in `shard_leases`).
CREATE TABLE web_doors (
    owner TEXT PRIMARY KEY NOT NULL,
    url   TEXT NOT NULL
);
