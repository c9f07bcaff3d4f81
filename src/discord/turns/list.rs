//! `/turns`: every turn-based table waiting for me, on every server and in
//! DMs (oldest turn first, with the time left and a button to each), then
//! those waiting for others; how my turns find me; the host's pause.

use std::collections::BTreeMap;
use std::sync::Arc;

use serenity::all::{CommandOptionType, CreateCommand};

use crate::discord::answer::Failure;
use crate::discord::commands::{anywhere, choices, command, int_opt, option, string_opt};
use crate::discord::context::{Answer, Commanded, Result};
use crate::discord::parts::{Button, Row, Style};
use crate::discord::screen::{Screen, embed};
use crate::discord::seat::MyHand;
use crate::discord::storage::TurnSeat;
use crate::discord::turns::ask::{TurnsClick, WAY_KEY, Way};
use crate::discord::turns::choices::{Times, zone_named};
use crate::discord::turns::vacation::{self, DAYS_A_YEAR, Vacation};
use crate::discord::{Bot, Storage};
use crate::t;
use crate::table::{GameKind, GameStatus, UserId};
use crate::text::catalogue::Lang;
use crate::text::options::game_name;

/// Tables listed in each part (an embed's text has room for them).
const LISTED: usize = 20;
/// Hands offered as buttons (three rows of five).
const HANDS: usize = 15;

/// `/turns`, on servers, in DMs and group DMs (a person's own install too);
/// its options set how turns find the person and at which hours.
pub fn definition() -> CreateCommand {
    let hour = |name: &str, id: &str| {
        option(CommandOptionType::Integer, name, id)
            .min_int_value(0)
            .max_int_value(23)
    };
    let messages = choices(
        option(CommandOptionType::String, "messages", "opt-turn-messages"),
        &[
            ("dm", "choice-messages-dm"),
            ("digest", "choice-messages-digest"),
            ("mention", "choice-messages-mention"),
            ("off", "choice-messages-off"),
        ],
    );
    anywhere(command("turns", "cmd-turns"))
        .add_option(messages)
        .add_option(hour("digest_hour", "opt-digest-hour"))
        .add_option(hour("quiet_from", "opt-quiet-from"))
        .add_option(hour("quiet_until", "opt-quiet-until"))
        .add_option(option(CommandOptionType::String, "time_zone", "opt-time-zone").max_length(64))
        .add_option(
            option(CommandOptionType::Integer, "vacation", "opt-vacation")
                .min_int_value(1)
                .max_int_value(u64::from(DAYS_A_YEAR)),
        )
}

/// `/turns`: the list, after keeping what its options chose (all checked
/// before any is kept).
pub(in crate::discord) async fn turns_command<S: Storage>(bot: &Arc<Bot<S>>, k: &Commanded<'_>) -> Result<Answer> {
    let way = string_opt(k.options, "messages").and_then(Way::read);
    let digest = int_opt(k.options, "digest_hour").and_then(|h| u8::try_from(h).ok());
    let from = int_opt(k.options, "quiet_from").and_then(|h| u8::try_from(h).ok());
    let until = int_opt(k.options, "quiet_until").and_then(|h| u8::try_from(h).ok());
    let zone = match string_opt(k.options, "time_zone") {
        Some(name) => Some(zone_named(name).ok_or(Failure::say("err-time-zone-unknown"))?),
        None => None,
    };
    if from.is_some() != until.is_some() {
        return Err(Failure::say("err-quiet-both"));
    }
    let vacation = int_opt(k.options, "vacation").map(|d| u32::try_from(d).unwrap_or(0));
    let changed = way.is_some() || digest.is_some() || from.is_some() || zone.is_some() || vacation.is_some();
    if let Some(way) = way {
        bot.league
            .set_person_choice(k.user, WAY_KEY, way.word())
            .await
            .map_err(|e| Failure::internal("turns_way_write", None, &e))?;
    }
    if digest.is_some() || from.is_some() || zone.is_some() {
        let mut times = Times::of(&bot.league, k.user).await;
        times.digest = digest.or(times.digest);
        times.quiet = from.zip(until).or(times.quiet);
        times.zone = zone.or(times.zone);
        times
            .keep(&bot.league, k.user)
            .await
            .map_err(|e| Failure::internal("turns_times_write", None, &e))?;
    }
    if let Some(days) = vacation {
        vacation::go(bot, k.user, days).await?;
    }
    let heading = if changed { Heading::Changed } else { Heading::List };
    Ok(Answer::New {
        screen: turns_screen(bot, k.user, k.lang, heading).await?,
        private: true,
    })
}

