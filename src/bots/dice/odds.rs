//! The chances of a throw of Wizard Dice, by class of face: a die shows the
//! Seer's colour, a player's own colour, a Wizard, a Jester or another colour.
//! Dice are alike, so a throw of `n` dice is a multinomial over these classes
//! and a position is the count of dice in each class (at most 330 of them).

use crate::engine::dice::DICE;

/// Dice counted by class: `SEER`'s colour, `PLAYER`'s colour (when it is not
/// the Seer's), Wizards, Jesters and the `REST` (every other colour).
pub type Classes = [u8; 5];
pub const SEER: usize = 0;
pub const PLAYER: usize = 1;
pub const WIZARD: usize = 2;
pub const JESTER: usize = 3;
pub const REST: usize = 4;

/// A dense index for a position of seven dice (the `REST` count follows from the others).
pub fn index(c: &Classes) -> usize {
    usize::from(c[0]) + 8 * usize::from(c[1]) + 64 * usize::from(c[2]) + 512 * usize::from(c[3])
}

/// Positions per roll in a memo table.
pub const POSITIONS: usize = 4096;

pub fn total(c: &Classes) -> u8 {
    c.iter().sum()
}

pub fn add(a: &Classes, b: &Classes) -> Classes {
    std::array::from_fn(|i| a[i] + b[i])
}

/// Every outcome of throwing 0..=7 dice with its probability.
pub struct Odds {
    outcomes: Vec<Vec<(Classes, f64)>>,
}

impl Odds {
    /// With `apart`, the player's colour is a class of its own (one face in
    /// six); otherwise it is the Seer's colour and `PLAYER` never shows.
    pub fn new(apart: bool) -> Odds {
        let p: [f64; 5] = if apart {
            [1.0 / 6.0, 1.0 / 6.0, 1.0 / 6.0, 1.0 / 6.0, 2.0 / 6.0]
        } else {
            [1.0 / 6.0, 0.0, 1.0 / 6.0, 1.0 / 6.0, 3.0 / 6.0]
        };
        let outcomes = (0..=DICE as u8)
            .map(|n| {
                let mut out = Vec::new();
                compositions(n, &mut [0; 5], 0, &mut |c| {
                    let prob = multinomial(c, &p);
                    if prob > 0.0 {
                        out.push((*c, prob));
                    }
                });
                out
            })
            .collect();
        Odds { outcomes }
    }

    /// The outcomes of throwing `n` dice.
    pub fn throw(&self, n: u8) -> &[(Classes, f64)] {
        &self.outcomes[usize::from(n)]
    }
}

fn compositions(left: u8, c: &mut Classes, at: usize, f: &mut impl FnMut(&Classes)) {
    if at == 4 {
        c[4] = left;
        f(c);
        return;
    }
    for k in 0..=left {
        c[at] = k;
        compositions(left - k, c, at + 1, f);
    }
}

fn factorial(n: u8) -> f64 {
    (1..=u32::from(n)).map(f64::from).product()
}

fn multinomial(c: &Classes, p: &[f64; 5]) -> f64 {
    let n: u8 = total(c);
    c.iter().zip(p).fold(factorial(n), |acc, (&k, &pk)| {
        acc * pk.powi(i32::from(k)) / factorial(k)
    })
}

/// Probability that keeping `keep` of `of` indistinguishable dice keeps `hit`
/// of the `marked` ones among them (a Seer indifferent between them picks any).
pub fn hypergeometric(of: u8, marked: u8, keep: u8, hit: u8) -> f64 {
    let choose = |n: u8, k: u8| -> f64 {
        if k > n {
            0.0
        } else {
            factorial(n) / (factorial(k) * factorial(n - k))
        }
    };
    if keep > of || hit > marked || keep < hit || keep - hit > of - marked {
        return 0.0;
    }
    choose(marked, hit) * choose(of - marked, keep - hit) / choose(of, keep)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_throw_sums_to_one() {
        for apart in [false, true] {
            let odds = Odds::new(apart);
            for n in 0..=7 {
                let sum: f64 = odds.throw(n).iter().map(|o| o.1).sum();
                assert!((sum - 1.0).abs() < 1e-12, "{n} dice: {sum}");
                assert!(odds.throw(n).iter().all(|o| total(&o.0) == n));
            }
            let positions = odds.throw(7).len();
            assert_eq!(positions, if apart { 330 } else { 120 });
        }
    }

    #[test]
    fn hypergeometric_sums_to_one() {
        let sum: f64 = (0..=3).map(|h| hypergeometric(5, 3, 2, h)).sum();
        assert!((sum - 1.0).abs() < 1e-12);
        assert!((hypergeometric(5, 3, 2, 2) - 0.3).abs() < 1e-12);
    }
}
