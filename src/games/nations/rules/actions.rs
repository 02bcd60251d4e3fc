//! The Action phase (Nations §6): the turn loop, what buying, deploying,
//! hiring and special actions do, prices, wonders' sections, and the solo
//! neutral's die (§10.7).

use super::*;

pub(super) fn start_actions(st: &mut State, c: &Content) {
    st.step = Step::Actions;
    st.turn = 0;
    // Solo: roll before the first action if the neutral goes first.
    if st.cfg.solo && st.order.first() == Some(&1) {
        solo_roll(st, c);
        st.turn = 1;
    }
    begin_turn(st, c);
}

pub(super) fn begin_turn(st: &mut State, c: &Content) {
    let Some(&seat) = st.order.get(st.turn) else {
        return;
    };
    if seat >= st.players.len() {
        return;
    }
    let p = &mut st.players[seat];
    // Sun Tzu: two actions on the first turn of the round (§6.1.4).
    let sun = !p.first_turn_done && has_hook(c, p, "sun_tzu");
    let p = &mut st.players[seat];
    p.first_turn_done = true;
    st.actions_left = if sun { 2 } else { 1 };
}

/// Ends one action of the current nation; moves the turn on when its
/// actions are spent.
pub(super) fn end_action(st: &mut State, c: &Content) {
    if st.roll_after {
        st.roll_after = false;
        solo_roll(st, c);
    }
    let Some(&seat) = st.order.get(st.turn) else {
        return;
    };
    st.actions_left = st.actions_left.saturating_sub(1);
    if seat < st.players.len() && !st.players[seat].passed && st.actions_left > 0 {
        return;
    }
    next_turn(st, c);
}

pub(super) fn next_turn(st: &mut State, c: &Content) {
    let n = st.order.len();
    for k in 1..=n {
        let idx = (st.turn + k) % n;
        let seat = st.order[idx];
        if seat < st.players.len() && !st.players[seat].passed {
            st.turn = idx;
            begin_turn(st, c);
            return;
        }
    }
    st.step = Step::Production;
}

/// The neutral's die (§10.7).
pub(super) fn solo_roll(st: &mut State, c: &Content) {
    if !st.cfg.solo {
        return;
    }
    let roll = st.rng.range(1, 6) as u8;
    if let Some(n) = st.neutral.as_mut() {
        n.last_roll = Some(roll);
    }
    neutral_acts(st, c, roll);
}

/// What the neutral does for a die result (§10.7 die table).
pub(super) fn neutral_acts(st: &mut State, c: &Content, roll: u8) {
    let cols = st.cfg.columns;
    if roll <= 4 {
        let col = (roll - 1) as usize;
        if col >= cols {
            return;
        }
        // Cheapest War first: Row-1 before Row-2 before Row-3, or by this
        // round's prices when the tile changed one.
        let mut rows = [2usize, 1, 0];
        rows.sort_by_key(|&r| row_price(c, st, r));
        let mut war_card = None;
        for row in rows {
            if let Some(id) = &st.board[row * cols + col] {
                if war_card.is_none() && c.card(id).is_some_and(|k| k.kind == Kind::War) {
                    war_card = Some(id.clone());
                }
            }
        }
        for row in 0..3 {
            st.board[row * cols + col] = None;
        }
        if let Some(card) = war_card {
            if !st.war_bought {
                let strength = st.neutral.as_ref().map(|n| n.military).unwrap_or(0);
                st.war = Some(War {
                    card,
                    strength: strength.clamp(0, MAX_MILITARY),
                    buyer: 1,
                });
                st.war_bought = true;
            }
        }
        return;
    }
    let Some(tile) = st
        .tile
        .as_ref()
        .and_then(|t| c.solo.iter().find(|x| &x.id == t))
    else {
        return;
    };
    let a = if roll == 5 { &tile.five } else { &tile.six };
    if (1..=3).contains(&a.remove_row) {
        let row = (3 - a.remove_row) as usize;
        for col in 0..cols {
            st.board[row * cols + col] = None;
        }
    }
    if let Some(kind) = a.remove_type {
        for slot in st.board.iter_mut() {
            if slot
                .as_ref()
                .and_then(|id| c.card(id))
                .is_some_and(|k| k.kind == kind)
            {
                *slot = None;
            }
        }
    }
    let gone = a.architects.min(st.public_architects);
    st.public_architects -= gone;
    st.supply += gone;
    if let Some(n) = st.neutral.as_mut() {
        n.books += a.books;
        n.military += a.military;
        n.stability += a.stability;
    }
}

