//! Every screen, in every language, pinned as a snapshot (insta): the lobby,
//! the card table and its scored form, a hand while bidding, choosing trump
//! and playing, the final standings; the dice table in each phase, a Page,
//! the Jester Score choice and Magic Card 7's cross-out; boards; and every
//! refusal a player can meet. A change to what players see shows up as a
//! reviewed diff (`cargo insta review`, or `INSTA_UPDATE=always` to rewrite).

use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::collections::BTreeMap;

use crate::seeing::{cross_out_choice, dice_table, hand, page, round_table};
use wizard_bot::discord::boards::ask::BoardAsk;
use wizard_bot::discord::boards::board::{leaderboard, rules, stats};
use wizard_bot::discord::boards::history::history;
use wizard_bot::discord::cards::table::scored_round;
use wizard_bot::discord::dice::page::cross_out_candidates;
use wizard_bot::discord::dice::table::scored_dice_round;
use wizard_bot::discord::end::{FinalPlace, dice_pages, final_standings};
use wizard_bot::discord::lobby::screen::{lobby, lobby_after};
use wizard_bot::discord::screen::{Screen, Seats, TableInfo};
use wizard_bot::engine::Viewer;
use wizard_bot::engine::dice::{
    BoxId, Colour, DicePhaseView, DiceSetup, DiceSetupError, DiceState, MagicCard, NoJesterScore, Phase as DicePhase,
};
use wizard_bot::engine::wizard::{
    Card, Clairvoyance, Phase, RulesError, SetupError, Suit, Variants, WizardSetup, WizardState,
};
use wizard_bot::league::season::Season;
use wizard_bot::league::{Board, History, LeaderRow, PastGame, SortBy, Stats};
use wizard_bot::table::{
    Game, GameError, GameKind, Level, MemoryLog, OptionsError, PersistError, ResultRow, SeatOwner, TableError,
    TableOptions, Tables, Verb, places,
};
use wizard_bot::text::catalogue::Lang;
use wizard_bot::text::dice_hint::dice_hint;
use wizard_bot::text::refusals::table_error;

const ALICE: i64 = 111_111_111_111_111_111;
const BOB: i64 = 222_222_222_222_222_222;
const CAROL: i64 = 333_333_333_333_333_333;
const DAVE: i64 = 444_444_444_444_444_444;

fn lang_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::De => "de",
        Lang::Fr => "fr",
        Lang::Nl => "nl",
    }
}

/// A screen as Discord receives it (the body of a message), pretty-printed.
fn body(screen: Screen) -> String {
    let data = serde_json::to_value(screen.reply(false)).unwrap();
    serde_json::to_string_pretty(&data).unwrap()
}

/// Snapshots `screen` once per language, named `what-LANG`.
fn each_language(what: &str, screen: impl Fn(Lang) -> Screen) {
    for lang in Lang::ALL {
        insta::assert_snapshot!(format!("{what}-{}", lang_name(lang)), body(screen(lang)));
    }
}

fn owners() -> Vec<SeatOwner> {
    vec![
        SeatOwner::Human(ALICE),
        SeatOwner::Human(BOB),
        SeatOwner::Computer,
        SeatOwner::Human(CAROL),
    ]
}

fn info<'a>(owners: &'a [SeatOwner], autopilot: &'a [bool]) -> TableInfo<'a> {
    TableInfo {
        game: 42,
        version: 17,
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
        stay: wizard_bot::engine::SeatSet::EMPTY,
        seen: crate::seeing::unseen(owners),
    }
}

/// As `info`, for a screen shown with its picture.
fn pictured_info<'a>(owners: &'a [SeatOwner], autopilot: &'a [bool]) -> TableInfo<'a> {
    TableInfo {
        pictured: true,
        emoji: Default::default(),
        beside_table: false,
        ..info(owners, autopilot)
    }
}

/// States of a seeded card game, the first met of each kind asked for.
fn card_states(variants: Variants, want: &[&str]) -> BTreeMap<String, WizardState> {
    let mut found = BTreeMap::new();
    for seed in 0..200 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut state = WizardState::new(WizardSetup::new(4, 0, variants).unwrap());
        let mut events = Vec::new();
        loop {
            let kind = match state.phase() {
                Phase::ChoosingTrump => Some("trump"),
                Phase::Bidding { .. } | Phase::SimultaneousBidding => Some("bidding"),
                Phase::Playing { .. } if state.current_trick().is_some_and(|t| !t.is_empty()) => Some("playing"),
                Phase::Over => Some("over"),
                _ => None,
            };
            if let Some(k) = kind
                && want.contains(&k)
                && state.round() >= 2
            {
                found.entry(k.to_string()).or_insert_with(|| state.clone());
            }
            if !wizard_bot::simulate::wizard::random_step(&mut state, &mut rng, &mut events, &mut |_| {}) {
                found.entry("over".to_string()).or_insert_with(|| state.clone());
                break;
            }
        }
        if want.iter().all(|k| found.contains_key(*k)) {
            break;
        }
    }
    found
}

