//! The names pictures print: a person's display name as last seen on one of
//! their interactions (server nickname, else global name, else user name),
//! "Computer n (level)" for a computer player. Kept in memory, and each
//! name stored when it changes (`seen_name` in `storage.rs`), so after a
//! restart, and on every process, a table's page and pictures name people
//! before they click again ("Player n" only for someone never seen). An
//! embed's text shows the live name through its mention. The name a person
//! plays a daily try under is stored apart (`person_name`), since everyone's
//! daily board reaches other servers, where a mention of someone not there
//! shows as "@unknown-user".

use std::collections::HashMap;
use std::sync::Mutex;

use crate::discord::lock;
use crate::discord::screen::Seats;
use crate::t;
use crate::text::catalogue::Lang;

#[derive(Default)]
pub struct Names {
    map: Mutex<HashMap<i64, String>>,
    /// People looked up in storage and not found there (never seen): not
    /// asked again until they are seen.
    unknown: Mutex<std::collections::HashSet<i64>>,
}

/// People never seen kept at most (a bound on memory; past it, asked again).
const UNKNOWN_AT_MOST: usize = 100_000;

impl Names {
    /// Remembers what `user` is called now; the name when it is new to
    /// this process (to be stored).
    pub fn saw(&self, user: i64, name: &str) -> Option<String> {
        let name = printable(name);
        if name.is_empty() {
            return None;
        }
        lock(&self.unknown).remove(&user);
        let mut map = lock(&self.map);
        if map.get(&user) != Some(&name) {
            map.insert(user, name.clone());
            return Some(name);
        }
        None
    }

    /// Learns from storage the names of `users` this process has not seen
    /// (after a restart; a game another process seated). A failure costs
    /// only the names: "Player n" stands in.
    pub async fn recall(&self, store: &impl crate::discord::DiscordStore, users: impl IntoIterator<Item = i64>) {
        let missing: Vec<i64> = {
            let map = lock(&self.map);
            let unknown = lock(&self.unknown);
            users
                .into_iter()
                .filter(|u| !map.contains_key(u) && !unknown.contains(u))
                .collect()
        };
        for user in missing {
            match store.seen_name(user).await {
                Ok(Some(name)) => {
                    lock(&self.map).entry(user).or_insert(name);
                }
                Ok(None) => {
                    let mut unknown = lock(&self.unknown);
                    if unknown.len() >= UNKNOWN_AT_MOST {
                        unknown.clear();
                    }
                    unknown.insert(user);
                }
                Err(e) => {
                    tracing::warn!(error = %e, "a player's name could not be read back");
                    return;
                }
            }
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
            .map(|seat| match seats.finished_for(seat) {
                // The person whose seat the computer finished, as the standings name them.
                Some(u) => {
                    let person = crate::present::SeatLabel {
                        person: Some(u),
                        autopilot: false,
                        level: None,
                        ..seats.label(seat)
                    };
                    let name = person.name(|u| map.get(&u).cloned(), lang);
                    t!(lang, "seat-finished-by-computer-plain", name = name)
                }
                None => seats.label(seat).name(|u| map.get(&u).cloned(), lang),
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
