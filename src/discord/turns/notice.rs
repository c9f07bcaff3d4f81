//! The messages of a turn-based table's turn: "your turn" (what is asked,
//! the clock, and the ways to act at once: the hand in Discord, the seat's
//! page, the Activity), the reminder, and the word that a clock ran out;
//! sent as a DM, or as a mention where the game is when the person prefers
//! it or the bot may not DM them (once: then it mentions them from then on).

use std::sync::Arc;

use serenity::all::ChannelId;

use crate::discord::keep::permissions::{refused_for_permission, unknown_channel};
use crate::discord::parts::{Button, Row, Style};
use crate::discord::screen::{Screen, embed};
use crate::discord::seat::MyHand;
use crate::discord::storage::Claim;
use crate::discord::transport::rest;
use crate::discord::turns::ask::{TurnsClick, Way};
use crate::discord::turns::choices::Times;
use crate::discord::turns::dm::{self, Refused};
use crate::discord::{Bot, Storage, lock, public_lang};
use crate::present::{Asked, Clock, Seen};
use crate::t;
use crate::table::{GameKind, RUN_OUTS_FOR_GOOD, Snapshot, TurnClock, View, now_ms};
use crate::text::catalogue::Lang;

/// What a turn's message says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    Turn,
    Reminder,
    /// `played`: what the autopilot played for them.
    RanOut {
        in_a_row: u8,
        for_good: bool,
        played: Option<crate::table::Move>,
    },
}

impl What {
    /// Its name in `turn_notices` (one message of each per turn).
    pub fn key(self) -> &'static str {
        match self {
            What::Turn => "turn",
            What::Reminder => "reminder",
            What::RanOut { .. } => "ran_out",
        }
    }
}

/// How long a turn's message claimed but never marked sent (its process
/// stopped mid-send, or Discord did not answer) waits before a later pass
/// tries it again. The try carries the first one's nonce, so a message that
/// did reach Discord is shown once.
pub(super) const CLAIM_MS: i64 = 15_000;

/// Claims `what` for `clock`'s turn, on any process: `Some(true)` for the
/// call that sends it (the first, or a try after one that never finished),
/// `Some(false)` when it was sent or is being sent, `None` when storage
/// could not say (tried at the next pass).
async fn claim<S: Storage>(bot: &Bot<S>, clock: TurnClock, what: What) -> Option<bool> {
    let key = (clock.game, clock.user, clock.since, what.key());
    if lock(&bot.turns.claimed).contains(&key) {
        return Some(false);
    }
    match bot
        .league
        .claim_notice(clock.game, clock.user, clock.since, what.key(), CLAIM_MS)
        .await
    {
        Ok(Claim::Ours) => Some(true),
        Ok(Claim::Done) => {
            lock(&bot.turns.claimed).insert(key);
            Some(false)
        }
        Ok(Claim::Pending) => Some(false),
        Err(e) => {
            tracing::warn!(game = clock.game, error = %e, "could not claim a turn's message; trying at the next pass");
            None
        }
    }
}

/// `what` for `clock`'s turn was sent, or never will be: no pass tries it again.
async fn sent<S: Storage>(bot: &Bot<S>, clock: TurnClock, what: What) {
    let key = (clock.game, clock.user, clock.since, what.key());
    if lock(&bot.turns.claimed).contains(&key) {
        return;
    }
    match bot
        .league
        .notice_sent(clock.game, clock.user, clock.since, what.key())
        .await
    {
        Ok(()) => {
            lock(&bot.turns.claimed).insert(key);
        }
        // Its claim goes stale and a later pass sends it again (its nonce
        // lets Discord show it once within minutes).
        Err(e) => tracing::warn!(game = clock.game, error = %e, "could not mark a turn's message sent"),
    }
}

/// `what` for `clock`'s turn is never sent: a later message stands for it
/// (a turn not told before its reminder is due gets the reminder alone).
/// `None` when storage could not say (tried at the next pass).
pub async fn skip<S: Storage>(bot: &Bot<S>, clock: TurnClock, what: What) -> Option<()> {
    claim(bot, clock, what).await?;
    sent(bot, clock, what).await;
    Some(())
}

