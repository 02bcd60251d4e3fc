//! Every worked example of `shared/rules/belfort.md` section 5 (WE-01 to
//! WE-33 and the constructed WE-C1 to WE-C12), with its numbers. Tests
//! that need a cost use the synthetic fixture of section 6.1, never the
//! shipped house values.

use longtable::engine::{Applied, Game, Options, Setup};
use longtable::games::belfort::content::{Content, Goods, LotKind};
use longtable::games::belfort::rules::{self, majority_points, Action};
use longtable::games::belfort::{At, Belfort, Built, Phase, Res, Space, State, WKind, Worker};

/// The pack with the section 6.1 fixture in place of the house costs.
fn fixture() -> Belfort {
    let mut c = Content::load(None).unwrap();
    for b in c.buildings.iter_mut() {
        b.cost = if b.id == "keep" {
            Goods {
                wood: 2,
                stone: 2,
                metal: 1,
                gold: 0,
            }
        } else {
            Goods {
                wood: 1,
                stone: 1,
                metal: 1,
                gold: 0,
            }
        };
    }
    for g in c.guilds.iter_mut() {
        g.cost = Goods {
            wood: 2,
            stone: 2,
            metal: 1,
            gold: 0,
        };
    }
    c.buy = [1, 1, 2];
    c.sell = [1, 1, 1];
    Belfort { content: c }
}

fn opts(g: &Belfort, o: &[(&str, &str)]) -> Options {
    let mut x = Options::new();
    for (k, v) in o {
        x = x.with(k, v);
    }
    x.resolve(&g.options()).unwrap()
}

fn new_state(g: &Belfort, n: usize, o: &[(&str, &str)]) -> State {
    g.setup(&Setup {
        seats: n,
        options: opts(g, o),
        seed: 42,
    })
    .unwrap()
}

/// A state past setup, in round 1 (NP dwarves placed with 2 players).
fn started(g: &Belfort, n: usize) -> State {
    let mut st = new_state(g, n, &[]);
    while matches!(st.phase, Phase::Keep { .. } | Phase::Block { .. }) {
        let seat = g.to_act(&st)[0];
        let a = g.legal_actions(&st, seat)[0].clone();
        g.apply(&mut st, seat, &a).unwrap();
    }
    st
}

/// Shields 1..n in seat order, so seat i acts i-th.
fn in_seat_order(st: &mut State) {
    for p in 0..st.n() {
        st.shields[p] = p as u8 + 1;
    }
}

fn actions_turn(st: &mut State) {
    st.phase = Phase::Actions {
        turn: 0,
        ending: false,
    };
}

fn w(elf: bool, master: bool, at: At) -> Worker {
    Worker { elf, master, at }
}

fn type_of(g: &Belfort, id: &str) -> u8 {
    g.content.building(id).unwrap() as u8
}

/// A card id of the given type taken out of wherever it is.
fn take_card(g: &Belfort, st: &mut State, id: &str) -> u8 {
    let t = type_of(g, id);
    let card = (0..st.card_types.len() as u8)
        .find(|&c| {
            st.card_types[c as usize] == t
                && (st.deck.contains(&c) || st.discard.contains(&c) || st.display.contains(&c))
        })
        .expect("a free card of that type");
    st.deck.retain(|&c| c != card);
    st.discard.retain(|&c| c != card);
    st.display.retain(|&c| c != card);
    card
}

fn give_built(g: &Belfort, st: &mut State, p: usize, id: &str, gnomes: u8) -> u8 {
    let card = take_card(g, st, id);
    st.players[p].tableau.push(Built {
        card,
        gnomes,
        used: false,
    });
    st.pool -= gnomes as u32;
    card
}

/// A started game of `players` in its first actions turn, seat 1's first
/// worker standing on the guild `id`, ready to activate it.
fn at_guild(g: &Belfort, players: usize, id: &str) -> State {
    let mut st = started(g, players);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let d = guild_district(g, &mut st, id);
    st.players[0].workers[0].at = At::Space(Space::Guild(d));
    st
}

fn guild_district(g: &Belfort, st: &mut State, id: &str) -> u8 {
    let gi = g.content.guild(id).unwrap() as u8;
    if let Some(d) = st.guilds.iter().position(|&x| x == gi) {
        return d as u8;
    }
    st.guilds[0] = gi;
    0
}

fn play(g: &Belfort, st: &mut State, seat: usize, text: &str) -> Applied {
    let a = g
        .parse(st, seat, text)
        .unwrap_or_else(|_| panic!("`{text}` is not legal; legal: {:?}", notations(g, st, seat)));
    g.apply(st, seat, &a).unwrap()
}

fn notations(g: &Belfort, st: &State, seat: usize) -> Vec<String> {
    g.legal_actions(st, seat)
        .iter()
        .map(|a| g.notation(st, a))
        .collect()
}

fn legal_text(g: &Belfort, st: &State, seat: usize, text: &str) -> bool {
    g.parse(st, seat, text).is_ok()
}

fn clear_workers(st: &mut State) {
    for p in st.players.iter_mut() {
        p.workers.clear();
    }
}

#[test]
fn we01_resources_never_run_out() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    st.players[0].stone = 1_000;
    let d = guild_district(&g, &mut st, "masons");
    st.players[0].workers[0].at = At::Space(Space::Guild(d));
    play(&g, &mut st, 0, "activate Masons");
    assert_eq!(st.players[0].stone, 1_004);
}

#[test]
fn we02_we03_we04_setup_numbers() {
    let g = fixture();
    let st = new_state(&g, 3, &[]);
    let mut sh = st.shields.clone();
    sh.sort();
    assert_eq!(sh, vec![1, 2, 3]);
    for (n, pool) in [(2, 9), (3, 14), (4, 18), (5, 22)] {
        assert_eq!(new_state(&g, n, &[]).pool, pool);
    }
    let st = started(&g, 4);
    for p in &st.players {
        assert_eq!((p.wood, p.stone, p.metal, p.gold), (1, 1, 1, 5));
        assert_eq!(p.workers.iter().filter(|w| w.elf && !w.master).count(), 3);
        assert_eq!(p.workers.iter().filter(|w| !w.elf && !w.master).count(), 3);
        assert_eq!(p.hand.len(), 3);
        assert_eq!(p.score, 0);
    }
    assert_eq!(
        (st.deck.len(), st.display.len(), st.discard.len()),
        (27, 3, 8)
    );
}

#[test]
fn we05_round_four_is_the_first_summer_month() {
    let g = fixture();
    assert_eq!(&g.content.seasons[..3], ["spring", "spring", "spring"]);
    let mut st = started(&g, 3);
    st.round = 3;
    let mut out = Applied::default();
    rules::start_round(&g.content, &mut st, &mut out);
    assert_eq!(st.round, 4);
    assert_eq!(g.content.seasons[3], "summer");
}

