//! Phase 2, Growth (Endeavor spec §3.2): automatic for every player.

use super::*;

impl State {
    /// G-1..G-3: every player moves as many markers from their supply to
    /// their harbor as their Culture's growth, in turn order (no choice),
    /// told with the numbers; then the Salary phase begins.
    pub(super) fn growth(&mut self, c: &Content, log: &mut Vec<Msg>) {
        let n = self.seats();
        let mut grown = Vec::new();
        for i in 0..n {
            let seat = (self.first + i) % n;
            let g = self.level(c, seat, CULTURE);
            let p = &mut self.players[seat];
            let moved = g.min(p.supply);
            p.supply -= moved;
            p.harbor += moved;
            grown.push(msg!(
                "endeavor-growth-item",
                seat = Msg::seat(seat),
                gained = moved,
                growth = g,
                harbor = p.harbor
            ));
        }
        log.push(msg!(
            "endeavor-log-growth",
            round = self.round,
            list = joined(grown)
        ));
        self.phase = Phase::Salary;
        self.steps = 0;
        self.turn = self.first;
        self.salary_left = None;
    }
}
