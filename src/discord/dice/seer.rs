//! The Seer's controls, on the Seer's own Page (Discord shows a public
//! message's components to everyone, so only a private Page can offer them to
//! the Seer alone): two dice to set (Magic Card 4), the Wizard Colour, which
//! dice to throw and a Roll button that throws them, and Stop. Choosing dice
//! only redraws the Page with the choice; Roll throws.

use crate::discord::parts::{Button, Row, Select, SelectOption, Style};

use crate::discord::dice::choice::DiceChoice;
use crate::discord::dice::dice_click;
use crate::discord::screen::TableInfo;
use crate::engine::dice::{Action, Colour, DicePhaseView, DiceSet, DiceView, Face, WizardColour};
use crate::t;
use crate::text::catalogue::Lang;
use crate::text::dice::{colour, dice_numbers, face, face_mark};

/// Whether `chosen` is a throw the Seer may make now (the engine's legal actions say).
pub fn may_throw(v: &DiceView, chosen: DiceSet) -> bool {
    v.legal.contains(&Action::Roll(chosen))
}

/// The Seer's controls for the viewer when they are the Seer (else none).
/// `chosen`: dice picked in the re-roll select, not thrown yet. `stop`: offer
/// a plain Stop (the Page offers Stop with its scores when it can show them).
pub fn seer_controls(v: &DiceView, info: &TableInfo, lang: Lang, chosen: Option<DiceSet>, stop: bool) -> Vec<Row> {
    if v.viewer != Some(v.seer) {
        return Vec::new();
    }
    let click = |choice| dice_click(info, v.round, choice);
    let mut rows = Vec::new();
    let mut buttons = Vec::new();
    match v.phase {
        DicePhaseView::SettingDice => {
            let mut options = Vec::new();
            for (i, &f) in Face::ALL.iter().enumerate() {
                for &g in &Face::ALL[i..] {
                    let label = format!("{} + {}", face(f, lang), face(g, lang));
                    options.push(SelectOption::new(label, format!("{}{}", f.letter(), g.letter())));
                }
            }
            rows.push(Row::SelectMenu(
                Select::new(click(DiceChoice::Set), options).placeholder(t!(lang, "dice-set-placeholder")),
            ));
        }
        DicePhaseView::Rolling | DicePhaseView::AfterRoll => {
            if v.wizard_colour_open {
                let named = match v.wizard_colour {
                    WizardColour::Colour(c) => Some(c),
                    _ => None,
                };
                let options = Colour::ALL
                    .iter()
                    .map(|&c| {
                        SelectOption::new(
                            t!(lang, "dice-wizard-colour-option", colour = colour(c, lang)),
                            c.letter().to_string(),
                        )
                        .default_selection(Some(c) == named)
                    })
                    .collect();
                rows.push(Row::SelectMenu(
                    Select::new(click(DiceChoice::WizardColour), options)
                        .placeholder(t!(lang, "dice-wizard-colour-placeholder")),
                ));
            }
            if let Some(rc) = v.roll_choice {
                let throw = if rc.exact {
                    Some(rc.dice)
                } else {
                    let chosen = chosen.filter(|&c| may_throw(v, c));
                    let options: Vec<SelectOption> = rc
                        .dice
                        .iter()
                        .map(|d| {
                            let label = t!(lang, "dice-die-option", die = d + 1, face = face_mark(v.dice[d], lang));
                            let option = SelectOption::new(label, d.to_string())
                                .default_selection(chosen.is_some_and(|c| c.contains(d)));
                            // The die's face beside its words, where the bot's emoji are known.
                            match v.dice[d].and_then(|f| info.emoji.die(f)) {
                                Some(e) => option.emoji(e.reaction()),
                                None => option,
                            }
                        })
                        .collect();
                    let max = options.len() as u8;
                    rows.push(Row::SelectMenu(
                        Select::new(click(DiceChoice::Reroll { roll: v.roll }), options)
                            .placeholder(t!(
                                lang,
                                "dice-reroll-placeholder",
                                roll = v.roll + 1,
                                max = v.max_rolls,
                                min = rc.min
                            ))
                            .min_values(rc.min.max(1))
                            .max_values(max),
                    ));
                    chosen
                };
                if let Some(dice) = throw {
                    buttons.push(
                        Button::new(click(DiceChoice::Roll { roll: v.roll, dice }))
                            .label(if dice == DiceSet::ALL {
                                t!(lang, "dice-button-roll")
                            } else {
                                t!(lang, "dice-button-roll-these", dice = dice_numbers(dice))
                            })
                            .emoji('🎲')
                            .style(Style::Primary),
                    );
                }
            }
            if v.may_stop && stop {
                buttons.push(
                    Button::new(click(DiceChoice::Stop {
                        roll: v.roll,
                        jester: None,
                    }))
                    .label(t!(lang, "dice-button-stop"))
                    .emoji('✋')
                    .style(Style::Secondary),
                );
            }
        }
        _ => {}
    }
    if !buttons.is_empty() {
        rows.push(Row::Buttons(buttons));
    }
    rows
}
