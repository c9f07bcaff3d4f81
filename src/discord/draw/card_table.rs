//! The card table as a picture, from the spectator's view, sized to be read
//! in a phone's embed (a picture is shown about 280–520 px wide): the seats in
//! two rows around the table, each with name, bid, tricks and what it still
//! needs (the dealer marked); each seat's card in the trick in front of it, the
//! winning card ringed in gold; at the side the trump card, the led suit and
//! the last trick.

use resvg::tiny_skia::Pixmap;
use std::sync::OnceLock;

use super::svg::{CardFace, Drawing, FAINT, FELT, FELT_EDGE, FILL, GOLD, INK, PAPER, Svg, Text, card, pixels};
use crate::discord::catalogue::Lang;
use crate::engine::wizard::{BidView, Card, CardKind, PhaseView, TrickView, WizardView};
use crate::t;

pub const WIDTH: u32 = 560;
pub const HEIGHT: u32 = 340;
/// The table's part of the picture (the rest is the side column).
const TABLE_W: f32 = 470.0;
const PLATE_W: f32 = 148.0;
const PLATE_H: f32 = 74.0;
pub const CARD_W: f32 = 46.0;
const CARD_H: f32 = CARD_W * 1.45;
/// The side column's left edge.
const SIDE: f32 = 480.0;

/// Seats sit in two rows, going round the table: the first half left to
/// right along the top, the rest right to left along the bottom.
fn place(seat: usize, players: usize) -> (usize, usize, bool) {
    let top = players.div_ceil(2);
    if seat < top {
        (seat, top, true)
    } else {
        let bottom = players - top;
        (bottom - 1 - (seat - top), bottom, false)
    }
}

/// The centre of a seat's name plate.
pub fn plate_centre(seat: usize, players: usize) -> (f32, f32) {
    let (column, of, top) = place(seat, players);
    let x = TABLE_W * (column as f32 + 0.5) / of as f32;
    (
        x,
        if top {
            8.0 + PLATE_H / 2.0
        } else {
            HEIGHT as f32 - 8.0 - PLATE_H / 2.0
        },
    )
}

/// The top-left corner of the card `seat` played to the trick: in front of its plate.
pub fn trick_card_at(seat: usize, players: usize) -> (f32, f32) {
    let (x, y) = plate_centre(seat, players);
    let top = place(seat, players).2;
    let card_top = if top {
        y + PLATE_H / 2.0 + 12.0
    } else {
        y - PLATE_H / 2.0 - 12.0 - CARD_H
    };
    (x - CARD_W / 2.0, card_top)
}

pub fn face(c: Card) -> CardFace {
    match c.kind() {
        CardKind::Wizard => CardFace {
            colour: None,
            mark: "Z".into(),
        },
        CardKind::Jester => CardFace {
            colour: None,
            mark: "N".into(),
        },
        CardKind::Suited { suit, rank } => CardFace {
            colour: Some(suit.index()),
            mark: rank.to_string(),
        },
    }
}

/// The table itself, the same in every picture: drawn once.
pub fn background() -> &'static Pixmap {
    static BACKGROUND: OnceLock<Pixmap> = OnceLock::new();
    BACKGROUND.get_or_init(|| {
        let mut svg = Svg::new(WIDTH, HEIGHT, "#2a2d33");
        svg.rect([4.0, 4.0, TABLE_W - 4.0, HEIGHT as f32 - 8.0], 40.0, FELT_EDGE, None);
        svg.rect([10.0, 10.0, TABLE_W - 16.0, HEIGHT as f32 - 20.0], 34.0, FELT, None);
        pixels(&svg.finish()).unwrap_or_else(|| Pixmap::new(WIDTH, HEIGHT).expect("a fixed, non-zero size"))
    })
}

/// The SVG of what changes on the table (drawn over `background()`); `names`
/// are the seats' names as players read them.
pub fn card_table_svg(v: &WizardView, names: &[String], lang: Lang) -> Drawing {
    let mut svg = Svg::layer(WIDTH, HEIGHT);
    for seat in 0..v.players {
        plate(&mut svg, v, seat, names, lang);
    }
    if let Some(trick) = &v.trick {
        trick_cards(&mut svg, v.players, trick);
    }
    side(&mut svg, v, lang);
    svg.finish()
}

