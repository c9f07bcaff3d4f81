//! What a page is sent: the view of the link's seat (or the spectator's),
//! as the engine gives it to that seat alone, with the words the page shows
//! in the link's language, and the moves the seat may make, each with its
//! label. Built from the same per-viewer view as the Discord screens, so a
//! watcher's page can hold nothing a watcher may not see.

use serde_json::{Value, json};

use crate::engine::Viewer;
use crate::engine::dice::{self, DiceView, Face, PredictionView};
use crate::engine::wizard::{self, Card, CardKind, TrickView, WizardView};
use crate::links::Link;
use crate::pictures::emoji::{card_base, die_base};
use crate::t;
use crate::table::{FinalPlace, GameKind, GameStatus, Move, SeatOwner, Snapshot, View};
use crate::text::card_hint::signed;
use crate::text::cards::{card_words, suit_name};
use crate::text::catalogue::Lang;
use crate::text::dice::{
    box_text, colour_name, face_words, magic_card, prediction_text, wizard_colour_line, written_text,
};
use crate::text::places::medal;

/// What a person is called, where the bot knows it (`None`: "Player n").
pub type Names<'a> = &'a (dyn Fn(i64) -> Option<String> + Send + Sync);

/// A name set inside a line of words, isolated (Unicode's first-strong
/// isolate): a name written right to left, or with direction marks in it,
/// cannot turn the words around it.
fn isolated(name: &str) -> String {
    format!("\u{2068}{name}\u{2069}")
}

/// Discord's bold marks out of a line written for a message.
fn plain(s: String) -> String {
    s.replace("**", "")
}

/// A card for the page: its words, its picture (the bot's own emoji,
/// drawn by the same code), suit letter (b g r y, w for a Wizard, j for a
/// Jester) and rank; the page draws it from these.
fn card(c: Card, lang: Lang) -> Value {
    let (suit, rank) = match c.kind() {
        CardKind::Wizard => ("w", 0),
        CardKind::Jester => ("j", 0),
        CardKind::Suited { suit, rank } => (["b", "g", "r", "y"][suit.index()], rank),
    };
    json!({"label": card_words(c, lang), "suit": suit, "rank": rank, "img": card_base(c)})
}

/// A trick's cards with who played each, and its winner once decided.
fn trick(t: &TrickView, lang: Lang) -> Value {
    let plays: Vec<Value> = t
        .plays
        .iter()
        .map(|&(seat, c)| json!({"seat": seat, "card": card(c, lang)}))
        .collect();
    json!({"plays": plays, "winner": t.winner, "winning": t.winning})
}

/// A seat's figures in a line: its bid, tricks and points (card game), its
/// prediction, Xs and points (dice).
fn figures(view: Option<&View>, i: usize, lang: Lang) -> String {
    match view {
        Some(View::Wizard(v)) => {
            let bid = match v.bids.get(i) {
                Some(wizard::BidView::Shown(b)) => b.to_string(),
                Some(wizard::BidView::Placed) => "?".into(),
                _ => "–".into(),
            };
            t!(
                lang,
                "web-seat-wizard",
                bid = bid,
                tricks = v.tricks.get(i).copied().unwrap_or(0),
                points = signed(v.totals.get(i).copied().unwrap_or(0).into())
            )
        }
        Some(View::Dice(v)) => match v.pages.get(i) {
            Some(p) => {
                let figures = t!(lang, "web-seat-dice", xs = p.x_count, points = signed(p.total.into()));
                match v.predictions.get(i) {
                    Some(PredictionView::NotYet) | None => figures,
                    Some(&pv) => format!("{} · {figures}", prediction_text(pv, lang)),
                }
            }
            None => String::new(),
        },
        None => String::new(),
    }
}

/// Each seat's name as the page shows it (the person's name where the bot
/// knows it, "Player n" where not, "Computer n" for a computer), its
/// figures and whether it acts now.
/// Each seat's name: the person's where the bot knows it, else "Player n";
/// "Computer n" for a computer.
pub fn seat_names(s: &Snapshot, names: Names, lang: Lang) -> Vec<String> {
    (0..s.seats.len())
        .map(|i| match s.seats[i] {
            SeatOwner::Human(u) => names(u).unwrap_or_else(|| t!(lang, "web-player", seat = i + 1)),
            _ => t!(lang, "computer-name", seat = i + 1),
        })
        .collect()
}

