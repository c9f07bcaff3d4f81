//! A game night's public screens: the sign-up message (what, when, who has
//! signed up; Join, Leave, and the organiser's Start now and Cancel), the
//! line that opens each table's thread and calls its players, the standings
//! (edited as tables finish; the final ones with the results as CSV), and the
//! line that says who won.

use crate::discord::nights::verb::NightClick;
use crate::discord::parts::{Button, Footer, Row, Style};

use crate::discord::nights::verb::NightVerb;
use crate::discord::screen::{Screen, embed};
use crate::league::{Fill, Format, Night, NightStatus, RankBy};
use crate::t;
use crate::text::card_hint::signed;
use crate::text::catalogue::Lang;
use crate::text::options::game_name;

fn button(night: i64, verb: NightVerb, label: String, style: Style) -> Button {
    Button::new(NightClick { night, verb }).label(label).style(style)
}

/// A person as a mention (it shows their name; only `ping` notifies).
fn who(user: i64) -> String {
    format!("<@{user}>")
}

/// When the night starts: a Discord timestamp (each reader's own time), or the organiser's word.
fn when(n: &Night, lang: Lang) -> String {
    match n.plan.starts_at {
        Some(ms) => format!("<t:{}:F> (<t:{}:R>)", ms / 1000, ms / 1000),
        None => t!(lang, "night-start-by-organiser"),
    }
}

/// A championship's knock-out round `r` (from 0) by name: its final table
/// (a round of one table), else its number among the knock-out rounds.
fn stage(n: &Night, r: usize, lang: Lang) -> String {
    match n.rounds.get(r).is_some_and(|t| t.len() == 1) {
        true => t!(lang, "night-stage-final"),
        false => t!(lang, "night-stage-knockout", k = r + 1 - n.plan.rounds as usize),
    }
}

/// People as mentions, in a line.
fn whom(people: &[i64]) -> String {
    people.iter().map(|&u| who(u)).collect::<Vec<_>>().join(", ")
}

/// What the night plays, in one line: game, event rounds, table size, ranking, rated.
fn terms(n: &Night, lang: Lang) -> String {
    let rank = match n.plan.rank_by {
        RankBy::Places => t!(lang, "night-rank-places"),
        RankBy::Points => t!(lang, "night-rank-points"),
    };
    let fill = match n.plan.fill {
        Fill::Computers => t!(lang, "night-fill-computers"),
        Fill::Smaller => t!(lang, "night-fill-smaller"),
    };
    let rated = t!(lang, if n.plan.rated { "night-rated" } else { "night-unrated" });
    let mut terms = t!(
        lang,
        "night-terms",
        game = game_name(n.plan.kind, lang),
        rounds = n.plan.rounds,
        size = n.plan.per_table,
        fill = fill,
        rank = rank,
        rated = rated
    );
    if n.plan.format == Format::Championship {
        terms.push_str(&t!(lang, "night-terms-championship"));
    }
    terms
}

/// The sign-up message: taking sign-ups (with its buttons), under way, over or cancelled.
pub fn signup(n: &Night, lang: Lang) -> Screen {
    let players = match n.players.is_empty() {
        true => t!(lang, "night-nobody-yet"),
        false => n.players.iter().map(|&u| who(u)).collect::<Vec<_>>().join(", "),
    };
    let state = match n.status {
        NightStatus::SignUp => t!(lang, "night-starts", when = when(n, lang)),
        NightStatus::Running if n.knockout(n.round() - 1) => {
            t!(lang, "night-under-way-stage", stage = stage(n, n.round() - 1, lang))
        }
        NightStatus::Running => t!(lang, "night-under-way", round = n.round(), rounds = n.plan.rounds),
        NightStatus::Finished => t!(lang, "night-over"),
        NightStatus::Cancelled => t!(lang, "night-cancelled"),
    };
    let mut organised = t!(lang, "night-organised", organiser = n.organiser);
    // Organising is not playing: an organiser who has not joined is told how.
    if n.status == NightStatus::SignUp && !n.players.contains(&n.organiser) {
        organised.push_str(&t!(lang, "night-organiser-plays-if-joined"));
    }
    let mut description = format!(
        "{state}\n{}\n{organised}\n\n**{}**\n{players}",
        terms(n, lang),
        t!(lang, "night-signed-up", count = n.players.len()),
    );
    // Once it runs: who came late, who is out, and whether one may still join.
    let late: Vec<i64> = n.late.iter().map(|l| l.0).collect();
    if !late.is_empty() {
        description.push_str(&format!("\n{}", t!(lang, "night-late", names = whom(&late))));
    }
    if !n.withdrawn.is_empty() && n.status == NightStatus::Running {
        description.push_str(&format!(
            "\n{}",
            t!(lang, "night-withdrawn", names = whom(&n.withdrawn))
        ));
    }
    if n.status == NightStatus::Running && n.open_to_join() {
        let until = n.joins_until() + 1;
        description.push_str(&format!("\n\n{}", t!(lang, "night-late-open", round = until)));
    }
    let e = embed(format!("🎉 {}", n.name))
        .description(description)
        .footer(Footer::new(t!(lang, "night-footer", night = n.id)));
    let components = match n.status {
        NightStatus::SignUp => vec![Row::Buttons(vec![
            button(n.id, NightVerb::Join, t!(lang, "night-join"), Style::Success),
            button(n.id, NightVerb::Leave, t!(lang, "night-leave"), Style::Secondary),
            button(n.id, NightVerb::Start, t!(lang, "night-start-now"), Style::Primary),
            button(n.id, NightVerb::Cancel, t!(lang, "night-cancel"), Style::Danger),
        ])],
        // Under way: late joiners and returners join, people withdraw, the organiser may stop it.
        NightStatus::Running => vec![Row::Buttons(vec![
            button(n.id, NightVerb::Join, t!(lang, "night-join"), Style::Success),
            button(n.id, NightVerb::Leave, t!(lang, "night-leave"), Style::Secondary),
            button(n.id, NightVerb::Cancel, t!(lang, "night-cancel"), Style::Danger),
        ])],
        _ => Vec::new(),
    };
    // The organiser learns here what the night goes without (the Events
    // entry, its threads) and which permission would give it.
    let notes = match n.status {
        NightStatus::SignUp | NightStatus::Running => crate::discord::keep::permissions::night_notes(n, lang),
        _ => Vec::new(),
    };
    Screen {
        content: notes.join("\n"),
        embeds: vec![e],
        components,
        ..Screen::default()
    }
}

