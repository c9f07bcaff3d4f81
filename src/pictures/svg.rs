//! The drawing kit every picture shares: a drawing being made (shapes as
//! SVG, words as text runs), the suits' colours and shapes, cards, and the one
//! place a drawing becomes PNG (resvg, with the fonts shipped in
//! `assets/fonts/`). Words are turned into glyph outlines once per text and
//! size and then reused: shaping text was most of a picture's time, and a
//! table's words (names, labels, ranks) repeat from one move to the next.

use resvg::tiny_skia::{self, FillRule, Paint, PathBuilder, Pixmap, Transform};
use resvg::usvg;
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::{Arc, Mutex, OnceLock};

/// DejaVu Sans (regular and bold) covers the four languages' letters; shipped
/// so a picture looks the same on every machine and needs no system fonts.
static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Background, ink and the highlight used on every picture.
pub const FELT: &str = "#1f5e3b";
pub const FELT_EDGE: &str = "#174a2e";
pub const PAPER: &str = "#f6f1e3";
pub const INK: &str = "#22222a";
pub const FAINT: &str = "#6b6b73";
pub const GOLD: &str = "#f2b705";
/// The frame of whoever must act (not gold: gold marks the winning card).
pub const TURN: &str = "#4fc3f7";

/// The four colours in the box's order (blue, green, red, yellow: Humans,
/// Elves, Dwarves, Giants), as fills and as ink on white (yellow darkened).
pub const FILL: [&str; 4] = ["#2f6fd6", "#2e9e4f", "#d63a2f", "#e6b800"];
pub const TEXT: [&str; 4] = ["#1f55b0", "#217a3b", "#b52a20", "#8a6d00"];

/// The fonts, parsed once: every picture after the first reuses them.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static DB: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        db.load_font_data(REGULAR.to_vec());
        db.load_font_data(BOLD.to_vec());
        db.set_sans_serif_family("DejaVu Sans");
        Arc::new(db)
    })
    .clone()
}

/// A drawing being made, `width` × `height` pixels: shapes as SVG, words
/// as text runs drawn over them.
pub struct Svg {
    out: String,
    texts: Vec<PlacedText>,
}

/// A run of words at its place.
struct PlacedText {
    x: f32,
    y: f32,
    key: Key,
    colour: &'static str,
    /// The widest the run may be: a wider one is set smaller to fit.
    fit: Option<f32>,
}

/// What a run of words looks like, apart from where and in which colour.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    words: String,
    /// Tenths of a pixel.
    size: u32,
    bold: bool,
    anchor: &'static str,
}

/// A finished drawing.
pub struct Drawing {
    pub svg: String,
    texts: Vec<PlacedText>,
}

impl Svg {
    pub fn new(width: u32, height: u32, background: &str) -> Svg {
        let mut svg = Svg::layer(width, height);
        svg.rect([0.0, 0.0, width as f32, height as f32], 0.0, background, None);
        svg
    }