/// Sends `what` for `clock`'s turn unless it was sent (claimed) before.
/// It is marked sent once Discord took it (or it can reach no one): a send
/// cut short is tried again by a later pass, so no turn goes untold.
pub async fn notify<S: Storage>(bot: &Arc<Bot<S>>, clock: TurnClock, what: What) {
    if lock(&bot.turns.claimed).contains(&(clock.game, clock.user, clock.since, what.key())) {
        return;
    }
    // Where the game plays is set once its first table is posted (its
    // thread opened): until then the message waits for the next pass.
    let place = bot.places.get(bot.tables.persist(), clock.game).await;
    let Some(channel) = place.as_ref().and_then(|p| p.channel) else {
        return;
    };
    let way = Way::of(&bot.league, clock.user).await;
    let times = Times::of(&bot.league, clock.user).await;
    // A seat handed to the computer for good is said at once (once a game).
    // On the digest, the rest waits for it, unless the clock runs out before
    // the next digest comes (a table faster than a day a move, a turn that
    // came just after the digest at a day a move): then the turn and its
    // reminder are told as they come, or the seat would be lost unseen.
    // Those who want nothing get nothing.
    let urgent = matches!(what, What::RanOut { for_good: true, .. });
    // The digest that lists the turn: the first after it began (for its
    // message, which may be told late: a live turn waits), or after now (for
    // the reminder: a last call).
    let from = if what == What::Turn { clock.since } else { now_ms() };
    let digest_too_late = matches!(what, What::Turn | What::Reminder)
        && times.next_digest_from(from).is_some_and(|digest| clock.due < digest);
    let said_elsewhere = match way {
        Way::Off => true,
        Way::Digest => !urgent && !digest_too_late,
        Way::Dm | Way::Mention => false,
    };
    if !said_elsewhere && !urgent && times.quiet_at(now_ms()) {
        // Quiet hours: the turn is told by a pass after them (its reminder
        // alone if that is due by then); what the computer played meanwhile
        // is said by that message, as no pass asks for a run-out's word again.
        if matches!(what, What::RanOut { .. }) {
            skip(bot, clock, what).await;
        }
        return;
    }
    if claim(bot, clock, what).await != Some(true) {
        return;
    }
    if said_elsewhere {
        sent(bot, clock, what).await;
        return;
    }
    let Ok(s) = bot.tables.latest(clock.game).await else {
        return;
    };
    let lang = public_lang(place.as_ref().and_then(|p| p.locale.as_deref()));
    let screen = turn_screen(bot, &s, clock, what, lang, channel).await;
    // Taken while the pass got here (a person quick at the table, or at its
    // page): "Your turn" would call them to a turn that is over. Claimed, so
    // never told; what they do next is a new turn.
    if matches!(what, What::Turn | What::Reminder) && !bot.tables.turn_runs(&clock) {
        return;
    }
    if matches!(way, Way::Dm | Way::Digest) && !dm::closed(bot, clock.user).await {
        match dm::send(bot, clock.user, &screen, nonce(clock, what, 'd')).await {
            Ok(()) => {
                sent(bot, clock, what).await;
                return;
            }
            Err(Refused::Closed | Refused::TooFast) => {}
            Err(Refused::Other(e)) => {
                tracing::warn!(game = clock.game, error = %e, "a turn's DM could not be sent; mentioning them instead")
            }
        }
    }
    if mention(bot, clock.game, clock.user, screen, channel, nonce(clock, what, 'm')).await {
        sent(bot, clock, what).await;
    }
}

/// The nonce of `what` for `clock`'s turn, sent `by` DM ('d') or mention
/// ('m'): the same on every try, so Discord shows a message whose first
/// try's answer never came once (within its 25 characters; `u`, which no
/// other message's nonce begins with).
fn nonce(clock: TurnClock, what: What, by: char) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::hash::DefaultHasher::new();
    (clock.game, clock.user, clock.since, what.key()).hash(&mut h);
    format!("u{by}{:x}", h.finish())
}

