//! "Since your last move" in a few lines (`table::since_last_move`): the
//! card game's bids in one line, each trick with its cards and who won it,
//! the cards on the table now; the dice game's Seers, predictions, rolls,
//! leaves and scores. The newest lines are kept when there are many.

use crate::engine::Seat;
use crate::engine::dice::Event as DiceEvent;
use crate::engine::wizard::Event as WizardEvent;
use crate::t;
use crate::table::Happened;
use crate::text::cards::{card, suit_text};
use crate::text::catalogue::Lang;
use crate::text::dice::{box_text, colour, magic_card_name};

/// Lines kept (the newest): a phone's DM stays short.
pub const SINCE_LINES: usize = 8;

/// The lines for `happened`, each seat named by `name`; empty when nothing happened.
pub fn since_lines(happened: &[Happened], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    let mut bids: Vec<String> = Vec::new();
    let mut trick: Vec<String> = Vec::new();
    let flush_bids = |bids: &mut Vec<String>, lines: &mut Vec<String>| {
        if !bids.is_empty() {
            lines.push(t!(lang, "since-bids", bids = bids.join(" · ")));
            bids.clear();
        }
    };
    for h in happened {
        match h {
            Happened::Wizard(e) => match e {
                WizardEvent::Dealt { round, trump, .. } => {
                    flush_bids(&mut bids, &mut lines);
                    let trump = match trump {
                        Some(s) => suit_text(*s, lang),
                        None => t!(lang, "alt-no-trump"),
                    };
                    lines.push(t!(lang, "since-dealt", round = *round, trump = trump));
                }
                WizardEvent::TrumpChosen { suit } => {
                    lines.push(t!(lang, "since-trump-chosen", suit = suit_text(*suit, lang)))
                }
                WizardEvent::BidPlaced { seat, tricks } => bids.push(match tricks {
                    Some(n) => format!("{} {n}", name(*seat)),
                    None => format!("{} ?", name(*seat)),
                }),
                WizardEvent::BidsRevealed => {}
                WizardEvent::CardPlayed { seat, card: c } => {
                    flush_bids(&mut bids, &mut lines);
                    trick.push(format!("{} {}", name(*seat), card(*c, lang)));
                }
                WizardEvent::TrickWon { seat } => {
                    let cards = std::mem::take(&mut trick).join(" · ");
                    lines.push(t!(lang, "since-trick", name = name(*seat), cards = cards));
                }
                WizardEvent::RoundScored { round } => {
                    flush_bids(&mut bids, &mut lines);
                    lines.push(t!(lang, "since-round-scored", round = *round));
                }
                WizardEvent::GameOver => {}
            },
            Happened::Dice(e) => {
                let line = match e {
                    DiceEvent::RoundStarted { round, seer } => {
                        Some(t!(lang, "since-seer", round = *round, name = name(*seer)))
                    }
                    DiceEvent::MagicCardDrawn(m) => Some(t!(lang, "since-magic", card = magic_card_name(*m, lang))),
                    DiceEvent::Predicted {
                        seat,
                        prediction: Some((count, c)),
                    } => Some(t!(
                        lang,
                        "since-predicted",
                        name = name(*seat),
                        what = format!("{count} {}", colour(*c, lang))
                    )),
                    DiceEvent::Predicted { seat, prediction: None } => {
                        Some(t!(lang, "since-predicted-secret", name = name(*seat)))
                    }
                    DiceEvent::Passed { seat } => Some(t!(lang, "since-passed", name = name(*seat))),
                    DiceEvent::CrossedOut { seat, cell } => Some(t!(
                        lang,
                        "since-crossed",
                        name = name(*seat),
                        cell = box_text(*cell, lang)
                    )),
                    DiceEvent::Rolled { roll, .. } => Some(t!(lang, "since-rolled", roll = *roll)),
                    DiceEvent::Left { seat } => Some(t!(lang, "since-left", name = name(*seat))),
                    DiceEvent::Scored { seat, .. } => Some(t!(lang, "since-scored", name = name(*seat))),
                    DiceEvent::RoundEnded { round, .. } => Some(t!(lang, "since-round-over", round = *round)),
                    _ => None,
                };
                lines.extend(line);
            }
        }
    }
    flush_bids(&mut bids, &mut lines);
    if !trick.is_empty() {
        lines.push(t!(lang, "since-table", cards = trick.join(" · ")));
    }
    if lines.len() > SINCE_LINES {
        let cut = lines.len() - (SINCE_LINES - 1);
        let mut kept = vec![t!(lang, "since-more", n = cut)];
        kept.extend(lines.split_off(cut));
        lines = kept;
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::{SINCE_LINES, since_lines};
    use crate::engine::wizard::{Card, Event, Suit};
    use crate::table::Happened;
    use crate::text::catalogue::Lang;

    #[test]
    fn bids_tricks_and_the_table_read_in_a_few_lines_and_many_keep_the_newest() {
        let name = |seat: usize| ["Ana", "Ben", "Cal"][seat].to_string();
        let red7 = Card::suited(Suit::Red, 7).expect("a card");
        let happened: Vec<Happened> = [
            Event::BidPlaced {
                seat: 1,
                tricks: Some(2),
            },
            Event::BidPlaced { seat: 2, tricks: None },
            Event::CardPlayed { seat: 1, card: red7 },
            Event::CardPlayed {
                seat: 2,
                card: Card::JESTER,
            },
            Event::CardPlayed {
                seat: 0,
                card: Card::WIZARD,
            },
            Event::TrickWon { seat: 0 },
            Event::CardPlayed { seat: 0, card: red7 },
        ]
        .into_iter()
        .map(Happened::Wizard)
        .collect();
        let lines = since_lines(&happened, &name, Lang::En);
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(lines[0], "Bids: Ben 2 · Cal ?.");
        assert!(lines[1].starts_with("Ana won the trick: Ben "), "{}", lines[1]);
        assert!(lines[2].starts_with("On the table: Ana "), "{}", lines[2]);
        let many: Vec<Happened> = (0..30).map(|_| Happened::Wizard(Event::TrickWon { seat: 1 })).collect();
        let lines = since_lines(&many, &name, Lang::En);
        assert_eq!(lines.len(), SINCE_LINES);
        assert_eq!(lines[0], "… and 23 earlier.");
    }
}
