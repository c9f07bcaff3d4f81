//! A player's private hand (ephemeral), drawn from their seat's view: the
//! cards (or, bidding blind under Clairvoyance, the others' cards), and the
//! decisions open to them as buttons — bids (every bid a button, the
//! Plus/Minus One bid shown disabled with its reason, the bids so far), the
//! dealer's trump choice, their legal cards (the others disabled, and why).

use crate::discord::cards::choice::CardMove;
use crate::discord::parts::{Button, Emoji, Row, Style};
use crate::discord::seat::Suggest;

use crate::discord::cards::choice::HandChoice;
use crate::discord::cards::table::{bid_text, led_line, trick_text, trump_line};
use crate::discord::screen::Screen;
use crate::discord::screen::TableInfo;
use crate::discord::screen::embed;
use crate::engine::wizard::{Action, BidView, PhaseView, Suit, WizardView};
use crate::present::{Ahead, Standing, trick};
use crate::t;
use crate::table::Move;
use crate::text::cards::{card_emoji, card_words, suit_emoji, suit_name, suit_text};
use crate::text::catalogue::Lang;
use crate::text::moves::move_words;

/// Buttons per row for `n` choices: four, which a phone shows as two lines
/// of two (five wrap into three lines), unless that would take more than
/// four rows (a fifth is kept for Suggest); then Discord's five.
fn per_row(n: usize) -> usize {
    if n <= 16 { 4 } else { 5 }
}

/// The bids so far in bidding order (from the dealer's left), the viewer's
/// place among them marked: "Bids so far: Anna 2 · **you** · Ben –".
fn bids_so_far(v: &WizardView, info: &TableInfo, lang: Lang) -> String {
    let order = (1..=v.players).map(|i| (v.dealer + i) % v.players);
    let bids = order
        .map(|s| {
            let bid = bid_text(v.bids[s], lang);
            if Some(s) == v.viewer {
                t!(lang, "hand-bids-you", bid = bid)
            } else {
                t!(lang, "hand-bids-other", name = info.seats.name(s, lang), bid = bid)
            }
        })
        .collect::<Vec<_>>()
        .join(" · ");
    t!(lang, "hand-bids-so-far", bids = bids)
}

/// What the viewer may leave for later now (`present::ahead`), where the
/// table keeps such a move (turn-based).
fn later_on(info: &TableInfo) -> Option<Ahead> {
    info.seen.later?;
    info.seen.ahead
}

/// The hand's words: whose turn it is (bold), then trump, the trick, the
/// viewer's bid and what it still needs, the bids so far and why cards are greyed.
fn hand_text(v: &WizardView, info: &TableInfo, lang: Lang) -> String {
    let me = v.viewer;
    let can_play = v.legal.iter().any(|a| matches!(a, Action::Play(_)));
    let mut lines = Vec::new();
    // Beside the table, trump, the trick and the bids are the table's.
    let alone = !info.beside_table;
    if alone {
        lines.push(trump_line(info, lang));
    }
    // Why some cards are greyed out: the led suit must be followed.
    let must_follow = match (&v.hand, trick::on_table(v).and_then(|t| t.led)) {
        (Some(h), Some(led)) if can_play && h.iter().any(|c| !v.legal.contains(&Action::Play(*c))) => Some(led),
        _ => None,
    };
    if alone && let Some(t) = trick::on_table(v) {
        lines.push(t!(lang, "hand-trick", cards = trick_text(t, info, lang)));
        // "You must follow Blue" below names the led suit too.
        if must_follow.is_none() {
            lines.extend(led_line(v, t, lang));
        }
    }
    if let Some(s) = me
        && let Some(BidView::Shown(b)) = v.bids.get(s)
    {
        lines.push(t!(lang, "hand-your-bid", bid = *b));
        lines.extend(info.seen.standing(s).map(|standing| match standing {
            Standing::Has => t!(lang, "hand-need-none"),
            Standing::Needs(n) => t!(lang, "hand-need-more", n = n),
            Standing::Over(n) => t!(lang, "hand-over-by", n = n),
        }));
    }
    if v.phase == PhaseView::Bidding {
        if alone {
            lines.push(bids_so_far(v, info, lang));
        }
        if v.variants.plus_minus_one && me != Some(v.dealer) {
            lines.push(t!(
                lang,
                "hand-dealer-may-not",
                name = info.seats.name(v.dealer, lang),
                tricks = v.cards
            ));
        }
    }
    if let Some(led) = must_follow {
        lines.push(t!(lang, "hand-must-follow", suit = suit_text(led, lang)));
    }
    let status = info.seen.asked.said(|seats| info.seats.names(seats, lang), lang);
    // What is left for later, or that something may be, right under whose turn it is.
    let left = info.seen.later.flatten();
    if let Some(mv) = left {
        lines.insert(0, t!(lang, "later-left", move = move_words(mv, lang)));
    } else if later_on(info).is_some() {
        lines.insert(0, t!(lang, "later-offer"));
    }
    format!("**{status}**\n{}", lines.join("\n"))
}