/// The solo tile of this round, if any.
pub fn current_tile<'a>(c: &'a Content, st: &State) -> Option<&'a SoloTile> {
    let t = st.tile.as_ref()?;
    c.solo.iter().find(|x| &x.id == t)
}

/// The Gold price of a row of the Progress Board this round (row 0 is
/// the 3-Gold row): the printed price, changed by the solo tile.
pub fn row_price(c: &Content, st: &State, row: usize) -> i32 {
    let printed = PRICES[row.min(2)];
    match current_tile(c, st).and_then(|t| t.changes.price) {
        Some(pc) if pc.row == printed => (printed + pc.delta).max(0),
        _ => printed,
    }
}

pub(super) fn price_of(c: &Content, st: &State, index: usize) -> i32 {
    row_price(c, st, index / st.cfg.columns)
}

pub(super) fn can_buy(c: &Content, st: &State, seat: usize, index: usize) -> bool {
    let Some(Some(id)) = st.board.get(index) else {
        return false;
    };
    let Some(k) = c.card(id) else { return false };
    let p = &st.players[seat];
    if p.gold < price_of(c, st, index) {
        return false;
    }
    match k.kind {
        Kind::Colony => military(c, p) >= k.requirement,
        Kind::Battle => manned_military(c, p),
        Kind::War => !st.war_bought,
        _ => true,
    }
}

pub(super) fn slot_name(c: &Content, p: &Player, i: usize) -> String {
    let name = |id: &str| c.card(id).map(|k| k.name.clone()).unwrap_or_default();
    let base = name(&p.slots[i].card);
    let dup = p.slots.iter().filter(|s| name(&s.card) == base).count() > 1;
    if dup {
        format!("{base} #{}", i + 1)
    } else {
        base
    }
}

pub(super) fn next_section_cost(c: &Content, p: &Player) -> Option<i32> {
    let k = c.card(p.wonder.as_ref()?)?;
    k.sections.get(p.built as usize).copied()
}

pub(super) fn action_card<'a>(c: &'a Content, p: &'a Player, id: &str) -> Option<&'a CardDef> {
    flat_cards(c, p).find(|k| k.id == id && k.action.is_some())
}

pub(super) fn special_cost(st: &State, k: &CardDef) -> Res {
    let mut pay = k.action.clone().unwrap_or_default().pay;
    if k.hook.as_deref() == Some("piazza_san_marco") {
        pay.gold = st.cfg.piazza_gold;
    }
    pay
}

