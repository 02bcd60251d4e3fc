//! The Resolution phase (Nations §7): Production, turn order, War, the two
//! events, Famine, and the end-of-round cleanup. Book scoring (§7.6) is in
//! `scoring`.

use super::*;

pub(super) fn famine(st: &State, c: &Content) -> i32 {
    if st.cfg.solo {
        st.tile
            .as_ref()
            .and_then(|t| c.solo.iter().find(|x| &x.id == t))
            .map(|t| t.famine)
            .unwrap_or(0)
    } else {
        st.event
            .as_ref()
            .and_then(|e| c.event(e))
            .map(|e| e.famine)
            .unwrap_or(0)
    }
}

pub(super) fn produce(st: &mut State, c: &Content) {
    // Conditions are judged on the state when Production begins (§7.1.1).
    let nets: Vec<Res> = (0..st.players.len())
        .map(|seat| {
            let p = &st.players[seat];
            let mut r = production(c, p);
            for k in flat_cards(c, p) {
                if let Some(cond) = &k.production_if {
                    if select(c, st, cond.when).contains(&seat) {
                        r.add(&cond.gain, 1);
                    }
                }
            }
            r
        })
        .collect();
    for (seat, net) in nets.iter().enumerate() {
        // Gold -> Food -> Stone -> Books (§7.1.3).
        for (res, v) in net.stock_in_order() {
            if v >= 0 {
                *st.players[seat].get_mut(res) += v;
            } else {
                force_lose(st, seat, res, -v);
            }
        }
        if net.vp > 0 {
            st.players[seat].vp += net.vp;
        }
        // Revolt (§7.1.5).
        let s = stability(c, &st.players[seat]);
        if s < 0 {
            st.news.push(msg!(
                "nations-news-revolt",
                seat = Msg::seat(seat),
                stability = s,
                books = -s
            ));
            lose_vp(st, seat, 1);
            force_lose(st, seat, Resource::Books, -s);
        }
    }
}

/// §7.2: Military, then Stability, then the previous order.
pub fn turn_order(st: &mut State, c: &Content) {
    let prev = st.order.clone();
    let key = |who: usize| -> (i32, i32) {
        if who < st.players.len() {
            let p = &st.players[who];
            (military(c, p), stability(c, p))
        } else {
            let n = st.neutral.clone().unwrap_or_default();
            (
                n.military.clamp(0, MAX_MILITARY),
                n.stability.min(MAX_STABILITY),
            )
        }
    };
    let mut order = prev.clone();
    order.sort_by(|&a, &b| {
        let (ka, kb) = (key(a), key(b));
        kb.cmp(&ka).then_with(|| {
            let pa = prev.iter().position(|&x| x == a);
            let pb = prev.iter().position(|&x| x == b);
            pa.cmp(&pb)
        })
    });
    st.order = order;
}

/// The resources a War card takes, as positive units per resource
/// (gold, stone, food, books).
pub(super) fn war_loss(k: &CardDef) -> [i32; 4] {
    [k.loss.gold, k.loss.stone, k.loss.food, k.loss.books].map(|v| v.abs())
}

/// §7.3: every nation weaker than the war strength is defeated. Its
/// positive Stability cancels that many units of the printed loss; when
/// the loss has several types, the nation chooses which units.
/// Those choices are asked in reverse turn order; [`war_losses`] then
/// applies every loss at once.
pub fn war(st: &mut State, c: &Content) {
    st.defeats.clear();
    let Some(w) = st.war.clone() else { return };
    let Some(k) = c.card(&w.card) else { return };
    if w.strength <= 0 {
        return;
    }
    let loss = war_loss(k);
    let total: i32 = loss.iter().sum();
    let types = loss.iter().filter(|&&v| v > 0).count();
    let mut choosers = vec![];
    for &seat in st.order.clone().iter() {
        if seat >= st.players.len() {
            continue;
        }
        let p = &st.players[seat];
        let mut m = military(c, p);
        if let Some(e) = hook_card(c, p, "elizabeth") {
            m += e.bonus.military;
        }
        if m >= w.strength {
            continue;
        }
        let reduction = stability(c, p).clamp(0, total);
        let mut spare = [0; 4];
        if reduction == total {
            spare = loss;
        } else if types == 1 {
            for (s, l) in spare.iter_mut().zip(loss) {
                *s = reduction.min(l);
            }
        } else if reduction > 0 {
            choosers.push(seat);
        }
        st.defeats.push(Defeat {
            seat,
            loss,
            spare,
            reduction,
        });
    }
    for seat in choosers.into_iter().rev() {
        st.pending.push((seat, Pending::WarSpare));
    }
}

