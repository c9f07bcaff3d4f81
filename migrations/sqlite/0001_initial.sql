-- Games, their append-only event logs, and results per player.
-- Times are Unix milliseconds. Discord ids are stored as INTEGER (they fit in i64).

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    kind        TEXT    NOT NULL CHECK (kind IN ('wizard', 'dice')),
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    -- Table options (variants, Magic Cards, X target, turn time) as JSON.
    options     TEXT    NOT NULL,
    -- Seats: Discord user ids or computer players, as JSON.
    seats       TEXT    NOT NULL,
    -- The engine setup once the game has started, as JSON.
    setup       TEXT,
    -- Message ids the Discord layer needs (lobby, table messages), as JSON.
    messages    TEXT    NOT NULL DEFAULT '{}',
    -- Events appended so far: the game's version.
    version     INTEGER NOT NULL DEFAULT 0,
    -- When the decision a human owes times out, if one is pending.
    deadline_at INTEGER,
    created_by  INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    finished_at INTEGER
);

-- One open table per channel or thread.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id) WHERE status IN ('lobby', 'running');
CREATE INDEX games_running ON games (status) WHERE status = 'running';

CREATE TABLE events (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seq     INTEGER NOT NULL,
    -- Version of the event's JSON form, so old games stay readable.
    schema  INTEGER NOT NULL,
    body    TEXT    NOT NULL,
    at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TABLE results (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    seat          INTEGER NOT NULL,
    kind          TEXT    NOT NULL,
    guild_id      INTEGER,
    -- NULL for a computer player.
    user_id       INTEGER,
    points        INTEGER NOT NULL,
    place         INTEGER NOT NULL,
    won           INTEGER NOT NULL,
    -- Card game: rounds played and bids met.
    rounds        INTEGER NOT NULL DEFAULT 0,
    exact_bids    INTEGER NOT NULL DEFAULT 0,
    -- Dice: Xs and Jester Scores.
    xs            INTEGER NOT NULL DEFAULT 0,
    jester_scores INTEGER NOT NULL DEFAULT 0,
    finished_at   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX results_by_guild ON results (kind, guild_id, user_id);
CREATE INDEX results_by_user ON results (kind, user_id);
