//! Core concepts and global rules (Nations §2): the cards a nation holds,
//! its derived Military and Stability, the selectors and their ties (§2.6),
//! forced losses and shortfalls (§2.7), advisors (§9.1.3), taking and
//! returning workers (§2.3) and removal the instant a condition holds (§2.5).

use super::*;

pub fn age_of(round: u8) -> u8 {
    round.div_ceil(2).clamp(1, 4)
}

pub(super) fn last_round(st: &State) -> u8 {
    st.cfg.ages * 2
}

pub(super) fn card<'a>(c: &'a Content, id: &str) -> Option<&'a CardDef> {
    c.card(id)
}

/// The cards with an ongoing flat effect: colonies, advisors, completed
/// wonders (§2.2).
pub(super) fn flat_cards<'a>(
    c: &'a Content,
    p: &'a Player,
) -> impl Iterator<Item = &'a CardDef> + 'a {
    p.colonies
        .iter()
        .chain(p.advisors.iter())
        .chain(p.wonders.iter())
        .filter_map(move |id| c.card(id))
}

pub fn has_hook(c: &Content, p: &Player, hook: &str) -> bool {
    hook_card(c, p, hook).is_some()
}

pub(super) fn hook_card<'a>(c: &'a Content, p: &'a Player, hook: &str) -> Option<&'a CardDef> {
    flat_cards(c, p).find(|k| k.hook.as_deref() == Some(hook))
}

pub(super) fn nation_effect(c: &Content, p: &Player) -> Res {
    c.nation(&p.nation, &p.side)
        .map(|n| n.effect)
        .unwrap_or_default()
}

/// One value of `Res` summed over a nation, its manned cards (per worker)
/// and its cards in play, with Tokugawa's bonus per manned Military card.
pub(super) fn stat_total(c: &Content, p: &Player, pick: impl Fn(&Res) -> i32) -> i32 {
    let mut total = pick(&nation_effect(c, p));
    for s in &p.slots {
        if let Some(k) = card(c, &s.card) {
            total += pick(&k.per_worker) * s.workers;
        }
    }
    for k in flat_cards(c, p) {
        total += pick(&k.effect);
        // Tokugawa: a bonus per manned Military card, not per worker.
        if k.hook.as_deref() == Some("tokugawa") {
            let manned = p
                .slots
                .iter()
                .filter(|s| {
                    s.workers > 0 && card(c, &s.card).is_some_and(|x| x.kind == Kind::Military)
                })
                .count() as i32;
            total += pick(&k.bonus) * manned;
        }
    }
    total
}

/// Military Strength before the cap at 40 (§2.2).
pub fn military_raw(c: &Content, p: &Player) -> i32 {
    stat_total(c, p, |r| r.military)
}

pub fn military(c: &Content, p: &Player) -> i32 {
    military_raw(c, p).clamp(0, MAX_MILITARY)
}

/// Stability before the cap at 15; it has no lower bound (§2.2).
pub fn stability_raw(c: &Content, p: &Player, penalty: i32) -> i32 {
    let s = stat_total(c, p, |r| r.stability);
    s - penalty * (4 - p.pop_stab - p.hidden_stab).max(0)
}

pub fn stability(c: &Content, p: &Player) -> i32 {
    stability_raw(c, p, c.board.space_penalty).min(MAX_STABILITY)
}

/// Food upkeep of the emptied Food-section spaces (§2.3.3).
pub fn food_upkeep(c: &Content, p: &Player) -> i32 {
    c.board.space_penalty * (4 - p.pop_food - p.hidden_food).max(0)
}

pub fn golden_bonus(c: &Content, p: &Player) -> i32 {
    flat_cards(c, p).map(|k| k.golden_age_bonus).sum()
}

/// The net production of each resource this round (§7.1.2), without the
/// conditional bonuses, which are judged for all nations at once.
pub fn production(c: &Content, p: &Player) -> Res {
    let mut r = nation_effect(c, p);
    let anna = has_hook(c, p, "anna_komnene");
    for s in &p.slots {
        if let Some(k) = card(c, &s.card) {
            let mut pw = k.per_worker;
            if anna && k.kind == Kind::Military {
                // Anna Komnene: Military cards' negative production is void.
                pw.gold = pw.gold.max(0);
                pw.stone = pw.stone.max(0);
                pw.food = pw.food.max(0);
                pw.books = pw.books.max(0);
            }
            r.add(&pw, s.workers);
        }
    }
    for k in flat_cards(c, p) {
        r.add(&k.effect, 1);
    }
    r.food -= food_upkeep(c, p);
    r.military = 0;
    r.stability = 0;
    r.vp = 0;
    r
}

