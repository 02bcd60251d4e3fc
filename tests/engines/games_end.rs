//! Every game ends (issue 17): random legal games and `easy` bots over
//! many fixed seeds finish well under the arena's move guard, no legal
//! action changes nothing, and no position ever comes back. The arena's
//! bots found two cycles the rules allowed (a free deploy undone by a
//! free undeploy in Nations, a Governor put on and off its space in
//! Endeavor); a search bot that prefers the cycle to ending the round
//! plays it forever, so a cycle must be impossible, not merely unlikely.

use longtable::bots::{decide, Level, Limits};
use longtable::engine::{play_checked, play_random_checked, GameRng, Registry, Setup};
use std::ops::Range;

/// The arena calls a game that runs this long broken.
const GUARD: usize = 50_000;
/// "Well under" the guard: the longest random game seen is under 1,200
/// actions (Belfort, 5 players).
const WELL_UNDER: usize = GUARD / 10;

fn registry() -> Registry {
    longtable::games::registry(None).expect("the packs load")
}

/// No title has a legitimate no-op action.
fn no_no_op(_: &str) -> bool {
    false
}

/// Plays one random game per seed and returns the longest.
fn random_games(title: &str, players: usize, seeds: Range<u64>) -> usize {
    let registry = registry();
    let t = registry.get(title).unwrap();
    let mut longest = 0;
    for seed in seeds {
        let mut table = t
            .new_table(&Setup {
                seats: players,
                options: Default::default(),
                seed,
            })
            .unwrap();
        let mut rng = GameRng::new(seed ^ 0x51ed);
        let n = play_random_checked(table.as_mut(), &mut rng, WELL_UNDER, &no_no_op)
            .unwrap_or_else(|e| panic!("{title}, {players} players, seed {seed}: {e}"));
        longest = longest.max(n);
    }
    longest
}

fn every_count(title: &str, at_three: Range<u64>, others: Range<u64>) {
    let registry = registry();
    let seats = registry.get(title).unwrap().seats();
    for players in seats {
        let seeds = if players == 3 {
            at_three.clone()
        } else {
            others.clone()
        };
        let longest = random_games(title, players, seeds);
        assert!(longest > 0 && longest < WELL_UNDER, "{title}: {longest}");
    }
}

#[test]
fn random_nations_games_end_without_a_cycle() {
    every_count("nations", 0..60, 0..15);
}

#[test]
fn random_endeavor_games_end_without_a_cycle() {
    every_count("endeavor", 0..100, 0..30);
}

#[test]
fn random_belfort_games_end_without_a_cycle() {
    every_count("belfort", 0..60, 0..15);
}

/// The long version: `cargo test --release --test engines games_end:: -- --ignored`.
#[test]
#[ignore]
fn random_games_end_without_a_cycle_over_many_seeds() {
    for title in ["nations", "endeavor", "belfort"] {
        every_count(title, 0..2000, 0..500);
    }
}

/// Three `easy` bots play each title to the end, with the iteration
/// limit binding (not the clock), so the games are the same on every
/// machine.
#[test]
fn easy_bots_finish_every_title_without_a_cycle() {
    let registry = registry();
    let limits = Limits::new(1, 2000);
    for title in ["nations", "endeavor", "belfort"] {
        for seed in 0..2u64 {
            let mut table = registry
                .get(title)
                .unwrap()
                .new_table(&Setup {
                    seats: 3,
                    options: Default::default(),
                    seed,
                })
                .unwrap();
            let mut rng = GameRng::new(seed);
            let n = play_checked(
                table.as_mut(),
                &mut rng,
                WELL_UNDER,
                &no_no_op,
                &mut |t, seat, rng| {
                    decide(t, seat, Level::Easy, limits, rng.next_u64())
                        .map(|d| d.index)
                        .unwrap_or(0)
                },
            )
            .unwrap_or_else(|e| panic!("{title}, seed {seed}: {e}"));
            assert!(n < WELL_UNDER);
        }
    }
}
