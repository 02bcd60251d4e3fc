//! Unit tests per rule, the worked examples of §12 (E-01..E-24) with
//! their numbers, and the card notes of §11.

use super::*;
use crate::engine::Options;
use crate::games::nations::content::SoloTile;
use std::sync::OnceLock;

fn content() -> &'static Content {
    static C: OnceLock<Content> = OnceLock::new();
    C.get_or_init(|| Content::load(None).expect("the pack loads"))
}

fn new_state(players: usize, opts: &[(&str, &str)]) -> State {
    let mut o = Options::new();
    for (k, v) in opts {
        o = o.with(k, v);
    }
    let o = o.resolve(&super::super::option_specs()).unwrap();
    setup(
        content(),
        &Setup {
            seats: players,
            options: o,
            seed: 7,
        },
    )
    .unwrap()
}

/// A state in the Action phase of round 1 with empty boards and stocks,
/// so a test can set exactly what it needs.
fn blank(players: usize) -> State {
    let mut st = new_state(players, &[]);
    st.pending.clear();
    for p in st.players.iter_mut() {
        p.gold = 0;
        p.stone = 0;
        p.food = 0;
        p.books = 0;
        p.vp = 0;
        p.slots.clear();
        p.reserve = 5;
    }
    st.order = (0..players).collect();
    st.step = Step::Actions;
    st.turn = 0;
    st.actions_left = 1;
    st
}

fn slot(p: &mut Player, card: &str, workers: i32) {
    p.slots.push(Slot {
        card: card.into(),
        workers,
    });
}

fn c() -> &'static Content {
    content()
}

#[test]
fn e01_book_scoring() {
    let mut st = blank(4);
    for (p, b) in st.players.iter_mut().zip([13, 11, 11, 4]) {
        p.books = b;
    }
    book_scoring(&mut st);
    let vp: Vec<i32> = st.players.iter().map(|p| p.vp).collect();
    assert_eq!(vp, vec![3, 1, 1, 0]);
}

/// A copy of the pack with one test card per final-scoring category
/// value: `colony_vp{n}`, `wonder_vp{n}` and `building_vp{n}` (one worker
/// scores n), none of which produces anything or adds Military or
/// Stability, so a test can build E-02's rows on real boards.
fn scoring_cards() -> Content {
    let content = content().clone();
    let template = |kind: Kind| {
        content
            .cards
            .iter()
            .find(|k| k.kind == kind && k.age == 1 && k.hook.is_none())
            .unwrap()
            .clone()
    };
    let (colony, wonder, building) = (
        template(Kind::Colony),
        template(Kind::Wonder),
        template(Kind::Building),
    );
    let mut extra = Vec::new();
    for n in 0..=20 {
        let mut k = colony.clone();
        (k.id, k.vp, k.effect, k.remove_if) = (format!("colony_vp{n}"), n, Res::default(), None);
        extra.push(k);
        let mut k = wonder.clone();
        (k.id, k.vp, k.effect, k.scoring) = (format!("wonder_vp{n}"), n, Res::default(), None);
        extra.push(k);
        let mut k = building.clone();
        (k.id, k.worker_vp, k.per_worker) = (format!("building_vp{n}"), vec![n], Res::default());
        extra.push(k);
    }
    for k in &mut extra {
        k.name = k.id.clone();
    }
    let mut pack = crate::content::Pack::load("nations", None).unwrap();
    for k in extra {
        let item = toml::Value::try_from(&k).unwrap();
        let doc = toml::toml! { card = [item] };
        pack.merge_text("test.toml", &doc.to_string()).unwrap();
    }
    Content::from_pack(&pack).unwrap()
}

#[test]
fn e02_final_scoring_table_and_ranks() {
    // E-02 on real boards, scored by the game's own final scoring at the
    // end of round 8: Tori, Ruth, Miki, Jere are seats 0..3.
    let rows = [
        [12, 3, 2, 17, 9],
        [15, 2, 3, 15, 7],
        [17, 4, 2, 19, 3],
        [13, 1, 4, 13, 11],
    ];
    let content = scoring_cards();
    let c = &content;
    let game = |order: Vec<usize>| {
        let mut st = blank(4);
        for (p, r) in st.players.iter_mut().zip(rows) {
            p.vp = r[0];
            p.colonies = vec![format!("colony_vp{}", r[1])];
            p.wonders = vec![format!("wonder_vp{}", r[2])];
            p.slots = vec![Slot {
                card: format!("building_vp{}", r[3]),
                workers: 1,
            }];
            p.gold = 10 * r[4] - stability(c, p) - military(c, p);
        }
        st.order = order;
        st.round = 8;
        st.step = Step::Cleanup;
        advance(&mut st, c);
        st
    };
    // Ruth (1) before Jere (3) in the final turn order.
    let st = game(vec![1, 3, 0, 2]);
    let scores = st.final_scores.clone().unwrap();
    for (seat, r) in rows.iter().enumerate() {
        assert_eq!(&scores[seat][..5], r, "seat {seat}'s categories");
    }
    let totals: Vec<i32> = scores.iter().map(|s| s[5]).collect();
    assert_eq!(totals, vec![43, 42, 45, 42]);
    assert_eq!(outcome(&st).unwrap().ranks, vec![2, 3, 1, 4], "Miki wins");
    // The same boards with Jere before Ruth: the tie goes the other way.
    let st = game(vec![3, 1, 0, 2]);
    assert_eq!(outcome(&st).unwrap().ranks, vec![2, 4, 1, 3]);
}

#[test]
fn e03_resources_category() {
    // Stone 3, Gold 7, Food 5, Books 6, Military 10, Stability 6.
    assert_eq!(resources_vp(7, 5, 3, 6, 10, 6), 3);
    // capped values, negative Stability subtracts, floor at 0.
    assert_eq!(resources_vp(0, 0, 0, 0, 55, 20), 5);
    assert_eq!(resources_vp(0, 0, 0, 2, 0, -9), 0);
}

#[test]
fn e04_production_shortfall() {
    let mut st = blank(2);
    st.players[0].stone = 2;
    st.players[0].books = 5;
    st.players[0].vp = 4;
    force_lose(&mut st, 0, Resource::Stone, 5);
    let p = &st.players[0];
    assert_eq!((p.stone, p.vp, p.books), (0, 3, 2));
}

#[test]
fn e05_shortfall_vp_once_per_type_per_round() {
    let mut st = blank(2);
    st.players[0].food = 1;
    st.players[0].books = 5;
    st.players[0].vp = 4;
    force_lose(&mut st, 0, Resource::Food, 1);
    force_lose(&mut st, 0, Resource::Food, 2);
    let p = &st.players[0];
    assert_eq!((p.food, p.vp, p.books), (0, 3, 3));
    let mut st = blank(2);
    st.players[0].food = 1;
    st.players[0].books = 5;
    st.players[0].vp = 4;
    force_lose(&mut st, 0, Resource::Food, 3);
    let p = &st.players[0];
    assert_eq!((p.food, p.vp, p.books), (0, 3, 3));
}

#[test]
fn e06_growth_food_upkeep() {
    let mut st = blank(2);
    st.players[0].pop_food = 3;
    assert_eq!(food_upkeep(c(), &st.players[0]), 3);
    take_worker(&mut st, 0, Section::Food);
    assert_eq!(food_upkeep(c(), &st.players[0]), 6);
    assert_eq!(stability(c(), &st.players[0]), 0);
    // A Stability-section worker costs 3 Stability at once.
    take_worker(&mut st, 0, Section::Stability);
    assert_eq!(stability(c(), &st.players[0]), -3);
}

#[test]
fn e07_architects() {
    let mut st = blank(4);
    let id = c()
        .events
        .iter()
        .find(|e| e.architects == 1)
        .unwrap()
        .id
        .clone();
    st.event = Some(id);
    st.public_architects = 2; // leftovers of the last round go back first
    st.supply = 13;
    architects(&mut st, c());
    assert_eq!(st.public_architects, 3);
    assert_eq!(st.supply, 12);
}

#[test]
fn e08_ziggurat() {
    let mut st = blank(2);
    st.players[0].stone = 3;
    slot(&mut st.players[0], "ziggurat", 0);
    let a = Action::Deploy(0, None);
    assert!(legal_actions(c(), &st, 0).contains(&a));
    apply(c(), &mut st, 0, &a).unwrap();
    let p = &st.players[0];
    assert_eq!(p.stone, 2);
    assert_eq!(stability(c(), p), 2);
    assert_eq!(production(c(), p).stone, 1);
    let mut p = p.clone();
    p.slots[0].workers = 3;
    assert_eq!(final_score(c(), &p)[3], 2);
}

#[test]
fn e09_hoplites() {
    let mut p = Player {
        pop_food: 4,
        pop_stab: 4,
        ..Default::default()
    };
    slot(&mut p, "hoplites", 1);
    assert_eq!(military(c(), &p), 3);
    assert_eq!(best_raid(c(), &p), 3);
    assert_eq!(production(c(), &p).stone, -1);
    assert_eq!(final_score(c(), &p)[3], 1);
    p.slots[0].workers = 3;
    assert_eq!(military(c(), &p), 9);
    assert_eq!(production(c(), &p).stone, -3);
    assert_eq!(best_raid(c(), &p), 3);
    assert_eq!(final_score(c(), &p)[3], 2);
    assert_eq!(c().card("hoplites").unwrap().deploy, 1);
}

#[test]
fn e10_colony_military_at_once() {
    let mut st = blank(2);
    let req = c().card("macedonia").unwrap().requirement;
    st.board[0] = Some("macedonia".into());
    st.players[0].gold = 5;
    // Too weak: not buyable.
    assert!(!legal_actions(c(), &st, 0).contains(&Action::Buy(0, 0)));
    slot(&mut st.players[0], "warriors", 0);
    st.players[0].slots[0].workers = (req + 1) / 2;
    assert!(legal_actions(c(), &st, 0).contains(&Action::Buy(0, 0)));
    let before = military(c(), &st.players[0]);
    apply(c(), &mut st, 0, &Action::Buy(0, 0)).unwrap();
    assert_eq!(military(c(), &st.players[0]), before + 2);
}

