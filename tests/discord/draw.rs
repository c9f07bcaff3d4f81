//! The pictures (#14): every screen drawn for random states of both games in
//! every language is a PNG of the expected size within the size budget; the
//! winning card's gold ring is where the winning card lies; public pictures
//! refuse a seat's view and a Page refuses another seat's; secret predictions
//! are not circled on the public Pages.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use resvg::tiny_skia::Pixmap;

use wizard_bot::discord::catalogue::Lang;
use wizard_bot::discord::draw::{self, Picture, card_table, dice, page};
use wizard_bot::engine::dice::{DicePhaseView, DiceSetup, DiceState, Phase, PredictionView};
use wizard_bot::engine::wizard::{Clairvoyance, Variants, Viewer, WizardSetup, WizardState};

/// The most a table or dice picture may weigh (#14's budget).
const MAX_BYTES: usize = 150 * 1024;

fn names(n: usize) -> Vec<String> {
    ["Alice", "Björn", "Chloé", "Dörte", "Éloïse", "Frans"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// Decodes a picture, checking it is a PNG of `width` × `height` within budget.
fn decoded(p: &Picture, width: u32, height: u32) -> Pixmap {
    assert!(p.png.starts_with(b"\x89PNG\r\n\x1a\n"), "{} is not a PNG", p.name);
    assert!(p.png.len() <= MAX_BYTES, "{} is {} bytes", p.name, p.png.len());
    let pixmap = Pixmap::decode_png(&p.png).unwrap_or_else(|e| panic!("{}: {e}", p.name));
    assert_eq!((pixmap.width(), pixmap.height()), (width, height), "{}", p.name);
    pixmap
}

fn rgb(pixmap: &Pixmap, x: f32, y: f32) -> (u8, u8, u8) {
    let c = pixmap.pixel(x as u32, y as u32).expect("inside the picture");
    (c.red(), c.green(), c.blue())
}

const GOLD: (u8, u8, u8) = (0xf2, 0xb7, 0x05);

#[test]
fn card_pictures_of_random_games_are_pngs_of_their_size_in_every_language() {
    use wizard_bot::simulate::wizard::random_step;
    let mut rng = SmallRng::seed_from_u64(14);
    let variants = [
        Variants::default(),
        Variants {
            covered_bids: true,
            clairvoyance: Clairvoyance::FirstRound,
            ..Variants::default()
        },
        Variants {
            one_colour: true,
            ..Variants::default()
        },
    ];
    let (mut tables, mut rings) = (0, 0);
    for v in variants {
        for players in 3..=6 {
            if v.one_colour && players > 4 {
                continue;
            }
            let names = names(players);
            let mut state = WizardState::new(WizardSetup::new(players, 0, v).unwrap());
            let mut step = 0;
            while random_step(&mut state, &mut rng, &mut Vec::new(), &mut |_| {}) {
                step += 1;
                if step % 23 != 0 {
                    continue;
                }
                let view = state.view(Viewer::Spectator);
                let lang = Lang::ALL[step / 23 % 4];
                let p = draw::card_table(&view, &names, lang).expect("drawn");
                let pixmap = decoded(&p, card_table::WIDTH, card_table::HEIGHT);
                tables += 1;
                // The gold ring is around the winning card, and no other.
                if let Some(trick) = view.trick.as_ref().filter(|t| t.plays.len() > 1) {
                    let best = trick.winner.or(trick.winning);
                    for &(seat, _) in &trick.plays {
                        let (x, y) = card_table::trick_card_at(seat, players);
                        let ring = rgb(&pixmap, x - 3.0, y + card_table::CARD_W * 0.7);
                        assert_eq!(ring == GOLD, best == Some(seat), "seat {seat}'s card, {trick:?}");
                    }
                    rings += 1;
                }
            }
            let view = state.view(Viewer::Spectator);
            for lang in Lang::ALL {
                let chart = draw::chart(&view.history, players, &names, lang).expect("a finished game has rounds");
                decoded(&chart, draw::chart::WIDTH, draw::chart::HEIGHT);
            }
        }
    }
    assert!(tables > 100 && rings > 30, "{tables} tables, {rings} tricks checked");
}

#[test]
fn dice_pictures_of_random_games_are_pngs_of_their_size_in_every_language() {
    use wizard_bot::simulate::dice::random_step;
    let mut rng = SmallRng::seed_from_u64(15);
    let mut drawn = 0;
    for magic in [false, true] {
        for players in 2..=5 {
            let names = names(players);
            let mut state = DiceState::new(DiceSetup::new(players, 0, 9, magic).unwrap());
            let mut step = 0;
            while random_step(&mut state, &mut rng, &mut Vec::new(), None) {
                step += 1;
                if step % 5 != 0 || matches!(state.phase(), Phase::MagicCardDue | Phase::Throwing { .. }) {
                    continue;
                }
                let lang = Lang::ALL[step / 5 % 4];
                let view = state.view(Viewer::Spectator);
                let p = draw::dice(&view, &names, lang).expect("drawn");
                let pixmap = decoded(&p, dice::WIDTH, dice::HEIGHT);
                // A die thrown by the last roll has a gold frame; a kept one has none.
                for (i, face) in view.dice.iter().enumerate() {
                    let (x, y) = dice::die_at(i);
                    let frame = rgb(&pixmap, x - 2.0, y + dice::DIE / 2.0);
                    let thrown = view.roll > 0 && view.thrown.contains(i);
                    assert_eq!(frame == GOLD, thrown, "die {} ({face:?}) in {:?}", i + 1, view.phase);
                }
                let seat = step % players;
                let own = state.view(Viewer::Seat(seat));
                let p = draw::page(&own, seat, &names, lang).expect("one's own Page");
                decoded(&p, page::SHEET_W as u32, page::SHEET_H as u32);
                drawn += 2;
            }
            let view = state.view(Viewer::Spectator);
            for lang in Lang::ALL {
                let pages = draw::pages(&view, &names, lang);
                let names: Vec<&str> = pages.iter().map(|p| p.name.as_str()).collect();
                let expected: Vec<String> = (1..=players).map(|n| format!("page-{n}.png")).collect();
                assert_eq!(names, expected);
                for p in &pages {
                    decoded(p, page::SHEET_W as u32, page::SHEET_H as u32);
                }
            }
        }
    }
    assert!(drawn > 200, "{drawn} pictures");
}

#[test]
fn public_pictures_refuse_a_seats_view_and_a_page_another_seats() {
    let mut rng = SmallRng::seed_from_u64(16);
    let state =
        wizard_bot::simulate::wizard::random_game(WizardSetup::new(4, 0, Variants::default()).unwrap(), &mut rng);
    let seat_view = state.view(Viewer::Seat(1));
    assert!(draw::card_table(&seat_view, &names(4), Lang::En).is_none());
    let dice_state = wizard_bot::simulate::dice::random_game(DiceSetup::new(3, 0, 9, true).unwrap(), &mut rng);
    let seat_view = dice_state.view(Viewer::Seat(1));
    assert!(draw::dice(&seat_view, &names(3), Lang::En).is_none());
    assert!(draw::pages(&seat_view, &names(3), Lang::En).is_empty());
    assert!(draw::page(&seat_view, 2, &names(3), Lang::En).is_none());
    assert!(draw::page(&seat_view, 1, &names(3), Lang::En).is_some());
    let spectator = dice_state.view(Viewer::Spectator);
    assert!(draw::page(&spectator, 5, &names(3), Lang::En).is_none(), "no seat 5");
}

/// The red circle of this round's prediction on a Page's SVG.
fn circles(svg: &str) -> usize {
    svg.matches(r##"stroke="#c0392b""##).count()
}

#[test]
fn secret_predictions_are_circled_only_on_their_own_page() {
    use wizard_bot::simulate::dice::random_step;
    let mut rng = SmallRng::seed_from_u64(17);
    let mut secret_seen = 0;
    for _ in 0..40 {
        let mut state = DiceState::new(DiceSetup::new(4, 0, 9, true).unwrap());
        while random_step(&mut state, &mut rng, &mut Vec::new(), None) {
            if !matches!(state.phase(), Phase::SecretPredicting { .. }) {
                continue;
            }
            let names = names(4);
            let public = state.view(Viewer::Spectator);
            let shown = public
                .predictions
                .iter()
                .filter(|p| matches!(p, PredictionView::Shown { .. }))
                .count();
            let made = (0..4).filter(|&s| state.prediction(s).is_some()).count();
            let public_circles: usize = (0..4)
                .map(|seat| circles(&draw::page::page_svg(&public, seat, &names, Lang::En).svg))
                .sum();
            assert_eq!(public_circles, shown);
            for seat in 0..4 {
                let own = state.view(Viewer::Seat(seat));
                let svg = draw::page::page_svg(&own, seat, &names, Lang::En).svg;
                assert_eq!(
                    circles(&svg),
                    usize::from(state.prediction(seat).is_some()),
                    "seat {seat}"
                );
            }
            if made > shown {
                secret_seen += 1;
            }
            assert_ne!(public.phase, DicePhaseView::Over);
        }
    }
    assert!(secret_seen > 0, "no secret prediction met in 40 games with Magic Cards");
}
