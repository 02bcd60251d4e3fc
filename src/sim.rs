//! `longtable sim`: random legal games through the engine only, for
//! volume testing and throughput figures.

use crate::engine::{play_random, GameRng, Options, Registry, Setup};
use serde::Serialize;
use std::time::Instant;

/// The one JSON line `longtable sim` prints.
#[derive(Debug, Serialize)]
pub struct SimReport {
    pub game: String,
    pub players: usize,
    pub games: usize,
    pub completed: usize,
    pub errors: usize,
    pub actions: u64,
    pub games_per_sec: f64,
    /// The first few errors, with the seed that reproduces each.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub first_errors: Vec<String>,
}

/// A game that has not ended after this many actions counts as an error.
pub const MAX_ACTIONS: usize = 200_000;

pub fn run(
    registry: &Registry,
    game: &str,
    players: usize,
    games: usize,
    seed: u64,
    options: &[(String, String)],
) -> anyhow::Result<SimReport> {
    let title = registry.get(game).ok_or_else(|| {
        anyhow::anyhow!(
            "unknown game `{game}`; known: {}",
            registry.names().join(", ")
        )
    })?;
    let options = Options(options.iter().cloned().collect());
    let mut report = SimReport {
        game: title.name().to_string(),
        players,
        games,
        completed: 0,
        errors: 0,
        actions: 0,
        games_per_sec: 0.0,
        first_errors: Vec::new(),
    };
    let start = Instant::now();
    for i in 0..games {
        let game_seed = seed.wrapping_add(i as u64);
        let setup = Setup {
            seats: players,
            options: options.clone(),
            seed: game_seed,
        };
        let mut table = match title.new_table(&setup) {
            Ok(t) => t,
            Err(m) => anyhow::bail!("setup failed: {} {:?}", m.id, m.args),
        };
        let mut rng = GameRng::new(game_seed ^ 0x9e37_79b9_7f4a_7c15);
        // A panic in the rules is an error of that game, not of the run.
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            play_random(table.as_mut(), &mut rng, MAX_ACTIONS)
        }))
        .unwrap_or_else(|p| {
            Err(format!(
                "panic: {}",
                p.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default()
            ))
        });
        match result {
            Ok(n) => {
                report.completed += 1;
                report.actions += n as u64;
            }
            Err(e) => {
                report.errors += 1;
                if report.first_errors.len() < 5 {
                    report.first_errors.push(format!("seed {game_seed}: {e}"));
                }
            }
        }
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    report.games_per_sec = (games as f64 / secs * 10.0).round() / 10.0;
    Ok(report)
}
