//! Bots never peek, determinizations keep what a seat knows, and the
//! arena reports what `longtable arena --json` promises.

use longtable::bots::{decide, Level, Limits};
use longtable::engine::{Game, GameRng, Options, Running, Seat, Setup, Table};
use longtable::games::{belfort::Belfort, endeavor::Endeavor, nations::Nations};
use std::sync::Arc;

pub(super) fn setup(seats: usize, seed: u64) -> Setup {
    Setup {
        seats,
        options: Options::default(),
        seed,
    }
}

/// Plays `moves` random moves (fewer if the game ends).
fn advance<G: Game>(t: &mut Running<G>, moves: usize, rng: &mut GameRng) {
    for _ in 0..moves {
        if t.outcome().is_some() {
            return;
        }
        let to_act = t.to_act();
        let seat = *rng.pick(&to_act).unwrap();
        t.play_random(seat, rng).unwrap();
    }
}

/// Plays on until some seat to act has at least two legal actions.
fn to_a_choice<G: Game>(t: &mut Running<G>, rng: &mut GameRng) -> Seat {
    loop {
        assert!(t.outcome().is_none(), "the game ended before a choice");
        if let Some(&s) = t.to_act().iter().find(|&&s| t.legal_count(s) > 1) {
            return s;
        }
        advance(t, 1, rng);
    }
}

/// Every level's decision, with the iteration limit binding (time is
/// generous), so decisions are reproducible.
fn decisions(t: &dyn Table, seat: Seat) -> Vec<String> {
    [(Level::Easy, 3), (Level::Normal, 40), (Level::Hard, 25)]
        .into_iter()
        .map(|(level, iterations)| {
            let limits = Limits::new(iterations, 2000);
            decide(t, seat, level, limits, 42).unwrap().notation
        })
        .collect()
}

/// The no-peeking check: `hide` changes only what `seat` can't see; the
/// change must be real (the state's hash moves) and invisible to the bots
/// (same determinizations, same decisions under the same seed).
fn no_peeking<G: Game>(t: &Running<G>, seat: Seat, hide: impl Fn(&mut G::State, Seat)) {
    let mut changed = Running {
        game: t.game.clone(),
        state: t.state.clone(),
    };
    hide(&mut changed.state, seat);
    assert_ne!(t.hash(), changed.hash(), "the change must be real");
    for k in 0..5 {
        let a = t.determinize(seat, &mut GameRng::new(k));
        let b = changed.determinize(seat, &mut GameRng::new(k));
        assert_eq!(
            a.hash(),
            b.hash(),
            "a determinization read hidden information"
        );
    }
    assert_eq!(decisions(t, seat), decisions(&changed, seat));
}

/// What a Belfort seat can't see, changed: an opponent's card swapped for
/// a deck card of another type, and the chance to come.
pub(super) fn swap_a_hidden_belfort_card(st: &mut longtable::games::belfort::State, seat: Seat) {
    // Swap an opponent's card for a deck card of another type,
    // and change the chance to come.
    let other = (seat + 1) % st.players.len();
    let types = st.card_types.clone();
    let hand_card = st.players[other].hand[0];
    let at = st
        .deck
        .iter()
        .position(|&c| types[c as usize] != types[hand_card as usize])
        .expect("a deck card of another type");
    let deck_card = st.deck[at];
    st.deck[at] = hand_card;
    st.players[other].hand[0] = deck_card;
    if let longtable::games::belfort::Phase::Keep { discards } = &mut st.phase {
        if let Some(Some(d)) = discards.get_mut(other) {
            for c in d.iter_mut() {
                if *c == hand_card {
                    *c = deck_card;
                }
            }
        }
    }
    st.rng = GameRng::new(999);
}

/// What a Nations seat can't see, changed: the decks' order and the chance
/// to come.
pub(super) fn reorder_nations_decks(st: &mut longtable::games::nations::State, _: Seat) {
    for d in st.decks.iter_mut().chain(st.event_decks.iter_mut()) {
        d.reverse();
    }
    st.rng = GameRng::new(999);
}

#[test]
fn belfort_bots_never_read_other_hands_the_deck_or_the_dice() {
    let game = Arc::new(Belfort::load(None).unwrap());
    for seed in 1..4 {
        let state = game.setup(&setup(3, seed)).unwrap();
        let mut t = Running {
            game: game.clone(),
            state,
        };
        let mut rng = GameRng::new(seed);
        advance(&mut t, 10 + seed as usize * 7, &mut rng);
        let seat = to_a_choice(&mut t, &mut rng);
        no_peeking(&t, seat, swap_a_hidden_belfort_card);
    }
}

