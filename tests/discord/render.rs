//! The Discord layer's pure parts: `custom_id`s round trip and stay within
//! Discord's 100 characters; every screen drawn from random states of every
//! variant keeps the platform's limits (rows, buttons, options, lengths); the
//! private hand offers exactly the viewer's legal decisions.

use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::Value;
use std::collections::HashSet;

use crate::fake_discord::limits::check_message;
use crate::seeing::{self as hand, round_table};
use wizard_bot::discord::boards::ask::BoardAsk;
use wizard_bot::discord::cards::choice::HandChoice;
use wizard_bot::discord::custom_id::{
    Analyse, CardMove, DailyClick, DiceMove, Export, HistoryPage, LobbyClick, MyHand, NightClick, PingsSwitch, Rematch,
    ReplaySeat, ReplayStop, Suggest,
};
use wizard_bot::discord::custom_id::{Click, FORMAT, IdError};
use wizard_bot::discord::lobby::verb::LobbyVerb;
use wizard_bot::discord::screen::TableInfo;
use wizard_bot::discord::screen::{Screen, Seats};
use wizard_bot::engine::wizard::{Action, Clairvoyance, Suit, Variants, Viewer, WizardSetup, WizardState};
use wizard_bot::league::season::Season;
use wizard_bot::simulate::wizard::random_step;
use wizard_bot::store::{GameKind, SortBy};
use wizard_bot::table::SeatOwner;
use wizard_bot::text::catalogue::Lang;

/// A screen as the `data` of an interaction reply.
fn json(screen: Screen) -> Value {
    let data = serde_json::to_value(screen.reply(true)).unwrap();
    assert!(data.get("embeds").is_some(), "{data}");
    data
}

#[test]
fn custom_ids_round_trip_and_fit() {
    let clicks = [
        Click::Lobby(LobbyClick {
            game: i64::MAX,
            verb: LobbyVerb::AddComputer,
        }),
        Click::Hand(MyHand { game: 7, version: 12 }),
        Click::Act(CardMove {
            game: i64::MAX,
            version: u64::MAX,
            round: 20,
            choice: HandChoice::Play(19),
        }),
        Click::Act(CardMove {
            game: 1,
            version: 2,
            round: 3,
            choice: HandChoice::Bid(20),
        }),
        Click::Act(CardMove {
            game: 1,
            version: 2,
            round: 3,
            choice: HandChoice::BidSelect,
        }),
        Click::Act(CardMove {
            game: 1,
            version: 2,
            round: 3,
            choice: HandChoice::Trump(Suit::Yellow),
        }),
        Click::Rematch(Rematch { game: 3 }),
        Click::History(HistoryPage {
            user: i64::MAX,
            kind: GameKind::Dice,
            page: u32::MAX,
        }),
        Click::Export(Export { game: i64::MAX }),
        Click::Board(BoardAsk {
            kind: GameKind::Dice,
            global: true,
            sort: SortBy::Average,
            season: Season::Previous,
            page: u32::MAX,
        }),
    ];
    for c in clicks {
        let s = c.encode();
        assert!(s.len() <= 100, "{s}");
        assert_eq!(Click::parse(&s), Some(c), "{s}");
        // The format version comes first; ids from before versions (no
        // digit, version 0) mean the same.
        assert_eq!(s.chars().next(), char::from_digit(u32::from(FORMAT), 10), "{s}");
        assert_eq!(Click::parse(&s[1..]), Some(c), "{s} without its version");
        // Another version's ids are told apart from junk.
        let other = format!("{}{}", FORMAT + 1, &s[1..]);
        assert_eq!(Click::read(&other), Err(IdError::OtherVersion(FORMAT + 1)), "{other}");
    }
    // A board drawn before seasons counts all time.
    assert_eq!(
        Click::parse("1lb:wizard:server:wins:2"),
        Some(Click::Board(BoardAsk {
            kind: GameKind::Wizard,
            global: false,
            sort: SortBy::Wins,
            season: Season::AllTime,
            page: 2,
        }))
    );
    // "My hand" on a message posted before the id named its version still opens a hand.
    assert_eq!(Click::parse("1h:7"), Some(Click::Hand(MyHand { game: 7, version: 0 })));
    for junk in [
        "",
        "1",
        "1y:1",
        "x:",
        "hi:1:chess:0",
        "a:1:2:3",
        "a:1:2:3:p",
        "a:x:1:1:b1",
        "l:1:dance",
        "a:1:1:1:tX",
        "lb:chess:all:wins:0",
    ] {
        assert_eq!(Click::parse(junk), None, "{junk}");
    }
}