fn seats(s: &Snapshot, me: Option<usize>, view: Option<&View>, names: Names, lang: Lang) -> Value {
    let called = seat_names(s, names, lang);
    let acts = |i: usize| match view {
        Some(View::Wizard(v)) => v.to_act.contains(&i),
        Some(View::Dice(v)) => v.to_act.contains(&i) || (s.waiting.contains(i) && v.in_round.contains(&i)),
        None => false,
    };
    (0..s.seats.len())
        .map(|i| {
            json!({"name": called[i], "computer": !matches!(s.seats[i], SeatOwner::Human(_)), "you": Some(i) == me,
                   "figures": figures(view, i, lang), "acts": acts(i)})
        })
        .collect()
}

fn wizard_moves(v: &WizardView, lang: Lang) -> Vec<Value> {
    v.legal
        .iter()
        .filter_map(|a| {
            let label = match *a {
                wizard::Action::Bid(n) => n.to_string(),
                wizard::Action::ChooseTrump(suit) => suit_name(suit, lang),
                // A card is played from the hand.
                wizard::Action::Play(_) => return None,
            };
            Some(json!({"label": label, "move": Move::Wizard(*a)}))
        })
        .collect()
}

/// The dice game's moves with their labels. A prediction carries its box
/// (and, under Magic Card 7, the box it crosses out), so the page asks the
/// box first and the cross-out second; the Seer's throws and the two dice
/// set by Magic Card 4 are chosen on the dice (`roll` and `set` in the state).
fn dice_moves(v: &DiceView, lang: Lang) -> Vec<Value> {
    let mut out: Vec<Value> = v
        .legal
        .iter()
        .filter_map(|a| {
            let (label, extra) = match *a {
                dice::Action::Predict {
                    count,
                    colour,
                    cross_out,
                } => {
                    let b = dice::BoxId::new(colour, count)?;
                    let cross = cross_out.map(|c| t!(lang, "web-cross-out", cell = box_text(c, lang)));
                    (box_text(b, lang), json!({"box": box_text(b, lang), "cross": cross}))
                }
                dice::Action::WizardColour(c) => (
                    t!(lang, "dice-wizard-colour-option", colour = colour_name(c, lang)),
                    json!({}),
                ),
                dice::Action::Leave { jester_score, .. } => match jester_score {
                    false => (t!(lang, "dice-button-take"), json!({})),
                    true => (t!(lang, "web-take-jester"), json!({})),
                },
                dice::Action::Stop { jester_score } | dice::Action::Score { jester_score } => match jester_score {
                    false => (t!(lang, "web-stop"), json!({})),
                    true => (t!(lang, "web-stop-jester"), json!({})),
                },
                dice::Action::Roll(_) | dice::Action::Set { .. } => return None,
            };
            let mut m = json!({"label": label, "move": Move::Dice(*a)});
            if let (Some(m), Some(extra)) = (m.as_object_mut(), extra.as_object()) {
                m.extend(extra.clone());
            }
            Some(m)
        })
        .collect();
    // Staying in is the table's, not the engine's: offered beside taking a roll.
    if v.legal.iter().any(|a| matches!(a, dice::Action::Leave { .. })) {
        out.push(json!({"label": t!(lang, "dice-button-stay"), "stay": true}));
    }
    out
}

/// The card game's part of the state: the hand, the trick (or the last one
/// with its winner), trump, and the round scores so far.
fn wizard_shown(v: &WizardView, names: &[String], lang: Lang) -> Value {
    let hand: Vec<Value> = v
        .hand
        .iter()
        .flatten()
        .map(|&c| {
            let mut shown = card(c, lang);
            shown["move"] = json!(Move::Wizard(wizard::Action::Play(c)));
            shown["legal"] = json!(v.legal.contains(&wizard::Action::Play(c)));
            shown
        })
        .collect();
    let now = v.trick.as_ref().filter(|t| !t.plays.is_empty());
    // The trick just taken, until the next card: while bidding, the last
    // round's would only mislead.
    let last = match (now, v.phase) {
        (None, wizard::PhaseView::Playing | wizard::PhaseView::Over) => {
            v.closed_trick.as_ref().or(v.last_trick.as_ref())
        }
        _ => None,
    };
    let rows: Vec<Value> = v
        .history
        .iter()
        .map(|r| {
            json!({"round": r.round, "bids": r.bids, "tricks": r.tricks,
                   "scores": r.scores, "totals": r.totals})
        })
        .collect();
    json!({
        "playing": v.legal.iter().any(|a| matches!(a, wizard::Action::Play(_))),
        "hand": hand,
        "trick": now.map(|t| trick(t, lang)),
        "lastTrick": last.map(|t| {
            let mut shown = trick(t, lang);
            if let Some(w) = t.winner.and_then(|w| names.get(w)) {
                shown["said"] = json!(t!(lang, "web-trick-won", name = isolated(w)));
            }
            shown
        }),
        "trumpCard": v.trump_card.map(|c| card(c, lang)),
        "lines": [match v.trump {
            Some(t) => t!(lang, "web-trump-is", suit = suit_name(t, lang)),
            None => t!(lang, "web-no-trump"),
        }],
        "title": t!(lang, "table-title", round = v.round, rounds = v.rounds),
        "scores": rows,
    })
}

