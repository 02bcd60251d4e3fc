//! Random legal Nations games for every player count and the main
//! options: they end with final scores, never panic, keep the invariants,
//! and replay to the same state hash.

use longtable::engine::{Game, GameRng, Options, Setup, Table};
use longtable::games::nations::{rules, Nations, State};

fn game() -> &'static Nations {
    use std::sync::OnceLock;
    static G: OnceLock<Nations> = OnceLock::new();
    G.get_or_init(|| Nations::new(None).expect("pack loads"))
}

fn options(list: &[(&str, &str)]) -> Options {
    let mut o = Options::new();
    for (k, v) in list {
        o = o.with(k, v);
    }
    o.resolve(&game().options()).unwrap()
}

/// The invariants of §2: workers conserved, stocks never negative,
/// population sections within 0..=4, architects within the supply.
fn check_invariants(st: &State, start_workers: &[i32]) {
    let c = &game().content;
    for (seat, p) in st.players.iter().enumerate() {
        assert!(
            p.gold >= 0 && p.stone >= 0 && p.food >= 0 && p.books >= 0,
            "{p:?}"
        );
        if !st.cfg.solo {
            assert!(p.vp >= 0);
        }
        assert!((0..=4).contains(&p.pop_food) && (0..=4).contains(&p.pop_stab));
        assert!(p.reserve >= 0 && p.slots.iter().all(|s| s.workers >= 0));
        if !p.nation.is_empty() {
            assert_eq!(p.total_workers(), start_workers[seat], "workers conserved");
        }
        assert!(p.slots.len() <= c.board.slots);
        assert!(p.colonies.len() <= c.board.colony_slots || !st.pending.is_empty());
        assert!(p.wonders.len() <= c.board.wonder_slots);
        let m = rules::military(c, p);
        assert!((0..=40).contains(&m));
        assert!(rules::stability(c, p) <= 15);
    }
    let on_wonders: i32 = st
        .players
        .iter()
        .map(|p| p.wonder_architects + p.private_architects)
        .sum();
    if !st.cfg.unlimited_architects && !st.cfg.lost_architects {
        assert_eq!(
            st.supply + st.public_architects + on_wonders,
            15,
            "architects conserved"
        );
    }
}

/// Plays one random game, checking invariants after every action, and
/// returns the chosen action notations and the final hash.
fn play(players: usize, opts: &[(&str, &str)], seed: u64) -> (Vec<(usize, String)>, String) {
    let g = game();
    let setup = Setup {
        seats: players,
        options: options(opts),
        seed,
    };
    let mut state = g.setup(&setup).unwrap();
    let mut rng = GameRng::new(seed ^ 0xabcdef);
    let mut log = vec![];
    let mut start: Vec<i32> = state.players.iter().map(|p| p.total_workers()).collect();
    for _ in 0..20_000 {
        if g.outcome(&state).is_some() {
            break;
        }
        let seats = g.to_act(&state);
        let seat = *rng.pick(&seats).expect("someone acts");
        let legal = g.legal_actions(&state, seat);
        assert!(!legal.is_empty());
        let a = legal[rng.below(legal.len())].clone();
        let text = g.notation(&state, &a);
        // Notation round-trips through parse.
        assert_eq!(g.parse(&state, seat, &text).unwrap(), a, "{text}");
        g.apply(&mut state, seat, &a).unwrap();
        log.push((seat, text));
        // B sides: the worker count is fixed once a nation is chosen.
        for (i, p) in state.players.iter().enumerate() {
            if start[i] == 8 && !p.nation.is_empty() {
                start[i] = p.total_workers();
            }
        }
        check_invariants(&state, &start);
    }
    let out = g.outcome(&state).expect("the game ends");
    assert_eq!(out.scores.len(), players);
    assert!(state.final_scores.is_some());
    (log, longtable::engine::state_hash(&state))
}

fn replay(players: usize, opts: &[(&str, &str)], seed: u64, log: &[(usize, String)]) -> String {
    let title = longtable::engine::Erased::new(Nations::new(None).unwrap());
    let setup = Setup {
        seats: players,
        options: options(opts),
        seed,
    };
    let mut table: Box<dyn Table> = title.new_table(&setup).unwrap();
    for (seat, text) in log {
        table.play(*seat, text).unwrap();
    }
    // `play` hashes the whole state.
    table.hash_as(longtable::engine::HashScheme::Whole)
}

