//! The bot's own emoji kept in step with Discord (#55), once per process
//! after it connects: the application's emoji are listed; those of ours
//! whose picture is the one this release draws (the picture's hash is in
//! the name) are used at once; the process that runs shard 0, and only it,
//! uploads the missing ones and deletes the ones an older release drew, so
//! several processes never upload at once and a restart uploads nothing.
//! Screens use the emoji only once the whole set is there; until then, and
//! whenever Discord refuses (its 2,000 limit, an upload it will not take),
//! they show words and coloured squares as before, with one WARN saying why.
//!
//! The set is kept whole for the process's life (#61): a rate limit or a
//! server error on a list or an upload is waited out and tried again, as
//! every other request is; an emoji deleted by someone else (Discord then
//! refuses every component showing it) makes the screens fall back to words
//! at once (`Known::refused`) and this keeper look again at once, upload
//! what is missing (shard 0's process) and bring the emoji back when whole.
//! The uploading process also looks once a minute while the set is whole,
//! so a deletion another process ran into is mended within a minute.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{CreateAttachment, Emoji, EmojiId, Http};

use crate::discord::emoji::{EmojiRef, Emojis};
use crate::discord::transport::retry;
use crate::discord::{Bot, Storage};
use crate::pictures::emoji::{AppEmoji, is_for};

/// Discord's most emoji an application may own.
pub const LIMIT: usize = 2000;

/// How often a process looks again while the set is incomplete (the
/// uploading process may still be at it, or Discord be failing).
const LOOK_AGAIN: Duration = Duration::from_secs(10);

/// How often the uploading process looks while the set is whole (an emoji
/// deleted by someone else, which another process ran into), and while it
/// cannot be made whole (the 2,000 limit, an upload Discord will not take).
const CHECK_EVERY: Duration = Duration::from_secs(60);
const STUCK_EVERY: Duration = Duration::from_secs(600);

/// How many times one upload is tried while Discord answers 429 or 5xx.
const UPLOAD_TRIES: u32 = 6;

/// What one pass found and did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Synced {
    /// Emoji of the set found with this release's picture.
    pub found: usize,
    pub uploaded: usize,
    /// Older pictures deleted.
    pub deleted: usize,
    /// Whether the whole set is there (screens use it).
    pub complete: bool,
    /// Discord will not take the rest (its limit, or an upload refused).
    pub stuck: bool,
}

/// Starts keeping the emoji in step (in the background); `uploads`: this
/// process runs shard 0. Nothing when the operator turned them off.
pub fn start<S: Storage>(bot: &Arc<Bot<S>>, http: Arc<Http>, uploads: bool) {
    let bot = bot.clone();
    tokio::spawn(async move {
        let Some(set) = tokio::task::spawn_blocking(crate::pictures::emoji::set)
            .await
            .ok()
            .flatten()
        else {
            tracing::error!("the emoji set could not be drawn (malformed SVG); screens keep words");
            return;
        };
        let mut last: Option<Synced> = None;
        let mut failures = 0;
        while !bot.is_stopped() {
            let wait = match pass(&bot, &http, &set, uploads).await {
                Ok(s) => {
                    failures = 0;
                    // Said when it changes: not once a minute.
                    if last.is_none_or(|l| l.complete != s.complete) || s.uploaded + s.deleted > 0 {
                        tracing::info!(
                            found = s.found,
                            uploaded = s.uploaded,
                            deleted = s.deleted,
                            complete = s.complete,
                            "the bot's emoji"
                        );
                    }
                    last = Some(s);
                    match (s.complete, uploads) {
                        (true, true) => CHECK_EVERY,
                        (true, false) => STUCK_EVERY,
                        (false, _) if s.stuck => STUCK_EVERY,
                        (false, _) => LOOK_AGAIN,
                    }
                }
                Err(e) => {
                    if failures == 0 {
                        tracing::warn!(error = %e, "the application's emoji could not be listed; screens keep words for now, trying again");
                    }
                    failures += 1;
                    let hint = retry::passing(&e).unwrap_or(LOOK_AGAIN);
                    retry::backoff(hint, failures).min(LOOK_AGAIN.max(hint))
                }
            };
            // The next look: when it is due, or at once when Discord refused one.
            tokio::select! {
                _ = tokio::time::sleep(wait) => {}
                _ = bot.emoji.refusal() => {}
            }
        }
    });
}

/// One pass: list, use what is there, and (`uploads`) upload what is not.
pub async fn pass<S: Storage>(
    bot: &Bot<S>,
    http: &Http,
    set: &[AppEmoji],
    uploads: bool,
) -> Result<Synced, serenity::Error> {
    let listed: Vec<Emoji> = bot.budget.spend(http.get_application_emojis()).await?;
    let mut known: HashMap<String, EmojiRef> = HashMap::new();
    let mut missing: Vec<&AppEmoji> = Vec::new();
    let mut stale: Vec<EmojiId> = Vec::new();
    for e in set {
        let name = e.name();
        match listed.iter().find(|x| x.name == name) {
            Some(x) => {
                known.insert(e.base.clone(), EmojiRef { id: x.id.get(), name });
            }
            None => {
                missing.push(e);
                stale.extend(listed.iter().filter(|x| is_for(&x.name, &e.base)).map(|x| x.id));
            }
        }
    }
    let mut synced = Synced {
        found: known.len(),
        ..Synced::default()
    };
    if uploads && !missing.is_empty() {
        let after = listed.len() - stale.len() + missing.len();
        if after > LIMIT {
            tracing::warn!(
                have = listed.len(),
                missing = missing.len(),
                limit = LIMIT,
                "the application has too many emoji to add the bot's; screens keep words"
            );
            synced.stuck = true;
        } else {
            for id in stale {
                if let Err(e) = bot.budget.spend(http.delete_application_emoji(id)).await {
                    tracing::warn!(error = %e, emoji = id.get(), "an older emoji of ours could not be deleted");
                } else {
                    synced.deleted += 1;
                }
            }
            for e in missing {
                let name = e.name();
                let body = serde_json::json!({
                    "name": name,
                    "image": CreateAttachment::bytes(e.png.clone(), "emoji.png").to_base64(),
                });
                // Tried again while Discord answers a rate limit or a server error.
                let upload = || bot.budget.spend(http.create_application_emoji(&body));
                match retry::patiently(UPLOAD_TRIES, "create_application_emoji", upload).await {
                    Ok(made) => {
                        known.insert(
                            e.base.clone(),
                            EmojiRef {
                                id: made.id.get(),
                                name,
                            },
                        );
                        synced.uploaded += 1;
                    }
                    Err(err) => {
                        tracing::warn!(error = %err, emoji = name, "Discord refused an emoji of ours; screens keep words");
                        synced.stuck = retry::passing(&err).is_none();
                        break;
                    }
                }
            }
        }
    }
    synced.complete = known.len() == set.len();
    // The whole set or nothing: a hand half in pictures and half in words reads worse than either.
    bot.emoji.set(match synced.complete {
        true => Emojis::new(known),
        false => Emojis::default(),
    });
    Ok(synced)
}
