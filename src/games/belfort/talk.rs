//! How Belfort speaks to the table (issue 10, "table talk"): how each
//! action is told (`tell`), what each choice costs and gives (`describe`),
//! why a seat is asked (`prompt`), where the round stands (`stage`), and
//! the test hook listing what a seat alone knows (`secrets`).
//!
//! Secrets invariant (DESIGN.md, "Secrets stay private"): a public wording
//! never names a card in a hand, a kept choice, a card shown to the Spies
//! before every card is shown, or a blind neutral draw. A card becomes
//! nameable once it is public: built, bought from the display, discarded
//! face up, revealed by the Spies (section 8 of the spec, "Hidden
//! information").

use super::content::{Content, Goods};
use super::notation::{card_name, guild_name, lot_name, res_name, wiz_kind_name};
use super::rules::{
    area_id, discounted, lot_cost, np_card_seen_by, phase_msg, place_cost, who, Action,
};
use super::{Pending, Phase, Player, Res, Space, State, WKind};
use crate::engine::{Applied, Choice, Msg, Outcome, Seat, Stage, Told};
use crate::msg;

/// The title, for content names and notations in messages.
pub(crate) const TITLE: &str = "belfort";

/// A list of messages as one line: "a, b and c" (Fluent `belfort-join`
/// and `belfort-join-last`), or "nobody" when empty.
pub fn join(items: Vec<Msg>) -> Msg {
    let n = items.len();
    let mut it = items.into_iter();
    let Some(mut acc) = it.next() else {
        return msg!("belfort-nobody");
    };
    for (i, m) in it.enumerate() {
        let id = if i + 2 == n {
            "belfort-join-last"
        } else {
            "belfort-join"
        };
        acc = msg!(id, a = acc, b = m);
    }
    acc
}

/// Goods as words: "2 wood, 1 stone and 3 gold", or "nothing".
pub fn goods(g: &Goods) -> Msg {
    let mut parts = Vec::new();
    for (n, id) in [
        (g.wood, "belfort-n-wood"),
        (g.stone, "belfort-n-stone"),
        (g.metal, "belfort-n-metal"),
        (g.gold, "belfort-n-gold"),
    ] {
        if n != 0 {
            parts.push(msg!(id, n = n));
        }
    }
    if parts.is_empty() {
        msg!("belfort-n-nothing")
    } else {
        join(parts)
    }
}

/// A name or lot as the notation has it (`Tower d3`, `Pub 2`,
/// `Masons`), shown in the reader's language (`Msg::notation`).
fn text(s: String) -> Msg {
    Msg::notation(TITLE, &s)
}

fn type_name(c: &Content, st: &State, card: u8) -> String {
    let t = st.card_types.get(card as usize).copied().unwrap_or(0);
    c.buildings
        .get(t as usize)
        .map(|b| b.name.clone())
        .unwrap_or_default()
}

/// A building type's name in the reader's language.
fn ty_name(c: &Content, t: u8) -> Msg {
    c.buildings
        .get(t as usize)
        .map(|b| b.name_msg())
        .unwrap_or_else(|| text(String::new()))
}

fn worker(k: &WKind) -> Msg {
    msg!(
        "belfort-worker",
        elf = if k.elf { 1 } else { 0 },
        master = if k.master { 1 } else { 0 }
    )
}

fn res(r: Res) -> &'static str {
    res_name(r)
}

fn one(r: Res) -> Goods {
    let mut g = Goods::default();
    match r {
        Res::Wood => g.wood = 1,
        Res::Stone => g.stone = 1,
        Res::Metal => g.metal = 1,
    }
    g
}

/// A worker space as players know it: "the Recruitment Office", "the
/// Masons' guild", "ann's Inn".
fn space_msg(c: &Content, st: &State, s: &Space) -> Msg {
    match s {
        Space::Office(_) => msg!("belfort-space-office"),
        Space::Tent(_) => msg!("belfort-space-tent"),
        Space::Guild(d) => msg!(
            "belfort-space-guild",
            guild = text(guild_name(c, st, *d)),
            district = d + 1
        ),
        Space::Card(card) => {
            let owner = st
                .players
                .iter()
                .position(|p| p.tableau.iter().any(|b| b.card == *card))
                .unwrap_or(0);
            msg!(
                "belfort-space-card",
                player = Msg::seat(owner),
                card = text(card_name(c, st, *card))
            )
        }
    }
}