#[tokio::test]
async fn the_lobby() {
    let tables = Tables::new(MemoryLog::new(), Some(1));
    let mut options = TableOptions::defaults(GameKind::Wizard);
    options.variants.plus_minus_one = true;
    options.variants.clairvoyance = Clairvoyance::EveryRound;
    let s = tables
        .create(GameKind::Wizard, Some(1), 5, ALICE, options)
        .await
        .unwrap();
    tables.command(s.id, BOB, Verb::Join).await.unwrap();
    tables
        .command(s.id, ALICE, Verb::AddComputer(Level::Normal))
        .await
        .unwrap();
    let s = tables.snapshot(s.id).await.unwrap();
    each_language("lobby-wizard", |lang| lobby(&s, lang));
    // After Start the lobby names the game's thread; at the end, the winner.
    tables.command(s.id, ALICE, Verb::Start).await.unwrap();
    let s = tables.snapshot(s.id).await.unwrap();
    each_language("lobby-started", |lang| lobby_after(&s, lang, Some(4_242), None));
    let winner = format!("<@{BOB}>");
    each_language("lobby-finished", |lang| {
        lobby_after(&s, lang, Some(4_242), Some(&winner))
    });
    let mut options = TableOptions::defaults(GameKind::Dice);
    options.magic_cards = true;
    options.x_target = 12;
    let d = tables.create(GameKind::Dice, Some(1), 6, CAROL, options).await.unwrap();
    each_language("lobby-dice", |lang| lobby(&d, lang));
}

#[test]
fn the_card_game() {
    let owners = owners();
    let autopilot = [false, false, false, true];
    let info = info(&owners, &autopilot);
    let states = card_states(Variants::default(), &["trump", "bidding", "playing", "over"]);
    let trump = &states["trump"];
    let dealer = trump.dealer();
    each_language("card-trump-choice", |lang| {
        hand(&trump.view(Viewer::Seat(dealer)), &info, lang, None)
    });
    let bidding = &states["bidding"];
    let bidder = bidding.to_act().seats().iter().next().unwrap();
    each_language("card-bidding-hand", |lang| {
        hand(&bidding.view(Viewer::Seat(bidder)), &info, lang, None)
    });
    each_language("card-bidding-table", |lang| {
        round_table(&bidding.view(Viewer::Spectator), &info, lang)
    });
    let playing = &states["playing"];
    let player = playing.to_act().seats().iter().next().unwrap();
    each_language("card-playing-hand", |lang| {
        hand(&playing.view(Viewer::Seat(player)), &info, lang, None)
    });
    each_language("card-playing-table", |lang| {
        round_table(&playing.view(Viewer::Spectator), &info, lang)
    });
    // Beside its picture: who must act, by when, and what just happened.
    let pictured = pictured_info(&owners, &autopilot);
    each_language("card-playing-table-pictured", |lang| {
        round_table(&playing.view(Viewer::Spectator), &pictured, lang)
    });
    let over = &states["over"];
    let v = over.view(Viewer::Spectator);
    each_language("card-scored-round", |lang| {
        // The last round, which closes with its last trick.
        scored_round(v.history.last().unwrap(), v.rounds, v.last_trick.as_ref(), &info, lang)
    });
    let game = Game::Wizard(over.clone());
    let standings = FinalPlace::ordered(&places(&game), &game.totals());
    let seats = &info.seats;
    let lifetime = [(0, lifetime_stats())];
    each_language("card-final-standings", |lang| {
        final_standings(GameKind::Wizard, 42, &standings, &v.winners, seats, &lifetime, lang)
    });
    // A notice above a hand (a stale click).
    each_language("card-hand-with-notice", |lang| {
        let notice = wizard_bot::t!(lang, "err-out-of-date");
        hand(&playing.view(Viewer::Seat(player)), &info, lang, Some(notice))
    });
    // The hint above a hand (what the Hard player would do, and why).
    each_language("card-hand-with-hint", |lang| {
        let view = playing.view(Viewer::Seat(player));
        let found = wizard_bot::bots::wizard::search::Found {
            action: view.legal[0],
            score: 31.6,
            tricks: 2.4,
            made: 0.72,
            worlds: 160,
        };
        let line = format!("💡 {}", wizard_bot::text::card_hint::hint(&found, lang));
        hand(&view, &info, lang, Some(line))
    });
    // Clairvoyance: the others' cards while bidding blind.
    let blind = card_states(
        Variants {
            clairvoyance: Clairvoyance::EveryRound,
            ..Variants::default()
        },
        &["bidding"],
    );
    let blind = &blind["bidding"];
    let seat = blind.to_act().seats().iter().next().unwrap();
    each_language("card-clairvoyance-hand", |lang| {
        hand(&blind.view(Viewer::Seat(seat)), &info, lang, None)
    });
}