/// The line that opens table `table` of event round `round` (both from 0):
/// it calls the table's people (the mentions notify them) to its thread.
pub fn table_call(n: &Night, round: usize, table: usize, lang: Lang) -> Screen {
    let seats = &n.rounds[round][table].seats;
    let people: Vec<i64> = seats.iter().flatten().copied().collect();
    let computers = seats.len() - people.len();
    let mut names = people.iter().map(|&u| who(u)).collect::<Vec<_>>().join(" ");
    if computers > 0 {
        names.push_str(&t!(lang, "night-table-computers", count = computers));
    }
    let fin = n.rounds[round].len() == 1;
    let content = match n.knockout(round) {
        true if fin => t!(lang, "night-table-call-final", name = n.name.clone(), players = names),
        true => t!(
            lang,
            "night-table-call-stage",
            name = n.name.clone(),
            stage = stage(n, round, lang),
            table = table + 1,
            players = names
        ),
        false => t!(
            lang,
            "night-table-call",
            name = n.name.clone(),
            round = round + 1,
            rounds = n.plan.rounds,
            table = table + 1,
            players = names
        ),
    };
    Screen {
        content,
        ping: people.iter().map(|&u| u as u64).collect(),
        ..Screen::default()
    }
}

/// A table thread's name.
pub fn thread_name(n: &Night, round: usize, table: usize, lang: Lang) -> String {
    if n.knockout(round) {
        return t!(
            lang,
            "night-thread-name-stage",
            name = n.name.clone(),
            stage = stage(n, round, lang),
            table = table + 1
        );
    }
    t!(
        lang,
        "night-thread-name",
        name = n.name.clone(),
        round = round + 1,
        table = table + 1
    )
}