pub(super) fn apply_main(c: &Content, st: &mut State, seat: Seat, a: &Action) -> Result<(), Msg> {
    match a {
        Action::Buy(row, col) => {
            let idx = row * st.cfg.columns + col;
            let id = st.board[idx].take().ok_or_else(illegal)?;
            let price = price_of(c, st, idx);
            pay_gold(c, st, seat, price);
            if price == 3 {
                if let Some(k) = hook_card(c, &st.players[seat], "great_lighthouse") {
                    let b = k.bonus;
                    apply_res(st, seat, &b);
                }
            }
            acquire(c, st, seat, &id);
            st.roll_after = true;
            st.action_open = true;
        }
        Action::Deploy(i, from) => {
            let k = c
                .card(&st.players[seat].slots[*i].card)
                .ok_or_else(illegal)?;
            let v2 = st.cfg.rules >= 2;
            let p = &mut st.players[seat];
            if v2 && k.deploy == 0 {
                note_layout(p);
            }
            match from {
                None => p.reserve -= 1,
                Some(j) => {
                    p.slots[*j].workers -= 1;
                    if !v2 {
                        note_freed(c, p, *j);
                    }
                }
            }
            p.stone -= k.deploy;
            if k.deploy > 0 {
                p.freed.clear();
                p.layouts.clear();
            }
            p.slots[*i].workers += 1;
            if v2 && k.deploy == 0 {
                note_layout(p);
            }
            st.roll_after = st.cfg.solo_roll_any_deploy || k.kind == Kind::Military;
            st.action_open = true;
        }
        Action::Undeploy(i) => {
            let v2 = st.cfg.rules >= 2;
            let p = &mut st.players[seat];
            if v2 {
                note_layout(p);
            }
            p.slots[*i].workers -= 1;
            p.reserve += 1;
            if v2 {
                note_layout(p);
            } else {
                note_freed(c, p, *i);
            }
        }
        Action::Hire(private) => {
            if *private {
                st.players[seat].private_architects -= 1;
            } else {
                st.public_architects -= 1;
            }
            let cost = next_section_cost(c, &st.players[seat]).unwrap_or(0);
            st.players[seat].stone -= cost;
            build_section(st, c, seat);
            st.roll_after = true;
            st.action_open = true;
        }
        Action::Use(id) => {
            let k = action_card(c, &st.players[seat], id).ok_or_else(illegal)?;
            let act = k.action.clone().unwrap_or_default();
            let cost = special_cost(st, k);
            if cost.gold > 0 {
                pay_gold(c, st, seat, cost.gold);
            }
            let rest = Res { gold: 0, ..cost };
            pay_res(st, seat, &rest);
            apply_res(st, seat, &act.gain);
            if act.choice > 0 {
                st.pending.push((seat, Pending::Gain(act.choice)));
            }
            st.players[seat].used.push(id.clone());
            st.action_open = true;
        }
        Action::Pass => {
            // "Passed first" is the 1st, or with 5 players the 1st or 2nd
            // nation to pass (§2.6.3).
            let first =
                st.pass_order.is_empty() || (st.players.len() >= 5 && st.pass_order.len() == 1);
            st.players[seat].passed = true;
            st.pass_order.push(seat);
            if first && has_hook(c, &st.players[seat], "great_wall") {
                st.players[seat].used.push("great_wall".into());
            }
            st.action_open = true;
        }
        _ => return Err(illegal()),
    }
    // An action that spent something ends the stretch of free moves
    // (see the bound on free deploys in `legal_actions`).
    if matches!(
        a,
        Action::Buy(..) | Action::Hire(_) | Action::Use(_) | Action::Pass
    ) {
        st.players[seat].freed.clear();
        st.players[seat].layouts.clear();
    }
    Ok(())
}

/// Rules version 2: notes the nation's layout of workers around a free
/// move, for the bound on free deploys (see `legal_actions`). Only free
/// moves note anything, so a state without them stays as it was.
fn note_layout(p: &mut Player) {
    let now = super::decisions::layout(p);
    if !p.layouts.contains(&now) {
        p.layouts.push(now);
    }
}

/// Notes that slot `i` gave up a worker, for the bound on free deploys
/// (see `legal_actions`). Only cards that cost nothing to deploy are
/// noted: the bound reads no other, and a state without free moves stays
/// as it was before the bound (stored games keep their hashes).
fn note_freed(c: &Content, p: &mut Player, i: usize) {
    let card = &p.slots[i].card;
    if c.card(card).is_some_and(|k| k.deploy == 0) && !p.freed.contains(card) {
        p.freed.push(card.clone());
    }
}

