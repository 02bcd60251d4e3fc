//! What may happen in Belfort: setup, the five phases of each round, the
//! actions and their effects, scoring and the end. Section numbers refer
//! to `shared/rules/belfort.md`.

use super::content::{Area, Category, Content, Goods, LotKind, LotShape};
use super::{At, Belfort, Built, Flags, Pending, Phase, Player, Res, Space, State, WKind, Worker};
use crate::engine::{Applied, GameRng, Msg, Outcome, Seat, Setup};
use crate::msg;

// One file per phase of the round (spec §3.1-§3.5) and the setup (§2);
// this file holds the actions, the helpers every phase shares, whose turn
// it is, the dispatch of legal actions and of `apply`, and the words.
mod actions;
mod calendar;
mod gathering;
mod placement;
mod scoring;
mod setup;

pub use actions::*;
pub use calendar::*;
pub use gathering::*;
pub use placement::*;
pub use scoring::*;
pub use setup::*;

/// Every decision a seat can make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Setup S-6: the card types kept (the rest are discarded).
    Keep(Vec<u8>),
    /// 2P-S4: put the NP dwarf on the guild of this district.
    Block(u8),
    Place(WKind, Space),
    Pass,
    /// Send a worker to resource area 0-3 after passing.
    Send(WKind, u8),
    TakeShield(u8),
    NoSwap,
    Activate(Space),
    Build {
        ty: u8,
        lot: u16,
        sym: u8,
    },
    Wall(u16),
    BuyGuild(u8),
    Trade {
        buy: bool,
        res: Res,
    },
    Convert(Res),
    Hire(u8),
    BankGold,
    SmithMetal,
    BuyCard(Option<u8>),
    EndTurn,
    Discard(u8),
    Recruit(bool),
    RecruitGnome(u8),
    GnomeTo(u8),
    GateExtra(u16),
    ArchDistrict(u8),
    ArchLot {
        lot: u16,
        sym: u8,
    },
    ArchPay(u8),
    Skip,
    StealOne {
        victim: u8,
        amount: i64,
    },
    StealEach(Vec<u8>),
    RobOne {
        victim: u8,
        take: Vec<Res>,
    },
    RobEach,
    RobFrom {
        victim: u8,
        res: Res,
    },
    Done,
    WizKind(u8),
    WizFrom(u16),
    WizTo(u16),
    /// Put the marker a Wizards' swap brought to a Gatehouse on this
    /// symbol (AMB-19).
    WizSeat {
        lot: u16,
        sym: u8,
    },
    Reveal(u8),
    SpyTake {
        victim: u8,
        ty: u8,
    },
    MerchantsPick(bool),
    NpPick(Option<u8>),
    NpPlace {
        lot: u16,
        sym: u8,
    },
}

pub fn player_name(i: usize) -> String {
    format!("p{}", i + 1)
}

/// How a competitor is typed in a notation: `p2`, or `np3`/`np4` for the
/// neutral players. Never shown as a name: messages use [`who`].
pub fn competitor_name(st: &State, i: usize) -> String {
    if i < st.n() {
        player_name(i)
    } else {
        format!("np{}", i + 1)
    }
}

/// A competitor as every message names it: the player through
/// [`Msg::seat`], a neutral player as "neutral 3".
pub fn who(st: &State, i: usize) -> Msg {
    if i < st.n() {
        Msg::seat(i)
    } else {
        msg!("belfort-np-name", n = i + 1)
    }
}

// ---------------------------------------------------------------- helpers

fn ty(st: &State, card: u8) -> usize {
    st.card_types.get(card as usize).copied().unwrap_or(0) as usize
}

fn affordable(p: &Player, g: &Goods) -> bool {
    p.wood >= g.wood && p.stone >= g.stone && p.metal >= g.metal && p.gold >= g.gold
}

fn pay(p: &mut Player, g: &Goods) {
    p.wood -= g.wood;
    p.stone -= g.stone;
    p.metal -= g.metal;
    p.gold -= g.gold;
}

