//! The pictures (#14): every screen drawn for random states of both games in
//! every language is a PNG of the expected size within the size budget; the
//! winning card's gold ring is where the winning card lies; public pictures
//! refuse a seat's view and a Page refuses another seat's; secret predictions
//! are not circled on the public Pages.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use resvg::tiny_skia::Pixmap;

use wizard_bot::engine::dice::{DicePhaseView, DiceSetup, DiceState, Phase, PredictionView};
use wizard_bot::engine::wizard::{Clairvoyance, Variants, Viewer, WizardSetup, WizardState};
use wizard_bot::pictures::{self, Picture, card_table, dice, page};
use wizard_bot::text::catalogue::Lang;

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
                let p = pictures::card_table_of(&view, &names, lang).expect("drawn");
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
                let chart = pictures::chart(&view.history, players, &names, lang).expect("a finished game has rounds");
                decoded(&chart, pictures::chart::WIDTH, pictures::chart::HEIGHT);
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
                let p = pictures::dice(&view, &names, lang).expect("drawn");
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
                let p = pictures::page(&own, seat, &names, lang).expect("one's own Page");
                decoded(&p, page::SHEET_W as u32, page::SHEET_H as u32);
                drawn += 2;
            }
            let view = state.view(Viewer::Spectator);
            for lang in Lang::ALL {
                let pages = pictures::pages(&view, &names, lang);
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
    assert!(pictures::card_table_of(&seat_view, &names(4), Lang::En).is_none());
    let dice_state = wizard_bot::simulate::dice::random_game(DiceSetup::new(3, 0, 9, true).unwrap(), &mut rng);
    let seat_view = dice_state.view(Viewer::Seat(1));
    assert!(pictures::dice(&seat_view, &names(3), Lang::En).is_none());
    assert!(pictures::pages(&seat_view, &names(3), Lang::En).is_empty());
    assert!(pictures::page(&seat_view, 2, &names(3), Lang::En).is_none());
    assert!(pictures::page(&seat_view, 1, &names(3), Lang::En).is_some());
    let spectator = dice_state.view(Viewer::Spectator);
    assert!(
        pictures::page(&spectator, 5, &names(3), Lang::En).is_none(),
        "no seat 5"
    );
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
                .map(|seat| circles(&pictures::page::page_svg(&public, seat, &names, Lang::En).svg))
                .sum();
            assert_eq!(public_circles, shown);
            for seat in 0..4 {
                let own = state.view(Viewer::Seat(seat));
                let svg = pictures::page::page_svg(&own, seat, &names, Lang::En).svg;
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

/// The text of a message body: content, embed titles, descriptions and fields.
fn words(screen: &wizard_bot::discord::screen::Screen) -> String {
    let data = serde_json::to_value(screen.clone().reply(false)).unwrap();
    let mut out = data["content"].as_str().unwrap_or_default().to_string();
    for e in data["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            out.push('\n');
            out.push_str(e[key].as_str().unwrap_or_default());
        }
        for f in e["fields"].as_array().into_iter().flatten() {
            out.push_str(&format!(
                "\n{}\n{}",
                f["name"].as_str().unwrap_or_default(),
                f["value"].as_str().unwrap_or_default()
            ));
        }
    }
    out
}

/// With `WIZARD_LOOK_DIR` set, writes `screen` and its picture there
/// (`NAME.json` beside `NAME.png`, as the team's discord-look renderer reads
/// them), to look at a screen as Discord draws it; otherwise does nothing.
fn for_looking(name: &str, screen: &wizard_bot::discord::screen::Screen) {
    let Ok(dir) = std::env::var("WIZARD_LOOK_DIR") else {
        return;
    };
    let dir = std::path::Path::new(&dir);
    std::fs::create_dir_all(dir).unwrap();
    let mut data = serde_json::to_value(screen.clone().reply(false)).unwrap();
    let mut attachments = Vec::new();
    for p in &screen.pictures {
        let file = format!("{name}-{}", p.name);
        std::fs::write(dir.join(&file), &p.png).unwrap();
        attachments.push(serde_json::json!({"filename": p.name, "path": file}));
    }
    data["attachments"] = serde_json::Value::Array(attachments);
    let users: serde_json::Map<String, serde_json::Value> = (1..=6)
        .map(|n| (n.to_string(), serde_json::Value::String(names(6)[n - 1].clone())))
        .collect();
    let doc = serde_json::json!({"messages": [data], "users": users});
    std::fs::write(dir.join(format!("{name}.json")), doc.to_string()).unwrap();
}

/// #30: where the round's picture is shown, the text says only what the
/// picture cannot — who must act and by when, what just happened — and
/// without a picture it says everything (the dealer, trump, every player's
/// bid, tricks and points, the trick). Both in every language, for random
/// states of 3–6-player card games and 2–5-player dice games.
#[test]
fn a_table_with_its_picture_says_only_what_the_picture_cannot() {
    use crate::seeing::dice_table;
    use crate::seeing::round_table;
    use wizard_bot::discord::screen::{Seats, TableInfo};
    use wizard_bot::table::SeatOwner;
    let owners: Vec<SeatOwner> = (1..=6).map(|n| SeatOwner::Human(n as i64)).collect();
    let autopilot = [false; 6];
    let info = |players: usize, pictured: bool| TableInfo {
        game: 7,
        version: 3,
        seats: Seats {
            owners: &owners[..players],
            autopilot: &autopilot[..players],
            levels: &[],
            left: &[],
        },
        hints: false,
        pictured,
        emoji: Default::default(),
        beside_table: false,
        stay: wizard_bot::engine::SeatSet::EMPTY,
        seen: crate::seeing::unseen(&owners[..players]),
    };
    let mut rng = SmallRng::seed_from_u64(30);
    let mut checked = 0;
    for players in 3..=6 {
        let mut state = WizardState::new(WizardSetup::new(players, 0, Variants::default()).unwrap());
        let mut step = 0;
        while wizard_bot::simulate::wizard::random_step(&mut state, &mut rng, &mut Vec::new(), &mut |_| {}) {
            step += 1;
            if step % 11 != 0 {
                continue;
            }
            let v = state.view(Viewer::Spectator);
            let lang = Lang::ALL[step / 11 % 4];
            let full = round_table(&v, &info(players, false), lang);
            let short = round_table(&v, &info(players, true), lang);
            let (full_words, short_words) = (words(&full), words(&short));
            // Who must act, by when: the same content, mentioning the same people.
            assert_eq!(full.content, short.content);
            assert_eq!(full.ping, short.ping);
            // The players' lines and the trump line are the picture's.
            let players_field = wizard_bot::t!(lang, "table-players");
            assert!(full_words.contains(&players_field), "{full_words}");
            assert!(!short_words.contains(&players_field), "{short_words}");
            let dealer = wizard_bot::t!(lang, "table-dealer", name = "@");
            let dealer = dealer.split('@').next().unwrap();
            assert!(
                full_words.contains(dealer) && !short_words.contains(dealer),
                "{short_words}"
            );
            // What just happened stays: the last trick's winner.
            if let Some(last) = v
                .last_trick
                .as_ref()
                .filter(|_| v.trick.as_ref().is_none_or(|t| t.winner.is_none()))
            {
                let winner = format!("<@{}>", last.winner.unwrap() + 1);
                assert!(short_words.contains(&winner), "{short_words}");
            }
            assert!(
                short_words.len() * 2 < full_words.len(),
                "{short_words}\n---\n{full_words}"
            );
            checked += 1;
            if v.trick.as_ref().is_some_and(|t| t.plays.len() >= 2) && v.round >= 3 && players >= 5 {
                let picture = pictures::card_table_of(&v, &names(players), lang).unwrap();
                for_looking(
                    &format!("card-{players}-{}", lang_code(lang)),
                    &short.clone().with_picture(picture),
                );
                for_looking(&format!("card-{players}-{}-words", lang_code(lang)), &full);
            }
        }
    }
    for players in 2..=5 {
        let mut state = DiceState::new(DiceSetup::new(players, 0, 9, true).unwrap());
        let mut step = 0;
        while wizard_bot::simulate::dice::random_step(&mut state, &mut rng, &mut Vec::new(), None) {
            step += 1;
            if step % 7 != 0 || matches!(state.phase(), Phase::MagicCardDue | Phase::Throwing { .. }) {
                continue;
            }
            let v = state.view(Viewer::Spectator);
            let lang = Lang::ALL[step / 7 % 4];
            let full = dice_table(&v, &info(players, false), lang);
            let short = dice_table(&v, &info(players, true), lang);
            assert_eq!(full.content, short.content);
            let (full_words, short_words) = (words(&full), words(&short));
            let dice_field = format!("\n{}\n", wizard_bot::t!(lang, "dice-dice"));
            assert!(
                full_words.contains(&dice_field) && !short_words.contains(&dice_field),
                "{short_words}"
            );
            // The players' predictions and Pages are not in the dice picture: they stay.
            let players_field = wizard_bot::t!(lang, "table-players");
            assert!(short_words.contains(&players_field), "{short_words}");
            checked += 1;
            if v.roll >= 1 && players >= 4 && v.counts.is_some() {
                let picture = pictures::dice(&v, &names(players), lang).unwrap();
                for_looking(
                    &format!("dice-{players}-{}", lang_code(lang)),
                    &short.clone().with_picture(picture),
                );
                // The Seer's Page after a roll: with its picture, no grid in words.
                use crate::seeing::page;
                let own = state.view(Viewer::Seat(v.seer));
                let in_words = words(&page(&own, &info(players, false), lang, None));
                let short = page(&own, &info(players, true), lang, None);
                let grid = format!("\n{}\n", wizard_bot::t!(lang, "dice-page-grid"));
                assert!(in_words.contains(&grid), "{in_words}");
                assert!(!words(&short).contains(&grid), "{}", words(&short));
                let picture = pictures::page(&own, v.seer, &names(players), lang).unwrap();
                for_looking(
                    &format!("page-{players}-{}", lang_code(lang)),
                    &short.with_picture(picture),
                );
            }
        }
    }
    assert!(checked > 250, "{checked} screens");
}

fn lang_code(lang: Lang) -> &'static str {
    ["en", "de", "fr", "nl"][Lang::ALL.iter().position(|l| *l == lang).unwrap()]
}