/// States of a seeded dice game with Magic Cards: the first of each phase,
/// a Jester Score choice, and a Magic Card 7 prediction with boxes to cross out.
fn dice_states() -> BTreeMap<String, (DiceState, usize)> {
    let mut found: BTreeMap<String, (DiceState, usize)> = BTreeMap::new();
    let wanted = [
        "setting",
        "predicting",
        "rolling",
        "after-roll",
        "jester-choice",
        "cross-out",
        "over",
    ];
    for seed in 0..400 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut state = DiceState::new(DiceSetup::new(4, 0, 9, true).unwrap());
        let mut events = Vec::new();
        loop {
            let seat = state.to_act().seats().iter().next().unwrap_or(0);
            let mut note = |k: &str, seat: usize| {
                found.entry(k.to_string()).or_insert_with(|| (state.clone(), seat));
            };
            match state.phase() {
                DicePhase::SettingDice => note("setting", seat),
                DicePhase::Predicting { .. } if state.round() >= 3 => {
                    note("predicting", seat);
                    let v = state.view(Viewer::Seat(seat));
                    if state.magic_card() == Some(MagicCard::CrossOut)
                        && BoxId::all().any(|b| !cross_out_candidates(&v, b).is_empty())
                    {
                        note("cross-out", seat);
                    }
                }
                DicePhase::RollDue if state.rolls() == 0 => note("rolling", state.seer()),
                DicePhase::AfterRoll => {
                    note("after-roll", state.seer());
                    if let Some(s) = (0..4).find(|&s| s != state.seer() && state.jester_score_open(s)) {
                        note("jester-choice", s);
                    }
                }
                DicePhase::Over => note("over", 0),
                _ => {}
            }
            if !wizard_bot::simulate::dice::random_step(&mut state, &mut rng, &mut events, None) {
                found.entry("over".to_string()).or_insert_with(|| (state.clone(), 0));
                break;
            }
        }
        if wanted.iter().all(|k| found.contains_key(*k)) {
            break;
        }
    }
    for k in wanted {
        assert!(found.contains_key(k), "no {k} state in the seeds tried");
    }
    found
}

#[test]
fn wizard_dice() {
    let owners = owners();
    let autopilot = [false, false, false, false];
    let info = info(&owners, &autopilot);
    let states = dice_states();
    for phase in ["setting", "predicting", "rolling", "after-roll"] {
        let (state, seat) = &states[phase];
        let public = state.view(Viewer::Spectator);
        each_language(&format!("dice-table-{phase}"), |lang| dice_table(&public, &info, lang));
        let pictured = pictured_info(&owners, &autopilot);
        each_language(&format!("dice-table-{phase}-pictured"), |lang| {
            dice_table(&public, &pictured, lang)
        });
        let mine = state.view(Viewer::Seat(*seat));
        each_language(&format!("dice-page-{phase}"), |lang| page(&mine, &info, lang, None));
        // The Page after "Suggest": the hint above it.
        if let Some(found) = wizard_bot::bots::decide_dice_view(&mine, wizard_bot::bots::Level::Hard) {
            each_language(&format!("dice-page-hint-{phase}"), |lang| {
                page(&mine, &info, lang, Some(format!("💡 {}", dice_hint(&found, lang))))
            });
        }
    }
    let (state, seat) = &states["jester-choice"];
    let v = state.view(Viewer::Seat(*seat));
    assert!(v.score_options.is_some_and(|o| o.jester.is_some()));
    each_language("dice-jester-score-choice", |lang| {
        page(&v, &info, lang, Some(wizard_bot::t!(lang, "dice-choose-score")))
    });
    let (state, seat) = &states["cross-out"];
    let v = state.view(Viewer::Seat(*seat));
    let cell = BoxId::all().find(|&b| !cross_out_candidates(&v, b).is_empty()).unwrap();
    each_language("dice-cross-out-choice", |lang| cross_out_choice(&v, &info, cell, lang));
    let (state, _) = &states["over"];
    let v = state.view(Viewer::Spectator);
    assert_eq!(v.phase, DicePhaseView::Over);
    let report = v.last_round.unwrap();
    each_language("dice-scored-round", |lang| {
        scored_dice_round(&report, v.players, &info, lang)
    });
    let game = Game::Dice(state.clone());
    let standings = FinalPlace::ordered(&places(&game), &game.totals());
    let seats = &info.seats;
    each_language("dice-final-standings", |lang| {
        let mut screen = final_standings(GameKind::Dice, 42, &standings, &v.winners, seats, &[], lang);
        screen.embeds.push(dice_pages(&v, &standings, seats, lang, false));
        screen
    });
}

