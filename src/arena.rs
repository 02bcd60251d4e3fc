//! `longtable arena`: bots play each other through the engine only, to
//! measure their strength and their thinking time.
//!
//! Seat kinds are rotated: game `g` gives seat `s` the kind listed at
//! `(s + g) % players`, so every kind sits in every position equally often
//! over a multiple of `players` games.

use crate::bots::{self, Level, Limits};
use crate::engine::{GameRng, Registry, Setup};
use serde::Serialize;
use std::collections::{HashMap, VecDeque};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// What one seat kind did over the run.
#[derive(Clone, Debug, Serialize)]
pub struct SeatReport {
    pub kind: String,
    /// Seats of this kind played (a kind listed twice counts twice a game).
    pub games: usize,
    /// First places, shared ones included.
    pub wins: usize,
    pub win_rate: f64,
    /// Wilson 95% interval of the win rate.
    pub win_rate_low: f64,
    pub win_rate_high: f64,
    pub mean_score: f64,
    pub mean_rank: f64,
    pub ms_per_move_p50: f64,
    pub ms_per_move_p99: f64,
}

/// The whole run; `--json` prints it as one object.
#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    pub game: String,
    pub players: usize,
    pub games: usize,
    pub seats: Vec<SeatReport>,
    /// Over every move of every kind except `random`.
    pub ms_per_move_p50: f64,
    pub ms_per_move_p99: f64,
    /// Search iterations per second of thinking, over the searching kinds.
    pub iterations_per_sec: f64,
    pub moves: usize,
}

/// What the arena is asked to do.
pub struct ArenaSpec<'a> {
    pub game: &'a str,
    pub players: usize,
    pub games: usize,
    pub seats: Vec<Level>,
    pub think: Option<Duration>,
    pub seed: u64,
    /// Start no new game after this long (the report counts the games
    /// actually played).
    pub max_time: Option<Duration>,
}

/// A game that runs this long is broken.
const MAX_MOVES: usize = 50_000;
/// How many of the last moves the no-end error names.
const TRAIL: usize = 24;
/// A position reached this often means the game goes round in a cycle.
const REPEATS: u8 = 3;

#[derive(Default)]
struct Tally {
    games: usize,
    wins: usize,
    score: i64,
    rank: usize,
    ms: Vec<f64>,
}