/// A bought card goes where its type says (§6.2.5).
pub(super) fn acquire(c: &Content, st: &mut State, seat: Seat, id: &str) {
    let Some(k) = c.card(id) else { return };
    // A card's private architects come with it at once (§5.5.3); a
    // wonder's only once it is completed.
    if k.kind != Kind::Wonder {
        let got = take_architects(st, k.architects);
        st.players[seat].private_architects += got;
    }
    let p = &mut st.players[seat];
    match k.kind {
        Kind::Building | Kind::Military => {
            let full = p.slots.len() >= c.board.slots;
            if !full && (p.slots.is_empty() || !st.cfg.cover_free) {
                p.slots.push(Slot {
                    card: id.into(),
                    workers: 0,
                });
            } else {
                st.pending.push((seat, Pending::Place(id.into())));
            }
        }
        Kind::Advisor => {
            let cap = advisor_cap(c, p);
            if p.advisors.len() < cap {
                p.advisors.push(id.into());
            } else if p.advisors.len() == 1 {
                p.advisors = vec![id.into()];
            } else {
                st.pending.push((seat, Pending::DropAdvisor(id.into())));
            }
        }
        Kind::Colony => {
            p.colonies.push(id.into());
            if p.colonies.len() > c.board.colony_slots {
                st.pending.push((seat, Pending::DropColony));
            }
        }
        Kind::Wonder => {
            // §9.8.2: an unfinished wonder is lost (A-14 for architects).
            let back = p.wonder_architects;
            p.wonder = Some(id.into());
            p.built = 0;
            p.wonder_architects = 0;
            if !st.cfg.lost_architects {
                give_back_architects(st, back);
            }
        }
        Kind::Battle => {
            let amount = best_raid(c, p) + k.battle_bonus;
            st.pending.push((seat, Pending::Gain(amount)));
        }
        Kind::GoldenAge => st.pending.push((seat, Pending::Golden(id.into()))),
        Kind::War => {
            let strength = military(c, p);
            st.war = Some(War {
                card: id.into(),
                strength,
                buyer: seat,
            });
            st.war_bought = true;
        }
    }
}

/// One architect on the leftmost empty section; completion at once.
pub(super) fn build_section(st: &mut State, c: &Content, seat: Seat) {
    let p = &mut st.players[seat];
    let Some(w) = p.wonder.clone() else { return };
    let Some(k) = c.card(&w) else { return };
    p.built += 1;
    p.wonder_architects += 1;
    if (p.built as usize) < k.sections.len() {
        return;
    }
    // Completed (§6.4.3).
    let back = p.wonder_architects;
    st.news.push(msg!(
        "nations-news-wonder",
        seat = Msg::seat(seat),
        wonder = k.name_msg(),
        vp = k.vp,
        architects = back
    ));
    let p = &mut st.players[seat];
    p.wonder = None;
    p.built = 0;
    p.wonder_architects = 0;
    give_back_architects(st, back);
    // Sphinx: its owner's bonus, even if the new wonder covers it.
    for other in 0..st.players.len() {
        if other != seat && !st.cfg.sphinx_any {
            continue;
        }
        if let Some(s) = hook_card(c, &st.players[other], "sphinx") {
            let b = s.bonus;
            apply_res(st, other, &b);
        }
    }
    // Titanic: completing it removes all its owner's advisors, the
    // Porcelain Tower's too ([EL] card note).
    if k.hook.as_deref() == Some("titanic") {
        lose_advisors(st, seat, true);
    }
    let p = &mut st.players[seat];
    if k.hook.as_deref() == Some("versailles") {
        p.least_stable = true;
        p.used.push(k.id.clone());
    }
    if p.wonders.len() < c.board.wonder_slots && (p.wonders.is_empty() || !st.cfg.cover_free) {
        p.wonders.push(w);
        grant_new_architects(st, c, seat, k);
    } else {
        st.pending.push((seat, Pending::PlaceWonder(w)));
    }
}

pub(super) fn grant_new_architects(st: &mut State, _c: &Content, seat: Seat, k: &CardDef) {
    if k.architects > 0 && k.kind == Kind::Wonder {
        let got = take_architects(st, k.architects);
        st.players[seat].private_architects += got;
    }
}
