//! A game night's public screens: the sign-up message (what, when, who has
//! signed up; Join, Leave, and the organiser's Start now and Cancel), the
//! line that opens each table's thread and calls its players, the standings
//! (edited as tables finish; the final ones with the results as CSV), and the
//! line that says who won.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton, CreateEmbedFooter};

use crate::discord::custom_id::Click;
use crate::discord::nights::verb::NightVerb;
use crate::discord::screen::{Screen, embed};
use crate::league::{Fill, Night, NightStatus, RankBy};
use crate::t;
use crate::text::card_hint::signed;
use crate::text::catalogue::Lang;
use crate::text::options::game_name;

fn button(night: i64, verb: NightVerb, label: String, style: ButtonStyle) -> CreateButton {
    CreateButton::new(Click::Night { night, verb }.encode())
        .label(label)
        .style(style)
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
    t!(
        lang,
        "night-terms",
        game = game_name(n.plan.kind, lang),
        rounds = n.plan.rounds,
        size = n.plan.per_table,
        fill = fill,
        rank = rank,
        rated = rated
    )
}

/// The sign-up message: taking sign-ups (with its buttons), under way, over or cancelled.
pub fn signup(n: &Night, lang: Lang) -> Screen {
    let players = match n.players.is_empty() {
        true => t!(lang, "night-nobody-yet"),
        false => n.players.iter().map(|&u| who(u)).collect::<Vec<_>>().join(", "),
    };
    let state = match n.status {
        NightStatus::SignUp => t!(lang, "night-starts", when = when(n, lang)),
        NightStatus::Running => t!(lang, "night-under-way", round = n.round(), rounds = n.plan.rounds),
        NightStatus::Finished => t!(lang, "night-over"),
        NightStatus::Cancelled => t!(lang, "night-cancelled"),
    };
    let mut organised = t!(lang, "night-organised", organiser = n.organiser);
    // Organising is not playing: an organiser who has not joined is told how.
    if n.status == NightStatus::SignUp && !n.players.contains(&n.organiser) {
        organised.push_str(&t!(lang, "night-organiser-plays-if-joined"));
    }
    let description = format!(
        "{state}\n{}\n{organised}\n\n**{}**\n{players}",
        terms(n, lang),
        t!(lang, "night-signed-up", count = n.players.len()),
    );
    let e = embed(format!("🎉 {}", n.name))
        .description(description)
        .footer(CreateEmbedFooter::new(t!(lang, "night-footer", night = n.id)));
    let components = match n.status {
        NightStatus::SignUp => vec![CreateActionRow::Buttons(vec![
            button(n.id, NightVerb::Join, t!(lang, "night-join"), ButtonStyle::Success),
            button(n.id, NightVerb::Leave, t!(lang, "night-leave"), ButtonStyle::Secondary),
            button(
                n.id,
                NightVerb::Start,
                t!(lang, "night-start-now"),
                ButtonStyle::Primary,
            ),
            button(n.id, NightVerb::Cancel, t!(lang, "night-cancel"), ButtonStyle::Danger),
        ])],
        _ => Vec::new(),
    };
    // The organiser learns here what the night goes without (the Events
    // entry, its threads) and which permission would give it.
    let notes = match n.status {
        NightStatus::SignUp | NightStatus::Running => crate::discord::publish::permissions::night_notes(n, lang),
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
    Screen {
        content: t!(
            lang,
            "night-table-call",
            name = n.name.clone(),
            round = round + 1,
            rounds = n.plan.rounds,
            table = table + 1,
            players = names
        ),
        ping: people.iter().map(|&u| u as u64).collect(),
        ..Screen::default()
    }
}

/// A table thread's name.
pub fn thread_name(n: &Night, round: usize, table: usize, lang: Lang) -> String {
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
        (true, _) => t!(lang, "night-final-standings", name = n.name.clone()),
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
    // Before any table has ended there is no ranking: who plays, in no order of merit.
    let ranked = fin || done > 0 || n.rounds.iter().flatten().any(|t| t.ended);
    let mut lines: Vec<String> = n
        .standings()
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if !ranked {
                return t!(lang, "night-line-unranked", name = who(s.user));
            }
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
            t!(
                lang,
                line,
                rank = rank,
                name = who(s.user),
                score = match s.score {
                    1.. => format!("+{}", s.score),
                    n => signed(i64::from(n)),
                },
                points = signed(s.points)
            )
        })
        .collect();
    if let Some(round) = n.rounds.last().filter(|_| !fin) {
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
    let tie = match n.plan.rank_by {
        RankBy::Places => t!(lang, "night-ties-places"),
        RankBy::Points => t!(lang, "night-ties-points"),
    };
    let e = embed(title)
        .description(lines.join("\n"))
        .footer(CreateEmbedFooter::new(tie));
    let components = match fin {
        true => vec![CreateActionRow::Buttons(vec![
            button(
                n.id,
                NightVerb::Export,
                t!(lang, "night-export"),
                ButtonStyle::Secondary,
            )
            .emoji('📄'),
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
    let Some(first) = n.standings().first().map(|s| s.user) else {
        return Screen::text(t!(lang, "night-over"));
    };
    Screen {
        content: t!(lang, "night-won", name = n.name.clone(), winner = who(first)),
        ping: vec![first as u64],
        ..Screen::default()
    }
}