/// What a worker space gives when it is activated.
fn space_gives(c: &Content, st: &State, s: &Space, k: &WKind) -> Msg {
    match s {
        Space::Office(_) => msg!("belfort-gives-office", elf = if k.elf { 1 } else { 0 }),
        Space::Tent(_) => msg!("belfort-gives-tent"),
        Space::Guild(d) => {
            let g = &c.guilds[st.guilds[*d as usize] as usize];
            match (&g.gain, g.hook.as_deref()) {
                (Some(gain), _) => msg!("belfort-gives-goods", goods = goods(gain)),
                (None, Some(hook)) => msg!(
                    "belfort-gives-guild",
                    hook = hook,
                    max = st.flags.thieves_max,
                    either = if st.flags.merchants_either { 1 } else { 0 }
                ),
                _ => msg!("belfort-n-nothing"),
            }
        }
        Space::Card(card) => {
            let t = st.card_types.get(*card as usize).copied().unwrap_or(0) as usize;
            match c.buildings[t].space.as_ref() {
                Some(sp) => match (&sp.gain, sp.hook.as_deref()) {
                    (Some(gain), _) => msg!("belfort-gives-goods", goods = goods(gain)),
                    (None, Some(hook)) => msg!("belfort-gives-space", hook = hook),
                    _ => msg!("belfort-n-nothing"),
                },
                None => msg!("belfort-n-nothing"),
            }
        }
    }
}

fn district_of_lot(c: &Content, lot: u16) -> usize {
    c.layout
        .lots
        .get(lot as usize)
        .map(|l| l.district + 1)
        .unwrap_or(0)
}

/// The public wording of `seat`'s action `a`, on the state before it,
/// and the acting seat's own wording where it says more.
/// A player's supply as the board's highlight compares it: wood, stone,
/// metal, gold and points (all public in Belfort).
pub type Stock = [i64; 5];

/// Fluent ids of the [`Stock`] entries, in order.
const STOCK_IDS: [&str; 5] = [
    "belfort-delta-wood",
    "belfort-delta-stone",
    "belfort-delta-metal",
    "belfort-delta-gold",
    "belfort-delta-points",
];

pub fn stock(p: &Player) -> Stock {
    [p.wood, p.stone, p.metal, p.gold, p.score]
}

/// What changed between two supplies, signed ("+2 wood, -1 gold"), or
/// `None` when nothing did.
pub fn change(before: &Stock, after: &Stock) -> Option<Msg> {
    let parts: Vec<Msg> = (0..before.len())
        .filter(|&i| after[i] != before[i])
        .map(|i| msg!(STOCK_IDS[i], n = format!("{:+}", after[i] - before[i])))
        .collect();
    if parts.is_empty() {
        None
    } else {
        Some(join(parts))
    }
}

pub fn tell(c: &Content, st: &State, seat: Seat, a: &Action) -> Told {
    let player = Msg::seat(seat);
    let public = |m: Msg| Told {
        public: m,
        own: None,
    };
    match a {
        // S-6: the kept cards are secret until played; the discards are
        // told face up once everybody has chosen.
        Action::Keep(kept) => Told {
            public: msg!("belfort-told-keep", player = player.clone(), n = kept.len()),
            own: Some(msg!(
                "belfort-told-keep-own",
                cards = join(kept.iter().map(|&t| ty_name(c, t)).collect())
            )),
        },
        // The Spies: the card stays secret until every opponent has shown.
        Action::Reveal(t) => {
            let spy = match st.pending.last() {
                Some(Pending::SpiesReveal { seat: s, .. }) => *s as usize,
                _ => seat,
            };
            Told {
                public: msg!(
                    "belfort-told-show",
                    player = player.clone(),
                    spy = Msg::seat(spy)
                ),
                own: Some(msg!(
                    "belfort-told-show-own",
                    card = ty_name(c, *t),
                    spy = Msg::seat(spy)
                )),
            }
        }
        // 2P-2: a blind draw is seen by its seat when it is drawn (a
        // private message), so the public wording is all that is told.
        Action::NpPick(None) => public(msg!(
            "belfort-told-np-deck",
            player = player.clone(),
            np = np_of(st)
        )),
        Action::NpPick(Some(t)) => public(msg!(
            "belfort-told-np-pick",
            player = player.clone(),
            np = np_of(st),
            card = ty_name(c, *t)
        )),
        // The card is discarded face up as the marker goes down.
        Action::NpPlace { lot, sym } => public(msg!(
            "belfort-told-np-place",
            player = player.clone(),
            np = np_of(st),
            lot = text(lot_name(c, st, *lot, Some(*sym)))
        )),
        Action::BuyCard(None) => public(msg!(
            "belfort-told-buy-deck",
            player = player.clone(),
            gold = c.c.card_gold
        )),
        Action::BuyCard(Some(t)) => public(msg!(
            "belfort-told-buy-display",
            player = player.clone(),
            card = ty_name(c, *t),
            gold = c.c.card_gold
        )),
        // Discards are face up (ET-2, the Library and the Librarians).
        Action::Discard(t) => public(msg!(
            "belfort-told-discard",
            player = player.clone(),
            card = ty_name(c, *t)
        )),
        // A built card is public from now on.
        Action::Build { ty, lot, sym } => public(msg!(
            "belfort-told-build",
            player = player.clone(),
            card = ty_name(c, *ty),
            lot = text(lot_name(c, st, *lot, Some(*sym))),
            cost = goods(&c.buildings[*ty as usize].cost)
        )),
        other => public(msg!(
            "belfort-told",
            player = player.clone(),
            what = what(c, st, seat, other)
        )),
    }
}

