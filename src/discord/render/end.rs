//! The end of a game: final standings, the winners, each player's lifetime
//! scores (already including this game), and a Rematch button.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter};

use super::lobby::game_name;
use super::{COLOUR, Screen, Seats};
use crate::discord::catalogue::Lang;
use crate::discord::custom_id::Click;
use crate::store::{GameKind, Stats};
use crate::t;

/// One seat's final result.
pub struct Standing {
    pub seat: usize,
    pub place: usize,
    pub points: i64,
}

impl Standing {
    /// Every seat from first place to last (seat order among equals).
    pub fn ordered(places: &[usize], totals: &[i64]) -> Vec<Standing> {
        let mut all: Vec<Standing> = (0..places.len())
            .map(|seat| Standing {
                seat,
                place: places[seat],
                points: totals[seat],
            })
            .collect();
        all.sort_by_key(|s| (s.place, s.seat));
        all
    }
}

pub fn final_standings(
    kind: GameKind,
    game: i64,
    standings: &[Standing],
    winners: &[usize],
    seats: &Seats,
    lifetime: &[(usize, Stats)],
    lang: Lang,
) -> Screen {
    let medal = |place: usize| match place {
        1 => "🥇 ",
        2 => "🥈 ",
        3 => "🥉 ",
        _ => "",
    };
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
                    points = s.points
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
    let mut embed = CreateEmbed::new()
        .title(format!("{} — {}", game_name(kind, lang), t!(lang, "end-title")))
        .colour(COLOUR)
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
                    points = st.points
                )
            })
            .collect::<Vec<_>>()
            .join("\n");
        embed = embed.field(t!(lang, "end-lifetime"), text, false);
    }
    embed = embed.footer(CreateEmbedFooter::new(format!("#{game}")));
    Screen {
        content: String::new(),
        embeds: vec![embed],
        components: vec![CreateActionRow::Buttons(vec![
            CreateButton::new(Click::Rematch { game }.encode())
                .label(t!(lang, "button-rematch"))
                .emoji('🔁')
                .style(ButtonStyle::Success),
        ])],
        ping: Vec::new(),
    }
}