/// #30: the dice game's end with its Pages as pictures keeps the standings
/// and why it ended, and drops the Pages in words (each follows as its own
/// picture); without pictures every Page is there in words. 2–5 players, in
/// every language.
#[test]
fn the_dice_end_with_pictures_keeps_why_it_ended_and_drops_the_pages_in_words() {
    use wizard_bot::discord::end::{FinalPlace, dice_pages, final_standings};
    use wizard_bot::discord::screen::Seats;
    use wizard_bot::table::{Game, GameKind, SeatOwner, places};
    let owners: Vec<SeatOwner> = (1..=5).map(|n| SeatOwner::Human(n as i64)).collect();
    let autopilot = [false; 5];
    let mut rng = SmallRng::seed_from_u64(31);
    for players in 2..=5 {
        let state =
            wizard_bot::simulate::dice::random_game(DiceSetup::new(players, 0, 9, players % 2 == 1).unwrap(), &mut rng);
        let v = state.view(Viewer::Spectator);
        assert_eq!(v.phase, DicePhaseView::Over);
        let game = Game::Dice(state.clone());
        let standings = FinalPlace::ordered(&places(&game), &game.totals());
        let seats = Seats {
            owners: &owners[..players],
            autopilot: &autopilot[..players],
            levels: &[],
            left: &[],
        };
        for lang in Lang::ALL {
            let end = |pictured: bool| {
                let mut screen = final_standings(GameKind::Dice, 7, &standings, &v.winners, &seats, &[], lang);
                screen.embeds.push(dice_pages(&v, &standings, &seats, lang, pictured));
                screen
            };
            let (full, short) = (words(&end(false)), words(&end(true)));
            let why = (0..players).any(|s| v.pages[s].x_count >= v.x_target);
            let reason = match why {
                true => wizard_bot::t!(lang, "end-reason-target", names = "", count = 1, target = v.x_target),
                false => wizard_bot::t!(lang, "end-reason-boxes"),
            };
            // The reason's own words (names aside) are in both forms.
            let reason_words = reason.split_whitespace().last().unwrap().to_string();
            assert!(full.contains(&reason_words) && short.contains(&reason_words), "{short}");
            let grid = wizard_bot::text::dice::page_grid(&v.pages[0]);
            assert!(full.contains(&grid) && !short.contains(&grid), "{short}");
            assert!(short.len() * 2 < full.len(), "{short}\n---\n{full}");
            let pages = pictures::pages(&v, &names(players), lang);
            assert_eq!(pages.len(), players);
            let screen = pages
                .into_iter()
                .fold(end(true), wizard_bot::discord::screen::Screen::with_picture_embed);
            assert_eq!(screen.pictures.len(), players);
            for_looking(&format!("dice-end-{players}-{}", lang_code(lang)), &screen);
        }
    }
}