fn gain(p: &mut Player, g: &Goods) {
    p.wood += g.wood;
    p.stone += g.stone;
    p.metal += g.metal;
    p.gold += g.gold;
}

fn res_mut(p: &mut Player, r: Res) -> &mut i64 {
    match r {
        Res::Wood => &mut p.wood,
        Res::Stone => &mut p.stone,
        Res::Metal => &mut p.metal,
    }
}

fn res_of(p: &Player, r: Res) -> i64 {
    match r {
        Res::Wood => p.wood,
        Res::Stone => p.stone,
        Res::Metal => p.metal,
    }
}

/// The symbol positions a new claim may mark on a lot: `[0]` for a free
/// single lot or Keep section, both positions for a fully free Gatehouse
/// (AMB-9 a), and with `gatehouse_halves` any free half.
pub fn free_syms(c: &Content, st: &State, lot: usize) -> Vec<u8> {
    let l = &c.layout.lots[lot];
    let free: Vec<u8> = l
        .symbols
        .iter()
        .enumerate()
        .filter(|(_, &s)| st.marks[s].is_none())
        .map(|(i, _)| i as u8)
        .collect();
    let gate = matches!(l.kind, LotKind::Building(b) if c.buildings[b].lot == LotShape::Gatehouse);
    if gate {
        if free.len() == l.symbols.len() || (st.flags.gatehouse_halves && !free.is_empty()) {
            return free;
        }
        return Vec::new();
    }
    if free.len() == l.symbols.len() {
        vec![0]
    } else {
        Vec::new()
    }
}

/// Puts a competitor's marker(s) on a claimed lot (BU-2).
fn mark(c: &Content, st: &mut State, lot: usize, sym: u8, who: usize, keep_markers: u8) {
    let l = &c.layout.lots[lot];
    let keep = matches!(l.kind, LotKind::Building(b) if c.buildings[b].lot == LotShape::Keep);
    if keep {
        for &s in l.symbols.iter().take(keep_markers as usize) {
            st.marks[s] = Some(who as u8);
        }
    } else if let Some(&s) = l.symbols.get(sym as usize) {
        st.marks[s] = Some(who as u8);
    }
}

pub fn lot_cost(c: &Content, st: &State, lot: usize) -> Goods {
    match c.layout.lots[lot].kind {
        LotKind::Building(b) => c.buildings[b].cost,
        LotKind::Wall => Goods {
            wood: c.c.wall_wood,
            stone: c.c.wall_stone,
            ..Default::default()
        },
        LotKind::Guild => {
            let d = c.layout.lots[lot].district;
            c.guilds[st.guilds[d] as usize].cost
        }
    }
}

/// The owner of the guild in district `d`.
pub fn guild_owner(c: &Content, st: &State, d: usize) -> Option<usize> {
    let lot = c.layout.guild_lot[d];
    st.marks[c.layout.lots[lot].symbols[0]].map(|o| o as usize)
}

fn occupied(st: &State, space: Space) -> bool {
    st.players
        .iter()
        .any(|p| p.workers.iter().any(|w| w.at == At::Space(space)))
}

fn home_kinds(p: &Player) -> Vec<WKind> {
    let mut v = Vec::new();
    for elf in [true, false] {
        for master in [false, true] {
            if p.workers
                .iter()
                .any(|w| w.at == At::Home && w.elf == elf && w.master == master)
            {
                v.push(WKind { elf, master });
            }
        }
    }
    v
}

fn count(p: &Player, elf: bool) -> usize {
    p.workers.iter().filter(|w| w.elf == elf).count()
}

fn masters(p: &Player, elf: bool) -> usize {
    p.workers
        .iter()
        .filter(|w| w.elf == elf && w.master)
        .count()
}

/// How many filled locks with this hook a player's cards have.
fn filled_locks(c: &Content, st: &State, p: usize, hook: &str) -> usize {
    st.players[p]
        .tableau
        .iter()
        .map(|b| {
            c.buildings[ty(st, b.card)]
                .locks
                .iter()
                .take(b.gnomes as usize)
                .filter(|l| l.as_str() == hook)
                .count()
        })
        .sum()
}

