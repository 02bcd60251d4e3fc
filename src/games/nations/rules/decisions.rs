//! Every decision a seat makes: the legal actions (the Action-phase turn
//! and each queued `Pending` choice), their notation, and `apply`, which
//! checks an action, applies it and runs the automatic steps after it.

use super::*;

/// The legal actions of a seat, in a stable order.
pub fn legal_actions(c: &Content, st: &State, seat: Seat) -> Vec<Action> {
    let mut out = vec![];
    if seat >= st.players.len() || game_over(st) {
        return out;
    }
    if let Some((s, pending)) = st.pending.first() {
        if *s != seat {
            return out;
        }
        return pending_actions(c, st, seat, pending);
    }
    if st.step != Step::Actions || st.order.get(st.turn) != Some(&seat) {
        return out;
    }
    let p = &st.players[seat];
    for i in 0..st.board.len() {
        if can_buy(c, st, seat, i) {
            out.push(Action::Buy(i / st.cfg.columns, i % st.cfg.columns));
        }
    }
    for (i, s) in p.slots.iter().enumerate() {
        let Some(k) = c.card(&s.card) else { continue };
        if p.stone < k.deploy {
            continue;
        }
        // §2.4 sets no bound on deploying and undeploying: with a card
        // that costs no Stone (and undeploying is free and no action, §2.4.2),
        // a nation could take worker turns that change nothing, forever,
        // and the round would never end (§6.1 ends it when all have
        // passed). So a free deploy may not put a worker back on a card
        // that gave one up since the nation last spent something (a buy,
        // hire, special action, paid deploy or pass clears the list). Every
        // layout of workers stays reachable, one move per worker; only
        // the round trips that undo earlier moves are gone (a house bound,
        // not in the rulebook).
        //
        // Rules version 2 bounds only what makes a loop: a free deploy may
        // not bring back a layout of workers the nation has had since it
        // last spent something. Version 1 also refused a fresh worker from
        // the reserve on such a card, which changed outcomes; its tables
        // keep that bound (see `RULES`).
        if st.cfg.rules < 2 && k.deploy == 0 && p.freed.contains(&s.card) {
            continue;
        }
        let fresh = |from: Option<usize>| {
            k.deploy > 0 || st.cfg.rules < 2 || !p.layouts.contains(&layout_after(p, i, from))
        };
        if p.reserve > 0 && fresh(None) {
            out.push(Action::Deploy(i, None));
        }
        for (j, o) in p.slots.iter().enumerate() {
            if j != i && o.workers > 0 && fresh(Some(j)) {
                out.push(Action::Deploy(i, Some(j)));
            }
        }
    }
    for (i, s) in p.slots.iter().enumerate() {
        if s.workers > 0 {
            out.push(Action::Undeploy(i));
        }
    }
    if let Some(cost) = next_section_cost(c, p) {
        if p.stone >= cost {
            if st.public_architects > 0 {
                out.push(Action::Hire(false));
            }
            if p.private_architects > 0 {
                out.push(Action::Hire(true));
            }
        }
    }
    for k in flat_cards(c, p) {
        if k.action.is_some()
            && !(st.cfg.special_once && p.used.contains(&k.id))
            && can_pay(p, &special_cost(st, k))
        {
            out.push(Action::Use(k.id.clone()));
        }
    }
    out.push(Action::Pass);
    out
}

/// A nation's worker layout: its reserve, then the workers on each slot.
pub(super) fn layout(p: &Player) -> Vec<u8> {
    std::iter::once(p.reserve)
        .chain(p.slots.iter().map(|s| s.workers))
        .map(|n| u8::try_from(n.max(0)).unwrap_or(u8::MAX))
        .collect()
}

/// The layout after a deploy onto slot `to`, from the reserve or from
/// slot `from`.
fn layout_after(p: &Player, to: usize, from: Option<usize>) -> Vec<u8> {
    let mut l = layout(p);
    match from {
        None => l[0] = l[0].saturating_sub(1),
        Some(j) => l[j + 1] = l[j + 1].saturating_sub(1),
    }
    l[to + 1] = l[to + 1].saturating_add(1);
    l
}

