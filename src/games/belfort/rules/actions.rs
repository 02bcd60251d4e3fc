//! Phase 4, Actions (Belfort spec §3.4): building (§3.4.1-3.4.3),
//! activating placed workers and the guilds (§3.4.4, §4.3), the Trading
//! Post, gnomes and cards (§3.4.5-3.4.7), the end of a turn (§3.4.8), and
//! the two-player neutral step that follows the last turn (§3.7).

use super::*;

/// Claimable lots of a district for the Architects (free and affordable
/// after some discount), with their symbol choices.
pub(super) fn arch_lots(c: &Content, st: &State, p: usize, d: usize) -> Vec<(u16, u8)> {
    let mut out = Vec::new();
    for (i, l) in c.layout.lots.iter().enumerate() {
        let in_d = l.symbols.iter().any(|&s| c.layout.symbol_district[s] == d);
        if !in_d {
            continue;
        }
        let cost = lot_cost(c, st, i);
        if arch_pay_options(c, &st.players[p], &cost).is_empty() {
            continue;
        }
        for sym in free_syms(c, st, i) {
            let s = l.symbols[sym as usize];
            // A Gatehouse half is claimed from the district it lies in.
            if c.layout.symbol_district[s] == d || l.symbols.len() == 1 || !is_gate(c, i) {
                out.push((i as u16, sym));
            }
        }
    }
    out
}

pub(super) fn is_gate(c: &Content, lot: usize) -> bool {
    matches!(c.layout.lots[lot].kind, LotKind::Building(b) if c.buildings[b].lot == LotShape::Gatehouse)
}

/// A price less the Architects' discount number `d`
/// ([`Constants::architect_discounts`](crate::games::belfort::content::Constants::architect_discounts)),
/// never below zero.
pub fn discounted(c: &Content, cost: &Goods, d: usize) -> Goods {
    let (w, s, m) =
        c.c.architect_discounts()
            .get(d)
            .copied()
            .unwrap_or_default();
    Goods {
        wood: (cost.wood - w).max(0),
        stone: (cost.stone - s).max(0),
        metal: (cost.metal - m).max(0),
        gold: cost.gold,
    }
}

/// Discount options that are affordable, one per distinct price.
pub(super) fn arch_pay_options(c: &Content, p: &Player, cost: &Goods) -> Vec<u8> {
    let mut seen: Vec<Goods> = Vec::new();
    let mut out = Vec::new();
    for d in 0..c.c.architect_discounts().len() {
        let g = discounted(c, cost, d);
        if affordable(p, &g) && !seen.contains(&g) {
            seen.push(g);
            out.push(d as u8);
        }
    }
    out
}

/// Wizards' kinds (AMB-19): a building type, walls, or guilds.
pub fn wiz_kind_of(c: &Content, lot: usize) -> u8 {
    match c.layout.lots[lot].kind {
        LotKind::Building(b) => b as u8,
        LotKind::Wall => c.buildings.len() as u8,
        LotKind::Guild => c.buildings.len() as u8 + 1,
    }
}

pub(super) fn lot_marked(c: &Content, st: &State, lot: usize) -> bool {
    c.layout.lots[lot]
        .symbols
        .iter()
        .any(|&s| st.marks[s].is_some())
}

pub(super) fn wiz_kinds(c: &Content, st: &State) -> Vec<u8> {
    let mut out = Vec::new();
    for k in 0..c.buildings.len() as u8 + 2 {
        let lots: Vec<usize> = (0..c.layout.lots.len())
            .filter(|&l| wiz_kind_of(c, l) == k)
            .collect();
        if lots.len() >= 2 && lots.iter().any(|&l| lot_marked(c, st, l)) {
            out.push(k);
        }
    }
    out
}

pub(super) fn opponents(st: &State, p: usize) -> Vec<usize> {
    (0..st.n()).filter(|&o| o != p).collect()
}

