//! The daily challenge's chance (#33): whatever the players do, the same day
//! deals the same cards in each round, draws the same Magic Card for each
//! round and shows the same face for each die at each roll; another day (or
//! another secret) deals otherwise; the faces are fair; a short game ends
//! after its last round.

use std::collections::HashMap;

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use wizard_bot::chance::daily::DailyChance;
use wizard_bot::engine::ToAct;
use wizard_bot::engine::dice::{self, DiceSetup, DiceState, Face};
use wizard_bot::engine::wizard::{self, Variants, WizardSetup, WizardState};
use wizard_bot::simulate;
use wizard_bot::table::{Game, LoggedStep, Move};

/// Plays `game` to its end with random legal moves (seeded by `play`) and
/// the day's chance; returns each chance outcome with the round and roll it fell on.
fn play(mut game: Game, daily: &DailyChance, play: u64) -> (Game, Vec<(u32, Option<u8>, LoggedStep)>) {
    let mut rng = SmallRng::seed_from_u64(play);
    let mut chance = Vec::new();
    for _ in 0..100_000 {
        let seat = match game.to_act() {
            ToAct::Over => return (game, chance),
            ToAct::Chance => {
                let (round, roll) = (game.round(), game.roll());
                let step = game.apply_daily_chance(daily).expect("chance is due");
                chance.push((round, roll, step));
                continue;
            }
            ToAct::Seat(s) => s,
            ToAct::Seats(seats) => {
                let all: Vec<usize> = seats.iter().collect();
                all[rng.random_range(0..all.len())]
            }
        };
        let mv = match &game {
            Game::Wizard(g) => simulate::wizard::random_action(g, seat, &mut rng).map(Move::Wizard),
            Game::Dice(g) => simulate::dice::random_action(g, seat, &mut rng).map(Move::Dice),
        }
        .expect("a due seat has a legal move");
        game.apply(seat, mv).expect("a random legal move applies");
    }
    panic!("the game did not end");
}

fn card_game(rounds: Option<u8>) -> Game {
    let setup = WizardSetup::new(4, 0, Variants::default()).unwrap();
    let setup = rounds.map_or(setup, |r| setup.short(r).unwrap());
    Game::Wizard(WizardState::new(setup))
}

fn dice_game(magic_cards: bool) -> Game {
    Game::Dice(DiceState::new(DiceSetup::new(4, 0, 9, magic_cards).unwrap()))
}

#[test]
fn the_same_day_deals_the_same_cards_each_round_whatever_is_played() {
    let day = DailyChance::new(b"operator secret", "wizard 2026-11-25");
    let deals = |play_seed| -> Vec<(u32, LoggedStep)> {
        let (game, chance) = play(card_game(Some(8)), &day, play_seed);
        assert!(game.is_over());
        chance.into_iter().map(|(round, _, step)| (round, step)).collect()
    };
    let first = deals(1);
    assert_eq!(first.len(), 8, "a short game of 8 rounds deals 8 times");
    for play_seed in 2..40 {
        assert_eq!(deals(play_seed), first, "other moves, the same deals");
    }
    // Each round's deal is its own: round 3 of a full game is round 3 of the short one.
    let (_, full) = play(card_game(None), &day, 99);
    assert_eq!(full.len(), 15);
    let full: Vec<(u32, LoggedStep)> = full.into_iter().map(|(r, _, s)| (r, s)).collect();
    assert_eq!(&full[..8], &first[..]);
    // Another day, or another operator's secret: other deals.
    for other in [
        DailyChance::new(b"operator secret", "wizard 2026-11-26"),
        DailyChance::new(b"another secret", "wizard 2026-11-25"),
    ] {
        let (_, chance) = play(card_game(Some(8)), &other, 1);
        let deals: Vec<(u32, LoggedStep)> = chance.into_iter().map(|(r, _, s)| (r, s)).collect();
        assert_ne!(deals, first);
        // Round by round too (a one-card deal may repeat by chance; 8 in a row do not).
        assert!(deals.iter().zip(&first).filter(|(a, b)| a == b).count() <= 1);
    }
}

