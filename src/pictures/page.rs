//! The Page of Prediction as a picture, as the sheet in the box: four colour
//! rows × five counts with the column values, the Jester row, the marks (X,
//! XX, 0, −n), crossed-out boxes struck through, this round's prediction
//! circled, the X count and the points; from its owner's view (the private
//! "My page") or the spectator's (every Page at the end of the game).

use crate::engine::dice::{BoxId, Colour, DiceView, PageView, PredictionView};
use crate::pictures::svg::{Drawing, FAINT, FILL, INK, PAPER, Svg, TEXT, Text};
use crate::t;
use crate::text::catalogue::Lang;
use crate::text::dice::{box_mark, colour_name};

pub const SHEET_W: f32 = 380.0;
pub const SHEET_H: f32 = 272.0;
const LABEL_W: f32 = 98.0;
const CELL_W: f32 = 50.0;
const ROW_H: f32 = 31.0;
/// Where the grid starts below the sheet's top.
const GRID_TOP: f32 = 62.0;

/// The centre of box `b` on a sheet whose top-left is (x, y).
pub fn box_centre(x: f32, y: f32, b: BoxId) -> (f32, f32) {
    (
        x + 12.0 + LABEL_W + (f32::from(b.count) - 0.5) * CELL_W,
        y + GRID_TOP + (b.colour.index() as f32 + 0.5) * ROW_H,
    )
}

/// One seat's Page, drawn from that seat's view (its own secret prediction
/// included), or from the spectator's view.
pub fn page_svg(v: &DiceView, seat: usize, names: &[String], lang: Lang) -> Drawing {
    let mut svg = Svg::new(SHEET_W as u32, SHEET_H as u32, "#2a2d33");
    sheet(&mut svg, 0.0, 0.0, v, seat, names, lang);
    svg.finish()
}

fn sheet(svg: &mut Svg, x: f32, y: f32, v: &DiceView, seat: usize, names: &[String], lang: Lang) {
    let empty = PageView {
        boxes: Default::default(),
        jesters: Vec::new(),
        x_count: 0,
        total: 0,
    };
    let page = v.pages.get(seat).unwrap_or(&empty);
    svg.rect(
        [x + 2.0, y + 2.0, SHEET_W - 4.0, SHEET_H - 4.0],
        10.0,
        PAPER,
        Some(("#8a7a55", 2.0)),
    );
    let name = names.get(seat).cloned().unwrap_or_default();
    svg.text(
        x + 14.0,
        y + 28.0,
        &Text::new(name, 20.0, INK).bold().max(24).fit(180.0),
    );
    svg.text(
        x + SHEET_W - 14.0,
        y + 27.0,
        &Text::new(t!(lang, "picture-page"), 15.0, FAINT).end().fit(160.0),
    );
    let left = x + 12.0 + LABEL_W;
    // Column values.
    for n in 1..=5 {
        let cx = left + (n as f32 - 0.5) * CELL_W;
        svg.text(
            cx,
            y + GRID_TOP - 8.0,
            &Text::new(n.to_string(), 16.0, FAINT).bold().middle(),
        );
    }
    for c in Colour::ALL {
        let top = y + GRID_TOP + c.index() as f32 * ROW_H;
        svg.symbol(c.index(), x + 22.0, top + ROW_H / 2.0, 7.0, FILL[c.index()]);
        svg.text(
            x + 34.0,
            top + ROW_H / 2.0 + 5.0,
            &Text::new(colour_name(c, lang), 16.0, TEXT[c.index()])
                .bold()
                .fit(LABEL_W - 26.0),
        );
        for n in 1..=5u8 {
            let b = BoxId { colour: c, count: n };
            let cell_x = left + f32::from(n - 1) * CELL_W;
            svg.rect([cell_x, top, CELL_W, ROW_H], 0.0, "#ffffff", Some(("#b9ab86", 1.0)));
            if let Some(&marked) = page.boxes.get(&b) {
                let (mark, crossed) = box_mark(marked);
                let ink = if crossed { FAINT } else { INK };
                let (cx, cy) = box_centre(x, y, b);
                svg.text(cx, cy + 7.0, &Text::new(mark, 19.0, ink).bold().middle());
                if crossed {
                    svg.line(
                        (cell_x + 4.0, top + ROW_H - 5.0),
                        (cell_x + CELL_W - 4.0, top + 5.0),
                        INK,
                        2.0,
                    );
                }
            }
        }
    }
    // The Jester row: ×1 … ×5, an X in each used.
    let top = y + GRID_TOP + 4.0 * ROW_H + 4.0;
    svg.text(
        x + 14.0,
        top + ROW_H / 2.0 + 5.0,
        &Text::new(t!(lang, "picture-jester-row"), 16.0, INK)
            .bold()
            .fit(LABEL_W - 6.0),
    );
    for k in 1..=5u8 {
        let cell_x = left + f32::from(k - 1) * CELL_W;
        svg.rect([cell_x, top, CELL_W, ROW_H], 0.0, "#ecebe6", Some(("#b9ab86", 1.0)));
        let cx = cell_x + CELL_W / 2.0;
        if page.jesters.contains(&k) {
            svg.text(cx, top + ROW_H / 2.0 + 7.0, &Text::new("X", 19.0, INK).bold().middle());
        } else {
            svg.text(
                cx,
                top + ROW_H / 2.0 + 5.0,
                &Text::new(format!("×{k}"), 16.0, FAINT).middle(),
            );
        }
    }
    // This round's prediction, circled.
    if let Some(PredictionView::Shown { count, colour }) = v.predictions.get(seat)
        && v.phase != crate::engine::dice::DicePhaseView::Over
    {
        let (cx, cy) = box_centre(
            x,
            y,
            BoxId {
                colour: *colour,
                count: *count,
            },
        );
        svg.raw(&format!(
            r##"<ellipse cx="{cx:.1}" cy="{cy:.1}" rx="{:.1}" ry="{:.1}" fill="none" stroke="#c0392b" stroke-width="3"/>"##,
            CELL_W / 2.0 - 2.0,
            ROW_H / 2.0 - 1.0
        ));
    }
    svg.text(
        x + 14.0,
        y + SHEET_H - 16.0,
        &Text::new(
            t!(
                lang,
                "picture-page-total",
                xs = page.x_count,
                target = v.x_target,
                points = crate::pictures::svg::signed(page.total)
            ),
            19.0,
            INK,
        )
        .bold()
        .fit(SHEET_W - 28.0),
    );
}
