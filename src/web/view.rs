//! What a page is sent: the seat presenter's answer for the link's seat (or
//! a watcher) in the link's language, as typed data (`PageState`, whose serde
//! form the page's script reads through `view-types.d.ts`, generated from
//! these types by the test at the end of this file): the words, each seat's
//! name and figures, the question asked, the choices with what each does.
//! Built from the same per-viewer view as the Discord screens, so a watcher's
//! page can hold nothing a watcher may not see.

use serde::Serialize;

use crate::engine::dice::{self, DiceView, Face, PredictionView};
use crate::engine::wizard::{self, Card, PhaseView, TrickView, WizardView};
use crate::links::Link;
use crate::pictures::emoji::{card_base, die_base};
use crate::present::{Asked, Offer, Seen, TrickShown, Trump};
use crate::t;
use crate::table::{FinalPlace, GameKind, GameStatus, Move, SeatOwner, Snapshot, View};
use crate::text::card_hint::signed;
use crate::text::cards::{card_words, suit_name};
use crate::text::catalogue::Lang;
use crate::text::dice::{
    box_text, colour, colour_name, face_words, magic_card, prediction_text, wizard_colour_line, written_text,
};
use crate::text::places::medal;

/// What a person is called, where the bot knows it (`None`: "Player n").
pub type Names<'a> = &'a (dyn Fn(i64) -> Option<String> + Send + Sync);

/// The table as one page shows it.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PageState {
    pub game: i64,
    pub kind: GameKind,
    pub version: u64,
    pub status: Status,
    /// The link's seat; `None`: the page watches.
    pub seat: Option<usize>,
    pub lang: &'static str,
    /// Where a move from this page is made: the round and roll it was drawn at.
    pub drawn: DrawnAt,
    pub asked: Asked,
    /// Whether the seat is asked something now: its turn (`Asked::is_turn`
    /// at a game in play).
    pub turn: bool,
    /// The line that says whose turn it is and what is asked.
    pub said: String,
    /// What the computer played for this seat when its clock ran out,
    /// since its person last moved, in words (`None`: nothing).
    pub ran_out: Option<String>,
    /// At a turn-based table, the seat's person may leave their next move
    /// for later: the move left (`None` while none is), and the line that
    /// says so. `None` where moves are not left for later.
    pub later: Option<LaterShown>,
    /// Their move left for later could not be made when the turn came, in words.
    pub dropped: Option<String>,
    /// What the others did since the seat's last move (a turn-based table):
    /// sent with the page when it opens, never in a live frame (it replays
    /// the stored game), and kept by the page until they move.
    pub since: Option<SinceShown>,
    pub seats: Vec<SeatShown>,
    /// The choices besides a card, the Seer's throw and Magic Card 4's dice.
    pub offers: Vec<OfferShown>,
    pub shown: Shown,
    pub end: Option<EndShown>,
    /// The turn's deadline, while a person owes a decision.
    pub clock: Option<Clock>,
    pub words: Words,
}

/// "Since your last move": its title and a few lines.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SinceShown {
    pub title: String,
    pub lines: Vec<String>,
}

/// A move left for later on the seat's own page.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct LaterShown {
    #[serde(rename = "move")]
    #[cfg_attr(test, ts(type = "unknown"))]
    pub mv: Option<crate::table::Move>,
    pub said: String,
}

/// When the decision awaited is due (Unix ms), and the bot's time now: the
/// page counts down from the difference, whatever its own clock says.
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Clock {
    pub until: i64,
    pub now: i64,
}

impl PageState {
    /// Its JSON, as the page's script reads it.
    pub fn json(&self) -> String {
        // Strings, numbers and enums of our own: nothing here fails to serialise.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Status {
    Lobby,
    Playing,
    Over,
    Cancelled,
}

#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct DrawnAt {
    pub round: u32,
    pub roll: Option<u8>,
}

/// A round's end in brief: its title, then a line a seat.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SummaryShown {
    pub title: String,
    /// Each seat's bid, tricks and points, in seat order.
    pub seats: Vec<String>,
}

