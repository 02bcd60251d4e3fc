//! Pairing a round: Swiss-like groups of players of similar standing who
//! have met least often.
//!
//! The ready players come in standing order (those who sat the last
//! round out first, then the best; players not yet ranked after them).
//! [`table_sizes`] says how many tables of which size the round has (the
//! league's group size; leftovers join tables up to the title's maximum,
//! else a short table filled with bots, else a smaller table, else they
//! sit out). Groups are filled top down, as a Swiss
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

/// What a round looks like before anyone is placed: the people at each
/// table (top table first), the bots that fill each, and how many of the
/// ready players (the last in the order) sit it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sizes {
    pub people: Vec<usize>,
    pub bots: Vec<usize>,
    pub sit_out: usize,
}

/// The tables of a round of `n` ready players in a league of `group`
/// seats a table, for a title of `min..=max` seats:
///
/// 1. `n / group` tables of `group`;
/// 2. the `r = n % group` left over join those tables, one each from the
///    bottom table up, when each stays within `max`;
/// 3. otherwise, when the league allows bots, they sit at one more table
///    filled up to `group` with bots;
/// 4. otherwise, when the title allows `r` seats, they form a smaller table;
/// 5. otherwise they sit this round out (they go first next round).
pub fn table_sizes(n: usize, group: usize, min: usize, max: usize, bots: bool) -> Sizes {
    let group = group.clamp(min.max(1), max.max(min.max(1)));
    let full = n / group;
    let r = n % group;
    let mut people = vec![group; full];
    let mut fill = vec![0; full];
    let mut sit_out = 0;
    if r > 0 {
        if full > 0 && r <= full * (max.saturating_sub(group)) {
            // One extra seat per table, from the bottom up, round robin.
            for i in 0..r {
                let t = full - 1 - (i % full);
                people[t] += 1;
            }
        } else if bots {
            people.push(r);
            fill.push(group - r);
        } else if r >= min {
            people.push(r);
            fill.push(0);
        } else {
            sit_out = r;
        }
    }
    Sizes {
        people,
        bots: fill,
        sit_out,
    }
}

/// Splits `players` (in standing order) into groups of at most `size`
/// ceil(n / size) groups whose sizes differ by at most one.
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
    pair_sizes(players, &sizes, met)
}

/// Splits `players` (in standing order) into groups of the given sizes,
/// top down, Swiss-like. `sizes` must add up to `players.len()`.
pub fn pair_sizes(
    players: &[String],
    sizes: &[usize],
    met: &BTreeMap<(String, String), usize>,
) -> Vec<Group> {
    let size = sizes.iter().copied().max().unwrap_or(2).max(2);
    debug_assert_eq!(sizes.iter().sum::<usize>(), players.len());
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
    for &want in sizes {
        if left.is_empty() || want == 0 {
            break;
        }
        let mut group = vec![left.remove(0).clone()];
        while group.len() < want {
            let window = left.len().min(2 * size);
            if window == 0 {
                break;
            }
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

    #[test]
    fn five_players_in_threes() {
        // bots allowed: a full table and a short one filled by one bot.
        let s = table_sizes(5, 3, 2, 4, true);
        assert_eq!((s.people, s.bots, s.sit_out), (vec![3, 2], vec![0, 1], 0));
        // Endeavor seats up to 5: the leftovers join... only one table
        // here, which takes one of the two (3 + 1 = 4 ≤ 5? max 4 here).
        let s = table_sizes(5, 3, 2, 5, false);
        assert_eq!((s.people, s.bots, s.sit_out), (vec![5], vec![0], 0));
        // No bots, max = group: a smaller table the title allows.
        let s = table_sizes(5, 3, 2, 3, false);
        assert_eq!((s.people, s.bots, s.sit_out), (vec![3, 2], vec![0, 0], 0));
        // A leftover the title can't seat alone sits out.
        let s = table_sizes(4, 3, 2, 3, false);
        assert_eq!((s.people, s.bots, s.sit_out), (vec![3], vec![0], 1));
        // Leftovers spread over the tables, from the bottom up.
        let s = table_sizes(8, 3, 3, 4, false);
        assert_eq!((s.people, s.bots, s.sit_out), (vec![4, 4], vec![0, 0], 0));
        let s = table_sizes(7, 3, 3, 4, false);
        assert_eq!((s.people, s.bots, s.sit_out), (vec![3, 4], vec![0, 0], 0));
        // Fewer than a group, no bots: one smaller table if allowed.
        let s = table_sizes(2, 3, 2, 4, false);
        assert_eq!((s.people, s.bots, s.sit_out), (vec![2], vec![0], 0));
        // Every seat of a plan is a person or a bot, and n adds up.
        for n in 0..20 {
            for bots in [false, true] {
                let s = table_sizes(n, 3, 2, 4, bots);
                assert_eq!(s.people.iter().sum::<usize>() + s.sit_out, n);
                for (p, b) in s.people.iter().zip(&s.bots) {
                    assert!((2..=4).contains(&(p + b)), "{n} {bots} {s:?}");
                }
            }
        }
    }

    #[test]
    fn pair_sizes_keeps_the_sizes() {
        let g = pair_sizes(&ids(&["a", "b", "c", "d", "e"]), &[3, 2], &BTreeMap::new());
        assert_eq!(g[0].players, ids(&["a", "b", "c"]));
        assert_eq!(g[1].players, ids(&["d", "e"]));
    }
}
