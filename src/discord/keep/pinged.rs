//! Who owes a move since when, and who was told of it by a new message:
//! what turn pings (`pings.rs`) decide from, kept per game and person in
//! memory (a restart pings afresh at most once).

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::sync::Mutex;

use crate::discord::lock;
use crate::table::{GameId, GameStatus, SeatOwner, Snapshot, UserId};

/// A message in a channel: (channel, message).
pub type Posted = (u64, u64);

#[derive(Default)]
pub struct Pings {
    /// The version at which each person's present turn began.
    pub(in crate::discord) turns: Mutex<HashMap<(GameId, UserId), u64>>,
    /// The newest version at which each person was told by a new message.
    pub(in crate::discord) told: Mutex<HashMap<(GameId, UserId), u64>>,
    /// Each person's ping message in a game's channel now: (channel,
    /// message), and the version at which the turn it tells of began.
    pub(in crate::discord) messages: Mutex<HashMap<(GameId, UserId), (Posted, u64)>>,
}

/// The people (not on autopilot) whose decision a running game awaits at
/// `s`: also those a computer Seer waits for while they may take its roll
/// (the game cannot go on without them either, until the deadline).
pub(in crate::discord) fn owing(s: &Snapshot) -> Vec<UserId> {
    if s.status != GameStatus::Running {
        return Vec::new();
    }
    s.waiting
        .iter()
        .filter(|&seat| !s.autopilot.get(seat).copied().unwrap_or(false))
        .filter_map(|seat| match s.seats.get(seat) {
            Some(SeatOwner::Human(u)) => Some(*u),
            _ => None,
        })
        .collect()
}

impl Pings {
    /// Notes whose turn it is at `s`; returns the people whose turn began
    /// with it (their turn was not under way at the last state seen), and the
    /// pings to delete of people whose turn is over (they would mislead).
    pub fn began(&self, s: &Snapshot) -> (Vec<UserId>, Vec<Posted>) {
        let people = owing(s);
        let done = {
            let mut messages = lock(&self.messages);
            let over: Vec<(GameId, UserId)> = messages
                .keys()
                .filter(|(g, u)| *g == s.id && !people.contains(u))
                .copied()
                .collect();
            over.iter().filter_map(|k| messages.remove(k)).map(|(m, _)| m).collect()
        };
        let mut turns = lock(&self.turns);
        turns.retain(|(g, u), _| *g != s.id || people.contains(u));
        let began = people
            .into_iter()
            .filter(|&u| match turns.entry((s.id, u)) {
                Entry::Vacant(e) => {
                    e.insert(s.version);
                    true
                }
                Entry::Occupied(_) => false,
            })
            .collect();
        (began, done)
    }

    /// `user` acted in `game`, which came to version `after`: their turn is
    /// over (a next one begins anew), and their ping is returned, to delete.
    /// A turn that began at `after` or later is their next one, already
    /// seen by the publisher (computers moved at once): it stays.
    /// When the move left it their turn again (`again`), that turn begins
    /// at `after` (unless the publisher saw it begin already): returned true
    /// when it is new, to be pinged later.
    pub(in crate::discord) fn acted(
        &self,
        game: GameId,
        user: UserId,
        after: u64,
        again: bool,
    ) -> (Option<Posted>, bool) {
        let mut turns = lock(&self.turns);
        if turns.get(&(game, user)).is_some_and(|&since| since < after) {
            turns.remove(&(game, user));
        }
        let next = again
            && match turns.entry((game, user)) {
                Entry::Vacant(e) => {
                    e.insert(after);
                    true
                }
                Entry::Occupied(_) => false,
            };
        drop(turns);
        let mut messages = lock(&self.messages);
        let ping = match messages.get(&(game, user)) {
            Some(&(_, since)) if since < after => messages.remove(&(game, user)).map(|(m, _)| m),
            _ => None,
        };
        (ping, next)
    }

    /// Notes that `users` were told at `version` by a new message mentioning them.
    pub fn told(&self, game: GameId, users: &[u64], version: u64) {
        let mut told = lock(&self.told);
        for &u in users {
            let at = told.entry((game, u as UserId)).or_insert(version);
            *at = (*at).max(version);
        }
    }

    /// Whether the turn that began at `since` is still `user`'s and nothing told them of it.
    pub(in crate::discord) fn untold(&self, game: GameId, user: UserId, since: u64) -> bool {
        lock(&self.turns).get(&(game, user)) == Some(&since)
            && lock(&self.told).get(&(game, user)).is_none_or(|&at| at < since)
    }

    /// Forgets a game that ended; returns its ping messages, to delete.
    pub fn forget_game(&self, game: GameId) -> Vec<Posted> {
        lock(&self.turns).retain(|(g, _), _| *g != game);
        lock(&self.told).retain(|(g, _), _| *g != game);
        let mut messages = lock(&self.messages);
        let of_game: Vec<(GameId, UserId)> = messages.keys().filter(|(g, _)| *g == game).copied().collect();
        of_game
            .iter()
            .filter_map(|k| messages.remove(k))
            .map(|(m, _)| m)
            .collect()
    }
}