pub(super) fn subsets(items: &[u8], k: usize) -> Vec<Vec<u8>> {
    let n = items.len();
    let mut out = Vec::new();
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize == k {
            out.push(
                (0..n)
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| items[i])
                    .collect(),
            );
        }
    }
    out
}

pub(super) fn rob_one_options(p: &Player, take: i64) -> Vec<Vec<Res>> {
    let mut out = Vec::new();
    if p.metal > 0 {
        out.push(vec![Res::Metal]);
    }
    // Up to `take` wood and stone in any mix, most first.
    let (w, s) = (p.wood, p.stone);
    for k in (1..=take.min(w + s)).rev() {
        for ww in (0..=k).rev() {
            let ss = k - ww;
            if ww <= w && ss <= s {
                let mut v = vec![Res::Wood; ww as usize];
                v.extend(vec![Res::Stone; ss as usize]);
                out.push(v);
            }
        }
    }
    out
}

pub(super) fn pending_legal(c: &Content, st: &State, seat: usize, pend: &Pending) -> Vec<Action> {
    let p = &st.players[seat];
    let mut v = Vec::new();
    match pend {
        Pending::Discard { .. } => {
            v.extend(hand_types(p, st).into_iter().map(Action::Discard));
        }
        Pending::Recruit { gnome, .. } => {
            for elf in [true, false] {
                if count(p, elf) < c.c.workers_per_kind {
                    v.push(Action::Recruit(elf));
                }
            }
            if *gnome && st.pool > 0 && !(st.flags.recruiters_hire && p.hired) {
                v.extend(
                    free_lock_cards(c, st, seat)
                        .into_iter()
                        .map(Action::RecruitGnome),
                );
            }
            if v.is_empty() {
                v.push(Action::Skip);
            }
        }
        Pending::GnomeTo { .. } => {
            v.extend(
                free_lock_cards(c, st, seat)
                    .into_iter()
                    .map(Action::GnomeTo),
            );
            if v.is_empty() || st.pool == 0 {
                v = vec![Action::Skip];
            }
        }
        Pending::GateExtra { .. } => {
            v.extend(
                gate_extra_targets(c, st, seat)
                    .into_iter()
                    .map(Action::GateExtra),
            );
            if v.is_empty() {
                v.push(Action::Skip);
            }
        }
        Pending::ArchDistrict { .. } => {
            for d in 0..5 {
                if !arch_lots(c, st, seat, d).is_empty() {
                    v.push(Action::ArchDistrict(d as u8));
                }
            }
            v.push(Action::Skip);
        }
        Pending::ArchLot { district, .. } => {
            v.extend(
                arch_lots(c, st, seat, *district as usize)
                    .into_iter()
                    .map(|(lot, sym)| Action::ArchLot { lot, sym }),
            );
            v.push(Action::Skip);
        }
        Pending::ArchPay { lot, .. } => {
            let cost = lot_cost(c, st, *lot as usize);
            v.extend(
                arch_pay_options(c, p, &cost)
                    .into_iter()
                    .map(Action::ArchPay),
            );
            v.push(Action::Skip);
        }
        Pending::Thieves { .. } => {
            let rich: Vec<u8> = opponents(st, seat)
                .into_iter()
                .filter(|&o| st.players[o].gold > 0)
                .map(|o| o as u8)
                .collect();
            for &o in &rich {
                // "Up to": any amount from the most down to 1.
                let most = st.flags.thieves_max.min(st.players[o as usize].gold);
                for amount in (1..=most).rev() {
                    v.push(Action::StealOne { victim: o, amount });
                }
            }
            // Or 1 gold from each of up to 3 players: any 2 or 3 of them
            // (one victim is the same as taking 1 from that player).
            for k in 2..=rich.len().min(c.c.thieves_targets) {
                for s in subsets(&rich, k) {
                    v.push(Action::StealEach(s));
                }
            }
            // "Up to" may be nothing at all (AMB-12).
            v.push(Action::Skip);
        }
        Pending::Bandits { .. } => {
            let mut each = 0;
            for o in opponents(st, seat) {
                let op = &st.players[o];
                for take in rob_one_options(op, c.c.bandits_take) {
                    v.push(Action::RobOne {
                        victim: o as u8,
                        take,
                    });
                }
                if op.wood + op.stone > 0 {
                    each += 1;
                }
            }
            if each > 1 {
                v.push(Action::RobEach);
            }
            // "Up to" may be nothing at all (AMB-12).
            v.push(Action::Skip);
        }
        Pending::BanditsEach { robbed, .. } => {
            if robbed.len() < c.c.thieves_targets {
                for o in opponents(st, seat) {
                    if robbed.contains(&(o as u8)) {
                        continue;
                    }
                    for r in [Res::Wood, Res::Stone] {
                        if res_of(&st.players[o], r) > 0 {
                            v.push(Action::RobFrom {
                                victim: o as u8,
                                res: r,
                            });
                        }
                    }
                }
            }
            v.push(Action::Done);
        }
        Pending::WizKind { .. } => {
            v.extend(wiz_kinds(c, st).into_iter().map(Action::WizKind));
            v.push(Action::Skip);
        }
        Pending::WizFrom { kind, .. } => {
            for l in 0..c.layout.lots.len() {
                if wiz_kind_of(c, l) == *kind {
                    v.push(Action::WizFrom(l as u16));
                }
            }
        }
        Pending::WizTo { kind, from, .. } => {
            for l in 0..c.layout.lots.len() {
                if wiz_kind_of(c, l) == *kind
                    && l != *from as usize
                    && (lot_marked(c, st, l) || lot_marked(c, st, *from as usize))
                {
                    v.push(Action::WizTo(l as u16));
                }
            }
            v.push(Action::Skip);
        }
        Pending::WizSeat { lots, .. } => {
            if let Some(&lot) = lots.first() {
                for sym in 0..c.layout.lots[lot as usize].symbols.len() as u8 {
                    v.push(Action::WizSeat { lot, sym });
                }
            }
        }
        Pending::SpiesReveal { .. } => {
            v.extend(hand_types(p, st).into_iter().map(Action::Reveal));
        }
        Pending::SpiesTake { shown, .. } => {
            for (o, card) in shown.iter().enumerate() {
                if let Some(card) = card {
                    let a = Action::SpyTake {
                        victim: o as u8,
                        ty: ty(st, *card) as u8,
                    };
                    if !v.contains(&a) {
                        v.push(a);
                    }
                }
            }
        }
        Pending::MerchantsChoice { .. } => {
            v.push(Action::MerchantsPick(true));
            v.push(Action::MerchantsPick(false));
        }
    }
    v
}