fn lifetime_stats() -> Stats {
    Stats {
        games: 12,
        wins: 5,
        points: 1430,
        average: 119.2,
        best: 230,
        bid_accuracy: 0.64,
        xs: 0,
        jester_scores: 0,
        leaves: 0,
        average_bid: 1.8,
        average_tricks: 1.6,
        seer_rounds: 0,
        rating: Some(18.4),
    }
}

#[test]
fn boards() {
    let board = Board {
        rows: vec![
            LeaderRow {
                rank: 1,
                user_id: ALICE,
                stats: lifetime_stats(),
            },
            LeaderRow {
                rank: 2,
                user_id: BOB,
                stats: Stats {
                    games: 3,
                    wins: 1,
                    points: 200,
                    average: 66.7,
                    best: 110,
                    bid_accuracy: 0.5,
                    xs: 0,
                    jester_scores: 0,
                    leaves: 1,
                    average_bid: 1.8,
                    average_tricks: 1.6,
                    seer_rounds: 0,
                    rating: None,
                },
            },
        ],
        total: 2,
    };
    each_language("leaderboard", |lang| {
        let ask = BoardAsk {
            kind: GameKind::Wizard,
            global: false,
            sort: SortBy::Rating,
            season: Season::Current,
            page: 0,
        };
        // November 2026, as the board names it.
        leaderboard(ask, Some((1_793_491_200_000, 1_796_083_200_000)), &board, lang)
    });
    each_language("stats", |lang| {
        stats(
            GameKind::Wizard,
            ALICE as u64,
            (
                Some(&lifetime_stats()),
                wizard_bot::league::streak::Streak { current: 4, best: 9 },
            ),
            lang,
        )
    });
    each_language("stats-none", |lang| {
        stats(GameKind::Dice, BOB as u64, (None, Default::default()), lang)
    });
    // Someone's history: seven games, the first page of two; Bob left one.
    let seat = |seat: i64, user: Option<i64>, place: i64, points: i64, left: bool| ResultRow {
        seat,
        user_id: user,
        points,
        place,
        won: place == 1,
        rounds: 15,
        exact_bids: 5,
        xs: 0,
        jester_scores: 0,
        left,
        bids: 27,
        tricks: 24,
        seer_rounds: 0,
        unfinished: left,
    };
    let games = (0..5)
        .map(|i| PastGame {
            game: 40 - i,
            finished_at: 1_795_000_000_000 - i * 86_400_000,
            seats: vec![
                seat(0, Some(ALICE), 1 + i % 2, 240 - 10 * i, false),
                seat(1, Some(BOB), 2 - i % 2, 180, i == 3),
                seat(2, None, 3, -20, false),
            ],
        })
        .collect();
    let h = History { games, total: 7 };
    each_language("history", |lang| history(ALICE, GameKind::Wizard, 0, &h, lang));
    each_language("rules-wizard", |lang| rules(GameKind::Wizard, lang));
    each_language("rules-dice", |lang| rules(GameKind::Dice, lang));
}

