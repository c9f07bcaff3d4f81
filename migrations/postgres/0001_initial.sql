-- The PostgreSQL schema: the same tables as migrations/sqlite/ after all of
-- its steps, in PostgreSQL's types. Times are Unix milliseconds; Discord ids
-- are BIGINT (they fit in i64); JSON documents are TEXT, written and read
-- as the SQLite backend does. Flags are BOOLEAN (SQLite keeps them as 0/1).

CREATE TABLE games (
    id          BIGSERIAL PRIMARY KEY,
    kind        TEXT    NOT NULL CHECK (kind IN ('wizard', 'dice')),
    guild_id    BIGINT,
    channel_id  BIGINT  NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    options     TEXT    NOT NULL,
    seats       TEXT    NOT NULL,
    setup       TEXT,
    messages    TEXT    NOT NULL DEFAULT '{}',
    version     BIGINT  NOT NULL DEFAULT 0,
    deadline_at BIGINT,
    created_by  BIGINT  NOT NULL,
    created_at  BIGINT  NOT NULL,
    updated_at  BIGINT  NOT NULL,
    finished_at BIGINT
);

-- One open table per channel or thread.
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id) WHERE status IN ('lobby', 'running');
CREATE INDEX games_running ON games (status) WHERE status = 'running';

CREATE TABLE events (
    game_id BIGINT NOT NULL REFERENCES games (id),
    seq     BIGINT NOT NULL,
    schema  BIGINT NOT NULL,
    body    TEXT   NOT NULL,
    at      BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE results (
    game_id       BIGINT  NOT NULL REFERENCES games (id),
    seat          BIGINT  NOT NULL,
    kind          TEXT    NOT NULL,
    guild_id      BIGINT,
    user_id       BIGINT,
    points        BIGINT  NOT NULL,
    place         BIGINT  NOT NULL,
    won           BOOLEAN NOT NULL,
    rounds        BIGINT  NOT NULL DEFAULT 0,
    exact_bids    BIGINT  NOT NULL DEFAULT 0,
    xs            BIGINT  NOT NULL DEFAULT 0,
    jester_scores BIGINT  NOT NULL DEFAULT 0,
    finished_at   BIGINT  NOT NULL,
    left_game     BOOLEAN NOT NULL DEFAULT FALSE,
    bids          BIGINT  NOT NULL DEFAULT 0,
    tricks        BIGINT  NOT NULL DEFAULT 0,
    seer_rounds   BIGINT  NOT NULL DEFAULT 0,
    rated         BOOLEAN NOT NULL DEFAULT TRUE,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX results_by_guild ON results (kind, guild_id, user_id);
CREATE INDEX results_by_user ON results (kind, user_id);
CREATE INDEX results_in_order ON results (finished_at, game_id, seat);

CREATE TABLE settings (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);

CREATE TABLE set_aside (
    game_id BIGINT  PRIMARY KEY NOT NULL REFERENCES games (id),
    reason  TEXT    NOT NULL,
    at      BIGINT  NOT NULL,
    told    BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE TABLE ratings (
    kind     TEXT             NOT NULL,
    guild_id BIGINT           NOT NULL,
    user_id  BIGINT           NOT NULL,
    mu       DOUBLE PRECISION NOT NULL,
    sigma    DOUBLE PRECISION NOT NULL,
    shown    DOUBLE PRECISION NOT NULL,
    games    BIGINT           NOT NULL,
    PRIMARY KEY (kind, guild_id, user_id)
);

CREATE INDEX ratings_board ON ratings (kind, guild_id, shown DESC);

-- `id` keeps changes made in the same millisecond in the order they were
-- written (SQLite's rowid does that there).
CREATE TABLE settings_log (
    id       BIGSERIAL PRIMARY KEY,
    guild_id BIGINT NOT NULL,
    user_id  BIGINT NOT NULL,
    key      TEXT   NOT NULL,
    value    TEXT   NOT NULL,
    at       BIGINT NOT NULL
);
CREATE INDEX settings_log_by_guild ON settings_log (guild_id, at);
