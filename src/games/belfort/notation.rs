//! How players type Belfort actions (`place elf Masons`, `build Tower d3`,
//! `trade sell metal`). Every legal action has a distinct notation; the
//! engine's default `parse` matches it ignoring case and spacing.

use super::content::{Content, LotKind};
use super::rules::{area_id, competitor_name, player_name, Action};
use super::{Belfort, Space, State, WKind};
use crate::engine::{normalize_notation, Game, Msg, Seat};

fn ty_name(c: &Content, t: u8) -> String {
    c.buildings
        .get(t as usize)
        .map(|b| b.name.clone())
        .unwrap_or_default()
}

fn card_type(st: &State, card: u8) -> u8 {
    st.card_types.get(card as usize).copied().unwrap_or(0)
}

/// A built card by its type, numbered when its owner has several.
pub fn card_name(c: &Content, st: &State, card: u8) -> String {
    let t = card_type(st, card);
    let owner = st
        .players
        .iter()
        .find(|p| p.tableau.iter().any(|b| b.card == card));
    let name = ty_name(c, t);
    match owner {
        Some(p) => {
            let same: Vec<u8> = p
                .tableau
                .iter()
                .filter(|b| card_type(st, b.card) == t)
                .map(|b| b.card)
                .collect();
            if same.len() > 1 {
                let i = same.iter().position(|&x| x == card).unwrap_or(0);
                format!("{name} {}", i + 1)
            } else {
                name
            }
        }
        None => name,
    }
}

fn worker(k: &WKind) -> String {
    format!(
        "{}{}",
        if k.master { "master " } else { "" },
        if k.elf { "elf" } else { "dwarf" }
    )
}

pub fn guild_name(c: &Content, st: &State, d: u8) -> String {
    st.guilds
        .get(d as usize)
        .and_then(|&g| c.guilds.get(g as usize))
        .map(|g| g.short.clone())
        .unwrap_or_default()
}

pub fn space_name(c: &Content, st: &State, s: &Space) -> String {
    match s {
        Space::Office(_) => "office".into(),
        Space::Tent(_) => "tent".into(),
        Space::Guild(d) => guild_name(c, st, *d),
        Space::Card(card) => card_name(c, st, *card),
    }
}

/// A lot as players name it: `Tower d3`, `Gatehouse g2 d3`, `wall d1`,
/// `guild Masons`.
pub fn lot_name(c: &Content, st: &State, lot: u16, sym: Option<u8>) -> String {
    let Some(l) = c.layout.lots.get(lot as usize) else {
        return String::new();
    };
    match l.kind {
        LotKind::Building(b) => {
            let mut s = format!("{} {}", c.buildings[b].name, l.label);
            if l.symbols.len() == 2
                && c.layout.symbol_district[l.symbols[0]] != c.layout.symbol_district[l.symbols[1]]
            {
                if let Some(sym) = sym {
                    let d = c.layout.symbol_district[l.symbols[sym as usize]];
                    s.push_str(&format!(" d{}", d + 1));
                }
            }
            s
        }
        LotKind::Wall => format!("wall {}", l.label),
        LotKind::Guild => format!("guild {}", guild_name(c, st, l.district as u8)),
    }
}

/// The lot label alone (Wizards' choices name lots of one kind).
fn lot_short(c: &Content, st: &State, lot: u16) -> String {
    let Some(l) = c.layout.lots.get(lot as usize) else {
        return String::new();
    };
    match l.kind {
        LotKind::Guild => guild_name(c, st, l.district as u8),
        _ => l.label.clone(),
    }
}

pub fn wiz_kind_name(c: &Content, k: u8) -> String {
    let b = c.buildings.len() as u8;
    if k < b {
        ty_name(c, k)
    } else if k == b {
        "walls".into()
    } else {
        "guilds".into()
    }
}

