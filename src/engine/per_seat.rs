//! `PerSeat`: one value per seat, stored inline (at most six seats), so that
//! scoring a round allocates nothing. It reads as a slice and serializes as a list.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::ops::{Deref, DerefMut};

const CAPACITY: usize = 6;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PerSeat<T: Copy + Default> {
    values: [T; CAPACITY],
    len: u8,
}

impl<T: Copy + Default> PerSeat<T> {
    /// `n` default values; `n` is at most six.
    pub fn new(n: usize) -> PerSeat<T> {
        assert!(n <= CAPACITY, "at most {CAPACITY} seats");
        PerSeat {
            values: [T::default(); CAPACITY],
            len: n as u8,
        }
    }

    /// The first `n` values of `values`.
    pub fn from_slice(values: &[T]) -> PerSeat<T> {
        let mut out = PerSeat::new(values.len());
        out.copy_from_slice(values);
        out
    }
}

impl<T: Copy + Default> Deref for PerSeat<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.values[..usize::from(self.len)]
    }
}

impl<T: Copy + Default> DerefMut for PerSeat<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.values[..usize::from(self.len)]
    }
}

impl<T: Copy + Default + PartialEq> PartialEq<Vec<T>> for PerSeat<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Serialize> Serialize for PerSeat<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>> Deserialize<'de> for PerSeat<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<PerSeat<T>, D::Error> {
        let values = Vec::<T>::deserialize(d)?;
        if values.len() > CAPACITY {
            return Err(serde::de::Error::custom("more than six seats"));
        }
        Ok(PerSeat::from_slice(&values))
    }
}
