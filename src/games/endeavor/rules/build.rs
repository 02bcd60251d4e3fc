//! Phase 1, Build (Endeavor spec §3.1): which building kinds a seat may
//! take (B-2..B-5, the A-4 fallback when nothing is eligible at the build
//! level). Taking the tile is one line of `State::apply`; a seat with
//! nothing to build is skipped by the phase machine (B-9).

use super::*;

impl State {
    /// B-2..B-5 and the A-4 fallback: the building kinds `seat` may build.
    pub fn buildable(&self, c: &Content, seat: Seat) -> Vec<usize> {
        let p = &self.players[seat];
        if p.buildings.len() > c.numbers.building_spaces as usize {
            return Vec::new();
        }
        let has_five = p.buildings.iter().any(|b| c.buildings[b.kind].level == 5);
        let eligible = |k: usize| {
            let b = &c.buildings[k];
            b.level > 0 && self.supply[k] > 0 && !(has_five && b.level == 5)
        };
        let level = self.level(c, seat, INDUSTRY);
        let at: Vec<usize> = (0..c.buildings.len())
            .filter(|&k| eligible(k) && c.buildings[k].level <= level)
            .collect();
        if !at.is_empty() {
            return at;
        }
        let above: Vec<usize> = (0..c.buildings.len())
            .filter(|&k| eligible(k) && c.buildings[k].level > level)
            .collect();
        match self.flags.build_fallback.as_str() {
            "next" => above
                .into_iter()
                .filter(|&k| c.buildings[k].level == level + 1)
                .collect(),
            "any" => above,
            _ => {
                let lowest = above.iter().map(|&k| c.buildings[k].level).min();
                above
                    .into_iter()
                    .filter(|&k| Some(c.buildings[k].level) == lowest)
                    .collect()
            }
        }
    }
}