fn put_on_board(st: &mut State, card: &str) -> Action {
    st.board[2 * st.cfg.columns] = Some(card.into());
    Action::Buy(2, 0)
}

#[test]
fn e11_battle_uses_best_raid_not_workers() {
    let mut st = blank(2);
    let battle = c()
        .cards
        .iter()
        .find(|k| k.kind == Kind::Battle && k.battle_bonus == 0)
        .unwrap()
        .id
        .clone();
    let a = put_on_board(&mut st, &battle);
    st.players[0].gold = 3;
    assert!(
        !legal_actions(c(), &st, 0).contains(&a),
        "needs a manned Military card"
    );
    slot(&mut st.players[0], "hoplites", 3);
    apply(c(), &mut st, 0, &a).unwrap();
    assert_eq!(st.pending.first(), Some(&(0, Pending::Gain(3))));
    apply(c(), &mut st, 0, &Action::Gain(Resource::Books)).unwrap();
    assert_eq!(st.players[0].books, 3);
}

fn golden_iii_two_stone() -> String {
    c().cards
        .iter()
        .find(|k| k.kind == Kind::GoldenAge && k.age == 3)
        .unwrap()
        .id
        .clone()
}

#[test]
fn e12_golden_age() {
    // A Renaissance card offering 2 Stone (its data set for the example).
    let mut content = content().clone();
    let id = golden_iii_two_stone();
    let i = content.cards.iter().position(|k| k.id == id).unwrap();
    content.cards[i].gain = Res {
        stone: 2,
        ..Default::default()
    };
    let c = &content;
    let mut st = blank(2);
    st.board[st.cfg.columns] = Some(id.clone());
    st.players[0].gold = 2;
    st.players[0].food = 1;
    st.players[0].books = 2;
    let mut alt = st.clone();
    apply(c, &mut st, 0, &Action::Buy(1, 0)).unwrap();
    assert_eq!(st.players[0].gold, 0, "Row-2 costs 2 Gold");
    let mut res = st.clone();
    apply(c, &mut res, 0, &Action::GoldenResources).unwrap();
    assert_eq!(res.players[0].stone, 2);
    apply(c, &mut st, 0, &Action::GoldenVp).unwrap();
    assert_eq!(st.pending.first(), Some(&(0, Pending::GoldenPay(3))));
    apply(c, &mut st, 0, &Action::Pay(Resource::Food)).unwrap();
    apply(c, &mut st, 0, &Action::Pay(Resource::Books)).unwrap();
    apply(c, &mut st, 0, &Action::Pay(Resource::Books)).unwrap();
    assert_eq!(st.players[0].vp, 1);
    // With Uraniborg (bonus 2): 4 Stone, or 1 resource for the VP.
    alt.players[0].wonders.push("uraniborg".into());
    let mut a2 = alt.clone();
    apply(c, &mut a2, 0, &Action::Buy(1, 0)).unwrap();
    let mut r2 = a2.clone();
    apply(c, &mut r2, 0, &Action::GoldenResources).unwrap();
    assert_eq!(r2.players[0].stone, 4);
    apply(c, &mut a2, 0, &Action::GoldenVp).unwrap();
    assert_eq!(a2.pending.first(), Some(&(0, Pending::GoldenPay(1))));
    // A total bonus of 3 or more: the VP is free.
    alt.players[0].advisors.push("x".into());
    let mut bonus3 = c.clone();
    let u = bonus3
        .cards
        .iter()
        .position(|k| k.id == "uraniborg")
        .unwrap();
    bonus3.cards[u].golden_age_bonus = 3;
    let mut a3 = alt.clone();
    apply(&bonus3, &mut a3, 0, &Action::Buy(1, 0)).unwrap();
    apply(&bonus3, &mut a3, 0, &Action::GoldenVp).unwrap();
    assert_eq!(a3.players[0].vp, 1);
}

#[test]
fn e13_conquistador_to_railroad() {
    let mut st = blank(2);
    st.players[0].stone = 4;
    st.players[0].reserve = 0;
    slot(&mut st.players[0], "conquistador", 1);
    slot(&mut st.players[0], "railroad", 0);
    let (m, s) = (
        military(c(), &st.players[0]),
        stability(c(), &st.players[0]),
    );
    apply(c(), &mut st, 0, &Action::Deploy(1, Some(0))).unwrap();
    let p = &st.players[0];
    assert_eq!(p.stone, 0);
    assert_eq!(military(c(), p), m - 7);
    assert_eq!(stability(c(), p), s + 3);
}

#[test]
fn e14_food_sum() {
    // E-14: six Food contributions +2 -1 +3 +2 -2 -3 on one board, run
    // through Production: net +1 Food.
    let building = content()
        .cards
        .iter()
        .find(|k| k.kind == Kind::Building && k.age == 1 && k.hook.is_none())
        .unwrap();
    let mut st = blank(2);
    let mut pack = crate::content::Pack::load("nations", None).unwrap();
    for (i, food) in [2, -1, 3, 2, -2, -3].into_iter().enumerate() {
        let mut k = building.clone();
        (k.id, k.name) = (format!("food_{i}"), format!("Food {i}"));
        k.per_worker = Res {
            food,
            ..Res::default()
        };
        let item = toml::Value::try_from(&k).unwrap();
        pack.merge_text("t.toml", &toml::toml! { card = [item] }.to_string())
            .unwrap();
    }
    let content = Content::from_pack(&pack).unwrap();
    let c = &content;
    for p in st.players.iter_mut() {
        p.food = 5;
        p.books = 5;
    }
    for i in 0..6 {
        slot(&mut st.players[0], &format!("food_{i}"), 1);
    }
    assert_eq!(production(c, &st.players[0]).food, 1);
    st.step = Step::Production;
    produce(&mut st, c);
    assert_eq!(st.players[0].food, 6);
}

/// Answers every pending decision of an event with `choose`.
fn run_event(st: &mut State, id: &str, choose: &dyn Fn(&State, usize, &Pending) -> Action) {
    st.event = Some(id.into());
    st.pass_order = (0..st.players.len()).collect();
    vasa(st, c());
    for i in 0..2 {
        event_setup(st, c(), i);
        while let Some((seat, p)) = st.pending.first().cloned() {
            let a = choose(st, seat, &p);
            st.pending.remove(0);
            apply_pending(c(), st, seat, p, &a).unwrap();
        }
        event_apply(st, c(), i);
        while let Some((seat, p)) = st.pending.first().cloned() {
            let a = pending_actions(c(), st, seat, &p)[0].clone();
            st.pending.remove(0);
            apply_pending(c(), st, seat, p, &a).unwrap();
        }
    }
}

fn pay_or_last_event() -> String {
    c().events
        .iter()
        .find(|e| e.second.kind == "pay_or_last" && e.second.who == Some(Selector::All))
        .map(|e| e.id.clone())
        .expect("a pay-or-last event in the pack")
}

#[test]
fn e15_pay_or_go_last() {
    let id = pay_or_last_event();
    let cases: [(&[usize], [usize; 3]); 4] = [
        (&[2], [2, 0, 1]),
        (&[2, 0], [0, 2, 1]),
        (&[], [0, 1, 2]),
        (&[1], [1, 0, 2]),
    ];
    for (payers, expected) in cases {
        let mut st = blank(3);
        for p in st.players.iter_mut() {
            p.food = 10;
            p.books = 10;
            p.gold = 10;
            p.stone = 10;
        }
        let asked = std::cell::RefCell::new(vec![]);
        run_event(&mut st, &id, &|_st, seat, p| {
            if matches!(p, Pending::EventYesNo(1)) {
                asked.borrow_mut().push(seat);
                if payers.contains(&seat) {
                    return Action::Accept;
                }
            }
            Action::Decline
        });
        // Choices in reverse turn order (Rome, Persia, China).
        assert_eq!(*asked.borrow(), vec![2, 1, 0]);
        assert_eq!(st.order, expected.to_vec(), "payers {payers:?}");
    }
}

#[test]
fn e16_five_players_military() {
    let v = [(0, 23), (1, 22), (2, 22), (3, 5), (4, 4)];
    assert_eq!(positive_five(&v, true), vec![0]);
    let mut w = negative_five(&v);
    w.sort();
    assert_eq!(w, vec![3, 4]);
    // Two tied for first both qualify; the flag gives nobody.
    let t = [(0, 9), (1, 9), (2, 3), (3, 2), (4, 1)];
    assert_eq!(positive_five(&t, true), vec![0, 1]);
    assert!(positive_five(&t, false).is_empty());
}

#[test]
fn e17_five_players_stability() {
    let v = [(0, 8), (1, 7), (2, 5), (3, 5), (4, 4)];
    assert_eq!(positive_five(&v, true), vec![0, 1]);
    let mut w = negative_five(&v);
    w.sort();
    assert_eq!(w, vec![2, 3, 4]);
}