    /// A layer without a background, drawn over a cached one (`png_on`).
    pub fn layer(width: u32, height: u32) -> Svg {
        let mut out = String::with_capacity(16 * 1024);
        let _ = write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="DejaVu Sans">"#
        );
        Svg { out, texts: Vec::new() }
    }

    /// Raw SVG (already escaped where it carries text).
    pub fn raw(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// A rectangle `[x, y, width, height]` with rounded corners.
    pub fn rect(&mut self, [x, y, w, h]: [f32; 4], radius: f32, fill: &str, stroke: Option<(&str, f32)>) {
        let _ = write!(
            self.out,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" rx="{radius:.1}" fill="{fill}""#
        );
        if let Some((colour, width)) = stroke {
            let _ = write!(self.out, r#" stroke="{colour}" stroke-width="{width:.1}""#);
        }
        self.out.push_str("/>");
    }

    pub fn line(&mut self, (x1, y1): (f32, f32), (x2, y2): (f32, f32), colour: &str, width: f32) {
        let _ = write!(
            self.out,
            r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{colour}" stroke-width="{width:.1}" stroke-linecap="round"/>"#
        );
    }

    /// Text at (x, y) (the baseline), anchored `start`, `middle` or `end`,
    /// shortened with "…" past `max` characters.
    pub fn text(&mut self, x: f32, y: f32, t: &Text) {
        let words = shorten(&t.words, t.max);
        if words.trim().is_empty() {
            return;
        }
        self.texts.push(PlacedText {
            x,
            y,
            key: Key {
                words,
                size: (t.size * 10.0).round() as u32,
                bold: t.bold,
                anchor: t.anchor,
            },
            colour: t.colour,
            fit: t.fit,
        });
    }

    /// A colour's shape, so colours are told apart without seeing colour:
    /// blue ●, green ▲, red ■, yellow ◆, centred at (x, y), `r` across half.
    pub fn symbol(&mut self, colour: usize, x: f32, y: f32, r: f32, fill: &str) {
        let _ = match colour {
            0 => write!(
                self.out,
                r#"<circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="{fill}"/>"#
            ),
            1 => write!(
                self.out,
                r#"<path d="M{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z" fill="{fill}"/>"#,
                x,
                y - r * 1.1,
                x + r * 1.1,
                y + r * 0.85,
                x - r * 1.1,
                y + r * 0.85
            ),
            2 => write!(
                self.out,
                r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{fill}"/>"#,
                x - r * 0.85,
                y - r * 0.85,
                r * 1.7,
                r * 1.7
            ),
            _ => write!(
                self.out,
                r#"<path d="M{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z" fill="{fill}"/>"#,
                x,
                y - r * 1.15,
                x + r,
                y,
                x,
                y + r * 1.15,
                x - r,
                y
            ),
        };
    }

    /// The finished drawing.
    pub fn finish(mut self) -> Drawing {
        self.out.push_str("</svg>");
        Drawing {
            svg: self.out,
            texts: self.texts,
        }
    }
}

/// A run of text and how it is set.
pub struct Text {
    pub words: String,
    pub size: f32,
    pub colour: &'static str,
    pub bold: bool,
    pub anchor: &'static str,
    pub max: usize,
    pub fit: Option<f32>,
}

impl Text {
    pub fn new(words: impl Into<String>, size: f32, colour: &'static str) -> Text {
        Text {
            words: words.into(),
            size,
            colour,
            bold: false,
            anchor: "start",
            max: 60,
            fit: None,
        }
    }

    /// At most `width` pixels wide: a longer run is set smaller (names and
    /// translations differ in length; a cut word says less than a small one).
    pub fn fit(mut self, width: f32) -> Text {
        self.fit = Some(width);
        self
    }

    pub fn bold(mut self) -> Text {
        self.bold = true;
        self
    }

    pub fn middle(mut self) -> Text {
        self.anchor = "middle";
        self
    }

    pub fn end(mut self) -> Text {
        self.anchor = "end";
        self
    }

    pub fn max(mut self, max: usize) -> Text {
        self.max = max;
        self
    }
}

/// A number as print sets it: a real minus sign for a negative one (as
/// every screen's text sets it).
pub fn signed(n: i32) -> String {
    crate::text::card_hint::signed(n.into())
}

/// At most `max` characters, the last one "…" when cut.
pub fn shorten(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut cut: String = s.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Text made safe inside an SVG element (names are chosen by players).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters are not allowed in XML.
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

fn tree(svg: &str) -> Option<usvg::Tree> {
    let options = usvg::Options {
        fontdb: fonts(),
        font_family: "DejaVu Sans".into(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options).ok()
}

/// The pixels of a drawing; `None` only if its SVG is malformed.
pub fn pixels(drawing: &Drawing) -> Option<Pixmap> {
    let tree = tree(&drawing.svg)?;
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height())?;
    draw_on(&mut pixmap, &tree, drawing);
    Some(pixmap)
}

/// The PNG of a drawing (with its own opaque background); `None` only if
/// its SVG is malformed (a bug, logged by the caller).
pub fn png(drawing: &Drawing) -> Option<Vec<u8>> {
    encode(&pixels(drawing)?)
}

/// The PNG of a drawing over `background` (drawn once and kept: the card
/// table's felt is most of the pixels and the same every time).
pub fn png_on(background: &Pixmap, layer: &Drawing) -> Option<Vec<u8>> {
    let tree = tree(&layer.svg)?;
    let mut pixmap = background.clone();
    draw_on(&mut pixmap, &tree, layer);
    encode(&pixmap)
}

fn draw_on(pixmap: &mut Pixmap, tree: &usvg::Tree, drawing: &Drawing) {
    resvg::render(tree, Transform::default(), &mut pixmap.as_mut());
    for t in &drawing.texts {
        let Some(outline) = outline(&t.key) else { continue };
        let mut paint = Paint::default();
        paint.set_color(colour(t.colour));
        paint.anti_alias = true;
        // Scaled about the anchor, which the outline has at (0, 0).
        let width = outline.bounds().width();
        let scale = match t.fit {
            Some(fit) if width > fit && width > 0.0 => fit / width,
            _ => 1.0,
        };
        pixmap.fill_path(
            &outline,
            &paint,
            FillRule::Winding,
            Transform::from_translate(t.x, t.y).pre_scale(scale, scale),
            None,
        );
    }
}

/// A colour written `#rrggbb`.
fn colour(hex: &str) -> tiny_skia::Color {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0);
    tiny_skia::Color::from_rgba8((v >> 16) as u8, (v >> 8) as u8, v as u8, 255)
}

/// The glyph outlines of a run of words set at (0, 0), made once: shaped and
/// outlined by usvg from a one-text SVG, then kept (a few thousand runs at most).
fn outline(key: &Key) -> Option<Arc<tiny_skia::Path>> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Option<Arc<tiny_skia::Path>>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(found) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(key) {
        return found.clone();
    }
    let weight = if key.bold { "bold" } else { "normal" };
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text x="0" y="0" font-size="{:.1}" font-weight="{weight}" text-anchor="{}">{}</text></svg>"#,
        key.size as f32 / 10.0,
        key.anchor,
        escape(&key.words)
    );
    let mut builder = PathBuilder::new();
    if let Some(tree) = tree(&svg) {
        collect(tree.root(), &mut builder);
    }
    let made = builder.finish().map(Arc::new);
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    if cache.len() > 4096 {
        cache.clear();
    }
    cache.insert(key.clone(), made.clone());
    made
}

