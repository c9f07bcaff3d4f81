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
}

/// One person's result at one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablePlace {
    pub place: u32,
    pub points: i64,
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
    /// points) and 0 points.
    pub fn standings(&self) -> Vec<NightStanding> {
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
            })
            .collect();
        // Who met whom, each time: the field is worked out once every score is known.
        let mut met: Vec<(i64, i64)> = Vec::new();
        for table in self.rounds.iter().flatten().filter(|t| t.ended) {
            let size = table.seats.len() as u32;
            let placed: Vec<TablePlace> = (0..table.seats.len())
                .map(|seat| {
                    table
                        .results
                        .get(seat)
                        .copied()
                        .flatten()
                        .unwrap_or(TablePlace { place: size, points: 0 })
                })
                .collect();
            // A seat without a result (a computer's is not kept) ranks by the
            // people's places: every place not taken by a person is a computer's.
            let mut places: Vec<u32> = placed.iter().map(|p| p.place).collect();
            let mut free = (1..=size).filter(|p| !table.results.iter().flatten().any(|r| r.place == *p));
            for (seat, who) in table.seats.iter().enumerate() {
                if who.is_none() && table.results.get(seat).copied().flatten().is_none() {
                    places[seat] = free.next().unwrap_or(size);
                }
            }
            let score = placement_points(&places);
            let people: Vec<i64> = table.seats.iter().flatten().copied().collect();
            for (seat, user) in table.seats.iter().enumerate() {
                let Some(user) = user else { continue };
                let Some(s) = all.iter_mut().find(|s| s.user == *user) else {
                    continue;
                };
                s.score += score[seat];
                s.places += placed[seat].place;
                s.points += placed[seat].points;
                s.wins += u32::from(placed[seat].place == 1);
                s.games += 1;
                met.extend(people.iter().filter(|&&o| o != *user).map(|&o| (*user, o)));
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
    pub fn next_tables(&self, shuffle_seed: u64) -> Vec<NightTable> {
        let order: Vec<i64> = if self.rounds.is_empty() {
            use rand::SeedableRng;
            use rand::seq::SliceRandom;
            let mut people = self.players.clone();
            people.shuffle(&mut rand_pcg::Pcg64::seed_from_u64(shuffle_seed));
            people
        } else {
            self.standings().iter().map(|s| s.user).collect()
        };
        let (min, _) = seat_bounds(self.plan.kind, &self.plan.options);
        let mut seated = tables(&order, self.plan.per_table, min, self.plan.fill);
        if !self.rounds.is_empty() {
            let mut groups: Vec<Vec<i64>> = seated.iter().map(|t| t.iter().flatten().copied().collect()).collect();
            let rank = order.iter().enumerate().map(|(i, &u)| (u, i)).collect();
            super::seating::seat_apart(&mut groups, &rank, &meetings(&self.rounds));
            for (seats, group) in seated.iter_mut().zip(groups) {
                for (seat, who) in seats.iter_mut().filter(|s| s.is_some()).zip(group) {
                    *seat = Some(who);
                }
            }
        }
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
        let person = |user: i64| format!("{},{}", csv_field(&name(user).unwrap_or_default()), id_text(user));
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
        out.push_str("\nrank,name,user,placement_points,field,points,places,wins,games\n");
        for (i, s) in self.standings().iter().enumerate() {
            out.push_str(&format!(
                "{},{},{},{:.2},{},{},{},{}\n",
                i + 1,
                person(s.user),
                s.score,
                s.field,
                s.points,
                s.places,
                s.wins,
                s.games
            ));
        }
        out
    }
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

/// An id that spreadsheets keep as its digits: the formula `="…"`, quoted for CSV.
fn id_text(id: i64) -> String {
    csv_field(&format!("=\"{id}\""))
}