pub(super) fn pending_actions(
    c: &Content,
    st: &State,
    seat: Seat,
    pending: &Pending,
) -> Vec<Action> {
    let p = &st.players[seat];
    let mut out = vec![];
    let stock = [
        Resource::Gold,
        Resource::Stone,
        Resource::Food,
        Resource::Books,
    ];
    match pending {
        Pending::PickNation => {
            let taken: Vec<&String> = st.players.iter().map(|p| &p.nation).collect();
            for id in &st.offered {
                if !taken.contains(&id) {
                    out.push(Action::Nation(id.clone(), "A".into()));
                    out.push(Action::Nation(id.clone(), "B".into()));
                }
            }
        }
        Pending::Growth => {
            if p.free > 0 {
                out.push(Action::GrowFree);
            } else {
                if p.pop_food > 0 {
                    out.push(Action::Grow(Section::Food));
                }
                if p.pop_stab > 0 {
                    out.push(Action::Grow(Section::Stability));
                }
            }
            for r in [Resource::Food, Resource::Stone, Resource::Gold] {
                out.push(Action::Bonus(r));
            }
        }
        Pending::ChooseEvent(ids) => {
            for id in ids {
                out.push(Action::Event(id.clone()));
            }
        }
        Pending::Place(_) => {
            if p.slots.len() < c.board.slots {
                out.push(Action::PlaceNew);
            }
            if p.slots.len() >= c.board.slots || st.cfg.cover_free {
                for i in 0..p.slots.len() {
                    out.push(Action::Replace(i));
                }
            }
        }
        Pending::DropColony => {
            for i in 0..p.colonies.len().saturating_sub(1) {
                out.push(Action::Drop(i));
            }
        }
        Pending::DropAdvisor(_) | Pending::LoseAdvisor | Pending::TrimAdvisors => {
            for i in 0..p.advisors.len() {
                out.push(Action::Drop(i));
            }
        }
        Pending::WarSpare => {
            if let Some(d) = st.defeats.iter().find(|d| d.seat == seat) {
                out.extend(spare_splits(d).into_iter().map(Action::Spare));
            }
        }
        Pending::PlaceWonder(_) => {
            if p.wonders.len() < c.board.wonder_slots {
                out.push(Action::PlaceNew);
            }
            if p.wonders.len() >= c.board.wonder_slots || st.cfg.cover_free {
                for i in 0..p.wonders.len() {
                    out.push(Action::Replace(i));
                }
            }
        }
        Pending::Gain(_) => {
            for r in [Resource::Books, Resource::Food, Resource::Stone] {
                out.push(Action::Gain(r));
            }
        }
        Pending::Golden(id) => {
            out.push(Action::GoldenResources);
            let age = c.card(id).map(|k| k.age).unwrap_or(1);
            let k = (c.golden_price(age) - golden_bonus(c, p)).max(0);
            if p.gold + p.stone + p.food + p.books >= k {
                out.push(Action::GoldenVp);
            }
        }
        Pending::GoldenPay(_) => {
            for r in stock {
                if p.get(r) > 0 {
                    out.push(Action::Pay(r));
                }
            }
        }
        Pending::Lose(_) => {
            for r in [Resource::Gold, Resource::Stone, Resource::Food] {
                if p.get(r) > 0 {
                    out.push(Action::Lose(r));
                }
            }
        }
        Pending::EasierWorker => {
            if p.pop_food > 0 {
                out.push(Action::Take(Section::Food));
            }
            if p.pop_stab > 0 {
                out.push(Action::Take(Section::Stability));
            }
        }
        Pending::Take(_) => {
            // A free worker is always taken first (§2.3.5).
            if p.free > 0 {
                out.push(Action::Take(Section::Food));
                return out;
            }
            if p.pop_food > 0 {
                out.push(Action::Take(Section::Food));
            }
            if p.pop_stab > 0 {
                out.push(Action::Take(Section::Stability));
            }
        }
        Pending::Return(_) => {
            let mut sources = vec![];
            if p.reserve > 0 {
                sources.push(None);
            }
            for (i, s) in p.slots.iter().enumerate() {
                if s.workers > 0 {
                    sources.push(Some(i));
                }
            }
            let mut sections = vec![];
            if p.pop_food < 4 {
                sections.push(Section::Food);
            }
            if p.pop_stab < 4 {
                sections.push(Section::Stability);
            }
            if sections.is_empty() {
                sections.push(Section::Food);
            }
            for src in sources {
                for &sec in &sections {
                    out.push(Action::Return(sec, src));
                }
            }
        }
        Pending::EventYesNo(i) => {
            let ok = match event_part(c, st, *i) {
                Some(part) if kind_of(part) == "pay_or_last" => can_pay(p, &part.pay),
                _ => true,
            };
            if ok {
                out.push(Action::Accept);
            }
            out.push(Action::Decline);
        }
        Pending::Crusade(_) => {
            for r in [Resource::Gold, Resource::Stone, Resource::Food] {
                out.push(Action::Gain(r));
            }
        }
        Pending::Zoroaster(_) => {
            out.push(Action::ChooseBonus);
            out.push(Action::ChoosePenalty);
        }
    }
    // Every decision has at least one way out.
    if out.is_empty() {
        out.push(Action::Decline);
    }
    out
}

