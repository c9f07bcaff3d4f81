//! The public table message of a Wizard Dice round, drawn from the
//! spectator's view: the Seer, the Magic Card with its rule, predictions
//! (secret ones hidden), the Wizard Colour, the seven dice with the roll
//! number and what was thrown, who is in and who left with what, X counts,
//! who must act (mentioned), "Take this roll" and "My page" (the Seer's
//! controls are on the Seer's Page). Also the same message's final form once
//! the round is over.

use crate::discord::parts::{Button, Emoji, Row, Style};
use crate::discord::seat::MyHand;

use crate::discord::dice::choice::DiceChoice;
use crate::discord::dice::dice_click;
use crate::discord::screen::Screen;
use crate::discord::screen::TableInfo;
use crate::discord::screen::embed;
use crate::engine::dice::{Colour, DicePhaseView, DiceSet, DiceView, PredictionView, RoundReport};
use crate::present::Called;
use crate::t;
use crate::text::catalogue::Lang;
use crate::text::dice::{
    box_text, colour_emoji, dice_numbers, magic_card, magic_card_name, prediction_text, wizard_colour_line,
};

pub use crate::text::dice::written_text;

fn counts_line(counts: [u8; 4], lang: Lang) -> String {
    let parts = Colour::ALL
        .iter()
        .map(|&c| format!("{} {}", colour_emoji(c), counts[c.index()]))
        .collect::<Vec<_>>()
        .join(" · ");
    t!(lang, "dice-counts", counts = parts)
}

/// Who must act now, mentioned, and until when (`present::called`). Only
/// people are addressed: computer players are waited for ("Waiting for …"),
/// never asked to act.
fn to_act_line(info: &TableInfo, lang: Lang) -> (String, Vec<u64>) {
    let names = |seats: &[usize]| info.seats.names(seats, lang);
    let name = |seat: usize| info.seats.name(seat, lang);
    let call = &info.seen.called;
    let ping = call.addressed(info.seats.owners);
    let line = match call {
        Called::Nothing => String::new(),
        Called::SetDice(seer) => t!(lang, "dice-act-set", name = name(*seer)),
        Called::Predict { people, all: true } => t!(lang, "dice-act-predict-all", names = names(people)),
        Called::Predict { people, all: false } => t!(lang, "dice-act-predict", names = names(people)),
        Called::Roll(seer) => t!(lang, "dice-act-roll", name = name(*seer)),
        Called::AfterRoll { seer, others } if others.is_empty() => {
            t!(lang, "dice-act-after-roll-alone", name = name(*seer))
        }
        Called::AfterRoll { seer, others } => {
            t!(lang, "dice-act-after-roll", name = name(*seer), others = names(others))
        }
        Called::OthersTake { seer, others } => {
            t!(lang, "dice-act-others-take", name = name(*seer), others = names(others))
        }
        Called::Score(people) => t!(lang, "dice-act-score", names = names(people)),
        Called::Waiting(seats) => t!(lang, "table-waiting", names = names(seats)),
        // The card game's calls never come from a dice table.
        Called::Trump(_) | Called::Bid { .. } | Called::Play(_) => String::new(),
    };
    (
        crate::discord::screen::timed(line, info, lang),
        info.seats.humans(&ping),
    )
}

/// The round's header lines: Seer, Magic Card, Wizard Colour.
fn header(v: &DiceView, info: &TableInfo, lang: Lang) -> Vec<String> {
    // The Seer also with a picture: a name there cannot be a mention.
    let mut lines = vec![t!(lang, "dice-seer", name = info.seats.name(v.seer, lang))];
    if let Some(n) = v.magic_card {
        lines.push(magic_card(n, lang));
    }
    let colour = wizard_colour_line(v.wizard_colour, v.wizard_colour_named, v.wizard_colour_open, lang);
    // Beside a player's Page, on a phone: the Seer and the colour share a line.
    match (info.beside_table, v.magic_card) {
        (true, None) => lines[0] = format!("{} · {colour}", lines[0]),
        _ => lines.push(colour),
    }
    lines
}

fn dice_block(v: &DiceView, info: &TableInfo, lang: Lang) -> String {
    if v.dice.iter().all(Option::is_none) {
        return t!(lang, "dice-no-roll");
    }
    let mut lines = Vec::new();
    if v.roll == 0 {
        lines.push(t!(lang, "dice-set-only"));
    } else {
        lines.push(t!(lang, "dice-roll", roll = v.roll, max = v.max_rolls));
    }
    lines.push(info.emoji.dice_line(&v.dice, lang));
    if v.roll > 1 && !v.thrown.is_empty() && v.thrown != DiceSet::ALL {
        lines.push(t!(lang, "dice-thrown", dice = dice_numbers(v.thrown)));
    }
    if let Some(c) = v.counts {
        lines.push(counts_line(c, lang));
    }
    lines.join("\n")
}

