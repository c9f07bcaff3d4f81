//! The bot's own emoji (#55): each card and each die face as a small
//! picture, drawn with the pictures' colours and shapes, uploaded once as the
//! application's emoji and shown on buttons and in text where a word and a
//! coloured square were. Drawn to read at 20–48 px: one big mark (the rank,
//! a star for a Wizard, a cap for a Jester, the colour's shape on a die) on
//! the colour's fill, on a transparent ground so they sit on light and dark
//! themes alike. Language-free: an emoji is the same on every server.

use sha2::{Digest, Sha256};

use crate::engine::dice::Face;
use crate::engine::wizard::{Card, CardKind, Suit};
use crate::pictures::svg::{Drawing, FILL, GOLD, INK, Svg, Text, pixels};

/// Each emoji's side in pixels (Discord shows them at up to 48 px, and
/// scales a larger upload down; 128 keeps edges clean at every size).
pub const SIZE: u32 = 128;

/// Discord's largest emoji upload.
pub const MAX_BYTES: usize = 256 * 1024;

/// The card game's and the dice game's emoji: a prefix every name of ours starts with.
pub const PREFIX: &str = "wz";

/// One emoji of the set: what it shows (`base`, stable across releases) and its picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AppEmoji {
    pub base: String,
    pub png: Vec<u8>,
}

impl AppEmoji {
    /// Its name at Discord: the base and its picture's hash, so a changed
    /// picture has a new name (2–32 of `[A-Za-z0-9_]`).
    pub fn name(&self) -> String {
        let hash = Sha256::digest(&self.png);
        let hex: String = hash.iter().take(4).map(|b| format!("{b:02x}")).collect();
        format!("{}_{hex}", self.base)
    }
}

/// Whether `name` is one of ours made for `base` (any picture's hash).
pub fn is_for(name: &str, base: &str) -> bool {
    name.strip_prefix(base)
        .and_then(|rest| rest.strip_prefix('_'))
        .is_some_and(|hash| hash.len() == 8 && hash.chars().all(|c| c.is_ascii_hexdigit()))
}

/// A card's base name: `wz_b7` (blue 7), `wz_wizard`, `wz_jester`.
pub fn card_base(card: Card) -> String {
    match card.kind() {
        CardKind::Wizard => format!("{PREFIX}_wizard"),
        CardKind::Jester => format!("{PREFIX}_jester"),
        CardKind::Suited { suit, rank } => format!("{PREFIX}_{}{rank}", ["b", "g", "r", "y"][suit.index()]),
    }
}

/// A die face's base name: `wz_die_blue` … `wz_die_jester`.
pub fn die_base(face: Face) -> String {
    let name = ["blue", "green", "red", "yellow", "wizard", "jester"][face as usize];
    format!("{PREFIX}_die_{name}")
}

/// Every emoji of the set: the 52 suit cards, the Wizard and the Jester
/// (the four of each are alike in play, so one picture each), and the six
/// faces of the dice. `None` only if a drawing is malformed (a bug).
pub fn set() -> Option<Vec<AppEmoji>> {
    let mut cards: Vec<Card> = Suit::ALL
        .iter()
        .flat_map(|&s| (1..=13).filter_map(move |r| Card::suited(s, r)))
        .collect();
    cards.extend([Card::WIZARD, Card::JESTER]);
    let mut all = Vec::with_capacity(cards.len() + Face::ALL.len());
    for c in cards {
        all.push(AppEmoji {
            base: card_base(c),
            png: encode(&card(c))?,
        });
    }
    for f in Face::ALL {
        all.push(AppEmoji {
            base: die_base(f),
            png: encode(&die(f))?,
        });
    }
    Some(all)
}

const WIZARD_FILL: &str = "#3b2a7a";
const JESTER_FILL: &str = "#d9d9de";

/// A card: portrait, its colour's fill, the rank big in white (dark on
/// yellow), the colour's shape in the corner so colours differ without colour.
fn card(c: Card) -> Drawing {
    let s = SIZE as f32;
    let (w, h) = (s * 0.72, s * 0.98);
    let (x, y) = ((s - w) / 2.0, (s - h) / 2.0);
    let mut svg = Svg::layer(SIZE, SIZE);
    match c.kind() {
        CardKind::Suited { suit, rank } => {
            let i = suit.index();
            let ink = if suit == Suit::Yellow { INK } else { "#ffffff" };
            svg.rect([x, y, w, h], w * 0.14, FILL[i], Some(("#111111", 3.0)));
            svg.symbol(i, x + w * 0.24, y + h * 0.16, w * 0.1, ink);
            let size = if rank >= 10 { w * 0.66 } else { w * 0.86 };
            svg.text(
                s / 2.0,
                y + h * 0.8,
                &Text::new(rank.to_string(), size, ink).bold().middle().fit(w * 0.94),
            );
        }
        CardKind::Wizard => {
            svg.rect([x, y, w, h], w * 0.14, WIZARD_FILL, Some(("#111111", 3.0)));
            star(&mut svg, s / 2.0, s / 2.0, w * 0.42);
        }
        CardKind::Jester => {
            svg.rect([x, y, w, h], w * 0.14, JESTER_FILL, Some(("#111111", 3.0)));
            cap(&mut svg, s / 2.0, s / 2.0, w * 0.42);
        }
    }
    svg.finish()
}