#[test]
fn we06_recruitment_office_with_4_players() {
    let g = fixture();
    let mut st = started(&g, 4);
    in_seat_order(&mut st);
    st.phase = Phase::Placement { turn: 0 };
    play(&g, &mut st, 0, "place elf office");
    assert_eq!(st.players[0].gold, 3);
    assert!(matches!(st.phase, Phase::Placement { turn: 1 }));
    play(&g, &mut st, 1, "place dwarf office");
    assert_eq!(st.players[1].gold, 3);
    assert!(st.players[1]
        .workers
        .iter()
        .any(|w| w.at == At::Space(Space::Office(1))));
    assert!(!legal_text(&g, &st, 2, "place elf office"));
}

#[test]
fn we07_kings_tent_lowest_space_once_per_player() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    st.phase = Phase::Placement { turn: 0 };
    play(&g, &mut st, 0, "place elf tent");
    assert!(st.players[0]
        .workers
        .iter()
        .any(|w| w.at == At::Space(Space::Tent(0))));
    play(&g, &mut st, 1, "pass");
    while let Phase::Distribute { seat, .. } = st.phase {
        let a = g.legal_actions(&st, seat as usize)[0].clone();
        g.apply(&mut st, seat as usize, &a).unwrap();
    }
    play(&g, &mut st, 2, "place dwarf tent");
    assert!(st.players[2]
        .workers
        .iter()
        .any(|w| w.at == At::Space(Space::Tent(1))));
    assert!(!legal_text(&g, &st, 0, "place dwarf tent"));
    // Everyone passes; the Gathering reaches the Tent and resolves space 1
    // (seat 1's elf) before space 2 (seat 3's dwarf).
    for _ in 0..100 {
        if matches!(st.phase, Phase::Tent { .. }) {
            break;
        }
        let seat = g.to_act(&st)[0];
        let a = match g.parse(&st, seat, "pass") {
            Ok(a) => a,
            Err(_) => g.legal_actions(&st, seat)[0].clone(),
        };
        g.apply(&mut st, seat, &a).unwrap();
    }
    assert!(
        matches!(st.phase, Phase::Tent { space: 0, .. }),
        "{:?}",
        st.phase
    );
    assert_eq!(g.to_act(&st), vec![0], "space 1 resolves first");
    play(&g, &mut st, 0, "take shield 3");
    assert!(
        matches!(st.phase, Phase::Tent { space: 1, .. }),
        "{:?}",
        st.phase
    );
    assert_eq!(g.to_act(&st), vec![2], "then space 2");
}

#[test]
fn we08_guild_placement_cost_goes_to_the_owner() {
    let g = fixture();
    let mut st = started(&g, 4);
    in_seat_order(&mut st);
    guild_district(&g, &mut st, "miners");
    st.phase = Phase::Placement { turn: 0 };
    play(&g, &mut st, 0, "place elf Miners");
    assert_eq!(st.players[0].gold, 4, "unowned: 1 gold to the supply");
    // Yellow (seat 2) owns the guild from now on.
    let mut st = started(&g, 4);
    in_seat_order(&mut st);
    let d = guild_district(&g, &mut st, "miners");
    let lot = g.content.layout.guild_lot[d as usize];
    st.marks[g.content.layout.lots[lot].symbols[0]] = Some(2);
    st.phase = Phase::Placement { turn: 2 };
    assert_eq!(
        rules::place_cost(&g.content, &st, 2, Space::Guild(d)),
        Some(0)
    );
    st.phase = Phase::Placement { turn: 0 };
    play(&g, &mut st, 0, "place elf Miners");
    assert_eq!(st.players[0].gold, 4);
    assert_eq!(st.players[2].gold, 6, "Yellow is paid");
}

#[test]
fn we09_building_spaces_open_and_locked() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    let smith = give_built(&g, &mut st, 0, "blacksmith", 0);
    let inn = give_built(&g, &mut st, 0, "inn", 0);
    assert_eq!(
        rules::place_cost(&g.content, &st, 0, Space::Card(smith)),
        Some(0)
    );
    assert_eq!(
        rules::place_cost(&g.content, &st, 0, Space::Card(inn)),
        None
    );
    st.players[0].tableau[1].gnomes = 1;
    assert_eq!(
        rules::place_cost(&g.content, &st, 0, Space::Card(inn)),
        Some(1)
    );
    // Another player's card can never be used.
    assert_eq!(
        rules::place_cost(&g.content, &st, 1, Space::Card(smith)),
        None
    );
}

#[test]
fn we10_passing_sends_workers_to_the_mine() {
    let g = fixture();
    let mut st = started(&g, 4);
    in_seat_order(&mut st);
    clear_workers(&mut st);
    st.players[3].workers = vec![w(true, false, At::Home), w(false, false, At::Home)];
    for p in 0..3 {
        st.players[p].passed = true;
    }
    st.phase = Phase::Placement { turn: 3 };
    let metal = st.players[3].metal;
    play(&g, &mut st, 3, "pass");
    play(&g, &mut st, 3, "send elf mine");
    play(&g, &mut st, 3, "send dwarf mine");
    // Gathering has run: 1 pair = 1 metal, +1 as the only one there.
    assert_eq!(st.players[3].metal, metal + 2);
}

fn area(g: &Belfort, st: &mut State, a: u8) {
    let mut out = Applied::default();
    rules::resource_area(&g.content, st, a, &mut out);
}

fn gathered(g: &Belfort, workers: Vec<Vec<Worker>>, a: u8) -> Vec<(i64, i64, i64, i64)> {
    let mut st = started(g, workers.len());
    for (p, ws) in workers.into_iter().enumerate() {
        st.players[p].workers = ws;
        st.players[p].wood = 0;
        st.players[p].stone = 0;
        st.players[p].metal = 0;
        st.players[p].gold = 0;
    }
    area(g, &mut st, a);
    st.players
        .iter()
        .map(|p| (p.wood, p.stone, p.metal, p.gold))
        .collect()
}

#[test]
fn we11_basic_yields() {
    let g = fixture();
    // Two players each alone would get a bonus, so pair each with a rival
    // holding the same count.
    let f = At::Area(0);
    assert_eq!(
        gathered(
            &g,
            vec![vec![w(true, false, f)], vec![w(true, false, f)]],
            0
        )[0]
        .0,
        1
    );
    let q = At::Area(1);
    assert_eq!(
        gathered(
            &g,
            vec![vec![w(false, false, q)], vec![w(false, false, q)]],
            1
        )[0]
        .1,
        1
    );
    let gm = At::Area(3);
    assert_eq!(
        gathered(
            &g,
            vec![vec![w(true, false, gm)], vec![w(false, false, gm)]],
            3
        )[0]
        .3,
        1
    );
    let m = At::Area(2);
    let r = gathered(
        &g,
        vec![
            vec![w(true, false, m), w(false, false, m)],
            vec![w(true, false, m), w(false, false, m)],
        ],
        2,
    );
    assert_eq!(r[0].2, 1);
}

