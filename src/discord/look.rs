//! What a seat's screens are drawn with besides the table (`Look`): the
//! names pictures print, the bot's own emoji, the table's web page and
//! whether the Activity is set up. The bot hands it to every screen.

use crate::discord::emoji::Emojis;
use crate::discord::keep::names;

/// What a seat's screens are drawn with besides the table: the names
/// pictures print (`None`: no pictures) and the bot's own emoji.
#[derive(Clone, Default)]
pub struct Look<'a> {
    pub pictures: Option<&'a names::Names>,
    pub emoji: Emojis,
    /// The table's web page, when served: a seat's panel offers its link.
    pub page: Option<&'a crate::links::PageLinks>,
    /// The table as a Discord Activity: a seat's panel offers "Play at the table".
    pub activity: bool,
}