pub fn gnomes_of(p: &Player) -> u32 {
    p.tableau.iter().map(|b| b.gnomes as u32).sum()
}

fn flip_one(p: &mut Player, elf: bool, cap: usize) -> bool {
    if masters(p, elf) >= cap.min(count(p, elf)) {
        return false;
    }
    // Prefer a worker at home; any normal one will do (NIS-18).
    let idx = p
        .workers
        .iter()
        .position(|w| w.elf == elf && !w.master && w.at == At::Home)
        .or_else(|| p.workers.iter().position(|w| w.elf == elf && !w.master));
    match idx {
        Some(i) => {
            p.workers[i].master = true;
            true
        }
        None => false,
    }
}

/// AMB-10 b: masters = min(gnomed Pubs/Gardens, workers, 5), so an
/// upgrade owed is made as soon as a worker arrives.
fn sync_masters(c: &Content, st: &mut State, p: usize) {
    if st.flags.upgrade_lost {
        return;
    }
    let cap = c.c.masters_per_kind;
    for (elf, hook) in [(false, "master_dwarf"), (true, "master_elf")] {
        let target = filled_locks(c, st, p, hook).min(cap);
        while masters(&st.players[p], elf) < target {
            if !flip_one(&mut st.players[p], elf, cap) {
                break;
            }
        }
    }
}

fn gain_worker(c: &Content, st: &mut State, p: usize, elf: bool) -> bool {
    if count(&st.players[p], elf) >= c.c.workers_per_kind {
        return false;
    }
    st.players[p].workers.push(Worker {
        elf,
        master: false,
        at: At::Home,
    });
    sync_masters(c, st, p);
    true
}

/// Cards of a player with a free gnome lock (tableau indexes).
fn free_lock_cards(c: &Content, st: &State, p: usize) -> Vec<u8> {
    st.players[p]
        .tableau
        .iter()
        .filter(|b| (b.gnomes as usize) < c.buildings[ty(st, b.card)].locks.len())
        .map(|b| b.card)
        .collect()
}

fn gate_extra_targets(c: &Content, st: &State, p: usize) -> Vec<u16> {
    c.layout
        .lots
        .iter()
        .enumerate()
        .filter(|(_, l)| matches!(l.kind, LotKind::Building(b) if c.buildings[b].lot == LotShape::Gatehouse))
        .filter(|(_, l)| {
            l.symbols.iter().any(|&s| st.marks[s] == Some(p as u8))
                && l.symbols.iter().any(|&s| st.marks[s].is_none())
        })
        .map(|(i, _)| i as u16)
        .collect()
}

/// A gnome goes from the pool onto a card's next lock; its unlock effect
/// starts at once (HG-3, AMB-31).
pub fn put_gnome(c: &Content, st: &mut State, p: usize, card: u8, out: &mut Applied) {
    let Some(i) = st.players[p].tableau.iter().position(|b| b.card == card) else {
        return;
    };
    let b = ty(st, card);
    let slot = st.players[p].tableau[i].gnomes as usize;
    let Some(hook) = c.buildings[b].locks.get(slot).cloned() else {
        return;
    };
    if st.pool == 0 {
        return;
    }
    st.pool -= 1;
    st.players[p].tableau[i].gnomes += 1;
    out.public.push(msg!(
        "belfort-gnome-placed",
        player = Msg::seat(p),
        card = c.buildings[b].name_msg()
    ));
    match hook.as_str() {
        "master_dwarf" | "master_elf" => {
            let elf = hook == "master_elf";
            if st.flags.upgrade_lost {
                flip_one(&mut st.players[p], elf, c.c.masters_per_kind);
            } else {
                sync_masters(c, st, p);
            }
        }
        "gatehouse_extra" => {
            let t = gate_extra_targets(c, st, p);
            if t.len() == 1 {
                gate_extra(c, st, p, t[0] as usize);
            } else if !t.is_empty() {
                st.pending.push(Pending::GateExtra { seat: p as u8 });
            }
        }
        _ => {}
    }
}

