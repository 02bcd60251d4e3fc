//! What may happen in Belfort: setup, the five phases of each round, the
//! actions and their effects, scoring and the end. Section numbers refer
//! to `shared/rules/belfort.md`.

use super::content::{Area, Category, Content, Goods, LotKind, LotShape};
use super::{At, Belfort, Built, Flags, Pending, Phase, Player, Res, Space, State, WKind, Worker};
use crate::engine::{Applied, GameRng, Msg, Outcome, Seat, Setup};
use crate::msg;

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

fn flags_from(setup: &Setup) -> Flags {
    let o = &setup.options;
    Flags {
        guilds: o.get("guilds").unwrap_or("normal").to_string(),
        thieves_max: o.int("thieves_max").unwrap_or(3),
        competition_ties: o.get("ties") == Some("competition"),
        market_cap: o.flag("market_cap"),
        np_keep_markers: o.int("np_keep_markers").unwrap_or(2).clamp(1, 2) as u8,
        gatehouse_halves: o.flag("gatehouse_halves"),
        wrong_kind: o.flag("wrong_kind"),
        upgrade_lost: o.flag("upgrade_lost"),
        recruiters_hire: o.flag("recruiters_hire"),
        merchants_either: o.get("merchants") == Some("either"),
    }
}

// ---------------------------------------------------------------- setup

/// Chooses the 5 guilds by the selected mode (2.2).
fn choose_guilds(
    c: &Content,
    flags: &Flags,
    setup: &Setup,
    n: usize,
    rng: &mut GameRng,
) -> Result<Vec<u8>, Msg> {
    let list = setup
        .options
        .get("guild_list")
        .unwrap_or("")
        .trim()
        .to_string();
    if !list.is_empty() {
        let mut out = Vec::new();
        for name in list.split(',') {
            let name = name.trim();
            let g = c
                .guilds
                .iter()
                .position(|g| g.id.eq_ignore_ascii_case(name) || g.short.eq_ignore_ascii_case(name))
                .ok_or_else(|| msg!("belfort-error-guild-list", given = list.clone()))?;
            if out.contains(&(g as u8)) {
                return Err(msg!("belfort-error-guild-list", given = list.clone()));
            }
            if n == 2
                && c.guilds[g].category == Category::Interactive
                && c.guilds[g].id != "wizards"
            {
                return Err(msg!(
                    "belfort-error-guild-2p",
                    guild = c.guilds[g].short.clone()
                ));
            }
            out.push(g as u8);
        }
        if out.len() != 5 {
            return Err(msg!("belfort-error-guild-list", given = list));
        }
        return Ok(out);
    }
    let of = |cat: Category| -> Vec<u8> {
        c.guilds
            .iter()
            .enumerate()
            .filter(|(_, g)| g.category == cat)
            .filter(|(_, g)| n > 2 || cat != Category::Interactive || g.id == "wizards")
            .map(|(i, _)| i as u8)
            .collect()
    };
    let pick = |mut from: Vec<u8>, k: usize, rng: &mut GameRng| -> Vec<u8> {
        rng.shuffle(&mut from);
        from.truncate(k);
        from
    };
    let mut out = Vec::new();
    match flags.guilds.as_str() {
        "beginner" => {
            out.extend(pick(of(Category::Basic), 2, rng));
            out.extend(pick(of(Category::Resource), 3, rng));
        }
        "advanced" => {
            let mut all: Vec<u8> = of(Category::Basic);
            all.extend(of(Category::Resource));
            all.extend(of(Category::Interactive));
            out.extend(pick(all, 5, rng));
        }
        _ if n == 2 => {
            // NIS-15: Wizards + 2 Basic + 2 Resource.
            out.extend(of(Category::Interactive));
            out.extend(pick(of(Category::Basic), 2, rng));
            out.extend(pick(of(Category::Resource), 2, rng));
        }
        _ => {
            out.extend(pick(of(Category::Basic), 2, rng));
            out.extend(pick(of(Category::Resource), 1, rng));
            out.extend(pick(of(Category::Interactive), 2, rng));
        }
    }
    // Which guild goes to which district does not matter (S-2): shuffle.
    rng.shuffle(&mut out);
    Ok(out)
}

