//! The one source of chance in a game: a ChaCha stream seeded per table and
//! stored inside the game state, so that a state, its seed and its action
//! log always reproduce each other (Architecture Invariant: determinism).

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A serialisable, seedable RNG. Clone it with the state; never share one
/// between two states.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    pub fn new(seed: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform integer in `0..n`. `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "GameRng::below(0)");
        self.0.gen_range(0..n)
    }

    /// A uniform integer in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        self.0.gen_range(lo..=hi)
    }

    /// Fisher-Yates shuffle in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// Picks one element, or `None` from an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_survives_serde() {
        let mut a = GameRng::new(7);
        let mut b = GameRng::new(7);
        a.below(10);
        b.below(10);
        let json = serde_json::to_string(&a).unwrap();
        let mut c: GameRng = serde_json::from_str(&json).unwrap();
        let xs: Vec<usize> = (0..20).map(|_| a.below(1000)).collect();
        let ys: Vec<usize> = (0..20).map(|_| b.below(1000)).collect();
        let zs: Vec<usize> = (0..20).map(|_| c.below(1000)).collect();
        assert_eq!(xs, ys);
        assert_eq!(xs, zs);
        assert_ne!(
            xs,
            (0..20)
                .map(|_| GameRng::new(8).below(1000))
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = GameRng::new(1);
        let mut v: Vec<u32> = (0..50).collect();
        r.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }
}