#[test]
fn e18_b_side_selection_in_reverse_order() {
    // E-18: China, Persia and Rome are picked; player 3 takes Rome (B),
    // player 2 Persia (A), player 1 gets China (B).
    let mut st = new_state(3, &[("sides", "b")]);
    st.offered = vec!["china".into(), "persia".into(), "rome".into()];
    let order = st.order.clone();
    let firsts: Vec<usize> = st.pending.iter().map(|p| p.0).collect();
    assert_eq!(firsts, order.iter().rev().copied().collect::<Vec<_>>());
    let (p1, p2, p3) = (order[0], order[1], order[2]);
    assert_eq!(legal_actions(c(), &st, p3).len(), 6, "3 nations x 2 sides");
    let pick = |st: &mut State, seat, nation: &str, side: &str| {
        let a = Action::Nation(nation.into(), side.into());
        assert!(legal_actions(c(), st, seat).contains(&a), "{nation} {side}");
        apply(c(), st, seat, &a).unwrap();
    };
    pick(&mut st, p3, "rome", "B");
    assert!(!legal_actions(c(), &st, p2)
        .iter()
        .any(|a| matches!(a, Action::Nation(n, _) if n == "rome")));
    pick(&mut st, p2, "persia", "A");
    assert_eq!(
        legal_actions(c(), &st, p1),
        vec![
            Action::Nation("china".into(), "A".into()),
            Action::Nation("china".into(), "B".into())
        ]
    );
    pick(&mut st, p1, "china", "B");
    let got: Vec<(String, String)> = [p1, p2, p3]
        .iter()
        .map(|&s| (st.players[s].nation.clone(), st.players[s].side.clone()))
        .collect();
    let want = [("china", "B"), ("persia", "A"), ("rome", "B")];
    assert_eq!(
        got,
        want.map(|(n, s)| (n.to_string(), s.to_string())).to_vec()
    );
    // §3.7.6: each takes the chosen side's start; China B one worker more.
    let china_b = c().nation("china", "B").unwrap();
    let china_a = c().nation("china", "A").unwrap();
    assert_eq!(china_b.workers, china_a.workers + 1);
    assert_eq!(st.players[p1].reserve, china_b.workers);
    assert_eq!(
        st.players[p2].reserve,
        c().nation("persia", "A").unwrap().workers
    );
}

#[test]
fn e19_starting_books() {
    let st = new_state(4, &[]);
    for (pos, &seat) in st.order.iter().enumerate() {
        // Books equal the turn position (nations with printed Books add theirs).
        let printed = c()
            .nation(&st.players[seat].nation, "A")
            .map(|n| n.books)
            .unwrap_or(0);
        assert_eq!(st.players[seat].books - printed, pos as i32 + 1);
    }
    let solo = new_state(1, &[]);
    assert_eq!(solo.players[0].books, 1);
    assert_eq!(solo.neutral.as_ref().unwrap().books, 2);
}

fn war_with_gold_loss(content: &mut Content, gold: i32) -> String {
    let i = content
        .cards
        .iter()
        .position(|k| k.kind == Kind::War)
        .unwrap();
    content.cards[i].loss = Res {
        gold: -gold,
        ..Default::default()
    };
    content.cards[i].id.clone()
}

/// Sets a nation's Military and Stability through plain cards.
fn strength(p: &mut Player, mil: i32, stab: i32) {
    p.slots
        .retain(|s| s.card != "warriors" && s.card != "ziggurat");
    // Warriors give 2 per worker; a colony-free way to reach odd values
    // uses Hoplites (3).
    let mut m = mil;
    if m % 2 == 1 {
        slot(p, "hoplites", 1);
        m -= 3;
    }
    slot(p, "warriors", m / 2);
    slot(p, "ziggurat", stab / 2);
    assert_eq!(stab % 2, 0, "even stability only in this helper");
}

#[test]
fn e20_war() {
    let mut content = content().clone();
    let war_id = war_with_gold_loss(&mut content, 4);
    let c = &content;
    let mut st = blank(4);
    for p in st.players.iter_mut() {
        p.gold = 10;
        p.vp = 5;
    }
    // X: Military 9, Stability 3; Y: 9 and 5; Z: 10; the buyer drops
    // to 8. Agora workers give 1 Stability each.
    strength(&mut st.players[0], 9, 0);
    slot(&mut st.players[0], "agora", 3);
    strength(&mut st.players[1], 9, 0);
    slot(&mut st.players[1], "agora", 5);
    strength(&mut st.players[2], 10, 0);
    strength(&mut st.players[3], 8, 0);
    let stats: Vec<(i32, i32)> = st
        .players
        .iter()
        .map(|p| (military(c, p), stability(c, p)))
        .collect();
    assert_eq!(stats, vec![(9, 3), (9, 5), (10, 0), (8, 0)]);
    st.war = Some(War {
        card: war_id.clone(),
        strength: 10,
        buyer: 3,
    });
    war(&mut st, c);
    war_losses(&mut st, c);
    let g: Vec<(i32, i32)> = st.players.iter().map(|p| (p.gold, p.vp)).collect();
    // X loses 4 - 3 = 1 Gold and 1 VP; Y 0 Gold and 1 VP; Z nothing; the
    // buyer, now weaker than the marker, 4 Gold and 1 VP.
    assert_eq!(g, vec![(9, 4), (10, 4), (10, 5), (6, 4)]);
    // Elizabeth: 3 + 8 >= 10, not defeated.
    let mut st2 = blank(2);
    st2.players[0].gold = 10;
    st2.players[0].vp = 5;
    strength(&mut st2.players[0], 3, 0);
    st2.players[0].advisors.push("elizabeth".into());
    st2.war = Some(War {
        card: war_id.clone(),
        strength: 10,
        buyer: 1,
    });
    war(&mut st2, c);
    war_losses(&mut st2, c);
    assert_eq!((st2.players[0].gold, st2.players[0].vp), (10, 5));
    // Great Wall owner who passed first: resources only.
    let mut st3 = blank(2);
    st3.players[0].gold = 10;
    st3.players[0].vp = 5;
    st3.players[0].wonders.push("great_wall".into());
    st3.players[0].used.push("great_wall".into());
    st3.war = Some(War {
        card: war_id.clone(),
        strength: 10,
        buyer: 1,
    });
    war(&mut st3, c);
    war_losses(&mut st3, c);
    assert_eq!((st3.players[0].gold, st3.players[0].vp), (6, 5));
    // War strength 0: nobody is defeated.
    let mut st4 = blank(2);
    st4.players[0].gold = 10;
    st4.war = Some(War {
        card: war_id,
        strength: 0,
        buyer: 1,
    });
    war(&mut st4, c);
    war_losses(&mut st4, c);
    assert_eq!(st4.players[0].gold, 10);
}

#[test]
fn e20_buying_a_war_sets_the_marker_at_the_buyers_strength() {
    let mut st = blank(2);
    let war_id = c()
        .cards
        .iter()
        .find(|k| k.kind == Kind::War)
        .unwrap()
        .id
        .clone();
    let a = put_on_board(&mut st, &war_id);
    st.players[0].gold = 1;
    strength(&mut st.players[0], 10, 0);
    apply(c(), &mut st, 0, &a).unwrap();
    assert_eq!(st.war.as_ref().unwrap().strength, 10);
    // A second War can't be bought this round.
    st.board[2 * st.cfg.columns + 1] = Some(war_id);
    st.players[1].gold = 5;
    assert!(!legal_actions(c(), &st, 1).contains(&Action::Buy(2, 1)));
}

#[test]
fn e21_revolt() {
    let mut st = blank(2);
    st.players[0].books = 10;
    st.players[0].vp = 5;
    st.players[0].pop_stab = 2; // -6
    slot(&mut st.players[0], "ziggurat", 1); // +2 -> -4
    st.players[0].stone = 10;
    st.players[0].slots[0].workers = 1;
    let s = stability(c(), &st.players[0]);
    assert_eq!(s, -4);
    produce(&mut st, c());
    // The Ziggurat's +1 Stone is production; Books -4 and 1 VP.
    assert_eq!((st.players[0].books, st.players[0].vp), (6, 4));
    let mut st = blank(2);
    st.players[0].books = 2;
    st.players[0].vp = 5;
    st.players[0].gold = 1;
    st.players[0].stone = 0;
    st.players[0].food = 0;
    st.players[0].pop_stab = 2;
    slot(&mut st.players[0], "ziggurat", 1);
    st.players[0].pop_food = 4;
    produce(&mut st, c());
    // Stone +1 produced first; then revolt: 0 Books, -2 VP, 2 resources lost.
    let p = &st.players[0];
    assert_eq!((p.books, p.vp, p.gold + p.stone + p.food), (0, 3, 0));
}

#[test]
fn e22_turn_order() {
    let mut st = blank(3);
    strength(&mut st.players[0], 5, 2);
    strength(&mut st.players[1], 8, 0);
    strength(&mut st.players[2], 5, 2);
    st.order = vec![0, 1, 2];
    turn_order(&mut st, c());
    assert_eq!(st.order, vec![1, 0, 2]);
}

#[test]
fn e23_hall_of_fame() {
    assert_eq!(hall_of_fame(47), Some("Victoria"));
    assert_eq!(hall_of_fame(70), Some("Trajan"));
    assert_eq!(hall_of_fame(95), Some("Trajan"));
    assert_eq!(hall_of_fame(9), None);
}

#[test]
fn e24_vp_floor() {
    let mut st = blank(2);
    lose_vp(&mut st, 0, 1);
    assert_eq!(st.players[0].vp, 0);
    assert!(!st.solo_lost);
    let mut solo = new_state(1, &[]);
    solo.players[0].vp = 0;
    lose_vp(&mut solo, 0, 1);
    assert!(solo.solo_lost);
    advance(&mut solo, c());
    assert_eq!(solo.step, Step::Over);
    assert_eq!(outcome(&solo).unwrap().scores, vec![0]);
}

// ------------------------------------------------------ rules per unit

#[test]
fn ties_with_few_players() {
    assert!(positive_few(&[(0, 5), (1, 5), (2, 1)]).is_empty());
    assert_eq!(negative_few(&[(0, 1), (1, 5), (2, 1)]), vec![0, 2]);
    assert_eq!(positive_few(&[(0, 6), (1, 5)]), vec![0]);
}

#[test]
fn negative_stability_ties_for_least_stable() {
    let mut st = blank(3);
    st.players[0].pop_stab = 3; // -3
    st.players[1].pop_stab = 1; // -9
    assert_eq!(select(c(), &st, Selector::LeastStable), vec![0, 1]);
}

