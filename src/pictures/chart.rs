//! The score chart of a finished card game: each player's total after every
//! round, one line each (colour and dash pattern, so lines are told apart
//! without colour vision), with a legend of names and final totals.

use crate::engine::wizard::RoundResult;
use crate::pictures::svg::{Drawing, FAINT, INK, PAPER, Svg, Text, signed};
use crate::t;
use crate::text::catalogue::Lang;

/// Sized to be read in a phone's embed (about 300 px wide there: words of 17 px and more).
pub const WIDTH: u32 = 600;
pub const HEIGHT: u32 = 340;
const LEFT: f32 = 52.0;
const RIGHT: f32 = 410.0;
const TOP: f32 = 46.0;
const BOTTOM: f32 = 296.0;
const LINES: [(&str, &str); 6] = [
    ("#2f6fd6", ""),
    ("#d63a2f", "8 4"),
    ("#2e9e4f", "2 4"),
    ("#b8860b", "10 4 2 4"),
    ("#8e44ad", "14 6"),
    ("#16a2b8", "4 4"),
];

pub fn chart_svg(history: &[RoundResult], players: usize, names: &[String], lang: Lang) -> Drawing {
    let mut svg = Svg::new(WIDTH, HEIGHT, PAPER);
    svg.text(
        16.0,
        28.0,
        &Text::new(t!(lang, "picture-chart"), 22.0, INK).bold().fit(560.0),
    );
    let totals = |r: &RoundResult| (0..players).map(|s| r.totals[s]).collect::<Vec<i32>>();
    let all: Vec<Vec<i32>> = history.iter().map(totals).collect();
    let lo = all.iter().flatten().copied().min().unwrap_or(0).min(0);
    let hi = all.iter().flatten().copied().max().unwrap_or(0).max(10);
    let step = nice_step(hi - lo);
    let (lo, hi) = (lo.div_euclid(step) * step, (hi + step - 1).div_euclid(step) * step);
    let rounds = all.len().max(1);
    let x_of = |round: usize| LEFT + (RIGHT - LEFT) * round as f32 / rounds as f32;
    let y_of = |p: i32| BOTTOM - (BOTTOM - TOP) * (p - lo) as f32 / (hi - lo).max(1) as f32;
    let mut p = lo;
    while p <= hi {
        let y = y_of(p);
        svg.line((LEFT, y), (RIGHT, y), if p == 0 { "#888888" } else { "#ddd6c4" }, 1.0);
        svg.text(
            LEFT - 6.0,
            y + 6.0,
            &Text::new(signed(p), 17.0, FAINT).end().fit(LEFT - 8.0),
        );
        p += step;
    }
    let every = rounds.div_ceil(8);
    for round in (every..=rounds).step_by(every) {
        svg.text(
            x_of(round),
            BOTTOM + 20.0,
            &Text::new(round.to_string(), 17.0, FAINT).middle(),
        );
    }
    svg.text(
        (LEFT + RIGHT) / 2.0,
        BOTTOM + 40.0,
        &Text::new(t!(lang, "picture-chart-rounds"), 17.0, FAINT).middle(),
    );
    for seat in 0..players {
        let (colour, dash) = LINES[seat % LINES.len()];
        let mut points = format!("{:.1},{:.1}", x_of(0), y_of(0));
        for (i, t) in all.iter().enumerate() {
            points.push_str(&format!(" {:.1},{:.1}", x_of(i + 1), y_of(t[seat])));
        }
        svg.raw(&format!(
            r#"<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="3.5" stroke-dasharray="{dash}" stroke-linejoin="round"/>"#
        ));
        let y = TOP + 8.0 + seat as f32 * 44.0;
        svg.raw(&format!(
            r#"<line x1="428" y1="{y:.1}" x2="468" y2="{y:.1}" stroke="{colour}" stroke-width="4" stroke-dasharray="{dash}"/>"#
        ));
        let name = names.get(seat).cloned().unwrap_or_default();
        let total = all.last().map(|t| t[seat]).unwrap_or(0);
        // The legend's column is narrow: a computer's level ("Computer 2
        // (Normal)") goes beside the total, so the name itself is not cut.
        let (name, level) = match name.strip_suffix(')').and_then(|n| n.rsplit_once(" (")) {
            Some((name, level)) => (name.to_string(), Some(level.to_string())),
            None => (name, None),
        };
        svg.text(476.0, y + 6.0, &Text::new(name, 20.0, INK).bold().max(16).fit(118.0));
        let total = match level {
            Some(level) => format!("{} · {level}", signed(total)),
            None => signed(total),
        };
        svg.text(476.0, y + 28.0, &Text::new(total, 18.0, INK).max(18).fit(118.0));
    }
    svg.finish()
}

/// A round step between grid lines: 10, 20, 50, 100 … for about six lines.
fn nice_step(span: i32) -> i32 {
    [10, 20, 50, 100, 200, 500]
        .into_iter()
        .find(|s| span / s <= 7)
        .unwrap_or(1000)
}
