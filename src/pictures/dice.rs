//! The seven dice as a picture, from the spectator's view: each die numbered
//! 1–7 with its face (colour and shape, a Wizard and a Jester by their
//! initials in the table's language), which the last roll threw and which
//! were kept, the Wizard Colour once it is named and what counts for each
//! colour once all seven show. Words at least 18 px: the picture is shown at
//! about half its size on a phone.

use crate::engine::dice::{Colour, DiceView, Face, WizardColour};
use crate::pictures::svg::{Drawing, FILL, GOLD, INK, PAPER, Svg, Text};
use crate::t;
use crate::text::catalogue::Lang;
use crate::text::dice::colour_name;

/// Sized to be read in a phone's embed (about 280–400 px wide).
pub const WIDTH: u32 = 560;
pub const HEIGHT: u32 = 250;
pub const DIE: f32 = 62.0;

/// The top-left corner of die `i` (0-based).
pub fn die_at(i: usize) -> (f32, f32) {
    (17.0 + i as f32 * 77.0, 48.0)
}

/// One die showing `face` (none: not rolled yet) with its top-left at (x, y).
pub fn die(svg: &mut Svg, x: f32, y: f32, size: f32, face: Option<Face>, lang: Lang) {
    let r = size * 0.16;
    match face {
        None => svg.raw(&format!(
            r##"<rect x="{x:.1}" y="{y:.1}" width="{size:.1}" height="{size:.1}" rx="{r:.1}" fill="none" stroke="#8a8f99" stroke-width="2" stroke-dasharray="6 5"/>"##
        )),
        Some(Face::Wizard) => {
            svg.rect([x, y, size, size], r, "#3b2a7a", Some(("#111111", 1.5)));
            svg.text(x + size / 2.0, y + size * 0.68, &Text::new(t!(lang, "picture-wizard-mark"), size * 0.5, "#ffffff").bold().middle());
        }
        Some(Face::Jester) => {
            svg.rect([x, y, size, size], r, "#d9d9de", Some(("#111111", 1.5)));
            svg.text(x + size / 2.0, y + size * 0.68, &Text::new(t!(lang, "picture-jester-mark"), size * 0.5, INK).bold().middle());
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
    svg.text(17.0, 32.0, &Text::new(head, 22.0, "#ffffff").bold().fit(300.0));
    svg.text(
        WIDTH as f32 - 17.0,
        32.0,
        &Text::new(t!(lang, "dice-seer", name = seer), 20.0, "#cfd3da")
            .end()
            .max(30)
            .fit(220.0),
    );
    for (i, face) in v.dice.iter().enumerate() {
        let (x, y) = die_at(i);
        let thrown = v.roll > 0 && v.thrown.contains(i);
        if thrown {
            svg.rect([x - 4.0, y - 4.0, DIE + 8.0, DIE + 8.0], 14.0, GOLD, None);
        }
        die(&mut svg, x, y, DIE, *face, lang);
        svg.text(
            x + DIE / 2.0,
            y + DIE + 26.0,
            &Text::new((i + 1).to_string(), 22.0, "#ffffff").bold().middle(),
        );
        // The gold frame says "thrown"; a word only under the dice kept from
        // an earlier roll (on the first roll every die is thrown).
        if v.roll > 1 && face.is_some() && !thrown {
            svg.text(
                x + DIE / 2.0,
                y + DIE + 48.0,
                &Text::new(t!(lang, "picture-kept"), 18.0, "#cfd3da").middle().fit(64.0),
            );
        }
    }
    footer(&mut svg, v, lang);
    svg.finish()
}

/// The Wizard Colour once it is named (before, the Seer's default is no
/// colour yet: the message's text says when it will be named) and, once
/// every die shows, what counts for each colour.
fn footer(svg: &mut Svg, v: &DiceView, lang: Lang) {
    let y = 234.0;
    let known = v.wizard_colour_named || v.wizard_colour == WizardColour::All;
    if !known && v.counts.is_none() {
        return;
    }
    svg.rect([8.0, y - 28.0, WIDTH as f32 - 16.0, 40.0], 8.0, PAPER, None);
    if known {
        // The Wizard Colour: its shape and name (or every / no colour).
        let named = match v.wizard_colour {
            WizardColour::Colour(c) => {
                svg.symbol(c.index(), 28.0, y - 8.0, 10.0, FILL[c.index()]);
                colour_name(c, lang)
            }
            WizardColour::All => t!(lang, "picture-wizard-colour-all"),
            WizardColour::NoColour => t!(lang, "picture-wizard-colour-none"),
        };
        svg.text(
            44.0,
            y,
            &Text::new(format!("{} {named}", t!(lang, "picture-wizard-colour")), 20.0, INK)
                .bold()
                .fit(if v.counts.is_some() { 250.0 } else { 490.0 }),
        );
    }
    if let Some(counts) = v.counts {
        for c in Colour::ALL {
            let x = 312.0 + c.index() as f32 * 62.0;
            svg.symbol(c.index(), x, y - 8.0, 10.0, FILL[c.index()]);
            svg.text(
                x + 15.0,
                y,
                &Text::new(format!("{}", counts[c.index()]), 22.0, INK).bold(),
            );
        }
    }
}