/// A table's line: its game, where, and whose turn since or until when
/// (`away`: the people on vacation, until when).
fn line(mine: &TurnSeat, others: &[&TurnSeat], away: &BTreeMap<UserId, i64>, lang: Lang) -> String {
    let name = game_name(mine.kind, lang);
    let head = t!(
        lang,
        "turns-line",
        name = name,
        game = mine.game,
        place = format!("<#{}>", mine.channel)
    );
    let until = |user: UserId| format!("<t:{}:R>", away.get(&user).copied().unwrap_or_default() / 1000);
    let tail = match (mine.paused, mine.waiting, mine.due) {
        (true, _, _) => t!(lang, "turns-paused"),
        (false, true, Some(due)) => t!(lang, "turns-yours", when = format!("<t:{}:R>", due / 1000)),
        (false, true, None) if away.contains_key(&mine.user) => {
            t!(lang, "turns-yours-away", when = until(mine.user))
        }
        // Not paused, not away: it stands through their quiet hours.
        (false, true, None) => t!(lang, "turns-yours-resting"),
        _ => {
            let waiting: Vec<String> = others
                .iter()
                .filter(|o| o.waiting)
                .map(|o| match away.contains_key(&o.user) {
                    true => t!(
                        lang,
                        "turns-away",
                        name = format!("<@{}>", o.user),
                        when = until(o.user)
                    ),
                    false => format!("<@{}>", o.user),
                })
                .collect();
            let since = others.iter().filter_map(|o| o.since).min();
            match (waiting.is_empty(), since) {
                (false, Some(since)) => t!(
                    lang,
                    "turns-theirs",
                    names = waiting.join(", "),
                    when = format!("<t:{}:R>", since / 1000)
                ),
                _ => t!(lang, "turns-moving"),
            }
        }
    };
    format!("• {head} — {tail}")
}

/// What the list is shown as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::discord) enum Heading {
    /// `/turns`, or the list again.
    List,
    /// Just after they changed how their turns find them (said with a ✅).
    Changed,
    /// Their daily digest: the tables waiting for them, no more.
    Digest,
}

/// How `way` and `times` send turns, in a sentence or two.
fn way_line(way: Way, times: &Times, lang: Lang) -> String {
    let zone = times.zone_name();
    let first = match way {
        Way::Dm => t!(lang, "turns-way-dm"),
        Way::Mention => t!(lang, "turns-way-mention"),
        Way::Digest => t!(lang, "turns-way-digest", hour = hour(times.digest_hour()), zone = zone),
        Way::Off => return t!(lang, "turns-way-off"),
    };
    match (way, times.quiet_hours()) {
        (Way::Dm | Way::Mention | Way::Digest, Some((from, until))) => format!(
            "{first} {}",
            t!(lang, "turns-quiet", from = hour(from), until = hour(until), zone = zone)
        ),
        _ => first,
    }
}

/// An hour of the day as people read it on a 24-hour clock ("08:00").
fn hour(h: u8) -> String {
    format!("{h:02}:00")
}