pub fn best_raid(c: &Content, p: &Player) -> i32 {
    p.slots
        .iter()
        .filter(|s| s.workers > 0)
        .filter_map(|s| card(c, &s.card))
        .filter(|k| k.kind == Kind::Military)
        .map(|k| k.raid)
        .max()
        .unwrap_or(0)
}

pub(super) fn manned_military(c: &Content, p: &Player) -> bool {
    p.slots
        .iter()
        .any(|s| s.workers > 0 && card(c, &s.card).is_some_and(|k| k.kind == Kind::Military))
}

/// Positive selection with 2-4 players: strictly best and alone (§2.6.1).
pub fn positive_few(values: &[(usize, i32)]) -> Vec<usize> {
    let Some(best) = values.iter().map(|v| v.1).max() else {
        return vec![];
    };
    let top: Vec<usize> = values.iter().filter(|v| v.1 == best).map(|v| v.0).collect();
    if top.len() == 1 {
        top
    } else {
        vec![]
    }
}

/// Negative selection with 2-4 players: everyone sharing the worst value.
pub fn negative_few(values: &[(usize, i32)]) -> Vec<usize> {
    let Some(worst) = values.iter().map(|v| v.1).min() else {
        return vec![];
    };
    values
        .iter()
        .filter(|v| v.1 == worst)
        .map(|v| v.0)
        .collect()
}

/// Five players: the top two unless tied (§2.6.3, A-08).
pub fn positive_five(values: &[(usize, i32)], top_tie_both: bool) -> Vec<usize> {
    let mut v = values.to_vec();
    v.sort_by_key(|b| std::cmp::Reverse(b.1));
    let at = |i: usize| v.get(i).map(|x| x.1);
    let (v1, v2, v3) = (at(0), at(1), at(2));
    let mut out = vec![];
    if v.is_empty() {
        return out;
    }
    if v2.is_none() || v1 > v2 {
        out.push(v[0].0);
        if v2.is_some() && (v3.is_none() || v2 > v3) {
            out.push(v[1].0);
        }
    } else if (v3.is_none() || v2 > v3) && top_tie_both {
        out.push(v[0].0);
        out.push(v[1].0);
    }
    out
}

/// Five players: the two worst and everyone tied with them.
pub fn negative_five(values: &[(usize, i32)]) -> Vec<usize> {
    let mut sorted: Vec<i32> = values.iter().map(|v| v.1).collect();
    sorted.sort();
    let Some(&t) = sorted.get(1).or(sorted.first()) else {
        return vec![];
    };
    values.iter().filter(|v| v.1 <= t).map(|v| v.0).collect()
}

/// The value a selector compares, for one seat; Vasa reductions apply.
pub(super) fn sel_value(c: &Content, st: &State, sel: Selector, seat: usize) -> i32 {
    let p = &st.players[seat];
    match sel {
        Selector::Strongest | Selector::Weakest => {
            let cut: i32 = st.vasa.iter().filter(|v| v.0 == seat).map(|v| v.1).sum();
            (military(c, p) - cut).max(0)
        }
        Selector::MostStable | Selector::LeastStable => {
            // §2.6.2: negative Stability (and Versailles) tie for lowest.
            let s = stability(c, p);
            if s < 0 || p.least_stable {
                -1000
            } else {
                s
            }
        }
        Selector::MostBooks | Selector::FewestBooks => p.books,
        Selector::PassedFirst | Selector::PassedLast => {
            let pos = st
                .pass_order
                .iter()
                .position(|&s| s == seat)
                .unwrap_or(st.players.len());
            -(pos as i32)
        }
        Selector::All | Selector::NotStrongestOrMostStable => 0,
    }
}

pub(super) fn neutral_value(st: &State, sel: Selector) -> Option<i32> {
    let n = st.neutral.as_ref()?;
    match sel {
        Selector::Strongest | Selector::Weakest => Some(n.military.clamp(0, MAX_MILITARY)),
        Selector::MostStable | Selector::LeastStable => Some(if n.stability < 0 {
            -1000
        } else {
            n.stability.min(MAX_STABILITY)
        }),
        Selector::MostBooks | Selector::FewestBooks => Some(n.books),
        _ => None,
    }
}

/// The seats a selector picks out now (§2.6, solo §10.7).
pub fn select(c: &Content, st: &State, sel: Selector) -> Vec<usize> {
    let seats: Vec<usize> = (0..st.players.len()).collect();
    match sel {
        Selector::All => return seats,
        Selector::NotStrongestOrMostStable => {
            let a = select(c, st, Selector::Strongest);
            let b = select(c, st, Selector::MostStable);
            return seats
                .into_iter()
                .filter(|s| !a.contains(s) && !b.contains(s))
                .collect();
        }
        _ => {}
    }
    if st.cfg.solo {
        // Against the neutral; where it has no value, the player wins
        // every tie.
        let mine = sel_value(c, st, sel, 0);
        let hit = match neutral_value(st, sel) {
            Some(n) if sel.positive() => mine > n,
            Some(n) => mine <= n,
            None => sel.positive(),
        };
        return if hit { vec![0] } else { vec![] };
    }
    let values: Vec<(usize, i32)> = seats
        .iter()
        .map(|&s| (s, sel_value(c, st, sel, s)))
        .collect();
    let five = st.players.len() >= 5;
    if sel.positive() {
        if five {
            positive_five(&values, st.cfg.top_tie_both)
        } else {
            positive_few(&values)
        }
    } else if five {
        negative_five(&values)
    } else {
        negative_few(&values)
    }
}

