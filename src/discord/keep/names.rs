//! The names pictures print: a person's display name as last seen on one of
//! their interactions (server nickname, else global name, else user name),
//! "Player n" until the bot has seen them (after a restart), "Computer n
//! (level)" for a computer player. Kept in memory: names are Discord's, and
//! an embed's text shows the live name through its mention. One exception is
//! stored: the name a person plays a daily try under (`person_name` in `storage.rs`),
//! since everyone's daily board reaches other servers, where a mention of
//! someone not there shows as "@unknown-user".

use std::collections::HashMap;
use std::sync::Mutex;

use crate::discord::lock;
use crate::discord::screen::Seats;
use crate::t;
use crate::table::SeatOwner;
use crate::text::catalogue::Lang;

#[derive(Default)]
pub struct Names {
    map: Mutex<HashMap<i64, String>>,
}

impl Names {
    /// Remembers what `user` is called now.
    pub fn saw(&self, user: i64, name: &str) {
        let name = printable(name);
        if name.is_empty() {
            return;
        }
        let mut map = lock(&self.map);
        if map.get(&user) != Some(&name) {
            map.insert(user, name);
        }
    }

    /// What `user` was called when last seen, if the bot has seen them since it started.
    pub fn get(&self, user: i64) -> Option<String> {
        lock(&self.map).get(&user).cloned()
    }

    /// Each seat's name as a picture prints it.
    pub fn of_seats(&self, seats: &Seats, lang: Lang) -> Vec<String> {
        let map = lock(&self.map);
        (0..seats.owners.len())
            .map(|seat| match seats.owners[seat] {
                SeatOwner::Human(u) => {
                    let name = map
                        .get(&u)
                        .cloned()
                        .unwrap_or_else(|| t!(lang, "picture-player", seat = seat + 1));
                    if seats.autopilot.get(seat).copied().unwrap_or(false) {
                        format!("{name} {}", t!(lang, "autopilot-mark"))
                    } else {
                        name
                    }
                }
                _ => {
                    let name = t!(lang, "computer-name", seat = seat + 1);
                    match seats.levels.get(seat) {
                        Some(level) => format!("{name} ({})", t!(lang, &format!("level-{}", level.as_str()))),
                        None => name,
                    }
                }
            })
            .collect()
    }
}

/// A name with what the pictures' font cannot draw left out (emoji, most
/// symbols), trimmed: DejaVu Sans covers Latin, Greek and Cyrillic.
pub fn printable(name: &str) -> String {
    name.chars()
        .filter(|&c| !c.is_control() && ((c as u32) < 0x0530 || (0x1E00..0x2070).contains(&(c as u32))))
        .collect::<String>()
        .trim()
        .to_string()
}