#[test]
fn nations_bots_never_read_the_deck_order_or_the_dice() {
    let game = Arc::new(Nations::new(None).unwrap());
    for seed in 1..3 {
        let state = game.setup(&setup(3, seed)).unwrap();
        let mut t = Running {
            game: game.clone(),
            state,
        };
        let mut rng = GameRng::new(seed);
        advance(&mut t, 15 * seed as usize, &mut rng);
        let seat = to_a_choice(&mut t, &mut rng);
        no_peeking(&t, seat, reorder_nations_decks);
    }
}

#[test]
fn endeavor_bots_never_read_the_dice() {
    let game = Arc::new(Endeavor::load(None).unwrap());
    let state = game.setup(&setup(3, 5)).unwrap();
    let mut t = Running { game, state };
    let mut rng = GameRng::new(5);
    advance(&mut t, 20, &mut rng);
    let seat = to_a_choice(&mut t, &mut rng);
    no_peeking(&t, seat, |st, _| st.rng = GameRng::new(999));
}

/// Determinization keeps every public fact (the board, whose turn it is)
/// and everything the seat knows (its private view and its choices), at
/// many positions of random games, while it does redraw what others hold.
fn keeps_what_the_seat_knows(title: &str, seats: usize) -> usize {
    let registry = longtable::games::registry(None).unwrap();
    let en = longtable::i18n::I18n::load().unwrap().english();
    let mut redrawn = 0;
    for seed in 0..4u64 {
        let mut t = registry
            .get(title)
            .unwrap()
            .new_table(&setup(seats, seed))
            .unwrap();
        let mut rng = GameRng::new(seed + 100);
        for step in 0..400 {
            if t.outcome().is_some() {
                break;
            }
            if step % 23 == 0 {
                for seat in 0..seats {
                    let d = t.determinize(seat, &mut rng);
                    assert_eq!(t.board_svg(&*en), d.board_svg(&*en), "{title} board");
                    assert_eq!(t.to_act(), d.to_act(), "{title} turn");
                    assert_eq!(t.private_text(seat), d.private_text(seat), "{title} own");
                    assert_eq!(
                        t.seat_svg(seat, &*en),
                        d.seat_svg(seat, &*en),
                        "{title} own view"
                    );
                    assert_eq!(t.legal_actions(seat), d.legal_actions(seat), "{title}");
                    assert_eq!(t.secrets(seat), d.secrets(seat), "{title} own secrets");
                    let other = (seat + 1) % seats;
                    if t.private_text(other) != d.private_text(other) {
                        redrawn += 1;
                    }
                }
            }
            let to_act = t.to_act();
            let seat = *rng.pick(&to_act).unwrap();
            t.play_random(seat, &mut rng).unwrap();
        }
    }
    redrawn
}

#[test]
fn determinization_keeps_public_and_own_facts_in_every_title() {
    assert!(
        keeps_what_the_seat_knows("belfort", 3) > 0,
        "Belfort's other hands are never redrawn"
    );
    keeps_what_the_seat_knows("nations", 3);
    keeps_what_the_seat_knows("endeavor", 3);
}

#[test]
fn arena_json_has_the_promised_shape() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args([
            "arena",
            "--game",
            "endeavor",
            "--players",
            "3",
            "--games",
            "2",
            "--seats",
            "easy,normal,random",
            "--think-ms",
            "5",
            "--seed",
            "3",
            "--json",
        ])
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("95% CI"), "{stdout}");
    let last = stdout.lines().last().unwrap();
    let v: serde_json::Value = serde_json::from_str(last).unwrap();
    let seats = v["seats"].as_array().unwrap();
    let kinds: Vec<&str> = seats.iter().map(|s| s["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["random", "easy", "normal"]);
    let mut wins = 0;
    for s in seats {
        assert_eq!(s["games"], 2, "{s}");
        let rate = s["win_rate"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&rate));
        wins += s["wins"].as_u64().unwrap();
        let rank = s["mean_rank"].as_f64().unwrap();
        assert!((1.0..=3.0).contains(&rank), "{s}");
        assert!(s["mean_score"].is_number());
    }
    assert!(wins >= 2, "each game has a winner: {v}");
    assert!(v["ms_per_move_p50"].as_f64().unwrap() <= v["ms_per_move_p99"].as_f64().unwrap());
}

