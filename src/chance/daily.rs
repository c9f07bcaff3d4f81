//! The daily challenge's chance: every deal, Magic Card and die face comes
//! from the day's key and where it falls (round, roll, die), never from the
//! order of play, so everyone who plays the day's challenge meets the same
//! chance whatever they choose. Each outcome's seed is SHA-256 of the key and
//! its place: knowing some outcomes (yesterday's deals, this round's) tells
//! nothing of the others, and the key itself comes from a secret the code
//! does not hold (`league::daily`). The generator (PCG) and the draws
//! (`random_deal`, `random_magic_card`, one face per die) must stay as they
//! are: a change would change the day's deals under the players' feet.

use rand::SeedableRng;
use rand_pcg::Pcg64;
use sha2::{Digest, Sha256};

use super::{below, random_deal, random_magic_card};
use crate::engine::dice::{DICE, DiceSet, Face, FaceList};
use crate::engine::wizard::{Deal, WizardSetup};

/// The chance of one day's challenge of one game.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct DailyChance {
    key: [u8; 32],
}

impl std::fmt::Debug for DailyChance {
    // The key is the day's deals: never in a log line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DailyChance(…)")
    }
}

impl DailyChance {
    /// The chance of the challenge named by `label` (its game and day), from
    /// the operator's `secret`.
    pub fn new(secret: &[u8], label: &str) -> DailyChance {
        let mut h = Sha256::new();
        h.update(b"wizard-bot daily challenge\0");
        h.update((secret.len() as u64).to_le_bytes());
        h.update(secret);
        h.update(label.as_bytes());
        DailyChance {
            key: h.finalize().into(),
        }
    }

    /// A generator for the outcome at `place` (a label and numbers).
    fn rng(&self, what: &str, place: &[u32]) -> Pcg64 {
        let mut h = Sha256::new();
        h.update(self.key);
        h.update(what.as_bytes());
        h.update([0]);
        for n in place {
            h.update(n.to_le_bytes());
        }
        let digest: [u8; 32] = h.finalize().into();
        Pcg64::from_seed(digest)
    }

    /// The deal of the card game's `round`.
    pub fn deal(&self, setup: &WizardSetup, round: u8) -> Deal {
        random_deal(setup, round, &mut self.rng("deal", &[u32::from(round)]))
    }

    /// The Magic Card opening dice `round`, from the pile as it stands
    /// (`drawn`, as `random_magic_card` reads it; the pile before a round
    /// depends only on earlier rounds' cards, so it is the same for everyone).
    pub fn magic_card(&self, round: u32, drawn: u16) -> u8 {
        random_magic_card(drawn, &mut self.rng("magic card", &[round]))
    }

    /// The faces of `dice` thrown at roll `roll` of dice `round`: each die's
    /// face depends on the round, the roll and the die alone.
    pub fn faces(&self, round: u32, roll: u8, dice: DiceSet) -> FaceList {
        let mut faces = [Face::Blue; DICE];
        for (f, die) in faces.iter_mut().zip(dice.iter()) {
            let mut rng = self.rng("face", &[round, u32::from(roll), die as u32]);
            *f = Face::ALL[below(&mut rng, 6) as usize];
        }
        FaceList::new(&faces[..dice.len()]).expect("at most seven dice")
    }

    /// The seed of the challenge's computer players: the same view meets the same answer.
    pub fn players_seed(&self) -> u64 {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&Sha256::digest(self.key)[..8]);
        u64::from_le_bytes(bytes)
    }
}
