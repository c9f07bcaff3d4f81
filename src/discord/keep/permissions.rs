//! The permissions the bot uses, each with what it is for: one list, from
//! which the invite link's permissions integer is made. The README shows the
//! integer and the list (a tidy test holds it to this file). Since Discord's
//! change of 2026-02-23 a bot needs Create Events to make a scheduled event
//! (and may then edit the ones it made); Manage Events is not asked for.

use crate::discord::parts::Embed;
use serenity::all::Permissions;

use crate::t;
use crate::text::catalogue::Lang;

/// Each permission the bot uses, and the catalogue message that says what for.
pub const USED: [(Permissions, &str); 7] = [
    (Permissions::VIEW_CHANNEL, "perm-for-view-channel"),
    (Permissions::SEND_MESSAGES, "perm-for-send-messages"),
    (Permissions::EMBED_LINKS, "perm-for-embed-links"),
    (Permissions::ATTACH_FILES, "perm-for-attach-files"),
    (Permissions::CREATE_PUBLIC_THREADS, "perm-for-create-public-threads"),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        "perm-for-send-messages-in-threads",
    ),
    (Permissions::CREATE_EVENTS, "perm-for-create-events"),
];

/// Discord's answer to a request the bot lacked a permission for: 50013
/// "Missing Permissions", or 50001 "Missing Access" (it may not see the channel).
pub fn refused_for_permission(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))
        if matches!(r.error.code, 50013 | 50001))
}

/// Discord's answer for a channel that does not exist (any more): 10003 Unknown Channel.
pub fn unknown_channel(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) if r.error.code == 10003)
}

/// What the bot may do in one place (a table's channel, a game night's): the
/// `app_permissions` of the newest interaction there, less what Discord
/// refused since (a permission taken away after that interaction).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Here {
    /// `None`: never told (a place stored before this was kept): all assumed.
    pub seen: Option<u64>,
    pub refused: u64,
}

impl Here {
    pub fn may(&self, p: Permissions) -> bool {
        self.refused & p.bits() == 0 && self.seen.is_none_or(|s| s & p.bits() == p.bits())
    }

    /// `screen` as a bot-token message here shows it: in words without
    /// Embed Links (Discord would drop its embeds silently).
    pub fn fit(&self, screen: crate::discord::screen::Screen) -> crate::discord::screen::Screen {
        match self.may(Permissions::EMBED_LINKS) {
            true => screen,
            false => screen.plain(),
        }
    }

    /// What a new interaction there says; whether anything changed. A
    /// permission granted again is tried again.
    pub fn saw(&mut self, perms: Permissions) -> bool {
        let before = *self;
        self.seen = Some(perms.bits());
        self.refused &= !perms.bits();
        *self != before
    }

    /// Discord refused something needing `p`: not tried again here. Whether
    /// this is news (the caller logs it once).
    pub fn refuse(&mut self, p: Permissions) -> bool {
        let news = self.refused & p.bits() != p.bits();
        self.refused |= p.bits();
        news
    }

    /// The permissions a table there goes without, among those it uses
    /// (`threads`: the server wants tables in threads); in `USED`'s order.
    pub fn missing_for_tables(&self, threads: bool) -> Vec<Permissions> {
        let mut wanted = vec![Permissions::EMBED_LINKS, Permissions::ATTACH_FILES];
        if threads {
            wanted.extend([
                Permissions::CREATE_PUBLIC_THREADS,
                Permissions::SEND_MESSAGES_IN_THREADS,
            ]);
        }
        wanted.into_iter().filter(|p| !self.may(*p)).collect()
    }
}

/// What is off where a table plays and which permission would turn it on,
/// one line each, for whoever can fix it (the host, on the lobby), and the
/// line that says how.
pub fn notes(missing: &[Permissions], lang: Lang) -> Vec<String> {
    noted(missing, "perm-off-threads", lang)
}

/// `notes`, the missing threads said by `threads_note` (a table plays in
/// the channel without them; a night's tables wait for them).
fn noted(missing: &[Permissions], threads_note: &str, lang: Lang) -> Vec<String> {
    let threads = Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS;
    let mut lines = Vec::new();
    for p in [
        Permissions::EMBED_LINKS,
        Permissions::ATTACH_FILES,
        Permissions::CREATE_EVENTS,
    ] {
        if missing.contains(&p) {
            let id = match p {
                Permissions::EMBED_LINKS => "perm-off-embed-links",
                Permissions::ATTACH_FILES => "perm-off-attach-files",
                _ => "perm-off-create-events",
            };
            lines.push(format!("⚠️ {}", t!(lang, id, permission = local_name(p, lang))));
        }
    }
    let no_threads: Vec<String> = missing
        .iter()
        .filter(|p| threads.contains(**p))
        .map(|p| local_name(*p, lang))
        .collect();
    if !no_threads.is_empty() {
        lines.push(format!(
            "⚠️ {}",
            t!(lang, threads_note, permission = no_threads.join(", "))
        ));
    }
    // Create Events is the server's to give (a role), the others the channel's.
    if missing.contains(&Permissions::CREATE_EVENTS) {
        lines.push(format!("-# {}", t!(lang, "perm-off-fix-server")));
    }
    if missing.iter().any(|p| *p != Permissions::CREATE_EVENTS) {
        lines.push(format!("-# {}", t!(lang, "perm-off-fix")));
    }
    lines
}

