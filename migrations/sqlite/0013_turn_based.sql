-- Turn-based tables (#79): a game that lasts days. `turn_based` (the hours a
-- move adds to a clock; copied from the options for the index) lets a running
-- turn-based game leave its channel free for the next table: it plays on in
-- its thread for weeks. `turn_seats` is who sits at each running turn-based
-- game and whose turn it is since when (every process's, for `/turns`);
-- `turn_notices` the messages sent for a turn ("your turn", the reminder,
-- the run-out), so a restart never sends one twice.
ALTER TABLE games ADD COLUMN turn_based INTEGER;
DROP INDEX games_one_open_per_channel;
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE (status = 'lobby' OR (status = 'running' AND turn_based IS NULL)) AND daily IS NULL;
CREATE TABLE turn_seats (
    game_id    INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    kind       TEXT NOT NULL,
    channel_id INTEGER NOT NULL,
    version    INTEGER NOT NULL,
    waiting    INTEGER NOT NULL,
    since_ms   INTEGER,
    due_ms     INTEGER,
    paused     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX turn_seats_user ON turn_seats (user_id);
CREATE TABLE turn_notices (
    game_id  INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    since_ms INTEGER NOT NULL,
    what     TEXT NOT NULL,
    sent_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id, since_ms, what)
);
