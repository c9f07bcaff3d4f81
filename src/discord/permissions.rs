//! The permissions the bot uses, each with what it is for: one list, from
//! which the invite link's permissions integer is made. The README shows the
//! integer and the list (a tidy test holds it to this file). Since Discord's
//! change of 2026-02-23 a bot needs Create Events to make a scheduled event
//! (and may then edit the ones it made); Manage Events is not asked for.

use serenity::all::Permissions;

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

/// The invite link's permissions integer: exactly the permissions in `USED`.
pub fn invite_integer() -> u64 {
    USED.iter().fold(0, |all, (p, _)| all | p.bits())
}

/// Discord's name of a permission, as its settings and the OAuth2 URL
/// generator show it ("View Channels" is "View Channel" in serenity's list).
pub fn name(p: Permissions) -> String {
    p.get_permission_names().join(", ")
}
