//! Random games for tests and benchmarks (the `testing` feature): a game of
//! either kind played out at random from a seed, and stored as the tables
//! store one (created, started, every move logged), for replays, analyses
//! and boards to read back.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::{Game, GameId, GameKind, LoggedStep, PersistError, SeatOwner, Seating, Setup, TableOptions, TableStore};
use crate::engine::dice::DiceSetup;
use crate::engine::wizard::WizardSetup;

/// A game of `kind` for `players` under `options` (variants, Magic Cards, X
/// target), played out at random from `seed`: its setup, its logged moves and
/// where it ended. `None` for options the game cannot be set up with.
pub fn random_logged(
    kind: GameKind,
    options: &TableOptions,
    players: usize,
    seed: u64,
) -> Option<(Setup, Vec<LoggedStep>, Game)> {
    let mut rng = SmallRng::seed_from_u64(seed);
    Some(match kind {
        GameKind::Wizard => {
            let setup = WizardSetup::new(players, 0, options.variants).ok()?;
            let (state, steps) = crate::simulate::wizard::random_game_logged(setup, &mut rng);
            let steps = steps.into_iter().map(LoggedStep::Wizard).collect();
            (Setup::Wizard(setup), steps, Game::Wizard(state))
        }
        GameKind::Dice => {
            let setup = DiceSetup::new(players, 0, options.x_target, options.magic_cards).ok()?;
            let (state, steps) = crate::simulate::dice::random_game_logged(setup, &mut rng);
            let steps = steps.into_iter().map(LoggedStep::Dice).collect();
            (Setup::Dice(setup), steps, Game::Dice(state))
        }
    })
}

/// `random_logged` for the seats of `seating`, stored in `persist` on
/// `guild`'s `channel` as running with every move logged (hosted by its
/// first person); the caller finishes it as it needs. Its id and where it ended.
pub async fn store_random<P: TableStore>(
    persist: &P,
    kind: GameKind,
    (guild, channel): (Option<i64>, i64),
    options: &TableOptions,
    seating: &Seating,
    seed: u64,
) -> Result<(GameId, Game), PersistError> {
    let bad = || PersistError::Failed(format!("no {} game for these options", kind.as_str()));
    let (setup, steps, game) = random_logged(kind, options, seating.owners.len(), seed).ok_or_else(bad)?;
    let host = seating
        .owners
        .iter()
        .find_map(|o| match o {
            SeatOwner::Human(u) => Some(*u),
            _ => None,
        })
        .unwrap_or_default();
    let id = persist.create(kind, guild, channel, host, options, seating).await?;
    persist.start(id, seating, &setup).await?;
    persist.append(id, 0, &steps, None, None).await?;
    Ok((id, game))
}

/// A finished daily try of `user` on `day` (the boards, streaks and rollover
/// read only its results): stored as created and finished at once, the
/// person's seat with `points` and `made` bids met of 8 rounds, three
/// computer players after them. Its id.
pub async fn store_daily_try<P: TableStore>(
    persist: &P,
    kind: GameKind,
    (guild, user, day): (Option<i64>, i64, i64),
    (points, made): (i64, i64),
) -> Result<GameId, PersistError> {
    let options = TableOptions {
        daily: Some(day),
        ..TableOptions::defaults(kind)
    };
    let mut owners = vec![SeatOwner::Human(user)];
    owners.extend([SeatOwner::Computer; 3]);
    let seating = Seating {
        owners,
        autopilot: Vec::new(),
        ..Seating::default()
    };
    let id = persist.create(kind, guild, user, user, &options, &seating).await?;
    let row = |seat: i64, user_id: Option<i64>, points: i64| super::ResultRow {
        seat,
        user_id,
        points,
        place: 1 + seat,
        won: seat == 0,
        rounds: 8,
        exact_bids: if seat == 0 { made } else { 4 },
        ..super::ResultRow::default()
    };
    let mut results = vec![row(0, Some(user), points)];
    results.extend((1..4).map(|s| row(s, None, 0)));
    persist.finish(id, &results).await?;
    Ok(id)
}