#[test]
fn arena_refuses_a_seat_list_that_does_not_fit() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args([
            "arena",
            "--game",
            "belfort",
            "--players",
            "3",
            "--seats",
            "hard,easy",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("one per seat"));
}

/// Plays a seeded game of `title` to the end with bots of `level` in every
/// seat, as the arena and the host do, and returns the number of bot
/// moves that brought the mover's tally back to one it had earlier in its
/// turn although another move would not have (a net-zero loop). With
/// `memory` off the bots are not told their turn (the old behaviour).
fn loops_in_a_game(title: &str, seed: u64, level: Level, memory: bool) -> usize {
    use longtable::bots::{decide_in_turn, TurnMemory};
    let registry = longtable::games::registry(None).unwrap();
    let mut table = registry
        .get(title)
        .unwrap()
        .new_table(&setup(3, seed))
        .unwrap();
    let mut rng = GameRng::new(seed);
    let mut turn = TurnMemory::default();
    let mut loops = 0;
    for _ in 0..20_000 {
        if table.outcome().is_some() {
            break;
        }
        let to_act = table.to_act();
        let seat = *rng.pick(&to_act).unwrap();
        let earlier: Vec<String> = turn.earlier(seat).to_vec();
        let now = table.seat_tally(seat);
        let limits = Limits::new(2, 2000);
        let told: &[String] = if memory { &earlier } else { &[] };
        let d = decide_in_turn(table.as_ref(), seat, level, limits, rng.next_u64(), told).unwrap();
        // Which legal moves return to an earlier, different tally.
        let back = |t: &dyn Table, i: usize| {
            let mut next = t.box_clone();
            next.step(seat, i).unwrap();
            let after = next.seat_tally(seat);
            after != now && earlier.iter().any(|e| Some(e) == after.as_ref())
        };
        if back(table.as_ref(), d.index)
            && (0..table.legal_count(seat)).any(|i| !back(table.as_ref(), i))
        {
            loops += 1;
        }
        turn.before_move(table.as_ref(), seat);
        table.step(seat, d.index).unwrap();
    }
    assert!(table.outcome().is_some(), "{title} seed {seed} did not end");
    loops
}

#[test]
fn bots_make_no_net_zero_loops_in_any_title() {
    // The check can fail: told nothing of their turn, random bots sell
    // wood and buy it back in Belfort.
    let before: usize = (1..=3)
        .map(|s| loops_in_a_game("belfort", s, Level::Random, false))
        .sum();
    assert!(
        before > 0,
        "random Belfort bots without memory made no loop"
    );
    for title in ["belfort", "endeavor", "nations"] {
        for seed in 1..=3 {
            assert_eq!(
                loops_in_a_game(title, seed, Level::Random, true),
                0,
                "{title} seed {seed}: random bots"
            );
        }
        assert_eq!(
            loops_in_a_game(title, 7, Level::Easy, true),
            0,
            "{title} seed 7: easy bots"
        );
    }
}