/// Every screen of random games in every variant: within Discord's limits,
/// unique custom_ids, and a hand offering exactly the legal actions.
#[test]
fn screens_of_random_games_keep_discord_limits() {
    let mut rng = SmallRng::seed_from_u64(5);
    let variants = [
        Variants::default(),
        Variants {
            plus_minus_one: true,
            clairvoyance: Clairvoyance::FirstRound,
            ..Variants::default()
        },
        Variants {
            covered_bids: true,
            ..Variants::default()
        },
        Variants {
            secret_bids: true,
            clairvoyance: Clairvoyance::EveryRound,
            ..Variants::default()
        },
        Variants {
            one_colour: true,
            ..Variants::default()
        },
    ];
    let mut screens = 0;
    for v in variants {
        for players in 3..=6 {
            if v.one_colour && players > 4 {
                continue;
            }
            let owners: Vec<SeatOwner> = (0..players)
                .map(|s| {
                    if s % 2 == 0 {
                        SeatOwner::Human(900_000_000_000_000_000 + s as i64)
                    } else {
                        SeatOwner::Computer
                    }
                })
                .collect();
            let autopilot = vec![true; players];
            let info = info(&owners, &autopilot);
            let mut state = WizardState::new(WizardSetup::new(players, 0, v).unwrap());
            let mut events = Vec::new();
            let mut step = 0;
            while random_step(&mut state, &mut rng, &mut events, &mut |_| {}) {
                step += 1;
                if step % 7 != 0 {
                    continue;
                }
                check(json(round_table(&state.view(Viewer::Spectator), &info, Lang::En)));
                for seat in 0..players {
                    let view = state.view(Viewer::Seat(seat));
                    let body = json(hand::hand(&view, &info, Lang::En, None));
                    check(body.clone());
                    offers_exactly_the_legal_actions(&state, seat, &body);
                    screens += 1;
                }
            }
        }
    }
    assert!(screens > 5_000, "{screens} screens checked");
}

/// What a screen shows besides the view (the largest game id, so custom_ids are as long as they get).
fn info<'a>(owners: &'a [SeatOwner], autopilot: &'a [bool]) -> TableInfo<'a> {
    TableInfo {
        game: i64::MAX,
        version: 12_345,
        seats: Seats {
            owners,
            autopilot,
            levels: &[],
            left: &[],
        },
        hints: true,
        pictured: false,
        emoji: Default::default(),
        beside_table: false,
        // Every seat offered "Stay in" (as under a computer Seer).
        stay: wizard_bot::engine::SeatSet::all(owners.len()),
        seen: crate::seeing::unseen(owners),
    }
}

fn check(data: Value) {
    let data = &data;
    let broken = check_message(data);
    assert!(broken.is_empty(), "{broken:?}\n{data}");
    let mut seen = HashSet::new();
    for row in data["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap();
            assert!(id.len() <= 100 && seen.insert(id.to_string()), "{id}");
            assert!(Click::parse(id).is_some(), "{id}");
        }
    }
}

/// The enabled choices of a hand are exactly the seat's legal actions.
fn offers_exactly_the_legal_actions(state: &WizardState, seat: usize, body: &Value) {
    let legal = state.legal_actions(seat);
    let hand = state.view(Viewer::Seat(seat)).hand.unwrap_or_default();
    let mut offered = HashSet::new();
    for row in body["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["disabled"].as_bool().unwrap_or(false) {
                continue;
            }
            let Some(Click::Act(CardMove { choice, .. })) = Click::parse(c["custom_id"].as_str().unwrap()) else {
                continue;
            };
            match choice {
                HandChoice::Bid(n) => {
                    offered.insert(Action::Bid(n));
                }
                HandChoice::BidSelect => {
                    for o in c["options"].as_array().unwrap() {
                        offered.insert(Action::Bid(o["value"].as_str().unwrap().parse().unwrap()));
                    }
                }
                HandChoice::Play(i) => {
                    offered.insert(Action::Play(hand[usize::from(i)]));
                }
                HandChoice::Trump(s) => {
                    offered.insert(Action::ChooseTrump(s));
                }
                // `info.later` is `None` here: nothing is offered for later.
                HandChoice::LaterBid(_) | HandChoice::LaterPlay(_) | HandChoice::LaterOff => {
                    panic!("seat {seat}: a move for later offered at a live table")
                }
            }
        }
    }
    let legal: HashSet<Action> = legal.into_iter().collect();
    assert_eq!(offered, legal, "seat {seat}: {:?}", state.view(Viewer::Seat(seat)));
}

