-- Games whose stored log could not be replayed at start-up. They are set
-- aside (their status becomes 'cancelled', so their channel is free again)
-- instead of stopping every other game; the reason stays here for the
-- operator, and `told` records that the game's channel was told once.
CREATE TABLE set_aside (
    game_id INTEGER PRIMARY KEY NOT NULL REFERENCES games (id),
    reason  TEXT    NOT NULL,
    at      INTEGER NOT NULL,
    told    INTEGER NOT NULL DEFAULT 0
);