const CASES: &[(usize, &[(&str, &str)])] = &[
    (1, &[]),
    (1, &[("difficulty", "chieftain"), ("solo_roll", "military")]),
    (2, &[]),
    (2, &[("cards", "advanced"), ("sides", "b")]),
    (3, &[]),
    (
        3,
        &[("cards", "all"), ("balanced", "true"), ("easier", "true")],
    ),
    (4, &[]),
    (
        4,
        &[
            ("cards", "expert"),
            ("ages", "2"),
            ("difficulty", "emperor,king,prince,chieftain"),
        ],
    ),
    (5, &[]),
    (
        5,
        &[
            ("sides", "b"),
            ("top_tie", "none"),
            ("unlimited_architects", "true"),
        ],
    ),
    (
        3,
        &[
            ("lost_architects", "true"),
            ("special_once", "false"),
            ("cover_free", "false"),
        ],
    ),
    (2, &[("promo", "true"), ("advisor_removal", "expert")]),
    (
        4,
        &[
            ("cards", "all"),
            ("promo", "true"),
            ("advisor_removal", "normal"),
        ],
    ),
];

#[test]
fn random_games_end_keep_invariants_and_replay() {
    for (i, (players, opts)) in CASES.iter().enumerate() {
        for seed in 0..3u64 {
            let seed = seed * 31 + i as u64;
            let (log, hash) = play(*players, opts, seed);
            assert_eq!(
                replay(*players, opts, seed, &log),
                hash,
                "{players} {opts:?} {seed}"
            );
        }
    }
}

#[test]
fn play_random_through_the_table_interface() {
    let title = longtable::engine::Erased::new(Nations::new(None).unwrap());
    for players in 1..=5 {
        for seed in 0..4u64 {
            let setup = Setup {
                seats: players,
                options: Options::new(),
                seed,
            };
            let mut table = title.new_table(&setup).unwrap();
            let mut rng = GameRng::new(seed);
            longtable::engine::play_random(table.as_mut(), &mut rng, 50_000).unwrap();
            assert!(table.outcome().is_some());
        }
    }
}

#[test]
fn forged_and_out_of_turn_actions_change_nothing() {
    let title = longtable::engine::Erased::new(Nations::new(None).unwrap());
    let setup = Setup {
        seats: 3,
        options: Options::new(),
        seed: 5,
    };
    let mut table = title.new_table(&setup).unwrap();
    let before = table.hash();
    let actor = table.to_act()[0];
    let other = (actor + 1) % 3;
    assert!(table.play(other, "pass").is_err());
    assert!(table.play(actor, "buy Nothing At All").is_err());
    assert!(table.play(actor, "deploy").is_err());
    assert!(table.play_index(actor, 999).is_err());
    assert_eq!(table.hash(), before);
}

/// A gain of one reads in the singular in every language that says so
/// ("+1 book", "+1 βιβλίο"), several in the plural; Hungarian keeps its
/// singular after any number.
#[test]
fn one_book_or_worker_reads_in_the_singular() {
    use longtable::engine::Translate;
    use longtable::games::nations::talk::change;
    let i18n = longtable::i18n::I18n::load().unwrap();
    let (gold, stone, books) = (0, 1, 3);
    let mut before = [0i32; 5];
    before[gold] = 5;
    let mut after = before;
    after[books] = 1;
    after[stone] = 3;
    for (lang, want) in [
        ("en", "+1 book"),
        ("el", "+1 βιβλίο"),
        ("fr", "+1 Livre"),
        ("es", "+1 libro"),
        ("hu", "+1 könyv"),
    ] {
        let text = i18n.lang(lang).tr(&change(&before, &after).unwrap());
        assert!(text.contains(want), "{lang}: {text}");
        assert!(!text.contains(&format!("{want}s")), "{lang}: {text}");
    }
    let el = i18n.lang("el").tr(&change(&before, &after).unwrap());
    assert!(el.contains("+3 πέτρες"), "{el}");
}