/// The ways a defeated nation can spread its Stability over a loss of
/// several types: every split of `reduction` units within the loss.
pub(super) fn spare_splits(d: &Defeat) -> Vec<[i32; 4]> {
    let mut out = vec![];
    let l = d.loss;
    for g in (0..=l[0].min(d.reduction)).rev() {
        for s in (0..=l[1].min(d.reduction - g)).rev() {
            for f in (0..=l[2].min(d.reduction - g - s)).rev() {
                let b = d.reduction - g - s - f;
                if b <= l[3] {
                    out.push([g, s, f, b]);
                }
            }
        }
    }
    out
}

/// Applies this round's War losses to every defeated nation at once, in
/// turn order: the resources not spared (a forced loss, §2.7) and the VP,
/// which Stability never cancels (Great Wall: not after passing first).
pub fn war_losses(st: &mut State, c: &Content) {
    let defeats = std::mem::take(&mut st.defeats);
    let Some(w) = st.war.take() else { return };
    let Some(k) = c.card(&w.card) else { return };
    for d in defeats {
        for (i, r) in Resource::ALL.into_iter().enumerate() {
            force_lose(st, d.seat, r, d.loss[i] - d.spare[i]);
        }
        let wall = has_hook(c, &st.players[d.seat], "great_wall")
            && st.players[d.seat].used.iter().any(|u| u == "great_wall");
        if !wall {
            lose_vp(st, d.seat, k.war_vp);
        }
    }
}

pub(super) fn event_part<'a>(c: &'a Content, st: &State, i: u8) -> Option<&'a EventPart> {
    let e = c.event(st.event.as_ref()?)?;
    Some(if i == 0 { &e.first } else { &e.second })
}

pub(super) fn kind_of(part: &EventPart) -> &str {
    if part.kind.is_empty() {
        "plain"
    } else {
        &part.kind
    }
}

/// Sinking of the Vasa: a Military reduction for the other event.
pub(super) fn vasa(st: &mut State, c: &Content) {
    st.vasa.clear();
    for i in 0..2u8 {
        if let Some(part) = event_part(c, st, i) {
            if kind_of(part) == "vasa" {
                let who = part.who.unwrap_or(Selector::All);
                let sel = select(c, st, who);
                st.vasa = sel.into_iter().map(|s| (s, part.count)).collect();
            }
        }
    }
}

pub(super) fn event_setup(st: &mut State, c: &Content, i: u8) {
    st.event_selected.clear();
    st.event_yes.clear();
    st.event_choice = None;
    st.event_bonus = None;
    let Some(part) = event_part(c, st, i).cloned() else {
        return;
    };
    let who = part.who.unwrap_or(Selector::All);
    let kind = kind_of(&part).to_string();
    if kind == "vasa" {
        return;
    }
    let mut sel = select(c, st, who);
    if kind == "drop_to_last" || kind == "to_first" || kind == "zoroaster" {
        // Rank by Stability (then turn order) for the 5-player orderings.
        let order = st.order.clone();
        sel.sort_by_key(|&s| {
            (
                -stability(c, &st.players[s]),
                order.iter().position(|&x| x == s),
            )
        });
    } else {
        sel = in_turn_order(st, &sel);
    }
    st.event_selected = sel.clone();
    let rev: Vec<usize> = in_turn_order(st, &sel).into_iter().rev().collect();
    match kind.as_str() {
        "optional" | "pay_or_last" => {
            for s in rev {
                st.pending.push((s, Pending::EventYesNo(i)));
            }
        }
        "drop_to_last" => {
            // 5 players: the 2nd most stable chooses first.
            for &s in sel.iter().rev() {
                st.pending.push((s, Pending::EventYesNo(i)));
            }
        }
        "crusade" => {
            // §2.6.1: a tie for strongest gives nobody the bonus, but the
            // weakest still lose. Someone must name the resource: the
            // first in turn order among the tied (the [EL] tie note for 5
            // players, A-27, applied to the tie; house).
            let chooser = sel
                .first()
                .copied()
                .or_else(|| tied_strongest(c, st).first().copied());
            if let Some(chooser) = chooser {
                st.pending.push((chooser, Pending::Crusade(i)));
            }
        }
        "zoroaster" => {
            if let Some(&chooser) = sel.first() {
                st.event_selected = vec![chooser];
                st.pending.push((chooser, Pending::Zoroaster(i)));
            }
        }
        _ => {}
    }
}

