//! Turn pings. Discord notifies a person only for a new message that
//! mentions them, never for an edit, and a table's message is posted once a
//! round and then edited: without this, only a round's first actor would be
//! told. Every turn of a person's that waits past `ping_after` gets one short
//! message that mentions them and opens their hand, also when their private
//! panel shows the turn (an open panel says nothing about whether anyone is
//! looking, and an edit of it notifies no one); a panel past Discord's 15
//! minutes makes it ask them to open their hand again. One ping per person
//! at a time: their previous one is deleted when they act or the next one
//! comes (it would mislead). A table post that mentioned them already counts.
//! A ping costs two bot-token requests (post, delete), within the budget;
//! 🔕 on it and the server's setting still say who is pinged at all.

use crate::discord::context::{Answer, Clicked, Result};
use crate::discord::seat::MyHand;
use std::sync::Arc;

use crate::discord::parts::{Button, Row, Style};
use serenity::all::{ChannelId, MessageId};

use crate::discord::answer::Failure;
use crate::discord::keep::pinged::{Posted, owing};
use crate::discord::screen::Screen;
use crate::discord::transport::rest;
use crate::discord::{Bot, Storage, lock, public_lang};
use crate::t;
use crate::table::{GameId, GameKind, GameStatus, Snapshot, UserId};

/// Waits `bot.ping_after`, then pings `user` unless they acted or were told
/// by a new message (an open panel is no sign that anyone is looking).
pub async fn later<S: Storage>(bot: Arc<Bot<S>>, game: GameId, user: UserId, since: u64) {
    let Some(after) = bot.ping_after else { return };
    tokio::time::sleep(after).await;
    if bot.is_stopped() || !bot.pings.untold(game, user, since) {
        return;
    }
    // A panel past Discord's 15 minutes no longer follows the game: say so.
    let stale = bot.sessions.get(game, user).is_some_and(|p| !bot.sessions.live(&p));
    let Ok(s) = bot.tables.snapshot(game).await else { return };
    if s.status != GameStatus::Running || wanted(&bot, s.guild, &[user as u64]).await.is_empty() {
        return;
    }
    let Some(http) = bot.http().cloned() else { return };
    let Some(place) = bot.places.get(bot.tables.persist(), game).await else {
        return;
    };
    let Some(channel) = place.channel else { return };
    let lang = public_lang(place.locale.as_deref());
    let screen = ping_screen(&s, user, stale, lang);
    let posted = bot
        .budget
        .spend(rest::post_message(
            &http,
            ChannelId::new(channel),
            screen.outgoing_message(None),
        ))
        .await;
    let posted = match posted {
        Ok(p) => p,
        Err(e) => {
            // A missed ping is not worth a retry: the table still says whose turn it is.
            tracing::warn!(game, error = %e, "could not ping a player whose turn it is");
            return;
        }
    };
    bot.pings.told(game, &[user as u64], s.version);
    let before = lock(&bot.pings.messages)
        .insert((game, user), ((channel, posted.id.get()), since))
        .map(|(m, _)| m);
    let turn_over = lock(&bot.pings.turns).get(&(game, user)) != Some(&since);
    if s.is_over() || bot.is_stopped() || turn_over {
        // The game ended or they acted while it was on its way: it would mislead.
        lock(&bot.pings.messages).remove(&(game, user));
        delete(&bot, (channel, posted.id.get())).await;
    }
    if let Some(old) = before {
        delete(&bot, old).await;
    }
}

/// `user`'s decision in `game` was taken, bringing it to version `after`:
/// their ping goes ("it is your turn" would mislead now), in a task of its
/// own (it waits for the budget).
pub fn acted<S: Storage>(bot: &Arc<Bot<S>>, user: UserId, after: &Snapshot) {
    let game = after.id;
    // A move of their own ends their vacation, at every table (chess.com's rule).
    let away = after
        .seat_of(user)
        .and_then(|seat| crate::present::clock::vacation_until(after, seat))
        .is_some_and(|until| until > crate::table::now_ms());
    if away {
        let bot = bot.clone();
        tokio::spawn(async move {
            if let Err(crate::discord::answer::Failure::Internal(i)) =
                crate::discord::turns::vacation::back(&bot, user).await
            {
                tracing::warn!(error = %i.error, "a move could not end its person's vacation; it ends by itself");
            }
        });
    }
    // Their move may leave it their turn again (a trick they won, a Page's next step).
    let again = owing(after).contains(&user);
    let (ping, next) = bot.pings.acted(game, user, after.version, again);
    // A turn-based table's turns find their people by `turns` (a DM, once), never by a ping.
    if next && after.options.per_move_ms().is_none() {
        tokio::spawn(later(bot.clone(), game, user, after.version));
    }
    if let Some(ping) = ping {
        let bot = bot.clone();
        tokio::spawn(async move { delete(&bot, ping).await });
    }
}