pub fn notation(c: &Content, st: &State, a: &Action) -> String {
    match a {
        Action::Keep(kept) => {
            let names: Vec<String> = kept.iter().map(|&t| ty_name(c, t)).collect();
            format!("keep {}", names.join(" "))
        }
        Action::Block(d) => format!("block {}", guild_name(c, st, *d)),
        Action::Place(k, s) => format!("place {} {}", worker(k), space_name(c, st, s)),
        Action::Pass => "pass".into(),
        Action::Send(k, area) => format!("send {} {}", worker(k), area_id(*area)),
        Action::TakeShield(s) => format!("take shield {s}"),
        Action::NoSwap => "keep shield".into(),
        Action::Activate(s) => format!("activate {}", space_name(c, st, s)),
        Action::Build { ty, lot, sym } => {
            let l = lot_name(c, st, *lot, Some(*sym));
            // `build Tower d3`: the lot name already starts with the type.
            let _ = ty;
            format!("build {l}")
        }
        Action::Wall(lot) => format!(
            "wall d{}",
            c.layout
                .lots
                .get(*lot as usize)
                .map(|l| l.district + 1)
                .unwrap_or(0)
        ),
        Action::BuyGuild(d) => format!("guild {}", guild_name(c, st, *d)),
        Action::Trade { buy, res } => format!(
            "trade {} {}",
            if *buy { "buy" } else { "sell" },
            res_name(*res)
        ),
        Action::Convert(r) => format!("convert {}", res_name(*r)),
        Action::Hire(card) => format!("hire gnome {}", card_name(c, st, *card)),
        Action::BankGold => "bank gold".into(),
        Action::SmithMetal => "smith metal".into(),
        Action::BuyCard(Some(t)) => format!("buy {}", ty_name(c, *t)),
        Action::BuyCard(None) => "buy deck".into(),
        Action::EndTurn => "end turn".into(),
        Action::Discard(t) => format!("discard {}", ty_name(c, *t)),
        Action::Recruit(elf) => format!("recruit {}", if *elf { "elf" } else { "dwarf" }),
        Action::RecruitGnome(card) => format!("recruit gnome {}", card_name(c, st, *card)),
        Action::GnomeTo(card) => format!("gnome {}", card_name(c, st, *card)),
        Action::GateExtra(lot) => format!("gatehouse {}", lot_short(c, st, *lot)),
        Action::ArchDistrict(d) => format!("claim in d{}", d + 1),
        Action::ArchLot { lot, sym } => format!("claim {}", lot_name(c, st, *lot, Some(*sym))),
        Action::ArchPay(d) => {
            let (w, s, m) =
                c.c.architect_discounts()
                    .get(*d as usize)
                    .copied()
                    .unwrap_or_default();
            let mut parts = Vec::new();
            parts.extend(std::iter::repeat_n("wood", w as usize));
            parts.extend(std::iter::repeat_n("stone", s as usize));
            parts.extend(std::iter::repeat_n("metal", m as usize));
            format!("discount {}", parts.join(" "))
        }
        Action::Skip => "skip".into(),
        Action::StealOne { victim, amount } => {
            format!("steal {amount} from {}", player_name(*victim as usize))
        }
        Action::StealEach(vs) => {
            let v: Vec<String> = vs.iter().map(|&v| player_name(v as usize)).collect();
            format!("steal 1 each from {}", v.join(" "))
        }
        Action::RobOne { victim, take } => {
            let t: Vec<&str> = take.iter().map(|&r| res_name(r)).collect();
            format!("rob {} {}", player_name(*victim as usize), t.join(" "))
        }
        Action::RobEach => "rob each".into(),
        Action::RobFrom { victim, res } => {
            format!("rob {} {}", player_name(*victim as usize), res_name(*res))
        }
        Action::Done => "done".into(),
        Action::WizKind(k) => format!("swap {}", wiz_kind_name(c, *k)),
        Action::WizFrom(lot) => format!("from {}", lot_short(c, st, *lot)),
        Action::WizTo(lot) => format!("with {}", lot_short(c, st, *lot)),
        Action::WizSeat { lot, sym } => {
            format!("seat {}", lot_name(c, st, *lot, Some(*sym)))
        }
        Action::Reveal(t) => format!("show {}", ty_name(c, *t)),
        Action::SpyTake { victim, ty } => format!(
            "take {} from {}",
            ty_name(c, *ty),
            player_name(*victim as usize)
        ),
        Action::MerchantsPick(true) => "merchants convert".into(),
        Action::MerchantsPick(false) => "merchants visits".into(),
        Action::NpPick(Some(t)) => format!("np {}", ty_name(c, *t)),
        Action::NpPick(None) => "np deck".into(),
        Action::NpPlace { lot, sym } => format!("np place {}", lot_name(c, st, *lot, Some(*sym))),
    }
}

/// Reads a typed action: its exact notation, or else the same words in
/// another order when that names exactly one legal action (`steal 1 each
/// from p4 p2`, `keep Tower Pub Inn`, `rob p2 stone wood`).
pub fn parse(g: &Belfort, st: &State, seat: Seat, text: &str) -> Result<Action, Msg> {
    let wanted = normalize_notation(text);
    let legal = g.legal_actions(st, seat);
    let named: Vec<String> = legal
        .iter()
        .map(|a| normalize_notation(&notation(&g.content, st, a)))
        .collect();
    if let Some(i) = named.iter().position(|n| *n == wanted) {
        return Ok(legal[i].clone());
    }
    let words = |t: &str| {
        let mut w: Vec<String> = t.split(' ').map(str::to_string).collect();
        w.sort();
        w
    };
    let key = words(&wanted);
    let mut hits = named.iter().enumerate().filter(|(_, n)| words(n) == key);
    match (hits.next(), hits.next()) {
        (Some((i, _)), None) => Ok(legal[i].clone()),
        _ => Err(Msg::new("error-not-legal").arg("action", text.trim())),
    }
}

pub fn res_name(r: super::Res) -> &'static str {
    match r {
        super::Res::Wood => "wood",
        super::Res::Stone => "stone",
        super::Res::Metal => "metal",
    }
}

#[allow(dead_code)]
pub fn who(st: &State, i: usize) -> String {
    competitor_name(st, i)
}
