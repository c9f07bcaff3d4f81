//! A finished game's replay, a private panel: the table at one stop (each
//! round's bids or predictions in, each trick or roll), drawn as the table
//! was, with everyone's cards face up — or as one seat saw it — and the
//! buttons that step by trick (roll) and by round, and choose the seat.

use crate::discord::parts::{Button, Row, Select, SelectOption, Style};
use crate::discord::replay::step::Analyse;
use crate::discord::replay::step::ReplaySeat;
use crate::discord::replay::step::ReplayStop;

use crate::discord::cards::table::bid_text;
use crate::discord::keep::names;
use crate::discord::replay::step::ReplayStep;
use crate::discord::screen::{Screen, Seats, TableInfo, embed, table_info};
use crate::engine::Viewer;
use crate::engine::wizard::WizardView;
use crate::pictures::Picture;
use crate::t;
use crate::table::GameKind;
use crate::table::View;
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
        Button::new(ReplayStop {
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
        ReplaySeat {
            game: at.game,
            stop: at.stop as u32,
        },
        options,
    );
    vec![Row::Buttons(steps), Row::Buttons(rounds), Row::SelectMenu(select)]
}

/// "Replay" for a finished game (on its final standings, in a history).
pub fn replay_button(game: i64, label: String) -> Button {
    Button::new(ReplayStop {
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
    Button::new(Analyse { game })
        .label(t!(lang, "button-analyse"))
        .emoji('🔍')
        .style(Style::Secondary)
}

/// A finished game's replay at its stop, face up (`seat` `None`) or as one
/// seat saw it: the table as it was shown (its picture named by what it
/// shows, so a step that changes nothing keeps it), every hand or the seat's
/// own (dice: the seat's Page). `None` before the game's start.
pub fn replay_screen(
    r: &crate::table::Replay,
    seat: Option<usize>,
    lang: Lang,
    (names, emoji): (&names::Names, crate::discord::emoji::Emojis),
    pictures_on: bool,
) -> Option<Screen> {
    let s = &r.snapshot;
    let seats = Seats::at_the_end(s);
    // What a viewer saw then (a watcher: the table; a seat: its Page).
    let info_for = |viewer: Option<usize>| {
        let mut info = table_info(s, viewer);
        // Cards in the hands' lines with their faces, as on a hand.
        info.emoji = emoji.clone();
        info.seats = seats.clone();
        info.seen.clocks.runs_out = None;
        info.beside_table = false;
        // A replay offers no decision: not even the table's "Stay in".
        info.stay = crate::engine::SeatSet::EMPTY;
        info
    };
    let mut info = info_for(None);
    let plain = names.of_seats(&seats, lang);
    let at = At {
        game: s.id,
        kind: s.kind,
        stop: r.stop,
        stops: r.stops,
        round_back: r.round_back(),
        round_on: r.round_on(),
        seat: seat.filter(|&x| x < s.seats.len()),
        names: &plain,
    };
    let with = |mut screen: Screen, picture: Option<Picture>| {
        screen.components.clear();
        screen.content.clear();
        screen.ping.clear();
        match picture {
            Some(p) => screen.with_picture(p.named_by_content()),
            None => screen,
        }
    };
    Some(match s.view(Viewer::Spectator)? {
        View::Wizard(v) => {
            let picture = pictures_on
                .then(|| crate::pictures::card_table(&info.seen, &plain, lang))
                .flatten();
            info.pictured = picture.is_some();
            // The trick that ends a round: the round as it was scored, its
            // last trick with it (the game has moved on to the next deal).
            let scored = v
                .history
                .last()
                .filter(|r| r.round + 1 == v.round && v.hand_sizes.iter().all(|&n| n == 0));
            let (table, views) = match scored {
                Some(r) => {
                    let round = crate::discord::cards::table::scored_round(
                        r,
                        v.rounds,
                        crate::present::trick::closing(&v, r.round),
                        &info,
                        lang,
                    );
                    (with(round, None), Vec::new())
                }
                None => {
                    let table = with(crate::discord::cards::table::round_table(&v, &info, lang), picture);
                    let views = (0..s.seats.len())
                        .filter_map(|x| match s.view(Viewer::Seat(x)) {
                            Some(View::Wizard(w)) => Some(w),
                            _ => None,
                        })
                        .collect();
                    (table, views)
                }
            };
            wizard(table, &views, &info, &at, lang)
        }
        View::Dice(v) => {
            let rolled = v.dice.iter().any(Option::is_some);
            let picture = (pictures_on && rolled)
                .then(|| crate::pictures::dice(&v, &plain, lang))
                .flatten();
            info.pictured = picture.is_some();
            let table = with(crate::discord::dice::table::dice_table(&v, &info, lang), picture);
            let page = at.seat.and_then(|x| match s.view(Viewer::Seat(x))? {
                View::Dice(own) if pictures_on => {
                    let p = crate::pictures::page(&own, x, &plain, lang)?;
                    Some(Screen::default().with_picture_embed(p.named_by_content()))
                }
                View::Dice(own) => Some(crate::discord::dice::page::page(&own, &info_for(Some(x)), lang, None)),
                View::Wizard(_) => None,
            });
            dice(table, page, &at, lang)
        }
    })
}
