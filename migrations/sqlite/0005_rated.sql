-- Whether a game's results count for ratings: a server may leave out games
-- that allowed hints (/settings hint_games). Rebuilds keep to what was decided
-- when the game ended.
ALTER TABLE results ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