#[test]
fn we12_forest() {
    let g = fixture();
    let f = At::Area(0);
    let r = gathered(
        &g,
        vec![
            vec![w(true, true, f)],
            vec![w(true, false, f), w(true, false, f)],
        ],
        0,
    );
    assert_eq!(r[0].0, 2, "Red: master elf collects 2");
    assert_eq!(r[1].0, 3, "Yellow: 2 + bonus");
}

#[test]
fn we13_quarry_tie_gives_no_bonus() {
    let g = fixture();
    let q = At::Area(1);
    let r = gathered(
        &g,
        vec![vec![w(false, false, q)], vec![w(false, false, q)]],
        1,
    );
    assert_eq!((r[0].1, r[1].1), (1, 1));
}

#[test]
fn we14_mine() {
    let g = fixture();
    let m = At::Area(2);
    let r = gathered(
        &g,
        vec![
            vec![w(true, false, m), w(false, false, m)],
            vec![w(false, true, m), w(true, false, m), w(true, false, m)],
        ],
        2,
    );
    assert_eq!(r[0].2, 1, "Yellow: one pair");
    assert_eq!(r[1].2, 3, "Purple: 2 pairs + bonus");
}

#[test]
fn we15_gold_mine_headcount_tie() {
    let g = fixture();
    let gm = At::Area(3);
    let r = gathered(
        &g,
        vec![
            vec![w(true, false, gm), w(false, false, gm)],
            vec![w(true, true, gm), w(true, true, gm)],
        ],
        3,
    );
    assert_eq!((r[0].3, r[1].3), (2, 4));
}

#[test]
fn we16_recruitment_office_resolution() {
    let g = fixture();
    let mut st = started(&g, 4);
    st.players[0].workers[0].at = At::Space(Space::Office(0));
    st.players[1].workers[3].at = At::Space(Space::Office(1));
    let (e0, d1) = (6 - 3, 3);
    let mut out = Applied::default();
    // Run the gathering from the Office step onwards.
    let office = g
        .content
        .gathering
        .iter()
        .position(|a| *a == longtable::games::belfort::content::Area::Office)
        .unwrap();
    rules::gathering(&g.content, &mut st, office, &mut out);
    assert_eq!(
        st.players[0].workers.iter().filter(|w| w.elf).count(),
        e0 + 1
    );
    assert_eq!(
        st.players[1].workers.iter().filter(|w| !w.elf).count(),
        d1 + 1
    );
    assert!(st.players[0].workers.iter().all(|w| w.at == At::Home));
    // Variant: no elf left in Red's colour.
    let mut st = started(&g, 4);
    for _ in 0..4 {
        st.players[0].workers.push(w(true, false, At::Home));
    }
    st.players[0].workers[0].at = At::Space(Space::Office(0));
    rules::gathering(&g.content, &mut st, office, &mut out);
    assert_eq!(st.players[0].workers.iter().filter(|w| w.elf).count(), 7);
}

#[test]
fn we17_kings_tent_resolution() {
    let g = fixture();
    let mut st = started(&g, 4);
    // Red 0 shield 1, Purple 3 shield 2, Blue 1 shield 3, Yellow 2 shield 4.
    st.shields = vec![1, 3, 4, 2];
    st.players[2].workers[0].at = At::Space(Space::Tent(0));
    st.players[0].workers[0].at = At::Space(Space::Tent(1));
    let tent = g
        .content
        .gathering
        .iter()
        .position(|a| *a == longtable::games::belfort::content::Area::Tent)
        .unwrap();
    let mut out = Applied::default();
    rules::gathering(&g.content, &mut st, tent, &mut out);
    assert!(matches!(st.phase, Phase::Tent { space: 0, .. }));
    assert_eq!(g.to_act(&st), vec![2]);
    play(&g, &mut st, 2, "take shield 1");
    assert_eq!((st.shields[2], st.shields[0]), (1, 4));
    assert_eq!(g.to_act(&st), vec![0]);
    assert!(!legal_text(&g, &st, 0, "take shield 1"), "shield 1 is grey");
    play(&g, &mut st, 0, "take shield 2");
    assert_eq!(st.shields, vec![2, 3, 1, 4]);
    assert!(st.grey.iter().all(|g| !g));
    assert_eq!(st.order(), vec![2, 0, 1, 3], "Yellow, Red, Blue, Purple");
}

#[test]
fn we18_we19_income_and_taxes() {
    let g = fixture();
    let mut st = started(&g, 3);
    for id in ["keep", "gatehouse", "tower"] {
        give_built(&g, &mut st, 0, id, 0);
    }
    st.players[0].score = 15;
    let gold = st.players[0].gold;
    let mut out = Applied::default();
    rules::income_and_taxes(&g.content, &mut st, &mut out);
    assert_eq!((st.players[0].gold, st.players[0].score), (gold, 15));
    // Variant: no gold, no income.
    st.players[1].gold = 0;
    st.players[1].score = 15;
    rules::income_and_taxes(&g.content, &mut st, &mut out);
    assert_eq!(st.players[1].score, 13);
    for s in 0..=5 {
        assert_eq!(g.content.tax(s), 0);
    }
    assert_eq!(g.content.tax(15), 2);
    assert!((0..200).all(|s| g.content.tax(s) <= g.content.tax(s + 1)));
}

fn lot_of(g: &Belfort, id: &str, district: usize) -> u16 {
    let b = g.content.building(id).unwrap();
    g.content
        .layout
        .lots
        .iter()
        .position(|l| l.kind == LotKind::Building(b) && l.district == district)
        .unwrap() as u16
}

#[test]
fn we20_build_a_building() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let hand = vec![
        take_card(&g, &mut st, "pub"),
        take_card(&g, &mut st, "tower"),
        take_card(&g, &mut st, "bank"),
    ];
    st.players[0].hand = hand;
    let before = rules::district_counts(&g.content, &st, 2)[0];
    play(&g, &mut st, 0, "build Tower d3");
    let p = &st.players[0];
    assert_eq!((p.wood, p.stone, p.metal), (0, 0, 0));
    assert_eq!(p.tableau.len(), 1);
    let lot = lot_of(&g, "tower", 2);
    assert_eq!(
        st.marks[g.content.layout.lots[lot as usize].symbols[0]],
        Some(0)
    );
    assert_eq!(rules::district_counts(&g.content, &st, 2)[0], before + 1);
    let mut hand: Vec<u8> = p.hand.iter().map(|&c| st.card_types[c as usize]).collect();
    hand.sort();
    let mut want = vec![type_of(&g, "pub"), type_of(&g, "bank")];
    want.sort();
    assert_eq!(hand, want);
    // Another Tower can't go on the taken lot.
    let tower = take_card(&g, &mut st, "tower");
    st.players[1].hand.push(tower);
    st.phase = Phase::Actions {
        turn: 1,
        ending: false,
    };
    assert!(!legal_text(&g, &st, 1, "build Tower d3"));
    assert!(legal_text(&g, &st, 1, "build Tower d4"));
}