/// Free lots of a building type with their symbol choices.
pub(super) fn free_lots_of<'a>(
    c: &'a Content,
    st: &'a State,
    b: usize,
) -> impl Iterator<Item = (u16, Vec<u8>)> + 'a {
    c.layout
        .lots
        .iter()
        .enumerate()
        .filter(move |(_, l)| l.kind == LotKind::Building(b))
        .map(move |(i, _)| (i as u16, free_syms(c, st, i)))
        .filter(|(_, s)| !s.is_empty())
}

pub(super) fn actions_legal(c: &Content, st: &State, seat: usize, v: &mut Vec<Action>) {
    let p = &st.players[seat];
    let placed = placed_here(st, seat);
    for s in &placed {
        v.push(Action::Activate(*s));
    }
    for t in hand_types(p, st) {
        if !affordable(p, &c.buildings[t as usize].cost) {
            continue;
        }
        for (lot, syms) in free_lots_of(c, st, t as usize) {
            for sym in syms {
                v.push(Action::Build { ty: t, lot, sym });
            }
        }
    }
    let wall = Goods {
        wood: c.c.wall_wood,
        stone: c.c.wall_stone,
        ..Default::default()
    };
    if affordable(p, &wall) {
        let mut seen = Vec::new();
        for (i, l) in c.layout.lots.iter().enumerate() {
            if l.kind == LotKind::Wall
                && !seen.contains(&l.district)
                && !free_syms(c, st, i).is_empty()
            {
                seen.push(l.district);
                v.push(Action::Wall(i as u16));
            }
        }
    }
    for d in 0..st.guilds.len() {
        if guild_owner(c, st, d).is_none() && affordable(p, &c.guilds[st.guilds[d] as usize].cost) {
            v.push(Action::BuyGuild(d as u8));
        }
    }
    let visits = visits(c, st, seat);
    for r in Res::ALL {
        if p.buys < visits && p.gold >= c.buy[r.index()] {
            v.push(Action::Trade { buy: true, res: r });
        }
    }
    for r in Res::ALL {
        if p.sells < visits && res_of(p, r) > 0 {
            v.push(Action::Trade { buy: false, res: r });
        }
    }
    if p.converts > 0 {
        for r in [Res::Wood, Res::Stone] {
            if res_of(p, r) > 0 {
                v.push(Action::Convert(r));
            }
        }
    }
    if !p.hired && p.gold >= c.c.hire_gold && st.pool > 0 {
        v.extend(free_lock_cards(c, st, seat).into_iter().map(Action::Hire));
    }
    let has = |hook: &str| {
        p.tableau.iter().any(|b| {
            !b.used
                && b.gnomes > 0
                && c.buildings[ty(st, b.card)]
                    .locks
                    .first()
                    .map(String::as_str)
                    == Some(hook)
        })
    };
    if has("bank_gold") {
        v.push(Action::BankGold);
    }
    if has("blacksmith_buy") && p.gold >= 1 {
        v.push(Action::SmithMetal);
    }
    if placed.is_empty() {
        if !p.bought && p.gold >= c.c.card_gold {
            let mut ts: Vec<u8> = st.display.iter().map(|&d| ty(st, d) as u8).collect();
            ts.sort();
            ts.dedup();
            v.extend(ts.into_iter().map(|t| Action::BuyCard(Some(t))));
            if !st.deck.is_empty() || !st.discard.is_empty() {
                v.push(Action::BuyCard(None));
            }
        }
        v.push(Action::EndTurn);
    }
}

