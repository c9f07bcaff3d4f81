//! The public table message of a card-game round, drawn from the spectator's
//! view: round, dealer, turned card and trump, bids and tricks, the trick card
//! by card, the last trick, scores, and who must act (mentioned, so notified).
//! Also the same message's final form once the round is scored.

use crate::discord::parts::{Button, Embed, Row, Style};
use crate::discord::seat::MyHand;

use crate::discord::screen::embed;
use crate::discord::screen::{Screen, TableInfo};
use crate::engine::wizard::{BidView, CardKind, RoundResult, TrickView, WizardView};
use crate::present::Called;
use crate::present::{Standing, Trump, trick};
use crate::t;
use crate::text::card_hint::signed;
use crate::text::cards::suit_text;
use crate::text::catalogue::Lang;

/// A trick card by card, the card winning it marked; a complete trick says who won it.
pub fn trick_text(trick: &TrickView, info: &TableInfo, lang: Lang) -> String {
    let cards = trick
        .plays
        .iter()
        .map(|&(seat, c)| {
            let play = format!("{} {}", info.seats.name(seat, lang), info.emoji.card_text(c, lang));
            if trick.winner.is_none() && trick.winning == Some(seat) && trick.plays.len() > 1 {
                t!(lang, "trick-winning", play = play)
            } else {
                play
            }
        })
        .collect::<Vec<_>>()
        .join(" · ");
    match trick.winner {
        Some(w) => t!(lang, "table-trick-won", cards = cards, name = info.seats.name(w, lang)),
        None => cards,
    }
}

/// What the trick's lead asks of the others: the led suit (saying so when a
/// Jester led and a later card set it), a Wizard's free lead, or nothing yet.
pub fn led_line(v: &WizardView, trick: &TrickView, lang: Lang) -> Option<String> {
    if v.variants.one_colour {
        return None;
    }
    let first = trick.plays.first()?.1;
    Some(match trick.led {
        Some(suit) => {
            let named = suit_text(suit, lang);
            if first.kind() == CardKind::Jester {
                t!(lang, "trick-led-after-jester", suit = named)
            } else {
                t!(lang, "trick-led", suit = named)
            }
        }
        None if first.kind() == CardKind::Wizard => t!(lang, "trick-led-wizard"),
        None => t!(lang, "trick-led-jesters"),
    })
}

/// Where a player stands against their bid (`present::standing`), in words:
/// "needs 2 more", "has their tricks — wants no more", "over by 1".
pub fn standing_words(standing: Standing, lang: Lang) -> String {
    match standing {
        Standing::Has => t!(lang, "standing-made"),
        Standing::Needs(n) => t!(lang, "standing-needs", n = n),
        Standing::Over(n) => t!(lang, "standing-over", n = n),
    }
}

pub fn bid_text(bid: BidView, lang: Lang) -> String {
    match bid {
        BidView::NotYet => t!(lang, "bid-not-yet"),
        BidView::Placed => t!(lang, "bid-placed"),
        BidView::Shown(b) => b.to_string(),
    }
}

/// The trump line of a round.
pub fn trump_line(info: &TableInfo, lang: Lang) -> String {
    match info.seen.trump.unwrap_or(Trump::NoTrump) {
        Trump::Choosing { dealer } => t!(lang, "table-trump-choosing", name = info.seats.name(dealer, lang)),
        Trump::Suit(s) => t!(lang, "table-trump", suit = suit_text(s, lang)),
        Trump::NoTrump => t!(lang, "table-no-trump"),
    }
}

/// Who must act now, mentioned, and until when (`present::called`); and the
/// people it mentions (so notifies).
fn to_act_line(info: &TableInfo, lang: Lang) -> (String, Vec<u64>) {
    let names = |seats: &[usize]| info.seats.names(seats, lang);
    let call = &info.seen.called;
    let ping = info.seats.humans(&call.addressed(info.seats.owners));
    // "Your bid, please" is for people: computers are waited for, not addressed.
    let line = match call {
        Called::Waiting(s) => t!(lang, "table-waiting", names = names(s)),
        Called::Trump(s) => t!(lang, "table-act-trump", names = names(s)),
        Called::Bid { seats, all: true } => t!(lang, "table-act-bid-all", names = names(seats)),
        Called::Bid { seats, all: false } => t!(lang, "table-act-bid", names = names(seats)),
        Called::Play(s) => t!(lang, "table-act-play", names = names(s)),
        // Nothing to call; the dice game's calls never come from a card table.
        _ => String::new(),
    };
    (crate::discord::screen::timed(line, info, lang), ping)
}

/// The round's public message; with its picture (`info.pictured`) only
/// what the picture cannot say: who must act and by when (the content), and
/// what just happened (a trick's winner, else the last trick).
pub fn round_table(v: &WizardView, info: &TableInfo, lang: Lang) -> Screen {
    let embed = if info.pictured {
        pictured_round(v, info, lang)
    } else {
        round_in_words(v, info, lang)
    };
    let (content, ping) = to_act_line(info, lang);
    Screen {
        content,
        embeds: vec![embed],
        components: vec![Row::Buttons(vec![
            Button::new(MyHand {
                game: info.game,
                version: info.version,
            })
            .label(t!(lang, "button-my-hand"))
            .emoji('🎴')
            .style(Style::Primary),
        ])],
        ping,
        ..Screen::default()
    }
}