#[test]
fn dice_custom_ids_round_trip_and_fit() {
    use wizard_bot::discord::dice::choice::{CrossOut, DiceChoice};
    use wizard_bot::engine::dice::{BoxId, Colour, DiceSet};
    let g5 = BoxId::new(Colour::Green, 5).unwrap();
    let choices = [
        DiceChoice::Predict {
            cell: g5,
            cross: CrossOut::Ask,
        },
        DiceChoice::Predict {
            cell: g5,
            cross: CrossOut::No,
        },
        DiceChoice::Predict {
            cell: g5,
            cross: CrossOut::Box(BoxId::new(Colour::Green, 1).unwrap()),
        },
        DiceChoice::WizardColour,
        DiceChoice::Set,
        DiceChoice::Roll {
            roll: 0,
            dice: DiceSet::ALL,
        },
        DiceChoice::Reroll { roll: 4 },
        DiceChoice::Stop { roll: 2, jester: None },
        DiceChoice::Stop {
            roll: 2,
            jester: Some(true),
        },
        DiceChoice::Take {
            roll: 1,
            jester: Some(false),
        },
        DiceChoice::Take { roll: 1, jester: None },
        DiceChoice::Stay { roll: 3 },
        DiceChoice::Score { jester: true },
    ];
    for choice in choices {
        let c = Click::Dice(DiceMove {
            game: i64::MAX,
            version: u64::MAX,
            round: u32::MAX,
            choice,
        });
        let s = c.encode();
        assert!(s.len() <= 100, "{s}");
        assert_eq!(Click::parse(&s), Some(c), "{s}");
    }
    for junk in [
        "d:1:2:3:",
        "d:1:2:3:PX5",
        "d:1:2:3:PG6",
        "d:1:2:3:R1",
        "d:1:2:3:R1.200",
        "d:1:2:3:J2",
        "d:1:2:3:T1.2",
    ] {
        assert_eq!(Click::parse(junk), None, "{junk}");
    }
}

/// Every dice screen of random games, with and without Magic Cards and for
/// 2–5 players: within Discord's limits, unique custom_ids, a Page offering
/// exactly the viewer's legal predictions and score choices, and Seer
/// controls offering exactly the Seer's legal throws.
#[test]
fn dice_screens_of_random_games_keep_discord_limits() {
    use crate::seeing::{dice_table, page};
    use wizard_bot::discord::dice::choice::{CrossOut, DiceChoice};
    use wizard_bot::engine::dice::{Action as DiceAction, DiceSetup, DiceState, Phase, Viewer};
    use wizard_bot::simulate::dice::random_step;
    let mut rng = SmallRng::seed_from_u64(6);
    let mut screens = 0;
    for magic in [false, true] {
        for players in 2..=5 {
            for game in 0..3 {
                let owners: Vec<SeatOwner> = (0..players)
                    .map(|s| {
                        if (s + game) % 2 == 0 {
                            SeatOwner::Human(900_000_000_000_000_000 + s as i64)
                        } else {
                            SeatOwner::Computer
                        }
                    })
                    .collect();
                let autopilot = vec![false; players];
                let info = info(&owners, &autopilot);
                let target = if game == 2 { 12 } else { 9 };
                let mut state = DiceState::new(DiceSetup::new(players, 0, target, magic).unwrap());
                let mut events = Vec::new();
                while random_step(&mut state, &mut rng, &mut events, None) {
                    if matches!(state.phase(), Phase::MagicCardDue | Phase::Throwing { .. }) {
                        continue;
                    }
                    let table = json(dice_table(&state.view(Viewer::Spectator), &info, Lang::En));
                    check(table.clone());
                    // The Seer's controls are on the Seer's Page only: the public
                    // table offers what anyone still in may do.
                    for (choice, _) in dice_choices(&table) {
                        assert!(
                            matches!(choice, DiceChoice::Take { jester: None, .. } | DiceChoice::Stay { .. }),
                            "the public table offers {choice:?}"
                        );
                    }
                    let seer_page = json(page(&state.view(Viewer::Seat(state.seer())), &info, Lang::En, None));
                    seer_controls_are_the_legal_throws(&state, &seer_page);
                    for seat in 0..players {
                        let body = json(page(&state.view(Viewer::Seat(seat)), &info, Lang::En, None));
                        check(body.clone());
                        let legal: HashSet<DiceAction> = state
                            .legal_actions(seat)
                            .into_iter()
                            .filter(|a| match a {
                                DiceAction::Predict { cross_out, .. } => cross_out.is_none(),
                                DiceAction::Leave { .. } | DiceAction::Stop { .. } | DiceAction::Score { .. } => true,
                                _ => false,
                            })
                            // The end-of-round choice offers a Jester Score only when one is open.
                            .filter(|a| match a {
                                DiceAction::Score { jester_score: true } => state.jester_score_open(seat),
                                _ => true,
                            })
                            .collect();
                        let mut offered = HashSet::new();
                        for (choice, _) in dice_choices(&body) {
                            match choice {
                                // The Seer's throws are checked above; a plain Stop asks
                                // which score to write when both are open.
                                DiceChoice::Set
                                | DiceChoice::WizardColour
                                | DiceChoice::Roll { .. }
                                | DiceChoice::Reroll { .. }
                                    if seat == state.seer() => {}
                                DiceChoice::Stop { jester: None, .. } if seat == state.seer() => {
                                    offered.extend(legal.iter().filter(|a| matches!(a, DiceAction::Stop { .. })));
                                }
                                DiceChoice::Predict { cell, cross } => {
                                    assert_ne!(cross, CrossOut::Box(cell));
                                    offered.insert(DiceAction::Predict {
                                        count: cell.count,
                                        colour: cell.colour,
                                        cross_out: None,
                                    });
                                }
                                DiceChoice::Score { jester } => {
                                    offered.insert(DiceAction::Score { jester_score: jester });
                                }
                                DiceChoice::Take { roll, jester: Some(j) } => {
                                    offered.insert(DiceAction::Leave { jester_score: j, roll });
                                }
                                DiceChoice::Stop { jester: Some(j), .. } => {
                                    offered.insert(DiceAction::Stop { jester_score: j });
                                }
                                other => panic!("a Page offers {other:?}"),
                            }
                        }
                        assert_eq!(offered, legal, "seat {seat} in {:?}", state.phase());
                        screens += 1;
                    }
                    events.clear();
                }
            }
        }
    }
    assert!(screens > 5_000, "{screens} screens checked");
}

