//! Game nights (#35): a server's event of several tables over several event
//! rounds, with one standings table. This is the night's plan and its
//! arithmetic — who sits where, Swiss-style re-seating by the standings,
//! the standings with their tie-breaks, the results export — kept as one
//! document (`Night`) that the Discord layer drives and stores after every
//! step, so a night survives a restart at any point.

use serde::{Deserialize, Serialize};

use crate::table::{GameId, GameKind, TableOptions};

/// How the standings rank players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RankBy {
    /// Placement points over the night's games, most first: at each table
    /// +1 for every seat that finished below, −1 for every seat above (as
    /// the official online Wizard ranking counts), so third of three (−2)
    /// and third of four (−1) differ, and every table sums to 0. (Stored as
    /// `places`, its name from before #54, when it summed places.)
    #[default]
    Places,
    /// The sum of points, most first.
    Points,
}

/// What a seat nobody signed up for becomes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fill {
    /// A computer player at Normal, so every table has the chosen size.
    #[default]
    Computers,
    /// No one: tables play with fewer seats (never fewer than the game's least).
    Smaller,
}

/// How a night's rounds go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Every round re-seated by the standings (Swiss), `rounds` of them.
    #[default]
    Swiss,
    /// Wizard's championships: `rounds` qualifying rounds as in `Swiss`,
    /// then knock-out rounds where only each table's best-placed person
    /// goes on, until one final table has played.
    Championship,
}

/// Where a night stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NightStatus {
    /// Taking sign-ups until its start.
    #[default]
    SignUp,
    Running,
    Finished,
    Cancelled,
}

/// What an organiser chose at `/event new`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NightPlan {
    pub kind: GameKind,
    /// Every table's options (variants, Magic Cards, turn time, hints).
    pub options: TableOptions,
    /// Unix milliseconds; `None`: when the organiser starts it.
    pub starts_at: Option<i64>,
    /// Games each player plays (event rounds).
    pub rounds: u32,
    /// Seats per table.
    pub per_table: usize,
    pub rank_by: RankBy,
    pub fill: Fill,
    /// Whether its games count for ratings.
    pub rated: bool,
    #[serde(default)]
    pub format: Format,
}

/// One person's result at one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablePlace {
    pub place: u32,
    pub points: i64,
    /// They did not play the seat to the end (they left, the computer took
    /// it over for good): last place and their own points up to then, and
    /// it wins nothing — not the table, not the night (#60).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unfinished: bool,
}

/// One table of an event round: its people by seat (`None`: a computer
/// player), and as it goes on, the messages and game that play it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NightTable {
    pub seats: Vec<Option<i64>>,
    /// The message in the night's channel that opens its thread.
    #[serde(default)]
    pub message: Option<u64>,
    #[serde(default)]
    pub thread: Option<u64>,
    #[serde(default)]
    pub game: Option<GameId>,
    /// Each seat's result once the game ended (a computer's too since #54;
    /// `None` in nights stored before); `ended` without results: the game
    /// was cancelled.
    #[serde(default)]
    pub results: Vec<Option<TablePlace>>,
    #[serde(default)]
    pub ended: bool,
}

