-- The daily challenge (#33): a try is a game of one person against computer
-- players on the day's deals, `daily` its day (days since 1970-01-01, UTC;
-- copied from the options for these indexes). A try is no table of its
-- channel (several people may play theirs there), and a person has one try
-- per game and day. Its results carry the day too: they count on the daily
-- board, not among a server's games (figures, boards, history, ratings).
ALTER TABLE games ADD COLUMN daily INTEGER;
DROP INDEX games_one_open_per_channel;
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'running') AND daily IS NULL;
CREATE UNIQUE INDEX games_one_daily_try ON games (created_by, kind, daily) WHERE daily IS NOT NULL;
ALTER TABLE results ADD COLUMN daily INTEGER;
CREATE INDEX results_daily ON results (kind, daily) WHERE daily IS NOT NULL;
