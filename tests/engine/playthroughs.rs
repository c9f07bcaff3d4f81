//! Golden playthroughs (OpenSpiel's `integration_tests/playthroughs`): complete
//! seeded games of both games — each variant family, a dice game that draws
//! every Magic Card — written as text, one block per step: the step as its
//! record event, who must and who may act, the public view, and each seat's
//! view (a seat's line is printed when it changed). The files in
//! `tests/playthroughs/` are checked in; a change to the rules, the views or
//! what stays hidden shows up as a diff. `UPDATE_PLAYTHROUGHS=1` rewrites them.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::fmt::Write as _;
use std::path::PathBuf;

use wizard_bot::engine::dice::{
    self, DicePhaseView, DiceSetup, DiceState, DiceView, MagicCard, PredictionView, Step as DiceStep,
};
use wizard_bot::engine::wizard::{self, BidView, Variants, WizardSetup, WizardState, WizardView};
use wizard_bot::engine::{SeatSet, Turn, Viewer};

fn list<T>(items: impl IntoIterator<Item = T>, f: impl Fn(T) -> String) -> String {
    format!("[{}]", items.into_iter().map(f).collect::<Vec<_>>().join(" "))
}

fn seats(s: SeatSet) -> String {
    list(s.iter(), |x| x.to_string())
}

fn turn_line(t: Turn) -> String {
    format!("  must {} may {}\n", seats(t.must), seats(t.may))
}

fn wizard_action(a: &wizard::Action) -> String {
    match a {
        wizard::Action::Bid(n) => format!("b{n}"),
        wizard::Action::Play(c) => c.to_string(),
        wizard::Action::ChooseTrump(s) => format!("t{}", s.letter()),
    }
}

fn bid(b: &BidView) -> String {
    match b {
        BidView::NotYet => "-".into(),
        BidView::Placed => "?".into(),
        BidView::Shown(n) => n.to_string(),
    }
}

fn wizard_public(v: &WizardView) -> String {
    let trick = v
        .trick
        .as_ref()
        .map(|t| list(&t.plays, |(s, c)| format!("{s}:{c}")))
        .unwrap_or_default();
    format!(
        "  public: round {} {:?} dealer {} turned {} trump {} bids {} tricks {} trick {trick} totals {}\n",
        v.round,
        v.phase,
        v.dealer,
        v.trump_card.map(|c| c.to_string()).unwrap_or("-".into()),
        v.trump.map(|s| s.letter().to_string()).unwrap_or("-".into()),
        list(&v.bids, bid),
        list(&v.tricks, |t| t.to_string()),
        list(&v.totals, |t| t.to_string()),
    )
}

fn wizard_seat(v: &WizardView) -> String {
    let hand = v
        .hand
        .as_ref()
        .map(|h| list(h, |c| c.to_string()))
        .unwrap_or("hidden".into());
    let seen: Vec<String> = v
        .seen_hands
        .iter()
        .enumerate()
        .filter_map(|(s, h)| h.as_ref().map(|h| format!("{s}:{}", list(h, |c| c.to_string()))))
        .collect();
    let mut line = format!(
        "hand {hand} bids {} legal {}",
        list(&v.bids, bid),
        list(&v.legal, wizard_action)
    );
    if !seen.is_empty() {
        let _ = write!(line, " sees {}", seen.join(" "));
    }
    if let Some(f) = v.forbidden_bid {
        let _ = write!(line, " forbidden {f}");
    }
    line
}

fn dice_action(a: &dice::Action) -> String {
    match a {
        dice::Action::Predict {
            count,
            colour,
            cross_out,
        } => {
            let x = cross_out.map(|b| format!("-x{}{}", b.count, b.colour.letter()));
            format!("P{count}{}{}", colour.letter(), x.unwrap_or_default())
        }
        dice::Action::WizardColour(c) => format!("W{}", c.letter()),
        dice::Action::Set { dice, faces } => format!("set{}{}={}{}", dice[0], dice[1], faces[0], faces[1]),
        dice::Action::Roll(set) => format!("roll{}", list(set.iter(), |d| d.to_string())),
        dice::Action::Leave { jester_score, roll } => format!("leave{roll}{}", if *jester_score { "J" } else { "" }),
        dice::Action::Stop { jester_score } => format!("stop{}", if *jester_score { "J" } else { "" }),
        dice::Action::Score { jester_score } => format!("score{}", if *jester_score { "J" } else { "" }),
    }
}

fn prediction(p: &PredictionView) -> String {
    match p {
        PredictionView::NotYet => "-".into(),
        PredictionView::Passed => "pass".into(),
        PredictionView::Secret => "?".into(),
        PredictionView::Shown { count, colour } => format!("{count}{}", colour.letter()),
    }
}

fn dice_public(v: &DiceView) -> String {
    format!(
        "  public: round {} seer {} card {} {:?} predictions {} colour {:?} dice {} roll {}/{} in {} written {:?} xs {} totals {}\n",
        v.round,
        v.seer,
        v.magic_card.map(|c| c.number().to_string()).unwrap_or("-".into()),
        v.phase,
        list(&v.predictions, prediction),
        v.wizard_colour,
        list(&v.dice, |f| f.map(|f| f.to_string()).unwrap_or(".".into())),
        v.roll,
        v.max_rolls,
        list(&v.in_round, |s| s.to_string()),
        v.written
            .iter()
            .map(|w| w.map(|w| (w.mark, w.jester)))
            .collect::<Vec<_>>(),
        list(&v.pages, |p| p.x_count.to_string()),
        list(&v.pages, |p| p.total.to_string()),
    )
}