pub(super) fn next_neutral(c: &Content, st: &mut State, np: u8, out: &mut Applied) {
    if np == 0 {
        st.phase = Phase::Neutral {
            np: 1,
            card: None,
            blind: false,
        };
        return;
    }
    // 2P-3: the NP dwarves move clockwise; an owner of the guild reached
    // takes 1 gold.
    let n_guilds = st.guilds.len() as u8;
    for i in 0..st.np_dwarves.len() {
        let d = (st.np_dwarves[i] + 1) % n_guilds;
        st.np_dwarves[i] = d;
        out.public.push(msg!(
            "belfort-np-moved",
            guild = Msg::notation(
                "belfort",
                &crate::games::belfort::notation::guild_name(c, st, d)
            ),
            district = d + 1
        ));
        if let Some(o) = guild_owner(c, st, d as usize) {
            if o < st.n() {
                st.players[o].gold += c.c.np_guild_gold;
                out.public.push(msg!(
                    "belfort-np-paid",
                    player = Msg::seat(o),
                    gold = c.c.np_guild_gold
                ));
            }
        }
    }
    end_of_round(c, st, out);
}

pub(super) fn apply_action(
    c: &Content,
    st: &mut State,
    seat: usize,
    a: &Action,
    out: &mut Applied,
) {
    match a {
        Action::Activate(space) => activate(c, st, seat, *space, out),
        Action::Build { ty: t, lot, sym } => {
            let Some(i) = st.players[seat]
                .hand
                .iter()
                .position(|&x| ty(st, x) as u8 == *t)
            else {
                return;
            };
            let card = st.players[seat].hand.remove(i);
            let cost = c.buildings[*t as usize].cost;
            pay(&mut st.players[seat], &cost);
            mark(c, st, *lot as usize, *sym, seat, 2);
            st.players[seat].tableau.push(Built {
                card,
                gnomes: 0,
                used: false,
            });
        }
        Action::Wall(lot) => {
            let p = &mut st.players[seat];
            p.wood -= c.c.wall_wood;
            p.stone -= c.c.wall_stone;
            mark(c, st, *lot as usize, 0, seat, 2);
        }
        Action::BuyGuild(d) => {
            let cost = c.guilds[st.guilds[*d as usize] as usize].cost;
            pay(&mut st.players[seat], &cost);
            let lot = c.layout.guild_lot[*d as usize];
            mark(c, st, lot, 0, seat, 2);
        }
        Action::Trade { buy, res } => {
            let p = &mut st.players[seat];
            if *buy {
                p.gold -= c.buy[res.index()];
                *res_mut(p, *res) += 1;
                p.buys += 1;
            } else {
                p.gold += c.sell[res.index()];
                *res_mut(p, *res) -= 1;
                p.sells += 1;
            }
        }
        Action::Convert(r) => {
            let p = &mut st.players[seat];
            *res_mut(p, *r) -= 1;
            p.metal += 1;
            p.converts -= 1;
        }
        Action::Hire(card) => {
            st.players[seat].gold -= c.c.hire_gold;
            st.players[seat].hired = true;
            put_gnome(c, st, seat, *card, out);
        }
        Action::BankGold | Action::SmithMetal => {
            let hook = if *a == Action::BankGold {
                "bank_gold"
            } else {
                "blacksmith_buy"
            };
            let types = st.card_types.clone();
            let p = &mut st.players[seat];
            if let Some(b) = p.tableau.iter_mut().find(|b| {
                !b.used
                    && b.gnomes > 0
                    && c.buildings[types[b.card as usize] as usize]
                        .locks
                        .first()
                        .map(String::as_str)
                        == Some(hook)
            }) {
                b.used = true;
                if hook == "bank_gold" {
                    p.gold += 1;
                } else {
                    p.gold -= 1;
                    p.metal += 1;
                }
            }
        }
        Action::BuyCard(pick) => {
            st.players[seat].gold -= c.c.card_gold;
            st.players[seat].bought = true;
            let card = match pick {
                Some(t) => take_from_display(c, st, *t, out),
                None => {
                    let card = draw(st, out);
                    if let Some(card) = card {
                        out.private.push((
                            seat,
                            msg!("belfort-drew", card = c.buildings[ty(st, card)].name_msg()),
                        ));
                    }
                    card
                }
            };
            if let Some(card) = card {
                st.players[seat].hand.push(card);
            }
            end_turn(c, st, seat, out);
        }
        Action::EndTurn => end_turn(c, st, seat, out),
        _ => {}
    }
}

