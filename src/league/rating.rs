//! Skill ratings: Weng-Lin (OpenSkill) over a free-for-all game's final
//! places, from the `skillratings` crate. The league owns the policy — who is
//! rated, what a board shows, the fold of games in order (`fold`) — and the
//! store folds its results rows through it, so ratings can always be rebuilt
//! from the results.

use std::collections::HashMap;

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// Names the rating model; a database rated by another one is rebuilt at start-up.
pub const RATING_MODEL: &str = "weng-lin-1";

/// A player's skill estimate: `mu` the mean, `sigma` how unsure it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

impl Default for Rating {
    fn default() -> Self {
        let r = WengLinRating::new();
        Rating {
            mu: r.rating,
            sigma: r.uncertainty,
        }
    }
}

impl Rating {
    /// What boards show and sort by: μ − 3σ, a figure the player is very likely
    /// above, so one lucky game does not top the board (a new player shows 0).
    pub fn shown(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

/// One rated player's part in a finished game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rated {
    pub rating: Rating,
    /// 1 for the best; equal places are a tie.
    pub place: i64,
}

/// The players' ratings after a game, in the order given.
///
/// Only people are rated: computer seats are left out of the update and the
/// people keep their places among themselves. A computer's strength changes
/// with its level and with every release of the bot, so as an anchor it would
/// move everyone's ratings for reasons that are not theirs. A game with fewer
/// than two people rates nobody (there is no one to be measured against).
/// Someone who left mid-game is rated by the place their seat finished in.
pub fn rate_game(players: &[Rated]) -> Vec<Rating> {
    if players.len() < 2 {
        return players.iter().map(|p| p.rating).collect();
    }
    let teams: Vec<[WengLinRating; 1]> = players
        .iter()
        .map(|p| {
            [WengLinRating {
                rating: p.rating.mu,
                uncertainty: p.rating.sigma,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(players)
        .map(|(t, p)| (&t[..], MultiTeamOutcome::new(p.place.max(1) as usize)))
        .collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .into_iter()
        .map(|t| Rating {
            mu: t[0].rating,
            sigma: t[0].uncertainty,
        })
        .collect()
}

/// Whether a finished game counts for ratings: every game does, unless it
/// allowed hints on a server that leaves such games out (`setting` is the
/// server's `hint_games` value).
pub fn counts_for_ratings(hints_allowed: bool, setting: Option<&str>) -> bool {
    !(hints_allowed && setting == Some("unrated"))
}

/// The scope of ratings across all servers (beside each server's own).
pub const ALL_SERVERS: i64 = 0;

/// A player's rating and rated games, per (kind, server or 0, user).
pub type RatingMap = HashMap<(String, i64, i64), (Rating, i64)>;

/// One person's place in a rated game, as the fold reads it.
pub struct RatedPlace {
    pub game: i64,
    pub kind: String,
    pub guild: Option<i64>,
    pub user: i64,
    pub place: i64,
}

/// Folds one game's people into `map`, for their server and for all servers
/// (or only for the scope `only`, when one board is asked for).
pub fn fold_game(map: &mut RatingMap, kind: &str, guild: Option<i64>, only: Option<i64>, people: &[(i64, i64)]) {
    if people.len() < 2 {
        return;
    }
    let scopes = [guild, Some(ALL_SERVERS)].into_iter().flatten();
    for scope in scopes.filter(|s| only.is_none_or(|o| o == *s)) {
        let key = |u: i64| (kind.to_string(), scope, u);
        let before: Vec<Rated> = people
            .iter()
            .map(|&(u, place)| Rated {
                rating: map.get(&key(u)).map(|r| r.0).unwrap_or_default(),
                place,
            })
            .collect();
        for (&(u, _), after) in people.iter().zip(rate_game(&before)) {
            let e = map.entry(key(u)).or_insert((Rating::default(), 0));
            *e = (after, e.1 + 1);
        }
    }
}

/// Folds people's places (in game order, a game's rows together) into ratings, of every scope or `only` one.
pub fn fold(rows: &[RatedPlace], only: Option<i64>) -> RatingMap {
    let mut map = RatingMap::new();
    let mut i = 0;
    while i < rows.len() {
        let j = rows[i..]
            .iter()
            .position(|r| r.game != rows[i].game)
            .map_or(rows.len(), |n| i + n);
        let people: Vec<(i64, i64)> = rows[i..j].iter().map(|r| (r.user, r.place)).collect();
        fold_game(&mut map, &rows[i].kind, rows[i].guild, only, &people);
        i = j;
    }
    map
}