fn gate_extra(c: &Content, st: &mut State, p: usize, lot: usize) {
    if let Some(&s) = c.layout.lots[lot]
        .symbols
        .iter()
        .find(|&&s| st.marks[s].is_none())
    {
        st.marks[s] = Some(p as u8);
    }
}

/// Draws the top card, reshuffling the discard pile into an empty deck
/// (NIS-10).
fn draw(st: &mut State, out: &mut Applied) -> Option<u8> {
    out.revealed = true;
    if st.deck.is_empty() && !st.discard.is_empty() {
        st.deck = std::mem::take(&mut st.discard);
        let mut deck = std::mem::take(&mut st.deck);
        st.rng.shuffle(&mut deck);
        st.deck = deck;
    }
    st.deck.pop()
}

fn draw_to_hand(c: &Content, st: &mut State, p: usize, k: usize, out: &mut Applied) {
    for _ in 0..k {
        if let Some(card) = draw(st, out) {
            st.players[p].hand.push(card);
            out.private.push((
                p,
                msg!("belfort-drew", card = c.buildings[ty(st, card)].name_msg()),
            ));
        }
    }
}

/// Takes the first card of building type `t` from the display and refills
/// it.
fn take_from_display(c: &Content, st: &mut State, t: u8, out: &mut Applied) -> Option<u8> {
    let i = st.display.iter().position(|&d| ty(st, d) as u8 == t);
    let card = i.map(|i| st.display.remove(i));
    st.known.extend(card);
    refill_display(c, st, out);
    card
}

fn refill_display(c: &Content, st: &mut State, out: &mut Applied) {
    while st.display.len() < c.c.display {
        match draw(st, out) {
            Some(card) => st.display.push(card),
            None => break,
        }
    }
}

fn visits(c: &Content, st: &State, p: usize) -> u8 {
    let market = filled_locks(c, st, p, "market_visit");
    let market = if st.flags.market_cap {
        market.min(2)
    } else {
        market
    };
    1 + market as u8 + st.players[p].extra_visits
}

// ---------------------------------------------------------------- who acts

pub fn to_act(st: &State) -> Vec<Seat> {
    if st.outcome.is_some() {
        return Vec::new();
    }
    if let Some(p) = st.pending.last() {
        return match p {
            Pending::SpiesReveal { seat, shown } => (0..st.n())
                .filter(|&o| {
                    o != *seat as usize && shown[o].is_none() && !st.players[o].hand.is_empty()
                })
                .collect(),
            other => vec![pending_seat(other)],
        };
    }
    match &st.phase {
        Phase::Keep { discards } => (0..st.n()).filter(|&s| discards[s].is_none()).collect(),
        Phase::Block { np } => st.holder(np + 1).into_iter().collect(),
        Phase::Placement { turn } => vec![st.order()[*turn as usize]],
        Phase::Distribute { seat, .. } => vec![*seat as usize],
        Phase::Tent { space, .. } => tent_worker(st, *space).into_iter().collect(),
        Phase::Actions { turn, .. } => vec![st.order()[*turn as usize]],
        Phase::Neutral { np, .. } => st.holder(np + 1).into_iter().collect(),
        Phase::Over => Vec::new(),
    }
}

fn pending_seat(p: &Pending) -> usize {
    (match p {
        Pending::Discard { seat, .. }
        | Pending::Recruit { seat, .. }
        | Pending::GnomeTo { seat }
        | Pending::GateExtra { seat }
        | Pending::ArchDistrict { seat }
        | Pending::ArchLot { seat, .. }
        | Pending::ArchPay { seat, .. }
        | Pending::Thieves { seat }
        | Pending::Bandits { seat }
        | Pending::BanditsEach { seat, .. }
        | Pending::WizKind { seat }
        | Pending::WizFrom { seat, .. }
        | Pending::WizTo { seat, .. }
        | Pending::WizSeat { seat, .. }
        | Pending::SpiesReveal { seat, .. }
        | Pending::SpiesTake { seat, .. }
        | Pending::MerchantsChoice { seat } => *seat,
    }) as usize
}