/// A game night: its plan, who signed up, its rounds' tables, and where its
/// public messages are.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Night {
    #[serde(skip)]
    pub id: i64,
    pub guild: i64,
    pub channel: u64,
    pub organiser: i64,
    pub name: String,
    pub plan: NightPlan,
    pub status: NightStatus,
    /// Everyone signed up, in the order they signed up.
    pub players: Vec<i64>,
    /// The tables of each event round begun so far.
    #[serde(default)]
    pub rounds: Vec<Vec<NightTable>>,
    /// The sign-up message, the standings message, the Discord scheduled event.
    #[serde(default)]
    pub signup_message: Option<u64>,
    #[serde(default)]
    pub standings_message: Option<u64>,
    #[serde(default)]
    pub scheduled_event: Option<u64>,
    /// The `/event new` interaction's token and until when Discord honours it
    /// (15 minutes), kept until the sign-up message's id is stored: a crash
    /// between answering with the sign-up and storing its id leaves the id
    /// to be asked for with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signup_token: Option<(String, i64)>,
    /// The night's entry in the server's Events is still to be made (or
    /// found: `event_asked`, Discord was asked before a crash, so it may
    /// exist without its id stored).
    #[serde(default)]
    pub event_wanted: bool,
    #[serde(default)]
    pub event_asked: bool,
    /// What the bot may do in the night's channel (Discord's permission
    /// bits): what `/event new` said, less what Discord refused since.
    #[serde(default)]
    pub bot_granted: Option<u64>,
    #[serde(default)]
    pub bot_refused: u64,
    /// The organiser asked to start now.
    #[serde(default)]
    pub start_asked: bool,
    /// Whether the final standings were announced.
    #[serde(default)]
    pub told_end: bool,
    /// The Discord locale its public messages speak (the server's choice, else the organiser's).
    #[serde(default)]
    pub locale: String,
    /// People who joined after the start, with the event round (from 0)
    /// they were first seated in; the rounds before count as byes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub late: Vec<(i64, u32)>,
    /// People out of the rounds still to be seated: they pressed Leave, or
    /// were not there when their table ended (on autopilot, a no-show).
    /// Join before the next seating brings them back.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub withdrawn: Vec<i64>,
}

/// The game's least and most seats at one table.
pub fn seat_bounds(kind: GameKind, options: &TableOptions) -> (usize, usize) {
    TableOptions::seat_range(kind, &options.variants)
}

/// People (in order) split into tables of at most `per_table`, as even as
/// possible (sizes differ by one at most; the larger tables first), each
/// filled up to `per_table` with computer players under `Fill::Computers`,
/// or to the game's least (`min`) under `Fill::Smaller`.
pub fn tables(people: &[i64], per_table: usize, min: usize, fill: Fill) -> Vec<Vec<Option<i64>>> {
    if people.is_empty() || per_table == 0 {
        return Vec::new();
    }
    let count = people.len().div_ceil(per_table);
    let (base, extra) = (people.len() / count, people.len() % count);
    let mut at = 0;
    (0..count)
        .map(|t| {
            let n = base + usize::from(t < extra);
            let mut seats: Vec<Option<i64>> = people[at..at + n].iter().copied().map(Some).collect();
            at += n;
            let size = match fill {
                Fill::Computers => per_table,
                Fill::Smaller => min,
            };
            seats.resize(seats.len().max(size), None);
            seats
        })
        .collect()
}

/// One person's line in the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct NightStanding {
    pub user: i64,
    /// Placement points summed over the games played so far (`RankBy::Places`).
    pub score: i32,
    /// The strength of the field met: the mean of the placement points of
    /// the people at the tables played (each meeting counts; computers
    /// have none), 0 before any. The first tie-break, as Buchholz is for
    /// Swiss chess and BGA shows its opponents' average.
    pub field: f64,
    /// Sum of places and of points over the games played so far.
    pub places: u32,
    pub points: i64,
    /// First places.
    pub wins: u32,
    pub games: u32,
    /// Rounds missed by joining late: each 0 placement points and the
    /// round's mean points (an average result, neither a reward nor a loss).
    pub byes: u32,
    /// Out of the rounds still to be seated.
    pub withdrawn: bool,
    /// Championship: the knock-out rounds this person was seated in.
    pub stage: u32,
    /// Games of the night they played to the end themselves (knock-out ones
    /// too): only someone who did can be its champion.
    pub played: u32,
    /// Games of it they left to the computer (counted as last places).
    pub dropped: u32,
    /// Championship: their place and points at their last knock-out table,
    /// once it ended (what their line shows there, as the order follows it).
    pub knockout: Option<TablePlace>,
}

/// The placement points of each seat at a table of `places` (1 the best,
/// equal places tie): +1 for every seat below, −1 for every seat above.
pub fn placement_points(places: &[u32]) -> Vec<i32> {
    places
        .iter()
        .map(|&mine| {
            places
                .iter()
                .map(|&other| match other.cmp(&mine) {
                    std::cmp::Ordering::Greater => 1,
                    std::cmp::Ordering::Less => -1,
                    std::cmp::Ordering::Equal => 0,
                })
                .sum()
        })
        .collect()
}