pub fn setup(c: &Content, setup: &Setup) -> Result<State, Msg> {
    let n = setup.seats;
    if !(2..=5).contains(&n) {
        return Err(msg!(
            "error-seat-count",
            title = "belfort",
            min = 2,
            max = 5,
            given = n
        ));
    }
    let flags = flags_from(setup);
    let mut rng = GameRng::new(setup.seed);
    let guilds = choose_guilds(c, &flags, setup, n, &mut rng)?;
    let mut card_types = Vec::new();
    for (i, b) in c.buildings.iter().enumerate() {
        card_types.extend(std::iter::repeat_n(i as u8, b.copies));
    }
    let mut deck: Vec<u8> = (0..card_types.len() as u8).collect();
    rng.shuffle(&mut deck);
    let mut shields: Vec<u8> = (1..=n as u8).collect();
    rng.shuffle(&mut shields);
    if n == 2 {
        shields.extend([3, 4]);
    }
    let k = &c.c;
    let mut players = Vec::new();
    for _ in 0..n {
        let mut p = Player {
            wood: k.start_wood,
            stone: k.start_stone,
            metal: k.start_metal,
            gold: k.start_gold,
            ..Default::default()
        };
        for _ in 0..k.start_elves {
            p.workers.push(Worker {
                elf: true,
                master: false,
                at: At::Home,
            });
        }
        for _ in 0..k.start_dwarves {
            p.workers.push(Worker {
                elf: false,
                master: false,
                at: At::Home,
            });
        }
        for _ in 0..k.deal {
            if let Some(card) = deck.pop() {
                p.hand.push(card);
            }
        }
        players.push(p);
    }
    let mut display = Vec::new();
    for _ in 0..k.display {
        if let Some(card) = deck.pop() {
            display.push(card);
        }
    }
    let pool = k.gnomes.get(n - 2).copied().unwrap_or(0);
    let competitors = shields.len();
    Ok(State {
        players,
        flags,
        rng,
        round: 0,
        phase: Phase::Keep {
            discards: vec![None; n],
        },
        grey: vec![false; competitors],
        shields,
        deck,
        display,
        discard: Vec::new(),
        known: Vec::new(),
        marks: vec![None; c.layout.symbol_district.len()],
        guilds,
        pool,
        pool_start: pool,
        np_dwarves: Vec::new(),
        pending: Vec::new(),
        card_types,
        outcome: None,
        last: None,
    })
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
        card = c.buildings[b].name.clone()
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
                msg!(
                    "belfort-drew",
                    card = c.buildings[ty(st, card)].name.clone()
                ),
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

fn tent_worker(st: &State, space: u8) -> Option<usize> {
    (0..st.n()).find(|&p| {
        st.players[p]
            .workers
            .iter()
            .any(|w| w.at == At::Space(Space::Tent(space)))
    })
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

/// Claimable lots of a district for the Architects (free and affordable
/// after some discount), with their symbol choices.
fn arch_lots(c: &Content, st: &State, p: usize, d: usize) -> Vec<(u16, u8)> {
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

fn is_gate(c: &Content, lot: usize) -> bool {
    matches!(c.layout.lots[lot].kind, LotKind::Building(b) if c.buildings[b].lot == LotShape::Gatehouse)
}

/// A price less the Architects' discount number `d`
/// ([`Constants::architect_discounts`](super::content::Constants::architect_discounts)),
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
fn arch_pay_options(c: &Content, p: &Player, cost: &Goods) -> Vec<u8> {
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

fn lot_marked(c: &Content, st: &State, lot: usize) -> bool {
    c.layout.lots[lot]
        .symbols
        .iter()
        .any(|&s| st.marks[s].is_some())
}

fn wiz_kinds(c: &Content, st: &State) -> Vec<u8> {
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

fn opponents(st: &State, p: usize) -> Vec<usize> {
    (0..st.n()).filter(|&o| o != p).collect()
}

fn subsets(items: &[u8], k: usize) -> Vec<Vec<u8>> {
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

fn rob_one_options(p: &Player, take: i64) -> Vec<Vec<Res>> {
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

fn pending_legal(c: &Content, st: &State, seat: usize, pend: &Pending) -> Vec<Action> {
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

/// The worker-space costs a player would pay to place on a space, or
/// `None` where they may not place.
pub fn place_cost(c: &Content, st: &State, p: usize, space: Space) -> Option<i64> {
    if occupied(st, space) {
        return None;
    }
    match space {
        Space::Office(k) => {
            let spaces = c.c.office_spaces.get(st.n() - 2).copied().unwrap_or(1);
            ((k as usize) < spaces).then_some(c.c.office_gold)
        }
        Space::Tent(k) => {
            let mine = st.players[p]
                .workers
                .iter()
                .any(|w| matches!(w.at, At::Space(Space::Tent(_))));
            let lowest = (0..st.n() as u8).find(|&t| !occupied(st, Space::Tent(t)));
            (!mine && lowest == Some(k)).then_some(0)
        }
        Space::Guild(d) => {
            if st.np_dwarves.contains(&d) {
                return None;
            }
            match guild_owner(c, st, d as usize) {
                Some(o) if o == p => Some(0),
                _ => Some(c.c.guild_gold),
            }
        }
        Space::Card(card) => {
            let b = st.players[p].tableau.iter().find(|b| b.card == card)?;
            let def = &c.buildings[ty(st, card)];
            let s = def.space.as_ref()?;
            if s.locked && b.gnomes == 0 {
                return None;
            }
            Some(s.gold)
        }
    }
}

fn spaces_for(c: &Content, st: &State, p: usize) -> Vec<Space> {
    let mut v = Vec::new();
    let spaces = c.c.office_spaces.get(st.n() - 2).copied().unwrap_or(1);
    if let Some(k) = (0..spaces as u8).find(|&k| !occupied(st, Space::Office(k))) {
        v.push(Space::Office(k));
    }
    if let Some(k) = (0..st.n() as u8).find(|&t| !occupied(st, Space::Tent(t))) {
        v.push(Space::Tent(k));
    }
    for d in 0..st.guilds.len() as u8 {
        v.push(Space::Guild(d));
    }
    for b in &st.players[p].tableau {
        v.push(Space::Card(b.card));
    }
    v.retain(|&s| matches!(place_cost(c, st, p, s), Some(g) if g <= st.players[p].gold));
    v
}

fn area_ok(st: &State, elf: bool, area: u8) -> bool {
    st.flags.wrong_kind
        || match area {
            0 => elf,
            1 => !elf,
            _ => true,
        }
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

/// Free lots of a building type with their symbol choices.
fn free_lots_of<'a>(
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

fn placed_here(st: &State, seat: usize) -> Vec<Space> {
    st.players[seat]
        .workers
        .iter()
        .filter_map(|w| match w.at {
            At::Space(s @ (Space::Guild(_) | Space::Card(_))) => Some(s),
            _ => None,
        })
        .collect()
}

fn actions_legal(c: &Content, st: &State, seat: usize, v: &mut Vec<Action>) {
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
                    let names: Vec<String> = d
                        .iter()
                        .map(|&x| c.buildings[ty(st, x)].name.clone())
                        .collect();
                    out.public.push(msg!(
                        "belfort-discarded",
                        player = Msg::seat(p),
                        cards = names.join(", ")
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
                                card = c.buildings[ty(st, card)].name.clone()
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
                        card = c.buildings[ty(st, card)].name.clone()
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
                card = c.buildings[ty(st, card)].name.clone()
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

fn next_neutral(c: &Content, st: &mut State, np: u8, out: &mut Applied) {
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
            guild = super::notation::guild_name(c, st, d),
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

fn next_placer(c: &Content, st: &mut State, turn: u8, out: &mut Applied) {
    let order = st.order();
    let n = order.len();
    for step in 1..=n {
        let t = (turn as usize + step) % n;
        if !st.players[order[t]].passed {
            st.phase = Phase::Placement { turn: t as u8 };
            return;
        }
    }
    gathering(c, st, 0, out);
}

pub fn start_round(c: &Content, st: &mut State, out: &mut Applied) {
    st.round += 1;
    for p in st.players.iter_mut() {
        p.passed = false;
        p.hired = false;
        p.bought = false;
        p.buys = 0;
        p.sells = 0;
        p.extra_visits = 0;
        p.converts = 0;
        for b in p.tableau.iter_mut() {
            b.used = false;
        }
    }
    let season = c
        .seasons
        .get(st.round as usize - 1)
        .cloned()
        .unwrap_or_default();
    out.public
        .push(msg!("belfort-round", round = st.round, season = season));
    st.phase = Phase::Placement { turn: 0 };
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

fn continue_tent(c: &Content, st: &mut State, space: u8, step: u8, out: &mut Applied) {
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

/// A resource area (3.3.1): collect by strength, +1 to the unique
/// headcount majority.
pub fn resource_area(c: &Content, st: &mut State, area: u8, out: &mut Applied) {
    let _ = c;
    let n = st.n();
    let mut head = vec![0i64; n];
    let mut got_by = vec![0i64; n];
    #[allow(clippy::needless_range_loop)]
    for p in 0..n {
        let ws: Vec<Worker> = st.players[p]
            .workers
            .iter()
            .filter(|w| w.at == At::Area(area))
            .copied()
            .collect();
        let strength = |elf: bool| {
            ws.iter()
                .filter(|w| w.elf == elf)
                .map(|w| if w.master { 2 } else { 1 })
                .sum::<i64>()
        };
        let heads = |elf: bool| ws.iter().filter(|w| w.elf == elf).count() as i64;
        let (got, h) = match area {
            0 => (strength(true), heads(true)),
            1 => (strength(false), heads(false)),
            2 => (
                strength(true).min(strength(false)),
                heads(true) + heads(false),
            ),
            _ => (strength(true) + strength(false), heads(true) + heads(false)),
        };
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
            list = super::talk::join(parts)
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

fn add_area(p: &mut Player, area: u8, k: i64) {
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
    out.public
        .push(msg!("belfort-income", list = super::talk::join(incomes)));
    let mut taxes = Vec::new();
    for p in 0..st.n() {
        let score = st.players[p].score;
        let tax = c.tax(score);
        let paid = tax.min(st.players[p].gold);
        let pl = &mut st.players[p];
        pl.gold -= paid;
        let before = pl.score;
        pl.score = (pl.score - (tax - paid)).max(0);
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
    out.public
        .push(msg!("belfort-taxes", list = super::talk::join(taxes)));
}

fn apply_action(c: &Content, st: &mut State, seat: usize, a: &Action, out: &mut Applied) {
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
                            msg!(
                                "belfort-drew",
                                card = c.buildings[ty(st, card)].name.clone()
                            ),
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
fn end_turn(c: &Content, st: &mut State, seat: usize, out: &mut Applied) {
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

fn return_worker(st: &mut State, seat: usize, space: Space) {
    if let Some(w) = st.players[seat]
        .workers
        .iter_mut()
        .find(|w| w.at == At::Space(space))
    {
        w.at = At::Home;
    }
}

fn activate(c: &Content, st: &mut State, seat: usize, space: Space, out: &mut Applied) {
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

fn apply_pending(
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
                            card = c.buildings[ty(st, *card)].name.clone()
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
fn settle(c: &Content, st: &mut State, out: &mut Applied) {
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

pub fn end_of_round(c: &Content, st: &mut State, out: &mut Applied) {
    if c.scoring_rounds.contains(&st.round) {
        scoring(c, st, out);
    }
    if st.round >= c.c.rounds {
        st.phase = Phase::Over;
        let scores: Vec<i64> = st.players.iter().map(|p| p.score).collect();
        let tb: Vec<i64> = st.players.iter().map(tiebreak).collect();
        let outcome = Outcome::ranked(scores, tb.clone());
        out.public.push(msg!("belfort-game-over"));
        super::talk::final_account(st, &outcome, &tb, out);
        st.outcome = Some(outcome);
    } else {
        start_round(c, st, out);
    }
}

/// EG-3: wood + stone + gold + 2 x metal.
pub fn tiebreak(p: &Player) -> i64 {
    p.wood + p.stone + p.gold + 2 * p.metal
}

/// 3.5.3: points by place for each competitor; zero counts never score
/// (AMB-2); a tie group takes the next place's points and pushes later
/// groups down one place (AMB-1 a) or by its size (`competition`).
pub fn majority_points(counts: &[i64], table: &[i64], competition: bool) -> Vec<i64> {
    let mut idx: Vec<usize> = (0..counts.len()).filter(|&i| counts[i] > 0).collect();
    idx.sort_by(|&a, &b| counts[b].cmp(&counts[a]));
    let mut out = vec![0; counts.len()];
    let mut place = 0usize;
    let mut i = 0;
    while i < idx.len() {
        let j = idx[i..]
            .iter()
            .take_while(|&&k| counts[k] == counts[idx[i]])
            .count();
        let (at, advance) = if j == 1 {
            (place, 1)
        } else if competition {
            (place + 1, j)
        } else {
            (place + 1, 2)
        };
        let pts = table.get(at).copied().unwrap_or(0);
        for &k in &idx[i..i + j] {
            out[k] = pts;
        }
        place += advance;
        i += j;
    }
    out
}

/// Marker counts per competitor in one district (DM-1).
pub fn district_counts(c: &Content, st: &State, d: usize) -> Vec<i64> {
    let mut v = vec![0; st.competitors()];
    for (s, m) in st.marks.iter().enumerate() {
        if let Some(o) = m {
            if c.layout.symbol_district[s] == d && (*o as usize) < v.len() {
                v[*o as usize] += 1;
            }
        }
    }
    v
}

/// Elves, dwarves, gnomes per competitor (WM-2, WM-4).
pub fn worker_counts(c: &Content, st: &State) -> [Vec<i64>; 3] {
    let mut e = Vec::new();
    let mut d = Vec::new();
    let mut g = Vec::new();
    for p in &st.players {
        e.push(count(p, true) as i64);
        d.push(count(p, false) as i64);
        g.push(gnomes_of(p) as i64);
    }
    for _ in st.n()..st.competitors() {
        e.push(c.c.np_elves as i64);
        d.push(c.c.np_dwarves as i64);
        g.push(0);
    }
    [e, d, g]
}

pub fn scoring(c: &Content, st: &mut State, out: &mut Applied) {
    let comp = st.flags.competition_ties;
    let table = if st.n() == 3 {
        c.c.district_points_3p.clone()
    } else {
        c.c.district_points.clone()
    };
    let mut total = vec![0i64; st.competitors()];
    // Points per competitor: five districts, then elves, dwarves, gnomes.
    let mut parts = vec![Vec::new(); st.competitors()];
    for d in 0..5 {
        let pts = majority_points(&district_counts(c, st, d), &table, comp);
        for (i, p) in pts.into_iter().enumerate() {
            total[i] += p;
            parts[i].push(p);
        }
    }
    for counts in worker_counts(c, st) {
        let pts = majority_points(&counts, &c.c.worker_points, comp);
        for (i, p) in pts.into_iter().enumerate() {
            total[i] += p;
            parts[i].push(p);
        }
    }
    out.public.push(msg!("belfort-scoring", round = st.round));
    // NPs take places, but their points are discarded (2P-5).
    #[allow(clippy::needless_range_loop)]
    for p in 0..st.n() {
        st.players[p].score += total[p];
        let d = &parts[p];
        out.public.push(msg!(
            "belfort-scored",
            player = Msg::seat(p),
            d1 = d[0],
            d2 = d[1],
            d3 = d[2],
            d4 = d[3],
            d5 = d[4],
            elves = d[5],
            dwarves = d[6],
            gnomes = d[7],
            points = total[p],
            score = st.players[p].score
        ));
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
    let hand: Vec<String> = p
        .hand
        .iter()
        .map(|&x| c.buildings[ty(st, x)].name.clone())
        .collect();
    let mut lines = vec![msg!(
        "belfort-private",
        hand = if hand.is_empty() {
            "-".to_string()
        } else {
            hand.join(", ")
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
            let names: Vec<String> = d
                .iter()
                .map(|&x| c.buildings[ty(st, x)].name.clone())
                .collect();
            lines.push(msg!("belfort-private-keep", cards = names.join(", ")));
        }
    }
    if let Some((np, card)) = np_card_seen_by(st, seat) {
        lines.push(msg!(
            "belfort-private-np-card",
            np = who(st, st.n() + np),
            card = c.buildings[ty(st, card)].name.clone()
        ));
    }
    if let Some(Pending::SpiesReveal { shown, .. }) = st.pending.last() {
        if let Some(Some(card)) = shown.get(seat) {
            lines.push(msg!(
                "belfort-private-shown",
                card = c.buildings[ty(st, *card)].name.clone()
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
