//! Phase 1, Calendar (Belfort spec §3.1, §3.8): a new round begins and
//! the per-round resets apply.

use super::*;

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
    // The calendar's seasons are ids (`spring`, `summer`, `autumn`), told
    // in the reader's words.
    let season = Msg::new(format!("belfort-season-{season}"));
    out.public
        .push(msg!("belfort-round", round = st.round, season = season));
    st.phase = Phase::Placement { turn: 0 };
}