/// A seat: its name, its figures in a line, whether it acts now.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SeatShown {
    pub name: String,
    pub computer: bool,
    pub you: bool,
    pub figures: String,
    pub acts: bool,
    /// Dealt this round (card game).
    pub dealer: bool,
    /// Against its bid, in words with a shape (card game, once bids are shown):
    /// "✓ made it", "▲ 1 over", "2 to go"; empty when there is nothing to say.
    pub pace: String,
    /// Its clock (`present::clock`): running until when, standing with how
    /// much left, paused, away, resting; `None`: it keeps none now.
    pub clock: Option<crate::present::Clock>,
}

/// A choice with its words and the move it sends (`None`: the table's "Stay in").
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct OfferShown {
    pub label: String,
    #[serde(rename = "move")]
    #[cfg_attr(test, ts(type = "unknown"))]
    pub mv: Option<Move>,
    pub stay: bool,
    /// A box to predict: the page lays these out as the Page's grid.
    #[serde(rename = "box")]
    pub cell: Option<BoxShown>,
    /// Secondary: a choice that waits or declines (Stay in).
    pub second: bool,
}

/// A box of the Page: its words, its colour's row and its count's column,
/// and the used box it crosses out (Magic Card 7; `None` when it crosses none).
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct BoxShown {
    pub label: String,
    pub row: String,
    pub row_index: usize,
    pub count: u8,
    pub cross: Option<String>,
}

/// A card: its words, its picture (the bot's own emoji, drawn by the same
/// code); in the hand also its move and whether it may be played now.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct CardShown {
    pub label: String,
    pub img: String,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional, type = "unknown"))]
    pub mv: Option<Move>,
    pub legal: bool,
}

/// A trick as the page shows it: each card with its seat, the card winning
/// (or that won) marked; `taken`: it is the trick just taken, `said` who won it.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct TrickOnPage {
    /// The round and the trick's number in it ("3-2"): the same trick keeps it.
    pub key: String,
    pub plays: Vec<Played>,
    pub taken: bool,
    pub said: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Played {
    pub seat: usize,
    pub card: CardShown,
    pub wins: bool,
}

/// A round of the card game's score sheet.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ScoreRow {
    pub round: u8,
    pub bids: Vec<u8>,
    pub tricks: Vec<u8>,
    pub scores: Vec<i32>,
    pub totals: Vec<i32>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct DieShown {
    pub label: String,
    pub img: String,
}

/// The Seer's throw: which dice may be thrown, at least how many, or exactly those.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RollShown {
    pub dice: Vec<u8>,
    pub min: u8,
    pub exact: bool,
    pub label: String,
    pub of: String,
}

/// Magic Card 4: the faces two dice may be set to.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SetShown {
    pub faces: Vec<FaceShown>,
    pub label: String,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct FaceShown {
    pub label: String,
}

/// A dice round as it ended: its Seer, and what each seat predicted and wrote.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RoundShown {
    pub round: u32,
    pub seer: String,
    pub cells: Vec<String>,
}

/// What the game shows besides the seats: the card game's hand, trick, trump
/// card and score sheet; the dice game's dice, throw, rounds and Pages.
#[derive(Clone, Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Shown {
    pub title: String,
    pub lines: Vec<String>,
    pub hand: Vec<CardShown>,
    pub trick: Option<TrickOnPage>,
    pub trump_card: Option<CardShown>,
    pub scores: Vec<ScoreRow>,
    pub dice: Vec<Option<DieShown>>,
    pub roll: Option<RollShown>,
    pub set: Option<SetShown>,
    pub rounds: Vec<RoundShown>,
    /// The seat's own Page as it stands (a key that changes with it), for its picture.
    pub page: Option<String>,
    /// Everyone's final Page is shown (the game is over).
    pub pages: bool,
    /// The suit led in the trick on the table, in words.
    pub led: Option<String>,
    /// The last trick taken (this round's, or the round before's last until
    /// the next is won), with a key that changes with each trick: the page
    /// lets a trick it has not shown whole linger before moving on.
    pub taken: Option<TrickOnPage>,
    /// The trick taken before `taken`, in the same round.
    pub before: Option<TrickOnPage>,
    /// The round just ended: everyone's bid, tricks and points, until the
    /// next round's first card.
    pub summary: Option<SummaryShown>,
    /// What the seat may pick ahead of its turn now (`present::ahead`): a
    /// bid (one of `bids`) or a card of its hand; sent when the turn comes
    /// if still allowed.
    pub ahead: Option<crate::present::ahead::Ahead>,
    /// The bids the seat may pick ahead (while `ahead` is a bid).
    pub bids: Vec<BidShown>,
}