fn player_lines(v: &DiceView, info: &TableInfo, lang: Lang) -> String {
    let acting = &info.seen.acting;
    (0..v.players)
        .map(|s| {
            let status = match (v.written[s], v.predictions[s]) {
                (Some(w), _) => written_text(&w, lang),
                (None, PredictionView::Passed) => t!(lang, "dice-status-passed"),
                (None, PredictionView::NotYet) => t!(lang, "dice-status-waiting"),
                (None, _) => t!(lang, "dice-status-in"),
            };
            let page = &v.pages[s];
            // Beside a Page (a daily panel), "in" after a prediction goes without saying.
            let still_in = v.written[s].is_none() && matches!(v.predictions[s], PredictionView::Shown { .. });
            let id = match info.beside_table && still_in {
                true => "dice-player-line-in",
                false => "dice-player-line",
            };
            let mut line = t!(
                lang,
                id,
                name = info.seats.name(s, lang),
                prediction = prediction_text(v.predictions[s], lang),
                status = status,
                xs = page.x_count,
                target = v.x_target,
                points = crate::text::card_hint::signed(page.total.into())
            );
            if let Some(b) = v.crossed[s] {
                line.push_str(&t!(lang, "dice-crossed-out", cell = box_text(b, lang)));
            }
            if acting.contains(&s) {
                line = format!("▶ {line}");
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What anyone still in may do after a roll besides the Seer (whose controls
/// are on the Seer's Page): "Take this roll", and "Stay in" while the table
/// offers it (a computer Seer waits for someone: `Snapshot::stay`).
pub fn after_roll_buttons(v: &DiceView, info: &TableInfo, lang: Lang) -> Vec<Button> {
    let click = |choice| dice_click(info, v.round, choice);
    let mut buttons = Vec::new();
    if matches!(v.phase, DicePhaseView::Rolling | DicePhaseView::AfterRoll)
        && v.may_stop
        && v.in_round.iter().any(|&s| s != v.seer)
    {
        buttons.push(
            Button::new(click(DiceChoice::Take {
                roll: v.roll,
                jester: None,
            }))
            .label(t!(lang, "dice-button-take"))
            .emoji('📥')
            .style(Style::Success),
        );
        if !info.stay.is_empty() {
            buttons.push(
                Button::new(click(DiceChoice::Stay { roll: v.roll }))
                    .label(t!(lang, "dice-button-stay"))
                    .style(Style::Secondary),
            );
        }
    }
    buttons
}

/// The public round message with the Seer's controls, "Take this roll" and "My page".
pub fn dice_table(v: &DiceView, info: &TableInfo, lang: Lang) -> Screen {
    let mut description = header(v, info, lang);
    if let Some(next) = v
        .next_seer
        .filter(|_| v.predictions.iter().all(|p| *p != PredictionView::NotYet) && !info.beside_table)
    {
        description.push(t!(lang, "dice-next-seer", name = info.seats.name(next, lang)));
    }
    // Magic Card 10's rule is in the header and "everyone predicts now, in
    // secret" in the turn line: said once each, not again in a field.
    let embed = embed(t!(lang, "dice-title", round = v.round)).description(description.join("\n"));
    // With the picture the dice are the picture (faces, roll, thrown and
    // kept, counts, the Wizard Colour once named): not said twice.
    // Beside a Page (a daily try's panel), dice not yet rolled go unsaid and
    // the panel needs no game number.
    let unrolled = v.dice.iter().all(Option::is_none);
    let embed = if info.pictured || (info.beside_table && unrolled) {
        embed
    } else {
        embed.field(t!(lang, "dice-dice"), dice_block(v, info, lang), false)
    };
    let embed = embed.field(t!(lang, "table-players"), player_lines(v, info, lang), false);
    let embed = match info.beside_table {
        true => embed,
        false => embed.footer(crate::discord::screen::footer(info.game, lang)),
    };
    let mut components = Vec::new();
    let mut buttons = after_roll_buttons(v, info, lang);
    if v.phase != DicePhaseView::Over {
        buttons.push(
            Button::new(MyHand {
                game: info.game,
                version: info.version,
            })
            .label(t!(lang, "button-my-page"))
            .emoji(Emoji::Unicode("📜".into()))
            .style(Style::Primary),
        );
    }
    if !buttons.is_empty() {
        components.push(Row::Buttons(buttons));
    }
    let (content, ping) = to_act_line(info, lang);
    Screen {
        content,
        embeds: vec![embed],
        components,
        ping,
        ..Screen::default()
    }
}

/// The round's message once the round is over: the last dice, every
/// prediction and what each player wrote; no buttons.
pub fn scored_dice_round(r: &RoundReport, players: usize, info: &TableInfo, lang: Lang) -> Screen {
    let mut description = vec![t!(lang, "dice-seer", name = info.seats.name(r.seer, lang))];
    if let Some(n) = r.magic_card {
        description.push(magic_card_name(n, lang));
    }
    description.push(wizard_colour_line(r.wizard_colour, true, false, lang));
    description.push(t!(lang, "dice-next-seer", name = info.seats.name(r.next_seer, lang)));
    let dice = format!(
        "{}\n{}",
        t!(lang, "dice-roll-last", roll = r.rolls),
        info.emoji.dice_line(&r.dice, lang)
    );
    let players = (0..players)
        .map(|s| {
            let prediction = match r.predictions[s] {
                Some(b) => box_text(b, lang),
                None => t!(lang, "dice-prediction-passed"),
            };
            let status = r.written[s].map(|w| written_text(&w, lang)).unwrap_or_default();
            let mut line = t!(
                lang,
                "dice-player-scored",
                name = info.seats.name(s, lang),
                prediction = prediction,
                status = status
            );
            if let Some(b) = r.crossed[s] {
                line.push_str(&t!(lang, "dice-crossed-out", cell = box_text(b, lang)));
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n");
    let embed = embed(t!(lang, "dice-title-scored", round = r.round))
        .description(description.join("\n"))
        .field(t!(lang, "dice-dice"), dice, false)
        .field(t!(lang, "table-players"), players, false)
        .footer(crate::discord::screen::footer(info.game, lang));
    Screen {
        content: String::new(),
        embeds: vec![embed],
        components: Vec::new(),
        ping: Vec::new(),
        ..Screen::default()
    }
}
