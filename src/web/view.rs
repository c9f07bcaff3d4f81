//! What a page is sent: the view of the link's seat (or the spectator's),
//! as the engine gives it to that seat alone, with the words the page shows
//! in the link's language, and the moves the seat may make, each with its
//! label. Built from the same per-viewer view as the Discord screens, so a
//! watcher's page can hold nothing a watcher may not see.

use serde_json::{Value, json};

use crate::engine::Viewer;
use crate::engine::dice::{self, DiceView};
use crate::engine::wizard::{self, Card, CardKind, WizardView};
use crate::links::Link;
use crate::t;
use crate::table::{GameKind, GameStatus, Move, SeatOwner, Snapshot, View};
use crate::text::card_hint::signed;
use crate::text::cards::{card_words, suit_name};
use crate::text::catalogue::Lang;
use crate::text::dice::{box_text, colour_name, face_words};

/// A card for the page: its words, suit letter (b g r y, w for a Wizard,
/// j for a Jester) and rank; the page draws it from these.
fn card(c: Card, lang: Lang) -> Value {
    let (suit, rank) = match c.kind() {
        CardKind::Wizard => ("w", 0),
        CardKind::Jester => ("j", 0),
        CardKind::Suited { suit, rank } => (["b", "g", "r", "y"][suit.index()], rank),
    };
    json!({"label": card_words(c, lang), "suit": suit, "rank": rank})
}

/// A seat's figures in a line: its bid, tricks and points (card game), its
/// Xs and points (dice).
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
            Some(p) => t!(lang, "web-seat-dice", xs = p.x_count, points = signed(p.total.into())),
            None => String::new(),
        },
        None => String::new(),
    }
}

/// Each seat's name as the page shows it ("Computer 2"; a person by their
/// place at the table, the viewer as "you"), its figures and whether it acts now.
fn seats(s: &Snapshot, me: Option<usize>, view: Option<&View>, lang: Lang) -> Value {
    let acts = |i: usize| match view {
        Some(View::Wizard(v)) => v.to_act.contains(&i),
        Some(View::Dice(v)) => v.to_act.contains(&i),
        None => false,
    };
    (0..s.seats.len())
        .map(|i| {
            let computer = !matches!(s.seats[i], SeatOwner::Human(_));
            let name = match (Some(i) == me, computer) {
                (true, _) => t!(lang, "web-you"),
                (false, true) => t!(lang, "computer-name", seat = i + 1),
                (false, false) => t!(lang, "web-player", seat = i + 1),
            };
            json!({"name": name, "computer": computer, "you": Some(i) == me,
                   "figures": figures(view, i, lang), "acts": acts(i)})
        })
        .collect()
}

fn wizard_moves(v: &WizardView, lang: Lang) -> Vec<Value> {
    v.legal
        .iter()
        .map(|a| {
            let label = match *a {
                wizard::Action::Bid(n) => n.to_string(),
                wizard::Action::ChooseTrump(suit) => suit_name(suit, lang),
                wizard::Action::Play(c) => card_words(c, lang),
            };
            json!({"label": label, "move": Move::Wizard(*a)})
        })
        .collect()
}

/// The dice game's moves; of the rolls, only throwing every die the Seer may
/// throw (choosing dice is the Discord panel's, for now).
fn dice_moves(v: &DiceView, lang: Lang) -> Vec<Value> {
    let widest = v
        .legal
        .iter()
        .filter_map(|a| match a {
            dice::Action::Roll(set) => Some(*set),
            _ => None,
        })
        .max_by_key(|set| set.len());
    v.legal
        .iter()
        .filter_map(|a| {
            let label = match *a {
                dice::Action::Predict {
                    count,
                    colour,
                    cross_out: None,
                } => box_text(dice::BoxId::new(colour, count)?, lang),
                dice::Action::WizardColour(c) => t!(lang, "dice-wizard-colour", colour = colour_name(c, lang)),
                dice::Action::Roll(set) if Some(set) == widest => t!(lang, "web-roll", dice = set.len()),
                dice::Action::Leave { jester_score, .. } => match jester_score {
                    false => t!(lang, "dice-button-take"),
                    true => t!(lang, "web-take-jester"),
                },
                dice::Action::Stop { jester_score } | dice::Action::Score { jester_score } => match jester_score {
                    false => t!(lang, "web-stop"),
                    true => t!(lang, "web-stop-jester"),
                },
                _ => return None,
            };
            Some(json!({"label": label, "move": Move::Dice(*a)}))
        })
        .collect()
}

/// The page's state for `link` from `s`.
pub fn state(s: &Snapshot, link: &Link) -> Value {
    let lang = link.lang;
    let me = link.seat.map(usize::from).filter(|&x| x < s.seats.len());
    let viewer = me.map_or(Viewer::Spectator, Viewer::Seat);
    let seen = s.view(viewer);
    let (view, moves, extra) = match seen.clone() {
        Some(View::Wizard(v)) => {
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
            let trick: Vec<Value> = v
                .trick
                .iter()
                .flat_map(|t| t.plays.iter())
                .map(|&(seat, c)| json!({"seat": seat, "card": card(c, lang)}))
                .collect();
            let playing = v.legal.iter().any(|a| matches!(a, wizard::Action::Play(_)));
            let extra = json!({
                "playing": playing,
                "hand": hand,
                "trick": trick,
                "trump": v.trump.map(|t| suit_name(t, lang)),
                "title": t!(lang, "table-title", round = v.round, rounds = v.rounds),
            });
            (json!(v), wizard_moves(&v, lang), extra)
        }
        Some(View::Dice(v)) => {
            // Each die's face with its words (a screen reader reads them), numbered as dealt.
            let dice: Vec<Value> = v
                .dice
                .iter()
                .map(|f| match f {
                    Some(f) => json!({"face": f, "label": face_words(*f, lang)}),
                    None => Value::Null,
                })
                .collect();
            let extra = json!({"title": t!(lang, "dice-title", round = v.round), "dice": dice});
            (json!(v), dice_moves(&v, lang), extra)
        }
        None => (Value::Null, Vec::new(), json!({"title": t!(lang, "web-not-started")})),
    };
    let status = match s.status {
        GameStatus::Lobby => "lobby",
        GameStatus::Running => "playing",
        GameStatus::Finished => "over",
        GameStatus::Cancelled => "cancelled",
    };
    json!({
        "game": s.id,
        "kind": match s.kind { GameKind::Wizard => "wizard", GameKind::Dice => "dice" },
        "version": s.version,
        "status": status,
        "seat": me,
        "lang": lang.code(),
        "seats": seats(s, me, seen.as_ref(), lang),
        "view": view,
        "moves": moves,
        "shown": extra,
        "words": {
            "yourTurn": t!(lang, "web-your-turn"),
            "waiting": t!(lang, "web-waiting"),
            "watching": t!(lang, "hand-not-seated-view"),
            "over": t!(lang, "hand-over"),
            "trump": t!(lang, "web-trump"),
            "trick": t!(lang, "table-trick"),
            "hand": t!(lang, "hand-cards"),
            "cannot": t!(lang, "web-cannot-play"),
        },
    })
}
