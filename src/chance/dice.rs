//! Dice faces and Magic Card draws, with `rand`.

use rand::Rng;

use super::below;
use crate::engine::dice::{DICE, DiceSet, Face, FaceList, MagicCard};

/// Faces for the thrown dice, in ascending die order.
pub fn random_faces<R: Rng + ?Sized>(dice: DiceSet, rng: &mut R) -> FaceList {
    let mut faces = [Face::Blue; DICE];
    for f in faces.iter_mut().take(dice.len()) {
        *f = Face::ALL[below(rng, 6) as usize];
    }
    FaceList::new(&faces[..dice.len()]).expect("at most seven dice")
}

/// The next card of the pile: uniform among the cards not drawn since the
/// last reshuffle (`drawn`, bit k−1 for card k), or among all ten once all are drawn.
pub fn random_magic_card<R: Rng + ?Sized>(drawn: u16, rng: &mut R) -> u8 {
    let left = MagicCard::left(drawn);
    let k = below(rng, left.count_ones());
    let mut bits = left;
    for _ in 0..k {
        bits &= bits - 1;
    }
    bits.trailing_zeros() as u8 + 1
}
