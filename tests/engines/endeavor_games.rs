//! Random legal Endeavor games for 3-5 players and the main options: they
//! end with final scores, never panic, keep the invariants of the rules
//! spec (Appendix A: markers and tokens conserved, tracks within 0..15)
//! after every action, and replay to the same state hash.

use longtable::engine::{play_random, state_hash, Game, GameRng, Options, Setup, Table};
use longtable::games::endeavor::rules::{Action, State};
use longtable::games::endeavor::Endeavor;

fn setup(seats: usize, seed: u64, options: &[(&str, &str)]) -> Setup {
    let mut o = Options::new();
    for (k, v) in options {
        o = o.with(k, v);
    }
    let specs = Endeavor::embedded().options();
    Setup {
        seats,
        options: o.resolve(&specs).unwrap(),
        seed,
    }
}

/// Plays one random game on the typed state, checking invariants after
/// every action; returns the actions chosen (as indices).
fn play_checked(game: &Endeavor, setup: &Setup, seed: u64) -> (State, Vec<String>) {
    play_policy(game, setup, seed, false)
}

/// `eager`: pass only when nothing else is legal or one time in ten, so
/// that games go deep (regions open, Abolition, attacks, discards).
fn play_policy(game: &Endeavor, setup: &Setup, seed: u64, eager: bool) -> (State, Vec<String>) {
    let mut state = game.setup(setup).unwrap();
    state.check_invariants(&game.content).unwrap();
    let mut rng = GameRng::new(seed);
    let mut chosen = Vec::new();
    for step in 0..20_000 {
        if game.outcome(&state).is_some() {
            return (state, chosen);
        }
        let seats = game.to_act(&state);
        assert_eq!(seats.len(), 1, "one seat acts at a time");
        let seat = seats[0];
        let legal = game.legal_actions(&state, seat);
        assert!(
            !legal.is_empty(),
            "seat {seat} has no action at step {step}"
        );
        let mut texts: Vec<String> = legal.iter().map(|a| game.notation(&state, a)).collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), legal.len(), "duplicate legal actions");
        assert!(legal.len() <= 60, "{} legal actions", legal.len());
        // Notation round-trips through parse.
        for a in &legal {
            let text = game.notation(&state, a);
            assert_eq!(&game.parse(&state, seat, &text).unwrap(), a, "{text}");
        }
        let mut i = rng.below(legal.len());
        if eager && legal.len() > 1 && rng.below(10) != 0 {
            while matches!(legal[i], Action::Pass) {
                i = rng.below(legal.len());
            }
        }
        // The action as told (Game::tell), then what followed from it.
        chosen.push(game.tell(&state, seat, &legal[i]).public.id);
        let applied = game
            .apply(&mut state, seat, &legal[i])
            .unwrap_or_else(|e| panic!("step {step}: {e:?}"));
        chosen.extend(applied.public.iter().map(|m| m.id.clone()));
        if let Err(e) = state.check_invariants(&game.content) {
            panic!("seed {seed} step {step}: {e}");
        }
        for s in 0..state.seats() {
            let raw = state.raw_status(&game.content, s);
            assert!(state.status(&game.content, s).iter().all(|&v| v <= 15));
            assert!(raw.iter().all(|&v| v < 200));
        }
    }
    panic!("seed {seed}: no end after 20000 actions");
}

#[test]
fn random_games_end_with_scores_and_keep_the_invariants() {
    let game = Endeavor::embedded();
    for seats in 3..=5 {
        for seed in 0..6u64 {
            let s = setup(seats, seed * 31 + seats as u64, &[]);
            let (state, _) = play_checked(&game, &s, seed);
            let outcome = game.outcome(&state).unwrap();
            assert_eq!(outcome.scores.len(), seats);
            assert_eq!(state.round, 7);
            assert!(outcome.ranks.contains(&1));
            // 7 builds each (one per round).
            for p in &state.players {
                assert_eq!(p.buildings.len(), 8);
            }
        }
    }
}

