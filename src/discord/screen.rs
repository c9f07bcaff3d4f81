//! Pure rendering: (view, language) → what Discord shows (embeds and
//! components). Nothing here talks to Discord or reads the full game state;
//! every screen is drawn from a per-viewer view and the seats.

use crate::discord::parts::{Button, Clicks, Embed, Emoji, Footer, Row, Style};
use crate::pictures::Picture;
use crate::present::{Clock, Seen};
use crate::t;
use crate::table::{Level, SeatOwner, Snapshot, UserId};
use crate::text::catalogue::Lang;

/// Everything a table's screens show besides the view (both games).
#[derive(Clone)]
pub struct TableInfo<'a> {
    pub game: i64,
    pub version: u64,
    pub seats: Seats<'a>,
    /// Whether a hand offers "Suggest" (the table allows hints).
    pub hints: bool,
    /// Whether the screen comes with its picture: then its text says only
    /// what the picture cannot (who must act, by when, what just happened);
    /// without one (`PICTURES=off`, or a picture that could not be drawn) the
    /// text says everything.
    pub pictured: bool,
    /// The bot's own emoji: cards and dice shown with them where known.
    pub emoji: crate::discord::emoji::Emojis,
    /// Whether the seat's own screen is drawn under the table in one panel
    /// (a daily try's): then it leaves to the table what the table shows
    /// (trump, the trick, bids, predictions, the dice) and has no title.
    pub beside_table: bool,
    /// The seats the table offers "Stay in" (`Snapshot::stay`).
    pub stay: crate::engine::SeatSet,
    /// What this screen's viewer sees (`present::seen`: a watcher's for the
    /// public table, the seat's for its hand or Page): who acts, what is
    /// asked and called, trump, picks ahead, each seat's clock and standing,
    /// a move left for later. The screens decide none of it again.
    pub seen: Seen,
}

/// What every screen of a table shows besides the view, for `viewer` (the
/// bot's emoji are set by the screens that show cards or dice with them).
pub fn table_info(s: &Snapshot, viewer: Option<crate::engine::Seat>) -> TableInfo<'_> {
    TableInfo {
        game: s.id,
        version: s.version,
        seats: Seats::of(s),
        hints: s.options.hints,
        pictured: false,
        emoji: crate::discord::emoji::Emojis::default(),
        beside_table: s.options.daily.is_some(),
        stay: s.stay,
        seen: crate::present::seen(s, viewer),
    }
}

impl<'a> TableInfo<'a> {
    /// This info for the viewer of `view`, a bare engine view with no table
    /// around it (a render test's): what the view alone decides, waiting on
    /// no one else (`present::seen::of_view`), with this info's clocks.
    pub fn seeing(&self, view: crate::table::View) -> TableInfo<'a> {
        let viewer = match &view {
            crate::table::View::Wizard(v) => v.viewer,
            crate::table::View::Dice(v) => v.viewer,
        };
        let stays = viewer.is_some_and(|seat| self.stay.contains(seat));
        let mut seen =
            crate::present::seen::of_view(Some(view), crate::engine::SeatSet::EMPTY, self.seats.owners, stays);
        seen.clocks = self.seen.clocks.clone();
        TableInfo { seen, ..self.clone() }
    }
}

/// A public table's "who acts" line with when the time runs out and, at a
/// turn-based table, every clock (`clock_line`) after it; nothing to call,
/// nothing added.
pub fn timed(mut line: String, info: &TableInfo, lang: Lang) -> String {
    if line.is_empty() {
        return line;
    }
    if let Some(ms) = info.seen.clocks.runs_out {
        line.push(' ');
        line.push_str(&crate::t!(
            lang,
            "table-deadline",
            when = format!("<t:{}:R>", ms / 1000)
        ));
    }
    if let Some(clocks) = clock_line(info, lang) {
        line.push('\n');
        line.push_str(&clocks);
    }
    line
}

