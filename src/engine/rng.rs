//! The one source of chance in a game: a ChaCha stream seeded per table and
//! stored inside the game state, so that a state, its seed and its action
//! log always reproduce each other (Architecture Invariant: determinism).
//!
//! The sampling on top of the stream (a number below `n`, a number in a
//! range) is written here rather than taken from `rand::Rng::gen_range`:
//! `rand` is free to change how it turns random words into a range (0.9
//! did), and every stored game would then replay differently. The code
//! below is the algorithm `rand` 0.8 used for 64-bit integers (a widening
//! multiply with a rejection zone), so the streams stay those the stored
//! games were played with, whatever `rand` version is in the lock file.

use rand::{RngCore, SeedableRng};
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
        self.uniform(n as u64) as usize
    }

    /// A uniform integer in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        assert!(lo <= hi, "GameRng::range: {lo} > {hi}");
        match hi.wrapping_sub(lo).wrapping_add(1) as u64 {
            // The whole of i64: any word will do, as it is.
            0 => self.0.next_u64() as i64,
            span => lo.wrapping_add(self.uniform(span) as i64),
        }
    }

    /// A uniform integer in `0..span`, `span` positive. Without bias:
    /// the high word of `word * span` is the sample, and words whose low
    /// word falls above the zone are drawn again (the zone is a
    /// conservative bound, as in `rand` 0.8's `sample_single_inclusive`).
    fn uniform(&mut self, span: u64) -> u64 {
        let zone = (span << span.leading_zeros()).wrapping_sub(1);
        loop {
            let wide = u128::from(self.0.next_u64()) * u128::from(span);
            let (high, low) = ((wide >> 64) as u64, wide as u64);
            if low <= zone {
                return high;
            }
        }
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

    /// The samples stored games were played with. If this fails, a
    /// dependency changed the stream: every stored game would replay
    /// differently (the stored-games fixture test fails too).
    #[test]
    fn streams_are_pinned() {
        let mut rng = GameRng::new(42);
        let below: Vec<usize> = [2, 3, 6, 10, 52, 1000, 7, 1 << 40]
            .iter()
            .map(|&n| rng.below(n))
            .collect();
        let range: Vec<i64> = [(-5, 5), (0, 0), (1, 6), (i64::MIN, i64::MAX), (-100, 100)]
            .iter()
            .map(|&(lo, hi)| rng.range(lo, hi))
            .collect();
        assert_eq!(below, PINNED_BELOW);
        assert_eq!(range, PINNED_RANGE);
    }
    const PINNED_BELOW: [usize; 8] = [1, 1, 1, 1, 16, 803, 5, 262327272403];
    const PINNED_RANGE: [i64; 5] = [0, 0, 4, 3168455021757892323, -11];

    /// While the lock file still has `rand` 0.8, our sampling must equal
    /// its `gen_range` draw for draw.
    #[test]
    fn equals_rand_08_gen_range() {
        use rand::Rng;
        let mut ours = GameRng::new(9);
        let mut theirs = ChaCha8Rng::seed_from_u64(9);
        for n in (1..2000).chain([1 << 33, usize::MAX / 3, usize::MAX]) {
            assert_eq!(ours.below(n), theirs.gen_range(0..n), "below({n})");
        }
        for (lo, hi) in [(-3, 3), (0, 1), (i64::MIN, 0), (i64::MIN, i64::MAX), (5, 5)] {
            for _ in 0..50 {
                assert_eq!(ours.range(lo, hi), theirs.gen_range(lo..=hi));
            }
        }
    }

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
