//! Phase 2, Placement (Belfort spec §3.2): where a worker may go, what
//! placing costs, and whose placement turn comes next.

use super::*;

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

pub(super) fn spaces_for(c: &Content, st: &State, p: usize) -> Vec<Space> {
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

pub(super) fn area_ok(st: &State, elf: bool, area: u8) -> bool {
    st.flags.wrong_kind
        || match area {
            0 => elf,
            1 => !elf,
            _ => true,
        }
}

pub(super) fn placed_here(st: &State, seat: usize) -> Vec<Space> {
    st.players[seat]
        .workers
        .iter()
        .filter_map(|w| match w.at {
            At::Space(s @ (Space::Guild(_) | Space::Card(_))) => Some(s),
            _ => None,
        })
        .collect()
}

pub(super) fn next_placer(c: &Content, st: &mut State, turn: u8, out: &mut Applied) {
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