/// A turn-based table's clocks in a line: each person's time left, the
/// running ones as "until" (Discord shows it in the reader's time), or that
/// the host paused them. `None` at a live table.
pub fn clock_line(info: &TableInfo, lang: Lang) -> Option<String> {
    if !info.seen.clocks.turn_based {
        return None;
    }
    if let Some(at) = info.seen.clocks.paused {
        return Some(t!(lang, "clock-paused", when = format!("<t:{}:R>", at / 1000)));
    }
    let parts: Vec<String> = info
        .seen
        .clocks
        .seats
        .iter()
        .enumerate()
        .filter_map(|(seat, c)| Some((seat, (*c)?)))
        .map(|(seat, c)| {
            let name = info.seats.name(seat, lang);
            match c {
                // Their time: the reader's clock shows the hour.
                Clock::Rests { until } => t!(
                    lang,
                    "clock-rests",
                    name = name,
                    when = format!("<t:{}:t>", until / 1000)
                ),
                Clock::Away { until } => t!(
                    lang,
                    "clock-away",
                    name = name,
                    when = format!("<t:{}:R>", until / 1000)
                ),
                Clock::Runs { due } => t!(
                    lang,
                    "clock-running",
                    name = name,
                    when = format!("<t:{}:R>", due / 1000)
                ),
                Clock::Stands { left } | Clock::Paused { left, .. } => {
                    t!(lang, "clock-left", name = name, left = time_left(left, lang))
                }
            }
        })
        .collect();
    Some(format!("⏳ {}", parts.join(" · ")))
}

/// Time on a clock: days and hours, or hours and minutes.
fn time_left(ms: i64, lang: Lang) -> String {
    let minutes = ms.max(0) / 60_000;
    let (d, h, m) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    match d {
        0 => t!(lang, "clock-hours", h = h, m = m),
        _ => t!(lang, "clock-days", d = d, h = h),
    }
}

/// Embed colour of the bot's messages (Wizard's deep blue).
pub const COLOUR: u32 = 0x2b4c9b;

/// An embed of ours without a title (under another that names it), in the bot's colour.
pub fn untitled() -> Embed {
    Embed::new().colour(COLOUR)
}

/// An embed of ours: its title, in the bot's colour.
pub fn embed(title: impl Into<String>) -> Embed {
    Embed::new().title(title).colour(COLOUR)
}

/// One rendered message: content (mentions go here, so they notify), embeds, components.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Screen {
    pub content: String,
    pub embeds: Vec<Embed>,
    pub components: Vec<Row>,
    /// Users the content mentions and who should be notified.
    pub ping: Vec<u64>,
    /// Pictures uploaded with this message, each shown by an embed.
    pub pictures: Vec<Picture>,
    /// Pictures an edit keeps from the message it changes (shown, not uploaded again).
    pub kept: Vec<String>,
}

impl Screen {
    pub fn text(content: impl Into<String>) -> Screen {
        Screen {
            content: content.into(),
            ..Screen::default()
        }
    }

    /// Shows `picture` as the last embed's image, uploaded with the message.
    pub fn with_picture(mut self, picture: Picture) -> Screen {
        self.show(&picture.url());
        self.pictures.push(picture);
        self
    }

    /// Shows the picture named `name` that the edited message has already.
    pub fn keeping(mut self, name: &str) -> Screen {
        self.show(&format!("attachment://{name}"));
        self.kept.push(name.to_string());
        self
    }

    /// Keeps every picture instead of uploading it: the changed message
    /// shows each already (a picture's name tells what it shows where that
    /// matters, as a Page's does).
    pub fn keeping_all(mut self) -> Screen {
        let names = std::mem::take(&mut self.pictures).into_iter().map(|p| p.name);
        self.kept.extend(names);
        self
    }

    /// Adds an embed that shows `picture` alone, uploaded with the message.
    pub fn with_picture_embed(mut self, picture: Picture) -> Screen {
        self.embeds.push(Embed::new().colour(COLOUR).image(picture.url()));
        self.pictures.push(picture);
        self
    }

    /// The screen as plain text, for a channel where the bot may not embed
    /// links (Discord would drop its embeds silently): each embed's title,
    /// text, fields and footer in the message's content, within Discord's
    /// 2,000 characters. Without embeds no picture is shown (a picture
    /// stands in for text that only an embed would hold), so none is sent.
    pub fn plain(mut self) -> Screen {
        self.pictures.clear();
        self.kept.clear();
        let mut lines: Vec<String> = Vec::new();
        if !self.content.is_empty() {
            lines.push(std::mem::take(&mut self.content));
        }
        let text = |v: &Option<String>| v.clone().filter(|s| !s.trim().is_empty());
        for e in std::mem::take(&mut self.embeds) {
            lines.extend(text(&e.title).map(|t| format!("**{t}**")));
            lines.extend(text(&e.description));
            for f in &e.fields {
                let name = Some(f.name.clone()).filter(|n| !n.trim().is_empty() && n != "\u{200b}");
                lines.extend(name.map(|n| format!("**{n}**")));
                lines.extend(text(&Some(f.value.clone())));
            }
            lines.extend(text(&e.footer.map(|f| f.text)).map(|t| format!("-# {t}")));
        }
        let mut content = lines.join("\n");
        if content.chars().count() > 2000 {
            content = content.chars().take(1999).collect::<String>() + "…";
        }
        self.content = content;
        self
    }