/// Every refusal a player can meet, one per line, per language.
#[test]
fn refusals() {
    let cell = BoxId::new(Colour::Red, 3).unwrap();
    let card = Card::suited(Suit::Blue, 13).unwrap();
    let wizard = [
        RulesError::GameOver,
        RulesError::NotYourTurn { seat: 1, expected: 2 },
        RulesError::AlreadyBid(1),
        RulesError::BidOutOfRange { bid: 9, max: 5 },
        RulesError::ForbiddenBid { bid: 2, tricks: 5 },
        RulesError::CardNotInHand(card),
        RulesError::MustFollowSuit { led: Suit::Green },
        RulesError::TrumpChoiceDue,
        RulesError::NotBidding,
        RulesError::NotPlaying,
        RulesError::TrumpChoiceNotDue,
        RulesError::DealDue,
    ];
    use wizard_bot::engine::dice::DiceError as D;
    let dice = [
        D::GameOver,
        D::NotSeer { seer: 0 },
        D::NotPredicting,
        D::AlreadyPredicted(1),
        D::BadCount(6),
        D::BoxUsed(cell),
        D::PredictionTaken(cell),
        D::CrossOutNotAllowed,
        D::CrossOutWrongColour {
            cell,
            colour: Colour::Blue,
        },
        D::CrossOutEmpty(cell),
        D::CrossOutAgain(cell),
        D::NoWizardColourThisRound,
        D::WizardColourNotNow,
        D::SetNotDue,
        D::SetSameDie,
        D::RollNotDue,
        D::NoRollsLeft,
        D::EmptyRoll,
        D::MustThrow {
            expected: vec![2, 3, 4],
        },
        D::JesterReroll,
        D::TooFewDice,
        D::LeaveNotAllowed,
        D::StaleRoll { roll: 1, current: 2 },
        D::NotInRound(2),
        D::SeerStops,
        D::OnlySeerStops,
        D::ScoreNotDue(1),
        D::NoJesterScore(NoJesterScore::NoJester),
    ];
    let mut errors = vec![
        TableError::NoSuchTable,
        TableError::ChannelBusy(7),
        TableError::NotSeated,
        TableError::AlreadySeated,
        TableError::Full,
        TableError::NotHost,
        TableError::NotEnoughPlayers { need: 3 },
        TableError::AlreadyStarted,
        TableError::NotStarted,
        TableError::GameOver,
        TableError::NotFinished,
        TableError::Cancelled,
        TableError::OutOfDate { current: 9 },
        TableError::NotYourTurn,
        TableError::Rules(GameError::WrongGame),
        TableError::Options(OptionsError::Wizard(SetupError::Incompatible(
            "plus_minus_one",
            "covered_bids",
        ))),
        TableError::Options(OptionsError::Wizard(SetupError::OneColourPlayerCount(5))),
        TableError::Options(OptionsError::Dice(DiceSetupError::XTarget(10))),
        TableError::Storage(PersistError::Failed("disk full".into())),
    ];
    errors.extend(wizard.into_iter().map(|e| TableError::Rules(GameError::Wizard(e))));
    errors.extend(dice.into_iter().map(|e| TableError::Rules(GameError::Dice(e))));
    for lang in Lang::ALL {
        let text: Vec<String> = errors
            .iter()
            .map(|e| format!("{e:?}\n  {}", table_error(e, lang)))
            .collect();
        insta::assert_snapshot!(format!("refusals-{}", lang_name(lang)), text.join("\n"));
    }
    // Nothing of the storage error's own text reaches the player.
    assert!(!table_error(&TableError::Storage(PersistError::Failed("disk full".into())), Lang::En).contains("disk"));
}