// ---------------------------------------------------------------- legal

fn hand_types(p: &Player, st: &State) -> Vec<u8> {
    let mut v: Vec<u8> = p.hand.iter().map(|&c| ty(st, c) as u8).collect();
    v.sort();
    v.dedup();
    v
}

fn kept_choices(st: &State, seat: usize, keep: usize) -> Vec<Vec<u8>> {
    let hand: Vec<u8> = {
        let mut h: Vec<u8> = st.players[seat]
            .hand
            .iter()
            .map(|&c| ty(st, c) as u8)
            .collect();
        h.sort();
        h
    };
    let n = hand.len();
    let mut out: Vec<Vec<u8>> = Vec::new();
    if n <= keep {
        return vec![hand];
    }
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize != keep {
            continue;
        }
        let pick: Vec<u8> = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| hand[i])
            .collect();
        if !out.contains(&pick) {
            out.push(pick);
        }
    }
    out.sort();
    out
}

pub fn legal(c: &Content, st: &State, seat: Seat) -> Vec<Action> {
    if seat >= st.n() || !to_act(st).contains(&seat) {
        return Vec::new();
    }
    if let Some(pend) = st.pending.last() {
        return pending_legal(c, st, seat, pend);
    }
    let p = &st.players[seat];
    let mut v = Vec::new();
    match &st.phase {
        Phase::Keep { .. } => {
            v.extend(
                kept_choices(st, seat, c.c.keep)
                    .into_iter()
                    .map(Action::Keep),
            );
        }
        Phase::Block { .. } => {
            for d in 0..st.guilds.len() as u8 {
                if !st.np_dwarves.contains(&d) {
                    v.push(Action::Block(d));
                }
            }
        }
        Phase::Placement { .. } => {
            let spaces = spaces_for(c, st, seat);
            for k in home_kinds(p) {
                for &s in &spaces {
                    v.push(Action::Place(k, s));
                }
            }
            v.push(Action::Pass);
        }
        Phase::Distribute { .. } => {
            for k in home_kinds(p) {
                for a in 0..4 {
                    if area_ok(st, k.elf, a) {
                        v.push(Action::Send(k, a));
                    }
                }
            }
        }
        Phase::Tent { .. } => {
            for o in opponents(st, seat) {
                let s = st.shields[o];
                if !st.grey[s as usize - 1] {
                    v.push(Action::TakeShield(s));
                }
            }
            v.sort_by_key(|a| match a {
                Action::TakeShield(s) => *s,
                _ => 0,
            });
            v.push(Action::NoSwap);
        }
        Phase::Actions { .. } => actions_legal(c, st, seat, &mut v),
        Phase::Neutral { card, .. } => match card {
            None => {
                for t in {
                    let mut ts: Vec<u8> = st.display.iter().map(|&d| ty(st, d) as u8).collect();
                    ts.sort();
                    ts.dedup();
                    ts
                } {
                    if free_lots_of(c, st, t as usize).next().is_some() {
                        v.push(Action::NpPick(Some(t)));
                    }
                }
                if !st.deck.is_empty() || !st.discard.is_empty() {
                    v.push(Action::NpPick(None));
                }
            }
            Some(card) => {
                for (lot, syms) in free_lots_of(c, st, ty(st, *card)) {
                    for sym in syms {
                        v.push(Action::NpPlace { lot, sym });
                    }
                }
            }
        },
        Phase::Over => {}
    }
    v
}

// ---------------------------------------------------------------- apply