/// What the bot may do in a game night's channel.
pub fn at_night(n: &crate::league::Night) -> Here {
    Here {
        seen: n.bot_granted,
        refused: n.bot_refused,
    }
}

/// What a game night needs in its channel: its table calls are posted there,
/// and each table plays in a thread of its call.
pub const NIGHT_NEEDS: [Permissions; 4] = [
    Permissions::VIEW_CHANNEL,
    Permissions::SEND_MESSAGES,
    Permissions::CREATE_PUBLIC_THREADS,
    Permissions::SEND_MESSAGES_IN_THREADS,
];

/// What the night's sign-up tells its organiser it goes without.
pub fn night_notes(n: &crate::league::Night, lang: Lang) -> Vec<String> {
    let here = at_night(n);
    let mut missing = Vec::new();
    if n.plan.starts_at.is_some() && n.scheduled_event.is_none() && !here.may(Permissions::CREATE_EVENTS) {
        missing.push(Permissions::CREATE_EVENTS);
    }
    missing.extend(NIGHT_NEEDS.into_iter().filter(|p| here.refused & p.bits() != 0));
    let mut lines = noted(&missing, "perm-off-night-threads", lang);
    // Posting itself refused: the threads line does not say it all.
    for p in [Permissions::VIEW_CHANNEL, Permissions::SEND_MESSAGES] {
        if missing.contains(&p) {
            lines.insert(
                0,
                format!(
                    "⚠️ {}",
                    t!(lang, "perm-off-night-post", permission = local_name(p, lang))
                ),
            );
        }
    }
    lines
}

/// What the bot may do in a channel (`perms`, an interaction's
/// `app_permissions` there): each permission it uses, whether it has it, what
/// it is for; and the invite link that asks for exactly those (`app`: the
/// application's id), for a server admin.
pub fn view(perms: Permissions, app: u64, lang: Lang) -> Embed {
    let lines: Vec<String> = USED
        .iter()
        .map(|(p, what_for)| {
            let mark = if perms.contains(*p) { "✅" } else { "❌" };
            format!("{mark} **{}**: {}", local_name(*p, lang), t!(lang, what_for))
        })
        .collect();
    let link = format!(
        "https://discord.com/oauth2/authorize?client_id={app}&scope=bot+applications.commands&permissions={}",
        invite_integer()
    );
    crate::discord::screen::embed(t!(lang, "perm-view-title")).description(format!(
        "{}\n\n{}",
        lines.join("\n"),
        t!(lang, "perm-view-invite", link = link)
    ))
}

/// The invite link's permissions integer: exactly the permissions in `USED`.
pub fn invite_integer() -> u64 {
    USED.iter().fold(0, |all, (p, _)| all | p.bits())
}

/// A permission's name as Discord's settings show it in `lang` (a server
/// admin looks for it there).
pub fn local_name(p: Permissions, lang: Lang) -> String {
    let id = match p {
        Permissions::VIEW_CHANNEL => "perm-name-view-channel",
        Permissions::SEND_MESSAGES => "perm-name-send-messages",
        Permissions::EMBED_LINKS => "perm-name-embed-links",
        Permissions::ATTACH_FILES => "perm-name-attach-files",
        Permissions::CREATE_PUBLIC_THREADS => "perm-name-create-public-threads",
        Permissions::SEND_MESSAGES_IN_THREADS => "perm-name-send-messages-in-threads",
        Permissions::CREATE_EVENTS => "perm-name-create-events",
        other => return name(other),
    };
    t!(lang, id)
}

/// Discord's name of a permission, as its settings and the OAuth2 URL
/// generator show it ("View Channels" is "View Channel" in serenity's list).
pub fn name(p: Permissions) -> String {
    p.get_permission_names().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_holds_until_an_interaction_grants_the_permission_again() {
        let mut here = Here::default();
        assert!(here.may(Permissions::ATTACH_FILES), "nothing known: all assumed");
        here.saw(Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES | Permissions::ATTACH_FILES);
        assert!(here.may(Permissions::ATTACH_FILES));
        assert!(!here.may(Permissions::EMBED_LINKS), "not in app_permissions");
        assert!(here.refuse(Permissions::ATTACH_FILES), "news the first time");
        assert!(!here.refuse(Permissions::ATTACH_FILES), "not news again");
        assert!(!here.may(Permissions::ATTACH_FILES));
        here.saw(Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES);
        assert!(!here.may(Permissions::ATTACH_FILES), "still not granted");
        here.saw(Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES | Permissions::ATTACH_FILES);
        assert!(here.may(Permissions::ATTACH_FILES), "granted again: tried again");
        assert_eq!(here.missing_for_tables(false), vec![Permissions::EMBED_LINKS]);
    }
}