fn np_of(st: &State) -> Msg {
    match st.phase {
        Phase::Neutral { np, .. } => who(st, st.n() + np as usize),
        _ => msg!("belfort-np-name", n = 3),
    }
}

/// An action that names nothing hidden, as a verb phrase ("places an elf
/// on the Masons' guild for 1 gold").
fn what(c: &Content, st: &State, seat: Seat, a: &Action) -> Msg {
    match a {
        Action::Block(d) => msg!(
            "belfort-do-block",
            guild = text(guild_name(c, st, *d)),
            district = d + 1
        ),
        Action::Place(k, s) => msg!(
            "belfort-do-place",
            worker = worker(k),
            space = space_msg(c, st, s),
            gold = place_cost(c, st, seat, *s).unwrap_or(0)
        ),
        Action::Pass => msg!("belfort-do-pass"),
        Action::Send(k, area) => msg!("belfort-do-send", worker = worker(k), area = area_id(*area)),
        Action::TakeShield(s) => msg!("belfort-do-shield", shield = *s),
        Action::NoSwap => msg!(
            "belfort-do-keep-shield",
            shield = st.shields.get(seat).copied().unwrap_or(0)
        ),
        Action::Activate(s) => msg!("belfort-do-activate", space = space_msg(c, st, s)),
        Action::Wall(lot) => msg!(
            "belfort-do-wall",
            district = district_of_lot(c, *lot),
            cost = goods(&Goods {
                wood: c.c.wall_wood,
                stone: c.c.wall_stone,
                ..Goods::default()
            })
        ),
        Action::BuyGuild(d) => msg!(
            "belfort-do-guild",
            guild = text(guild_name(c, st, *d)),
            district = d + 1,
            cost = goods(&c.guilds[st.guilds[*d as usize] as usize].cost)
        ),
        Action::Trade { buy: true, res: r } => {
            msg!("belfort-do-buy", res = res(*r), gold = c.buy[r.index()])
        }
        Action::Trade { buy: false, res: r } => {
            msg!("belfort-do-sell", res = res(*r), gold = c.sell[r.index()])
        }
        Action::Convert(r) => msg!("belfort-do-convert", res = res(*r)),
        Action::Hire(card) => msg!(
            "belfort-do-hire",
            card = text(card_name(c, st, *card)),
            gold = c.c.hire_gold
        ),
        Action::BankGold => msg!("belfort-do-bank"),
        Action::SmithMetal => msg!("belfort-do-smith"),
        Action::EndTurn => msg!("belfort-do-end"),
        Action::Recruit(elf) => msg!("belfort-do-recruit", elf = if *elf { 1 } else { 0 }),
        Action::RecruitGnome(card) | Action::GnomeTo(card) => {
            msg!("belfort-do-gnome", card = text(card_name(c, st, *card)))
        }
        Action::GateExtra(lot) => msg!(
            "belfort-do-gate-extra",
            lot = text(lot_name(c, st, *lot, None))
        ),
        Action::ArchDistrict(d) => msg!("belfort-do-arch-district", district = d + 1),
        Action::ArchLot { lot, sym } => msg!(
            "belfort-do-arch-lot",
            lot = text(lot_name(c, st, *lot, Some(*sym)))
        ),
        Action::ArchPay(d) => {
            let cost = match st.pending.last() {
                Some(Pending::ArchPay { lot, .. }) => {
                    discounted(c, &lot_cost(c, st, *lot as usize), *d as usize)
                }
                _ => Goods::default(),
            };
            msg!(
                "belfort-do-arch-pay",
                cost = goods(&cost),
                discount = goods(&discount_goods(c, *d))
            )
        }
        Action::Skip => msg!("belfort-do-skip"),
        Action::Done => msg!("belfort-do-done"),
        Action::StealOne { victim, amount } => {
            let v = *victim as usize;
            msg!(
                "belfort-do-steal",
                victim = Msg::seat(v),
                gold = (*amount).min(st.players[v].gold)
            )
        }
        Action::StealEach(vs) => msg!(
            "belfort-do-steal-each",
            victims = join(vs.iter().map(|&v| Msg::seat(v as usize)).collect()),
            gold = c.c.thieves_each
        ),
        Action::RobOne { victim, take } => {
            let mut g = Goods::default();
            for r in take {
                let o = one(*r);
                g.wood += o.wood;
                g.stone += o.stone;
                g.metal += o.metal;
            }
            msg!(
                "belfort-do-rob",
                victim = Msg::seat(*victim as usize),
                goods = goods(&g)
            )
        }
        Action::RobEach => msg!("belfort-do-rob-each"),
        Action::RobFrom { victim, res: r } => msg!(
            "belfort-do-rob",
            victim = Msg::seat(*victim as usize),
            goods = goods(&one(*r))
        ),
        Action::WizKind(k) => msg!("belfort-do-wiz-kind", kind = text(wiz_kind_name(c, *k))),
        Action::WizFrom(lot) => msg!(
            "belfort-do-wiz-from",
            lot = text(lot_name(c, st, *lot, None))
        ),
        Action::WizTo(lot) => msg!("belfort-do-wiz-to", lot = text(lot_name(c, st, *lot, None))),
        Action::WizSeat { lot, sym } => msg!(
            "belfort-do-wiz-seat",
            lot = text(lot_name(c, st, *lot, Some(*sym)))
        ),
        // Shown cards are public once every opponent has shown one.
        Action::SpyTake { victim, ty } => msg!(
            "belfort-do-spy-take",
            card = ty_name(c, *ty),
            victim = Msg::seat(*victim as usize)
        ),
        Action::MerchantsPick(convert) => msg!(
            "belfort-do-merchants",
            convert = if *convert { 1 } else { 0 },
            n = if *convert {
                c.c.merchants_converts
            } else {
                c.c.merchants_visits
            }
        ),
        // Told by `tell` itself.
        Action::Keep(_)
        | Action::Reveal(_)
        | Action::NpPick(_)
        | Action::NpPlace { .. }
        | Action::BuyCard(_)
        | Action::Discard(_)
        | Action::Build { .. } => msg!("belfort-do-skip"),
    }
}

