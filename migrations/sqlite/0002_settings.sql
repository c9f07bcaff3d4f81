-- Small key/value settings of the running bot, such as the slash commands
-- last registered (so unchanged commands are not registered again at start).
CREATE TABLE settings (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
