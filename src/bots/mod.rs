//! Bots that play any title through the object-safe [`Table`]: they fill
//! empty seats, stand in for absent players and let one person play alone.
//!
//! Architecture Invariant: this module knows no title, and a bot never
//! reads hidden information. It looks at the real table only to list its
//! own legal actions; every search runs on [`Table::determinize`]d copies,
//! where what the bot's seat can't see has been drawn again from the bot's
//! own RNG (Information Set MCTS, Cowling, Powley and Whitehouse 2012).
//!
//! Levels:
//! - `random`: a uniformly random legal action (the arena's baseline);
//! - `easy`: one step of look-ahead on the title's plain heuristic
//!   ([`Table::evaluate_with`], [`Heuristic::Plain`]: Nations leaves out
//!   what reserve workers and a wonder under construction will bring),
//!   averaged over a few determinizations, with one move in twenty random;
//! - `normal`: single-observer ISMCTS with random playouts cut short and
//!   judged by the full heuristic (or no playouts, as the title chooses),
//!   and, where the title asks, progressive widening: a node gains
//!   children one at a time, best first by the heuristic, as its visits
//!   grow ([`crate::engine::SearchTuning::widen`]; Nations: 58 of 80
//!   screened games won against two `easy`, 51 of 90 without); and, as
//!   the title chooses, among only the moves the heuristic rates best one
//!   move ahead (`SearchTuning::candidates`; Belfort: three);
//! - `hard`: the same with four times the iterations, and the heuristic
//!   also guiding the tree: each new node starts with a few virtual visits
//!   worth the heuristic's value of the position it leads to (progressive
//!   bias), and it explores less. Measured in `docs/bots-arena.md`: with
//!   playouts that follow the heuristic instead, `hard` was no stronger
//!   than `normal`, because the heuristic's small differences drowned in
//!   the exploration term and the extra iterations went to exploring.
//!
//! How `normal` and `hard` search (exploration, prior visits, playout
//! length) is the title's choice ([`Table::bot_tuning`], default
//! [`crate::engine::BotTuning::default`]): in Nations random play scores
//! about 1 point, so random playouts say nothing, and its searches judge
//! the positions the tree reaches with the heuristic instead (playouts of
//! 0), with a small exploration constant to match the heuristic's spread.
//!
//! Every level leaves out a move that would bring its seat's own
//! resources and workers ([`Table::seat_tally`]) back to what they were
//! earlier in the same turn (see [`decide_in_turn`]).
//!
//! A decision is a pure function of the table, the seat, the limits and
//! the seed, as long as the iteration limit is reached before the time
//! limit (the time limit only protects the host from a slow title).

pub mod hint;

use crate::engine::{rank_share, GameRng, Heuristic, SearchTuning, Seat, Table};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The longest a bot may think about one move, whatever it is told.
pub const MAX_THINK: Duration = Duration::from_millis(2000);

/// The configured thinking time of hosted bots in ms (0: each level's
/// own). Set once at start-up from `bot_think_ms`.
static HOSTED_THINK_MS: AtomicU64 = AtomicU64::new(0);

/// Sets the hosted bots' thinking time per move (`None`: each level's own).
pub fn set_hosted_think(ms: Option<u64>) {
    HOSTED_THINK_MS.store(ms.unwrap_or(0), Ordering::Relaxed);
}

/// How strong a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Random,
    Easy,
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Normal, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text.trim()))
    }

    /// The limits of a bot seated at a hosted table: the level's, with the
    /// configured thinking time when there is one.
    pub fn hosted_limits(self) -> Limits {
        match HOSTED_THINK_MS.load(Ordering::Relaxed) {
            0 => self.limits(),
            ms => self.limits().with_think(Duration::from_millis(ms)),
        }
    }

    /// The heuristic this level judges positions by: `easy` the title's
    /// plain one, so that its one-step look-ahead does not gain what
    /// the full heuristic teaches the searches (Nations: what a worker in
    /// the reserve or a wonder under construction will bring).
    pub fn heuristic(self) -> Heuristic {
        match self {
            Level::Random | Level::Easy => Heuristic::Plain,
            Level::Normal | Level::Hard => Heuristic::Full,
        }
    }

    /// The default limits of this level: iterations (determinizations
    /// searched) and thinking time per move.
    pub fn limits(self) -> Limits {
        match self {
            Level::Random => Limits::new(0, 0),
            Level::Easy => Limits::new(4, 300),
            Level::Normal => Limits::new(300, 800),
            Level::Hard => Limits::new(1200, 1600),
        }
    }
}