/// A Belfort position where the seat has just sold a good and can buy it
/// back for what it got: no level takes the loop, whatever the seed,
/// while a bot told nothing of its turn does.
#[test]
fn belfort_bot_does_not_buy_back_what_it_just_sold() {
    use longtable::bots::{decide_in_turn, TurnMemory};
    let mut rng = GameRng::new(5);
    let game = Arc::new(Belfort::load(None).unwrap());
    for seed in 1..200 {
        let mut t = Running {
            game: game.clone(),
            state: game.setup(&setup(3, seed)).unwrap(),
        };
        // Play on at random until a seat can sell a good and buy it back
        // with the gold the sale brings.
        let mut found = None;
        for _ in 0..3000 {
            if t.outcome().is_some() {
                break;
            }
            let to_act = t.to_act();
            let seat = *rng.pick(&to_act).unwrap();
            let legal = t.legal_actions(seat);
            if let Some(sell) = legal.iter().position(|a| a.starts_with("trade sell")) {
                let start = t.seat_tally(seat).unwrap();
                let mut after = Running {
                    game: t.game.clone(),
                    state: t.state.clone(),
                };
                after.step(seat, sell).unwrap();
                let back: Vec<usize> = (0..after.legal_count(seat))
                    .filter(|&i| {
                        let mut again = Running {
                            game: after.game.clone(),
                            state: after.state.clone(),
                        };
                        again.step(seat, i).unwrap();
                        again.seat_tally(seat).as_ref() == Some(&start)
                    })
                    .collect();
                if !back.is_empty()
                    && after.to_act() == [seat]
                    && after.legal_count(seat) > back.len()
                {
                    found = Some((after, seat, start, back));
                    break;
                }
            }
            t.play_random(seat, &mut rng).unwrap();
        }
        let Some((after, seat, start, back)) = found else {
            continue;
        };
        let mut memory = TurnMemory::default();
        memory.before_move(&t, seat);
        assert_eq!(memory.earlier(seat), std::slice::from_ref(&start));
        let mut unfiltered = 0;
        for s in 0..40u64 {
            for (level, iterations) in [(Level::Random, 0), (Level::Easy, 2), (Level::Normal, 30)] {
                let limits = Limits::new(iterations, 2000);
                let d =
                    decide_in_turn(&after, seat, level, limits, s, memory.earlier(seat)).unwrap();
                assert!(
                    !back.contains(&d.index),
                    "{level:?} bought back what it sold: {} (seed {seed}/{s})",
                    d.notation
                );
                let d = decide_in_turn(&after, seat, level, limits, s, &[]).unwrap();
                unfiltered += usize::from(back.contains(&d.index));
            }
        }
        assert!(unfiltered > 0, "without the filter no bot ever bought back");
        return;
    }
    panic!("no Belfort position with a sale to undo in 200 seeds");
}

/// How often each seat grew its population and bought a card, and its
/// final score, in a seeded 3-player Nations game played by bots of the
/// given levels (seat by seat), as the arena and the host play them: iteration-bound, with the
/// no-loop memory.
fn nations_growth_and_buys(seed: u64, levels: [(Level, usize); 3]) -> Vec<(usize, usize, i64)> {
    use longtable::bots::{decide_in_turn, TurnMemory};
    let registry = longtable::games::registry(None).unwrap();
    let mut table = registry
        .get("nations")
        .unwrap()
        .new_table(&setup(3, seed))
        .unwrap();
    let mut rng = GameRng::new(seed ^ 0x5bd1_e995);
    let mut turn = TurnMemory::default();
    let mut counts = vec![(0, 0, 0); 3];
    for _ in 0..20_000 {
        if table.outcome().is_some() {
            break;
        }
        let to_act = table.to_act();
        let seat = *rng.pick(&to_act).unwrap();
        let (level, iterations) = levels[seat];
        let limits = Limits::new(iterations, 2000);
        let earlier = turn.earlier(seat).to_vec();
        let d = decide_in_turn(
            table.as_ref(),
            seat,
            level,
            limits,
            rng.next_u64(),
            &earlier,
        )
        .unwrap();
        if d.notation.starts_with("grow") {
            counts[seat].0 += 1;
        }
        if d.notation.starts_with("buy ") {
            counts[seat].1 += 1;
        }
        turn.before_move(table.as_ref(), seat);
        table.step(seat, d.index).unwrap();
    }
    let outcome = table.outcome().expect("the game ends");
    for (s, c) in counts.iter_mut().enumerate() {
        c.2 = outcome.scores[s];
    }
    counts
}

/// Issue 29: a `normal` Nations bot builds its nation: in a seeded game
/// against two `easy` bots it buys cards (before the evaluation counted
/// workers in the reserve, the wonder under construction and revolt, the
/// same game gave it 3 cards). Whether it then outscores `easy` is asked
/// of five games, not one, below: with the widened search this game gives
/// it 30 cards and 10 points against 14 and 10, where the search before
/// gave 6 cards and 18 points against 11 and 8.
#[test]
fn nations_normal_bot_buys_cards() {
    let counts = nations_growth_and_buys(
        7,
        [(Level::Normal, 100), (Level::Easy, 4), (Level::Easy, 4)],
    );
    let (_, buys, _) = counts[0];
    assert!(buys >= 5, "normal bought {buys} cards: {counts:?}");
}