fn discount_goods(c: &Content, d: u8) -> Goods {
    let (w, s, m) =
        c.c.architect_discounts()
            .get(d as usize)
            .copied()
            .unwrap_or_default();
    Goods {
        wood: w,
        stone: s,
        metal: m,
        gold: 0,
    }
}

/// A legal action as a button or menu option: a short label and what it
/// costs and gives. Labels of hand cards are shown to their seat only
/// (`actions_private`).
pub fn describe(c: &Content, st: &State, seat: Seat, a: &Action) -> Choice {
    let notation = super::notation::notation(c, st, a);
    let plain = || Msg::notation(TITLE, &notation);
    let (label, detail) = match a {
        Action::Place(k, s) => (
            plain(),
            Some(msg!(
                "belfort-detail-place",
                gold = place_cost(c, st, seat, *s).unwrap_or(0),
                gives = space_gives(c, st, s, k)
            )),
        ),
        Action::Build { ty, .. } => {
            let b = &c.buildings[*ty as usize];
            (
                plain(),
                Some(msg!(
                    "belfort-detail-build",
                    cost = goods(&b.cost),
                    income = b.income
                )),
            )
        }
        Action::Wall(_) => (
            plain(),
            Some(msg!(
                "belfort-detail-wall",
                cost = goods(&Goods {
                    wood: c.c.wall_wood,
                    stone: c.c.wall_stone,
                    ..Goods::default()
                })
            )),
        ),
        Action::BuyGuild(d) => {
            let g = &c.guilds[st.guilds[*d as usize] as usize];
            (
                plain(),
                Some(msg!(
                    "belfort-detail-guild",
                    cost = goods(&g.cost),
                    gold = c.c.guild_gold
                )),
            )
        }
        Action::Activate(s) => {
            let k = WKind {
                elf: true,
                master: false,
            };
            (
                plain(),
                Some(msg!(
                    "belfort-detail-gives",
                    gives = space_gives(c, st, s, &k)
                )),
            )
        }
        Action::Trade { buy, res: r } => {
            let g = if *buy {
                c.buy[r.index()]
            } else {
                c.sell[r.index()]
            };
            (
                plain(),
                Some(msg!(
                    "belfort-detail-trade",
                    buy = if *buy { 1 } else { 0 },
                    res = res(*r),
                    gold = g
                )),
            )
        }
        Action::Hire(_) => (
            plain(),
            Some(msg!("belfort-detail-hire", gold = c.c.hire_gold)),
        ),
        Action::BuyCard(_) => (
            plain(),
            Some(msg!("belfort-detail-buy-card", gold = c.c.card_gold)),
        ),
        Action::Keep(_) => (
            plain(),
            Some(msg!(
                "belfort-detail-keep",
                n = c.c.deal.saturating_sub(c.c.keep)
            )),
        ),
        Action::Discard(_) => (plain(), Some(msg!("belfort-detail-discard"))),
        // Rules PL-6: passing is final for the phase, and every worker
        // still at home goes to the resource areas at once.
        Action::Pass => {
            let home = st.players.get(seat).map_or(0, |p| {
                p.workers.iter().filter(|w| w.at == super::At::Home).count()
            });
            (plain(), Some(msg!("belfort-detail-pass", n = home)))
        }
        Action::Reveal(_) => (plain(), Some(msg!("belfort-detail-reveal"))),
        Action::Send(_, area) => (
            plain(),
            Some(msg!("belfort-detail-send", area = area_id(*area))),
        ),
        // Choices naming other players: their names, not `p2`.
        Action::StealOne { .. }
        | Action::StealEach(_)
        | Action::RobOne { .. }
        | Action::RobFrom { .. }
        | Action::SpyTake { .. } => (what(c, st, seat, a), None),
        Action::ArchPay(_) => (what(c, st, seat, a), None),
        _ => (plain(), Some(what(c, st, seat, a))),
    };
    Choice {
        notation,
        label,
        detail,
    }
}