impl Night {
    /// A night taking sign-ups, not stored yet (its id comes with storage).
    pub fn new(guild: i64, channel: u64, organiser: i64, name: String, plan: NightPlan, locale: String) -> Night {
        Night {
            id: 0,
            guild,
            channel,
            organiser,
            name,
            plan,
            status: NightStatus::SignUp,
            players: Vec::new(),
            rounds: Vec::new(),
            signup_message: None,
            standings_message: None,
            scheduled_event: None,
            signup_token: None,
            event_wanted: false,
            event_asked: false,
            bot_granted: None,
            bot_refused: 0,
            start_asked: false,
            told_end: false,
            locale,
            late: Vec::new(),
            withdrawn: Vec::new(),
        }
    }

    /// The last event round (1-based) a person may still join before:
    /// while no more than half the rounds (of a championship: its
    /// qualifying rounds) have begun, so a late joiner plays at least half.
    pub fn joins_until(&self) -> usize {
        self.plan.rounds as usize / 2
    }

    /// Whether someone new may join now: before the start, or late while
    /// no more than half the rounds have begun.
    pub fn open_to_join(&self) -> bool {
        match self.status {
            NightStatus::SignUp => true,
            NightStatus::Running => self.round() <= self.joins_until(),
            _ => false,
        }
    }

    /// Signs `user` up: before the start, or late (seated from the next
    /// round, the ones before counted as byes); one withdrawn comes back.
    /// Whether anything changed.
    pub fn join(&mut self, user: i64) -> bool {
        if self.players.contains(&user) {
            let back = self.withdrawn.contains(&user);
            self.withdrawn.retain(|&u| u != user);
            return back;
        }
        if !self.open_to_join() {
            return false;
        }
        self.players.push(user);
        if self.status == NightStatus::Running {
            self.late.push((user, self.round() as u32));
        }
        true
    }

    /// `user` leaves: off the list before the start, withdrawn from the
    /// rounds still to be seated once it runs. Whether anything changed.
    pub fn leave(&mut self, user: i64) -> bool {
        if !self.players.contains(&user) {
            return false;
        }
        match self.status {
            NightStatus::SignUp => self.players.retain(|&u| u != user),
            _ if self.withdrawn.contains(&user) => return false,
            _ => self.withdrawn.push(user),
        }
        true
    }

    /// The event round (from 0) `user` was first seated in (0 unless they joined late).
    pub fn first_round(&self, user: i64) -> usize {
        self.late.iter().find(|l| l.0 == user).map_or(0, |l| l.1 as usize)
    }

    /// Whether event round `r` (from 0) is a championship's knock-out round.
    pub fn knockout(&self, r: usize) -> bool {
        self.plan.format == Format::Championship && r >= self.plan.rounds as usize
    }

    /// Whether another round follows the ones begun (once they are over):
    /// the planned rounds; a championship's knock-out rounds until a round
    /// of one table (the final) has played.
    pub fn more_rounds(&self) -> bool {
        let r = self.round();
        if r < self.plan.rounds as usize {
            return true;
        }
        match self.plan.format {
            Format::Swiss => false,
            Format::Championship => match self.rounds.last() {
                Some(last) if self.knockout(r - 1) => last.len() > 1,
                _ => !self.present().is_empty(),
            },
        }
    }

    /// The rounds still ahead after the ones begun, where known (a
    /// championship's knock-out rounds depend on who is left).
    pub fn rounds_planned(&self) -> u32 {
        match self.plan.format {
            Format::Swiss => self.plan.rounds,
            Format::Championship => self.plan.rounds + knockout_rounds(self.present().len(), self.plan.per_table),
        }
    }

    /// Everyone signed up and not withdrawn, in sign-up order.
    pub fn present(&self) -> Vec<i64> {
        self.players
            .iter()
            .copied()
            .filter(|u| !self.withdrawn.contains(u))
            .collect()
    }