/// Issue 29: `normal` is a clear step up from `easy` in Nations. Its search
/// widens by the heuristic (the likely moves first, then their replies), so
/// in seeded games against two `easy` bots, even at a third of its
/// iterations, it has the best score in most of them (parity is one in
/// three).
#[test]
fn nations_normal_wins_most_seeded_games_against_two_easy() {
    let seeds = 11..16u64;
    let mut wins = 0;
    let mut games = Vec::new();
    for seed in seeds.clone() {
        let counts = nations_growth_and_buys(
            seed,
            [(Level::Normal, 100), (Level::Easy, 4), (Level::Easy, 4)],
        );
        wins += usize::from(counts[1..].iter().all(|c| c.2 < counts[0].2));
        games.push(counts);
    }
    let n = seeds.count();
    assert!(wins * 2 > n, "normal won {wins} of {n} games: {games:?}");
    let mean = |s: usize| games.iter().map(|g| g[s].2).sum::<i64>() as f64 / n as f64;
    assert!(
        mean(0) > mean(1).max(mean(2)),
        "normal's mean score is below an easy seat's: {games:?}"
    );
}

/// Issue 29: `easy` and `normal` judge a Nations position differently. At
/// a Growth decision with a free space to grow into (a worker at no
/// upkeep), `normal` counts what the new worker will produce and grows,
/// while `easy`, which judges by what the nation holds and produces now
/// (`Heuristic::Plain`), takes the three bonus resources.
#[test]
fn nations_normal_grows_into_a_free_space_where_easy_takes_the_bonus() {
    use longtable::games::nations::Pending;
    let game = Arc::new(Nations::new(None).unwrap());
    let mut easy_bonus = 0;
    let mut normal_grows = 0;
    let seeds = 1..9u64;
    for seed in seeds.clone() {
        let state = game.setup(&setup(3, seed)).unwrap();
        let mut t = Running {
            game: game.clone(),
            state,
        };
        let mut rng = GameRng::new(seed);
        // The first Growth after the opening.
        advance(&mut t, 12, &mut rng);
        let seat = loop {
            let growing = t
                .state
                .pending
                .iter()
                .find(|(_, p)| matches!(p, Pending::Growth))
                .map(|(s, _)| *s);
            if let Some(s) = growing.filter(|s| t.to_act().contains(s)) {
                break s;
            }
            advance(&mut t, 1, &mut rng);
        };
        t.state.players[seat].free = 1;
        let choose = |level: Level, iterations: usize| {
            decide(&t, seat, level, Limits::new(iterations, 2000), seed)
                .unwrap()
                .notation
        };
        easy_bonus += usize::from(choose(Level::Easy, 4).starts_with("bonus"));
        normal_grows += usize::from(choose(Level::Normal, 300) == "grow");
    }
    let n = seeds.count();
    assert!(
        easy_bonus >= n - 1,
        "easy took the bonus {easy_bonus} times in {n}"
    );
    assert!(
        normal_grows >= n - 1,
        "normal grew {normal_grows} times in {n}"
    );
}

/// Belfort's `easy` bot puts its workers to work: at its first placement
/// turn it places a worker where it earns (the Recruitment Office, a
/// guild) rather than passing or taking the free King's Tent. Before its
/// judgement counted what placed workers will bring, every placement
/// looked like a loss of gold, so it passed or went to the Tent.
#[test]
fn belfort_easy_places_a_worker_where_it_earns_before_passing() {
    let game = Arc::new(Belfort::load(None).unwrap());
    let mut earning = 0;
    for seed in 1..=8u64 {
        let mut t = Running {
            game: game.clone(),
            state: game.setup(&setup(3, seed)).unwrap(),
        };
        let mut rng = GameRng::new(seed);
        while !matches!(
            t.state.phase,
            longtable::games::belfort::Phase::Placement { .. }
        ) {
            advance(&mut t, 1, &mut rng);
        }
        let seat = t.to_act()[0];
        let legal = t.legal_actions(seat);
        assert!(legal.iter().any(|a| a == "pass"));
        assert!(legal.iter().any(|a| a.ends_with(" tent")));
        let d = decide(&t, seat, Level::Easy, Limits::new(4, 2000), seed).unwrap();
        if d.notation.starts_with("place ") && !d.notation.ends_with(" tent") {
            earning += 1;
        }
    }
    // One `easy` move in twenty is random.
    assert!(
        earning >= 7,
        "easy placed where it earns in {earning} of 8 seeds"
    );
}
