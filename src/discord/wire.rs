//! A screen (`screen.rs`, made of `parts.rs`) as Discord's messages,
//! components and embeds, through serenity's builders: the one place that
//! writes the wire format, and so the one place a click becomes its
//! `custom_id` and a picture an upload.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateEmbed,
    CreateEmbedFooter, CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse, EditMessage, EmojiId, ReactionType, UserId as DiscordUserId,
};

use crate::discord::parts::{Action, Button, Embed, Emoji, Row, Select, SelectOption, Style};
use crate::discord::screen::Screen;
use crate::discord::transport::rest::Outgoing;
use crate::pictures::Picture;

fn emoji(e: &Emoji) -> ReactionType {
    match e {
        Emoji::Unicode(s) => ReactionType::Unicode(s.clone()),
        Emoji::Custom { id, name } => ReactionType::Custom {
            animated: false,
            id: EmojiId::new(*id),
            name: Some(name.clone()),
        },
    }
}

fn embed(e: &Embed) -> CreateEmbed {
    let mut out = CreateEmbed::new();
    if let Some(t) = &e.title {
        out = out.title(t);
    }
    if let Some(u) = &e.url {
        out = out.url(u);
    }
    if let Some(d) = &e.description {
        out = out.description(d);
    }
    for f in &e.fields {
        out = out.field(&f.name, &f.value, f.inline);
    }
    if let Some(f) = &e.footer {
        out = out.footer(CreateEmbedFooter::new(&f.text));
    }
    if let Some(c) = e.colour {
        out = out.colour(c);
    }
    if let Some(i) = &e.image {
        out = out.image(i);
    }
    out
}

fn button(b: &Button) -> CreateButton {
    let mut out = match &b.action {
        Action::Click(click) => CreateButton::new(crate::discord::custom_id::written(click)).style(match b.style {
            Style::Primary => ButtonStyle::Primary,
            Style::Secondary => ButtonStyle::Secondary,
            Style::Success => ButtonStyle::Success,
            Style::Danger => ButtonStyle::Danger,
        }),
        Action::Link(url) => CreateButton::new_link(url),
    };
    if let Some(l) = &b.label {
        out = out.label(l);
    }
    if let Some(e) = &b.emoji {
        out = out.emoji(emoji(e));
    }
    out.disabled(b.disabled)
}

fn option(o: &SelectOption) -> CreateSelectMenuOption {
    let mut out = CreateSelectMenuOption::new(&o.label, &o.value);
    if let Some(d) = &o.description {
        out = out.description(d);
    }
    if let Some(e) = &o.emoji {
        out = out.emoji(emoji(e));
    }
    match o.default {
        Some(d) => out.default_selection(d),
        None => out,
    }
}

fn select(s: &Select) -> CreateSelectMenu {
    let options = s.options.iter().map(option).collect();
    let mut out = CreateSelectMenu::new(
        crate::discord::custom_id::written(&s.click),
        CreateSelectMenuKind::String { options },
    );
    if let Some(p) = &s.placeholder {
        out = out.placeholder(p);
    }
    if let Some(n) = s.min_values {
        out = out.min_values(n);
    }
    if let Some(n) = s.max_values {
        out = out.max_values(n);
    }
    out
}

fn row(r: &Row) -> CreateActionRow {
    match r {
        Row::Buttons(buttons) => CreateActionRow::Buttons(buttons.iter().map(button).collect()),
        Row::SelectMenu(s) => CreateActionRow::SelectMenu(select(s)),
    }
}

fn embeds(embeds: &[Embed]) -> Vec<CreateEmbed> {
    embeds.iter().map(embed).collect()
}

fn rows(rows: &[Row]) -> Vec<CreateActionRow> {
    rows.iter().map(row).collect()
}

/// A screen as each kind of message Discord takes.
impl Screen {
    /// Its pictures as uploads (kept by the screen).
    pub fn uploads(&self) -> Vec<CreateAttachment> {
        self.pictures.iter().map(attachment).collect()
    }

    fn files(&mut self) -> Vec<CreateAttachment> {
        std::mem::take(&mut self.pictures)
            .into_iter()
            .map(|p| attachment(&p))
            .collect()
    }