    /// The person a knock-out table sends on: its best-placed person still
    /// present (ties: the better qualifying standing); `None` before it ended.
    pub fn table_winner(&self, table: &NightTable, qualifying: &[i64]) -> Option<i64> {
        if !table.ended {
            return None;
        }
        let rank = |u: i64| qualifying.iter().position(|&q| q == u).unwrap_or(usize::MAX);
        table
            .seats
            .iter()
            .enumerate()
            .filter_map(|(seat, who)| {
                let who = (*who)?;
                let placed = table.results.get(seat).copied().flatten()?;
                // Only someone who played the table to its end themselves.
                (!self.withdrawn.contains(&who) && !placed.unfinished).then_some((placed.place, rank(who), who))
            })
            .min()
            .map(|w| w.2)
    }

    /// The night's champion once it is over: the best in the standings who
    /// played a game of it to the end themselves; of a championship, the
    /// final table's winner (`table_winner`). `None` when no one qualifies
    /// (everyone left, or withdrew before a move): the night ends without one.
    pub fn champion(&self) -> Option<i64> {
        let standings = self.standings();
        match self.plan.format {
            Format::Swiss => standings.iter().find(|s| s.played > 0).map(|s| s.user),
            Format::Championship => {
                let r = self.round().checked_sub(1)?;
                let [last] = self.rounds.last()?.as_slice() else {
                    return None;
                };
                let order: Vec<i64> = self.qualifying().iter().map(|s| s.user).collect();
                self.knockout(r).then(|| self.table_winner(last, &order)).flatten()
            }
        }
    }

    /// Whether `user` may run it (start, cancel, export): its organiser.
    pub fn organised_by(&self, user: i64) -> bool {
        self.organiser == user
    }

    /// The event round under way (1-based), 0 before the first.
    pub fn round(&self) -> usize {
        self.rounds.len()
    }

    /// Whether every table of the current round has ended.
    pub fn round_over(&self) -> bool {
        self.rounds.last().is_some_and(|r| r.iter().all(|t| t.ended))
    }

    /// The standings over every ended table, best first. Placement points:
    /// most first; ties: the stronger field, more points, more wins, the
    /// earlier sign-up. Points: most first; ties: more placement points, the
    /// stronger field, more wins, the earlier sign-up. A person whose table
    /// was cancelled counts that game as its last place (and its placement
    /// points) and 0 points; a round missed by joining late is a bye (0
    /// placement points, the round's mean points). A championship ranks by
    /// its qualifying rounds, and once its knock-out rounds begin, first by
    /// how far each got, then by the place at their last knock-out table.
    pub fn standings(&self) -> Vec<NightStanding> {
        let mut all = self.qualifying();
        if (0..self.round()).any(|r| self.knockout(r)) {
            let mut last: std::collections::HashMap<i64, (u32, u32)> = std::collections::HashMap::new();
            let mut figures: std::collections::HashMap<i64, Option<TablePlace>> = std::collections::HashMap::new();
            let mut played: std::collections::HashMap<i64, (u32, u32)> = std::collections::HashMap::new();
            for (r, round) in self.rounds.iter().enumerate().filter(|(r, _)| self.knockout(*r)) {
                for table in round {
                    let places = seat_places(table);
                    for (seat, who) in table.seats.iter().enumerate() {
                        let Some(who) = who else { continue };
                        let place = if table.ended { places[seat] } else { u32::MAX };
                        last.insert(*who, (r as u32, place));
                        let result = table.results.get(seat).copied().flatten().filter(|_| table.ended);
                        figures.insert(*who, result.map(|p| TablePlace { place, ..p }));
                        let own = played.entry(*who).or_default();
                        own.0 += u32::from(result.is_some_and(|p| !p.unfinished));
                        own.1 += u32::from(result.is_some_and(|p| p.unfinished));
                    }
                }
            }
            for s in &mut all {
                s.stage = last.get(&s.user).map_or(0, |l| l.0 + 1 - self.plan.rounds);
                s.knockout = figures.get(&s.user).copied().flatten();
                let (own, dropped) = played.get(&s.user).copied().unwrap_or_default();
                s.played += own;
                s.dropped += dropped;
            }
            // Stable: within a stage and place, the qualifying order stays.
            all.sort_by_key(|s| (std::cmp::Reverse(s.stage), last.get(&s.user).map_or(u32::MAX, |l| l.1)));
        }
        all
    }