#[test]
fn we21_wall() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    st.players[0].wood = 2;
    st.players[0].stone = 3;
    assert!(!legal_text(&g, &st, 0, "wall d2"));
    st.players[0].wood = 3;
    play(&g, &mut st, 0, "wall d2");
    assert_eq!((st.players[0].wood, st.players[0].stone), (0, 0));
    assert_eq!(rules::district_counts(&g.content, &st, 1)[0], 1);
}

#[test]
fn we22_buy_a_guild() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let d = guild_district(&g, &mut st, "miners");
    st.players[0].wood = 5;
    st.players[0].stone = 5;
    play(&g, &mut st, 0, "guild Miners");
    assert_eq!(rules::guild_owner(&g.content, &st, d as usize), Some(0));
    assert_eq!(
        (st.players[0].wood, st.players[0].stone, st.players[0].metal),
        (3, 3, 0)
    );
    assert!(!legal_text(&g, &st, 0, "guild Miners"));
    st.phase = Phase::Actions {
        turn: 1,
        ending: false,
    };
    st.players[1].wood = 5;
    st.players[1].stone = 5;
    assert!(!legal_text(&g, &st, 1, "guild Miners"));
}

#[test]
fn we23_activation_is_mandatory() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let smith = give_built(&g, &mut st, 0, "blacksmith", 0);
    let d = guild_district(&g, &mut st, "recruiters");
    st.players[0].workers[0].at = At::Space(Space::Card(smith));
    st.players[0].workers[1].at = At::Space(Space::Guild(d));
    assert!(!legal_text(&g, &st, 0, "end turn"));
    play(&g, &mut st, 0, "activate Blacksmith");
    assert_eq!(st.players[0].metal, 2);
    assert!(!legal_text(&g, &st, 0, "end turn"));
    play(&g, &mut st, 0, "activate Recruiters");
    play(&g, &mut st, 0, "recruit dwarf");
    assert_eq!(st.players[0].workers.iter().filter(|w| !w.elf).count(), 4);
    assert!(st.players[0].workers.iter().all(|w| w.at == At::Home));
    assert!(legal_text(&g, &st, 0, "end turn"));
}

#[test]
fn we24_trading_post() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let p = &mut st.players[0];
    (p.metal, p.gold, p.wood, p.stone) = (1, 0, 0, 1);
    play(&g, &mut st, 0, "trade sell metal");
    play(&g, &mut st, 0, "trade buy wood");
    let p = &st.players[0];
    assert_eq!((p.metal, p.gold, p.wood), (0, 0, 1));
    assert!(!legal_text(&g, &st, 0, "trade sell wood"));
    assert!(!legal_text(&g, &st, 0, "trade sell stone"));
}

#[test]
fn we25_hire_a_gnome() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let inn = give_built(&g, &mut st, 0, "inn", 0);
    give_built(&g, &mut st, 0, "bank", 0);
    st.players[0].gold = 6;
    let pool = st.pool;
    play(&g, &mut st, 0, "hire gnome Inn");
    assert_eq!((st.players[0].gold, st.pool), (3, pool - 1));
    assert_eq!(st.players[0].tableau[0].gnomes, 1);
    assert!(!legal_text(&g, &st, 0, "hire gnome Bank"));
    // The Inn space opens for the next Placement.
    assert_eq!(
        rules::place_cost(&g.content, &st, 0, Space::Card(inn)),
        Some(1)
    );
}

#[test]
fn we26_buying_a_card_ends_the_turn() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let keep = take_card(&g, &mut st, "keep");
    st.deck.push(keep);
    let gold = st.players[0].gold;
    let out = play(&g, &mut st, 0, "buy deck");
    assert!(out.revealed);
    assert!(st.players[0].hand.contains(&keep));
    assert_eq!(st.players[0].gold, gold - 1);
    assert_eq!(g.to_act(&st), vec![1], "the next player's turn");
    // The drawn card is told only to its owner.
    assert!(out.private.iter().all(|(s, _)| *s == 0));
}

#[test]
fn we27_hand_limit_at_end_of_turn() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    for id in ["pub", "pub", "bank"] {
        let c = take_card(&g, &mut st, id);
        st.players[0].hand.push(c);
    }
    assert_eq!(st.players[0].hand.len(), 6);
    play(&g, &mut st, 0, "end turn");
    assert_eq!(g.to_act(&st), vec![0]);
    play(&g, &mut st, 0, "discard Pub");
    assert_eq!(st.players[0].hand.len(), 5);
    assert_eq!(g.to_act(&st), vec![1]);
}

#[test]
fn we28_to_we31_majorities() {
    // WE-28: districts, 4 players.
    assert_eq!(
        majority_points(&[1, 4, 2, 2], &[5, 3, 1], false),
        vec![0, 5, 1, 1]
    );
    // WE-29: elves.
    assert_eq!(
        majority_points(&[5, 3, 4, 3], &[3, 1], false),
        vec![3, 0, 1, 0]
    );
    // WE-30: dwarves (Red, Blue, Yellow, Purple).
    assert_eq!(
        majority_points(&[3, 4, 5, 5], &[3, 1], false),
        vec![0, 0, 1, 1]
    );
    // WE-31: gnomes.
    assert_eq!(
        majority_points(&[2, 3, 2, 2], &[3, 1], false),
        vec![0, 3, 0, 0]
    );
}

/// Clears the board for a scoring test: no markers, no workers, no
/// gnomes, no cards to draw, shields in seat order (NPs after players).
fn blank_for_scoring(st: &mut State) {
    st.marks.iter_mut().for_each(|m| *m = None);
    for p in st.players.iter_mut() {
        p.workers.clear();
        p.tableau.clear();
    }
    st.shields = (1..=st.competitors() as u8).collect();
}

/// Puts `n` markers of competitor `who` on free symbols of district `d`.
fn mark_in(g: &Belfort, st: &mut State, d: usize, who: usize, n: usize) {
    let free: Vec<usize> = (0..st.marks.len())
        .filter(|&s| g.content.layout.symbol_district[s] == d && st.marks[s].is_none())
        .take(n)
        .collect();
    assert_eq!(free.len(), n, "district {} has room", d + 1);
    for s in free {
        st.marks[s] = Some(who as u8);
    }
}

/// Gives player `p` `elves` and `dwarves` at home.
fn workers(st: &mut State, p: usize, elves: usize, dwarves: usize) {
    st.players[p].workers = (0..elves + dwarves)
        .map(|i| w(i < elves, false, At::Home))
        .collect();
}