/// 3.4.8: Library gnome draws, then the hand limit.
pub(super) fn end_turn(c: &Content, st: &mut State, seat: usize, out: &mut Applied) {
    if let Phase::Actions { turn, .. } = st.phase {
        st.phase = Phase::Actions { turn, ending: true };
    }
    let draws = filled_locks(c, st, seat, "library_draw");
    draw_to_hand(c, st, seat, draws, out);
    let over = st.players[seat].hand.len().saturating_sub(c.c.hand_limit);
    if over > 0 {
        st.pending.push(Pending::Discard {
            seat: seat as u8,
            left: over as u8,
        });
    }
}

pub(super) fn return_worker(st: &mut State, seat: usize, space: Space) {
    if let Some(w) = st.players[seat]
        .workers
        .iter_mut()
        .find(|w| w.at == At::Space(space))
    {
        w.at = At::Home;
    }
}

pub(super) fn activate(c: &Content, st: &mut State, seat: usize, space: Space, out: &mut Applied) {
    return_worker(st, seat, space);
    match space {
        Space::Guild(d) => {
            let g = &c.guilds[st.guilds[d as usize] as usize];
            if let Some(gain_) = &g.gain {
                gain(&mut st.players[seat], gain_);
                return;
            }
            match g.hook.as_deref().unwrap_or("") {
                "merchants" => {
                    if st.flags.merchants_either {
                        st.pending
                            .push(Pending::MerchantsChoice { seat: seat as u8 });
                    } else {
                        st.players[seat].converts += c.c.merchants_converts;
                        st.players[seat].extra_visits += c.c.merchants_visits;
                    }
                }
                "librarians" => {
                    draw_to_hand(c, st, seat, c.c.librarians_draw, out);
                    let k = c.c.librarians_discard.min(st.players[seat].hand.len());
                    if k > 0 {
                        st.pending.push(Pending::Discard {
                            seat: seat as u8,
                            left: k as u8,
                        });
                    }
                }
                "architects" => st.pending.push(Pending::ArchDistrict { seat: seat as u8 }),
                "recruiters" => st.pending.push(Pending::Recruit {
                    seat: seat as u8,
                    gnome: true,
                }),
                "thieves" => st.pending.push(Pending::Thieves { seat: seat as u8 }),
                "bandits" => st.pending.push(Pending::Bandits { seat: seat as u8 }),
                "wizards" => st.pending.push(Pending::WizKind { seat: seat as u8 }),
                "spies" => {
                    let any = opponents(st, seat)
                        .into_iter()
                        .any(|o| !st.players[o].hand.is_empty());
                    if any {
                        st.pending.push(Pending::SpiesReveal {
                            seat: seat as u8,
                            shown: vec![None; st.n()],
                        });
                    } else {
                        out.public.push(msg!("belfort-nothing"));
                    }
                }
                _ => {}
            }
        }
        Space::Card(card) => {
            let Some(s) = c.buildings[ty(st, card)].space.as_ref() else {
                return;
            };
            if let Some(g) = &s.gain {
                gain(&mut st.players[seat], g);
                return;
            }
            match s.hook.as_deref().unwrap_or("") {
                "tower" => {
                    if st.pool > 0 && !free_lock_cards(c, st, seat).is_empty() {
                        st.pending.push(Pending::GnomeTo { seat: seat as u8 });
                    } else {
                        out.public.push(msg!("belfort-nothing"));
                    }
                }
                "inn" => {
                    if count(&st.players[seat], true) < c.c.workers_per_kind
                        || count(&st.players[seat], false) < c.c.workers_per_kind
                    {
                        st.pending.push(Pending::Recruit {
                            seat: seat as u8,
                            gnome: false,
                        });
                    } else {
                        out.public.push(msg!("belfort-nothing"));
                    }
                }
                "library" => {
                    draw_to_hand(c, st, seat, c.c.library_draw, out);
                    let k = c.c.library_discard.min(st.players[seat].hand.len());
                    if k > 0 {
                        st.pending.push(Pending::Discard {
                            seat: seat as u8,
                            left: k as u8,
                        });
                    }
                }
                _ => {}
            }
        }
        _ => {}
    }
}

