-- A seat its person did not play to the end (#60): they left mid-game, the
-- computer took it over for good, or a daily try's day closed on it. The
-- row's figures are their own play up to then, it ranks last at its table,
-- wins nothing, and a daily try so ended keeps no streak, is on no board and
-- is not rated.
ALTER TABLE results ADD COLUMN unfinished BOOLEAN NOT NULL DEFAULT FALSE;