/// Plays the last Actions turn of round 3 (a scoring round) to its end
/// through the engine, as a table would: returns each player's points
/// gained and the scoring lines everyone reads, in English.
/// Nothing is left to draw, so no card choice interrupts. The next
/// round's gathering may run on (no one has a worker to place), so the
/// fixture's taxes are taken off to keep the score as scoring left it.
fn score_round_three(g: &Belfort, st: &mut State) -> (Vec<i64>, Vec<String>) {
    use longtable::engine::Translate;
    let mut g = Belfort {
        content: g.content.clone(),
    };
    g.content.taxes = vec![(0, 0)];
    let g = &g;
    st.deck.clear();
    st.discard.clear();
    st.display.clear();
    st.round = 3;
    let last = st.n() - 1;
    st.phase = Phase::Actions {
        turn: last as u8,
        ending: false,
    };
    assert_eq!(g.to_act(st), vec![last]);
    let before: Vec<i64> = st.players.iter().map(|p| p.score).collect();
    let applied = play(g, st, last, "end turn");
    assert_eq!(st.round, 4, "the round ended");
    let en = longtable::i18n::I18n::load().unwrap().english();
    let lines = applied
        .public
        .iter()
        .filter(|m| m.id == "belfort-scored")
        .map(|m| en.tr(m))
        .collect();
    let gained = st
        .players
        .iter()
        .zip(before)
        .map(|(p, b)| p.score - b)
        .collect();
    (gained, lines)
}

#[test]
fn we28_district_scoring_through_a_scoring_round() {
    // Red 0, Blue 1, Yellow 2, Purple 3: Blue 4, Yellow 2, Purple 2, Red 1
    // markers in district 3.
    let g = fixture();
    let mut st = started(&g, 4);
    blank_for_scoring(&mut st);
    for (who, n) in [(1, 4), (2, 2), (3, 2), (0, 1)] {
        mark_in(&g, &mut st, 2, who, n);
    }
    let (gained, lines) = score_round_three(&g, &mut st);
    assert_eq!(gained, vec![0, 5, 1, 1]);
    assert!(
        lines[1].starts_with("Seat 2 scores +5: districts 0+0+5+0+0, elves 0"),
        "{lines:?}"
    );
    assert!(lines[2].contains("+1: districts 0+0+1+0+0"), "{lines:?}");
}

#[test]
fn we29_to_we31_worker_majorities_through_a_scoring_round() {
    // WE-29 elves: Red 5, Yellow 4, Purple 3, Blue 3.
    // WE-30 dwarves: Purple 5, Yellow 5, Blue 4, Red 3.
    // WE-31 gnomes: Blue 3, Red 2, Yellow 2, Purple 2.
    let (red, blue, yellow, purple) = (0, 1, 2, 3);
    let g = fixture();
    let mut st = started(&g, 4);
    blank_for_scoring(&mut st);
    for (p, elves, dwarves) in [(red, 5, 3), (yellow, 4, 5), (purple, 3, 5), (blue, 3, 4)] {
        workers(&mut st, p, elves, dwarves);
    }
    for (p, gnomes) in [(blue, 3), (red, 2), (yellow, 2), (purple, 2)] {
        give_built(&g, &mut st, p, "bank", gnomes);
    }
    let (gained, lines) = score_round_three(&g, &mut st);
    // Elves, dwarves, gnomes per player.
    let expect = [(3, 0, 0), (0, 0, 3), (1, 1, 0), (0, 1, 0)];
    for (p, (e, d, gn)) in expect.into_iter().enumerate() {
        assert_eq!(gained[p], e + d + gn, "player {p}");
        let words = format!("elves {e}, dwarves {d}, gnomes {gn}");
        assert!(lines[p].contains(&words), "{}: {words}", lines[p]);
    }
}

#[test]
fn wec2_two_player_worker_majority_through_a_scoring_round() {
    // P1 5 elves, P2 4, NP3 and NP4 4 each (rules.toml np_elves).
    let g = fixture();
    assert_eq!(g.content.c.np_elves, 4);
    let mut st = started(&g, 2);
    blank_for_scoring(&mut st);
    workers(&mut st, 0, 5, 0);
    workers(&mut st, 1, 4, 0);
    let (gained, lines) = score_round_three(&g, &mut st);
    assert_eq!(gained, vec![3, 0]);
    assert_eq!(lines.len(), 2, "only the players are told a score");
    assert!(lines[1].contains("scores +0"), "{lines:?}");
}

#[test]
fn wec3_neutral_points_are_thrown_away_through_a_scoring_round() {
    // P1 3, NP3 3, P2 1, NP4 0 in district 1. P1 controls NP3 and P2
    // NP4 (shields 1, 2), yet NP3's 3 points go to nobody.
    let g = fixture();
    let mut st = started(&g, 2);
    blank_for_scoring(&mut st);
    mark_in(&g, &mut st, 0, 0, 3);
    mark_in(&g, &mut st, 0, 2, 3);
    mark_in(&g, &mut st, 0, 1, 1);
    assert_eq!(rules::district_counts(&g.content, &st, 0), vec![3, 1, 3, 0]);
    let (gained, lines) = score_round_three(&g, &mut st);
    assert_eq!(gained, vec![3, 1], "P1 3, P2 1 and nothing more");
    assert_eq!(lines.len(), 2);
    assert!(lines.iter().all(|l| !l.contains("eutral")), "{lines:?}");
}

#[test]
fn wec11_tie_group_of_three_through_a_scoring_round() {
    // A 3, B 3, C 3, D 2 in district 5: D gets 1 (AMB-1 a), or 0 with
    // the competition-ties option.
    for (ties, d) in [("drop-one", 1), ("competition", 0)] {
        let g = fixture();
        let mut st = new_state(&g, 4, &[("ties", ties)]);
        while matches!(st.phase, Phase::Keep { .. } | Phase::Block { .. }) {
            let seat = g.to_act(&st)[0];
            let a = g.legal_actions(&st, seat)[0].clone();
            g.apply(&mut st, seat, &a).unwrap();
        }
        blank_for_scoring(&mut st);
        for (who, n) in [(0, 3), (1, 3), (2, 3), (3, 2)] {
            mark_in(&g, &mut st, 4, who, n);
        }
        let (gained, lines) = score_round_three(&g, &mut st);
        assert_eq!(gained, vec![3, 3, 3, d], "ties {ties}");
        assert!(
            lines[3].contains(&format!("districts 0+0+0+0+{d}")),
            "{lines:?}"
        );
    }
}

#[test]
fn wec12_zero_never_scores_through_a_scoring_round() {
    // A 2, B 0, C 0, D 0 in district 2.
    let g = fixture();
    let mut st = started(&g, 4);
    blank_for_scoring(&mut st);
    mark_in(&g, &mut st, 1, 0, 2);
    let (gained, lines) = score_round_three(&g, &mut st);
    assert_eq!(gained, vec![5, 0, 0, 0]);
    assert!(lines[1].contains("scores +0"), "{lines:?}");
}

#[test]
fn we32_masters_count_once() {
    let g = fixture();
    let mut st = started(&g, 3);
    st.players[0].workers = vec![
        w(true, true, At::Home),
        w(true, true, At::Home),
        w(true, false, At::Home),
    ];
    assert_eq!(rules::worker_counts(&g.content, &st)[0][0], 3);
}