#[test]
fn refill_moves_the_three_gold_row_down_packed_left() {
    let mut st = new_state(3, &[]);
    let cols = st.cfg.columns;
    let kept = st.board[1].clone();
    st.board[0] = None;
    st.round = 3;
    refill_board(&mut st, c());
    assert_eq!(st.board[2 * cols], kept);
    assert!(st.board.iter().all(|x| x.is_some()));
    // Age II cards now fill the top rows.
    assert_eq!(c().card(st.board[0].as_ref().unwrap()).unwrap().age, 2);
}

#[test]
fn columns_and_architects_per_player_count() {
    for (n, cols, arch) in [(1, 4, 0), (2, 4, 1), (3, 5, 2), (4, 6, 2), (5, 7, 3)] {
        let st = new_state(n, &[]);
        assert_eq!(st.cfg.columns, cols);
        assert_eq!(st.cfg.base_architects, arch);
    }
}

#[test]
fn five_players_need_more_than_base_cards() {
    let mut o = Options::new().with("cards", "base");
    o = o.resolve(&super::super::option_specs()).unwrap();
    let r = setup(
        c(),
        &Setup {
            seats: 5,
            options: o,
            seed: 1,
        },
    );
    assert!(r.is_err());
}

#[test]
fn growth_happens_in_reverse_turn_order_and_bonus_follows_difficulty() {
    let st = new_state(3, &[("difficulty", "chieftain,prince,emperor")]);
    let who: Vec<usize> = st.pending.iter().map(|p| p.0).collect();
    assert_eq!(who, st.order.iter().rev().copied().collect::<Vec<_>>());
    let mut st = st;
    let seat = st.pending[0].0;
    let food = st.players[seat].food;
    apply(c(), &mut st, seat, &Action::Bonus(Resource::Food)).unwrap();
    let expected = [4, 3, 1][seat];
    assert_eq!(st.players[seat].food, food + expected);
}

#[test]
fn easier_game_lets_each_player_choose_the_extra_workers_section() {
    // §3.8, §2.3.2: each player chooses the section (reverse turn order),
    // and the space it leaves has no penalty all game.
    let mut st = new_state(2, &[("easier", "true")]);
    let last = *st.order.last().unwrap();
    let first = st.order[0];
    assert_eq!(to_act(&st), vec![last]);
    assert_eq!(
        talk::prompt(c(), &st, last).map(|m| m.id),
        Some("nations-prompt-easier".to_string())
    );
    assert_eq!(
        legal_actions(c(), &st, last),
        vec![
            Action::Take(Section::Food),
            Action::Take(Section::Stability)
        ]
    );
    let before = (st.players[last].reserve, stability(c(), &st.players[last]));
    apply(c(), &mut st, last, &Action::Take(Section::Stability)).unwrap();
    let p = &st.players[last];
    assert_eq!((p.pop_stab, p.pop_food), (3, 4));
    assert_eq!((p.reserve, stability(c(), p)), (before.0 + 1, before.1));
    assert_eq!(to_act(&st), vec![first]);
    apply(c(), &mut st, first, &Action::Take(Section::Food)).unwrap();
    let p = &st.players[first];
    assert_eq!((p.pop_food, food_upkeep(c(), p)), (3, 0));
    // Both chose: the round goes on to Growth.
    assert!(st.pending.iter().all(|(_, p)| matches!(p, Pending::Growth)));
}

#[test]
fn short_game_ends_after_the_chosen_ages() {
    let mut st = blank(2);
    st.cfg.ages = 1;
    st.round = 2;
    st.step = Step::Cleanup;
    advance(&mut st, c());
    assert_eq!(st.step, Step::Over);
}

#[test]
fn advisor_replaces_the_old_one() {
    let mut st = blank(2);
    st.players[0].advisors.push("hammurabi".into());
    let a = put_on_board(&mut st, "confucius");
    st.players[0].gold = 1;
    apply(c(), &mut st, 0, &a).unwrap();
    assert_eq!(st.players[0].advisors, vec!["confucius".to_string()]);
}

#[test]
fn third_colony_drops_one_of_the_two() {
    let mut st = blank(2);
    st.players[0].colonies = vec!["nubia".into(), "carthage".into()];
    strength(&mut st.players[0], 30, 0);
    let a = put_on_board(&mut st, "gaul");
    st.players[0].gold = 1;
    apply(c(), &mut st, 0, &a).unwrap();
    assert_eq!(st.pending.first().map(|p| &p.1), Some(&Pending::DropColony));
    assert_eq!(legal_actions(c(), &st, 0).len(), 2);
    apply(c(), &mut st, 0, &Action::Drop(0)).unwrap();
    assert_eq!(
        st.players[0].colonies,
        vec!["carthage".to_string(), "gaul".to_string()]
    );
}

#[test]
fn wonder_built_in_sections_by_architects() {
    let mut st = blank(2);
    st.players[0].wonder = Some("sphinx".into());
    st.players[0].stone = 10;
    st.public_architects = 2;
    st.supply = 13;
    apply(c(), &mut st, 0, &Action::Hire(false)).unwrap();
    assert_eq!(st.players[0].built, 1);
    assert_eq!(st.players[0].stone, 8);
    // Seat 1 passes so seat 0 acts again.
    apply(c(), &mut st, 1, &Action::Pass).unwrap();
    apply(c(), &mut st, 0, &Action::Hire(false)).unwrap();
    assert_eq!(st.players[0].wonders, vec!["sphinx".to_string()]);
    assert_eq!(st.players[0].wonder, None);
    assert_eq!(st.supply + st.public_architects, ARCHITECTS);
}

#[test]
fn abandoned_wonder_loses_its_sections() {
    let mut st = blank(2);
    st.players[0].wonder = Some("pyramids".into());
    st.players[0].built = 1;
    st.players[0].wonder_architects = 1;
    st.supply = 12;
    let a = put_on_board(&mut st, "colossus");
    st.players[0].gold = 1;
    apply(c(), &mut st, 0, &a).unwrap();
    assert_eq!(st.players[0].wonder.as_deref(), Some("colossus"));
    assert_eq!(st.players[0].built, 0);
    assert_eq!(st.supply, 13, "A-14: architects go back to the supply");
}

// ------------------------------------------------------ card notes §11

#[test]
fn sun_tzu_gives_two_actions_on_the_first_turn() {
    let mut st = blank(2);
    st.players[0].advisors.push("sun_tzu".into());
    st.players[0].first_turn_done = false;
    st.players[0].stone = 5;
    slot(&mut st.players[0], "farmland", 0);
    st.turn = 1;
    next_turn(&mut st, c());
    assert_eq!(st.actions_left, 2);
    apply(c(), &mut st, 0, &Action::Deploy(0, None)).unwrap();
    assert_eq!(to_act(&st), vec![0]);
    apply(c(), &mut st, 0, &Action::Deploy(0, None)).unwrap();
    assert_eq!(to_act(&st), vec![1]);
}

#[test]
fn anna_komnene_voids_military_upkeep() {
    let mut p = Player {
        pop_food: 4,
        pop_stab: 4,
        ..Default::default()
    };
    slot(&mut p, "hoplites", 2);
    assert_eq!(production(c(), &p).stone, -2);
    p.advisors.push("anna_komnene".into());
    assert_eq!(production(c(), &p).stone, 0);
}

#[test]
fn boudica_leaves_when_military_cards_are_manned() {
    let mut st = blank(2);
    st.players[0].advisors.push("boudica".into());
    st.players[0].stone = 2;
    slot(&mut st.players[0], "warriors", 0);
    slot(&mut st.players[0], "farmland", 0);
    apply(c(), &mut st, 0, &Action::Deploy(1, None)).unwrap();
    assert_eq!(
        st.players[0].advisors.len(),
        1,
        "a Building worker keeps her"
    );
    apply(c(), &mut st, 1, &Action::Pass).unwrap();
    apply(c(), &mut st, 0, &Action::Deploy(0, None)).unwrap();
    assert!(st.players[0].advisors.is_empty());
}

#[test]
fn mansa_musa_pays_out_on_the_last_gold() {
    let mut st = blank(2);
    st.players[0].advisors.push("mansa_musa".into());
    let a = put_on_board(&mut st, "colossus");
    st.players[0].gold = 1;
    apply(c(), &mut st, 0, &a).unwrap();
    assert_eq!(st.players[0].books, 3);
}

#[test]
fn machiavelli_keeps_one_of_two_event_cards() {
    let mut st = blank(2);
    st.players[1].advisors.push("machiavelli".into());
    st.event_decks[0] = vec![
        "han_dynasty".into(),
        "olympic_games".into(),
        "sea_peoples".into(),
    ];
    draw_event(&mut st, c());
    let Some((1, Pending::ChooseEvent(ids))) = st.pending.first().cloned() else {
        panic!("{:?}", st.pending)
    };
    assert_eq!(
        ids,
        vec!["sea_peoples".to_string(), "olympic_games".to_string()]
    );
    // §5.4.4: both cards are shown to everyone, in the public account,
    // before the owner keeps one.
    use crate::engine::Translate;
    let i18n = crate::i18n::I18n::load().unwrap();
    let shown = i18n.english().tr(st.news.last().unwrap());
    assert!(
        shown.contains("shows both event cards to everyone")
            && shown.contains("Sea Peoples (famine")
            && shown.contains("Olympic Games (famine"),
        "{shown}"
    );
    st.step = Step::Architects;
    apply(c(), &mut st, 1, &Action::Event("olympic_games".into())).unwrap();
    assert_eq!(st.event.as_deref(), Some("olympic_games"));
    assert_eq!(st.event_decks[0][0], "sea_peoples");
}

