//! `/turns`: every turn-based table waiting for me, on every server and in
//! DMs (oldest turn first, with the time left and a button to each), then
//! those waiting for others; how my turns find me; the host's pause.

use std::collections::BTreeMap;
use std::sync::Arc;

use serenity::all::CreateCommand;

use crate::discord::answer::Failure;
use crate::discord::commands::{anywhere, command};
use crate::discord::context::{Answer, Commanded, Result};
use crate::discord::parts::{Button, Row, Style};
use crate::discord::screen::{Screen, embed};
use crate::discord::seat::MyHand;
use crate::discord::storage::TurnSeat;
use crate::discord::turns::ask::{TurnsClick, Way};
use crate::discord::{Bot, Storage};
use crate::t;
use crate::table::{GameKind, GameStatus, UserId};
use crate::text::catalogue::Lang;
use crate::text::options::game_name;

/// Tables listed in each part (an embed's text has room for them).
const LISTED: usize = 20;
/// Hands offered as buttons (three rows of five).
const HANDS: usize = 15;

/// `/turns`, on servers, in DMs and group DMs (a person's own install too).
pub fn definition() -> CreateCommand {
    anywhere(command("turns", "cmd-turns"))
}

pub(in crate::discord) async fn turns_command<S: Storage>(bot: &Arc<Bot<S>>, k: &Commanded<'_>) -> Result<Answer> {
    Ok(Answer::New {
        screen: turns_screen(bot, k.user, k.lang, None).await?,
        private: true,
    })
}

/// A table's line: its game, where, and whose turn since or until when.
fn line(mine: &TurnSeat, others: &[&TurnSeat], lang: Lang) -> String {
    let name = game_name(mine.kind, lang);
    let head = t!(
        lang,
        "turns-line",
        name = name,
        game = mine.game,
        place = format!("<#{}>", mine.channel)
    );
    let tail = match (mine.paused, mine.waiting, mine.due) {
        (true, _, _) => t!(lang, "turns-paused"),
        (false, true, Some(due)) => t!(lang, "turns-yours", when = format!("<t:{}:R>", due / 1000)),
        _ => {
            let waiting: Vec<String> = others
                .iter()
                .filter(|o| o.waiting)
                .map(|o| format!("<@{}>", o.user))
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

/// The list as it is now; `changed`: the way turns find them was just set.
pub(in crate::discord) async fn turns_screen<S: Storage>(
    bot: &Arc<Bot<S>>,
    user: UserId,
    lang: Lang,
    changed: Option<Way>,
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
    // Oldest turn first: the one the others have waited for longest.
    mine_waiting.sort_by_key(|(m, _)| (m.since.unwrap_or(i64::MAX), m.game));
    let mut text = vec![format!("**{}**", t!(lang, "turns-for-you", n = mine_waiting.len()))];
    text.extend(mine_waiting.iter().take(LISTED).map(|(m, o)| line(m, o, lang)));
    if mine_waiting.is_empty() {
        text.push(t!(lang, "turns-none-for-you"));
    }
    text.push(String::new());
    text.push(format!("**{}**", t!(lang, "turns-for-others", n = theirs.len())));
    text.extend(theirs.iter().take(LISTED).map(|(m, o)| line(m, o, lang)));
    if theirs.is_empty() {
        text.push(t!(lang, "turns-none-for-others"));
    }
    let way = Way::of(&bot.league, user).await;
    text.push(String::new());
    let way_line = match way {
        Way::Dm => t!(lang, "turns-way-dm"),
        Way::Mention => t!(lang, "turns-way-mention"),
        Way::Off => t!(lang, "turns-way-off"),
    };
    text.push(match changed {
        Some(_) => format!("✅ {way_line}"),
        None => way_line,
    });
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
    // The host's pause, for the tables they host here (a row at most).
    let mut pauses = Vec::new();
    for (m, _) in mine_waiting.iter().chain(theirs.iter()) {
        if pauses.len() == 4 {
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
    last.push(
        Button::new(TurnsClick::List)
            .label(t!(lang, "button-turns-again"))
            .emoji('🔄')
            .style(Style::Secondary),
    );
    if !pauses.is_empty() {
        components.push(Row::Buttons(pauses));
    }
    components.push(Row::Buttons(last));
    Ok(Screen {
        embeds: vec![embed(t!(lang, "turns-title")).description(text.join("\n"))],
        components,
        ..Screen::default()
    })
}