#[test]
fn we33_np_control_follows_the_shields() {
    let g = fixture();
    let mut st = started(&g, 2);
    st.shields = vec![1, 2, 3, 4];
    // Shield 1 holder controls NP3.
    st.phase = Phase::Neutral {
        np: 0,
        card: None,
        blind: false,
    };
    assert_eq!(g.to_act(&st), vec![0]);
    // P2 takes shield 1 at the Tent.
    st.players[1].workers[0].at = At::Space(Space::Tent(0));
    st.phase = Phase::Tent { space: 0, step: 6 };
    play(&g, &mut st, 1, "take shield 1");
    assert_eq!(&st.shields[..2], &[2, 1]);
    st.phase = Phase::Neutral {
        np: 0,
        card: None,
        blind: false,
    };
    assert_eq!(g.to_act(&st), vec![1]);
    st.phase = Phase::Neutral {
        np: 1,
        card: None,
        blind: false,
    };
    assert_eq!(g.to_act(&st), vec![0]);
    // NP shields never move.
    assert_eq!(&st.shields[2..], &[3, 4]);
}

#[test]
fn wec1_np_dwarf_pays_the_guild_owner() {
    let g = fixture();
    let mut st = started(&g, 2);
    in_seat_order(&mut st);
    st.np_dwarves = vec![0, 2];
    // P1 owns the guild of district 2 (index 1); district 4 is unowned.
    let lot = g.content.layout.guild_lot[1];
    st.marks[g.content.layout.lots[lot].symbols[0]] = Some(0);
    st.deck.clear();
    st.discard.clear();
    st.display.clear();
    let gold = (st.players[0].gold, st.players[1].gold);
    // Nothing to pick: the neutral step passes and the dwarves move at
    // the end of the last Actions turn.
    st.phase = Phase::Actions {
        turn: 1,
        ending: false,
    };
    play(&g, &mut st, 1, "end turn");
    assert_eq!(st.np_dwarves, vec![1, 3]);
    assert_eq!(st.players[0].gold, gold.0 + 1);
    assert_eq!(st.players[1].gold, gold.1);
}

#[test]
fn wec2_two_player_worker_majority() {
    assert_eq!(
        majority_points(&[5, 4, 4, 4], &[3, 1], false),
        vec![3, 0, 0, 0]
    );
}

#[test]
fn wec3_two_player_district() {
    // P1 3, P2 1, NP3 3, NP4 0: NP points are then discarded.
    assert_eq!(
        majority_points(&[3, 1, 3, 0], &[5, 3, 1], false),
        vec![3, 1, 3, 0]
    );
}

#[test]
fn wec4_tax_shortfall() {
    let g = fixture();
    let mut st = started(&g, 3);
    st.players[0].score = 12;
    st.players[0].gold = 1;
    let mut out = Applied::default();
    rules::income_and_taxes(&g.content, &mut st, &mut out);
    assert_eq!((st.players[0].gold, st.players[0].score), (0, 11));
}

#[test]
fn wec5_tiebreak() {
    let g = fixture();
    let mut st = started(&g, 2);
    let a = &mut st.players[0];
    (a.wood, a.stone, a.metal, a.gold, a.score) = (2, 0, 1, 3, 60);
    let b = &mut st.players[1];
    (b.wood, b.stone, b.metal, b.gold, b.score) = (0, 1, 0, 5, 60);
    assert_eq!(rules::tiebreak(&st.players[0]), 7);
    assert_eq!(rules::tiebreak(&st.players[1]), 6);
    st.round = 7;
    let mut out = Applied::default();
    // Round 7 is a scoring round; put nothing on the board so no points move.
    st.marks.iter_mut().for_each(|m| *m = None);
    st.players[1].workers = st.players[0].workers.clone();
    rules::end_of_round(&g.content, &mut st, &mut out);
    let o = g.outcome(&st).unwrap();
    assert_eq!(o.ranks[0], 1);
    assert_eq!(o.ranks[1], 2);
    // Equal totals share the win.
    let o2 = longtable::engine::Outcome::ranked(vec![60, 60], vec![7, 7]);
    assert_eq!(o2.ranks, vec![1, 1]);
}

#[test]
fn wec6_tower_space_fails_on_an_empty_pool() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let tower = give_built(&g, &mut st, 0, "tower", 1);
    give_built(&g, &mut st, 0, "pub", 0);
    st.pool = 0;
    st.players[0].workers[0].at = At::Space(Space::Card(tower));
    let gold = st.players[0].gold;
    play(&g, &mut st, 0, "activate Tower");
    assert_eq!(st.players[0].tableau[1].gnomes, 0);
    assert_eq!(st.players[0].gold, gold);
    assert!(st.players[0].workers.iter().all(|w| w.at == At::Home));
}

#[test]
fn wec7_library_space() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let lib = give_built(&g, &mut st, 0, "library", 0);
    assert_eq!(st.players[0].hand.len(), 3);
    st.players[0].workers[0].at = At::Space(Space::Card(lib));
    play(&g, &mut st, 0, "activate Library");
    assert_eq!(st.players[0].hand.len(), 5);
    for _ in 0..2 {
        let a = g.legal_actions(&st, 0)[0].clone();
        assert!(matches!(a, Action::Discard(_)));
        g.apply(&mut st, 0, &a).unwrap();
    }
    assert_eq!(st.players[0].hand.len(), 3);
}

#[test]
fn wec8_librarians() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let c = take_card(&g, &mut st, "pub");
    st.players[0].hand.push(c);
    let d = guild_district(&g, &mut st, "librarians");
    st.players[0].workers[0].at = At::Space(Space::Guild(d));
    play(&g, &mut st, 0, "activate Librarians");
    assert_eq!(st.players[0].hand.len(), 7);
    let a = g.legal_actions(&st, 0)[0].clone();
    g.apply(&mut st, 0, &a).unwrap();
    assert_eq!(st.players[0].hand.len(), 6);
    play(&g, &mut st, 0, "end turn");
    let a = g.legal_actions(&st, 0)[0].clone();
    g.apply(&mut st, 0, &a).unwrap();
    assert_eq!(st.players[0].hand.len(), 5);
}

#[test]
fn wec9_keep_counts_twice() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let keep = take_card(&g, &mut st, "keep");
    st.players[0].hand = vec![keep];
    st.players[0].wood = 2;
    st.players[0].stone = 2;
    play(&g, &mut st, 0, "build Keep d4");
    assert_eq!(rules::district_counts(&g.content, &st, 3)[0], 2);
}

#[test]
fn wec10_pub_makes_a_master_dwarf() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    give_built(&g, &mut st, 0, "pub", 0);
    st.players[0].gold = 3;
    play(&g, &mut st, 0, "hire gnome Pub");
    let d = &st.players[0].workers;
    assert_eq!(d.iter().filter(|w| !w.elf && w.master).count(), 1);
    assert_eq!(d.iter().filter(|w| !w.elf && !w.master).count(), 2);
    assert_eq!(rules::worker_counts(&g.content, &st)[1][0], 3);
}

#[test]
fn wec11_tie_group_of_three() {
    assert_eq!(
        majority_points(&[3, 3, 3, 2], &[5, 3, 1], false),
        vec![3, 3, 3, 1]
    );
    assert_eq!(
        majority_points(&[3, 3, 3, 2], &[5, 3, 1], true),
        vec![3, 3, 3, 0]
    );
}

