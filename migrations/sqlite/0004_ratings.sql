-- Someone who left a running game: a computer played their seat on, and the
-- seat's results row still names them (they rank as their seat finished).
ALTER TABLE results ADD COLUMN left_game INTEGER NOT NULL DEFAULT 0;
-- Card game: the bids and the tricks won over all rounds (so /stats can set
-- one against the other). Dice: rounds the player was the Seer.
ALTER TABLE results ADD COLUMN bids INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN tricks INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN seer_rounds INTEGER NOT NULL DEFAULT 0;

-- Results in the order games finished: ratings are folded in this order.
CREATE INDEX results_in_order ON results (finished_at, game_id, seat);

-- Skill ratings (Weng-Lin) per game kind, per server and across all servers
-- (guild_id 0), derived from results in game order: a cache that can always
-- be rebuilt (`wizard-bot ratings`, or at start-up when the model changed).
CREATE TABLE ratings (
    kind     TEXT    NOT NULL,
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL,
    -- What boards show and sort by (mu - 3 sigma).
    shown    REAL    NOT NULL,
    -- Rated games (games with at least one other person).
    games    INTEGER NOT NULL,
    PRIMARY KEY (kind, guild_id, user_id)
) WITHOUT ROWID;

CREATE INDEX ratings_board ON ratings (kind, guild_id, shown DESC);

-- Every change of a server setting (`/settings`): who changed what, when.
CREATE TABLE settings_log (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    key      TEXT    NOT NULL,
    value    TEXT    NOT NULL,
    at       INTEGER NOT NULL
);
CREATE INDEX settings_log_by_guild ON settings_log (guild_id, at);
