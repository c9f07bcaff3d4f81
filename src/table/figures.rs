//! A seat's figures at one moment of a game (what its results row says),
//! and places when some seats were not played to the end by their person.

use super::Game;
use super::model::Figures;

/// `seat`'s figures in `game` as it stands: what its results row says.
pub fn figures(game: &Game, seat: usize) -> Figures {
    let points = game.totals().get(seat).copied().unwrap_or(0);
    match game {
        Game::Wizard(g) => Figures {
            points,
            rounds: g.history().len() as i64,
            exact_bids: g.history().iter().filter(|r| r.bids[seat] == r.tricks[seat]).count() as i64,
            bids: g.history().iter().map(|r| i64::from(r.bids[seat])).sum(),
            tricks: g.history().iter().map(|r| i64::from(r.tricks[seat])).sum(),
            ..Figures::default()
        },
        Game::Dice(g) => Figures {
            points,
            rounds: g.history().len() as i64,
            xs: i64::from(g.page(seat).x_count()),
            jester_scores: i64::from(g.page(seat).jester_scores()),
            seer_rounds: g.history().iter().filter(|r| r.seer == seat).count() as i64,
            ..Figures::default()
        },
    }
}

/// Each seat's own result in a finished `game`: (place, figures, unfinished).
/// A seat its person stopped playing (`handed`: their figures then) counts
/// those, and ranks last with the others so handed; the rest rank among
/// themselves by the game's places. What results rows and a night's tables
/// both count (#60).
pub fn own_results(game: &Game, handed: &[Option<Figures>]) -> Vec<(usize, Figures, bool)> {
    let handed = |s: usize| handed.get(s).copied().flatten();
    let dropped: Vec<bool> = (0..game.players()).map(|s| handed(s).is_some()).collect();
    let place = own_places(&super::places(game), &dropped);
    (0..game.players())
        .map(|s| match handed(s) {
            Some(f) => (place[s], f, true),
            None => (place[s], figures(game, s), false),
        })
        .collect()
}

/// Each seat's place by the rule of `own_results`: the seats not `dropped`
/// rank among themselves by `place` (the game's, ties share), the dropped
/// ones share the place after them.
fn own_places(place: &[usize], dropped: &[bool]) -> Vec<usize> {
    let kept = |s: &usize| !dropped.get(*s).copied().unwrap_or(false);
    let playing: Vec<usize> = (0..place.len()).filter(kept).collect();
    (0..place.len())
        .map(|s| match kept(&s) {
            true => 1 + playing.iter().filter(|&&o| place[o] < place[s]).count(),
            false => playing.len() + 1,
        })
        .collect()
}