/// Deletes a ping message (a missing one is gone already).
pub async fn delete<S: Storage>(bot: &Bot<S>, (channel, message): Posted) {
    let Some(http) = bot.http().cloned() else { return };
    let request = http.delete_message(ChannelId::new(channel), MessageId::new(message), None);
    if let Err(e) = bot.budget.spend(request).await {
        tracing::debug!(error = %e, "could not delete an old turn ping");
    }
}

/// Those of `users` who want to be pinged: each one's own choice, else the
/// server's (`/settings pings`), else yes.
pub async fn wanted<S: Storage>(bot: &Bot<S>, guild: Option<i64>, users: &[u64]) -> Vec<u64> {
    let mut server = None;
    let mut wanted = Vec::new();
    for &u in users {
        let wants = match bot.league.person_pings(u as UserId).await {
            Ok(Some(mine)) => mine,
            _ => match guild {
                // Read once, and only when someone has no choice of their own.
                Some(g) => match server {
                    Some(on) => on,
                    None => *server.insert(bot.league.server_settings(g).await.map_or(true, |(s, _)| s.pings)),
                },
                None => true,
            },
        };
        if wants {
            wanted.push(u);
        }
    }
    wanted
}

/// The ping: the person, mentioned (and only them), and their hand's button.
/// `stale`: their open panel can no longer be updated, so they are asked to open it again.
fn ping_screen(s: &Snapshot, user: UserId, stale: bool, lang: crate::text::catalogue::Lang) -> Screen {
    // Only may take the roll (a computer Seer waits for them): say that, not "your turn".
    let take = s.seat_of(user).is_some_and(|seat| !s.turn().must.contains(seat));
    let (text, button) = match (s.kind, stale, take) {
        (GameKind::Wizard, false, _) => ("ping-turn-wizard", "button-my-hand"),
        (GameKind::Wizard, true, _) => ("ping-turn-again-wizard", "button-my-hand"),
        (GameKind::Dice, false, false) => ("ping-turn-dice", "button-my-page"),
        (GameKind::Dice, true, false) => ("ping-turn-again-dice", "button-my-page"),
        (GameKind::Dice, false, true) => ("ping-take-dice", "button-my-page"),
        (GameKind::Dice, true, true) => ("ping-take-again-dice", "button-my-page"),
    };
    let hand = Button::new(MyHand {
        game: s.id,
        version: s.version,
    })
    .label(t!(lang, button))
    // The sign the table's own button shows: a hand's cards, a Page.
    .emoji(if s.kind == GameKind::Dice { '📜' } else { '🎴' })
    .style(Style::Primary);
    let off = Button::new(PingsSwitch { on: false })
        .label(t!(lang, "button-pings-off"))
        .emoji('🔕')
        .style(Style::Secondary);
    Screen {
        content: t!(lang, text, user = format!("<@{user}>"), game = s.id),
        components: vec![Row::Buttons(vec![hand, off])],
        ping: vec![user as u64],
        ..Screen::default()
    }
}

/// The clicker's own turn pings, on or off (kept for every server), said
/// privately with the button that undoes it.
pub(super) async fn set_pings<S: Storage>(bot: &Arc<Bot<S>>, k: &Clicked<'_>, on: bool) -> Result<Answer> {
    bot.league
        .set_person_pings(k.user, on)
        .await
        .map_err(|e| Failure::internal("pings_write", None, &e))?;
    let (said, undo, label, emoji) = if on {
        ("pings-on-done", false, "button-pings-off", '🔕')
    } else {
        ("pings-off-done", true, "button-pings-on", '🔔')
    };
    let button = Button::new(PingsSwitch { on: undo })
        .label(t!(k.lang, label))
        .emoji(emoji)
        .style(Style::Secondary);
    let screen = Screen {
        content: t!(k.lang, said),
        components: vec![Row::Buttons(vec![button])],
        ..Screen::default()
    };
    // On the ping: a private answer; on that answer (undo): in its place.
    Ok(Answer::Private(screen))
}

/// The clicker's own turn pings, on or off (on a ping, and on its answer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PingsSwitch {
    pub on: bool,
}

impl PingsSwitch {
    pub const PREFIX: &str = "pg";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<PingsSwitch> {
        match rest {
            ["on"] => Some(PingsSwitch { on: true }),
            ["off"] => Some(PingsSwitch { on: false }),
            _ => None,
        }
    }
}

impl crate::discord::parts::Clicks for PingsSwitch {
    fn body(&self) -> String {
        format!("{}:{}", Self::PREFIX, if self.on { "on" } else { "off" })
    }
}