/// The daily challenge (#33): a finished try's result, the share as the
/// channel sees it, and the board by day and by week, on a server and
/// everyone's; the line above a running try's panel.
#[test]
fn the_daily_challenge() {
    use wizard_bot::discord::daily::ask::DailyAsk;
    use wizard_bot::discord::daily::screen::{BoardExtras, DailyNews, board, header, result, shared};
    use wizard_bot::league::field::{AgainstHard, HardDay};
    use wizard_bot::league::streak::Streak;
    use wizard_bot::league::{DailyBoard, DailyRow, Share};
    // Daily #3 (2026-11-27).
    let day = wizard_bot::league::daily::FIRST_DAY + 2;
    let share = Share {
        kind: GameKind::Wizard,
        day,
        points: 130,
        rounds: vec![true, true, false, true, true, false, true, true],
    };
    let owners = [
        SeatOwner::Human(ALICE),
        SeatOwner::Computer,
        SeatOwner::Computer,
        SeatOwner::Computer,
    ];
    let levels = [Level::Easy, Level::Hard, Level::Hard, Level::Hard];
    let seats = Seats {
        owners: &owners,
        autopilot: &[false; 4],
        levels: &levels,
        left: &[],
    };
    let standings = FinalPlace::ordered(&[1, 3, 2, 4], &[130, 40, 90, -20]);
    each_language("daily-result", |lang| {
        result(77, (&share, None), &standings, &seats, false, lang)
    });
    // With the streak and Hard's own try from the same seat (#53).
    let news = DailyNews {
        streak: Streak { current: 3, best: 5 },
        hard: Some(HardDay {
            points: 100,
            made: 5,
            rounds: 8,
        }),
    };
    each_language("daily-result-news", |lang| {
        result(77, (&share, Some(&news)), &standings, &seats, false, lang)
    });
    // The day closed: Replay and Analyse of the try.
    each_language("daily-result-closed", |lang| {
        result(77, (&share, None), &standings, &seats, true, lang)
    });
    // A try the autopilot finished when the day closed (#60): unfinished,
    // its own rounds only, the rule, no Share.
    let own = wizard_bot::table::Figures {
        points: 50,
        rounds: 2,
        exact_bids: 1,
        ..Default::default()
    };
    each_language("daily-result-unfinished", |lang| {
        wizard_bot::discord::daily::screen::unfinished(77, (GameKind::Wizard, day), own, true, lang)
    });
    each_language("daily-share", |lang| shared(&share, (ALICE as u64, 1), lang));
    each_language("daily-share-streak", |lang| shared(&share, (ALICE as u64, 6), lang));
    let dice = Share {
        kind: GameKind::Dice,
        day,
        points: -4,
        rounds: vec![true, true, true, false, false],
    };
    each_language("daily-share-dice", |lang| shared(&dice, (BOB as u64, 0), lang));
    let row = |rank: i64, user_id: i64, points: i64, made: i64| DailyRow {
        rank,
        user_id,
        points,
        tries: 2,
        made,
        rounds: 16,
    };
    let b = DailyBoard {
        rows: vec![row(1, ALICE, 250, 12), row(2, BOB, 180, 11), row(3, CAROL, -30, 6)],
        total: 13,
    };
    let ask = DailyAsk {
        kind: GameKind::Wizard,
        day,
        week: false,
        global: false,
        page: 0,
    };
    // A server's board mentions its people; everyone's shows the names they played under.
    let none = std::collections::HashMap::new();
    let names: std::collections::HashMap<i64, String> =
        [(ALICE, "Alice*".to_string()), (BOB, "Bob".to_string())].into();
    let plain = BoardExtras::default();
    // A closed day's board with streaks and Hard's line (#53).
    let extras = BoardExtras {
        streaks: [(ALICE, 4), (BOB, 1)].into(),
        hard: Some((
            HardDay {
                points: 100,
                made: 5,
                rounds: 8,
            },
            AgainstHard::of(100, [250, 180, -30]),
        )),
    };
    each_language("daily-board-day-hard", |lang| {
        board(ask, &b, (&none, &extras), true, day + 1, lang)
    });
    each_language("daily-board-day-server", |lang| {
        board(ask, &b, (&none, &plain), true, day, lang)
    });
    // The board of a day that has closed is its final one.
    each_language("daily-board-day-closed", |lang| {
        board(ask, &b, (&none, &plain), true, day + 1, lang)
    });
    each_language("daily-board-week-everyone", |lang| {
        board(
            DailyAsk {
                week: true,
                global: true,
                page: 1,
                ..ask
            },
            &b,
            (&names, &plain),
            true,
            day,
            lang,
        )
    });
    each_language("daily-board-dm-empty", |lang| {
        let empty = DailyBoard {
            rows: Vec::new(),
            total: 0,
        };
        board(
            DailyAsk {
                kind: GameKind::Dice,
                ..ask
            },
            &empty,
            (&none, &plain),
            false,
            day,
            lang,
        )
    });
    each_language("daily-header", |lang| {
        Screen::text(header(GameKind::Dice, day, true, lang))
    });
}

/// #34: a replay at its first stop (face up), at a trick, as one seat saw
/// it, and a dice replay at a roll and through one seat's Page — from
/// seeded random games stored and finished, drawn without pictures.
#[tokio::test]
async fn replays() {
    use wizard_bot::discord::keep::names::Names;
    use wizard_bot::discord::replay_screen;
    use wizard_bot::table::{GameStatus, Seating, TableStore, store_random};
    let tables = Tables::new(MemoryLog::new(), Some(1));
    let log = tables.persist();
    let names = Names::default();
    for kind in [GameKind::Wizard, GameKind::Dice] {
        let seating = Seating {
            owners: vec![SeatOwner::Human(ALICE), SeatOwner::Human(BOB), SeatOwner::Computer],
            ..Seating::default()
        };
        let options = TableOptions {
            magic_cards: true,
            ..TableOptions::defaults(kind)
        };
        let (id, _) = store_random(log, kind, (Some(1), 5), &options, &seating, 34)
            .await
            .unwrap();
        log.set_status(id, GameStatus::Finished).await.unwrap();
        let name = kind.as_str();
        for (what, stop, seat) in [("first", 0, None), ("step", 3, None), ("as-seat", 3, Some(1))] {
            let r = tables.replay(id, stop).await.unwrap();
            each_language(&format!("replay-{name}-{what}"), |lang| {
                replay_screen(&r, seat, lang, (&names, Default::default()), false).unwrap()
            });
        }
    }
}

