//! Phase 3, Gathering (Belfort spec §3.3): the resource areas and their
//! majority bonus (§3.3.1), the Recruitment Office (§3.3.2), the King's
//! Tent (§3.3.3) and income and taxes (§3.3.4), in the pack's order.

use super::*;

pub(super) fn tent_worker(st: &State, space: u8) -> Option<usize> {
    (0..st.n()).find(|&p| {
        st.players[p]
            .workers
            .iter()
            .any(|w| w.at == At::Space(Space::Tent(space)))
    })
}

/// Phase 3, from step `from` of the gathering order (3.3).
pub fn gathering(c: &Content, st: &mut State, from: usize, out: &mut Applied) {
    for (i, area) in c.gathering.iter().enumerate().skip(from) {
        match area {
            Area::Forest => resource_area(c, st, 0, out),
            Area::Quarry => resource_area(c, st, 1, out),
            Area::Mine => resource_area(c, st, 2, out),
            Area::GoldMine => resource_area(c, st, 3, out),
            Area::Office => {
                for k in 0..3u8 {
                    for p in 0..st.n() {
                        let w = st.players[p]
                            .workers
                            .iter()
                            .position(|w| w.at == At::Space(Space::Office(k)));
                        if let Some(w) = w {
                            st.players[p].workers[w].at = At::Home;
                            let elf = st.players[p].workers[w].elf;
                            let ok = gain_worker(c, st, p, elf);
                            out.public.push(msg!(
                                "belfort-recruited",
                                player = Msg::seat(p),
                                kind = if elf { "elf" } else { "dwarf" },
                                ok = if ok { "yes" } else { "no" }
                            ));
                        }
                    }
                }
            }
            Area::Tent => {
                if (0..st.n() as u8).any(|t| tent_worker(st, t).is_some()) {
                    continue_tent(c, st, 0, i as u8 + 1, out);
                    return;
                }
            }
            Area::Income => income_and_taxes(c, st, out),
        }
    }
    st.phase = Phase::Actions {
        turn: 0,
        ending: false,
    };
}

pub(super) fn continue_tent(c: &Content, st: &mut State, space: u8, step: u8, out: &mut Applied) {
    for s in space..st.n() as u8 {
        if tent_worker(st, s).is_some() {
            st.phase = Phase::Tent { space: s, step };
            return;
        }
    }
    // KT-5: every shield turns face up again.
    st.grey.iter_mut().for_each(|g| *g = false);
    gathering(c, st, step as usize, out);
}

/// What a player's workers in resource area `area` collect and how many
/// heads count there for its majority (3.3.1): the forest takes elves and
/// the quarry dwarves, each worker 1 and a master 2; the iron mine pairs
/// elves with dwarves (the smaller strength), the gold mine takes both.
pub fn area_take(workers: &[Worker], area: u8) -> (i64, i64) {
    let here = || workers.iter().filter(|w| w.at == At::Area(area));
    let strength = |elf: bool| {
        here()
            .filter(|w| w.elf == elf)
            .map(|w| if w.master { 2 } else { 1 })
            .sum::<i64>()
    };
    let heads = |elf: bool| here().filter(|w| w.elf == elf).count() as i64;
    match area {
        0 => (strength(true), heads(true)),
        1 => (strength(false), heads(false)),
        2 => (
            strength(true).min(strength(false)),
            heads(true) + heads(false),
        ),
        _ => (strength(true) + strength(false), heads(true) + heads(false)),
    }
}

/// A resource area (3.3.1): collect by strength, +1 to the unique
/// headcount majority.
pub fn resource_area(c: &Content, st: &mut State, area: u8, out: &mut Applied) {
    let _ = c;
    let n = st.n();
    let mut head = vec![0i64; n];
    let mut got_by = vec![0i64; n];
    #[allow(clippy::needless_range_loop)]
    for p in 0..n {
        let (got, h) = area_take(&st.players[p].workers, area);
        head[p] = h;
        got_by[p] = got;
        add_area(&mut st.players[p], area, got);
        for w in st.players[p].workers.iter_mut() {
            if w.at == At::Area(area) {
                w.at = At::Home;
            }
        }
    }
    let max = head.iter().copied().max().unwrap_or(0);
    let mut bonus = None;
    if max > 0 && head.iter().filter(|&&h| h == max).count() == 1 {
        let p = head.iter().position(|&h| h == max).unwrap_or(0);
        add_area(&mut st.players[p], area, 1);
        bonus = Some(p);
    }
    // One line per area: "Forest: ann 3 wood (+1 most workers), bob 1 wood."
    let parts: Vec<Msg> = (0..n)
        .filter(|&p| head[p] > 0)
        .map(|p| {
            msg!(
                "belfort-got",
                player = Msg::seat(p),
                amount = got_by[p],
                bonus = if bonus == Some(p) { 1 } else { 0 },
                area = area_id(area)
            )
        })
        .collect();
    if !parts.is_empty() {
        out.public.push(msg!(
            "belfort-area-got",
            area = area_id(area),
            list = crate::games::belfort::talk::join(parts)
        ));
    }
}

pub fn area_id(area: u8) -> &'static str {
    match area {
        0 => "forest",
        1 => "quarry",
        2 => "mine",
        _ => "goldmine",
    }
}

pub(super) fn add_area(p: &mut Player, area: u8, k: i64) {
    match area {
        0 => p.wood += k,
        1 => p.stone += k,
        2 => p.metal += k,
        _ => p.gold += k,
    }
}

/// 3.3.4: income for all, then taxes for all.
pub fn income_and_taxes(c: &Content, st: &mut State, out: &mut Applied) {
    let mut incomes = Vec::new();
    for p in 0..st.n() {
        let income: i64 = st.players[p]
            .tableau
            .iter()
            .map(|b| c.buildings[ty(st, b.card)].income)
            .sum();
        st.players[p].gold += income;
        incomes.push(msg!(
            "belfort-income-part",
            player = Msg::seat(p),
            gold = income,
            total = st.players[p].gold
        ));
    }
    out.public.push(msg!(
        "belfort-income",
        list = crate::games::belfort::talk::join(incomes)
    ));
    let mut taxes = Vec::new();
    for p in 0..st.n() {
        let score = st.players[p].score;
        let tax = c.tax(score);
        let paid = tax.min(st.players[p].gold);
        let pl = &mut st.players[p];
        pl.gold -= paid;
        let before = pl.score;
        pl.score = (pl.score - (tax - paid)).max(0);
        pl.tally.taxes += before - pl.score;
        taxes.push(msg!(
            "belfort-tax-part",
            player = Msg::seat(p),
            score = score,
            tax = tax,
            paid = paid,
            lost = before - pl.score,
            gold = pl.gold
        ));
    }
    out.public.push(msg!(
        "belfort-taxes",
        list = crate::games::belfort::talk::join(taxes)
    ));
}