/// The message where the game is, mentioning the person (and only them):
/// whether it is done with (posted, or the place refuses it for good).
pub(super) async fn mention<S: Storage>(
    bot: &Bot<S>,
    game: crate::table::GameId,
    user: crate::table::UserId,
    mut screen: Screen,
    channel: u64,
    nonce: String,
) -> bool {
    let Some(http) = bot.http().cloned() else {
        return false;
    };
    screen.content = format!("<@{user}>");
    screen.ping = vec![user as u64];
    let sent = bot
        .budget
        .spend(rest::post_message(
            &http,
            ChannelId::new(channel),
            screen.outgoing_message(Some(nonce)),
        ))
        .await;
    match sent {
        Ok(_) => true,
        // The table still says whose turn it is, and `/turns` lists it.
        Err(e) if refused_for_permission(&e) || unknown_channel(&e) => {
            tracing::warn!(game, error = %e, "could not mention a player whose turn it is");
            true
        }
        Err(e) => {
            tracing::warn!(game, error = %e, "could not mention a player whose turn it is; a later pass tries again");
            false
        }
    }
}

/// What the seat is asked now (`present::asked`), in a sentence.
fn asked(s: &Snapshot, seen: &Seen, lang: Lang) -> String {
    let round = match &seen.view {
        Some(View::Wizard(v)) => u32::from(v.round),
        Some(View::Dice(v)) => v.round,
        None => return String::new(),
    };
    let key = match seen.asked {
        Asked::Trump => "turn-asked-trump",
        // Covered bids: everyone is asked at once; the bids show when all are in.
        Asked::Bid if s.options.variants.covered_bids => "turn-asked-bid-covered",
        Asked::Bid => "turn-asked-bid",
        Asked::Take => "turn-asked-take",
        Asked::Predict { .. } | Asked::SetDice | Asked::Throw { .. } | Asked::Score => "turn-asked-dice",
        // Its clock runs, so it is asked something: the game's own word.
        Asked::Play | Asked::Waiting { .. } | Asked::Watching | Asked::Over => match s.kind {
            GameKind::Dice => "turn-asked-dice",
            _ => "turn-asked-play",
        },
    };
    t!(lang, key, round = round)
}