    /// The standings over the rounds that rank (all of a Swiss night's, a
    /// championship's qualifying ones), as `standings` orders them.
    fn qualifying(&self) -> Vec<NightStanding> {
        let mut all: Vec<NightStanding> = self
            .players
            .iter()
            .map(|&user| NightStanding {
                user,
                score: 0,
                field: 0.0,
                places: 0,
                points: 0,
                wins: 0,
                games: 0,
                byes: 0,
                withdrawn: self.withdrawn.contains(&user),
                stage: 0,
                played: 0,
                dropped: 0,
                knockout: None,
            })
            .collect();
        let ranked = |r: usize| !self.knockout(r);
        // Who met whom, each time: the field is worked out once every score is known.
        let mut met: Vec<(i64, i64)> = Vec::new();
        for (r, round) in self.rounds.iter().enumerate().filter(|(r, _)| ranked(*r)) {
            // A late joiner's missed round, once it is over: an average result.
            if round.iter().all(|t| t.ended) {
                let people: Vec<i64> = round
                    .iter()
                    .flat_map(|t| {
                        t.seats
                            .iter()
                            .enumerate()
                            .filter(|(_, w)| w.is_some())
                            .map(|(seat, _)| t.results.get(seat).copied().flatten().map_or(0, |p| p.points))
                    })
                    .collect();
                let mean = match people.len() {
                    0 => 0,
                    n => (people.iter().sum::<i64>() as f64 / n as f64).round() as i64,
                };
                for s in all.iter_mut().filter(|s| self.first_round(s.user) > r) {
                    s.byes += 1;
                    s.points += mean;
                }
            }
            for table in round.iter().filter(|t| t.ended) {
                let size = table.seats.len() as u32;
                let score = placement_points(&seat_places(table));
                let people: Vec<i64> = table.seats.iter().flatten().copied().collect();
                for (seat, user) in table.seats.iter().enumerate() {
                    let Some(user) = user else { continue };
                    let Some(s) = all.iter_mut().find(|s| s.user == *user) else {
                        continue;
                    };
                    // No result: a cancelled table (last place, 0 points, neither played nor left).
                    let result = table.results.get(seat).copied().flatten();
                    let placed = result.unwrap_or(TablePlace {
                        place: size,
                        points: 0,
                        unfinished: false,
                    });
                    s.score += score[seat];
                    s.places += placed.place;
                    s.points += placed.points;
                    s.wins += u32::from(placed.place == 1 && !placed.unfinished);
                    s.games += 1;
                    s.played += u32::from(result.is_some_and(|p| !p.unfinished));
                    s.dropped += u32::from(result.is_some_and(|p| p.unfinished));
                    met.extend(people.iter().filter(|&&o| o != *user).map(|&o| (*user, o)));
                }
            }
        }
        let scores: std::collections::HashMap<i64, i32> = all.iter().map(|s| (s.user, s.score)).collect();
        for s in &mut all {
            let theirs: Vec<i32> = met
                .iter()
                .filter(|m| m.0 == s.user)
                .filter_map(|m| scores.get(&m.1).copied())
                .collect();
            if !theirs.is_empty() {
                s.field = f64::from(theirs.iter().sum::<i32>()) / theirs.len() as f64;
            }
        }
        let order = |s: &NightStanding| self.players.iter().position(|&p| p == s.user).unwrap_or(usize::MAX);
        all.sort_by(|a, b| {
            let field = b.field.total_cmp(&a.field);
            let first = match self.plan.rank_by {
                RankBy::Places => b.score.cmp(&a.score).then(field).then(b.points.cmp(&a.points)),
                RankBy::Points => b.points.cmp(&a.points).then(b.score.cmp(&a.score)).then(field),
            };
            first.then(b.wins.cmp(&a.wins)).then(order(a).cmp(&order(b)))
        });
        all
    }