    fn show(&mut self, url: &str) {
        match self.embeds.last_mut() {
            Some(e) => e.image = Some(url.to_string()),
            None => self.embeds.push(Embed::new().colour(COLOUR).image(url)),
        }
    }
}

/// A choice on a private screen: enabled when the player may take it, shown
/// but disabled otherwise (so the whole hand or Page stays visible).
pub fn choice_button(click: impl Clicks, label: String, emoji: Emoji, enabled: bool) -> Button {
    Button::new(click)
        .label(label)
        .emoji(emoji)
        .style(if enabled { Style::Primary } else { Style::Secondary })
        .disabled(!enabled)
}

/// The footer of a public screen: the game's number only (players quote it
/// to the host or an admin; the move count was noise, #13).
pub fn footer(game: i64, lang: Lang) -> Footer {
    Footer::new(t!(lang, "table-footer", game = game))
}

/// Who sits where, for naming seats.
#[derive(Clone, Debug)]
pub struct Seats<'a> {
    pub owners: &'a [SeatOwner],
    pub autopilot: &'a [bool],
    /// Computer players' levels, shown beside their names (empty: not shown,
    /// as in the dice game, whose computer players have one level so far).
    pub levels: &'a [Level],
    /// Who played each seat before the computer took it (the end's
    /// standings name them; empty while a game runs).
    pub left: &'a [Option<UserId>],
}

impl<'a> Seats<'a> {
    /// A table's seats as its screens name them.
    pub fn of(s: &'a Snapshot) -> Seats<'a> {
        Seats {
            owners: &s.seats,
            autopilot: &s.autopilot,
            levels: &s.levels,
            left: &[],
        }
    }

    /// A table's seats as its standings, replays and results name them:
    /// "(autopilot)" is a state of a running game, not part of a name.
    pub fn at_the_end(s: &'a Snapshot) -> Seats<'a> {
        Seats {
            autopilot: &[],
            left: &s.left,
            ..Seats::of(s)
        }
    }
}

impl Seats<'_> {
    /// A seat's name: a mention for a person (renders as their name, notifies
    /// nobody inside an embed), "Computer n" otherwise.
    pub fn name(&self, seat: usize, lang: Lang) -> String {
        let label = self.label(seat);
        let name = label.name(|u| Some(format!("<@{u}>")), lang);
        match (label.is_computer(), self.finished_for(seat)) {
            // The person whose play it was, and who finished it.
            (_, Some(person)) => t!(lang, "seat-finished-by-computer", name = format!("<@{person}>")),
            (true, None) => format!("🤖 {name}"),
            (false, None) => name,
        }
    }

    /// The person whose seat the computer finished (they left, or ran out of
    /// time for good), where the seats name them (at the end).
    pub fn finished_for(&self, seat: usize) -> Option<UserId> {
        match self.owners.get(seat) {
            Some(SeatOwner::Computer) => self.left.get(seat).copied().flatten(),
            _ => None,
        }
    }

    /// Who sits in `seat`, as a name needs it (`present::label`).
    pub fn label(&self, seat: usize) -> crate::present::SeatLabel {
        crate::present::SeatLabel::of(self.owners, self.autopilot, self.levels, seat)
    }

    pub fn names(&self, seats: &[usize], lang: Lang) -> String {
        seats.iter().map(|&s| self.name(s, lang)).collect::<Vec<_>>().join(", ")
    }

    /// The people among `seats` (to notify them).
    pub fn humans(&self, seats: &[usize]) -> Vec<u64> {
        seats
            .iter()
            .filter_map(|&s| match self.owners.get(s) {
                Some(SeatOwner::Human(u)) => Some(*u as u64),
                _ => None,
            })
            .collect()
    }
}

/// "Suggest" beside a private screen's decision: in the last row when it has
/// room, else a row of its own (when the message has one left), else where
/// a place is free.
pub fn add_suggest(components: &mut Vec<Row>, click: impl Clicks, lang: Lang) {
    let suggest = Button::new(click)
        .label(t!(lang, "button-suggest"))
        .emoji('💡')
        .style(Style::Secondary);
    let rows = components.len();
    match components.last_mut() {
        Some(Row::Buttons(row)) if row.len() < crate::discord::parts::MOST_IN_ROW => row.push(suggest),
        _ if rows < crate::discord::parts::MOST_ROWS => components.push(Row::Buttons(vec![suggest])),
        _ => {
            crate::discord::parts::place_buttons(components, vec![suggest]);
        }
    }
}