fn dice_seat(v: &DiceView) -> String {
    let mut line = format!(
        "predictions {} legal {}",
        list(&v.predictions, prediction),
        list(&v.legal, dice_action)
    );
    if let Some(o) = v.score_options {
        let _ = write!(line, " writes {:?} or {:?}", o.plain, o.jester);
    }
    line
}

/// Appends each seat's line when it changed since it was last printed.
fn seat_lines(out: &mut String, last: &mut [String], lines: Vec<String>) {
    for (s, line) in lines.into_iter().enumerate() {
        if last[s] != line {
            let _ = writeln!(out, "  seat {s}: {line}");
            last[s] = line;
        }
    }
}

fn wizard_game(players: usize, variants: Variants, seed: u64) -> String {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut state = WizardState::new(WizardSetup::new(players, seed as usize % players, variants).unwrap());
    let mut out = format!(
        "# Wizard, {players} players, variants {:?}, seed {seed}\n",
        variants.names()
    );
    let mut last = vec![String::new(); players];
    let mut events = Vec::new();
    let mut n = 0;
    loop {
        let mut step = None;
        if !wizard_bot::simulate::wizard::random_step(&mut state, &mut rng, &mut events, &mut |s| step = Some(s)) {
            break;
        }
        n += 1;
        let step = serde_json::to_string(&step.expect("a step was logged")).unwrap();
        let _ = writeln!(out, "step {n}: {step}");
        out.push_str(&turn_line(state.turn()));
        out.push_str(&wizard_public(&state.view(Viewer::Spectator)));
        seat_lines(
            &mut out,
            &mut last,
            (0..players)
                .map(|s| wizard_seat(&state.view(Viewer::Seat(s))))
                .collect(),
        );
    }
    assert!(state.is_over(), "the game was played to its end");
    let _ = writeln!(out, "over: totals {:?} winners {:?}", state.totals(), state.winners());
    out
}

fn dice_game(players: usize, magic_cards: bool, seed: u64) -> (String, Vec<MagicCard>) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut state = DiceState::new(DiceSetup::new(players, 0, 9, magic_cards).unwrap());
    let mut out = format!("# Wizard Dice, {players} players, Magic Cards {magic_cards}, seed {seed}\n");
    let mut last = vec![String::new(); players];
    let mut events = Vec::new();
    let mut drawn = Vec::new();
    let mut n = 0;
    loop {
        let mut steps: Vec<DiceStep> = Vec::new();
        if !wizard_bot::simulate::dice::random_step(&mut state, &mut rng, &mut events, Some(&mut steps)) {
            break;
        }
        if let Some(card) = state.magic_card()
            && !drawn.contains(&card)
        {
            drawn.push(card);
        }
        for step in steps {
            n += 1;
            let _ = writeln!(out, "step {n}: {}", serde_json::to_string(&step).unwrap());
        }
        out.push_str(&turn_line(state.turn()));
        out.push_str(&dice_public(&state.view(Viewer::Spectator)));
        seat_lines(
            &mut out,
            &mut last,
            (0..players).map(|s| dice_seat(&state.view(Viewer::Seat(s)))).collect(),
        );
    }
    assert!(state.is_over(), "the game was played to its end");
    assert_eq!(state.view(Viewer::Spectator).phase, DicePhaseView::Over);
    let _ = writeln!(
        out,
        "over: totals {:?} standings {:?}",
        state.totals(),
        state.standings()
    );
    (out, drawn)
}

/// Compares `text` with the checked-in playthrough `name`, or rewrites it.
fn golden(name: &str, text: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/playthroughs/{name}.txt"));
    if std::env::var_os("UPDATE_PLAYTHROUGHS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_PLAYTHROUGHS=1 writes it)", path.display()));
    if want != text {
        let line = want
            .lines()
            .zip(text.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(want.lines().count().min(text.lines().count()));
        let show = |t: &str| t.lines().nth(line).unwrap_or("<end>").to_string();
        panic!(
            "{name} differs from {} at line {}:\n  stored: {}\n  now:    {}\n(UPDATE_PLAYTHROUGHS=1 rewrites it after review)",
            path.display(),
            line + 1,
            show(&want),
            show(text)
        );
    }
}

#[test]
fn card_game_playthroughs() {
    let v = |names: &[&str]| Variants::from_names(names).unwrap();
    golden("wizard-6-standard", &wizard_game(6, Variants::default(), 1));
    golden(
        "wizard-3-plus-minus-one-clairvoyance",
        &wizard_game(3, v(&["plus_minus_one", "clairvoyance"]), 2),
    );
    golden("wizard-5-covered-bids", &wizard_game(5, v(&["covered_bids"]), 3));
    golden(
        "wizard-6-secret-bids-clairvoyance-every-round",
        &wizard_game(6, v(&["secret_bids", "clairvoyance_every_round"]), 4),
    );
    golden("wizard-4-one-colour", &wizard_game(4, v(&["one_colour"]), 5));
}

#[test]
fn dice_playthroughs() {
    let (plain, none) = dice_game(3, false, 6);
    assert!(none.is_empty());
    golden("dice-3-plain", &plain);
    let (magic, drawn) = dice_game(4, true, 7);
    assert_eq!(drawn.len(), 10, "every Magic Card was drawn: {drawn:?}");
    golden("dice-4-magic-cards", &magic);
}