/// Why `seat` is asked now, with the amounts. Never names a card: a
/// prompt may be shown where others can read it.
pub fn prompt(c: &Content, st: &State, seat: Seat) -> Option<Msg> {
    let p = st.players.get(seat)?;
    if let Some(pend) = st.pending.last() {
        return Some(match pend {
            Pending::Discard { left, .. } => msg!(
                "belfort-prompt-discard",
                n = *left,
                hand = p.hand.len(),
                limit = c.c.hand_limit
            ),
            Pending::Recruit { gnome, .. } => {
                msg!("belfort-prompt-recruit", gnome = if *gnome { 1 } else { 0 })
            }
            Pending::GnomeTo { .. } => msg!("belfort-prompt-gnome", pool = st.pool),
            Pending::GateExtra { .. } => msg!("belfort-prompt-gate"),
            Pending::ArchDistrict { .. } | Pending::ArchLot { .. } => msg!(
                "belfort-prompt-arch",
                wood = p.wood,
                stone = p.stone,
                metal = p.metal,
                gold = p.gold
            ),
            Pending::ArchPay { lot, .. } => msg!(
                "belfort-prompt-arch-pay",
                cost = goods(&lot_cost(c, st, *lot as usize))
            ),
            Pending::Thieves { .. } => msg!(
                "belfort-prompt-thieves",
                max = st.flags.thieves_max,
                each = c.c.thieves_each
            ),
            Pending::Bandits { .. } | Pending::BanditsEach { .. } => {
                msg!("belfort-prompt-bandits")
            }
            Pending::WizKind { .. }
            | Pending::WizFrom { .. }
            | Pending::WizTo { .. }
            | Pending::WizSeat { .. } => msg!("belfort-prompt-wizards"),
            Pending::SpiesReveal { seat: spy, .. } => msg!(
                "belfort-prompt-spies-show",
                spy = Msg::seat(*spy as usize),
                hand = p.hand.len()
            ),
            Pending::SpiesTake { .. } => msg!("belfort-prompt-spies-take"),
            Pending::MerchantsChoice { .. } => msg!(
                "belfort-prompt-merchants",
                converts = c.c.merchants_converts,
                visits = c.c.merchants_visits
            ),
        });
    }
    let home = |elf: bool| {
        p.workers
            .iter()
            .filter(|w| w.elf == elf && w.at == super::At::Home)
            .count()
    };
    Some(match &st.phase {
        Phase::Keep { .. } => msg!(
            "belfort-prompt-keep",
            keep = c.c.keep,
            deal = c.c.deal,
            drop = c.c.deal.saturating_sub(c.c.keep)
        ),
        Phase::Block { np } => msg!("belfort-prompt-block", np = who(st, st.n() + *np as usize)),
        Phase::Placement { .. } => msg!(
            "belfort-prompt-place",
            elves = home(true),
            dwarves = home(false),
            gold = p.gold
        ),
        Phase::Distribute { .. } => msg!("belfort-prompt-distribute", n = home(true) + home(false)),
        Phase::Tent { .. } => msg!(
            "belfort-prompt-tent",
            shield = st.shields.get(seat).copied().unwrap_or(0)
        ),
        Phase::Actions { .. } => msg!(
            "belfort-prompt-actions",
            wood = p.wood,
            stone = p.stone,
            metal = p.metal,
            gold = p.gold,
            hand = p.hand.len()
        ),
        Phase::Neutral { np, card, .. } => msg!(
            "belfort-prompt-neutral",
            np = who(st, st.n() + *np as usize),
            place = if card.is_some() { 1 } else { 0 }
        ),
        Phase::Over => return None,
    })
}

