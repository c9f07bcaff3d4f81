//! The end of a game: final standings, the winners, each player's lifetime
//! scores (already including this game), and a Rematch button.

use crate::discord::lobby::verb::Rematch;
use crate::discord::parts::{Button, Embed, Row, Style};

use crate::discord::screen::embed;
use crate::discord::screen::{Screen, Seats};
use crate::engine::dice::DiceView;
use crate::league::Stats;
use crate::t;
use crate::table::GameKind;
use crate::text::catalogue::Lang;
use crate::text::dice::page_grid;
use crate::text::options::game_name;

pub use crate::table::FinalPlace;

/// A place's medal with a space after it (none past third).
fn medal(place: usize) -> String {
    match crate::text::places::medal(place) {
        "" => String::new(),
        m => format!("{m} "),
    }
}

pub fn final_standings(
    kind: GameKind,
    game: i64,
    standings: &[FinalPlace],
    winners: &[usize],
    seats: &Seats,
    lifetime: &[(usize, Stats)],
    lang: Lang,
) -> Screen {
    let lines = standings
        .iter()
        .map(|s| {
            format!(
                "{}{}",
                medal(s.place),
                t!(
                    lang,
                    "end-line",
                    place = s.place,
                    name = seats.name(s.seat, lang),
                    points = crate::text::card_hint::signed(s.points)
                )
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let winner_line = t!(
        lang,
        "end-winner",
        names = seats.names(winners, lang),
        count = winners.len()
    );
    let mut embed = embed(format!("{} — {}", game_name(kind, lang), t!(lang, "end-title")))
        .description(format!("{lines}\n\n**{winner_line}**"));
    if !lifetime.is_empty() {
        let text = lifetime
            .iter()
            .map(|(seat, st)| {
                t!(
                    lang,
                    "end-lifetime-line",
                    name = seats.name(*seat, lang),
                    games = st.games,
                    wins = st.wins,
                    points = crate::text::card_hint::signed(st.points)
                )
            })
            .collect::<Vec<_>>()
            .join("\n");
        embed = embed.field(t!(lang, "end-lifetime"), text, false);
    }
    embed = embed.footer(crate::discord::screen::footer(game, lang));
    Screen {
        content: String::new(),
        embeds: vec![embed],
        components: vec![Row::Buttons(
            [
                Button::new(Rematch { game })
                    .label(t!(lang, "button-rematch"))
                    .emoji('🔁')
                    .style(Style::Success),
                crate::discord::replay::screen::replay_button(game, t!(lang, "button-replay")),
                crate::discord::replay::screen::analyse_button(game, lang),
            ]
            .into(),
        )],
        ping: Vec::new(),
        ..Screen::default()
    }
}

/// Wizard Dice: every final Page with its X count, bonus and Jester Scores,
/// and how a tie on points was broken (fewer Jester Scores first).
pub fn dice_pages(v: &DiceView, standings: &[FinalPlace], seats: &Seats, lang: Lang, pictured: bool) -> Embed {
    let mut embed = embed(t!(lang, "end-pages"));
    // With pictures each Page follows as its own picture (name, grid, X and
    // points): the words would say it twice.
    for s in standings.iter().filter(|_| !pictured) {
        let Some(p) = v.pages.get(s.seat) else { continue };
        let bonus = if p.x_count >= v.x_target { 3 } else { 0 };
        let summary = t!(
            lang,
            "end-page-summary",
            xs = p.x_count,
            target = v.x_target,
            bonus = bonus,
            jesters = p.jesters.len(),
            points = crate::text::card_hint::signed(p.total.into())
        );
        let name = seats.name(s.seat, lang);
        // Field names do not render mentions: the place heads the field, the name follows inside.
        // One block per player: side by side, grids wrap into fragments on a phone.
        embed = embed.field(
            format!("{}{}.", medal(s.place), s.place),
            format!("{name}\n{}\n{summary}", page_grid(p)),
            false,
        );
    }
    // Why it ended: someone reached the target, or no one had a box left to predict.
    let reached: Vec<usize> = (0..v.pages.len())
        .filter(|&s| v.pages[s].x_count >= v.x_target)
        .collect();
    let mut notes = vec![if reached.is_empty() {
        t!(lang, "end-reason-boxes")
    } else {
        t!(
            lang,
            "end-reason-target",
            names = seats.names(&reached, lang),
            count = reached.len(),
            target = v.x_target
        )
    }];
    for pair in standings.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        if a.points == b.points && a.place != b.place {
            notes.push(t!(
                lang,
                "end-tie-break",
                points = crate::text::card_hint::signed(a.points),
                first = seats.name(a.seat, lang),
                second = seats.name(b.seat, lang)
            ));
        }
    }
    embed.description(notes.join("\n"))
}
