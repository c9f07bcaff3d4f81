//! What a screen is made of, as plain values: embeds, rows of buttons or a
//! select, emoji. They compare and print (a feature's answer is tested as a
//! value), a button carries its click as a value, not as text, and nothing
//! here knows Discord's wire format: `wire.rs` alone writes it. The parts
//! know no feature: a click is anything that has an id (`Clicks`), so every
//! feature's screens build on them.

use std::sync::Arc;

/// A click a button or a select makes: the bot reads it back from its id.
/// Each feature's click writes its own; the format's version digit in front
/// is the edge's (`custom_id.rs`), as reading it back is.
pub trait Clicks: std::any::Any + std::fmt::Debug + Send + Sync {
    /// Its `custom_id` without the format's version digit.
    fn body(&self) -> String;
}

/// A click, whatever its kind; two are equal when their ids are.
#[derive(Clone, Debug)]
pub struct AnyClick(Arc<dyn Clicks>);

impl AnyClick {
    pub fn new(click: impl Clicks) -> AnyClick {
        AnyClick(Arc::new(click))
    }

    /// The click as its own kind, when it is of that kind.
    pub fn get<T: 'static>(&self) -> Option<&T> {
        (self.0.as_ref() as &dyn std::any::Any).downcast_ref()
    }

    /// Its `custom_id` without the format's version digit.
    pub fn body(&self) -> String {
        self.0.body()
    }
}

impl PartialEq for AnyClick {
    fn eq(&self, other: &AnyClick) -> bool {
        self.body() == other.body()
    }
}

impl Eq for AnyClick {}

/// An emoji on a button or a select's option: a Unicode one, or one of the
/// bot's own (application emoji).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Emoji {
    Unicode(String),
    Custom { id: u64, name: String },
}

impl From<char> for Emoji {
    fn from(c: char) -> Emoji {
        Emoji::Unicode(c.to_string())
    }
}

impl From<&str> for Emoji {
    fn from(s: &str) -> Emoji {
        Emoji::Unicode(s.to_string())
    }
}

impl From<String> for Emoji {
    fn from(s: String) -> Emoji {
        Emoji::Unicode(s)
    }
}

/// An embed's line of its own: a name over a value, side by side with its
/// neighbours when `inline`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

/// An embed's small print under it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Footer {
    pub text: String,
}

impl Footer {
    pub fn new(text: impl Into<String>) -> Footer {
        Footer { text: text.into() }
    }
}

/// A box of text (and a picture) under a message's content.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    pub title: Option<String>,
    pub url: Option<String>,
    pub description: Option<String>,
    pub fields: Vec<Field>,
    pub footer: Option<Footer>,
    pub colour: Option<u32>,
    /// The picture it shows (`attachment://name` for one uploaded with the message).
    pub image: Option<String>,
}

impl Embed {
    pub fn new() -> Embed {
        Embed::default()
    }

    pub fn title(mut self, title: impl Into<String>) -> Embed {
        self.title = Some(title.into());
        self
    }

    pub fn url(mut self, url: impl Into<String>) -> Embed {
        self.url = Some(url.into());
        self
    }

    pub fn description(mut self, text: impl Into<String>) -> Embed {
        self.description = Some(text.into());
        self
    }

    pub fn field(mut self, name: impl Into<String>, value: impl Into<String>, inline: bool) -> Embed {
        self.fields.push(Field {
            name: name.into(),
            value: value.into(),
            inline,
        });
        self
    }

    pub fn footer(mut self, footer: Footer) -> Embed {
        self.footer = Some(footer);
        self
    }

    pub fn colour(mut self, colour: u32) -> Embed {
        self.colour = Some(colour);
        self
    }

    pub fn image(mut self, url: impl Into<String>) -> Embed {
        self.image = Some(url.into());
        self
    }
}

/// How a button looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Style {
    /// The main choice (blue).
    #[default]
    Primary,
    Secondary,
    Success,
    Danger,
}

/// What a button does: a click the bot answers, or a link it opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Click(AnyClick),
    Link(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub action: Action,
    pub label: Option<String>,
    pub emoji: Option<Emoji>,
    /// Links have their own look, whatever this says.
    pub style: Style,
    pub disabled: bool,
}

impl Button {
    /// A button answered with `click`.
    pub fn new(click: impl Clicks) -> Button {
        Button {
            action: Action::Click(AnyClick::new(click)),
            label: None,
            emoji: None,
            style: Style::Primary,
            disabled: false,
        }
    }

    /// A button that opens `url`.
    pub fn new_link(url: impl Into<String>) -> Button {
        Button {
            action: Action::Link(url.into()),
            label: None,
            emoji: None,
            style: Style::Secondary,
            disabled: false,
        }
    }