/// The round and phase (3.0: calendar, placement, gathering, actions,
/// scoring; setup before round 1).
pub fn stage(st: &State) -> Stage {
    Stage {
        round: st.round as u32,
        phase: phase_msg(st),
    }
}

/// What `seat` alone knows right now: the building types in its hand
/// (which include a pending keep choice and a card chosen for the Spies)
/// and a blind neutral draw it has not placed yet. A type that is face up
/// somewhere (built, on display, in the discard pile, shown to the Spies,
/// or known to be in some hand) is left out: naming it says nothing about
/// this hand, since a box holds several cards of a type.
pub fn secrets(c: &Content, st: &State, seat: Seat) -> Vec<String> {
    let Some(p) = st.players.get(seat) else {
        return Vec::new();
    };
    let mut v: Vec<String> = p
        .hand
        .iter()
        .filter(|x| !st.known.contains(x))
        .map(|&x| type_name(c, st, x))
        .collect();
    if let Some((_, card)) = np_card_seen_by(st, seat) {
        v.push(type_name(c, st, card));
    }
    let mut face_up: Vec<u8> = st.display.iter().chain(&st.discard).copied().collect();
    face_up.extend(
        st.players
            .iter()
            .flat_map(|q| q.tableau.iter().map(|b| b.card)),
    );
    if let Some(Pending::SpiesTake { shown, .. }) = st.pending.last() {
        face_up.extend(shown.iter().flatten().copied());
    }
    // A card everyone has seen (a Spies reveal, a display purchase) is
    // named in the log wherever it went since; its type is public too.
    face_up.extend(&st.known);
    let public: Vec<String> = face_up.iter().map(|&x| type_name(c, st, x)).collect();
    v.retain(|name| !public.contains(name));
    v.sort();
    v.dedup();
    v
}