/// The round beside its picture: title, the trick just won or else the last
/// trick (who played what, and who won it: the picture shows the trick being
/// played, not the one before).
fn pictured_round(v: &WizardView, info: &TableInfo, lang: Lang) -> Embed {
    let embed = embed(t!(lang, "table-title", round = v.round, rounds = v.rounds));
    let embed = match trick::last_taken(v) {
        Some(last) => embed.field(t!(lang, "table-last-trick"), trick_text(last, info, lang), false),
        None => embed,
    };
    embed.footer(crate::discord::screen::footer(info.game, lang))
}

/// The round above a daily try's hand, beside its picture: its title, and
/// in one line what happened since the player's last decision — the round
/// before scored for them (`scored`, at a round's start), else who won the
/// last trick and with what. No footer: the panel is the player's own.
pub fn above_hand(v: &WizardView, seat: usize, scored: Option<&RoundResult>, info: &TableInfo, lang: Lang) -> Embed {
    let embed = embed(t!(lang, "table-title", round = v.round, rounds = v.rounds));
    let won = trick::last_taken(v);
    let line = match (scored, won) {
        (Some(r), _) => Some(t!(
            lang,
            "daily-round-scored",
            round = r.round,
            bid = r.bids[seat],
            tricks = r.tricks[seat],
            score = format!("{:+}", r.scores[seat]).replace('-', "−"),
            points = signed(r.totals[seat].into())
        )),
        (None, Some(t)) => t.winner.and_then(|w| {
            let card = t.plays.iter().find(|(s, _)| *s == w)?.1;
            Some(t!(
                lang,
                "daily-last-trick",
                name = info.seats.name(w, lang),
                card = info.emoji.card_text(card, lang)
            ))
        }),
        (None, None) => None,
    };
    match line {
        Some(line) => embed.description(line),
        None => embed,
    }
}

/// The round in words alone (no picture): everything the picture would show.
fn round_in_words(v: &WizardView, info: &TableInfo, lang: Lang) -> Embed {
    let seats = &info.seats;
    let mut lines = vec![t!(lang, "table-dealer", name = seats.name(v.dealer, lang))];
    if let Some(c) = v.trump_card {
        lines.push(t!(lang, "table-turned", card = info.emoji.card_text(c, lang)));
    }
    lines.push(trump_line(info, lang));
    match v.bids_total() {
        Some(sum) => lines.push(t!(lang, "table-bids-total", bids = sum, tricks = v.cards)),
        None => lines.push(t!(lang, "table-bids-hidden")),
    }
    let acting = &info.seen.acting;
    let players = (0..v.players)
        .map(|s| {
            // Tricks with what they mean against the bid: "0 (needs 1 more)".
            let tricks = match info.seen.standing(s) {
                Some(standing) => format!("{} ({})", v.tricks[s], standing_words(standing, lang)),
                None => v.tricks[s].to_string(),
            };
            let mut line = t!(
                lang,
                "table-player-line",
                name = seats.name(s, lang),
                bid = bid_text(v.bids[s], lang),
                tricks = tricks,
                points = signed(v.totals[s].into())
            );
            if acting.contains(&s) {
                line = format!("▶ {line}");
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n");
    let trick = match trick::on_table(v) {
        Some(t) => match led_line(v, t, lang) {
            Some(led) => format!("{}\n{led}", trick_text(t, info, lang)),
            None => trick_text(t, info, lang),
        },
        None => t!(lang, "table-trick-empty"),
    };
    let mut embed = embed(t!(lang, "table-title", round = v.round, rounds = v.rounds))
        .description(lines.join("\n"))
        .field(t!(lang, "table-players"), players, false)
        .field(t!(lang, "table-trick"), trick, false);
    if let Some(last) = trick::last_taken(v) {
        embed = embed.field(t!(lang, "table-last-trick"), trick_text(last, info, lang), false);
    }
    embed.footer(crate::discord::screen::footer(info.game, lang))
}

/// The round's message once the round is scored: bids, tricks and points, no buttons.
/// The message closing a round: its scores, and its last trick when known
/// (that trick plays itself, so this is where players first see it).
pub fn scored_round(r: &RoundResult, rounds: u8, last: Option<&TrickView>, info: &TableInfo, lang: Lang) -> Screen {
    let players = (0..r.bids.len())
        .map(|s| {
            t!(
                lang,
                "table-player-scored",
                name = info.seats.name(s, lang),
                bid = r.bids[s],
                tricks = r.tricks[s],
                score = format!("{:+}", r.scores[s]).replace('-', "−"),
                points = signed(r.totals[s].into())
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let trump = match r.trump {
        Some(s) => t!(lang, "table-trump", suit = suit_text(s, lang)),
        None => t!(lang, "table-no-trump"),
    };
    let embed = embed(t!(lang, "table-title-scored", round = r.round, rounds = rounds))
        .description(format!(
            "{}\n{trump}",
            t!(lang, "table-dealer", name = info.seats.name(r.dealer, lang))
        ))
        .field(t!(lang, "table-players"), players, false);
    let embed = match last {
        Some(t) => embed.field(t!(lang, "table-last-trick"), trick_text(t, info, lang), false),
        None => embed,
    }
    .footer(crate::discord::screen::footer(info.game, lang));
    Screen {
        content: String::new(),
        embeds: vec![embed],
        components: Vec::new(),
        ping: Vec::new(),
        ..Screen::default()
    }
}