/// The list as it is now.
pub(in crate::discord) async fn turns_screen<S: Storage>(
    bot: &Arc<Bot<S>>,
    user: UserId,
    lang: Lang,
    heading: Heading,
) -> Result<Screen> {
    let rows = bot
        .league
        .turn_tables_of(user)
        .await
        .map_err(|e| Failure::internal("turns_read", None, &e))?;
    let mut games: BTreeMap<i64, Vec<TurnSeat>> = BTreeMap::new();
    for r in rows {
        games.entry(r.game).or_default().push(r);
    }
    let mut mine_waiting = Vec::new();
    let mut theirs = Vec::new();
    for seats in games.values() {
        let Some(mine) = seats.iter().find(|s| s.user == user) else {
            continue;
        };
        let others: Vec<&TurnSeat> = seats.iter().filter(|s| s.user != user).collect();
        if mine.waiting {
            mine_waiting.push((mine, others));
        } else {
            theirs.push((mine, others));
        }
    }
    // Who is on vacation among those the tables wait for (and the asker).
    let now = crate::table::now_ms();
    let vacation = Vacation::of(&bot.league, user).await;
    let on_vacation = vacation.until(now);
    let mut away: BTreeMap<UserId, i64> = on_vacation.map(|until| (user, until)).into_iter().collect();
    let waited = games.values().flatten().filter(|s| s.waiting && s.user != user);
    for seat in waited {
        if away.contains_key(&seat.user) {
            continue;
        }
        if let Some(until) = Vacation::of(&bot.league, seat.user).await.until(now) {
            away.insert(seat.user, until);
        }
    }
    // Oldest turn first: the one the others have waited for longest.
    mine_waiting.sort_by_key(|(m, _)| (m.since.unwrap_or(i64::MAX), m.game));
    let mut text = vec![format!("**{}**", t!(lang, "turns-for-you", n = mine_waiting.len()))];
    text.extend(mine_waiting.iter().take(LISTED).map(|(m, o)| line(m, o, &away, lang)));
    if mine_waiting.is_empty() {
        text.push(t!(lang, "turns-none-for-you"));
    }
    if heading != Heading::Digest {
        text.push(String::new());
        text.push(format!("**{}**", t!(lang, "turns-for-others", n = theirs.len())));
        text.extend(theirs.iter().take(LISTED).map(|(m, o)| line(m, o, &away, lang)));
        if theirs.is_empty() {
            text.push(t!(lang, "turns-none-for-others"));
        }
    }
    let way = Way::of(&bot.league, user).await;
    let times = Times::of(&bot.league, user).await;
    text.push(String::new());
    let way_line = way_line(way, &times, lang);
    text.push(match heading {
        Heading::Changed => format!("✅ {way_line}"),
        Heading::List | Heading::Digest => way_line,
    });
    if heading != Heading::Digest {
        text.push(match on_vacation {
            Some(until) => t!(
                lang,
                "turns-vacation-on",
                when = format!("<t:{}:f>", until / 1000),
                left = vacation.days_left(now)
            ),
            None => t!(lang, "turns-vacation-left", left = vacation.days_left(now)),
        });
    }
    let mut components: Vec<Row> = mine_waiting
        .iter()
        .take(HANDS)
        .map(|(m, _)| {
            let emoji = if m.kind == GameKind::Dice { '📜' } else { '🎴' };
            Button::new(MyHand {
                game: m.game,
                version: m.version as u64,
            })
            .label(t!(lang, "turns-open", game = m.game))
            .emoji(emoji)
            .style(Style::Primary)
        })
        .collect::<Vec<_>>()
        .chunks(5)
        .map(|c| Row::Buttons(c.to_vec()))
        .collect();
    // The host's pause, for the tables they host here (a row at most; not in a digest).
    let mut pauses = Vec::new();
    for (m, _) in mine_waiting.iter().chain(theirs.iter()) {
        if pauses.len() == 4 || heading == Heading::Digest {
            break;
        }
        if let Ok(s) = bot.tables.snapshot(m.game).await
            && crate::table::pauser(s.host, &s.seats) == Some(user)
            && s.status == GameStatus::Running
        {
            let on = s.paused.is_none();
            let (label, emoji) = if on {
                ("turns-pause", '⏸')
            } else {
                ("turns-unpause", '▶')
            };
            pauses.push(
                Button::new(TurnsClick::Pause { game: m.game, on })
                    .label(t!(lang, label, game = m.game))
                    .emoji(emoji)
                    .style(Style::Secondary),
            );
        }
    }
    let ways = [
        (Way::Dm, "button-way-dm", '📨'),
        (Way::Digest, "button-way-digest", '📰'),
        (Way::Mention, "button-way-mention", '📣'),
        (Way::Off, "button-way-off", '🔕'),
    ]
    .into_iter()
    .filter(|(w, _, _)| *w != way)
    .map(|(w, label, emoji)| {
        Button::new(TurnsClick::Way(w))
            .label(t!(lang, label))
            .emoji(emoji)
            .style(Style::Secondary)
    });
    let mut last: Vec<Button> = ways.collect();
    if on_vacation.is_some() {
        last.insert(
            0,
            Button::new(TurnsClick::Back)
                .label(t!(lang, "button-vacation-back"))
                .emoji('👋')
                .style(Style::Success),
        );
    }
    last.push(
        Button::new(TurnsClick::List)
            .label(t!(lang, "button-turns-again"))
            .emoji('🔄')
            .style(Style::Secondary),
    );
    if heading == Heading::Digest {
        // A digest stays short: the hands, and the whole list a click away.
        components.push(Row::Buttons(vec![
            Button::new(TurnsClick::List)
                .label(t!(lang, "button-turns-list"))
                .emoji('📋')
                .style(Style::Secondary),
        ]));
    } else {
        if !pauses.is_empty() {
            components.push(Row::Buttons(pauses));
        }
        components.push(Row::Buttons(last));
    }
    let title = match heading {
        Heading::Digest => t!(lang, "turns-digest-title", n = mine_waiting.len()),
        Heading::List | Heading::Changed => t!(lang, "turns-title"),
    };
    Ok(Screen {
        embeds: vec![embed(title).description(text.join("\n"))],
        components,
        ..Screen::default()
    })
}