#[test]
fn porcelain_tower_holds_a_second_advisor() {
    let mut st = blank(2);
    st.players[0].wonders.push("porcelain_tower".into());
    st.players[0].advisors.push("hammurabi".into());
    let a = put_on_board(&mut st, "confucius");
    st.players[0].gold = 5;
    apply(c(), &mut st, 0, &a).unwrap();
    assert_eq!(st.players[0].advisors.len(), 2);
}

#[test]
fn sphinx_pays_even_when_covered() {
    let mut st = blank(2);
    let stone = c().card("sphinx").unwrap().bonus.stone;
    st.players[0].wonders = vec!["sphinx".into()];
    st.players[0].wonder = Some("colossus".into());
    st.players[0].built = c().card("colossus").unwrap().sections.len() as i32 - 1;
    st.players[0].stone = 10;
    st.public_architects = 1;
    apply(c(), &mut st, 0, &Action::Hire(false)).unwrap();
    // cover_free: choose to cover the Sphinx itself.
    let cover = Action::Replace(0);
    let before = st.players[0].stone;
    apply(c(), &mut st, 0, &cover).unwrap();
    assert_eq!(st.players[0].wonders, vec!["colossus".to_string()]);
    assert_eq!(
        before, st.players[0].stone,
        "paid at completion, before covering"
    );
    let cost = *c().card("colossus").unwrap().sections.last().unwrap();
    assert_eq!(st.players[0].stone, 10 - cost + stone);
}

#[test]
fn tokugawa_counts_cards_not_workers() {
    let mut p = Player {
        pop_food: 4,
        pop_stab: 4,
        ..Default::default()
    };
    slot(&mut p, "warriors", 3);
    slot(&mut p, "hoplites", 1);
    let s = stability(c(), &p);
    p.advisors.push("tokugawa".into());
    assert_eq!(stability(c(), &p), s + 2);
}

#[test]
fn versailles_counts_as_least_stable_in_its_round() {
    let mut st = blank(2);
    strength(&mut st.players[0], 0, 6);
    st.players[0].wonder = Some("versailles".into());
    st.players[0].built = 2;
    st.players[0].stone = 10;
    st.public_architects = 1;
    apply(c(), &mut st, 0, &Action::Hire(false)).unwrap();
    assert!(st.players[0].least_stable);
    // Seat 1 (Stability 0) is less stable, but seat 0 counts as least.
    assert_eq!(select(c(), &st, Selector::LeastStable), vec![0]);
    // No revolt from it: Stability itself is unchanged.
    assert!(stability(c(), &st.players[0]) >= 6);
}

#[test]
fn piazza_san_marco_trades_once_per_round() {
    let mut st = blank(2);
    st.players[0].wonders.push("piazza_san_marco".into());
    st.players[0].gold = 5;
    let a = Action::Use("piazza_san_marco".into());
    apply(c(), &mut st, 0, &a).unwrap();
    apply(c(), &mut st, 0, &Action::Gain(Resource::Food)).unwrap();
    assert_eq!((st.players[0].gold, st.players[0].food), (3, 5));
    apply(c(), &mut st, 1, &Action::Pass).unwrap();
    assert!(!legal_actions(c(), &st, 0).contains(&a));
}

#[test]
fn great_lighthouse_book_for_three_gold_buys() {
    let mut st = blank(2);
    st.players[0].wonders.push("great_lighthouse".into());
    st.players[0].gold = 3;
    st.board[0] = Some("colossus".into());
    apply(c(), &mut st, 0, &Action::Buy(0, 0)).unwrap();
    assert_eq!(st.players[0].books, 1);
}

#[test]
fn notre_dame_books_for_the_most_stable() {
    let mut st = blank(2);
    st.players[0].wonders.push("notre_dame".into());
    strength(&mut st.players[0], 0, 2);
    produce(&mut st, c());
    assert_eq!(st.players[0].books, 3);
    let mut st = blank(2);
    st.players[0].wonders.push("notre_dame".into());
    produce(&mut st, c());
    assert_eq!(st.players[0].books, 0, "tied: nobody is most stable");
}

#[test]
fn great_wall_marker_when_passing_first() {
    let mut st = blank(2);
    st.players[0].wonders.push("great_wall".into());
    apply(c(), &mut st, 0, &Action::Pass).unwrap();
    assert!(st.players[0].used.contains(&"great_wall".to_string()));
}

// ------------------------------------------------------ named events

fn decline(_: &State, _: usize, _: &Pending) -> Action {
    Action::Decline
}

fn accept(_: &State, _: usize, p: &Pending) -> Action {
    match p {
        Pending::Crusade(_) => Action::Gain(Resource::Gold),
        Pending::Zoroaster(_) => Action::ChoosePenalty,
        _ => Action::Accept,
    }
}

fn rich(st: &mut State) {
    for p in st.players.iter_mut() {
        p.gold = 10;
        p.stone = 10;
        p.food = 10;
        p.books = 10;
        p.vp = 10;
    }
}

#[test]
fn bronze_age_collapse_spares_the_strongest_and_most_stable() {
    let mut st = blank(4);
    rich(&mut st);
    strength(&mut st.players[0], 6, 0);
    strength(&mut st.players[1], 0, 4);
    run_event(&mut st, "bronze_age_collapse", &decline);
    let food: Vec<i32> = st.players.iter().map(|p| p.food).collect();
    // The collapse costs 2 Food; the card's other event may add some.
    assert_eq!(food[0], food[1]);
    assert_eq!(food[2], food[0] - 2);
    assert_eq!(food[3], food[0] - 2);
}

#[test]
fn han_dynasty_both_parts_or_none() {
    let mut st = blank(2);
    rich(&mut st);
    strength(&mut st.players[0], 0, 2);
    let mut no = st.clone();
    run_event(&mut st, "han_dynasty", &accept);
    assert_eq!(st.players[0].gold, 13);
    assert_eq!(st.players[0].reserve, 6);
    run_event(&mut no, "han_dynasty", &decline);
    assert_eq!(no.players[0].reserve, 5);
}

#[test]
fn olympic_games_five_players() {
    let mut st = blank(5);
    rich(&mut st);
    strength(&mut st.players[3], 0, 8);
    strength(&mut st.players[4], 0, 6);
    run_event(&mut st, "olympic_games", &decline);
    assert_eq!(&st.order[..2], &[3, 4]);
}

#[test]
fn glorious_revolution_five_players_second_ends_last() {
    let mut st = blank(5);
    rich(&mut st);
    strength(&mut st.players[0], 0, 8);
    strength(&mut st.players[1], 0, 6);
    let asked = std::cell::RefCell::new(vec![]);
    run_event(&mut st, "glorious_revolution", &|_, seat, p| {
        if matches!(p, Pending::EventYesNo(0)) {
            asked.borrow_mut().push(seat);
            Action::Accept
        } else {
            Action::Decline
        }
    });
    assert_eq!(*asked.borrow(), vec![1, 0], "2nd most stable chooses first");
    assert_eq!(&st.order[3..], &[0, 1]);
}

#[test]
fn fourth_crusade_strongest_choose_weakest_pay() {
    let mut st = blank(5);
    rich(&mut st);
    strength(&mut st.players[0], 10, 0);
    strength(&mut st.players[1], 8, 0);
    strength(&mut st.players[2], 4, 0);
    strength(&mut st.players[3], 2, 0);
    let chooser = std::cell::RefCell::new(None);
    run_event(&mut st, "fourth_crusade", &|_, seat, p| {
        if matches!(p, Pending::Crusade(_)) {
            *chooser.borrow_mut() = Some(seat);
        }
        accept(&State::clone(&blank(2)), seat, p)
    });
    assert_eq!(*chooser.borrow(), Some(0));
    let g: Vec<i32> = st.players.iter().map(|p| p.gold).collect();
    assert_eq!(&g[..2], &[13, 13]);
    assert_eq!(&g[3..], &[7, 7]);
}

#[test]
fn fourth_crusade_tie_for_strongest_still_costs_the_weakest() {
    // §2.6.1: seats 0 and 1 share the highest Military (6), so nobody
    // gains; the weakest (seat 2, Military 2) still loses what the first
    // of the tied in turn order names.
    let mut st = blank(3);
    rich(&mut st);
    strength(&mut st.players[0], 6, 0);
    strength(&mut st.players[1], 6, 0);
    strength(&mut st.players[2], 2, 0);
    st.order = vec![1, 0, 2];
    let asked = std::cell::RefCell::new(Vec::new());
    run_event(&mut st, "fourth_crusade", &|st, seat, p| {
        if matches!(p, Pending::Crusade(_)) {
            let why = talk::prompt(c(), st, seat).map(|m| m.id.to_string());
            asked.borrow_mut().push((seat, why));
            return Action::Gain(Resource::Stone);
        }
        accept(st, seat, p)
    });
    assert_eq!(
        *asked.borrow(),
        vec![(1, Some("nations-prompt-crusade-tie".to_string()))]
    );
    let stone: Vec<i32> = st.players.iter().map(|p| p.stone).collect();
    assert_eq!(stone, vec![10, 10, 7]);
}

#[test]
fn zoroastrian_resurgence_bonus_or_penalty() {
    let mut st = blank(3);
    rich(&mut st);
    strength(&mut st.players[2], 0, 4);
    run_event(&mut st, "zoroastrian_resurgence", &accept);
    let b: Vec<i32> = st.players.iter().map(|p| p.books).collect();
    assert_eq!(b, vec![8, 8, 10]);
}

#[test]
fn sinking_of_the_vasa_lowers_military_for_the_other_event() {
    let mut st = blank(2);
    rich(&mut st);
    strength(&mut st.players[0], 6, 0);
    strength(&mut st.players[1], 3, 0);
    // Seat 0 is strongest (6 vs 3) but counts 6-5 = 1: now the weakest.
    run_event(&mut st, "sinking_of_the_vasa", &decline);
    assert_eq!((st.players[0].gold, st.players[1].gold), (7, 10));
    assert_eq!(military(c(), &st.players[0]), 6, "only for the event");
}