pub(super) fn name_of(c: &Content, id: &str) -> String {
    c.card(id)
        .map(|k| k.name.clone())
        .unwrap_or_else(|| id.into())
}

/// The typed form of an action.
pub fn notation(c: &Content, st: &State, a: &Action) -> String {
    let seat = to_act(st)
        .first()
        .copied()
        .unwrap_or(0)
        .min(st.players.len().saturating_sub(1));
    let p = &st.players[seat];
    let pending = st.pending.first().map(|x| &x.1);
    match a {
        Action::Nation(id, side) => {
            let name = c
                .nation(id, side)
                .map(|n| n.name.clone())
                .unwrap_or(id.clone());
            format!("nation {name} {side}")
        }
        Action::Grow(s) => format!("grow {}", s.word()),
        Action::GrowFree => "grow".into(),
        Action::Bonus(r) => format!("bonus {}", r.word()),
        Action::Event(id) => format!(
            "event {}",
            c.event(id).map(|e| e.name.clone()).unwrap_or(id.clone())
        ),
        Action::Buy(row, col) => {
            let idx = row * st.cfg.columns + col;
            let id = st.board.get(idx).cloned().flatten().unwrap_or_default();
            let name = name_of(c, &id);
            let dup = st
                .board
                .iter()
                .flatten()
                .filter(|x| name_of(c, x) == name)
                .count()
                > 1;
            if dup {
                format!("buy {}.{}", 3 - row, col + 1)
            } else {
                format!("buy {name}")
            }
        }
        Action::Deploy(i, None) if *i < p.slots.len() => {
            format!("deploy {}", slot_name(c, p, *i))
        }
        Action::Deploy(i, Some(j)) if *i < p.slots.len() && *j < p.slots.len() => format!(
            "deploy {} from {}",
            slot_name(c, p, *i),
            slot_name(c, p, *j)
        ),
        Action::Undeploy(i) if *i < p.slots.len() => format!("undeploy {}", slot_name(c, p, *i)),
        Action::Hire(false) => "hire".into(),
        Action::Hire(true) => "hire private".into(),
        Action::Use(id) => format!("use {}", name_of(c, id)),
        Action::Pass => "pass".into(),
        Action::PlaceNew => "place new".into(),
        Action::Replace(i) => match pending {
            Some(Pending::PlaceWonder(_)) => format!(
                "cover {}",
                p.wonders.get(*i).map(|w| name_of(c, w)).unwrap_or_default()
            ),
            _ if *i < p.slots.len() => format!("replace {}", slot_name(c, p, *i)),
            _ => "replace ?".into(),
        },
        Action::Drop(i) => match pending {
            Some(Pending::DropAdvisor(_) | Pending::LoseAdvisor | Pending::TrimAdvisors) => {
                format!(
                    "remove {}",
                    p.advisors
                        .get(*i)
                        .map(|w| name_of(c, w))
                        .unwrap_or_default()
                )
            }
            _ => format!(
                "remove {}",
                p.colonies
                    .get(*i)
                    .map(|w| name_of(c, w))
                    .unwrap_or_default()
            ),
        },
        Action::Gain(r) => format!("gain {}", r.word()),
        Action::GoldenResources => "golden resources".into(),
        Action::GoldenVp => "golden vp".into(),
        Action::Pay(r) => format!("pay {}", r.word()),
        Action::Lose(r) => format!("lose {}", r.word()),
        Action::Take(s) => format!("take {}", s.word()),
        Action::Return(s, None) => format!("return {}", s.word()),
        Action::Return(s, Some(i)) if *i < p.slots.len() => {
            format!("return {} from {}", s.word(), slot_name(c, p, *i))
        }
        Action::Accept => "accept".into(),
        Action::Decline => "decline".into(),
        Action::ChooseBonus => "choose bonus".into(),
        Action::ChoosePenalty => "choose penalty".into(),
        Action::Spare(v) => {
            let parts: Vec<String> = Resource::ALL
                .iter()
                .zip(v)
                .filter(|(_, n)| **n > 0)
                .map(|(r, n)| format!("{n} {}", r.word()))
                .collect();
            format!("spare {}", parts.join(" "))
        }
        _ => "?".into(),
    }
}

