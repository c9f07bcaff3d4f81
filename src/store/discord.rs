//! The store as the Discord layer's own storage (`discord::DiscordStore`):
//! a game's message ids in its `messages` column, the set-aside games' "told"
//! mark, and a person's ping choice, daily name, name last seen and the registered commands
//! as rows of `settings`; the daily recaps' claims in `daily_recaps`.

use crate::discord::DiscordStore;
use crate::discord::storage::{Claim, TurnSeat};
use crate::table::{GameId, GameRow, PersistError, now_ms};

use super::sql::query;
use super::{Store, StoreError};

impl DiscordStore for Store {
    async fn set_messages(&self, id: GameId, messages: &serde_json::Value) -> Result<(), PersistError> {
        Ok(Store::set_messages(self, id, messages).await?)
    }

    async fn untold_set_aside(&self) -> Result<Vec<(GameRow, String)>, PersistError> {
        Ok(Store::untold_set_aside(self).await?)
    }

    async fn set_aside_told(&self, id: GameId) -> Result<(), PersistError> {
        Ok(Store::set_aside_told(self, id).await?)
    }

    async fn person_pings(&self, user: i64) -> Result<Option<bool>, PersistError> {
        let stored = self.setting(&person_pings_key(user)).await?;
        Ok(stored.as_deref().map(pings_on))
    }

    async fn set_person_pings(&self, user: i64, on: bool) -> Result<(), PersistError> {
        Ok(self.set_setting(&person_pings_key(user), pings_word(on)).await?)
    }

    async fn person_name(&self, user: i64) -> Result<Option<String>, PersistError> {
        Ok(self.setting(&person_name_key(user)).await?)
    }

    async fn set_person_name(&self, user: i64, name: &str) -> Result<(), PersistError> {
        Ok(self.set_setting(&person_name_key(user), name).await?)
    }

    async fn seen_name(&self, user: i64) -> Result<Option<String>, PersistError> {
        Ok(self.setting(&seen_name_key(user)).await?)
    }

    async fn set_seen_name(&self, user: i64, name: &str) -> Result<(), PersistError> {
        Ok(self.set_setting(&seen_name_key(user), name).await?)
    }

    async fn registered_commands(&self, key: &str) -> Result<Option<String>, PersistError> {
        Ok(self.setting(key).await?)
    }

    async fn set_registered_commands(&self, key: &str, json: &str) -> Result<(), PersistError> {
        Ok(self.set_setting(key, json).await?)
    }

    async fn claim_recap(&self, guild: i64, day: i64, channel: i64, stale_ms: i64) -> Result<Claim, PersistError> {
        let now = now_ms();
        let claimed = query(
            "INSERT INTO daily_recaps (guild_id, day, channel_id, claimed_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (guild_id, day) DO NOTHING",
        )
        .bind(guild)
        .bind(day)
        .bind(channel)
        .bind(now)
        .execute(self.db())
        .await
        .map_err(StoreError::from)?;
        if claimed == 1 {
            return Ok(Claim::Ours);
        }
        // A claim whose post was never finished: taken over, once, by whoever comes first.
        let taken = query(
            "UPDATE daily_recaps SET claimed_at = ?1
              WHERE guild_id = ?2 AND day = ?3 AND message_id IS NULL AND claimed_at < ?4",
        )
        .bind(now)
        .bind(guild)
        .bind(day)
        .bind(now - stale_ms)
        .execute(self.db())
        .await
        .map_err(StoreError::from)?;
        if taken == 1 {
            return Ok(Claim::Ours);
        }
        let posted: Option<i64> = query("SELECT message_id FROM daily_recaps WHERE guild_id = ? AND day = ?")
            .bind(guild)
            .bind(day)
            .scalar(self.db())
            .await
            .map_err(StoreError::from)?;
        Ok(match posted {
            Some(_) => Claim::Done,
            None => Claim::Pending,
        })
    }

    async fn set_turn_seats(&self, game: GameId, seats: &[TurnSeat]) -> Result<(), PersistError> {
        Ok(Store::set_turn_seats(self, game, seats).await?)
    }

    async fn record_login(&self, at_ms: i64, shard: u32) -> Result<i64, PersistError> {
        Ok(Store::record_login(self, at_ms, shard).await?)
    }

    async fn login_began(&self, id: i64) -> Result<(), PersistError> {
        Ok(Store::login_began(self, id).await?)
    }

    async fn logins_since(&self, since_ms: i64) -> Result<Vec<crate::discord::storage::Login>, PersistError> {
        Ok(Store::logins_since(self, since_ms).await?)
    }

    async fn turn_tables_of(&self, user: i64) -> Result<Vec<TurnSeat>, PersistError> {
        Ok(Store::turn_tables_of(self, user).await?)
    }

    async fn open_turn_tables(&self, user: i64) -> Result<i64, PersistError> {
        Ok(Store::open_turn_tables(self, user).await?)
    }

    async fn claim_notice(
        &self,
        game: GameId,
        user: i64,
        since: i64,
        what: &str,
        stale_ms: i64,
    ) -> Result<Claim, PersistError> {
        Ok(Store::claim_notice(self, game, user, since, what, stale_ms).await?)
    }

    async fn notice_sent(&self, game: GameId, user: i64, since: i64, what: &str) -> Result<(), PersistError> {
        Ok(Store::notice_sent(self, game, user, since, what).await?)
    }

    async fn person_choice(&self, user: i64, what: &str) -> Result<Option<String>, PersistError> {
        Ok(self.setting(&format!("user:{user}:{what}")).await?)
    }

    async fn set_person_choice(&self, user: i64, what: &str, value: &str) -> Result<(), PersistError> {
        Ok(self.set_setting(&format!("user:{user}:{what}"), value).await?)
    }

    async fn recap_posted(&self, guild: i64, day: i64, message: i64) -> Result<(), PersistError> {
        query("UPDATE daily_recaps SET message_id = ? WHERE guild_id = ? AND day = ?")
            .bind(message)
            .bind(guild)
            .bind(day)
            .execute(self.db())
            .await
            .map_err(StoreError::from)?;
        Ok(())
    }
}

/// Where the name a person played a daily try under is kept.
fn person_name_key(user: i64) -> String {
    format!("user:{user}:name")
}

fn seen_name_key(user: i64) -> String {
    format!("user:{user}:seen-name")
}

/// Where a person's own ping choice is kept.
fn person_pings_key(user: i64) -> String {
    format!("user:{user}:pings")
}

/// A person's ping choice as stored.
fn pings_word(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// A stored ping choice read back (anything but "off" is on).
fn pings_on(word: &str) -> bool {
    word != "off"
}