/// How long a bot may search for one move: whichever comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Search iterations (`easy`: determinizations per candidate action).
    pub iterations: usize,
    /// Thinking time, at most [`MAX_THINK`].
    pub think: Duration,
}

impl Limits {
    pub fn new(iterations: usize, think_ms: u64) -> Limits {
        Limits {
            iterations,
            think: Duration::from_millis(think_ms).min(MAX_THINK),
        }
    }

    /// The same iterations with another time limit (capped at
    /// [`MAX_THINK`]).
    pub fn with_think(self, think: Duration) -> Limits {
        Limits {
            think: think.min(MAX_THINK),
            ..self
        }
    }
}

/// What a bot decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// Index into `table.legal_actions(seat)`.
    pub index: usize,
    /// The action's notation, as a person would type it.
    pub notation: String,
    /// Search iterations done (0 for `random`).
    pub iterations: usize,
}

/// Picks `seat`'s move. `None` when the seat has nothing to do.
pub fn decide(
    table: &dyn Table,
    seat: Seat,
    level: Level,
    limits: Limits,
    seed: u64,
) -> Option<Decision> {
    decide_in_turn(table, seat, level, limits, seed, &[])
}

/// [`decide`] within a turn: `earlier` holds the seat's
/// [`Table::seat_tally`] before each move it has already made in this
/// turn (its moves since another seat or a person last acted). A move
/// that would bring the tally back to one of those is left out (no net-zero
/// loops such as Belfort's sell wood, buy wood, sell wood), unless
/// every move would; the legal actions themselves stay as they are.
pub fn decide_in_turn(
    table: &dyn Table,
    seat: Seat,
    level: Level,
    limits: Limits,
    seed: u64,
    earlier: &[String],
) -> Option<Decision> {
    if table.outcome().is_some() || !table.to_act().contains(&seat) {
        return None;
    }
    let legal = table.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    let allowed = no_loops(table, seat, legal.len(), earlier, seed);
    let mut rng = GameRng::new(seed);
    let (index, iterations) = if allowed.len() == 1 {
        (allowed[0], 0)
    } else {
        let deadline = Instant::now() + limits.think.min(MAX_THINK);
        let root = Root {
            legal: &legal,
            allowed: &allowed,
        };
        match level {
            Level::Random => (allowed[rng.below(allowed.len())], 0),
            Level::Easy => greedy(table, seat, &root, limits, deadline, &mut rng),
            Level::Normal | Level::Hard => {
                let search = Search::new(table, seat, level);
                let chosen = search.candidates(table, &root, deadline, &mut rng);
                let root = Root {
                    legal: &legal,
                    allowed: &chosen,
                };
                if chosen.len() == 1 {
                    (chosen[0], 0)
                } else {
                    search.run(table, &root, limits, deadline, &mut rng)
                }
            }
        }
    };
    Some(Decision {
        index,
        notation: legal[index].clone(),
        iterations,
    })
}

/// The seat's actions at the root of a decision: all legal ones, and the
/// indices of those the bot may choose.
struct Root<'a> {
    legal: &'a [String],
    allowed: &'a [usize],
}

/// The indices of the legal actions that don't bring `seat`'s tally back
/// to one in `earlier` (all of them when every one would). Each action is
/// tried on a determinized copy, so the filter reads nothing hidden.
fn no_loops(
    table: &dyn Table,
    seat: Seat,
    count: usize,
    earlier: &[String],
    seed: u64,
) -> Vec<usize> {
    let all: Vec<usize> = (0..count).collect();
    // A move that changes nothing the tally holds is no loop (ending the
    // turn, a choice of order): only a return to an earlier, different
    // tally is.
    let now = table.seat_tally(seat);
    let earlier: Vec<&String> = earlier
        .iter()
        .filter(|e| Some(*e) != now.as_ref())
        .collect();
    if earlier.is_empty() || count < 2 {
        return all;
    }
    let mut rng = GameRng::new(seed ^ 0x6c6f_6f70);
    let world = table.determinize(seat, &mut rng);
    let kept: Vec<usize> = all
        .iter()
        .copied()
        .filter(|&i| {
            let mut next = world.box_clone();
            if next.step(seat, i).is_err() {
                return true;
            }
            next.seat_tally(seat)
                .is_none_or(|t| !earlier.iter().any(|e| **e == t))
        })
        .collect();
    if kept.is_empty() {
        all
    } else {
        kept
    }
}

/// Follows the tallies of the seat making consecutive moves, for
/// [`decide_in_turn`]: callers that play a game move by move (the host,
/// the arena) keep one and tell it every move.
#[derive(Clone, Debug, Default)]
pub struct TurnMemory {
    seat: Option<Seat>,
    tallies: Vec<String>,
}