pub(super) fn illegal() -> Msg {
    msg!("nations-error-illegal")
}

/// Applies an action; checks it against the legal actions first, so a
/// forged action is an error and changes nothing.
pub fn apply(c: &Content, st: &mut State, seat: Seat, a: &Action) -> Result<Applied, Msg> {
    if !legal_actions(c, st, seat).contains(a) {
        return Err(illegal());
    }
    // The host tells the action itself (from `Game::tell`); `public` holds
    // only what followed from it.
    let mut applied = Applied::default();
    let told = talk::tell(c, st, seat, a).public;
    let before = talk::stock(&st.players[seat]);
    st.news.clear();
    let round_before = st.round;
    let step_before = st.step;
    let from_pending = !st.pending.is_empty();
    // After setup the die is the only draw on the state's RNG (§10.7).
    let rng_before = st.rng.clone();
    if from_pending {
        let (_, pending) = st.pending.remove(0);
        apply_pending(c, st, seat, pending, a)?;
    } else {
        apply_main(c, st, seat, a)?;
    }
    // What the action itself changed, before the automatic steps it
    // may set off (those are told in `news`).
    let change = talk::change(&before, &talk::stock(&st.players[seat]));
    let had_tile = st.tile.clone();
    let had_event = st.event.clone();
    let rolled_before = st.neutral.as_ref().and_then(|n| n.last_roll);
    advance(st, c);
    // Anything drawn or rolled cannot be undone.
    if st.round != round_before
        || st.event != had_event
        || st.tile != had_tile
        || st.step != step_before
        || st.neutral.as_ref().and_then(|n| n.last_roll) != rolled_before
        || matches!(a, Action::Buy(..) | Action::Hire(_) | Action::Deploy(..)) && st.cfg.solo
    {
        applied.revealed = true;
    }
    // Told only when this action rolled the die: a pass ends the Action
    // phase without a roll, and must not repeat the last one.
    if let Some(r) = st.neutral.as_ref().and_then(|n| n.last_roll) {
        if st.rng != rng_before {
            applied
                .public
                .push(msg!("nations-solo-roll", roll = r as i64));
        }
    }
    applied.public.append(&mut st.news);
    st.last = Some(super::super::Last { seat, told, change });
    Ok(applied)
}