/// A bid one may pick ahead: its number and the move the bot takes for it.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct BidShown {
    pub n: u8,
    #[serde(rename = "move")]
    #[cfg_attr(test, ts(type = "unknown"))]
    pub mv: Move,
}

/// A finished game: the winners, every seat from first place to last.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct EndShown {
    pub title: String,
    pub winner: String,
    pub standings: Vec<Standing>,
    pub back: Option<String>,
    pub back_label: String,
    pub still: String,
    /// Rematch's label, for a seated person (a daily try has none).
    pub rematch: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Standing {
    pub seat: usize,
    pub place: usize,
    /// 🥇 🥈 🥉 as Discord shows them; empty below third place.
    pub medal: &'static str,
    pub points: String,
    pub you: bool,
    /// Among the winners (first place).
    pub won: bool,
}

/// The page's own words, in the link's language.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Words {
    pub trump: String,
    pub last_trick: String,
    pub hand: String,
    pub cannot: String,
    pub you: String,
    pub scores: String,
    pub round: String,
    pub chart: String,
    pub page: String,
    pub no_cross: String,
    pub cross_ask: String,
    /// Back from the cross-out question to the grid: another box.
    pub cross_back: String,
    pub set: String,
    pub not_sent: String,
    pub held: String,
    pub rounds: String,
    pub seer: String,
    pub pages: String,
    pub dealer: String,
    pub bid_tricks: String,
    pub points: String,
    pub sheet: String,
    pub picked: String,
    pub dropped: String,
    pub not_yet: String,
    pub sound: String,
    pub clock: String,
    /// A seat's clock's words; `{when}` and `{left}` are the page's to fill
    /// (in the reader's own time).
    pub clock_until: String,
    pub clock_stands: String,
    pub clock_paused: String,
    pub clock_away: String,
    pub clock_rests: String,
    pub rematch_opened: String,
    pub reconnecting: String,
}

impl Words {
    fn of(lang: Lang) -> Words {
        Words {
            trump: t!(lang, "picture-trump"),
            last_trick: t!(lang, "table-last-trick"),
            hand: t!(lang, "hand-cards"),
            cannot: t!(lang, "web-cannot-play"),
            you: t!(lang, "web-you"),
            scores: t!(lang, "web-scores"),
            round: t!(lang, "picture-chart-rounds"),
            chart: t!(lang, "web-chart"),
            page: t!(lang, "web-page"),
            no_cross: t!(lang, "dice-cross-out-none"),
            cross_ask: t!(lang, "web-cross-out-ask"),
            cross_back: t!(lang, "web-cross-out-back"),
            set: t!(lang, "web-set"),
            not_sent: t!(lang, "web-not-sent"),
            held: t!(lang, "web-held"),
            rounds: t!(lang, "web-rounds"),
            seer: t!(lang, "web-seer"),
            pages: t!(lang, "end-pages"),
            dealer: t!(lang, "web-dealer"),
            bid_tricks: t!(lang, "stats-bid-tricks"),
            points: t!(lang, "stats-points"),
            sheet: t!(lang, "web-sheet"),
            picked: t!(lang, "web-picked"),
            dropped: t!(lang, "web-dropped"),
            not_yet: t!(lang, "web-not-yet"),
            sound: t!(lang, "web-sound"),
            clock: t!(lang, "web-clock"),
            clock_until: t!(lang, "web-clock-until", when = "{when}"),
            clock_stands: t!(lang, "web-clock-stands", left = "{left}"),
            clock_paused: t!(lang, "web-clock-paused"),
            clock_away: t!(lang, "web-clock-away", when = "{when}"),
            clock_rests: t!(lang, "web-clock-rests", when = "{when}"),
            rematch_opened: t!(lang, "web-rematch-opened"),
            reconnecting: t!(lang, "web-reconnecting"),
        }
    }
}

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