/// The dice game's part: each die with its face and words, the Seer's
/// throws and the faces Magic Card 4 may set, the Seer, the roll, the Wizard
/// Colour and the Magic Card in words.
fn dice_shown(v: &DiceView, names: &[String], lang: Lang) -> Value {
    let dice: Vec<Value> = v
        .dice
        .iter()
        .map(|f| match f {
            Some(f) => json!({"face": f, "label": face_words(*f, lang), "img": die_base(*f)}),
            None => Value::Null,
        })
        .collect();
    let rolls = v.legal.iter().any(|a| matches!(a, dice::Action::Roll(_)));
    let roll = v.roll_choice.filter(|_| rolls).map(|rc| {
        json!({"dice": rc.dice, "min": rc.min, "exact": rc.exact,
               "label": t!(lang, "dice-button-roll"), "of": t!(lang, "web-dice-chosen")})
    });
    let set = v.legal.iter().any(|a| matches!(a, dice::Action::Set { .. })).then(|| {
        let faces: Vec<Value> = Face::ALL
            .iter()
            .map(|&f| json!({"face": f, "label": face_words(f, lang)}))
            .collect();
        json!({"faces": faces, "label": t!(lang, "dice-set-placeholder")})
    });
    let mut lines = vec![t!(
        lang,
        "dice-seer",
        name = isolated(&names.get(v.seer).cloned().unwrap_or_default())
    )];
    if v.roll > 0 {
        lines.push(t!(lang, "dice-roll", roll = v.roll, max = v.max_rolls));
    }
    lines.push(wizard_colour_line(
        v.wizard_colour,
        v.wizard_colour_named,
        v.wizard_colour_open,
        lang,
    ));
    if let Some(card) = v.magic_card {
        lines.push(magic_card(card, lang));
    }
    // Each round as it ended: what each seat predicted and wrote.
    let rounds: Vec<Value> = v
        .reports
        .iter()
        .map(|r| {
            let cells: Vec<String> = (0..v.players)
                .map(|seat| match (r.predictions[seat], r.written[seat]) {
                    (Some(b), Some(w)) => format!("{} · {}", box_text(b, lang), written_text(&w, lang)),
                    (Some(b), None) => box_text(b, lang),
                    (None, _) => t!(lang, "dice-prediction-passed"),
                })
                .collect();
            json!({"round": r.round, "seer": names.get(r.seer).cloned().unwrap_or_default(), "cells": cells})
        })
        .collect();
    json!({
        "title": t!(lang, "dice-title", round = v.round),
        "rounds": rounds,
        "dice": dice,
        "roll": roll,
        "set": set,
        "lines": lines.into_iter().map(plain).collect::<Vec<_>>(),
    })
}

/// What the viewer is asked to do now, in a few words ("bid", "play a
/// card"), or nothing.
fn doing(view: Option<&View>, lang: Lang) -> Option<String> {
    let key = match view? {
        View::Wizard(v) => match v.legal.first()? {
            wizard::Action::Bid(_) => "web-do-bid",
            wizard::Action::Play(_) => "web-do-play",
            wizard::Action::ChooseTrump(_) => "web-do-trump",
        },
        View::Dice(v) => {
            let has = |f: fn(&dice::Action) -> bool| v.legal.iter().any(f);
            if has(|a| matches!(a, dice::Action::Predict { .. })) {
                "web-do-predict"
            } else if has(|a| {
                matches!(
                    a,
                    dice::Action::Roll(_) | dice::Action::Set { .. } | dice::Action::Stop { .. }
                )
            }) {
                "web-do-seer"
            } else if has(|a| matches!(a, dice::Action::Leave { .. })) {
                "web-do-take"
            } else if has(|a| matches!(a, dice::Action::Score { .. })) {
                "web-do-score"
            } else if has(|a| matches!(a, dice::Action::WizardColour(_))) {
                "web-do-colour"
            } else {
                return None;
            }
        }
    };
    Some(t!(lang, key))
}