pub(super) fn apply_pending(
    c: &Content,
    st: &mut State,
    seat: Seat,
    pending: Pending,
    a: &Action,
) -> Result<(), Msg> {
    match (pending, a) {
        (Pending::PickNation, Action::Nation(id, side)) => {
            start_nation(st, c, seat, id, side);
        }
        (Pending::Growth, Action::GrowFree) => {
            take_worker(st, seat, Section::Food);
        }
        (Pending::Growth, Action::Grow(s)) => {
            take_worker(st, seat, *s);
        }
        (Pending::Growth, Action::Bonus(r)) => {
            let n = c.growth_bonus(&st.players[seat].difficulty);
            *st.players[seat].get_mut(*r) += n;
        }
        (Pending::ChooseEvent(ids), Action::Event(id)) => {
            st.event = Some(id.clone());
            st.news.push(talk::news_event(st, c));
            // The other card goes under its age's deck.
            let age = age_of(st.round) as usize - 1;
            for other in ids.iter().filter(|x| *x != id) {
                st.event_decks[age].insert(0, other.clone());
            }
        }
        (Pending::Place(id), Action::PlaceNew) => {
            st.players[seat].slots.push(Slot {
                card: id,
                workers: 0,
            });
        }
        (Pending::Place(id), Action::Replace(i)) => {
            let p = &mut st.players[seat];
            p.reserve += p.slots[*i].workers;
            p.slots[*i] = Slot {
                card: id,
                workers: 0,
            };
        }
        (Pending::DropColony, Action::Drop(i)) => {
            st.players[seat].colonies.remove(*i);
        }
        (Pending::DropAdvisor(id), Action::Drop(i)) => {
            st.players[seat].advisors[*i] = id;
        }
        (Pending::LoseAdvisor | Pending::TrimAdvisors, Action::Drop(i)) => {
            st.players[seat].advisors.remove(*i);
        }
        (Pending::WarSpare, Action::Spare(v)) => {
            let d = st
                .defeats
                .iter_mut()
                .find(|d| d.seat == seat)
                .ok_or_else(illegal)?;
            d.spare = *v;
        }
        (Pending::PlaceWonder(id), Action::PlaceNew) => {
            st.players[seat].wonders.push(id.clone());
            if let Some(k) = c.card(&id) {
                grant_new_architects(st, c, seat, k);
            }
        }
        (Pending::PlaceWonder(id), Action::Replace(i)) => {
            st.players[seat].wonders[*i] = id.clone();
            if let Some(k) = c.card(&id) {
                grant_new_architects(st, c, seat, k);
            }
        }
        (Pending::Gain(n), Action::Gain(r)) => {
            *st.players[seat].get_mut(*r) += n.max(0);
        }
        (Pending::Golden(id), Action::GoldenResources) => {
            let k = c.card(&id).ok_or_else(illegal)?;
            let bonus = golden_bonus(c, &st.players[seat]);
            let mut g = k.gain;
            for (r, v) in k.gain.stock_in_order() {
                if v > 0 {
                    match r {
                        Resource::Gold => g.gold += bonus,
                        Resource::Stone => g.stone += bonus,
                        Resource::Food => g.food += bonus,
                        Resource::Books => g.books += bonus,
                    }
                    break;
                }
            }
            apply_res(st, seat, &g);
        }
        (Pending::Golden(id), Action::GoldenVp) => {
            let age = c.card(&id).map(|k| k.age).unwrap_or(1);
            let k = (c.golden_price(age) - golden_bonus(c, &st.players[seat])).max(0);
            if k == 0 {
                st.players[seat].vp += 1;
            } else {
                st.pending.insert(0, (seat, Pending::GoldenPay(k)));
            }
        }
        (Pending::GoldenPay(n), Action::Pay(r)) => {
            if *r == Resource::Gold {
                pay_gold(c, st, seat, 1);
            } else {
                *st.players[seat].get_mut(*r) -= 1;
            }
            if n > 1 {
                st.pending.insert(0, (seat, Pending::GoldenPay(n - 1)));
            } else {
                st.players[seat].vp += 1;
            }
        }
        (Pending::Lose(n), Action::Lose(r)) => {
            *st.players[seat].get_mut(*r) -= 1;
            let p = &st.players[seat];
            if n > 1 && p.gold + p.stone + p.food > 0 {
                st.pending.insert(0, (seat, Pending::Lose(n - 1)));
            }
        }
        (Pending::EasierWorker, Action::Take(s)) => {
            let p = &mut st.players[seat];
            match s {
                Section::Food => {
                    p.pop_food -= 1;
                    p.hidden_food += 1;
                }
                Section::Stability => {
                    p.pop_stab -= 1;
                    p.hidden_stab += 1;
                }
            }
            p.reserve += 1;
        }
        (Pending::Take(n), Action::Take(s)) => {
            take_worker(st, seat, *s);
            if n > 1 && can_take(&st.players[seat]) {
                st.pending.insert(0, (seat, Pending::Take(n - 1)));
            }
        }
        (Pending::Return(n), Action::Return(s, from)) => {
            return_worker(st, seat, *s, *from);
            let p = &st.players[seat];
            let left = p.reserve + p.slots.iter().map(|x| x.workers).sum::<i32>();
            if n > 1 && left > 0 {
                st.pending.insert(0, (seat, Pending::Return(n - 1)));
            }
        }
        (Pending::EventYesNo(_), Action::Accept) => st.event_yes.push(seat),
        (Pending::EventYesNo(_), Action::Decline) => {}
        (Pending::Crusade(_), Action::Gain(r)) => st.event_choice = Some(*r),
        (Pending::Zoroaster(_), Action::ChooseBonus) => st.event_bonus = Some(true),
        (Pending::Zoroaster(_), Action::ChoosePenalty) => st.event_bonus = Some(false),
        (_, Action::Decline) => {}
        _ => return Err(illegal()),
    }
    Ok(())
}
