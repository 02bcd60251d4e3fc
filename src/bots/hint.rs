//! `/hint`: the `normal` bot's search, asked for its best few moves
//! rather than one, with what it thinks of each.
//!
//! The same search as [`super::decide`] at `normal` (its tree, its
//! determinizations), so a hint is what a `normal` bot in the seat would
//! weigh. Like a bot it reads nothing hidden: the root lists the seat's
//! own legal actions and every iteration runs on a [`Table::determinize`]d
//! copy.

use super::{Level, Limits, Root, Search};
use crate::engine::{GameRng, Seat, Table};
use std::time::Instant;

/// One of the moves the search ranked.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    /// Index into `table.legal_actions(seat)`.
    pub index: usize,
    /// The action's canonical notation.
    pub notation: String,
    /// Iterations that went through this move.
    pub visits: u32,
    /// The mean value the search found behind it, 0..=1 (the seat's
    /// expected share of the win: [`crate::engine::rank_share`]); 0 when
    /// the search did not try it.
    pub value: f64,
}

/// The `top` moves of a `normal` search for `seat`, most visited first
/// (ties: the earlier legal action), with the iterations done. Empty when
/// the seat has nothing to choose. A pure function of the table, the seat,
/// the limits and the seed while the iteration limit binds.
pub fn ranked(
    table: &dyn Table,
    seat: Seat,
    limits: Limits,
    seed: u64,
    top: usize,
) -> (Vec<Ranked>, usize) {
    if table.outcome().is_some() || !table.to_act().contains(&seat) {
        return (Vec::new(), 0);
    }
    let legal = table.legal_actions(seat);
    if legal.is_empty() {
        return (Vec::new(), 0);
    }
    let mut rng = GameRng::new(seed);
    let mut search = Search::new(table, seat, Level::Normal);
    let deadline = Instant::now() + limits.think;
    let mut done = 0;
    if legal.len() > 1 {
        // The moves `normal` would choose among (the title's candidates).
        let all: Vec<usize> = (0..legal.len()).collect();
        let root = Root {
            legal: &legal,
            allowed: &all,
        };
        let chosen = search.candidates(table, &root, deadline, &mut rng);
        if chosen.len() < legal.len() {
            search.root_only = Some(chosen.iter().map(|&i| legal[i].clone()).collect());
        }
        while done < limits.iterations.max(1) {
            if done > 0 && Instant::now() >= deadline {
                break;
            }
            search.iterate(table, &mut rng);
            done += 1;
        }
    }
    let root = &search.tree[0];
    let mut all: Vec<Ranked> = legal
        .iter()
        .enumerate()
        .map(|(index, a)| {
            let (visits, reward) = root
                .children
                .get(&(seat, a.clone()))
                .map(|&c| (search.tree[c].visits, search.tree[c].reward))
                .unwrap_or((0, 0.0));
            Ranked {
                index,
                notation: a.clone(),
                visits,
                // Unsearched (a lone move): no estimate, and nothing read
                // from the real table.
                value: if visits > 0 {
                    reward / f64::from(visits)
                } else {
                    0.0
                },
            }
        })
        .collect();
    all.sort_by(|a, b| b.visits.cmp(&a.visits).then(a.index.cmp(&b.index)));
    all.truncate(top);
    (all, done)
}

/// A hinted move with what it changes at once in the seat's own counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    pub ranked: Ranked,
    /// Each of the seat's tallies ([`Table::tallies`]) that the move
    /// changes: its message id and the change.
    pub changes: Vec<(&'static str, i64)>,
}

/// The iterations of a hint: the `normal` bot's.
pub fn hint_limits() -> Limits {
    Limits {
        iterations: super::Level::Normal.limits().iterations,
        // A safety only: the iteration cap must bind, so the same position
        // gives the same hint on a busy machine.
        think: HINT_THINK,
    }
}

/// A hint's time cap (a guard against a slow title, far above what the
/// iterations take).
pub const HINT_THINK: std::time::Duration = std::time::Duration::from_secs(30);

/// The seed of a hint: the table, its action number and the seat, so the
/// same position asked twice searches the same determinizations.
pub fn hint_seed(table_id: i64, seq: i64, seat: Seat) -> u64 {
    let mut x = (table_id as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add((seq as u64).wrapping_mul(0xBF58_476D_1CE4_E5B9))
        .wrapping_add((seat as u64).wrapping_mul(0x94D0_49BB_1331_11EB));
    x ^= x >> 31;
    x
}

/// The `top` moves with what each gains and costs. The changes are read
/// on a determinization (drawn from the seed), never on the real table: a
/// move that draws a card tells only what the seat could already imagine.
pub fn advise(
    table: &dyn Table,
    seat: Seat,
    limits: Limits,
    seed: u64,
    top: usize,
) -> (Vec<Advice>, usize) {
    let (ranked, done) = ranked(table, seat, limits, seed, top);
    let world = table.determinize(seat, &mut GameRng::new(seed ^ 0x5EED));
    let before = world.tallies(seat);
    let advice = ranked
        .into_iter()
        .map(|r| {
            let mut after = world.box_clone();
            let changes = if after.step(seat, r.index).is_ok() {
                let now = after.tallies(seat);
                before
                    .iter()
                    .filter_map(|b| {
                        let a = now.iter().find(|t| t.id == b.id)?;
                        (a.n != b.n).then_some((b.id, a.n - b.n))
                    })
                    .collect()
            } else {
                Vec::new()
            };
            Advice { ranked: r, changes }
        })
        .collect();
    (advice, done)
}