pub fn apply(c: &Content, st: &mut State, seat: Seat, action: &Action) -> Result<Applied, Msg> {
    if !legal(c, st, seat).contains(action) {
        return Err(msg!("belfort-error-illegal"));
    }
    let mut out = Applied::default();
    // Issue 10 item 7: the board highlights the action in its public
    // wording and what it changed in the actor's supply, before the
    // automatic steps it may set off (those are told in `out.public`).
    let told = super::talk::tell(c, st, seat, action).public;
    let before = super::talk::stock(&st.players[seat]);
    if let Some(pend) = st.pending.last().cloned() {
        apply_pending(c, st, seat, pend, action, &mut out);
    } else {
        apply_phase(c, st, seat, action, &mut out);
    }
    let change = super::talk::change(&before, &super::talk::stock(&st.players[seat]));
    settle(c, st, &mut out);
    st.last = Some(crate::engine::Last { seat, told, change });
    Ok(out)
}

fn apply_phase(c: &Content, st: &mut State, seat: usize, action: &Action, out: &mut Applied) {
    match (st.phase.clone(), action) {
        (Phase::Keep { mut discards }, Action::Keep(kept)) => {
            let mut left = kept.clone();
            let mut dropped = Vec::new();
            for &card in &st.players[seat].hand {
                let t = ty(st, card) as u8;
                if let Some(i) = left.iter().position(|&k| k == t) {
                    left.remove(i);
                } else {
                    dropped.push(card);
                }
            }
            discards[seat] = Some(dropped);
            if discards.iter().all(Option::is_some) {
                out.revealed = true;
                for (p, d) in discards.iter().enumerate() {
                    let d = d.clone().unwrap_or_default();
                    st.players[p].hand.retain(|x| !d.contains(x));
                    let names = d
                        .iter()
                        .map(|&x| c.buildings[ty(st, x)].name_msg().into())
                        .collect();
                    out.public.push(msg!(
                        "belfort-discarded",
                        player = Msg::seat(p),
                        cards = Msg::join(", ", names)
                    ));
                    st.discard.extend(d);
                }
                if st.n() == 2 {
                    st.phase = Phase::Block { np: 0 };
                } else {
                    start_round(c, st, out);
                }
            } else {
                st.phase = Phase::Keep { discards };
            }
        }
        (Phase::Block { np }, Action::Block(d)) => {
            st.np_dwarves.push(*d);
            if np == 0 {
                st.phase = Phase::Block { np: 1 };
            } else {
                start_round(c, st, out);
            }
        }
        (Phase::Placement { turn }, Action::Place(k, space)) => {
            let cost = place_cost(c, st, seat, *space).unwrap_or(0);
            st.players[seat].gold -= cost;
            if let Space::Guild(d) = space {
                if let Some(o) = guild_owner(c, st, *d as usize) {
                    if o != seat && o < st.n() {
                        st.players[o].gold += cost;
                    }
                }
            }
            let p = &mut st.players[seat];
            if let Some(w) = p
                .workers
                .iter_mut()
                .find(|w| w.at == At::Home && w.elf == k.elf && w.master == k.master)
            {
                w.at = At::Space(*space);
            }
            next_placer(c, st, turn, out);
        }
        (Phase::Placement { turn }, Action::Pass) => {
            st.players[seat].passed = true;
            if home_kinds(&st.players[seat]).is_empty() {
                next_placer(c, st, turn, out);
            } else {
                st.phase = Phase::Distribute {
                    seat: seat as u8,
                    turn,
                };
            }
        }
        (Phase::Distribute { turn, .. }, Action::Send(k, area)) => {
            let p = &mut st.players[seat];
            if let Some(w) = p
                .workers
                .iter_mut()
                .find(|w| w.at == At::Home && w.elf == k.elf && w.master == k.master)
            {
                w.at = At::Area(*area);
            }
            if home_kinds(&st.players[seat]).is_empty() {
                let names: Vec<String> = (0..4u8)
                    .map(|a| {
                        st.players[seat]
                            .workers
                            .iter()
                            .filter(|w| w.at == At::Area(a))
                            .count()
                            .to_string()
                    })
                    .collect();
                out.public.push(msg!(
                    "belfort-sent",
                    player = Msg::seat(seat),
                    forest = names[0].clone(),
                    quarry = names[1].clone(),
                    mine = names[2].clone(),
                    goldmine = names[3].clone()
                ));
                next_placer(c, st, turn, out);
            }
        }
        (Phase::Tent { space, step }, Action::TakeShield(_) | Action::NoSwap) => {
            if let Action::TakeShield(s) = action {
                if let Some(o) = st.holder(*s) {
                    st.shields.swap(o, seat);
                }
            }
            let mine = st.shields[seat];
            st.grey[mine as usize - 1] = true;
            for w in st.players[seat].workers.iter_mut() {
                if w.at == At::Space(Space::Tent(space)) {
                    w.at = At::Home;
                }
            }
            continue_tent(c, st, space + 1, step, out);
        }
        (Phase::Actions { .. }, a) => apply_action(c, st, seat, a, out),
        (Phase::Neutral { np, card: None, .. }, Action::NpPick(pick)) => {
            let np_name = who(st, st.n() + np as usize);
            let blind = pick.is_none();
            let card = match pick {
                Some(t) => take_from_display(c, st, *t, out),
                None => {
                    // 2P-2: the top card is seen by the controlling seat
                    // only; the others learn it when it is discarded face
                    // up after the placement.
                    let card = draw(st, out);
                    if let Some(card) = card {
                        out.private.push((
                            seat,
                            msg!(
                                "belfort-np-drew-private",
                                np = np_name.clone(),
                                card = c.buildings[ty(st, card)].name_msg()
                            ),
                        ));
                    }
                    card
                }
            };
            match card {
                Some(card) if free_lots_of(c, st, ty(st, card)).next().is_some() => {
                    st.phase = Phase::Neutral {
                        np,
                        card: Some(card),
                        blind,
                    };
                }
                Some(card) => {
                    // AMB-20 (ii): a blind card with no free lot is
                    // discarded face up and the NP places nothing.
                    out.public.push(msg!(
                        "belfort-np-no-lot",
                        np = np_name,
                        card = c.buildings[ty(st, card)].name_msg()
                    ));
                    st.discard.push(card);
                    next_neutral(c, st, np, out);
                }
                None => next_neutral(c, st, np, out),
            }
        }
        (
            Phase::Neutral {
                np,
                card: Some(card),
                blind,
            },
            Action::NpPlace { lot, sym },
        ) => {
            let np_i = st.n() + np as usize;
            mark(c, st, *lot as usize, *sym, np_i, st.flags.np_keep_markers);
            out.public.push(msg!(
                "belfort-np-discards",
                np = who(st, np_i),
                card = c.buildings[ty(st, card)].name_msg()
            ));
            if blind {
                out.revealed = true;
            }
            st.discard.push(card);
            next_neutral(c, st, np, out);
        }
        _ => {}
    }
}