#[test]
fn janissaries_both_parts_or_none() {
    let mut st = blank(2);
    rich(&mut st);
    strength(&mut st.players[1], 4, 0);
    run_event(&mut st, "janissaries", &accept);
    assert_eq!(st.players[1].stone, 13);
    assert_eq!(st.players[1].reserve, 6);
}

#[test]
fn worlds_fair_free_architects() {
    let mut st = blank(2);
    rich(&mut st);
    st.players[0].wonder = Some("eiffel_tower".into());
    run_event(&mut st, "worlds_fair", &decline);
    assert_eq!(st.players[0].built, 1);
    assert_eq!(st.players[0].stone, 10, "no Stone paid");
}

// ------------------------------------------------------ solo (§10.7)

fn solo() -> State {
    let mut st = new_state(1, &[]);
    st.pending.clear();
    st.step = Step::Actions;
    st
}

#[test]
fn solo_die_1_to_4_clears_a_column_and_buys_its_cheapest_war() {
    let mut st = solo();
    let cols = st.cfg.columns;
    let wars: Vec<String> = c()
        .cards
        .iter()
        .filter(|k| k.kind == Kind::War)
        .map(|k| k.id.clone())
        .take(2)
        .collect();
    st.board[1] = Some(wars[0].clone()); // Row-3, column 2
    st.board[2 * cols + 1] = Some(wars[1].clone()); // Row-1, column 2
    st.neutral.as_mut().unwrap().military = 12;
    neutral_acts(&mut st, c(), 2);
    assert!((0..3).all(|r| st.board[r * cols + 1].is_none()));
    let w = st.war.clone().unwrap();
    assert_eq!((w.card, w.strength, w.buyer), (wars[1].clone(), 12, 1));
    // no second War in the same round.
    st.board[2] = Some(wars[0].clone());
    neutral_acts(&mut st, c(), 3);
    assert_eq!(st.war.as_ref().unwrap().card, wars[1]);
    assert!(st.board[2].is_none());
}

#[test]
fn solo_die_5_and_6_follow_the_tile() {
    let mut st = solo();
    let tile = c()
        .solo
        .iter()
        .find(|t| t.five.remove_row == 3)
        .expect("a tile whose 5 clears the 3-gold row");
    st.tile = Some(tile.id.clone());
    neutral_acts(&mut st, c(), 5);
    assert!((0..st.cfg.columns).all(|col| st.board[col].is_none()));
}

/// Plays `a` for the solo player, then any decision it leaves with the
/// first legal action; says whether the die was rolled and told.
fn solo_play(st: &mut State, a: &Action) -> bool {
    let before = st.rng.clone();
    let rolled = |applied: Applied| applied.public.iter().any(|m| m.id == "nations-solo-roll");
    let mut told = rolled(apply(c(), st, 0, a).unwrap());
    while !st.pending.is_empty() && st.step == Step::Actions {
        let next = legal_actions(c(), st, 0)[0].clone();
        told |= rolled(apply(c(), st, 0, &next).unwrap());
    }
    assert_eq!(told, st.rng != before, "told exactly when rolled");
    told
}

#[test]
fn solo_rolls_after_buy_deploy_and_hire_not_after_pass() {
    // §10.7: the neutral rolls after each buy, military deploy and hire;
    // passing ends the Action phase with no roll.
    let mut st = solo();
    st.players[0].gold = 20;
    st.players[0].stone = 20;
    st.players[0].reserve = 2;
    let buy = legal_actions(c(), &st, 0)
        .into_iter()
        .find(|a| matches!(a, Action::Buy(..)))
        .expect("a card to buy");
    assert!(solo_play(&mut st, &buy), "a buy rolls the die");
    st.players[0].gold = 20;
    assert!(
        solo_play(&mut st, &Action::Deploy(0, None)),
        "a deploy on the Military card rolls the die"
    );
    st.players[0].wonder = Some("pyramids".into());
    st.players[0].built = 0;
    st.public_architects = 2;
    let hire = legal_actions(c(), &st, 0)
        .into_iter()
        .find(|a| matches!(a, Action::Hire(_)))
        .expect("an architect to hire");
    assert!(solo_play(&mut st, &hire), "a hire rolls the die");
    let roll = st.neutral.as_ref().unwrap().last_roll;
    assert!(roll.is_some());
    assert!(!solo_play(&mut st, &Action::Pass), "a pass rolls nothing");
    assert_ne!(st.step, Step::Actions, "the pass ended the Action phase");
}

#[test]
fn solo_stability_check_and_book_scoring() {
    let mut st = solo();
    st.players[0].vp = 5;
    st.neutral.as_mut().unwrap().stability = 1;
    strength(&mut st.players[0], 0, 2);
    st.step = Step::SoloCheck;
    st.round = 1;
    st.tile = None;
    advance(&mut st, c());
    assert_eq!(st.players[0].vp, 6);
    let mut st = solo();
    st.players[0].books = 9;
    st.neutral.as_mut().unwrap().books = 9;
    book_scoring(&mut st);
    assert_eq!(st.players[0].vp, 5, "equal Books: nothing");
    st.players[0].books = 10;
    book_scoring(&mut st);
    assert_eq!(st.players[0].vp, 8);
}

#[test]
fn solo_selectors_compare_with_the_neutral() {
    let mut st = solo();
    st.neutral.as_mut().unwrap().military = 4;
    strength(&mut st.players[0], 4, 0);
    assert!(select(c(), &st, Selector::Strongest).is_empty());
    assert_eq!(select(c(), &st, Selector::Weakest), vec![0], "ties hurt");
    // Where the neutral has no value, the player wins.
    assert_eq!(select(c(), &st, Selector::PassedFirst), vec![0]);
    assert!(select(c(), &st, Selector::PassedLast).is_empty());
}

// ------------------------------------------------ advisor removal (§9.1.3)

/// A nation holding the Porcelain Tower and two advisors.
fn tower_with_two(st: &mut State) {
    let p = &mut st.players[0];
    p.wonders = vec!["porcelain_tower".into()];
    p.advisors = vec!["hammurabi".into(), "confucius".into()];
}

#[test]
fn remove_all_advisors_takes_the_porcelain_towers_too() {
    let mut st = blank(2);
    tower_with_two(&mut st);
    lose_advisors(&mut st, 0, true);
    assert!(st.players[0].advisors.is_empty());
    assert!(st.pending.is_empty());
    // Through an event: Revolutions of 1848's least stable lose them all.
    let mut st = blank(2);
    tower_with_two(&mut st);
    strength(&mut st.players[1], 0, 2);
    run_event(&mut st, "revolutions_of_1848", &decline);
    assert!(st.players[0].advisors.is_empty());
    assert_eq!(st.players[0].wonders, vec!["porcelain_tower".to_string()]);
}

#[test]
fn remove_an_advisor_lets_the_holder_of_two_choose() {
    let mut st = blank(2);
    tower_with_two(&mut st);
    lose_advisors(&mut st, 0, false);
    assert_eq!(st.pending, vec![(0, Pending::LoseAdvisor)]);
    let legal = legal_actions(c(), &st, 0);
    let words: Vec<String> = legal.iter().map(|a| notation(c(), &st, a)).collect();
    assert_eq!(words, vec!["remove Hammurabi", "remove Confucius"]);
    apply(c(), &mut st, 0, &legal[0]).unwrap();
    assert_eq!(st.players[0].advisors, vec!["confucius".to_string()]);
    // One advisor and no choice: it simply goes.
    let mut st = blank(2);
    st.players[0].advisors = vec!["hammurabi".into()];
    lose_advisors(&mut st, 0, false);
    assert!(st.players[0].advisors.is_empty() && st.pending.is_empty());
    // Fall of Constantinople: the least stable loses one advisor.
    let mut st = blank(2);
    tower_with_two(&mut st);
    strength(&mut st.players[1], 0, 2);
    run_event(&mut st, "fall_of_constantinople", &decline);
    assert_eq!(st.players[0].advisors.len(), 1);
}

#[test]
fn expert_variant_removes_every_advisor() {
    let mut st = blank(2);
    st.cfg.expert_advisors = true;
    tower_with_two(&mut st);
    lose_advisors(&mut st, 0, false);
    assert!(st.players[0].advisors.is_empty());
    assert!(st.pending.is_empty());
    // The variant follows the Expert cards unless the table says otherwise.
    assert!(new_state(3, &[("cards", "expert")]).cfg.expert_advisors);
    assert!(new_state(3, &[("cards", "all")]).cfg.expert_advisors);
    assert!(!new_state(3, &[("cards", "advanced")]).cfg.expert_advisors);
    assert!(
        !new_state(3, &[("cards", "all"), ("advisor_removal", "normal")])
            .cfg
            .expert_advisors
    );
    assert!(
        new_state(3, &[("cards", "base"), ("advisor_removal", "expert")])
            .cfg
            .expert_advisors
    );
}

#[test]
fn titanic_with_porcelain_tower_and_two_advisors_loses_both() {
    let k = c().card("titanic").expect("Titanic is in the pack");
    assert_eq!(k.hook.as_deref(), Some("titanic"));
    assert_eq!(k.provenance, "rulebook");
    assert!(k.house_fields.contains(&"type".to_string()));
    let mut st = blank(2);
    tower_with_two(&mut st);
    st.players[0].wonder = Some("titanic".into());
    st.players[0].built = k.sections.len() as i32 - 1;
    st.players[0].stone = 10;
    st.public_architects = 1;
    apply(c(), &mut st, 0, &Action::Hire(false)).unwrap();
    assert!(st.players[0].advisors.is_empty(), "both advisors go");
    assert_eq!(
        st.pending,
        vec![(0, Pending::PlaceWonder("titanic".into()))]
    );
    apply(c(), &mut st, 0, &Action::PlaceNew).unwrap();
    let p = &st.players[0];
    assert_eq!(p.wonders, vec!["porcelain_tower", "titanic"]);
    assert!(st.pending.is_empty());
    // Without the Porcelain Tower, the one advisor goes.
    let mut st = blank(2);
    st.players[0].advisors = vec!["hammurabi".into()];
    st.players[0].wonder = Some("titanic".into());
    st.players[0].built = k.sections.len() as i32 - 1;
    st.players[0].stone = 10;
    st.public_architects = 1;
    apply(c(), &mut st, 0, &Action::Hire(false)).unwrap();
    assert!(st.players[0].advisors.is_empty());
}