#[test]
fn wec12_zero_never_scores() {
    assert_eq!(
        majority_points(&[2, 0, 0, 0], &[5, 3, 1], false),
        vec![5, 0, 0, 0]
    );
}

#[test]
fn gatehouse_gnome_adds_the_second_marker() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let gate = take_card(&g, &mut st, "gatehouse");
    st.players[0].hand = vec![gate];
    play(&g, &mut st, 0, "build Gatehouse g2 d2");
    st.players[0].gold = 3;
    play(&g, &mut st, 0, "hire gnome Gatehouse");
    assert_eq!(rules::district_counts(&g.content, &st, 1)[0], 1);
    assert_eq!(rules::district_counts(&g.content, &st, 2)[0], 1);
}

#[test]
fn thieves_and_wizards() {
    let g = fixture();
    let mut st = at_guild(&g, 4, "thieves");
    play(&g, &mut st, 0, "activate Thieves");
    play(&g, &mut st, 0, "steal 3 from p2");
    assert_eq!((st.players[0].gold, st.players[1].gold), (8, 2));
    // With the reported tile value the most is 2.
    let mut st = new_state(&g, 4, &[("thieves_max", "2")]);
    assert_eq!(st.flags.thieves_max, 2);
    // Wizards: swap two Pub lots.
    let g2 = fixture();
    st = started(&g2, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let wd = guild_district(&g2, &mut st, "wizards");
    let a = lot_of(&g2, "pub", 0) as usize;
    st.marks[g2.content.layout.lots[a].symbols[0]] = Some(1);
    st.players[0].workers[0].at = At::Space(Space::Guild(wd));
    play(&g2, &mut st, 0, "activate Wizards");
    play(&g2, &mut st, 0, "swap Pub");
    play(&g2, &mut st, 0, "from d1");
    play(&g2, &mut st, 0, "with d5");
    assert_eq!(rules::district_counts(&g2.content, &st, 4)[1], 1);
    assert_eq!(rules::district_counts(&g2.content, &st, 0)[1], 0);
}

#[test]
fn spies_collect_secret_reveals_then_take_one() {
    let g = fixture();
    let mut st = at_guild(&g, 3, "spies");
    play(&g, &mut st, 0, "activate Spies");
    let mut waiting = g.to_act(&st);
    waiting.sort();
    assert_eq!(waiting, vec![1, 2]);
    let a = g.legal_actions(&st, 1)[0].clone();
    let out = g.apply(&mut st, 1, &a).unwrap();
    assert!(!out.revealed, "the first reveal stays secret");
    let a = g.legal_actions(&st, 2)[0].clone();
    let out = g.apply(&mut st, 2, &a).unwrap();
    assert!(out.revealed);
    assert_eq!(g.to_act(&st), vec![0]);
    let a = g.legal_actions(&st, 0)[0].clone();
    g.apply(&mut st, 0, &a).unwrap();
    assert_eq!(st.players[0].hand.len(), 4);
    assert_eq!(st.players[1].hand.len() + st.players[2].hand.len(), 5);
}

#[test]
fn architects_claim_a_lot_with_a_discount() {
    let g = fixture();
    let mut st = at_guild(&g, 3, "architects");
    let p = &mut st.players[0];
    (p.wood, p.stone, p.metal) = (1, 1, 0);
    play(&g, &mut st, 0, "activate Architects");
    play(&g, &mut st, 0, "claim in d2");
    play(&g, &mut st, 0, "claim Pub d2");
    play(&g, &mut st, 0, "discount metal");
    let p = &st.players[0];
    assert_eq!((p.wood, p.stone, p.metal), (0, 0, 0));
    assert!(p.tableau.is_empty(), "no card, so no income or abilities");
    assert_eq!(rules::district_counts(&g.content, &st, 1)[0], 1);
    let _ = Res::Wood;
    let _ = WKind {
        elf: true,
        master: false,
    };
}

/// Spec 4.3 / 4.5: the discounts are `architects_metal` and
/// `architects_wood_stone` of `rules.toml`, not numbers in the code.
#[test]
fn architects_discounts_come_from_the_pack() {
    // Pub costs 3 wood, 1 stone, 2 metal; the player has 1 wood, 2 metal.
    let claim = |metal: i64, wood_stone: i64| {
        let mut g = fixture();
        g.content.c.architects_metal = metal;
        g.content.c.architects_wood_stone = wood_stone;
        let pub_ = g.content.building("pub").unwrap();
        g.content.buildings[pub_].cost = Goods {
            wood: 3,
            stone: 1,
            metal: 2,
            gold: 0,
        };
        let mut st = at_guild(&g, 3, "architects");
        let p = &mut st.players[0];
        (p.wood, p.stone, p.metal) = (1, 0, 2);
        play(&g, &mut st, 0, "activate Architects");
        play(&g, &mut st, 0, "claim in d2");
        if !legal_text(&g, &st, 0, "claim Pub d2") {
            return Vec::new();
        }
        play(&g, &mut st, 0, "claim Pub d2");
        notations(&g, &st, 0)
    };
    // The rulebook's numbers (1 metal or 2 wood/stone off) leave more
    // wood or stone to pay than the player has: the Pub is not offered.
    assert!(claim(1, 2).is_empty());
    // 3 wood/stone off: 2 wood and the stone leave 1 wood, 2 metal.
    assert_eq!(claim(1, 3), vec!["discount wood wood stone", "skip"]);
    // 2 metal off a price of 2 metal: free.
    let mut g = fixture();
    g.content.c.architects_wood_stone = 3;
    g.content.c.architects_metal = 2;
    let pub_ = g.content.building("pub").unwrap();
    g.content.buildings[pub_].cost = Goods {
        wood: 0,
        stone: 0,
        metal: 2,
        gold: 0,
    };
    let mut st = at_guild(&g, 3, "architects");
    let p = &mut st.players[0];
    (p.wood, p.stone, p.metal) = (0, 0, 0);
    play(&g, &mut st, 0, "activate Architects");
    play(&g, &mut st, 0, "claim in d2");
    play(&g, &mut st, 0, "claim Pub d2");
    assert_eq!(notations(&g, &st, 0), vec!["discount metal metal", "skip"]);
    play(&g, &mut st, 0, "discount metal metal");
    assert_eq!(rules::district_counts(&g.content, &st, 1)[0], 1);
}

#[test]
fn wizards_reseat_a_single_gatehouse_marker() {
    let g = fixture();
    let mut st = started(&g, 3);
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let wd = guild_district(&g, &mut st, "wizards");
    let gate = g.content.building("gatehouse").unwrap();
    let lots: Vec<usize> = (0..g.content.layout.lots.len())
        .filter(|&l| g.content.layout.lots[l].kind == LotKind::Building(gate))
        .collect();
    // P2 holds the d1 half of g1.
    st.marks[g.content.layout.lots[lots[0]].symbols[0]] = Some(1);
    st.players[0].workers[0].at = At::Space(Space::Guild(wd));
    play(&g, &mut st, 0, "activate Wizards");
    play(&g, &mut st, 0, "swap Gatehouse");
    play(&g, &mut st, 0, "from g1");
    play(&g, &mut st, 0, "with g3");
    play(&g, &mut st, 0, "seat Gatehouse g3 d4");
    assert_eq!(rules::district_counts(&g.content, &st, 3)[1], 1);
    assert_eq!(rules::district_counts(&g.content, &st, 2)[1], 0);
    assert_eq!(rules::district_counts(&g.content, &st, 0)[1], 0);
}

#[test]
fn thieves_may_take_less_or_one_from_each() {
    let g = fixture();
    let mut st = at_guild(&g, 4, "thieves");
    play(&g, &mut st, 0, "activate Thieves");
    assert!(legal_text(&g, &st, 0, "steal 1 from p3"));
    play(&g, &mut st, 0, "steal 1 each from p2 p3 p4");
    assert_eq!(
        st.players.iter().map(|p| p.gold).collect::<Vec<_>>(),
        vec![8, 4, 4, 4]
    );
}

fn golds(st: &State) -> Vec<i64> {
    st.players.iter().map(|p| p.gold).collect()
}

/// Thieves (4.3, AMB-6, AMB-12), default maximum 3: up to 3 gold from one
/// player, or 1 gold from each of 2 or 3 of them, or nothing.
#[test]
fn thieves_choose_the_amount_or_any_two_or_three_victims() {
    let g = fixture();
    let mut st = at_guild(&g, 5, "thieves");
    play(&g, &mut st, 0, "activate Thieves");
    assert_eq!(golds(&st), vec![5; 5]);
    let legal = notations(&g, &st, 0);
    for text in [
        "steal 3 from p2",
        "steal 2 from p2",
        "steal 1 from p2",
        "steal 1 from p5",
        "steal 1 each from p2 p3",
        "steal 1 each from p3 p5",
        "steal 1 each from p2 p4 p5",
        "skip",
    ] {
        assert!(legal.contains(&text.to_string()), "{text} in {legal:?}");
    }
    assert!(!legal.contains(&"steal 4 from p2".to_string()));
    assert!(!legal.contains(&"steal 1 each from p2 p3 p4 p5".to_string()));
    // 4 victims x 3 amounts, 6 pairs, 4 triples, and taking nothing.
    assert_eq!(legal.len(), 12 + 6 + 4 + 1);
    // Two of the four opponents.
    play(&g, &mut st, 0, "steal 1 each from p3 p5");
    assert_eq!(golds(&st), vec![7, 5, 4, 5, 4]);
    assert!(st.pending.is_empty());
}

#[test]
fn thieves_may_take_nothing_and_follow_the_tile_maximum() {
    let g = fixture();
    let mut st = new_state(&g, 3, &[("thieves_max", "2")]);
    while matches!(st.phase, Phase::Keep { .. }) {
        let seat = g.to_act(&st)[0];
        let a = g.legal_actions(&st, seat)[0].clone();
        g.apply(&mut st, seat, &a).unwrap();
    }
    in_seat_order(&mut st);
    actions_turn(&mut st);
    let d = guild_district(&g, &mut st, "thieves");
    st.players[0].workers[0].at = At::Space(Space::Guild(d));
    st.players[2].gold = 1;
    play(&g, &mut st, 0, "activate Thieves");
    // With the reported tile value 2, 2 is the most from one player; a
    // player with 1 gold can only lose 1.
    assert!(legal_text(&g, &st, 0, "steal 2 from p2"));
    assert!(!legal_text(&g, &st, 0, "steal 3 from p2"));
    assert!(!legal_text(&g, &st, 0, "steal 2 from p3"));
    assert!(legal_text(&g, &st, 0, "steal 1 from p3"));
    play(&g, &mut st, 0, "skip");
    assert_eq!(golds(&st), vec![5, 5, 1]);
    assert!(st.pending.is_empty());
}

/// Bandits (4.3, AMB-12): from one player 1 metal or up to 2 wood/stone in
/// any mix; or 1 wood or stone from each of up to 3 players; or nothing.
#[test]
fn bandits_may_take_less_than_the_most() {
    let g = fixture();
    let mut st = at_guild(&g, 4, "bandits");
    for p in st.players.iter_mut() {
        (p.wood, p.stone, p.metal) = (2, 1, 1);
    }
    play(&g, &mut st, 0, "activate Bandits");
    let legal = notations(&g, &st, 0);
    for text in [
        "rob p2 metal",
        "rob p2 wood wood",
        "rob p2 wood stone",
        "rob p2 wood",
        "rob p2 stone",
        "rob each",
        "skip",
    ] {
        assert!(legal.contains(&text.to_string()), "{text} in {legal:?}");
    }
    // P2 has a single stone; metal never comes with wood or stone.
    assert!(!legal.contains(&"rob p2 stone stone".to_string()));
    assert!(!legal.contains(&"rob p2 metal wood".to_string()));
    play(&g, &mut st, 0, "rob p2 stone");
    let (a, b) = (&st.players[0], &st.players[1]);
    assert_eq!((a.wood, a.stone, a.metal), (2, 2, 1));
    assert_eq!((b.wood, b.stone, b.metal), (2, 0, 1));
    assert!(st.pending.is_empty());
}

#[test]
fn bandits_may_rob_each_of_fewer_than_three_players() {
    let g = fixture();
    let mut st = at_guild(&g, 4, "bandits");
    for p in st.players.iter_mut() {
        (p.wood, p.stone, p.metal) = (2, 1, 1);
    }
    play(&g, &mut st, 0, "activate Bandits");
    play(&g, &mut st, 0, "rob each");
    play(&g, &mut st, 0, "rob p4 stone");
    // P4 is done; P2 and P3 are still open, and stopping is allowed.
    assert!(!legal_text(&g, &st, 0, "rob p4 wood"));
    assert!(legal_text(&g, &st, 0, "rob p2 wood"));
    play(&g, &mut st, 0, "rob p3 wood");
    play(&g, &mut st, 0, "done");
    let res: Vec<(i64, i64)> = st.players.iter().map(|p| (p.wood, p.stone)).collect();
    assert_eq!(res, vec![(3, 2), (2, 1), (1, 1), (2, 0)]);
    assert!(st.pending.is_empty());
}

#[test]
fn victims_and_goods_may_be_typed_in_any_order() {
    let g = fixture();
    let mut st = at_guild(&g, 4, "thieves");
    play(&g, &mut st, 0, "activate Thieves");
    let a = g.parse(&st, 0, "steal 1 each from p4 p2").unwrap();
    assert_eq!(a, Action::StealEach(vec![1, 3]));
    assert_eq!(g.notation(&st, &a), "steal 1 each from p2 p4");
    // Different words are still different actions.
    assert!(g.parse(&st, 0, "steal 1 each from p4 p4").is_err());
    assert_eq!(
        g.parse(&st, 0, "steal 3 from p2").unwrap(),
        Action::StealOne {
            victim: 1,
            amount: 3
        }
    );
}
