//! The daily rating: each closed day's tries of one game are one duplicate
//! comparison (the same deals, the same computer opponents), folded into a
//! Weng-Lin rating of its own, apart from the table ratings.
//!
//! Why not the whole field as one Weng-Lin game: its update sums one term
//! per opponent, so in a field of thousands one day would move a rating by
//! hundreds of points, and it costs n² comparisons. A day is instead rated
//! as a game of at most `FIELD_PLACES`: a person's place is their share of
//! the field (top eighth, second eighth …), and each other share takes part
//! as one player with its members' mean rating. A field that small or
//! smaller is rated exactly, person against person. A day then moves a
//! rating about as much as one game at a table of eight, whatever the field's
//! size, and the fold costs n × 8.

use super::rating::{Rated, Rating, rate_game};

/// Names the model; stored ratings of another one are folded again.
pub const DAILY_RATING_MODEL: &str = "weng-lin-field-8";

/// The most places a day's field is rated in.
pub const FIELD_PLACES: usize = 8;

/// Places by points, best first (equal points share a place: 1 + those above).
pub fn places(points: &[i64]) -> Vec<i64> {
    let mut sorted = points.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    points
        .iter()
        .map(|p| sorted.partition_point(|q| q > p) as i64 + 1)
        .collect()
}

/// The field's ratings after a day: `field` is each person's rating before
/// and their points that day; the ratings after, in the same order.
pub fn rate_day(field: &[(Rating, i64)]) -> Vec<Rating> {
    let n = field.len();
    let points: Vec<i64> = field.iter().map(|f| f.1).collect();
    let place = places(&points);
    if n <= FIELD_PLACES {
        let players: Vec<Rated> = field
            .iter()
            .zip(&place)
            .map(|(f, &p)| Rated { rating: f.0, place: p })
            .collect();
        return rate_game(&players);
    }
    // Each person's share of the field, by place: equal points, equal share.
    let share = |p: i64| ((p - 1) as usize * FIELD_PLACES / n).min(FIELD_PLACES - 1);
    let mut sums = [(0.0f64, 0.0f64, 0usize); FIELD_PLACES];
    for (f, &p) in field.iter().zip(&place) {
        let s = &mut sums[share(p)];
        s.0 += f.0.mu;
        s.1 += f.0.sigma;
        s.2 += 1;
    }
    field
        .iter()
        .zip(&place)
        .map(|(f, &p)| {
            let mine = share(p);
            let mut players = vec![Rated {
                rating: f.0,
                place: mine as i64 + 1,
            }];
            for (j, &(mu, sigma, count)) in sums.iter().enumerate() {
                if j != mine && count > 0 {
                    let c = count as f64;
                    players.push(Rated {
                        rating: Rating {
                            mu: mu / c,
                            sigma: sigma / c,
                        },
                        place: j as i64 + 1,
                    });
                }
            }
            rate_game(&players)[0]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_of_a_day_gains_and_a_big_field_moves_a_rating_as_a_table_of_eight_would() {
        assert_eq!(places(&[10, 30, 30, -5]), vec![3, 1, 1, 4]);
        let small: Vec<(Rating, i64)> = [50, 10, -20].iter().map(|&p| (Rating::default(), p)).collect();
        let after = rate_day(&small);
        assert!(after[0].mu > after[1].mu && after[1].mu > after[2].mu, "{after:?}");
        let big: Vec<(Rating, i64)> = (0..10_000).map(|i| (Rating::default(), i % 997)).collect();
        let after = rate_day(&big);
        let start = Rating::default().mu;
        let top = after.iter().map(|r| r.mu).fold(f64::MIN, f64::max);
        let bottom = after.iter().map(|r| r.mu).fold(f64::MAX, f64::min);
        // As far as first and last place at a table of eight move a fresh
        // rating, not hundreds of points (the whole field as one game would).
        let eight: Vec<Rated> = (1..=8)
            .map(|p| Rated {
                rating: Rating::default(),
                place: p,
            })
            .collect();
        let table = rate_game(&eight);
        assert!((top - table[0].mu).abs() < 1.0, "{top} vs {}", table[0].mu);
        assert!((bottom - table[7].mu).abs() < 1.0, "{bottom} vs {}", table[7].mu);
        assert!(top - start < 25.0, "{top}");
        for (r, f) in after.iter().zip(&big) {
            assert!(r.sigma < f.0.sigma, "a day makes everyone's rating surer");
        }
    }
}