#[test]
fn losing_the_porcelain_tower_trims_advisors_to_one() {
    let mut st = blank(2);
    tower_with_two(&mut st);
    st.players[0].wonder = Some("colossus".into());
    st.players[0].built = c().card("colossus").unwrap().sections.len() as i32 - 1;
    st.players[0].stone = 10;
    st.public_architects = 1;
    apply(c(), &mut st, 0, &Action::Hire(false)).unwrap();
    // Cover the Porcelain Tower with the new wonder.
    assert_eq!(
        notation(c(), &st, &Action::Replace(0)),
        "cover Porcelain Tower"
    );
    apply(c(), &mut st, 0, &Action::Replace(0)).unwrap();
    assert_eq!(st.players[0].wonders, vec!["colossus".to_string()]);
    // Two advisors, a limit of one: the owner picks which goes.
    assert_eq!(st.pending, vec![(0, Pending::TrimAdvisors)]);
    assert_eq!(to_act(&st), vec![0]);
    let a = Action::Drop(1);
    assert_eq!(notation(c(), &st, &a), "remove Confucius");
    apply(c(), &mut st, 0, &a).unwrap();
    assert_eq!(st.players[0].advisors, vec!["hammurabi".to_string()]);
    assert!(st.pending.is_empty());
}

// ------------------------------------- War losses of several types

/// E-20's War (strength 10, 4 Gold) with 2 Stone added.
fn war_gold_stone(content: &mut Content) -> String {
    let i = content
        .cards
        .iter()
        .position(|k| k.kind == Kind::War)
        .unwrap();
    content.cards[i].loss = Res {
        gold: -4,
        stone: -2,
        ..Default::default()
    };
    content.cards[i].id.clone()
}

#[test]
fn a09_defeated_nations_choose_what_stability_spares_then_lose_at_once() {
    let mut content = content().clone();
    let war_id = war_gold_stone(&mut content);
    let c = &content;
    let mut st = blank(3);
    st.event = None;
    for p in st.players.iter_mut() {
        p.gold = 10;
        p.stone = 10;
        p.vp = 5;
    }
    // Seat 0: Military 9, Stability 3 (E-20's X). Seat 1: Military 9,
    // Stability 5 (E-20's Y). Seat 2: Military 9, Stability 6, which
    // covers the whole loss of 6.
    for (seat, stab) in [(0, 3), (1, 5), (2, 6)] {
        let p = &mut st.players[seat];
        strength(p, 9, 0);
        slot(p, "agora", stab);
        assert_eq!(stability(c, p), stab);
    }
    st.war = Some(War {
        card: war_id,
        strength: 10,
        buyer: 2,
    });
    st.step = Step::War;
    advance(&mut st, c);
    // Reverse turn order: seat 1 chooses first, then seat 0; seat 2 has
    // nothing to choose.
    assert_eq!(
        st.pending,
        vec![(1, Pending::WarSpare), (0, Pending::WarSpare)]
    );
    let words: Vec<String> = legal_actions(c, &st, 1)
        .iter()
        .map(|a| notation(c, &st, a))
        .collect();
    assert_eq!(
        words,
        vec!["spare 4 gold 1 stone", "spare 3 gold 2 stone"],
        "5 of the 6 units are spared; at most 4 Gold and 2 Stone"
    );
    let game = super::super::Nations {
        content: std::sync::Arc::new(content.clone()),
    };
    let a = crate::engine::Game::parse(&game, &st, 1, "Spare 3 gold  2 stone").unwrap();
    assert_eq!(a, Action::Spare([3, 2, 0, 0]));
    apply(c, &mut st, 1, &a).unwrap();
    let said = format!("{:?}", status(c, &st));
    assert!(said.contains("nations-status-war-spare"), "{said}");
    // Nothing is lost before the last choice.
    assert!(st.players.iter().all(|p| p.gold == 10 && p.stone == 10));
    let words: Vec<String> = legal_actions(c, &st, 0)
        .iter()
        .map(|a| notation(c, &st, a))
        .collect();
    assert_eq!(
        words,
        vec![
            "spare 3 gold",
            "spare 2 gold 1 stone",
            "spare 1 gold 2 stone"
        ]
    );
    apply(c, &mut st, 0, &Action::Spare([1, 2, 0, 0])).unwrap();
    let got: Vec<(i32, i32, i32)> = st.players.iter().map(|p| (p.gold, p.stone, p.vp)).collect();
    // Seat 0 loses 3 Gold, seat 1 1 Gold, seat 2 nothing; all lose 1 VP.
    assert_eq!(got, vec![(7, 10, 4), (9, 10, 4), (10, 10, 4)]);
    assert!(st.war.is_none() && st.defeats.is_empty());
}

#[test]
fn a09_a_single_type_loss_needs_no_choice() {
    // E-20 again through the machine: 4 Gold, Stability 3 loses 1 Gold.
    let mut content = content().clone();
    let war_id = war_with_gold_loss(&mut content, 4);
    let c = &content;
    let mut st = blank(2);
    st.event = None;
    st.players[0].gold = 10;
    st.players[0].vp = 5;
    strength(&mut st.players[0], 9, 0);
    slot(&mut st.players[0], "agora", 3);
    strength(&mut st.players[1], 12, 0);
    st.war = Some(War {
        card: war_id,
        strength: 10,
        buyer: 1,
    });
    st.step = Step::War;
    advance(&mut st, c);
    assert!(!st.pending.iter().any(|p| p.1 == Pending::WarSpare));
    assert_eq!((st.players[0].gold, st.players[0].vp), (9, 4));
}

// ------------------------------------------ Grand Duchy of Finland (promo)

#[test]
fn grand_duchy_of_finland_is_a_promo_in_play_with_the_option() {
    let k = c().card("grand_duchy_of_finland").expect("in the pack");
    assert_eq!(
        (k.set.as_str(), k.provenance.as_str()),
        ("promo", "rulebook")
    );
    assert!(k.house_fields.contains(&"type".to_string()));
    let in_decks = |st: &State| st.decks.iter().flatten().any(|id| id == &k.id);
    for players in [3, 5] {
        assert!(!in_decks(&new_state(players, &[])));
        assert!(in_decks(&new_state(players, &[("promo", "true")])));
    }
    // Playable: a colony bought with enough Military Strength.
    let mut st = blank(2);
    let a = put_on_board(&mut st, &k.id);
    st.players[0].gold = 1;
    strength(&mut st.players[0], k.requirement - 1, 0);
    assert!(!legal_actions(c(), &st, 0).contains(&a));
    strength(&mut st.players[0], k.requirement + 1, 0);
    assert!(legal_actions(c(), &st, 0).contains(&a));
    let before = stability(c(), &st.players[0]);
    apply(c(), &mut st, 0, &a).unwrap();
    assert_eq!(st.players[0].colonies, vec![k.id.clone()]);
    assert_eq!(stability(c(), &st.players[0]), before + k.effect.stability);
    assert_eq!(final_score(c(), &st.players[0])[1], k.vp);
}

// ------------------------------------------- solo tile changes (§10.7)

fn tile_with(f: impl Fn(&SoloTile) -> bool) -> String {
    c().solo
        .iter()
        .find(|t| f(t))
        .map(|t| t.id.clone())
        .expect("a tile with that change")
}

#[test]
fn solo_tile_changes_a_rows_price() {
    let mut st = solo();
    let id = tile_with(|t| t.changes.price.is_some_and(|p| p.row == 3 && p.delta == -1));
    assert_eq!(row_price(c(), &st, 0), 3);
    st.tile = Some(id);
    assert_eq!(
        (0..3).map(|r| row_price(c(), &st, r)).collect::<Vec<_>>(),
        vec![2, 2, 1]
    );
    // A Row-3 card for 2 Gold.
    st.board[0] = Some("agora".into());
    st.players[0].gold = 2;
    assert!(legal_actions(c(), &st, 0).contains(&Action::Buy(0, 0)));
    apply(c(), &mut st, 0, &Action::Buy(0, 0)).unwrap();
    assert_eq!(st.players[0].gold, 0);
    // A dearer row: 2 Gold no longer buys from the 2-Gold row.
    let mut st = solo();
    st.tile = Some(tile_with(|t| {
        t.changes.price.is_some_and(|p| p.row == 2 && p.delta == 1)
    }));
    st.board[st.cfg.columns] = Some("agora".into());
    st.players[0].gold = 2;
    assert!(!legal_actions(c(), &st, 0).contains(&Action::Buy(1, 0)));
    st.players[0].gold = 3;
    assert!(legal_actions(c(), &st, 0).contains(&Action::Buy(1, 0)));
}