/// Every nation sharing the highest Military Strength, in turn order:
/// who is "strongest" before the tie rule (§2.6.1) gives them nothing.
pub fn tied_strongest(c: &Content, st: &State) -> Vec<usize> {
    let values: Vec<i32> = (0..st.players.len())
        .map(|s| sel_value(c, st, Selector::Strongest, s))
        .collect();
    let top = values.iter().copied().max().unwrap_or(0);
    let tied: Vec<usize> = (0..st.players.len())
        .filter(|&s| values[s] == top)
        .collect();
    in_turn_order(st, &tied)
}

/// Seats ordered by their current place in the turn order.
pub(super) fn in_turn_order(st: &State, seats: &[usize]) -> Vec<usize> {
    st.order
        .iter()
        .copied()
        .filter(|s| seats.contains(s))
        .collect()
}

/// Loses `k` VP; multiplayer VP stop at 0, solo VP below 0 lose the game
/// (§2.1.4, A-18).
pub fn lose_vp(st: &mut State, seat: usize, k: i32) {
    let p = &mut st.players[seat];
    p.vp -= k;
    if st.cfg.solo {
        if p.vp < 0 {
            st.solo_lost = true;
        }
    } else {
        p.vp = p.vp.max(0);
    }
}

pub(super) fn shortfall_vp(st: &mut State, seat: usize, r: Resource) {
    if !st.players[seat].shortfall[r.index()] {
        st.players[seat].shortfall[r.index()] = true;
        lose_vp(st, seat, 1);
    }
}

/// The forced-loss rule (§2.7): what can't be paid costs a VP (once per
/// type per round) and a Book per missing unit.
pub fn force_lose(st: &mut State, seat: usize, r: Resource, n: i32) {
    if n <= 0 {
        return;
    }
    if r == Resource::Books {
        force_lose_books(st, seat, n);
        return;
    }
    let have = st.players[seat].get(r);
    if have >= n {
        *st.players[seat].get_mut(r) -= n;
        return;
    }
    *st.players[seat].get_mut(r) = 0;
    shortfall_vp(st, seat, r);
    force_lose_books(st, seat, n - have);
}

pub(super) fn force_lose_books(st: &mut State, seat: usize, n: i32) {
    let p = &mut st.players[seat];
    if p.books >= n {
        p.books -= n;
        return;
    }
    let missing = n - p.books;
    p.books = 0;
    shortfall_vp(st, seat, Resource::Books);
    // one resource of the nation's choice per missing Book, among
    // those it holds; no further cascade.
    let p = &mut st.players[seat];
    let held = p.gold + p.stone + p.food;
    let types = [p.gold, p.stone, p.food].iter().filter(|&&v| v > 0).count();
    if held == 0 {
        return;
    }
    if held <= missing || types == 1 {
        let mut left = missing;
        for r in [Resource::Gold, Resource::Stone, Resource::Food] {
            let take = left.min(p.get(r));
            *p.get_mut(r) -= take;
            left -= take;
        }
    } else {
        st.pending.push((seat, Pending::Lose(missing)));
    }
}

/// Applies an event's or a card's gains (positive) and forced losses.
pub(super) fn apply_res(st: &mut State, seat: usize, r: &Res) {
    for (res, v) in r.stock_in_order() {
        if v > 0 {
            *st.players[seat].get_mut(res) += v;
        } else {
            force_lose(st, seat, res, -v);
        }
    }
    if r.vp > 0 {
        st.players[seat].vp += r.vp;
    } else if r.vp < 0 {
        lose_vp(st, seat, -r.vp);
    }
}

/// A voluntary Gold payment, with Mansa Musa's bonus for spending the
/// last Gold (§11.2).
pub(super) fn pay_gold(c: &Content, st: &mut State, seat: usize, n: i32) {
    let p = &mut st.players[seat];
    p.gold -= n;
    if n > 0 && p.gold == 0 {
        if let Some(k) = hook_card(c, p, "mansa_musa") {
            let b = k.bonus;
            apply_res(st, seat, &b);
        }
    }
}

/// How many advisors a nation may hold: one, or two with the Porcelain
/// Tower (§1.5, §9.1).
pub(super) fn advisor_cap(c: &Content, p: &Player) -> usize {
    c.board.advisor_slots + usize::from(has_hook(c, p, "porcelain_tower"))
}