// ---------------------------------------------------------------- words

pub fn status(c: &Content, st: &State) -> Msg {
    let scores: Vec<Msg> = st
        .order()
        .into_iter()
        .map(|p| {
            msg!(
                "belfort-status-score",
                player = Msg::seat(p),
                score = st.players[p].score,
                shield = st.shields[p]
            )
        })
        .collect();
    let _ = c;
    let turn: Vec<Msg> = to_act(st).into_iter().map(Msg::seat).collect();
    msg!(
        "belfort-status",
        round = st.round,
        phase = phase_msg(st),
        scores = super::talk::join(scores),
        turn = if turn.is_empty() {
            msg!("belfort-nobody")
        } else {
            super::talk::join(turn)
        },
        pool = st.pool
    )
}

/// The card a seat drew blind for the NP it controls and has not placed
/// yet: (NP index 0/1, card). Nobody else may see it.
pub fn np_card_seen_by(st: &State, seat: Seat) -> Option<(usize, u8)> {
    match st.phase {
        Phase::Neutral {
            np,
            card: Some(card),
            blind: true,
        } if st.holder(np + 1) == Some(seat) => Some((np as usize, card)),
        _ => None,
    }
}

/// The phase in words.
pub fn phase_msg(st: &State) -> Msg {
    Msg::new(match &st.phase {
        Phase::Keep { .. } => "belfort-phase-keep",
        Phase::Block { .. } => "belfort-phase-block",
        Phase::Placement { .. } | Phase::Distribute { .. } => "belfort-phase-placement",
        Phase::Tent { .. } => "belfort-phase-gathering",
        Phase::Actions { .. } => "belfort-phase-actions",
        Phase::Neutral { .. } => "belfort-phase-neutral",
        Phase::Over => "belfort-phase-over",
    })
}

