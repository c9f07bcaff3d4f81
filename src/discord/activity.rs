//! "Play at the table" (#64): a click answered by Discord opening the
//! table as an Activity in the clicked message's channel (the interaction
//! response Discord calls `LAUNCH_ACTIVITY`); the Activity's page then finds
//! the clicker's seat at the tables of that channel (`web/activity.rs`).
//! Also the row a seat's panel opens the table from: "Play at the table"
//! and the web page's "Open the table".

use serenity::all::{CommandType, CreateCommand, EntryPointHandlerType};

use crate::discord::answer::Failure;
use crate::discord::context::{Answer, Result};
use crate::discord::look::Look;
use crate::discord::screen::Screen;
use crate::discord::{Bot, Storage};
use crate::table::Snapshot;
use crate::text::catalogue::Lang;

/// "Play at the table": Discord opens the table as an Activity in the
/// clicked message's channel.
pub(super) fn launch<S: Storage>(bot: &Bot<S>) -> Result<Answer> {
    // Only offered where the Activity is set up; an old button after it was turned off says so.
    if !bot.activity {
        return Err(Failure::say("err-activity-off"));
    }
    Ok(Answer::Launch)
}

/// The entry point command Discord made when Activities were enabled
/// ("Launch", opened by Discord itself), as the bot registers it again.
pub fn entry_point() -> CreateCommand {
    crate::discord::commands::command("launch", "cmd-launch")
        .kind(CommandType::PrimaryEntryPoint)
        .handler(EntryPointHandlerType::DiscordLaunchActivity)
}

/// "Play at the table": the table as a Discord Activity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Launch {
    pub game: i64,
}

impl Launch {
    pub const PREFIX: &str = "ac";

    pub(in crate::discord) fn read(rest: &[&str]) -> Option<Launch> {
        let [game] = rest else { return None };
        Some(Launch {
            game: game.parse().ok()?,
        })
    }
}

impl crate::discord::parts::Clicks for Launch {
    fn body(&self) -> String {
        format!("{}:{}", Self::PREFIX, self.game)
    }
}

/// "Play at the table": opens the table as a Discord Activity (`LAUNCH_ACTIVITY`).
pub fn launch_button(game: i64, lang: Lang) -> crate::discord::parts::Button {
    crate::discord::parts::Button::new(Launch { game })
        .label(crate::t!(lang, "activity-play"))
        // Not blue and not 🎴: "My hand" is the table's main button, and the two must not look alike.
        .style(crate::discord::parts::Style::Secondary)
        .emoji('🎮')
}

/// "Open the table": the seat's own link to the web page, as a link button
/// on its panel (a table's; a daily try's panel is private and has none),
/// when the page is served; beside it "Play at the table" when the Activity
/// is set up (a daily try's too: in a DM the Activity is where its player
/// plays it). Never dropped for want of a row: the panel's rows are packed
/// (`place_buttons`), so a full Page of Prediction or a 20-card hand offers
/// them too.
pub fn with_page_link(mut screen: Screen, s: &Snapshot, seat: usize, lang: Lang, look: &Look<'_>) -> Screen {
    let (Some(page), Ok(seat)) = (look.page, u8::try_from(seat)) else {
        return screen;
    };
    // A finished try's result has no table left to open.
    if s.options.daily.is_some() && s.is_over() {
        return screen;
    }
    let mut row = Vec::new();
    if look.activity {
        row.push(launch_button(s.id, lang));
    }
    // The link is the seat's person's: it shows the seat while they hold it.
    let person = match s.seats.get(usize::from(seat)) {
        Some(crate::table::SeatOwner::Human(u)) => Some(*u),
        _ => None,
    };
    if let (None, Some(user)) = (s.options.daily, person) {
        row.push(
            crate::discord::parts::Button::new_link(page.address(s.id, Some((seat, user)), lang))
                .label(crate::t!(lang, "web-open-table"))
                .emoji('🃏'),
        );
    }
    if !crate::discord::parts::place_buttons(&mut screen.components, row) {
        // Only selects fill every row: no panel of ours is drawn so.
        tracing::warn!(game = s.id, "a seat's panel had no room for the table's links");
    }
    screen
}
