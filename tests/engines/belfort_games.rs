//! Random legal Belfort games for every player count, guild mode and rule
//! flag: they end with final scores, never panic, keep the invariants
//! (nothing negative, workers, gnomes, cards and property markers
//! conserved), keep secrets out of other seats' views, and replay to the
//! same hash.

use longtable::engine::{play_random, Game, GameRng, Options, Setup, Translate};
use longtable::games::belfort::{At, Belfort, Phase, State};
use longtable::i18n::I18n;

fn game() -> Belfort {
    Belfort::load(None).expect("the Belfort pack loads")
}

fn setup(seats: usize, seed: u64, opts: &[(&str, &str)]) -> Setup {
    let mut o = Options::new();
    for (k, v) in opts {
        o = o.with(k, v);
    }
    let specs = game().options();
    Setup {
        seats,
        options: o.resolve(&specs).expect("options resolve"),
        seed,
    }
}

fn marker_totals(st: &State) -> Vec<usize> {
    let mut v = vec![0; st.competitors()];
    for m in st.marks.iter().flatten() {
        v[*m as usize] += 1;
    }
    v
}

fn check_invariants(g: &Belfort, st: &State, before: &State) {
    let k = &g.content.c;
    for (i, p) in st.players.iter().enumerate() {
        assert!(
            p.wood >= 0 && p.stone >= 0 && p.metal >= 0 && p.gold >= 0,
            "player {i} negative: {p:?}"
        );
        assert!(p.score >= 0);
        let elves = p.workers.iter().filter(|w| w.elf).count();
        let dwarves = p.workers.len() - elves;
        assert!(elves <= k.workers_per_kind && dwarves <= k.workers_per_kind);
        let before_p = &before.players[i];
        assert!(
            p.workers.len() >= before_p.workers.len(),
            "a worker vanished"
        );
        for elf in [true, false] {
            let m = p
                .workers
                .iter()
                .filter(|w| w.elf == elf && w.master)
                .count();
            let n = p.workers.iter().filter(|w| w.elf == elf).count();
            assert!(m <= n.min(k.masters_per_kind));
            let m0 = before_p
                .workers
                .iter()
                .filter(|w| w.elf == elf && w.master)
                .count();
            assert!(m >= m0, "a master turned back");
        }
    }
    // Gnomes: pool + on cards = the starting pool.
    let on_cards: u32 = st
        .players
        .iter()
        .flat_map(|p| p.tableau.iter())
        .map(|b| b.gnomes as u32)
        .sum();
    assert_eq!(st.pool + on_cards, st.pool_start);
    // Cards: every card is in exactly one place.
    let mut all: Vec<u8> = st
        .deck
        .iter()
        .chain(&st.display)
        .chain(&st.discard)
        .copied()
        .collect();
    for p in &st.players {
        all.extend(&p.hand);
        all.extend(p.tableau.iter().map(|b| b.card));
    }
    // The card a neutral player has picked and not yet placed.
    if let Phase::Neutral {
        card: Some(card), ..
    } = st.phase
    {
        all.push(card);
    }
    all.sort();
    assert_eq!(all, (0..st.card_types.len() as u8).collect::<Vec<_>>());
    // Property markers never leave the board and no competitor loses one
    // (the Wizards only exchange them).
    let now = marker_totals(st);
    for (a, b) in now.iter().zip(marker_totals(before)) {
        assert!(*a >= b, "markers lost: {now:?}");
    }
    // A worker space holds at most one worker.
    let mut spaces = Vec::new();
    for p in &st.players {
        for w in &p.workers {
            if let At::Space(s) = w.at {
                assert!(!spaces.contains(&s), "two workers on {s:?}");
                spaces.push(s);
            }
        }
    }
    if matches!(st.phase, Phase::Placement { .. }) {
        for p in &st.players {
            assert!(p.hand.len() <= k.hand_limit, "hand over the limit");
        }
    }
}

/// Changing one seat's secrets (hand, secret choices) must not change what
/// any other seat or the public board shows.
fn check_secrets(g: &Belfort, st: &State, tr: &dyn Translate) {
    let n = st.n();
    for secret in 0..n {
        let mut other = st.clone();
        // Give the seat different cards from the deck (same count).
        let k = other.players[secret].hand.len().min(other.deck.len());
        for i in 0..k {
            std::mem::swap(&mut other.players[secret].hand[i], &mut other.deck[i]);
        }
        if let Phase::Keep { discards } = &mut other.phase {
            if let Some(Some(d)) = discards.get_mut(secret) {
                d.reverse();
                d.pop();
            }
        }
        assert_eq!(
            g.board_svg(st, tr),
            g.board_svg(&other, tr),
            "the public board shows seat {secret}'s secrets"
        );
        for seat in (0..n).filter(|&s| s != secret) {
            assert_eq!(g.seat_svg(st, seat, tr), g.seat_svg(&other, seat, tr));
            assert_eq!(g.private_text(st, seat), g.private_text(&other, seat));
        }
    }
}