impl TurnMemory {
    /// The tallies before `seat`'s earlier moves in its current turn.
    pub fn earlier(&self, seat: Seat) -> &[String] {
        if self.seat == Some(seat) {
            &self.tallies
        } else {
            &[]
        }
    }

    /// Notes that `seat` is about to move from `table`'s position; a move
    /// of another seat starts a new turn.
    pub fn before_move(&mut self, table: &dyn Table, seat: Seat) {
        if self.seat != Some(seat) {
            self.seat = Some(seat);
            self.tallies.clear();
        }
        if let Some(t) = table.seat_tally(seat) {
            self.tallies.push(t);
        }
    }
}

/// The `easy` bot: a greedy one-step look-ahead. It tries every action on
/// a few determinizations and keeps the best average heuristic (an action
/// that is only the first part of a longer one counts as its best
/// follow-up, when those are few); ties
/// break at random and one move in [`EASY_RANDOM`] is a random one, so a
/// person meets some variety (and the odd blunder) without the bot
/// playing at random for long.
fn greedy(
    table: &dyn Table,
    seat: Seat,
    root: &Root,
    limits: Limits,
    deadline: Instant,
    rng: &mut GameRng,
) -> (usize, usize) {
    let legal = root.legal;
    let heuristic = Level::Easy.heuristic();
    if rng.below(EASY_RANDOM) == 0 {
        return (root.allowed[rng.below(root.allowed.len())], 0);
    }
    let mut totals = vec![0.0; legal.len()];
    let mut done = 0;
    for _ in 0..limits.iterations.max(1) {
        if done > 0 && Instant::now() >= deadline {
            break;
        }
        let world = table.determinize(seat, rng);
        let mut values = vec![0.0; legal.len()];
        // Actions after which the seat alone is still to act: the first
        // part of a longer action (Endeavor: a building activated before
        // its ship or occupy; Nations: a card bought before its slot).
        let mut open: Vec<(usize, Box<dyn Table>)> = Vec::new();
        let mut follow_ups = 0;
        for (i, value) in values.iter_mut().enumerate() {
            let mut next = world.box_clone();
            if next.step(seat, i).is_err() {
                continue;
            }
            *value = next.evaluate_with(seat, heuristic);
            if next.outcome().is_none() && next.to_act() == [seat] {
                follow_ups += next.legal_count(seat);
                open.push((i, next));
            }
        }
        // Such a part is judged by its best follow-up, when there are few
        // enough to try (a whole turn of actions, as in Belfort, is not).
        if follow_ups <= EASY_FOLLOW_UPS {
            for (i, next) in &open {
                for j in 0..next.legal_count(seat) {
                    if let Some(v) = value_after(next.as_ref(), seat, j, heuristic) {
                        values[*i] = values[*i].max(v);
                    }
                }
            }
        }
        totals.iter_mut().zip(&values).for_each(|(t, v)| *t += v);
        done += 1;
    }
    let best = root
        .allowed
        .iter()
        .map(|&i| totals[i])
        .fold(f64::NEG_INFINITY, f64::max);
    let ties: Vec<usize> = root
        .allowed
        .iter()
        .copied()
        .filter(|&i| totals[i] >= best - 1e-9)
        .collect();
    (ties[rng.below(ties.len())], done)
}

/// `seat`'s value by `heuristic` once `seat` has played legal action
/// `index` on a copy of `world`; `None` when the action fails there.
fn value_after(world: &dyn Table, seat: Seat, index: usize, heuristic: Heuristic) -> Option<f64> {
    let mut next = world.box_clone();
    next.step(seat, index).ok()?;
    Some(next.evaluate_with(seat, heuristic))
}

/// One `easy` move in this many is random.
const EASY_RANDOM: usize = 20;
/// The most follow-up actions `easy` tries per determinization.
const EASY_FOLLOW_UPS: usize = 240;

/// Determinizations over which a search rates its candidate moves (as
/// many as `easy` judges by).
const CANDIDATE_WORLDS: usize = 4;

/// A node of the search tree: reached by `actor` playing `action`.
struct Node {
    actor: Seat,
    visits: u32,
    /// Times the node's action was legal when its parent was visited
    /// (ISMCTS's availability count, which replaces the parent's visits).
    avail: u32,
    reward: f64,
    children: BTreeMap<(Seat, String), usize>,
    /// The actions of the seat to act here, best first by the heuristic
    /// of the position each leads to (computed once, when the search
    /// first widens the node; see [`Search::widen`]).
    ranking: Option<Vec<(Seat, String)>>,
}