/// #34: an analysis as its clicker sees it (their block first): a card
/// game's costly bids and card, someone as good as Hard, and Wizard Dice's
/// predictions.
#[test]
fn analyses() {
    use wizard_bot::discord::replay::analysis::analysis;
    use wizard_bot::table::{Analysis, Choice, Weighed};
    let owners = owners();
    let seats = Seats {
        owners: &owners,
        autopilot: &[],
        levels: &[],
        left: &[],
    };
    let weighed = |seat, round, trick, made, hard, expected_made, expected_hard| Weighed {
        seat,
        round,
        trick,
        made,
        hard,
        expected_made,
        expected_hard,
    };
    let card = |s: &str| serde_json::from_value::<Card>(serde_json::json!(s)).unwrap();
    let cards = Analysis {
        game: 42,
        kind: GameKind::Wizard,
        calls: vec![
            weighed(0, 7, None, Choice::Bid(3), Choice::Bid(2), -8.0, 6.4),
            weighed(0, 9, None, Choice::Bid(1), Choice::Bid(1), 12.0, 12.0),
            weighed(0, 12, None, Choice::Bid(0), Choice::Bid(2), 3.1, 7.5),
            weighed(1, 7, None, Choice::Bid(2), Choice::Bid(2), 20.0, 20.0),
            weighed(3, 3, None, Choice::Bid(1), Choice::Bid(0), 4.2, 14.9),
        ],
        plays: vec![
            weighed(
                0,
                9,
                Some(3),
                Choice::Card(card("Z")),
                Choice::Card(card("R7")),
                -4.0,
                8.2,
            ),
            weighed(
                3,
                5,
                Some(1),
                Choice::Card(card("N")),
                Choice::Card(card("B12")),
                1.0,
                1.3,
            ),
        ],
    };
    // Carol clicked: her block first.
    each_language("analysis-cards", |lang| {
        analysis(&cards, &seats, Some(3), &Default::default(), lang)
    });
    let predict = |count, colour| Choice::Predict { count, colour };
    let dice = Analysis {
        game: 43,
        kind: GameKind::Dice,
        calls: vec![
            weighed(0, 2, None, predict(3, Colour::Red), predict(2, Colour::Blue), -0.4, 1.9),
            weighed(
                0,
                5,
                None,
                predict(5, Colour::Green),
                predict(4, Colour::Green),
                -2.7,
                0.3,
            ),
            weighed(
                1,
                2,
                None,
                predict(2, Colour::Yellow),
                predict(2, Colour::Yellow),
                1.2,
                1.2,
            ),
        ],
        plays: Vec::new(),
    };
    each_language("analysis-dice", |lang| {
        analysis(&dice, &seats, None, &Default::default(), lang)
    });
}

/// #35: a game night's sign-up (taking sign-ups, under way), a table's
/// call, the standings mid-night and final, and the winner's line.
#[test]
fn game_nights() {
    use wizard_bot::discord::nights::screen::{ended, signup, standings, table_call};
    use wizard_bot::league::night::TablePlace;
    use wizard_bot::league::{Fill, Night, NightPlan, NightStatus, NightTable, RankBy};
    let plan = NightPlan {
        kind: GameKind::Wizard,
        options: TableOptions::defaults(GameKind::Wizard),
        starts_at: Some(1_800_000_000_000),
        rounds: 2,
        per_table: 3,
        rank_by: RankBy::Places,
        fill: Fill::Computers,
        rated: true,
        format: Default::default(),
    };
    let mut n = Night {
        id: 5,
        players: vec![ALICE, BOB, CAROL],
        ..Night::new(1, 50, ALICE, "Friday".into(), plan, "en-US".into())
    };
    each_language("night-signup", |lang| signup(&n, lang));
    // #50: an organiser who has not joined is told how to play; before any
    // table ends the standings rank no one (no medals in sign-up order).
    let unjoined = Night {
        players: vec![BOB, CAROL],
        ..n.clone()
    };
    each_language("night-signup-organiser-not-playing", |lang| signup(&unjoined, lang));
    let first_round = Night {
        status: NightStatus::Running,
        rounds: vec![vec![NightTable {
            seats: vec![Some(ALICE), Some(BOB), Some(CAROL)],
            thread: Some(61),
            game: Some(40),
            ..NightTable::default()
        }]],
        ..n.clone()
    };
    each_language("night-standings-before-any-game", |lang| standings(&first_round, lang));
    let placed = |place, points| {
        Some(TablePlace {
            place,
            points,
            unfinished: false,
        })
    };
    n.status = NightStatus::Running;
    n.rounds = vec![vec![
        NightTable {
            seats: vec![Some(ALICE), Some(BOB), None],
            thread: Some(61),
            game: Some(40),
            results: vec![placed(2, 30), placed(1, 60), None],
            ended: true,
            ..NightTable::default()
        },
        NightTable {
            seats: vec![Some(CAROL), None, None],
            thread: Some(62),
            game: Some(41),
            ..NightTable::default()
        },
    ]];
    each_language("night-signup-running", |lang| signup(&n, lang));
    each_language("night-table-call", |lang| table_call(&n, 0, 1, lang));
    each_language("night-standings", |lang| standings(&n, lang));
    n.rounds[0][1].results = vec![placed(3, -20), None, None];
    n.rounds[0][1].ended = true;
    n.status = NightStatus::Finished;
    n.plan.rank_by = RankBy::Points;
    each_language("night-standings-final", |lang| standings(&n, lang));
    each_language("night-won", |lang| ended(&n, lang));
    // #54: a latecomer and a withdrawn person on a running night's sign-up,
    // and a championship's knock-out round: its table call and standings
    // grouped by how far each got.
    let mut late = n.clone();
    late.status = NightStatus::Running;
    late.plan.rounds = 3;
    late.rounds.truncate(1);
    late.players.push(DAVE);
    late.late = vec![(DAVE, 1)];
    late.withdrawn = vec![BOB];
    each_language("night-signup-late", |lang| signup(&late, lang));
    let mut cup = n.clone();
    cup.plan.format = wizard_bot::league::Format::Championship;
    cup.plan.rounds = 1;
    cup.plan.rank_by = RankBy::Places;
    cup.status = NightStatus::Running;
    cup.rounds.push(vec![NightTable {
        seats: vec![Some(BOB), Some(ALICE), None],
        thread: Some(63),
        game: Some(42),
        results: vec![placed(1, 40), placed(2, 20), placed(3, 0)],
        ended: true,
        ..NightTable::default()
    }]);
    each_language("night-championship-final-call", |lang| table_call(&cup, 1, 0, lang));
    cup.status = NightStatus::Finished;
    each_language("night-championship-standings", |lang| standings(&cup, lang));
}

