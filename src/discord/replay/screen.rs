//! A finished game's replay, a private panel: the table at one stop (each
//! round's bids or predictions in, each trick or roll), drawn as the table
//! was, with everyone's cards face up — or as one seat saw it — and the
//! buttons that step by trick (roll) and by round, and choose the seat.

use crate::discord::parts::{Button, Row, Select, SelectOption, Style};

use crate::discord::cards::table::bid_text;
use crate::discord::custom_id::Click;
use crate::discord::replay::step::ReplayStep;
use crate::discord::screen::{Screen, TableInfo, embed};
use crate::engine::wizard::WizardView;
use crate::t;
use crate::table::GameKind;
use crate::text::catalogue::Lang;

/// Where a replay stands and where its buttons lead.
pub struct At<'a> {
    pub game: i64,
    pub kind: GameKind,
    /// The stop shown (0-based) and how many there are.
    pub stop: usize,
    pub stops: usize,
    /// The first stop of the round before (or of this one), and of the next.
    pub round_back: Option<usize>,
    pub round_on: Option<usize>,
    /// Face up (`None`), or as this seat saw it.
    pub seat: Option<usize>,
    /// Each seat's name as plain text (a select cannot show a mention).
    pub names: &'a [String],
}

/// The line above a replay: which game, which step of how many, and whose eyes.
pub fn heading(at: &At, lang: Lang) -> String {
    let eyes = match (at.seat, at.kind) {
        // The dice game hides no hand: only secret predictions (Magic Card), shown here.
        (None, GameKind::Dice) => t!(lang, "replay-all-shown-dice"),
        (None, GameKind::Wizard) => t!(lang, "replay-face-up"),
        (Some(s), _) => t!(
            lang,
            "replay-as-seat",
            name = at.names.get(s).cloned().unwrap_or_default()
        ),
    };
    t!(
        lang,
        "replay-heading",
        game = at.game,
        step = at.stop + 1,
        steps = at.stops,
        eyes = eyes
    )
}

/// The card game at a stop: the round as its table showed it (`table`, from
/// the spectator's view), then every hand and bid (face up; from each seat's
/// own view, `seats`) or the one seat's; none at a round's end (`seats` empty).
pub fn wizard(table: Screen, seats: &[WizardView], info: &TableInfo, at: &At, lang: Lang) -> Screen {
    let shown: Vec<usize> = match at.seat {
        Some(s) => vec![s],
        None => (0..seats.len()).collect(),
    };
    let shown: Vec<usize> = shown.into_iter().filter(|&s| s < seats.len()).collect();
    let lines = shown
        .iter()
        .map(|&s| {
            // Bidding blind under Clairvoyance a seat sees not its own hand but the others'.
            let hand = seats[s]
                .hand
                .clone()
                .or_else(|| seats.iter().find_map(|v| v.seen_hands.get(s).cloned().flatten()));
            let hand = match hand {
                Some(h) if !h.is_empty() => info.emoji.cards_text(&h, lang),
                _ => "–".to_string(),
            };
            t!(
                lang,
                "replay-hand",
                name = info.seats.name(s, lang),
                bid = bid_text(seats[s].bids[s], lang),
                cards = hand
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut screen = Screen {
        content: heading(at, lang),
        embeds: table.embeds,
        pictures: table.pictures,
        ..Screen::default()
    };
    // No hands at a round's end: every card was played, and the scored round says the rest.
    if !seats.is_empty() {
        screen.embeds.push(embed(t!(lang, "replay-hands")).description(lines));
    }
    screen.components = navigation(at, lang);
    screen
}

/// Wizard Dice at a stop: the round as its table showed it (the dice and
/// every prediction, all public once made), and the seat's Page when seen
/// as one seat (`page`).
pub fn dice(table: Screen, page: Option<Screen>, at: &At, lang: Lang) -> Screen {
    let mut screen = Screen {
        content: heading(at, lang),
        embeds: table.embeds,
        pictures: table.pictures,
        ..Screen::default()
    };
    if let Some(page) = page {
        screen.embeds.extend(page.embeds);
        screen.pictures.extend(page.pictures);
    }
    screen.components = navigation(at, lang);
    screen
}

/// ⏮ ◀ ▶ ⏭ by step, ◀◀ ▶▶ by round, and whose eyes to see it with.
fn navigation(at: &At, lang: Lang) -> Vec<Row> {
    let last = at.stops.saturating_sub(1);
    // Arrows are words of the labels, not button emoji: Discord takes only
    // emoji it knows there, and ◀ ▶ ⏮ are emoji only with a variation selector.
    let button = |to: Option<usize>, step: ReplayStep, label: String| {
        let target = to.unwrap_or(at.stop);
        Button::new(Click::Replay {
            game: at.game,
            stop: target as u32,
            seat: at.seat.map(|s| s as u8),
            step,
        })
        .label(label)
        .style(Style::Secondary)
        .disabled(to.is_none_or(|t| t == at.stop))
    };
    let (back, on) = match at.kind {
        GameKind::Wizard => ("replay-trick-back", "replay-trick-on"),
        GameKind::Dice => ("replay-roll-back", "replay-roll-on"),
    };
    let steps = vec![
        button(Some(0), ReplayStep::First, "⏮".to_string()),
        button(at.stop.checked_sub(1), ReplayStep::Back, t!(lang, back)),
        button(Some(at.stop + 1).filter(|&s| s <= last), ReplayStep::On, t!(lang, on)),
        button(Some(last), ReplayStep::Last, "⏭".to_string()),
    ];
    let rounds = vec![
        button(at.round_back, ReplayStep::RoundBack, t!(lang, "replay-round-back")),
        button(at.round_on, ReplayStep::RoundOn, t!(lang, "replay-round-on")),
        analyse_button(at.game, lang),
    ];
    let everyone = SelectOption::new(t!(lang, "replay-see-all"), "a").default_selection(at.seat.is_none());
    let options = std::iter::once(everyone)
        .chain(at.names.iter().enumerate().map(|(s, name)| {
            SelectOption::new(t!(lang, "replay-see-seat", name = name.clone()), s.to_string())
                .default_selection(at.seat == Some(s))
        }))
        .collect();
    let select = Select::new(
        Click::ReplaySeat {
            game: at.game,
            stop: at.stop as u32,
        },
        options,
    );
    vec![Row::Buttons(steps), Row::Buttons(rounds), Row::SelectMenu(select)]
}

/// "Replay" for a finished game (on its final standings, in a history).
pub fn replay_button(game: i64, label: String) -> Button {
    Button::new(Click::Replay {
        game,
        stop: 0,
        seat: None,
        step: ReplayStep::Open,
    })
    .label(label)
    .emoji('🎬')
    .style(Style::Secondary)
}

/// "Analyse": where each person's points went.
pub fn analyse_button(game: i64, lang: Lang) -> Button {
    Button::new(Click::Analyse { game })
        .label(t!(lang, "button-analyse"))
        .emoji('🔍')
        .style(Style::Secondary)
}
