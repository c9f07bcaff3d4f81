//! Seating a game night's later rounds apart from whom one met already
//! (#54). Swiss pairing forbids rematches; at tables of several people the
//! aim is to spread the meetings: the round is first seated in standings
//! order (leaders with leaders, as before), then two people of different
//! tables swap places wherever that lowers how often people share a table
//! again — a pair that met twice counts twice — and, where no meeting is at
//! stake, keeps each table's people close in the standings. It is
//! deterministic: the same standings and rounds seat the same.

use std::collections::HashMap;

/// A pair of people, as `night::meetings` keys it (ascending).
pub fn pair(a: i64, b: i64) -> (i64, i64) {
    (a.min(b), a.max(b))
}

/// A meeting again outweighs any distance in the standings.
const MEETING: u64 = 1 << 32;

/// `groups` (the people of each table, seated in standings order: `rank`
/// of each is their place in it) with people swapped between tables while a
/// swap lowers the cost: the meetings again, then the spread in the standings.
pub fn seat_apart(groups: &mut [Vec<i64>], rank: &HashMap<i64, usize>, met: &HashMap<(i64, i64), u32>) {
    let cost = |a: i64, b: i64| -> u64 {
        let again = u64::from(met.get(&pair(a, b)).copied().unwrap_or(0));
        let ra = rank.get(&a).copied().unwrap_or(0);
        let rb = rank.get(&b).copied().unwrap_or(0);
        again * MEETING + ra.abs_diff(rb) as u64
    };
    // What `who` costs at `table`, leaving out the seat `skip`.
    let at = |table: &[i64], skip: usize, who: i64| -> u64 {
        table
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != skip)
            .map(|(_, &other)| cost(who, other))
            .sum()
    };
    // First improvement, pass after pass; each swap lowers the cost, so it ends.
    for _ in 0..1_000 {
        let mut improved = false;
        for t in 0..groups.len() {
            for u in t + 1..groups.len() {
                for i in 0..groups[t].len() {
                    for j in 0..groups[u].len() {
                        let (a, b) = (groups[t][i], groups[u][j]);
                        let now = at(&groups[t], i, a) + at(&groups[u], j, b);
                        let swapped = at(&groups[t], i, b) + at(&groups[u], j, a);
                        if swapped < now {
                            groups[t][i] = b;
                            groups[u][j] = a;
                            improved = true;
                        }
                    }
                }
            }
        }
        if !improved {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn people_who_met_are_seated_apart_and_the_leaders_stay_together_otherwise() {
        let rank: HashMap<i64, usize> = (1..=8).map(|u| (u, u as usize - 1)).collect();
        // Nobody met: the standings' tables stay as they are.
        let mut groups = vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8]];
        seat_apart(&mut groups, &rank, &HashMap::new());
        assert_eq!(groups, vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8]]);
        // 1–4 and 5–8 met: the next tables mix them, two and two.
        let mut met = HashMap::new();
        for group in [[1, 2, 3, 4], [5, 6, 7, 8]] {
            for (i, &a) in group.iter().enumerate() {
                for &b in &group[i + 1..] {
                    met.insert(pair(a, b), 1);
                }
            }
        }
        seat_apart(&mut groups, &rank, &met);
        for g in &groups {
            let again = g
                .iter()
                .enumerate()
                .flat_map(|(i, &a)| g[i + 1..].iter().map(move |&b| pair(a, b)));
            assert_eq!(again.filter(|p| met.contains_key(p)).count(), 2, "{groups:?}");
        }
        // The leaders of each earlier table still sit together.
        assert!(groups.iter().any(|g| g.contains(&1) && g.contains(&2)), "{groups:?}");
    }
}