#[test]
fn the_same_day_shows_the_same_face_for_each_die_at_each_roll_and_the_same_magic_cards() {
    let day = DailyChance::new(b"operator secret", "dice 2026-11-25");
    // (round, roll before the throw, die) → face; round → Magic Card.
    let mut faces: HashMap<(u32, u8, usize), Face> = HashMap::new();
    let mut cards: HashMap<u32, u32> = HashMap::new();
    let (mut compared_faces, mut compared_cards) = (0, 0);
    for play_seed in 0..60 {
        let (game, chance) = play(dice_game(true), &day, play_seed);
        assert!(game.is_over());
        for (round, roll, step) in chance {
            match step {
                LoggedStep::Dice(dice::Step::Roll { dice, faces: shown }) => {
                    for (die, face) in dice.into_iter().zip(shown) {
                        let key = (round, roll.unwrap(), die);
                        if let Some(before) = faces.insert(key, face) {
                            assert_eq!(before, face, "die {die} at round {round}, roll {roll:?}");
                            compared_faces += 1;
                        }
                    }
                }
                LoggedStep::Dice(dice::Step::MagicCard(n)) => {
                    if let Some(before) = cards.insert(round, n) {
                        assert_eq!(before, n, "round {round}'s Magic Card");
                        compared_cards += 1;
                    }
                }
                other => panic!("not a dice chance outcome: {other:?}"),
            }
        }
    }
    // Games of different lengths and rerolls: many faces and cards met again.
    assert!(
        compared_faces > 5_000 && compared_cards > 300,
        "{compared_faces} {compared_cards}"
    );
}

#[test]
fn the_days_faces_are_fair_and_differ_from_day_to_day() {
    let mut counts = [0u32; 6];
    let mut first_rolls = Vec::new();
    for d in 0..1_000 {
        let day = DailyChance::new(b"operator secret", &format!("dice day {d}"));
        let shown = day.faces(1, 0, dice::DiceSet::ALL);
        for f in shown.as_slice() {
            counts[Face::ALL.iter().position(|x| x == f).unwrap()] += 1;
        }
        first_rolls.push(shown.as_slice().to_vec());
    }
    // 7,000 faces: each of six within 5 standard deviations of 1,166.7.
    for c in counts {
        assert!((1_000..=1_333).contains(&c), "{counts:?}");
    }
    first_rolls.sort();
    first_rolls.dedup();
    assert!(
        first_rolls.len() > 990,
        "days differ: {} distinct first rolls",
        first_rolls.len()
    );
    // The card game's first deal differs from day to day as well.
    let setup = WizardSetup::new(4, 0, Variants::default()).unwrap();
    let a = DailyChance::new(b"s", "wizard 1").deal(&setup, 5);
    let b = DailyChance::new(b"s", "wizard 2").deal(&setup, 5);
    assert_ne!(a, b);
    assert_eq!(a, DailyChance::new(b"s", "wizard 1").deal(&setup, 5));
}

#[test]
fn a_short_game_ends_after_its_last_round_and_refuses_a_length_it_cannot_have() {
    let setup = WizardSetup::new(4, 1, Variants::default()).unwrap();
    assert_eq!(setup.rounds(), 15);
    let short = setup.short(8).unwrap();
    assert_eq!((short.rounds(), short.full_rounds()), (8, 15));
    assert_eq!(setup.short(15).unwrap(), setup, "the whole game is no short game");
    for bad in [0, 16] {
        assert_eq!(
            setup.short(bad),
            Err(wizard::SetupError::Rounds { rounds: bad, most: 15 })
        );
    }
    let day = DailyChance::new(b"s", "short");
    let (game, _) = play(Game::Wizard(WizardState::new(short)), &day, 5);
    let Game::Wizard(g) = game else { unreachable!() };
    assert!(g.is_over());
    assert_eq!(g.history().len(), 8);
    assert_eq!(g.view(wizard::Viewer::Spectator).rounds, 8);
    // Totals are the sum of the 8 rounds' scores.
    let totals: Vec<i32> = (0..4).map(|s| g.history().iter().map(|r| r.scores[s]).sum()).collect();
    assert_eq!(g.totals().to_vec(), totals);
}