/// End of game (3.6): the ranking with scores, where the points came from
/// over the whole game and the tie-break, one line per player, best first.
pub fn final_account(st: &State, outcome: &Outcome, tb: &[i64], out: &mut Applied) {
    let mut order: Vec<usize> = (0..st.n()).collect();
    order.sort_by_key(|&p| (outcome.ranks[p], p));
    out.public.push(msg!("belfort-final-head"));
    for p in order {
        let tied = (0..st.n()).any(|o| o != p && outcome.scores[o] == outcome.scores[p]);
        let pl = &st.players[p];
        out.public.push(msg!(
            "belfort-final-line",
            rank = outcome.ranks[p],
            player = Msg::seat(p),
            score = outcome.scores[p],
            tied = if tied { 1 } else { 0 },
            tiebreak = tb[p],
            wood = pl.wood,
            stone = pl.stone,
            metal = pl.metal,
            gold = pl.gold,
            districts = pl.tally.districts,
            elves = pl.tally.elves,
            dwarves = pl.tally.dwarves,
            gnomes = pl.tally.gnomes,
            taxes = pl.tally.taxes
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::{income_and_taxes, scoring};
    use super::super::{Belfort, Built};
    use super::*;
    use crate::engine::{Game, Options, Setup, Translate};
    use crate::i18n::I18n;

    fn table(seats: usize) -> (Belfort, State) {
        let g = Belfort::load(None).unwrap();
        let st = g
            .setup(&Setup {
                seats,
                options: Options::new().resolve(&g.options()).unwrap(),
                seed: 5,
            })
            .unwrap();
        (g, st)
    }

    fn english(msgs: &[Msg]) -> Vec<String> {
        let i18n = I18n::load().unwrap();
        let en = i18n.english();
        msgs.iter().map(|m| en.tr(m)).collect()
    }

    /// Gives `p` a built card of building `id` (from the deck).
    fn build(g: &Belfort, st: &mut State, p: usize, id: &str) {
        let t = g.content.building(id).unwrap() as u8;
        let card = *st
            .deck
            .iter()
            .find(|&&c| st.card_types[c as usize] == t)
            .unwrap();
        st.deck.retain(|&c| c != card);
        st.players[p].tableau.push(Built {
            card,
            gnomes: 0,
            used: false,
        });
    }

    #[test]
    fn income_and_taxes_are_told_with_every_players_numbers() {
        let (g, mut st) = table(3);
        let c = &g.content;
        // Seat 1: a Market (income 1) and 20 points; seat 2 owes more
        // than it has; seat 3 nothing.
        build(&g, &mut st, 0, "market");
        let income = c.buildings[c.building("market").unwrap()].income;
        assert!(income > 0);
        st.players[0].score = 20;
        st.players[0].gold = 5;
        st.players[1].score = 40;
        st.players[1].gold = 1;
        let tax0 = c.tax(20);
        let tax1 = c.tax(40);
        assert!(tax1 > 1, "the 40-point tax is more than 1 gold");
        let mut out = Applied::default();
        income_and_taxes(c, &mut st, &mut out);
        let text = english(&out.public).join("\n");
        let gold0 = 5 + income;
        assert!(
            text.contains(&format!("Seat 1 +{income} gold (now {gold0})")),
            "{text}"
        );
        assert!(text.contains("Seat 2 +0 gold (now 1)"), "{text}");
        assert!(
            text.contains(&format!(
                "Seat 1 owes {tax0} gold at 20 points, pays {tax0} ({} gold left)",
                gold0 - tax0
            )),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                "Seat 2 owes {tax1} gold at 40 points, pays 1 and loses {} points (0 gold left)",
                tax1 - 1
            )),
            "{text}"
        );
        assert_eq!(st.players[1].score, 40 - (tax1 - 1));
        assert!(text.contains("Seat 3 owes nothing"), "{text}");
    }

    #[test]
    fn scoring_is_told_by_district_and_worker_kind() {
        let (g, mut st) = table(4);
        let c = &g.content;
        // Seat 1 holds the only markers, two in district 1; seat 2 has one
        // more elf than anybody.
        let syms: Vec<usize> = (0..st.marks.len())
            .filter(|&s| c.layout.symbol_district[s] == 0)
            .take(2)
            .collect();
        for s in syms {
            st.marks[s] = Some(0);
        }
        st.players[1].workers.push(super::super::Worker {
            elf: true,
            master: false,
            at: super::super::At::Home,
        });
        st.round = 3;
        let first = c.c.district_points[0];
        let elf_first = c.c.worker_points[0];
        let mut out = Applied::default();
        scoring(c, &mut st, &mut out);
        let text = english(&out.public).join("\n");
        assert!(text.contains("Scoring after round 3"), "{text}");
        assert!(
            text.contains(&format!(
                "Seat 1 scores +{}: districts {first}+0+0+0+0, elves 0,",
                first + 1
            )),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                "Seat 2 scores +{}: districts 0+0+0+0+0, elves {elf_first},",
                elf_first + 1
            )),
            "{text}"
        );
        for p in 0..4 {
            let score = st.players[p].score;
            assert!(text.contains(&format!("now {score}.")), "{text}");
        }
    }

    /// The final account of a whole game says where each player's
    /// points came from, and the parts add up to the score.
    #[test]
    fn final_account_breaks_each_score_down_and_the_parts_add_up() {
        let (g, mut st) = table(3);
        let mut rng = crate::engine::GameRng::new(3);
        let mut last = Applied::default();
        for _ in 0..5000 {
            if st.outcome.is_some() {
                break;
            }
            let seat = *rng.pick(&g.to_act(&st)).unwrap();
            let action = rng.pick(&g.legal_actions(&st, seat)).unwrap().clone();
            last = g.apply(&mut st, seat, &action).unwrap();
        }
        assert!(st.outcome.is_some(), "the game ended");
        let text = english(&last.public).join("\n");
        let lines: Vec<&str> = text.lines().filter(|l| l.contains(" points (")).collect();
        assert_eq!(lines.len(), 3, "{text}");
        let number = |line: &str, key: &str| -> i64 {
            line.split(key)
                .nth(1)
                .map(|r| {
                    r.chars()
                        .take_while(char::is_ascii_digit)
                        .collect::<String>()
                })
                .and_then(|d| d.parse().ok())
                .unwrap_or(0)
        };
        let mut some_points = false;
        for line in lines {
            let score: i64 = line
                .split(": ")
                .nth(1)
                .and_then(|r| r.split(' ').next())
                .and_then(|n| n.parse().ok())
                .unwrap();
            let parts = number(line, "districts ")
                + number(line, "elves ")
                + number(line, "dwarves ")
                + number(line, "gnomes ")
                - number(line, "lost to taxes ");
            assert_eq!(parts, score, "{line}");
            some_points |= score > 0;
        }
        assert!(some_points, "{text}");
    }

    #[test]
    fn choices_and_prompts_carry_their_amounts() {
        let (g, st) = table(3);
        let c = &g.content;
        let i18n = I18n::load().unwrap();
        let en = i18n.english();
        // The keep: how many and why, naming no card.
        let p = en.tr(&prompt(c, &st, 0).unwrap());
        assert_eq!(
            p,
            format!(
                "Choose {} of your {} cards to hold; the other {} go face up to the discard pile.",
                c.c.keep,
                c.c.deal,
                c.c.deal - c.c.keep
            )
        );
        for name in secrets(c, &st, 0) {
            assert!(!p.contains(&name));
        }
        // Trading: buying costs the table's price.
        let buy = Action::Trade {
            buy: true,
            res: Res::Wood,
        };
        let d = describe(c, &st, 0, &buy);
        assert_eq!(
            en.tr(&d.detail.unwrap()),
            format!("Pay {} gold, gain 1 wood.", c.buy[0])
        );
        // Placing on the Office costs its gold and gives a worker.
        let k = WKind {
            elf: true,
            master: false,
        };
        let d = describe(c, &st, 0, &Action::Place(k, Space::Office(0)));
        let gold = place_cost(c, &st, 0, Space::Office(0)).unwrap();
        assert_eq!(
            en.tr(&d.detail.unwrap()),
            format!("Costs {gold} gold; gives an elf at gathering.")
        );
        // A build names the cost in goods.
        let t = c.building("tower").unwrap();
        let lot = c
            .layout
            .lots
            .iter()
            .position(|l| l.kind == super::super::content::LotKind::Building(t))
            .unwrap() as u16;
        let d = describe(
            c,
            &st,
            0,
            &Action::Build {
                ty: t as u8,
                lot,
                sym: 0,
            },
        );
        let cost = en.tr(&goods(&c.buildings[t].cost));
        assert!(en
            .tr(&d.detail.unwrap())
            .starts_with(&format!("Costs {cost};")));
        // Thieves name the victim by name.
        let d = describe(
            c,
            &st,
            0,
            &Action::StealOne {
                victim: 1,
                amount: 2,
            },
        );
        assert_eq!(en.tr(&d.label), "takes 2 gold from Seat 2");
    }
}