    fn mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.ping.iter().map(|&u| DiscordUserId::new(u)))
    }

    /// An interaction reply (or an update of the clicked message).
    pub fn reply(mut self, ephemeral: bool) -> CreateInteractionResponseMessage {
        let mentions = self.mentions();
        let files = self.files();
        let reply = CreateInteractionResponseMessage::new();
        // `files` replaces the message's attachments; with none (and nothing
        // to upload) an update leaves the message's pictures as they are.
        let reply = if files.is_empty() { reply } else { reply.files(files) };
        reply
            .content(self.content)
            .embeds(embeds(&self.embeds))
            .components(rows(&self.components))
            .allowed_mentions(mentions)
            .ephemeral(ephemeral)
    }

    /// A new channel message.
    pub fn message(mut self) -> CreateMessage {
        let mentions = self.mentions();
        let files = self.files();
        CreateMessage::new()
            .add_files(files)
            .content(self.content)
            .embeds(embeds(&self.embeds))
            .components(rows(&self.components))
            .allowed_mentions(mentions)
    }

    /// An edit of a channel message.
    pub fn edit(mut self) -> EditMessage {
        let mentions = self.mentions();
        let keep = !self.kept.is_empty();
        let files = self.files();
        let mut edit = EditMessage::new();
        if files.is_empty() && !keep {
            // No picture any more: one left would show as a loose file.
            edit = edit.remove_all_attachments();
        }
        for f in files {
            // A new upload replaces the pictures the message had.
            edit = edit.new_attachment(f);
        }
        edit.content(self.content)
            .embeds(embeds(&self.embeds))
            .components(rows(&self.components))
            .allowed_mentions(mentions)
    }

    /// A new channel message as Discord's JSON and its pictures, for a post
    /// whose answer is read for its id alone (`rest::post_message`). `once`
    /// names the message (at most 25 characters): Discord creates one message
    /// per name in a few minutes and answers a repeated post with it, so a
    /// post tried again after an answer that never came is not shown twice.
    pub fn outgoing_message(mut self, once: Option<String>) -> Outgoing {
        let pictures = std::mem::take(&mut self.pictures);
        let mut json = serde_json::to_value(self.message()).unwrap_or_default();
        json["attachments"] = uploads(&pictures);
        if let Some(nonce) = once {
            json["nonce"] = serde_json::Value::String(nonce);
            json["enforce_nonce"] = serde_json::Value::Bool(true);
        }
        Outgoing {
            json,
            files: pictures.into_iter().map(|p| (p.name, p.png)).collect(),
        }
    }

    /// An edit of a channel message as Discord's JSON and its pictures (as `edit`).
    pub fn outgoing_edit(mut self) -> Outgoing {
        let pictures = std::mem::take(&mut self.pictures);
        let keep = !self.kept.is_empty();
        let mut json = serde_json::to_value(self.edit()).unwrap_or_default();
        if let Some(fields) = json.as_object_mut() {
            if !pictures.is_empty() {
                // A new upload replaces the pictures the message had.
                fields.insert("attachments".into(), uploads(&pictures));
            } else if keep {
                fields.remove("attachments");
            }
        }
        Outgoing {
            json,
            files: pictures.into_iter().map(|p| (p.name, p.png)).collect(),
        }
    }

    /// An edit of an interaction's message (a private hand kept up to date).
    pub fn edit_interaction(mut self) -> EditInteractionResponse {
        let keep = !self.kept.is_empty();
        let files = self.files();
        let mut edit = EditInteractionResponse::new();
        if files.is_empty() && !keep {
            edit = edit.clear_attachments();
        }
        for f in files {
            edit = edit.new_attachment(f);
        }
        edit.content(self.content)
            .embeds(embeds(&self.embeds))
            .components(rows(&self.components))
    }
}

/// The `attachments` of a message uploading `pictures`: each numbered as its
/// multipart part (`files[i]`).
fn uploads(pictures: &[Picture]) -> serde_json::Value {
    pictures
        .iter()
        .enumerate()
        .map(|(i, p)| match p.description.is_empty() {
            true => serde_json::json!({"id": i, "filename": p.name}),
            false => serde_json::json!({"id": i, "filename": p.name, "description": p.description}),
        })
        .collect()
}

/// A picture as an upload, with what it shows in words (a screen reader reads it).
fn attachment(p: &Picture) -> CreateAttachment {
    let file = CreateAttachment::bytes(p.png.clone(), p.name.clone());
    match p.description.is_empty() {
        true => file,
        false => file.description(p.description.clone()),
    }
}
