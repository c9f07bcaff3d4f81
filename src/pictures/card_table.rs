//! The card table as a picture, from the spectator's view, drawn to be read on
//! a phone (Discord shows an embed's picture at most 400 px wide, on a phone
//! about 300: this one at about half its size, so no word is drawn under
//! 20 px): the seats in two rows around the table, each with its name, its bid
//! as rings that fill as tricks are won, and its points (the dealer marked,
//! whoever must act framed in blue); each seat's card in the trick in front
//! of it, the winning card ringed in gold; at the side the trump card, the
//! led suit and the bids against the tricks. What a picture cannot say (who
//! must act, by when, the last trick) is the message's text.

use resvg::tiny_skia::Pixmap;
use std::sync::OnceLock;

use crate::engine::wizard::{BidView, Card, CardKind, TrickView, WizardView};
use crate::pictures::svg::{
    CardFace, Drawing, FAINT, FELT, FELT_EDGE, FILL, GOLD, INK, PAPER, Svg, TURN, Text, card, pixels, signed,
};
use crate::present::{Seen, Trump};
use crate::t;
use crate::text::catalogue::Lang;

pub const WIDTH: u32 = 640;
pub const HEIGHT: u32 = 440;
/// The table's part of the picture (the rest is the side column).
const TABLE_W: f32 = 530.0;
const PLATE_H: f32 = 92.0;
const MARGIN: f32 = 12.0;
pub const CARD_W: f32 = 58.0;
const CARD_H: f32 = CARD_W * 1.45;
/// The side column's left edge.
const SIDE: f32 = 536.0;
/// Side column words.
const SIDE_INK: &str = "#cfd3da";

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

/// A plate's width: three share a row.
fn plate_w(players: usize) -> f32 {
    let of = players.div_ceil(2) as f32;
    (TABLE_W / of - 14.0).min(200.0)
}