/// A finished game's end: the winners, every seat from first place to
/// last with its points, and the way back to the game in Discord.
fn end_shown(
    s: &Snapshot,
    view: Option<&View>,
    me: Option<usize>,
    called: &[String],
    lang: Lang,
    back: Option<String>,
) -> Option<Value> {
    let (places, totals) = s.standings()?;
    let winners = match view? {
        View::Wizard(v) => v.winners.clone(),
        View::Dice(v) => v.winners.clone(),
    };
    let standings: Vec<Value> = FinalPlace::ordered(&places, &totals)
        .into_iter()
        .map(|p| {
            json!({"seat": p.seat, "place": p.place, "medal": medal(p.place),
                   "name": called.get(p.seat).cloned().unwrap_or_default(),
                   "points": t!(lang, "web-end-points", points = signed(p.points)),
                   "you": Some(p.seat) == me, "won": winners.contains(&p.seat)})
        })
        .collect();
    let names: Vec<String> = winners
        .iter()
        .filter_map(|&w| called.get(w).map(|n| isolated(n)))
        .collect();
    Some(json!({
        "title": t!(lang, "end-title"),
        "winner": plain(t!(lang, "end-winner", names = names.join(", "), count = winners.len())),
        "standings": standings,
        "back": back,
        "backLabel": t!(lang, "web-back"),
        "still": t!(lang, "web-read-only"),
    }))
}

/// The seat `link` shows of `s`: its seat while the person it was made for
/// holds it (a link from before links named their person: while a person
/// holds it); else none, the watcher's view (they left, were replaced, or a
/// computer took the seat for good; their seat again if they come back).
pub fn seat_shown(s: &Snapshot, link: &Link) -> Option<usize> {
    let seat = link.seat.map(usize::from).filter(|&x| x < s.seats.len())?;
    match (&s.seats[seat], link.user) {
        (SeatOwner::Human(u), Some(user)) if *u == user => Some(seat),
        (SeatOwner::Human(_), None) => Some(seat),
        _ => None,
    }
}

/// The page's state for `link` from `s`; `back`: where the game is in
/// Discord (its final standings, with the Rematch), once it is over.
pub fn state(s: &Snapshot, link: &Link, names: Names, back: Option<String>) -> Value {
    let lang = link.lang;
    let me = seat_shown(s, link);
    let viewer = me.map_or(Viewer::Spectator, Viewer::Seat);
    let seen = s.view(viewer);
    let seated = seats(s, me, seen.as_ref(), names, lang);
    let called: Vec<String> = seated
        .as_array()
        .into_iter()
        .flatten()
        .map(|x| x["name"].as_str().unwrap_or_default().to_string())
        .collect();
    let (view, moves, shown) = match &seen {
        Some(View::Wizard(v)) => (json!(v), wizard_moves(v, lang), wizard_shown(v, &called, lang)),
        Some(View::Dice(v)) => (json!(v), dice_moves(v, lang), dice_shown(v, &called, lang)),
        None => (Value::Null, Vec::new(), json!({"title": t!(lang, "web-not-started")})),
    };
    let status = match s.status {
        GameStatus::Lobby => "lobby",
        GameStatus::Running if s.is_over() => "over",
        GameStatus::Running => "playing",
        GameStatus::Finished => "over",
        GameStatus::Cancelled => "cancelled",
    };
    let end = match status {
        "over" => end_shown(s, seen.as_ref(), me, &called, lang, back),
        _ => None,
    };
    json!({
        "game": s.id,
        "kind": match s.kind { GameKind::Wizard => "wizard", GameKind::Dice => "dice" },
        "version": s.version,
        "status": status,
        "seat": me,
        "lang": lang.code(),
        "seats": seated,
        "view": view,
        "moves": moves,
        "doing": doing(seen.as_ref(), lang),
        "shown": shown,
        "end": end,
        "words": {
            "yourTurn": t!(lang, "web-your-turn"),
            "waiting": t!(lang, "web-waiting"),
            "watching": t!(lang, "hand-not-seated-view"),
            "over": t!(lang, "hand-over"),
            "trump": t!(lang, "web-trump"),
            "trick": t!(lang, "table-trick"),
            "lastTrick": t!(lang, "table-last-trick"),
            "hand": t!(lang, "hand-cards"),
            "cannot": t!(lang, "web-cannot-play"),
            "you": t!(lang, "web-you"),
            "scores": t!(lang, "web-scores"),
            "round": t!(lang, "web-round"),
            "chart": t!(lang, "web-chart"),
            "page": t!(lang, "web-page"),
            "noCross": t!(lang, "dice-cross-out-none"),
            "crossAsk": t!(lang, "web-cross-out-ask"),
            "set": t!(lang, "web-set"),
            "notSent": t!(lang, "web-not-sent"),
            "cancelled": t!(lang, "cancelled-title"),
            "rounds": t!(lang, "web-rounds"),
            "seer": t!(lang, "web-seer"),
            "pages": t!(lang, "end-pages"),
        },
    })
}