pub fn run(registry: &Registry, spec: &ArenaSpec) -> anyhow::Result<ArenaReport> {
    let title = registry.get(spec.game).ok_or_else(|| {
        anyhow::anyhow!(
            "unknown game `{}`; known: {}",
            spec.game,
            registry.names().join(", ")
        )
    })?;
    let n = spec.players;
    if spec.seats.len() != n {
        anyhow::bail!(
            "--seats names {} kinds for {} players; name one per seat",
            spec.seats.len(),
            n
        );
    }
    let mut kinds: Vec<Level> = spec.seats.clone();
    kinds.sort();
    kinds.dedup();
    let mut tally: Vec<Tally> = kinds.iter().map(|_| Tally::default()).collect();
    let kind_index = |l: Level| kinds.iter().position(|&k| k == l).unwrap_or(0);
    let mut all_ms = Vec::new();
    let mut iterations = 0usize;
    let mut thinking = 0.0f64;
    let started = Instant::now();
    let mut played = 0;
    for g in 0..spec.games {
        if spec.max_time.is_some_and(|t| started.elapsed() >= t) {
            break;
        }
        played += 1;
        let game_seed = spec.seed.wrapping_add(g as u64);
        let mut table = title
            .new_table(&Setup {
                seats: n,
                options: Default::default(),
                seed: game_seed,
            })
            .map_err(|m| anyhow::anyhow!("setup failed: {} {:?}", m.id, m.args))?;
        let level_of = |s: usize| spec.seats[(s + g) % n];
        let mut rng = GameRng::new(game_seed ^ 0x5bd1_e995);
        let mut moves = 0;
        // The last moves, to show the cycle when a game never ends.
        let mut trail: VecDeque<String> = VecDeque::with_capacity(TRAIL);
        // How often each position occurred: a position seen a third time
        // is a cycle the rules should not allow (the state holds its own
        // RNG, so a repeat is the very same position).
        let mut seen: HashMap<String, u8> = HashMap::new();
        // The tallies of the seat's earlier moves this turn (no loops).
        let mut turn = bots::TurnMemory::default();
        while table.outcome().is_none() {
            if moves >= MAX_MOVES {
                anyhow::bail!(
                    "game {g} (seed {game_seed}) has no end after {MAX_MOVES} moves; the last {}: {}",
                    trail.len(),
                    Vec::from(trail).join(" | ")
                );
            }
            let to_act = table.to_act();
            let Some(&seat) = rng.pick(&to_act) else {
                anyhow::bail!("game {g} (seed {game_seed}): nobody to act");
            };
            let level = level_of(seat);
            let mut limits: Limits = level.limits();
            if let Some(t) = spec.think {
                limits = limits.with_think(t);
            }
            let start = Instant::now();
            let decision = bots::decide_in_turn(
                table.as_ref(),
                seat,
                level,
                limits,
                rng.next_u64(),
                turn.earlier(seat),
            )
            .ok_or_else(|| anyhow::anyhow!("game {g}: seat {seat} has no legal action"))?;
            turn.before_move(table.as_ref(), seat);
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            tally[kind_index(level)].ms.push(ms);
            if level != Level::Random {
                all_ms.push(ms);
                iterations += decision.iterations;
                thinking += ms / 1000.0;
            }
            table
                .step(seat, decision.index)
                .map_err(|m| anyhow::anyhow!("game {g}: bot move failed: {} {:?}", m.id, m.args))?;
            if trail.len() == TRAIL {
                trail.pop_front();
            }
            trail.push_back(format!("{seat}: {}", decision.notation));
            moves += 1;
            let times = seen.entry(table.hash()).or_insert(0);
            *times += 1;
            if *times >= REPEATS {
                anyhow::bail!(
                    "game {g} (seed {game_seed}) reached the same position {REPEATS} times after {moves} moves; the last {}: {}",
                    trail.len(),
                    Vec::from(trail).join(" | ")
                );
            }
        }
        let outcome = table.outcome().expect("the loop ends with the game");
        for s in 0..n {
            let t = &mut tally[kind_index(level_of(s))];
            t.games += 1;
            t.wins += usize::from(outcome.ranks[s] == 1);
            t.score += outcome.scores[s];
            t.rank += outcome.ranks[s];
        }
    }
    let moves = all_ms.len();
    let seats = kinds
        .iter()
        .zip(tally.iter_mut())
        .map(|(k, t)| {
            let games = t.games.max(1) as f64;
            let (low, high) = wilson(t.wins, t.games);
            SeatReport {
                kind: k.name().to_string(),
                games: t.games,
                wins: t.wins,
                win_rate: round3(t.wins as f64 / games),
                win_rate_low: round3(low),
                win_rate_high: round3(high),
                mean_score: round3(t.score as f64 / games),
                mean_rank: round3(t.rank as f64 / games),
                ms_per_move_p50: round3(percentile(&mut t.ms, 0.5)),
                ms_per_move_p99: round3(percentile(&mut t.ms, 0.99)),
            }
        })
        .collect();
    Ok(ArenaReport {
        game: title.name().to_string(),
        players: n,
        games: played,
        seats,
        ms_per_move_p50: round3(percentile(&mut all_ms, 0.5)),
        ms_per_move_p99: round3(percentile(&mut all_ms, 0.99)),
        iterations_per_sec: if thinking > 0.0 {
            (iterations as f64 / thinking).round()
        } else {
            0.0
        },
        moves,
    })
}

/// The human-readable table `longtable arena` prints.
pub fn table_text(r: &ArenaReport) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} with {} players, {} games, seats rotated",
        r.game, r.players, r.games
    );
    let _ = writeln!(
        out,
        "{:<8} {:>6} {:>6} {:>8} {:>17} {:>10} {:>9} {:>8} {:>8}",
        "kind", "seats", "wins", "win%", "95% CI", "mean pts", "mean rank", "ms p50", "ms p99"
    );
    for s in &r.seats {
        let _ = writeln!(
            out,
            "{:<8} {:>6} {:>6} {:>7.1}% {:>7.1}%-{:>6.1}% {:>10.1} {:>9.2} {:>8.1} {:>8.1}",
            s.kind,
            s.games,
            s.wins,
            s.win_rate * 100.0,
            s.win_rate_low * 100.0,
            s.win_rate_high * 100.0,
            s.mean_score,
            s.mean_rank,
            s.ms_per_move_p50,
            s.ms_per_move_p99
        );
    }
    let _ = writeln!(
        out,
        "bot moves: {}, ms per move p50 {:.1}, p99 {:.1}, {} search iterations per second",
        r.moves, r.ms_per_move_p50, r.ms_per_move_p99, r.iterations_per_sec
    );
    out
}

/// Wilson score interval at 95% for `k` successes in `n` trials.
pub fn wilson(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let n = n as f64;
    let p = k as f64 / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn percentile(xs: &mut [f64], q: f64) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    xs.sort_by(|a, b| a.total_cmp(b));
    let i = ((xs.len() as f64 - 1.0) * q).round() as usize;
    xs[i.min(xs.len() - 1)]
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::wilson;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (lo, hi) = wilson(90, 100);
        assert!(lo > 0.82 && lo < 0.84, "{lo}");
        assert!(hi > 0.94 && hi < 0.95, "{hi}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }
}