/// The viewer's choices as buttons: the trump's suits, every bid, or the
/// hand's cards (those that may not be played greyed).
fn choice_rows(v: &WizardView, info: &TableInfo, lang: Lang) -> Vec<Row> {
    let act = |choice| CardMove {
        game: info.game,
        version: info.version,
        round: u32::from(v.round),
        choice,
    };
    let can_bid = v.legal.iter().any(|a| matches!(a, Action::Bid(_)));
    let can_trump = v.legal.iter().any(|a| matches!(a, Action::ChooseTrump(_)));
    let mut components = Vec::new();
    if can_trump {
        components.push(Row::Buttons(
            Suit::ALL
                .iter()
                .map(|&s| {
                    Button::new(act(HandChoice::Trump(s)))
                        .label(suit_name(s, lang))
                        .emoji(Emoji::Unicode(suit_emoji(s).into()))
                        .style(Style::Primary)
                })
                .collect(),
        ));
    } else if can_bid {
        let forbidden = v.forbidden_bid;
        // Every bid is a button (up to 21: five rows of five), so a bid is one click.
        let buttons: Vec<Button> = (0..=v.cards)
            .map(|b| {
                let button = Button::new(act(HandChoice::Bid(b)));
                if Some(b) == forbidden {
                    button
                        .label(t!(lang, "hand-forbidden-button", bid = b))
                        .style(Style::Secondary)
                        .disabled(true)
                } else {
                    button.label(b.to_string()).style(Style::Primary)
                }
            })
            .collect();
        for row in buttons.chunks(per_row(buttons.len())) {
            components.push(Row::Buttons(row.to_vec()));
        }
    } else if let Some(on) = later_on(info) {
        components.extend(later_rows(v, info, on, lang));
    } else if v.phase == PhaseView::Playing
        && let Some(h) = &v.hand
    {
        let buttons: Vec<Button> = h
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                let legal = v.legal.contains(&Action::Play(c));
                // The card's face where the bot's emoji are known, else its
                // colour; the label keeps its words (what a screen reader reads).
                let emoji = match info.emoji.card(c) {
                    Some(e) => e.reaction(),
                    None => Emoji::Unicode(card_emoji(c).into()),
                };
                crate::discord::screen::choice_button(act(HandChoice::Play(i as u8)), card_words(c, lang), emoji, legal)
            })
            .collect();
        for row in buttons.chunks(per_row(buttons.len())) {
            components.push(Row::Buttons(row.to_vec()));
        }
    }
    components
}