#[test]
fn solo_tile_changes_give_architects_and_resources() {
    // Extra architects of one's own this round.
    let mut st = solo();
    st.tile = Some(tile_with(|t| {
        t.changes.architects == 1 && t.changes.gain.is_zero()
    }));
    architects(&mut st, c());
    assert_eq!(st.players[0].private_architects, 1);
    // They last one round: the next tile without the change takes them back.
    st.tile = Some(tile_with(|t| t.changes.is_empty()));
    architects(&mut st, c());
    assert_eq!(st.players[0].private_architects, 0);
    // A bonus when the tile is drawn: +2 Food.
    let id = tile_with(|t| t.changes.gain.food == 2);
    let mut st = solo();
    st.tiles[0] = vec![id];
    let food = st.players[0].food;
    draw_event(&mut st, c());
    assert_eq!(st.players[0].food, food + 2);
    // A penalty is a forced loss (§2.7): 1 Stone against 2 costs the
    // Stone, 1 VP and 1 Book.
    let id = tile_with(|t| t.changes.gain.stone == -2);
    let mut st = solo();
    st.tiles[1] = vec![id];
    st.round = 3;
    st.players[0].stone = 1;
    st.players[0].books = 4;
    st.players[0].vp = 3;
    draw_event(&mut st, c());
    let p = &st.players[0];
    assert_eq!((p.stone, p.vp, p.books), (0, 2, 3));
}

/// A copy of the pack whose Black Death gives every nation `workers`
/// workers in its first event and does nothing in its second, so a test
/// sees the choices alone.
fn everyone_gets_workers(workers: i32) -> Content {
    let mut content = content().clone();
    let e = content
        .events
        .iter_mut()
        .find(|e| e.id == "black_death")
        .unwrap();
    e.first = EventPart {
        who: Some(Selector::All),
        workers,
        ..EventPart::default()
    };
    e.second = EventPart {
        who: Some(Selector::All),
        ..EventPart::default()
    };
    content
}

#[test]
fn event_workers_are_chosen_in_reverse_turn_order_and_apply_together() {
    // §2.6.5, §7.4.3: every nation takes a worker; the last in turn order
    // chooses first, and a card removed "if least stable" is judged only
    // once everyone has chosen.
    let content = everyone_gets_workers(1);
    let c = &content;
    let mut st = blank(3);
    rich(&mut st);
    st.order = vec![1, 0, 2];
    strength(&mut st.players[0], 0, 2);
    strength(&mut st.players[1], 0, 6);
    strength(&mut st.players[2], 0, 4);
    st.players[2].advisors.push("genghis_khan".into());
    st.event = Some("black_death".into());
    st.step = Step::EventSetup(0);
    advance(&mut st, c);
    let asked: Vec<usize> = st.pending.iter().map(|(s, _)| *s).collect();
    assert_eq!(asked, vec![2, 0, 1], "reverse turn order: {:?}", st.pending);
    // Seat 2 (Stability 4) takes from Stability: 1, the least stable now.
    apply(c, &mut st, 2, &Action::Take(Section::Stability)).unwrap();
    assert_eq!(stability(c, &st.players[2]), 1);
    assert!(
        st.players[2].advisors.contains(&"genghis_khan".to_string()),
        "removed before the others chose"
    );
    // Seat 0 (Stability 2) goes negative: the least stable is seat 0 alone.
    apply(c, &mut st, 0, &Action::Take(Section::Stability)).unwrap();
    apply(c, &mut st, 1, &Action::Take(Section::Food)).unwrap();
    assert_eq!(stability(c, &st.players[0]), -1);
    assert!(st.players[2].advisors.contains(&"genghis_khan".to_string()));
    assert_eq!(
        st.players.iter().map(|p| p.reserve).collect::<Vec<_>>(),
        vec![6, 6, 6]
    );
}

#[test]
fn famine_shortfall_choices_come_in_reverse_turn_order() {
    // §7.5 with §2.7: nobody has Food or Books, so each chooses what to
    // give for the missing Books, last in turn order first.
    let mut st = blank(3);
    st.order = vec![1, 2, 0];
    for p in st.players.iter_mut() {
        p.gold = 5;
        p.stone = 5;
        p.vp = 5;
    }
    st.event = Some("black_death".into());
    let food = c().event("black_death").unwrap().famine;
    assert!(food > 0);
    st.step = Step::Famine;
    advance(&mut st, c());
    let asked: Vec<usize> = st.pending.iter().map(|(s, _)| *s).collect();
    assert_eq!(asked, vec![0, 2, 1], "{:?}", st.pending);
    assert!(st
        .pending
        .iter()
        .all(|(_, p)| matches!(p, Pending::Lose(n) if *n == food)));
    // Food and Books shortfalls cost 1 VP each, at once for everyone.
    assert!(st.players.iter().all(|p| p.vp == 3));
}

/// Plays seat 0's free moves (anything but a pass or a buy) while it has
/// any, and fails if they don't run out.
fn free_moves_end(st: &mut State) {
    let mut moves = 0;
    loop {
        let legal = legal_actions(c(), st, 0);
        let Some(a) = legal
            .iter()
            .find(|a| !matches!(a, Action::Pass | Action::Buy(..)))
        else {
            break;
        };
        apply(c(), st, 0, &a.clone()).unwrap();
        moves += 1;
        assert!(moves < 10, "free moves without end: {legal:?}");
    }
}

/// The cycle an arena game found (issue 17): with every other nation
/// passed, a bot undeployed its worker from the Aqueduct (deploy cost 0)
/// and deployed it back, turn after turn, and the round never ended.
/// Each free deploy may no longer undo an earlier move (§2.4, §6.1): the
/// same loop is now impossible, any run of free moves ends in a pass, and
/// a move that spent something opens the card again.
#[test]
fn free_deploys_can_not_go_round_in_a_cycle() {
    let mut st = blank(2);
    st.players[1].passed = true;
    st.pass_order = vec![1];
    let p = &mut st.players[0];
    p.reserve = 0;
    p.gold = 3;
    slot(p, "aqueduct", 1);
    slot(p, "bazaar", 0);
    let names = |st: &State| -> Vec<String> {
        legal_actions(c(), st, 0)
            .iter()
            .map(|a| notation(c(), st, a))
            .collect()
    };
    apply(c(), &mut st, 0, &Action::Undeploy(0)).unwrap();
    // The arena's loop: "undeploy Aqueduct | deploy Aqueduct".
    let after_undeploy = names(&st);
    assert!(
        !after_undeploy.contains(&"deploy Aqueduct".to_string()),
        "{after_undeploy:?}"
    );
    assert!(after_undeploy.contains(&"deploy Bazaar".to_string()));
    // The two-card version: Aqueduct -> Bazaar, then back.
    apply(c(), &mut st, 0, &Action::Deploy(1, None)).unwrap();
    assert_eq!(
        st.order.get(st.turn),
        Some(&0),
        "the only nation left acts again"
    );
    assert!(!names(&st).iter().any(|n| n.starts_with("deploy Aqueduct")));
    // Whatever free moves the nation makes now, it runs out of them.
    free_moves_end(&mut st);
    // Spending something (a buy) opens the cards again: the bound takes
    // no layout of workers away.
    assert!(!names(&st).iter().any(|n| n.starts_with("deploy Aqueduct")));
    let buy = put_on_board(&mut st, "aristotle");
    apply(c(), &mut st, 0, &buy).unwrap();
    assert_eq!(st.order.get(st.turn), Some(&0));
    assert!(
        names(&st).iter().any(|n| n.starts_with("deploy Aqueduct")),
        "{:?}",
        names(&st)
    );
}

/// Rules version 2 (issue 25): a free deploy may not bring back a worker
/// layout the nation had since it last spent something, and nothing
/// more. A fresh worker from the reserve may go on a free card that gave
/// one up (version 1 refused it, which changed outcomes); the arena's
/// loops are still impossible, and any run of free moves ends.
#[test]
fn version_2_bounds_free_deploys_by_layouts_only() {
    let names = |st: &State| -> Vec<String> {
        legal_actions(c(), st, 0)
            .iter()
            .map(|a| notation(c(), st, a))
            .collect()
    };
    for version in [1, 2] {
        let mut st = blank(2);
        st.cfg.rules = version;
        st.players[1].passed = true;
        st.pass_order = vec![1];
        let p = &mut st.players[0];
        p.reserve = 1;
        slot(p, "aqueduct", 1);
        slot(p, "bazaar", 0);
        // Aqueduct -> Bazaar, then a fresh worker onto the Aqueduct.
        apply(c(), &mut st, 0, &Action::Deploy(1, Some(0))).unwrap();
        let fresh = names(&st).contains(&"deploy Aqueduct".to_string());
        assert_eq!(fresh, version == 2, "version {version}: {:?}", names(&st));
    }
    // The arena's loops, under version 2.
    let mut st = blank(2);
    st.cfg.rules = 2;
    st.players[1].passed = true;
    st.pass_order = vec![1];
    let p = &mut st.players[0];
    p.reserve = 0;
    slot(p, "aqueduct", 1);
    slot(p, "bazaar", 0);
    apply(c(), &mut st, 0, &Action::Undeploy(0)).unwrap();
    assert!(!names(&st).contains(&"deploy Aqueduct".to_string()));
    apply(c(), &mut st, 0, &Action::Deploy(1, None)).unwrap();
    assert!(
        !names(&st).contains(&"deploy Aqueduct from Bazaar".to_string()),
        "{:?}",
        names(&st)
    );
    free_moves_end(&mut st);
    // A version-1 state writes nothing new: its JSON is as it always was.
    let v1 = serde_json::to_string(&blank(2)).unwrap();
    assert!(!v1.contains("\"rules\"") && !v1.contains("\"layouts\""));
}

/// The status line counts the rounds the table plays: a one-age game
/// (`ages:1`) has two, a whole one eight.
#[test]
fn status_counts_the_rounds_of_the_ages_played() {
    use crate::engine::Translate;
    let i18n = crate::i18n::I18n::load().unwrap();
    let said = |st: &State| i18n.english().tr(&status(c(), st));
    let short = new_state(2, &[("ages", "1")]);
    assert!(
        said(&short).starts_with("Round 1 of 2, age 1."),
        "{}",
        said(&short)
    );
    let whole = new_state(2, &[]);
    assert!(
        said(&whole).starts_with("Round 1 of 8, age 1."),
        "{}",
        said(&whole)
    );
}