/// The standings: after which round (or final), one line a person, the
/// tables still playing, the tie-breaks; the final ones offer the results as CSV.
pub fn standings(n: &Night, lang: Lang) -> Screen {
    let fin = n.status == NightStatus::Finished;
    // The rounds whose every table has ended (the current one may still play).
    let done = n.rounds.iter().filter(|r| r.iter().all(|t| t.ended)).count();
    let title = match (fin, done) {
        _ if n.status == NightStatus::Cancelled => t!(lang, "night-cancelled-standings", name = n.name.clone()),
        (true, _) => t!(lang, "night-final-standings", name = n.name.clone()),
        (false, _) if n.round() > 0 && n.knockout(n.round() - 1) => t!(
            lang,
            "night-standings-stage",
            name = n.name.clone(),
            stage = stage(n, n.round() - 1, lang)
        ),
        (false, 0) => t!(
            lang,
            "night-standings-start",
            name = n.name.clone(),
            rounds = n.plan.rounds
        ),
        (false, done) => t!(
            lang,
            "night-standings",
            name = n.name.clone(),
            round = done,
            rounds = n.plan.rounds
        ),
    };
    // Only finished games rank (#60): someone without one yet (playing, not
    // seated yet) is listed after the ranked, with no place or medal.
    let all = n.standings();
    let (ranked, waiting): (Vec<_>, Vec<_>) = all.into_iter().partition(|s| s.games > 0 || s.stage > 0);
    // Seated at a table of the round under way.
    let at_play: Vec<i64> = match n.rounds.last().filter(|_| !fin && n.status == NightStatus::Running) {
        Some(round) => round
            .iter()
            .filter(|t| !t.ended)
            .flat_map(|t| t.seats.iter().flatten().copied())
            .collect(),
        None => Vec::new(),
    };
    let knocked = ranked.iter().any(|s| s.stage > 0);
    let mut lines: Vec<String> = ranked
        .iter()
        .enumerate()
        .map(|(i, s)| {
            // Medals for the first three, as boards show them.
            let rank = match i {
                0 => "🥇".to_string(),
                1 => "🥈".to_string(),
                2 => "🥉".to_string(),
                _ => format!("**{}.**", i + 1),
            };
            // What ranks comes first; wins break ties only (the footer says so, the CSV has them).
            let line = match n.plan.rank_by {
                RankBy::Places => "night-line-places",
                RankBy::Points => "night-line-points",
            };
            let mut line = match (s.stage, s.knockout) {
                // A knock-out stage orders by its own table: its figures, not the qualifying ones.
                (1.., Some(k)) => t!(
                    lang,
                    "night-line-knockout",
                    rank = rank,
                    name = who(s.user),
                    place = k.place,
                    points = signed(k.points)
                ),
                _ => t!(
                    lang,
                    line,
                    rank = rank,
                    name = who(s.user),
                    score = match s.score {
                        1.. => format!("+{}", s.score),
                        n => signed(i64::from(n)),
                    },
                    points = signed(s.points)
                ),
            };
            // Their byes, whether they are out.
            if s.byes > 0 {
                line.push_str(&t!(lang, "night-line-byes", byes = s.byes));
            }
            if s.dropped > 0 {
                line.push_str(&t!(lang, "night-line-left"));
            }
            if at_play.contains(&s.user) && !s.withdrawn {
                line.push_str(&t!(lang, "night-line-playing"));
            }
            if s.withdrawn && n.status == NightStatus::Running {
                line.push_str(&t!(lang, "night-line-withdrawn"));
            }
            // A championship's knock-out rounds: its people grouped under how far they got.
            if knocked && (i == 0 || ranked[i - 1].stage != s.stage) {
                let heading = match s.stage {
                    0 => t!(lang, "night-stage-qualifying"),
                    k => stage(n, n.plan.rounds as usize + k as usize - 1, lang),
                };
                let mut letters = heading.chars();
                let heading: String = letters
                    .next()
                    .into_iter()
                    .flat_map(char::to_uppercase)
                    .chain(letters)
                    .collect();
                line = format!("**{heading}**\n{line}");
            }
            line
        })
        .collect();
    if !ranked.is_empty() && !waiting.is_empty() {
        lines.push(String::new());
    }
    lines.extend(waiting.iter().map(|s| {
        let mut line = t!(lang, "night-line-unranked", name = who(s.user));
        if at_play.contains(&s.user) && !s.withdrawn {
            line.push_str(&t!(lang, "night-line-playing"));
        }
        if s.withdrawn && n.status == NightStatus::Running {
            line.push_str(&t!(lang, "night-line-withdrawn"));
        }
        line
    }));
    if let Some(round) = n.rounds.last().filter(|_| !fin && n.status != NightStatus::Cancelled) {
        let playing: Vec<String> = round
            .iter()
            .enumerate()
            .filter(|(_, t)| !t.ended)
            .map(|(i, t)| match t.thread {
                Some(thread) => format!("<#{thread}>"),
                None => (i + 1).to_string(),
            })
            .collect();
        if !playing.is_empty() {
            lines.push(String::new());
            lines.push(t!(lang, "night-playing", tables = playing.join(" ")));
        }
    }
    let tie = match (n.plan.format, n.plan.rank_by) {
        (Format::Championship, _) => t!(lang, "night-ties-championship"),
        (_, RankBy::Places) => t!(lang, "night-ties-places"),
        (_, RankBy::Points) => t!(lang, "night-ties-points"),
    };
    let e = embed(title).description(lines.join("\n")).footer(Footer::new(tie));
    let components = match fin {
        true => vec![Row::Buttons(vec![
            button(n.id, NightVerb::Export, t!(lang, "night-export"), Style::Secondary).emoji('📄'),
        ])],
        false => Vec::new(),
    };
    Screen {
        content: String::new(),
        embeds: vec![e],
        components,
        ..Screen::default()
    }
}

/// The line that says the night is over and who won (the mention notifies them).
pub fn ended(n: &Night, lang: Lang) -> Screen {
    // Only someone who played a game of it to the end themselves wins it.
    let Some(first) = n.champion() else {
        let over = match n.status {
            NightStatus::Finished if n.rounds.iter().flatten().any(|t| t.ended) => {
                t!(lang, "night-over-no-champion", name = n.name.clone())
            }
            _ => t!(lang, "night-over"),
        };
        return Screen::text(over);
    };
    Screen {
        content: t!(lang, "night-won", name = n.name.clone(), winner = who(first)),
        ping: vec![first as u64],
        ..Screen::default()
    }
}