    /// The tables of the next event round: the first seated in a shuffled
    /// order (`shuffle_seed`, from the night, so a restart seats the same);
    /// later ones Swiss-style, by the standings, leaders with leaders, then
    /// apart from whom each already met where a swap allows (`seating`).
    /// Only people present are seated. A championship's knock-out rounds
    /// seat everyone present (the first), then each table's winner, spread
    /// by their qualifying standing as a snake (1st, 2nd … at different
    /// tables, the strongest with the weakest).
    pub fn next_tables(&self, shuffle_seed: u64) -> Vec<NightTable> {
        let present = self.present();
        let r = self.round();
        let (min, _) = seat_bounds(self.plan.kind, &self.plan.options);
        let seated = if self.knockout(r) {
            let qualifying: Vec<i64> = self.qualifying().iter().map(|s| s.user).collect();
            let going_on: Vec<i64> = match r > 0 && self.knockout(r - 1) {
                true => {
                    let winners: Vec<i64> = self.rounds[r - 1]
                        .iter()
                        .filter_map(|t| self.table_winner(t, &qualifying))
                        .collect();
                    qualifying.iter().copied().filter(|u| winners.contains(u)).collect()
                }
                false => qualifying.iter().copied().filter(|u| present.contains(u)).collect(),
            };
            tables(
                &snake(&going_on, self.plan.per_table),
                self.plan.per_table,
                min,
                self.plan.fill,
            )
        } else if self.rounds.is_empty() {
            use rand::SeedableRng;
            use rand::seq::SliceRandom;
            let mut people = present;
            people.shuffle(&mut rand_pcg::Pcg64::seed_from_u64(shuffle_seed));
            tables(&people, self.plan.per_table, min, self.plan.fill)
        } else {
            let order: Vec<i64> = self
                .standings()
                .iter()
                .map(|s| s.user)
                .filter(|u| present.contains(u))
                .collect();
            let mut seated = tables(&order, self.plan.per_table, min, self.plan.fill);
            let mut groups: Vec<Vec<i64>> = seated.iter().map(|t| t.iter().flatten().copied().collect()).collect();
            let rank = order.iter().enumerate().map(|(i, &u)| (u, i)).collect();
            super::seating::seat_apart(&mut groups, &rank, &meetings(&self.rounds));
            for (seats, group) in seated.iter_mut().zip(groups) {
                for (seat, who) in seats.iter_mut().filter(|s| s.is_some()).zip(group) {
                    *seat = Some(who);
                }
            }
            seated
        };
        seated
            .into_iter()
            .map(|seats| NightTable {
                seats,
                ..NightTable::default()
            })
            .collect()
    }

    /// The results as CSV: one row per person and game (event round, table,
    /// game, name, user, place, points), then the standings; `name` gives a
    /// person's name when it is known.
    pub fn csv(&self, name: impl Fn(i64) -> Option<String>) -> String {
        // A person's name (as the bot last saw it; empty when it has not since
        // it started), and their id as text: a spreadsheet reads a 19-digit
        // number as 1.57527E+18, another number.
        let person = |user: i64| format!("{},{}", csv_text(&name(user).unwrap_or_default()), id_text(user));
        let mut out = String::from("round,table,game,name,user,place,points\n");
        for (r, round) in self.rounds.iter().enumerate() {
            for (t, table) in round.iter().enumerate() {
                for (seat, user) in table.seats.iter().enumerate() {
                    let Some(user) = user else { continue };
                    let placed = table.results.get(seat).copied().flatten();
                    out.push_str(&format!(
                        "{},{},{},{},{},{}\n",
                        r + 1,
                        t + 1,
                        table.game.map(|g| g.to_string()).unwrap_or_default(),
                        person(*user),
                        placed.map(|p| p.place.to_string()).unwrap_or_default(),
                        placed.map(|p| p.points.to_string()).unwrap_or_default(),
                    ));
                }
            }
        }
        out.push_str(
            "\nrank,name,user,placement_points,field,points,places,wins,games,byes,knockout_rounds,withdrawn\n",
        );
        for (i, s) in self.standings().iter().enumerate() {
            out.push_str(&format!(
                "{},{},{},{:.2},{},{},{},{},{},{},{}\n",
                i + 1,
                person(s.user),
                s.score,
                s.field,
                s.points,
                s.places,
                s.wins,
                s.games,
                s.byes,
                s.stage,
                s.withdrawn
            ));
        }
        out
    }
}