pub fn private_text(c: &Content, st: &State, seat: Seat) -> Msg {
    let Some(p) = st.players.get(seat) else {
        return msg!("belfort-nothing");
    };
    let hand: Vec<crate::engine::Arg> = p
        .hand
        .iter()
        .map(|&x| c.buildings[ty(st, x)].name_msg().into())
        .collect();
    let mut lines = vec![msg!(
        "belfort-private",
        hand = if hand.is_empty() {
            Msg::join("", vec!["-".into()])
        } else {
            Msg::join(", ", hand)
        },
        wood = p.wood,
        stone = p.stone,
        metal = p.metal,
        gold = p.gold,
        elves = count(p, true),
        dwarves = count(p, false),
        gnomes = gnomes_of(p) as i64
    )];
    if let Phase::Keep { discards } = &st.phase {
        if let Some(Some(d)) = discards.get(seat) {
            let names = d
                .iter()
                .map(|&x| c.buildings[ty(st, x)].name_msg().into())
                .collect();
            lines.push(msg!("belfort-private-keep", cards = Msg::join(", ", names)));
        }
    }
    if let Some((np, card)) = np_card_seen_by(st, seat) {
        lines.push(msg!(
            "belfort-private-np-card",
            np = who(st, st.n() + np),
            card = c.buildings[ty(st, card)].name_msg()
        ));
    }
    if let Some(Pending::SpiesReveal { shown, .. }) = st.pending.last() {
        if let Some(Some(card)) = shown.get(seat) {
            lines.push(msg!(
                "belfort-private-shown",
                card = c.buildings[ty(st, *card)].name_msg()
            ));
        }
    }
    Msg::lines(lines)
}

impl Belfort {
    /// The content pack this title plays with.
    pub fn pack(&self) -> &Content {
        &self.content
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn majority_ties_drop_one_place() {
        assert_eq!(
            majority_points(&[4, 2, 2, 1], &[5, 3, 1], false),
            vec![5, 1, 1, 0]
        );
        assert_eq!(majority_points(&[3, 3, 1], &[5, 3], false), vec![3, 3, 0]);
        assert_eq!(majority_points(&[0, 0, 0], &[3, 1], false), vec![0, 0, 0]);
    }

    #[test]
    fn discounts_never_go_below_zero_and_dedupe() {
        let cost = Goods {
            wood: 1,
            stone: 0,
            metal: 0,
            gold: 0,
        };
        let p = Player::default();
        // Only the wood discounts make it affordable, and both give the
        // same price: one option.
        let c = Content::load(None).unwrap();
        assert_eq!(arch_pay_options(&c, &p, &cost), vec![1]);
        assert_eq!(discounted(&c, &cost, 1), Goods::default());
    }

    #[test]
    fn rob_options_take_up_to_two() {
        let p = Player {
            wood: 1,
            stone: 3,
            metal: 1,
            ..Default::default()
        };
        let o = rob_one_options(&p, 2);
        assert!(o.contains(&vec![Res::Metal]));
        assert!(o.contains(&vec![Res::Wood, Res::Stone]));
        assert!(o.contains(&vec![Res::Stone, Res::Stone]));
        assert!(!o.contains(&vec![Res::Wood, Res::Wood]));
        // Less than the most is allowed too (4.3 "up to 2").
        assert!(o.contains(&vec![Res::Wood]));
        assert!(o.contains(&vec![Res::Stone]));
        assert_eq!(o.len(), 1 + 2 + 2);
        // Nothing to take: no option.
        assert!(rob_one_options(&Player::default(), 2).is_empty());
    }
}
