//! The daily digest (`Way::Digest`, lichess's correspondence digest): one
//! DM a day at the hour a person picked in their own time zone, listing
//! every turn-based table waiting for them, on every server; none on a day
//! nothing waits. Claimed in storage before it is sent and marked sent
//! after, as a turn's message is: a restart or a second process sends it once.

use std::sync::Arc;

use crate::discord::storage::Claim;
use crate::discord::turns::ask::Way;
use crate::discord::turns::choices::Times;
use crate::discord::turns::dm::{self, Refused};
use crate::discord::turns::list::{Heading, turns_screen};
use crate::discord::turns::notice::{CLAIM_MS, mention};
use crate::discord::{Bot, Storage, lock, public_lang};
use crate::table::{GameId, TurnClock, UserId, now_ms};

/// Its name in `turn_notices`, where its turn is the person's day.
pub(super) const DIGEST_KEY: &str = "digest";
/// The game a digest is claimed under (no game has it: it is about all of them).
pub(super) const ALL_GAMES: GameId = 0;

/// Sends the digests due now: to each person who chose one, whose turn it is
/// somewhere (`clocks`, oldest turn first), once their hour has come today.
pub(super) async fn send_due<S: Storage>(bot: &Arc<Bot<S>>, clocks: &[TurnClock]) {
    let now = now_ms();
    let mut people: Vec<(UserId, GameId)> = Vec::new();
    for c in clocks {
        if !people.iter().any(|(u, _)| *u == c.user) {
            people.push((c.user, c.game));
        }
    }
    for (user, oldest) in people {
        if bot.is_stopped() {
            return;
        }
        if Way::of(&bot.league, user).await != Way::Digest {
            continue;
        }
        let Some(day) = Times::of(&bot.league, user).await.digest_day(now) else {
            continue;
        };
        if claim(bot, user, day).await {
            send(bot, user, oldest, day).await;
        }
    }
}

/// Whether this call sends `user`'s digest of `day`.
async fn claim<S: Storage>(bot: &Bot<S>, user: UserId, day: i64) -> bool {
    let key = (ALL_GAMES, user, day, DIGEST_KEY);
    if lock(&bot.turns.claimed).contains(&key) {
        return false;
    }
    match bot
        .league
        .claim_notice(ALL_GAMES, user, day, DIGEST_KEY, CLAIM_MS)
        .await
    {
        Ok(Claim::Ours) => true,
        Ok(Claim::Done) => {
            lock(&bot.turns.claimed).insert(key);
            false
        }
        Ok(Claim::Pending) => false,
        Err(e) => {
            tracing::warn!(error = %e, "could not claim a daily digest; trying at the next pass");
            false
        }
    }
}

/// The digest, by DM (or, when the person takes none, as a mention where
/// their oldest waiting game is); marked sent once it went.
async fn send<S: Storage>(bot: &Arc<Bot<S>>, user: UserId, oldest: GameId, day: i64) {
    let place = bot.places.get(bot.tables.persist(), oldest).await;
    let lang = public_lang(place.as_ref().and_then(|p| p.locale.as_deref()));
    let screen = match turns_screen(bot, user, lang, Heading::Digest).await {
        Ok(screen) => screen,
        Err(_) => {
            tracing::warn!(user, "a daily digest could not be drawn; trying at a later pass");
            return;
        }
    };
    let mut went = false;
    if !dm::closed(bot, user).await {
        match dm::send(bot, user, &screen, nonce(user, day, 'd')).await {
            Ok(()) => went = true,
            Err(Refused::Closed | Refused::TooFast) => {}
            Err(Refused::Other(e)) => {
                tracing::warn!(error = %e, "a daily digest's DM could not be sent; mentioning them instead")
            }
        }
    }
    if !went && let Some(channel) = place.and_then(|p| p.channel) {
        went = mention(bot, oldest, user, screen, channel, nonce(user, day, 'm')).await;
    }
    if !went {
        return; // Its claim goes stale and a later pass tries again.
    }
    match bot.league.notice_sent(ALL_GAMES, user, day, DIGEST_KEY).await {
        Ok(()) => {
            lock(&bot.turns.claimed).insert((ALL_GAMES, user, day, DIGEST_KEY));
        }
        Err(e) => tracing::warn!(error = %e, "could not mark a daily digest sent"),
    }
}

/// The digest's nonce: the same on every try of that day's (`x`: DM, `y`: mention).
fn nonce(user: UserId, day: i64, by: char) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::hash::DefaultHasher::new();
    (user, day, DIGEST_KEY).hash(&mut h);
    let by = if by == 'd' { 'x' } else { 'y' };
    format!("u{by}{:x}", h.finish())
}