/// Each seat's place at an ended table (1 the best). A seat without a
/// result (a cancelled game's; a computer's in nights stored before #54)
/// takes a place no person took, computers the best of those, people the last.
fn seat_places(table: &NightTable) -> Vec<u32> {
    let size = table.seats.len() as u32;
    let mut places: Vec<u32> = (0..table.seats.len())
        .map(|seat| table.results.get(seat).copied().flatten().map_or(size, |p| p.place))
        .collect();
    let mut free = (1..=size).filter(|p| !table.results.iter().flatten().any(|r| r.place == *p));
    for (seat, who) in table.seats.iter().enumerate() {
        if who.is_none() && table.results.get(seat).copied().flatten().is_none() {
            places[seat] = free.next().unwrap_or(size);
        }
    }
    places
}

/// `people` (best first) in the order `tables` splits them so that the
/// tables get them as a snake: the best at table 1, the next at table 2 …
/// then back from the last table, so every table has a strong and a weak seed.
pub fn snake(people: &[i64], per_table: usize) -> Vec<i64> {
    if people.is_empty() || per_table == 0 {
        return Vec::new();
    }
    let count = people.len().div_ceil(per_table);
    let (base, extra) = (people.len() / count, people.len() % count);
    let size = |t: usize| base + usize::from(t < extra);
    let mut groups: Vec<Vec<i64>> = vec![Vec::new(); count];
    let mut lap = 0;
    let mut dealt = 0;
    while dealt < people.len() {
        let order: Vec<usize> = match lap % 2 {
            0 => (0..count).collect(),
            _ => (0..count).rev().collect(),
        };
        for t in order {
            if dealt < people.len() && groups[t].len() < size(t) {
                groups[t].push(people[dealt]);
                dealt += 1;
            }
        }
        lap += 1;
    }
    groups.concat()
}

/// How many knock-out rounds `people` need at tables of `per_table` until
/// one table is left (each table sends one on).
pub fn knockout_rounds(people: usize, per_table: usize) -> u32 {
    let (mut left, mut rounds) = (people, 0);
    while left > 0 {
        rounds += 1;
        if left <= per_table.max(2) {
            break;
        }
        left = left.div_ceil(per_table.max(2));
    }
    rounds
}

/// How often each pair of people shared a table in `rounds` (computer seats
/// are no one), keyed by the pair in ascending order (`seating::pair`).
pub fn meetings(rounds: &[Vec<NightTable>]) -> std::collections::HashMap<(i64, i64), u32> {
    let mut met = std::collections::HashMap::new();
    for table in rounds.iter().flatten() {
        let people: Vec<i64> = table.seats.iter().flatten().copied().collect();
        for (i, &a) in people.iter().enumerate() {
            for &b in &people[i + 1..] {
                *met.entry(super::seating::pair(a, b)).or_insert(0) += 1;
            }
        }
    }
    met
}

/// A CSV field: quoted when it holds a comma, quote or line break (quotes doubled).
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// A cell of text someone else chose (a display name), made inert as OWASP's
/// guidance on CSV injection says: a spreadsheet runs a cell that begins with
/// `=`, `+`, `-` or `@` (or a tab or carriage return before one) as a formula,
/// so such a cell gets a `'` in front, which shows it as text; and the cell is
/// always quoted, so no comma or quote in it starts another cell.
fn csv_text(text: &str) -> String {
    let formula = text.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let text = if formula { format!("'{text}") } else { text.to_string() };
    format!("\"{}\"", text.replace('"', "\"\""))
}

/// An id that spreadsheets keep as its digits: the formula `="…"`, quoted for CSV.
fn id_text(id: i64) -> String {
    csv_field(&format!("=\"{id}\""))
}