/// The choices a person may leave for later, as buttons: every bid, or
/// every card (whether it may be played is known when the turn comes); the
/// one left is green, and a last row takes it back.
fn later_rows(v: &WizardView, info: &TableInfo, on: Ahead, lang: Lang) -> Vec<Row> {
    let act = |choice| CardMove {
        game: info.game,
        version: info.version,
        round: u32::from(v.round),
        choice,
    };
    let left = info.seen.later.flatten();
    let style = |mv: Action| match left == Some(Move::Wizard(mv)) {
        true => Style::Success,
        false => Style::Secondary,
    };
    let buttons: Vec<Button> = match on {
        Ahead::Bid => (0..=v.cards)
            .map(|b| {
                Button::new(act(HandChoice::LaterBid(b)))
                    .label(b.to_string())
                    .style(style(Action::Bid(b)))
            })
            .collect(),
        Ahead::Card => v
            .hand
            .iter()
            .flatten()
            .enumerate()
            .map(|(i, &c)| {
                let emoji = match info.emoji.card(c) {
                    Some(e) => e.reaction(),
                    None => Emoji::Unicode(card_emoji(c).into()),
                };
                Button::new(act(HandChoice::LaterPlay(i as u8)))
                    .label(card_words(c, lang))
                    .emoji(emoji)
                    .style(style(Action::Play(c)))
            })
            .collect(),
    };
    let mut rows: Vec<Row> = buttons
        .chunks(per_row(buttons.len()))
        .map(|row| Row::Buttons(row.to_vec()))
        .collect();
    if left.is_some() {
        let back = Button::new(act(HandChoice::LaterOff))
            .label(t!(lang, "button-later-off"))
            .style(Style::Secondary);
        // Beside the last bids when they leave room (21 bids fill five rows but one).
        let full = rows.len() == 5;
        match rows.last_mut() {
            Some(Row::Buttons(last)) if last.len() < 5 && full => last.push(back),
            _ => rows.push(Row::Buttons(vec![back])),
        }
    }
    rows
}

pub fn hand(v: &WizardView, info: &TableInfo, lang: Lang, notice: Option<String>) -> Screen {
    // Beside the table, whose title names the round, the hand needs none.
    let mut embed = match info.beside_table {
        true => crate::discord::screen::untitled(),
        false => embed(t!(lang, "hand-title", round = v.round, rounds = v.rounds)),
    }
    .description(hand_text(v, info, lang));
    // While cards are played, the buttons are the hand (every card, those
    // that may not be played greyed): not shown twice.
    let playing = v.legal.iter().any(|a| matches!(a, Action::Play(_))) || later_on(info) == Some(Ahead::Card);
    if let Some(h) = v.hand.as_ref().filter(|_| !playing) {
        embed = embed.field(
            t!(lang, "hand-cards"),
            if h.is_empty() {
                "–".into()
            } else {
                info.emoji.cards_text(h, lang)
            },
            false,
        );
    }
    if v.seen_hands.iter().any(Option::is_some) {
        let seen = v
            .seen_hands
            .iter()
            .enumerate()
            .filter_map(|(s, h)| {
                h.as_ref().map(|h| {
                    t!(
                        lang,
                        "hand-seen",
                        name = info.seats.name(s, lang),
                        cards = info.emoji.cards_text(h, lang)
                    )
                })
            })
            .collect::<Vec<_>>()
            .join("\n");
        embed = embed.field(t!(lang, "hand-blind"), seen, false);
    }
    if v.legal.iter().any(|a| matches!(a, Action::Bid(_)))
        && let Some(f) = v.forbidden_bid
    {
        embed = embed.field("\u{200b}", t!(lang, "hand-forbidden", bid = f, tricks = v.cards), false);
    }
    let mut components = choice_rows(v, info, lang);
    if info.hints && !v.legal.is_empty() {
        let hint = Suggest {
            game: info.game,
            version: info.version,
        };
        crate::discord::screen::add_suggest(&mut components, hint, lang);
    }
    Screen {
        content: notice.unwrap_or_default(),
        embeds: vec![embed],
        components,
        ping: Vec::new(),
        ..Screen::default()
    }
}