impl Node {
    fn new(actor: Seat) -> Node {
        Node {
            actor,
            visits: 0,
            avail: 1,
            reward: 0.0,
            children: BTreeMap::new(),
            ranking: None,
        }
    }
}

/// The search `level` runs on `table`'s title ([`Table::bot_tuning`]).
pub(crate) fn tuning(table: &dyn Table, level: Level) -> SearchTuning {
    let t = table.bot_tuning();
    if level == Level::Hard {
        t.hard
    } else {
        t.normal
    }
}

/// Single-observer ISMCTS from `seat`'s point of view.
struct Search {
    seat: Seat,
    tuning: SearchTuning,
    heuristic: Heuristic,
    tree: Vec<Node>,
    /// The root actions the bot may choose, when not all of them.
    root_only: Option<Vec<String>>,
}

impl Search {
    /// `level`'s search on `table`'s title, from `seat`'s point of view.
    fn new(table: &dyn Table, seat: Seat, level: Level) -> Search {
        Search {
            seat,
            tuning: tuning(table, level),
            heuristic: level.heuristic(),
            tree: vec![Node::new(seat)],
            root_only: None,
        }
    }

    /// The untried action to add at `node` under progressive widening
    /// (`widen`: [`SearchTuning::widen`]), best first by the heuristic,
    /// when the node may have another child; `None`: choose among the
    /// children it has.
    fn widen(
        &mut self,
        widen: (usize, f64),
        node: usize,
        world: &dyn Table,
        actor: Seat,
        legal: &[String],
        untried: &[usize],
    ) -> Option<usize> {
        if untried.is_empty() {
            return None;
        }
        let tried = self.tree[node]
            .children
            .keys()
            .filter(|(s, a)| *s == actor && legal.contains(a))
            .count();
        let cap = widen.0 + (widen.1 * f64::from(self.tree[node].visits).sqrt()) as usize;
        if tried > 0 && tried >= cap {
            return None;
        }
        if self.tree[node].ranking.is_none() {
            let mut scored: Vec<(f64, usize)> = untried
                .iter()
                .map(|&i| {
                    let v = value_after(world, actor, i, self.heuristic);
                    (v.unwrap_or(f64::NEG_INFINITY), i)
                })
                .collect();
            scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
            self.tree[node].ranking = Some(
                scored
                    .into_iter()
                    .map(|(_, i)| (actor, legal[i].clone()))
                    .collect(),
            );
        }
        let ranking = self.tree[node].ranking.as_ref()?;
        ranking
            .iter()
            .filter(|(s, _)| *s == actor)
            .find_map(|(_, a)| untried.iter().copied().find(|&i| legal[i] == *a))
            .or(Some(untried[0]))
    }

    /// The root actions the search chooses among: the allowed ones, or
    /// with [`SearchTuning::candidates`] those of them the heuristic rates
    /// best one move ahead, averaged over [`CANDIDATE_WORLDS`]
    /// determinizations (ties: the earlier action). In Belfort the search
    /// over every move lost to `easy`; among the heuristic's best three
    /// its playouts choose well (`docs/bots-arena.md`).
    fn candidates(
        &self,
        table: &dyn Table,
        root: &Root,
        deadline: Instant,
        rng: &mut GameRng,
    ) -> Vec<usize> {
        let k = self.tuning.candidates;
        if k == 0 || root.allowed.len() <= k {
            return root.allowed.to_vec();
        }
        let mut totals = vec![0.0; root.legal.len()];
        for d in 0..CANDIDATE_WORLDS {
            if d > 0 && Instant::now() >= deadline {
                break;
            }
            let world = table.determinize(self.seat, rng);
            for &i in root.allowed {
                match value_after(world.as_ref(), self.seat, i, self.heuristic) {
                    Some(v) => totals[i] += v,
                    None => totals[i] = f64::NEG_INFINITY,
                }
            }
        }
        let mut order = root.allowed.to_vec();
        order.sort_by(|a, b| totals[*b].total_cmp(&totals[*a]).then(a.cmp(b)));
        order.truncate(k);
        order
    }

