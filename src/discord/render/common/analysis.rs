//! "Where did I lose it?": a finished card game's analysis, privately — for
//! each person, the points their bids left on the table against the Hard
//! computer player's from the same view, and the three bids that cost most
//! in plain words ("Round 7: you bid 3; Hard bids 2 and expects +14 more").

use crate::discord::catalogue::Lang;
use crate::discord::render::{Screen, Seats, embed};
use crate::t;
use crate::table::Analysis;

/// The analysis of game `game`, for the people at `seats`.
pub fn analysis(a: &Analysis, seats: &Seats, lang: Lang) -> Screen {
    // One block per person in the description: a mention shows as a name
    // there, not in a field's name.
    let mut blocks = vec![t!(lang, "analysis-about")];
    let people = (0..seats.owners.len()).filter(|&s| a.bids.iter().any(|b| b.seat == s));
    for seat in people {
        let left = a.left_on_table(seat).round() as i64;
        let costly: Vec<String> = a
            .costliest(seat, 3)
            .iter()
            .filter(|b| b.lost().round() >= 1.0)
            .map(|b| {
                t!(
                    lang,
                    "analysis-round",
                    round = b.round,
                    bid = b.bid,
                    hard = b.hard,
                    more = b.lost().round() as i64
                )
            })
            .collect();
        let lines = match costly.is_empty() {
            true => t!(lang, "analysis-as-good"),
            false => costly.join("\n"),
        };
        let head = t!(lang, "analysis-left", name = seats.name(seat, lang), points = left);
        blocks.push(format!("**{head}**\n{lines}"));
    }
    Screen {
        embeds: vec![embed(t!(lang, "analysis-title", game = a.game)).description(blocks.join("\n\n"))],
        ..Screen::default()
    }
}
