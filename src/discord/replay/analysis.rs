//! "Where did I lose it?": a finished game's analysis, privately — for each
//! person (the clicker first), the points their choices left on the table
//! against the Hard computer player's from the same view, the three bids or
//! predictions that cost most and the costliest card, in plain words
//! ("Round 7: bid 3 — Hard bids 2, expecting +14 more").

use crate::discord::emoji::Emojis;
use crate::discord::screen::{Screen, Seats, embed};
use crate::engine::dice::BoxId;
use crate::t;
use crate::table::{Analysis, Choice, GameKind, Weighed};
use crate::text::catalogue::Lang;
use crate::text::dice::box_text;

/// A choice in words: a bid's number, a card, a prediction's box.
fn choice(c: Choice, emoji: &Emojis, lang: Lang) -> String {
    match c {
        Choice::Bid(n) => n.to_string(),
        Choice::Card(c) => emoji.card_text(c, lang),
        Choice::Predict { count, colour } => BoxId::new(colour, count).map(|b| box_text(b, lang)).unwrap_or_default(),
    }
}

/// Whole points, as the lines say them.
fn points(p: f64) -> i64 {
    p.round() as i64
}

/// One costly choice in a line.
fn line(w: &Weighed, emoji: &Emojis, lang: Lang) -> String {
    let (made, hard, more) = (
        choice(w.made, emoji, lang),
        choice(w.hard, emoji, lang),
        points(w.lost()),
    );
    match (w.made, w.trick) {
        (Choice::Card(_), Some(trick)) => t!(
            lang,
            "analysis-card",
            round = w.round,
            trick = trick,
            card = made,
            hard = hard,
            more = more
        ),
        (Choice::Predict { .. }, _) => t!(
            lang,
            "analysis-predict",
            round = w.round,
            made = made,
            hard = hard,
            more = more
        ),
        _ => t!(
            lang,
            "analysis-round",
            round = w.round,
            bid = made,
            hard = hard,
            more = more
        ),
    }
}

/// The analysis `a`, for the people at `seats`; `me` (the clicker's seat, if
/// they sat at the game) comes first; cards are shown with the bot's `emoji`
/// where known.
pub fn analysis(a: &Analysis, seats: &Seats, me: Option<usize>, emoji: &Emojis, lang: Lang) -> Screen {
    let dice = a.kind == GameKind::Dice;
    // One block per person in the description: a mention shows as a name
    // there, not in a field's name.
    let mut blocks = vec![t!(lang, if dice { "analysis-about-dice" } else { "analysis-about" })];
    let mut people = a.seats();
    people.sort_by_key(|&s| (Some(s) != me, s));
    for seat in people {
        let (calls, cards) = (a.left_on_table(seat), a.left_in_play(seat));
        let mut lines: Vec<String> = a
            .costliest(seat, 3)
            .into_iter()
            .filter(|w| w.lost().round() >= 1.0)
            .map(|w| line(w, emoji, lang))
            .collect();
        if let Some(w) = a.costliest_play(seat).filter(|w| w.lost().round() >= 1.0) {
            lines.push(line(w, emoji, lang));
        }
        if lines.is_empty() {
            lines.push(t!(
                lang,
                if dice {
                    "analysis-as-good-dice"
                } else {
                    "analysis-as-good"
                }
            ));
        }
        let mut head = format!(
            "**{}**",
            t!(
                lang,
                "analysis-left",
                name = seats.name(seat, lang),
                points = points(calls + cards)
            )
        );
        if a.plays.iter().any(|w| w.seat == seat) {
            head.push(' ');
            head.push_str(&t!(lang, "analysis-split", bids = points(calls), cards = points(cards)));
        }
        blocks.push(format!("{head}\n{}", lines.join("\n")));
    }
    Screen {
        embeds: vec![embed(t!(lang, "analysis-title", game = a.game)).description(blocks.join("\n\n"))],
        ..Screen::default()
    }
}