    fn run(
        mut self,
        table: &dyn Table,
        root: &Root,
        limits: Limits,
        deadline: Instant,
        rng: &mut GameRng,
    ) -> (usize, usize) {
        let legal = root.legal;
        if root.allowed.len() < legal.len() {
            self.root_only = Some(root.allowed.iter().map(|&i| legal[i].clone()).collect());
        }
        let mut done = 0;
        while done < limits.iterations.max(1) {
            if done > 0 && Instant::now() >= deadline {
                break;
            }
            self.iterate(table, rng);
            done += 1;
        }
        let allowed = root.allowed;
        let root = &self.tree[0];
        let best = legal
            .iter()
            .enumerate()
            .filter(|(i, _)| allowed.contains(i))
            .max_by_key(|(i, a)| {
                let visits = root
                    .children
                    .get(&(self.seat, (*a).clone()))
                    .map(|&c| self.tree[c].visits)
                    .unwrap_or(0);
                // Most visits; among equals the earliest action.
                (visits, std::cmp::Reverse(*i))
            })
            .map(|(i, _)| i)
            .unwrap_or(allowed[0]);
        (best, done)
    }

    fn iterate(&mut self, table: &dyn Table, rng: &mut GameRng) {
        let mut world = table.determinize(self.seat, rng);
        let mut node = 0;
        let mut path = vec![0];
        loop {
            if world.outcome().is_some() {
                break;
            }
            let to_act = world.to_act();
            let actor = if node == 0 {
                self.seat
            } else {
                match to_act.first() {
                    Some(&s) => s,
                    None => break,
                }
            };
            let legal = world.legal_actions(actor);
            if legal.is_empty() {
                break;
            }
            let mut untried = Vec::new();
            let mut best: Option<(f64, usize, usize)> = None;
            for (i, a) in legal.iter().enumerate() {
                if node == 0
                    && self
                        .root_only
                        .as_ref()
                        .is_some_and(|only| !only.contains(a))
                {
                    continue;
                }
                match self.tree[node].children.get(&(actor, a.clone())).copied() {
                    Some(c) => {
                        let child = &mut self.tree[c];
                        child.avail += 1;
                        let mean = child.reward / child.visits.max(1) as f64;
                        let ucb = mean
                            + self.tuning.explore
                                * ((child.avail as f64).ln() / child.visits.max(1) as f64).sqrt();
                        if best.is_none_or(|(b, _, _)| ucb > b) {
                            best = Some((ucb, i, c));
                        }
                    }
                    None => untried.push(i),
                }
            }
            let pick = if let Some(widen) = self.tuning.widen {
                let w = self.widen(widen, node, world.as_ref(), actor, &legal, &untried);
                if w.is_none() && best.is_none() && !untried.is_empty() {
                    Some(untried[rng.below(untried.len())])
                } else {
                    w
                }
            } else if untried.is_empty() {
                None
            } else {
                Some(untried[rng.below(untried.len())])
            };
            if let Some(i) = pick {
                if world.step(actor, i).is_err() {
                    break;
                }
                let child = self.tree.len();
                let mut fresh = Node::new(actor);
                if self.tuning.prior > 0 {
                    fresh.visits = self.tuning.prior;
                    fresh.reward =
                        world.evaluate_with(actor, self.heuristic) * f64::from(self.tuning.prior);
                }
                self.tree.push(fresh);
                self.tree[node]
                    .children
                    .insert((actor, legal[i].clone()), child);
                path.push(child);
                break;
            }
            let Some((_, i, c)) = best else { break };
            if world.step(actor, i).is_err() {
                break;
            }
            path.push(c);
            node = c;
        }
        self.playout(world.as_mut(), rng);
        // Each node is judged from the point of view of the seat that
        // chose it; only those seats are evaluated.
        let outcome = world.outcome();
        let mut judged: Vec<(Seat, f64)> = Vec::new();
        for &n in &path {
            let actor = self.tree[n].actor;
            let value = match judged.iter().find(|(s, _)| *s == actor) {
                Some(&(_, v)) => v,
                None => {
                    let v = match &outcome {
                        Some(o) => rank_share(o, actor),
                        None => world.evaluate_with(actor, self.heuristic),
                    };
                    judged.push((actor, v));
                    v
                }
            };
            let node = &mut self.tree[n];
            node.visits += 1;
            node.reward += value;
        }
    }

    /// Plays on from a leaf for a while, at random (as long as the title's
    /// tuning asks: not at all where the heuristic judges the leaf).
    fn playout(&self, world: &mut dyn Table, rng: &mut GameRng) {
        for _ in 0..self.tuning.playout {
            if world.outcome().is_some() {
                break;
            }
            let to_act = world.to_act();
            let Some(&actor) = rng.pick(&to_act) else {
                break;
            };
            let count = world.legal_count(actor);
            if count == 0 {
                break;
            }
            if world.step(actor, rng.below(count)).is_err() {
                break;
            }
        }
    }
}