    pub fn label(mut self, label: impl Into<String>) -> Button {
        self.label = Some(label.into());
        self
    }

    pub fn emoji(mut self, emoji: impl Into<Emoji>) -> Button {
        self.emoji = Some(emoji.into());
        self
    }

    pub fn style(mut self, style: Style) -> Button {
        self.style = style;
        self
    }

    pub fn disabled(mut self, disabled: bool) -> Button {
        self.disabled = disabled;
        self
    }

    /// The click it makes, when it is not a link.
    pub fn click(&self) -> Option<&AnyClick> {
        match &self.action {
            Action::Click(c) => Some(c),
            Action::Link(_) => None,
        }
    }
}

/// One choice of a select.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
    pub emoji: Option<Emoji>,
    /// Shown as chosen (or not, said so) when the select is drawn.
    pub default: Option<bool>,
}

impl SelectOption {
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> SelectOption {
        SelectOption {
            label: label.into(),
            value: value.into(),
            description: None,
            emoji: None,
            default: None,
        }
    }

    pub fn description(mut self, text: impl Into<String>) -> SelectOption {
        self.description = Some(text.into());
        self
    }

    pub fn emoji(mut self, emoji: impl Into<Emoji>) -> SelectOption {
        self.emoji = Some(emoji.into());
        self
    }

    pub fn default_selection(mut self, default: bool) -> SelectOption {
        self.default = Some(default);
        self
    }
}

/// A list to choose one or more options from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    pub click: AnyClick,
    pub options: Vec<SelectOption>,
    pub placeholder: Option<String>,
    pub min_values: Option<u8>,
    pub max_values: Option<u8>,
}

impl Select {
    pub fn new(click: impl Clicks, options: Vec<SelectOption>) -> Select {
        Select {
            click: AnyClick::new(click),
            options,
            placeholder: None,
            min_values: None,
            max_values: None,
        }
    }

    pub fn placeholder(mut self, text: impl Into<String>) -> Select {
        self.placeholder = Some(text.into());
        self
    }

    pub fn min_values(mut self, n: u8) -> Select {
        self.min_values = Some(n);
        self
    }

    pub fn max_values(mut self, n: u8) -> Select {
        self.max_values = Some(n);
        self
    }
}

/// A row under a message: up to five buttons, or one select.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    Buttons(Vec<Button>),
    SelectMenu(Select),
}

/// Discord's most rows in a message, and buttons in a row.
pub const MOST_ROWS: usize = 5;
pub const MOST_IN_ROW: usize = 5;

/// Adds `buttons` to `rows` without dropping any while the message has room
/// for them at all: a row of their own while there are fewer than five;
/// else together at the end of the last button row with room for all; else
/// one by one at the ends of the last rows with a place free (a grid keeps
/// its columns, the extras stand in a column to its right); else the
/// buttons' rows packed five to a row. `false` only when even that leaves
/// no room (selects take whole rows): nothing was added then.
pub fn place_buttons(rows: &mut Vec<Row>, buttons: Vec<Button>) -> bool {
    if buttons.is_empty() {
        return true;
    }
    if rows.len() < MOST_ROWS {
        rows.push(Row::Buttons(buttons));
        return true;
    }
    let free = |r: &Row| match r {
        Row::Buttons(b) => MOST_IN_ROW.saturating_sub(b.len()),
        Row::SelectMenu(_) => 0,
    };
    if let Some(Row::Buttons(row)) = rows.iter_mut().rev().find(|r| free(r) >= buttons.len()) {
        row.extend(buttons);
        return true;
    }
    let room: usize = rows.iter().map(free).sum();
    if room >= buttons.len() {
        // The last rows with room, taken in reading order.
        let mut with_room: Vec<usize> = (0..rows.len()).filter(|&i| free(&rows[i]) > 0).collect();
        let mut chosen = Vec::new();
        let mut left = buttons.len();
        while left > 0 {
            let Some(i) = with_room.pop() else { break };
            let take = free(&rows[i]).min(left);
            chosen.push((i, take));
            left -= take;
        }
        chosen.reverse();
        let mut buttons = buttons.into_iter();
        for (i, take) in chosen {
            if let Row::Buttons(row) = &mut rows[i] {
                row.extend(buttons.by_ref().take(take));
            }
        }
        return true;
    }
    false
}

impl Row {
    /// The clicks its buttons or select make.
    pub fn clicks(&self) -> Vec<&AnyClick> {
        match self {
            Row::Buttons(buttons) => buttons.iter().filter_map(Button::click).collect(),
            Row::SelectMenu(select) => vec![&select.click],
        }
    }
}
