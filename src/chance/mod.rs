//! Chance outcomes drawn with `rand`: deals, dice faces, Magic Cards. The
//! engines never draw; tests script these outcomes, production draws them here,
//! and either way they are logged as events.

pub mod daily;
pub mod dice;
pub mod wizard;

pub use dice::{random_faces, random_magic_card};
pub use wizard::random_deal;

use rand::Rng;

/// A uniform number in `0..n` (`n > 0`) by Lemire's multiply-and-reject
/// method: one multiplication, and a division only on the rare rejection
/// path. Simulations draw about a thousand of these per game, which made
/// `rand`'s general `random_range` a fifth of the benchmark.
pub fn below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    debug_assert!(n > 0);
    let mut m = u64::from(rng.next_u32()) * u64::from(n);
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (m >> 32) as u32
}
