//! Pairing a round: Swiss-like groups of players of similar standing who
//! have met least often.
//!
//! The ready players come in standing order (the best first; players not
//! yet ranked after them, by rating). They are split into
//! `ceil(n / size)` groups whose sizes differ by at most one (a group is
//! never larger than `size`). Groups are filled top down, as a Swiss
//! tournament pairs its score brackets: the best player left opens the
//! next group, and each seat of it goes to the candidate, among the next
//! `2 × size` players left in standing order, who has met the group's
//! players least often so far; equal counts go to the better standing.
//! Then a repair pass swaps players between neighbouring groups while a
//! swap lowers the round's total of repeat meetings, so a pairing that
//! the greedy pass forced into repeats gets the chance to avoid them
//! without pulling anyone far from their standing. Everything is a pure
//! function of its inputs, so a round is the same on every run.

use std::collections::BTreeMap;

/// One group of a round: user ids in seat order (standing order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub players: Vec<String>,
}

/// Splits `players` (in standing order) into groups of at most `size`.
/// `met` counts how often two players (either order) sat together.
pub fn pair(
    players: &[String],
    size: usize,
    met: &BTreeMap<(String, String), usize>,
) -> Vec<Group> {
    let size = size.max(2);
    let n = players.len();
    if n == 0 {
        return Vec::new();
    }
    let count = n.div_ceil(size);
    let sizes: Vec<usize> = (0..count)
        .map(|i| n / count + usize::from(i < n % count))
        .collect();
    let meetings = |a: &str, b: &str| {
        met.get(&(a.to_string(), b.to_string()))
            .copied()
            .unwrap_or(0)
            + met
                .get(&(b.to_string(), a.to_string()))
                .copied()
                .unwrap_or(0)
    };
    let mut left: Vec<&String> = players.iter().collect();
    let mut groups: Vec<Vec<String>> = Vec::new();
    for &want in &sizes {
        let mut group = vec![left.remove(0).clone()];
        while group.len() < want {
            let window = left.len().min(2 * size);
            let best = (0..window)
                .min_by_key(|&i| {
                    let repeats: usize = group.iter().map(|g| meetings(g, left[i])).sum();
                    (repeats, i)
                })
                .expect("a player is left for every seat");
            group.push(left.remove(best).clone());
        }
        groups.push(group);
    }
    // Repair: swap between neighbouring groups while it lowers repeats.
    let cost = |g: &[String]| -> usize {
        let mut c = 0;
        for i in 0..g.len() {
            for j in i + 1..g.len() {
                c += meetings(&g[i], &g[j]);
            }
        }
        c
    };
    let mut improved = true;
    let mut passes = 0;
    while improved && passes < 8 {
        improved = false;
        passes += 1;
        for gi in 0..groups.len().saturating_sub(1) {
            for a in 0..groups[gi].len() {
                for b in 0..groups[gi + 1].len() {
                    let before = cost(&groups[gi]) + cost(&groups[gi + 1]);
                    let (mut x, mut y) = (groups[gi].clone(), groups[gi + 1].clone());
                    std::mem::swap(&mut x[a], &mut y[b]);
                    if cost(&x) + cost(&y) < before {
                        groups[gi] = x;
                        groups[gi + 1] = y;
                        improved = true;
                    }
                }
            }
        }
    }
    // Seat order within a group: standing order.
    let order: BTreeMap<&String, usize> = players.iter().enumerate().map(|(i, p)| (p, i)).collect();
    groups
        .into_iter()
        .map(|mut g| {
            g.sort_by_key(|p| order[p]);
            Group { players: g }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn first_round_groups_neighbours_in_standing() {
        let g = pair(&ids(&["a", "b", "c", "d", "e", "f"]), 3, &BTreeMap::new());
        assert_eq!(g[0].players, ids(&["a", "b", "c"]));
        assert_eq!(g[1].players, ids(&["d", "e", "f"]));
    }

    #[test]
    fn repeat_meetings_are_avoided() {
        let mut met = BTreeMap::new();
        for (a, b) in [
            ("a", "b"),
            ("a", "c"),
            ("b", "c"),
            ("d", "e"),
            ("d", "f"),
            ("e", "f"),
        ] {
            met.insert((a.to_string(), b.to_string()), 1);
        }
        let g = pair(&ids(&["a", "b", "c", "d", "e", "f"]), 3, &met);
        for group in &g {
            let p = &group.players;
            let repeats = (0..3)
                .flat_map(|i| (i + 1..3).map(move |j| (i, j)))
                .filter(|&(i, j)| met.contains_key(&(p[i].clone(), p[j].clone())))
                .count();
            assert!(repeats <= 1, "{g:?}");
        }
        // The leader still opens the top group.
        assert_eq!(g[0].players[0], "a");
    }

    #[test]
    fn sizes_differ_by_at_most_one() {
        let g = pair(
            &ids(&["a", "b", "c", "d", "e", "f", "g"]),
            3,
            &BTreeMap::new(),
        );
        let sizes: Vec<usize> = g.iter().map(|g| g.players.len()).collect();
        assert_eq!(sizes, vec![3, 2, 2]);
    }
}
