//! A game's name and a table's options in words: the variants, Magic Cards,
//! experts' target, hints and turn time as the lobby and `/settings` list them.

use crate::engine::wizard::Clairvoyance;
use crate::t;
use crate::table::{GameKind, TableOptions};
use crate::text::catalogue::Lang;

pub fn game_name(kind: GameKind, lang: Lang) -> String {
    match kind {
        GameKind::Wizard => t!(lang, "game-wizard"),
        GameKind::Dice => t!(lang, "game-dice"),
    }
}

/// The options of a table, one per line.
pub fn options_text(kind: GameKind, options: &TableOptions, lang: Lang) -> String {
    let mut lines = choices(kind, options, lang);
    if kind == GameKind::Wizard && lines.is_empty() {
        lines.push(t!(lang, "variants-none"));
    }
    match options.turn_based {
        Some(hours) => lines.push(t!(lang, "option-turn-based", hours = hours, cap = hours * 2)),
        None => lines.push(t!(lang, "option-turn-time", secs = options.turn_secs)),
    }
    lines.join("\n")
}

/// The variants (card game) or Magic Cards and experts' target (dice) chosen, by name.
pub fn choices(kind: GameKind, options: &TableOptions, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    match kind {
        GameKind::Wizard => {
            let mut names = options.variants.names();
            // "Every round" already says "first round" too.
            if options.variants.clairvoyance == Clairvoyance::EveryRound {
                names.retain(|n| *n != "clairvoyance");
            }
            lines.extend(names.iter().map(|n| t!(lang, &format!("variant-{n}"))));
            if !options.hints {
                lines.push(t!(lang, "option-no-hints"));
            }
        }
        GameKind::Dice => {
            if options.magic_cards {
                lines.push(t!(lang, "option-magic-cards"));
            }
            if options.x_target == 12 {
                lines.push(t!(lang, "option-experts"));
            }
            if !options.hints {
                lines.push(t!(lang, "option-no-hints"));
            }
        }
    }
    lines
}
