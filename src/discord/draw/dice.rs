//! The seven dice as a picture, from the spectator's view: each die numbered
//! 1–7 with its face (colour and shape, Wizard "Z", Jester "N"), which the last
//! roll threw and which were kept, the Wizard Colour and what counts for each
//! colour once all seven show.

use super::svg::{Drawing, FILL, GOLD, INK, PAPER, Svg, Text};
use crate::discord::catalogue::Lang;
use crate::discord::render::dice::words::colour_name;
use crate::engine::dice::{Colour, DiceView, Face, WizardColour};
use crate::t;

/// Sized to be read in a phone's embed (about 280–520 px wide).
pub const WIDTH: u32 = 560;
pub const HEIGHT: u32 = 236;
pub const DIE: f32 = 62.0;

/// The top-left corner of die `i` (0-based).
pub fn die_at(i: usize) -> (f32, f32) {
    (17.0 + i as f32 * 77.0, 48.0)
}

/// One die showing `face` (none: not rolled yet) with its top-left at (x, y).
pub fn die(svg: &mut Svg, x: f32, y: f32, size: f32, face: Option<Face>) {
    let r = size * 0.16;
    match face {
        None => svg.raw(&format!(
            r##"<rect x="{x:.1}" y="{y:.1}" width="{size:.1}" height="{size:.1}" rx="{r:.1}" fill="none" stroke="#8a8f99" stroke-width="2" stroke-dasharray="6 5"/>"##
        )),
        Some(Face::Wizard) => {
            svg.rect([x, y, size, size], r, "#3b2a7a", Some(("#111111", 1.5)));
            svg.text(x + size / 2.0, y + size * 0.68, &Text::new("Z", size * 0.5, "#ffffff").bold().middle());
        }
        Some(Face::Jester) => {
            svg.rect([x, y, size, size], r, "#d9d9de", Some(("#111111", 1.5)));
            svg.text(x + size / 2.0, y + size * 0.68, &Text::new("N", size * 0.5, INK).bold().middle());
        }
        Some(f) => {
            let c = f as usize;
            svg.rect([x, y, size, size], r, FILL[c], Some(("#111111", 1.5)));
            svg.symbol(c, x + size / 2.0, y + size / 2.0, size * 0.24, "#ffffff");
        }
    }
}

pub fn dice_svg(v: &DiceView, names: &[String], lang: Lang) -> Drawing {
    let mut svg = Svg::new(WIDTH, HEIGHT, "#2a2d33");
    let seer = names.get(v.seer).cloned().unwrap_or_default();
    let head = if v.roll > 0 {
        t!(
            lang,
            "picture-dice-roll",
            round = v.round,
            roll = v.roll,
            rolls = v.max_rolls
        )
    } else {
        t!(lang, "picture-dice-round", round = v.round)
    };
    svg.text(17.0, 30.0, &Text::new(head, 18.0, "#ffffff").bold().max(30));
    svg.text(
        WIDTH as f32 - 17.0,
        30.0,
        &Text::new(t!(lang, "dice-seer", name = seer), 16.0, "#cfd3da")
            .end()
            .max(22),
    );
    for (i, face) in v.dice.iter().enumerate() {
        let (x, y) = die_at(i);
        let thrown = v.roll > 0 && v.thrown.contains(i);
        if thrown {
            svg.rect([x - 4.0, y - 4.0, DIE + 8.0, DIE + 8.0], 14.0, GOLD, None);
        }
        die(&mut svg, x, y, DIE, *face);
        svg.text(
            x + DIE / 2.0,
            y + DIE + 24.0,
            &Text::new((i + 1).to_string(), 19.0, "#ffffff").bold().middle(),
        );
        if v.roll > 0 && face.is_some() {
            let (word, colour) = if thrown {
                (t!(lang, "picture-thrown"), GOLD)
            } else {
                (t!(lang, "picture-kept"), "#cfd3da")
            };
            svg.text(
                x + DIE / 2.0,
                y + DIE + 44.0,
                &Text::new(word, 14.0, colour).middle().max(10),
            );
        }
    }
    footer(&mut svg, v, lang);
    svg.finish()
}

/// The Wizard Colour and, once every die shows, what counts for each colour.
fn footer(svg: &mut Svg, v: &DiceView, lang: Lang) {
    let y = 218.0;
    svg.rect([8.0, y - 24.0, WIDTH as f32 - 16.0, 34.0], 8.0, PAPER, None);
    // The Wizard Colour: its shape and name (or every / no colour).
    let named = match v.wizard_colour {
        WizardColour::Colour(c) => {
            svg.symbol(c.index(), 26.0, y - 6.0, 8.0, FILL[c.index()]);
            colour_name(c, lang)
        }
        WizardColour::All => t!(lang, "picture-wizard-colour-all"),
        WizardColour::NoColour => t!(lang, "picture-wizard-colour-none"),
    };
    svg.text(
        40.0,
        y,
        &Text::new(format!("{} {named}", t!(lang, "picture-wizard-colour")), 16.0, INK)
            .bold()
            .max(26),
    );
    if let Some(counts) = v.counts {
        for c in Colour::ALL {
            let x = 312.0 + c.index() as f32 * 62.0;
            svg.symbol(c.index(), x, y - 6.0, 9.0, FILL[c.index()]);
            svg.text(
                x + 14.0,
                y,
                &Text::new(format!("{}", counts[c.index()]), 18.0, INK).bold(),
            );
        }
    }
}