/// An effect removes advisors (§9.1.3). "All" takes every advisor, the
/// Porcelain Tower's included (Titanic: both). "One" lets a nation
/// holding two choose which goes, unless the Expert variant is on: then
/// every removal takes them all.
pub fn lose_advisors(st: &mut State, seat: usize, all: bool) {
    let expert = st.cfg.expert_advisors;
    let p = &mut st.players[seat];
    match p.advisors.len() {
        0 => {}
        1 => p.advisors.clear(),
        _ if all || expert => p.advisors.clear(),
        _ => st.pending.push((seat, Pending::LoseAdvisor)),
    }
}

/// A nation holding more advisors than it may (its Porcelain Tower is
/// gone) removes the extra ones, choosing which: the same choice a
/// single removal gives (§9.1.3).
pub(super) fn trim_advisors(st: &mut State, c: &Content) {
    for seat in 0..st.players.len() {
        let over = st.players[seat].advisors.len() > advisor_cap(c, &st.players[seat]);
        let asked = st.pending.iter().any(|(s, p)| {
            *s == seat
                && matches!(
                    p,
                    Pending::TrimAdvisors | Pending::LoseAdvisor | Pending::DropAdvisor(_)
                )
        });
        if over && !asked {
            st.pending.push((seat, Pending::TrimAdvisors));
        }
    }
}

/// Takes a worker from the population track into the reserve: the free
/// worker first (§2.3.5), else from `section`.
pub(super) fn take_worker(st: &mut State, seat: usize, section: Section) -> bool {
    let p = &mut st.players[seat];
    if p.free > 0 {
        p.free -= 1;
    } else {
        match section {
            Section::Food if p.pop_food > 0 => p.pop_food -= 1,
            Section::Stability if p.pop_stab > 0 => p.pop_stab -= 1,
            _ => return false,
        }
    }
    p.reserve += 1;
    true
}

pub(super) fn can_take(p: &Player) -> bool {
    p.free > 0 || p.pop_food > 0 || p.pop_stab > 0
}

pub(super) fn return_worker(
    st: &mut State,
    seat: usize,
    section: Section,
    from: Option<usize>,
) -> bool {
    let p = &mut st.players[seat];
    match from {
        None if p.reserve > 0 => p.reserve -= 1,
        Some(i) if p.slots.get(i).is_some_and(|s| s.workers > 0) => p.slots[i].workers -= 1,
        _ => return false,
    }
    match section {
        Section::Food if p.pop_food < 4 => p.pop_food += 1,
        Section::Stability if p.pop_stab < 4 => p.pop_stab += 1,
        _ => p.free += 1,
    }
    true
}

pub(super) fn pay_res(st: &mut State, seat: usize, r: &Res) {
    let p = &mut st.players[seat];
    p.gold -= r.gold.abs();
    p.stone -= r.stone.abs();
    p.food -= r.food.abs();
    p.books -= r.books.abs();
}

pub(super) fn can_pay(p: &Player, r: &Res) -> bool {
    p.gold >= r.gold.abs()
        && p.stone >= r.stone.abs()
        && p.food >= r.food.abs()
        && p.books >= r.books.abs()
}

/// §2.5.2: cards that say "remove if ..." go the instant it holds.
pub fn check_removals(st: &mut State, c: &Content) {
    if choosing_together(st) {
        return;
    }
    for _ in 0..8 {
        let mut changed = false;
        for seat in 0..st.players.len() {
            let p = &st.players[seat];
            let mut doomed: Vec<String> = vec![];
            let owned = p
                .colonies
                .iter()
                .chain(p.advisors.iter())
                .chain(p.wonders.iter())
                .chain(p.slots.iter().map(|s| &s.card));
            for id in owned {
                let Some(k) = c.card(id) else { continue };
                let hit = match k.remove_if {
                    Some(sel) => {
                        st.players.len() + usize::from(st.cfg.solo) > 1
                            && select(c, st, sel).contains(&seat)
                    }
                    None => false,
                } || (k.hook.as_deref() == Some("boudica") && manned_military(c, p));
                if hit {
                    doomed.push(id.clone());
                }
            }
            if !doomed.is_empty() {
                changed = true;
                let p = &mut st.players[seat];
                p.colonies.retain(|x| !doomed.contains(x));
                p.advisors.retain(|x| !doomed.contains(x));
                p.wonders.retain(|x| !doomed.contains(x));
                let mut back = 0;
                p.slots.retain(|s| {
                    if doomed.contains(&s.card) {
                        back += s.workers;
                        false
                    } else {
                        true
                    }
                });
                p.reserve += back;
            }
        }
        if !changed {
            break;
        }
    }
    trim_advisors(st, c);
}