/// The daily recap (#53) as a server's channel gets it: the day's winners
/// mentioned in the text (notified), each game's board with streaks and
/// Hard's line, the week's champion on a Sunday's recap, a button per game;
/// and the daily rating's board.
#[test]
fn the_daily_recap_and_the_daily_rating() {
    use wizard_bot::discord::daily::recap::recap;
    use wizard_bot::discord::daily::screen::rating_board;
    use wizard_bot::league::DailyRow;
    use wizard_bot::league::daily_store::DailyRatingRow;
    use wizard_bot::league::field::{AgainstHard, HardDay};
    use wizard_bot::league::rating::Rating;
    use wizard_bot::league::recap::{Recap, RecapGame};
    use wizard_bot::league::streak::StreakChange;
    // Sunday 2026-12-06: its recap also names the week's champion.
    let day = 20_793;
    let row = |rank: i64, user_id: i64, points: i64, made: i64| DailyRow {
        rank,
        user_id,
        points,
        tries: 1,
        made,
        rounds: 8,
    };
    let r = Recap {
        day,
        games: vec![
            RecapGame {
                kind: GameKind::Wizard,
                rows: vec![row(1, ALICE, 190, 7), row(2, CAROL, 120, 6), row(3, BOB, -20, 3)],
                total: 3,
                hard: Some((
                    HardDay {
                        points: 130,
                        made: 6,
                        rounds: 8,
                    },
                    AgainstHard::of(130, [190, 120, -20]),
                )),
                week: vec![row(1, CAROL, 820, 40), row(2, ALICE, 790, 41)],
                month: Vec::new(),
                month_from: None,
            },
            RecapGame {
                kind: GameKind::Dice,
                // A tie shares its rank, as the win is shared (#62).
                rows: vec![row(1, BOB, 12, 4), row(1, ALICE, 12, 4)],
                total: 2,
                hard: None,
                week: Vec::new(),
                // November's champion, named by the month (#62).
                month: vec![row(1, BOB, 64, 20)],
                month_from: Some(wizard_bot::league::daily::FIRST_DAY),
            },
        ],
        streaks: vec![
            (ALICE, GameKind::Wizard, StreakChange::Grew(6)),
            (BOB, GameKind::Wizard, StreakChange::Broke(3)),
        ],
    };
    each_language("daily-recap", |lang| recap(&r, lang));
    let rows = vec![
        DailyRatingRow {
            rank: 1,
            user_id: ALICE,
            rating: Rating { mu: 31.2, sigma: 3.1 },
            days: 12,
        },
        DailyRatingRow {
            rank: 2,
            user_id: BOB,
            rating: Rating { mu: 26.0, sigma: 4.4 },
            days: 1,
        },
    ];
    let names: std::collections::HashMap<i64, String> = [(ALICE, "Alice".to_string())].into();
    each_language("daily-rating", |lang| {
        rating_board(GameKind::Wizard, (&rows, 31), 0, &names, day, lang)
    });
}