/// The message: what happened or is asked, the clock, where, and the ways to act.
async fn turn_screen<S: Storage>(
    bot: &Bot<S>,
    s: &Snapshot,
    clock: TurnClock,
    what: What,
    lang: Lang,
    channel: u64,
) -> Screen {
    let game_name = crate::text::options::game_name(s.kind, lang);
    let (title, mut lines) = match what {
        What::Turn => (t!(lang, "turn-title", name = game_name, game = s.id), Vec::new()),
        What::Reminder => (
            t!(lang, "turn-reminder-title", name = game_name, game = s.id),
            vec![t!(lang, "turn-reminder")],
        ),
        What::RanOut {
            in_a_row,
            for_good,
            played,
        } => (
            t!(lang, "turn-ran-out-title", name = game_name, game = s.id),
            [match for_good {
                true => t!(lang, "turn-for-good"),
                false => t!(lang, "turn-ran-out", n = in_a_row, max = RUN_OUTS_FOR_GOOD),
            }]
            .into_iter()
            .chain(played.and_then(|mv| crate::text::moves::played_line(&[mv], lang)))
            .collect(),
        ),
    };
    // What is asked now, and their clock as it is now (after a run-out: their next turn's, if it is theirs again).
    let seen = crate::present::seen(s, s.seat_of(clock.user));
    let now = seen
        .seat
        .map(|seat| (seat, seen.clocks.seats.get(seat).copied().flatten()));
    if let Some((seat, Some(Clock::Runs { due }))) = now
        && s.seats.get(seat) == Some(&crate::table::SeatOwner::Human(clock.user))
    {
        // What the computer played while their clock ran out (their quiet
        // hours held its own message), then what is asked now.
        if !matches!(what, What::RanOut { .. })
            && let Some(line) = crate::text::moves::played_for_you(&seen.played_for_you, lang)
        {
            lines.push(line);
        }
        // Their move left for later could not be made: the turn waits for them.
        if let Some(mv) = seen.dropped {
            lines.push(t!(lang, "later-dropped", move = crate::text::moves::move_words(mv, lang)));
        }
        lines.push(asked(s, &seen, lang));
        lines.push(t!(
            lang,
            "turn-clock",
            when = format!("<t:{}:R>", due / 1000),
            at = format!("<t:{}:f>", due / 1000)
        ));
    }
    // What the others did since this person's last move (a turn's message
    // and its reminder; a run-out's word says what was played instead).
    if !matches!(what, What::RanOut { .. })
        && let Some((seat, _)) = now
        && let Ok(happened) = bot.tables.since_last_move(s.id, seat).await
    {
        let seats = crate::discord::screen::Seats::of(s);
        let since = crate::text::since::since_lines(&happened, &|seat| seats.name(seat, lang), lang);
        if !since.is_empty() {
            lines.push(String::new());
            lines.push(t!(lang, "since-title"));
            lines.extend(since);
            lines.push(String::new());
        }
    }
    lines.push(t!(lang, "turn-where", place = format!("<#{channel}>")));
    let mut buttons = Vec::new();
    let seated_now =
        now.is_some_and(|(seat, c)| matches!(c, Some(Clock::Runs { .. })) && !s.is_over() && seat < s.seats.len());
    if seated_now {
        let hand = if s.kind == GameKind::Dice {
            ("button-my-page", '📜')
        } else {
            ("button-my-hand", '🎴')
        };
        buttons.push(
            Button::new(MyHand {
                game: s.id,
                version: s.version,
            })
            .label(t!(lang, hand.0))
            .emoji(hand.1)
            .style(Style::Primary),
        );
        if let (Some(page), Some((seat, _))) = (bot.page.as_ref(), now)
            && let Ok(seat) = u8::try_from(seat)
        {
            buttons.push(
                Button::new_link(page.address(s.id, Some((seat, clock.user)), lang))
                    .label(t!(lang, "web-open-table"))
                    .emoji('🃏'),
            );
        }
        if bot.activity
            && let Some(app) = bot.app_id()
        {
            // Discord's turn-based deep link: it opens the Activity on this game (`custom_id`).
            buttons.push(
                Button::new_link(format!("https://discord.com/activities/{app}?custom_id=game-{}", s.id))
                    .label(t!(lang, "activity-play"))
                    .emoji('🎮'),
            );
        }
    }
    if let Some(url) = bot.whereabouts(s.id, s.guild).await {
        buttons.push(Button::new_link(url).label(t!(lang, "turn-go")).emoji('💬'));
    }
    let settings = vec![
        Button::new(TurnsClick::List)
            .label(t!(lang, "button-turns-list"))
            .emoji('📋')
            .style(Style::Secondary),
        Button::new(TurnsClick::Way(Way::Digest))
            .label(t!(lang, "button-way-digest"))
            .emoji('📰')
            .style(Style::Secondary),
        Button::new(TurnsClick::Way(Way::Mention))
            .label(t!(lang, "button-way-mention"))
            .emoji('📣')
            .style(Style::Secondary),
        Button::new(TurnsClick::Way(Way::Off))
            .label(t!(lang, "button-way-off"))
            .emoji('🔕')
            .style(Style::Secondary),
    ];
    let rows = [buttons, settings]
        .into_iter()
        .filter(|r| !r.is_empty())
        .map(Row::Buttons);
    Screen {
        embeds: vec![embed(title).description(lines.join("\n"))],
        components: rows.collect(),
        ..Screen::default()
    }
}

#[cfg(test)]
mod tests {
    use super::{What, nonce};
    use crate::table::TurnClock;

    #[test]
    fn each_turns_message_has_its_own_nonce_within_discords_25_characters() {
        let clock = TurnClock {
            game: i64::MAX,
            seat: 3,
            user: i64::MAX,
            since: i64::MAX,
            started: i64::MAX,
            due: 0,
            moved: None,
        };
        let dm = nonce(clock, What::Turn, 'd');
        assert!(dm.len() <= 25 && dm.starts_with("ud"), "{dm}");
        assert_eq!(dm, nonce(clock, What::Turn, 'd'), "the same on every try");
        assert_ne!(dm, nonce(clock, What::Turn, 'm'), "a mention is another message");
        assert_ne!(dm, nonce(clock, What::Reminder, 'd'));
        assert_ne!(
            dm,
            nonce(TurnClock { since: 1, ..clock }, What::Turn, 'd'),
            "the next turn's"
        );
        assert_eq!(
            dm,
            nonce(TurnClock { started: 1, ..clock }, What::Turn, 'd'),
            "a turn resumed after a pause is the same turn"
        );
    }
}