fn plate(svg: &mut Svg, v: &WizardView, seat: usize, names: &[String], lang: Lang) {
    let (x, y) = plate_centre(seat, v.players);
    let (left, top) = (x - PLATE_W / 2.0, y - PLATE_H / 2.0);
    let to_act = v.to_act.contains(&seat) && v.phase != PhaseView::Over;
    let stroke = if to_act { (GOLD, 5.0) } else { ("#555555", 1.0) };
    svg.rect([left, top, PLATE_W, PLATE_H], 10.0, PAPER, Some(stroke));
    let name = names.get(seat).cloned().unwrap_or_default();
    let dealer = seat == v.dealer;
    svg.text(
        left + 8.0,
        top + 22.0,
        &Text::new(name, 18.0, INK).bold().max(if dealer { 11 } else { 13 }),
    );
    if dealer {
        svg.raw(&format!(
            r#"<circle cx="{:.1}" cy="{:.1}" r="11" fill="{GOLD}" stroke="{INK}" stroke-width="1"/>"#,
            left + PLATE_W - 16.0,
            top + 16.0
        ));
        svg.text(
            left + PLATE_W - 16.0,
            top + 21.0,
            &Text::new(t!(lang, "picture-dealer-mark"), 14.0, INK)
                .bold()
                .middle()
                .max(2),
        );
    }
    let bid = match v.bids.get(seat).copied().unwrap_or(BidView::NotYet) {
        BidView::NotYet => "–".to_string(),
        BidView::Placed => "?".to_string(),
        BidView::Shown(b) => b.to_string(),
    };
    let tricks = v.tricks.get(seat).copied().unwrap_or(0);
    svg.text(
        left + 8.0,
        top + 44.0,
        &Text::new(t!(lang, "picture-bid-tricks", bid = bid, tricks = tricks), 15.0, INK).max(18),
    );
    let standing = match v.bids.get(seat) {
        Some(BidView::Shown(b)) if matches!(v.phase, PhaseView::Playing | PhaseView::Over) => {
            match i32::from(*b) - i32::from(tricks) {
                // Mid-round a bid met is no safe place: more tricks would break it.
                0 if v.phase == PhaseView::Playing => t!(lang, "picture-standing-full"),
                0 => t!(lang, "picture-standing-made"),
                n if n > 0 => t!(lang, "standing-needs", n = n),
                n => t!(lang, "standing-over", n = -n),
            }
        }
        _ => String::new(),
    };
    svg.text(left + 8.0, top + 65.0, &Text::new(standing, 15.0, FAINT).bold().max(18));
}

fn trick_cards(svg: &mut Svg, players: usize, trick: &TrickView) {
    let best = trick.winner.or(trick.winning);
    for &(seat, c) in &trick.plays {
        let (x, y) = trick_card_at(seat, players);
        card(svg, x, y, CARD_W, &face(c), best == Some(seat) && trick.plays.len() > 1);
    }
}

/// The side column: trump card, led suit, last trick.
fn side(svg: &mut Svg, v: &WizardView, lang: Lang) {
    let x = SIDE;
    let middle = x + (WIDTH as f32 - x) / 2.0;
    svg.text(
        middle,
        24.0,
        &Text::new(t!(lang, "picture-trump"), 15.0, "#cfd3da").middle().max(9),
    );
    match v.trump_card {
        Some(c) => card(svg, middle - 24.0, 34.0, 48.0, &face(c), false),
        None => svg.rect([middle - 24.0, 34.0, 48.0, 70.0], 6.0, "none", Some(("#8a8f99", 1.5))),
    }
    // The trump suit when the card does not say it (a Wizard turned: the dealer's choice).
    match (v.trump, v.phase) {
        (Some(s), _) if v.trump_card.is_none_or(|c| c.kind() == CardKind::Wizard) => {
            svg.symbol(s.index(), middle, 124.0, 9.0, FILL[s.index()]);
        }
        (Some(_), _) => {}
        (None, PhaseView::ChoosingTrump) => {
            svg.text(middle, 128.0, &Text::new("?", 18.0, "#ffffff").bold().middle());
        }
        (None, _) => svg.text(
            middle,
            128.0,
            &Text::new(t!(lang, "picture-no-trump"), 12.0, "#ffffff")
                .middle()
                .max(12),
        ),
    }
    if let Some(trick) = &v.trick
        && !v.variants.one_colour
        && let Some(s) = trick.led
    {
        svg.text(
            middle,
            160.0,
            &Text::new(t!(lang, "picture-led-short"), 15.0, "#cfd3da")
                .middle()
                .max(9),
        );
        svg.symbol(s.index(), middle, 178.0, 9.0, FILL[s.index()]);
    }
    if let Some(last) = &v.last_trick {
        svg.text(
            middle,
            212.0,
            &Text::new(t!(lang, "picture-last-trick-short"), 15.0, "#cfd3da")
                .middle()
                .max(9),
        );
        for (i, &(seat, c)) in last.plays.iter().enumerate() {
            let (cx, cy) = (x + 4.0 + (i % 3) as f32 * 26.0, 224.0 + (i / 3) as f32 * 42.0);
            card(svg, cx, cy, 22.0, &face(c), last.winner == Some(seat));
        }
    }
}