pub(super) fn gain_part(st: &mut State, seat: usize, part: &EventPart) {
    apply_res(st, seat, &part.gain);
    match part.advisors.as_str() {
        "one" => lose_advisors(st, seat, false),
        "all" => lose_advisors(st, seat, true),
        _ => {}
    }
    if part.workers > 0 {
        let n = part
            .workers
            .min(st.players[seat].pop_food + st.players[seat].pop_stab + st.players[seat].free);
        if n > 0 {
            st.pending.push((seat, Pending::Take(n)));
        }
    } else if part.workers < 0 {
        let p = &st.players[seat];
        let avail = p.reserve + p.slots.iter().map(|s| s.workers).sum::<i32>();
        let n = (-part.workers).min(avail);
        if n > 0 {
            st.pending.push((seat, Pending::Return(n)));
        }
    }
}

pub(super) fn event_apply(st: &mut State, c: &Content, i: u8) {
    let Some(part) = event_part(c, st, i).cloned() else {
        return;
    };
    let sel = st.event_selected.clone();
    match kind_of(&part) {
        "plain" => {
            for s in sel {
                gain_part(st, s, &part);
            }
        }
        "optional" => {
            for s in in_turn_order(st, &st.event_yes.clone()) {
                gain_part(st, s, &part);
            }
        }
        "pay_or_last" => {
            // E-15: payers first, then the others, then the non-payers.
            let yes = st.event_yes.clone();
            for &s in &yes {
                pay_res(st, s, &part.pay);
            }
            let order = st.order.clone();
            let mut front: Vec<usize> = order.iter().copied().filter(|s| yes.contains(s)).collect();
            let middle: Vec<usize> = order
                .iter()
                .copied()
                .filter(|s| !sel.contains(s) && !yes.contains(s))
                .collect();
            let back: Vec<usize> = order
                .iter()
                .copied()
                .filter(|s| sel.contains(s) && !yes.contains(s))
                .collect();
            front.extend(middle);
            front.extend(back);
            st.order = front;
        }
        "drop_to_last" => {
            // Most stable first: the 2nd most stable ends last.
            for s in sel.iter().copied().filter(|s| st.event_yes.contains(s)) {
                st.order.retain(|&x| x != s);
                st.order.push(s);
            }
            for s in st.event_yes.clone() {
                apply_res(st, s, &part.gain);
            }
        }
        "to_first" => {
            for s in sel.iter().rev() {
                st.order.retain(|x| x != s);
                st.order.insert(0, *s);
            }
            for s in sel {
                apply_res(st, s, &part.gain);
            }
        }
        "crusade" => {
            let Some(r) = st.event_choice else { return };
            for s in sel {
                *st.players[s].get_mut(r) += part.amount;
            }
            for s in select(c, st, Selector::Weakest) {
                force_lose(st, s, r, part.amount);
            }
        }
        "zoroaster" => {
            let Some(&chooser) = sel.first() else { return };
            if st.event_bonus == Some(true) {
                apply_res(st, chooser, &part.gain);
            } else {
                for s in 0..st.players.len() {
                    if s != chooser {
                        apply_res(st, s, &part.alt);
                    }
                }
            }
        }
        "exhibition" => {
            // Free architects from the supply on one's wonder (§6.4.4).
            for s in sel {
                for _ in 0..part.count {
                    let has_room = st.players[s].wonder.as_ref().is_some_and(|w| {
                        c.card(w)
                            .is_some_and(|k| (st.players[s].built as usize) < k.sections.len())
                    });
                    if !has_room || take_architects(st, 1) == 0 {
                        break;
                    }
                    build_section(st, c, s);
                }
            }
        }
        _ => {}
    }
}

pub(super) fn cleanup(st: &mut State, c: &Content) {
    for p in st.players.iter_mut() {
        p.used.clear();
        p.freed.clear();
        p.layouts.clear();
        p.passed = false;
        p.first_turn_done = false;
        p.shortfall = [false; 4];
        p.least_stable = false;
    }
    st.pass_order.clear();
    st.war_bought = false;
    st.vasa.clear();
    if st.round >= last_round(st) {
        finish(st, c);
        return;
    }
    st.round += 1;
    st.step = Step::Growth;
}