fn play_checked(seats: usize, seed: u64, opts: &[(&str, &str)], secrets_every: usize) {
    let g = game();
    let i18n = I18n::load().unwrap();
    let en = i18n.english();
    let mut st = g.setup(&setup(seats, seed, opts)).unwrap();
    let mut rng = GameRng::new(seed ^ 77);
    let mut steps = 0;
    while g.outcome(&st).is_none() {
        steps += 1;
        assert!(steps < 20_000, "no end");
        let to_act = g.to_act(&st);
        let seat = *rng.pick(&to_act).expect("someone acts");
        let legal = g.legal_actions(&st, seat);
        assert!(
            !legal.is_empty(),
            "seat {seat} has nothing to do in {:?}",
            st.phase
        );
        // Notation round-trips through parse.
        let a = legal[rng.below(legal.len())].clone();
        let text = g.notation(&st, &a);
        assert_eq!(g.parse(&st, seat, &text).unwrap(), a, "{text}");
        // Other seats may not act out of turn.
        for other in (0..seats).filter(|s| !to_act.contains(s)) {
            assert!(g.legal_actions(&st, other).is_empty());
        }
        let before = st.clone();
        g.apply(&mut st, seat, &a).unwrap();
        check_invariants(&g, &st, &before);
        if secrets_every > 0 && steps % secrets_every == 0 {
            check_secrets(&g, &st, &*en);
        }
    }
    let out = g.outcome(&st).unwrap();
    assert_eq!(out.scores.len(), seats);
    assert_eq!(st.round, g.content.c.rounds);
    assert!(out.ranks.contains(&1));
}

#[test]
fn random_games_end_for_every_player_count_and_guild_mode() {
    for seats in 2..=5 {
        for mode in ["beginner", "normal", "advanced"] {
            for seed in 0..5 {
                play_checked(seats, seed * 31 + seats as u64, &[("guilds", mode)], 0);
            }
        }
    }
}

#[test]
fn secrets_stay_out_of_other_views() {
    for seats in [2, 3, 5] {
        play_checked(seats, 11 + seats as u64, &[], 40);
    }
}

#[test]
fn random_games_end_under_every_rule_flag() {
    let flags: [&[(&str, &str)]; 9] = [
        &[("thieves_max", "2"), ("guilds", "advanced")],
        &[("ties", "competition")],
        &[("market_cap", "true")],
        &[("np_keep_markers", "1")],
        &[("gatehouse_halves", "true")],
        &[("wrong_kind", "true")],
        &[("upgrade_lost", "true")],
        &[("recruiters_hire", "true")],
        &[("merchants", "either")],
    ];
    for (i, f) in flags.iter().enumerate() {
        for seats in [2, 4] {
            play_checked(seats, 100 + i as u64, f, 0);
        }
    }
}

#[test]
fn interactive_guilds_all_get_played() {
    // Advanced games with every interactive guild in play.
    for seats in [3, 5] {
        for seed in 0..3 {
            play_checked(
                seats,
                seed,
                &[("guild_list", "thieves,bandits,wizards,spies,architects")],
                0,
            );
            play_checked(
                seats,
                seed,
                &[(
                    "guild_list",
                    "merchants,librarians,recruiters,miners,masons",
                )],
                0,
            );
        }
    }
}

#[test]
fn same_seed_and_actions_replay_to_the_same_hash() {
    let registry = longtable::games::registry(None).unwrap();
    let title = registry.get("belfort").unwrap();
    for seats in 2..=5 {
        let s = setup(seats, 5, &[]);
        let mut a = title.new_table(&s).unwrap();
        let mut b = title.new_table(&s).unwrap();
        play_random(a.as_mut(), &mut GameRng::new(9), 50_000).unwrap();
        play_random(b.as_mut(), &mut GameRng::new(9), 50_000).unwrap();
        assert_eq!(a.hash(), b.hash());
        assert!(a.outcome().is_some());
        let restored = title.restore(&a.snapshot()).unwrap();
        assert_eq!(restored.hash(), a.hash());
    }
}

#[test]
fn two_player_guilds_hold_no_interactive_guild_but_the_wizards() {
    let g = game();
    for seed in 0..20 {
        for mode in ["beginner", "normal", "advanced"] {
            let st = g.setup(&setup(2, seed, &[("guilds", mode)])).unwrap();
            for &gi in &st.guilds {
                let gd = &g.content.guilds[gi as usize];
                assert!(
                    gd.category != longtable::games::belfort::content::Category::Interactive
                        || gd.id == "wizards"
                );
            }
            if mode == "normal" {
                assert!(st
                    .guilds
                    .iter()
                    .any(|&gi| g.content.guilds[gi as usize].id == "wizards"));
            }
        }
    }
}
