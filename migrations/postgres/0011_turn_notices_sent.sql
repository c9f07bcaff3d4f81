-- A turn's message is claimed before it is sent, and marked `sent` after:
-- a claim left unsent (its process stopped, Discord did not answer) is tried
-- again by a later pass, a few times (`tries`), with the same nonce so that
-- Discord shows it once (src/discord/turns/notice.rs). Messages claimed
-- before this were sent or given up: they stay done.
ALTER TABLE turn_notices ADD COLUMN sent BIGINT NOT NULL DEFAULT 1;
ALTER TABLE turn_notices ADD COLUMN tries BIGINT NOT NULL DEFAULT 1;