pub(super) fn apply_pending(
    c: &Content,
    st: &mut State,
    seat: usize,
    pend: Pending,
    a: &Action,
    out: &mut Applied,
) {
    // The host tells the action itself (`talk::tell`); only what follows
    // from it is told here.
    st.pending.pop();
    match (pend, a) {
        (Pending::Discard { seat: s, left }, Action::Discard(t)) => {
            let p = s as usize;
            if let Some(i) = st.players[p]
                .hand
                .iter()
                .position(|&x| ty(st, x) as u8 == *t)
            {
                let card = st.players[p].hand.remove(i);
                st.discard.push(card);
            }
            if left > 1 && !st.players[p].hand.is_empty() {
                st.pending.push(Pending::Discard {
                    seat: s,
                    left: left - 1,
                });
            }
        }
        (Pending::Recruit { .. }, Action::Recruit(elf)) => {
            gain_worker(c, st, seat, *elf);
        }
        (Pending::Recruit { .. }, Action::RecruitGnome(card)) => {
            if st.flags.recruiters_hire {
                st.players[seat].hired = true;
            }
            put_gnome(c, st, seat, *card, out);
        }
        (Pending::GnomeTo { .. }, Action::GnomeTo(card)) => put_gnome(c, st, seat, *card, out),
        (Pending::GateExtra { .. }, Action::GateExtra(lot)) => {
            gate_extra(c, st, seat, *lot as usize)
        }
        (Pending::ArchDistrict { seat: s }, Action::ArchDistrict(d)) => {
            st.pending.push(Pending::ArchLot {
                seat: s,
                district: *d,
            });
        }
        (Pending::ArchLot { seat: s, .. }, Action::ArchLot { lot, sym }) => {
            st.pending.push(Pending::ArchPay {
                seat: s,
                lot: *lot,
                sym: *sym,
            });
        }
        (Pending::ArchPay { lot, sym, .. }, Action::ArchPay(d)) => {
            let cost = discounted(c, &lot_cost(c, st, lot as usize), *d as usize);
            pay(&mut st.players[seat], &cost);
            mark(c, st, lot as usize, sym, seat, 2);
        }
        (Pending::Thieves { .. }, Action::StealOne { victim, amount }) => {
            let v = *victim as usize;
            let k = (*amount).min(st.players[v].gold);
            st.players[v].gold -= k;
            st.players[seat].gold += k;
        }
        (Pending::Thieves { .. }, Action::StealEach(vs)) => {
            for &v in vs {
                let k = c.c.thieves_each.min(st.players[v as usize].gold);
                st.players[v as usize].gold -= k;
                st.players[seat].gold += k;
            }
        }
        (Pending::Bandits { .. }, Action::RobOne { victim, take }) => {
            for r in take {
                let v = *victim as usize;
                if res_of(&st.players[v], *r) > 0 {
                    *res_mut(&mut st.players[v], *r) -= 1;
                    *res_mut(&mut st.players[seat], *r) += 1;
                }
            }
        }
        (Pending::Bandits { seat: s }, Action::RobEach) => {
            st.pending.push(Pending::BanditsEach {
                seat: s,
                robbed: Vec::new(),
            });
        }
        (
            Pending::BanditsEach {
                seat: s,
                mut robbed,
            },
            Action::RobFrom { victim, res },
        ) => {
            let v = *victim as usize;
            if res_of(&st.players[v], *res) > 0 {
                *res_mut(&mut st.players[v], *res) -= 1;
                *res_mut(&mut st.players[seat], *res) += 1;
            }
            robbed.push(*victim);
            st.pending.push(Pending::BanditsEach { seat: s, robbed });
        }
        (Pending::WizKind { seat: s }, Action::WizKind(k)) => {
            st.pending.push(Pending::WizFrom { seat: s, kind: *k });
        }
        (Pending::WizFrom { seat: s, kind }, Action::WizFrom(lot)) => {
            st.pending.push(Pending::WizTo {
                seat: s,
                kind,
                from: *lot,
            });
        }
        (Pending::WizTo { from, .. }, Action::WizTo(to)) => {
            let a = c.layout.lots[from as usize].symbols.clone();
            let b = c.layout.lots[*to as usize].symbols.clone();
            for (x, y) in a.iter().zip(b.iter()) {
                st.marks.swap(*x, *y);
            }
            // A Gatehouse receiving a single marker: the activating player
            // chooses its symbol (AMB-19).
            let lots: Vec<u16> = [from, *to]
                .into_iter()
                .filter(|&l| {
                    let syms = &c.layout.lots[l as usize].symbols;
                    is_gate(c, l as usize)
                        && syms.len() == 2
                        && syms.iter().filter(|&&s| st.marks[s].is_some()).count() == 1
                })
                .collect();
            if !lots.is_empty() {
                st.pending.push(Pending::WizSeat {
                    seat: seat as u8,
                    lots,
                });
            }
        }
        (Pending::WizSeat { seat: s, mut lots }, Action::WizSeat { lot, sym }) => {
            let syms = c.layout.lots[*lot as usize].symbols.clone();
            if let Some(owner) = syms.iter().find_map(|&x| st.marks[x]) {
                for &x in &syms {
                    st.marks[x] = None;
                }
                if let Some(&x) = syms.get(*sym as usize) {
                    st.marks[x] = Some(owner);
                }
            }
            lots.retain(|l| l != lot);
            if !lots.is_empty() {
                st.pending.push(Pending::WizSeat { seat: s, lots });
            }
        }
        (Pending::SpiesReveal { seat: s, mut shown }, Action::Reveal(t)) => {
            let card = st.players[seat]
                .hand
                .iter()
                .copied()
                .find(|&x| ty(st, x) as u8 == *t);
            shown[seat] = card;
            let waiting = (0..st.n())
                .any(|o| o != s as usize && shown[o].is_none() && !st.players[o].hand.is_empty());
            if waiting {
                st.pending.push(Pending::SpiesReveal { seat: s, shown });
            } else {
                out.revealed = true;
                for (o, card) in shown.iter().enumerate() {
                    if let Some(card) = card {
                        out.public.push(msg!(
                            "belfort-shown",
                            player = Msg::seat(o),
                            card = c.buildings[ty(st, *card)].name_msg()
                        ));
                    }
                }
                st.known.extend(shown.iter().flatten().copied());
                st.pending.push(Pending::SpiesTake { seat: s, shown });
            }
        }
        (Pending::SpiesTake { shown, .. }, Action::SpyTake { victim, .. }) => {
            let v = *victim as usize;
            if let Some(card) = shown.get(v).copied().flatten() {
                if let Some(i) = st.players[v].hand.iter().position(|&x| x == card) {
                    st.players[v].hand.remove(i);
                    st.players[seat].hand.push(card);
                }
            }
        }
        (Pending::MerchantsChoice { .. }, Action::MerchantsPick(convert)) => {
            if *convert {
                st.players[seat].converts += c.c.merchants_converts;
            } else {
                st.players[seat].extra_visits += c.c.merchants_visits;
            }
        }
        (_, Action::Skip | Action::Done) => {}
        (p, _) => st.pending.push(p),
    }
}

