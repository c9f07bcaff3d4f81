//! The dice arena: whole Wizard Dice games between computer levels, the
//! lineup rotated one seat each game (so the first Seer rotates too). Points
//! per round are each Page's change over the round.

use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::bots::Level;
use crate::bots::dice::decide_at;
use crate::chance::{random_faces, random_magic_card};
use crate::engine::ToAct;
use crate::engine::dice::{Chance, DiceSetup, DiceState, Mark, Phase};
use crate::simulate::arena::{Arena, Contender, figures};

/// Plays `games` dice games with `lineup` (one level per seat, 2–5 seats),
/// game `g` rotated by `g` seats and rolled from `seed + g`; with Magic Cards
/// when `magic_cards`. Reproducible for a seed (the decision times aside).
pub fn dice_arena(lineup: &[Level], games: usize, seed: u64, magic_cards: bool) -> Result<Arena, String> {
    let n = lineup.len();
    let contenders: Vec<Contender> = lineup.iter().map(|&l| Contender::Level(l)).collect();
    let mut arena = Arena::for_lineup(&contenders);
    let first = contenders[0];
    for g in 0..games {
        let level_of = |seat: usize| lineup[(seat + g) % n];
        let setup = DiceSetup::new(n, 0, 9, magic_cards).map_err(|e| e.to_string())?;
        let mut state = DiceState::new(setup);
        let mut rng = SmallRng::seed_from_u64(seed.wrapping_add(g as u64));
        let mut events = Vec::with_capacity(16);
        let mut totals = state.totals();
        let mut rounds = 0;
        loop {
            events.clear();
            let mut decide = |state: &DiceState, seat: usize| {
                let level = level_of(seat);
                let started = Instant::now();
                let action = decide_at(state, seat, level);
                let us = started.elapsed().as_micros().min(u128::from(u32::MAX)) as u32;
                figures(&mut arena.levels, Contender::Level(level)).decision_us.push(us);
                action
            };
            match state.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    let chance = match *state.phase() {
                        Phase::MagicCardDue => {
                            Chance::MagicCard(random_magic_card(state.drawn_magic_cards(), &mut rng))
                        }
                        Phase::Throwing { dice } => Chance::Faces(random_faces(dice, &mut rng)),
                        _ => return Err("chance due outside a draw or a throw".into()),
                    };
                    state
                        .apply_chance_into(&chance, &mut events)
                        .map_err(|e| e.to_string())?;
                }
                _ => {
                    // After a roll the others may leave first (in seat order); then the due seat decides.
                    if *state.phase() == Phase::AfterRoll {
                        for seat in state.in_round().to_vec() {
                            if seat != state.seer()
                                && let Some(action) = decide(&state, seat)
                            {
                                state.apply_into(seat, action, &mut events).map_err(|e| e.to_string())?;
                            }
                        }
                    }
                    let seat = match state.to_act() {
                        _ if *state.phase() == Phase::AfterRoll => state.seer(),
                        ToAct::Seat(s) => s,
                        ToAct::Seats(seats) => seats.iter().next().ok_or("nobody to act")?,
                        _ => continue,
                    };
                    let action = decide(&state, seat).ok_or_else(|| {
                        format!(
                            "a due seat did not decide: {:?} {:?}",
                            state.phase(),
                            state.view(crate::engine::Viewer::Seat(seat)).legal
                        )
                    })?;
                    state.apply_into(seat, action, &mut events).map_err(|e| e.to_string())?;
                }
            }
            // Each finished round: the change of every Page, per level and paired.
            if state.reports().len() > rounds {
                rounds = state.reports().len();
                let now = state.totals();
                let report = state.last_round().copied();
                let seats: Vec<(Contender, f64, bool)> = (0..n)
                    .map(|s| {
                        let exact = report
                            .and_then(|r| r.written[s])
                            .is_some_and(|w| matches!(w.mark, Mark::X | Mark::XX));
                        (Contender::Level(level_of(s)), f64::from(now[s] - totals[s]), exact)
                    })
                    .collect();
                // Where the first level gains or loses: by the round's Magic Card.
                if let Some(d) = arena.round(first, &seats) {
                    let card = report.and_then(|r| r.magic_card);
                    let label = card.map_or("no Magic Card".to_string(), |c| format!("Magic Card {}", u8::from(c)));
                    arena.break_down(label, d);
                }
                totals = now;
            }
        }
    }
    Ok(arena)
}