#[test]
fn random_games_under_every_option_end() {
    let game = Endeavor::embedded();
    let variants: [&[(&str, &str)]; 5] = [
        &[("slavery_penalty_needs_abolition", "true")],
        &[
            ("ship_ship_same_region", "true"),
            ("draw_draw_same_deck", "false"),
        ],
        &[("build_fallback", "next")],
        &[("build_fallback", "any"), ("empty_activation", "true")],
        &[("empty_payment", "true"), ("empty_activation", "true")],
    ];
    for (i, options) in variants.iter().enumerate() {
        for seats in 3..=5 {
            let s = setup(seats, 1000 + i as u64 * 7 + seats as u64, options);
            let (state, _) = play_checked(&game, &s, i as u64 + 50);
            assert!(game.outcome(&state).is_some());
            let (state, _) = play_policy(&game, &s, i as u64 + 60, true);
            assert!(game.outcome(&state).is_some());
        }
    }
}

#[test]
fn the_same_seed_and_actions_replay_to_the_same_hash() {
    let title = Endeavor::title(None).unwrap();
    for seats in 3..=5 {
        let s = setup(seats, 77 + seats as u64, &[]);
        let mut a = title.new_table(&s).unwrap();
        let mut rng = GameRng::new(9);
        // Record the notations played, then replay them by text.
        let mut log = Vec::new();
        while a.outcome().is_none() {
            let seat = a.to_act()[0];
            let n = a.legal_count(seat);
            let played = a.play_index(seat, rng.below(n)).unwrap();
            log.push((seat, played.notation));
        }
        let mut b = title.new_table(&s).unwrap();
        for (seat, text) in &log {
            b.play(*seat, text).unwrap();
        }
        assert_eq!(a.hash(), b.hash());
        assert_eq!(a.outcome(), b.outcome());
        // A snapshot restores to the same hash.
        let c = title.restore(&a.snapshot()).unwrap();
        assert_eq!(c.hash(), a.hash());
    }
}

#[test]
fn play_random_through_the_host_interface() {
    let title = Endeavor::title(None).unwrap();
    for seats in 3..=5 {
        let mut t: Box<dyn Table> = title.new_table(&setup(seats, 5, &[])).unwrap();
        let n = play_random(&mut *t, &mut GameRng::new(3), 50_000).unwrap();
        assert!(n > 50);
        assert!(t.outcome().is_some());
    }
}

#[test]
fn two_and_six_players_are_refused() {
    let title = Endeavor::title(None).unwrap();
    for seats in [2, 6] {
        assert!(title.new_table(&setup(seats, 1, &[])).is_err());
    }
    let _ = state_hash(&1u8);
}

#[test]
fn eager_games_reach_every_kind_of_event() {
    let game = Endeavor::embedded();
    let mut seen = std::collections::BTreeSet::new();
    for seats in 3..=5 {
        for seed in 0..4u64 {
            let s = setup(seats, 500 + seed * 13 + seats as u64, &[]);
            let (state, log) = play_policy(&game, &s, seed + 900, true);
            assert!(game.outcome(&state).is_some());
            seen.extend(log);
        }
    }
    for id in [
        "endeavor-tell-build",
        "endeavor-tell-free",
        "endeavor-log-growth",
        "endeavor-log-salary",
        "endeavor-tell-ship",
        "endeavor-log-ship-token",
        "endeavor-log-ship-beside",
        "endeavor-log-governor",
        "endeavor-tell-occupy",
        "endeavor-log-occupy-token",
        "endeavor-tell-attack",
        "endeavor-log-attack",
        "endeavor-log-connection",
        "endeavor-tell-pay",
        "endeavor-tell-draw",
        "endeavor-log-abolition",
        "endeavor-tell-discard",
        "endeavor-tell-govern",
        "endeavor-tell-token",
        "endeavor-log-round-end",
        "endeavor-log-game-end",
        "endeavor-final-line",
    ] {
        assert!(seen.contains(id), "no game showed {id}");
    }
}
