-- The daily challenge as a habit (#53). A recap per server and closed day:
-- the row is its claim (the key makes a second one impossible, on any
-- process), written before the post; `message_id` is set once it is posted.
CREATE TABLE daily_recaps (
    guild_id INTEGER NOT NULL,
    day INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    claimed_at INTEGER NOT NULL,
    message_id INTEGER,
    PRIMARY KEY (guild_id, day)
);
-- Hard's own play of a day's deals from the people's seat, once per game and day.
CREATE TABLE daily_hard (
    kind TEXT NOT NULL,
    day INTEGER NOT NULL,
    points INTEGER NOT NULL,
    made INTEGER NOT NULL,
    rounds INTEGER NOT NULL,
    PRIMARY KEY (kind, day)
);
-- The daily rating: each closed day folded in once (`daily_rated`'s key),
-- in the same transaction as the ratings it changed.
CREATE TABLE daily_ratings (
    kind TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    days INTEGER NOT NULL,
    PRIMARY KEY (kind, user_id)
);
CREATE TABLE daily_rated (
    kind TEXT NOT NULL,
    day INTEGER NOT NULL,
    people INTEGER NOT NULL,
    PRIMARY KEY (kind, day)
);
CREATE INDEX results_daily_user ON results (user_id, kind, daily) WHERE daily IS NOT NULL;
-- A server's daily boards and recaps read one day of one server.
CREATE INDEX results_daily_guild ON results (kind, guild_id, daily) WHERE daily IS NOT NULL;