/// The dice choices of a screen's enabled components, with the select's option values.
fn dice_choices(body: &Value) -> Vec<(wizard_bot::discord::dice::choice::DiceChoice, Vec<String>)> {
    let mut out = Vec::new();
    for row in body["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["disabled"].as_bool().unwrap_or(false) {
                continue;
            }
            if let Some(Click::Dice(DiceMove { choice, .. })) = Click::parse(c["custom_id"].as_str().unwrap()) {
                let values = c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|o| o["value"].as_str().unwrap().to_string())
                    .collect();
                out.push((choice, values));
            }
        }
    }
    out
}

/// The Seer's Roll button or re-roll select (on the Seer's Page) offers exactly the Seer's legal throws.
fn seer_controls_are_the_legal_throws(state: &wizard_bot::engine::dice::DiceState, table: &Value) {
    use wizard_bot::discord::dice::choice::DiceChoice;
    use wizard_bot::engine::dice::{Action as DiceAction, DiceSet};
    let legal: HashSet<u8> = state
        .legal_actions(state.seer())
        .into_iter()
        .filter_map(|a| match a {
            DiceAction::Roll(d) => Some(d.bits()),
            _ => None,
        })
        .collect();
    let mut offered = HashSet::new();
    for (choice, values) in dice_choices(table) {
        match choice {
            DiceChoice::Roll { dice, .. } => {
                offered.insert(dice.bits());
            }
            DiceChoice::Reroll { .. } => {
                let select = table["components"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .flat_map(|r| r["components"].as_array().unwrap().clone())
                    .find(|c| {
                        c["custom_id"]
                            .as_str()
                            .is_some_and(|id| id.ends_with(&format!(":Q{}", state.rolls())))
                    })
                    .unwrap();
                let min = select["min_values"].as_u64().unwrap() as u32;
                let max = select["max_values"].as_u64().unwrap() as u32;
                let dice: Vec<usize> = values.iter().map(|v| v.parse().unwrap()).collect();
                for bits in 1u8..128 {
                    let set = DiceSet::from_bits(bits).unwrap();
                    let n = set.len() as u32;
                    if set.iter().all(|d| dice.contains(&d)) && n >= min && n <= max {
                        offered.insert(bits);
                    }
                }
            }
            _ => {}
        }
    }
    assert_eq!(offered, legal, "Seer's throws in {:?}", state.phase());
}

/// The card table says what a player needs to decide (issue #13): the led
/// suit (also after a Jester lead) and the card winning now; each player's
/// bid against their tricks; the last trick of this round only; on the hand,
/// what the player still needs and why a card cannot be played; bids up to 20
/// as buttons.
#[test]
fn the_card_table_says_what_a_player_needs_to_decide() {
    use crate::fake_discord::server::payload_text;
    use wizard_bot::engine::wizard::{BidView, Card, PhaseView, TrickView};
    let owners: Vec<SeatOwner> = (1..=3).map(|s| SeatOwner::Human(900_000_000_000_000_000 + s)).collect();
    let autopilot = vec![false; 3];
    let info = info(&owners, &autopilot);
    let mut rng = SmallRng::seed_from_u64(13);
    let mut state = WizardState::new(WizardSetup::new(3, 0, Variants::default()).unwrap());
    let mut events = Vec::new();
    let mut step = |state: &mut WizardState| assert!(random_step(state, &mut rng, &mut events, &mut |_| {}));

    // Round 2 opens: round 1's last trick is not shown as "the last trick".
    while state.round() < 2 || state.view(Viewer::Spectator).phase != PhaseView::Bidding {
        step(&mut state);
    }
    assert_eq!(state.view(Viewer::Spectator).last_trick, None);
    let table = payload_text(&json(round_table(&state.view(Viewer::Spectator), &info, Lang::En)));
    assert!(!table.contains("Last trick"), "{table}");
    while state.view(Viewer::Spectator).tricks.iter().all(|&t| t == 0) {
        step(&mut state);
    }
    let v = state.view(Viewer::Spectator);
    let last = v.last_trick.clone().expect("this round's first trick");
    assert_eq!(v.tricks[last.winner.unwrap()], 1, "its winner has the trick");

    // A Jester led, then Red 5 and Red 9: Red is led, Red 9 is winning.
    let mut v = v;
    let red = |r| Card::suited(Suit::Red, r).unwrap();
    v.phase = PhaseView::Playing;
    v.trick = Some(TrickView {
        plays: vec![(0, Card::JESTER), (1, red(5)), (2, red(9))],
        winner: None,
        winning: Some(2),
        led: Some(Suit::Red),
    });
    v.bids = vec![BidView::Shown(2), BidView::Shown(0), BidView::Shown(1)];
    v.tricks = vec![0, 1, 1];
    for (lang, led, winning, standings) in [
        (
            Lang::En,
            "Led suit: 🟥 Red (a Jester was led, so the first coloured card set it)",
            "**<@900000000000000003> 🟥 Red 9** (winning)",
            [
                "0 (needs 2 more)",
                "1 (over by 1)",
                "1 (has their tricks — wants no more)",
            ],
        ),
        (
            Lang::De,
            "Angespielte Farbe: 🟥 Zwerge (ein Narr wurde ausgespielt",
            "**<@900000000000000003> 🟥 Zwerge 9** (liegt vorn)",
            [
                "0 (braucht noch 2)",
                "1 (1 zu viel)",
                "1 (hat seine Stiche — will keinen mehr)",
            ],
        ),
    ] {
        let text = payload_text(&json(round_table(&v, &info, lang)));
        assert!(text.contains(led), "{text}");
        assert!(text.contains(winning), "{text}");
        for s in standings {
            assert!(text.contains(s), "{s:?} in {text}");
        }
    }

    // A hand that must follow: it says so, and what its player still needs.
    let mut seen_follow = false;
    while !seen_follow {
        step(&mut state);
        let Some(seat) = state.view(Viewer::Spectator).to_act.first().copied() else {
            continue;
        };
        let v = state.view(Viewer::Seat(seat));
        let (Some(hand), Some(_)) = (&v.hand, v.trick.as_ref().and_then(|t| t.led)) else {
            continue;
        };
        if v.phase != PhaseView::Playing || hand.iter().all(|c| v.legal.contains(&Action::Play(*c))) {
            continue;
        }
        for (lang, follow, needs) in [
            (
                Lang::En,
                "You must follow",
                ["You need", "You have your tricks", "You are over your bid"],
            ),
            (
                Lang::De,
                "Du musst",
                ["Du brauchst noch", "Du hast deine Stiche", "mehr als angesagt"],
            ),
        ] {
            let text = payload_text(&json(hand::hand(&v, &info, lang, None)));
            assert!(text.contains(follow), "{text}");
            assert!(needs.iter().any(|n| text.contains(n)), "{text}");
        }
        seen_follow = true;
    }

    // Round 20 of a three-player game: bids 0–20 are 21 buttons, no select,
    // and Suggest still fits (in the last row, beside bid 20).
    while state.round() < 20 || state.view(Viewer::Spectator).phase != PhaseView::Bidding {
        step(&mut state);
    }
    let seat = state.view(Viewer::Spectator).to_act[0];
    let body = json(hand::hand(&state.view(Viewer::Seat(seat)), &info, Lang::En, None));
    check(body.clone());
    let bids: Vec<String> = body["components"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|r| r["components"].as_array().unwrap().clone())
        .inspect(|c| assert_eq!(c["type"], 2, "bids are buttons"))
        .map(|c| c["label"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(bids.len(), 22, "{bids:?}");
    assert_eq!(bids.last().map(String::as_str), Some("Suggest"));
    assert!(body["components"].as_array().unwrap().len() <= 5);
    let text = payload_text(&body);
    assert!(text.contains("Bids so far:") && text.contains("**you: –**"), "{text}");
}

/// The hint reads as a sentence a player can trust: no level they did not
/// choose, one minus sign, "1 point", no infinity, and no bid before bidding.
#[test]
fn hints_say_only_what_was_found() {
    use wizard_bot::bots::DiceFound;
    use wizard_bot::bots::wizard::search::Found;
    use wizard_bot::text::card_hint::hint;
    use wizard_bot::text::dice_hint::dice_hint;
    let found = |action, score| Found {
        action,
        score,
        tricks: 1.0,
        made: 0.5,
        worlds: 100,
    };
    let one = hint(
        &found(Action::Play(wizard_bot::engine::wizard::Card::WIZARD), 1.0),
        Lang::En,
    );
    assert!(
        one.starts_with("Play ") && one.ends_with(", 1 point on average."),
        "{one}"
    );
    let minus = hint(
        &found(Action::Play(wizard_bot::engine::wizard::Card::WIZARD), -10.0),
        Lang::De,
    );
    assert!(minus.ends_with("im Schnitt −10 Punkte."), "{minus}");
    let trump = hint(&found(Action::ChooseTrump(Suit::Red), 12.0), Lang::En);
    assert!(trump.starts_with("Name ") && !trump.contains("bid"), "{trump}");
    assert!(trump.contains("12 points on average over 100 deals"), "{trump}");
    let nothing = hint(&found(Action::Bid(1), f64::NEG_INFINITY), Lang::En);
    assert_eq!(nothing, "Bid 1.");
    // A bid is forced only by Plus/Minus One: the hint says the other one is banned.
    let forced = |lang| {
        hint(
            &Found {
                worlds: 0,
                ..found(Action::Bid(1), 0.0)
            },
            lang,
        )
    };
    assert_eq!(
        forced(Lang::En),
        "Your only choice: bid 1 — Plus/Minus One bans the other bid."
    );
    assert!(
        forced(Lang::De).contains("Plus/Minus Eins verbietet die andere Ansage"),
        "{}",
        forced(Lang::De)
    );
    for lang in [Lang::En, Lang::De, Lang::Fr, Lang::Nl] {
        let last = dice_hint(
            &DiceFound {
                action: Some(wizard_bot::engine::dice::Action::Leave {
                    jester_score: false,
                    roll: 3,
                }),
                expected: -4.0,
                now: Some(-4.0),
                on: Some(f64::NEG_INFINITY),
            },
            lang,
        );
        assert!(
            !last.contains("inf") && !last.contains('-') && last.contains("−4"),
            "{last}"
        );
        assert!(!last.contains("Hard") && !last.contains("Schwer"), "{last}");
    }
}

/// Wizard Dice reads as a game: a box another player predicted this round says
/// who took it (under Magic Card 10 only the Seer's is known), Magic Card 10's
/// rule is said once on the table, and the end says why the game ended.
#[test]
fn dice_screens_say_who_took_a_box_and_why_the_game_ended() {
    use crate::fake_discord::server::payload_text;
    use crate::seeing::{dice_table, page};
    use wizard_bot::discord::end::{FinalPlace, dice_pages};
    use wizard_bot::engine::dice::{DiceSetup, DiceState, Phase, PredictionView, Viewer};
    use wizard_bot::simulate::dice::random_step;
    let mut rng = SmallRng::seed_from_u64(30);
    let owners: Vec<SeatOwner> = (0..3).map(|s| SeatOwner::Human(900_000_000_000_000_000 + s)).collect();
    let autopilot = vec![false; 3];
    let info = info(&owners, &autopilot);
    let (mut taken_lines, mut secret_tables, mut ends) = (0, 0, 0);
    for game in 0..6 {
        let mut state = DiceState::new(DiceSetup::new(3, 0, 9, game % 2 == 1).unwrap());
        let mut events = Vec::new();
        while random_step(&mut state, &mut rng, &mut events, None) {
            events.clear();
            let next = match state.phase() {
                Phase::Predicting { next } => Some(*next),
                Phase::SecretPredicting { awaiting } => (0..3).find(|s| awaiting.contains(*s)),
                _ => None,
            };
            if let Some(seat) = next {
                let v = state.view(Viewer::Seat(seat));
                let text = payload_text(&json(page(&v, &info, Lang::En, None)));
                let shown: Vec<usize> = (0..3)
                    .filter(|&s| s != seat && matches!(v.predictions[s], PredictionView::Shown { .. }))
                    .collect();
                if shown.is_empty() {
                    assert!(!text.contains("Already predicted"), "{text}");
                } else if text.contains("Already predicted this round: ") {
                    // Every name listed is a player whose prediction the viewer may see.
                    for s in shown {
                        let cell = state.prediction(s).unwrap();
                        let free = !state.page(seat).is_used(cell.cell());
                        assert_eq!(
                            text.contains(&format!("(<@{}>)", 900_000_000_000_000_000u64 + s as u64)),
                            free,
                            "{text}"
                        );
                    }
                    taken_lines += 1;
                }
                if matches!(state.phase(), Phase::SecretPredicting { .. }) {
                    let table = payload_text(&json(dice_table(&state.view(Viewer::Spectator), &info, Lang::En)));
                    assert_eq!(
                        table.matches("everyone predicts at once in secret").count(),
                        1,
                        "{table}"
                    );
                    assert!(
                        table.matches("Predictions show once all are in").count() <= 1,
                        "{table}"
                    );
                    secret_tables += 1;
                }
            }
        }
        assert!(state.is_over());
        let v = state.view(Viewer::Spectator);
        let totals: Vec<i64> = v.pages.iter().map(|p| i64::from(p.total)).collect();
        let places: Vec<usize> = totals
            .iter()
            .map(|t| 1 + totals.iter().filter(|o| *o > t).count())
            .collect();
        for (lang, says) in [(Lang::En, "The game ends: "), (Lang::De, "Spielende: ")] {
            let embed = dice_pages(&v, &FinalPlace::ordered(&places, &totals), &info.seats, lang, false);
            let why = embed.description.clone().unwrap();
            assert!(why.starts_with(says), "{why}");
            let reached = v.pages.iter().any(|p| p.x_count >= 9);
            assert_eq!(why.contains("9 X"), reached, "{why}");
        }
        ends += 1;
    }
    assert!(
        taken_lines > 10 && secret_tables > 0 && ends == 6,
        "{taken_lines} {secret_tables}"
    );
}

/// #50: a daily card panel shows the round before with its scores only while
/// the new round has no card played: not above a later trick the player
/// leads ("Round 3 of 8 — scored" sat above round 4 at every lead).
#[tokio::test]
async fn a_daily_panel_shows_the_last_rounds_scores_only_before_the_next_rounds_first_card() {
    use wizard_bot::table::View;
    use wizard_bot::table::{GameStatus, MemoryLog, Seating, TableOptions, TableStore, Tables, store_random};
    let tables = Tables::new(MemoryLog::new(), Some(1));
    let options = TableOptions {
        hints: false,
        daily: Some(wizard_bot::league::daily::FIRST_DAY + 3),
        ..TableOptions::defaults(GameKind::Wizard)
    };
    let seating = Seating {
        owners: vec![
            SeatOwner::Human(7),
            SeatOwner::Computer,
            SeatOwner::Computer,
            SeatOwner::Computer,
        ],
        ..Seating::default()
    };
    let (id, _) = store_random(tables.persist(), GameKind::Wizard, (Some(1), 5), &options, &seating, 53)
        .await
        .unwrap();
    tables.persist().set_status(id, GameStatus::Finished).await.unwrap();
    let stops = tables.replay(id, 0).await.unwrap().stops;
    let (mut later, mut first) = (0, 0);
    for stop in 0..stops {
        let s = tables.replay(id, stop).await.unwrap().snapshot;
        let Some(View::Wizard(v)) = s.view(Viewer::Seat(0)) else {
            continue;
        };
        if s.is_over() || v.round == 1 {
            continue;
        }
        let Some((screen, _)) = wizard_bot::discord::hand_screen(&s, 0, Lang::En, None, &Default::default()) else {
            continue;
        };
        let scored = screen
            .embeds
            .iter()
            .any(|e| e.title.as_deref().is_some_and(|t| t.ends_with("— scored")));
        let untouched = v.tricks.iter().all(|&t| t == 0) && v.trick.as_ref().is_none_or(|t| t.plays.is_empty());
        assert_eq!(scored, untouched, "round {}, tricks {:?}", v.round, v.tricks);
        if untouched {
            first += 1;
        } else {
            later += 1;
        }
    }
    assert!(later > 0 && first > 0, "{later} later states, {first} first");
}

/// #52: each kind of click writes its id in its own feature's file now; the
/// strings are exactly those the bot wrote before, so buttons on messages
/// already posted keep working. Every kind, written and read back.
#[test]
fn every_kind_of_click_writes_the_id_it_always_wrote() {
    use wizard_bot::discord::daily::ask::DailyAsk;
    use wizard_bot::discord::dice::choice::{CrossOut, DiceChoice};
    use wizard_bot::discord::nights::verb::NightVerb;
    use wizard_bot::discord::replay::step::ReplayStep;
    use wizard_bot::engine::dice::{BoxId, Colour, DiceSet};
    let cell = BoxId::new(Colour::Green, 3).unwrap();
    let other = BoxId::new(Colour::Red, 2).unwrap();
    let golden: Vec<(Click, &str)> = vec![
        (
            Click::Lobby(LobbyClick {
                game: 7,
                verb: LobbyVerb::Join,
            }),
            "1l:7:join",
        ),
        (
            Click::Lobby(LobbyClick {
                game: 7,
                verb: LobbyVerb::Leave,
            }),
            "1l:7:leave",
        ),
        (
            Click::Lobby(LobbyClick {
                game: 7,
                verb: LobbyVerb::AddComputer,
            }),
            "1l:7:bot",
        ),
        (
            Click::Lobby(LobbyClick {
                game: 7,
                verb: LobbyVerb::Start,
            }),
            "1l:7:start",
        ),
        (
            Click::Lobby(LobbyClick {
                game: 7,
                verb: LobbyVerb::Cancel,
            }),
            "1l:7:cancel",
        ),
        (Click::Hand(MyHand { game: 7, version: 12 }), "1h:7:12"),
        (
            Click::Act(CardMove {
                game: 7,
                version: 12,
                round: 3,
                choice: HandChoice::Bid(2),
            }),
            "1a:7:12:3:b2",
        ),
        (
            Click::Act(CardMove {
                game: 7,
                version: 12,
                round: 3,
                choice: HandChoice::BidSelect,
            }),
            "1a:7:12:3:bs",
        ),
        (
            Click::Act(CardMove {
                game: 7,
                version: 12,
                round: 3,
                choice: HandChoice::Play(4),
            }),
            "1a:7:12:3:p4",
        ),
        (
            Click::Act(CardMove {
                game: 7,
                version: 12,
                round: 3,
                choice: HandChoice::Trump(Suit::Red),
            }),
            "1a:7:12:3:tR",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::Predict {
                    cell,
                    cross: CrossOut::Ask,
                },
            }),
            "1d:7:12:2:PG3",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::Predict {
                    cell,
                    cross: CrossOut::No,
                },
            }),
            "1d:7:12:2:PG3-",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::Predict {
                    cell,
                    cross: CrossOut::Box(other),
                },
            }),
            "1d:7:12:2:PG3R2",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::WizardColour,
            }),
            "1d:7:12:2:W",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::Set,
            }),
            "1d:7:12:2:F",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::Roll {
                    roll: 1,
                    dice: DiceSet::from_bits(5).unwrap(),
                },
            }),
            "1d:7:12:2:R1.5",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::Reroll { roll: 2 },
            }),
            "1d:7:12:2:Q2",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::Stop {
                    roll: 2,
                    jester: Some(true),
                },
            }),
            "1d:7:12:2:S2.1",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::Take { roll: 3, jester: None },
            }),
            "1d:7:12:2:T3",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::Stay { roll: 1 },
            }),
            "1d:7:12:2:K1",
        ),
        (
            Click::Dice(DiceMove {
                game: 7,
                version: 12,
                round: 2,
                choice: DiceChoice::Score { jester: false },
            }),
            "1d:7:12:2:J0",
        ),
        (Click::Rematch(Rematch { game: 7 }), "1r:7"),
        (
            Click::History(HistoryPage {
                user: 42,
                kind: GameKind::Dice,
                page: 3,
            }),
            "1hi:42:dice:3",
        ),
        (Click::Export(Export { game: 7 }), "1x:7"),
        (Click::Suggest(Suggest { game: 7, version: 12 }), "1sg:7:12"),
        (Click::Pings(PingsSwitch { on: false }), "1pg:off"),
        (Click::Daily(DailyClick::Share { game: 7 }), "1dy:s:7"),
        (Click::Daily(DailyClick::Result { game: 7 }), "1dy:r:7"),
        (
            Click::Daily(DailyClick::Mine {
                kind: GameKind::Wizard,
                day: 20_417,
            }),
            "1dy:m:wizard:20417",
        ),
        (
            Click::Daily(DailyClick::Board(DailyAsk {
                kind: GameKind::Wizard,
                day: 20_417,
                week: true,
                global: false,
                page: 1,
            })),
            "1dy:b:wizard:20417:week:server:1",
        ),
        (
            Click::Replay(ReplayStop {
                game: 7,
                stop: 30,
                seat: Some(2),
                step: ReplayStep::RoundBack,
            }),
            "1rp:7:30:2:rb",
        ),
        (
            Click::Replay(ReplayStop {
                game: 7,
                stop: 0,
                seat: None,
                step: ReplayStep::Open,
            }),
            "1rp:7:0:a:o",
        ),
        (Click::ReplaySeat(ReplaySeat { game: 7, stop: 30 }), "1rv:7:30"),
        (Click::Analyse(Analyse { game: 7 }), "1an:7"),
        (
            Click::Night(NightClick {
                night: 3,
                verb: NightVerb::Export,
            }),
            "1nt:3:x",
        ),
        (
            Click::Board(BoardAsk {
                kind: GameKind::Dice,
                global: true,
                sort: SortBy::Average,
                season: Season::Previous,
                page: 4,
            }),
            "1lb:dice:all:average:4:previous",
        ),
    ];
    for (click, id) in golden {
        assert_eq!(click.encode(), id, "{click:?}");
        assert_eq!(Click::parse(id), Some(click), "{id}");
    }
}