/// Appends every path under `group` (in the drawing's coordinates) to `out`.
fn collect(group: &usvg::Group, out: &mut PathBuilder) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => collect(g, out),
            usvg::Node::Text(t) => collect(t.flattened(), out),
            usvg::Node::Path(p) => {
                let Some(path) = p.data().clone().transform(p.abs_transform()) else {
                    continue;
                };
                for segment in path.segments() {
                    match segment {
                        tiny_skia::PathSegment::MoveTo(a) => out.move_to(a.x, a.y),
                        tiny_skia::PathSegment::LineTo(a) => out.line_to(a.x, a.y),
                        tiny_skia::PathSegment::QuadTo(a, b) => out.quad_to(a.x, a.y, b.x, b.y),
                        tiny_skia::PathSegment::CubicTo(a, b, c) => out.cubic_to(a.x, a.y, b.x, b.y, c.x, c.y),
                        tiny_skia::PathSegment::Close => out.close(),
                    }
                }
            }
            usvg::Node::Image(_) => {}
        }
    }
}

/// A picture as a PNG, each row filtered against the one above: tiny-skia's
/// own encoder (filters tried per row) took most of a picture's time.
fn encode(pixmap: &Pixmap) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(96 * 1024);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    // Opaque pictures (every one has a background): premultiplied RGBA is
    // plain RGBA, and the alpha channel says nothing, so it is not sent.
    let rgb: Vec<u8> = pixmap.data().chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    // Deflate at zlib's default level over "Up"-filtered rows: a third of
    // the bytes of the fastest level (a card-table picture 60 kB -> 20 kB)
    // for about 2 ms more per picture; the adaptive filter and the highest
    // level gain under 2 % more.
    encoder.set_compression(png::Compression::Balanced);
    encoder.set_filter(png::Filter::Up);
    let mut writer = encoder.write_header().ok()?;
    writer.write_image_data(&rgb).ok()?;
    writer.finish().ok()?;
    Some(out)
}

/// What a card shows.
pub struct CardFace {
    /// `Some(colour index)` for a suit card.
    pub colour: Option<usize>,
    /// The rank, or the Wizard's / Jester's initial in the table's language.
    pub mark: String,
    /// A Wizard (drawn dark; a Jester light).
    pub wizard: bool,
}

/// A card with its top-left corner at (x, y), ringed in gold when `highlight`.
pub fn card(svg: &mut Svg, x: f32, y: f32, w: f32, face: &CardFace, highlight: bool) {
    let h = w * 1.45;
    if highlight {
        svg.rect([x - 5.0, y - 5.0, w + 10.0, h + 10.0], 9.0, GOLD, None);
    }
    let (fill, ink) = match face.colour {
        Some(c) => ("#ffffff", TEXT[c]),
        None if face.wizard => ("#3b2a7a", "#ffffff"),
        None => ("#d9d9de", INK),
    };
    svg.rect([x, y, w, h], w * 0.12, fill, Some(("#333333", 1.2)));
    if let Some(c) = face.colour {
        svg.rect([x, y, w, w * 0.16], w * 0.1, FILL[c], None);
        svg.symbol(c, x + w / 2.0, y + h * 0.76, w * 0.14, FILL[c]);
    }
    let size = if face.mark.chars().count() > 1 {
        w * 0.46
    } else {
        w * 0.56
    };
    svg.text(
        x + w / 2.0,
        y + h * (if face.colour.is_some() { 0.55 } else { 0.64 }),
        &Text::new(face.mark.clone(), size, ink).bold().middle().fit(w * 0.84),
    );
}