fn card(c: Card, lang: Lang) -> CardShown {
    CardShown {
        label: card_words(c, lang),
        img: card_base(c),
        mv: None,
        legal: false,
    }
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

/// Each seat's name as the page writes it (`present::label`): the person's
/// name where the bot knows it, else "Player n"; "Computer n (level)".
pub fn seat_names(s: &Snapshot, names: Names, lang: Lang) -> Vec<String> {
    crate::present::SeatLabel::all(s)
        .iter()
        .map(|l| l.name(names, lang))
        .collect()
}

/// A choice in words: what it writes, names or predicts.
fn offer_shown(o: &Offer, view: &View, lang: Lang) -> OfferShown {
    let mut shown = OfferShown {
        label: String::new(),
        mv: o.action(view),
        stay: false,
        cell: None,
        second: false,
    };
    shown.label = match *o {
        Offer::Bid(n) => n.to_string(),
        Offer::Trump(suit) => suit_name(suit, lang),
        Offer::Predict { cell, cross_out } => {
            shown.cell = Some(BoxShown {
                label: box_text(cell, lang),
                row: colour(cell.colour, lang),
                row_index: cell.colour.index(),
                count: cell.count,
                cross: cross_out.map(|c| t!(lang, "web-cross-out", cell = box_text(c, lang))),
            });
            box_text(cell, lang)
        }
        Offer::Colour(c) => t!(lang, "dice-wizard-colour-option", colour = colour_name(c, lang)),
        Offer::Write(w) => w.said(lang),
        Offer::Stop => t!(lang, "dice-button-stop"),
        Offer::Stay => {
            shown.stay = true;
            shown.second = true;
            t!(lang, "dice-button-stay")
        }
    };
    shown
}

/// The card game's part: the hand, the trick to show, trump, the score sheet.
fn wizard_shown(v: &WizardView, seen: &Seen, names: &[String], lang: Lang) -> Shown {
    let hand = v
        .hand
        .iter()
        .flatten()
        .map(|&c| CardShown {
            mv: Some(Move::Wizard(wizard::Action::Play(c))),
            legal: v.legal.contains(&wizard::Action::Play(c)),
            ..card(c, lang)
        })
        .collect();
    let last = crate::present::trick::last_taken_numbered(v);
    let taken =
        last.map(|(round, count, t)| trick_on_page(t, format!("{round}-{count}"), t.winner, t.winner, names, lang));
    let before = crate::present::trick::taken_before(v)
        .map(|(round, count, t)| trick_on_page(t, format!("{round}-{count}"), t.winner, t.winner, names, lang));
    let trick = crate::present::trick::shown(v).map(|(which, t, best)| match which {
        TrickShown::Taken => taken
            .clone()
            .unwrap_or_else(|| trick_on_page(t, String::new(), best, best, names, lang)),
        TrickShown::OnTable => {
            let key = format!("{}-{}", v.round, crate::present::trick::on_table_number(v));
            trick_on_page(t, key, best, None, names, lang)
        }
    });
    // The round just ended, until the next round's first card.
    let between = crate::present::trick::between_rounds(v);
    let summary = v
        .history
        .last()
        .filter(|_| between || v.phase == PhaseView::Over)
        .map(|r| {
            let seats: Vec<String> = (0..v.players)
                .map(|i| {
                    t!(
                        lang,
                        "web-summary-seat",
                        bid = r.bids[i],
                        tricks = r.tricks[i],
                        points = signed(r.scores[i].into())
                    )
                })
                .collect();
            SummaryShown {
                title: t!(lang, "web-summary", round = r.round),
                seats,
            }
        });
    // Ahead of the turn: a bid not yet made while the dealer names trump or
    // others bid, a card once the bid is in (the turn DM and Discord's hand
    // panel keep the same rule).
    let ahead = seen.ahead;
    let bids = match ahead {
        Some(crate::present::ahead::Ahead::Bid) => (0..=v.cards)
            .map(|n| BidShown {
                n,
                mv: Move::Wizard(wizard::Action::Bid(n)),
            })
            .collect(),
        _ => Vec::new(),
    };
    let led = crate::present::trick::on_table(v)
        .and_then(|t| t.led)
        .map(|suit| plain(t!(lang, "trick-led", suit = suit_name(suit, lang))));
    Shown {
        title: t!(lang, "table-title", round = v.round, rounds = v.rounds),
        lines: vec![plain(match seen.trump.unwrap_or(Trump::NoTrump) {
            Trump::Suit(t) => t!(lang, "table-trump", suit = suit_name(t, lang)),
            Trump::NoTrump => t!(lang, "table-no-trump"),
            // "A Wizard was turned: Anna chooses trump", never "No trump" while she does.
            Trump::Choosing { dealer } => t!(
                lang,
                "table-trump-choosing",
                name = isolated(&names.get(dealer).cloned().unwrap_or_default())
            ),
        })],
        hand,
        trick,
        trump_card: v.trump_card.map(|c| card(c, lang)),
        led,
        taken,
        before,
        summary,
        ahead,
        bids,
        scores: v
            .history
            .iter()
            .map(|r| ScoreRow {
                round: r.round,
                bids: r.bids.iter().copied().collect(),
                tricks: r.tricks.iter().copied().collect(),
                scores: r.scores.iter().copied().collect(),
                totals: r.totals.iter().copied().collect(),
            })
            .collect(),
        ..Shown::default()
    }
}

/// A trick's cards with their seats; `best` the card marked (winning so
/// far, or the winner's); `winner` said in words once it is taken.
fn trick_on_page(
    t: &TrickView,
    key: String,
    best: Option<usize>,
    winner: Option<usize>,
    names: &[String],
    lang: Lang,
) -> TrickOnPage {
    TrickOnPage {
        key,
        plays: t
            .plays
            .iter()
            .map(|&(seat, c)| Played {
                seat,
                card: card(c, lang),
                wins: Some(seat) == best,
            })
            .collect(),
        taken: winner.is_some(),
        said: winner
            .and_then(|w| names.get(w))
            .map(|w| t!(lang, "web-trick-won", name = isolated(w))),
    }
}

/// A seat's count against its bid, with a shape as well as words.
fn pace(standing: Option<crate::present::Standing>, lang: Lang) -> String {
    match standing {
        Some(crate::present::Standing::Needs(n)) => t!(lang, "web-pace-short", n = n),
        Some(crate::present::Standing::Has) => t!(lang, "web-pace-made"),
        Some(crate::present::Standing::Over(n)) => t!(lang, "web-pace-over", n = n),
        None => String::new(),
    }
}

/// The dice game's part: each die, the Seer's throw and the faces Magic Card
/// 4 may set, the Seer, the roll, the Wizard Colour and the Magic Card in
/// words, each round as it ended, the Pages.
fn dice_shown(v: &DiceView, names: &[String], over: bool, lang: Lang) -> Shown {
    let dice = v
        .dice
        .iter()
        .map(|f| {
            f.map(|f| DieShown {
                label: face_words(f, lang),
                img: die_base(f),
            })
        })
        .collect();
    let rolls = v.legal.iter().any(|a| matches!(a, dice::Action::Roll(_)));
    let roll = v.roll_choice.filter(|_| rolls).map(|rc| RollShown {
        dice: rc.dice.iter().map(|d| d as u8).collect(),
        min: rc.min,
        exact: rc.exact,
        label: t!(lang, "dice-button-roll"),
        of: t!(lang, "web-dice-chosen"),
    });
    let set = v
        .legal
        .iter()
        .any(|a| matches!(a, dice::Action::Set { .. }))
        .then(|| SetShown {
            faces: Face::ALL
                .iter()
                // In `Face::ALL`'s order: the page names a face by its place here.
                .map(|&f| FaceShown {
                    label: face_words(f, lang),
                })
                .collect(),
            label: t!(lang, "dice-set-placeholder"),
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
    let rounds = v
        .reports
        .iter()
        .map(|r| RoundShown {
            round: r.round,
            seer: names.get(r.seer).cloned().unwrap_or_default(),
            cells: (0..v.players)
                .map(|seat| match (r.predictions[seat], r.written[seat]) {
                    (Some(b), Some(w)) => format!("{} · {}", box_text(b, lang), written_text(&w, lang)),
                    (Some(b), None) => box_text(b, lang),
                    (None, _) => t!(lang, "dice-prediction-passed"),
                })
                .collect(),
        })
        .collect();
    // The seat's Page changes once a round at most: its picture is asked
    // again only then.
    let page = v
        .viewer
        .and_then(|s| v.pages.get(s))
        .map(|p| format!("{}-{}-{}-{}", v.round, p.boxes.len(), p.total, p.x_count));
    Shown {
        title: t!(lang, "dice-title", round = v.round),
        lines: lines.into_iter().map(plain).collect(),
        dice,
        roll,
        set,
        rounds,
        page,
        pages: over,
        ..Shown::default()
    }
}

/// A finished game's end: the winners, every seat from first place to
/// last with its points, and the way back to the game in Discord.
fn end_shown(s: &Snapshot, seen: &Seen, called: &[String], lang: Lang, back: Option<String>) -> Option<EndShown> {
    let (places, totals) = s.standings()?;
    let standings = FinalPlace::ordered(&places, &totals)
        .into_iter()
        .map(|p| Standing {
            seat: p.seat,
            place: p.place,
            medal: medal(p.place),
            points: t!(lang, "web-end-points", points = signed(p.points)),
            you: Some(p.seat) == seen.seat,
            won: seen.winners.contains(&p.seat),
        })
        .collect();
    let names: Vec<String> = seen
        .winners
        .iter()
        .filter_map(|&w| called.get(w).map(|n| isolated(n)))
        .collect();
    Some(EndShown {
        title: t!(lang, "end-title"),
        winner: plain(t!(
            lang,
            "end-winner",
            names = names.join(", "),
            count = seen.winners.len()
        )),
        standings,
        back,
        back_label: t!(lang, "web-back"),
        still: t!(lang, "web-read-only"),
        // The same Rematch as Discord's: the same people and computer players, a new lobby.
        rematch: (seen.seat.is_some() && s.options.daily.is_none()).then(|| t!(lang, "button-rematch")),
    })
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
pub fn state(s: &Snapshot, link: &Link, names: Names, back: Option<String>) -> PageState {
    let lang = link.lang;
    let seen = crate::present::seen(s, seat_shown(s, link));
    let called = seat_names(s, names, lang);
    let status = match s.status {
        GameStatus::Lobby => Status::Lobby,
        GameStatus::Running if s.is_over() => Status::Over,
        GameStatus::Running => Status::Playing,
        GameStatus::Finished => Status::Over,
        GameStatus::Cancelled => Status::Cancelled,
    };
    let seats = seen
        .labels
        .iter()
        .map(|l| SeatShown {
            name: called[l.seat].clone(),
            computer: l.is_computer(),
            you: Some(l.seat) == seen.seat,
            figures: figures(seen.view.as_ref(), l.seat, lang),
            acts: seen.acting.contains(&l.seat),
            dealer: matches!(&seen.view, Some(View::Wizard(v)) if v.dealer == l.seat && status == Status::Playing),
            pace: pace(seen.standing(l.seat), lang),
            clock: seen.clocks.seats.get(l.seat).copied().flatten(),
        })
        .collect();
    let shown = match &seen.view {
        Some(View::Wizard(v)) => wizard_shown(v, &seen, &called, lang),
        Some(View::Dice(v)) => dice_shown(v, &called, status == Status::Over, lang),
        None => Shown {
            title: t!(lang, "err-not-started"),
            ..Shown::default()
        },
    };
    let end = match status {
        Status::Over => end_shown(s, &seen, &called, lang, back),
        _ => None,
    };
    let waited = |seats: &[usize]| {
        seats
            .iter()
            .filter(|&&x| Some(x) != seen.seat)
            .map(|&x| isolated(&called[x]))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let said = match (status, &seen.asked, &end) {
        (Status::Cancelled, _, _) => t!(lang, "cancelled-title"),
        (Status::Lobby, _, _) => t!(lang, "err-not-started"),
        (Status::Over, _, Some(end)) => end.winner.clone(),
        (Status::Over, _, None) => t!(lang, "hand-over"),
        (_, asked, _) if asked.is_turn() => format!("▶ {}", plain(asked.said(waited, lang))),
        // A watcher is told so, and whom the game waits for.
        (_, Asked::Watching, _) if !seen.acting.is_empty() => format!(
            "{} {}",
            Asked::Watching.said(waited, lang),
            Asked::Waiting {
                seats: seen.acting.clone()
            }
            .said(waited, lang)
        ),
        (_, asked, _) => asked.said(waited, lang),
    };
    let offers = match &seen.view {
        Some(v) => seen.offers.iter().map(|o| offer_shown(o, v, lang)).collect(),
        None => Vec::new(),
    };
    let drawn = s.drawn();
    PageState {
        game: s.id,
        kind: s.kind,
        version: s.version,
        status,
        seat: seen.seat,
        lang: lang.code(),
        drawn: DrawnAt {
            round: drawn.round,
            roll: drawn.roll,
        },
        asked: seen.asked.clone(),
        turn: status == Status::Playing && seen.asked.is_turn(),
        said,
        ran_out: crate::text::moves::played_for_you(&seen.played_for_you, lang),
        later: seen.later.map(|mv| LaterShown {
            mv,
            said: match mv {
                Some(mv) => t!(lang, "later-left", move = crate::text::moves::move_words(mv, lang)),
                None => t!(lang, "later-offer"),
            },
        }),
        dropped: seen
            .dropped
            .map(|mv| t!(lang, "later-dropped", move = crate::text::moves::move_words(mv, lang))),
        since: None,
        seats,
        offers,
        shown,
        end,
        // The first running clock's time (at a turn-based table a vacation's
        // or a night's end is no one's time running out).
        clock: seen
            .clocks
            .runs_out
            .filter(|_| status == Status::Playing)
            .map(|until| Clock {
                until,
                now: crate::table::now_ms(),
            }),
        words: Words::of(lang),
    }
}

/// The page's script reads `PageState` through TypeScript declarations
/// generated from the types above (ts-rs), which `npm run check` (CI) checks
/// it against: a field renamed here fails that check once the declarations
/// are written again, and this test fails until they are.
#[cfg(test)]
mod declared {
    use ts_rs::{Config, TS};

    use super::*;

    /// `view-types.d.ts` as the types above make it.
    fn declarations() -> String {
        // The page reads JSON numbers: a game's id and a version are far below 2^53.
        let cfg = Config::new().with_large_int("number");
        let decls = [
            PageState::decl(&cfg),
            GameKind::decl(&cfg),
            crate::present::Clock::decl(&cfg),
            Status::decl(&cfg),
            DrawnAt::decl(&cfg),
            Asked::decl(&cfg),
            crate::present::ahead::Ahead::decl(&cfg),
            LaterShown::decl(&cfg),
            SinceShown::decl(&cfg),
            SeatShown::decl(&cfg),
            OfferShown::decl(&cfg),
            BoxShown::decl(&cfg),
            Shown::decl(&cfg),
            BidShown::decl(&cfg),
            CardShown::decl(&cfg),
            TrickOnPage::decl(&cfg),
            Played::decl(&cfg),
            ScoreRow::decl(&cfg),
            DieShown::decl(&cfg),
            RollShown::decl(&cfg),
            SetShown::decl(&cfg),
            FaceShown::decl(&cfg),
            RoundShown::decl(&cfg),
            SummaryShown::decl(&cfg),
            EndShown::decl(&cfg),
            Standing::decl(&cfg),
            Clock::decl(&cfg),
            Words::decl(&cfg),
            crate::web::routes::moves::Played::decl(&cfg),
        ];
        let mut out = String::from(
            "// What the bot sends the table page (src/web/view.rs) and what the page sends back (MoveSent,\n\
             // src/web/routes/moves.rs), for page.js's type check.\n\
             // Generated by `WIZARD_WRITE_TYPES=1 cargo test --lib web::view::declared`; do not edit.\n",
        );
        for decl in decls {
            out.push_str("export ");
            out.push_str(&decl);
            out.push('\n');
        }
        out
    }

    #[test]
    fn the_page_reads_the_types_the_bot_sends() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web/view-types.d.ts");
        let made = declarations();
        if std::env::var_os("WIZARD_WRITE_TYPES").is_some() {
            std::fs::write(&path, &made).unwrap();
        }
        let written = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(made.contains("export type PageState = {") && made.contains("asked: Asked"));
        assert!(
            written == made,
            "src/web/view-types.d.ts is not what src/web/view.rs sends: \
             WIZARD_WRITE_TYPES=1 cargo test --lib web::view::declared writes it again"
        );
    }
}
