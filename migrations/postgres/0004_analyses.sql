-- A finished game's analysis (#34): each person's bids or predictions and
-- cards beside the Hard computer player's, worked out once (seconds of
-- search) and kept, as `table::Analysis` in JSON.
CREATE TABLE analyses (
    game_id BIGINT PRIMARY KEY REFERENCES games (id),
    body    TEXT   NOT NULL,
    made_at BIGINT NOT NULL
);
