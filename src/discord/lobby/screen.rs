//! The lobby message: seats, options, and the Join / Leave / Add computer /
//! Start / Cancel buttons; after the start or a cancel, what became of it.

use crate::discord::lobby::verb::LobbyClick;
use crate::discord::parts::{Button, Row, Select, SelectOption, Style};

use crate::discord::lobby::verb::LobbyVerb;
use crate::discord::screen::embed;
use crate::discord::screen::{Screen, Seats};
use crate::t;
use crate::table::{GameKind, GameStatus, Level, Snapshot, TableOptions};
use crate::text::catalogue::Lang;
use crate::text::options::{game_name, options_text};

/// "Add a computer player" with its level: Easy, Normal (first, the usual choice) or Hard.
fn level_select(game: i64, kind: GameKind, lang: Lang) -> Select {
    let options = [Level::Normal, Level::Easy, Level::Hard]
        .into_iter()
        .map(|level| {
            let name = level.as_str();
            let about = match kind {
                GameKind::Wizard => format!("level-{name}-about"),
                GameKind::Dice => format!("level-{name}-about-dice"),
            };
            SelectOption::new(t!(lang, &format!("level-{name}")), name).description(t!(lang, &about))
        })
        .collect();
    let id = LobbyClick {
        game,
        verb: LobbyVerb::AddComputer,
    };
    Select::new(id, options).placeholder(t!(lang, "add-computer-placeholder"))
}

/// `screen` (a lobby) with what its table goes without here, for its host.
pub fn noting(mut screen: Screen, notes: &[String]) -> Screen {
    if !notes.is_empty() {
        let mut lines: Vec<&str> = Vec::new();
        if !screen.content.is_empty() {
            lines.push(&screen.content);
        }
        lines.extend(notes.iter().map(String::as_str));
        screen.content = lines.join("\n");
    }
    screen
}

pub fn lobby(s: &Snapshot, lang: Lang) -> Screen {
    lobby_after(s, lang, None, None)
}

/// The lobby once its table started, saying where it plays (`thread`, when
/// it has one) and, at its end, who won (`winners`, their names): a lobby
/// left behind in the channel points to the game and tells its result.
pub fn lobby_after(s: &Snapshot, lang: Lang, thread: Option<u64>, winners: Option<&str>) -> Screen {
    let seats = Seats::of(s);
    let (min, max) = TableOptions::seat_range(s.kind, &s.options.variants);
    let players = (0..s.seats.len())
        .map(|i| format!("{}. {}", i + 1, seats.name(i, lang)))
        .collect::<Vec<_>>()
        .join("\n");
    // "New table" only while it is one: afterwards the game's name alone.
    let title = match s.status {
        GameStatus::Lobby => t!(lang, "lobby-title", game = game_name(s.kind, lang)),
        _ => game_name(s.kind, lang),
    };
    let mut embed = embed(title)
        .description(t!(lang, "lobby-host", host = format!("<@{}>", s.host)))
        .field(t!(lang, "lobby-seats", taken = s.seats.len(), max = max), players, true)
        .field(t!(lang, "lobby-options"), options_text(s.kind, &s.options, lang), true)
        .footer(crate::discord::screen::footer(s.id, lang));
    let mut components = Vec::new();
    let content = match s.status {
        GameStatus::Lobby => {
            let mut need = t!(lang, "lobby-need", min = min, max = max);
            // What a turn-based game asks of its people, for as many as sit (at least the fewest).
            if let Some((moves, hours, days)) = s.options.turn_based_length(s.kind, s.seats.len().max(min)) {
                need = format!(
                    "{need}\n{}",
                    t!(
                        lang,
                        "lobby-length",
                        players = s.seats.len().max(min),
                        moves = moves,
                        hours = hours,
                        days = days
                    )
                );
            }
            embed = embed.field("\u{200b}", need, false);
            let button = |verb, label: &str, style| {
                Button::new(LobbyClick { game: s.id, verb })
                    .label(t!(lang, label))
                    .style(style)
            };
            let buttons = vec![
                button(LobbyVerb::Join, "button-join", Style::Success),
                button(LobbyVerb::Leave, "button-leave", Style::Secondary),
                button(LobbyVerb::Start, "button-start", Style::Primary),
                button(LobbyVerb::Cancel, "button-cancel", Style::Danger),
            ];
            // Computer players come in levels: the host picks one.
            components.push(Row::Buttons(buttons));
            components.push(Row::SelectMenu(level_select(s.id, s.kind, lang)));
            String::new()
        }
        GameStatus::Running | GameStatus::Finished => {
            let thread = thread.map(|t| format!("<#{t}>"));
            match (winners, thread) {
                (Some(w), Some(t)) => t!(lang, "lobby-finished-thread", winners = w, thread = t),
                (Some(w), None) => t!(lang, "lobby-finished", winners = w),
                (None, Some(t)) => t!(lang, "lobby-started-thread", thread = t),
                (None, None) => t!(lang, "lobby-started"),
            }
        }
        GameStatus::Cancelled => t!(lang, "lobby-cancelled"),
    };
    Screen {
        content,
        embeds: vec![embed],
        components,
        ping: Vec::new(),
        ..Screen::default()
    }
}