/// A die face: a square die in its colour with its shape (a star for the
/// Wizard, a cap for the Jester), as the dice picture draws it.
fn die(f: Face) -> Drawing {
    let s = SIZE as f32;
    let (x, side) = (s * 0.04, s * 0.92);
    let mut svg = Svg::layer(SIZE, SIZE);
    match f {
        Face::Wizard => {
            svg.rect([x, x, side, side], side * 0.18, WIZARD_FILL, Some(("#111111", 3.0)));
            star(&mut svg, s / 2.0, s / 2.0, side * 0.36);
        }
        Face::Jester => {
            svg.rect([x, x, side, side], side * 0.18, JESTER_FILL, Some(("#111111", 3.0)));
            cap(&mut svg, s / 2.0, s / 2.0, side * 0.36);
        }
        colour => {
            let i = colour as usize;
            svg.rect([x, x, side, side], side * 0.18, FILL[i], Some(("#111111", 3.0)));
            svg.symbol(i, s / 2.0, s / 2.0, side * 0.28, "#ffffff");
        }
    }
    svg.finish()
}

/// A five-pointed gold star centred at (x, y), `r` to its points.
fn star(svg: &mut Svg, x: f32, y: f32, r: f32) {
    let points: Vec<String> = (0..10)
        .map(|k| {
            let a = std::f32::consts::PI * (k as f32 / 5.0 - 0.5);
            let d = if k % 2 == 0 { r } else { r * 0.45 };
            format!("{:.1} {:.1}", x + d * a.cos(), y + d * a.sin())
        })
        .collect();
    svg.raw(&format!(
        r##"<path d="M{}Z" fill="{GOLD}" stroke="#111111" stroke-width="2"/>"##,
        points.join("L")
    ));
}

/// A jester's cap of three points with bells, centred at (x, y), `r` across half.
fn cap(svg: &mut Svg, x: f32, y: f32, r: f32) {
    let base = y + r * 0.7;
    let tips = [(x - r, y - r * 0.5), (x, y - r), (x + r, y - r * 0.5)];
    let colours = ["#d63a2f", "#2f6fd6", "#2e9e4f"];
    for ((tx, ty), colour) in tips.iter().zip(colours) {
        svg.raw(&format!(
            r##"<path d="M{:.1} {base:.1}L{tx:.1} {ty:.1}L{:.1} {base:.1}Z" fill="{colour}" stroke="#111111" stroke-width="2"/>"##,
            x - r * 0.55,
            x + r * 0.55,
        ));
        svg.raw(&format!(
            r##"<circle cx="{tx:.1}" cy="{ty:.1}" r="{:.1}" fill="{GOLD}" stroke="#111111" stroke-width="2"/>"##,
            r * 0.16
        ));
    }
    svg.rect([x - r * 0.7, base - r * 0.05, r * 1.4, r * 0.3], r * 0.1, INK, None);
}

/// The PNG of an emoji, its transparency kept (the pictures' own encoder
/// drops it: they are opaque).
fn encode(drawing: &Drawing) -> Option<Vec<u8>> {
    let pixmap = pixels(drawing)?;
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    // tiny-skia keeps colours premultiplied by their alpha; PNG wants them straight.
    let rgba: Vec<u8> = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    let mut writer = encoder.write_header().ok()?;
    writer.write_image_data(&rgba).ok()?;
    writer.finish().ok()?;
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_is_sixty_valid_names_and_small_pictures() {
        let set = set().expect("drawn");
        assert_eq!(set.len(), 52 + 2 + 6);
        let mut names: Vec<String> = set.iter().map(AppEmoji::name).collect();
        for (e, name) in set.iter().zip(&names) {
            assert!((2..=32).contains(&name.len()), "{name}");
            assert!(name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'), "{name}");
            assert!(is_for(name, &e.base), "{name}");
            assert!(e.png.len() <= MAX_BYTES, "{name}: {} bytes", e.png.len());
            assert!(e.png.starts_with(b"\x89PNG"), "{name}");
        }
        names.sort();
        names.dedup();
        assert_eq!(names.len(), set.len(), "every picture its own name");
        assert!(!is_for("wz_b1_1234567", "wz_b1"), "a hash is 8 hex digits");
        assert!(!is_for("wz_b13_12345678", "wz_b1"), "another card");
        // The same drawing twice: the same picture, so the same name (a restart uploads nothing).
        assert_eq!(super::set().unwrap()[0], set[0]);
    }
}