/// Moves the game on through every step that needs no decision.
pub(super) fn settle(c: &Content, st: &mut State, out: &mut Applied) {
    for _ in 0..64 {
        if !st.pending.is_empty() || st.outcome.is_some() {
            return;
        }
        match st.phase.clone() {
            Phase::Placement { turn } => {
                let p = st.order()[turn as usize];
                if home_kinds(&st.players[p]).is_empty() {
                    // PL-5: nothing left to place.
                    st.players[p].passed = true;
                    next_placer(c, st, turn, out);
                    continue;
                }
                return;
            }
            Phase::Tent { space, step } => {
                // No shield to take: the Tent resolves by itself.
                let Some(p) = tent_worker(st, space) else {
                    continue_tent(c, st, space + 1, step, out);
                    continue;
                };
                if legal(c, st, p).len() == 1 {
                    apply_phase(c, st, p, &Action::NoSwap, out);
                    continue;
                }
                return;
            }
            Phase::Actions { turn, ending: true } => {
                if turn as usize + 1 < st.n() {
                    st.phase = Phase::Actions {
                        turn: turn + 1,
                        ending: false,
                    };
                } else if st.n() == 2 {
                    st.phase = Phase::Neutral {
                        np: 0,
                        card: None,
                        blind: false,
                    };
                } else {
                    end_of_round(c, st, out);
                }
                continue;
            }
            Phase::Neutral { np, card: None, .. } => {
                let Some(p) = st.holder(np + 1) else { return };
                if legal(c, st, p).is_empty() {
                    next_neutral(c, st, np, out);
                    continue;
                }
                return;
            }
            _ => return,
        }
    }
}