/// The centre of a seat's name plate.
pub fn plate_centre(seat: usize, players: usize) -> (f32, f32) {
    let (column, of, top) = place(seat, players);
    let x = TABLE_W * (column as f32 + 0.5) / of as f32;
    (
        x,
        if top {
            MARGIN + PLATE_H / 2.0
        } else {
            HEIGHT as f32 - MARGIN - PLATE_H / 2.0
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

/// A card as the table's language names it: a Wizard and a Jester by their
/// initials there (W/J in English, Z/N in German and French, T/N in Dutch).
pub fn face(c: Card, lang: Lang) -> CardFace {
    match c.kind() {
        CardKind::Wizard => CardFace {
            colour: None,
            mark: t!(lang, "picture-wizard-mark"),
            wizard: true,
        },
        CardKind::Jester => CardFace {
            colour: None,
            mark: t!(lang, "picture-jester-mark"),
            wizard: false,
        },
        CardKind::Suited { suit, rank } => CardFace {
            colour: Some(suit.index()),
            mark: rank.to_string(),
            wizard: false,
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

/// The SVG of what changes on the table (drawn over `background()`): the
/// view `v` as `seen` (who acts, trump) tells it; `names` are the seats'
/// names as players read them.
pub fn card_table_svg(v: &WizardView, seen: &Seen, names: &[String], lang: Lang) -> Drawing {
    let mut svg = Svg::layer(WIDTH, HEIGHT);
    for seat in 0..v.players {
        plate(&mut svg, v, seat, seen.acting.contains(&seat), names, lang);
    }
    if let Some(trick) = crate::present::trick::on_table(v) {
        trick_cards(&mut svg, v.players, trick, lang);
    }
    side(&mut svg, v, seen.trump, lang);
    svg.finish()
}

fn plate(svg: &mut Svg, v: &WizardView, seat: usize, to_act: bool, names: &[String], lang: Lang) {
    let (x, y) = plate_centre(seat, v.players);
    let w = plate_w(v.players);
    let (left, top) = (x - w / 2.0, y - PLATE_H / 2.0);
    let stroke = if to_act { (TURN, 6.0) } else { ("#555555", 1.0) };
    svg.rect([left, top, w, PLATE_H], 10.0, PAPER, Some(stroke));
    let dealer = seat == v.dealer;
    let badge = if dealer { 30.0 } else { 0.0 };
    let name = names.get(seat).cloned().unwrap_or_default();
    svg.text(
        left + 10.0,
        top + 30.0,
        &Text::new(name, 24.0, INK).bold().max(24).fit(w - 20.0 - badge),
    );
    if dealer {
        let (cx, cy) = (left + w - 20.0, top + 21.0);
        svg.raw(&format!(
            r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="14" fill="{GOLD}" stroke="{INK}" stroke-width="1"/>"#
        ));
        svg.text(
            cx,
            cy + 7.0,
            &Text::new(t!(lang, "picture-dealer-mark"), 20.0, INK)
                .bold()
                .middle()
                .fit(24.0),
        );
    }
    let bid = v.bids.get(seat).copied().unwrap_or(BidView::NotYet);
    let tricks = v.tricks.get(seat).copied().unwrap_or(0);
    bid_rings(svg, left + 10.0, top + 52.0, w - 20.0, bid, tricks);
    let total = v.totals.get(seat).copied().unwrap_or(0);
    svg.text(
        left + 10.0,
        top + 84.0,
        &Text::new(t!(lang, "picture-points", points = signed(total)), 20.0, FAINT)
            .bold()
            .fit(w - 20.0),
    );
}

/// A bid as rings, one per trick bid, filled as tricks are won, and tricks
/// past the bid as red dots. A bid of 0 is "0" (its tricks red dots after
/// it), a hidden bid "?" (its tricks grey dots), none yet "–"; rings that
/// would not fit are written "tricks/bid".
fn bid_rings(svg: &mut Svg, x: f32, y: f32, width: f32, bid: BidView, tricks: u8) {
    const STEP: f32 = 19.0;
    const R: f32 = 7.0;
    const RED: &str = "#c62828";
    let fits = |n: u8, after_word: bool| f32::from(n) * STEP + if after_word { 30.0 } else { 0.0 } <= width;
    let ring = |svg: &mut Svg, i: u8, after_word: bool, fill: &str, stroke: &str| {
        let cx = x + if after_word { 30.0 } else { 0.0 } + R + f32::from(i) * STEP;
        svg.raw(&format!(
            r#"<circle cx="{cx:.1}" cy="{y:.1}" r="{R}" fill="{fill}" stroke="{stroke}" stroke-width="2.5"/>"#
        ));
    };
    let word = |svg: &mut Svg, words: String| svg.text(x, y + 8.0, &Text::new(words, 22.0, INK).bold().fit(width));
    match bid {
        BidView::NotYet => word(svg, "–".into()),
        BidView::Placed if fits(tricks, true) => {
            word(svg, "?".into());
            (0..tricks).for_each(|i| ring(svg, i, true, FAINT, FAINT));
        }
        BidView::Placed => word(svg, format!("{tricks}/?")),
        BidView::Shown(0) if fits(tricks, true) => {
            word(svg, "0".into());
            (0..tricks).for_each(|i| ring(svg, i, true, RED, RED));
        }
        BidView::Shown(b) if b > 0 && fits(b.max(tricks), false) => {
            for i in 0..b.max(tricks) {
                let (fill, stroke) = match (i < tricks, i < b) {
                    (true, true) => (INK, INK),
                    (false, true) => ("none", INK),
                    _ => (RED, RED),
                };
                ring(svg, i, false, fill, stroke);
            }
        }
        BidView::Shown(b) => word(svg, format!("{tricks}/{b}")),
    }
}

fn trick_cards(svg: &mut Svg, players: usize, trick: &TrickView, lang: Lang) {
    let best = trick.winner.or(trick.winning);
    for &(seat, c) in &trick.plays {
        let (x, y) = trick_card_at(seat, players);
        card(
            svg,
            x,
            y,
            CARD_W,
            &face(c, lang),
            best == Some(seat) && trick.plays.len() > 1,
        );
    }
}

/// The side column: trump card, led suit, bids against tricks.
fn side(svg: &mut Svg, v: &WizardView, trump: Option<Trump>, lang: Lang) {
    let middle = SIDE + (WIDTH as f32 - SIDE) / 2.0;
    let column = WIDTH as f32 - SIDE - 8.0;
    let label = |svg: &mut Svg, y: f32, words: String| {
        svg.text(middle, y, &Text::new(words, 20.0, SIDE_INK).bold().middle().fit(column));
    };
    label(svg, 34.0, t!(lang, "picture-trump"));
    match v.trump_card {
        Some(c) => card(svg, middle - 32.0, 46.0, 64.0, &face(c, lang), false),
        None => svg.rect([middle - 32.0, 46.0, 64.0, 93.0], 7.0, "none", Some(("#8a8f99", 2.0))),
    }
    // The trump suit when the card does not say it (a Wizard turned: the dealer's choice).
    match trump {
        None => {}
        Some(Trump::Suit(s)) if v.trump_card.is_none_or(|c| c.kind() == CardKind::Wizard) => {
            svg.symbol(s.index(), middle, 166.0, 13.0, FILL[s.index()]);
        }
        Some(Trump::Suit(_)) => {}
        Some(Trump::Choosing { .. }) => {
            svg.text(middle, 176.0, &Text::new("?", 30.0, "#ffffff").bold().middle());
        }
        Some(Trump::NoTrump) => svg.text(
            middle,
            172.0,
            &Text::new(t!(lang, "picture-no-trump"), 20.0, "#ffffff")
                .middle()
                .fit(column),
        ),
    }
    if let Some(trick) = crate::present::trick::on_table(v)
        && !v.variants.one_colour
        && let Some(s) = trick.led
    {
        label(svg, 222.0, t!(lang, "picture-led-short"));
        svg.symbol(s.index(), middle, 248.0, 13.0, FILL[s.index()]);
    }
    // Bids against the round's tricks: over- or underbid at a glance.
    if v.bids.iter().any(|b| *b != BidView::NotYet) {
        label(svg, 318.0, t!(lang, "picture-bids"));
        let sum = v.bids_total().map_or("?".to_string(), |b| b.to_string());
        svg.text(
            middle,
            356.0,
            &Text::new(format!("{sum}/{}", v.cards), 30.0, "#ffffff")
                .bold()
                .middle()
                .fit(column),
        );
    }
}
